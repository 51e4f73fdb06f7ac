"""Units are parsed once and unknown units refused; layout coordinates are arithmetic over W, H, B, S."""
from __future__ import annotations

import pytest

from generator.load.layout import Box, Expr, outside_bleed
from generator.core.units import UnitError, parse_card_size, parse_length, parse_offset
from generator.core.errors import GeneratorError


@pytest.mark.parametrize("text,mm", [("63mm", 63.0), ("0.125in", 3.175), ("3pt", 3 * 25.4 / 72), ("1.5cm", 15.0),
                                     (4, 4.0), ("2.5", 2.5), (" 3 mm ", 3.0)])
def test_lengths(text, mm) -> None:
    assert parse_length(text) == pytest.approx(mm)


def test_unknown_units_are_refused_with_the_units_we_know() -> None:
    with pytest.raises(UnitError, match=r"unknown unit 'px' in '3px': use mm, cm, in or pt"):
        parse_length("3px")
    with pytest.raises(UnitError):
        parse_length(True)


def test_card_sizes() -> None:
    assert parse_card_size("poker") == (63, 88)
    assert parse_card_size("mini") == (44, 68)
    assert parse_card_size("2.5x3.5in") == pytest.approx((63.5, 88.9))
    with pytest.raises(UnitError, match="unknown card size 'jumbo'"):
        parse_card_size("jumbo")


def test_offsets() -> None:
    assert parse_offset("0.5,-1") == (0.5, -1.0)
    assert parse_offset("1mm, 0.1in") == pytest.approx((1.0, 2.54))
    with pytest.raises(GeneratorError):
        parse_offset("3")


def test_coordinates_evaluate_over_the_card_geometry() -> None:
    env = {"W": 63.0, "H": 88.0, "B": 3.0, "S": 3.0}
    assert Expr.from_yaml("W - 2*S").eval(env) == 57.0
    assert Expr.from_yaml("-B").eval(env) == -3.0
    assert Expr.from_yaml("H/2 + 0.5in").eval(env) == pytest.approx(44 + 12.7)
    assert Box.from_yaml([0, "S", "W", 10]).resolve(env) == (0, 3, 63, 10)
    with pytest.raises(ValueError, match="unknown name 'X'"):
        Expr.from_yaml("X + 1")
    with pytest.raises(ValueError):
        Expr.from_yaml("__import__('os')")
    # min(...) and max(...): a size that shrinks on a small card; nothing else may be called
    assert Expr.from_yaml("2*min(14, W/2 - S)").eval(env) == 28.0
    assert Expr.from_yaml("2*min(14, W/2 - S)").eval({**env, "W": 22.0, "S": 1.0}) == 20.0
    assert Expr.from_yaml("max(S, 5mm)").eval(env) == 5.0
    for bad in ("abs(W)", "min()", "min(7)", "min(W, key=H)", "W.real", "min.__call__(W)"):
        with pytest.raises(ValueError):
            Expr.from_yaml(bad)
    assert outside_bleed((-3, -3, 69, 94), 63, 88, 3) == 0
    assert outside_bleed((60, 0, 10, 10), 63, 88, 3) == pytest.approx(4)


def test_text_fit_shrinks_then_reports_by_how_much() -> None:
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph

    from generator.render.cards.fit import FitError, fit_paragraph
    from generator.render.shared.fonts import register_fonts

    register_fonts()

    def make(text):
        return lambda size: Paragraph(text, ParagraphStyle("t", fontName="Lato-Regular", fontSize=size,
                                                           leading=size * 1.2, splitLongWords=0, spaceShrinkage=0))

    _, size, used = fit_paragraph(make("a few words " * 6), 100, 30, 12, 6)
    assert 6 <= size < 12 and used <= 30.05
    assert fit_paragraph(make("short"), 100, 30, 12, 6)[1] == 12
    with pytest.raises(FitError, match=r"a word is \d+\.\d mm wider than the box"):
        fit_paragraph(make("Pneumonoultramicroscopicsilicovolcanoconiosis"), 40, 100, 12, 6)
    with pytest.raises(FitError, match=r"it takes \d+ lines where at most 1 are allowed"):
        fit_paragraph(make("two words " * 8), 60, 100, 9, 8, max_lines=1)
    # at the floor, lines x leading may pass the box by the first line's empty top (leading - size: 1.2 pt at
    # 6 pt) and no more: nothing printed is cut, so it fits (tiny-townsfolk's cost, 0.1 mm over at 6 pt)
    para, _, used = fit_paragraph(make("one two three four"), 40, 100, 6, 6)
    assert fit_paragraph(make("one two three four"), 40, used - 1.0, 6, 6)[1] == 6
    with pytest.raises(FitError, match=r"it needs 0\.\d mm more height"):
        fit_paragraph(make("one two three four"), 40, used - 1.4, 6, 6)


def test_min_and_max_size_a_coordinate_to_the_card() -> None:
    """A size that shrinks on a small card (pnp's own back): min/max of two or more coordinates, nothing else."""
    square = {"W": 45.0, "H": 45.0, "B": 2.0, "S": 3.0}
    poker = {"W": 63.0, "H": 88.0, "B": 3.0, "S": 3.0}
    radius = Expr.from_yaml("min(14, H/2 - S - 10)")
    assert (radius.eval(square), radius.eval(poker)) == (9.5, 14.0)   # 45/2 - 3 - 10 = 9.5; 88/2 - 13 > 14
    assert Expr.from_yaml("max(2mm, W/10, 3)").eval(poker) == 6.3
    with pytest.raises(ValueError, match=r"^'min\(S\)': min\(\) takes two or more coordinates, e\.g\. "):
        Expr.from_yaml("min(S)")
    with pytest.raises(ValueError, match=r"^'round\(W, 1\)' may use only numbers, \+ - \* /, min\(\), max\(\) "):
        Expr.from_yaml("round(W, 1)")
    with pytest.raises(ValueError, match=r"unknown name 'max' in 'W - max'.*min and max are called: min\(a, b\)"):
        Expr.from_yaml("W - max")
    with pytest.raises(ValueError, match="unknown name 'X' in 'min"):
        Expr.from_yaml("min(X, 1)")
