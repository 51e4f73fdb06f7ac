"""TXT005 (check/misspelled.py): a capitalised word one or two letters from a name the game defines, on
sentences written into the document fixture's rulebook; each finding's place and suggestion read by hand
from the fixture's names (resources Wood, Stone, Grain; cards Woodcutter, Quarry, Mill; inventory 'Market
cards', 'Weather die'; the variant renamed 'Prison Break' here)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"


def slips(tmp_path: Path, prose: str, variant: str = "Prison Break") -> list[tuple[int, int, str, str, str]]:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("name: Duel", f"name: {variant}"), encoding="utf-8")
    (folder / "rulebook.md").write_text(f"## Setup {{#setup}}\n\n{prose}\n", encoding="utf-8")
    return [(f.loc.line, f.loc.col, f.message, f.hint, f.subject)
            for f in check_game(load_game(folder)) if f.rule == "TXT005"]


@pytest.mark.parametrize("word, meant", [
    ("Quary", "Quarry"),          # one letter dropped
    ("Tsone", "Stone"),           # the first two letters swapped, five letters
    ("Wodcutterr", "Woodcutter"),  # two edits, from nine letters
    ("Woood", "Wood"),            # a four-letter place name with a letter doubled
    ("Wodo", "Wood"),             # a four-letter place name with two letters swapped
    ("Psiron", "Prison Break"),   # a word of a longer name, its letters in another order, before the next word
    ("Crads", "Market cards"),    # the same after the name's first word
])
def test_a_near_miss_of_a_name_is_reported_where_it_is_written(tmp_path: Path, word: str, meant: str) -> None:
    after = {"Psiron": " Break", "Crads": ""}.get(word, "")
    before = "Market " if word == "Crads" else ""
    prose = f"Then take the {before}{word}{after} card."
    col = len("Then take the ") + len(before) + 1
    assert slips(tmp_path, prose) == [(3, col, f"'{word}' is not a name of this game", f"did you mean '{meant}'?",
                                      f"rulebook.md/{word}")]


@pytest.mark.parametrize("prose", [
    "The Wodcuttr waits.",                 # two edits under nine letters
    "The Wodd waits.",                     # one letter changed in a four-letter name: could be any word
    "Quarri, Quarri and Quarri again.",    # used three times: meant
    "The Woodcutters and the Stonean.",    # a known name inflected, a derived word
    "The Prison Break and the Market cards.",  # names as written
    "Every Stoner has stoner friends.",    # written lower-case elsewhere: an English word
    "Grail hunters come. Two grails wait.",  # written lower-case in another form: English (cog-sprint's 'Playing')
    "Store the Wood by the Mill.",         # a command's verb, a determiner after it (knight-court's 'Count the')
    "- Store your Wood.",                  # the same opening a list item
    "Store them by the Mill.",             # a command's verb, an object after it (dice-slots' 'Leave them')
    "The Aglin waits.",                    # no name begins with its letters
    "Stoned at dusk.",                     # a name's word in its own form, '-d' (sand-timers' 'Closed' of 'Close')
    "Stoning at dusk.",                    # and '-ing' for its final e
])
def test_a_word_that_is_not_a_slip_stays_silent(tmp_path: Path, prose: str) -> None:
    assert slips(tmp_path, prose) == []


def test_a_word_of_englishs_grammar_opening_a_sentence_is_no_slip(tmp_path: Path) -> None:
    # two-fronts (blind writer, set 36): "Cannot march." on a card beside the card name 'Cannon'
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("name: Duel", "name: Cannon"), encoding="utf-8")
    (folder / "rulebook.md").write_text("## Setup {#setup}\n\nCannot march. Cannon fire.\n", encoding="utf-8")
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT005"] == []
    (folder / "rulebook.md").write_text("## Setup {#setup}\n\nCannom fire. Cannon fire.\n", encoding="utf-8")
    assert [f.actual for f in check_game(load_game(folder)) if f.rule == "TXT005"] == ["Cannom"]


def column_slips(tmp_path: Path, values: list[str]) -> list[tuple[int, int, str, str, str]]:
    """TXT005 of a short label column ('province', str) holding values for Woodcutter, Quarry and Mill."""
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("text: text}", "text: text, province: str}"),
                    encoding="utf-8")
    rows = ["id,name,count,cost,resource,text,province", "woodcutter,Woodcutter,2,1,Wood,Take one Wood.,{}",
            "quarry,Quarry,2,2,Stone,Take one Stone.,{}", "mill,Mill,2,1,Grain,Take one Grain.,{}"]
    (folder / "cards" / "market.csv").write_text("\n".join(rows).format(*values) + "\n", encoding="utf-8")
    return [(f.loc.line, f.loc.col, f.message, f.hint, f.subject)
            for f in check_game(load_game(folder)) if f.rule == "TXT005"]


def test_a_label_column_value_one_letter_from_the_others_or_a_name_is_reported_at_its_cell(tmp_path: Path) -> None:
    assert column_slips(tmp_path, ["Italia", "Italia", "Italea"]) == [
        (4, len("mill,Mill,2,1,Grain,Take one Grain.,") + 1, "'Italea' in column 'province' of card 'mill' is not a "
         "name of this game (2 other cards write 'Italia')", "did you mean 'Italia'?", "mill/province/Italea")]
    # one letter pair swapped from the resource 'Grain'; 'North' is near nothing, 'Hut' is the glossary's own term
    assert column_slips(tmp_path / "b", ["Grian", "North", "Hut"]) == [
        (2, len("woodcutter,Woodcutter,2,1,Wood,Take one Wood.,") + 1, "'Grian' in column 'province' of card "
         "'woodcutter' is not a name of this game", "did you mean 'Grain'?", "woodcutter/province/Grian")]


@pytest.mark.parametrize("values", [
    ["Italia", "Italia", "Italias"],      # a derived form of the others' value
    ["Italia", "Italia", "Italia"],       # all alike
    ["Tyrol", "Italia", "Gaul"],          # each once, near nothing
    ["Italia", "Italea", "Itelia"],       # no value is written twice: nothing to hold the others to
])
def test_label_columns_without_a_slip_stay_silent(tmp_path: Path, values: list[str]) -> None:
    assert column_slips(tmp_path, values) == []


@pytest.mark.parametrize("word, after, flagged", [
    ("Dreak", "", True),     # one letter from 'Break' beside 'Prison' (another first letter: only the phrase finds it)
    ("Brisan", " Break", True),   # two letters from 'Prison', six letters: two edits allowed
    ("Bruek", "", False),    # two letters from 'Break', five letters: one edit only
    ("Brusun", " Break", False),  # three letters from 'Prison'
    ("Zebra", "", False),    # beside 'Prison' but nothing like 'Break'
    ("Gaet", "", True),      # a four-letter word of the name, its letters swapped, after 'Break'
])
def test_a_word_of_a_longer_name_is_held_to_the_word_it_stands_for(tmp_path: Path, word: str, after: str,
                                                                    flagged: bool) -> None:
    before = "Break " if word == "Gaet" else "" if after else "Prison "
    prose = f"Then take the {before}{word}{after} card."
    expected = [(3, len("Then take the ") + len(before) + 1, f"'{word}' is not a name of this game",
                 "did you mean 'Prison Break Gate'?", f"rulebook.md/{word}")] if flagged else []
    assert slips(tmp_path, prose, "Prison Break Gate") == expected


def test_within_one_says_what_the_distance_table_says_for_one_edit() -> None:
    """within_one, the quick answer near_misses asks for names compared with a limit of one edit, agrees with
    distance(a, b, 1) <= 1 on every pair of words of up to four letters (of three) and one more or fewer."""
    import itertools

    from generator.check.misspelled import distance, within_one

    words = ["".join(w) for n in range(5) for w in itertools.product("abc", repeat=n)]
    pairs = [(a, b) for a in words for b in words if abs(len(a) - len(b)) <= 1]
    assert len(pairs) > 10_000
    assert [within_one(a, b) for a, b in pairs] == [distance(a, b, 1) <= 1 for a, b in pairs]
    assert within_one("galatia", "galatai") and within_one("tyre", "tyree") and not within_one("tyre", "type s")


def test_in_a_language_of_case_endings_a_names_form_is_no_slip() -> None:
    # polski-rynek: 'w kroku Dostawy' for the step 'Dostawa'; a slip inside the word is still one
    from generator.check.misspelled import near_misses
    from generator.check.printed import Passage

    def found(text: str, inflects: bool) -> list[str]:
        p = Passage(text, "rulebook.md", "paragraph", ((0, 1, 1),))
        return [w for _, _, w, _, _ in near_misses([p], ["Dostawa"], (), (), inflects)]

    assert found("W kroku Dostawy we\u017a towar.", inflects=True) == []
    assert found("W kroku Dostawy we\u017a towar.", inflects=False) == ["Dostawy"]
    assert found("W kroku Dostowa we\u017a towar.", inflects=True) == ["Dostowa"]


def test_another_word_of_the_same_root_is_no_slip() -> None:
    # vote-thresholds (written outside the project): "Inspectors walk every mill floor." on its card 'Factory
    # Inspections': the same root with another ending ('-ors', '-ions') is an English word of its own; a slip
    # inside the root is still one
    from generator.check.misspelled import near_misses
    from generator.check.printed import Passage

    def found(text: str) -> list[str]:
        p = Passage(text, "cards/laws.csv", "card text", ((0, 1, 1),))
        return [w for _, _, w, _, _ in near_misses([p], ["Factory Inspections"])]

    assert found("Inspectors walk every mill floor.") == []
    assert found("The Inspecsions begin.") == ["Inspecsions"]
