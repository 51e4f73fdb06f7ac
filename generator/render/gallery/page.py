"""The gallery page, output/<game>/index.html: one self-contained HTML file.

Its style and script are inline and it names no address outside the output
folder (no CDN, no web font), so it works opened straight from disk. Filters
(deck, a column's value) and the search box are a few lines of script over
`data-` attributes; the same filters can be given in the address
(`index.html#deck=faith-1&column=cost&value=2&q=fire`), which is also how the
browser test drives them. Each finding of the build's check is shown on the
card, deck or document it concerns, with its file:line:col on a button that
copies it.
"""
from __future__ import annotations

import dataclasses
import json
from collections import defaultdict
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any, Iterable, Optional

from ...core.errors import Finding, Loc
from ...load.languages import Wording
from ...load import LoadedGame
from ...model import Card, Deck
from ..cards.faces import slug
from ..cards.renderer import instances
from ..shared.painter import Painter
from . import card_pictures
from .pages import SHOWN, PagePicture
from .style import CSP, STYLE, script

SECTION_TITLES = {"board": "Boards", "map": "Maps", "tokens": "Tokens", "pads": "Pads",
                  "quickref": "Quick reference", "rulebook": "Rulebook"}


@dataclass
class Placed:
    """The build's findings sorted by where the page shows them."""

    cards: dict[tuple[str, str], list[Finding]] = field(default_factory=lambda: defaultdict(list))
    decks: dict[str, list[Finding]] = field(default_factory=lambda: defaultdict(list))
    files: dict[str, list[Finding]] = field(default_factory=lambda: defaultdict(list))   # by output PDF
    anchors: dict[int, str] = field(default_factory=dict)    # id(finding) -> where it is shown on the page


def place_findings(loaded: LoadedGame, findings: Iterable[Finding], pdfs: list[dict[str, Any]]) -> Placed:
    """A finding in a deck's data goes on the card of its row (or on the deck); one in rulebook.md or
    quickref.md on that document; one whose compared data (`related`) is a card's row on that card too; the
    rest stay in the page's list only."""
    placed = Placed()
    rows: dict[tuple[str, int], tuple[str, str]] = {}
    cells: dict[tuple[str, str], tuple[str, str]] = {}
    deck_files: dict[str, str] = {}
    for deck in loaded.game.decks:
        for card in deck.cards:
            rows[(card.loc.file, card.loc.line)] = (deck.id, card.id)
            for loc in card.cells.values():
                rows.setdefault((loc.file, loc.line), (deck.id, card.id))
                if loc.cell:
                    cells[(loc.file, loc.cell)] = (deck.id, card.id)
        if deck.cards:
            deck_files[deck.cards[0].loc.file] = deck.id
    docs = {e["kind"]: e["path"] for e in pdfs if e["kind"] in ("rulebook", "quickref")}
    for f in findings:
        where = cells.get((f.loc.file, f.loc.cell)) if f.loc.cell else rows.get((f.loc.file, f.loc.line))
        name = f.loc.file.replace("\\", "/").rsplit("/", 1)[-1]
        if where is not None:
            placed.cards[where].append(f)
            placed.anchors[id(f)] = card_anchor(*where)
        elif f.loc.file in deck_files:
            placed.decks[deck_files[f.loc.file]].append(f)
            placed.anchors[id(f)] = f"deck-{deck_files[f.loc.file]}"
        elif name in ("rulebook.md", "quickref.md") and name[:-3] in docs:
            placed.files[docs[name[:-3]]].append(f)
            placed.anchors[id(f)] = pdf_anchor(docs[name[:-3]])
        # a finding compared with a card's data (a rulebook's number against a card's column) is the card's too
        related = f.related and (cells.get((f.related.file, f.related.cell)) if f.related.cell
                                 else rows.get((f.related.file, f.related.line)))
        if related and related != where:
            placed.cards[related].append(f)
            placed.anchors.setdefault(id(f), card_anchor(*related))
    return placed


def card_anchor(deck: str, card: str) -> str:
    return f"card-{deck}-{slug(card)}"


def pdf_anchor(path: str) -> str:
    return "file-" + slug(path.removesuffix(".pdf"))


def _value_text(value: Any, w: Optional[Wording] = None) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return (w or Wording()).frame("yes" if value else "no")
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(_value_text(v, w) for v in value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _filter_values(value: Any, w: Wording) -> Any:
    """What a column filter matches: a list column by each of its items, any other by its text."""
    if isinstance(value, (list, tuple)):
        return [_value_text(v, w) for v in value]
    return _value_text(value, w)


def shown_loc(loc: Loc, folder: Path) -> Loc:
    """A place as the page shows it: its file relative to the game folder (`cards/market.csv:3:1`), so the page
    is the same bytes wherever the game was built from."""
    path = Path(loc.file)
    try:
        rel = (path if path.is_absolute() else Path.cwd() / path).resolve().relative_to(folder.resolve()).as_posix()
    except (ValueError, OSError):
        return loc
    return dataclasses.replace(loc, file=rel)


def _findings_html(findings: list[Finding], folder: Path, w: Wording, placed: Optional[Placed] = None) -> str:
    if not findings:
        return ""
    items = []
    for f in findings:
        loc = str(shown_loc(f.loc, folder))
        where = placed.anchors.get(id(f)) if placed else None
        link = f' <a class="on" href="#{escape(where)}">{escape(w.frame("shown there"))}</a>' if where else ""
        hint = f'<span class="hint">{escape(f.hint)}</span>' if f.hint else ""
        items.append(f'<li class="finding {escape(f.severity)}"><span class="sev">{escape(w.frame(f.severity))}</span> '
                     f'<code>{escape(f.rule)}</code> <button type="button" class="copy" data-copy="{escape(loc)}" '
                     f'title="{escape(w.frame("copy {place}", place=loc))}">{escape(loc)}</button> '
                     f'{escape(f.message)}{hint}{link}</li>')
    return '<ul class="findings">' + "".join(items) + "</ul>"


def _img(path: Optional[str], size: Any, alt: str, w: Wording, cls: str = "") -> str:
    if not path:
        return (f'<div class="missing {cls}">'
                f'{escape(w.frame("no picture (build the gallery: pnp build --only gallery)"))}</div>')
    width, height = (size or (0, 0))[:2]
    dims = f' width="{int(width)}" height="{int(height)}"' if width and height else ""
    klass = f' class="{cls}"' if cls else ""
    return f'<img{klass} src="{escape(path)}"{dims} alt="{escape(alt)}">'


def _faces(painter: Painter, deck: Deck) -> list[tuple[Card, Optional[str], int, str]]:
    """The deck's distinct faces in CSV order, as the pictures were drawn: (card, copy, count, stem)."""
    seen: dict[str, list[Any]] = {}
    for inst in instances(painter, deck):
        seen.setdefault(inst.face_key, [inst, 0])[1] += 1
    out = []
    for inst, count in seen.values():
        stem = inst.card.id if inst.copy is None else f"{inst.card.id}-{slug(inst.copy)}"
        out.append((inst.card, inst.copy, count, stem))
    return out


def _deck_html(painter: Painter, deck: Deck, built: tuple[dict[str, Any], ...], placed: Placed,
               w: Wording) -> tuple[str, int]:
    pictures = card_pictures(built, deck.id)
    faces = _faces(painter, deck)
    backs = sorted({str(e.get("back")) for e in pictures.values() if e.get("back")})
    columns = [c for c in deck.fields]
    cards = []
    anchored: set[str] = set()
    for card, copy, count, stem in faces:
        entry = pictures.get(stem, {})
        label = card.name if copy is None else f"{card.name} ({copy})"
        values = {"id": card.id, "name": card.name, "count": str(count), **({"copy": copy} if copy else {}),
                  **{c: _filter_values(card.fields.get(c), w) for c in columns}}
        text = " ".join([card.id, label, *(_value_text(card.fields.get(c), w) for c in columns)]).lower()
        rows = "".join(f"<tr><th>{escape(c)}</th><td>{escape(_value_text(card.fields.get(c), w))}</td></tr>"
                       for c in columns)
        found = placed.cards.get((deck.id, card.id), [])
        where = shown_loc(card.loc, painter.folder)
        flag = f' data-findings="{len(found)}"' if found else ""
        # a card's first face carries the card's own anchor (a finding's link reaches it), other copies their stem's
        anchor = card_anchor(deck.id, card.id if card.id not in anchored else stem)
        anchored.add(card.id)
        front, back = w.frame("{card} (front)", card=label), w.frame("{card} (back)", card=label)
        cards.append(
            f'<article class="card" id="{escape(anchor)}" data-deck="{escape(deck.id)}" data-text="{escape(text)}" '
            f'data-values="{escape(json.dumps(values, sort_keys=True))}"{flag}>'
            f'<div class="pics">{_img(entry.get("path"), entry.get("size_px"), front, w)}'
            f'{_img(entry.get("back"), entry.get("size_px"), back, w, "back") if entry else ""}'
            f'</div><h3>{escape(label)} <span class="count" title="{escape(w.frame("copies in the deck"))}">'
            f'&times;{count}</span></h3>'
            f'<p class="id"><code>{escape(card.id)}</code> '
            f'<button type="button" class="copy" data-copy="{escape(str(where))}" '
            f'title="{escape(w.frame("copy where this card is written"))}">'
            f'{escape(where.file)}:{where.line}</button></p>'
            f'<table class="values">{rows}</table>{_findings_html(found, painter.folder, w)}</article>')
    summary = escape(w.frame("{cards}, {distinct} distinct, {width}\u00d7{height} mm",
                             cards=w.count(deck.total, "{count} card", "{count} cards"), distinct=len(faces),
                             width=w.numeral(f"{deck.size.mm[0]:g}"), height=w.numeral(f"{deck.size.mm[1]:g}"))
                     + (w.frame(", {count} backs", count=len(backs)) if len(backs) > 1 else "")).replace(
        "\u00d7", "&times;")
    head = (f'<section class="deck" id="deck-{escape(deck.id)}" data-deck="{escape(deck.id)}">'
            f'<h2>{escape(deck.name)} <small>{summary}</small></h2>'
            f'{_findings_html(placed.decks.get(deck.id, []), painter.folder, w)}<div class="cards">')
    return head + "".join(cards) + "</div></section>", len(faces)


def _pdf_html(entry: dict[str, Any], pictures: list[PagePicture], placed: Placed, folder: Path, w: Wording) -> str:
    path = entry["path"]
    found = placed.files.get(path, [])
    first, rest = (pictures[0], pictures[1:]) if pictures else (None, [])
    def alt(page: int) -> str:
        return f"{path} " + w.frame("page {page}", page=page)
    overview = f'<a href="{escape(path)}">{_img(first.path, first.size, alt(1), w, "page")}</a>' if first else ""
    more = ""
    if rest:
        thumbs = "".join(f'<figure><a href="{escape(path)}#page={p.page}">'
                         f'{_img(p.path, p.size, alt(p.page), w, "page")}'
                         f'</a><figcaption>{escape(w.frame("page {page}", page=p.page))}</figcaption></figure>'
                         for p in rest)
        more = (f'<details><summary>{escape(w.frame("{count} pages: show all", count=len(pictures)))}</summary>'
                f'<div class="pages">{thumbs}</div></details>')
    pages = entry.get("pages") or 1
    flag = f' data-findings="{len(found)}"' if found else ""
    return (f'<div class="file" id="{escape(pdf_anchor(path))}"{flag}>'
            f'<h3><a href="{escape(path)}">{escape(path)}</a> '
            f'<small>{escape(w.count(pages, "{count} page", "{count} pages"))}</small></h3>'
            f'{_findings_html(found, folder, w)}<div class="overview">{overview}</div>{more}</div>')


def page_html(loaded: LoadedGame, built: tuple[dict[str, Any], ...], pdfs: list[dict[str, Any]],
              pictures: dict[str, list[PagePicture]], findings: list[Finding], check: str) -> tuple[str, int]:
    """The whole page, and how many card faces it shows."""
    game = loaded.game
    w = Wording(game)   # pnp's own words in the edition's language
    titles = {kind: w.frame(title) for kind, title in SECTION_TITLES.items()}
    painter = Painter(game, loaded.folder, loaded.sources)
    findings = sorted(findings, key=lambda f: f.sort_key())
    placed = place_findings(loaded, findings, pdfs)
    decks, shown = [], 0
    for deck in game.decks:
        html, n = _deck_html(painter, deck, built, placed, w)
        decks.append(html)
        shown += n
    sections = []
    for kind in SHOWN:
        files = [e for e in pdfs if e["kind"] == kind]
        if files:
            sections.append(f'<section class="component" id="{kind}"><h2>{escape(titles[kind])}</h2>'
                            + "".join(_pdf_html(e, pictures.get(e["path"], []), placed, loaded.folder, w)
                                      for e in files) + "</section>")
    columns = sorted({c for d in game.decks for c in d.fields} | {"count"})
    deck_options = "".join(f'<option value="{escape(d.id)}">{escape(d.name)}</option>' for d in game.decks)
    column_options = "".join(f'<option value="{escape(c)}">{escape(c)}</option>' for c in columns)
    errors = sum(1 for f in findings if f.severity == "error")
    counted = (w.count(len(findings), "{count} finding", "{count} findings")
               + (w.count(errors, " ({count} error)", " ({count} errors)") if errors else "") if findings
               else w.frame("no findings"))
    status = {"build": w.frame("checked by this build: {findings}", findings=counted),
              "remembered": w.frame("built with --no-check; the last pnp check of these files: {findings}",
                                    findings=counted),
              "none": w.frame("built with --no-check, and no pnp check of these files is remembered: "
                              "run pnp check")}[check]
    links = [f'<a href="{escape(e["path"])}">{escape(titles[e["kind"]])} (PDF)</a>' for e in pdfs
             if e["kind"] in ("rulebook", "quickref")]
    if any(e.get("path") == "report.html" for e in built):
        report = escape(w.frame("Designer's report"), quote=False).replace("'", "&#39;")
        links.append(f'<a href="report.html">{report}</a>')
    nav = "".join(f'<a href="#deck-{escape(d.id)}">{escape(d.name)}</a>' for d in game.decks) + "".join(
        f'<a href="#{kind}">{escape(titles[kind])}</a>' for kind in SHOWN if any(e["kind"] == kind for e in pdfs))
    f = w.frame
    body = (f'<header><h1>{escape(game.title)} <small>v{escape(str(game.version))}</small></h1>'
            f'<p class="links">{" ".join(links)}</p><nav>{nav}</nav></header>'
            f'<section id="check"><h2>{escape(f("Check"))}</h2><p class="status">{escape(status)}</p>'
            f'{_findings_html(findings, loaded.folder, w, placed)}</section>'
            f'<form id="filters" role="search" onsubmit="return false">'
            f'<label>{escape(f("Deck"))} <select id="f-deck"><option value="">{escape(f("all decks"))}</option>'
            f'{deck_options}</select></label> '
            f'<label>{escape(f("Column"))} <select id="f-column"><option value="">{escape(f("any column"))}</option>'
            f'{column_options}</select></label> '
            f'<label>{escape(f("Value"))} <select id="f-value"><option value="">{escape(f("any value"))}</option>'
            f'</select></label> '
            f'<label>{escape(f("Search"))} <input id="f-q" type="search" '
            f'placeholder="{escape(f("words on the cards"))}"></label> '
            f'<output id="f-shown">{escape(f("{shown} of {total} cards", shown=shown, total=shown))}</output></form>'
            f'<main>{"".join(decks)}{"".join(sections)}</main>')
    return (f'<!DOCTYPE html>\n<html lang="{escape(w.language)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
            f'<title>{escape(w.frame("{title}: gallery", title=game.title))}</title><style>{STYLE}</style></head>'
            f'<body>{body}<script>{script(w.frame)}</script></body></html>\n'), shown
