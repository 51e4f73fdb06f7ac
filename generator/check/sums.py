"""TXT009: a sum printed with its result adds up.

Worked examples, card texts and rules show their arithmetic ("The margin is
1 - 3 + 2 = 0", "costs 3 + 2 = 5 Money"). The sum is read from any printed
passage: whole numbers joined by `+`, `-`, `−`, `×`, `x` or `*` (multiplication
first), then `=` and the printed result. A result that the sum does not give is
reported at the result. Nothing else is guessed: a placeholder in the sum, a
fraction, a range such as "2-4" written without spaces, or a result that is not
a whole number leaves the sum alone.
"""
from __future__ import annotations

import re
from typing import Optional

from .catalogue import declare
from .findings import Context
from .printed_index import passages_of
from .registry import family

declare("TXT009", family="sums", severity="error",
        title="a printed sum does not give the result printed after its '='")

_NUM = r"[-\u2212]?(?:\d{1,3}(?:,\d{3})+|\d+)"   # '12,000' (thousands apart: million-auction's money) or '12000'
_OP = r"(?:\s*[+*\u00d7]\s*|\s+[-\u2212x]\s+|\s*\u2212\s*)"
_SUM = re.compile(rf"(?<![\w.,:/\u00a7-])({_NUM}(?:{_OP}{_NUM})+)\s*=\s*({_NUM})(?![\w.,/]\d|\d|\s*[+*\u00d7\u2212/])")
_TOKEN = re.compile(r"\d+|[-+*x\u00d7\u2212]")


def evaluate(expression: str) -> Optional[int]:
    """The value of a sum of whole numbers ('1 - 3 + 2', '3 x 2 + 1'), multiplication first; None when it
    is not one."""
    parts = _TOKEN.findall(expression.replace("\u2212", "-").replace(",", ""))   # (a comma only between thousands)
    terms: list[int] = []   # signed products, summed at the end
    sign, product, want_number, negative = 1, None, True, False
    for part in parts:
        if want_number:
            if part == "-":
                negative = not negative
                continue
            if not part.isdigit():
                return None
            value = -int(part) if negative else int(part)
            product = value if product is None else product * value
            want_number, negative = False, False
        elif part in "+-":
            assert product is not None   # want_number is False: a number came last
            terms.append(sign * product)
            sign, product, want_number = (1 if part == "+" else -1), None, True
        elif part in "*x\u00d7":
            want_number = True
        else:
            return None
    if want_number or product is None:
        return None
    return sum(terms) + sign * product


@family("sums")
def check_sums(ctx: Context) -> None:
    for p in passages_of(ctx):
        if "=" not in p.text:
            continue
        for m in _SUM.finditer(p.text):
            value = evaluate(m.group(1))
            shown = int(m.group(2).replace("\u2212", "-").replace(",", ""))
            if value is None or value == shown:
                continue
            said = f"{value:,}" if "," in m.group(0) else str(value)   # as the sum writes its thousands
            ctx.report("TXT009", p.loc(m.start(2)), f"'{m.group(0).strip()}' does not add up: the sum gives {said}",
                       expected=value, actual=m.group(2), hint=f"write {said}, or correct the numbers of the sum",
                       subject=f"sum/{' '.join(m.group(0).split())}")
