"""A printed name agrees with its id: TXT012 in its numbers, TXT005 in its spelling.

TXT012: a printed name states the number its id does.

Designers number things in both: a card `clay-5` named "Clay 5", a deck
`faith-4` named "4-Faith miracle cards", an example `seven-make-a-church`
titled "Seven Cell Groups make a Church". When the name holds numbers (digits
or number words) and one of the id's numbers is not among them while the name
prints a number the id lacks, the printed name and the id have drifted apart (a
digit slipped in one of them); a name printing fewer of the id's numbers
('Turning two' for `two-for-one`) has not. A name
with no number ("Word Has Spread" for `word-has-spread-3`, numbered copies) is
left alone, and so is a name with more numbers than its id, and a name that
shares no word with its id ("Zero Day" for `hack-4`: a title of its own). A deck (or
game.yaml) where two or more names differ from their ids' numbers, and fewer
than three agree for each that differs, numbers its ids apart from its names
('coin-1' to 'coin-4' named '1 Coin', '3 Coins', '5 Coins', '10 Coins'): it is
left alone too.

TXT005: an id is most often the name written as a slug (`paphos` for
'Paphos', `peters-shadow` for "Peter's Shadow"). When every word of the id
but one is a word of the name, and that one is a slip away from a word of the
name that the id lacks (one edit, two from nine letters; a swap of two letters
side by side is one), the name was misspelled where it is defined, on the
board or the card that prints it ('Pahos' for `paphos`, 'Galati' for
`galatia`). An inflection is no slip ('Resource cards' for `resources`,
'Antioch in Pisidia' for `pisidian-antioch`), nor are two forms of one word
('Scoring with ties' for `tied-scoring`: the id is a slug of the name, not its
spelling), nor is a number (TXT012's). An example's title is a sentence and its id a
shorthand no one reads ('A call that falls short' for `call-fails`): a slip there
is a guess, a warning.

Read for the cards of every deck (id and name columns) and the ids and names
of game.yaml: decks, costs, inventory, categories, variants, dice, examples
(their titles), map locations, regions and tracks.
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Optional

from ..core.errors import Loc
from .catalogue import declare
from .findings import Context
from .misspelled import distance, inflected_ending
from .printed import _passage, _yaml_anchors
from .printed_index import yaml_lines
from .registry import family
from .vocabulary import word_list, word_set
from .words import NUMBER_WORDS, lemma
_IES = re.compile(r"ie[sd]$")
_WORD_OR_NUMBER = re.compile(r"[a-z'\u2019]+|[0-9]+")

declare("TXT012", family="id names", severity="error",
        title="a printed name's number differs from the number of its id")

_ENDINGS = word_list("name_endings")
_NOT_COUNTS = word_set("not_counts")
# a number's thousands may be set apart ('Bonus 1,000' is 1000: farkle-hundreds), as TXT001 reads them
_NUMBER = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+(?![\d,])|\d+|[A-Za-z]+)(?![\w.]\d)")
_JOINED = re.compile(r"\d+(?:[:.]\d+)+")
_LETTERS_ONLY = re.compile(r"[a-z]+")


def numbers(text: str) -> list[tuple[int, int]]:
    """(value, offset) of each whole number in `text`: digits, or a number word standing as a word."""
    out = []
    for m in _NUMBER.finditer(text.replace("-", " ").replace("_", " ")):
        word = m.group(1)
        if word.replace(",", "").isdigit():
            out.append((int(word.replace(",", "")), m.start()))
        elif word.lower() in NUMBER_WORDS and word.lower() not in _NOT_COUNTS:
            out.append((NUMBER_WORDS[word.lower()], m.start()))
    return out


def _named(game: Any) -> Iterator[tuple[str, str, str, tuple]]:
    """(what, id, name, YAML path of the name) for each named thing of game.yaml."""
    for i, d in enumerate(game.decks):
        yield "deck", d.id, d.name, ("decks", i, "name")
    for key in ("costs", "inventory", "categories", "variants", "dice"):
        for i, x in enumerate(getattr(game, key)):
            yield key.rstrip("s") if key != "dice" else "die", x.id, x.name, (key, i, "name")
    for i, e in enumerate(game.examples):
        yield "example", e.id, e.title, ("examples", i, "title")
    for i, m in enumerate(game.maps):
        for key in ("locations", "regions", "tracks"):
            for j, x in enumerate(getattr(m, key)):
                yield key[:-1], x.id, x.name, ("maps", i, key, j, "name")


# the ordinal words of one to twelve ('first' ... 'twelfth'), in the vocabulary's order, and '3rd', '11th'
_ORDINAL_VALUES = {w: n for n, w in enumerate(word_list("ordinals")[:12], 1)}
_DIGIT_ORDINAL = re.compile(r"\b(\d+)(?:st|nd|rd|th)\b", re.I)


def _drift(ident: str, name: str) -> Optional[tuple[int, int, int]]:
    """(the id's number missing from the name, the name's number that stands for it, its offset), or None."""
    mine = numbers(ident)
    printed = [(v, at) for v, at in numbers(name) if not _nominal_one(name, at)]
    if not mine or not printed:
        return None
    # a time or a number with a separator the id leaves out: "the 08:15" for `the-0815`, "Route 1.5" for `route-15`
    values = {v for v, _ in printed} | {int(re.sub(r"\D", "", m.group())) for m in _JOINED.finditer(name)}
    # "The third wave, two players" for `wave-three-arrives`: the id's number said as an ordinal (wave-defence)
    values |= {_ORDINAL_VALUES[w] for w in re.findall(r"[a-z]+", name.lower()) if w in _ORDINAL_VALUES}
    values |= {int(m.group(1)) for m in _DIGIT_ORDINAL.finditer(name)}
    missing = [v for v, _ in mine if v not in values]
    if not missing:
        return None
    ids = {v for v, _ in mine}
    stray = [(v, at) for v, at in printed if v not in ids]
    if not stray:   # every number the name prints is the id's ('Turning two' for `two-for-one`): fewer, no drift
        return None
    if not _shares_a_word(ident, name):
        return None   # "Zero Day" for `hack-4`, "Apollo 13" for `event-3`: a title of its own, not the id written
        # out, so the id's number (a tier, a copy) is no number the name must print
    v, at = stray[0]
    return missing[0], v, at


def _shares_a_word(ident: str, name: str) -> bool:
    """Whether the id and the name share a word in some form ('clay' of 'Clay 5', 'faith' of '4-Faith miracle
    cards'), or either is made of its numbers alone (`4`, 'One of Fourteen' for `trump-15`)."""
    mine = [w for w, _ in _words(ident) if not w.isdigit() and w not in NUMBER_WORDS]
    theirs = [w for w, _ in _words(name) if not w.isdigit() and w not in NUMBER_WORDS and len(w) >= 3]
    if not mine or not theirs:
        return True
    return any(a == b or _inflected(a, b) for a in mine for b in theirs)


def _nominal_one(name: str, at: int) -> bool:
    """The name's word 'One' at `at` ends it after other words: a person or thing so called ('The Horned One',
    'the Chosen One': tarot-trumps' trump 15), no count."""
    word = name[at:at + 3]
    return word.lower() == "one" and at > 0 and not name[at + 3:].strip(" .!?'\u2019") and " " in name[:at]


def _fold(ch: str) -> str:
    """A letter with an accent as its plain letter ('é' -> 'e'), one character for one: an id is written in ASCII,
    so 'Café Owner' is spelled as `cafe-owner` (bakery-rush)."""
    if ch.isascii():
        return ch
    import unicodedata

    base = unicodedata.normalize("NFKD", ch)[:1]
    return base if base.isascii() and base.isalpha() else _UNDECOMPOSED.get(ch, ch)


# letters with a stroke or a dot that Unicode does not decompose, written in an id as their plain letter: 'Łapówka'
# for `lapowka` (polski-rynek), 'Đakovo', 'ılık'
_UNDECOMPOSED = {"\u0142": "l", "\u0141": "l", "\u0111": "d", "\u0110": "d", "\u0127": "h", "\u0131": "i",
                 "\u00f8": "o", "\u00d8": "o", "\u0167": "t"}


_SPELLED_OUT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "ø": "oe", "å": "aa"})


def _words(text: str, spelled_out: bool = False) -> list[tuple[str, int]]:
    """(word, offset) of the lower-case words of a name or id, an apostrophe dropped ("Peter's" -> 'peters'),
    accents folded ('Café' -> 'cafe'); `spelled_out`: umlauts written as their language spells them in plain
    letters ('Töpferei' -> 'toepferei', as a German id writes it: hof-werkstatt)."""
    low = text.lower().translate(_SPELLED_OUT) if spelled_out else text.lower()
    low = "".join(_fold(ch) for ch in low) if not low.isascii() else low
    out = []
    for m in _WORD_OR_NUMBER.finditer(low):   # 'board2' is the word board and the number 2
        word = m.group(0).replace("'", "").replace("\u2019", "")
        if word:
            out.append((word, m.start()))
    return out


_SPELLINGS = (("man", "men"), ("our", "or"), ("grey", "gray"), ("ise", "ize"), ("yse", "yze"),
              # a word made from the other, which an id may slug a name by (`india-independence` for 'India and
              # Pakistan become independent', `royal-arrival` for 'The queen arrives')
              ("ent", "ence"), ("ent", "ency"), ("ant", "ance"), ("ant", "ancy"), ("e", "al"), ("es", "al"),
              ("er", "ery"), ("e", "y"))
_INFLECTIONS = ("s", "es", "d", "ed", "ing")
_DERIVED = ("y", "ment", "al", "ion")   # a verb's or a noun's own forms, not a word made from it ('-er')


def _stems(word: str) -> set[str]:
    """The stems `word` may be an inflection of: 'tied' and 'ties' of 'tie', 'scoring' of 'score', 'carried' and
    'carries' of 'carry'; a stem keeps three letters ('ties' is no form of 'ti')."""
    out = {word}
    for ending in _INFLECTIONS:
        stem = word[:-len(ending)]
        if word.endswith(ending) and len(stem) >= 3:
            out.add(stem)
            if ending == "ing":
                out.add(stem + "e")        # 'scoring' drops the e of 'score'
    if _IES.search(word) and len(word) >= 5:
        out.add(word[:-3] + "y")
    for ending in _DERIVED:   # a noun made from the verb: 'recovery', 'movement', 'arrival' of 'recover', 'move',
        stem = word[:-len(ending)]   # 'arrive' ('The market recovers' for `recovery`: dye-vats)
        if word.endswith(ending) and len(stem) >= 5:
            out.update((stem, stem + "e"))
    return out


def _inflected(a: str, b: str) -> bool:
    """An inflection or another accepted spelling of one word: 'resource'/'resources', 'man'/'men',
    'armour'/'armor', 'grey'/'gray' (an id and a name may follow two spellings), and two forms of one word
    ('tied'/'ties', 'scored'/'scoring': an id is a slug of the name, not its spelling)."""
    long, short = (a, b) if len(a) >= len(b) else (b, a)
    if long.startswith(short) and long[len(short):] in _ENDINGS:
        return True
    if lemma(a) == lemma(b):
        return True   # an irregular plural: 'Dice bag' for `die-bag`, 'Mice' for `mouse`
    if _stems(a) & _stems(b):
        return True
    return any(x.endswith(one) and y.endswith(other) and x[:-len(one)] == y[:-len(other)]
               for x, y in ((a, b), (b, a)) for one, other in _SPELLINGS)


def _slip(ident: str, name: str, inflects: bool = False) -> Optional[tuple[str, str, int]]:
    """(the id's word, the name's word that misspells it, its offset in the name), or None. `inflects`: the game is
    written in a language whose nouns take case endings, and a word that differs from the id's in its ending alone
    is its form ('Poselstwo z Wenecji' for `wenecja`: polski-rynek)."""
    found = _slip_of(ident, name, _words(name))
    if found is not None and inflects and inflected_ending(found[0], found[1]):
        return None
    if found is not None and not name.isascii() and _slip_of(ident, name, _words(name, spelled_out=True)) is None:
        return None   # 'Töpferei' for `toepferei`: the umlaut spelled out, as the id must
    if found is not None and not name.isascii():
        mine = {w for w, _ in _words(ident)}
        if any(w != found[1] and w not in mine and not name[at:at + len(w)].isascii() for w, at in _words(name)):
            return None   # a word of another language the id lacks ('Papier-Mâché Duck' for `paper-duck`:
            # parade-floats): the id is an English shorthand of the name, not its slug
    return found


def _slip_of(ident: str, name: str, printed: list[tuple[str, int]]) -> Optional[tuple[str, str, int]]:
    mine = [w for w, _ in _words(ident)]
    words = [w for w, _ in printed]
    joined = "".join(words)
    stems = {lemma(w) for w in words}
    # an id's word that is a name's word in another form ('cars' of 'Car cards': parking-levels) is that word
    left = [w for w in mine if w not in words and w not in joined and lemma(w) not in stems]
    if len(left) != 1 or left[0].isdigit() or len(left[0]) < 3:
        return None   # a letter or two of the id is a shorthand ('e' of `e1-1` for estate, named 'I-1': heir-shares)
    word = left[0]
    limit = 2 if len(word) >= 9 else 1
    # not the name's word with a letter or two before it in the id ('Phone' in 'A Phone in Your Pocket' for
    # `iphone`: numeric-trivia's first iPhone), a word of its own the id joins to another, not a slip of it
    near = [(w, at) for w, at in printed if w not in mine and not w.isdigit() and not _inflected(word, w)
            and 0 < distance(word, w, limit) <= limit and not word.endswith(w)]
    return (word, *near[0]) if len(near) == 1 else None


def _numbered_apart(pairs: list[tuple[str, str]]) -> bool:
    """Whether a group's ids number something else than its names do: two or more numbered names differ from
    their ids' numbers, and not three agree for each that differs ('coin-1'..'coin-4' named '1 Coin', '3 Coins',
    '5 Coins', '10 Coins' count the cards, not the coins): a slip is one name among agreeing ones."""
    both = [(i, n) for i, n in pairs if numbers(i) and numbers(n)]
    apart = sum(1 for i, n in both if _drift(i, n) is not None)
    return apart >= 2 and 3 * apart > len(both) - apart


def _numbered_names(game: Any) -> list[tuple[str, re.Pattern[str]]]:
    """A pattern for each of the game's names with a number word in it ('One Word', a clue style), matching it in a
    name or, written as a slug, in an id: its number names the thing, it counts nothing (party-teams'
    `blue-one-word` titled "Blue's turn in round 2")."""
    out = []
    for name in set(known_names_of(game)):
        words = _LETTERS_ONLY.findall(name.lower())
        if len(words) >= 2 and any(w in NUMBER_WORDS and w not in _NOT_COUNTS for w in words):
            out.append((name, re.compile(r"(?<![a-z0-9])" + r"[\s_-]+".join(map(re.escape, words))
                                         + r"(?![a-z0-9])", re.I)))
    return sorted(out)


def known_names_of(game: Any) -> list[str]:
    """The game's names a number word may stand in: name sets, cards, decks, components and map places."""
    names = [n for members in game.names.values() for n in members] + [d.name for d in game.decks]
    names += [card.name for d in game.decks for card in d.cards] + [c.name for c in game.inventory]
    for m in game.maps:
        names += [loc.name for loc in m.locations] + [r.name for r in m.regions]
    return [n for n in names if isinstance(n, str)]


def _unnumbered(text: str, names: list[tuple[str, re.Pattern[str]]], own: str) -> str:
    """The text with each numbered name of the game but `own` (the name checked: its number is what TXT012 holds)
    blanked out, spaces of the same length keeping the offsets."""
    for name, pattern in names:
        if name != own:
            text = pattern.sub(lambda m: " " * len(m.group(0)), text)
    return text


@family("id names")
def check_id_names(ctx: Context) -> None:
    game = ctx.game
    named = list(_named(game))
    yaml_apart = _numbered_apart([(ident, name or "") for _, ident, name, _ in named])
    numbered = _numbered_names(game)
    inflects = not game.source_language.startswith("en")
    for what, ident, name, path in named:
        drift = None if yaml_apart else _drift(_unnumbered(ident, numbered, name or ""),
                                               _unnumbered(name or "", numbered, name or ""))
        slip = _slip(ident, name or "", inflects)
        if drift is None and slip is None:
            continue
        key = game.where(*path)
        printed = _passage(name, key.file, "name", _yaml_anchors(yaml_lines(ctx), key, name))
        if drift is not None:
            _report(ctx, printed.loc(drift[2]), what, ident, name, drift)
        if slip is not None:
            _report_slip(ctx, printed.loc(slip[2]), what, ident, name, slip)
    for deck in game.decks:
        apart = _numbered_apart([(card.id, card.name) for card in deck.cards])
        for card in deck.cards:
            drift, slip = (None if apart else _drift(card.id, card.name)), _slip(card.id, card.name, inflects)
            if drift is None and slip is None:
                continue
            cell = card.cells.get("name", card.loc)
            start = cell.col + _quote(ctx, deck, cell)
            if drift is not None:
                _report(ctx, Loc(cell.file, cell.line, start + drift[2]), "card", card.id, card.name, drift,
                        deck=deck.id)
            if slip is not None:
                _report_slip(ctx, Loc(cell.file, cell.line, start + slip[2]), "card", card.id, card.name, slip,
                             deck=deck.id)


def _quote(ctx: Context, deck: Any, cell: Loc) -> int:
    """1 when the CSV cell at `cell` opens with a quote (the text starts a column later), else 0."""
    try:
        line = ctx.loaded.sources.read_text(ctx.loaded.folder / deck.csv_path, encoding="utf-8-sig").splitlines()[cell.line - 1]
    except (OSError, UnicodeDecodeError, IndexError):
        return 0
    return int(line[cell.col - 1:cell.col] == '"')


def _report(ctx: Context, at: Loc, what: str, ident: str, name: str, drift: tuple[int, int, int],
            deck: str = "") -> None:
    want, got, _ = drift
    whose = f"deck '{deck}', card '{ident}'" if deck else f"{what} '{ident}'"
    ctx.report("TXT012", at, f"{whose} is named '{name}': the id says {want}, the name {got}", expected=want,
               actual=got, hint=f"print {want} in the name, or fix the id if the name is right",
               subject=f"{deck or what}/{ident}/{got}")


def _report_slip(ctx: Context, at: Loc, what: str, ident: str, name: str, slip: tuple[str, str, int],
                 deck: str = "") -> None:
    word, printed, offset = slip
    whose = f"deck '{deck}', card '{ident}'" if deck else f"{what} '{ident}'"
    word_at = re.match(r"[\w'\u2019]*", name[offset:])
    assert word_at is not None   # it matches the empty string at least
    shown = word_at.group(0) or printed
    said = f"the name '{name}'" if shown == name.strip() else f"'{shown}' in the name '{name}'"
    # an example's title is a sentence, and its id a shorthand no one reads: 'A call that falls short' for
    # `call-fails` words the case in two ways, so a slip there is a guess (a warning)
    ctx.report("TXT005", at, f"{said} of {whose} is not spelled as the id's '{word}'",
               expected=word, actual=printed, hint=f"did you mean '{word}'? (or fix the id if the name is right)",
               subject=f"{deck or what}/{ident}/{printed}", unsure=what == "example")
