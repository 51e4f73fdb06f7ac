"""A token's text against its shape (generator/core/token_fit.py): each line may take the chord of a round or hex
token at the height it occupies, so a name a designer writes without thinking fits where the plate has room."""
from __future__ import annotations

import math
from pathlib import Path

import pdfplumber
import pytest

from conftest import CONTENT, ROOT
from generator.core.token_fit import MARGIN, PAD, TEXT_FLOOR, fit_shape, line_bands

CORPUS = ROOT / "tests" / "corpus"
MM = 72 / 25.4
CUT, GUIDE = 0.6, 0.3                    # pt: a front's cut line, a back's guide
# the four designers' games whose names stopped the build with TOK005 (issue 29), and the shipped games
STOPPED = ["ashfall", "harbor-lights", "bastion-waves", "iron-ridge"]
SHIPPED = ["commerce", "commissioned", "journeys-of-paul", "the-acts"]


def _tokens_pdf(folder: Path, out: Path) -> Path:
    """tokens.pdf of one game through the real renderer and writer (nothing else is rendered)."""
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.tokens.renderer import render_tokens
    from generator.write.writer import OutputWriter

    loaded = load_game(folder)
    writer = OutputWriter(out, loaded.game.id)
    render_tokens(RenderJob(loaded, BuildOptions(paper="a4"), writer))
    writer.commit({"game": loaded.game.id, "version": loaded.game.version})
    return out / loaded.game.id / "tokens.pdf"


def _outline(obj: dict, height: float) -> tuple[str, float, float, float] | None:
    """A stroked or filled round or hex path as (shape, centre x, centre y, reach) in mm: a circle's radius, a
    flat-top hex's distance from its centre to its flats (its box is 2/sqrt(3) as wide as it is tall)."""
    w, h = (obj["x1"] - obj["x0"]) / MM, (obj["bottom"] - obj["top"]) / MM
    cx, cy = (obj["x0"] + obj["x1"]) / 2 / MM, (height - (obj["top"] + obj["bottom"]) / 2) / MM
    if abs(w - h) < 0.05:
        return "round", cx, cy, w / 2
    if abs(w / h - 2 / math.sqrt(3)) < 0.01:
        return "hex", cx, cy, h / 2
    return None


def _outside(shape: str, reach: float, x: float, y: float) -> float:
    """How far (mm) the point (x, y), relative to the centre, lies outside the shape inset to `reach`."""
    if shape == "round":
        return math.hypot(x, y) - reach
    return max(abs(y) - reach, abs(y) / 2 + math.sqrt(3) / 2 * abs(x) - reach)


def _words_against_shapes(pdf_path: Path) -> tuple[int, int, list[str]]:
    """Every letter on a round or hex token, front and back pages, against the token's cut outline less MARGIN;
    and a name printed alone (its lines centred on the token) against the light plate less PAD too. pdfminer's
    box for a letter runs its advance wide, from the font's descent one size up. Returns the letters measured, those
    measured against the plate too, and the ones that stray.

    (A name under an icon sits low on the plate in the sheet's old box: The Acts' 'Light' discs and Commerce's
    workers, ships and coins reach the rim there, inside the cut less MARGIN; those designs are kept as they were.)"""
    measured, alone_too, stray = 0, 0, []
    with pdfplumber.open(pdf_path) as pdf:
        for number, page in enumerate(pdf.pages, 1):
            width = CUT if number % 2 else GUIDE
            cuts = [o for o in (_outline(c, page.height) for c in page.curves
                                if c.get("stroke") and not c.get("fill") and abs(c["linewidth"] - width) < 0.01) if o]
            plates = [o for o in (_outline(c, page.height) for c in page.curves
                                  if c.get("fill") and not c.get("stroke")) if o]
            on: dict[tuple, list] = {}
            for ch in page.chars:
                if not ch["text"].strip():
                    continue
                box = (ch["x0"] / MM, (page.height - ch["bottom"]) / MM, ch["x1"] / MM, (page.height - ch["top"]) / MM)
                mid = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
                cut = next((o for o in cuts if _outside(o[0], o[3], mid[0] - o[1], mid[1] - o[2]) < 0), None)
                if cut is not None:   # not a band label, the stamp, or a square or bar token's letter
                    on.setdefault(cut, []).append((ch["text"], box))
            for (shape, cx, cy, reach), letters in on.items():
                plate = min((o for o in plates if o[0] == shape and abs(o[1] - cx) < 0.01 and abs(o[2] - cy) < 0.01),
                            key=lambda o: o[3])
                alone = abs((min(b[1] for _, b in letters) + max(b[3] for _, b in letters)) / 2 - cy) < 1.0
                edges = [("cut", reach - MARGIN)] + ([("plate", plate[3] - PAD)] if alone else [])
                for text, (x0, y0, x1, y1) in letters:
                    measured, alone_too = measured + 1, alone_too + alone
                    corners = [(x - cx, y - cy) for x in (x0, x1) for y in (y0, y1)]
                    for edge, inset in edges:
                        off = max(_outside(shape, inset, x, y) for x, y in corners)
                        if off > 0.005:
                            stray.append(f"p. {number}: '{text}' at ({(x0 + x1) / 2:.1f}, {(y0 + y1) / 2:.1f}) mm, "
                                         f"{off:.2f} mm past the {shape} token's {edge} less {reach - inset:.2f} mm")
    return measured, alone_too, stray


@pytest.mark.parametrize("game", STOPPED + SHIPPED)
def test_every_letter_on_a_round_or_hex_token_lies_inside_its_shape_and_plate(game: str, tmp_path: Path) -> None:
    """Read from tokens.pdf: every letter of every round or hex token, fronts and backs. The four designers' games
    render (no TOK005) and their long names keep 0.6 mm from the cut and 0.3 mm from the colour, as do the
    shipped games' names."""
    folder = (CONTENT if game in SHIPPED else CORPUS) / game
    measured, alone, stray = _words_against_shapes(_tokens_pdf(folder, tmp_path))
    assert stray == []
    # Journeys of Paul's round tokens show their icons alone; the four designers' games print names alone
    assert measured > 0 or game == "journeys-of-paul"
    assert alone > 0 or game in SHIPPED


def _lato():
    from generator.render.shared.fonts import register_fonts
    from reportlab.pdfbase.pdfmetrics import getFont, stringWidth

    register_fonts()
    return (lambda text: stringWidth(text, "Lato-Bold", 1.0)), getFont("Lato-Bold").face.descent / 1000


@pytest.mark.parametrize("text, size, shape, size_pt, rim", [
    ("Threat", 11, "round", 6.2, 1.76),            # the plate's box gave it 5.98 mm; the plate's chord is 6.9
    ("Aldermark", 16, "round", 6.08, 2.56),
    ("Shieldbearer", 14, "round", 6.0, 0.66),      # 11.9 mm at 6 pt: wider than the 9.5 mm plate, the rim thins
    ("Roman Legion", 15, "hex", 7.35, 2.4),        # two lines on the plate of a hex
])
def test_a_name_takes_the_chord_of_its_shape(text: str, size: float, shape: str, size_pt: float, rim: float) -> None:
    width, descent = _lato()
    fit = fit_shape(shape, size, text, width, descent, 11.0)
    assert fit is not None
    assert " ".join(fit.lines) == text
    assert fit.size == pytest.approx(size_pt, abs=0.01) and fit.size >= TEXT_FLOOR
    assert fit.rim == pytest.approx(rim, abs=0.01)


def test_the_chord_by_hand() -> None:
    """A made-up font whose every letter is 0.5 size wide and whose descent is 0.2 size, on a 20 mm round token
    (rim 3.2 mm, plate radius 6.8 mm, 6.5 mm = 18.425 pt less PAD). One line of 10 letters at size s: 5 s wide,
    its box from 0.55 s below the centre (drop 0.35 + descent 0.2) to 0.45 s above; the corner (2.5 s, 0.55 s)
    must lie within 18.425 pt: s = 18.425 / hypot(2.5, 0.55) = 7.192 pt. Split in two it would be smaller:
    'abcdefghij' is one word."""
    fit = fit_shape("round", 20, "abcdefghij", lambda t: 0.5 * len(t), -0.2, 11.0)
    assert fit is not None and fit.lines == ("abcdefghij",) and fit.rim == pytest.approx(3.2)
    assert fit.size == pytest.approx(6.5 * MM / math.hypot(2.5, 0.55))
    assert line_bands(1, -0.2) == [pytest.approx((-0.55, 0.45))]
    # two words reflow onto two lines when that gives the larger size: 'abcde abcde' on one line is 5.5 s wide
    two = fit_shape("round", 20, "abcde abcde", lambda t: 0.5 * len(t), -0.2, 11.0)
    assert two is not None and two.lines == ("abcde", "abcde")


def test_a_name_too_long_for_the_shape_itself_finds_no_fit() -> None:
    """'Skirmishers' is 10.3 mm wide at 6 pt; a 10 mm round token less 0.6 mm each side leaves 8.8."""
    width, descent = _lato()
    assert fit_shape("round", 10, "Skirmishers", width, descent, 11.0) is None
    assert width("Skirmishers") * TEXT_FLOOR / MM > 10 - 2 * MARGIN


def test_a_name_pnp_adds_takes_the_plate_as_it_is() -> None:
    """A sheet without faces prints its component's name only where it fits the plate (less PAD): 'Score
    markers' on a 12 mm marker would need the rim narrowed, which a name the designer did not write never does
    (Stonewake's, Lucky Tide's and Quiz Harbour's markers print plain, in their colour, as before)."""
    width, descent = _lato()
    wrote = fit_shape("round", 12, "Score markers", width, descent, 11.0)
    assert wrote is not None and wrote.rim < 1.92 and wrote.size == TEXT_FLOOR
    assert fit_shape("round", 12, "Score markers", width, descent, 11.0, grow=False) is None
    # one that fits the plate as it is prints either way, the rim untouched
    threat = fit_shape("round", 11, "Threat", width, descent, 11.0, grow=False)
    assert threat is not None and threat.rim == pytest.approx(1.76)


# --- TOK005 at check: the font file's widths, the renderer's layout ------------------------------------------------

TEXTS = ["1", "Ash", "Pawns", "Round", "Threat", "Kessel", "Aldermark", "Skirmishers", "Shieldbearer", "Score markers",
         "Archer Post II", "Flame Brazier", "Converted City Leaders", "Side B, candle 4", "Mission stop"]


@pytest.mark.parametrize("shape", ["round", "hex", "square", "bar"])
def test_the_check_and_the_renderer_agree_on_every_text(shape: str) -> None:
    """For 15 texts on tokens of 6 to 20 mm (a bar of 12 to 40 mm): the check's verdict (widths read from
    fonts/Lato-Bold.ttf by generator/load/font_widths.py) is the renderer's (drawing raises TOK005 or not), and the
    two read the same widths and descent."""
    from io import BytesIO

    from reportlab.pdfgen.canvas import Canvas

    from generator.core.errors import Loc
    from generator.load.font_widths import FontWidths
    from generator.render.cards.sheets import Rect
    from generator.render.shared.painter import TextFitError
    from generator.render.tokens.renderer import Plan, draw_design
    from generator.core.token_fit import text_fits, trim_box

    font = FontWidths.read(ROOT / "fonts" / "Lato-Bold.ttf")
    width, descent = _lato()
    assert font.descent == descent
    sizes = [12, 16, 20, 24, 30, 40] if shape == "bar" else [6, 8, 10, 11, 12, 14, 16, 20]
    verdicts = {}
    for size in sizes:
        w, h = trim_box(shape, size)
        for text in TEXTS:
            assert font.stringWidth(text, "Lato-Bold", 1.0) == pytest.approx(width(text), abs=1e-9)
            try:
                draw_design(Canvas(BytesIO()), None, shape, Rect(0, 0, w, h), text, None, Plan(0.8, 0.0), Loc("game.yaml"))
                drawn = True
            except TextFitError:
                drawn = False
            checked = text_fits(shape, size, text, font, "Lato-Bold", font.descent)
            assert checked == drawn, f"{text!r} on a {size} mm {shape}: check {checked}, drawing {drawn}"
            verdicts[checked] = verdicts.get(checked, 0) + 1
    assert verdicts.get(True) and verdicts.get(False)   # both verdicts occur


def test_the_check_reports_a_token_text_too_long_for_its_token_at_the_sheets_line(tmp_path: Path) -> None:
    """`pnp check` finds TOK005 itself (it was found only by drawing), at the token sheet's line, exit 1; the same
    sheet with 'Pawns' (which fits a 10 mm token's chord) checks clean of it."""
    from conftest import FIXTURES, assert_fires, edited_copy, run_check

    for text, fires in (("Skirmishers", True), ("Pawns", False)):
        game = edited_copy(FIXTURES / "clean", tmp_path / text / "clean",
                           [("game.yaml", "shape: round, size: 16, colours: [red, blue, green, yellow]}",
                             "shape: round, size: 10, colours: [red, blue, green, yellow],\n"
                             f"     faces: [{{front: {text}}}]}}")])
        run = run_check("clean", content=game.parent)
        tok005 = [f for f in run.findings if f["rule"] == "TOK005"]
        if not fires:
            assert tok005 == [] and run.exit_code == 0, run.output
            continue
        assert run.exit_code == 1
        found = assert_fires(run, "TOK005", game / "game.yaml", 85, "{component: pawns, shape: round",
                             "'Skirmishers' does not fit a 10 mm round token at 6 pt")
        assert found["severity"] == "error" and len(tok005) == 1


def test_the_hint_names_the_size_that_fits_and_a_die_results_sticker(tmp_path: Path) -> None:
    """custom-dice-pool (written outside the project): 'Stumble', its die result's id, did not fit 12 mm stickers;
    the hint said 'a bigger size, or a shorter text' at the sheet's line, where the word is the die result's
    `sticker:` (or id). It now names the smallest size that fits and the result to give a shorter sticker."""
    import shutil

    from generator.check import check_game
    from generator.load import load_game

    folder = tmp_path / "custom-dice-pool"
    shutil.copytree(Path(__file__).resolve().parents[1] / "corpus" / "custom-dice-pool", folder,
                    ignore=shutil.ignore_patterns("__pycache__"))
    path = folder / "game.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("{component: wild-dice, shape: square, size: 13",
                                 "{component: wild-dice, shape: square, size: 12"), encoding="utf-8")
    line = [i for i, x in enumerate(text.splitlines(), 1) if "{id: stumble," in x][-1]   # the Wild die's
    found = [(f.message, f.hint) for f in check_game(load_game(folder)) if f.rule == "TOK005"]
    assert found == [("'Stumble' does not fit a 12 mm square token at 6 pt",
                      "give the sheet an icon (icon: <code>), size: 13 or more, or a shorter sticker: on die result "
                      f"'stumble' (game.yaml:{line}) (docs/boards.md, tokens)")]
