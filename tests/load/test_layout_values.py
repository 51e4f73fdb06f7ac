"""Layout coordinates (generator/load/layout_values.py): arithmetic that has no answer is refused where the layout is
read when it reads no size ('40/0'), and is a CoordinateError naming the size when it does ('10 / (W - 63)')."""
from __future__ import annotations

import pytest

from generator.load.layout_values import CoordinateError, Expr

POKER = {"W": 63.0, "H": 88.0, "B": 3.0, "S": 3.0}


@pytest.mark.parametrize("written, why", [
    ("40/0", "divides by zero: write the number of mm it should be"),
    ("S + 3 / (2 - 2)", "divides by zero: write the number of mm it should be"),
    ("W / (1 - 1)", "divides by zero: write the number of mm it should be"),     # whatever W is
    ("min(W, 1/0)", "divides by zero: write the number of mm it should be"),
    ("1e308 * 10", "gives inf, not a number of mm: write the number of mm it should be"),
])
def test_arithmetic_with_no_answer_on_any_card_is_refused_when_read(written: str, why: str) -> None:
    with pytest.raises(ValueError) as caught:
        Expr.from_yaml(written)
    assert str(caught.value) == f"'{written}' {why}"


@pytest.mark.parametrize("written", [float("inf"), float("nan")])
def test_a_number_that_is_not_finite_is_not_a_coordinate(written: float) -> None:
    with pytest.raises(ValueError, match="is not a coordinate"):
        Expr.from_yaml(written)


def test_arithmetic_with_no_answer_at_one_size_names_the_size() -> None:
    expr = Expr.from_yaml("10 / (W - 63)")
    assert expr.eval({**POKER, "W": 70.0}) == pytest.approx(10 / 7)
    with pytest.raises(CoordinateError) as caught:
        expr.eval(POKER)
    assert str(caught.value) == "'10 / (W - 63)' divides by zero at W=63, H=88, B=3, S=3"


def test_arithmetic_that_reads_a_size_is_not_judged_when_read() -> None:
    # 'W - 2*S' and a division by a part that reads the size are fine until a size makes them fail
    assert Expr.from_yaml("W - 2*S").eval(POKER) == 57.0
    assert Expr.from_yaml("3 * 0").eval(POKER) == 0.0
    assert Expr.from_yaml("H / (W - 60)").eval(POKER) == pytest.approx(88 / 3)
