"""Exact probabilities for the designer's report: drawing without replacement, and dice."""
from __future__ import annotations

from fractions import Fraction
from math import comb
from typing import Iterable


def at_least(k: int, deck: int, marked: int, drawn: int) -> Fraction:
    """Chance that `drawn` cards taken at random from `deck` cards, `marked` of them of a kind, hold at
    least `k` of that kind (hypergeometric, exact)."""
    if not 0 <= marked <= deck or not 0 <= drawn <= deck:
        raise ValueError(f"cannot draw {drawn} of {deck} cards holding {marked} marked")
    if k <= 0:
        return Fraction(1)
    below = sum(comb(marked, i) * comb(deck - marked, drawn - i) for i in range(0, min(k, drawn + 1)))
    return 1 - Fraction(below, comb(deck, drawn))


def sum_of_dice(faces: int, dice: int) -> dict[int, Fraction]:
    """Chance of each total of `dice` fair dice with faces 1..`faces`, summed."""
    ways = {0: 1}
    for _ in range(dice):
        step: dict[int, int] = {}
        for total, n in ways.items():
            for face in range(1, faces + 1):
                step[total + face] = step.get(total + face, 0) + n
        ways = step
    whole = faces ** dice
    return {total: Fraction(n, whole) for total, n in sorted(ways.items())}


def share(faces: Iterable[int], of: int) -> Fraction:
    """Chance one roll of an `of`-sided die shows one of `faces`."""
    return Fraction(len(set(faces)), of)


def percent(p: Fraction) -> str:
    """A probability as a percentage with one decimal ('41.2%'); certain and impossible exactly."""
    if p == 1:
        return "100%"
    if p == 0:
        return "0%"
    shown = f"{float(p) * 100:.1f}"
    if shown == "100.0":
        return ">99.9%"
    if shown == "0.0":
        return "<0.1%"
    return shown + "%"
