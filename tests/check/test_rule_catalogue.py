"""The rule catalogue against the code: every check rule is declared once (generator/check/catalogue.py
`declare`) beside the code that reports it, under the family that reports it, with a row of docs/checks.md at its
severity and a test or fixture that names it.

The check modules are read as syntax trees, not run: a module's `report("XXX", ...)` calls (and the findings
waivers.py builds with `Finding("XXX", ...)`) give the rules it reports; its `@family("...")` decorators, or
for a helper module the families of the modules that import it, give the families it reports for.
"""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from generator.check import FAMILIES
from generator.check import catalogue
from generator.check.catalogue import ANY_FAMILY, RULES, RuleInfo, declare
from generator.app.rule_docs import LOAD_TITLES

ROOT = Path(__file__).resolve().parents[2]
CHECK = ROOT / "generator" / "check"
RULE_ID = re.compile(r"[A-Z]{3}\d{3}")


@dataclass
class Module:
    """What one check module's source says about rules."""

    name: str
    families: list[str] = field(default_factory=list)        # its @family decorators
    imports: set[str] = field(default_factory=set)           # sibling modules it imports (anywhere in it)
    declared: dict[str, dict] = field(default_factory=dict)  # rule id -> declare()'s keyword values
    reports: dict[str, int] = field(default_factory=dict)    # rule id -> first line reporting it
    passes_on: list[int] = field(default_factory=list)       # lines of reports whose rule is not written there


class _Scopes:
    """Where a name in a module gets its value: assignments in its function or at the top level, and for a
    function's parameter, the arguments the module's calls of that function pass."""

    def __init__(self, tree: ast.Module) -> None:
        self.top: dict[str, list[ast.AST]] = {}
        for n in tree.body:
            if isinstance(n, ast.Assign):
                for target in n.targets:
                    if isinstance(target, ast.Name):
                        self.top.setdefault(target.id, []).append(n.value)
        self.functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
        self.scope_of: dict[int, ast.AST] = {}
        for fn in self.functions:   # outer functions first (ast.walk is breadth first): an inner one overwrites
            for node in ast.walk(fn):
                self.scope_of[id(node)] = fn
        self.calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]

    def strings(self, node: ast.AST, depth: int = 0) -> tuple[set[str], bool]:
        """The rule ids an expression can be (a literal, either side of `a if c else b`, a name given such a
        value), and whether it can also be one that comes from elsewhere (a load problem's, an engine fault's)."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return {node.value}, False
        if isinstance(node, ast.IfExp):
            (a, open_a), (b, open_b) = self.strings(node.body, depth), self.strings(node.orelse, depth)
            return a | b, open_a or open_b
        if not isinstance(node, ast.Name) or depth > 8:
            return set(), True
        fn = self.scope_of.get(id(node))
        values = [*(_assignments(fn).get(node.id, []) if fn is not None else []), *self.top.get(node.id, [])]
        if fn is not None and not values:
            values = self._arguments(fn, node.id)
        if not values:
            return set(), True
        out: set[str] = set()
        passed_on = False
        for value in values:
            got, open_ = self.strings(value, depth + 1)
            out |= got
            passed_on = passed_on or open_
        return out, passed_on

    def _arguments(self, fn: ast.AST, param: str) -> list[ast.AST]:
        names = [a.arg for a in (*fn.args.posonlyargs, *fn.args.args)]
        out: list[ast.AST] = []
        for call in self.calls:
            if call.func.id != fn.name:
                continue
            given = [k.value for k in call.keywords if k.arg == param]
            if not given and param in names and names.index(param) < len(call.args):
                given = [call.args[names.index(param)]]
            out += given
        return out


def _assignments(scope: ast.AST) -> dict[str, list[ast.AST]]:
    out: dict[str, list[ast.AST]] = {}
    for node in ast.walk(scope):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    out.setdefault(target.id, []).append(node.value)
    return out


def read_module(name: str, source: str) -> Module:
    tree = ast.parse(source)
    mod = Module(name)
    scopes = _Scopes(tree)
    for fn in scopes.functions:
        for dec in fn.decorator_list:
            if (isinstance(dec, ast.Call) and getattr(dec.func, "id", "") == "family" and dec.args
                    and isinstance(dec.args[0], ast.Constant)):
                mod.families.append(dec.args[0].value)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                mod.imports.add(node.module.split(".")[0])
            else:
                mod.imports |= {a.name for a in node.names}
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id == "declare" and isinstance(node.args[0], ast.Constant):
            kw = {}
            for k in node.keywords:
                kw[k.arg] = ("ANY_FAMILY" if isinstance(k.value, ast.Name) and k.value.id == "ANY_FAMILY"
                             else ast.literal_eval(k.value) if k.arg != "reason" else "given")
            mod.declared[node.args[0].value] = kw
        elif (isinstance(func, ast.Attribute) and func.attr == "report") or \
                (isinstance(func, ast.Name) and func.id == "Finding"):
            rules, passed_on = scopes.strings(node.args[0])
            if passed_on:
                mod.passes_on.append(node.lineno)
            for rule in rules:
                mod.reports.setdefault(rule, node.lineno)
    return mod


def families_of(modules: dict[str, Module]) -> dict[str, set[str]]:
    """The families each module reports for: its own; a helper's are those of the modules that import it; a
    module no family imports (waivers.py, which check_game applies itself) reports under its own name."""
    out = {name: set(m.families) for name, m in modules.items()}
    changed = True
    while changed:
        changed = False
        for name, m in modules.items():
            for imported in m.imports:
                if imported in out and not modules[imported].families and not out[name] <= out[imported]:
                    out[imported] |= out[name]
                    changed = True
    for name, fams in out.items():
        if not fams and modules[name].reports:
            fams.add(name)
    return out


def _modules() -> dict[str, Module]:
    return {p.stem: read_module(p.stem, p.read_text(encoding="utf-8")) for p in sorted(CHECK.glob("*.py"))}


MODULES = _modules()
FAMILY_OF = families_of(MODULES)
STAGE_MODULES = {name for name, fams in FAMILY_OF.items() if fams == {name} and not MODULES[name].families}   # reports under its own name


def _declared_in() -> dict[str, str]:
    return {rule: name for name, m in MODULES.items() for rule in m.declared}


def _literal_outside_check() -> dict[str, set[str]]:
    """Rule id -> the generator/ files outside check/ that write it (the load, engine-call and build code that
    makes a problem a check family passes on, or that only the build finds)."""
    out: dict[str, set[str]] = {}
    for path in (ROOT / "generator").rglob("*.py"):
        if CHECK in path.parents or path.name == "rule_docs.py":
            continue
        for rule in set(re.findall(r'"([A-Z]{3}\d{3})"', path.read_text(encoding="utf-8"))):
            out.setdefault(rule, set()).add(str(path.relative_to(ROOT)))
    return out


def test_the_declarations_are_the_catalogue() -> None:
    declared = [rule for m in MODULES.values() for rule in m.declared]
    assert len(declared) == len(set(declared)), "a rule is declared twice"
    assert sorted(declared) == list(RULES), "RULES differs from the declare() calls of generator/check/"
    for rule, name in _declared_in().items():
        kw = MODULES[name].declared[rule]
        info = RULES[rule]
        assert (kw["family"], kw["severity"]) == (info.family, info.severity), rule
    assert MODULES["catalogue"].declared == {}, "catalogue.py declares no rule of its own"


def test_every_reported_rule_is_declared() -> None:
    unknown = sorted(f"generator/check/{name}.py:{line} reports {rule}" for name, m in MODULES.items()
                     for rule, line in m.reports.items() if rule not in RULES and rule not in LOAD_TITLES)
    assert not unknown, "rules reported but never declared:\n" + "\n".join(unknown)


def test_every_rule_is_reported_under_its_declared_family() -> None:
    wrong = []
    for name, m in MODULES.items():
        for rule, line in m.reports.items():
            if rule in LOAD_TITLES:   # a load rule a family may report too (PATH001): not the catalogue's
                continue
            info = RULES[rule]
            for fam in sorted(FAMILY_OF[name]):
                if not info.reported_by(fam):
                    wrong.append(f"generator/check/{name}.py:{line} reports {rule} for family '{fam}', but {rule} "
                                 f"is declared under '{info.family}'" + (f" (shared with {', '.join(info.shared)})"
                                                                         if info.shared else ""))
    assert not wrong, ("declare each rule under the family that reports it, or move the code; a rule several "
                       "families must report lists them in shared=, with a reason:\n" + "\n".join(wrong))


def test_each_rule_is_declared_beside_its_code_under_a_real_family() -> None:
    known = set(FAMILIES) | STAGE_MODULES
    for rule, name in _declared_in().items():
        info = RULES[rule]
        if info.shared == ANY_FAMILY:   # Context reports it for every family: declared where Context is
            assert name == "findings", f"{rule}: a rule for any family is declared in findings.py, beside Context"
            continue
        assert info.family in known, f"{rule}: family '{info.family}' is no registered family"
        assert info.family in FAMILY_OF[name], (f"{rule} is declared in {name}.py, which reports for "
                                                f"{sorted(FAMILY_OF[name])}, not '{info.family}'")
        for other in info.shared:
            assert other in known and other != info.family, f"{rule}: shared with '{other}', no other family"
            assert any(rule in m.reports and other in FAMILY_OF[n] for n, m in MODULES.items()), \
                f"{rule} says family '{other}' reports it too, but no module of '{other}' does"


def test_a_rule_no_check_code_writes_comes_from_load_engine_or_build_code() -> None:
    """A rule no report() call names is passed on by the module that declares it (a load problem's, an engine
    fault's) or found only by `pnp build` (its title says so): either way the code that makes it writes its id."""
    written = _literal_outside_check()
    reported = {rule for m in MODULES.values() for rule in m.reports}
    for rule, name in _declared_in().items():
        if rule in reported:
            continue
        assert rule in written, f"{rule} is declared in {name}.py but nothing reports it"
        if "(found by pnp build)" in RULES[rule].title:
            assert any(f.startswith("generator/render/") for f in written[rule]), rule
        else:
            assert MODULES[name].passes_on, (f"{rule} is declared in {name}.py, which passes on no rule it does "
                                             f"not write: declare it where {sorted(written[rule])} is reported")


def test_every_rule_has_a_docs_row_at_its_severity_and_a_test() -> None:
    doc = (ROOT / "docs" / "checks.md").read_text(encoding="utf-8")
    named = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("*.py")
                      if p.name != "test_rule_catalogue.py")
    for info in RULES.values():
        assert re.search(rf"^\| {info.id} \| {info.severity} \|", doc, re.M), \
            f"{info.id}: no row '| {info.id} | {info.severity} |' in docs/checks.md"
        assert re.search(rf"\b{info.id}\b", named), f"{info.id}: no test or fixture names it"


# The scanner itself, on small sources: what it must catch.

def test_the_scanner_resolves_rule_ids_written_in_the_function_or_module() -> None:
    source = '''
RULE = "LAY014"

@family("sums")
def run(ctx):
    rule = "FIT002" if ctx.card else "FIT001"
    ctx.report(rule, loc, "x")
    ctx.report("TXT009", loc, "y")
    run.ctx.report(RULE, loc, "z")
    ctx.report(problem.rule, loc, "passed on")
    ctx.report("ICO005" if problem.rule == "YAML001" else problem.rule, loc, "half")
    Finding("WAV001", "warning", "g", loc, "m")

def report(t, what):   # a local helper named report is not Context.report
    report(t, "w")

def claim(ctx, rule):
    ctx.report(rule, loc, "a parameter")

claim(ctx, "TXT003")
claim(ctx, rule="TXT002")
'''
    mod = read_module("sums", source)
    assert mod.families == ["sums"]
    assert set(mod.reports) == {"FIT001", "FIT002", "TXT009", "LAY014", "ICO005", "WAV001", "TXT003", "TXT002"}
    assert mod.reports["TXT009"] == 8
    assert mod.passes_on == [10, 11]


def test_a_helper_reports_for_the_families_that_import_it() -> None:
    modules = {
        "sums": read_module("sums", 'from .helper import go\n@family("sums")\ndef f(ctx): go(ctx)\n'),
        "rolls": read_module("rolls", '@family("rolls")\ndef f(ctx):\n    from .helper import go\n    go(ctx)\n'),
        "helper": read_module("helper", 'from .deeper import x\ndef go(ctx): ctx.report("TXT009", l, "m")\n'),
        "deeper": read_module("deeper", 'def x(ctx): ctx.report("TXT007", l, "m")\n'),
        "stage": read_module("stage", 'def waive(ctx): return Finding("WAV001", "warning", "", l, "m")\n'),
    }
    fams = families_of(modules)
    assert fams["helper"] == fams["deeper"] == {"sums", "rolls"}
    assert fams["stage"] == {"stage"}


def test_a_rule_under_another_family_is_what_the_meta_test_reports() -> None:
    """TXT009 declared under 'printed' but reported by the sums family (issue 27's example) is refused."""
    info = RuleInfo("TXT009", "printed", "error", "a printed sum is wrong")
    assert not info.reported_by("sums")
    assert RuleInfo("TXT001", "printed", "error", "t", ("list columns",), "why").reported_by("list columns")
    assert RuleInfo("ENG001", "engine", "error", "t", ANY_FAMILY, "why").reported_by("anything")


# The catalogue's own guards.

def test_a_rule_declared_twice_or_without_a_reason_for_sharing_is_refused(monkeypatch) -> None:
    monkeypatch.setattr(catalogue, "_sealed", False)
    monkeypatch.setattr(catalogue, "_DECLARED", {})
    declare("ABC001", family="f", severity="error", title="one")
    with pytest.raises(ValueError, match="rule id ABC001 defined twice"):
        declare("ABC001", family="g", severity="error", title="again")
    with pytest.raises(ValueError, match="shared with g but says no reason"):
        declare("ABC002", family="f", severity="error", title="t", shared=("g",))
    with pytest.raises(ValueError, match="severity 'fatal' is none of error, warning, note"):
        declare("ABC003", family="f", severity="fatal", title="t")
    with pytest.raises(ValueError, match="'AB004' is not three capitals and three digits"):
        declare("AB004", family="f", severity="error", title="t")


def test_the_catalogue_is_never_read_in_part(monkeypatch) -> None:
    """Declaring after the package is imported, or reading RULES while it is still importing, is refused."""
    with pytest.raises(RuntimeError, match="declared after the catalogue was complete"):
        declare("ABC001", family="f", severity="error", title="late")
    monkeypatch.setattr(catalogue, "_sealed", False)
    with pytest.raises(RuntimeError, match="read while generator/check/ was still being imported"):
        catalogue._Catalogue()["TXT009"]


def test_the_catalogue_is_whole_whichever_module_is_imported_first() -> None:
    code = ("import sys\nimport importlib\nimportlib.import_module(sys.argv[1])\n"
            "from generator.check.catalogue import RULES\nprint(len(RULES), ','.join(RULES))")
    seen = {subprocess.run([sys.executable, "-c", code, first], capture_output=True, text=True, check=True,
                           cwd=ROOT).stdout for first in ("generator.check.catalogue", "generator.check.sums",
                                                          "generator.check.selection", "generator.app.report")}
    assert seen == {f"{len(RULES)} {','.join(RULES)}\n"}
