"""REF005: the arguments the content writes for an engine rule must fit its parameters. A misspelt or missing
argument is the content's mistake: it is reported at the content's line, once, with the parameter meant, and the
rule is not called (before, it was ENG001 at engine.py:1:1, a TypeError, once per table column). The game is
tests/fixtures/games/clean: cards_dealt(players), weather(roll, reroll=None)."""
from __future__ import annotations

import functools

from conftest import FIXTURES, assert_fires, edited_copy, run_check

EXAMPLE = "      - {rule: cards_dealt, args: {players: 3}, expect: 2}\n"
AXIS = "    axis: {name: players, label: Players, values: [2, 3, 4]}\n"
MARK = "rule: cards_dealt, args: {players: 2}}]"


def _run(tmp_path, *edits: tuple[str, str]):
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [("game.yaml", old, new) for old, new in edits])
    return run_check(content=folder.parent), folder / "game.yaml"


def _full(run) -> list[tuple]:
    return sorted((f["rule"], f["line"], f["column"], f["message"], f["hint"], f["subject"]) for f in run.findings)


def test_a_misspelt_argument_is_reported_where_it_is_written_with_the_parameter_meant(tmp_path) -> None:
    run, yaml = _run(tmp_path, (EXAMPLE, EXAMPLE.replace("{players: 3}", "{player: 3}")),
                     (MARK, MARK.replace("{players: 2}", "{playrs: 2}")))
    assert run.exit_code == 1
    example = assert_fires(run, "REF005", yaml, 52, "player: 3", "cards_dealt() has no parameter 'player'")
    assert (example["hint"], example["subject"]) == ("did you mean 'players'?", "three-players/1")
    mark = assert_fires(run, "REF005", yaml, 83, "playrs: 2", "cards_dealt() has no parameter 'playrs'")
    assert (mark["hint"], mark["subject"]) == ("did you mean 'players'?", "island/track/score/3")
    assert [f["rule"] for f in run.findings] == ["REF005", "REF005"]   # no ENG001, no EXM001 or MAP008 after it


def test_a_table_axis_not_named_after_a_parameter_is_one_finding_at_the_axis_not_one_per_column(tmp_path) -> None:
    run, yaml = _run(tmp_path, (AXIS, AXIS.replace("name: players", "name: seats")))
    found = assert_fires(run, "REF005", yaml, 22, "name: seats", "cards_dealt() has no parameter 'seats'")
    assert found["hint"] == "cards_dealt() takes: players"
    assert [f["rule"] for f in run.findings] == ["REF005"]


def test_a_rule_of_no_parameters_in_a_players_table_is_told_to_take_the_axis_at_its_row(tmp_path) -> None:
    # score-sheet: four constants in a table by players, written with no parameters, were reported at the axis and
    # told to 'remove args' (they had none: the axis passes players); each is now at its row's rule, told to take it
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [])
    engine = folder / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n\n@rule\ndef hand_limit() -> int:\n    return 5\n",
                      encoding="utf-8")
    yaml = folder / "game.yaml"
    text = yaml.read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if "rule: cards_dealt" in line and "label:" in line)
    yaml.write_text(text.replace(row, row + "\n" + row.replace("cards_dealt", "hand_limit").replace("Cards dealt",
                                                                                                   "Hand limit"), 1),
                    encoding="utf-8")
    run = run_check(content=folder.parent)
    line = yaml.read_text(encoding="utf-8").splitlines().index(row.replace("cards_dealt", "hand_limit")
                                                                .replace("Cards dealt", "Hand limit")) + 1
    found = assert_fires(run, "REF005", yaml, line, "rule: hand_limit", "hand_limit() has no parameter 'players'")
    assert found["hint"] == ("the table's axis passes 'players' to every row's rule: give hand_limit() a parameter "
                             "players, which may default to None (def hand_limit(players=None)) where the rule "
                             "ignores it")


def test_a_missing_argument_is_reported_at_the_args_or_at_the_check_that_has_none(tmp_path) -> None:
    run, yaml = _run(tmp_path, (EXAMPLE, "      - {rule: cards_dealt, expect: 2}\n"
                                         "      - {rule: weather, args: {reroll: 3}, expect: calm}\n"))
    assert _full(run) == sorted([
        ("REF005", 52, 9, "cards_dealt() needs 'players', which the content does not give",
         "add players: <value> to its args", "three-players/1"),
        ("REF005", 53, 25, "weather() needs 'roll', which the content does not give", "add roll: <value> to its args",
         "three-players/2")])


def test_arguments_that_fit_call_the_rule_as_before(tmp_path) -> None:
    # weather(roll=1, reroll=2) is calm: the example states flood, so EXM001 still compares what the rule gives
    run, yaml = _run(tmp_path, (EXAMPLE, "      - {rule: weather, args: {roll: 1, reroll: 2}, expect: flood}\n"))
    assert [(f["rule"], f["message"]) for f in run.findings] == [
        ("EXM001", "example 'Dealing for three' states 'flood' but weather(roll=1, reroll=2) gives 'calm'")]


def _takes_nothing() -> int:
    return 0


def _two_needed(players: int, level: int, bonus: int = 0) -> int:
    return players + level + bonus


def _keywords(players: int, **options) -> int:
    return players


def _first_by_place(roll: int, /, reroll: int = 0) -> int:
    return roll


def _two_by_place(roll: int, again: int, /, *rest: int) -> int:
    return roll


def _each_case():
    # (function, positional arguments, keyword arguments, what argument_problem says), worked out by hand from
    # the signatures above
    return [
        (_two_needed, (), {"players": 2, "level": 1}, None),
        (_two_needed, (), {"players": 2, "level": 1, "bonus": 3}, None),
        (_two_needed, (), {"players": 2, "levle": 1},
         ("_two_needed() has no parameter 'levle'", "did you mean 'level'?", "levle")),
        (_two_needed, (), {"players": 2, "zzz": 1},
         ("_two_needed() has no parameter 'zzz'", "_two_needed() takes: players, level, bonus", "zzz")),
        (_takes_nothing, (), {"players": 2},
         ("_takes_nothing() has no parameter 'players'", "_takes_nothing() takes no arguments: remove args",
          "players")),
        # given by name, so only the other one is missing; both missing are both named, in order
        (_two_needed, (), {"players": 2},
         ("_two_needed() needs 'level', which the content does not give", "add level: <value> to its args", None)),
        (_two_needed, (), {"bonus": 1},
         ("_two_needed() needs 'players', 'level', which the content does not give",
          "add players: <value> to its args", None)),
        # a rule taking any keyword: an unknown name is no problem, a missing parameter still is
        (_keywords, (), {"players": 2, "colour": "red"}, None),
        (_keywords, (), {"colour": "red"},
         ("_keywords() needs 'players', which the content does not give", "add players: <value> to its args", None)),
        # too many rolls, and one by place and by name at once: Python's own words, with what the rule takes
        (_takes_nothing, (1,), {}, ("_takes_nothing(): too many positional arguments", "_takes_nothing() takes: "
                                    "no arguments", None)),
        (_two_needed, (1, 2, 3, 4), {}, ("_two_needed(): too many positional arguments", "_two_needed() takes: "
                                         "players, level, bonus", None)),
        (_two_needed, (1, 2), {"players": 1},
         ("_two_needed(): multiple values for argument 'players'", "_two_needed() takes: players, level, bonus",
          None)),
        # a parameter that only a place can fill, left out: not one the content could name
        (_first_by_place, (), {}, ("_first_by_place(): missing a required argument: 'roll'",
                                   "_first_by_place() takes: roll, reroll", None)),
        (_two_by_place, (), {}, ("_two_by_place(): missing a required argument: 'roll'",
                                 "_two_by_place() takes: roll, again", None)),
        (_first_by_place, (6,), {"reroll": 2}, None),
        # a rule made with functools.partial is named by its type
        (functools.partial(_two_needed, bonus=1), (), {"players": 2, "lvl": 1},
         ("partial() has no parameter 'lvl'", "did you mean 'level'?", "lvl")),
    ]


def test_argument_problem_reads_the_rules_own_parameters() -> None:
    from generator.check.arguments import argument_problem

    for func, args, kwargs, said in _each_case():
        assert argument_problem(func, args, kwargs) == said, (func.__name__, args, kwargs)


def test_a_table_rows_own_argument_is_reported_at_its_key(tmp_path) -> None:
    row = "      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n"
    run, yaml = _run(tmp_path, (row, row.replace("values:", "args: {variant: duel}, values:")))
    found = assert_fires(run, "REF005", yaml, 24, "variant: duel", "cards_dealt() has no parameter 'variant'")
    assert (found["hint"], found["subject"]) == ("cards_dealt() takes: players", "setup_by_players/cards-dealt/2")
    assert [f["rule"] for f in run.findings] == ["REF005"]
