"""TXT010: a sentence that announces a list by its length ("you go through four phases in this order:") is
followed by that many items.

Read in rulebook.md and quickref.md: a paragraph or list item whose last
sentence ends with a colon, with exactly one count in it (digits or a number
word other than 'one', right before a word, not a player count), and a list
right after it (for a list item, the list nested in it). The count is compared
with the items of that list, its nested lists not counted. A placeholder in the
sentence, a limit ('up to three'), or no list right after leaves it alone. A list of
fewer items that names as many names of the set the count counts ('four work sites',
a name set `sites`) groups them (two items naming four sites), and so does one naming as
many cards of a deck the count's words name ('five boats' of the deck 'Boat cards'); naming
more of them than its items, the count is a guess (a warning).
"""
from __future__ import annotations

import re
from typing import Any, Callable, Optional

from .catalogue import declare
from .claims import ACTIONS, SENTENCE_END
from .findings import Context
from .printed import Passage
from .printed_index import index_of
from .registry import family
from .vocabulary import word_list, word_set
from .words import NUMBER_WORDS, WEAK_NUMBERS, Token, plural, stem, tokens

declare("TXT010", family="list counts", severity="error",
        title="a sentence announces a list of N items, but the list that follows has another number",
        english=True)

_PLAYER = {stem("player")}
_UNITS = {stem(w) for w in word_list("units")}   # 'about five minutes': a measure, no count of the list
_CONDITIONS = word_set("trigger_conditions")   # 'if', 'when', 'once', ...: a clause that opens the sentence
_JOINED = {"and", "then", "but", "or"}   # after a comma: a clause of its own, joined to the one before


def announced(text: str, tokenise: Callable[[str], list[Token]] = tokens) -> Optional[Token]:
    """The one count of the text's last sentence when it ends with a colon, else None (`tokenise`: the run's
    text index's, which keeps each text's tokens)."""
    if not text.rstrip().endswith(":"):
        return None
    toks = tokenise(text)
    start = max((k + 1 for k, t in enumerate(toks) if t.kind == "break" and t.text in SENTENCE_END), default=0)
    last = toks[start:]
    if any(t.kind == "ph" for t in last):
        return None   # a count the data prints: not known here
    counts = [k for k, t in enumerate(last) if t.kind == "num" and t.text.lower() not in WEAK_NUMBERS
              and not (k + 1 < len(last) and last[k + 1].kind == "word" and last[k + 1].stem in _UNITS)]
    if len(counts) != 1:
        return None
    k = counts[0]
    t = last[k]
    if last[0].kind == "word" and last[0].text.lower() in _CONDITIONS | {"after", "before"} \
            and any(x.kind == "comma" for x in last[k + 1:]):
        return None   # "When two hands share a name, compare ...:", "After six attempts each, score:": the count
        # is the condition's or the moment's, not the list's (climbing-gym)
    if k >= 2 and [x.text.lower() for x in last[k - 2:k] if x.kind == "word"] in (["each", "of"], ["of", "the"]) \
            and any(x.kind == "word" and x.text.lower() == "each" for x in last[max(0, k - 3):k]):
        return None   # "Each of the 120 bird cards shows:": the list is what each one has (bird-count)
    if k > 0 and last[k - 1].kind == "word" and last[k - 1].text.lower() == "whose":
        return None   # "Any plot whose nine squares are covered is scored ...:": a thing's own parts (polyomino-pieces)
    if any(x.kind == "comma" and y.kind == "word" and y.text.lower() in _JOINED for x, y in zip(last[k + 1:], last[k + 2:])):
        return None   # "The dealer shuffles all 36 cards, lets ... cut, and deals clockwise ...:": the count is an
        # earlier clause's; the clause joined after it announces the list (three-hand-skat)
    if any(x.kind == "word" and x.text.lower() in ("and", "then") and y.kind == "word" and y.stem in ACTIONS
           for x, y in zip(last[k + 2:], last[k + 3:])):
        return None   # "Both coaches roll their two dice and add up their total:": the count is the first verb's,
        # the list the second's (ice-hockey)
    after = last[k + 1] if k + 1 < len(last) else None
    if t.low != t.high or t.bound or after is None or after.kind != "word" or after.stem in _PLAYER:
        return None
    if after.text.lower() == "of" and k + 2 < len(last) and last[k + 2].kind == "word" \
            and last[k + 2].text.lower() in ("them", "these", "those", "which"):
        return None   # "Ten of them are not, and their cards say so:": a part of the things said before
    return t


def _items(passages: list[Passage], first: int) -> tuple[int, str]:
    """The items of the list whose first item's first paragraph is passages[first], and the text of those items'
    own paragraphs (nested lists left out)."""
    own = passages[first].lists
    count = 0
    texts = []
    for p in passages[first:]:
        if p.file != passages[first].file or not p.lists[:len(own)] == own:
            break
        count += p.opens_item and p.lists == own
        if p.lists == own:
            texts.append(p.text)
    return count, "\n".join(texts)


def _names_in(ctx: Context, counted: set[str], text: str) -> int:
    """How many names of the name sets the counted words name ('work sites' for a set `sites`) the text holds,
    each once."""
    hits = 0
    for set_id, names in ctx.game.names.items():
        if not {stem(w) for w in re.split(r"[_\W]+", set_id) if w} & counted:
            continue
        hits += sum(1 for n in names if n in text and re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text))
    # the cards of a deck the counted words name ('five boats' of the deck 'Boat cards', 'nine kinds of card'),
    # each name once (river-race, written outside the project: "the Dragonfly and the Kingfisher are quick")
    cards = {c.name for d in ctx.game.decks if {stem(w) for w in re.split(r"[_\W]+", f"{d.id} {d.name}") if w}
             & counted for c in d.cards if len(c.name) >= 3}
    return hits + sum(1 for n in cards if n in text and re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text))


def _breakdown(passages: list, first: int, items: int, total: int, tokens_of: Any) -> bool:
    """Every item of the list opens with a number and the numbers add up to the announced one: a quantity split
    into its parts, not a count of items."""
    own = passages[first].lists
    parts: list[int] = []
    for p in passages[first:]:
        if p.file != passages[first].file or not p.lists[:len(own)] == own:
            break
        if p.opens_item and p.lists == own:
            toks = tokens_of(p.text)
            if len(toks) < 2 or toks[0].kind != "num" or toks[0].low != toks[0].high or toks[1].kind != "word":
                return False   # an item that is a number alone ("- one", "- two") is an item, no share
            parts.append(toks[0].low)
    return len(parts) == items >= 2 and sum(parts) == total


_COPIES = re.compile(r"\((?:x|\u00d7)\s*(\d+)\)|\((\w+) (?:of them|copies)\)", re.I)


def _copies_add_up(passages: list, first: int, total: int) -> bool:
    """Some items of the list say in brackets how many things they are ("(two of them)", "(x2)", "(3 copies)"), and
    with one for each other item they add up to the announced count."""
    own = passages[first].lists
    counts: list[int] = []
    said = False
    for p in passages[first:]:
        if p.file != passages[first].file or not p.lists[:len(own)] == own:
            break
        if p.opens_item and p.lists == own:
            m = _COPIES.search(p.text)
            n = (int(m.group(1)) if m.group(1) else NUMBER_WORDS.get(m.group(2).lower(), int(m.group(2))
                 if m.group(2).isdigit() else 0)) if m else 1
            said = said or m is not None
            counts.append(n)
    return said and sum(counts) == total


def _groups_of(text: str, t: Token, tokens_of: Any) -> bool:
    """The announced count is of groups of other things: its noun, then 'of' and a plural ("two rows of stats",
    "three piles of cards")."""
    toks = tokens_of(text)
    k = next((j for j, x in enumerate(toks) if x.start == t.start), None)
    return k is not None and k + 3 < len(toks) and toks[k + 1].kind == "word" and toks[k + 2].kind == "word" \
        and toks[k + 2].text.lower() == "of" and toks[k + 3].kind == "word" and plural(toks[k + 3].text)


@family("list counts")
def check_list_counts(ctx: Context) -> None:
    index = index_of(ctx)
    passages = index.documents
    for i, p in enumerate(passages[:-1]):
        if p.scope not in ("paragraph", "list item"):
            continue
        t = announced(p.text, index.tokens)
        if t is None:
            continue
        nxt = passages[i + 1]
        if nxt.file != p.file or not nxt.opens_item or nxt.lists[:-1] != p.lists:
            continue   # no list right after it
        items, text = _items(passages, i + 1)
        if items != t.low and _copies_add_up(passages, i + 1, t.low):
            continue   # "Four curses are shuffled into the deck:" over three kinds, the first "(two of them)"
            # (pirate-bid, written outside the project): each item one thing unless it says how many
        if items != t.low and _breakdown(passages, i + 1, items, t.low, index.tokens):
            continue   # "- 4 workers:" over "- 2 stand on your mat;" "- 2 wait beside it": the items split the 4
            # (setup-lists), each opening with its share, the shares adding up to it
        if items != t.low:
            # "move each pawn to one of the four work sites:" over two items that name Shore, Spring, Woods and
            # Jungle: the list groups the things counted; more names than items make the count a guess
            after = p.text[t.start + len(t.text):t.start + len(t.text) + 40].split()[:4]
            named = _names_in(ctx, {stem(w.strip(":,.")) for w in after}, text) if items < t.low else 0
            if named == t.low:
                continue
            if items > t.low and items % t.low == 0 and _groups_of(p.text, t, index.tokens):
                continue   # "Below them are two rows of stats:" over the ten stats (wound-chart, written outside the
                # project): the count is of the groups, the list of what each holds, as many in each
            ctx.report("TXT010", p.loc(t.start), f"'{t.text}' announces the list that follows, but it has "
                       f"{items} item{'s' if items != 1 else ''}", expected=items, actual=t.text,
                       hint=f"write {items}, or add or remove items so the list has {t.low}",
                       subject=f"{p.document}.md/list/{t.text}", unsure=named > items)
