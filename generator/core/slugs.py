"""The one slug of pnp: a name as a lower-case kebab code ('Growth stop' -> 'growth-stop'), for icon codes and
palette entries a layout builds (`kind | slug`), heading anchors, card ids in the gallery and export file names.

Letters of every script stay as they are, lower-case ('Çay Evi' -> 'çay-evi', 'Сосна' -> 'сосна', 'Café' ->
'café'): a slug that kept only a-z made every name of a game in Russian the same empty code, and 'Bäcker' the
code 'b-cker'. A mark left over from lower-casing ('İ' -> 'i' and a dot above) goes. ASCII text slugs as before.
"""
from __future__ import annotations

import re

_NOT_SLUG = re.compile(r"[\W_]+")


def slug(text: str) -> str:
    """Lower-case letters and digits of any script, every run of anything else one hyphen, none at the ends."""
    lowered = text.lower()
    if not lowered.isascii():
        import unicodedata

        lowered = "".join(c for c in unicodedata.normalize("NFC", lowered) if not unicodedata.combining(c))
    return _NOT_SLUG.sub("-", lowered).strip("-")
