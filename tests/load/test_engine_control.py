"""Engine code runs under control: time limits, every way out caught, its output kept off pnp's stdout.

The fixture games are tests/fixtures/hostile/engine-*: the clean game with one
hostile engine each (see make_scenarios.py). Expected lines are read off the
fixture files by hand.
"""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import FIXTURES, ROOT, assert_fires
from conftest import run_check as _run_check
from generator.app.cli import app

HOSTILE = ROOT / "tests" / "fixtures" / "hostile"


def run_check(*games: str, content: Path = HOSTILE):
    return _run_check(*games, content=content)


def _only(run, rule: str) -> list[dict]:
    return [f for f in run.findings if f["rule"] == rule]


def test_a_rule_that_loops_is_stopped_at_its_time_limit_and_located() -> None:
    started = time.monotonic()
    run = run_check("engine-loops")
    assert time.monotonic() - started < 30   # 4 functions x 0.5 s, however slow the machine
    assert run.exit_code == 1, run.output
    # one ENG002 for the looping rule, at its loop, whoever called it first (setup, two invariants and the
    # checks all call cards_dealt): each call used to wait out its own time limit and be reported again
    (f,) = _only(run, "ENG002")
    assert f["file"].endswith("engine-loops/engine.py") and f["line"] == 9
    assert f["message"].endswith("did not finish within 0.5 s" if f["message"].startswith("cards_dealt(")
                                 else "did not finish within 0.5 s (it was running cards_dealt)"), f["message"]


def test_an_engine_that_loops_at_import_is_an_unusable_input() -> None:
    run = run_check("engine-import-loops")
    assert run.exit_code == 2, run.output
    (f,) = run.findings
    assert (f["rule"], f["line"], f["message"]) == ("ENG000", 5, "engine.py (at import) did not finish within 0.5 s")


def test_sys_exit_at_import_is_a_located_load_error_not_a_silent_exit_0() -> None:
    run = run_check("engine-exits")
    assert run.exit_code == 2, run.output
    (f,) = run.findings
    assert (f["rule"], f["line"]) == ("ENG000", 6)
    assert f["message"] == "engine.py (at import) called sys.exit(0); engine code must return, not exit"


def test_build_refuses_an_engine_that_exits_and_writes_nothing(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["build", "engine-exits", "--content", str(HOSTILE), "--out", str(tmp_path)])
    assert result.exit_code == 2
    assert "engine-exits/engine.py:6:1: error[ENG000] engine.py (at import) called sys.exit(0)" in result.output
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("scenario, words", [
    ("engine-rule-exits", "cards_dealt(players=2) called sys.exit(3); engine code must return, not exit"),
    ("engine-interrupts", "cards_dealt(players=2) raised KeyboardInterrupt; engine code must return a value"),
])
def test_exits_and_interrupts_raised_by_a_rule_are_findings(scenario: str, words: str) -> None:
    run = run_check(scenario)
    assert run.exit_code == 1, run.output
    hits = [f for f in _only(run, "ENG003") if f["message"] == words]
    assert hits and hits[0]["line"] == 9 and hits[0]["file"].endswith(f"{scenario}/engine.py")


def test_engine_output_never_reaches_pnp_stdout() -> None:
    proc = subprocess.run([sys.executable, "-m", "generator.app.cli", "check", "engine-prints", "--content",
                           str(HOSTILE), "--format", "json"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)                        # stdout is JSON and nothing else
    assert doc["games"] == ["engine-prints"] and doc["findings"] == []
    assert "hello from import" in proc.stderr and "dealing 2" in proc.stderr and "raw bytes" in proc.stderr


def test_an_engine_that_swallows_every_stop_is_ended_with_a_located_message() -> None:
    proc = subprocess.run([sys.executable, "-m", "generator.app.cli", "check", "engine-swallows", "--content",
                           str(HOSTILE)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert proc.stdout == ""
    first = proc.stderr.splitlines()[0]
    assert first.startswith("tests/fixtures/hostile/engine-swallows/engine.py:1") and "error[ENG002]" in first
    assert first.endswith("did not finish within 0.5 s and could not be stopped; pnp gave up")


def test_an_engine_stuck_in_one_c_call_is_ended_with_its_line() -> None:
    # sum(range(10**15)) keeps the GIL for days: neither the alarm's handler nor the watchdog thread can run, and
    # pnp ignored Ctrl-C and SIGTERM until killed. faulthandler's timer (a thread of its own that needs no GIL) ends
    # it a second after the watchdog would have, the engine's line at the top of the stuck thread's stack
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "generator.app.cli", "check", "engine-stuck-in-c", "--content",
                           str(HOSTILE), "--jobs", "1"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, proc.stderr
    assert time.monotonic() - started < 60
    assert proc.stderr.startswith("Timeout (")
    stuck = proc.stderr.split("\n\n")[-1].splitlines()   # the main thread, printed last
    assert stuck[1].endswith("engine-stuck-in-c/engine.py\", line 9 in cards_dealt"), proc.stderr


def test_engine_timeout_is_bounded_and_located(tmp_path: Path) -> None:
    import shutil

    game = tmp_path / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    text = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text(text.replace("summary: A tiny", "engine_timeout: 99999\nsummary: A tiny"),
                                    encoding="utf-8")
    run = run_check("clean", content=tmp_path)
    assert run.exit_code == 2
    (f,) = run.findings
    assert (f["rule"], f["line"]) == ("SCH002", 6)
    assert f["message"] == "engine_timeout must be between 0.1 and 3600 seconds, not 99999"


def test_strange_values_and_unprintable_errors_from_an_engine_are_findings_not_hangs(tmp_path: Path) -> None:
    import shutil

    game = tmp_path / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    engine = (game / "engine.py").read_text(encoding="utf-8")
    engine = engine.replace("    return 5 - players", "    class Evil(int):\n        def __eq__(self, other):\n"
                                                       "            while True:\n                pass\n"
                                                       "    return Evil(5 - players)")
    engine = engine.replace("def deal_fits(players: int) -> bool:\n",
                            "def deal_fits(players: int) -> bool:\n    class Loud(Exception):\n"
                            "        def __str__(self):\n            while True:\n                pass\n"
                            "    raise Loud()\n")
    (game / "engine.py").write_text(engine, encoding="utf-8")
    text = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text(text.replace("summary: A tiny", "engine_timeout: 0.5\nsummary: A tiny"),
                                    encoding="utf-8")
    started = time.monotonic()
    run = _run_check("clean", content=tmp_path)
    assert time.monotonic() - started < 30
    assert run.exit_code == 1, run.output
    got = {(f["line"], f["message"]) for f in run.findings if f["rule"] == "ENG001"}
    assert (8, "cards_dealt(players=2) returned an object of type Evil; engine code must return plain values "
               "(numbers, strings, lists, tuples, dicts, True/False, None)") in got
    assert (37, "deal_fits(players=2) raised Loud: (a message that could not be read)") in got


def test_a_number_too_long_to_print_is_a_finding(tmp_path: Path) -> None:
    # a hostile-input probe: setup() giving 10**5000 stopped pnp check with exit 3 (Python refuses to turn an int
    # of 4,300 digits into text, and the finding's message does)
    import shutil

    game = tmp_path / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    engine = (game / "engine.py").read_text(encoding="utf-8")
    (game / "engine.py").write_text(engine.replace('return {"pawns": players,', 'return {"pawns": 10 ** 5000,'),
                                    encoding="utf-8")
    run = _run_check("clean", content=tmp_path)
    assert run.exit_code == 1, run.output
    assert {(f["rule"], f["line"], f["message"]) for f in run.findings if f["rule"] == "ENG001"} == {
        ("ENG001", 23, "setup(2) returned a number of more than 100 digits; engine code must return plain values "
                       "(numbers, strings, lists, tuples, dicts, True/False, None)")}


def test_engine_rules_fire_at_the_engine_line() -> None:
    assert_fires(run_check("engine-loops"), "ENG002", HOSTILE / "engine-loops" / "engine.py", 9,
                 "    while players:", "did not finish within 0.5 s")
    assert_fires(run_check("engine-rule-exits"), "ENG003", HOSTILE / "engine-rule-exits" / "engine.py", 9,
                 "    raise SystemExit(3)", "called sys.exit(3); engine code must return, not exit")


def _engine_variant(tmp_path: Path, old: str, new: str) -> Path:
    import shutil

    game = tmp_path / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    engine = (game / "engine.py").read_text(encoding="utf-8")
    assert old in engine
    (game / "engine.py").write_text(engine.replace(old, new, 1), encoding="utf-8")
    return tmp_path


def _pnp(*args: str) -> subprocess.CompletedProcess:
    """pnp in a child process: an unguarded os._exit would end this test run, not just the command."""
    return subprocess.run([sys.executable, "-m", "generator.app.cli", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=180)


@pytest.mark.parametrize("call, words", [
    ("os._exit(0)", "called os._exit(0); engine code must return, not end pnp"),
    ("os.abort()", "called os.abort(); engine code must return, not end pnp"),
    ("os.kill(os.getpid(), signal.SIGKILL)", "called os.kill(PID, SIGKILL) on pnp's own process; engine code"),
    ("signal.raise_signal(signal.SIGTERM)", "called signal.raise_signal(SIGTERM); engine code must return"),
])
def test_os_exit_abort_and_self_kill_in_a_rule_are_located_findings(call: str, words: str, tmp_path: Path) -> None:
    content = _engine_variant(tmp_path, "    return 5 - players",
                              f"    import os, signal\n    {call}\n    return 5 - players")
    proc = _pnp("check", "clean", "--content", str(content), "--format", "json")
    assert proc.returncode == 1, proc.stderr
    hits = [f for f in json.loads(proc.stdout)["findings"] if f["rule"] == "ENG003"
            and f["message"].startswith("cards_dealt(players=2) called ")]
    assert hits, proc.stdout
    assert hits[0]["line"] == 10 and hits[0]["file"].endswith("clean/engine.py")   # the line of the call
    head, _, tail = words.partition("PID")
    assert head in hits[0]["message"] and tail in hits[0]["message"]


def test_os_exit_at_import_is_a_load_error_in_check_and_build(tmp_path: Path) -> None:
    content = _engine_variant(tmp_path, "PLAYERS = (2, 4)\n", "PLAYERS = (2, 4)\nimport os\nos._exit(0)\n")
    for args in (["check"], ["build", "--out", str(tmp_path / "out"), "--jobs", "2"]):
        proc = _pnp(*args, "clean", "--content", str(content))
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert ("clean/engine.py:6:1: error[ENG000] engine.py (at import) called os._exit(0); engine code must "
                "return, not end pnp") in proc.stdout + proc.stderr
    assert not (tmp_path / "out" / "clean").exists()


def test_the_exit_guards_pass_through_outside_engine_code() -> None:
    from generator.load import engine_calls

    code = ("import os, sys\nfrom generator.load import engine_calls\nengine_calls._install_guards()\n"
            "os.kill(os.getpid(), 0)\nos._exit(7)\n")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 7
    assert engine_calls._active == [0]


LOOPING_ENGINE = """\
calls = []


def loops(players):
    calls.append(players)
    while True:
        pass


def deals(players):
    return loops(players) * 2


def deals_through_an_alias(players, alias=loops):
    return alias(players)


def fine(players):
    return players
"""


def test_a_function_that_timed_out_is_not_run_again_in_that_run(tmp_path: Path) -> None:
    """The time-out is spent once per rule: a second call of it, direct or from another engine function
    (through its global name, or any other reference), stops at once as a repeat, never reported again."""
    import types

    from generator.load.engine_calls import EngineCalls, EngineFault

    path = tmp_path / "engine.py"
    path.write_text(LOOPING_ENGINE, encoding="utf-8")
    module = types.ModuleType("pnp_engine_loops_test")
    exec(compile(LOOPING_ENGINE, str(path), "exec"), module.__dict__)
    calls = EngineCalls("engine.py", str(path), timeout=1.0)
    calls.module = module
    loops, deals = module.loops, module.deals
    with pytest.raises(EngineFault) as first:
        calls.run("deals(2)", deals, 2)
    assert (first.value.rule, first.value.repeat, first.value.loc.line) == ("ENG002", False, 6)
    assert first.value.what == "deals(2) did not finish within 1 s (it was running loops)"
    started = time.monotonic()
    for label, func in (("loops(3)", loops), ("deals(3)", deals), ("deals(3)", module.deals),
                        ("deals_through_an_alias(3)", module.deals_through_an_alias)):
        with pytest.raises(EngineFault) as again:
            calls.run(label, func, 3)
        assert (again.value.rule, again.value.repeat) == ("ENG002", True), label
    assert time.monotonic() - started < 1.0 * 3   # 4 calls, none waits out its second of time limit
    assert module.calls == [2, 3]   # only the alias (a reference the module's names do not hold) got in again,
    assert calls.run("fine(2)", module.fine, 2) == 2   # and was stopped at the next tick; other code runs
