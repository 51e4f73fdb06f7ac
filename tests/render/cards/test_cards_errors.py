"""Bad card input: each defect is one clear error with file:line and the card, exit non-zero, old PDFs kept."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import BuildRun
from generator.app.cli import app
from generator.load import shown_path

CARDS = Path(__file__).parents[2] / "fixtures" / "cards"


def build(name: str, out: Path, *args: str):
    return CliRunner().invoke(app, ["build", name, "--content", str(CARDS), "--out", str(out), *args])


CASES = {
    "unknown-size": (2, "{g}/game.yaml:20:5: error[SCH002] decks 'spells' size: unknown card size 'jumbo': "
                        "use a preset (poker, bridge, tarot, mini, square) or a custom size such as '63x88mm'"),
    "bad-unit": (2, "{g}/game.yaml:27:5: error[SCH002] decks 'coins' bleed: unknown unit 'px' in '3px': "
                    "use mm, cm, in or pt, e.g. 3mm or 0.125in"),
    "unknown-layout": (1, "{g}/game.yaml:21:5: error[LAY001] deck 'spells' uses layout 'spel', which is neither "
                          "in {g}/layouts/ nor in pnp's templates/cards/"),
    "missing-image": (1, "{g}/layouts/spell.yaml:8:5: error[LAY004] layout 'spell' (deck 'spells') needs 1 image "
                         "file(s) that do not exist: 'art/frost.png' (Ice Wall)"),
    "image-aspect": (1, "{g}/layouts/spell.yaml:8:5: error[LAY005] image 'art/ice.png' is 80x80 px (aspect 1.000) "
                        "but its box is 53x38 mm (aspect 1.395)"),
    "unknown-field": (1, "{g}/layouts/spell.yaml:7:5: error[LAY003] layout 'spell' (face of deck 'spells') reads "
                         "'cots', which the deck's cards do not have\n    actual: 'cots'\n    hint: did you mean 'cost'?"),
    # at the CSV cell: 'wind,Gust,2,0,Move ' is 19 characters, so the code starts in column 20
    "unknown-icon": (1, "{g}/cards/spells.csv:4:20: error[ICO003] deck 'spells', card 'Gust', column 'effect' names "
                        "icon ':wind-gust:', which is neither the game's nor pnp's (nor an alias)"),
    "text-overflow": (1, "{g}/layouts/spell.yaml:10:5: error[LAY006] deck 'spells', card 'ice' "
                         "({g}/cards/spells.csv:3): the text of field 'effect' does not fit its 53.0 x 20.0 mm box "
                         "even at 6 pt: it wraps to 14 lines, 35.6 mm tall: it needs 15.6 mm more height\n"
                         "    hint: shorten the text or enlarge the box"),   # 14 x 7.2 pt leading = 35.6 mm
    "box-outside": (1, "{g}/layouts/spell.yaml:6:5: error[LAY008] deck 'spells': the box [61, 3, 10, 10] mm reaches "
                       "5.0 mm outside the card (63x88 mm plus 3 mm bleed)"),
    "copies-mismatch": (2, "error: {g}/cards/coins.csv:3: deck 'coins', card 'gold': count is 3 but column "
                           "'colours' names 2 copies"),
    # white band-ink on a pale band: WCAG ratio (1 + 0.05) / (L(#e8e0f0) + 0.05) = 1.28; both colours named as
    # the palette entries the layout wrote (band-ink, spell), so the designer knows which to change
    "low-contrast": (1, "{g}/layouts/spell.yaml:5:5: error[LAY013] deck 'spells', card 'fire' ({g}/cards/spells.csv:2): "
                        "layout 'spell': the text (#ffffff, palette 'band-ink') on its #e8e0f0 background (palette "
                        "'spell', line 3) has a contrast of 1.28:1; at least 3:1 is needed to read it\n    hint: "
                        "choose a text or icon colour that stands out from the band, or another band colour: change "
                        "'band-ink' or 'spell' under style: palette: in game.yaml"),
    "layout-unknown-key": (1, "{g}/layouts/spell.yaml:6:59: error[LAY002] layout 'spell' (used by deck 'spells'): "
                              "unknown key 'glow' in ellipse (element 4)"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_card_input_is_one_clear_error_and_keeps_the_old_pdf(name: str, tmp_path: Path) -> None:
    code, message = CASES[name]
    previous = tmp_path / name
    previous.mkdir()
    (previous / "cards-spells.pdf").write_bytes(b"%PDF- the good one")
    result = build(name, tmp_path)
    assert result.exit_code == code, result.output
    assert message.format(g=shown_path(CARDS / name)) in result.output
    assert "Traceback" not in result.output
    assert (previous / "cards-spells.pdf").read_bytes() == b"%PDF- the good one"
    assert not any(p.name.startswith(".") for p in tmp_path.iterdir())


# pnp check catches these first; with --no-check the card renderer still refuses them itself.
RENDER_TIME = {
    "unknown-icon": "error: {g}/layouts/spell.yaml:10: deck 'spells', card 'wind' ({g}/cards/spells.csv:4): "
                    "unknown icon ':wind-gust:' in field 'effect'",
    "missing-image": "error: {g}/layouts/spell.yaml:8: deck 'spells', card 'ice' ({g}/cards/spells.csv:3): "
                     "missing image 'art/frost.png'",
    "image-aspect": "error: {g}/layouts/spell.yaml:8: deck 'spells', card 'ice' ({g}/cards/spells.csv:3): "
                    "image 'art/ice.png' is 80x80 px (aspect 1.000) but its box is 53x38 mm (aspect 1.395)",
    "unknown-field": "error: {g}/layouts/spell.yaml:7: deck 'spells': unknown template field 'cots'\n"
                     "  hint: did you mean 'cost'?",
    "unknown-layout": "error: {g}/game.yaml:21: deck 'spells': unknown layout 'spel'",
    # the check's own rule and words (LAY002, naming the deck), not the loader's SCH001: one problem, one message
    "layout-unknown-key": "{g}/layouts/spell.yaml:6:59: error[LAY002] layout 'spell' (used by deck 'spells'): "
                          "unknown key 'glow' in ellipse (element 4)",
}


@pytest.mark.parametrize("name", sorted(RENDER_TIME))
def test_layout_errors_also_stop_an_unchecked_build(name: str, tmp_path: Path) -> None:
    result = build(name, tmp_path, "--no-check")
    assert result.exit_code == 2, result.output
    assert RENDER_TIME[name].format(g=shown_path(CARDS / name)) in result.output
    assert "Traceback" not in result.output


def test_a_box_off_the_card_stops_an_unchecked_build_in_the_checks_own_form(tmp_path: Path) -> None:
    # the ellipse at line 6: x = W - 2 = 61, 10 wide, so its right edge is 71 mm; the bleed ends at 63 + 3 = 66
    from conftest import assert_fires

    result = build("box-outside", tmp_path, "--no-check")
    assert result.exit_code == 1, result.output
    found = assert_fires(BuildRun(result), "LAY008", CARDS / "box-outside" / "layouts" / "spell.yaml", 6, "ellipse:",
                         "deck 'spells': the box [61, 3, 10, 10] mm reaches 5.0 mm outside the card")
    assert found["severity"] == "error"
    assert "hint: keep every box within -B .. W+B across and -B .. H+B down" in result.output
    assert "Traceback" not in result.output


def test_the_base_fixture_builds(tmp_path: Path) -> None:
    result = build("base", tmp_path)
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (tmp_path / "base").glob("*.pdf")) == [
        "cards-coins-backs.pdf", "cards-coins.pdf", "cards-notes-backs.pdf", "cards-notes.pdf",
        "cards-spells-backs.pdf", "cards-spells.pdf"]


def test_a_bad_duplex_offset_is_refused(tmp_path: Path) -> None:
    result = build("base", tmp_path, "--duplex-offset", "1px,2")
    assert result.exit_code == 2
    assert "error: --duplex-offset: unknown unit 'px' in '1px'" in result.output


def test_contrast_ratio_matches_wcag_reference_values() -> None:
    from generator.core.palette import contrast_ratio, rgb

    assert round(contrast_ratio(rgb("#000000"), rgb("#ffffff")), 2) == 21.0
    # #767676 is the lightest grey that reaches 4.5:1 on white (WCAG AA): 4.54:1
    assert round(contrast_ratio(rgb("#767676"), rgb("#ffffff")), 2) == 4.54
    assert contrast_ratio(rgb("#e8e0f0"), rgb("#ffffff")) == contrast_ratio(rgb("#ffffff"), rgb("#e8e0f0"))


def test_text_that_cannot_fit_is_reported_by_the_build_at_its_element(tmp_path: Path) -> None:
    from conftest import assert_fires

    game = tmp_path / "content" / "text-overflow"
    shutil.copytree(CARDS / "text-overflow", game)
    layout = game / "layouts" / "spell.yaml"
    result = CliRunner().invoke(app, ["build", "text-overflow", "--content", str(game.parent), "--out",
                                      str(tmp_path / "out")])
    assert result.exit_code == 1, result.output
    found = assert_fires(BuildRun(result), "LAY006", layout, 10, "text: {box: [S + 2, S + 58",
                         "card 'ice' (")
    assert found["severity"] == "error" and "the text of field 'effect' does not fit" in found["message"]
    assert "hint: shorten the text or enlarge the box\n" in result.output  # min_size is at the 6 pt floor
    # above the floor, lowering min_size is one more way out
    layout.write_text(layout.read_text(encoding="utf-8").replace("size: 9, min_size: 6", "size: 9, min_size: 7"),
                      encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "text-overflow", "--content", str(game.parent), "--out",
                                      str(tmp_path / "out")])
    assert_fires(BuildRun(result), "LAY006", layout, 10, "text: {box: [S + 2, S + 58", "even at 7 pt")
    assert "hint: shorten the text or enlarge the box, or lower min_size (to 6 pt)" in result.output


def test_text_too_close_in_colour_to_its_band_is_reported_by_the_build_at_its_element(tmp_path: Path) -> None:
    # the colours come from the data and the layout, met only when drawn: the check's form, exit 1 (was exit 2,
    # no rule id, no column)
    from conftest import assert_fires

    game = tmp_path / "content" / "low-contrast"
    shutil.copytree(CARDS / "low-contrast", game)
    result = CliRunner().invoke(app, ["build", "low-contrast", "--content", str(game.parent), "--out",
                                      str(tmp_path / "out")])
    assert result.exit_code == 1, result.output
    found = assert_fires(BuildRun(result), "LAY013", game / "layouts" / "spell.yaml", 5, "text: {box: [S, S, W",
                         "has a contrast of 1.28:1; at least 3:1 is needed to read it")
    assert found["severity"] == "error"


DISC = ("elements:\n  - rect: {box: [-B, -B, W + 2*B, H + 2*B], fill: paper}\n"
        "  - ellipse: {box: [0, 0, 40, 40], fill: ink}\n"
        "  - text: {box: [AT, AT, 10, 10], text: \"{{ cost }}\", size: 8, colour: ink, align: center, "
        "valign: middle}\n")


@pytest.mark.parametrize("at, fires", [(30, False), (15, True)])
def test_text_beside_a_disc_is_read_against_what_lies_under_it_not_the_discs_box(tmp_path: Path, at: int,
                                                                                  fires: bool) -> None:
    # the text's centre (35, 35) lies in the disc's box but outside the disc (21 mm from its centre, radius 20):
    # on the paper, dark ink reads; at (20, 20), inside the disc, dark on dark is LAY013
    from conftest import FIXTURES, edited_copy

    folder = edited_copy(FIXTURES / "clean", tmp_path / "content" / "clean",
                         [("game.yaml", "  - id: market\n    name: Market\n",
                           "  - id: market\n    name: Market\n    layout: disc\n")],
                         {"layouts/disc.yaml": DISC.replace("AT", str(at))})
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(folder.parent), "--out",
                                      str(tmp_path / "out"), "--only", "cards", "-q"])
    assert ("LAY013" in result.output) is fires, result.output
    assert result.exit_code == (1 if fires else 0), result.output
