"""The one slug of pnp: a name as a lower-case kebab code ('Growth stop' -> 'growth-stop'), for icon codes and
palette entries a layout builds (`kind | slug`), heading anchors, card ids in the gallery and export file names.

Letters of every script stay as they are, lower-case ('Çay Evi' -> 'çay-evi', 'Сосна' -> 'сосна', 'Café' ->
'café'): a slug that kept only a-z made every name of a game in Russian the same empty code, and 'Bäcker' the
code 'b-cker'. A Latin accent left over from lower-casing ('İ' -> 'i' and a dot above) goes; the marks of other
scripts stay with their letters ('ग्राहक'). ASCII text slugs as before.
"""
from __future__ import annotations

import re

from .marks import COMBINING

# anything but letters, digits and the combining marks that belong to a letter (Devanagari's vowel signs and
# virama: 'ग्राहक' stays whole, where '[\W_]' cut it at every sign)
_NOT_SLUG = re.compile(r"(?:[^\w" + COMBINING + r"]|_)+")


def slug(text: str) -> str:
    """Lower-case letters and digits of any script, every run of anything else one hyphen, none at the ends."""
    lowered = text.lower()
    if not lowered.isascii():
        import unicodedata

        lowered = "".join(c for c in unicodedata.normalize("NFC", lowered)
                          if not ("\u0300" <= c <= "\u036f" and unicodedata.combining(c)))
    return _NOT_SLUG.sub("-", lowered).strip("-")
