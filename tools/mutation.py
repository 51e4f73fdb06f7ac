"""Mutation testing of the modules where a silent bug costs a print run (make mutation; docs/testing.md).

Each group is run on its own in a scratch copy of the repository, with mutmut: it mutates the group's
modules and, for each mutant, runs only the group's tests that reach the mutated function. Results are
printed per group (killed / survived / timeout / other) with the surviving mutants' names; `mutmut show
NAME` in the scratch folder prints a mutant's diff. Run it niced: it keeps one core busy for a long time.

It is a gate: the exit status is 1 when a group run scores below --min-score (the project's target, 90%)
or judged no mutant at all (killed + survived == 0: mutmut did not run, or no test reached a mutant).
Timeouts are not counted as killed; they, and mutants no test reaches, stay out of the score.

    .venv/bin/python tools/mutation.py [GROUP...] [--keep] [--min-score 90]
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPY = ["generator", "tests", "content", "templates", "fonts", "docs", "bench", ".ci", "Makefile", "README.md",
        "pyproject.toml"]

# group -> (modules to mutate, the fast tests that cover them, extra pytest arguments)
RULES = "tests/check/test_check_rules.py"
# check/ by module, each with the tests about it (a -k filter over test_check_rules' scenario names, which
# are named after what they break), so one part runs in minutes and its score is recorded on its own; the
# print-run-critical ones first (tables, dice, setup, counts, fit)
CHECK: dict[str, tuple[list[str], list[str], list[str]]] = {
    "check-tables": (["generator/check/tables.py"], [RULES],
                     ["-k", "table or clean or waive or expected_and_actual or every_problem"]),
    "check-dice": (["generator/check/dice.py", "generator/check/stickers.py"],
                   [RULES], ["-k", "die or roll or every_face or clean or every_problem"]),
    "check-setup": (["generator/check/players.py", "generator/check/invariants.py", "generator/check/examples.py"],
                    ["tests/check/test_check_setup.py", RULES],
                    ["-k", "setup or players or invariant or example or variant or engine or clean"]),
    "check-counts": (["generator/check/components.py", "generator/check/tokens.py", "generator/check/boards.py",
                      "generator/check/pads.py", "generator/check/token_text.py"],
                     [RULES, "tests/render/pads/test_pads.py", "tests/check/test_check_counts.py",
                      "tests/core/test_tokens_fit.py"],
                     ["-k", "(count or inventory or token or board or pad or listed or uncounted or per or clean) "
                            "and not prints_a_games_worth and not fill_page_off"]),
    "check-fit": (["generator/check/fit.py", "generator/check/laid_out.py", "generator/check/board_fit.py",
                   "generator/check/layout_geometry.py", "generator/check/layout_overlaps.py",
                   "generator/check/layout_badges.py", "generator/check/fit_together.py"],
                  ["tests/check/test_check_fit.py", "tests/check/test_check_fit_findings.py",
                   "tests/check/test_check_fit_together.py",
                   "tests/check/test_check_layout_geometry.py", "tests/check/test_check_layout_overlaps.py",
                   "tests/check/test_check_layout_badges.py", RULES],
                  ["-k", "(fit or board or layout or clean or round_space or either_way or any_rows or sized_space "
                         "or supply) "
                         "and not printed_cities and not every_printed_space and not manifest"]),
    "check-claims": (["generator/check/claims.py", "generator/check/facts.py", "generator/check/local_facts.py",
                      "generator/check/rolls.py", "generator/check/example_text.py", "generator/check/set_claims.py",
                      "generator/check/sums.py", "generator/check/list_counts.py",
                      "generator/check/printed.py", "generator/check/printed_cells.py",
                      "generator/check/printed_icons.py", "generator/check/printed_index.py",
                      "generator/check/readings.py", "generator/check/directions.py", "generator/check/rates.py",
                      "generator/check/limit_claims.py",
                      "generator/check/vocabulary.py", "generator/check/values_by_count.py",
                      "generator/check/card_wording.py", "generator/check/column_units.py"],
                     ["tests/check/text/test_printed_claims.py", "tests/check/text/test_check_claims.py",
                      "tests/check/text/test_check_printed_cells.py", "tests/check/text/test_readings.py",
                      "tests/check/text/test_check_directions.py", "tests/check/text/test_check_vocabulary.py",
                      "tests/check/text/test_check_prose.py", "tests/check/text/test_document_icon_codes.py",
                      "tests/check/text/test_limit_claims.py",
                      "tests/check/text/test_glossary_claims.py", "tests/check/text/test_sums.py",
                      "tests/check/text/test_list_counts.py", "tests/check/text/test_text_index.py",
                      "tests/check/text/test_recall_classes.py", RULES],
                     # the seeded and silent edits of the four shipped games are left out: checking a shipped
                     # game takes most of a second, and they made a surviving mutant cost minutes
                     ["-k", "(not test_scenario or printed or text or example or roll or near_miss or clean) and not "
                            "commissioned and not the-acts and not journeys-of-paul and not commerce"]),
    "check-documents": (["generator/check/documents.py", "generator/check/document_jinja.py",
                         "generator/check/prose.py", "generator/check/words.py", "generator/check/misspelled.py",
                         "generator/check/names.py", "generator/check/references.py", "generator/check/glyphs.py"],
                        ["tests/check/test_documents_check.py", "tests/check/test_glyphs.py",
                         "tests/render/documents/test_documents_safety.py", "tests/check/test_check_names.py",
                         "tests/check/text/test_check_prose.py", "tests/check/text/test_check_misspelled.py",
                         "tests/check/test_check_references.py", "tests/check/text/test_check_words.py",
                         "tests/check/test_check_document_jinja.py", RULES],
                        ["-k", "not test_scenario or doc or name or spelled or unknown or glyph or printed or "
                               "missing or reference"]),
    "check-maps": (["generator/check/maps.py", "generator/check/map_parts.py", "generator/check/grids.py",
                    "generator/check/map_overlaps.py", "generator/check/map_water.py"],
                   ["tests/check/test_maps_check.py", "tests/render/maps/test_maps_kinds.py",
                    "tests/render/maps/test_maps_regions.py",
                    "tests/e2e/test_fixture_wargame.py", "tests/check/test_check_grids.py",
                    "tests/check/test_check_maps_findings.py", RULES],
                   ["-k", "(not test_scenario or map or grid or clean) and not drawn_in_its_colour and not "
                          "the_key_names and not printed_spaces_are and not counters_come and not "
                          "die_stickers_are_printed and not touching_hexes and not share_a_hex"]),
    "check-layouts": (["generator/check/layouts.py", "generator/check/layout_templates.py",
                       "generator/check/icons.py", "generator/check/icon_index.py", "generator/check/steps.py"],
                      ["tests/check/text/test_turn_steps.py", "tests/check/test_check_layout_templates.py",
                       "tests/load/test_svg_icons.py", RULES],
                      ["-k", "(not test_scenario or layout or icon or step or clean) and not vectors_not_pictures"]),
    # the printed text held to the data's series and ids (session 10's probe): list numbers, names against ids,
    # inventory notes, card list columns, card lists typed as tables
    "check-series": (["generator/check/list_numbers.py", "generator/check/id_names.py",
                      "generator/check/note_counts.py", "generator/check/list_columns.py",
                      "generator/check/card_lists.py"],
                     ["tests/check/text/test_list_numbers.py", "tests/check/text/test_id_names.py",
                      "tests/check/text/test_note_counts.py", "tests/check/text/test_list_columns.py",
                      "tests/check/text/test_card_lists.py", RULES],
                     ["-k", "not test_scenario or clean"]),
    "check-core": (["generator/check/findings.py", "generator/check/registry.py", "generator/check/preflight.py",
                    "generator/check/waivers.py", "generator/check/__init__.py", "generator/check/arguments.py",
                    "generator/check/selection.py", "generator/check/catalogue.py"],
                   ["tests/check/test_check_core.py", "tests/check/test_engine_arguments.py",
                    "tests/check/test_check_selection.py", "tests/check/test_rule_catalogue.py", RULES], []),
    "check-translations": (["generator/check/translations.py"], ["tests/load/test_editions.py", RULES], []),
}
GROUPS: dict[str, tuple[list[str], list[str], list[str]]] = {
    "write": (["generator/write/writer.py", "generator/write/manifest.py"],
              ["tests/write/test_write_hash.py", "tests/write/test_write_files.py"], []),
    # the sheet geometry, with the tests that need no PDF (a mutant takes about a second, not a minute)
    "geometry": (["generator/render/cards/sheet_layout.py"], ["tests/render/cards/test_cards_sheets.py"],
                 ["-k", "planned or grid_geometry or gutterfold_grid or gutterfold_marks or inset or backs_land "
                        "or packs_as_many or grown_by or only_for_the_places or paper_sizes or other_trims or cannot_fit"]),
    # the drawing of the sheets (sheet_layout.py is the geometry group): each function drawn alone on a page
    # in memory (test_cards_sheet_drawing), and of test_cards_sheets the PDF tests about what sheets.py
    # draws (halo, fold line, guides, stamp, determinism) on the tiny base deck; the rest of that file builds
    # the deck a dozen ways and its shipped-games stamp test builds every game (minutes a mutant)
    "sheets": (["generator/render/cards/sheets.py"],
               ["tests/render/cards/test_cards_sheet_drawing.py", "tests/render/cards/test_cards_sheets.py"],
               ["-k", "not test_cards_sheets or halo or fold_line or guides_draw or keeps_off_bleed "
                      "or byte_identical or paper_size_and_trims"]),
    # every check module with all its tests (hours); the check-* groups below are its parts
    "check": (["generator/check/*"], sorted({t for _, tests, _ in CHECK.values() for t in tests}), []),
    **CHECK,
    # the exports on a tiny game of flat colours (a few seconds a mutant; test_exports.py's Acts and Commerce
    # runs take a minute and measure the same code on real decks)
    "exports": (["generator/render/exports/*"], ["tests/render/exports/test_exports_pictures.py"], []),
}
# what `make mutation` runs with no group named: each module once (the check-* parts, not their union)
DEFAULT = [g for g in GROUPS if g != "check"]


def _toml_list(items: list[str]) -> str:
    return "[" + ", ".join(json.dumps(i) for i in items) + "]"


# The registries' decorators: mutmut 3 leaves every decorated function unmutated, and these are the entry
# points (check_tables, check_dice, render_png, render_tts ...) that hold most of each module's logic.
_REGISTERING = re.compile(r"^@(family|renderer)\((.*)\)\s*$")


def undecorate(source: str) -> str:
    """The module with each top-level `@family(...)` or `@renderer(...)` function registered by a call after
    its body instead (`check_dice = family("dice")(check_dice)`): the same registration at import, but a
    function mutmut mutates. Applied to the scratch copy only."""
    lines = source.splitlines(keepends=True)
    out: list[str] = []
    i = 0
    while i < len(lines):
        match = _REGISTERING.match(lines[i])
        head = re.match(r"def (\w+)\(", lines[i + 1]) if match and i + 1 < len(lines) else None
        if not head:
            out.append(lines[i])
            i += 1
            continue
        out.append(lines[i + 1])
        i += 2
        # the body: indented lines, blank lines and a signature's closing bracket, up to the next top-level code
        while i < len(lines) and (not lines[i].strip() or lines[i][0] in " \t)"):
            out.append(lines[i])
            i += 1
        out.append(f"{head.group(1)} = {match.group(1)}({match.group(2)})({head.group(1)})\n\n\n")
    return "".join(out)


def prepare(group: str, scratch: Path) -> None:
    modules, tests, extra = GROUPS[group]
    for name in COPY:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, scratch / name, ignore=shutil.ignore_patterns("__pycache__", "mutants"))
        elif src.exists():
            shutil.copy2(src, scratch / name)
    for pattern in modules:
        for path in scratch.glob(pattern):
            path.write_text(undecorate(path.read_text(encoding="utf-8")), encoding="utf-8")
    config = (f"\n[tool.mutmut]\nsource_paths = [\"generator\"]\nonly_mutate = {_toml_list(modules)}\n"
              f"also_copy = {_toml_list([n for n in COPY if n not in ('generator', 'tests', 'pyproject.toml')])}\n"
              f"pytest_add_cli_args = {_toml_list(['-q', '-p', 'no:cacheprovider', *extra])}\n"
              f"pytest_add_cli_args_test_selection = {_toml_list(tests)}\n")
    with (scratch / "pyproject.toml").open("a", encoding="utf-8") as f:
        f.write(config)


MIN_SCORE = 90.0   # the project's target (docs/testing.md)


def score(counts: Counter) -> float:
    """killed / (killed + survived), in percent; 0 when nothing was judged."""
    judged = counts["killed"] + counts["survived"]
    return counts["killed"] / judged * 100 if judged else 0.0


def verdict(group: str, counts: Counter, min_score: float = MIN_SCORE) -> tuple[bool, str]:
    """Whether a group's run passes the gate, and a one-line reason naming the group and the numbers.

    Only killed and survived mutants are judged: a timeout is not a kill, and a run that judged none did not
    work (mutmut failed to start, or no test reached any mutant), which must not pass as a perfect score."""
    killed, survived = counts["killed"], counts["survived"]
    if killed + survived == 0:
        return False, (f"{group}: FAIL, no mutant judged (0 killed, 0 survived): the mutation run did not work; "
                       f"rerun with --keep and look at `mutmut results` in the scratch folder")
    value = score(counts)
    if value < min_score:
        return False, (f"{group}: FAIL, score {value:.1f}% is below the minimum {min_score:.1f}% "
                       f"({killed} killed, {survived} survived)")
    return True, f"{group}: pass, score {value:.1f}% (minimum {min_score:.1f}%)"


def results(scratch: Path) -> tuple[Counter, list[str]]:
    out = subprocess.run([sys.executable, "-m", "mutmut", "results", "--all", "true"], cwd=scratch,
                         capture_output=True, text=True).stdout
    counts: Counter = Counter()
    survivors = []
    for line in out.splitlines():
        name, _, status = line.strip().rpartition(": ")
        if name:
            counts[status] += 1
            if status == "survived":
                survivors.append(name)
    return counts, survivors


def mutmut_missing() -> str | None:
    """What to do when this interpreter has no mutmut (it comes with the [dev] extra, not with [test])."""
    import importlib.util

    if importlib.util.find_spec("mutmut") is not None:
        return None
    return ("error: mutmut is not installed for this Python\n"
            "  hint: `make mutation` installs it (the [dev] extra), or run: pip install -e '.[dev]'")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("groups", nargs="*", help=f"some of: {', '.join(GROUPS)} (default: {' '.join(DEFAULT)})")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folders (to `mutmut show` mutants)")
    parser.add_argument("--max-children", default="1")
    parser.add_argument("--min-score", type=float, default=MIN_SCORE,
                        help=f"fail (exit 1) when a group scores below this percentage (default {MIN_SCORE})")
    args = parser.parse_args(argv)
    unknown = [g for g in args.groups if g not in GROUPS]
    if unknown:
        parser.error(f"unknown group {', '.join(unknown)}; groups: {', '.join(GROUPS)}")
    missing = mutmut_missing()
    if missing:
        print(missing, file=sys.stderr)
        return 2
    verdicts: list[tuple[str, bool, str]] = []
    for group in args.groups or DEFAULT:
        scratch = Path(tempfile.mkdtemp(prefix=f"pnp-mutation-{group}-"))
        try:
            prepare(group, scratch)
            subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children", args.max_children],
                           cwd=scratch, check=False, stdout=subprocess.DEVNULL)
            counts, survivors = results(scratch)
            killed = counts["killed"]
            judged = killed + counts["survived"]
            print(f"{group}: {killed} killed, {counts['survived']} survived, {counts['timeout']} timeout, "
                  f"{sum(counts.values()) - judged - counts['timeout']} other; score {score(counts):.1f}%")
            for name in survivors:
                print(f"  survived: {name}")
            if args.keep:
                print(f"  scratch: {scratch}")
        finally:
            if not args.keep:
                shutil.rmtree(scratch, ignore_errors=True)
        verdicts.append((group, *verdict(group, counts, args.min_score)))
    print(summary(verdicts, args.min_score))
    return 0 if all(ok for _, ok, _ in verdicts) else 1


def summary(verdicts: list[tuple[str, bool, str]], min_score: float = MIN_SCORE) -> str:
    """The closing lines: each group's verdict, then one line with every group's pass or fail."""
    failed = [group for group, ok, _ in verdicts if not ok]
    lines = [message for _, _, message in verdicts]
    lines.append(f"mutation gate (minimum {min_score:.1f}%): {'FAIL' if failed else 'pass'}: "
                 + ", ".join(f"{group} {'pass' if ok else 'FAIL'}" for group, ok, _ in verdicts))
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
