"""The package layout keeps the pipeline's direction: no module imports one that imports it back.

Every import statement counts, including those inside functions (they still run,
only later), so a circle cannot hide behind a lazy import.
"""
from __future__ import annotations

import ast
from pathlib import Path

GENERATOR = Path(__file__).resolve().parents[2] / "generator"


def _modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    for f in GENERATOR.rglob("*.py"):
        parts = list(f.relative_to(GENERATOR.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (f, is_package)
    return found


def import_graph() -> dict[str, set[str]]:
    """module -> the generator modules it imports (a package import counts as its __init__)."""
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in modules.items():
        package = name.split(".") if is_package else name.split(".")[:-1]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package[: len(package) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                for alias in node.names:
                    if f"{target}.{alias.name}" in modules:
                        deps.add(f"{target}.{alias.name}")
                    elif target in modules:
                        deps.add(target)
            elif isinstance(node, ast.Import):
                deps.update(alias.name for alias in node.names if alias.name in modules)
        deps.discard(name)
        graph[name] = deps
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_relative_and_lazy_imports() -> None:
    graph = import_graph()
    assert "generator.load.game" in graph["generator.load"]             # from .game import ...
    assert "generator.render.cards.renderer" in graph["generator.render"]  # lazy, inside a function


def test_no_module_imports_one_that_imports_it_back() -> None:
    assert circles(import_graph()) == []


def test_stages_only_import_downwards() -> None:
    """The model imports no stage; load never imports check or render; check never imports a renderer module;
    a renderer never imports the check (what both need, such as the names a board is printed for, lives in
    the model)."""
    graph = import_graph()
    for name, deps in graph.items():
        if name.startswith("generator.load"):
            assert not {d for d in deps if d.startswith(("generator.check", "generator.render"))}, name
        if name.startswith("generator.check"):
            # the one entry point that renders a document whose Jinja loops or builds references as the build
            # does (DOC004/DOC005 at its line); the Jinja environment both parse with lives in load/templating.py
            allowed = ("generator.render.documents.preflight",)
            bad = {d for d in deps if d.startswith("generator.render") and d not in allowed
                   and d not in ("generator.render", "generator.render.documents")}
            assert not bad, (name, bad)
        if name.startswith("generator.model"):
            assert not {d for d in deps if d.startswith(("generator.load", "generator.check",
                                                         "generator.render"))}, name
        if name.startswith("generator.render"):
            assert not {d for d in deps if d.startswith("generator.check")}, name


def test_the_top_of_the_package_holds_no_loose_module() -> None:
    """A module lives in the package of its layer (app/, core/, load/, model/, check/, render/, write/,
    designer/); only the package's face and engine.py, the API a game's engine.py imports, stay on top."""
    assert sorted(p.name for p in GENERATOR.glob("*.py")) == ["__init__.py", "engine.py"]


def test_the_layers_hold() -> None:
    """core/ imports nothing of pnp outside itself; the write stage only core/; and no stage imports the
    command layer app/ (cli, build, watch, status...): commands call stages, never the other way round."""
    graph = import_graph()
    for name, deps in graph.items():
        if name.startswith("generator.core"):
            assert not {d for d in deps if not d.startswith("generator.core") and d != "generator"}, name
        if name.startswith("generator.write"):
            assert not {d for d in deps if not d.startswith(("generator.write", "generator.core"))}, name
        if not name.startswith("generator.app"):
            assert not {d for d in deps if d.startswith("generator.app")}, name
