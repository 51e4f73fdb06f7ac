"""The print list's Print column: card decks that share their sides say them once above the table, and each card
row keeps the short word, so no cell of the column is blank beside the other rows' (two designers writing blind
read a blank Print cell as nothing to do)."""
from __future__ import annotations

from generator.render.documents.print_list import SIDES, PrintRow, said_once


def _row(what: str, files: str, sides: str) -> PrintRow:
    return PrintRow(what, files, "2", "A4", sides, "cut")


def test_card_rows_that_share_their_sides_keep_the_short_word() -> None:
    rows = [_row("Number cards", "cards-numbers.pdf + cards-numbers-backs.pdf", SIDES["long"]),
            _row("Target cards", "cards-targets.pdf + cards-targets-backs.pdf", SIDES["long"]),
            _row("Quick reference", "quickref.pdf", "one-sided")]
    out, lead = said_once(rows)
    assert [r.sides for r in out] == ["two-sided", "two-sided", "one-sided"]
    assert lead == ["Everything prints on A4 paper.",
                    "Card sheets: two-sided: backs on the reverse, flip on the long edge; the second file of each pair "
                    "holds the backs."]
    assert [r.paper for r in out] == ["", "", ""]


def test_decks_of_other_sides_say_their_own() -> None:
    rows = [_row("Number cards", "cards-numbers.pdf + cards-numbers-backs.pdf", SIDES["long"]),
            _row("Market cards", "cards-market.pdf + cards-market-backs.pdf", SIDES["short"])]
    out, lead = said_once(rows)
    assert [r.sides for r in out] == [SIDES["long"], SIDES["short"]]
    assert lead == ["Everything prints on A4 paper."]


def test_a_deck_whose_name_says_its_kind_is_not_said_twice() -> None:
    # bird-count and hero-crawl (written outside the project) printed "Goal tiles (tiles)" and "Room tiles (tiles)": a
    # deck of the same name as its inventory line of kind tile or token says the kind only when its name does not
    from pathlib import Path

    from generator.load import load_game
    from generator.render.documents.print_list import _names_its_kind, printed_files
    from generator.render.outputs import planned_outputs

    corpus = Path(__file__).resolve().parents[2] / "corpus"
    for game, what in (("bird-count", "Goal tiles"), ("hero-crawl", "Room tiles")):
        loaded = load_game(corpus / game)
        assert what in [r.what for r in printed_files(loaded.game, [], planned_outputs(loaded), "a4")], game
    assert _names_its_kind("Room tile", " (tiles)") and _names_its_kind("Goal tiles", " (tiles)")
    assert not _names_its_kind("Red army", " (tokens)") and not _names_its_kind("Tiles of gold", " (tiles)")
