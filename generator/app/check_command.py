"""`pnp check`'s work, apart from its command-line options (generator/app/cli.py reads them with typer,
generator/app/main.py reads the common forms without it): the chosen games checked, each remembered or loaded
and checked side by side, the findings printed in the chosen format, --fix's rewrites.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional

from ..core.errors import GeneratorError, LoadError


def run_check(games: list[str], fmt: str, content: Optional[Path], strict: bool, no_cache: bool, jobs: Optional[int],
              select_rules: list[str], ignore_rules: list[str], fix: bool, dry_run: bool,
              echo: Callable[..., None]) -> int:
    """`pnp check`'s work once its options are read: the exit code (0 clean, 1 errors, 2 unusable input)."""
    from ..load.discover import find_project, select
    from .report import render

    if dry_run and not fix:
        raise GeneratorError("--dry-run goes with --fix", "run pnp check --fix --dry-run to see the rewrites")
    if fix and fmt != "text":
        raise GeneratorError(f"--fix prints a diff, which --format {fmt} cannot hold",
                             "run pnp check --fix with the text format, then --format for the report")
    chosen = _rule_patterns(select_rules, "--select"), _rule_patterns(ignore_rules, "--ignore")
    folders = select(find_project(content), games)
    findings, unusable = _check_folders(folders, strict, no_cache, jobs, chosen)
    if fix:
        from .fix import checked_again, plan_fixes, summary, write_plans

        plans, left = plan_fixes(findings, folders.values(), _placeholder_printer())
        plans, left = checked_again(plans, left, folders, findings,
                                    lambda g, f: _chosen(_check_one(g, f, strict)[0], chosen))
        for plan in plans:
            echo(plan.diff())
        for item in left:
            echo(str(item))
        problems = [] if dry_run else write_plans(plans)
        for problem in problems:
            echo(problem, err=True)
        echo(summary(plans, left, dry_run))
        if dry_run:
            return 2 if unusable else 1 if any(f.severity == "error" for f in findings) else 0
        if plans:   # the exit code is the check's of the rewritten files
            findings, unusable = _check_folders(folders, strict, no_cache, jobs, chosen)
    echo(render(fmt, list(folders), findings))
    if unusable:
        return 2
    return 1 if any(f.severity == "error" for f in findings) else 0


def _check_one(game_id: str, folder: Path, strict: bool) -> tuple[list, bool]:
    """(findings, unusable) of one game: its check, or its load problems when it cannot be loaded."""
    from ..check import check_game
    from ..load import load_game
    from .report import problem_findings

    try:
        return check_game(load_game(folder), strict=strict), False
    except LoadError as exc:
        return problem_findings(game_id, exc.problems), True


def _rule_patterns(values: list[str], option: str) -> tuple[str, ...]:
    """The rule patterns of --select/--ignore; a pattern naming no rule is refused (exit 2) with a hint."""
    if not values:
        return ()
    from ..check.selection import parse_patterns, pattern_problem

    patterns = parse_patterns(values)
    for p in patterns:
        wrong = pattern_problem(p)
        if wrong is not None:
            raise GeneratorError(f"{option}: {wrong[0]}", wrong[1])
    return tuple(p.upper() for p in patterns)


def _placeholder_printer() -> Callable[[Path, str], str]:
    """What a value placeholder prints in a game's documents, each game loaded once (pnp check --fix)."""
    from ..load import load_game
    from ..render.documents.markdown import placeholder_text

    loaded: dict[Path, Any] = {}

    def printed(folder: Path, expression: str) -> str:
        if folder not in loaded:
            loaded[folder] = load_game(folder)
        return placeholder_text(loaded[folder], expression)

    return printed


def _check_folders(folders: dict[str, Path], strict: bool, no_cache: bool, jobs: Optional[int],
                   chosen: tuple[tuple[str, ...], tuple[str, ...]]) -> tuple[list, bool]:
    """(findings, whether some game could not be used) of `pnp check` over the chosen games."""
    from . import check_cache, check_pool
    from ..core import pictures
    from ..core.cache import cache_dir

    root = None if no_cache else cache_dir()

    pictures.REMEMBER = not no_cache   # --no-cache judges every picture again too
    toolchain = check_cache.toolchain_stamp() if root is not None else ""
    # each folder's state before its key: a file written during the check keeps its findings out of the cache
    states = {g: check_cache.folder_state(f) if root is not None else () for g, f in folders.items()}
    keys = {g: check_cache.game_key(toolchain, f, str(f), strict) if root is not None else ""
            for g, f in folders.items()}
    known = {g: check_cache.recall(root, f, strict, keys[g]) if root is not None else None
             for g, f in folders.items()}
    # Loaded and checked only when something changed (generator/app/check_cache.py), side by side on the
    # cores (generator/app/check_pool.py).
    todo = [(g, f) for g, f in folders.items() if known[g] is None]
    checked = check_pool.check_all(todo, lambda g, f: _check_one(g, f, strict),
                                   check_pool.workers_for(len(todo), jobs))
    fresh = dict(zip((g for g, _ in todo), checked))
    findings: list = []
    unusable = False
    for game_id, folder in folders.items():
        remembered = known[game_id]
        if remembered is None:
            found, bad = fresh[game_id]
            if root is not None and check_cache.unchanged(folder, states[game_id], keys[game_id], toolchain,
                                                          str(folder), strict):
                check_cache.remember(root, folder, strict, keys[game_id], found, bad)
        else:
            found, bad = remembered.findings, remembered.unusable
        findings += found
        unusable = unusable or bad
    return _chosen(findings, chosen), unusable


def _chosen(findings: list, chosen: tuple[tuple[str, ...], tuple[str, ...]]) -> list:
    """The findings --select and --ignore keep."""
    if not any(chosen):
        return findings
    from ..check.selection import selected

    return selected(findings, *chosen)
