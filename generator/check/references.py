"""References: every name used in categories, costs, cards and tables exists, spelled one way."""
from __future__ import annotations

import re

from typing import Iterable, Optional

from ..core.errors import Fix, Loc
from ..model import Amount
from ..core.suggest import sole
from .catalogue import declare
from .findings import Context
from .names import NameSets, did_you_mean, fold, folded_alike
from .registry import family
from .vocabulary import word_set

declare("REF001", family="references", severity="error",
        title="a name is used that nothing defines",
        shared=("components", "waivers"),
        reason="a name nothing defines is one rule wherever it is used: components reads the names setup() returns, "
               "waivers the rule ids of waivers and of check: ignore")
declare("REF002", family="references", severity="error", title="one thing is spelled two ways")
declare("REF004", family="references", severity="error", title="a name set referred to does not exist")


@family("references")
def check_references(ctx: Context) -> None:
    game = ctx.game
    sets = NameSets(game)
    everything = sets.any_name()

    def need(name: str, set_id: Optional[str], loc: Loc, context: str, subject: str, amounts: bool = False) -> None:
        pool = sets.sets.get(set_id, {}) if set_id else everything
        if name in pool:
            return
        known = f"in {set_id}" if set_id else "a known name"
        reordered = _amount_last(name, pool) if amounts else ""   # before a near name: 'Wood 2' is no slip of 'Wood'
        hint = reordered or did_you_mean(name, pool)
        ctx.report("REF001", loc, f"{context}: '{name}' is not {known}", actual=name, subject=subject,
                   hint=hint or f"define it under names{'.' + set_id if set_id else ''}, or correct the spelling",
                   fix=_name_fix(loc, name, pool) if hint and not reordered else None)

    def need_set(set_id: str, loc: Loc, subject: str) -> bool:
        if set_id in sets.sets:
            return True
        ctx.report("REF004", loc, f"unknown name set '{set_id}'", actual=set_id, subject=subject,
                   hint=did_you_mean(set_id, sets.sets) or "known sets: " + ", ".join(sorted(sets.sets)))
        return False

    for cat in game.categories:
        if need_set(cat.of, game.where(*cat.path, "of"), f"category/{cat.id}"):
            for i, member in enumerate(cat.members):
                need(member, cat.of, game.where(*cat.path, "members", i), f"category '{cat.name}'",
                     f"category/{cat.id}/{member}")
    for cost in game.costs:
        for i, item in enumerate(cost.items):
            need(item.of, None, game.where(*item.path, "of"), f"the cost of '{cost.name}'",
                 f"cost/{cost.id}/{item.of}")
        if cost.era is not None:
            need(cost.era, None, game.where(*cost.path, "era"), f"the era of '{cost.name}'", f"cost/{cost.id}/era")
    for deck in game.decks:
        for column, tp in deck.fields.items():
            if not tp.startswith(("ref:", "ref?:", "refs:", "amounts:")):
                continue
            set_id = tp.split(":", 1)[1]
            if not need_set(set_id, game.where(*deck.path, "fields", column), f"deck/{deck.id}/{column}"):
                continue
            for card in deck.cards:
                value = card.fields.get(column)
                for name in (value if isinstance(value, tuple) else [value]):
                    name = name.name if isinstance(name, Amount) else name
                    if name:
                        need(name, set_id, card.cells.get(column, card.loc), f"deck '{deck.id}', card '{card.name}', column '{column}'",
                             f"card/{deck.id}/{card.id}/{column}", tp.startswith("amounts:"))
    for table in game.tables:
        if table.variant and game.variant(table.variant) is None:
            ctx.report("REF001", game.where(*table.path, "variant"), f"unknown variant '{table.variant}'",
                       hint=did_you_mean(table.variant, [v.id for v in game.variants]), subject=f"{table.id}/variant")
        for row in table.rows:
            if row.refs is None or not need_set(row.refs, game.where(*row.path, "refs"), f"{table.id}/refs"):
                continue
            for i, cell in enumerate(row.values):
                for name in (cell if isinstance(cell, list) else [cell]):
                    if isinstance(name, str):
                        need(name, row.refs, game.where(*row.path, "values", i), f"table '{table.id}', row '{row.label}'",
                             f"{table.id}/{name}")
    for die in game.dice:
        if die.component and die.component not in {c.id for c in game.inventory}:
            need(die.component, "components", game.where(*die.path, "component"), f"die table '{die.id}'",
                 f"die/{die.id}")
    for c in game.inventory:
        for i, deck_id in enumerate(c.decks):
            if game.deck(deck_id) is None:
                ctx.report("REF001", game.where(*c.path, "decks", i), f"unknown deck '{deck_id}'",
                           hint=did_you_mean(deck_id, [d.id for d in game.decks]), subject=f"inventory/{c.id}")
    _spellings(ctx, sets)


_NAME_THEN_AMOUNT = re.compile(r"^(?P<name>.+?)\s*(?:[x\u00d7]\s*)?(?P<amount>\d+)$")


def _amount_last(name: str, pool: Iterable[str]) -> str:
    """The hint for a name of the set written with its amount after it ('나무 2', 'Wood x2'): an amount comes
    first. hanok-maeul (written outside the project, in Korean) wrote every cost name-first and read 37 REF001s
    that said only 'define it under names'."""
    found = _NAME_THEN_AMOUNT.match(name)
    if found is None or found.group("name").strip() not in pool:
        return ""
    return (f"an amount is written before its name: '{found.group('amount')} {found.group('name').strip()}' "
            "(several are separated by ';': '2 Oil; 1 Wick')")


def _name_fix(loc: Loc, name: str, pool: Iterable[str]) -> Fix:
    """The rewrite of a slip into the one name it is near (`pnp check --fix`), refused when another is as near."""
    meant = sole(name, pool)
    return Fix(loc, name, meant or "", "name", "" if meant else "more than one known name is near it")


_NUMERAL = re.compile(r"^(?:\d+[a-z]?|[a-z]\d*|[ivxlc]+)$", re.I)


def _numbered_apart(a: str, b: str) -> bool:
    """Two names alike but for a numeral, Roman or in digits, a series letter or a code of a letter and digits:
    'Tier I tech' and 'Tier II tech', 'Act 2' and 'Act 3', 'Siding A' and 'Siding B' (shunting-yard), 'Bay 4a' and
    'Bay 4b', 'Gate C3' and 'Gate C4' name things of one series, no slip."""
    wa, wb = a.lower().split(), b.lower().split()
    if len(wa) != len(wb):
        return False
    differ = [(x, y) for x, y in zip(wa, wb) if x != y]
    return len(differ) == 1 and all(_NUMERAL.match(w) for w in differ[0])


_PAIRED = word_set("paired_name_words")
_LETTERS = re.compile(r"[^\W\d_]+")


def paired_apart(a: str, b: str) -> bool:
    """Two names alike but for one word of a pair or series in place of another, said alone or as one part of a
    compound: 'Northeast' and 'Northwest', 'Upper Deck' and 'Lower Deck' (balloon-winds' six headings) name two
    things, no slip. The parts beside the swapped word are each a word of three letters or more, or nothing:
    'Knight' and 'Kright' stay a slip ('k' is no part)."""
    wa, wb = _LETTERS.findall(a.lower()), _LETTERS.findall(b.lower())
    if len(wa) != len(wb):
        return False
    differ = [(x, y) for x, y in zip(wa, wb) if x != y]
    if len(differ) != 1:
        return False
    x, y = differ[0]
    if _replaced(x, y):
        return True   # '1st century BC' and '1st century AD': a whole word in place of another, no letter of it kept
        # where it stood (bc-chronicle); 'Guard' and 'Gaurd' keep most of theirs
    return any(x.startswith(p) and y.startswith(p) and x.endswith(q) and y.endswith(q)
               and x[len(p):len(x) - len(q)] in _PAIRED and y[len(p):len(y) - len(q)] in _PAIRED
               for p, q in _frames(x, y))


def _replaced(x: str, y: str) -> bool:
    """Two words of which no letter stands at the same place and, but for words of two letters, none is shared:
    'BC' and 'AD'; not 'AM' and 'PM' ('m' kept), 'Fox' and 'Box' ('ox' kept), nor 'Stop' and 'Pots' (the same
    letters)."""
    return not any(a == b for a, b in zip(x, y)) and not (set(x) & set(y) and len(x) > 2 and len(y) > 2)


def _frames(x: str, y: str) -> list[tuple[str, str]]:
    """The (before, after) parts both words share around where they differ, each nothing or three letters and
    more, from the longest frame to none."""
    start = 0
    while start < min(len(x), len(y)) and x[start] == y[start]:
        start += 1
    end = 0
    while end < min(len(x), len(y)) - start and x[-1 - end] == y[-1 - end]:
        end += 1
    return [(x[:i], x[len(x) - j:] if j else "") for i in range(start, -1, -1) for j in range(end, -1, -1)
            if (i == 0 or i >= 3) and (j == 0 or j >= 3)]


def _spellings(ctx: Context, sets: NameSets) -> None:
    """REF002: two defined names that differ only in spelling."""
    defined: list[tuple[str, Loc, str]] = [(cat.name, cat.loc, "categories") for cat in ctx.game.categories]
    for set_id, names in ctx.game.names.items():
        defined.extend((name, loc, set_id) for name, loc in sets.sets[set_id].items())
    defined.sort(key=lambda item: item[1])
    seen: dict[str, tuple[Loc, str]] = {}
    folded: dict[str, str] = {}
    for name, loc, set_id in defined:
        if name in seen:
            continue
        mine = folded[name] = fold(name)
        for other, (other_loc, other_set) in seen.items():
            if folded_alike(mine, folded[other]) and not _numbered_apart(name, other) \
                    and not paired_apart(name, other) and not (set_id == other_set and name.lower() == other.lower()):
                # one list that holds both 'AABb' and 'AABB' (pea-genetics' genotypes, written outside the project),
                # 'K' and 'k': letter case is what tells its names apart, as the designer listed them
                # 'Retreat' (an order) and 'Retreats' (a phase): one word in two forms, in two name sets, may
                # name two things: a guess (a warning); a slip within one set, or of more than a plural, is not
                plural = mine == folded[other] and name.lower() != other.lower() and set_id != other_set
                # 'gold' (a kind of tunnel card) and 'Gold' (the money): one word in two sets, told apart by letter
                # case alone, may name two things too (relic-hunt, written outside the project)
                plural = plural or set_id != other_set and name.lower() == other.lower()
                # in a game not written in English, two words of two sets a letter apart are as often two words of
                # the language ('Červen', a month, and 'Červená', a colour: pivovar, in Czech): a guess
                inflected = mine != folded[other] and set_id != other_set and ctx.game.source_language != "en"
                ctx.report("REF002", loc,
                           f"'{name}' and '{other}' (line {other_loc.line}) look like one name spelled two ways",
                           expected=other, actual=name, subject=f"{other}~{name}",
                           hint="use one spelling everywhere, or waive REF002 if they are different things",
                           unsure=plural or inflected)
                break
        seen[name] = (loc, set_id)
