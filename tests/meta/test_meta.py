"""Meta-tests that keep the parts honest: every rule id and schema field is documented."""
from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
from pathlib import Path

from generator import model
from generator.check.findings import RULES
from generator.load.schema import yaml_fields

ROOT = Path(__file__).resolve().parents[2]
LOAD_IDS = {"YAML001", "SCH001", "SCH002", "SCH003", "FILE001", "ENC001", "CSV001", "DUP001", "ENG000", "FILE002", "LIM001", "CHR001", "PATH001"}


def _ids_in_code() -> set[str]:
    ids: set[str] = set()
    for path in (ROOT / "generator").rglob("*.py"):
        ids |= set(re.findall(r'"([A-Z]{3}\d{3})"', path.read_text(encoding="utf-8")))
    return ids


def test_every_rule_id_is_documented_with_its_severity() -> None:
    doc = (ROOT / "docs" / "checks.md").read_text(encoding="utf-8")
    for rule in RULES.values():
        assert re.search(rf"\| {rule.id} \| {rule.severity} \|", doc), f"{rule.id} missing from docs/checks.md"
    for rule_id in LOAD_IDS:
        assert f"| {rule_id} |" in doc


def test_every_id_the_code_uses_is_catalogued() -> None:
    assert _ids_in_code() <= set(RULES) | LOAD_IDS


def test_every_schema_field_has_a_doc_and_is_in_the_format_doc() -> None:
    doc = (ROOT / "docs" / "content-format.md").read_text(encoding="utf-8")
    classes = [c for c in vars(model).values() if dataclasses.is_dataclass(c) and isinstance(c, type)
               and c.__module__.startswith(model.__name__) and c is not model.IntRange]
    assert len(classes) > 10
    for cls in classes:
        assert cls.__doc__, f"{cls.__name__} has no docstring"
        for f in dataclasses.fields(cls):
            assert f.metadata.get("doc"), f"{cls.__name__}.{f.name} has no doc"
        if cls in (model.Card,):
            continue
        for f in yaml_fields(cls):
            assert f"`{f.name}`" in doc, f"{cls.__name__}.{f.name} is not in docs/content-format.md"


def test_check_imports_neither_reportlab_nor_weasyprint() -> None:
    """`pnp check` stays fast: no renderer, no template engine, no progress display (in one process, so
    every game is checked where sys.modules can be read). The one fixture left out holds a Jinja slip in its
    rulebook, which only Jinja's own parser may judge (DOC006): that check imports Jinja, and only it; so is
    the one whose map prints over a picture (map-art), which Pillow decodes whole (MAP013): it imports Pillow,
    and only it."""
    code = ("import sys\nfrom generator.app.cli import app\n"
            "try:\n    app(['check', '--content', sys.argv[1], '--jobs', '1', *sys.argv[2:]])\nexcept SystemExit:\n"
            "    pass\nheavy = sorted({m.split('.')[0] for m in sys.modules} & {'reportlab', 'weasyprint', 'PIL', "
            "'pypdfium2', 'jinja2', 'rich', 'fontTools'})\n"
            "print('HEAVY', heavy)\n")
    games = ROOT / "tests" / "fixtures" / "games"
    ids = sorted(p.name for p in games.iterdir() if p.is_dir() and p.name not in ("doc-syntax", "map-art"))
    out = subprocess.run([sys.executable, "-c", code, str(games), *ids],
                         capture_output=True, text=True, check=True).stdout
    assert "HEAVY []" in out
    out = subprocess.run([sys.executable, "-c", code, str(games), "doc-syntax", "clean"],
                         capture_output=True, text=True, check=True).stdout
    assert "HEAVY ['jinja2']" in out
    out = subprocess.run([sys.executable, "-c", code, str(games), "map-art", "clean", "--no-cache"],
                         capture_output=True, text=True, check=True).stdout
    assert "HEAVY ['PIL']" in out


def _fired_in_tests() -> set[str]:
    """Rule ids some test asserts at an exact place: the literal rule argument of every assert_fires call,
    and the rule column of test_check_rules.SCENARIOS (whose test passes each row to assert_fires; read as the
    literal it is, not imported, as that test file lives in another folder of tests/)."""
    import ast

    fired: set[str] = set()
    scenarios: dict = {}
    for path in (ROOT / "tests").rglob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if path.name == "test_check_rules.py" and isinstance(node, ast.Assign) \
                    and [getattr(t, "id", None) for t in node.targets] == ["SCENARIOS"]:
                scenarios = ast.literal_eval(node.value)
            name = getattr(node, "func", None)
            if isinstance(node, ast.Call) and getattr(name, "id", getattr(name, "attr", "")) == "assert_fires":
                args = [*node.args, *(k.value for k in node.keywords if k.arg == "rule")]
                fired |= {a.value for a in args[1:2] if isinstance(a, ast.Constant) and isinstance(a.value, str)}
    assert scenarios, "no SCENARIOS literal found in tests/**/test_check_rules.py"
    return fired | {row[1] for row in scenarios.values()}


def _documented_ids() -> set[str]:
    doc = (ROOT / "docs" / "checks.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\| ([A-Z]{2,4}\d{3}) \|", doc, flags=re.M))


def test_every_documented_rule_fires_in_a_test_at_an_exact_place() -> None:
    documented = set(RULES) | LOAD_IDS | _documented_ids()
    assert len(documented) >= len(RULES) + len(LOAD_IDS)
    unfired = sorted(documented - _fired_in_tests())
    assert not unfired, (f"rules with no firing test: {', '.join(unfired)}; add a scenario to "
                         "tests/fixtures/make_scenarios.py and a row to tests/check/test_check_rules.py SCENARIOS "
                         "(or call conftest.assert_fires with the rule id)")


def test_ci_runs_every_benchmark_in_its_quick_mode() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "make test" in ci and "make bench-quick" in ci
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = makefile.split("\nbench-quick:", 1)[1].split("\n\n", 1)[0]
    for bench in sorted((ROOT / "bench").glob("*.py")):
        assert f"bench/{bench.name} --quick" in recipe, f"make bench-quick does not run {bench.name} --quick"
        source = bench.read_text(encoding="utf-8")
        assert '"--quick"' in source and "return 0 if ok else 1" in source, f"{bench.name}: no gated quick mode"


def _installs(target: str) -> list[str]:
    """What `make TARGET` would pip install into a fresh .venv (make -n -B: printed, not run)."""
    done = subprocess.run(["make", "-n", "-B", target], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return [line.split("pip install --quiet ", 1)[1] for line in done.stdout.splitlines()
            if "pip install --quiet " in line and "--upgrade pip" not in line]


def test_make_installs_what_each_target_needs_and_no_more() -> None:
    """`make build` gives a user pnp and its runtime dependencies; the test tools come with `make test`, mutation
    and the linter (which `make test` runs first) with `make test` and `make lint`, mutation testing with `make
    mutation` (tests/meta/test_wheel.py checks what each extra holds)."""
    assert _installs("build") == _installs("check") == _installs("bench-quick") == ["-e ."]
    assert _installs("test") == _installs("lint") == _installs("typecheck") == ["-e .", "-e '.[test]'"]
    assert _installs("mutation") == ["-e .", "-e '.[test]'", "-e '.[dev]'"]


def test_make_test_type_checks_generator_first() -> None:
    """`make test` (and so CI) runs mypy over generator/ before the suite, with the settings pyproject.toml gives."""
    import tomllib

    done = subprocess.run(["make", "-n", "-B", "test"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    steps = [line for line in done.stdout.splitlines() if "mypy" in line or "pytest" in line]
    assert steps[0].endswith("python -m mypy") and "pytest" in steps[-1], steps
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["files"] == ["generator"]
    assert config["check_untyped_defs"] and config["warn_unused_ignores"] and config["no_implicit_optional"]
    assert "ignore-without-code" in config["enable_error_code"]
    assert not config.get("ignore_missing_imports"), "only the untyped libraries' overrides may ignore imports"


def test_every_type_ignore_says_what_it_silences_and_why() -> None:
    """A `type: ignore` in generator/ names its error code and carries a reason: a comment after it, or on the
    line just above."""
    unexplained = []
    for path in sorted((ROOT / "generator").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(lines):
            found = re.search(r"#\s*type:\s*ignore(\[[a-z, -]+\])?(.*)$", line)
            if found is None:
                continue
            above = lines[n - 1].strip() if n else ""
            reason = found.group(2).strip().lstrip("#").strip() or (above[1:].strip() if above.startswith("#") else "")
            if not found.group(1) or not reason:
                unexplained.append(f"{path.relative_to(ROOT)}:{n + 1}: {line.strip()}")
    assert not unexplained, "\n".join(unexplained)


def _model_classes(cls: type, seen: list[type]) -> list[type]:
    """Every model dataclass reachable from `cls` through its field types."""
    import typing

    if cls in seen:
        return seen
    seen.append(cls)
    hints = typing.get_type_hints(cls)
    for f in dataclasses.fields(cls):
        stack = [hints[f.name]]
        while stack:
            tp = stack.pop()
            stack.extend(typing.get_args(tp))
            if isinstance(tp, type) and dataclasses.is_dataclass(tp):
                _model_classes(tp, seen)
    return seen


def test_every_model_field_an_invariant_can_read_is_documented() -> None:
    doc = (ROOT / "docs" / "content-format.md").read_text(encoding="utf-8")
    section = doc[doc.index("#### What an invariant sees: the model"):]
    rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| `(\w+)` \| [^|]+ \| (.+) \|$", section, re.M)}
    for cls in _model_classes(model.Game, []):
        assert cls.__name__ in rows, f"{cls.__name__} is missing from the model table in docs/content-format.md"
        listed = set(re.findall(r"`(\w+)`", rows[cls.__name__]))
        fields = {f.name for f in dataclasses.fields(cls)} - {"loc", "path", "source"}
        assert fields <= listed, f"{cls.__name__}: {sorted(fields - listed)} not documented"


def test_docs_words_lists_every_word_pnp_prints_and_loads_as_a_games_own_words(tmp_path) -> None:
    """docs/words.md is what tools/own_words.py writes from the language files, and its block, copied as it is
    into a game written in a language pnp has no file for (ijsbaan, Dutch), loads without a problem."""
    import shutil
    import subprocess
    import sys

    from generator.load import load_game

    assert subprocess.run([sys.executable, str(ROOT / "tools" / "own_words.py"), "--check"]).returncode == 0, \
        "docs/words.md is stale: run .venv/bin/python tools/own_words.py"
    page = (ROOT / "docs" / "words.md").read_text(encoding="utf-8")
    block = page.split("```yaml\n", 1)[1].split("```", 1)[0]
    game = tmp_path / "ijsbaan"
    shutil.copytree(ROOT / "tests" / "corpus" / "ijsbaan", game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "translations").mkdir()
    (game / "translations" / "nl.yaml").write_text(block, encoding="utf-8")
    words = load_game(game).game.words
    assert words is not None and len(words.text) == block.count("\n") - 1


def test_no_module_constant_is_assigned_twice() -> None:
    # prose.py held `_DETERMINERS` and `_COMPARING` twice and example_text.py `_ORDINALS`: the later list silently
    # replaced the earlier one for every function of the module, whatever its author meant (found in session 33)
    import ast

    twice = []
    for path in sorted((ROOT / "generator").rglob("*.py")):
        seen: set[str] = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            names = [t.id for t in node.targets if isinstance(t, ast.Name)] if isinstance(node, ast.Assign) else \
                [node.target.id] if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) \
                and node.value is not None else []
            for name in names:
                if name.lstrip("_").isupper() and name in seen:
                    twice.append(f"{path.relative_to(ROOT)}: {name}")
                seen.add(name)
    assert twice == []
