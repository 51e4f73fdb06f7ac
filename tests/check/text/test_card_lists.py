"""A list typed by hand as a Markdown table (generator/check/card_lists.py): a row naming a card, a cost or a box
line holds its data's numbers. Games written outside the project (tests/corpus) with one edit to the table; each
case asserts every TXT001 error of the edited rulebook."""
from __future__ import annotations

import shutil
from pathlib import Path

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[3]


def _errors(tmp_path: Path, game: str, *edits: tuple[str, str], append: str = "") -> list[tuple[int, int, str]]:
    """(line, col, message) of each TXT001 error in rulebook.md of a copy of a corpus game after the edits."""
    folder = tmp_path / f"g{len(list(tmp_path.iterdir()))}" / game
    shutil.copytree(ROOT / "tests" / "corpus" / game, folder, ignore=shutil.ignore_patterns("__pycache__"))
    book = folder / "rulebook.md"
    text = book.read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    book.write_text(text + append, encoding="utf-8")
    return [(f.loc.line, f.loc.col, f.message) for f in check_game(load_game(folder))
            if f.rule == "TXT001" and f.severity == "error" and f.loc.file.endswith("rulebook.md")]


def test_a_card_list_agrees_with_its_cards_as_written(tmp_path: Path) -> None:
    # appendix-cardlist's appendix: | Card | Deck | Copies | Cost | Points | Text |, 20 rows, all as the data says
    assert _errors(tmp_path, "appendix-cardlist") == []


def test_copies_a_column_and_a_number_of_the_text_that_drifted_from_the_cards_are_errors(tmp_path: Path) -> None:
    found = _errors(tmp_path, "appendix-cardlist",
                    ("| Cullet | Starting | 28 |", "| Cullet | Starting | 30 |"),
                    ("| Bellows | Workshop | 4 | 3 | – | Gain 2 Heat. |", "| Bellows | Workshop | 4 | 4 | – | Gain 3 Heat. |"))
    assert found == [
        (141, 23, "'30' in column 'Copies' of the list for card 'Cullet', but its data gives 28 (copies)"),
        (143, 28, "'4' in column 'Cost' of the list for card 'Bellows', but its data gives 3 (cost)"),
        (143, 41, "'3' in column 'Text' of the list for card 'Bellows', but its text says 2 ('Gain 2 Heat.')"),
    ]


def test_a_summary_in_other_words_a_dash_and_a_unit_say_nothing_against_the_card(tmp_path: Path) -> None:
    # the text cell in other words (a summary), a dash for no cost, '3 Heat' with its unit: silent or read as 3
    assert _errors(tmp_path, "appendix-cardlist",
                   ("| Bellows | Workshop | 4 | 3 | – | Gain 2 Heat. |", "| Bellows | Workshop | 4 | 3 Heat | – | +2 Heat |"),
                   ("| Blowpipe | Workshop | 4 | 3 |", "| Blowpipe | Workshop | 4 | – |")) == []


def test_a_column_that_disagrees_in_most_rows_means_something_else(tmp_path: Path) -> None:
    # a price list after a discount: every cost one less than the card's; nothing says it is the card's own cost
    text = (ROOT / "tests" / "corpus" / "appendix-cardlist" / "rulebook.md").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.startswith("| ") and "| Workshop |" in line]
    edits = []
    for line in rows:
        cells = line.split(" | ")
        if cells[3].isdigit():
            cells[3] = str(int(cells[3]) - 1)
            edits.append((line, " | ".join(cells)))
    assert len(edits) > 5
    assert _errors(tmp_path, "appendix-cardlist", *edits) == []


def test_a_story_that_names_a_card_twice_is_no_list(tmp_path: Path) -> None:
    # a turn-by-turn log: | Turn | Card | Cost | with a card bought twice; its Cost column is what was paid
    log = ("\n## A shopping log {#log}\n\n| Turn | Card | Cost |\n| --- | --- | --- |\n| 1 | Bellows | 2 |\n"
           "| 2 | Blowpipe | 3 |\n| 3 | Bellows | 3 |\n| 4 | Gaffer | 6 |\n| 5 | Shears | 2 |\n")
    assert _errors(tmp_path, "appendix-cardlist", append=log) == []


def test_a_header_whose_brackets_make_it_another_amount_is_not_read(tmp_path: Path) -> None:
    assert _errors(tmp_path, "appendix-cardlist", ("| Card | Deck | Copies |", "| Card | Deck | Copies (per player) |"),
                   ("| Cullet | Starting | 28 |", "| Cullet | Starting | 7 |")) == []


def test_a_cost_typed_in_a_price_list_is_held_to_the_costs_of_game_yaml(tmp_path: Path) -> None:
    # markdown-tables: | Upgrade | Cost | What it does |, the upgrades are costs of game.yaml (one item of clay each)
    assert _errors(tmp_path, "markdown-tables") == []
    assert _errors(tmp_path, "markdown-tables", ("| Bellows | 4 Clay |", "| Bellows | 5 Clay |")) == [
        (112, 13, "'5' in column 'Cost' of the list for cost 'Bellows', but its data gives 4 (cost)")]


def test_a_box_count_typed_before_its_name(tmp_path: Path) -> None:
    box = ("\n## Box check {#box}\n\n| Qty | Component |\n| --- | --- |\n| 56 | Clay cards |\n"
           "| 23 | Commission cards |\n| 16 | Upgrade cards |\n")
    start = (ROOT / "tests" / "corpus" / "markdown-tables" / "rulebook.md").read_text(encoding="utf-8").count("\n")
    assert _errors(tmp_path, "markdown-tables", append=box) == [
        (start + 7, 3, "'23' in column 'Qty' of the list for box line 'Commission cards', but its data gives 24 "
                       "(count)")]


def test_a_name_column_typed_as_another_of_its_names_is_an_error(tmp_path: Path) -> None:
    # bestiary (written outside the project) probed its hand-typed bestiary: a Depth typed 'Deep' for the Cave Rat
    # (its `depth` column: Shallow) went unseen. A cell that is another name the column holds is held to the
    # card's; a name the column never holds ('Murky') says nothing
    assert _errors(tmp_path, "bestiary") == []
    assert _errors(tmp_path, "bestiary", ("| Cave Rat | Shallow |", "| Cave Rat | Deep |")) == [
        (125, 14, "'Deep' in column 'Depth' of the list for card 'Cave Rat', but its depth is 'Shallow'")]
    assert _errors(tmp_path, "bestiary", ("| Cave Rat | Shallow |", "| Cave Rat | Murky |")) == []


def test_a_card_list_that_agrees_is_told_the_placeholder_that_prints_it(tmp_path: Path) -> None:
    # bestiary (written outside the project) expected its 52 agreeing numbers to draw the hint a typed number draws:
    # one DOC001 for the whole list (of one deck), naming {{ cards() }}; none once a number of it is wrong
    folder = tmp_path / "bestiary"
    shutil.copytree(ROOT / "tests" / "corpus" / "bestiary", folder, ignore=shutil.ignore_patterns("__pycache__"))

    def told() -> list:
        return [(f.loc.line, f.hint) for f in check_game(load_game(folder))
                if f.rule == "DOC001" and "typed by hand (" in f.message]

    assert told() == [(125, 'print it from the data: {{ cards("monsters") }}')]
    book = folder / "rulebook.md"
    book.write_text(book.read_text(encoding="utf-8").replace("| Cave Rat | Shallow | 2 |", "| Cave Rat | Shallow | 3 |"),
                    encoding="utf-8")
    assert told() == []
