"""A deck printed for a playtest: `print: {per_card: N}` puts at most N of each distinct card on its sheets, and the
print list and the manifest say how many more the game needs and what to gather for them.

tests/fixtures/cards/bank: the Money deck (mini cards, 16 to an A4 sheet) has Coin 1 x30, Coin 5 x20 and Coin 10
x3 and says per_card: 4, so its sheets hold 4 + 4 + 3 = 11 cards on one sheet, not 53 on four; the Deeds deck
asks nothing and prints whole."""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardpdf import MM, open_pdf, trims
from conftest import assert_fires, edited_copy, run_check
from generator.app.cli import app
from generator.load import load_game
from generator.render.cards.sheets import paper_mm, plan_grid
from generator.render.documents.print_list import print_list

BANK = Path(__file__).parents[2] / "fixtures" / "cards" / "bank"
PER_CARD = "    print: {per_card: 4}\n"
GATHER = [{"card": "coin-1", "name": "Coin 1", "printed": 4, "needed": 30, "gather": 26},
          {"card": "coin-5", "name": "Coin 5", "printed": 4, "needed": 20, "gather": 16}]
NEW_KEYS = {"per_card", "cards_needed", "gather"}


def _build(folder: Path, out: Path) -> dict[str, dict]:
    result = CliRunner().invoke(app, ["build", folder.name, "--content", str(folder.parent), "--out", str(out),
                                      "--only", "cards", "--guides", "-q"])
    assert result.exit_code == 0, result.output
    return {f["path"]: f for f in json.loads((out / folder.name / "manifest.json").read_text())["files"]}


@pytest.fixture(scope="module")
def bank(tmp_path_factory) -> tuple[Path, dict[str, dict]]:
    out = tmp_path_factory.mktemp("bank")
    return out / "bank", _build(BANK, out)


def _names_on_sheets(pdf_path: Path) -> list[str]:
    """The name printed at the top of each card on the sheets (pnp's default face: the name in a band)."""
    with open_pdf(pdf_path) as pdf:
        return [page.crop(tuple(v * MM for v in (b.x0, b.top, b.x1, b.bottom))).extract_text().split("\n")[0]
                for page in pdf.pages for b in trims(page)]


def test_the_sheets_hold_at_most_per_card_of_each_card(bank) -> None:
    out, files = bank
    names = _names_on_sheets(out / "cards-money.pdf")
    assert sorted(names) == sorted(["Coin 1"] * 4 + ["Coin 5"] * 4 + ["Coin 10"] * 3)
    assert files["cards-money.pdf"]["pages"] == files["cards-money-backs.pdf"]["pages"] == 1
    assert files["cards-money.pdf"]["cards"] == 11


def test_without_per_card_the_deck_prints_every_copy_on_more_sheets(tmp_path) -> None:
    whole = edited_copy(BANK, tmp_path / "src" / "bank", [("game.yaml", PER_CARD, "")])
    files = _build(whole, tmp_path / "out")
    per_page = plan_grid(paper_mm("a4"), (44, 68), 3).per_page
    assert per_page == 16
    assert files["cards-money.pdf"]["pages"] == math.ceil(53 / per_page) == 4
    assert files["cards-money.pdf"]["cards"] == 53
    assert not NEW_KEYS & set(files["cards-money.pdf"])   # a deck that does not ask: its entry as before
    names = _names_on_sheets(tmp_path / "out" / "bank" / "cards-money.pdf")
    assert sorted(names) == sorted(["Coin 1"] * 30 + ["Coin 5"] * 20 + ["Coin 10"] * 3)


def test_the_manifest_lists_what_to_gather_card_by_card(bank) -> None:
    _, files = bank
    for path in ("cards-money.pdf", "cards-money-backs.pdf"):
        entry = files[path]
        assert (entry["per_card"], entry["cards"], entry["cards_needed"]) == (4, 11, 53)
        assert entry["gather"] == GATHER   # Coin 10 (3 in the game) prints whole: nothing to gather
    for path in ("cards-deeds.pdf", "cards-deeds-backs.pdf"):
        assert not NEW_KEYS & set(files[path])
        assert files[path]["cards"] == 2


def test_the_print_list_counts_the_printed_cards_and_says_what_to_gather(bank) -> None:
    _, files = bank
    loaded = load_game(BANK)
    view = print_list(loaded.game, loaded.engine.setup, list(files.values()), [], "a4")
    rows = {r.what: r for r in view.rows}
    assert rows["Money cards"].cut == ("11 of 44 \u00d7 68 mm, along the crop marks; 4 of each card, the rest "
                                       "gathered (below)")
    assert rows["Deeds"].cut == "2 of 63 \u00d7 88 mm, along the crop marks"
    assert view.stand_ins == (
        "Money: the sheets hold 11 of the 53 cards; gather 42 more (paper money, chits, anything marked) to stand "
        "in for the rest. Coin 1: print 4; the game needs 30: gather 26 more; Coin 5: print 4; the game needs 20: "
        "gather 16 more.",)


def test_the_rulebook_prints_the_cards_to_gather_after_what_to_print(bank) -> None:
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    _, files = bank
    html = document_html(load_game(BANK), "rulebook", BuildOptions(), outputs=tuple(files.values())).html
    at = html.index('id="cards-to-gather"')
    assert html.index('id="print-list"') < at
    paragraph = html[at:html.index("</p>", at)]
    assert "<strong>Cards to gather.</strong> Money: the sheets hold 11 of the 53 cards" in paragraph
    assert "Coin 5: print 4; the game needs 20: gather 16 more." in paragraph


def test_cards_needing_the_same_are_one_group_naming_the_first_eight(tmp_path) -> None:
    rows = "".join(f"coin-{n},Coin {n},20,{n}\n" for n in range(1, 11))
    folder = edited_copy(BANK, tmp_path / "bank", [("game.yaml", "count: 53,", "count: 200,")],
                         {"cards/money.csv": "id,name,count,value\n" + rows})
    loaded = load_game(folder)
    view = print_list(loaded.game, loaded.engine.setup, [], ["cards-money.pdf"], "a4")
    assert view.stand_ins == (
        "Money: the sheets hold 40 of the 200 cards; gather 160 more (paper money, chits, anything marked) to "
        "stand in for the rest. Coin 1, Coin 2, Coin 3, Coin 4, Coin 5, Coin 6, Coin 7, Coin 8 and 2 more: print 4 "
        "of each; the game needs 20 of each: gather 16 more of each.",)


def test_a_copies_by_decks_labelled_copies_each_print(tmp_path) -> None:
    # tests/fixtures/cards/base: Copper's three copies are Red, Blue and Green, each a card of its own
    base = BANK.parent / "base"
    folder = edited_copy(base, tmp_path / "base", [("game.yaml", "    copies_by: colours\n",
                                                    "    copies_by: colours\n    print: {per_card: 1}\n")])
    deck = load_game(folder).game.deck("coins")
    assert deck.per_card == 1 and [deck.printed_count(c) for c in deck.cards] == [3, 2]


def test_per_card_below_one_is_refused_at_its_line(tmp_path) -> None:
    folder = edited_copy(BANK, tmp_path / "cards" / "bank", [("game.yaml", "per_card: 4", "per_card: 0")])
    run = run_check(content=folder.parent)
    assert run.exit_code == 2, run.output
    assert_fires(run, "SCH002", folder / "game.yaml", 14, "per_card: 0", "deck 'money': per_card must be at least 1, "
                 "not 0")
