"""A vector icon written in YAML that does not parse is ICO005 at its line and column in `pnp check` (the build
stopped at it while the check told the designer the icon had no meaning)."""
from __future__ import annotations

from pathlib import Path

from conftest import FIXTURES, assert_fires, edited_copy, run_check

ICON = ("meaning: The Tower: a card with this symbol counts twice.\nview: [100, 100]\nshapes:\n"
        "  - {circle: [50, 50, 46], fill: \"#7a5c12\"}\n")


def test_a_yaml_icon_that_does_not_parse_is_an_error_at_its_place(tmp_path: Path) -> None:
    game = edited_copy(FIXTURES / "clean", tmp_path / "clean", files={"icons/tower.yaml": ICON})
    run = run_check("clean", content=tmp_path)
    assert run.exit_code == 1
    found = assert_fires(run, "ICO005", game / "icons" / "tower.yaml", 1, ": a card",
                         "icon 'tower': invalid YAML: a ': ' inside a value, where YAML cannot start a new key")
    assert found["hint"].startswith('put the whole value in quotes (meaning: "The Tower: a card with this symbol '
                                    'counts twice."), or')
    assert not [f for f in run.findings if f["rule"] == "DOC003"]   # not 'an icon without a meaning' besides


def test_a_yaml_icon_that_parses_is_no_finding(tmp_path: Path) -> None:
    fixed = ICON.replace("meaning: The Tower: a card with this symbol counts twice.",
                         "meaning: \"The Tower: a card with this symbol counts twice.\"")
    edited_copy(FIXTURES / "clean", tmp_path / "clean", files={"icons/tower.yaml": fixed})
    run = run_check("clean", content=tmp_path)
    assert not [f for f in run.findings if f["rule"] in ("ICO005", "DOC003")], run.output


def test_an_icons_glossary_flag_must_be_true_or_false(tmp_path: Path) -> None:
    """`glossary: false` leaves a card's own picture out of the icon glossary; another value stops the build at
    its line rather than being read as either."""
    from generator.core.errors import LoadError
    from generator.render.shared.icon_files import load_vector

    path = tmp_path / "tower.yaml"
    icon = "# The Tower.\nview: [100, 100]\nshapes:\n  - {circle: [50, 50, 46], fill: \"#7a5c12\"}\n"
    path.write_text(icon.replace("view:", "glossary: sometimes\nview:"), encoding="utf-8")
    try:
        load_vector("tower", path, lambda name: None)
    except LoadError as exc:
        (problem,) = exc.problems
        assert (problem.rule, problem.loc.line, problem.message) == (
            "SCH002", 2, "glossary: must be true or false, not 'sometimes'")
    else:
        raise AssertionError("a glossary flag that is no boolean was accepted")
    path.write_text(icon.replace("view:", "glossary: false\nview:"), encoding="utf-8")
    assert load_vector("tower", path, lambda name: None).view == (100.0, 100.0)
