"""Printed numbers: every number a player reads is compared with the data.

TXT001 a number bound to a term contradicts the data (at the player counts it
is said for); DOC001 a rulebook or quick-reference number that agrees but is
typed by hand; TXT002 a typed player count or range the game does not have;
TXT003 a card's text contradicts a column of its own row; TXT004 an example's
text contradicts its arguments or expected values; TXT006 (`--strict`) any
number typed into rulebook.md or quickref.md.
"""
from __future__ import annotations

from dataclasses import replace
import re
from typing import Any, Iterator, Optional

from ..core.errors import Fix
from ..load.documents import slugify
from .catalogue import declare
from .column_units import column_unit, compound, of_another, relative, said_units, unit_of
from .claims import (ACTIONS, whole_lasts, BOX_WORDS, PEOPLE, PERIODS, PLAY_NOUNS, RATE_OPENERS, Scan, about_other, clause, distance_moved, owned_by_another, agrees, bind, loss_agrees, bound_after, bound_said, changed, stated_change, counts_before_value, counts_near, elided_value, has_box_words, open_end, part_range, part_span, player_numbers,
                     PLACES, SOLO_WORDS, counted_units, place, scan, sentence, shown_values as _shown, skipped)
from .directions import way_claims, way_rows
from .rates import per_claims, rate_claims, rate_sentences
from .card_wording import Slip, wording_slips
from .example_text import example_claims, margin as _margin, total_told
from .note_counts import note_parts
from .limit_claims import limit_fact, limit_said
from .local_facts import (card_facts, card_tells, cost_facts, group_facts, kind_columns, named_card_has,
                          sentence_text)
from .facts import Fact, all_facts, die_faces, example_facts, player_counts, term_stems
from .findings import Context
from .printed import Passage
from .printed_index import index_of
from .readings import (WORTH_VERBS, each_of_counted, holding, name_words, named_subject, negated_term, subject_start, of_history, one_of_several, past_story, persons_own,
                       part_of_told_whole, per_thing, rate_fact, recurring, said_of_one, share_whole, situation, sum_of_amounts, tells_history, total_of, triggered)
from .registry import family
from .set_claims import die_claim, die_facts, part_claim, part_facts
from .values_by_count import said_row
from .vocabulary import alternation, word_list, word_set
from .words import LETTER_RUN as _ALPHA_RUN, NUMBER_WORDS, STOP, WEAK_NUMBERS, Token, lemma, plural, stem

declare("DOC001", family="printed", severity="warning",
        title="a rulebook or quick reference types by hand a number the data computes (it agrees today; --strict "
              "makes it an error)", shared=("card lists",),
        reason="a card list typed by hand as a table, agreeing with the cards, is read by the family that reads "
               "such lists; it is told the placeholder that prints it, as a typed number is")
declare("TXT001", family="printed", severity="error",
        title="a printed number contradicts the data",
        shared=("list columns", "component notes", "card lists"),
        reason="a printed number that contradicts the data is one rule to the reader; the numbers of a list's column "
               "and of a component's note are read by families of their own, which know those passages' shapes",
        english=True)
declare("TXT002", family="printed", severity="error", title="a printed player count or range is not the game's",
        english=True)
declare("TXT003", family="printed", severity="error", title="a card's text contradicts a column of its own row",
        english=True)
declare("TXT006", family="printed", severity="warning",
        title="--strict: a number is typed into rulebook.md or quickref.md")


_ONE = re.compile(r"\bone\b", re.I)
_DIGIT = re.compile(r"\d")
_COUNT_WORDS = [w for w in NUMBER_WORDS if w not in WEAK_NUMBERS]
# A number word that counts, as a whole word. The lookahead on the words' first letters lets the scanner leave a
# place at one test instead of trying 26 words there: the same matches, a third of the time over a game's text.
_COUNT_WORD = re.compile(r"\b(?=[" + "".join(sorted({w[0] for w in _COUNT_WORDS})) + r"])(?:"
                         + "|".join(_COUNT_WORDS) + r")\b", re.I)


def _counts(text: str) -> bool:
    """Whether the text holds a digit or a number word other than 'one' and its kin: something to bind."""
    return _DIGIT.search(text) is not None or _COUNT_WORD.search(text) is not None


def _label(p: Passage) -> tuple[tuple[str, ...], Optional[frozenset[int]]]:
    """A table cell's row label (or column header) stems, and the player counts its column or row is for; a
    glossary entry's text is about its term as a cell is about its row ("Church: worth seven Cell Groups")."""
    if p.scope == "glossary" and getattr(p.owner, "term", None):
        return term_stems(p.owner.term), None
    if p.scope != "table cell" or p.column < 1 or not p.row:
        return (), None
    head = p.header[0] if p.header else ""
    players_axis = "player" in {stem(w) for w in re.findall(r"[A-Za-z]+", head)}
    row_label, col_label = p.row[0], p.header[p.column] if p.column < len(p.header) else ""
    counts: Optional[frozenset[int]] = None
    if players_axis:
        m = re.fullmatch(r"\s*(\d+)(?:\s*[-\u2013]\s*(\d+))?\s*", col_label)
        r = re.fullmatch(r"\s*(\d+)(?:\s*[-\u2013]\s*(\d+))?\s*", row_label)
        if m:
            counts = frozenset(range(int(m.group(1)), int(m.group(2) or m.group(1)) + 1))
            return term_stems(row_label), counts
        if r:
            counts = frozenset(range(int(r.group(1)), int(r.group(2) or r.group(1)) + 1))
            return term_stems(col_label), counts
    return term_stems(row_label), counts


class Printed:
    """Everything one run of the printed-text checks shares."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.text = index_of(ctx)   # the passages, and each one's tokens once
        self.title = ctx.game.title if len(ctx.game.title) >= 3 else ""   # read as blanks by the claims (scan)
        self.passages = self.text.passages
        raw = _document_sources(ctx)
        self.facts = [*all_facts(ctx, raw), *die_faces(ctx)] if ctx.engine is not None else []
        self.counted = counted_units(self.facts)   # units a term counts ('Days in the game'): read before them
        self.parts = part_facts(ctx)      # the sizes of name sets and categories ("four steps")
        self.dice = die_facts(ctx)        # every die's faces ("a six-sided die")
        self.counts = player_counts(ctx)
        g = ctx.game
        self.ranges = {(r.low, r.high) for r in (g.players, *(v.players for v in g.variants))}
        self.axis_ranges = {tuple(_span(v)) for t in g.tables if t.axis.name == "players" for v in t.axis.values}
        self.nouns = {"player"} | {stem(w) for t in g.tables if t.axis.name == "players"
                                   for w in re.findall(r"[A-Za-z]+", t.axis.label)} | \
            {stem(w) for w in re.findall(r"[A-Za-z]+", g.player_noun)}   # 'drivers' (gear-racer)
        # a game written in another language counts its players in that language's noun ('2-4 giocatori')
        own = _source_player_words(g)
        self.nouns |= {stem(w) for w in own}
        self.plurals = frozenset(w.lower() for w in own[1:])
        self._names = [c.name for c in g.costs] + [c.name for d in g.decks for c in d.cards] + \
            [value for value, _ in kind_columns(ctx)]   # a kind of card by its column's value ('Reefer')
        self._cost_names_lower = [c.name.lower() for c in g.costs if c.name]
        self._card_names_lower = list(dict.fromkeys("the " + c.name.lower() for d in g.decks for c in d.cards
                                                    if len(c.name) >= 3))
        self.kinds = {"card"}.union(*(term_stems(d.name) for d in g.decks))   # what cards are called
        self._name_words: Optional[set[str]] = None
        self._kind_names: Optional[set[str]] = None
        self._section_tables: dict[str, list[tuple[int, int, frozenset[str]]]] = {}
        self._variant_names: Optional[re.Pattern[str]] = None
        self._player_pieces: Optional[frozenset[int]] = None
        self._shown: Optional[dict] = None   # the game's source files by the path messages show
        self._card_names: Optional[list[str]] = None
        self._component_names: Optional[set[str]] = None
        self._card_numbers: Optional[frozenset[int]] = None   # the numbers a deck names its cards by (card_by_number)
        self._numbered_names: Optional[re.Pattern[str]] = None   # the game's names that hold a number (in_a_name)
        self._name_numbers: frozenset[tuple[str, str]] = frozenset()   # (stem, digits) of each 'Sector 3' among them
        self._names_read = False
        self._spans_of: tuple[Any, list[tuple[int, int]]] = (None, [])
        self._examples: dict[str, list[Fact]] = {}
        self._price_names: Optional[re.Pattern[str]] = None
        self._several: Optional[tuple[set[str], set[str]]] = None
        self._axes: Optional[dict[tuple[str, ...], frozenset[int]]] = None
        self._makers: Optional[list[str]] = None
        # a card text's TXT003 findings, reported once every card of the deck is read (_report_cards), and how
        # often the deck's texts state each column or say another number: (deck, field) -> column -> [agree, differ]
        self.card_reports: list[Optional[tuple[tuple[str, str, str], bool, str, dict]]] = []
        self.card_report_at: dict[tuple[int, int], int] = {}   # (passage, token) -> its place in card_reports
        self.column_tally: dict[tuple[str, str], dict[str, list[int]]] = {}
        self.unit_tally: dict[tuple[str, str, str], int] = {}   # (deck, field, column) -> the cards whose text
        # says the column's value before its unit (_named_by)
        self.deck_kinds: dict[str, set[str]] = {}   # what a deck's cards are called, by deck id (_card_claims)
        self._wording: Optional[dict[int, list[Slip]]] = None

    def wording_slips(self, p: Passage) -> list[Slip]:
        """The numbers of a card's text that break the wording the deck's other cards share with a column
        (card_wording.py), worked out for every deck the first time a card asks."""
        if self._wording is None:
            decks: dict[str, tuple[Any, list[Passage]]] = {}
            for q in self.passages:
                if _card_text(q) and q.field:
                    decks.setdefault(q.owner[0].id, (q.owner[0], []))[1].append(q)
            self._wording = {}
            for deck, texts in decks.values():
                for slip in wording_slips(deck, texts):
                    self._wording.setdefault(id(slip.passage), []).append(slip)
        return self._wording.get(id(p), [])

    def example_facts(self, example) -> list[Fact]:
        """The facts inside one worked example's text (facts.example_facts), once per example."""
        if example.id not in self._examples:
            self._examples[example.id] = example_facts(self.ctx, self.facts, example) if self.facts else []
        return self._examples[example.id]

    def price_names(self) -> re.Pattern[str]:
        """_names_another's pattern with every cost and card name in one alternation, compiled once per run: it
        matches wherever one name's own pattern would, so a sentence it passes over names none of them."""
        if self._price_names is None:
            either = "|".join(re.escape(n) for n in dict.fromkeys(self._names) if n)
            self._price_names = re.compile(rf"(?:^|\b(?:{_NAME_OPENERS}))\s*(?:{either})s?$", re.I)
        return self._price_names

    def player_pieces(self) -> frozenset[int]:
        """The values of the data's facts that count players as things of the game, more than the most people it
        is for ('Players on each side' 11 in a football game, 'Player counters' 22): there, "eleven players" may
        be those pieces, not a head count. Empty in a game whose data counts no such players."""
        if self._player_pieces is None:
            most = max(self.counts)
            self._player_pieces = frozenset(v for f in self.facts if "player" in f.stems
                                            for v in f.values if v > most)
        return self._player_pieces

    def name_words(self) -> set[str]:
        """The lower-case words of every name the game defines (worked out when a sentence first asks)."""
        if self._name_words is None:
            from .names import NameSets

            g = self.ctx.game
            self._name_words = name_words([*NameSets(g).any_name(), *self._names, *(d.name for d in g.dice),
                                           g.title])
        return self._name_words

    def in_a_name(self, p: Passage, t: Token) -> bool:
        """The number is a word of one of the game's names, written as defined ('Vault 9', 'Gallery 23', 'The 3
        Keys', 'The Seven Seals': numbered-names, written outside the project): part of the name, no count."""
        if not self._names_read:   # once a run: most games have no name that holds a number
            from .names import NameSets

            self._names_read = True
            g = self.ctx.game
            names = [n for n in {*NameSets(g).any_name(), *self._names, *(str(t.term) for t in g.glossary),
                                 *_place_names(g)}
                     if any(w.isdigit() or w.lower() in NUMBER_WORDS for w in re.findall(r"\w+", str(n)))
                     and len(str(n).split()) > 1]
            self._numbered_names = re.compile(r"(?<!\w)(?:" + "|".join(re.sub(r"^The\\ ", "[Tt]he\\ ", re.escape(
                str(n))) for n in sorted(names, key=len, reverse=True)) + r")(?!\w)") if names else None
            # "Sector 3" of a map whose spaces are 'Sector 1' to 'Sector 12': the word and the number of each, so that
            # a list after the word names them too ("Docking sectors: 3, 6, 9 and 12": orbit-drift, written outside)
            self._name_numbers = frozenset((stem(m.group(1)), m.group(2)) for n in names
                                           if (m := _WORD_AND_NUMBER.fullmatch(str(n))))
        if self._numbered_names is None:
            return False
        if self._spans_of[0] is not p:   # the names' places in this passage, found once for all its numbers
            self._spans_of = (p, [m.span() for m in self._numbered_names.finditer(p.text)])
        return any(a <= t.start and t.end <= b for a, b in self._spans_of[1])

    def names_listed(self, toks: list[Token], i: int) -> bool:
        """The digits at i stand in a list right after a word that, with each number, is one of the game's names
        ("Docking sectors: 3, 6, 9 and 12" where the map's spaces are 'Sector 1' to 'Sector 12'): they name those
        things, they count none."""
        t = toks[i]
        if not self._name_numbers or not t.text.isdigit():
            return False
        k = i - 1
        while k >= 0 and (toks[k].kind in ("num", "comma", "colon") or toks[k].kind == "word"
                          and toks[k].text.lower() in ("and", "or")):
            k -= 1
        if k < 0 or toks[k].kind != "word":
            return False
        listed = [x for x in toks[k + 1:i + 1] if x.kind == "num"]
        return all((toks[k].stem, x.text) in self._name_numbers for x in listed)

    def section_tables(self, p: Passage) -> frozenset[str]:
        """The ids of the tables the passage's section prints: {{ table("id") }} between its heading and the next
        (worked out once a document)."""
        if p.document not in self._section_tables:
            from ..load.documents import document_path, headings, placeholder_calls

            try:
                text = self.ctx.loaded.sources.read_text(document_path(self.ctx.loaded.folder, p.document),
                                                         encoding="utf-8-sig")
            except (OSError, UnicodeDecodeError):
                text = ""
            starts = sorted({1, *(h.line for h in headings(text))})
            calls = [c for c in placeholder_calls(text)[0] if c.name == "table"] if "table(" in text else []
            self._section_tables[p.document] = [(a, b, frozenset(c.arg for c in calls if a <= c.line < b))
                                                for a, b in zip(starts, [*starts[1:], 10 ** 9])]
        line = p.loc(0).line
        return next((ids for a, b, ids in self._section_tables[p.document] if a <= line < b), frozenset())

    def kind_names(self) -> set[str]:
        """The game's one-word names of sorts, lower case (the members of its name sets: 'blue' of `colours`)."""
        if self._kind_names is None:
            self._kind_names = {str(n).lower() for names in self.ctx.game.names.values() for n in names
                                if str(n).isalpha()}
        return self._kind_names

    def axis_numbers(self) -> dict[tuple[str, ...], frozenset[int]]:
        """The numbers of each table's axis (an int, or the number a cell such as '6 or more' starts with), by the
        stems of the words of the axis's name ('fan', 'cell_groups'); the players axis left out (player_numbers
        reads it)."""
        if self._axes is None:
            axes: dict[tuple[str, ...], set[int]] = {}
            for table in self.ctx.game.tables:
                nums = {int(m.group()) for v in table.axis.values for m in [_LEADING_INT.match(str(v))] if m}
                words = tuple(stem(w) for w in re.findall(r"[a-z]+", table.axis.name.lower()))
                if nums and words and words != ("player",):
                    axes.setdefault(words, set()).update(nums)
            self._axes = {w: frozenset(v) for w, v in axes.items()}
        return self._axes

    def several(self) -> tuple[set[str], set[str]]:
        """The game's names of things (map locations and name sets), lower case, and the last words two or more
        of them end in ('wall' of North Wall and River Wall): readings.one_of_several."""
        if self._several is None:
            g = self.ctx.game
            names = {n.lower() for n in [*(loc.name for m in g.maps for loc in m.locations),
                                         *(n for ns in g.names.values() for n in ns)] if len(n.split()) > 1}
            ends: dict[str, int] = {}
            for n in names:
                ends[n.split()[-1]] = ends.get(n.split()[-1], 0) + 1
            self._several = (names, {w for w, k in ends.items() if k > 1})
        return self._several

    def of_variant(self, text: str) -> bool:
        """Whether a passage speaks of a variant: it prints one (`{{ variant("id") }}`) or names one ("In the
        Skirmish, both sides start at 15 life") or tells a house rule ("For a harder game, ..."): its numbers
        tell how the variant differs from the data."""
        if _HOUSE_RULE.search(text):
            return True   # "For a harder game, move the fox two spaces": a house rule, another way to play
        variants = self.ctx.game.variants
        if not variants:
            return False
        if self._variant_names is None:
            names = [v.name for v in variants if v.name] or ["\x00"]
            self._variant_names = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in names) + r")\b")
        return self._variant_names.search(text) is not None

    def prints_variant(self, p: Passage) -> bool:
        """Whether a document's passage holds a `{{ variant("id") }}` placeholder (masked in its text)."""
        source = self._source(p) if p.document and "\u00a7" in p.text else None
        if source is None:
            return False
        for m in re.finditer("\u00a7", p.text):
            at = p.loc(m.start())
            line = source.lines[at.line - 1] if 0 < at.line <= len(source.lines) else ""
            if _PRINTS_VARIANT.match(line[at.col - 1:]):
                return True
        return False

    def printed_here(self, p: Passage, start: int, end: int) -> set[str]:
        """What the placeholders between two offsets of a document's passage print, as _printed_keys names it
        ('engine.cards_drawn', 'deck("acts")'), read from the document's source (the passage masks them)."""
        source = self._source(p) if p.document and "\u00a7" in p.text[start:end] else None
        if source is None:
            return set()
        found: set[str] = set()
        for m in re.finditer("\u00a7", p.text[start:end]):
            at = p.loc(start + m.start())
            line = source.lines[at.line - 1] if 0 < at.line <= len(source.lines) else ""
            found |= _printed_keys(line[at.col - 1:].split("}}", 1)[0])
        return found

    def under_variant_heading(self, p: Passage) -> bool:
        """Whether a document's passage sits under a heading that prints a variant (`### {{ variant("grand") }}`)
        or names one (`### Big battle` for the variant 'Big battle', its `variant(..., name=false)` below: the
        layout documents.md shows, inch-skirmish's): the section tells how that variant differs, as a paragraph
        naming it does; so does a heading of two words or more that a variant's name holds whole (`### The Outer
        Isles` for 'The Beacon Keepers with the Outer Isles': isle-expansion, written outside the project)."""
        if p.document and p.section and any(
                re.search(rf"(?<!\w){re.escape(v.name)}(?!\w)", p.section, re.I) for v in self.ctx.game.variants
                if len(v.name) >= 3):
            return True
        heading = re.sub(r"^(?:the|a|an)\s+", "", p.section.strip(), flags=re.I)
        if p.document and len(heading.split()) >= 2 and any(
                re.search(rf"(?<!\w){re.escape(heading)}(?!\w)", v.name, re.I) for v in self.ctx.game.variants):
            return True
        source = self._source(p) if p.document and "\u00a7" in p.section else None
        if source is None:
            return False
        k = p.loc(0).line - 1
        while k > 0 and not source.lines[k - 1].lstrip().startswith("#"):
            k -= 1
        return k > 0 and _PRINTS_VARIANT.search(source.lines[k - 1]) is not None

    def _source(self, p: Passage) -> Any:
        """The document a passage was read from, as the load kept it (its lines), or None."""
        if self._shown is None:
            self._shown = {st.shown: st for st in self.ctx.loaded.sources.files.values()}
        return self._shown.get(p.file)

    def _names_after(self, text: str, toks: list[Token], i: int) -> Iterator[str]:
        """The card names the words right after the number at i begin with, in the singular or the plural."""
        if i + 1 >= len(toks) or toks[i + 1].kind != "word" or not toks[i + 1].text[:1].isupper():
            return
        rest = text[toks[i + 1].start:toks[i + 1].start + 80]
        for n in self.card_names():
            if rest.startswith(n) and _word_ends(rest[len(n):]) \
                    or n.endswith("y") and rest.startswith(n[:-1] + "ies") and _word_ends(rest[len(n) + 2:]):
                yield n

    def card_named_after(self, text: str, toks: list[Token], i: int) -> bool:
        """The number at i counts the copies of a card it names ("the two Supply Boats", "three Night Watch
        cards"): the card's own count, no fact of the game's."""
        return next(self._names_after(text, toks, i), None) is not None

    def component_after(self, toks: list[Token], i: int, fact: Fact) -> bool:
        """The two words after the number at i name a deck or an inventory line that the fact's words do not all
        name ("deal four Keeper cards" of the deck 'Keeper cards'): the number counts that component, no value of a
        rule of one of its words (chapter-legacy's keepers_each(), the pawns; written outside the project), while
        "Deal three Opportunity cards" is still opportunity_cards_dealt()'s."""
        if i + 2 >= len(toks) or toks[i + 1].kind != "word" or toks[i + 2].kind != "word":
            return False
        if self._component_names is None:
            g = self.ctx.game
            self._component_names = {n.lower() for n in [*(d.name for d in g.decks), *(c.name for c in g.inventory)]
                                     if len(n.split()) == 2}
        said = f"{toks[i + 1].text} {toks[i + 2].text}".lower()
        first = toks[i + 1].text.lower()
        # another component of the same first word ('Keeper pawns' beside 'Keeper cards'): the word alone may be
        # either, and the two words name one; with none ('Grog tokens' alone), they are the thing the word counts
        return (said in self._component_names or f"{said}s" in self._component_names) \
            and not {toks[i + 1].stem, toks[i + 2].stem} <= set(fact.stems) \
            and any(n.split()[0] == first and n not in (said, f"{said}s") for n in self._component_names)

    def card_names(self) -> list[str]:
        """Every card's name, once a check."""
        if self._card_names is None:
            self._card_names = sorted({c.name for d in self.ctx.game.decks for c in d.cards if c.name})
        return self._card_names

    def card_by_number(self, toks: list[Token], i: int) -> bool:
        """The number at i names a card by its number ("who holds the 28", "play your 26 for the top cheque"): a
        determiner or an owner's word right before it, no noun of its own after it, and a deck of five cards or
        more that number their cards one by one (an int column no two cards share) has a card of that number."""
        t = toks[i]
        if t.low != t.high or i == 0 or toks[i - 1].kind != "word" \
                or toks[i - 1].text.lower() not in _NOUN_DETERMINERS | _OWNERS:
            return False
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if nxt is not None and nxt.kind == "word" and nxt.text.lower() not in STOP:
            return False
        if self._card_numbers is None:
            self._card_numbers = frozenset(
                v for d in self.ctx.game.decks if len(d.cards) >= 5
                for name, tp in d.fields.items() if tp in ("int", "int?")
                for values in ([c.fields.get(name) for c in d.cards],)
                if all(isinstance(v, int) for v in values) and len(set(values)) == len(values)
                for v in values)
        return t.low in self._card_numbers

    def card_counted_after(self, text: str, toks: list[Token], i: int) -> Optional[tuple[str, int, Any, str]]:
        """(the name, the copies of all cards of that name, the first card, its deck's id) of the card the words right after the
        number at i name ("14 Locomotives"), when one deck alone has cards of that name; else None."""
        for name in self._names_after(text, toks, i):
            cards = [(d, c) for d in self.ctx.game.decks for c in d.cards if c.name == name]
            if len({d.id for d, _ in cards}) == 1:
                return name, sum(c.count for _, c in cards), cards[0][1], cards[0][0].id
        return None

    def copies_of_named(self, text: str, toks: list[Token], i: int) -> bool:
        """The number at i counts cards and a card named earlier in its sentence has exactly that many copies
        ("Hydrogen is by far the most common, with 28 cards"): that card's count, no fact of the game's."""
        if i + 1 >= len(toks) or toks[i + 1].kind != "word" or toks[i + 1].stem != "card" or toks[i].low != toks[i].high:
            return False
        a, _ = sentence(toks, i)
        before = text[toks[a].start:toks[i].start]
        return any(c.count == toks[i].low and c.name and c.name in before
                   and re.search(rf"(?<!\w){re.escape(c.name)}(?!\w)", before)
                   for d in self.ctx.game.decks for c in d.cards)

    def named_things(self) -> list[str]:
        """Every cost and card name of the game."""
        return self._names

    def exception_makers(self) -> list[str]:
        """What may make an exception to a rule: every cost and card name, each member of a name set (a legion, a
        faction, a character) and each place of a map, as written."""
        if self._makers is None:
            g = self.ctx.game
            self._makers = list(dict.fromkeys([*self._names, *(str(n) for ns in g.names.values() for n in ns),
                                               *(loc.name for m in g.maps for loc in m.locations)]))
        return self._makers

    def names(self, text: str) -> bool:
        """Whether the text holds any cost or card name (before the slower whole-word search), a cost's name
        in lower case where something is priced ("A hut costs 3 Wood"), or a card's after 'the' ("the quarry has
        cost 3": local_facts reads it only before a verb of having or worth)."""
        if any(n in text for n in self._names):
            return True
        low = text.lower()
        return " cost" in low and any(n in low for n in self._cost_names_lower) \
            or any(n in low for n in self._card_names_lower)


def _span(value) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\s*-\s*(\d+)\s*", str(value))
    return (int(m.group(1)), int(m.group(2))) if m else (int(value), int(value)) if str(value).isdigit() else (0, 0)


def _document_sources(ctx: Context) -> list[str]:
    from ..load.documents import DOCUMENTS, document_path

    out = []
    for name in DOCUMENTS:
        path = document_path(ctx.loaded.folder, name)
        try:
            out.append(ctx.loaded.sources.read_text(path, encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError):
            continue
    return out


def _word_ends(rest: str) -> bool:
    """What follows a name ends its word, a plural ending aside ('s.', 'es ', '')."""
    for ending in ("es", "s", ""):
        if rest.startswith(ending) and not rest[len(ending):len(ending) + 1].isalnum():
            return True
    return False


def _subject(p: Passage, what: str, number: str) -> str:
    # slugify never returns "": a passage above the first heading is in section "section"
    where = f"{p.document}.md/{slugify(p.section)}" if p.document else p.file.split("/")[-1]
    return f"{where}/{what}/{number}"


@family("printed")
def check_printed(ctx: Context) -> None:
    run = Printed(ctx)
    ways = way_rows(ctx)   # rows whose cells are ways ('Pass your hand to the': left, right, left)
    steps: dict[str, Optional[int]] = {}   # a rule of one count's step ('A Shop scores 1 for each House')
    for p in run.passages:
        if p.document and _of_history(p):
            continue   # a section of the changes from an earlier edition, a column of its values: its numbers too
        if ways and p.scope != "variant":
            way_claims(ctx, p, ways)
        if p.scope not in ("variant", "example") and rate_sentences(p.text):   # a story's numbers are TXT004's
            rate_claims(ctx, p, steps)
            per_claims(ctx, p, steps)
        card = _card_text(p)
        if not _counts(p.text) and not (card and _ONE.search(p.text)):
            continue  # no digit and no number word but 'one'/'once'/'single': nothing to bind
        s = scan(p, run.text, run.title)
        used: set[int] = set()
        _player_claims(run, s, used)
        if card:   # a card's 'one' may state its own row's column: "Put one Church Member"
            _card_claims(run, s, used)
            _wording_claims(run, s, used)
        if p.scope == "example":
            example_claims(ctx, s, used, run.nouns, run.name_words, run.facts)
        if p.scope != "variant" and not _variant_section(p) and not run.of_variant(p.text) \
                and not run.prints_variant(p) and not run.under_variant_heading(p):
            _fact_claims(run, s, used)  # a variant's text tells how it differs from the data
        if ctx.strict and p.document:
            for i, t in enumerate(s.toks):
                if t.kind == "num" and i not in used and t.text.lower() not in WEAK_NUMBERS \
                        and not skipped(s.toks, i) and not _section_number(p, i, t):
                    ctx.report("TXT006", p.loc(t.start), f"'{t.text}' is typed by hand in {p.document}.md",
                               actual=t.text, hint="print it from the data with a placeholder, or waive it with "
                                                   "a reason (docs/checks.md)",
                               subject=_subject(p, "number", t.text))
    _report_cards(run)


_DECK_NOUNS = {stem(w) for w in ("deck", "pile", "stack")}
_HOLDING_VERBS = set(word_list("has_players_verbs"))
_PART_OF = word_set("copies_part_words")


def _card_copies_claim(run: Printed, p: Passage, toks: list[Token], i: int) -> bool:
    """TXT001: a count of a card's copies said where the sentence speaks of the box or of a deck's contents ("The
    train deck holds twelve in each of the six colours and 14 Locomotives" beside the card Locomotive of count 14;
    rail-routes, written outside the project: its planted 12 went unread). Only a sentence of the box (a word of the
    box, 'There are') or of a deck that holds (a deck, pile or stack and a verb of having before the number), and
    no place, share or owner right after the name ("three Locomotives in the face-up row" is some of them). True
    when the number was read so (a finding or not)."""
    t = toks[i]
    if t.kind != "num" or t.low != t.high or t.bound or t.is_word_number and t.text.lower() in WEAK_NUMBERS:
        return False
    named = run.card_counted_after(p.text, toks, i)
    if named is None:
        return False
    name, copies, card, deck = named
    a, b = sentence(toks, i)
    if player_numbers(toks[a:b], run.nouns):
        return False   # "in a game of 7 or more players, ... two Fail cards": a case of some counts
    words = [x for x in toks[a:i] if x.kind == "word"]
    stems = {x.stem for x in words}
    lows = {x.text.lower() for x in words}
    holds = bool(stems & _DECK_NOUNS) and bool(lows & _HOLDING_VERBS)
    c = max([k + 1 for k in range(a, i) if toks[k].kind in ("colon", "break")], default=a)
    there = [x.text.lower() for x in toks[c:c + 2]] in (["there", "are"], ["there", "is"])   # opening its clause
    if not (holds or stems & BOX_WORDS or there):
        return False
    end = toks[i + 1].start + len(name)
    after = [x for x in toks[i + 1:i + 8] if x.start >= end and x.kind == "word"][:1]
    if after and after[0].text.lower() in _PART_OF or any(x.kind == "word" and x.text.lower() in PEOPLE
                                                         for x in toks[i + 1:i + 6]):
        return False
    if copies != t.low:
        run.ctx.report("TXT001", p.loc(t.start), f"'{t.text}' next to '{name}', but deck '{deck}' holds {copies} of "
                       f"them", expected=copies, actual=t.text,
                       hint=f"write {copies}, or correct the count of '{card.id}' in its CSV", related=card.loc,
                       subject=_subject(p, slugify(name), t.text))
    return True


def _section_number(p: Passage, i: int, t: Token) -> bool:
    """A heading's own number, "### 1. Turn the tide": which step it is, no value typed by hand (tide-pools'
    --strict listed every step's)."""
    return p.scope == "heading" and i == 0 and t.text.isdigit() and p.text[t.end:t.end + 1] in (".", ")", ":")


def _of_history(p: Passage) -> bool:
    """A document's passage under a heading of the game's history ('Changes from the first edition', or a heading
    under it) or in a table's column of an earlier version's values ('First edition', 'Old'): errata-edition's
    changes section, whose old values stand beside the new ones."""
    return any(tells_history(h) for h in p.outline or (p.section,)) or (
        p.scope == "table cell" and 0 <= p.column < len(p.header) and tells_history(p.header[p.column]))


def _variant_section(p: Passage) -> bool:
    """A passage under a heading of variants, or a heading under one ('## Variants', then '### Short game', which
    game.yaml may not declare: errata-edition's): its numbers tell how the variant differs from the data."""
    return any("variant" in h.lower() for h in p.outline or (p.section,))


def _added_to_total(toks: list[Token], i: int) -> bool:
    """The number is added to a total someone keeps ("each Rookie on your team adds 1 to your Speed total": salary-cap),
    or added to or taken from a value ('add 2 to its colour rating'): no value of the card's own column of that
    name."""
    after = [x for x in toks[i + 1:i + 7] if x.kind == "word"]
    words = [x.text.lower() for x in after]
    if len(words) >= 3 and words[0] == "to" and words[1] in _TOTAL_OWNERS and "total" in words[2:5]:
        return True
    # "on day 6 the judges add 2 to its colour rating": an amount added to (or taken from) a value, which the card's
    # column of that name holds before it (flower-show's Sunflower, colour 9)
    verb = toks[i - 1] if i > 0 and toks[i - 1].kind == "word" else None
    return verb is not None and verb.text.lower() in _ADDING and bool(words) and words[0] in ("to", "from")


_TOTAL_OWNERS = word_set("total_owners")
_ADDING = word_set("adding_verbs")


def _section_table_says(run: Printed, p: Passage, toks: list[Token], i: int, fact: Fact) -> bool:
    """A row of a table the passage's own section prints ({{ table("setup") }} under the same heading), whose
    words hold the number's own noun, gives the number: the sentence may be saying that row in words. Not when
    the sentence says the bound row's label word for word and that row's does not ("Each player starts with two
    workers" beside 'Workers each player starts with' (1) and 'Workers on the board at the start' (2 with two
    players): a mistake put back into commerce's setup went unread)."""
    noun = toks[i + 1] if i + 1 < len(toks) and toks[i + 1].kind == "word" else None
    if not p.document or noun is None:
        return False
    tables = run.section_tables(p)
    ends = tuple(f" of table '{tid}'" for tid in tables)
    rivals = [f for f in run.facts if f.name.endswith(ends) and noun.stem in f.stems and agrees(toks[i], f.values)]
    if not rivals:
        return False
    said = _part_stems(p, toks, i)
    if fact.name.endswith(ends) and set(fact.stems) <= set(said):
        # every word of the bound row, itself a row the section prints, stands in the number's part, and none of a
        # rival's own: "Deal three contracts to each blender" is 'Contracts dealt to each blender' (2), not
        # 'Contracts steeped to end the game' (3, 4) (tea-blend, written outside the project: its planted three went
        # unread); a rule of play ("draw five cards" beside cards_drawn(), 1 a turn) still gives way to the row
        rivals = [f for f in rivals if not set(said).isdisjoint(set(f.stems) - set(fact.stems))]
        if not rivals:
            return False
    return not (_label_said(fact, said) and not any(_label_said(f, said) for f in rivals))


_ROW_LABEL = re.compile(r"^row '(.+)' of table '[^']*'$")


def _part_stems(p: Passage, toks: list[Token], i: int) -> list[str]:
    """The stems of the words of the number's own part of its sentence, in order."""
    start, end = part_span(toks, i)
    return [stem(w) for w in re.findall(r"[^\W\d_]+", p.text[start:end].lower())]


def _label_said(fact: Fact, said: list[str]) -> bool:
    """A table row's label of four words or more whose every word after the first stands in the sentence's part in
    its order, with nothing between ('Workers each player starts with' in "Each player starts with two workers"):
    the row named word for word, no guess."""
    found = _ROW_LABEL.match(fact.name)
    words = [stem(w) for w in re.findall(r"[^\W\d_]+", found.group(1).lower())] if found else []
    run = words[1:]
    if len(words) < 4 or len(run) < 3:
        return False
    return any(said[k:k + len(run)] == run for k in range(len(said) - len(run) + 1))


def _named_rival(run: Printed, p: Passage, toks: list[Token], i: int, fact: Fact, label: tuple[str, ...],
                 whole: bool = False) -> bool:
    """Another of the game's facts, with a word the bound one lacks, agrees with the number at i and every word of
    its term stands in the number's own part of the sentence (hyphenated words read as their parts: 'full-load' for full_load_bonus); words past a
    comma or a joining word belong to another part ("dealt 4 cards, and the game ends" is no case of 'Cards that
    end the game'). `whole`: anywhere in the number's sentence."""
    start, end = part_span(toks, i)
    if whole:   # the sentence's words, past the term said whole after the number ("if three wall sections show
        # Breached: ... the attacker wins" counts the sections breached, a case of breaches_to_win())
        a, b = sentence(toks, i)
        start, end = toks[a].start, toks[b - 1].end
    elif _term_follows(toks, i, fact):
        phrase = _noun_phrase_end(toks, i)
        assert phrase is not None   # _term_follows found the phrase
        end = min(end, toks[phrase - 1].end)   # the term of two words or more said whole right after the number
        # ("3 automatic Cell Groups plus cards"): a rival's words past the phrase ('cards', after 'plus') are
        # another thing's
    said = {stem(w) for w in re.findall(r"[^\W\d_]+", p.text[start:end])} | set(label)
    # a rival whose words are all the bound term's says less than it: "three lanes to win" is lanes_to_win()'s,
    # whatever lanes() gives
    return any(f is not fact and f.stems and set(f.stems) <= said and set(f.stems) - set(fact.stems)
               and agrees(toks[i], f.values) for f in _game_facts(run, p, toks, i, label))


def _counted_later(text: str, t: Token, name: str) -> bool:
    """The name stands after the number in its sentence with a count of its own right before it ('two Clean')."""
    end = min((k for k in (text.find(mark, t.end) for mark in ".;!?") if k >= 0), default=len(text))
    for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text[t.end:end], re.I):
        before = text[t.end:t.end + m.start()].split()
        if before and (before[-1].isdigit() or before[-1].lower() in NUMBER_WORDS):
            return True
    return False


def _noun_phrase_end(toks: list[Token], i: int) -> Optional[int]:
    """The index past the words right after the number, up to a joining word, a stop word or anything not a word
    ('3 automatic Cell Groups' of '3 automatic Cell Groups plus cards'); None when no word follows it."""
    k = i + 1
    while k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() not in STOP \
            and toks[k].text.lower() not in _PHRASE_ENDS:
        k += 1
    return k if k > i + 1 else None


_PHRASE_ENDS = word_set("phrase_ending_words")


def _term_follows(toks: list[Token], i: int, fact: Fact) -> bool:
    """The fact's term of two words or more is said whole in the words right after the number ('3 automatic Cell
    Groups' for automatic_cell_groups()): what the number counts is named, no guess at another thing's value."""
    end = _noun_phrase_end(toks, i)
    return end is not None and len(fact.stems) >= 2 and set(fact.stems) <= {x.stem for x in toks[i + 1:end]}


def _card_text(p: Passage) -> bool:
    """Whether the passage is a card's own text (its owner is the deck and the card)."""
    return isinstance(p.owner, tuple) and len(p.owner) == 2 and hasattr(p.owner[1], "fields")


# the word before a player count: a condition or a case ("with 4 players", "if 3 players"), or one of the game's
_COUNT_CONDITIONS = word_set("player_count_conditions")
_COUNT_OF_GAME = word_set("player_count_of_game")


_SPAN_VERBS = {lemma(w) for w in word_list("span_verbs")}
_SPAN_LINKS = {"across", "over", "through", "along", "into"}


def _spans(toks: list[Token], i: int) -> bool:
    """One thing ('A row', 'Each bridge') spans the number of things: "A row runs across three plots" (polyomino-
    pieces), "each road crosses two regions": what that one thing reaches, no count of the game's."""
    j = i - 1
    while j >= 0 and toks[j].kind == "word" and toks[j].text.lower() in _SPAN_LINKS:
        j -= 1
    if j < 1 or toks[j].kind != "word" or lemma(toks[j].text) not in _SPAN_VERBS:
        return False
    subject = toks[j - 2] if j >= 2 and toks[j - 1].kind == "word" and toks[j - 2].kind == "word" else None
    return subject is not None and subject.text.lower() in ("a", "an", "each", "every", "one") \
        and (j - 2 == 0 or toks[j - 3].kind in ("break", "colon", "comma"))


def _defines(toks: list[Token], i: int) -> bool:
    """The number opens a glossary entry's definition, after 'The' or nothing ("The six cards on the market board, from
    slot 1 ..."): it counts what the term is made of."""
    j = 0 if not toks or toks[0].kind != "word" or toks[0].text.lower() != "the" else 1
    return i == j


def _starting_at(toks: list[Token], i: int) -> bool:
    """The number follows a participle phrase set off by a comma, ', starting at' ("Every player may bid, ...,
    starting at 1 Silver"): where what the clause before does starts, not what a player starts with."""
    return i >= 3 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("at", "from") \
        and toks[i - 2].kind == "word" and toks[i - 2].text.lower() == "starting" and toks[i - 3].kind == "comma"


_CONTAINERS = {stem(w) for w in word_list("containers")}


def _one_of_amount(toks: list[Token], i: int) -> bool:
    """The number follows 'a <noun> of' whose noun holds nothing ("each one is a loan of 10 coins", "a fine of 3
    gold"): the amount one thing is, not a count of the box. A thing that holds ('a deck of 40 cards', 'a bag of
    20 cubes') still counts them."""
    def article(k: int) -> bool:
        return k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in ("a", "an", "one", "each")

    # one word may stand between the article and the noun: "a full run of eight track cards" (marble-run)
    return i >= 3 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "of" \
        and toks[i - 2].kind == "word" and toks[i - 2].text.lower() not in STOP \
        and lemma(toks[i - 2].text) == toks[i - 2].text.lower() and stem(toks[i - 2].text) not in _CONTAINERS \
        and (article(i - 3) or toks[i - 3].kind == "word" and toks[i - 3].text.lower() not in STOP and article(i - 4))


def _source_player_words(g: Any) -> list[str]:
    """The player noun of the language a game is written in, [singular, plural] (pnp's language file: 'giocatore',
    'giocatori'), when that is not English; [] otherwise."""
    source = g.languages[0] if g.languages else "en"
    if source == "en":
        return []
    from ..load.languages import vocabulary

    return [str(w) for w in ((vocabulary(source) or {}).get("player") or [])][:2]


def _other_players(g: Any, toks: list[Token], i: int) -> bool:
    """The number counts 'players' in a game whose rules call a player otherwise (`player_noun: coach`)."""
    if not g.player_noun or "player" in g.player_noun.lower():
        return False
    return any(x.kind == "word" and x.stem == "player" for x in toks[i + 1:i + 4])


def _said_of_game(toks: list[Token], i: int, prev: list[str]) -> bool:
    """The player count at i is said of the game in so many words: 'for' right before it ("a game for 5
    players"), 'game' after its noun ("a 5 player game"), or one word ("a five-player game")."""
    return toks[i].kind == "compound" or bool(prev) and prev[-1] == "for" or i + 2 < len(toks) and toks[i + 2].stem == "gam"


def _player_claims(run: Printed, s: Scan, used: set[int]) -> None:
    ctx, p, toks = run.ctx, s.passage, s.toks
    low, high = min(run.counts), max(run.counts)
    g = ctx.game
    game_range = f"{g.players.low}-{g.players.high}" if g.players.low != g.players.high else str(g.players.low)
    for i in player_numbers(toks, run.nouns, run.plurals):
        used.add(i)
        t = toks[i]
        prev = [x.text.lower() for x in toks[max(0, i - 2):i] if x.kind == "word"]
        conditional = bool(prev) and prev[-1] in _COUNT_CONDITIONS
        # "3 or 4 players" names two counts, one or the other: a condition ("unless you have 3 or 4 players"),
        # never the game's range; each count must still lie in the game's range
        alternatives = " or " in t.text.lower()
        lo, hi = t.low, t.high
        slack = 1 if prev and prev[-1] == "than" else 0
        # fewer players than the game's least are some of them ("if two players are tied", "once 1 player is
        # left"), not a count of the game's: below the range, only a count said of the game is wrong
        # ("with 1 player", "a game for 1 player", "a 1-player game", "Players: 1")
        # "a nine-player lineup", "a four-player team": N players of a thing that is no way to play the game (a
        # team's, a side's) say no player count of the game where N lies outside its range
        follower = toks[i + 1] if i + 1 < len(toks) and toks[i + 1].kind == "word" else None
        if t.kind == "compound" and follower is not None and follower.stem not in PLAY_NOUNS and (
                t.low < low or t.high > high):
            continue
        of_game = t.kind == "compound" or i == 0 or toks[i - 1].kind == "colon" or bool(prev) and prev[-1] in \
            _COUNT_OF_GAME or (i + 2 < len(toks) and toks[i + 2].stem == "gam")
        wrong = (lo < low - slack and of_game) or hi > high + slack
        # a range inside the game's said as a case ("Start (1-2 players)", "the 2-3 player board") is some of its
        # counts; only one said as the game's ("a game for 2-3 players", "Players: 2-3") states its range
        inside = low <= lo and hi <= high and not of_range(toks, i, prev)
        if t.low != t.high and not t.bound and not wrong and not alternatives and not inside:
            wrong = (lo, hi) not in run.ranges and not (conditional and (lo, hi) in run.axis_ranges) \
                and not conditional
        pieces = run.player_pieces() if wrong else frozenset()
        if pieces and t.low == t.high and t.low in pieces:
            continue   # "a side of eleven players" where the data counts 11 players on each side: those pieces
        if wrong:
            ctx.report("TXT002", p.loc(t.start),
                       f"'{t.text}' players: the game is for {game_range} players"
                       + "".join(f", variant '{v.name}' for {v.players}" for v in g.variants),
                       expected=game_range, actual=t.text, hint="print the range with {{ players }} (or "
                       "{{ variant(\"id\") }}); a count must lie in the game's range",
                       subject=_subject(p, "players", t.text),
                       unsure=bool(pieces) and not of_game or _other_players(g, toks, i) and (
                           not _said_of_game(toks, i, prev) or i == 0))
            # "picks five players" where players are also pieces: a guess; and 'players' in a game whose own word
            # for them is another ("five players for each of the two teams" where the players are coaches:
            # hoops-shotclock's athletes, even opening a note; "Your squad may never hold more than 25 players",
            # "9 signings: 23 players in all" where they are managers: transfer-window's footballers); "a game for
            # 5 players" is still said of the game
        elif (v := _variant_of_section(g, p)) is not None and t.low != t.high and not t.bound and not alternatives \
                and not conditional and (lo, hi) != (v.players.low, v.players.high) \
                and not any(toks[k].low == v.players.low and toks[k].high == v.players.high
                            for k in player_numbers(toks, run.nouns, run.plurals)):
            # "Two to five players only." under the heading '## Sweet orchard', a variant for 2-4 in a game of 2-5:
            # the game's range agrees, but the section is the variant's (split-choose, written outside the project);
            # a guess, since a variant's section may compare it with the game, so a warning
            ctx.report("TXT002", p.loc(t.start),
                       f"'{t.text}' players under the heading '{p.section}': variant '{v.name}' is for {v.players} "
                       f"players", expected=str(v.players), actual=t.text,
                       hint=f'print the range with {{{{ variant("{v.id}") }}}}', subject=_subject(p, "players", t.text),
                       unsure=True)
        elif p.document and t.low != t.high and (lo, hi) in run.ranges and not t.bound and not alternatives:
            # only the game's own range is what {{ players }} prints; a variant's is what its variant() prints,
            # with the noun ("Partners (4-8 players)" for a variant of 4-8 in a game of 2-8: timeline-years)
            if (lo, hi) == (g.players.low, g.players.high):
                # 'five to ten' typed in words: the range filter prints it so
                said = "players | range(words=true)" if t.is_word_number else "players"
                _typed(run, p, t, "players", "the game's player range", f"{{{{ {said} }}}}",
                       Fix(p.loc(t.start), t.text, said, "placeholder", ""))
            else:   # a variant's, where the passage or its heading names that variant ("competitive game (2 to
                # 4 players)" in code-break is a way of playing, no variant whose range it happens to be)
                v = next((v for v in g.variants if (v.players.low, v.players.high) == (lo, hi)
                          and v.name.lower() in f"{p.text} {p.section}".lower()), None)
                if v is None:
                    continue
                _typed(run, p, t, "players", f"the player range of variant '{v.name}'",
                       f'{{{{ variant("{v.id}", name=false) }}}}',
                       Fix(p.loc(t.start), t.text, "", "placeholder",
                           "the variant's placeholder prints the range with its noun: rewrite the words by hand"))


_WORD_AND_NUMBER = re.compile(r"([A-Za-z]+) (\d+)")


def _place_names(g: Any) -> list[str]:
    """The names of the game's map spaces, regions and grid cells."""
    names = [x.name for m in g.maps for x in (*m.locations, *m.regions)]
    names += [c.name for grid in g.grids for c in grid.cells if c.name]
    return [n for n in names if isinstance(n, str)]


def _variant_of_section(g: Any, p: Passage) -> Any:
    """The one variant whose name is the heading the passage sits under (its words whole, 'Sweet orchard' or
    'Variant: Sweet orchard'), else None."""
    if not p.section or not g.variants:
        return None
    heading = f" {' '.join(_ALPHA_RUN.findall(p.section.lower()))} "
    named = [v for v in g.variants if f" {' '.join(_ALPHA_RUN.findall(v.name.lower()))} " in heading]
    return named[0] if len(named) == 1 else None


def of_range(toks: list[Token], i: int, prev: list[str]) -> bool:
    """The player range at i is said as the game's own ("a game for 2-3 players", "for 2-3 players", "Players:
    2-3", "a 2-3-player game"), not as a case of some of its counts."""
    t = toks[i]
    return t.kind == "compound" or i > 0 and toks[i - 1].kind == "colon" or bool(prev) and prev[-1] == "for" or (
        i + 2 < len(toks) and toks[i + 2].stem == "gam")


def _typed(run: Printed, p: Passage, t: Token, shown: str, source: str, placeholder: str, fix: Fix) -> None:
    if t.is_word_number and t.low == t.high and placeholder.startswith("{{") and placeholder.endswith("}}") \
            and "| word" not in placeholder:
        # 'three' typed: the word filter prints a word; 'Three' opening a sentence, a capital too
        capital = " | capitalize" if t.text == t.text.capitalize() != t.text.lower() else ""
        placeholder = placeholder[:-2].rstrip() + f" | word{capital} }}}}"
    elif t.low >= 1000 and not t.text.isdigit() and placeholder.startswith("{{") and placeholder.endswith("}}"):
        short = t.text[-1:] in "kK"   # '6,000' or '6k' typed: the thousands filter prints them so
        placeholder = placeholder[:-2].rstrip() + (" | thousands(short=true) }}" if short else " | thousands }}")
    run.ctx.report("DOC001", p.loc(t.start), f"'{t.text}' is typed by hand next to '{shown}', which {source} covers",
                   actual=t.text, hint=f"take the number from the data, e.g. {placeholder}",
                   subject=f"{p.document}.md/{slugify(shown)}/{t.text}", fix=fix)


def _number_fix(run: Printed, p: Passage, t: Token, fact: Fact, counts: Optional[frozenset[int]]) -> Fix:
    """The placeholder `pnp check --fix` writes for a number DOC001 finds typed by hand, or why it writes none.

    Only where the reading is as strong as the checker's: the number is a bare count (not 'up to 3', not a
    range), the value at the sentence's player count is exactly it, and every word of the term is in the
    sentence ("up to two" beside `neutral_armies()` in a sentence about dice names only 'army')."""
    def no(why: str) -> Fix:
        return Fix(p.loc(t.start), t.text, "", "placeholder", why)

    if not fact.printed:
        return no(f"no placeholder prints {fact.name} as one number")
    if t.bound:
        return no("it is said as a bound ('up to', 'at least'), which the placeholder would not print")
    if t.low != t.high or not re.fullmatch(r"\d+|[A-Za-z]+", t.text):
        return no("it is not one bare number")
    expression = fact.printed
    if "{count}" in expression:
        counts = counts or frozenset()
        if len(set(fact.by_count.values())) == 1 and (len(counts) != 1 or next(iter(counts)) not in fact.by_count):
            counts = frozenset({min(fact.by_count)})   # the same at every count (a table of one column, '1-4'):
            # any count prints it, the game's smallest says so plainly
        elif len(counts) > 1 and counts <= set(fact.by_count) and {fact.by_count[c] for c in counts} == {t.low}:
            counts = frozenset({min(counts)})   # "5 birds each with two or three fanciers": the same at each count
            # the sentence names (pigeon-race), printed at the first of them
        if len(counts) != 1 or next(iter(counts)) not in fact.by_count:
            return no(f"{fact.name} varies by player count and the sentence names no one count")
        count = next(iter(counts))
        if fact.by_count[count] != t.low:
            return no(f"{fact.name} gives {fact.by_count[count]} at {count} players")
        expression = expression.replace("{count}", str(count))
    elif fact.values != frozenset({t.low}):
        return no(f"{fact.name} gives more than one value")

    toks = scan(p, run.text, run.title).toks
    i = next(k for k, x in enumerate(toks) if x.start == t.start)
    a, b = sentence(toks, i)
    said = {x.stem for x in toks[a:b] if x.kind == "word"}
    if not set(fact.stems) <= said:
        return no(f"the sentence does not name every word of {fact.shown}")
    other = _counts_another_plural(toks, i, fact)
    if other:
        return no(f"it counts '{other}', not what {fact.shown} counts")
    if t.is_word_number:
        if t.text == t.text.capitalize() != t.text.lower():   # 'Three points for...': a sentence's first word
            expression += " | word | capitalize"
        elif t.text != t.text.lower():
            return no("the word filter prints a number word in lower case")
        else:
            expression += " | word"
    elif t.low >= 1000 and not t.text.isdigit():
        if t.text[-1:] in "kK" or "," not in t.text:
            return no("the thousands filter prints '150,000' or '150k'")
        expression += " | thousands"
    return Fix(p.loc(t.start), t.text, expression, "placeholder")


# readings.of_history, asked only of a passage with one of these in it (a version noun's singular, 'playtest')
_LEAD = re.compile(r"\*\*([^*\n]{3,60})\*\*\s*[:.\u2014\u2013-]")


def _lead_name(run: Printed, p: Passage) -> tuple[str, ...]:
    """The stems of the name a passage opens with in bold, when it is one of the game's names of two words or more
    (a name set's member, a map's place): "**Starting Player**: take ..." (slash-counts' action space) tells what
    that thing does; () otherwise."""
    found = _LEAD.match(p.text)
    if found is None or found.group(1).strip().lower() not in run.several()[0]:
        return ()
    return tuple(stem(w) for w in re.findall(r"[^\W\d_]+", found.group(1).lower()))


_HISTORY_CUES = tuple({w.rstrip("s") for w in word_list("version_nouns")}) + ("playtest", "used to")


def _fact_claims(run: Printed, s: Scan, used: set[int]) -> None:
    ctx, p, toks = run.ctx, s.passage, s.toks
    label, label_counts = _label(p)
    base_counts = _example_counts(p) or _heading_counts(run, p)
    carry: Optional[tuple[int, Fact, int]] = None   # the sentence, fact and number of the last value by player count
    lower = p.text.lower()
    history = any(w in lower for w in _HISTORY_CUES)
    lead = _lead_name(run, p)
    price_label = m.group() if (m := _PRICE_LABEL.match(p.text)) else ""
    if "+" in p.text and p.document and p.scope != "example":
        _signed_label_claim(run, p, toks)
    for i, t in enumerate(toks):
        if t.kind == "compound" and i not in used:
            _claim(run, p, t, die_claim(toks, i, run.dice), None, "TXT001")
            continue
        if t.kind != "num" or i in used or run.in_a_name(p, t) or run.names_listed(toks, i):
            continue
        if p.document and p.scope != "example" and i >= 1 and toks[i - 1].kind == "word" \
                and toks[i - 1].text.lower() == "round":
            last = _last_round_fact(run, p, toks, i)
            if last is not None:   # "The game ends after round 8": the game's count of rounds
                used.add(i)
                _claim(run, p, t, last, None, "TXT001", certain=True)
                continue
        if p.document and p.scope != "example" and i >= 2 and toks[i - 1].kind in ("colon", "break") \
                and toks[i - 1].text in (":", "("):
            keyed = next((f for f in run.facts if f.by_key and _key_labelled(run, p, t, f)), None)
            if keyed is not None:   # "**Search a room (2 hours).**": the row's value at the thing labelled
                used.add(i)
                _claim(run, p, t, keyed, None, "TXT001")
                continue
        if skipped(toks, i, counted=run.counted):
            keyed = _label_card_fact(run, p, toks, i) if p.document and p.scope != "example" \
                and not skipped(toks, i, delta=True, counted=run.counted) else None
            if keyed is not None:   # "**Leadership**: add 3 extra believers": the card's own extra, told again
                used.add(i)
                _claim(run, p, t, keyed, None, "TXT003")
            continue
        if p.scope == "glossary" and i == 0 and t.text.lower() in WEAK_NUMBERS:
            continue   # "Share certificate: One share of a company.": what one of the thing is (percent-market)
        if _FIRST_OPERAND.match(p.text, t.end):
            continue   # "60 + Brix + the vintage's Brix change + ...": the first operand of a formula, whose
            # terms after the sign are others (wine-vintage's base score beside the row 'Brix change'); not "3+
            # players" (3 or more)
        if p.scope == "component note" and t.start in note_parts(p.text):
            continue   # "Six Tulip cards for Hollow Lanes, seven for ... and eight for ...": a part of the box's
            # count, which note_counts adds up and holds to it (rally-roadbook)
        a, b = sentence(toks, i)
        if history and of_history(sentence_text(p.text, toks, a, b)):
            continue   # "The first version had ... a hand limit of ten": that version's number, not the rules'
        said = sentence_text(p.text, toks, max(a, i - 8), min(b, i + 6))  # the words near the number
        # examples work out new values; what a person of a story has ("Sam has 3 damage and plays Nitro Burst") is
        # no column of the card the sentence names
        # a component's note counts its pieces ("34 for each of the three traits: 10 Dominant, 14 Split and 10
        # Recessive" of Gene cards whose column `dominant` is 2: stud-book), no other column of the cards it names
        named_cards = not isinstance(p.owner, tuple) and p.scope not in ("example", "component note") \
            and not holding(toks, i, run.name_words())
        own = p.owner if p.scope == "cost effect" else None   # a cost's effect text speaks of that cost
        local: list[Fact] = []
        if own is not None or run.names(said):
            # "**Costs**: Hut 3 Copper, ..., Mill 4 Copper": a label of prices speaks of price for its whole list
            local = cost_facts(ctx, (price_label + said) if price_label else said, own)
            if named_cards:   # the cards, and the kinds of card, the words round the number name
                card_said = _card_words(p, toks, i, a, b)
                local += _named_columns(toks, i, card_facts(ctx, card_said) + group_facts(ctx, card_said), run.kinds)
        fact = bind(toks, i, local, label) if local else None
        if fact is not None and fact.name.startswith("the cost of '") and not agrees(t, fact.values) \
                and _counted_later(p.text, t, fact.name[len("the cost of '"):-1]):
            continue   # "The Veiled Reliquary ... costs 6 Find tokens and two Clean actions" beside the cost of 'Clean'
            # (1 Find): the thing priced is named later with a count of its own, what the 6 buys is another (a card's
            # cost: relic-ledger, written outside the project)
        if fact is not None and fact.name.startswith("column") and not agrees(t, fact.values) and any(
                f.name.startswith("the cost of '") and agrees(t, f.values) for f in local):
            continue   # "**Costs**: ... Mill 4 Copper" beside the Mill's copper column (2, its income) and the cost
            # 'Mill' (4 Copper): the price, which the cost reading holds (coin-exchange, written outside the project)
        if t.low == t.high == 1 and _EQUATION_UNIT.match(p.text, t.end):
            continue   # "1 Silver = 4 Copper": the one coin a rate is told of, no value (coin-exchange)
        reached = fact is not None and fact.name.startswith("column") and not agrees(t, fact.values) \
            and level_reached(toks, i)
        if reached and fact is not None and (t.low == t.high or t.high - t.low in fact.values):
            continue   # "the Corsair climbs to 8 fuel and draws a Feint", "a Shield Cell lifts the station from 9 to 11
            # shields" (Shield Cell's shields: 2): where a track stands then, not the card's amount; a change from one
            # level to another by a number no card's column gives stays a guess (orbit-drift, written outside)
        rivals = [f for f in local if fact is not None and f is not fact and f.stems == fact.stems
                  and f.name.startswith("column")] if fact is not None and fact.name.startswith("column") else []
        if rivals and any(agrees(t, f.values) for f in rivals):
            continue   # "Literacy and Philosophy, so he researches Education for 9 Science": another card's
        if fact is not None and fact.name.startswith("column") and not agrees(t, fact.values) and (
                _card_named_after_only(ctx, p.text[toks[a].start:toks[b - 1].end], t.start - toks[a].start, fact)
                or _sentence_card_agrees(ctx, sentence_text(p.text, toks, a, b), t, fact)):
            continue   # "Agent 7, for example, adds 1 skill when Agent 12 is on the same mission": the card named
            # after the number, in its condition, is not the one whose amount it is (spy-codes); "The Cargo Bike is no faster than a Bicycle, but it carries
            # three boxes": a card the sentence names further off has that value, which of the two is meant is a
            # guess (pizza-delivery)
        if fact is not None and fact.name.startswith("column") and not agrees(t, fact.values) \
                and _joined_subject(p.text, toks[a].start, t.start, fact):
            continue   # "she and Number 5 alone bring 7 skill": the two together, no column of one card (numbered-names)
        if fact is not None and fact.name.startswith("column") and not agrees(t, fact.values) and i >= 2 \
                and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("and", "plus") \
                and toks[i - 2].kind == "word" and toks[i - 2].stem not in fact.stems \
                and any(x.kind == "word" and x.text.lower() == "for" for x in toks[i + 1:i + 4]):
            continue   # "a Copper and 2 Coins for a Saffron": an offer of several things for a card, of which the
            # number is one part, no column of that card (bazaar-asides, written outside the project); "The
            # Woodcutter gives 1 Stone and 3 Gold" is still its gold
        if fact is not None and fact.name.startswith("column") and not agrees(t, fact.values) \
                and _paid_not_priced(toks, i, fact):
            continue   # "plays Trim the Wick: she pays 2 oil": a price paid (the beacon's), no column of what the card
            # gives (its oil, 0: chapter-legacy, written outside the project)
        if fact is not None and fact.name.startswith("column") and _some_of(toks, i) \
                and t.high <= max(fact.values, default=0):
            continue   # "Two moons of Saturn with no Saturn card": some of the card's 146, not its count
        if fact is not None and fact.name.startswith("column") and not agrees(t, fact.values) and _reached_total(toks, i):
            continue   # "His Serrano takes him to 25 heat", "his pot reaches 25 heat": the total the card's
            # owner reaches with it, not the card's own column (chili-cookoff)
        if fact is not None and p.scope == "example" and fact.name.startswith("the cost of") and t.low == t.high \
                and t.low in _example_values(p):
            continue   # "Tomas owns one Sawpit, so Sawing costs him only 1 Wood" for buildings={Sawing: 1}: the price
            # the story's checks take, changed from the printed one (conversion-chains)
        if fact is not None and fact.name.startswith("the cost of") and not agrees(t, fact.values) \
                and _not_the_price(ctx, fact, toks, i):
            continue   # "costs 2 coins of upkeep every round", "2 coins for each Market", "pays out 8 coins a round": an
            # amount each span of play or each thing, no price paid once (city-adjacency's Market, bought for 4)
        if fact is not None and fact.name.startswith("the cost of") and t.low > max(fact.values, default=t.low) \
                and _paid_in_one(ctx, fact, sentence_text(p.text, toks, a, b)):
            continue   # "A fourth vat costs 15 copper" for 1 Silver and 5 Copper: the whole price told in one of its
            # coins, more than that coin's part (dye-vats); less than the part is still wrong either way
        rule = "TXT003" if fact is not None and fact.name.startswith("column") else "TXT001"
        # a card's text that names a cost may be the card's change to it ("River Ford spaces cost 3 Movement this
        # lap", "cost you only 1 Movement this turn"): a guess, so a warning
        changes_cost = fact is not None and _card_text(p) and fact.name.startswith("the cost of")
        game = fact is None   # held to the game's rules and rows, if it reads as one of the game's values
        game_facts = _game_facts(run, p, toks, i, label) if game else []
        fact = fact or _all_of_box(run, p, toks, i, game_facts) or _size_of(p, toks, i, game_facts) or \
            _per_subject(toks, i, a, game_facts) or \
            bind(toks, i, game_facts, label, box=has_box_words(toks, i, p), follow=p.scope == "glossary") or \
            part_claim(toks, i, run.parts)
        if fact is not None and game and not agrees(t, fact.values):
            k = _alternative_of(toks, i)
            earlier = bind(toks, k, game_facts, label, box=has_box_words(toks, k, p)) if k is not None else None
            noun = toks[k + 1].stem if k is not None and toks[k + 1].kind == "word" else ""
            if earlier is not None and earlier is not fact and agrees(t, earlier.values) or earlier is None and noun \
                    and any(noun in f.stems and f is not fact and agrees(t, f.values) for f in game_facts) \
                    or noun in fact.stems and t.low >= 2 and not _counts_noun(fact, noun):
                continue   # "scores one Laurel, or two for a strong win": two of what the first number counts, the
                # row 'Laurels scored' (1, 2), not laurels_to_win() that the word 'win' after it names (deck-construction);
                # "one step too hot instead of two": two steps, no size of a step (dial_step(), 20: oven-temps)
        if fact is None and game:
            fact = _keyed_fact(run, p, toks, i, game_facts)
        if fact is None and game:
            listed = _label_list_fact(p, toks, i, game_facts)
            if listed is not None:   # the label and the item name it: no placement of words to doubt
                used.add(i)
                _claim(run, p, t, listed, None, "TXT001")
                continue
        if fact is None and game and p.scope != "example":
            fact = limit_fact(toks, i, game_facts, label)   # "never holds more than 4 workers" on a tile
        if fact is None and game and p.document:
            # "deal each player a hand of 5 cards" at setup; "Each driver takes 4 Money": each one's start, which
            # the filters of one thing's own amounts (_each_one) took out of the game's facts
            fact = _setup_start_fact(p, toks, i, run.facts if p.scope != "example" else game_facts)
        if fact is None and carry is not None and (carry[0] == a or a >= 2 and toks[a - 1].text == ";"
                                                   and sentence(toks, a - 2)[0] == carry[0]) \
                and not _new_list(toks, carry[2], i, carry[1]):   # (a semicolon goes on with the list)
            # "eight cards with two players, seven with three or four": the value of the same row at those counts
            elided = elided_value(toks, i, min(run.counts), max(run.counts)) \
                or counts_before_value(toks, i, min(run.counts), max(run.counts))
            if elided is not None:
                used.add(i)
                _claim(run, p, t, carry[1], _paired_counts(toks, i) or elided, "TXT001")
                continue
        if fact is None and game:
            # "the table below shows the Soloist's contract: six at three players": the row its sentence names
            row = said_row(game_facts, toks, i, a, min(run.counts), max(run.counts), run.nouns)
            if row is not None:
                used.add(i)
                if row[2]:   # its next values are that row's ("three at five"); a guess carries nothing
                    carry = (a, row[1], i)
                elif any(not agrees(t, vals) for _, vals in _at(row[1], row[0])):
                    continue   # the row's words met apart: a guess, which says nothing against the row
                _claim(run, p, t, row[1], _paired_counts(toks, i) or row[0], "TXT001")
                continue
        if game and p.document and _card_copies_claim(run, p, toks, i):
            used.add(i)
            continue
        if fact is None or _counts_things_of(toks, i, fact) or run.card_named_after(p.text, toks, i) \
                or game and not agrees(t, fact.values) and _product_said(toks, i, a, b, fact) \
                or game and not agrees(t, fact.values) and _places_counted_beside_a_place(toks, i, fact) \
                or game and not agrees(t, fact.values) and run.card_by_number(toks, i) \
                or game and not agrees(t, fact.values) and _denominated(p.text, toks, i) \
                or game and not agrees(t, fact.values) and fact.context == "any" and run.component_after(toks, i, fact) \
                or run.copies_of_named(p.text, toks, i) or (
                game and _counts_another_plural(toks, i, fact)):
            continue   # "one of the thirteen spaces on the score sheet": spaces, not the row 'Score sheets'
        if game and not agrees(t, fact.values) and len(fact.values) == 1 and _printed_keys(fact.printed) & \
                run.printed_here(p, toks[a].start, toks[b].start if b < len(toks) else len(p.text)):
            continue   # "Shuffle your 18 Squad cards and draw {{ engine.squad_cards_drawn() }}": the sentence prints the
            # fact itself, of one value, so the number typed beside it is another thing's (the cards drawn from:
            # footy-goals)
        if game and not agrees(t, fact.values) and label and set(label).isdisjoint(fact.stems) \
                and any(not set(label).isdisjoint(f.stems) and agrees(t, f.values) for f in game_facts):
            continue   # "Guard: what a wall section resists with: 2 for the wall itself, plus ..." beside wall_sections()
            # (5) and base_guard() (2): an entry's number is about its term, whose word a fact that agrees has
            # (siege-sides, written outside the project)
        if game and not agrees(t, fact.values) and _set_of_that_size(run, toks, i):
            continue   # "The 40 Goods cards come in four goods and one wild card" beside a deck 'Goods' (40) and a name
            # set 'goods' of four: the kinds the set names, the deck's size a guess (eg-lists)
        if game and not agrees(t, fact.values) and (_named_rival(run, p, toks, i, fact, label) or _in_condition(
                toks, i) and _named_rival(run, p, toks, i, fact, label, whole=True)):
            continue   # "the full-load bonus of 4 credits" beside a row 'Bonus (credits)': full_load_bonus(), named
            # whole in the sentence, gives 4; which of the two the number states is a guess. A condition's number may
            # be the case of a rule its outcome names: "if three wall sections show Breached: ... the attacker wins"
            # beside breaches_to_win() (3) and wall_sections() (5) (siege-sides, written outside the project)
        if game and not agrees(t, fact.values) and t.low == t.high and _section_table_says(run, p, toks, i, fact):
            continue   # "Shuffle your deck, draw five cards." under a Setup heading whose table row 'Cards in your
            # starting hand' (5) the section prints: it may state that row, not cards_drawn()'s 1 (tug-track)
        if game and not agrees(t, fact.values) and _thing_of_size(toks, i, fact):
            continue   # "15 for a full stall of five" beside stall_points(): the stall's size, no points
            # (market-stalls, written outside the project)
        if game and not agrees(t, fact.values) and _word_of_another_number(toks, i, a, b, fact):
            continue   # "35 Market cards are shuffled for a row of four" beside 'Cards in the market row' (4): the
            # row is the four's, its word said with that number (verb-decks, written outside the project)
        if game and not agrees(t, fact.values) and _term_elsewhere(toks, i, a, b, fact, game_facts):
            continue   # "picks up both skat cards, so they briefly hold 13 cards" beside 'Cards in the skat'; "in the
            # two cards they laid away, and in the Bounty" beside 'Bounty cards' (three-hand-skat): a word of the term
            # stands only in another part of the sentence, so which thing the number counts is a guess
        if game and not agrees(t, fact.values) and _noun_alone_rival(run, toks, i, a, b, fact):
            continue   # "Shoot three arrows" beside total_arrows() (18) and arrows_per_end() (3): bound by the noun
            # alone, which another rule that agrees counts too; which of the two it states is a guess (archery-rings)
        if game and not agrees(t, fact.values) and _counts_subject(toks, i, fact):
            continue   # "the three flying takeovers gain 0.60 each" beside takeover_gain(): the three count the
            # takeovers, whose gain the term measures (swim-heats)
        if game and not agrees(t, fact.values) and t.low > max(fact.values, default=t.low) and _concludes(toks, a):
            continue   # "So a touch that comes round is worth 13 points to its conductor." after the parts (a point a
            # bell at home, 5 for coming round): the sum the sentence draws, more than the term's own (bell-changes)
        if game and not agrees(t, fact.values) and t.low == t.high == 0 and i > 0 and toks[i - 1].kind == "word" \
                and toks[i - 1].text.lower() in _STATE_WORDS:
            continue   # "The monster at 0 health: you win." beside monster_health(): the state the thing is brought
            # to, none of the term's values (monster-hunt)
        if game and not agrees(t, fact.values) and _count_of_summed(toks, i, fact):
            continue   # "then all six colours: 147 points" beside colours_total() (27, the colours' points added up):
            # how many of the things, not what their values add up to (snooker-breaks)
        if game and _exchanged(toks, i):
            continue   # "every 3 coins are worth 1 crowd point" beside a row 'Crowd points' (1 at level 1): what so
            # many of another thing buy, a rate of exchange (circus-rings)
        if game and not agrees(t, fact.values) and (_margin(toks, i, [fact.term or fact.name]) or _score_said(p.text, t)):
            continue   # "every set must be won by two clear points" beside 'Points to win the set': a margin; "Blue
            # leads 14 to 13" beside winning_lead(): a score at a moment (volley-sets)
        if game and fact.by_key and not agrees(t, fact.values) and t.low == t.high and any(
                t.low in nums and [x.stem for x in toks[i + 1:i + 1 + len(words)] if x.kind == "word"] == list(words)
                for words, nums in run.axis_numbers().items()):
            continue   # "a concealed hand ... already has two fan", "2 fan 16" beside fan_for() (a fan by pattern): a
            # value of another table's axis of that noun (the fan of a whole hand), not one thing's (mahjong-fan)
        if not agrees(t, fact.values) and _past_a_mark(toks, i):
            continue   # "the brightest stars go below zero: Sirius is -1.46" (star-magnitudes): a mark the value lies
            # past, none of the values
        if game and not agrees(t, fact.values) and t.low == t.high and i + 1 < len(toks) and toks[i + 1].kind == "word" \
                and named_card_has(ctx.game, p.text[toks[a].start:t.start], t.low,
                                   tuple(x.stem for x in toks[i + 1:i + 3] if x.kind == "word")):
            continue   # "Ohio (18) is worth 18 electoral votes" beside total_electoral_votes() (538): the card named
            # before it has that many votes, its own column (electoral-map)
        if game and not agrees(t, fact.values) and _argument_said(toks, i, fact):
            continue   # "more than twice the bonus for four" beside set_bonus() (by set size): the size, the rule's
            # argument, not its value (deck-by-count)
        if game and not agrees(t, fact.values) and t.low == t.high and not _term_follows(toks, i, fact) \
                and _named_key_has(game_facts, sentence_text(p.text, toks, a, b), t.low):
            continue   # "you need at least 55 points to be called Queen's Keeper" beside points_for(): the value a
            # table's row gives at a name of its axis the sentence says (the ranks' 'Least score', 55: keeper-solo)
        if game and not agrees(t, fact.values) and _verb_as_noun(toks, a, b, fact) and not _defined_by(toks, i):
            continue   # "worth 4 VP at the end" beside vp_to_end(), 'Points to end the game': the term's verb said as
            # a noun, the moment the sentence speaks of, not the term (type-foundry, periodic-lab)
        if game and not agrees(t, fact.values) and _later_start(toks, i, a, fact):
            continue   # "She starts the third week with 41 Coins" beside 'Starting Coins': what she holds when a
            # later span begins, not what the game starts with (hotel-nights)
        if (game or rule == "TXT003") and not agrees(t, fact.values) and _named_exception(run, p, toks, i, fact):
            continue   # "on a Cold Snap the campfire burns two wood instead of one": the card's change to the rule;
            # "**Legion IX Hispana**: a Forced March gives you 1 Fatigue instead of 2" (a name set's member, the
            # card's column said right after: legion-march)
        if game and not agrees(t, fact.values) and negated_term(toks, i, a, b, fact):
            continue   # "with only 1 Fatigue it was not weary" beside 'Weary from Fatigue' (4): a number under the
            # term's state denied is one that does not reach it (legion-march)
        if game and not agrees(t, fact.values) and t.low == t.high and i + 1 < len(toks) \
                and toks[i + 1].kind == "word" and card_tells(ctx, sentence_text(p.text, toks, a, b), t.low,
                                                                {toks[i + 1].stem}):
            continue   # "the Carpenter mends 3 Walls", its card: "the Walls gain 3 instead of 2": the card retold
        if game and not agrees(t, fact.values) and _named_card_verb_agrees(ctx, sentence_text(p.text, toks, a, b),
                                                                            toks, i):
            continue   # "The Watering Can plants two flowers" beside flowers_planted() (1): the card it names
            # plants 2, its column `plant` named by the verb (kids-garden, written outside the project)
        whole = share_whole(toks, i) if game else None
        if whole is not None and set(fact.stems) - {whole}:
            # "two of the three lanes": the three are all the lanes (a count of lanes alone may state them), not
            # 'lanes_to_win()'s two
            fact = bind(toks, i, [f for f in game_facts if set(f.stems) <= {whole}], label,
                        box=has_box_words(toks, i, p))
            if fact is None:
                continue

        if sum_of_amounts(toks, i) or _split_share(toks, i):
            continue   # "A quarter and a third make 7 twelfths": what two amounts make, no value of one
        used.add(i)
        near = counts_near(toks, i, run.nouns, min(run.counts), max(run.counts))
        counts = _paired_counts(toks, i) or label_counts or near or base_counts
        if game and counts and agrees(t, fact.values) and any(not agrees(t, vals) for _, vals in _at(fact, counts)) \
                and _term_elsewhere(toks, i, a, b, fact, game_facts, printed=True):
            continue   # "With three players ... the Commission row holds 5 cards and the Goods market holds {{ ... }}":
            # the row's other words stand in a part with a value of its own; the 5 agrees with the row only at
            # another count, which hid it from the excuse above (guild-factions, written outside the project)
        goal = _needed_goal(toks, i, fact, game_facts) if game else None
        if goal is not None:   # "Because each side needs two errands, a game never goes past the third round"
            fact = goal        # beside errands() (3) and errands_to_win() (2): what is needed is the goal's
            # (court-intrigue, written outside the project)
        if game and p.scope == "example" and t.low == t.high and t.low in _example_values(p):
            continue   # "would cost 3" for path_cost(...) == 3: the example's own value, not the table's
        if game and p.scope == "example" and not agrees(t, fact.values) and total_told(toks, i, fact.values):
            continue   # "spends 2 Crew to shunt ..., then 1 Crew ... and 1 Crew ... That is all four Crew" for
            # crew_spent() == 4: the story states the whole with the noun, this is a part of it (train-dispatch)
        several = total_of(toks, i, fact) if game and (fact.name.endswith("()") or fact.name.startswith("row ")) \
            else None
        if several is not None:
            _total_claim(run, p, t, fact, counts, *several)
            continue
        # what one of several named things has then ("the River Wall, which has strength 2"): its state at that
        # moment, perhaps after play changed it, so a rule's value said of it is a guess (readings.one_of_several)
        # "Never put more than 12 armies in one territory": the limit itself, said of any one place and in no tense,
        # no state of one thing nor a story's (frontier-war, written outside the project)
        the_limit = bool(fact.limit) and limit_said(toks, i) == fact.limit
        one = game and (one_of_several(toks, i, *run.several()) or placed(toks, i, fact)) and not the_limit
        # the same column of several cards the sentence names, none agreeing: which card is meant is a guess; so
        # is a number another column of a named card agrees with ("brings him to 10 Science" for Printing's cost
        # of 10, beside its science yield of 3)
        other_column = rule == "TXT003" and any(agrees(t, f.values) for f in local
                                                if f is not fact and f.name.startswith("column"))
        if game and fact.by_count and near:
            carry = (a, fact, i)
        # "**Starting Player**: take the starting player token and 1 Food" (an action space of that name) beside
        # 'Food for the starting player': the words the term shares may be the named thing's, a guess
        led = game and bool(lead) and set(lead) <= set(fact.stems)
        # what a person of a story did ("Tom had to save across two rounds"): that time's case, a guess (oven-temps)
        story = game and not the_limit and (past_story(toks, i, run.name_words(), present=p.scope != "example")
                          or p.scope == "example" and persons_own(toks, i, run.name_words()))
        # a word of the term only in another part, where a fact of the number's own noun agrees ("the two cards they
        # laid away, and in the Bounty": three-hand-skat): which is meant is a guess
        apart = game and not agrees(t, fact.values) and not _in_condition(toks, i) \
            and not _term_elsewhere(toks, i, a, b, fact, game_facts) and _outside_only(toks, i, a, b, fact) \
            and _own_noun_agrees(toks, i, b, fact, game_facts)   # (a condition's number is the term's: "If
        # seven Churches are extinguished, the Apostles lose" states losing_extinguished())
        # a named card's number on a case, marked as other than usual ("with 2 shells left, a Triple Salvo fires
        # only 2 shots"): the case's, as on the card's own text (_conditional), a guess
        case = rule == "TXT003" and _conditional(toks, i)
        # "a drone can sit on a pad for a turn to charge up twice" beside pad_charge() (40): how often, which a rule
        # of how much the verb gives need not be; a rule of how often it may be done is (drone-battery): a guess
        often = game and t.text.lower() in ("twice", "thrice") and not agrees(t, fact.values)
        # a story's count of a name set's noun ("the Fair's 6d on each of the four wares" after three Fleeces and a
        # Bale): the things the story holds, maybe not the set's kinds, unless the sentence says kinds (lsd-market)
        items = game and p.scope == "example" and fact.name.startswith("name set") and not agrees(t, fact.values) \
            and not any(x.kind == "word" and x.text.lower() in _KIND_NOUNS for x in toks[a:b])
        # a term's word said only as the verb opening another part ("hires a Paramedic for 24 Funds and starts him
        # in the Late block", "for 24 Funds, starting in Morning" beside 'Starting Funds'): another action, whose
        # word the term shares; silent where a card named before the number in its sentence has that value (its
        # price), else a guess
        verb = game and not agrees(t, fact.values) and _verb_apart(toks, i, a, b, fact)
        if verb and t.low == t.high and named_card_has(ctx.game, p.text[toks[a].start:t.start], t.low):
            continue
        # one of a thing the term's words only qualify, "a gate change: 1 delay chip." beside gate_change_delay() (15
        # minutes): the chip may be what the number counts, or the term's own noun ("draws 1 supply card"): a guess
        head = game and not agrees(t, fact.values) and bool(_counts_compound_head(toks, i, fact))
        # "With 2 hull hits the submarine cannot dive to 120 m" beside hull_hits() (3, the hits that sink it): a
        # condition said first whose outcome names none of the term's words may be another rule's case, a guess
        # (sonar-bearings); "If seven Churches are extinguished, the Apostles lose" names its term's 'lose'
        fronted = game and not agrees(t, fact.values) and _condition_apart(toks, i, a, b, fact)
        # "the submarine is still afloat with 2 hits on its hull": what a thing has at a moment, a guess
        still = game and not agrees(t, fact.values) and _still_at(toks, i, a)
        # "The game lasts nine rounds" beside a row 'Rounds' of 8 at every count: the whole game's length in the row's
        # own noun, no guess (space-colony, written outside the project: a warning before)
        lasts = game and i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "lasts" \
            and whole_lasts(toks, toks[i - 1]) and i + 1 < len(toks) and toks[i + 1].kind == "word" \
            and fact.stems == (toks[i + 1].stem,)
        _claim(run, p, t, fact, counts, rule, unsure=changes_cost or one or bool(rivals) or other_column or led
               or story or case or apart or verb or items or often or head or fronted or still or reached,
               certain=lasts)


def level_reached(toks: list[Token], i: int) -> bool:
    """The number is a level something reaches: 'to' right after a verb of change, its particle or an adverb between
    ("climbs to 8 fuel", "drops back to 3", "goes up to 7"), or a span from one level to another ("from 9 to 11
    shields", said "from" first)."""
    t = toks[i]
    if t.low != t.high:
        return i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "from" \
            and " to " in t.text.lower()
    if i < 2 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() != "to":
        return False
    k = i - 2
    while k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in _REACH_BETWEEN:
        k -= 1
    return k >= 0 and toks[k].kind == "word" and lemma(toks[k].text) in _REACH_VERBS


_REACH_BETWEEN = word_set("reach_between")
_REACH_VERBS = {lemma(w) for w in word_list("reach_verbs")}


_KIND_NOUNS = word_set("kind_nouns")
_LEADING_INT = re.compile(r"-?\d+")
_MARKS = word_set("mark_prepositions")


_SCORE = re.compile(r"[ \t]+(?:to|\u2013|-)[ \t]+(\d+)\b")


def _score_said(text: str, t: Token) -> bool:
    """The number is the first of a score, 'N to M' with M below it ("leads 14 to 13", "won 3 to 1")."""
    m = _SCORE.match(text, t.end)
    return t.low == t.high and m is not None and int(m.group(1)) < t.low


_THINGS_TOTAL = re.compile(r"([a-z]+)_total\(\)")


def _count_of_summed(toks: list[Token], i: int, fact: Fact) -> bool:
    """The fact is a rule named as the total of things ('colours_total()': what the colours add up to), the number's
    own noun names those things in the plural, and the number is below every value: how many of them.
    ('total_votes()' is a total in votes, whose "25 votes" states it.)"""
    m = _THINGS_TOTAL.fullmatch(fact.name)
    if m is None or i + 1 >= len(toks) or toks[i + 1].kind != "word":
        return False
    noun = toks[i + 1]
    return plural(noun.text) and noun.stem == stem(m.group(1)) and toks[i].high < min(fact.values, default=0)


def _exchanged(toks: list[Token], i: int) -> bool:
    """'worth' right before the number, and its clause opening on 'every' or 'each' with a number or placeholder and
    a noun of its own ("every 3 coins are worth 1 crowd point", "each 5 Gold is worth 1 point"): a rate of exchange."""
    if i < 4 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() != "worth":
        return False
    a, _ = clause(toks, i)
    return any(toks[k].kind == "word" and toks[k].text.lower() in ("every", "each") and toks[k + 1].kind in ("num", "ph")
               and toks[k + 2].kind == "word" for k in range(max(a, i - 7), i - 3))


def _past_a_mark(toks: list[Token], i: int) -> bool:
    """A word of a side right before the number ("go below zero", "over 21 busts", "under 3 Gold"): a mark the
    thing's value lies past, not its value."""
    return i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in _MARKS


_QUALIFIERS = word_list("term_noun_ends")
_FIRST_OPERAND = re.compile(r"[ \t]+[+\u00d7][ \t]+[A-Za-z]")   # a number, then ' + ' and a word: an operand
_LATER = word_set("example_ordinals")   # 'second', 'third', ... 'another', 'next': not the first


def _counts_subject(toks: list[Token], i: int, fact: Fact) -> bool:
    """The number counts a plural noun (an adjective or two between) that is a word of the term, and the term's last
    word, another, comes right after that noun as its verb: "the three flying takeovers gain 0.60 each" beside
    takeover_gain(), "two cards cost 3" beside 'Card cost'. The number counts the things, whose measure the term
    names ("ten rounds" still states round_limit(): no head word follows)."""
    head = fact.stems[-1] if fact.stems else ""
    for k in range(i + 1, min(len(toks) - 1, i + 4)):
        x = toks[k]
        if x.kind != "word":
            return False
        if x.stem in fact.stems and x.stem != head:
            nxt = toks[k + 1]
            # the term says the word in the singular, as what qualifies its measure ('takeover gain'); a term that
            # is itself the plural and a participle ('Cards dealt': "Deal 5 cards dealt") is what the number counts
            singular = any(stem(w) == x.stem and lemma(w) == w.lower()
                           for w in re.findall(r"[A-Za-z]+", (fact.term or fact.name).replace("_", " ")))
            return singular and lemma(x.text) != x.text.lower() and nxt.kind == "word" and nxt.stem == head
    return False


def _later_start(toks: list[Token], i: int, a: int, fact: Fact) -> bool:
    """A term of the start ('Starting Coins') and, before the number in its sentence, 'starts' or 'begins' with a
    later ordinal and its noun soon after ("starts the third week with 41 Coins", "begins the next round with"): the
    start of a later span of play, not the game's, unless the ordinal or its noun is a word of the term."""
    if "start" not in fact.stems and "begin" not in fact.stems:
        return False
    for k in range(a, i):
        if toks[k].kind == "word" and toks[k].stem in ("start", "begin"):
            for m in range(k + 1, min(i, k + 4)):
                o = toks[m]
                if o.kind == "word" and o.text.lower() in _LATER and m + 1 < i and toks[m + 1].kind == "word" \
                        and o.stem not in fact.stems and toks[m + 1].stem not in fact.stems:
                    return True
    return False


def _counts_another_plural(toks: list[Token], i: int, fact: Fact) -> str:
    """The plural noun the number at i counts when it is another than the one the fact's name counts by a
    plural ("thirteen spaces on the score sheet" beside a row 'Score sheets': spaces, not sheets), else ""."""
    head = _head_noun(fact.term or fact.name)
    for x in toks[i + 1:i + 4] if head else ():
        if x.kind != "word" or lemma(x.text) == head or fact.alias and x.stem == fact.alias:
            break   # the fact's own noun, or the short form the glossary gives it ('12 VP wins')
        if x.stem in fact.stems and _before_its_noun(toks, toks.index(x, i + 1), fact, head):
            continue   # a plural word of the term's own name before its noun: 'Conditions' of 'Conditions cards',
            # 'Orders' of 'Orders cards' (rowing-regatta, fleet-grid: "Shuffle all 10 Conditions cards" read nothing);
            # "all four factions" still counts factions, not 'Faction cards'
        if x.text.lower().endswith("s") and lemma(x.text) != x.text.lower():   # another plural noun: what it counts
            return x.text
    return ""


def _counts_compound_head(toks: list[Token], i: int, fact: Fact) -> str:
    """The noun one thing is, said after words of the fact's term that only qualify it and ending the phrase
    ("a gate change: 1 delay chip." beside gate_change_delay(), 15 minutes: maybe one chip, not the delay:
    flight-gates), else "". A plural is _counts_another_plural's."""
    if toks[i].high != 1:
        return ""
    k = i + 1
    while k < len(toks) and toks[k].kind == "word" and toks[k].stem in fact.stems:
        k += 1
    if k == i + 1 or k >= len(toks) or toks[k].kind != "word":
        return ""
    y = toks[k]
    if y.text.lower() in STOP or not (k + 1 == len(toks) or toks[k + 1].kind in ("break", "comma", "colon")):
        return ""
    return y.text


def _before_its_noun(toks: list[Token], k: int, fact: Fact, head: str) -> bool:
    """The words from k on are words of the fact's name up to its head noun, with nothing else between ('Conditions
    cards'), not a noun of their own with its measure after it ('six periods of fifteen minutes')."""
    for y in toks[k:k + 4]:
        if y.kind != "word":
            return False
        if lemma(y.text) == head:
            return True
        if y.stem not in fact.stems:
            return False
    return False


def _head_noun(term: str) -> str:
    """What a term counts, when its name says it by a plural before any 'per'/'in'/'to'...: 'points' of
    `award_points` (not the awards), 'villagers' of `villagers_to_win`, 'cards' of 'Province cards'; "" when
    no plural says it ('Cards dealt' says 'cards'; `last_round` nothing)."""
    from .words import lemma

    words = re.findall(r"[A-Za-z]+", term.replace("_", " "))
    # a qualifier or an article ends the noun: 'Cards a side draws each turn' counts cards ('draws' is its verb)
    cut = next((k for k, w in enumerate(words) if w.lower() in _QUALIFIERS or k and w.lower() in ("a", "an", "the")),
               len(words))
    plurals = [w for w in words[:cut] if w.lower().endswith("s") and lemma(w) != w.lower()]
    return lemma(plurals[-1]) if plurals else ""


def _places_counted_beside_a_place(toks: list[Token], i: int, fact: Fact) -> bool:
    """The number counts spaces ("the alarm rises 1 space", "a track of 15 spaces") where the fact's term names
    one place by its noun in the singular (the row 'Alarm space': where each event happens): how far or how many,
    never which space (heist-alarm, written outside the project)."""
    words = fact.term.split()
    return bool(words) and stem(words[-1]) in PLACES and lemma(words[-1]) == words[-1].lower() \
        and i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].stem in PLACES and not place(toks, i)


def _counts_things_of(toks: list[Token], i: int, fact: Fact) -> bool:
    """"the five rounds" beside `reveal_round(index)` or a row 'Reveal round', named by a singular noun, whose
    values vary with another thing than the player count: it gives one round of them, the number counts how many
    there are."""
    from .words import lemma

    if fact.by_count or len(fact.values) < 2 or toks[i].low < 2 or fact.limit and limit_said(toks, i) == fact.limit:
        return False   # (a limit said as one, "may hold at most 13 sandbags" beside 'Sandbag limit' by level, is its
        # value: storm-watch, written outside the project)
    words = re.findall(r"[a-z]+", (fact.term or fact.name).lower().replace("_", " "))
    for nxt in toks[i + 1:i + 3]:   # the noun, or a modifier and the noun ('five reveal rounds')
        if nxt.kind != "word":
            return False
        if lemma(nxt.text) != nxt.text.lower():
            return lemma(nxt.text) in words
    return False


_SETTING_UP = {stem(w) for w in ("setup", "set", "preparation", "prepare", "components")}
_OWNERS = word_set("possessives")


_START = stem("start")


_PER = {"per", "each"}
_AS_MUCH_AS = word_set("as_much_as_verbs")


def _per_subject(toks: list[Token], i: int, a: int, facts: list[Fact]) -> Optional[Fact]:
    """"A Church always counts as exactly 8 Cell Groups", "A Gold coin is worth 5 Silver": the sentence opens on
    one thing ('a', 'an', 'each' or 'every' and its noun) and says what it is, counts as or is worth, in the noun
    after the number: the rule of so many of that noun per such thing, cell_groups_per_church() (journeys-of-paul's
    quick reference; 'per' is never said in such a sentence, so the binding found the rule's words short)."""
    if i + 1 >= len(toks) or toks[i + 1].kind != "word" or a + 1 >= i or toks[a].kind != "word" \
            or toks[a].text.lower() not in ("a", "an", "each", "every"):
        return None
    j = i - 1
    while j > a and toks[j].kind == "word" and toks[j].text.lower() in _BOUND_WORDS | {"exactly", "always"}:
        j -= 1
    if toks[j].kind != "word" or toks[j].text.lower() not in _AS_MUCH_AS or any(x.kind == "num" for x in toks[a:j]):
        return None   # ("Every 3 Silver you still hold is worth 1 Renown": a rate of its own, told the other way)
    subject = {x.stem for x in toks[a + 1:min(a + 3, j)] if x.kind == "word"}
    after = {x.stem for x in toks[i + 1:i + 3] if x.kind == "word"}
    found = [f for f in facts if _PER & set(f.stems) and toks[i + 1].stem in f.stems
             and set(f.stems) - _PER <= subject | after and subject & set(f.stems)]
    return found[0] if found and len({f.values for f in found}) == 1 else None


def _thing_of_size(toks: list[Token], i: int, fact: Fact) -> bool:
    """'a <thing> of N' ending its clause, no noun of its own after N ("a full stall of five"): the thing's size,
    which a fact that names no size nor limit does not give."""
    return i >= 3 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "of" and toks[i - 2].kind == "word" \
        and toks[i - 2].text.lower() not in STOP and (i + 1 >= len(toks) or toks[i + 1].kind != "word") \
        and any(x.kind == "word" and x.text.lower() in ("a", "an") for x in toks[max(0, i - 4):i - 2]) \
        and not fact.limit and _SIZE not in fact.stems   # (not "twice the bonus of four": the bonus at four)


def _word_of_another_number(toks: list[Token], i: int, a: int, b: int, fact: Fact) -> bool:
    """A word of the fact stands in the number's sentence only as '<word> of <another number>' ("a row of four"):
    it names what that number counts, not the one at i. Not when a word of the fact introduces the number at i
    itself ("more than twice the bonus of four")."""
    if i >= 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "of" and toks[i - 2].stem in fact.stems:
        return False
    for s in set(fact.stems):
        at = [k for k in range(a, b) if k != i and toks[k].kind == "word" and toks[k].stem == s]
        if at and all(k + 2 < b and k + 2 != i and toks[k + 1].kind == "word" and toks[k + 1].text.lower() == "of"
                      and toks[k + 2].kind == "num" for k in at):
            return True
    return False


def _paired_counts(toks: list[Token], i: int) -> Optional[frozenset[int]]:
    """The player count paired with the number at i in "8, 7, 6, 6 at 2, 3, 4, 5 players": a run of numbers, 'at',
    'with' or 'for', then a run of as many numbers and 'players', paired in order (coin-exchange)."""
    def run_at(k: int, step: int) -> list[int]:
        out = []
        while 0 <= k < len(toks) and toks[k].kind == "num":
            out.append(k)
            k += step
            if 0 <= k < len(toks) and toks[k].kind == "comma" or 0 <= k < len(toks) and toks[k].kind == "word" \
                    and toks[k].text.lower() == "and":
                k += step
        return out
    values = sorted(set(run_at(i, -1)) | set(run_at(i, 1)))
    if len(values) < 2:
        return None
    k = values[-1] + 1
    if k >= len(toks) or toks[k].kind != "word" or toks[k].text.lower() not in ("at", "with", "for"):
        return None
    counts = run_at(k + 1, 1)
    after = counts[-1] + 1 if counts else k + 1
    if len(counts) != len(values) or after >= len(toks) or toks[after].kind != "word" \
            or stem(toks[after].text.lower()) != "player":
        return None
    return frozenset({toks[counts[values.index(i)]].low})


_PRICE_LABEL = re.compile(r"[*_\s]*(?:costs?|prices?)[*_\s]*:", re.I)
_EQUATION_UNIT = re.compile(r"[ \t]+[^\W\d_]+[ \t]*=")   # after a 1: "1 Gold = 3 Silver", the unit a rate is told of


def _setting_up(p: Passage) -> bool:
    """The passage stands under a heading of the setup."""
    return bool({stem(w) for w in re.findall(r"[A-Za-z]+", p.section.lower())} & _SETTING_UP)


def _weak_or_bare(toks: list[Token], i: int) -> bool:
    """The number at i is a weak word ('one') or has no word after it."""
    t = toks[i]
    return t.is_word_number and t.text.lower() in WEAK_NUMBERS or i + 1 >= len(toks) or toks[i + 1].kind != "word"
_SIZE = stem("size")


def _size_of(p: Passage, toks: list[Token], i: int, facts: list[Fact]) -> Optional[Fact]:
    """'<thing> of N': the size of that thing, stated by the one rule or row named as its size whose other words
    all stand in the number's part ("their Apostle cards, a starting deck of eight cards" states
    starting_deck_size(), not apostle_cards_each() of the words before the comma: commissioned)."""
    if i < 2 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() != "of" or toks[i - 2].kind != "word" \
            or not _setting_up(p) or _weak_or_bare(toks, i) or lemma(toks[i + 1].text) == toks[i + 1].text.lower():
        return None   # (out of the setup, "A rack of six vowels" tells what a rack holds, not its size)
    thing = toks[i - 2].stem
    said = set(_part_stems(p, toks, i))
    found = [f for f in facts if _SIZE in f.stems and thing in f.stems and set(f.stems) - {_SIZE} <= said]
    return found[0] if found and len({f.values for f in found}) == 1 else None


def _setup_start_fact(p: Passage, toks: list[Token], i: int, facts: list[Fact]) -> Optional[Fact]:
    """Under a setup heading, the rule or row of what a player starts with whose other words all stand in the
    number's part, one of them the noun the number counts: "deal each player a hand of 5 cards" states 'Cards in
    your starting hand' (tavern-brawl, written outside the project), "Give each player 2 Grog tokens" 'Starting
    Grog'. Setup says 'start' for them; every fact so named must give the same values, or which is a guess."""
    if not _setting_up(p) or _weak_or_bare(toks, i):
        return None
    a, _ = clause(toks, i)
    verbs = {lemma(x.text) for x in toks[max(a, i - 6):i] if x.kind == "word"}
    if not verbs & _SETUP_HANDING \
            or any(x.kind == "word" and x.text.lower() in ("the", "your", "their") for x in toks[max(a, i - 2):i]) \
            or i + 2 < len(toks) and toks[i + 2].kind == "word" and toks[i + 2].text.lower() == "of":
        return None   # "takes the five workers of one colour", "Deal the top five cards of the market deck": pieces
        # named by where they are, not what a player starts with ("Each driver takes 4 Money from it" is: rally-shop,
        # written outside the project)
    _, b = sentence(toks, i)
    if any(x.kind == "num" for x in toks[i + 1:b]):
        return None   # "Each warden takes 4 Oil, or 3 in a four-player game": a number by count said after it, whose
        # counts are for the readings of counts to tell (quest-box)
    noun = toks[i + 1].stem
    said = set(_part_stems(p, toks, i))
    found = [f for f in facts if f.context == "any" and _START in f.stems and noun in f.stems and len(f.stems) >= 2
             and set(f.stems) - {_START} <= said]
    then = toks[i + 2] if i + 2 < len(toks) and toks[i + 2].kind == "word" else None
    if not verbs & _HANDING and then is not None and lemma(then.text) != then.text.lower() and then.stem not in STOP \
            and not any(then.stem in f.stems for f in found):
        return None   # "takes eight farm tiles and three room tiles": pieces a player takes, the tiles counted, not
        # rooms (harvest-feeding's starting_rooms()); what is given ("Give each player 2 Grog tokens") is the start
    if not found or len({f.values for f in found}) != 1:
        return None
    return next((f for f in found if f.name.startswith("row ")), found[0])


def _alternative_of(toks: list[Token], i: int) -> Optional[int]:
    """The number the one at i is said in place of, its noun left out: 'one Laurel, or two', 'one step too hot
    instead of two' (the index of 'one'); None when the number follows no 'or' after another number and at most two
    words, nor 'instead of' or 'rather than' after one and at most five."""
    j = i - 1
    if i + 1 < len(toks) and toks[i + 1].kind == "word" and lemma(toks[i + 1].text) != toks[i + 1].text.lower():
        return None   # (a plural noun after it names what it counts: "one Laurel or two Crowns")
    words = [x.text.lower() if x.kind == "word" else "" for x in toks[max(0, i - 2):i]]
    if words[-2:] in (["instead", "of"], ["rather", "than"]):   # "only one step too hot instead of two"
        j, reach = i - 3, 6
    elif j >= 1 and words[-1:] == ["or"]:
        j, reach = j - 1, 3
    else:
        return None
    if toks[j].kind == "comma":
        j -= 1
    for k in range(j, max(-1, j - reach), -1):
        if toks[k].kind == "num":
            return k
        if toks[k].kind != "word":
            return None
    return None


def _counts_players_with(run: Printed, toks: list[Token], i: int) -> bool:
    """A player count the box count at i may be said at: before it in its sentence ("With two players, shuffle all
    30 cards"), or after it with no colon, semicolon, 'and' or 'then' between ("Use all 30 cards with four
    players"); not one of a later clause ("Shuffle all 24 ballot cards and deal a row of them: 8 ballots with three
    players, ...": ranked-ballots' slip '26' went unread, as choir-harmony's '84 Voice cards' did)."""
    a, b = sentence(toks, i)
    for j in player_numbers(toks[a:b], run.nouns, run.plurals):
        k = a + j
        if k < i or not any(x.kind == "break" and x.text in (":", ";") or x.kind == "word" and x.text.lower()
                            in ("and", "then") for x in toks[i + 1:k]):
            return True
    return False


def _all_of_box(run: Printed, p: Passage, toks: list[Token], i: int, facts: list[Fact]) -> Optional[Fact]:
    """The number at i counts every one of a component the box holds, named whole right after it: "Place all 12
    Debt markers beside the bank", or under a setup heading "Put the 12 Debt markers beside the bank" (storm-
    insurance, whose writer's slip '10' was read nowhere). Not when a player count, an owner or a place of origin
    follows or the sentence counts players ("the 3 Debt markers of your colour", "the two Tiles you hold"); nor
    a name of one word, nor a count that is one player's share of the box."""
    t = toks[i]
    if t.kind != "num" or t.low != t.high or t.bound or i == 0 or toks[i - 1].kind != "word" or t.is_word_number \
            and t.text.lower() in WEAK_NUMBERS:
        return None
    before = toks[i - 1].text.lower()
    # 'the N' under a setup heading, or after 'shuffle' anywhere ("shuffle the ten Rival cards" under "Playing solo":
    # a whole deck is what one shuffles; aquarium, written outside the project, had its planted twelve unread)
    shuffled = i > 1 and toks[i - 2].kind == "word" and lemma(toks[i - 2].text.lower()) == "shuffle"
    if before != "all" and not (before == "the" and ({stem(w) for w in p.section.split()} & _SETTING_UP or shuffled)):
        return None
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    for f in facts:
        if f.context != "box" or not f.term:
            continue
        words = f.term.split()
        if before == "all" and nxt is not None and nxt.kind == "word" and nxt.stem == stem(words[-1]) \
                and agrees(t, f.values):
            return f   # "Deal all 52 cards, thirteen to each player": the box's 52 cards, whole (climbing-combos)
        if len(words) < 2 or any(k > 1 and t.low * k in f.values for k in run.counts):
            continue   # a one-word name ('all three judges' of 15 Judge cards) counts some as often as all; a
            # count that one player's share of the box would make ('the eleven squad cards' of 22 for two coaches)
        end = i + 1 + len(words)
        if end > len(toks) or any(x.kind != "word" or x.stem != stem(w) for x, w in zip(toks[i + 1:end], words)):
            continue
        rows = [g for g in facts if g.context != "box" and g.term.lower() == f.term.lower()]
        if rows and (agrees(t, f.values) or any(agrees(t, g.values) for g in rows)):
            return None   # a row of the same name ('Weir tokens' of the setup table) is read as its own words say;
            # a number neither it nor the box gives is wrong either way ("Take the 6 Foothold tokens" beside 5 in
            # the box and a row 'Foothold tokens' of 5 and 0 by side: wall-and-ram, written outside the project)
        after = []
        for x in toks[end:end + 4]:   # up to the end of its phrase: "all 48 Artefact cards and deal each player"
            if x.kind != "word" or x.text.lower() in ("and", "then", "but"):   # is the next clause's
                break
            after.append(x)
        if after and after[0].kind == "word" and after[0].text.lower() in ("of", "from", "that", "you") \
                or any(x.kind == "word" and (x.text.lower() in PEOPLE or x.text.lower() in _OWNERS) for x in after) \
                or _counts_players_with(run, toks, i):
            return None   # (the sentence's own player count: the next sentence's "With four or five teams, deal
            # six each" says nothing of "Shuffle all 42 Paddle cards": river-rafting's planted slip went unread)
        if not agrees(t, f.values) and any(g.context != "box" and stem(words[0]) in g.stems and agrees(t, g.values)
                                           for g in facts):
            return None   # "If all four Code cards are face up, the vault opens" beside 10 Code cards and
            # code_digits(), 4: all of the ones a rule of the name's first word counts, the code's (hotel-heist)
        return f
    return None


def _noun_alone_rival(run: Printed, toks: list[Token], i: int, a: int, b: int, fact: Fact) -> bool:
    """The fact is bound to the number by its noun alone (no other word of its term stands near it, in its clause)
    and a rate of the game's that counts that noun, the same at every count (`arrows_per_end`, 3), agrees with the
    number. A word of the term in another noun phrase of the sentence names something else ("**Judge cards** show
    the lights the three judges give" beside the deck 'Judges' and `judges_per_lift`, 3: barbell-meet)."""
    noun = next((x.stem for x in toks[i + 1:min(b, i + 5)] if x.kind == "word" and x.stem in fact.stems), None)
    c, d = clause(toks, i)
    if noun is None or (set(fact.stems) - {noun}) & {x.stem for x in toks[max(a, c, i - 3):min(b, d, i + 5)]
                                                      if x.kind == "word"}:
        return False
    return any(f is not fact and noun in f.stems and rate_fact(f) and len(f.values) == 1 and agrees(toks[i], f.values)
               and _counts_noun(f, noun) for f in run.facts)


def _term_elsewhere(toks: list[Token], i: int, a: int, b: int, fact: Fact, facts: list[Fact],
                    printed: bool = False) -> bool:
    """A word of the fact's term is said in the number's sentence only outside the number's own part (between
    commas and joining words: claims.part_range), and so names another thing: the number's part says no word of
    the term ("when the hour strikes costs an incident, which is worth three"), the word's part counts a thing of
    its own ("picks up both skat cards, so they briefly hold 13 cards"; "250 m of the course, five spaces"). A
    condition said before keeps its words ("When you dig, take three clay cards"), as
    does the noun before a bare number's verb ("Shuffle the cards and deal each player five")."""
    if _in_condition(toks, i):
        return False   # "If six Churches are extinguished, the Apostles lose": the condition of the term said after
    outside, inside = _apart(toks, i, a, b, fact, relative=True)
    if not outside:
        return False
    if not set(fact.stems) & inside:
        return True
    if _own_noun(toks, i, b) is None:
        return False   # "scores one Laurel, or five for a strong win": five of the noun said before
    # (`printed`: a placeholder counts as a number there, "holds 5 cards and the Goods market holds {{
    # engine.market_size(3) }}" printing the market's own value: guild-factions, written outside the project)
    kinds = ("num", "ph") if printed else ("num",)
    return any(toks[j].kind in kinds for k in outside for j in range(*part_range(toks, k)))


def _outside_only(toks: list[Token], i: int, a: int, b: int, fact: Fact) -> bool:
    """Some word of the fact's term is said only outside the number's part of its sentence."""
    return bool(_apart(toks, i, a, b, fact)[0])


def _apart(toks: list[Token], i: int, a: int, b: int, fact: Fact, relative: bool = False) -> tuple[list[int], set[str]]:
    """The token indexes of the sentence [a, b) holding a word of the fact's term that the number's own part does
    not hold (none in a part opening with a condition), and the stems of that part; `relative`: a part opening
    with 'which', 'who', 'whose' or 'that' takes in the few words before its comma ("the River Wall, which has
    strength 2": what it says of the noun before the comma)."""
    c, d = part_range(toks, i)
    if relative and c > a and toks[c].kind == "word" and toks[c].text.lower() in ("which", "who", "whose", "that"):
        c = max(a, c - 4)
    inside = {x.stem for x in toks[c:d] if x.kind == "word"}
    others = set(fact.stems) - inside
    return [k for k in range(a, b) if not c <= k < d and toks[k].kind == "word" and toks[k].stem in others
            and not _in_condition(toks, k)], inside


def _verb_apart(toks: list[Token], i: int, a: int, b: int, fact: Fact) -> bool:
    """Every word of the fact's term the number's part lacks is said only as a verb opening another part of the
    sentence, its first word or after 'and' ("... and starts him in the Late block", ", starting in Morning")."""
    outside, inside = _apart(toks, i, a, b, fact)
    if not outside or not set(fact.stems) & inside:
        return False
    for k in outside:
        e, _ = part_range(toks, k)
        first = e + 1 if toks[e].kind == "word" and toks[e].text.lower() in ("and", "then") else e
        word = toks[k].text.lower()
        if k != first or not (word.endswith("ing") or word.endswith("s") and lemma(word) != word):
            return False
    return True


def _own_noun(toks: list[Token], i: int, b: int) -> Optional[Token]:
    """The word right after the number at i within its sentence's end b, when it is no function word: its noun."""
    return toks[i + 1] if i + 1 < b and toks[i + 1].kind == "word" and toks[i + 1].text.lower() not in STOP else None


_TRIGGERS = word_set("trigger_conditions")


def _in_condition(toks: list[Token], k: int) -> bool:
    """The word at k is in a part that opens with a condition ("When you dig, take three clay cards"): the term's
    own case, said first."""
    e, _ = part_range(toks, k)
    return toks[e].kind == "word" and toks[e].text.lower() in _TRIGGERS


_CONDITION_OPENERS = word_set("fronted_condition_openers")
_MAIN_OPENERS = word_set("main_clause_openers")


def _condition_apart(toks: list[Token], i: int, a: int, b: int, fact: Fact) -> bool:
    """The sentence toks[a:b] opens with a condition ('With', 'If', 'When'...) that holds the number at i, and the
    part after the condition (past its comma, or from the first article or pronoun after the number's own words)
    names none of the words of the fact, a rule of the engine."""
    if toks[a].kind != "word" or toks[a].text.lower() not in _CONDITION_OPENERS or not a < i < b \
            or not fact.name.endswith("()") or toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "all":
        return False   # "With all seven powers in play the continent is crowded": the whole set, said as a case
    if any(x.kind in ("comma", "colon") for x in toks[a:i]):
        return False   # the number is past the condition
    e = next((k for k in range(i + 1, b) if toks[k].kind in ("comma", "colon")
              or toks[k].kind == "word" and toks[k].text.lower() in _MAIN_OPENERS), b)
    main = [x for x in toks[e:b] if x.kind == "word"]
    return bool(main) and all(x.stem not in fact.stems for x in main)


def _still_at(toks: list[Token], i: int, a: int) -> bool:
    """'still' before the number in its sentence ("is still afloat with 2 hits", "still holds 3 cards"): what a
    thing has at that moment."""
    return any(x.kind == "word" and x.text.lower() == "still" for x in toks[max(a, i - 6):i])


def _own_noun_agrees(toks: list[Token], i: int, b: int, fact: Fact, facts: list[Fact]) -> bool:
    """Another fact of the number's own noun agrees with it ("the two cards they laid away, and in the Bounty"
    beside 'Cards in the skat', 2, where 'Bounty cards' is 1)."""
    own = _own_noun(toks, i, b)
    return own is not None and any(g is not fact and own.stem in g.stems and agrees(toks[i], g.values) for g in facts)


def _counts_noun(fact: Fact, noun: str) -> bool:
    """The fact's term names the noun in the plural, so it counts those things (`arrows_per_end`); a singular one
    is an amount of one of them ('Arrow score', 0 to 10), which agrees with nearly any number."""
    words = re.findall(r"[a-z]+", (fact.term or fact.name).lower().replace("_", " "))
    return any(stem(w) == noun and lemma(w) != w for w in words)


def _game_facts(run: Printed, p: Passage, toks: list[Token], i: int, label: tuple[str, ...]) -> list[Fact]:
    """The rules and rows the number at i may state (docs: readings.py): none for a story's holding or in a
    card's text, no term of one word in a situation, only rates for a rate; the box's and the dice's facts are
    left to their own words."""
    facts = run.facts if p.scope != "example" else run.example_facts(p.owner)
    if label and p.scope == "table cell":   # its row label says what the number is
        return facts
    if _card_text(p) or p.scope == "cost effect":   # a card's text (or a cost's effect, the thing bought) is the
        # card's effect, the exception it makes to the game's rules: "When
        # you Scout, look at 3 cards" changes scout_cards() for this card's owner, it does not restate it. Its
        # numbers are held to its own row (TXT003), the box and the dice, never to a rule or row of the game
        return [f for f in facts if f.context != "any"]
    if _remainder(toks, i):   # what is left or the rest: no value of the game, nor the box's count
        return [f for f in facts if f.context not in ("any", "box")]
    if _same_kind(toks, i):   # those of one kind ("four tiles of the same digit"): never the box's count; said of
        # all of them ("all five cards in one suit" of a flush: peg-counting), no count of the game either, unless it
        # names that kind
        kind = _kind_word(toks, i)
        every = i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "all"
        facts = [f for f in facts if f.context != "box" and (not every or f.context != "any" or kind in f.stems)]
    if toks[i].bound or part_of_told_whole(toks, i):   # "up to four tiles": a limit of play, never what the box
        # holds; "12 cards of each good: six cards of 1 crate, four of ...": a part of the whole told before
        facts = [f for f in facts if f.context != "box"]
    if _in_each(toks, i):   # "30 knights in each player colour", "ten market cards of each kind": so many of each,
        # neither what the box holds nor a total of the game's, unless the fact is such a share ('cards per kind',
        # 'turns_in_season' for "4 turns in each season")
        each = _each_noun(toks, i)
        facts = [f for f in facts if f.context != "box" and (f.context != "any" or rate_fact(f) or each in f.stems)]
    if i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("whichever", "any", "either"):
        facts = [f for f in facts if f.context != "box"]   # "whichever two discs you hold": any such, no count of
        # the box (symbol-match)
    if i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in _PICKS:
        facts = [f for f in facts if f.context != "any" or len(f.stems) > 1]
        whole = _picked_from(toks, i)
        if whole:   # "the top three cards of the draw pile": some of the pile's, not 'Cards in the first draw pile'
            picked = {toks[i + 1].stem}
            facts = [f for f in facts if not (whole & set(f.stems)) or set(f.stems) - picked - whole - _PICK_STEMS]
    if _measured_against_limit(toks, i):   # "you hold eight ink, under the limit": a holding weighed against the
        # limit, not the limit (solo-ladder, written outside the project)
        facts = [f for f in facts if not f.limit and _LIMIT_STEM not in f.stems]
    mark = _mended(toks, i)
    if mark:   # "the Gate regains 1 hit point": what comes back, a change, no value of 'Gate hit points' (20)
        facts = [f for f in facts if not mark.isdisjoint(f.stems)]   # (tower-defense)
    if _starting_at(toks, i):   # "bid ..., starting at 1 Silver": where the bidding starts, no 'starting' amount
        facts = [f for f in facts if stem("start") not in f.stems]   # of the players' (rent-doubling)
    if _one_of_amount(toks, i):   # "a loan of 10 coins": what one loan is worth, no count of the box's coins
        facts = [f for f in facts if f.context != "box"]   # (loans-interest)
    if _worth_elided(toks, i):   # "white chips are worth 5, green chips 25 and black chips 100": worths, the verb
        facts = [f for f in facts if f.context != "box"]   # left out after the first item, no count of the box
    if _moved(toks, i):   # "six hooks go out and the other two stay in the box": some of them, on the move
        return [f for f in facts if f.context not in ("any", "box")]
    holder = _one_holds(toks, i)
    if holder:   # "A pit with 13 seeds laps the board": what one pit holds, not the seeds on the board
        facts = [f for f in facts if f.context != "any" or holder in f.stems]
    source = _source(toks, i)
    if source:   # "36 tiles come out of the bag": the tiles taken from the bag, not the tiles it holds
        noun = toks[i + 1].stem
        facts = [f for f in facts if not (source in f.stems and noun in f.stems)]
    if i >= 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "as" and toks[i - 2].kind == "word" \
            and lemma(toks[i - 2].text) == "count":
        # "A Double card counts as two of its fruit": what one thing counts as, no count of the box (bilingual-rules);
        # a rule may give it ("A tower counts as two" for tower_markers(): dice-grid)
        facts = [f for f in facts if f.context != "box"]
    if _size_of_one(toks, i):   # "from a set of four to a set of five": how big one set is, no score (draft-wheel)
        facts = [f for f in facts if not {_POINT_STEM, _SCORE_STEM} & set(f.stems)]
    total = _total_after(toks, i)
    if total is not None:   # "scores 30 for the plants and 7 for the tokens, 37 in all": a part of the total said
        # after it, no value of what gives that total (garden-pests)
        facts = [f for f in facts if not agrees(toks[total], f.values)]
    if _label_each(toks, i):   # "Raw Grain or Vegetable: 1 Food each.": so much for each, not what raw_food(grain,
        # vegetables) gives for some amounts (harvest-feeding); a value of its own ('Loose boxes: 1 point each') reads
        facts = [f for f in facts if f.context != "any" or f.by_count or len(f.values) == 1]
    made_of = _made_of(toks, i)
    if made_of:   # "a flush of all five cards": the cards one flush is made of, no count of the crib (peg-counting)
        facts = [f for f in facts if f.context != "any" or made_of in f.stems]
    back = _points_back(toks, i)
    if back:   # "that row already holds five cards: Ana takes all five": the five cards (pattern-penalties)
        facts = [f for f in facts if back in f.stems]
    kind = _named_kind(toks, i, run.kind_names())
    if kind:   # "two blue cards in the Puddle": those of one kind the game names, some of what a place holds
        # (kids-colours); "the informers win with three blown jobs" still counts what jobs_to_win() counts
        facts = [f for f in facts if f.context != "any" or kind in f.stems or not _in_place(f)]
    named = named_subject(toks, i, run.name_words())
    if named:   # "The Capital is worth 11 votes": that one thing's value, no single total of the game (district-votes);
        # "The Forest board is a grid of 64 squares": the board's, not forest_squares() (fire-spread)
        facts = [f for f in facts if f.context != "any" or len(f.values) > 1 or f.by_count or named[-1] in f.stems
                 or len(set(named) & set(f.stems)) >= 2]   # ('the Harbor Master tile is worth 2': harbor_master_points)
    if holding(toks, i, run.name_words()) or _extra(toks, i) or _state(toks, i) or _located(toks, i) \
            or _persons_age(toks, i, run.name_words()) or _now_holds(toks, i):
        return [f for f in facts if f.context != "any"]
    term = str(getattr(p.owner, "term", "")) if p.scope == "glossary" else ""
    if term and _defines(toks, i):   # "Market row: The six cards on the market board, ...": what the term is made
        head = term_stems(term)[-1:]   # its own noun
        facts = [f for f in facts if not head or head[0] in f.stems]   # of, no fact of another thing (market-row)
    if said_of_one(toks, i, run.kinds, term) or _spans(toks, i):   # "A ticket names two cities": one card's, not
        return [f for f in facts if f.context != "any"]              # cities(); "A row runs across three plots"
    if i >= 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "worth" and toks[i - 2].kind == "word" \
            and lemma(toks[i - 2].text) != toks[i - 2].text.lower() and toks[i - 2].text.lower().endswith("s") \
            and toks[i - 2].text.lower() not in STOP:
        # "Only regions worth 6 votes or more": what each of them is worth, no total of the game's
        plural = toks[i - 2].stem
        facts = [f for f in facts if f.context not in ("any", "box") or plural in f.stems]
    elif i >= 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "worth" \
            and toks[i - 2].kind == "word" and toks[i - 2].text.lower() in _TOGETHER:
        # "its districts together worth 28 votes": what several make between them, no value of one (district-votes)
        facts = [f for f in facts if f.context not in ("any", "box")]
    if p.scope == "board text" and hasattr(p.owner, "spaces"):
        # a map location's own label ("9 votes" in Harbor Coast's box): that place's, not a total of the game
        return [f for f in facts if f.context not in ("any", "box")]
    if situation(toks, i):
        facts = [f for f in facts if f.context != "any" or len(f.stems) > 1]
    if per_thing(toks, i) or _each_has(toks, i):   # so many of each, for each: the box's total is none of it
        facts = [f for f in facts if f.context not in ("any", "box") or rate_fact(f)]
    each = _each_one(toks, i)
    if each:   # "Each team has nine batter cards": one team's, not batter_cards() of the game (unless it names teams);
        # and no count of the box: "Each prompt card has three prompts" is no size of the deck 'Prompts'
        own = toks[i + 1].stem if i + 1 < len(toks) and toks[i + 1].kind == "word" else ""
        facts = [f for f in facts if f.context not in ("any", "box") or rate_fact(f) or each in f.stems
                 and not (f.context == "box" and own and own != each)]
    return facts


_REMAINDER = word_set("spare_words")
_TOGETHER = {"together", "combined", "altogether", "jointly"}


_SPLIT = {"split", "divide", "share"}


_AGAINST = word_set("limit_comparisons")
_LIMIT_STEM = stem("limit")


def _measured_against_limit(toks: list[Token], i: int) -> bool:
    """After the number and a few words, 'under', 'below', 'within', 'over' or 'above' and then, within three words,
    a limit ("eight ink, under the limit", "3 cards below your hand limit"): an amount compared with a limit."""
    for k in range(i + 1, min(len(toks), i + 6)):
        x = toks[k]
        if x.kind == "break":
            return False
        if x.kind == "word" and x.text.lower() in _AGAINST:
            return any(y.kind == "word" and y.stem == _LIMIT_STEM for y in toks[k + 1:k + 5])
    return False


def _split_share(toks: list[Token], i: int) -> bool:
    """The number is each one's share of something split ("they split the 3 points for second place: one point
    each", rounded down as the rule says: potion-draft): 'each' right after it or its noun, and a verb of splitting
    earlier in the sentence. What each gets is no value of the rule; the split amount itself still is."""
    after = [x for x in toks[i + 1:i + 4] if x.kind == "word"]
    if not any(x.text.lower() == "each" for x in after[:2]):
        return False
    a, _ = sentence(toks, i)
    return any(x.kind == "word" and lemma(x.text) in _SPLIT for x in toks[a:i])


def _persons_age(toks: list[Token], i: int, names: set[str]) -> bool:
    """The number is a person's age in a story: 'Leo (age 9)', 'Mia, aged 6' after a name the game does not define
    (math-dash: a child's age beside a table of the ages each card colour suits)."""
    if i < 3 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() not in ("age", "aged"):
        return False
    mark, person = toks[i - 2], toks[i - 3]
    return mark.kind in ("break", "comma") and mark.text in ("(", ",") and person.kind == "word" \
        and person.text[:1].isupper() and person.text.lower() not in names


def _mended(toks: list[Token], i: int) -> frozenset[str]:
    """The stem of a verb of mending right before the number ("regains 1 hit point", "heal 2 damage"), else empty:
    a change to an amount, which only a term naming that change states."""
    prev = toks[i - 1] if i > 0 else None
    if prev is None or prev.kind != "word" or stem(lemma(prev.text)) not in _MENDING_STEMS:
        return frozenset()
    return frozenset({prev.stem, stem(lemma(prev.text))})


_MENDING_STEMS = {stem(w) for w in word_list("mending_verbs")}


def _worth_elided(toks: list[Token], i: int) -> bool:
    """The number at i goes on a list that said 'worth' once, for its first item, and leaves it out after ("white
    chips are worth 5, green chips 25 and black chips 100": casino-payouts): a noun right before it, 'worth' and a
    number earlier in its sentence, a comma or 'and' between."""
    if i < 2 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() in STOP:
        return False
    a, _ = sentence(toks, i)
    w = next((k for k in range(i - 2, a - 1, -1) if toks[k].kind == "word" and toks[k].text.lower() == "worth"), None)
    return w is not None and w + 1 < i and toks[w + 1].kind == "num" and any(
        x.kind == "comma" or x.kind == "word" and x.text.lower() == "and" for x in toks[w + 2:i])


def _in_each(toks: list[Token], i: int) -> bool:
    """'in each', 'on each' or 'of each' after the number's noun ("30 knights in each player colour", "fourteen cards
    of each glaze": markdown-tables): so many of each."""
    words = [x.text.lower() for x in toks[i + 1:i + 5] if x.kind == "word"]
    return any(a in ("in", "on", "of") and b in ("each", "every") for a, b in zip(words, words[1:]))


def _each_noun(toks: list[Token], i: int) -> str:
    """The stem of the noun after the 'each' or 'every' that follows the number's noun ('season' of "4 turns in each
    season"), "" when none follows."""
    words = [x for x in toks[i + 1:i + 6] if x.kind == "word"]
    for a, b in zip(words, words[1:]):
        if a.text.lower() in ("each", "every"):
            return b.stem
    return ""


def _kind_word(toks: list[Token], i: int) -> str:
    """The stem of the kind a same-kind phrase after the number names ('suit' of "in one suit")."""
    for x in toks[i + 2:i + 7]:
        if x.kind != "word":
            return ""
        if x.text.lower() not in STOP and x.text.lower() not in ("one", "same", "single"):
            return x.stem
    return ""


def _same_kind(toks: list[Token], i: int) -> bool:
    """The number's noun is narrowed to one kind after it ("four tiles of the same digit", "3 cards of one
    colour"): some of the things, those alike."""
    words = [x.text.lower() for x in toks[i + 1:i + 5]]
    return any(words[k:k + 2] in (["of", "the"], ["of", "one"], ["of", "a"], ["in", "one"], ["in", "the"]) and (
        words[k + 1] == "one" or k + 2 < len(words) and words[k + 2] in ("same", "single")) for k in range(len(words)))
def _extra(toks: list[Token], i: int) -> bool:
    """"take 1 Silver more", "gain 2 extra Coins": an amount on top of another, not the game's value."""
    words = [x.text.lower() for x in toks[i + 1:i + 3]]
    return bool(words) and words[0] in _EXTRA_WORDS or len(words) == 2 and toks[i + 1].kind == "word" \
        and words[0] not in ("or", "and") and words[1] in _EXTRA_WORDS


_EXTRA_WORDS = {"more", "extra", "additional"}
_EXTRA_NAMES = _EXTRA_WORDS | {"bonus", "plus"}


def _extra_columns(card: Any) -> frozenset[int]:
    """The values of a card's columns named as an extra ('winter_bonus', 'extra', 'bonus_points')."""
    return frozenset(v for k, v in card.fields.items() if isinstance(v, int) and not isinstance(v, bool)
                     and _EXTRA_NAMES & set(re.findall(r"[a-z]+", k.lower())))
# "2 Gold go into the treasury", "six hooks go out and the other two stay in the box" ("seven cards come out each
# round" still states a row: what comes out each round is the game's)
_MOTION = word_set("motion_verbs")
_REACH = word_set("reach_words")
_WHERE = word_set("where_words")


def _reached_total(toks: list[Token], i: int) -> bool:
    """The number is what something is brought to or reaches ("takes him to 25 heat", "brings his pot to 25 heat",
    "his pot reaches 25 heat"): a total at that moment, of which a named card is a part."""
    k = i - 1
    if k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in ("exactly", "just", "only"):
        k -= 1
    if k < 1 or toks[k].kind != "word":
        return False
    word = toks[k].text.lower()
    if word in _REACH - {"on", "hit", "hits"}:
        return True
    return word == "to" and toks[k - 1].kind == "word" and toks[k - 1].text.lower() not in ("up", "down") \
        and any(x.kind == "word" and lemma(x.text) in _BRINGS for x in toks[max(0, k - 4):k])


_BRINGS = word_set("bringing_verbs")


def _moved(toks: list[Token], i: int) -> bool:
    """The number's noun is followed by a verb of motion ("2 Gold go into the treasury", "six hooks go out"):
    the things that move at one moment, neither the game's value nor the box's count."""
    return _soon_after(toks, i, _MOTION)


def _soon_after(toks: list[Token], i: int, words: frozenset[str]) -> bool:
    """One of `words` follows the number's noun (of one or two words) at once."""
    for k in (i + 2, i + 3):
        if k >= len(toks) or any(x.kind != "word" for x in toks[i + 1:k + 1]):
            return False
        if toks[k].text.lower() in words:
            return True
    return False


_POINT_STEM, _SCORE_STEM = stem("points"), stem("score")


def _total_after(toks: list[Token], i: int) -> Optional[int]:
    """The index of a number later in the sentence that says a total, 'N in all' or 'N in total', of which the
    number at i is a part; None when there is none."""
    for k in range(i + 1, len(toks) - 2):
        if toks[k].kind == "break":
            return None
        if toks[k].kind == "num" and toks[k + 1].kind == "word" and toks[k + 1].text.lower() == "in" \
                and toks[k + 2].kind == "word" and toks[k + 2].text.lower() in ("all", "total"):
            return k
    return None


def _label_each(toks: list[Token], i: int) -> bool:
    """The number follows a label's colon and ends its sentence with a noun and 'each': "Loose boxes: 1 point each."""
    n = i + 1
    while n < len(toks) and n - i <= 2 and toks[n].kind == "word" and toks[n].text.lower() != "each":
        n += 1
    return i > 0 and toks[i - 1].kind == "colon" and n < len(toks) and n > i + 1 and toks[n].kind == "word" \
        and toks[n].text.lower() == "each" and (n + 1 >= len(toks) or toks[n + 1].kind != "word")


def _made_of(toks: list[Token], i: int) -> str:
    """The stem of the one thing 'a <noun> of all N <things>' says is made of every one of the number's things ("a
    flush of all five cards"), or of a span of them ("a block of one to five squares": zoo-enclosures); ''
    otherwise."""
    j = i - 1
    span = toks[i].low != toks[i].high
    if j >= 2 and toks[j].kind == "word" and toks[j].text.lower() == "to" and toks[j - 1].kind == "num":
        j, span = j - 2, True   # "a block of one to five squares": the span's first number, then 'of'
    if not span and (j < 0 or toks[j].kind != "word" or toks[j].text.lower() != "all"):
        return ""   # ('each a row of seven boxes' is the row's length, said of 'Boxes in each account': twin-sheets)
    if j >= 0 and toks[j].kind == "word" and toks[j].text.lower() == "all":
        j -= 1
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if j < 2 or nxt is None or nxt.kind != "word" or lemma(nxt.text) == nxt.text.lower() \
            or not all(toks[k].kind == "word" for k in (j, j - 1, j - 2)) or toks[j].text.lower() != "of" \
            or toks[j - 2].text.lower() not in ("a", "an") or toks[j - 1].text.lower() in STOP:
        return ""
    return toks[j - 1].stem


def _size_of_one(toks: list[Token], i: int) -> bool:
    """A bare number after 'a <noun> of' ("a set of five", "a hand of six"): the size of that one thing."""
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    return i >= 3 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "of" and toks[i - 2].kind == "word" \
        and toks[i - 3].kind == "word" and toks[i - 3].text.lower() in ("a", "an") \
        and (nxt is None or nxt.kind != "word" or nxt.text.lower() in STOP)


_BACK_POINTERS = {"all", "the", "those", "these"}


def _points_back(toks: list[Token], i: int) -> str:
    """The stem of the noun a bare 'all five' / 'the five' points back to: the same number said with that noun
    before it in the passage ("holds five cards: Ana takes all five into her pile"); empty when there is none."""
    t = toks[i]
    if i < 1 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() not in _BACK_POINTERS or t.low != t.high:
        return ""
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is not None and nxt.kind == "word" and nxt.text.lower() not in STOP:
        return ""   # 'all five cards': a noun of its own
    for k in range(i - 2, -1, -1):
        x = toks[k]
        if x.kind == "num" and x.low == t.low == x.high and k + 1 < i and toks[k + 1].kind == "word" \
                and toks[k + 1].text.lower() not in STOP:
            return toks[k + 1].stem
    return ""


def _named_kind(toks: list[Token], i: int, kinds: set[str]) -> str:
    """The stem of a one-word name the game defines (a colour of its set `colours`) standing between the number
    and a noun: "two blue cards" are the blue ones; empty when there is none."""
    if i + 2 >= len(toks) or toks[i + 1].kind != "word" or toks[i + 2].kind != "word":
        return ""
    word = toks[i + 1].text.lower()
    return toks[i + 1].stem if word in kinds and word not in STOP else ""


def _in_place(fact: Fact) -> bool:
    """The term counts what is in or on a place ('Cards in the Puddle', 'Tiles on the board')."""
    return bool({"in", "on"} & set((fact.term or fact.name).lower().replace("_", " ").split()))


_NOW_HOLDS = {lemma(w) for w in word_list("now_holds_verbs")}


def _now_holds(toks: list[Token], i: int) -> bool:
    """A sentence opened by 'Now' says what something holds at that moment of a story ("Now the Puddle has only
    four cards", kids-colours): its state then, not the game's value."""
    a = sentence(toks, i)[0]
    if toks[a].kind != "word" or toks[a].text.lower() != "now":
        return False
    j = i - 1
    while j > a and toks[j].kind == "word" and toks[j].text.lower() in ("only", "just", "still"):
        j -= 1
    return j > a + 1 and toks[j].kind == "word" and lemma(toks[j].text) in _NOW_HOLDS


def _state(toks: list[Token], i: int) -> bool:
    """What a thing reaches or stands on at one moment ("when the Keep reaches 0 hit points", "with the Keep on 9
    hit points"): its state then, not the game's starting value."""
    if i > 1 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "at" and toks[i - 2].kind == "word" \
            and toks[i - 2].text.lower() in _STANDS:
        return True   # "his hand is at eight cards", "the marker stands at 12": where it stands then (score-laps)
    return i > 1 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in _REACH and toks[i - 2].kind == "word"


_STANDS = word_set("stand_verbs")

_DETERMINERS = word_set("prose_determiners")
_CLAUSE_ENDS = ("break", "comma", "colon")


_ONE_THING = word_set("one_thing")
_SHARE_VERBS = word_set("share_verbs")


_BETWEEN_SUBJECT_AND_VERB = word_set("subject_fillers")


def _each_one(toks: list[Token], i: int) -> str:
    """The stem of the thing after 'each'/'every' that has the number ("Each team has nine batter cards", "every
    city starts with 2 cubes"), not a player (each player's share is what a per-player row states): one of
    them holds it, so a total of the game is not it."""
    k = i - 1
    if k >= 0 and (toks[k].kind == "comma" or toks[k].kind == "word" and toks[k].text.lower() == "and"):
        # "Each team has nine batter cards and four pitcher cards": the list's first item says whose
        first = next((j for j in range(k - 1, max(-1, k - 6), -1) if toks[j].kind == "num"), None)
        return _each_one(toks, first) if first is not None else ""
    while k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in ("only", "just", "exactly", "with"):
        k -= 1
    if k < 2 or toks[k].kind != "word" or toks[k].text.lower() not in _SHARE_VERBS:
        return ""
    k -= 1   # the verb's subject ends before it, after any adverb ("Each unit therefore has two steps")
    while k >= 2 and toks[k].kind == "word" and (toks[k].text.lower() in _BETWEEN_SUBJECT_AND_VERB
                                                 or toks[k].text.lower().endswith("ly")):
        k -= 1
    noun = toks[k]
    # the noun may have a word of its own before it: "Each prompt card has three prompts" (quick-categories)
    det = next((toks[j] for j in (k - 1, k - 2) if j >= 0 and toks[j].kind == "word"
                and toks[j].text.lower() in ("each", "every")), None)
    if noun.kind != "word" or det is None or k < 1 or det is not toks[k - 1] and toks[k - 1].kind != "word" \
            or noun.text.lower() in PEOPLE or noun.stem == "player":
        return ""
    return noun.stem


def _each_has(toks: list[Token], i: int) -> bool:
    """'each' before the verb that gives the number ("The six companies each have ten shares", "they each take
    2"): what one of them has, not a total."""
    k = i - 1
    while k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in ("only", "just", "exactly", "still"):
        k -= 1
    return k >= 1 and toks[k].kind == "word" and toks[k].text.lower() in _SHARE_VERBS and \
        toks[k - 1].kind == "word" and toks[k - 1].text.lower() == "each"


_HOLDS = {"with", "holds", "has", "contains", "carries"}


def _one_holds(toks: list[Token], i: int) -> str:
    """The stem of one thing said to hold the number's things ("A pit with 13 seeds", "each hex with 2 ore", "A lot
    holds 2 to 4 cards" opening its clause: auction-lots),
    no person ("a player with 3 cards" is the game's player): a fact of the game not named by that thing's
    word counts something else."""
    if i < 3 or not all(toks[k].kind == "word" for k in (i - 3, i - 2, i - 1)) \
            or toks[i - 1].text.lower() not in _HOLDS:
        return ""
    noun, article = toks[i - 2], toks[i - 3].text.lower()
    if toks[i - 1].text.lower() != "with" and (i > 3 and toks[i - 4].kind == "word" or article not in ("a", "an")):
        return ""   # "A lot holds 2 to 4 cards" opening its clause; not "the deck of a lot holds", nor "Each colour
        # has thirteen pieces", what each player's colour has (polyomino-pieces' pieces_each())
    if article not in _ONE_THING or noun.text.lower() in PEOPLE or lemma(noun.text) != noun.text.lower():
        return ""
    return noun.stem


def _source(toks: list[Token], i: int) -> str:
    """The stem of what the number's things come from ("36 tiles come out of the bag", "take 2 coins from the
    bank"), said in its clause after the number and its noun: a number of things taken from a thing is no count
    of those things in it ('bag_tiles'); "" when the number has no noun after it ("1 from the Garden World" is
    what that world gives)."""
    if i + 1 >= len(toks) or toks[i + 1].kind != "word":
        return ""
    k = i + 1
    while k < min(len(toks), i + 7) and toks[k].kind not in _CLAUSE_ENDS:
        low = toks[k].text.lower()
        start = k + 1 if low == "from" else k + 2 if low == "out" and k + 1 < len(toks) and \
            toks[k + 1].text.lower() == "of" else None
        if start is not None:
            while start < len(toks) and toks[start].kind == "word" and toks[start].text.lower() in _DETERMINERS:
                start += 1
            return toks[start].stem if start < len(toks) and toks[start].kind == "word" else ""
        k += 1
    return ""


# what lies on a thing ("all five tiles on the wall") is some of the things, the ones there; time is no place
_ON = {"on", "onto", "upon", "inside"}
_LIE = word_set("lie_verbs")
_TIMES = word_set("time_nouns")


def placed(toks: list[Token], i: int, fact: Fact) -> bool:
    """The number's noun (one or two words) is said where it lies, on a thing the fact does not name ("all five
    tiles on the wall", "four cubes sit on your board") or in a place of a name ("two ships sit in Sector 3"): those
    lying there at one moment, perhaps not all of them, so the fact's value said of them is a guess."""
    k = i + 1
    while k < min(len(toks), i + 3) and toks[k].kind == "word" and toks[k].text.lower() not in _ON | _LIE:
        k += 1
    if k == i + 1:
        return False
    while k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() in _LIE:
        k += 1
    if k + 1 < len(toks) and toks[k].kind == "word" and toks[k].text.lower() in ("in", "at") \
            and toks[k + 1].kind == "word" and toks[k + 1].text[:1].isupper() and toks[k + 1].stem not in fact.stems:
        return True   # "Two raider ships sit in Sector 3": those in one place the game names (orbit-drift, written
        # outside the project); 'in' before a common noun ("three cards in your hand") may be all of them
    if k >= len(toks) or toks[k].kind != "word" or toks[k].text.lower() not in _ON:
        return False
    k += 1
    while k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() in _DETERMINERS:
        k += 1
    return k < len(toks) and toks[k].kind == "word" and toks[k].stem not in fact.stems and \
        toks[k].text.lower() not in _TIMES


def _located(toks: list[Token], i: int) -> bool:
    """The number's noun is said with where they lie ("the sixteen squares around the edge"): some of them."""
    return _soon_after(toks, i, _WHERE)


def _remainder(toks: list[Token], i: int) -> bool:
    """The number at i counts what is left over or the rest ("escapes with two spare Night tickets", "the
    remaining 3 cards", "sets up the other six stones"), not the game's value nor the box's count."""
    near = [toks[k] for k in (i - 1, i + 1) if 0 <= k < len(toks)]
    if i + 2 < len(toks) and toks[i + 1].kind == "word" and toks[i + 2].kind == "word":
        near.append(toks[i + 2])   # past its noun: "9 dice left in play", "two cards remaining"
        if i + 3 < len(toks) and toks[i + 2].text.lower() in _BE_LEFT and toks[i + 3].kind == "word":
            near.append(toks[i + 3])   # past its noun and a 'be': "two calls are left ringing" (switchboard)
    # past its noun, 'still' then where they lie: "Dew falls on the four leaves still in the garden" (tea-blend,
    # written outside the project): those left there
    still = i + 3 < len(toks) and toks[i + 1].kind == "word" and toks[i + 2].kind == "word" \
        and toks[i + 2].text.lower() == "still" and toks[i + 3].kind == "word" and toks[i + 3].text.lower() in _ON_IN
    return still or any(x.kind == "word" and x.text.lower() in _REMAINDER for x in near) or (
        i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in _SELECTORS | _LEAVES)


_ON_IN = {"in", "on", "at", "inside"}


_BE_LEFT = {"is", "are", "was", "were"}
# "which leaves eight cards in their deck", "leaving 3": what remains after a change (asym-decks; not an order,
# 'Leave 2 cards face up')
_LEAVES = {"leaves", "leaving"}


# "the other six stones": the rest of the things
_SELECTORS = {"other", "previous"}
# "the first two laps": some of the things, picked out, where the term is that thing alone (`laps()`); "the top
# three" beside `cards_revealed_when_buying` is that term's own count
_PICKS = word_set("picks")
_PICK_STEMS = {stem(w) for w in _PICKS}


def _picked_from(toks: list[Token], i: int) -> set[str]:
    """The stems of the whole a picked number takes its things from: "the top three cards of the draw pile" ->
    {draw, pile}; a fact that counts only those things in that whole ('Cards in the first draw pile') is its size,
    which the picked ones are not (wallet-eighteen). Empty without a noun and 'of' or 'from' right after it."""
    if i + 3 >= len(toks) or toks[i + 1].kind != "word" or toks[i + 2].kind != "word" \
            or toks[i + 2].text.lower() not in ("of", "from"):
        return set()
    k = i + 3
    while k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() in _DETERMINERS:
        k += 1
    out: set[str] = set()
    while k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() not in STOP and len(out) < 3:
        out.add(toks[k].stem)
        k += 1
    return out


def _total_claim(run: Printed, p: Passage, t: Token, fact: Fact, counts: Optional[frozenset[int]],
                 n: Token, unit: str) -> None:
    """'2 complete sets worth 8 points': a value per set is held to n times itself; the value itself may
    mean 'worth 8 each' and stays silent, so only a number that is neither is reported."""
    for c, vals in _at(fact, counts):
        if agrees(t, vals) or agrees(t, frozenset(v * n.low for v in vals)):
            continue
        at = f" at {c} player{'' if c == 1 else 's'}" if c is not None else ""
        made = sorted(v * n.low for v in vals)
        run.ctx.report("TXT001", p.loc(t.start),
                       f"'{t.text}' for {n.text} {unit}{at}, but {fact.name} gives {_shown(vals)} each, "
                       f"{_shown(frozenset(made))} for {n.text}",
                       expected=made[0] if len(made) == 1 else made, actual=t.text,
                       hint=f"write {_shown(frozenset(made))}, or correct {fact.name}", related=fact.loc,
                       subject=_subject(p, slugify(fact.name), t.text))
        return


def _card_words(p: Passage, toks: list[Token], i: int, a: int, b: int) -> str:
    """The words a card named for the number at i may stand in: near it in its sentence, but not before a number
    of an earlier part ("a Night Watch worth 2 more, and 7 Glow left over": the 7 is no longer the card's), nor
    before an 'and' that opens the number's own item of a list ("a Night Watch and 7 Glow")."""
    start = max(a, i - 8)
    opened = p.text.rfind("(", toks[a].start, toks[i].start)
    if opened >= 0 and ")" not in p.text[opened:toks[i].start]:
        # "**Reefer** (20 t, freight 5)": the numbers in brackets after a name all describe it (container-port)
        k = next(k for k in range(a, i + 1) if toks[k].start >= opened)
        return sentence_text(p.text, toks, max(a, k - 4), min(b, i + 6))
    for k in range(i - 1, start - 1, -1):
        if toks[k].kind == "num":
            # ("Eli gains 2 from Surge and 1 for his band: Fatigue 9": past the colon, the sum, no Surge's)
            if any(x.kind in ("comma", "break", "colon") for x in toks[k + 1:i]):
                start = k + 1
            break
    else:   # "she holds a Night Watch and 7 Glow": the number opens another item of a list, not the card's
        if i > start and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("and", "or", "plus"):
            start = i
    end = min(b, i + 6)
    for k in range(i + 1, end):
        # "A Feeder has four bays, a Panamax six and a Post-Panamax eight": past a comma, a part with a number of
        # its own names its own card (container-port)
        if toks[k].kind == "comma" and any(x.kind == "num" for x in toks[k + 1:end]):
            end = k
            break
        # "all are worth 1 Faith point but Steadfast (2)": a card named after 'but' or 'except' is the exception
        # to the number, not the card it counts for (commissioned's quick reference, its 1 typed by hand)
        if toks[k].kind == "word" and toks[k].text.lower() in _EXCEPT:
            end = k
            break
    return sentence_text(p.text, toks, start, end)


_EXCEPT = {"but", "except", "unlike"}


def _named_columns(toks: list[Token], i: int, facts: list[Fact], kinds: set[str]) -> list[Fact]:
    """The columns of a named card the number at i may state (as for a card's own text, `_card_claims`): a rate
    ("1 point per Tree") only a column named as a rate, a total only the others; a change ("its extra 2 Coins",
    "heals 2 health") or a number said of another card ("a card costing 3") only a column whose name says so."""
    per = per_thing(toks, i)
    mark = changed(toks, i)
    other = about_other(toks, i, kinds)
    lost = _lost(toks, i)   # "Ana's Croissants ... lose 2 taste": what the story takes off, no column of the card
    out = []
    for f in facts:
        rated = bool({"per", "each"} & set(f.stems))
        if rated != per or (mark and mark.isdisjoint(f.stems)) or (other is not None and other.isdisjoint(f.stems)) \
                or lost and not _CHANGE_STEMS & set(f.stems):
            continue
        out.append(Fact(f.name, tuple(x for x in f.stems if x not in ("per", "each")), f.by_count, f.values, f.loc,
                        f.placeholder, f.context, f.term) if rated else f)
    return out


_CHANGE_STEMS = {stem(w) for w in word_list("change_names")}


def _lost(toks: list[Token], i: int) -> bool:
    """The number follows a verb of losing, at most one word between ("lose 2 taste", "loses only 2 look")."""
    return any(x.kind == "word" and lemma(x.text) == "lose" for x in toks[max(0, i - 2):i])


_STATE_WORDS = word_set("zero_state_words")


def _argument_said(toks: list[Token], i: int, fact: Fact) -> bool:
    """The bare number at i follows 'for' right after a word of the fact's term ("the bonus for four"): what the term
    is for, its argument, with no noun of its own after it."""
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    return i >= 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "for" \
        and toks[i - 2].kind == "word" and toks[i - 2].stem in fact.stems \
        and (nxt is None or nxt.kind != "word" or nxt.text.lower() in STOP)


def _card_named_after_only(ctx: Context, sentence: str, at: int, fact: Fact) -> bool:
    """The card whose column the fact is is named only after the number (at `at` in the sentence), and another card
    before it."""
    m = re.search(r"of card '(.+)'$", fact.name)
    if m is None:
        return False
    own = m.group(1)
    first = sentence.find(own)
    if first == -1 or first < at:
        return False
    before = sentence[:at]
    return any(c.name != own and len(c.name) >= 3 and re.search(rf"(?<!\w){re.escape(c.name)}(?!\w)", before)
               for d in ctx.game.decks for c in d.cards if c.name)


def _sentence_card_agrees(ctx: Context, sentence: str, t: Token, fact: Fact) -> bool:
    """Another card its whole sentence names has the number in a column of the fact's words."""
    return any(f.name != fact.name and f.name.startswith("column") and f.stems == fact.stems and agrees(t, f.values)
               for f in card_facts(ctx, sentence))


def _named_key_has(facts: list[Fact], sentence: str, value: int) -> bool:
    """A rule or row laid out over named things gives `value` at a name the sentence says, whole."""
    return any(v == value and len(key) >= 3 and re.search(rf"(?<!\w){re.escape(key)}(?!\w)", sentence)
               for f in facts if f.by_key for key, v in f.by_key.items())


def _new_list(toks: list[Token], k: int, i: int, fact: Fact) -> bool:
    """A colon between the number at k and the one at i after a word none of the fact's: "takes 3 Kindling tokens and
    their Shillings: 6 each with two players, 5 with three" lists the Shillings by count, not the tokens (camp-setup,
    written outside the project)."""
    return any(toks[j].kind == "colon" and toks[j - 1].kind == "word" and toks[j - 1].stem not in fact.stems
               for j in range(k + 1, i))


def _keyed_fact(run: Printed, p: Passage, toks: list[Token], i: int, facts: list[Fact]) -> Optional[Fact]:
    """A rule or row laid out over named things whose noun follows the number, in a part of the sentence that
    names one of those things: "The Capital is worth 10 votes" for `district_votes` (by district), its argument
    said as the name, not as the word 'district'. None unless every such fact gives the same value there."""
    t = toks[i]
    if t.low != t.high or i + 1 >= len(toks) or toks[i + 1].kind != "word":
        return None
    noun = toks[i + 1].stem
    found = [(f, key) for f in facts if f.by_key and noun in f.stems
             for key in [_key_named(run, p, t, f)] if key is not None]
    if not found or len({f.by_key[key] for f, key in found}) != 1:
        return None
    return found[0][0]


def _label_end(p: Passage, toks: list[Token], i: int) -> int:
    """Where the label a passage opens on ends (its colon, within 40 characters: "**Tech points**:"), when the
    number at i, a single value, stands after it; -1 otherwise."""
    colon = p.text.find(":")
    return colon if 0 < colon <= 40 and toks[i].start >= colon and toks[i].low == toks[i].high else -1


def _label_list_fact(p: Passage, toks: list[Token], i: int, facts: list[Fact]) -> Optional[Fact]:
    """"**Tech points**: settlement built 2, upgraded to a city 3, ...": a passage that opens on a label naming a
    rule or row laid out over named things, then lists those things each with its number: the number is the
    value at the one name its item's words belong to (commerce's quick reference). The fact is returned held to
    that one value, its term naming the thing."""
    colon = _label_end(p, toks, i)
    if colon < 0:
        return None
    label = {stem(w) for w in re.findall(r"[^\W\d_]+", p.text[:colon].lower())} - STOP
    if not label:
        return None
    j = i - 1
    while j >= 0 and toks[j].kind == "word":
        j -= 1
    if j < 0 or toks[j].kind not in ("comma", "colon") or toks[j].start < colon:
        return None
    item = {x.stem for x in toks[j + 1:i] if x.text.lower() not in STOP} - label
    if not item:
        return None
    found = []
    for f in facts:
        if not f.by_key or set(f.stems) != label:
            continue
        keys = [k for k in f.by_key if item <= {stem(w) for w in re.findall(r"[^\W\d_]+", k.lower())} - STOP]
        if len(keys) == 1:
            found.append((f, keys[0]))
    if not found or len({f.by_key[k] for f, k in found}) != 1:
        return None
    f, key = found[0]
    return replace(f, values=frozenset({f.by_key[key]}), by_count={}, by_key={}, term=f"{f.shown} for {key}")


def _label_card_fact(run: Printed, p: Passage, toks: list[Token], i: int) -> Optional[Fact]:
    """"**Leadership**: add 3 extra believers every time you plant a church": a passage labelled by a card's name
    whose one number, an extra or a saving ('more', 'extra', 'less'), stands before the name of a number column of
    that card (its `believers`): the card's own amount told again in the rules (the-acts' gifts). A passage with two
    numbers or more says which is which in words the check cannot weigh, and says nothing here."""
    colon = _label_end(p, toks, i)
    if colon < 0:
        return None
    numbers = [x for x in toks if x.kind == "num" and not (x.is_word_number and x.text.lower() in WEAK_NUMBERS)]
    if numbers != [toks[i]]:
        return None
    label = p.text[:colon].strip(" *_")
    after = [x.stem for x in toks[i + 1:i + 5] if x.kind == "word" and x.text.lower() not in _EXTRA_WORDS]
    found = [f for f in card_facts(run.ctx, label) if f.name.endswith(f" of card '{label}'")
             and set(f.stems) <= set(after[:len(f.stems)])]
    return found[0] if len(found) == 1 else None


_SIGNED = re.compile(r"(?<![\w.)+\-\u2212/])\+(\d+)(?![\w%/+]|[.,:]\d)")


def _signed_label_claim(run: Printed, p: Passage, toks: list[Token]) -> None:
    """"**Mercy**: +2 believers as each turn starts": in a passage labelled by a card's name, one signed number and
    no other is the card's extra told again, as "add 2 more believers" is (_label_card_fact). The scanner makes no
    number of '+2' (a sign reads as a sum's or a modifier's elsewhere), so the one such number of a labelled passage
    is read here alone (the-acts' quick reference)."""
    signed = list(_SIGNED.finditer(p.text))
    if len(signed) != 1:
        return
    m = signed[0]
    t = Token("num", m.group(1), m.start(1), m.end(1), low=int(m.group(1)), high=int(m.group(1)))
    k = next((j for j, x in enumerate(toks) if x.start >= t.end), len(toks))
    if k and toks[k - 1].end > t.start:
        return
    keyed = _label_card_fact(run, p, [*toks[:k], t, *toks[k:]], k)
    if keyed is not None:
        _claim(run, p, t, keyed, None, "TXT003")


def _key_named(run: Printed, p: Passage, t: Token, fact: Fact) -> Optional[str]:
    """The one name of the fact's axis (a district of a table by district) that opens the number's clause as its
    subject, a verb of worth or giving after it and the number within four words: "The Capital is worth 10
    votes", "Harbor Ward gives 3 votes"; None otherwise (a name said elsewhere in a sentence may be anything's)."""
    toks = scan(p, run.text, run.title).toks
    if t not in toks:
        return None
    i = toks.index(t)
    k = subject_start(toks, i)
    for key in fact.by_key:
        words = key.split()
        n = len(words)
        if [x.text for x in toks[k:k + n]] == words and k + n < i <= k + n + 4 and toks[k + n].kind == "word" \
                and lemma(toks[k + n].text) in WORTH_VERBS and not any(
                    x.kind == "word" and x.text.lower() in _COMPARING for x in toks[k + n:i]):
            return key
    return None


_ROUND_COUNT_WORDS = {stem(w) for w in word_list("round_count_words")}
# the words that tie 'round N' to the game's end: before it ("The game ends after round", "the last round is round")
# or after it at a clause's start ("After round 12, the game is over")
_ENDS_WITH_ROUND = re.compile(r"(?i)(?:\b(?:game|play)\s+(?:ends|is\s+over|finishes|stops)\s+(?:after|at\s+the\s+end\s+of"
                              r"|with)\s+(?:the\s+end\s+of\s+)?|\b(?:last|final)\s+round\s+(?:is|will\s+be)\s+)round\s+$")
_AFTER_ROUND = re.compile(r"(?i)(?:^|[.;:]\s*)(?:after|at\s+the\s+end\s+of)\s+round\s+$")
_GAME_OVER_AFTER = re.compile(r"(?i)\s*,?\s*(?:the\s+)?game\s+(?:ends|is\s+over|finishes)\b")


def _last_round_fact(run: Printed, p: Passage, toks: list[Token], i: int) -> Optional[Fact]:
    """The game's count of rounds, when 'round N' (the number at i) is tied to the game's end ("The game ends after
    round 8", "After round 12, the game is over", "The last round is round 9": farm-seasons and share-market, written
    outside the project, had their planted last rounds unread) in a sentence that names no player count: the one
    fact whose words are those of a count of the game's rounds ('total_rounds', 'Rounds in the game'), or None. A
    round a thing happens in ("at Midsummer, after round 5 ... and at the final count after the last round") is
    not the game's end."""
    t = toks[i]
    if t.low != t.high or t.bound:
        return None
    a, b = sentence(toks, i)
    if player_numbers(toks[a:b], run.nouns):
        return None
    before = p.text[max(0, t.start - 60):t.start]
    if not (_ENDS_WITH_ROUND.search(before) or _AFTER_ROUND.search(before) and _GAME_OVER_AFTER.match(p.text, t.end)):
        return None
    found = [f for f in run.facts if f.stems and "round" in f.stems and set(f.stems) <= _ROUND_COUNT_WORDS
             and f.context != "box"]
    return found[0] if len({f.values for f in found}) == 1 else None


_GOAL_STEMS = {stem(w) for w in word_list("goal_words")}


def _needed_goal(toks: list[Token], i: int, fact: Fact, facts: list[Fact]) -> Optional[Fact]:
    """The one other fact of the bound fact's noun named for a goal ('errands_to_win', 'points_needed'), when the
    number follows 'need' ('needs', 'needed', within two words) and the bound fact names no goal: what is needed is
    the goal's number; None otherwise."""
    if set(fact.stems) & _GOAL_STEMS or not any(x.kind == "word" and lemma(x.text.lower()) == "need"
                                                 for x in toks[max(0, i - 2):i]):
        return None
    goals = [f for f in facts if f is not fact and set(f.stems) & _GOAL_STEMS and set(f.stems) & set(fact.stems)]
    return goals[0] if len({f.values for f in goals}) == 1 else None


def _key_labelled(run: Printed, p: Passage, t: Token, fact: Fact) -> Optional[str]:
    """The one name of the fact's axis written right before the number as its label, in brackets or before a colon,
    and the fact's noun right after the number: "**Search a room (2 hours).**", "Search a room: 2 hours" beside a
    table of what each action costs in 'Hours' (night-clues, written outside the project: its planted 3 hours went
    unread); None otherwise."""
    toks = scan(p, run.text, run.title).toks
    if t not in toks or t.low != t.high:
        return None
    i = toks.index(t)
    if i < 2 or i + 1 >= len(toks) or toks[i + 1].kind != "word" or toks[i + 1].stem not in fact.stems \
            or not (toks[i - 1].kind == "colon" or toks[i - 1].kind == "break" and toks[i - 1].text == "("):
        return None
    if i + 2 < len(toks) and not (toks[i + 2].kind == "break" and toks[i + 2].text in ".)"):
        return None   # the number and its noun end the label's bracket or sentence: "1 Coal more in every Produce"
        # is a change, "9 points in all" a total
    before = p.text[max(0, toks[i - 1].start - 60):toks[i - 1].start].rstrip(" *_")
    # the key is the whole label, from the line's or sentence's start ("**Orchard Apples** (2 Silver)" names a card,
    # not the goods 'Apples'; "... Cocoa and Coffee:" ends a list)
    found = [key for key in fact.by_key
             if re.search(rf"(?:^|\n|[.!?;]\s)[ \t]*(?:[-*+][ \t]+|\d+[.)][ \t]+)?[*_]{{0,2}}{re.escape(key)}$", before,
                          re.I)]
    return found[0] if len(found) == 1 else None


_COMPARING = word_set("comparing_words")
_SUBJECT_OPENERS = word_set("axis_subject_openers")
_SIDE_VERBS = ACTIONS | {stem(w) for w in ("draws", "starts", "begins")}   # "The Weavers start with 3 Gold"


def _key_subject(run: Printed, p: Passage, t: Token, fact: Fact) -> Optional[str]:
    """The one name of the fact's axis that is the subject of the number's clause, a verb after it and the number
    within eight words with no comma and no other name of the axis between: "The attacker draws 5 cards at setup;
    the defender draws 4", "the defender gains 2 Stone and draws 1 card" beside cards_drawn(side), laid out by a
    table of sides (siege-sides, written outside the project: a side's number that was the other side's value
    passed)."""
    if p.scope == "example":
        return None   # a story's values are its moment's
    toks = scan(p, run.text, run.title).toks
    if t not in toks:
        return None
    i = toks.index(t)
    k = clause(toks, i)[0]
    while k < i and toks[k].kind == "word" and toks[k].text.lower() in _SUBJECT_OPENERS:
        k += 1
    keys = {key: key.lower().split() for key in fact.by_key}
    for key, words in keys.items():
        n = len(words)
        if [x.text.lower() for x in toks[k:k + n]] != words or not k + n < i <= k + n + 8 \
                or toks[k + n].kind != "word" or not (toks[k + n].stem in _SIDE_VERBS
                                                     or lemma(toks[k + n].text.lower()) in WORTH_VERBS):
            continue   # a verb of doing or worth after the name: "The Salt track holds five cubes" in a story is
            # the track at that moment (order-auction)
        between = [x.text.lower() for x in toks[k + n:i]]
        if "," in between or any(x.kind == "comma" for x in toks[k + n:i]) or any(
                other != words and any(between[j:j + len(other)] == other for j in range(len(between)))
                for other in keys.values()):
            continue
        return key
    return None


def _claim(run: Printed, p: Passage, t: Token, fact: Optional[Fact], counts: Optional[frozenset[int]],
           rule: str, unsure: bool = False, certain: bool = False) -> None:
    """Hold the number t to the fact it was bound to: an error when it disagrees, DOC001 when typed by hand
    (`certain`: the reading names the fact beyond doubt, so a number no value of it agrees with is an error)."""
    if fact is None:
        return
    each = _each_gets(run, p, t) if fact.name.endswith("()") or fact.name.startswith("row ") else None
    labelled = _key_labelled(run, p, t, fact) if fact.by_key and not counts else None
    key = (labelled or _key_named(run, p, t, fact) or _key_subject(run, p, t, fact)) if fact.by_key and not counts \
        else None
    if key is not None and (agrees(t, fact.values) or labelled) and not agrees(t, frozenset({fact.by_key[key]})) \
            and not loss_agrees(p.text, t, frozenset({fact.by_key[key]})):
        # "The Capital is worth 10 votes": the value at the one thing of the table's axis its part names
        # (district-votes' 'Electoral votes' by district), where any district's value agreed before
        vals = frozenset({fact.by_key[key]})
        run.ctx.report(rule, p.loc(t.start), f"'{t.text}' next to '{fact.shown}' for {key}, but {fact.name} gives "
                       f"{_shown(vals)} there", expected=fact.by_key[key], actual=t.text,
                       hint=f"write {_shown(vals)}, or correct {fact.name}", related=fact.loc,
                       subject=_subject(p, slugify(fact.name), t.text))
        return
    if fact.by_key and key is None and not counts and t.low == t.high and len(fact.by_key) > 1 \
            and t.low == sum(fact.by_key.values()) and not agrees(t, fact.values):
        return   # "a map of forty hexes" beside 'Hexes on the map' laid out by terrain (7, 7, 7, 4, ...: 40 in all):
        # the whole the row's values add up to, no one terrain's (solo-expedition, written outside the project)
    wrong = [(c, vals) for c, vals in _at(fact, counts) if not agrees(t, vals)
             and not loss_agrees(p.text, t, vals)   # "lose 2 points" for a rule that gives -2
             and not (fact.inputs and agrees(t, fact.inputs))   # an example may tell what it passes the rule
             and not _within(t, vals, fact)
             and not (each and t.low == t.high and t.low * each in vals)]
    toks = scan(p, run.text, run.title).toks if wrong else []
    change = stated_change(toks, toks.index(t), fact.stems) if wrong and t in toks else None
    if change is not None:
        amounts, signs = change
        if len(amounts) == 1 and t.low == t.high and all(
                any(t.low == v + sign * n for v in vals for sign in signs for n in amounts) for _, vals in wrong):
            return   # "2 more lights to win: 10 with two players" beside a row of 8: the total once changed
        unsure = True   # a change of another size, or of none said: which total the number is, is a guess
    if wrong:
        c, vals = wrong[0]
        at = f" at {c} player{'' if c == 1 else 's'}" if c is not None else ""
        # a guess, so a warning: a plain noun of one word ("seven villagers with a trade each") said at no player
        # count may count that noun anywhere (the cards in the box, a story's), not the row's value at a count;
        # a number above every value of a rule or row that varies by another thing than the player count
        # ('zone_points()' of 1 to 5) may be a total of several ("That is 9 points"), and one below every value a
        # part of one ("a line with a track space takes two moves to cross" beside moves(level) of 4 to 7)
        # and a number of another size than every value of a row that varies by player count, said at no count
        # ("If you were dealt ten cards" beside 'Cards in the deal', 29 to 74: one player's hand, not the deal:
        # trading-pit)
        varies = bool(fact.by_count) and not counts and len(set(fact.by_count.values())) > 1 and (
            2 * t.high < min(fact.values) or t.low > 2 * max(fact.values))
        # a span whose every number is a value, inside them ("its finds are worth 1 to 3 points" beside
        # find_points() of 0 to 10): maybe the values of some of the things, a guess (dig-site's Topsoil finds)
        inner = t.low != t.high and t.high - t.low <= MAX_SPAN and all(v in vals for v in range(t.low, t.high + 1))
        # one thing of the kind the rule is about, with its own size ("from 10 m an Ascend of 2 spaces reaches it"
        # beside ascend_spaces(), the most one Ascend moves): that one's, which a rule of the most need not give
        inner = inner or rule == "TXT001" and _one_of_size(toks, t, fact)
        unsure = unsure or varies or inner or rule == "TXT001" and (bool(fact.by_count) and not counts and len(fact.stems) == 1 or (
            not fact.by_count and len(fact.values) > 1 and (t.low > max(fact.values) or t.high < min(fact.values)))) \
            or (not fact.limit and not set(fact.stems) & _THRESHOLD_WORDS and (
                threshold(toks, t)
                or p.scope == "glossary" and t in toks and bool(open_end(toks, toks.index(t)))))
        # (a glossary entry's "Firing with 7 heat or more" under 'Running hot': a threshold its term's words bound to
        # run_heat(), the heat running costs: mech-arena; "an expedition of 9 or more cards" is still bonus_cards()')
        unsure = unsure and not (certain and not agrees(t, fact.values))
        run.ctx.report(rule, p.loc(t.start),
                       f"'{t.text}' next to '{fact.shown}'{at}, but {fact.name} gives {_shown(vals)}",
                       expected=sorted(vals)[0] if len(vals) == 1 else sorted(vals), actual=t.text,
                       hint=f"print it with {_placeholder_at(fact, c)}" if p.document and fact.placeholder else
                       f"write {_shown(vals)}, or correct {fact.name}", related=fact.loc,
                       subject=_subject(p, slugify(fact.name), t.text), unsure=unsure)
    elif p.document and fact.placeholder and not fact.placeholder.startswith("{{ card(") \
            and agrees(t, fact.values if not counts else frozenset(v for _, vals in _at(fact, counts) for v in vals)) \
            and not (not counts and len(set(fact.by_count.values())) > 1 and _card_number(run, p, t)):
        # the number typed is the data's own ('up to 3' that a value of 2 only keeps is none: a placeholder would
        # print 2); a share or an input told is no value typed; nor is a value no placeholder prints (a card's
        # column: card() is a figure, nothing prints the number in a sentence)
        _typed(run, p, t, fact.shown, f"{fact.name} ({fact.loc.file.split('/')[-1]}:{fact.loc.line})",
               _at_count(fact, t, counts), _number_fix(run, p, t, fact, counts))


def _card_number(run: Printed, p: Passage, t: Token) -> bool:
    """A card its sentence names before the number has a column of that value ("the Tanker Terminal, which burns 3
    Oil" for the card's fuel of 3, beside a table's row 'Oil' that gives 3 at five players only): the card's
    number, rather than one of several values of a rule said at no player count (power-grid)."""
    toks = scan(p, run.text, run.title).toks
    if t.low != t.high or t not in toks:
        return False
    a, _ = sentence(toks, toks.index(t))
    return named_card_has(run.ctx.game, p.text[toks[a].start:t.start], t.low)


def _placeholder_at(fact: Fact, count: Optional[int]) -> str:
    """A rule's placeholder at one player count ('engine.sabotage_needed(7)'): in a document `players` is the
    range's text, which no rule takes (hidden-traitor's hint broke its build)."""
    return fact.placeholder.replace("(players)", f"({count})") if count else fact.placeholder


def _at_count(fact: Fact, t: Token, counts: Optional[frozenset[int]]) -> str:
    """The placeholder at the first player count the typed number is the value of; a rule of several values
    called with no argument ('{{ engine.heats() }}' of heats(players=2), its default's 7, beside "six heats with
    four or five": kite-festival) is shown with its arguments to give, '(...)'."""
    at = sorted(c for c, v in fact.by_count.items() if t.low <= v <= t.high and (not counts or c in counts))
    shown = _placeholder_at(fact, at[0] if at else None)
    if len(fact.values) > 1 and not fact.by_count and "()" in shown:
        shown = shown.replace("()", "(...)", 1)
    return shown


_HOUSE_RULE = re.compile(rf"\bfor an? (?:{alternation('easier_harder')}|"
                         r"more (?:challenging|relaxed)) (?:[a-z]+[ -])?(?:game|one|challenge|play)\b|\bhouse rules?\b|"
                         r"\boptional rules?\b", re.I)
# a fact named as a threshold ('end_threshold', 'points_to_win', 'Target score') is what a trigger states
_THRESHOLD_WORDS = {stem(w) for w in word_list("threshold_words")}
_CONDITION = word_set("trigger_conditions")
_MUST = {"must"}
_OR_MORE = word_set("comparison_words")


def threshold(toks: list[Token], t: Token) -> bool:
    """The number t (a token of `toks`, the passage's) is a threshold said as a trigger ("once you have 10 silver or
    more", "Start your turn with 10 silver or more and you must coup", "if you hold at least 3 cards"): when a
    rule applies, which may be the value the number is bound to or another's: a guess. A bound said of the game
    ("With 3 players there are at least five boats") stays held (a rule named as a limit is held to it as
    before; a bound its values keep agrees, `_within`)."""
    i = next((k for k, x in enumerate(toks) if x.start == t.start), None)
    if i is None:
        return False
    after = [x.text.lower() for x in toks[i + 1:i + 5] if x.kind == "word"]
    or_more = any(a == "or" and b in _OR_MORE for a, b in zip(after, after[1:]))
    if not (t.bound or bound_said(toks, i) or or_more):
        return False
    a, b = sentence(toks, i)
    words = [x.text.lower() for x in toks[a:b] if x.kind == "word"]
    # 'once' is read as a number word: as a conjunction it opens the condition ("Compulsory once you start your
    # turn with 10 silver or more")
    before = [x.text.lower() for x in toks[a:i] if x.kind == "word" or x.text.lower() == "once"]
    pairs = set(zip(words, words[1:]))
    return bool(_CONDITION & set(before)) or ("as", "soon") in pairs or bool(_MUST & set(words)) \
        or ("have", "to") in pairs or ("has", "to") in pairs


def _one_of_size(toks: list[Token], t: Token, fact: Fact) -> bool:
    """The number follows 'a/an <word> of', the word one of the rule's own ('an Ascend of 2 spaces' beside
    ascend_spaces()): one such thing and its own size. A container the rule does not name ('a pile of 60 coins',
    'a deck of 40 cards') still counts what it holds."""
    k = next((j for j, x in enumerate(toks) if x.start == t.start), -1)
    return k >= 3 and toks[k - 1].kind == "word" and toks[k - 1].text.lower() == "of" \
        and toks[k - 2].kind == "word" and toks[k - 2].stem in fact.stems \
        and toks[k - 3].kind == "word" and toks[k - 3].text.lower() in ("a", "an") and _SIZE not in fact.stems \
        and not any(x.kind == "word" and lemma(x.text) in _HANDING for x in toks[max(0, k - 7):k - 3])
    # (what is dealt or given, "deal each player a hand of 5 cards", is the rule's size, no one thing's own)


_HANDING = {"deal", "give", "draw", "receive", "get"}
_SETUP_HANDING = _HANDING | {"take", "collect"}   # at setup, what a player takes is what they start with
_HOW_OFTEN = {"twice", "thrice"}   # "Attacks twice": how often, no amount of the verb's column


MAX_SPAN = 1000   # the widest span whose numbers are each looked up (a range of a table's column spans no more)


def _within(t: Token, values: frozenset[int], fact: Fact) -> bool:
    """'at least three' holds of every value that is three or more, 'at most 5' of every value up to 5: a bound
    said of a count the data gives is no contradiction when the count keeps it (a rule named as a limit, whose
    value is the bound itself, is held to it exactly)."""
    if fact.limit or not t.bound or not values:
        return False
    return min(values) >= t.low if t.bound == "min" else max(values) <= t.high


def _each_gets(run: Printed, p: Passage, t: Token) -> Optional[int]:
    """N when the number t is what each of N things named before it gets ("the two hunters each look after two
    pawns": 2 x 2 pawns in all): a count, a plural noun, then 'each', in t's sentence."""
    from .claims import sentence as _sentence
    from .words import lemma

    toks = scan(p, run.text, run.title).toks
    i = next((k for k, x in enumerate(toks) if x.start == t.start), None)
    if i is None:
        return None
    a, _ = _sentence(toks, i)
    for k in range(a, i - 2):
        n, noun, each = toks[k], toks[k + 1], toks[k + 2]
        if n.kind == "num" and n.low == n.high and n.low > 1 and noun.kind == "word" and each.kind == "word" \
                and each.text.lower() == "each" and lemma(noun.text) != noun.text.lower():
            return n.low
    return None


def _at(fact: Fact, counts: Optional[frozenset[int]]) -> list[tuple[Optional[int], frozenset[int]]]:
    """(count, values) pairs the claim must agree with: each given count, or any count at all."""
    if fact.by_count and counts:
        pairs: list[tuple[Optional[int], frozenset[int]]] = [(c, frozenset({fact.by_count[c]}))
                                                              for c in sorted(counts) if c in fact.by_count]
        if pairs:
            return pairs
    return [(None, fact.values)]


def _example_values(p: Passage) -> set[int]:
    """Every number an example's checks take or give, a list's elements and a mapping's values included."""
    out: set[int] = set()
    for c in p.owner.checks:
        for v in (*c.args.values(), c.expect):
            # a list's elements, a mapping's values ('buildings: {Sawing: 1}') and their lists' ('bids: {Ana: [60,
            # 25], Ben: [85]}': every player's bid of a story, steps-of-five)
            items = list(v.values()) if isinstance(v, dict) else v if isinstance(v, list) else [v]
            items = [y for x in items for y in (x if isinstance(x, list) else [x])]
            out.update(x for x in items if isinstance(x, int) and not isinstance(x, bool))
    return out


_PRINTED_KEY = re.compile(r"""\bengine\.(\w+)|\b(deck|inventory)\(\s*["']([^"']+)["']""")


def _set_of_that_size(run: Printed, toks: list[Token], i: int) -> bool:
    """The noun right after the number is the id of one of the game's name sets ('goods', 'suits'), and the set has
    exactly that many names: the number counts its kinds."""
    t = toks[i]
    if t.low != t.high or i + 1 >= len(toks) or toks[i + 1].kind != "word":
        return False
    noun = toks[i + 1].stem
    return any(len(names) == t.low and stem(set_id.replace("_", "-").split("-")[-1]) == noun
               for set_id, names in run.ctx.game.names.items())


_CARD_OF = re.compile(r"of card '(.+)'$")


def _joined_subject(text: str, start: int, end: int, fact: Fact) -> bool:
    """The card whose column the fact is stands, between the sentence's start and the number, joined by 'and' to
    another thing or person ("she and Number 5 alone bring 7 skill", "Number 5 and Flo bring 7"), with no number
    between it and the number: what the two bring together."""
    card = _CARD_OF.search(fact.name)
    if card is None:
        return False
    at = text.rfind(card.group(1), start, end)
    if at < 0 or re.search(r"\d", text[at + len(card.group(1)):end]):
        return False
    return re.search(r"\w\s+(?:and|&)\s+$", text[start:at]) is not None \
        or re.match(r"\s+(?:and|&)\s+[A-Za-z]", text[at + len(card.group(1)):end]) is not None


def _printed_keys(expression: str) -> set[str]:
    """The engine rules, decks and inventory lines a Jinja expression prints: 'engine.quarters', 'deck("acts")'; a
    rule passed as another's argument is not printed (`engine.after_disaster(engine.per_church())` prints the
    first only)."""
    return {f"engine.{m[1]}" if m[1] else f'{m[2]}("{m[3]}")' for m in _PRINTED_KEY.finditer(expression)
            if expression.count("(", 0, m.start()) == expression.count(")", 0, m.start())}


_PRINTS_VARIANT = re.compile(r"\{\{-?\s*variant\s*\(")   # a {{ variant("id") }} placeholder


def _some_of(toks: list[Token], i: int) -> bool:
    """The number at i counts some of a thing's own: its noun, then 'of' ("two moons of Saturn", "three cards of
    the Market"), as "N of the things" is a share of them."""
    return i + 2 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() not in STOP \
        and toks[i + 2].kind == "word" and toks[i + 2].text.lower() == "of"


def _heading_counts(run: Printed, p: Passage) -> Optional[frozenset[int]]:
    """The player count a document section's heading names ("### Five players", "## For 2-3 players"), which the
    sentences under it are said at when they name none (box-table's checklist for each player count)."""
    if not p.document or not p.section or p.scope == "heading":
        return None
    toks = run.text.tokens(p.section)
    found = player_numbers(toks, run.nouns)
    words = [x for x in toks if x.kind == "word"]
    if not found and 1 in run.counts and len(words) <= 3 and any(x.text.lower() in SOLO_WORDS for x in words):
        return frozenset({1})   # "## Solo", "## Playing alone": the rules of the game for one (count-spaces)
    if len(found) != 1 or len(words) > 3:
        return None   # a heading of one player count and little else: not 'Rules for two players and the Duel'
    t = toks[found[0]]
    counts = frozenset(range(t.low, t.high + 1)) & frozenset(run.counts)
    return counts or None


def _example_counts(p: Passage) -> Optional[frozenset[int]]:
    if p.scope != "example":
        return None
    seen = {c.args["players"] for c in p.owner.checks if isinstance(c.args.get("players"), int)}
    return frozenset(seen) if len(seen) == 1 else None


def _card_claims(run: Printed, s: Scan, used: set[int]) -> None:
    """TXT003: a number beside a term naming another int column of the card's own row must agree with it.

    A column named as a rate (`money_per_settlement`, `believers_each`) is what a rate in the text states
    ("pays 1 Money for each settlement"); the other columns are totals, which a rate never states.
    """
    deck, card = s.passage.owner
    totals: list[Fact] = []
    rates: list[Fact] = []
    for name, tp in deck.fields.items():
        value = card.fields.get(name)
        if tp in ("int", "int?") and isinstance(value, int) and not isinstance(value, bool) and name != s.passage.field:
            stems = term_stems(name)
            per = {"per", "each"} & set(stems)
            # "named": the row's own amount is exactly what "Gain 3 Faith" or "place 3 more Cell Groups" states
            (rates if per else totals).append(Fact(
                f"column '{name}'", tuple(x for x in stems if x not in per), {}, frozenset({value}),
                card.cells.get(name, card.loc), f"the '{name}' column", "named"))
    if not totals and not rates:
        return
    # a column named by a unit ('minutes', 'ink_oz') is what a number before that unit states on this card
    units = {f.name: u for f in (*totals, *rates) if (u := column_unit(f.name[8:-1])) is not None}
    totals, counted = said_units(s.toks, totals, units)
    rates, counted_rates = said_units(s.toks, rates, units)
    counted |= counted_rates
    # what another thing of this card's kind is called: a card, the deck's words, a one-word value of a name
    # column ('Creature' of a `kind: ref:kinds` column: "each creature that costs 3 or less")
    if deck.id not in run.deck_kinds:   # once a deck, not once a card: every card's values are read
        run.deck_kinds[deck.id] = {"card", *term_stems(deck.name), *_kind_words(deck)}
    kinds = run.deck_kinds[deck.id]
    bound = []
    for i, t in enumerate(s.toks):
        measured = bool(counted) and i + 1 < len(s.toks) and s.toks[i + 1].stem in counted
        if t.kind != "num" or i in used or skipped(s.toks, i, delta=True, counted=counted, measured=measured) \
                or _die_face(s.toks, i) or _added_to_total(s.toks, i) or measured and compound(s.toks, i):
            continue
        if t.is_word_number and t.text.lower() == "one" and i + 3 < len(s.toks) and s.toks[i + 2].kind == "word" \
                and s.toks[i + 2].text.lower() == "of" and s.toks[i + 3].kind == "num":
            continue   # "share one enclosure of 3 squares": 'one' counts the enclosure whose size follows (zoo-enclosures)
        pool = rates if per_thing(s.toks, i) else totals
        if measured:   # a measure in a column's unit is that column's, a rate ("Each head weighs 5 oz") or not
            pool = [*pool, *(f for f in (*totals, *rates) if f.name in units and f not in pool)]
        mark = changed(s.toks, i)   # "Heals 2 health", "gets up again with 1 health": a change, not the column
        if mark:
            pool = [f for f in pool if not mark.isdisjoint(f.stems)]
        # 'one' is an article as often as a count: it states a column only with the column's whole name
        # right after it ("Put one Church Member"), never in "one of them"
        weak = t.is_word_number and t.text.lower() in WEAK_NUMBERS
        fact = bind(s.toks, i, pool, strict=weak, weak=weak) if pool else None
        if fact is None and pool and not weak and t.text.lower() not in _HOW_OFTEN:
            fact = _column_by_verb(s.toks, i, pool)   # "Plant two flowers." on a card whose `plant` is 2
        # "A Hut costs 3 Wood this turn": the sentence names another priced thing of the game before the number,
        # whose price it states (TXT001 holds it to that cost), not this card's own column
        if fact is not None and _counts_kind(s.toks, i, kinds, fact):
            continue   # "discard 1 more effort card" on an Effort card (effort 4): a count of cards, not the column
        if fact is not None and not agrees(t, fact.values) and _verb_column(s.toks, i, totals, fact):
            continue   # "Trash up to 4 cards" on a card whose trash is 4 and cards 0: the verb names its column
        if fact is not None and not _names_another(run, s, i, card.name) \
                and not _compared_to_another(run, s, i, card.name):
            used.add(i)
            # "each card costing 3 or less", "if you have 3 walls": maybe another thing's, maybe a threshold the
            # row keeps ("if they have fewer than 6 workers" for max_workers): it may state the row, never
            # contradict it
            other = about_other(s.toks, i, kinds)
            if other is None and (owned_by_another(s.toks, i, card.name) or _someone_who(s.toks, i)
                                  or _off_another(s.toks, i) or _of_the_other_players(s.toks, i)
                                  or _each_of_several(s.toks, i)):
                other = frozenset()   # "the Empire's weakest unit ... loses 1 power", "a hero who misses it loses
                # 1 Gold": another's, not this card's
            # a threshold said as the column's own bound ("if they have fewer than 6 workers" for max_workers) is
            # the row's, however the sentence goes on
            # ("with 2 Power or less": a threshold another creature is held to, said after the number)
            said_bound = bound_said(s.toks, i) or bound_after(s.toks, i) or ("max" if _past_a_mark(s.toks, i) else "")
            kept = bool(said_bound) and said_bound in re.findall(r"[a-z]+", fact.name.lower().replace("_", " "))
            # "but never less than 1 coin": a bound the text sets, which a column not named as one is not
            bound.append((t, fact, (other is not None and other.isdisjoint(fact.stems) or bool(said_bound))
                          and not kept))
    # a text that states the row's value once may go on to extras ("Add 5 believers, then 2 more for a church")
    stated = {fact.name for t, fact, _ in bound if agrees(t, fact.values) or loss_agrees(s.passage.text, t, fact.values)}
    row = frozenset(v for v in card.fields.values() if isinstance(v, int) and not isinstance(v, bool))
    tally = run.column_tally.setdefault((deck.id, s.passage.field), {})
    for name in {fact.name for t, fact, guess in bound if not guess and fact.name in stated}:
        tally.setdefault(name, [0, 0])[0] += 1   # how many of the deck's cards state this column
    for name in {fact.name for t, fact, guess in bound if not guess and agrees(t, fact.values)
                 and _named_by(s.toks, s.toks.index(t), fact, units) == "unit"}:
        # and how many state it plainly in its unit ('Deliver 40 kg' for `kg` 40)
        run.unit_tally[(deck.id, s.passage.field, name)] = run.unit_tally.get((deck.id, s.passage.field, name), 0) + 1
    differs: set[str] = set()
    for t, fact, guess in bound:
        if fact.name not in stated and not guess and not agrees(t, fact.values):
            # a guess, so a warning: a text that describes (no verb of doing before the number) may say
            # another column's value of the row in other words ("two buttons sewn on it" for its income of 2,
            # beside a price in buttons); a number said on a condition is the exception the card makes ("if it
            # is late, it pays only 1 tip")
            k = s.toks.index(t)
            if fact.values == frozenset({0}) and t.low == t.high and t.low in row and _taken_away(s.toks, k):
                continue   # "Does not march. Remove 2 Fatigue." on a Rest Day whose fatigue is 0 and rest 2: the card
                # adds none of the column, and the amount it takes away is another column of its row, told in other
                # words ("Draw 4 cards" beside cards 0 and trash 4 is still held: legion-march)
            if t.high < min(fact.values, default=0) and _lost_from(s.toks, k):
                continue   # "so it loses 1 Manners point there" on a dog whose manners is 8: what the card's own
                # amount goes down by, no value of it (pet-show); a loss above the amount is still held
            if _even_at(s.toks, k):
                continue   # "Theo may join a rehearsal even at 0 Stamina": a state the card allows, no value of
                # its column (theatre-rehearsal)
            if _other_column_named(s.toks, k, fact, (*totals, *rates)):
                continue   # "Your tank holds 2 more Fuel" on a card whose tank is 2 and hold 0: the sentence names
                # the column that agrees, the other's word only its verb (star-cargo, written outside the project)
            if _extra(s.toks, k) and agrees(t, _extra_columns(card)):
                continue   # "to score 3 more points" on a card whose winter_bonus is 3 (points 4): the extra is
                # the row's column named as one (season-boards)
            # the size of a negative value said with no word of loss ("Firebird: 25 points" for -25) may be
            # the loss told another way
            # and what a recurring trigger gives each time ("Each time you finish a panorama, gain 2 coins") is a
            # rate over the events, not a column that is no rate (the coins a traveller starts with)
            # how far a piece goes ("one square straight back", "two squares to the left or right") may be a
            # distance where the column counts the squares the card shows (move-cards), or the column itself
            unsure = agrees(t, row) and _describes(s.toks, k) or _conditional(s.toks, k) or _subset(s.toks, k) \
                or relative(s.toks, k) or _named_by(s.toks, k, fact, units) == "unit" and of_another(s.toks, k) \
                or _case_first(s.toks, k) \
                or distance_moved(s.toks, k) and _column_by_verb(s.toks, k, [fact]) is None \
                or each_of_counted(s.toks, k) \
                or t.low == t.high and -t.low in fact.values \
                or fact not in rates and (recurring(s.toks, k) or triggered(s.toks, k) and _every_card_has(deck, fact)) \
                or _extra(s.toks, k) and _every_card_has(deck, fact) \
                or _before_a_moment(s.toks, k) \
                or fact.values == frozenset({0})   # the card has none: "1 food there spoils" is the store's
            if not unsure and fact.name not in differs:   # and how many say another number, plainly: once a card
                differs.add(fact.name)
                tally.setdefault(fact.name, [0, 0])[1] += 1
            run.card_report_at[(id(s.passage), k)] = len(run.card_reports)
            run.card_reports.append(((deck.id, s.passage.field, fact.name), unsure, _named_by(s.toks, k, fact, units), dict(
                rule="TXT003", loc=s.passage.loc(t.start),
                message=f"card '{card.name}' says '{t.text}' {_column_words(fact)}, but its {fact.name} "
                        f"is {_shown(fact.values)}", expected=sorted(fact.values)[0], actual=t.text,
                hint=f"make the text and the {fact.name} of this row agree", related=fact.loc,
                subject=f"{deck.id}/{card.id}/{s.passage.field}/{t.text}")))




def _other_column_named(toks: list[Token], k: int, fact: Fact, columns: tuple[Fact, ...]) -> bool:
    """Another column of the card's row agrees with the number at k and is the subject of the verb right before it
    ("Your tank holds 2 more Fuel": every word of its name within the three words before that verb), the bound
    column's word being that verb."""
    if k < 2 or toks[k - 1].kind != "word" or toks[k - 1].stem not in fact.stems:
        return False
    said = {x.stem for x in toks[max(0, k - 4):k - 1] if x.kind == "word"}
    return any(g is not fact and g.stems and agrees(toks[k], g.values) and set(g.stems) <= said for g in columns)


def _not_the_price(ctx: Context, fact: Fact, toks: list[Token], i: int) -> bool:
    """The number at i, beside a cost's item, is no price paid once: a span of play after it in its clause ("every
    round", "a turn": upkeep or income), or its sentence's verb of price has an owner's amount as its object
    ("costs its upkeep:")."""
    _, b = clause(toks, i)
    if any(toks[k].kind == "word" and toks[k].text.lower() in RATE_OPENERS and toks[k + 1].kind == "word"
           and (toks[k + 1].stem in PERIODS or _names_a_span(ctx, toks, k + 1)) for k in range(i + 1, min(b, i + 8) - 1)):
        return True
    a, _ = sentence(toks, i)
    return any(toks[k].kind == "word" and toks[k].text.lower() in _PRICE_VERBS and toks[k + 1].kind == "word"
               and toks[k + 1].text.lower() in _OWNERS and toks[k + 2].kind == "word" for k in range(a, i - 2))
    # "every building costs its upkeep: 2 coins for each Market": the verb's own object is another amount, which
    # the numbers give (a price per thing, "Sawing costs him only 1 Wood for each Plank", is still the price)


def _names_a_span(ctx: Context, toks: list[Token], k: int) -> bool:
    """The words from k name a member of a name set of spans of play (an id such as 'round-phases', 'seasons':
    "1 Silver in every Homecoming" for round-phases [Tide, Placement, Homecoming, ...]: arrival-order)."""
    words = [x.text.lower() for x in toks[k:k + 4] if x.kind == "word"]
    for set_id, members in ctx.game.names.items():
        if any(stem(w) in PERIODS for w in re.split(r"[-_\s]+", set_id.lower()) if w):
            if any(words[:len(m.split())] == m.lower().split() for m in members):
                return True
    return False


def _paid_in_one(ctx: Context, fact: Fact, sentence: str) -> bool:
    """The cost the fact is an item of has other items, none of which the sentence names: a number above the item's
    amount may be the whole price said in the item's own coin."""
    cost = next((c for c in ctx.game.costs if fact.name == f"the cost of '{c.name}'"), None)
    if cost is None:
        return False
    low = sentence.lower()
    others = [item for item in cost.items if item.amount and fact.term.lower() not in str(item.of).lower()]
    return bool(others) and _coins_of_one_money(ctx, [str(item.of) for item in cost.items]) \
        and not any(re.search(rf"\b{re.escape(str(item.of).lower())}", low) for item in others)


_MONEY = {"coin", "money", "currency", "cash"}


def _coins_of_one_money(ctx: Context, items: list[str]) -> bool:
    """The items are coins of one money, which one can be changed for another: each is a coin of the box ('Silver
    coins') or all are members of one name set called by a word of money (`coins: [Silver, Copper]`); 2 Wood and 1
    Stone are not."""
    def coin(item: str) -> bool:
        return any(line.name.lower().startswith(item.lower() + " ") and stem(line.name.split()[-1]) in _MONEY
                   for line in ctx.game.inventory)
    sets = [key for key, names in ctx.game.names.items() if all(item in names for item in items)]
    return all(coin(item) for item in items) or any(stem(w) in _MONEY for key in sets for w in re.findall(r"[a-z]+", key.lower()))


def _product_said(toks: list[Token], i: int, a: int, b: int, fact: Fact) -> bool:
    """Another number of the sentence [a, b) times the fact's value is the number at i ("Baking three families on one
    day lets you sell up to eighteen loaves" beside max_loaves_sold() 6, a limit per family): the sentence multiplies
    the term, it does not state it (bread-bakery)."""
    t = toks[i]
    if t.low != t.high:
        return False
    counts = {a + k for k in player_numbers(toks[a:b], {"player"})}   # "With 3 players, there are 9": a count of
    # players is no factor (the row's 3 at three players is the value, and 9 is wrong)
    values = fact.values
    said = {n for k in counts for n in range(toks[k].low, toks[k].high + 1) if n in fact.by_count}
    if said:   # "two dice for each player and one more: with four players, roll 10 dice" beside dice_rolled(), 9 at
        values = frozenset(fact.by_count[n] for n in said)   # four: 2 x 5 (its value at two) is no product said
        # (dice-market, written outside the project)
    return any(k != i and k not in counts and toks[k].kind == "num" and toks[k].low == toks[k].high
               and toks[k].low >= 2 and toks[k].low * v == t.low for k in range(a, b) for v in values)


_DENOMINATION = re.compile(r"\s*[$\u20ac\u00a3\u00a5]\s?\d[\d,.]*\s*")


def _denominated(text: str, toks: list[Token], i: int) -> bool:
    """The number at i counts things of one value, a money amount between it and its noun ("two $0 cheques", "three
    \u00a35 notes"): some of them, no count of them all."""
    return i + 1 < len(toks) and _DENOMINATION.fullmatch(text, toks[i].end, toks[i + 1].start) is not None


def _before_a_moment(toks: list[Token], i: int) -> bool:
    """The number is what something reaches before or until a moment its own part names ("must add up to exactly
    three eighths before the second group begins": rhythm-cards' Jig 6/8, whose bar is 6): a state on the way,
    maybe the column, maybe not."""
    _, end = part_range(toks, i)
    return any(x.kind == "word" and x.text.lower() in ("before", "until", "till") for x in toks[i + 1:end])


def _verb_column(toks: list[Token], i: int, columns: list[Fact], fact: Fact) -> bool:
    """Another number column of the card agrees with the number at i and is named by the verb right before it, a
    bound ('up to') aside ("Trash up to 4 cards" for trash 4, beside cards 0: keyword-deckbuilder's Ragpicker;
    not "buys a card worth 2 Faith", whose 'card' names no amount of the card's)."""
    k = _verb_before(toks, i)
    if k < 0:
        return False
    verb = stem(lemma(toks[k].text))
    # a verb of paying names the card's price ("Pay 2 Silver." on a card whose cost is 2 and whose column 'silver',
    # the Silver it gives, is 0: errata-edition's Call the Banners)
    return any(f is not fact and agrees(toks[i], f.values)
               and (verb in f.stems or verb in _PAYING and not _PRICE_COLUMN.isdisjoint(f.stems)) for f in columns)


def _named_card_verb_agrees(ctx: Context, sentence: str, toks: list[Token], i: int) -> bool:
    """A card the sentence names has a column, named by the verb right before the number at i (a bound aside),
    that agrees with it: that card's amount told in the rules."""
    k = _verb_before(toks, i)
    if k < 0:
        return False
    verb = stem(lemma(toks[k].text))
    return any(f.name.startswith("column") and f.stems == (verb,) and agrees(toks[i], f.values)
               for f in card_facts(ctx, sentence))


def _paid_not_priced(toks: list[Token], i: int, fact: Fact) -> bool:
    """The verb right before the number at i (a bound aside) is one of paying whose subject is a person ("she pays
    2 oil", not "The Quarry pays 2 Gold per tile", what a card pays out), and the column is no price."""
    k = _verb_before(toks, i)
    if k < 1 or not _PRICE_COLUMN.isdisjoint(fact.stems):
        return False
    verb = stem(lemma(toks[k].text))
    # "A Pressman therefore costs three coins to upgrade": a cost is a price whatever its subject (word-builder)
    return verb == _COST_STEM or verb in _PAYING and toks[k - 1].kind == "word" and toks[k - 1].text.lower() in PEOPLE


def _verb_before(toks: list[Token], i: int) -> int:
    """The index of the word right before the number at i, a bound ('up to') aside, or -1 when none is a word."""
    k = i - 1
    while k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in _BOUND_WORDS:
        k -= 1
    return k if k >= 0 and toks[k].kind == "word" else -1


def _column_by_verb(toks: list[Token], i: int, columns: list[Fact]) -> Optional[Fact]:
    """The one column named by a single word that is the verb right before the number at i, a bound ('up to')
    aside: "Plant two flowers." on a card whose `plant` is 2 and no column names flowers (kids-garden, written
    outside the project); "Draw up to 3 cards" for `draw`. The verb opens its sentence or follows a comma or a
    joining word, as an order does ("Roll the die, then plant 2"), so a noun that happens to spell a column
    ("a plant 2 spaces away") names none."""
    k = _verb_before(toks, i)
    if k < 0 or lemma(toks[k].text) != toks[k].text.lower() or k > 0 and (
            toks[k - 1].kind == "num" or toks[k - 1].kind == "word"
            and toks[k - 1].text.lower() not in ("and", "then", "or", "to")):
        return None   # (an order's verb is in its plain form: "50 minutes at 200" names no column by 'minutes')
    verb = stem(lemma(toks[k].text))
    named = [f for f in columns if f.stems == (verb,)]
    return named[0] if len(named) == 1 else None


_BOUND_WORDS = word_set("amount_bounds")   # between a verb and its amount
_PAYING = {stem(lemma(w)) for w in word_list("price_verbs")} - {stem("price")}
_PRICE_COLUMN = {stem("cost"), stem("price")}
_COST_STEM = stem("cost")


def _counts_kind(toks: list[Token], i: int, kinds: set[str], fact: Fact) -> bool:
    """The number counts things of a kind, a word or two then the kind's noun ('1 more effort card', 'two Effort
    cards'), which the column's term lacks: athletics-decimals' Effort deck, whose column 'effort' is the card's
    value, says "discard 1 more effort card"."""
    j = i + 1
    while j < len(toks) and toks[j].kind == "word" and toks[j].text.lower() in _EXTRA_WORDS:
        j += 1
    return j + 1 < len(toks) and toks[j].kind == "word" and toks[j + 1].kind == "word" \
        and toks[j + 1].stem in kinds and toks[j + 1].stem not in fact.stems


def _die_face(toks: list[Token], i: int) -> bool:
    """The number at i is a face a die shows: 'a natural 19', or said on a die ("a 19 on the attack die", "a 6 on
    the d6"), which no column of the card counts (dice-notation's Flail: attack -1, "a natural 19 on the attack
    die is also a critical hit")."""
    if i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "natural":
        return True
    after = [x.text.lower() for x in toks[i + 1:i + 5] if x.kind == "word"]
    if after[:1] != ["on"]:
        return False
    rest = after[1:]
    if rest[:1] in (["the"], ["a"], ["an"], ["your"], ["its"]):
        rest = rest[1:]
    return bool(rest) and (rest[0] in ("die", "dice") or re.fullmatch(r"d\d+", rest[0]) is not None
                           or len(rest) > 1 and rest[1] in ("die", "dice"))


_SOMEONE = word_set("someone_openers")


_ANOTHER_OPENERS = word_set("others_among") | {"the", "that"}   # before a side taken from ('the target')
_TAKEN_FROM = word_set("others_taken_from")


def _off_another(toks: list[Token], i: int) -> bool:
    """The number's noun (a word or two) is taken off or from another side the text names ("Each unsaved wound it
    deals takes 2 wounds off the target": the target's wounds, not the card's own column of 4, wound-chart; "steals
    1 Gold from the party"), or from each of several ("Remove 1 pest from each of three trees"); not from the supply
    a card's own amount comes out of ("take 10 Money from the bank"), nor off 'any Church', 'this card', 'it'."""
    k = i + 1
    while k < min(len(toks), i + 3) and toks[k].kind == "word" and toks[k].text.lower() not in ("off", "from"):
        k += 1
    if not (k > i + 1 and k + 2 < len(toks) and toks[k].kind == "word" and toks[k].text.lower() in ("off", "from")
            and toks[k + 1].kind == "word" and toks[k + 2].kind == "word"):
        return False
    opener, noun = toks[k + 1].text.lower(), toks[k + 2].text.lower()
    # from each of several (a share of the card's whole), or off another side the text names; "Take one Growth stop
    # off any Church" is where the card's own amount comes from (commissioned)
    return opener in ("each", "every") or opener in _ANOTHER_OPENERS and noun in _TAKEN_FROM


def _of_the_other_players(toks: list[Token], i: int) -> bool:
    """The number's part of its clause is said of the other players: 'other' or 'another' and a player noun, or an
    opponent, before it ("Every other player returns 1 crate of their choice": their loss, not what the card gives
    its owner; harbor-caps, written outside the project)."""
    a = clause(toks, i)[0]
    a = max([a, *(k + 1 for k in range(a, i) if toks[k].kind == "comma")])
    for k in range(a, i):
        x = toks[k]
        if x.kind != "word":
            continue
        low = x.text.lower()
        if low in ("opponent", "opponents") or low in ("other", "another") and any(
                y.kind == "word" and y.text.lower() in ("player", "players", "opponent", "opponents")
                for y in toks[k + 1:min(i, k + 3)]):
            return True
    return False


def _each_of_several(toks: list[Token], i: int) -> bool:
    """The number's noun (a word or two) is followed by 'each of' and a number: one of several alike ("Take 1 crate
    each of two different goods": two crates in all), no amount of the card's own column (harbor-caps, written
    outside the project). ('instead of' is not excused: "Every road costs 3 Money of upkeep instead of the usual 1"
    is the card's own upkeep.)"""
    words = [x.text.lower() if x.kind == "word" else x.kind for x in toks[i + 1:i + 6]]
    for k in range(1, 4):
        if words[k:k + 2] == ["each", "of"] and words[k + 2:k + 3] == ["num"]:
            return all(w not in ("num", "break", "comma") for w in words[:k])
    return False


def _someone_who(toks: list[Token], i: int) -> bool:
    """The number's clause is said of a person the card's text brings in: an article, a noun or two and 'who' before
    the number ("Snare: a hero who misses it loses 1 Gold to the bank": the hero's loss, not the monster's gold,
    dice-notation), someone other than the card."""
    a = clause(toks, i)[0]
    for k in range(max(a + 1, i - 12), i):
        if toks[k].kind == "word" and toks[k].text.lower() in ("who", "whoever") and any(
                toks[j].kind == "word" and toks[j].text.lower() in _SOMEONE for j in range(max(a, k - 3), k - 1)):
            return True
    return False


def _subset(toks: list[Token], i: int) -> bool:
    """"the four squares that touch its sides": 'the', the number, its noun (a word or two) and a relative clause
    that picks some of them, which the card's own total need not be (the free centre is a fifth square)."""
    if i == 0 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() != "the":
        return False
    after = toks[i + 1:i + 4]
    return any(x.kind == "word" and x.text.lower() in ("that", "which", "who") and all(
        y.kind == "word" for y in after[:k]) and k > 0 for k, x in enumerate(after))


def _every_card_has(deck, fact: Fact) -> bool:
    """The fact's column is filled on every card of the deck: a stat each card has (its price in seeds, its
    worth), not an amount only the cards whose text uses it carry (Notre Dame's 10 Money, empty on the other
    wonders), which a trigger's gain ("When you finish it, take 10 Money") restates."""
    column = fact.name.split("'")[1] if fact.name.count("'") >= 2 else ""
    return bool(column) and all(isinstance(c.fields.get(column), int) for c in deck.cards)


def _column_words(fact: Fact) -> str:
    """A card column's name as words ("column 'money_per_settlement'": money per settlement), for a message: its
    stems ('damag', 'coin') read as misspellings."""
    name = fact.name.split("'")[1] if fact.name.count("'") >= 2 else " ".join(fact.stems)
    return name.replace("_", " ")


_LOSING = {"lose", "loses", "losing", "lost"}


def _lost_from(toks: list[Token], i: int) -> bool:
    """A verb of losing among the two words right before the number at i ("it loses 1 Manners point"), or one of
    taking away whose object is taken from the card itself ("remove 1 water drop from it" on a seed whose water is
    4: seed-swap, written outside the project)."""
    if any(x.kind == "word" and x.text.lower() in _LOSING for x in toks[max(0, i - 2):i]):
        return True
    if not any(x.kind == "word" and x.text.lower() in _REMOVING for x in toks[max(0, i - 2):i]):
        return False
    words = [x.text.lower() for x in toks[i + 1:i + 7] if x.kind == "word"]
    return any(words[k:k + 2] in (["from", "it"], ["from", "this"], ["from", "here"]) for k in range(len(words) - 1))


_REMOVING = word_set("removing_verbs")


def _even_at(toks: list[Token], i: int) -> bool:
    """The number follows 'even at', 'even with', 'even on': a state the text allows something in, at its edge."""
    return i >= 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("at", "with", "on") \
        and toks[i - 2].kind == "word" and toks[i - 2].text.lower() == "even"


def _wording_claims(run: Printed, s: Scan, used: set[int]) -> None:
    """TXT003: a number of a card's text that the deck's other cards, worded alike, print as their own value of a
    column ('Adds 4 Silver ...' on the glaze whose `bonus` is 4, and so on), where this card prints another; a
    number another reading already bound is that reading's."""
    for slip in run.wording_slips(s.passage):
        at = next((i for i, t in enumerate(s.toks) if t.start <= slip.offset < t.end), None)
        reported = run.card_report_at.get((id(s.passage), at)) if at is not None else None
        if slip.constant and (reported is None or _report_column(run.card_reports[reported]) != slip.column):
            continue   # the other cards all print one value, which their column holds too: maybe by chance
            # ("Roll 2 dice" on cards that all cost 2), unless the column reading named that column here
        if at is not None and at in used and reported is None:
            continue   # the reading of the card's columns bound it and found it agreeing: it stands
        if reported is not None:
            # "place 4 more Cell Groups" on a city whose cell_groups is 3: the column reading doubted it (an extra
            # on a stat every card has), but the deck's other cards, worded alike, each print that column there
            run.card_reports[reported] = None
        if at is not None:
            used.add(at)
        deck, card = s.passage.owner
        run.ctx.report("TXT003", s.passage.loc(slip.offset),
                       f"card '{card.name}' says '{slip.written}' where {slip.alike} cards of deck '{deck.name}' "
                       f"worded alike print their column '{slip.column}', but its '{slip.column}' is {slip.value}",
                       expected=slip.value, actual=slip.written, related=card.cells.get(slip.column, card.loc),
                       hint=f"write {slip.value} here, or fix the card's '{slip.column}' cell",
                       subject=f"{card.id}/{s.passage.field}/{slip.column}")


def _report_column(report: Optional[tuple[tuple[str, str, str], bool, str, dict]]) -> str:
    """The column a pending card report holds its number to ('' for one a wording slip replaced)."""
    name = report[0][2] if report is not None else ""
    return name.split("'")[1] if name.count("'") >= 2 else ""


def _report_cards(run: Printed) -> None:
    """The TXT003 findings of every card text, once the whole deck is read: a column that the texts of two or
    more of the deck's cards say another number beside, and none states ("Take three knights", "Send two knights" where
    `knights` is what the power card adds, not what its action moves), means something else than what the
    texts count: each of those is a guess, a warning."""
    for report in run.card_reports:
        if report is None:
            continue   # a wording slip said it instead (_wording_claims)
        (deck, field, column), unsure, named_by, finding = report
        agree, differ = run.column_tally.get((deck, field), {}).get(column, (0, 0))
        if named_by == "unit" and (run.unit_tally.get((deck, field, column), 0) < 2 or unsure):
            continue   # "crafting three Parts takes only 1 hour" on a Hammer whose `hours` (its own making) is 2:
            # a measure in a column's unit is that column's where the deck's texts are seen to state it (two
            # cards or more: tea-auction's "Deliver 40 kg"), and maybe another measure where they are not
        # only a column named by one word ('knights', 'coins') may mean another thing: a longer name the texts
        # say in full ('church_drops_to_cell_groups': "drops back to 6 Cell Groups") is what they state
        apart = named_by != "words" and agree == 0 and differ >= 2
        run.ctx.report(finding.pop("rule"), finding.pop("loc"), finding.pop("message"), **finding,
                       unsure=unsure or apart)


def _named_by(toks: list[Token], i: int, fact: Fact, units: dict[str, str]) -> str:
    """How the number at i names its column: "unit" (the unit the column is named by, right after it: '40 kg'),
    "one" (a column named by one word) or "words"."""
    unit = units.get(fact.name)
    if unit is not None and i + 1 < len(toks) and toks[i + 1].kind == "word" and unit_of(toks[i + 1].text) == unit:
        return "unit"
    return "one" if len(fact.stems) == 1 else "words"


_TAKEN_AWAY = word_set("taken_away_verbs")
_CHANGE_AFTER = {"more", "less", "fewer", "extra"}


def _taken_away(toks: list[Token], i: int) -> bool:
    """The number at i is an amount taken away, moved on or changed: a verb of taking away among the three words
    before it ("Remove 2 Fatigue", "Move up to 3 of your cubes"), 'more' or 'fewer' right after its noun ("take 1
    coin more"), or a verb of spoiling after it ("1 food there spoils")."""
    before = [x.text.lower() for x in toks[max(0, i - 3):i] if x.kind == "word"]
    after = [x.text.lower() for x in toks[i + 1:i + 4] if x.kind == "word"]
    return bool(_TAKEN_AWAY.intersection(before) or _TAKEN_AWAY.intersection(after)
                or after[1:2] and after[1] in _CHANGE_AFTER)


_NOUN_DETERMINERS = word_set("determiners")


def _verb_as_noun(toks: list[Token], a: int, b: int, fact: Fact) -> bool:
    """A verb of the fact's term ('end' of 'VP to end the game', `vp_to_end`: a word after 'to') is said in the
    sentence [a, b) only as a noun, after a determiner ("at the end", "close to its end")."""
    words = re.findall(r"[a-z]+", (fact.term or fact.name).lower().replace("_", " "))
    verbs = {stem(w) for k, w in enumerate(words[1:], 1) if words[k - 1] == "to"} & set(fact.stems)
    for v in verbs:
        said = [k for k in range(a, b) if toks[k].kind == "word" and toks[k].stem == v]
        if said and all(k > 0 and toks[k - 1].kind == "word" and toks[k - 1].text.lower() in _NOUN_DETERMINERS
                        for k in said):
            return True
    return False


def _defined_by(toks: list[Token], i: int) -> bool:
    """The number opens what a noun is said to be, right after it and 'is' or 'means' ("A bust is 4 Alarms at once",
    heist-dice, written outside the project: the term's verb said as a noun is then the thing the rule counts for,
    no moment)."""
    return i >= 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("is", "means") \
        and toks[i - 2].kind == "word"


_CONCLUDING = {"so", "thus", "hence", "altogether"}


def _concludes(toks: list[Token], a: int) -> bool:
    """The sentence opening at a draws a conclusion from what came before: 'So', 'Thus', 'Hence', 'Altogether'."""
    return toks[a].kind == "word" and toks[a].text.lower() in _CONCLUDING and a + 1 < len(toks) \
        and toks[a + 1].kind != "colon"


def _kind_words(deck) -> set[str]:
    """The stems of the one-word values of a deck's name columns (`ref:`, `ref?:`, `str`): what its cards are
    said to be ('Creature', 'Spell'), words a card's text may call other cards by."""
    cols = [name for name, tp in deck.fields.items() if tp == "str" or tp.startswith(("ref:", "ref?:"))]
    return {stem(v) for c in deck.cards for name in cols for v in (c.fields.get(name),)
            if isinstance(v, str) and v.isalpha()}


_PRICE_VERBS = word_set("price_verbs")
_NAME_OPENERS = alternation("price_name_openers")   # "A Hut costs 3", "your Mill costs 2": the words before the name


_DIFFERS_BY = {"more", "less", "fewer", *word_list("comparatives")}


def _compared_to_another(run: Printed, s: Scan, i: int, own: str) -> bool:
    """The number at i is by how much the card differs from another thing ("1 more Popularity than anyone else") or
    from another card its sentence names and compares it with ("Costs 1 tonne more than a Red Scout and scores 2
    more science points", "Goes as far as the Storm Watcher but needs 1 more year": probe-launch): 'more', 'less' or
    a comparative within three words after it, then 'than'; or 'than' or 'as' in the sentence and another card's
    name."""
    words = [x.text.lower() for x in s.toks[i + 1:i + 4] if x.kind == "word"]
    if _DIFFERS_BY.isdisjoint(words):
        return False
    a, b = sentence(s.toks, i)
    if any(x.kind == "word" and x.text.lower() == "than" for x in s.toks[i + 1:b]):
        return True   # "1 more Popularity than anyone else in the deck" (wrestling-show): a difference from another
    if not any(x.kind == "word" and x.text.lower() in ("than", "as") for x in s.toks[a:b]):
        return False
    text = s.passage.text[s.toks[a].start:s.toks[b - 1].end]
    return any(n != own and re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) for n in run.card_names())


def _names_another(run: Printed, s: Scan, i: int, own: str) -> bool:
    """The number at i is the price of a cost or another card of the game named right before it ("A Hut costs 3
    Wood", "a Mill costs you only 2"): the name, a price verb, then at most two words."""
    a, _ = sentence(s.toks, i)
    verb = next((j for j in range(i - 1, max(a, i - 4) - 1, -1)
                 if s.toks[j].kind == "word" and s.toks[j].text.lower() in _PRICE_VERBS), None)
    if verb is None or any(x.kind != "word" for x in s.toks[verb:i]):
        return False
    words = [x.text.lower() for x in s.toks[i + 1:i + 3] if x.kind == "word"]
    if len(words) == 2 and words[1] in ("more", "extra", "less", "fewer"):
        return False   # "Each worker costs 1 Money more": the change the card makes, its own amount
    before = s.passage.text[s.toks[a].start:s.toks[verb].start].rstrip()
    if not run.price_names().search(before):
        return False   # no name of the game ends the words before the verb (one search, not one pattern per name)
    names = [c.name for c in run.ctx.game.costs] + [c.name for d in run.ctx.game.decks for c in d.cards]
    # "A Hut costs 3 Wood": one thing's price; "Each worker costs", "Every road costs" say what the card does to
    # every one of them (docs/checks.md TXT003)
    return any(n != own and re.search(rf"(?:^|\b(?:{_NAME_OPENERS}))\s*{re.escape(n)}s?$", before, re.I)
               for n in names if n)


def _named_exception(run: Printed, p: Passage, toks: list[Token], i: int, fact: Fact) -> bool:
    """The number at i is what a card the sentence names before it makes of a rule, the usual amount told right
    after it ("on a Cold Snap the campfire burns two wood instead of one" beside a row of 1): 'instead of' and a
    number that agrees with the fact, and a card's or cost's name, a name set's member or a map's place earlier in
    the sentence ("**Legion II Augusta**, the engineers: building a fort costs you 1 Supply instead of 2"). ("When you Scout, look
    at 3 cards instead of 2" names no card: the rulebook says the rule is 3, TXT001.)"""
    k = next((k for k in range(i + 1, min(len(toks) - 2, i + 5)) if toks[k].kind == "word"
              and toks[k].text.lower() == "instead" and toks[k + 1].text.lower() == "of"), None)
    if k is None or toks[k + 2].kind != "num" or not agrees(toks[k + 2], fact.values):
        return False
    a, _ = sentence(toks, i)
    before = p.text[toks[a].start:toks[i].start]
    if p.scope == "table cell" and p.row and p.column > 0:
        before = f"{p.row[0]} {before}"   # "| Bellows | 4 Clay | ... take three clay cards instead of two |": the
        # row's label names what makes the exception (markdown-tables' upgrade table)
    return any(n and n in before and re.search(rf"\b{re.escape(n)}\b", before) for n in run.exception_makers())


def _acts(toks: list[Token], i: int) -> bool:
    """A verb of doing stands before the number at i in its sentence ("Put one Church Member", "you may spend
    2 prayer points"): the text states what the card does, its row's own amount."""
    a, _ = sentence(toks, i)
    return any(x.kind == "word" and x.stem in ACTIONS for x in toks[a:i])


def _describes(toks: list[Token], i: int) -> bool:
    """The number at i describes how the card looks, no verb of doing before it in its sentence, and it opens its
    part of the sentence or follows 'with' ("Shimmering organza with two buttons sewn side by side", "Fine cotton
    lawn, two buttons on it")."""
    prev = toks[i - 1] if i > 0 else None
    opens = prev is None or prev.kind in ("comma", "break") or prev.kind == "word" and prev.text.lower() == "with"
    return opens and not _acts(toks, i)


_LEFT = word_set("remainder_words")


def _conditional(toks: list[Token], i: int) -> bool:
    """The number at i is said on a condition and marked as other than the usual: 'only' right before it after an
    'if' or 'unless' ("Rush order: if it is late, it pays only 1 tip"), 'more' after its noun and then a
    condition ("Pays 2 Silver more if you own a Weavers' Hall") or after a condition said first ("If you played
    another weapon, deal 1 more damage") or after it ("Worth 2 more credits at the end if ..."), 'instead of' after
    it ("deals 2 wounds instead of 1") or before it in its sentence ("instead of attacking, deal 6 damage"), or
    'more ... than' ("gives 1 more condition than the die says"), or an 'if' or 'unless' right after it and its noun
    ("Costs 7 Gold if you trade in a Brig")."""
    a, b = sentence(toks, i)
    only = i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "only"
    if only and any(x.kind == "word" and (x.text.lower() in ("if", "unless") or x.text.lower() in _LEFT)
                    for x in toks[a:i]):
        return True   # ... or after what is left: "with 2 shells left, a Triple Salvo fires only 2 shots" (fleet-grid)
    words = [x.text.lower() for x in toks[i + 1:min(b, i + 4)] if x.kind == "word"]
    if len(words) >= 2 and words[-2:] == ["instead", "of"] or "instead of" in " ".join(words[:3]):
        return True   # "deals 2 wounds instead of 1": the card's exception to a usual amount, not its column
    if any(toks[k].kind == "word" and toks[k].text.lower() == "instead" and toks[k + 1].text.lower() == "of"
           and any(x.kind == "comma" for x in toks[k + 2:i]) for k in range(a, i - 1)):
        # ... and a comma closes the 'instead of' before the number: "instead of the usual 1" is the rule's usual
        return True   # "instead of rolling to attack, deal 6 damage": an ability in place of the usual, whose
        # amounts are its own, not the card's column of that name (dungeon-d20's Wizard)
    if any(w in ("if", "unless") for w in words[:3]):
        return True   # "Costs 7 Gold if you trade in a Brig": an amount on a case the card opens right after it, which
        # its column (the price printed on it, 8) need not be (footnote-fleet); 'when' is when the amount holds
    third = [k for k in range(i + 1, min(b, i + 4)) if toks[k].kind == "word"][2:3]   # words[2]'s token
    if len(words) >= 3 and words[1] in ("more", "extra") and _opens_condition(toks, third[0]):
        return True
    if bool({"more", "fewer", "less"} & set(words[:2])) and any(
            x.kind == "word" and x.text.lower() == "than" for x in toks[i + 1:b]):
        return True   # "gives 1 more condition than the die says": the difference to another amount
    # "If you played another weapon this turn, deal 1 more damage": a bonus on a condition said first, or after
    # ("Worth 2 more credits at the end if your bank also holds a Crew Portrait")
    return bool(words[:2]) and bool({"more", "extra"} & set(words[:2])) and any(
        _opens_condition(toks, k) for k in range(a, b) if k != i)


def _case_first(toks: list[Token], i: int) -> bool:
    """The number's sentence opens with a case closed by a comma before it: 'if', 'unless' or 'against' first ("If
    the Rival is a Trick style, this technique has power 5"), a participle with its 'by' ("Played by a Sekiwake or
    higher, this technique has power 4": sumo-basho's Tsukidashi, whose power is 2), or a threshold ('or higher',
    'or more', 'at least') in a part that opens with a preposition ("With 8 wins or more, ..."): the amount the card gives in that case, maybe not the column's. 'When' opens a moment,
    not a case: "When you play it, gain 3 gold" still states the column."""
    a, _ = sentence(toks, i)
    comma = next((k for k in range(a, i) if toks[k].kind == "comma"), None)
    if comma is None or comma == a:
        return False
    words = [x.text.lower() for x in toks[a:comma] if x.kind == "word"]
    if not words:
        return False
    if words[0] in _CASE_OPENERS or len(words) > 1 and words[0].endswith("ed") and words[1] == "by":
        return True
    # a threshold in a part that opens with a preposition: "With 8 wins or more, ..."; not in an order's first item
    # ("Win with a Church of five or more pieces in Caesarea, ... and three Word cards": Commissioned's scenario)
    return words[0] in ("with", "at", "on", "from", "having") and (
        any(words[k] in ("or", "and") and words[k + 1] in _THRESHOLD_ENDS for k in range(len(words) - 1))
        or any(words[k:k + 2] == ["at", "least"] for k in range(len(words) - 1)))


_CASE_OPENERS = ("if", "unless", "against", "versus")
_THRESHOLD_ENDS = word_set("threshold_ends")


# what opens a condition after an amount ("1 more power while you control another Grove unit": deck-rules)
_CONDITION_WORDS = ("if", "when", "unless", "whenever", "while")


def _opens_condition(toks: list[Token], k: int) -> bool:
    """A word at k that opens a condition; 'while' not before 'this', 'it' or 'the' ("while this event lasts" is how
    long the card's own amount holds, Commerce's Plague: "costs 1 Money more ... while this event lasts")."""
    x = toks[k]
    if x.kind != "word" or x.text.lower() not in _CONDITION_WORDS:
        return False
    return x.text.lower() != "while" or not (k + 1 < len(toks) and toks[k + 1].text.lower() in ("this", "it", "the"))
