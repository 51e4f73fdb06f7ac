"""Words and numbers of printed English: a tokeniser, number words, ranges, and a small lemmatiser.

Everything the claim scanner reads goes through `tokens()`: words with their
lemma, numbers with the value (or span) they state, placeholders, and the
punctuation that ends a clause. Plurals and verb forms are folded by
`lemma()`: regular English suffix rules plus a table of irregular forms (generator/check/vocabulary.json).
(The maintained libraries were measured for `pnp check`'s 0.5 s cold budget:
`inflect` 7 takes about 5 s to import, `lemminflect` needs numpy and a
multi-megabyte table; both would blow the budget on their own.)
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from ..core.marks import COMBINING
from .vocabulary import alternation, number_table, word_list, word_set, word_table

NUMBER_WORDS = number_table("number_words")
# Words read as a number only when a counted term follows at once ("a single card"), never alone.
WEAK_NUMBERS = word_set("weak_numbers")

_IRREGULAR = word_table("irregular_forms")
_KEEP_S = re.compile(f"({alternation('keep_final_s')})$")
_RESTORE_E = word_list("restore_e_endings")   # 'placed' -> 'plac' -> 'place'
_DOUBLE = re.compile(r"([bdgklmnprt])\1$")
# a word of one syllable keeps its 'll' ('rolled', 'filled', 'pulled': roll, fill, pull); a longer one drops the one
# that British spelling doubles ('travelled', 'labelled': travel, label)
_LL_OF_ONE_SYLLABLE = re.compile(r"^[^aeiouy]*[aeiouy]+ll$")


@lru_cache(maxsize=8192)
def lemma(word: str) -> str:
    """The dictionary form of an English word: 'Ferries' -> 'ferry', 'drawn' -> 'draw'."""
    w = word.lower().replace("\u2019", "'")
    w = w[:-2] if w.endswith("'s") else w.rstrip("'")
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if len(w) <= 3:
        return w
    if w.endswith("ae") and len(w) > 5:
        return w[:-1]   # a Latin plural: 'nebulae' of 'nebula', 'formulae'
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return w[:-2]
    if w.endswith("s") and not _KEEP_S.search(w):
        return w[:-1]
    if w.endswith("ied") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("ed") and len(w) > 4:
        base = w[:-2]
        if _DOUBLE.search(base) and not _LL_OF_ONE_SYLLABLE.search(base):
            return base[:-1]
        return base + "e" if base.endswith(_RESTORE_E) else base
    if w.endswith("ing") and len(w) > 5:
        base = w[:-3]
        if _DOUBLE.search(base) and not _LL_OF_ONE_SYLLABLE.search(base):
            return base[:-1]
        return base + "e" if base.endswith(_RESTORE_E) else base
    return w


_IRREGULAR_PLURALS = word_set("irregular_plurals")


def plural(word: str) -> bool:
    """Whether an English word is a plural: 'cards', 'ferries', 'dice'; not 'dealt' or 'drawn' (verb forms, which
    lemma also takes back), nor 'bus' or 'lasts'."""
    w = word.lower().replace("\u2019", "'")
    return w in _IRREGULAR_PLURALS or w.endswith("s") and lemma(w) != w


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A key under which the forms of one word meet: 'moved', 'moves', 'move' -> 'mov'."""
    w = lemma(word)
    return w[:-1] if len(w) > 3 and w.endswith("e") else w


STOP = word_set("stop_words")


class Token(NamedTuple):
    """A word, a number, a placeholder or a clause break, at a character offset of its passage.

    A NamedTuple, not a dataclass: the scanner makes tens of thousands per check run.
    """

    kind: str          # "word", "num", "compound" ('2-Gold'), "ph" (a placeholder), "colon", "comma", "break"
    text: str
    start: int
    end: int
    stem: str = ""
    low: int = 0       # for "num": the smallest and largest value stated
    high: int = 0
    bound: str = ""    # for "num": "", "max" (up to N), "min" (at least N)

    @property
    def is_word_number(self) -> bool:
        return self.kind == "num" and not self.text[:1].isdigit()


_NUM_WORD = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
# The marks that end a sentence or clause in the scripts pnp's games are written in, besides '.!?;': Devanagari's
# danda and double danda, the Arabic full stop, question mark and semicolon, the ideographic full stop and the
# full-width marks, the Armenian full stop, the Ethiopic full stop and the Greek question mark. A Hindi sentence
# ends at '।' (mela-bazaar, written outside the project, had a number held to a row named in the sentence before).
OTHER_SENTENCE_MARKS = "\u0964\u0965\u06d4\u061f\u061b\u3002\uff01\uff1f\uff1b\u0589\u1362\u037e"
SENTENCE_MARKS = ".!?;" + OTHER_SENTENCE_MARKS
COMMA_MARKS = ",\u060c\u3001\uff0c"   # the comma, the Arabic comma, the ideographic and full-width commas
_SCAN = re.compile(
    r"(?P<ph>\u00a7+)|(?P<icon>:[a-z0-9][a-z0-9-]*:)"
    r"|(?P<skip>\b\d+[:.]\d+(?:[-\u2013]\d+)?(?:,\s?\d+)*|\d+(?:st|nd|rd|th)\b|\d+\s?%|#\d+|\b[dD]\d+\b"
    r"|(?<![\w.-])\d+(?:-\d+){2,}(?![\w-])"   # a code: 3-1-4-7
    r"|[$\u20ac\u00a3\u00a5]\d{1,3}(?:,\d{3})+(?!\d)"   # money with its sign and thousands, '\u00a31,000': no count
    r"|(?<![\w.,])\d+,\d\d\s?\u20ac"   # euros and cents with a decimal comma, '1,90 \u20ac': never '90'
    r"|(?<=\d,)\d{3}(?!\d))"   # the rest of a thousands number whose head was kept out ('6,000/15,000'): never '000'
    r"|(?P<range>(?<![\w.$\u20ac\u00a3\u00a5/+-])\d+(?:-|\s?\u2013\s?|\s(?:to|or)\s)\d+(?![\w%/+]|[.,:]\d|-[A-Za-z]))"
    r"|(?P<big>(?<![\w.,$\u20ac\u00a3\u00a5/+-])\d{1,3}(?:,\d{3})+(?![\w%/,]|\.\d))"  # '3,000': one number
    r"|(?P<kilo>(?<![\w.,$\u20ac\u00a3\u00a5/+-])\d{1,3}(?:\.\d)?[kK](?![\w%/]))"  # '15k', '2.5k': thousands
    r"|(?P<compound>(?<![\w.])\d+-[A-Za-z][\w-]*)"
    r"|(?P<digit>(?<![\w.$\u20ac\u00a3\u00a5/+-])\d+(?![\w%/]|[.,:]\d|-[A-Za-z]))"
    r"|(?P<glued>(?<![\w.$\u20ac\u00a3\u00a5/+-])\d{1,3}(?=[A-Z]{2,3}\b))"   # '3VP', '2AP': a count and its short noun
    r"|(?P<word>[^\W\d_](?:(?:[^\W\d_]|['\u2019-]|[" + COMBINING + r"])*(?:[^\W\d_]|[" + COMBINING + r"]))?)"
    # letters of any language, their combining marks with them: 'Talermünzen', 'Acción', 'रुपये'
    r"|(?P<colon>:)|(?P<comma>[" + COMMA_MARKS + "])"
    r"|(?P<brk>[.;!?|()\[\]\u2014" + OTHER_SENTENCE_MARKS + r"]|\u2013(?=\s))")
# a run of letters of any script: a term's words ("Món nấu tối đa mỗi ngày"), where [A-Za-z]+ cut them into "M", "n",
# "ng", which matched the pieces of other words (pho-stall, written in Vietnamese)
LETTER_RUN = re.compile(r"(?:[^\W\d_][" + COMBINING + r"]*)+")
_RANGE_SPLIT = re.compile(r"\s?(?:[-\u2013]|to|or)\s?")
_ARITHMETIC = re.compile(r"[-+=\u00d7*/x\u2212]\s*$")
_ARITHMETIC_AFTER = re.compile(r"\s*[-+=\u00d7*/\u2212]\s*[\d(]")
_FIRST_NUMBER = re.compile(r"\d+")
# a verb that moves an amount, then up to three words and 'from', right before a range 'N to M'
_MOVED_FROM = re.compile(r"(?i)\b(?:" + alternation("from_to_changes") + r")\b(?:\s+[\w'\u2019]+){0,3}\s+from\s+$")
# Markdown emphasis round a number ('dealt *4* cards', '**4**'): asterisks touching it on both sides, with no
# word character on their outer sides
_EMPHASIS = re.compile(r".*(?<![\w*])(\*{1,3})\d+\1(?![\w*])", re.S)
_BOUND_WORDS = {("up", "to"): "max", ("at", "most"): "max", ("at", "least"): "min"}


def _closes_emphasis(text: str, s: int) -> bool:
    """The asterisks before the number at s close a bold or italic label ("**Lose:** 6 Churches"): they touch the
    word or mark before them, not a number, so they are no sign of multiplying (commissioned's quick reference read
    no number after any bold label)."""
    j = s
    while j > 0 and text[j - 1] in " \t":
        j -= 1
    k = j
    while k > 0 and text[k - 1] == "*":
        k -= 1
    return 0 < k < j and not text[k - 1].isspace() and not text[k - 1].isdigit()


def tokens(text: str) -> list[Token]:
    """The tokens of one passage; a blank line or sentence punctuation ends a clause."""
    # The hot loop of the printed-text families (tens of thousands of tokens a check): a word, the commonest
    # token, is taken first, and tokens are made with tuple.__new__ and every field in order, which is what
    # Token(...) does after a keyword-argument call that costs as much again.
    out: list[Token] = []
    append, new, numbers = out.append, tuple.__new__, NUMBER_WORDS
    for m in _SCAN.finditer(text):
        kind = m.lastgroup
        g = m.group()
        if kind == "word":
            n = numbers.get(g.lower())
            if n is not None:
                append(new(Token, ("num", g, m.start(), m.end(), "", n, n, "")))
            elif "-" in g and g.split("-")[0].lower() in numbers:  # 'two-player', 'three-card'
                head, _, rest = g.partition("-")
                n = numbers[head.lower()]
                unit = rest.partition("-")[0].lower()
                if n % 10 == 0 and 20 <= n <= 90 and 1 <= numbers.get(unit, 0) <= 9:   # 'twenty-two': one number
                    n += numbers[unit]
                    if rest.lower() == unit:
                        append(new(Token, ("num", g, m.start(), m.end(), "", n, n, "")))
                        continue
                    rest = rest.partition("-")[2]                                  # 'twenty-two-card'
                append(new(Token, ("compound", g, m.start(), m.end(), stem(rest.split("-")[0]), n, n, "")))
            else:
                append(new(Token, ("word", g, m.start(), m.end(), stem(g), 0, 0, "")))
            continue
        s, e = m.start(), m.end()
        if kind == "ph":
            append(new(Token, ("ph", g, s, e, "", 0, 0, "")))
        elif kind == "range":
            a, b = (int(x) for x in _RANGE_SPLIT.split(g))
            if " to " in g and _MOVED_FROM.search(text, max(0, s - 48), s):
                # "raises your tank from 6 to 8 Fuel": the amount before and after a change, two numbers, no span
                # (star-cargo, written outside the project)
                first, last = _FIRST_NUMBER.match(g), re.search(r"\d+$", g)
                assert first is not None and last is not None   # the range matched, so both its numbers do
                append(new(Token, ("num", first.group(0), s, s + first.end(), "", a, a, "")))
                append(new(Token, ("num", last.group(0), s + last.start(), e, "", b, b, "")))
                continue
            if a < b:
                append(new(Token, ("num", g, s, e, "", a, b, "")))
            elif "-" in g or "\u2013" in g:
                continue   # '2-0', '3-1': a score, no span and no count
            else:  # '3 or 2': two numbers, not a span
                first = _FIRST_NUMBER.match(g)
                assert first is not None   # the range matched, so its first number does
                append(new(Token, ("num", first.group(0), s, s + first.end(), "", a, a, "")))
        elif kind == "big":
            n = int(g.replace(",", ""))
            append(new(Token, ("num", g, s, e, "", n, n, "")))
        elif kind == "kilo":
            n = round(float(g[:-1]) * 1000)
            append(new(Token, ("num", g, s, e, "", n, n, "")))
        elif kind == "compound":
            head, _, rest = g.partition("-")
            append(new(Token, ("compound", g, s, e, stem(rest.split("-")[0]), int(head), int(head), "")))
        elif kind == "glued":
            append(new(Token, ("num", g, s, e, "", int(g), int(g), "")))
        elif kind == "digit":
            before, after = text[max(0, s - 3):s], text[e:e + 5]
            if _EMPHASIS.match(text, max(0, s - 4), e + 4) is None and (
                    _ARITHMETIC.search(before) and not _closes_emphasis(text, s) or _ARITHMETIC_AFTER.match(after)):
                continue  # a sum worked out in an example ('1 - 1 + 2 = 2') is not a claim; '*4*' is a 4
            if after[:1] == "+":   # '3+', '7+ players': three or more, as 'or more' after it says
                append(new(Token, ("num", g + "+", s, e + 1, "", int(g), int(g), "min")))
                continue
            append(new(Token, ("num", g, s, e, "", int(g), int(g), "")))
        elif kind in ("colon", "comma"):
            append(new(Token, (kind, g, s, e, "", 0, 0, "")))
        elif kind == "brk":
            if g != "\n":  # a line break inside a paragraph or cell is a space
                append(new(Token, ("break", g, s, e, "", 0, 0, "")))
        # "skip": scripture and clock references, ordinals, percentages, dice names: no token at all
    return _bounds(_spans(_multiples(out) if any(t.kind == "num" and t.text.lower() in _MULTIPLES for t in out)
                          else out))


# words that multiply the number before them ('two dozen' is 24, 'three hundred' 300), halved after 'half a'
_MULTIPLES = {"dozen": 12, "hundred": 100}


def _multiples(toks: list[Token]) -> list[Token]:
    """'two dozen' (24), '3 hundred' (300), 'half a dozen' (6) and 'a dozen and a half' (18) as one number each:
    dozen-words (written outside the project) printed "Two dozen eggs" for a column of 24, read as 12."""
    out: list[Token] = []
    for t in toks:
        low = t.text.lower()
        if t.kind == "num" and low in _MULTIPLES and out:
            m, prev = _MULTIPLES[low], out[-1]
            if prev.kind == "num" and prev.low == prev.high and prev.text.lower() not in _MULTIPLES \
                    and not prev.bound and prev.low > 0:
                out[-1] = Token("num", f"{prev.text} {t.text}", prev.start, t.end, low=prev.low * m, high=prev.high * m)
                continue
            if len(out) >= 2 and prev.kind == "word" and prev.text.lower() == "a" and out[-2].kind == "word" \
                    and out[-2].text.lower() == "half" and m % 2 == 0:
                half = out[-2]
                out[-2:] = [Token("num", f"{half.text} a {t.text}", half.start, t.end, low=m // 2, high=m // 2)]
                continue
        if t.kind == "word" and low == "half" and len(out) >= 3 and out[-3].kind == "num" \
                and out[-3].text.lower().split()[-1] in _MULTIPLES and [x.text.lower() for x in out[-2:]] == ["and", "a"] \
                and out[-3].low == out[-3].high and out[-3].low % 2 == 0:
            whole = out[-3]
            n = whole.low + _MULTIPLES[whole.text.lower().split()[-1]] // 2
            out[-3:] = [Token("num", f"{whole.text} and a half", whole.start, t.end, low=n, high=n)]
            continue
        out.append(t)
    return out


def _spans(toks: list[Token]) -> list[Token]:
    """'2 to 5' split by the scanner's word tokens stays one span; 'up to N', 'at least N' set a bound."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if (t.kind == "num" and i + 2 < len(toks) and toks[i + 1].kind == "word"
                and toks[i + 1].text.lower() in ("to", "or") and toks[i + 2].kind == "num"
                and t.low < toks[i + 2].low and not (t.is_word_number and t.text.lower() in WEAK_NUMBERS)):
            last = toks[i + 2]
            out.append(Token("num", f"{t.text} {toks[i + 1].text} {last.text}", t.start, last.end,
                             low=t.low, high=last.high))
            i += 3
            continue
        out.append(t)
        i += 1
    return out


def _bounds(toks: list[Token]) -> list[Token]:
    out: list[Token] = []
    for i, t in enumerate(toks):
        if t.kind == "num" and i >= 2 and toks[i - 2].kind == "word" and toks[i - 1].kind == "word":
            pair = (toks[i - 2].text.lower(), toks[i - 1].text.lower())
            bound = _BOUND_WORDS.get(pair, "")
            if pair == ("and", "including") and i >= 4 and [x.text.lower() for x in toks[i - 4:i - 2]] == ["up", "to"]:
                bound = "max"   # "up to and including 7"
            if bound:
                t = Token(t.kind, t.text, t.start, t.end, low=t.low, high=t.high, bound=bound)
        if t.kind == "num" and not t.bound and i + 2 < len(toks) and toks[i + 1].kind == "word" and \
                toks[i + 2].kind == "word" and (toks[i + 1].text.lower(), toks[i + 2].text.lower()) in \
                (("or", "more"), ("or", "fewer"), ("or", "less")):
            t = Token(t.kind, t.text, t.start, t.end, low=t.low, high=t.high,
                      bound="min" if toks[i + 2].text.lower() == "more" else "max")
        out.append(t)
    return out

