"""TXT009: a sum printed with its result adds up.

Worked examples, card texts and rules show their arithmetic ("The margin is
1 - 3 + 2 = 0", "costs 3 + 2 = 5 Money"). The sum is read from any printed
passage: whole numbers joined by `+`, `-`, `−`, `×`, `x` or `*` (multiplication
first; a part in brackets first of all), then `=` and the printed result. A result that the sum does not give is
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
_OPEN, _CLOSE = r"(?:\(\s*)*", r"(?:\s*\))*"   # brackets round a part: '(4 + 4) × 3 − 2 = 22' (film-studio)
_TERM = rf"{_OPEN}{_NUM}{_CLOSE}"
_SUM = re.compile(rf"(?<![\w.,:/\u00a7)-])({_TERM}(?:{_OP}{_TERM})+)\s*=\s*({_NUM})"
                  rf"(?![\w.,/]\d|\d|\s*[+*\u00d7\u2212/])")
_OPERATOR_BEFORE = re.compile(r"(?:^|\s)[-+*x\u00d7\u2212\u00f7/:]\s*$|[\u00f7)]\s*$")
_TOKEN = re.compile(r"\d+|[-+*x\u00d7\u2212()]")


def evaluate(expression: str) -> Optional[int]:
    """The value of a sum of whole numbers ('1 - 3 + 2', '3 x 2 + 1', '(4 + 4) x 3 - 2'), multiplication first and
    brackets before both; None when it is not one. A bracket opened before the sum and closed after its result
    ("(3 + 2 = 5)") is the sentence's, not the sum's."""
    text = expression.replace("\u2212", "-").replace(",", "").strip()   # (a comma only between thousands)
    while text.startswith("(") and text.count("(") > text.count(")"):
        text = text[1:].lstrip()
    parts = _TOKEN.findall(text)
    value, at = _sum(parts, 0)
    return value if at == len(parts) else None


def _sum(parts: list[str], at: int) -> tuple[Optional[int], int]:
    """The sum that starts at parts[at] and where it ends: a closing bracket, or the end."""
    terms: list[int] = []   # signed products, summed at the end
    sign, product, want_number, negative = 1, None, True, False
    while at < len(parts) and parts[at] != ")":
        part = parts[at]
        at += 1
        if want_number:
            if part == "-":
                negative = not negative
                continue
            if part == "(":
                inner, at = _sum(parts, at)
                if inner is None or at >= len(parts) or parts[at] != ")":
                    return None, at
                at += 1
                value = -inner if negative else inner
            elif part.isdigit():
                value = -int(part) if negative else int(part)
            else:
                return None, at
            product = value if product is None else product * value
            want_number, negative = False, False
        elif part in "+-":
            assert product is not None   # want_number is False: a number came last
            terms.append(sign * product)
            sign, product, want_number = (1 if part == "+" else -1), None, True
        elif part in "*x\u00d7":
            want_number = True
        else:
            return None, at
    if want_number or product is None:
        return None, at
    return sum(terms) + sign * product, at


@family("sums")
def check_sums(ctx: Context) -> None:
    for p in passages_of(ctx):
        if "=" not in p.text:
            continue
        for m in _SUM.finditer(p.text):
            if _OPERATOR_BEFORE.search(p.text, 0, m.start()):
                continue   # '12 ÷ 4 + 1 = 4': the sum starts before what pnp reads, with an operation it does not
            value = evaluate(m.group(1))
            shown = int(m.group(2).replace("\u2212", "-").replace(",", ""))
            if value is None or value == shown:
                continue
            said = f"{value:,}" if "," in m.group(0) else str(value)   # as the sum writes its thousands
            written = m.group(0).strip()
            while written.startswith("(") and written.count("(") > written.count(")"):
                written = written[1:].lstrip()   # the sentence's bracket, not the sum's: "(3 + 2 = 6)"
            ctx.report("TXT009", p.loc(m.start(2)), f"'{written}' does not add up: the sum gives {said}",
                       expected=value, actual=m.group(2), hint=f"write {said}, or correct the numbers of the sum",
                       subject=f"sum/{' '.join(written.split())}")
