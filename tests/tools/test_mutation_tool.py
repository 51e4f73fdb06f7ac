"""tools/mutation.py is a gate: a group below the minimum score, or one that judged no mutant, fails it.

The judging is a pure function (verdict); mutmut itself is never run here (it takes minutes to hours)."""
from __future__ import annotations

import importlib.util
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "mutation.py"


@pytest.fixture(scope="module")
def mutation():
    spec = importlib.util.spec_from_file_location("pnp_tools_mutation", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.modules.pop(spec.name, None)


def test_a_group_at_95_percent_passes(mutation) -> None:
    ok, message = mutation.verdict("geometry", Counter(killed=95, survived=5), 90.0)
    assert ok
    assert "geometry" in message and "95.0%" in message


def test_a_group_at_85_percent_fails_naming_the_group_and_both_numbers(mutation) -> None:
    ok, message = mutation.verdict("sheets", Counter(killed=85, survived=15), 90.0)
    assert not ok
    assert "sheets" in message and "85.0%" in message and "90.0%" in message
    assert "FAIL" in message


def test_the_default_minimum_is_the_projects_90_percent_target(mutation) -> None:
    assert mutation.MIN_SCORE == 90.0
    assert mutation.verdict("write", Counter(killed=90, survived=10))[0]          # exactly at the target
    assert not mutation.verdict("write", Counter(killed=899, survived=101))[0]    # 89.9%


def test_a_run_that_judged_no_mutant_fails_and_says_the_run_did_not_work(mutation) -> None:
    for counts in (Counter(), Counter({"no tests": 40}), Counter(timeout=3, suspicious=1)):
        ok, message = mutation.verdict("check", counts, 90.0)
        assert not ok
        assert "check" in message and "did not work" in message


def test_timeouts_do_not_count_as_killed(mutation) -> None:
    counts = Counter(killed=80, survived=10, timeout=30)   # 80/90 = 88.9%; counting timeouts as kills: 92.3%
    ok, message = mutation.verdict("exports", counts, 90.0)
    assert not ok and "88.9%" in message
    assert mutation.score(counts) == pytest.approx(80 / 90 * 100)
    assert not mutation.verdict("exports", Counter(timeout=10), 90.0)[0]   # timeouts alone judge nothing


def test_the_minimum_is_an_option(mutation) -> None:
    assert mutation.verdict("sheets", Counter(killed=85, survived=15), 80.0)[0]
    assert not mutation.verdict("sheets", Counter(killed=95, survived=5), 99.0)[0]


def test_the_summary_ends_with_one_line_of_every_groups_pass_or_fail(mutation) -> None:
    verdicts = [("geometry", *mutation.verdict("geometry", Counter(killed=99, survived=1))),
                ("sheets", *mutation.verdict("sheets", Counter(killed=64, survived=36)))]
    lines = mutation.summary(verdicts).splitlines()
    assert lines[-1].startswith("mutation gate") and "FAIL" in lines[-1]
    assert "geometry pass" in lines[-1] and "sheets FAIL" in lines[-1]
    assert "pass:" in mutation.summary(verdicts[:1]).splitlines()[-1]


def test_main_exits_1_when_a_group_fails_the_gate(mutation, monkeypatch, capsys) -> None:
    """main() with mutmut stubbed out: the exit status follows the verdicts, the per-group line stays."""
    monkeypatch.setattr(mutation, "mutmut_missing", lambda: None)
    monkeypatch.setattr(mutation, "prepare", lambda group, scratch: None)
    monkeypatch.setattr(mutation.subprocess, "run", lambda *a, **kw: None)
    scores = {"geometry": Counter(killed=95, survived=5), "sheets": Counter(killed=85, survived=15)}
    monkeypatch.setattr(mutation, "results", lambda scratch: (scores[scratch.name.split("-")[2]], []))
    assert mutation.main(["geometry"]) == 0
    assert mutation.main(["geometry", "sheets"]) == 1
    out = capsys.readouterr().out
    assert "sheets: 85 killed, 15 survived" in out
    assert out.splitlines()[-1].endswith("geometry pass, sheets FAIL")
    assert mutation.main(["sheets", "--min-score", "80"]) == 0


def test_main_without_mutmut_says_how_to_install_it_and_runs_nothing(mutation, monkeypatch, capsys) -> None:
    """mutmut is in the [dev] extra, not in [test]: a test venv running the tool gets a plain answer, exit 2."""
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "mutmut" else real(name, *a))
    monkeypatch.setattr(mutation, "prepare", lambda group, scratch: pytest.fail("prepared a scratch copy"))
    assert mutation.main(["geometry"]) == 2
    assert capsys.readouterr().err == ("error: mutmut is not installed for this Python\n"
                                       "  hint: `make mutation` installs it (the [dev] extra), or run: "
                                       "pip install -e '.[dev]'\n")


def test_the_check_parts_cover_every_check_module_once_and_their_tests_exist(mutation) -> None:
    """check/ is split into parts that run alone (check-tables, check-dice, ...): a module left out of every
    part would never be mutated by `make mutation`, one in two parts would be counted twice."""
    root = TOOL.parent.parent
    modules = sorted(p.relative_to(root).as_posix() for p in (root / "generator" / "check").glob("*.py"))
    parts = [m for name, (mods, _, _) in mutation.GROUPS.items() if name.startswith("check-") for m in mods]
    assert sorted(parts) == modules
    assert "check" not in mutation.DEFAULT and all(g in mutation.DEFAULT for g in mutation.GROUPS if g != "check")
    for name, (mods, tests, _) in mutation.GROUPS.items():
        for test in tests:
            assert (root / test).is_file(), f"{name}: {test}"
        for pattern in mods:
            assert list(root.glob(pattern)), f"{name}: {pattern} matches no module"


def test_registered_functions_are_undecorated_for_mutmut_with_the_same_registration(mutation, tmp_path) -> None:
    """mutmut 3 does not mutate decorated functions, and every check family and renderer is one; the scratch
    copy registers them by a call after the body instead, which must leave each module's meaning alone."""
    root = TOOL.parent.parent
    source = (root / "generator" / "check" / "dice.py").read_text(encoding="utf-8")
    changed = mutation.undecorate(source)
    assert "@family" not in changed and 'check_dice = family("dice")(check_dice)\n' in changed
    assert changed.index("def check_dice(") < changed.index('check_dice = family("dice")')
    assert changed.replace('check_dice = family("dice")(check_dice)\n', "").replace("\n", "") == \
        source.replace('@family("dice")\n', "").replace("\n", "")
    for path in [*(root / "generator" / "check").glob("*.py"), *(root / "generator" / "render" / "exports").glob("*.py")]:
        text = mutation.undecorate(path.read_text(encoding="utf-8"))
        compile(text, str(path), "exec")
        assert not re.search(r"^@(family|renderer)\(", text, re.M), path
        assert text.count(" = family(") + text.count(" = renderer(") == \
            len(re.findall(r"^@(family|renderer)\(", path.read_text(encoding="utf-8"), re.M))
    assert mutation.undecorate("@dataclass\nclass A:\n    x: int\n") == "@dataclass\nclass A:\n    x: int\n"
