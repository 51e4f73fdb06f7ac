"""Documents: rulebook.md and quickref.md take their numbers from the data, and their placeholders exist.

DOC001 flags a number typed by hand (a digit, or a number word from two to
twenty) next to a term that the data computes: a bound table row's label, an
engine @rule's name (rules that return numbers), or the game's player range
beside "players". "Next to", within one sentence or table cell: a digit has a
one-word term right beside it, or a longer term's content words among the
three words on either side (all of a two-word term; from three words on,
three and at least 60%); a number word must be followed at once by the term,
the thing it counts ("three Trial cards"). DOC002 flags a placeholder that
names a table, die, deck, card, section, engine rule... that does not exist.
Both scan the Markdown text with regular expressions: nothing heavy is
imported, so `pnp check` stays fast.
"""
from __future__ import annotations

import inspect
import re
from dataclasses import dataclass
from typing import Any, Iterator, Optional

from ..render.documents.sources import (DOCUMENTS, PLACEHOLDER_TARGETS, Call, document_path, headings, icon_aliases, icon_files,
                         mask_jinja, name_set_ids, placeholder_calls, slugify)
from ..errors import Loc
from .findings import Context
from .names import did_you_mean
from .registry import family

NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty".split()) if i >= 2}
_STOP = set("the a an of in on per each to for by at with and or from one is are may can any all that this it "
            "its be up out most how often what who when has have get after before total max min".split())
# Markup that is not prose: HTML tags and comments, code, link targets, heading ids.
_NOT_PROSE = re.compile(r"<!--.*?-->|<[^>\n]*>|`[^`\n]*`|\]\([^)\n]*\)|\{#[^}\n]*\}|^ {0,3}(```|~~~).*?^ {0,3}\1"
                        r"|^[ \t]*\d+[.)](?=\s)", re.S | re.M)
_NUMBER = re.compile(r"(?<![\w.:/-])\d+(?:\s*[-\u2013]\s*\d+)?(?![\w%]|[.:,]\d|-[A-Za-z])"
                     r"|\b(?:" + "|".join(NUMBER_WORDS) + r")\b", re.I)
_STOPS = re.compile(r"[.;:!?|()\[\]]|\n[ \t]*\n")
_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019]*")
_REACH = 160  # characters looked at on either side of a number (cut at the sentence's end)


@dataclass(frozen=True)
class Term:
    """Something the data computes, as the content words a sentence would use for it."""

    stems: frozenset[str]
    shown: str
    source: str
    placeholder: str


_IRREGULAR = {"dealt": "deal", "drew": "draw", "drawn": "draw", "built": "build", "paid": "pay", "laid": "lay",
              "lost": "lose", "won": "win", "kept": "keep", "held": "hold", "taken": "take", "took": "take",
              "given": "give", "gave": "give", "chosen": "choose", "chose": "choose", "spent": "spend",
              "sold": "sell", "bought": "buy", "got": "get", "moves": "move", "dice": "die"}


def stem(word: str) -> str:
    """A crude English stem, enough to match 'missionaries' with 'Missionary' and 'drawn' with 'draws'."""
    w = word.lower().replace("\u2019", "'")
    w = w[:-2] if w.endswith("'s") else w.rstrip("'")
    w = _IRREGULAR.get(w, w)
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("es") and w[:-2].endswith(("s", "x", "ch", "sh", "z")):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        w = w[:-1]
    if len(w) > 4 and w.endswith("ed"):
        w = w[:-2]
    elif len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
    elif w.endswith("wn"):
        w = w[:-1]
    return w[:-1] if len(w) > 3 and w.endswith("e") else w


def content_stems(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in re.findall(r"[A-Za-z]+", text.replace("_", " "))
                     if len(w) > 2 and w.lower() not in _STOP)


def _returns_number(func: Any) -> bool:
    try:
        annotation = inspect.signature(func).return_annotation
    except (TypeError, ValueError):
        return True
    if annotation is inspect.Signature.empty:
        return True
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))
    return bool(re.search(r"\b(int|float)\b", str(text)))


def terms_of(ctx: Context) -> list[Term]:
    terms: list[Term] = []
    for table in ctx.game.tables:
        for row in table.rows:
            if row.rule and not re.search(r"\d", row.label):  # 'Level 3' names an argument, not a value
                stems = content_stems(row.label)
                if stems and (len(stems) > 1 or len(row.label.split()) < 3):  # not 'Most with one card'
                    terms.append(Term(stems, row.label, f"row '{row.label}' of table '{table.id}'",
                                      f"{{{{ engine.{row.rule}(...) }}}} or {{{{ table(\"{table.id}\") }}}}"))
    for name, func in sorted(ctx.engine.rules.items()):
        stems = content_stems(name)
        if stems and _returns_number(func):
            terms.append(Term(stems, name, f"engine rule {name}()", f"{{{{ engine.{name}(...) }}}}"))
    return terms


def _matches(term: Term, before: list[str], after: list[str], word: bool = False) -> bool:
    """Single-word terms must touch the number; longer ones share most of their words with it."""
    if word:
        return set(after[:len(term.stems)]) == term.stems
    if len(term.stems) == 1:
        (only,) = term.stems
        return only in after[:2] or (bool(before) and before[-1] == only)
    n = len(term.stems)
    return len(term.stems & set(before + after)) >= (n if n <= 2 else max(3, -(-n * 3 // 5)))


def _words(text: str) -> list[str]:
    return [stem(w) for w in _WORD.findall(text) if w.lower() not in _STOP]


def typed_numbers(text: str, terms: list[Term], player_ranges: set[str]) -> Iterator[tuple[int, str, Term]]:
    """(offset, number, term) for each hand-typed number next to a term the data covers."""
    prose = _NOT_PROSE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), mask_jinja(text))
    players = Term(frozenset({"player"}), "players", "the game's player range", "{{ players }}")
    for m in _NUMBER.finditer(prose):
        left = prose[max(0, m.start() - _REACH):m.start()]
        right = prose[m.end():m.end() + _REACH]
        cut = [x.end() for x in _STOPS.finditer(left)]
        left = left[cut[-1]:] if cut else left
        stop = _STOPS.search(right)
        right = right[:stop.start()] if stop else right
        before, after = _words(left)[-3:], _words(right)[:3]
        number = m.group(0)
        if re.sub(r"\s+", "", number).replace("\u2013", "-") in player_ranges and after[:1] == ["player"]:
            yield m.start(), number, players
            continue
        word = not number[0].isdigit()
        hit = next((t for t in terms if _matches(t, before, after, word)), None)
        if hit is not None:
            yield m.start(), number, hit


def _position(text: str, offset: int) -> tuple[int, int]:
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _known(ctx: Context, call: Call, sections: set[str], icons: set[str]) -> Optional[list[str]]:
    """The ids the call's argument must be one of (None: any value is fine)."""
    g = ctx.game
    known = {
        "table": [t.id for t in g.tables], "die": [d.id for d in g.dice], "costs": sorted({c.group for c in g.costs}),
        "category": [c.id for c in g.categories] + [c.name for c in g.categories], "names": name_set_ids(g),
        "deck": [d.id for d in g.decks], "inventory": [c.id for c in g.inventory], "example": [e.id for e in g.examples],
        "variant": [v.id for v in g.variants], "ref": sorted(sections), "icon": sorted(icons),
    }
    if call.name == "card":
        deck = g.deck(call.arg)
        if deck is None:
            return [d.id for d in g.decks]
        return [c.id for c in deck.cards] if len(call.args) > 1 else None
    return known.get(call.name)


def _icons(ctx: Context) -> set[str]:
    """Icon codes a document may use: the icon files and aliases of the game and of templates/icons/."""
    files = icon_files(ctx.loaded.folder)
    return set(files) | set(icon_aliases(ctx.loaded.folder, files))


@family("documents")
def check_documents(ctx: Context) -> None:
    game = ctx.game
    terms: Optional[list[Term]] = None
    ranges = {str(r) for r in (game.players, *(v.players for v in game.variants)) if r.low != r.high}
    for name in DOCUMENTS:
        path = document_path(ctx.loaded.folder, name)
        if not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            continue  # the render stage reports an unreadable document with its own message
        shown = f"{game.root}/{name}.md"
        terms = terms if terms is not None else terms_of(ctx)
        for offset, number, term in typed_numbers(text, terms, ranges):
            line, col = _position(text, offset)
            ctx.report("DOC001", Loc(shown, line, col),
                       f"'{number}' is typed by hand next to '{term.shown}', which {term.source} covers",
                       actual=number, hint=f"take the number from the data, e.g. {term.placeholder}",
                       subject=f"{name}.md/{slugify(term.shown)}/{number}")
        _check_placeholders(ctx, text, name, shown)


def _check_placeholders(ctx: Context, text: str, name: str, shown: str) -> None:
    sections = {h.id or slugify(h.title) for h in headings(text)}
    calls, rules, unknown = placeholder_calls(text)
    icons = _icons(ctx) if any(c.name == "icon" for c in calls) else set()
    for call in calls:
        known = _known(ctx, call, sections, icons)
        arg = call.args[1] if call.name == "card" and len(call.args) > 1 and ctx.game.deck(call.arg) else call.arg
        what = PLACEHOLDER_TARGETS[call.name] if arg == call.arg else f"card of deck '{call.arg}'"
        if known is not None and arg not in known:
            ctx.report("DOC002", Loc(shown, call.line, call.col), f"{call.name}(): unknown {what} '{arg}'",
                       actual=arg, hint=did_you_mean(arg, known) or (f"known: {', '.join(map(str, known))}"
                                                                   if known else f"this game has no {what}"),
                       subject=f"{name}.md/{call.name}/{arg}")
    for call in rules:
        if call.name not in ctx.engine.rules:
            known = sorted(ctx.engine.rules)
            ctx.report("DOC002", Loc(shown, call.line, call.col), f"unknown engine rule '{call.name}'",
                       actual=call.name, hint=did_you_mean(call.name, known) or "declare it in engine.py with @rule",
                       subject=f"{name}.md/engine/{call.name}")
    for call in unknown:
        ctx.report("DOC002", Loc(shown, call.line, call.col), f"unknown placeholder '{call.name}'",
                   actual=call.name, hint="the placeholders are listed in docs/documents.md",
                   subject=f"{name}.md/{call.name}")
