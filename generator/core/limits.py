"""The limits pnp puts on content, so a mistake or hostile input ends in a located error, never a hang or MemoryError.

Every limit is documented in docs/content-format.md#limits; a value beyond
one is a load problem (LIM001, exit 2) at the line that holds it. Control
characters (NUL and the rest of C0/C1 except tab, newline and carriage
return) and the bidirectional controls (U+202A-U+202E, U+2066-U+2069,
U+200E, U+200F, U+061C) are refused wherever text is read (CHR001).
"""
from __future__ import annotations

import re
import unicodedata
from typing import Iterator, Optional

from .errors import Loc, Problem

MAX_FILE_BYTES = 10 * 1024 * 1024   # any one content file (game.yaml, a CSV, a layout, a document)
MAX_YAML_VALUES = 50_000            # values in game.yaml once aliases are expanded (an alias bomb stops here)
MAX_YAML_DEPTH = 50                 # nesting of mappings and lists
MAX_TEXT = 10_000                   # characters in one YAML string or CSV cell
MAX_NUMBER = 10**12                 # any whole number written in game.yaml or a CSV cell (magnitude)
MAX_COUNT = 10_000                  # any count, amount or other whole number of the schema (copies, spaces...)
MAX_MM = 5_000.0                    # any length or position in millimetres (5 m)
MAX_PLAYERS = 100                   # the top of any player range
MAX_FACES = 1_000                   # faces of a die
MAX_AMOUNT = 10**9                  # a cost's amount: a price in a game whose money is counted in thousands (50,000)
MAX_RANGE_SPAN = 1_000              # numbers covered by one range such as a table column '2-6'
MAX_DECK_CARDS = 20_000             # physical cards in one deck (the sum of its counts)
MAX_PICTURE_PIXELS = 150_000_000    # pixels of one picture pnp prints (about 26 x 40 cm at 1200 dpi)
MAX_LAYOUT_PIECES = 20_000          # what one layout element unrolls into (a grid's cells x their elements, nested
                                    # grids multiplied; a track's spaces); the largest of 600 games' is 1,680
MAX_SHEET_ROWS = MAX_DECK_CARDS + 1  # rows of a workbook sheet a deck is read from (a header, a card a row)
MAX_SHEET_COLUMNS = 256             # its columns (A to IV, the width of an .xls sheet)
# characters in one run without a space (a "word") of a document or of any text in game.yaml or a card cell:
# WeasyPrint's line breaking of the rulebook slows with the square of a hyphenatable run (1,000 characters cost
# about a second, 2,000 six, 10,000 more than a minute); the longest run of the shipped and corpus games is 172
MAX_WORD = 500
# rulebook.md / quickref.md Jinja (load/templating.py): what one document's placeholders may build
MAX_TEMPLATE_RANGE = 10_000         # numbers in one range(...) of a document's Jinja
MAX_TEMPLATE_TEXT = 1_000_000       # characters (or items) one '*' may make: "x" * n, [0] * n
MAX_TEMPLATE_DIGITS = 1_000         # digits of a number one '**' may make
DOCUMENT_TEMPLATE_SECONDS = 30.0    # time rendering one document's Jinja may take (CPU seconds, then wall)
# schema fields whose own limit is tighter than MAX_COUNT, so one message states one number for any value past it
# (or wider: a price)
FIELD_LIMITS = {"faces": MAX_FACES, "amount": MAX_AMOUNT}

# C0 and C1 controls but tab, newline and carriage return; and the bidirectional controls (embeddings,
# overrides, isolates and the three marks), which reorder text on screen so that an editor shows one thing and
# the print, drawn in stored order on cards, another (the "Trojan Source" trick)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def control_char(text: str) -> Optional[int]:
    """The index of the first control character pnp refuses, or None."""
    match = _CONTROL.search(text)
    return match.start() if match else None


def describe_char(ch: str) -> str:
    """'U+0000 NULL' style: the code point and its Unicode name (or control name)."""
    name = unicodedata.name(ch, "") or _CONTROL_NAMES.get(ord(ch), "a control character")
    return f"U+{ord(ch):04X} {name}"


# unicodedata has no names for the controls (their Name property is empty): the ISO 6429 names, C0 then C1
_C0 = ("NULL", "START OF HEADING", "START OF TEXT", "END OF TEXT", "END OF TRANSMISSION", "ENQUIRY",
       "ACKNOWLEDGE", "BELL", "BACKSPACE", "CHARACTER TABULATION", "LINE FEED", "LINE TABULATION", "FORM FEED",
       "CARRIAGE RETURN", "SHIFT OUT", "SHIFT IN", "DATA LINK ESCAPE", "DEVICE CONTROL ONE", "DEVICE CONTROL TWO",
       "DEVICE CONTROL THREE", "DEVICE CONTROL FOUR", "NEGATIVE ACKNOWLEDGE", "SYNCHRONOUS IDLE",
       "END OF TRANSMISSION BLOCK", "CANCEL", "END OF MEDIUM", "SUBSTITUTE", "ESCAPE", "FILE SEPARATOR",
       "GROUP SEPARATOR", "RECORD SEPARATOR", "UNIT SEPARATOR")
_C1 = ("PADDING CHARACTER", "HIGH OCTET PRESET", "BREAK PERMITTED HERE", "NO BREAK HERE", "INDEX",
       "NEXT LINE (NEL)", "START OF SELECTED AREA", "END OF SELECTED AREA", "CHARACTER TABULATION SET",
       "CHARACTER TABULATION WITH JUSTIFICATION", "LINE TABULATION SET", "PARTIAL LINE FORWARD",
       "PARTIAL LINE BACKWARD", "REVERSE LINE FEED", "SINGLE SHIFT TWO", "SINGLE SHIFT THREE",
       "DEVICE CONTROL STRING", "PRIVATE USE ONE", "PRIVATE USE TWO", "SET TRANSMIT STATE", "CANCEL CHARACTER",
       "MESSAGE WAITING", "START OF GUARDED AREA", "END OF GUARDED AREA", "START OF STRING",
       "SINGLE GRAPHIC CHARACTER INTRODUCER", "SINGLE CHARACTER INTRODUCER", "CONTROL SEQUENCE INTRODUCER",
       "STRING TERMINATOR", "OPERATING SYSTEM COMMAND", "PRIVACY MESSAGE", "APPLICATION PROGRAM COMMAND")
_CONTROL_NAMES = {**dict(enumerate(_C0)), 0x7F: "DELETE", **{0x80 + i: name for i, name in enumerate(_C1)}}


def control_problems(text: str, file: str) -> Iterator[Problem]:
    """A CHR001 problem for each control character in a file (the first 20: one screen)."""
    for n, match in enumerate(_CONTROL.finditer(text)):
        if n == 20:
            return
        start = match.start()
        line = text.count("\n", 0, start) + 1
        col = start - (text.rfind("\n", 0, start) + 1) + 1
        yield control_problem(Loc(file, line, col), match.group())


def control_problem(loc: Loc, ch: str) -> Problem:
    if ch in _BIDI:
        return Problem("CHR001", loc, f"bidirectional control character {describe_char(ch)} in the text",
                       "delete it: it is invisible and reorders the text around it on screen, so what your editor "
                       "shows is not what pnp prints (it often comes from a copy and paste)")
    return Problem("CHR001", loc, f"control character {describe_char(ch)} in the text",
                   "delete it (it is invisible in most editors; it often comes from a copy and paste)")


_LONG_WORD = re.compile(r"\S{%d,}" % (MAX_WORD + 1))
LONG_WORD_HINT = ("break it with spaces: a run this long is most likely pasted data, and the rulebook's line "
                  "breaking slows to a crawl on it; see docs/content-format.md#limits")


def long_word(text: str) -> Optional[tuple[int, int]]:
    """(index, length) of the first run of more than MAX_WORD characters without a space, or None."""
    if len(text) <= MAX_WORD:
        return None
    match = _LONG_WORD.search(text)
    return (match.start(), match.end() - match.start()) if match else None


def long_word_problem(loc: Loc, length: int) -> Problem:
    return Problem("LIM001", loc, f"this word (a run without a space) is {length:,} characters long; pnp allows "
                   f"at most {MAX_WORD:,}", LONG_WORD_HINT)


def too_big(loc: Loc, what: str, value: object, limit: object, unit: str = "") -> Problem:
    return Problem("LIM001", loc, f"{what} is {value}{unit}; pnp allows at most {limit}{unit}",
                   "a value this large is most likely a typo; see docs/content-format.md#limits")
