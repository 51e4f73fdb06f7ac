"""tests/ mirrors the source tree (docs/testing.md "Where a test lives"): a test file sits in the folder of the
package it tests (tests/render/cards/ for generator/render/cards/), never at the top of tests/, which holds
conftest.py and the helper modules the folders share.

The folders that mirror no package say what they hold, here. Each test file is imported by pytest as a
top-level module named after the file (there is no __init__.py in tests/), from its own folder: so a name is
used once in the whole tree, and a test file imports another only from its own folder (a helper two folders
share goes in a helper module at the top of tests/). Each rule is a function of a repository root, run on
this repository and, to show it bites, on a small tree made in tmp_path with one mistake of each kind."""
from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# folders of tests/ that mirror no package or module of generator/, and what belongs in each
OTHER_FOLDERS = {
    "e2e": "what runs through the CLI across every stage: the shipped games and their errata, the fixture games "
           "that check and build, the tutorial, hostile input",
    "meta": "what judges the repository as a whole: docs against code, imports, generic code, the wheel, "
            "the dependency floors, this file",
    "tools": "the scripts of tools/, one test file each",
    # until the printed-text families move into a package of their own (issue 27 step 3): then this entry
    # goes, as the folder mirrors generator/check/text/ (the first test below says so)
    "check/text": "the printed-text rules of check/ (printed*, prose, claims, readings, words, sums, list and "
                  "note counts, the TXT rules)",
}


def _test_files(root: Path) -> list[Path]:
    return sorted((root / "tests").rglob("test_*.py"))


def _folder(root: Path, path: Path) -> str:
    return path.parent.relative_to(root / "tests").as_posix()


def _mirrors(root: Path, folder: str) -> bool:
    """Whether tests/<folder> mirrors a package of generator/ (or a module of it, as engine.py)."""
    return (root / "generator" / folder / "__init__.py").is_file() or (root / "generator" / f"{folder}.py").is_file()


def _imported(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every import in a file, those inside functions too."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
    return found


def _suggested_folder(root: Path, path: Path) -> str:
    """The folder of tests/ mirroring the package the file imports most from, and why (a hint, not a rule)."""
    counts: Counter[str] = Counter()
    for _, name in _imported(path):
        parts = name.split(".")
        if parts[0] != "generator":
            continue
        while len(parts) > 1 and not _mirrors(root, "/".join(parts[1:])):
            parts.pop()
        if len(parts) > 1:
            counts["/".join(parts[1:])] += 1
    if not counts:
        return "e2e/` (it imports no package of generator/)"
    return f"{counts.most_common(1)[0][0]}/` (the package it imports most)"


def loose_files(root: Path) -> list[str]:
    """A test file at the top of tests/."""
    return [f"tests/{p.name}: a test file lives in the folder of what it tests, not at the top of tests/: move it "
            f"with `git mv tests/{p.name} tests/{_suggested_folder(root, p)}, or "
            f"to the folder of the package it is about (docs/testing.md \"Where a test lives\")"
            for p in _test_files(root) if p.parent == root / "tests"]


def stray_folders(root: Path) -> list[str]:
    """A folder of tests/ with test files that mirrors no package of generator/ and is not in OTHER_FOLDERS."""
    folders = sorted({_folder(root, p) for p in _test_files(root) if p.parent != root / "tests"})
    return [f"tests/{folder}/ holds test files but mirrors no package of generator/ (no generator/{folder}/"
            f"__init__.py): move each file to the folder of the package it tests, or add the folder to "
            f"OTHER_FOLDERS in tests/meta/{Path(__file__).name} saying what it holds"
            for folder in folders if not _mirrors(root, folder) and folder not in OTHER_FOLDERS]


def names_twice(root: Path) -> list[str]:
    """A test file name used in two folders, or an __init__.py in tests/ (outside the fixture games)."""
    files = _test_files(root)
    counts = Counter(p.name for p in files)
    problems = [f"{name} is " + " and ".join(str(p.relative_to(root)) for p in files if p.name == name)
                + ": pytest imports each test file by its name alone; rename one"
                for name, n in counts.items() if n > 1]
    problems += [f"{p.relative_to(root)}: tests/ has no __init__.py (each test file is a module named after "
                 f"itself); remove it" for p in sorted((root / "tests").rglob("__init__.py"))
                 if p.relative_to(root / "tests").parts[0] not in ("fixtures", "corpus")]
    return problems


def crossing_imports(root: Path) -> list[str]:
    """A test file importing a test file of another folder: found or not by the order pytest collects in."""
    where = {p.stem: p.parent for p in _test_files(root)}
    return [f"{path.relative_to(root)}:{line} imports {name} from {(where[name] / f'{name}.py').relative_to(root)}"
            f": a test file imports another only from its own folder (pytest puts that folder on sys.path, no "
            f"other); move what both use to a helper module at the top of tests/, as gamecopy.py"
            for path in _test_files(root) for line, name in _imported(path)
            if name in where and where[name] != path.parent]


def test_the_folders_that_mirror_no_package_still_mirror_none() -> None:
    assert [name for name in OTHER_FOLDERS if _mirrors(ROOT, name)] == [], \
        "generator/ has such a package now: take its folder out of OTHER_FOLDERS"


def test_no_test_file_sits_at_the_top_of_tests() -> None:
    problems = loose_files(ROOT)
    assert not problems, "\n".join(problems)


def test_every_folder_of_tests_mirrors_a_package_or_says_what_it_holds() -> None:
    problems = stray_folders(ROOT)
    assert not problems, "\n".join(problems)


def test_a_test_file_name_is_used_once_in_tests() -> None:
    problems = names_twice(ROOT)
    assert not problems, "\n".join(problems)


def test_a_test_file_imports_other_test_files_of_its_own_folder_only() -> None:
    problems = crossing_imports(ROOT)
    assert not problems, "\n".join(problems)


def test_each_rule_finds_its_mistake_in_a_small_tree(tmp_path: Path) -> None:
    files = {"generator/__init__.py": "", "generator/render/__init__.py": "", "generator/render/cards/__init__.py": "",
             "generator/engine.py": "",
             "tests/conftest.py": "", "tests/gamecopy.py": "",
             "tests/test_loose.py": "from generator.render.cards import renderer\nfrom generator.render import units\n"
                                    "from generator.render.cards.sheets import draw\n",
             "tests/render/cards/test_sheets.py": "from test_helpers_here import x\n",
             "tests/render/cards/test_helpers_here.py": "",
             "tests/engine/test_rules.py": "import gamecopy\n",
             "tests/e2e/test_games.py": "def test_x():\n    from test_sheets import y\n",
             "tests/boards/test_sheets.py": "",
             "tests/render/__init__.py": "",
             "tests/fixtures/games/a/__init__.py": ""}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert loose_files(tmp_path) == [
        "tests/test_loose.py: a test file lives in the folder of what it tests, not at the top of tests/: move it "
        "with `git mv tests/test_loose.py tests/render/cards/` (the package it imports most), or to the folder of "
        "the package it is about (docs/testing.md \"Where a test lives\")"]
    assert stray_folders(tmp_path) == [
        "tests/boards/ holds test files but mirrors no package of generator/ (no generator/boards/__init__.py): "
        "move each file to the folder of the package it tests, or add the folder to OTHER_FOLDERS in "
        "tests/meta/test_tests_tree.py saying what it holds"]
    assert names_twice(tmp_path) == [
        "test_sheets.py is tests/boards/test_sheets.py and tests/render/cards/test_sheets.py: pytest imports each "
        "test file by its name alone; rename one",
        "tests/render/__init__.py: tests/ has no __init__.py (each test file is a module named after itself); "
        "remove it"]
    crossing = crossing_imports(tmp_path)
    assert [c.split(": a test file")[0] for c in crossing] == [
        "tests/e2e/test_games.py:2 imports test_sheets from tests/render/cards/test_sheets.py"]
