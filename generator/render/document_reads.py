"""What a document (rulebook, quick reference) reads of the game's decks, so that a card's text edited re-renders
the documents only when one of them can print that text.

A document reads a deck through its placeholders: `deck()` and the print list read its counts, `names("deck:id")`
and the setup figure its cards' names, `figure("components")` draws up to three of each deck's faces
(deck_fan.py `fanned_faces`) and the maps and boards as they print (their renderers read the decks their
data and layouts name), and `card("deck", "card")` draws one card's face. Nothing else of a document reaches a card's
columns: a card's face reads its own card and its deck's size (render/shared/painter.py `card_context`).

So a document's inputs (render/inputs.py) hold each deck's CSV as an outline, every card's id, name and count,
plus the whole of each card the document may draw; every doubt reads the whole file, as before:

- a game whose documents run unsandboxed (`trusted_templates: true`) may reach anything;
- `card` named in a document's Jinja other than as a call with two literal strings (a variable, a loop, a macro
  handed it) may draw any card;
- `figure` named at all may be the components figure, which draws the first faces of every deck and every map
  and board: the decks their data and layouts name are read whole (all of them when a layout names one indirectly).

The texts read for this are the document's own source and every template it can include: the game's templates/
(the texts the load kept), a project's templates/ and pnp's own templates/docs/.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterable, Optional

_JINJA = re.compile(r"\{[{%](.*?)[}%]\}", re.S)   # a placeholder can only be called inside {{ }} and {% %}
_STRING = re.compile(r"""'[^'\\]*(?:\\.[^'\\]*)*'|"[^"\\]*(?:\\.[^"\\]*)*\"""")
_CARD_CALL = re.compile(r"""\bcard\s*\(\s*(["'])([^"'\\]*)\1\s*,\s*(["'])([^"'\\]*)\3""")
_CARD = re.compile(r"\bcard\b")
_FIGURE = re.compile(r"\bfigure\b")

# deck id -> the ids of the cards whose whole text the document may print (None: every card of the deck)
Drawn = dict[str, Optional[frozenset[str]]]


def document_texts(loaded: Any, name: str) -> Optional[list[str]]:
    """The document's source and every template it may include; None when it has no source or one of them cannot
    be read (then nothing is known of what it reads)."""
    from ..load.template_dirs import TEMPLATES_DIR, template_dirs
    from ..model.edition import document_file

    sources = loaded.sources
    own = sources.files.get(document_file(name, loaded.game.edition)) if sources is not None else None
    if own is None:
        return None
    try:
        texts = [own.read_text(errors="replace")]
        texts += [sources.files[rel].read_text(errors="replace") for rel in sorted(sources.files)
                  if rel.startswith("templates/")]
        game_templates = (Path(loaded.folder) / "templates").resolve()
        for folder in template_dirs(loaded.folder):
            if folder == game_templates:
                continue   # the kept texts above
            root = folder / "docs" if folder == TEMPLATES_DIR.resolve() else folder
            texts += [p.read_text(encoding="utf-8", errors="replace") for p in sorted(root.rglob("*")) if p.is_file()]
    except OSError:   # a file the load could not read (its check reports it), or one gone since
        return None
    return texts


def drawn_cards(loaded: Any, name: str) -> Optional[Drawn]:
    """The decks' cards the document `name` may print whole (a deck not named: only its outline); None when it may
    print any card's text."""
    game = loaded.game
    texts = document_texts(loaded, name)
    if texts is None or getattr(game, "trusted_templates", False):
        return None
    named: dict[str, set[str]] = {}
    figures = False
    for text in texts:
        code = "\n".join(_JINJA.findall(text))
        for call in _CARD_CALL.finditer(code):
            named.setdefault(call.group(2), set()).add(call.group(4))
        rest = _STRING.sub('""', _CARD_CALL.sub("", code))
        if _CARD.search(rest):
            return None   # `card` handed on, or called with a computed argument: any card
        figures = figures or bool(_FIGURE.search(rest))
    drawn: Drawn = {deck: frozenset(cards) for deck, cards in named.items()}
    if figures:
        whole = _decks_pictured(loaded)
        if whole is None:
            return None
        from .deck_fan import fanned_faces

        for deck in game.decks:
            if deck.id in whole:
                drawn[deck.id] = None
            else:
                drawn[deck.id] = frozenset(fanned_faces(deck)) | (drawn.get(deck.id) or frozenset())
    return drawn


def _decks_pictured(loaded: Any) -> Optional[set[str]]:
    """The decks the components figure's map and board pictures read (None: every deck)."""
    from .inputs import decks_named_by_data, decks_named_by_layouts, layout_texts

    ids = [d.id for d in loaded.game.decks]
    by_layouts = decks_named_by_layouts(layout_texts(loaded.folder, loaded.sources), ids)
    if by_layouts is None:
        return None
    return by_layouts | decks_named_by_data(loaded.game.maps)


def deck_outlines(game: Any, deck_files: dict[str, str], drawn: Drawn) -> dict[str, str]:
    """Deck CSV path -> the digest of what a document with these `drawn` cards reads of it (the decks it holds),
    for the files no drawn deck reads whole; the other files are read whole (not in the answer)."""
    from .inputs import digest_of

    by_file: dict[str, list[Any]] = {}
    for deck in game.decks:
        if deck.id in deck_files:
            by_file.setdefault(deck_files[deck.id], []).append(deck)
    out: dict[str, str] = {}
    for rel, decks in by_file.items():
        if any(deck.id in drawn and drawn[deck.id] is None for deck in decks):
            continue
        out[rel] = digest_of(_outline(deck, drawn.get(deck.id) or frozenset()) for deck in decks)
    return out


def _outline(deck: Any, whole: Iterable[str]) -> str:
    shown = set(whole)
    return repr((deck.id, [(c.id, c.name, c.count) for c in deck.cards],
                 [(c.id, sorted((k, repr(v)) for k, v in c.fields.items()),
                   sorted((lang, sorted(cols.items())) for lang, cols in c.translated.items()))
                  for c in deck.cards if c.id in shown]))
