"""Facts: what the data says a printed term's number is, at each player count where it varies.

A fact is a term (the content-word stems a sentence uses for it) with its
values: one value per player count for a rule of `players` or a table whose
axis is players, else the set of values the data gives (a constant rule, a
rule of no argument but `players` at every argument the game passes it, a rule
of other arguments over the tables that lay it out, a box count); a worked
example's own text also takes what its checks give and pass (example_facts).
Each fact knows where the data defines it and the placeholder that prints it.
"""
from __future__ import annotations

import ast
import inspect
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Mapping, Optional

from ..core.errors import Loc
from ..core.signatures import signature
from .findings import MISSING, Context
from .words import LETTER_RUN as _ALPHA_RUN, NUMBER_WORDS, STOP, stem
_A_DIGIT = re.compile(r"\d")
_RANGE_PARTS = re.compile(r"\s*(\d+)\s*-\s*(\d+)\s*")
_RANGE_TEXT = re.compile(r"\d+\s*-\s*\d+")
_NUMBER_TYPE = re.compile(r"\s*(int|float)\s*")


@dataclass(frozen=True)
class Fact:
    """A number the data holds, under the words that name it."""

    name: str                               # as shown in messages: "rowers()", "row 'Cards dealt'"
    stems: tuple[str, ...]                  # content stems, in order
    by_count: Mapping[int, int]             # player count -> value (empty: the value does not vary by count)
    values: frozenset[int]                  # every value the data gives
    loc: Loc                                # where the data defines it
    placeholder: str                        # what prints it
    context: str = "any"                    # "any"; "box": only where the text speaks of the box's contents;
                                            # "die": only beside 'sides' or 'faces';
                                            # "named": of a cost or card the sentence names
    term: str = ""                          # the words as printed: a row label, a component name
    limit: str = ""                         # "max"/"min": a rule named as a limit ('max_workers') states only
                                            # a limit ('up to 5 workers'), never a count of the noun alone
    inputs: frozenset[int] = frozenset()    # numbers a worked example passes the rule, or the rule gives with a
                                            # yes-or-no argument turned: its text may tell them beside the rule's
                                            # words ("3 Glow saved", "roll two dice") without contradiction
    alias: str = ""                         # the stem of a short form the glossary declares for some of its
                                            # words ('vp' for "VP: Victory points."), standing in their place
    by_key: Mapping[str, int] = field(default_factory=dict)   # a name -> the value at it, for a rule or row laid
                                            # out over named things (a table's axis of districts: 'Capital' -> 11)
    printed: str = ""                       # the Jinja expression that prints the value in a document
                                            # (`engine.neutral_armies()`; `{count}` stands for the player count
                                            # of a fact that varies by it), "" when no value placeholder does:
                                            # what `pnp check --fix` writes for a number typed by hand

    @property
    def shown(self) -> str:
        return self.term or self.name

    def at(self, counts: Optional[frozenset[int]]) -> list[frozenset[int]]:
        """The values at each of the given counts (all values when the fact does not vary or none given)."""
        if not self.by_count or not counts:
            return [self.values]
        return [frozenset({self.by_count[c]}) for c in sorted(counts) if c in self.by_count] or [self.values]


@lru_cache(maxsize=4096)
def term_stems(text: str) -> tuple[str, ...]:
    """The stems of a term's words (its stop words and single letters left out), in order, each once: worked out
    once per text (a check of the four shipped games asks 1,091 times for 374 texts: a deck's name for every card
    claim, a fact's term for every sentence)."""
    words = _ALPHA_RUN.findall(text.replace("_", " "))
    return tuple(dict.fromkeys(stem(w) for w in words if w.lower() not in STOP and len(w) > 1))


def _number(value: Any) -> Optional[int]:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return int(value) if float(value).is_integer() else None




def _returns_number(func: Any) -> bool:
    try:
        annotation = signature(func).return_annotation
    except (TypeError, ValueError):
        return False
    if annotation is inspect.Signature.empty:
        return True  # unannotated: the values it gives decide
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))
    return bool(_NUMBER_TYPE.fullmatch(str(text)))


def _required(func: Any) -> list[str]:
    try:
        params = signature(func).parameters.values()
    except (TypeError, ValueError):
        return ["?"]
    return [p.name for p in params if p.default is inspect.Parameter.empty
            and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY, p.POSITIONAL_ONLY)]


def _players_by_default(func: Any) -> bool:
    """The rule's one argument is the player count, given a default ('rounds(players=2)'): it varies by the count as
    a rule that needs it does, its default one count of several (camp-setup's "7 rounds with three" was held to the
    two-player 8)."""
    try:
        params = list(signature(func).parameters.values())
    except (TypeError, ValueError):
        return False
    return len(params) == 1 and params[0].name == "players" and params[0].kind in (
        params[0].POSITIONAL_OR_KEYWORD, params[0].KEYWORD_ONLY)


def _switched_values(ctx: Context, func: Any) -> set[int]:
    """What a rule of no required argument gives with each of its yes-or-no switches turned the other way
    (`dice_to_roll(lighthouse=False)`: 1, or 2 with the Lighthouse lit): the rules' words speak of both cases ("someone
    who will soon roll two dice", roll-activate, written outside the project): a number beside its words that is
    the other one is no contradiction, and no value its placeholder (of no argument) would print either."""
    try:
        params = signature(func).parameters.values()
    except (TypeError, ValueError):
        return set()
    out: set[int] = set()
    for p in params:
        if isinstance(p.default, bool) and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY):
            v = _number(_quiet(ctx, func, **{p.name: not p.default}))
            if v is not None:
                out.add(v)
    return out


_ENGINE_CALL = re.compile(r"engine\s*\.\s*([A-Za-z_]\w*)\s*\(([^()]*)\)")


def document_calls(texts: list[str]) -> dict[str, list[tuple[list[Any], dict[str, Any]]]]:
    """Rule name -> the literal arguments the documents pass it (`engine.cards_dealt(3)`)."""
    out: dict[str, list[tuple[list[Any], dict[str, Any]]]] = {}
    for text in texts:
        for m in _ENGINE_CALL.finditer(text):
            try:
                call = ast.parse(f"f({m.group(2)})", mode="eval").body
                # f(...) with no parentheses inside (_ENGINE_CALL) is a call; one that unpacks **a mapping
                # names no argument
                if not isinstance(call, ast.Call) or any(k.arg is None for k in call.keywords):
                    continue
                args = [ast.literal_eval(a) for a in call.args]
                kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg is not None}
            except (SyntaxError, ValueError):
                continue
            out.setdefault(m.group(1), []).append((args, kwargs))
    return out


def _quiet(ctx: Context, func: Any, *args: Any, **kwargs: Any) -> Any:
    """Engine code the other families already call and report on: here an exception just means 'no fact'."""
    from ..load.engine_calls import EngineFault

    try:   # through the engine's controlled calls: a rule that loops must not hang the check
        return ctx.engine.calls.run(getattr(func, "__name__", "engine rule"), func, *args, **kwargs)
    except EngineFault:   # reported by the families that own that rule (ENG001-ENG003)
        return MISSING


def player_counts(ctx: Context) -> list[int]:
    """Every count the game or a variant is played at (a game for 4, 6 or 8 is never called at 5)."""
    g = ctx.game
    return sorted({n for r in (g.players, *(v.players for v in g.variants)) for n in r})


def rule_facts(ctx: Context, doc_texts: list[str]) -> list[Fact]:
    facts: list[Fact] = []
    calls = document_calls(doc_texts)
    counts = player_counts(ctx)
    used = _used_arguments(ctx)
    tables = _used_arguments(ctx, examples=False)
    for name, func in sorted(ctx.engine.rules.items()):
        if not _returns_number(func):
            continue
        required = _required(func)
        by_count: dict[int, int] = {}
        values: set[int] = set()
        switched: frozenset[int] = frozenset()
        if required == ["players"] or not required and _players_by_default(func):
            for n in counts:
                v = _number(_quiet(ctx, func, players=n))
                if v is not None:
                    by_count[n] = v
            values = set(by_count.values())
            if required != ["players"] and len(values) == 1:
                by_count = {}   # a default that every count keeps: a rule of no argument, as it is called
        elif not required:
            v = _number(_quiet(ctx, func))
            if v is not None:
                values.add(v)
                switched = frozenset(_switched_values(ctx, func) - values)
        # a rule of other arguments ('glow_total(saved, gained)') has no one value: what a worked example or a
        # placeholder gives at the arguments it states says nothing of the same words elsewhere; only a table,
        # which lays the rule out over its whole axis, gives the values a number beside its words may take
        free = required in ([], ["players"])
        by_key: dict[str, int] = {}
        for args, kwargs in [*calls.get(name, []), *used.get(name, [])] if free else tables.get(name, []):
            v = _number(_quiet(ctx, func, *args, **kwargs))
            if v is not None:
                values.add(v)
                given = [*args, *kwargs.values()]
                if not free and len(given) == 1 and isinstance(given[0], str):
                    by_key[given[0]] = v   # district_votes('Capital') laid out by a table of districts
        if not values:
            continue
        stems = term_stems(name)
        if stems:
            loc = _rule_loc(ctx, func)
            facts.append(Fact(f"{name}()", stems, by_count, frozenset(values), loc,
                              f"{{{{ engine.{name}({'players' if by_count else '...' if required else ''}) }}}}",
                              limit=_limit(name), printed=f"engine.{name}({'{count}' if by_count and (required or len(set(by_count.values())) > 1) else ''})"
                              if required in ([], ["players"]) else "", by_key=by_key, inputs=switched))
    return facts


def example_facts(ctx: Context, facts: list[Fact], example: Any) -> list[Fact]:
    """The game's facts inside one worked example's own text: a rule of other arguments, which has no value
    elsewhere, takes the values the example's checks give and the numbers they pass it ("3 Glow saved, 2
    gained, 5 in all" for `glow_total(saved=3, gained=2) == 5`: a story tells its inputs as well)."""
    extra: dict[str, set[int]] = {}
    inputs: dict[str, set[int]] = {}
    for check in example.checks:
        func = ctx.engine.rules.get(check.rule)
        if func is None or _required(func) in ([], ["players"]) or not _returns_number(func):
            continue
        v = _number(_quiet(ctx, func, **check.args))
        if v is None:
            continue
        extra.setdefault(check.rule, set()).add(v)
        inputs.setdefault(check.rule, set()).update(n for n in map(_number, check.args.values()) if n is not None)
    if not extra:
        return facts
    out = []
    for f in facts:
        name = f.name[:-2] if f.name.endswith("()") else ""
        more = extra.pop(name, None)
        out.append(f if more is None else Fact(f.name, f.stems, f.by_count, f.values | frozenset(more), f.loc,
                                               f.placeholder, f.context, f.term, f.limit, frozenset(inputs[name]),
                                               by_key=f.by_key))
    for name, values in sorted(extra.items()):
        func = ctx.engine.rules[name]
        stems = term_stems(name)
        if stems:
            out.append(Fact(f"{name}()", stems, {}, frozenset(values), _rule_loc(ctx, func),
                            f"{{{{ engine.{name}(...) }}}}", limit=_limit(name), inputs=frozenset(inputs[name])))
    return out


_LIMITS = {"max": "max", "maximum": "max", "min": "min", "minimum": "min"}


def _limit(name: str) -> str:
    """'max' or 'min' for a rule named as a limit ('max_workers', 'move_spaces_min', 'most_health'), else ''."""
    return _row_limit(name.replace("_", " "))


def _rule_loc(ctx: Context, func: Any) -> Loc:
    """Where engine.py defines the rule (its first line, decorator included), without reading the source."""
    code = getattr(inspect.unwrap(func), "__code__", None)
    return Loc(ctx.engine.file, code.co_firstlineno if code is not None else 1, 1)


def _used_arguments(ctx: Context, examples: bool = True) -> dict[str, list[tuple[list[Any], dict[str, Any]]]]:
    """Rule name -> the arguments tables and (`examples`) worked examples pass it."""
    out: dict[str, list[tuple[list[Any], dict[str, Any]]]] = {}
    for table in ctx.game.tables:
        for row in table.rows:
            if row.rule:
                for value in table.axis.values:
                    out.setdefault(row.rule, []).append(([], {**row.args, table.axis.name: _first(value)}))
    for example in ctx.game.examples if examples else ():
        for check in example.checks:
            out.setdefault(check.rule, []).append(([], dict(check.args)))
    return out


def _first(value: Any) -> Any:
    if isinstance(value, str) and _RANGE_TEXT.fullmatch(value):
        return int(value.split("-")[0])
    return value


def _axis_counts(value: Any, allowed: Any) -> list[int]:
    """The player counts a column stands for: 3, '2-4' ('4-8' of a game for 4, 6 or 8: its counts 4, 6, 8)."""
    if isinstance(value, int):
        return [value]
    m = _RANGE_PARTS.fullmatch(str(value))
    counts = list(range(int(m.group(1)), int(m.group(2)) + 1)) if m else []
    return [n for n in counts if n in allowed] or counts if allowed.only else counts


_IN_ONE = re.compile(r"\b(?:in|on|at|per)\s+one\b")


def row_facts(ctx: Context) -> list[Fact]:
    facts: list[Fact] = []
    for ti, table in enumerate(ctx.game.tables):
        if table.variant:
            continue   # a variant's table is what the variant changes: the base game's text never states it
        for ri, row in enumerate(table.rows):
            if _A_DIGIT.search(row.label) or set(_IN_ONE.sub("", row.label.lower()).split()) & set(NUMBER_WORDS):
                continue  # 'Level 3', 'Most with one card' name an argument, not a value ('Armies in one territory
                # at most' does: a place, one at a time: frontier-war, written outside the project)
            by_count: dict[int, int] = {}
            values = {v for v in (_number(c) for c in row.values) if v is not None}
            by_key = {str(a): n for a, n in ((a, _number(c)) for a, c in zip(table.axis.values, row.values))
                      if isinstance(a, str) and n is not None} if table.axis.name != "players" else {}
            if table.axis.name == "players":
                for axis_value, cell in zip(table.axis.values, row.values):
                    for n in _axis_counts(axis_value, ctx.game.players):
                        number = _number(cell)
                        if number is not None:
                            by_count[n] = number
            stems = term_stems(row.label)
            if len(stems) < 2 and table.axis.name != "players":
                continue  # one word ('Turns') over a table of other arguments: too loose to bind
            if values and stems:
                facts.append(Fact(f"row '{row.label}' of table '{table.id}'", stems, by_count, frozenset(values),
                                  ctx.game.where("tables", ti, "rows", ri, "label"),
                                  f"{{{{ table(\"{table.id}\") }}}}"
                                  + (f" or {{{{ engine.{row.rule}(...) }}}}" if row.rule else ""), term=row.label,
                                  limit=_row_limit(row.label) or (_limit(row.rule) if row.rule else ""),
                                  printed=_row_printed(ctx, row, by_count),
                                  by_key=by_key))
    return facts


def _row_printed(ctx: Context, row: Any, by_count: dict[int, int]) -> str:
    """What prints a players table's row at one count (_row_call); the rule alone, `engine.rounds()`, when the row
    is the same at every count and the rule needs no player count (market-haggle's writer took out `players=3`)."""
    call = _row_call(row) if by_count else ""
    if call and len(set(by_count.values())) == 1 and not row.args and ctx.engine is not None:
        func = ctx.engine.rules.get(row.rule)
        if func is not None and not _required(func):
            return f"engine.{row.rule}()"
    return call


_OPENING_LIMITS = {"most": "max", "least": "min", "fewest": "min"}


def _row_limit(label: str) -> str:
    """'max' or 'min' for a row or rule named as a limit: a word of a rule's limits ('Maximum hand size', 'Cards max'),
    one opening the label ('Most health a castaway may have', 'Fewest cards to play'), or 'at most', 'at least' or
    'limit' anywhere in it ('Factions at most', 'faction_limit'), or a permission, 'may' or 'can' ('Keep cards you may
    hold'), else ''."""
    words = label.lower().split()
    if not words:
        return ""
    said = " ".join(words)
    # ... or a permission ('Keep cards you may hold', 'Cards a player can keep'): the most allowed
    phrase = "max" if re.search(r"\bat most\b|\blimit\b|\bmay\b|\bcan\b", said) else \
        "min" if re.search(r"\bat least\b", said) else ""
    return next((_LIMITS[w] for w in words if w in _LIMITS), "") or _OPENING_LIMITS.get(words[0], "") or phrase



def _row_call(row: Any) -> str:
    """The call of a players table row's rule at one count (`engine.cards_dealt(players={count})`), with the
    row's own arguments when they are plain words and numbers; "" for a row bound to no rule."""
    plain = all(isinstance(v, int) and not isinstance(v, bool) or isinstance(v, str) and re.fullmatch(r"[\w -]*", v)
                for v in row.args.values())
    if not row.rule or not plain or "players" in row.args:
        return ""
    return f"engine.{row.rule}({', '.join([*(f'{k}={v!r}' for k, v in row.args.items()), 'players={count}'])})"


def box_facts(ctx: Context) -> list[Fact]:
    """Inventory counts, deck sizes and die faces: read only where the text speaks of the box."""
    g = ctx.game
    facts: list[Fact] = []
    for i, c in enumerate(g.inventory):
        stems = term_stems(c.name)
        if stems and c.kind != "booklet":
            # "each player takes three resource cubes": a line's share per player may be told beside its name (no
            # placeholder prints it: not typed by hand either)
            share = frozenset({c.per_player}) if c.per_player else frozenset()
            # "the ten Market cards" of a line of 100 (ten cards, ten copies each): the different cards, which a
            # sentence may count too (keyword-deckbuilder)
            kinds = sum(len(d.cards) for d in g.decks if d.id in c.decks)
            share |= frozenset({kinds}) if kinds and kinds != c.count else frozenset()
            facts.append(Fact(f"inventory '{c.name}'", stems, {}, frozenset({c.count}), g.where("inventory", i, "count"),
                              f"{{{{ inventory(\"{c.id}\") }}}}", "box", c.name, inputs=share,
                              printed=f'inventory("{c.id}")'))
    for i, d in enumerate(g.decks):
        stems = term_stems(d.name)
        if "card" not in stems:
            stems = (*stems, "card")
        if stems and d.cards:
            facts.append(Fact(f"deck '{d.name}'", stems, {}, frozenset({d.total}), g.where("decks", i, "name"),
                              f"{{{{ deck(\"{d.id}\") }}}}", "box", d.name, printed=f'deck("{d.id}")',
                              inputs=frozenset({len(d.cards)}) if len(d.cards) != d.total else frozenset()))
    return facts


def die_faces(ctx: Context) -> list[Fact]:
    g = ctx.game
    return [Fact(f"die '{d.name}'", term_stems(d.name), {}, frozenset({d.faces}), g.where("dice", i, "faces"),
                 f"{{{{ die(\"{d.id}\") }}}}", "die", d.name) for i, d in enumerate(g.dice)]


def all_facts(ctx: Context, doc_texts: list[str]) -> list[Fact]:
    facts = [*row_facts(ctx), *rule_facts(ctx, doc_texts), *box_facts(ctx)]
    return facts + _alias_facts(ctx, facts)


_SHORT_FORM = re.compile(r"^\s*([A-Za-z]+(?:\s+[A-Za-z]+){1,2})\s*\.?\s*$")


def _alias_facts(ctx: Context, facts: list[Fact]) -> list[Fact]:
    """The facts again under a short form the glossary declares: an entry whose term is one word in capitals
    ('VP') and whose whole text is the words it stands for ("Victory points."). A fact holding all those words
    is also named by the short form in their place ("12 VP" for `victory_points_to_win`)."""
    out: list[Fact] = []
    for entry in ctx.game.glossary:
        term, m = str(entry.term).strip(), _SHORT_FORM.match(str(entry.text))
        if m is None or " " in term or not term.isupper() or len(term) < 2:
            continue
        long = term_stems(m.group(1))
        short = stem(term.lower())
        if len(long) < 2 or short in long:
            continue
        for f in facts:
            if set(long) <= set(f.stems):
                first = f.stems.index(long[0])
                stems = tuple(x for x in f.stems if x not in long)
                out.append(replace(f, stems=stems[:first] + (short,) + stems[first:], alias=short))
    return out
