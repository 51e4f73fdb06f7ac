"""REF001/REF002/REF004 (check/references.py) for every place a name is used, on the document fixture game
edited: each finding's line, column (worked out here from the edited text), message, hint, waiver subject and
values. The fixture's names: resources Wood, Stone, Grain; category food (Food); deck market; die 'die'."""
from __future__ import annotations

import shutil
from pathlib import Path

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[2]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"


def references(tmp_path: Path, edits: list[tuple[str, str, str]]) -> tuple[Path, list[tuple]]:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    for file, old, new in edits:
        path = folder / file
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, old
        path.write_text(text.replace(old, new), encoding="utf-8")
    return folder, [(f.rule, f.loc.file.split("docgame/")[-1], f.loc.line, f.loc.col, f.message, f.hint, f.subject,
                     f.expected, f.actual) for f in check_game(load_game(folder)) if f.rule.startswith("REF")]


def at(folder: Path, file: str, line: int, anchor: str) -> tuple[str, int, int]:
    text = (folder / file).read_text(encoding="utf-8").splitlines()[line - 1]
    assert text.count(anchor) == 1, (anchor, text)
    return file, line, text.index(anchor) + 1


def test_every_use_of_an_unknown_name_is_reported_at_its_place(tmp_path: Path) -> None:
    folder, found = references(tmp_path, [
        ("game.yaml", "members: [Grain]", "members: [Grian]"),
        ("game.yaml", "    group: buildings\n", "    group: buildings\n    era: Bronz\n"),
        ("game.yaml", "{amount: 1, of: food}", "{amount: 1, of: fod}"),
        ("game.yaml", "    title: Setup by player count\n", "    title: Setup by player count\n    variant: duell\n"),
        ("game.yaml", "values: [3, 2, 1]}", "values: [3, 2, 1]}\n      - {label: Goods, refs: resources, "
                                             "values: [Wood, [Stone, Gran], null]}"),
        ("game.yaml", "component: die\n", "component: dice\n"),
        ("game.yaml", "decks: [market]", "decks: [market, extras]"),
        ("game.yaml", "resources: [Wood, Stone, Grain]", "resources: [Wood, Stone, Grain, Stones]"),
        ("cards/market.csv", "woodcutter,Woodcutter,2,1,Wood,", "woodcutter,Woodcutter,2,1,Woood,"),
    ])
    assert found == [
        ("REF001", *at(folder, "cards/market.csv", 2, "Woood"), "deck 'market', card 'Woodcutter', column "
         "'resource': 'Woood' is not in resources", "did you mean 'Wood'?", "card/market/woodcutter/resource",
         None, "Woood"),
        ("REF002", *at(folder, "game.yaml", 8, "Stones"), "'Stones' and 'Stone' (line 8) look like one name spelled "
         "two ways", "use one spelling everywhere, or waive REF002 if they are different things", "Stone~Stones",
         "Stone", "Stones"),
        ("REF001", *at(folder, "game.yaml", 10, "Grian"), "category 'Food': 'Grian' is not in resources",
         "did you mean 'Grain'?", "category/food/Grian", None, "Grian"),
        ("REF001", *at(folder, "game.yaml", 12, "extras"), "unknown deck 'extras'", "", "inventory/market-cards",
         None, None),
        ("REF001", *at(folder, "game.yaml", 22, "variant:"), "unknown variant 'duell'", "did you mean 'duel'?",
         "setup_by_players/variant", None, None),
        ("REF001", *at(folder, "game.yaml", 26, "[Stone"), "table 'setup_by_players', row 'Goods': 'Gran' is not in "
         "resources", "did you mean 'Grain'?", "setup_by_players/Gran", None, "Gran"),
        ("REF001", *at(folder, "game.yaml", 31, "component:"), "die table 'weather': 'dice' is not in components",
         "did you mean 'die'?", "die/weather", None, "dice"),
        ("REF001", *at(folder, "game.yaml", 46, "era:"), "the era of 'Hut': 'Bronz' is not a known name",
         "define it under names, or correct the spelling", "cost/hut/era", None, "Bronz"),
        ("REF001", *at(folder, "game.yaml", 49, "of: fod"), "the cost of 'Hut': 'fod' is not a known name",
         "did you mean 'food'?", "cost/hut/fod", None, "fod"),
    ]


def test_an_unknown_name_set_is_reported_once_and_its_names_are_not_looked_up(tmp_path: Path) -> None:
    folder, found = references(tmp_path, [
        ("game.yaml", "of: resources, members", "of: resorces, members"),
        ("game.yaml", '"ref:resources"', '"ref:resource"'),
        ("game.yaml", "values: [3, 2, 1]}", "values: [3, 2, 1]}\n      - {label: Goods, refs: goods, "
                                             "values: [Wood, Stone, null]}"),
    ])
    assert found == [
        ("REF004", *at(folder, "game.yaml", 10, "of:"), "unknown name set 'resorces'", "did you mean 'resources'?",
         "category/food", None, "resorces"),
        ("REF004", *at(folder, "game.yaml", 18, "resource:"), "unknown name set 'resource'",
         "did you mean 'resources'?", "deck/market/resource", None, "resource"),
        ("REF004", *at(folder, "game.yaml", 25, "refs:"), "unknown name set 'goods'",
         "known sets: categories, components, deck:market, resources", "setup_by_players/refs", None, "goods"),
    ]


def test_names_of_one_set_told_apart_by_letter_case_are_no_slip(tmp_path: Path) -> None:
    # pea-genetics (written outside the project) lists nine genotypes, 'AABB', 'AABb', ... 'aabb', in one set; the
    # same letters in another case across two sets is still one name spelled two ways
    genotypes = "resources: [Wood, Stone, Grain]\n  genotypes: [AABB, AABb, AaBb, aabb]"
    _, found = references(tmp_path / "one", [("game.yaml", "resources: [Wood, Stone, Grain]", genotypes)])
    assert [f for f in found if f[0] == "REF002"] == []
    folder, found = references(tmp_path / "two", [("game.yaml", "resources: [Wood, Stone, Grain]",
                                                   "resources: [Wood, Stone, Grain]\n  terrain: [GRAIN]")])
    assert [(f[0], f[2], f[4]) for f in found if f[0] == "REF002"] == [
        ("REF002", 9, "'GRAIN' and 'Grain' (line 8) look like one name spelled two ways")]


def test_two_words_of_two_sets_a_letter_apart_are_a_guess_in_a_game_not_in_english(tmp_path: Path) -> None:
    """pivovar (tests/corpus), written in Czech: 'Červen' (June, a month) and 'Červená' (red, a colour) became one
    name spelled two ways once accented letters folded as letters; in Czech such pairs are two words of the
    language, so a warning. The same names in a game written in English stay an error."""
    game = tmp_path / "pivovar"
    shutil.copytree(ROOT / "tests" / "corpus" / "pivovar", game, ignore=shutil.ignore_patterns("__pycache__"))
    found = [(f.rule, f.severity, f.message) for f in check_game(load_game(game)) if f.rule == "REF002"]
    assert found == [("REF002", "warning", "'Červen' and 'Červená' (line 17) look like one name spelled two ways")]
    yaml = game / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("languages: [cs]\n", ""), encoding="utf-8")
    (game / "translations" / "cs.yaml").unlink()   # pnp's own words in Czech, which a game in English does not have
    found = [(f.rule, f.severity) for f in check_game(load_game(game)) if f.rule == "REF002"]
    assert ("REF002", "error") in found


def test_an_amount_written_after_its_name_is_told_to_go_first(tmp_path: Path) -> None:
    # hanok-maeul (written outside the project, in Korean) wrote its costs '나무 2; 흙 2' and read 37 REF001s that
    # said only 'define it under names'; 'Stone x2' is the same slip, and no near-name rewrite ('Stone') is offered
    folder, found = references(tmp_path, [
        ("game.yaml", 'resource: "ref:resources"', 'resource: "amounts:resources"'),
        ("cards/market.csv", "quarry,Quarry,2,2,Stone,", "quarry,Quarry,2,2,Stone x2; 1 Wood,"),
        ("cards/market.csv", "woodcutter,Woodcutter,2,1,Wood,", "woodcutter,Woodcutter,2,1,Woods 2,"),
    ])
    where = at(folder, "cards/market.csv", 3, "Stone x2")
    stone = [f for f in found if f[5] == "'resource': 'Stone x2' is not in resources" or "Stone x2" in f[4]]
    assert [(f[1:4], f[4], f[5]) for f in stone] == [
        (where, "deck 'market', card 'Quarry', column 'resource': 'Stone x2' is not in resources",
         "an amount is written before its name: '2 Stone' (several are separated by ';': '2 Oil; 1 Wick')")]
    woods = [f for f in found if "Woods 2" in f[4]]   # no name of the set before the amount: no such hint
    assert len(woods) == 1 and "written before" not in woods[0][5]
