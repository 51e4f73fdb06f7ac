"""The writing systems pnp sets differently from Latin text, as character classes in one place.

Each is a string for a regular expression's character class (`f"[{HAN_KANA}]"`), by Unicode block:

- HAN_KANA: Chinese and Japanese, written without spaces between words (CJK punctuation, kana, Han and their
  compatibility forms, the full-width forms): lines break between any two letters.
- HANGUL: Korean syllables, written with spaces between words: lines break at the spaces only.
- RIGHT_TO_LEFT: Hebrew, Arabic (with its supplements), Syriac, Thaana and N'Ko, and their presentation forms.
- SHAPED_LTR: the scripts written left to right whose letters join, reorder or stack (Devanagari and the other
  Indic scripts to Sinhala, Thai, Lao, Tibetan, Myanmar, Khmer, Devanagari Extended), which print only shaped.
- UNSPACED: the scripts written without spaces between words, Thai, Lao, Myanmar and Khmer with Chinese and
  Japanese: a label in one is no one-word name however many words it holds.
"""
from __future__ import annotations

HAN_KANA = "\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
HANGUL = "\uac00-\ud7a3"
RIGHT_TO_LEFT = "\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff"
SHAPED_LTR = "\u0900-\u0fff\u1000-\u109f\u1780-\u17ff\ua8e0-\ua8ff"
UNSPACED = "\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff"
