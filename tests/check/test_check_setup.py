"""Player ranges (PLR), invariants (INV) and worked examples (EXM): each finding's place, words and fields.

Every game here is tests/fixtures/games/clean with one edit: 2-4 players, a Duel variant for 2, the table
`setup_by_players` with columns 2, 3, 4, one Pawn per player (4 in the box), the rule cards_dealt = 5 - players,
weather() (storm on 1, then calm on re-rolls 1-3 and flood on 4-6) and three market cards (Woodcutter, Quarry,
Mill). The expected values below are worked out from those numbers by hand."""
from __future__ import annotations

import shutil

import pytest

from conftest import FIXTURES, assert_fires, run_check


def _clean_with(tmp_path, yaml_edits=(), engine_edits=(), csv_rows=""):
    """A copy of the clean game with text replaced in game.yaml and engine.py (each old text exactly once)
    and `csv_rows` appended to its market cards: the content folder to check."""
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "clean", content / "clean", ignore=shutil.ignore_patterns("__pycache__"))
    for name, edits in (("game.yaml", yaml_edits), ("engine.py", engine_edits)):
        path = content / "clean" / name
        text = path.read_text(encoding="utf-8")
        for old, new in edits:
            assert text.count(old) == 1, old
            text = text.replace(old, new)
        path.write_text(text, encoding="utf-8")
    if csv_rows:
        with (content / "clean" / "cards" / "market.csv").open("a", encoding="utf-8") as f:
            f.write(csv_rows)
    return content


def _fields(f: dict) -> tuple:
    return f["severity"], f["message"], f["expected"], f["actual"], f["subject"], f["hint"]


def _of(run, *rules: str) -> list[dict]:
    return [f for f in run.findings if f["rule"] in rules]


# --- players.py -------------------------------------------------------------------------------------------

def test_players_engine_range_disagreeing_with_game_yaml_says_both() -> None:
    # engine-players: game.yaml says 2-4, engine.py PLAYERS = (2, 5)
    run = run_check("engine-players")
    finding = assert_fires(run, "PLR003", FIXTURES / "engine-players" / "game.yaml", 5, "players: 2-4",
                           "game.yaml says 2-4 players but engine.py declares PLAYERS = (2, 5)")
    assert _fields(finding) == ("error", "game.yaml says 2-4 players but engine.py declares PLAYERS = (2, 5)",
                                "2-4", "2-5", "players",
                                "make PLAYERS in engine.py and players in game.yaml the same range")


@pytest.mark.parametrize("players, words, expected, actual", [
    ("2-5", "variant 'Duel' is for 2-5 players but the game supports 2-4", "2-4", "2-5"),   # above the top
    ("1-2", "variant 'Duel' is for 1-2 players but the game supports 2-4", "2-4", "1-2"),   # below the bottom
    ("3-4", None, None, None),                                                             # up to the top: fine
    ("2-4", None, None, None),                                                             # the whole range
])
def test_players_a_variant_outside_the_games_range_is_reported_at_its_players(tmp_path, players, words, expected,
                                                                                actual) -> None:
    content = _clean_with(tmp_path, [("{id: duel, name: Duel, players: 2,", f"{{id: duel, name: Duel, players: {players},")])
    run = run_check("clean", content=content)
    found = _of(run, "PLR001")
    if words is None:
        assert found == [], run.output
        return
    (finding,) = found
    line = next(i for i, text in enumerate((content / "clean" / "game.yaml").read_text().splitlines(), 1)
                if "id: duel" in text)
    assert finding == assert_fires(run, "PLR001", content / "clean" / "game.yaml", line, f"players: {players}", words)
    assert _fields(finding) == ("error", words, expected, actual, "variant/duel",
                                "narrow the variant's range, or widen the game's (and the engine's) range")


def test_players_a_table_column_off_the_range_and_a_count_left_out_are_each_reported() -> None:
    # table-players prints columns 2, 3, 5 for a 2-4 player game: 5 is off the range and 4 has no column
    run = run_check("table-players")
    yaml = FIXTURES / "table-players" / "game.yaml"
    extra = assert_fires(run, "PLR002", yaml, 22, "5]}", "has a column for 5 players")
    assert _fields(extra) == ("error", "table 'setup_by_players' has a column for 5 players but the game supports 2-4",
                              "2-4", 5, "setup_by_players/players/5", "remove the column or fix the player range")
    missing = assert_fires(run, "PLR002", yaml, 22, "values: [2, 3, 5]", "has no column for 4 players")
    assert _fields(missing) == ("error", "table 'setup_by_players' has no column for 4 players (the game supports 2-4)",
                                "2-4", [2, 3, 5], "setup_by_players/players",
                                "add the missing columns so every supported count is printed")


def _axis(values: str, row: str) -> list[tuple[str, str]]:
    return [("values: [2, 3, 4]}", f"values: [{values}]}}"), ("{label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}",
                                                              f"{{label: Cards dealt, rule: cards_dealt, values: [{row}]}}")]


def test_players_a_count_printed_twice_is_reported_at_its_second_column(tmp_path) -> None:
    # columns 2, 3 and 3-4: the range repeats 3 (and covers 4, so no count is missing)
    content = _clean_with(tmp_path, _axis('2, 3, "3-4"', "3, 2, 2"))
    run = run_check("clean", content=content)
    (twice,) = _of(run, "PLR002")
    assert twice == assert_fires(run, "PLR002", content / "clean" / "game.yaml", 22, '"3-4"',
                                 "table 'setup_by_players' has two columns for 3 players")
    assert _fields(twice) == ("error", "table 'setup_by_players' has two columns for 3 players", None, None,
                              "setup_by_players/players/3", "")


def test_players_a_column_that_is_no_count_is_reported_and_the_missing_counts_listed(tmp_path) -> None:
    # columns 2, 3 and "some": "some" is no player count, 4 is missing; the covered counts are the numbers only
    content = _clean_with(tmp_path, _axis("2, 3, some", "3, 2, 1"))
    run = run_check("clean", content=content)
    yaml = content / "clean" / "game.yaml"
    found = {f["subject"]: f for f in _of(run, "PLR002")}
    assert sorted(found) == ["setup_by_players/players", "setup_by_players/players/some"], run.output
    assert found["setup_by_players/players/some"] == assert_fires(
        run, "PLR002", yaml, 22, "some]", "table 'setup_by_players' has a column for some players but the game "
                                          "supports 2-4")
    assert found["setup_by_players/players/some"]["actual"] == "some"
    missing = found["setup_by_players/players"]
    assert (missing["message"], missing["expected"], missing["actual"]) == (
        "table 'setup_by_players' has no column for 4 players (the game supports 2-4)", "2-4", [2, 3])


def test_players_every_missing_count_is_listed(tmp_path) -> None:
    content = _clean_with(tmp_path, _axis("2", "3"))
    run = run_check("clean", content=content)
    (missing,) = _of(run, "PLR002")
    assert missing == assert_fires(run, "PLR002", content / "clean" / "game.yaml", 22, "values: [2]",
                                   "table 'setup_by_players' has no column for 3, 4 players (the game supports 2-4)")
    assert (missing["expected"], missing["actual"]) == ("2-4", [2])


# a table by roll (no player axis) first, then the game's table, then one for the Duel variant (2 players)
_ROLL_TABLE = ("  - id: by_roll\n    title: Weather by roll\n    axis: {name: roll, label: Roll, values: [1, 2, 3]}\n"
               "    rows:\n      - {label: Weather, rule: weather, values: [storm, rain, sun]}\n")
_DUEL_TABLE = ("  - id: duel_setup\n    title: Duel setup\n    variant: duel\n"
               "    axis: {name: players, label: Players, values: [%s]}\n"
               "    rows:\n      - {label: Cards dealt, rule: cards_dealt, values: [%s]}\n")


@pytest.mark.parametrize("values, row, words, actual", [
    ("2, 3", "3, 2", "table 'duel_setup' has a column for 3 players but variant 'Duel' supports 2", 3),
    ("2", "3", None, None),
    ("3", "2", "table 'duel_setup' has a column for 3 players but variant 'Duel' supports 2", 3),
])
def test_players_a_variants_table_is_held_to_the_variants_range(tmp_path, values, row, words, actual) -> None:
    content = _clean_with(tmp_path, [("  - id: setup_by_players\n", _ROLL_TABLE + "  - id: setup_by_players\n"),
                                     ("dice:\n", _DUEL_TABLE % (values, row) + "dice:\n")])
    run = run_check("clean", content=content)
    found = _of(run, "PLR002")
    if words is None:
        assert found == [] and run.exit_code == 0, run.output
        return
    yaml = content / "clean" / "game.yaml"
    line = next(i for i, text in enumerate(yaml.read_text().splitlines(), 1) if "id: duel_setup" in text) + 3
    extra = [f for f in found if f["subject"] == "duel_setup/players/3"]
    assert extra == [assert_fires(run, "PLR002", yaml, line, "3]}", words)]
    assert (extra[0]["expected"], extra[0]["actual"]) == ("2", actual)
    # a Duel table without its 2: that count is missing, said against the variant's range
    missing = [f for f in found if f["subject"] == "duel_setup/players"]
    if "2" not in values:
        assert [f["message"] for f in missing] == [
            "table 'duel_setup' has no column for 2 players (variant 'Duel' supports 2)"]
    else:
        assert missing == []


@pytest.mark.parametrize("count, per_player, variant, words", [
    (7, 2, "2", "'Pawns': 4 players need 8 (2 each) but the box holds 7"),
    (8, 2, "2", None),
    (4, 1, "2-5", "'Pawns': 5 players need 5 (1 each) but the box holds 4"),   # a variant raises the top count
    (5, 1, "2-5", None),
])
def test_players_per_player_components_are_counted_at_the_most_players(tmp_path, count, per_player, variant,
                                                                       words) -> None:
    content = _clean_with(tmp_path, [
        ("{id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1}",
         f"{{id: pawns, name: Pawns, count: {count}, kind: piece, per_player: {per_player}}}"),
        ("{id: duel, name: Duel, players: 2,", f"{{id: duel, name: Duel, players: {variant},")])
    run = run_check("clean", content=content)
    found = _of(run, "PLR004")
    if words is None:
        assert found == [], run.output
        return
    (finding,) = found
    assert finding == assert_fires(run, "PLR004", content / "clean" / "game.yaml", 13, f"count: {count}", words)
    need = per_player * (5 if variant == "2-5" else 4)
    assert _fields(finding) == ("error", words, need, count, "inventory/pawns",
                                "raise the count, lower per_player, or narrow the player range")


# --- examples.py ------------------------------------------------------------------------------------------

_RISKY = ("@rule\ndef risky(players: int) -> int:\n    if players == 3:\n        raise ValueError('three')\n"
          "    return 1\n\n\ndef setup(")


def test_examples_each_check_of_an_example_is_judged_whatever_the_checks_before_it_did(tmp_path) -> None:
    """An unknown rule, a wrong stated value, a rule that raises and a second wrong value: four findings, each
    at its check with the check's number as its subject."""
    checks = ("      - {rule: card_dealt, args: {players: 3}, expect: 2}\n"
              "      - {rule: weather, args: {roll: 1, reroll: 5}, expect: calm}\n"
              "      - {rule: risky, args: {players: 3}, expect: 1}\n"
              "      - {rule: cards_dealt, args: {players: 2}, expect: 2}\n")
    content = _clean_with(tmp_path, [("      - {rule: cards_dealt, args: {players: 3}, expect: 2}\n", checks)],
                          [("def setup(", _RISKY)])
    run = run_check("clean", content=content)
    yaml = content / "clean" / "game.yaml"
    lines = yaml.read_text(encoding="utf-8").splitlines()
    at = {rule: next(i for i, text in enumerate(lines, 1) if f"{{rule: {rule}," in text)
          for rule in ("card_dealt", "weather", "risky", "cards_dealt")}
    unknown = assert_fires(run, "REF003", yaml, at["card_dealt"], "rule: card_dealt", "unknown engine rule 'card_dealt'")
    assert (unknown["subject"], unknown["hint"]) == ("three-players/1", "did you mean 'cards_dealt'?")
    calm = assert_fires(run, "EXM001", yaml, at["weather"], "expect: calm",
                        "example 'Dealing for three' states 'calm' but weather(roll=1, reroll=5) gives 'flood'")
    assert _fields(calm) == ("error", "example 'Dealing for three' states 'calm' but weather(roll=1, reroll=5) gives "
                                      "'flood'", "flood", "calm", "three-players/2",
                             "correct the example's stated value, or the engine rule")
    (raised,) = _of(run, "ENG001")
    assert raised["subject"] == "three-players/3" and "risky(players=3) raised ValueError" in raised["message"]
    two = assert_fires(run, "EXM001", yaml, at["cards_dealt"], "expect: 2",
                       "example 'Dealing for three' states 2 but cards_dealt(players=2) gives 3")
    assert (two["expected"], two["actual"], two["subject"]) == (3, 2, "three-players/4")
    assert sorted(f["subject"] for f in _of(run, "EXM001", "REF003", "ENG001")) == [
        "three-players/1", "three-players/2", "three-players/3", "three-players/4"]


# --- invariants.py ----------------------------------------------------------------------------------------

def _invariants(*sources: str) -> list[tuple[str, str]]:
    """Engine edits appending invariants after clean's two (deal_fits, then market_costs_fit)."""
    tail = '    return True if not costly else f"too costly: {\', \'.join(costly)}"\n'
    return [(tail, tail + "".join(f"\n\n{s}" for s in sources))]


_LATE = ('@invariant("three and four fail")\ndef late(players: int) -> bool:\n    return players == 2\n')


def test_invariants_one_that_cannot_be_called_says_what_to_do_and_the_next_is_still_judged(tmp_path) -> None:
    odd = '@invariant("odd one")\ndef odd_one(colour):\n    return True\n'
    content = _clean_with(tmp_path, engine_edits=_invariants(odd, _LATE))
    run = run_check("clean", content=content)
    engine = content / "clean" / "engine.py"
    line = next(i for i, text in enumerate(engine.read_text().splitlines(), 1) if text == '@invariant("odd one")')
    (wrong,) = _of(run, "INV002")
    assert wrong == assert_fires(run, "INV002", engine, line, '@invariant("odd one")',
                                 "invariant 'odd one' (odd_one) needs 'colour', which the checker does not pass")
    assert wrong["hint"] == ("take `players` (and optionally `game`, `variant`), or declare "
                             "@invariant(\"...\", per_player_count=False) for one call without players")
    # the invariants after it (and after clean's market_costs_fit, called once without players) are judged
    (late,) = _of(run, "INV001")
    assert late["message"] == "invariant 'three and four fail' does not hold at 3 players, 4 players"


def test_invariants_one_taking_the_variant_is_judged_at_the_games_counts_and_each_variants(tmp_path) -> None:
    # fails at 4 players (the game's) and in the Duel (2 players); holds at 2 and 3 without a variant
    by_variant = ('@invariant("not four, not the duel")\ndef by_variant(players: int, variant: str | None = None) '
                  '-> bool:\n    return players != 4 and variant != "duel"\n')
    content = _clean_with(tmp_path, engine_edits=_invariants(by_variant))
    run = run_check("clean", content=content)
    (finding,) = _of(run, "INV001", "ENG001")
    assert (finding["rule"], finding["message"]) == (
        "INV001", "invariant 'not four, not the duel' does not hold at 4 players, 2 players (Duel)")


def test_invariants_a_card_named_at_the_end_of_one_reason_is_found(tmp_path) -> None:
    # the Quarry ends the reason given at 2 players; the 3-player reason names no card: reported at Quarry's row
    reasons = ('@invariant("costs")\ndef costs(players: int) -> bool | str:\n'
               '    return {2: "too costly: Quarry", 3: "three is odd"}.get(players, True)\n')
    content = _clean_with(tmp_path, engine_edits=_invariants(reasons))
    run = run_check("clean", content=content)
    (finding,) = _of(run, "INV001")
    assert finding == assert_fires(run, "INV001", content / "clean" / "cards" / "market.csv", 3, "quarry,",
                                   "invariant 'costs' does not hold at 2 players, 3 players: too costly: Quarry; "
                                   "three is odd")


def test_invariants_a_reason_naming_many_cards_names_the_first_five_in_the_hint(tmp_path) -> None:
    rows = "".join(f"{i},{n},1,1,Wood,Take one Wood.\n" for i, n in
                   (("farm", "Farm"), ("forge", "Forge"), ("dock", "Dock"), ("well", "Well")))
    named = ('@invariant("all seven", per_player_count=False)\ndef all_seven() -> bool | str:\n'
             '    return "too costly: Woodcutter, Quarry, Mill, Farm, Forge, Dock, Well"\n')
    content = _clean_with(tmp_path, engine_edits=_invariants(named), csv_rows=rows)
    (finding,) = _of(run_check("clean", content=content), "INV001")
    assert finding["hint"].startswith("the card data breaks it: 'Woodcutter' (market), 'Quarry' (market), "
                                      "'Mill' (market), 'Farm' (market), 'Forge' (market); correct the row")


def test_players_a_set_of_counts_is_checked_at_its_counts_only(tmp_path) -> None:
    # team-counts (written outside the project) is for 4, 6 or 8 players; with `players: 4-8` pnp called setup() and
    # the invariants at 5 and 7 (ENG001, INV001) and asked its table for columns 5 and 7 (PLR002). `players: [2, 4]`
    # is played at 2 and 4 only: a setup() that refuses 3 is never asked, a range column '2-4' covers 2 and 4
    refuse = ("def setup(players: int, variant: str | None = None) -> dict[str, int]:\n",
              "def setup(players: int, variant: str | None = None) -> dict[str, int]:\n    if players == 3:\n"
              "        raise ValueError('no three')\n")
    content = _clean_with(tmp_path, [("players: 2-4", "players: [2, 4]"),
                                     *_axis('2, "3-4"', "3, 1")], [refuse])
    run = run_check("clean", content=content)
    assert run.exit_code == 0, run.output
    assert run.findings == [], run.output
    # a column for 3, which the game is not played at, is reported as off its counts
    content = _clean_with(tmp_path / "b", [("players: 2-4", "players: [2, 4]"), *_axis("2, 3, 4", "3, 2, 1")])
    run = run_check("clean", content=content)
    (extra,) = _of(run, "PLR002")
    assert extra == assert_fires(run, "PLR002", content / "clean" / "game.yaml", 22, "3, 4]}",
                                 "table 'setup_by_players' has a column for 3 players but the game supports 2, 4")
