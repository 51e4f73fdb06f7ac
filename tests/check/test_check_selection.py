"""Which rules a check reports: `pnp check --select/--ignore` for one run, game.yaml's `check: ignore:` for a
game (generator/check/selection.py, generator/check/waivers.py)."""
from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from conftest import FIXTURES, edited_copy
from generator.check import check_game
from generator.app.cli import app
from generator.load import load_game

GAMES = ["printed-number", "doc-typed-number", "bad-yaml"]


def _run(*options: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["check", *GAMES, "--content", str(FIXTURES), "--no-cache", *options])
    return result.exit_code, result.output


def _rules(output: str) -> list[str]:
    return sorted(line.split("[", 1)[1].split("]", 1)[0] for line in output.splitlines()
                  if "[" in line and line.startswith("tests/"))


def test_without_options_every_rule_is_reported() -> None:
    assert _rules(_run()[1]) == ["DOC001", "TXT001", "YAML001"]


def test_select_keeps_only_the_rules_named_by_id_or_by_their_start_and_always_load_problems() -> None:
    code, out = _run("--select", "txt")      # any case; the start of several ids; bad-yaml cannot be loaded
    assert code == 2 and _rules(out) == ["TXT001", "YAML001"]
    assert _rules(_run("--select", "DOC001,TXT001")[1]) == ["DOC001", "TXT001", "YAML001"]
    assert _rules(_run("--select", "DOC001", "--select", "TXT001")[1]) == ["DOC001", "TXT001", "YAML001"]


def test_ignore_leaves_the_rules_out_and_the_exit_code_follows_what_is_reported() -> None:
    result = CliRunner().invoke(app, ["check", "printed-number", "doc-typed-number", "--content", str(FIXTURES),
                                      "--no-cache", "--ignore", "TXT001"])
    assert result.exit_code == 0, result.output
    assert _rules(result.output) == ["DOC001"]
    assert result.output.splitlines()[-1].endswith("0 error(s), 1 warning(s), 0 waived")
    assert _rules(_run("--ignore", "TXT,DOC")[1]) == ["YAML001"]


def test_a_pattern_naming_no_rule_is_refused_with_did_you_mean() -> None:
    code, out = _run("--ignore", "TTX001")
    assert code == 2
    assert out.strip().splitlines() == ["error: --ignore: 'TTX001' is not a rule id or the start of one",
                                        "  hint: did you mean 'TXT001'?"]
    code, out = _run("--select", "DOC001,zzz")
    assert code == 2 and "error: --select: 'zzz' is not a rule id or the start of one" in out


def test_game_yaml_turns_a_rule_off_with_a_reason(tmp_path: Path) -> None:
    folder = edited_copy(FIXTURES / "printed-number", tmp_path / "printed-number")
    with (folder / "game.yaml").open("a", encoding="utf-8") as f:
        f.write("check:\n  ignore:\n    - {rule: TXT00, reason: Our setup prose is a story.}\n")
    assert [f.rule for f in check_game(load_game(folder))] == []


def test_game_yaml_check_entries_are_judged_at_their_lines(tmp_path: Path) -> None:
    folder = edited_copy(FIXTURES / "printed-number", tmp_path / "printed-number")
    lines = len((folder / "game.yaml").read_text(encoding="utf-8").splitlines())
    with (folder / "game.yaml").open("a", encoding="utf-8") as f:
        f.write("check:\n  ignore:\n    - {rule: TXT05, reason: x}\n    - {rule: TXT001, reason: ''}\n")
    found = [(f.rule, f.severity, f.loc.line, f.loc.col, f.message, f.hint) for f in check_game(load_game(folder))]
    assert found == [
        ("REF001", "error", lines + 3, len("    - {") + 1, "check: ignore: 'TXT05' is not a rule id or the start of one",
         "did you mean 'TXT005'?"),
        ("REF001", "error", lines + 4, len("    - {rule: TXT001, ") + 1, "a rule turned off needs a written reason", ""),
    ]
