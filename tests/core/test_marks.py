"""core/marks.py's constant is every combining mark of the Basic Multilingual Plane, as this Python's unicodedata
says: a word of Devanagari, Thai or Hebrew is read with its vowel signs, not cut at each of them."""
from __future__ import annotations

import re
import unicodedata

from generator.check.words import LETTER_RUN, tokens
from generator.core.marks import COMBINING
from generator.core.slugs import slug


def test_the_constant_is_every_combining_mark_of_the_plane() -> None:
    mark = re.compile(f"[{COMBINING}]")
    wrong = [hex(c) for c in range(0x300, 0x10000)
             if (unicodedata.category(chr(c)) in ("Mn", "Mc", "Me")) != bool(mark.fullmatch(chr(c)))]
    assert wrong == []


def test_words_keep_their_vowel_signs_in_every_reading() -> None:
    hindi = "हर 5 रुपये से 1 यश बनता है। ग्राहक"
    assert [t.text for t in tokens(hindi) if t.kind == "word"] == ["हर", "रुपये", "से", "यश", "बनता", "है", "ग्राहक"]
    assert LETTER_RUN.findall("सामान कार्ड, สามเหรียญ, שָׁלוֹם") == ["सामान", "कार्ड", "สามเหรียญ", "שָׁלוֹם"]
    assert slug("सामान कार्ड") == "सामान-कार्ड"


def test_a_danda_ends_a_sentence_and_other_scripts_commas_are_commas() -> None:
    kinds = [(t.kind, t.text) for t in tokens("हर 5 रुपये। 3 दिन، 2 نقاط؛ 4枚、5枚。")]
    assert ("break", "।") in kinds and ("break", "؛") in kinds and ("break", "。") in kinds
    assert ("comma", "،") in kinds and ("comma", "、") in kinds
