"""Generated sentences read as a person wrote them (issue 29's print review, section 5).

The icon glossary said an entry's name twice ("City: A city: a grown settlement", "Faith: Faith points: ...") in every
shipped game; the print list told the player that "a board larger than the paper comes in pieces to tape" when no
board was. The shipped games' rulebooks are read as WeasyPrint gets them (the HTML, no PDF); the print list's rows
from print_list() on the clean fixture with the manifest entries a build writes. The one-value table sentence and
the merged row labels are tests/render/documents/test_documents_tables.py's; the A3 pages of a tiled game board
are read from a built rulebook in test_print_list_map_paper.py.
"""
from __future__ import annotations

import dataclasses
import html
import re
from pathlib import Path

import pytest

from generator.load import load_game
from generator.model.localize import localize
from generator.render import BuildOptions
from generator.render.documents.print_list import print_list
from generator.render.documents.renderer import document_html
from generator.render.documents.views import named_once

ROOT = Path(__file__).resolve().parents[3]
CLEAN = ROOT / "tests" / "fixtures" / "games" / "clean"
ARTICLES = {"a", "an", "the", "ein", "eine", "der", "die", "das"}


@pytest.mark.parametrize("label, text, said", [
    ("City", "A city: a grown settlement that pays more taxes.", ("City", "A grown settlement that pays more taxes.")),
    ("Faith", "Faith points: what a card is worth when kept for MATURE.",
     ("Faith points", "What a card is worth when kept for MATURE.")),
    ("Build", "Build Church: the turn's action of gathering Cell Groups in a city.",
     ("Build Church", "The turn's action of gathering Cell Groups in a city.")),
    ("Land", "Move by land: the turn's action of walking from space to space.",
     ("Move by land", "The turn's action of walking from space to space.")),
    ("Spirit", "A spiritual gift: a card that bends a rule for you.",
     ("Spiritual gift", "A card that bends a rule for you.")),
    ("Jünger", "Ein Jünger: ein Arbeiter, den du auf ein Aktionsfeld setzt.",
     ("Jünger", "Ein Arbeiter, den du auf ein Aktionsfeld setzt.")),
    # the meaning's own lead: it neither starts nor ends with the name, or it is a sentence with a comma
    ("Verse", "The turn reference: the four steps of a turn.", None),
    ("Extinguish", "The Church is extinguished: its pieces go and an Extinguished token is placed.", None),
    ("Storm", "A travel Event, such as a Storm or a Ship Wreck: ships are held or lost.", None),
    ("Add", "Add a Church Member to the Elder's Church.", None),
    ("Wonder", "A wonder of the world that one player builds and two more admire: it scores.", None),
])
def test_an_icon_entry_says_its_name_once(label: str, text: str, said) -> None:
    assert named_once(label, text) == (said or (label, text))


def _icon_entries(page: str) -> list[tuple[str, str]]:
    entries = []
    for block in re.findall(r'<dl class="icon-glossary">(.*?)</dl>', page, re.S):
        for dt, dd in re.findall(r"<dt>(.*?)</dt>(?:<dd>(.*?)</dd>)?", block):
            entries.append((html.unescape(dt), html.unescape(re.sub(r"<[^>]+>", "", dd))))
    return entries


def _opens_with_its_name(name: str, text: str) -> bool:
    """The definition opens (after an article) with the entry's name, word for word ('Travel: Travel by ship.'), or
    a short lead before its first colon names it ('City: A city: a grown settlement')."""
    words = [w.lower().strip(".,:;") for w in text.split()]
    if words and words[0] in ARTICLES:
        words = words[1:]
    names = name.lower().split()
    said = len(words) >= len(names) and all(w in (n, n + "s") for w, n in zip(words, names))
    lead = text.split(":", 1)[0] if ":" in text else ""
    return said or (0 < len(lead.split()) <= 4 and names[0] in lead.lower().split())


@pytest.mark.parametrize("game, lang", [("the-acts", ""), ("the-acts", "de"), ("commissioned", ""),
                                        ("journeys-of-paul", ""), ("commerce", "")])
def test_no_shipped_icon_glossary_entry_opens_with_its_own_name(game: str, lang: str) -> None:
    loaded = load_game(ROOT / "content" / game)
    if lang:
        loaded = dataclasses.replace(loaded, game=localize(loaded.game, lang))
    entries = _icon_entries(document_html(loaded, "rulebook", BuildOptions()).html)
    assert len(entries) >= 10, entries
    assert [e for e in entries if _opens_with_its_name(*e)] == []
    assert not any(":" in name for name, _ in entries)


ENTRIES = [  # what a build of the clean game writes before its rulebook (manifest entries, trimmed)
    {"path": "cards-market.pdf", "kind": "cards", "pages": 1, "paper": "a4", "card_size_mm": [63.0, 88.0]},
    {"path": "map.pdf", "kind": "map", "pages": 1, "paper": "a4"},
]


def _board_cut(placement: str | None) -> str:
    loaded = load_game(CLEAN)
    board = {"path": "boards.pdf", "kind": "board", "pages": 1, "paper": "a4"}
    if placement:
        board["boards"] = [{"id": "mat", "name": "Player mat", "placement": placement, "pages": [1, 1]}]
    view = print_list(loaded.game, loaded.engine.setup, [*ENTRIES, board], [], "a4")
    (row,) = [r for r in view.rows if r.files == "boards.pdf"]
    return row.cut


def test_the_board_row_speaks_of_pieces_to_tape_only_for_a_tiled_board() -> None:
    assert _board_cut("2 per page") == "Player mat \u00d7 4: trim each"
    assert _board_cut(None) == "Player mat \u00d7 4: trim each"   # planned: 180 x 120 mm fits A4
    assert _board_cut("tiled 2 x 1") == ("Player mat \u00d7 4: trim each; Player mat comes in pieces: tape them as "
                                         "its overview page shows")


def test_no_larger_paper_is_offered_for_a_board_on_one_page() -> None:
    loaded = load_game(CLEAN)
    built = {"path": "map.pdf", "kind": "map", "pages": 1, "paper": "a4",
             "maps": [{"id": "island", "size_mm": [200.0, 140.0], "rows": 1, "cols": 1, "paper": "a4",
                       "pages": [1, 1]}]}
    assert print_list(loaded.game, loaded.engine.setup, [ENTRIES[0], built], [], "a4").larger == ()


@pytest.mark.parametrize("paper, larger, said", [
    ("a4", "a3", "The game board prints on 18 A4 pages, overview and pieces to tape together; on A3 it "
                 "takes 10 pages: "
                 "pnp build clean --map-paper a3."),
    ("letter", "tabloid", "The game board prints on 14 Letter pages, overview and pieces to tape together; on "
                          "Tabloid it takes 10 pages: pnp build clean --paper letter --map-paper tabloid."),
])
def test_a_tiled_game_board_is_offered_on_the_next_paper_up_with_its_pages(paper: str, larger: str, said: str) -> None:
    """The Acts' two 560 x 420 mm board sides: 2 x (overview + 8 tiles) on A4, 2 x (overview + 6) on Letter; on
    A3 or tabloid 2 x (overview + 4), as `pnp build the-acts --map-paper a3` writes them (issue 29's review)."""
    loaded = load_game(CLEAN)
    pages = {"a4": 9, "letter": 7}[paper]
    sides = [{"id": side, "size_mm": [560.0, 420.0], "rows": 2, "cols": 4 if paper == "a4" else 3, "paper": paper,
              "pages": [1 + i * pages, pages + i * pages]} for i, side in enumerate(("front", "back"))]
    built = {"path": "map.pdf", "kind": "map", "pages": 2 * pages, "paper": paper, "maps": sides}
    view = print_list(loaded.game, loaded.engine.setup, [ENTRIES[0], built], [], paper)
    assert view.larger == (said,)
    already = [dict(s, paper=larger) for s in sides]
    assert print_list(loaded.game, loaded.engine.setup, [ENTRIES[0], dict(built, maps=already)], [],
                      paper).larger == ()


def test_tiled_player_boards_are_offered_on_the_next_paper_up_too() -> None:
    """A player board bigger than the paper is tiled in boards.pdf (an overview and its tiles per copy), and
    --map-paper tiles it too: four 400 x 300 mm boards take 4 x (overview + 4) A4 pages, 4 x (overview + 2) on A3."""
    loaded = load_game(CLEAN)
    boards = {"path": "boards.pdf", "kind": "board", "pages": 20, "paper": "a4",
              "boards": [{"id": "mat", "name": "Player mat", "size_mm": [400.0, 300.0], "count": 4,
                          "placement": "tiled 2 x 2", "pages": [1, 20], "paper": "a4"}]}
    view = print_list(loaded.game, loaded.engine.setup, [ENTRIES[0], boards], [], "a4")
    assert view.larger == ("The player boards print on 20 A4 pages, overviews and pieces to tape together; on A3 "
                           "they take 12 pages: "
                           "pnp build clean --map-paper a3.",)
    (row,) = [r for r in view.rows if r.files == "boards.pdf"]
    assert row.cut.endswith("; Player mat comes in pieces: tape them as its overview page shows")


def test_a_game_whose_icons_are_its_own_aliases_of_pnps_gets_its_icons_section() -> None:
    """trick-bids (written outside the project) names four of pnp's icons as its suits in icons/_aliases.yaml, each
    with a meaning, and has no icon file of its own: its rulebook printed no Icons section, as documents.md says a
    game with icons gets one."""
    from generator.load import load_game
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    root = Path(__file__).resolve().parents[3]
    html = document_html(load_game(root / "tests" / "corpus" / "trick-bids"), "rulebook", BuildOptions()).html
    blocks = re.findall(r'<dl class="icon-glossary">(.*?)</dl>', html, re.S)
    assert len(blocks) == 1 and blocks[0].count("<dt") == 4, blocks
