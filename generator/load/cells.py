"""How a table cell prints (a dash for an empty cell, minus signs, a row's format): one answer for the documents,
the boards and the check (TBL004), in a module that imports no Jinja2, so a check pays nothing for it."""
from __future__ import annotations

import re
from typing import Any, Callable, Optional


_UNSIGNED_ZERO = re.compile(r"\+(?=0(?:\.0*)?(?!\d))")   # the '+' of '+0', '+0.0'


def cell_text(value: Any, fmt: Optional[str] = None, words: Callable[[str], str] = str) -> str:
    """How a table cell prints: null -> en dash, lists joined, booleans yes/no (through `words`: an edition's
    frame words, 'ja'/'nein'), minus signs, a format."""
    if value is None:
        return "\u2013"
    if isinstance(value, bool):
        text = words("yes" if value else "no")
    elif isinstance(value, tuple) and type(value).__str__ is not tuple.__str__:
        text = str(value)   # an amounts cell ('2 Oil, 1 Wick'), as templates print it, not its parts
    elif isinstance(value, (list, tuple)):
        text = ", ".join(cell_text(v, words=words) for v in value) if value else "\u2013"
    elif isinstance(value, (int, float)) and value < 0:
        text = "\u2212" + str(-value)  # a minus sign, not a hyphen
    else:
        text = str(value)
    if fmt and isinstance(value, (int, float)) and not isinstance(value, bool):
        try:   # a number's own format ('{:+d}': +3, '{:.1f}'), its minus sign printed as one; a zero has no sign
            # ('{:+d}' prints 0, not +0: level-thresholds and time-zones wanted a plain 0 among +1 and -1)
            out = fmt.format(value).replace("-", "\u2212")
            return _UNSIGNED_ZERO.sub("", out, count=1) if value == 0 else out
        except (ValueError, IndexError, KeyError, TypeError):
            pass   # a format of text ('{}x', '{:>4}'): the number as printed
    return fmt.format(text) if fmt else text
