"""The one "did you mean" of pnp: every name a user types (a column, a field, a table, an engine rule, a
placeholder, a template, an icon, a font, a colour, a game, a key, a shop) is matched against the names it
could be by this helper, so a slip gets the same suggestion wherever it is made.

Precision first: a name is offered only when it is the same but for case, close by difflib's ratio (0.75: one
letter dropped, added, changed, or two swapped in a short word), or the same letters and digits once spaces,
punctuation and a plural s are set aside. Standard library only: `pnp check`'s cold start pays nothing for it.
"""
from __future__ import annotations

import difflib
import re
from typing import Iterable

_NOT_FOLDED = re.compile(r"[^a-z0-9]")


def fold(name: str) -> str:
    """Lower-case letters and digits only, singular: 'Rare Minerals' -> 'rareminerals' -> 'raremineral'. Letters
    of any script count, their accents set aside ('Café' -> 'cafe', 'Берёза' -> 'береза'): a name in Cyrillic,
    Greek or Japanese folded to nothing, and every name of a Russian game looked like every other."""
    lowered = name.lower()
    if lowered.isascii():
        s = _NOT_FOLDED.sub("", lowered)
    else:
        import unicodedata

        s = "".join(c for c in unicodedata.normalize("NFKD", lowered) if c.isalnum())
    return s[:-1] if s.endswith("s") and len(s) > 3 else s


def closest(name: str, candidates: Iterable[str]) -> str | None:
    """The candidate `name` most likely stands for, or None."""
    pool = [str(c) for c in dict.fromkeys(candidates)]
    lowered = {c.lower(): c for c in pool}
    if name.lower() in lowered:
        return lowered[name.lower()]
    close = difflib.get_close_matches(name, pool, n=1, cutoff=0.75)
    if close:
        return close[0]
    folded = {fold(c): c for c in pool}
    return folded.get(fold(name))


def sole(name: str, candidates: Iterable[str]) -> str | None:
    """The candidate `name` stands for when it is the only near one by every measure of `closest` (one
    differing only in case, one close by ratio, one of the same letters), else None: `pnp check --fix`
    rewrites a slip only into a name no other could contest."""
    pool = [str(c) for c in dict.fromkeys(candidates)]
    near = {c for c in pool if c.lower() == name.lower() or fold(c) == fold(name)}
    near.update(difflib.get_close_matches(name, pool, n=max(2, len(pool)), cutoff=0.75))
    return near.pop() if len(near) == 1 else None


def did_you_mean(name: str, candidates: Iterable[str]) -> str:
    """A "did you mean 'X'?" hint for a near miss, or ''."""
    found = closest(name, candidates)
    return f"did you mean '{found}'?" if found is not None else ""
