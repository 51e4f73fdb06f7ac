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
