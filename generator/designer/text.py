"""The designer's report as terminal text (`pnp report GAME`)."""
from __future__ import annotations

from typing import Optional

from ..load.languages import Wording
from .numbers import AT_LEAST, DesignerReport, Exhaustion
from .odds import percent


def players_shown(counts: tuple[int, ...], w: Optional[Wording] = None) -> str:
    """(2, 3, 4) -> '2-4 players'; (2, 4) -> '2, 4 players'; (1,) -> '1 player' (in an edition, its player noun)."""
    w = w or Wording()
    if len(counts) == 1:
        return w.players(str(counts[0]), one=counts[0] == 1)
    if list(counts) == list(range(counts[0], counts[-1] + 1)):
        return w.players(f"{counts[0]}-{counts[-1]}")
    return w.players(", ".join(map(str, counts)))


def exhaustion_words(e: Exhaustion, w: Optional[Wording] = None) -> str:
    w = w or Wording()
    if e.short:
        return w.frame("setup needs {needs} of {size}: short by {short}", needs=e.at_setup, size=e.size, short=e.short)
    left = e.size - e.at_setup
    if e.rounds is None:
        return w.frame("setup takes {takes} of {size}, {left} left; nothing drawn per round", takes=e.at_setup,
                       size=e.size, left=left)
    return w.count(e.rounds, "setup takes {takes} of {size}, then {per_round} a round: lasts {count} full round",
                   "setup takes {takes} of {size}, then {per_round} a round: lasts {count} full rounds",
                   takes=e.at_setup, size=e.size, per_round=e.per_round)


def as_text(report: DesignerReport) -> str:
    out = [f"{report.title} v{report.version}: designer's report ({players_shown(report.players)})"]
    for deck in report.decks:
        out += ["", f"Deck {deck.id}: {deck.name}, {deck.total} cards, {len(deck.cards)} distinct"]
        out.append("  copies per card: " + "; ".join(
            f"{n} {'copy' if n == 1 else 'copies'}: {len(names)} card{'s' if len(names) != 1 else ''}"
            for n, names in deck.copies))
        for col in deck.categories:
            empty = f", none: {col.empty}" if col.empty else ""
            out.append(f"  {col.column}: " + ", ".join(f"{t.value} {t.copies}" for t in col.tallies) + empty)
        for col in deck.numbers:
            empty = f", empty: {col.empty}" if col.empty else ""
            out.append(f"  {col.column} (value: cards): " + ", ".join(f"{t.value}: {t.copies}" for t in col.tallies)
                       + empty)
    if report.odds:
        out += ["", "Drawing odds: chance of at least " + "/".join(map(str, AT_LEAST)) + " cards of a kind"]
    for o in report.odds:
        whose = "one player has" if o.who == "player" else "the table has"
        out += ["", f"{o.deck_name} ({o.deck}), {players_shown(o.players)}: {o.pool} cards shuffled; {o.deal}; "
                    f"counted over the cards {whose} drawn" + (f"; {o.cut}" if o.cut else "")]
        width = max([len(line.label) + len(str(line.in_deck)) + 3 for line in o.lines] + [4])
        head = "".join(f"{label} ({seen})".rjust(24) for label, seen in o.stages)
        out.append(f"  {'':<{width}}{head}")
        for line in o.lines:
            cells = "".join(" / ".join(percent(p) for p in chances).rjust(24) for chances in line.chances)
            out.append(f"  {f'{line.label} ({line.in_deck})':<{width}}{cells}")
    if report.exhaustion:
        out += ["", "Deck exhaustion"]
        for e in report.exhaustion:
            out.append(f"  {e.deck}, {players_shown((e.players,))}: {exhaustion_words(e)}")
    if report.undealt and report.decks:
        reason = "play() names no draw from them" if report.has_play else "engine.py has no play()"
        out += ["", f"No drawing odds for {', '.join(report.undealt)}: {reason} (docs/outputs.md)"]
    for die in report.dice:
        out += ["", f"Die {die.id}: {die.name}, {die.faces} faces"]
        for result, faces, p in die.results:
            out.append(f"  {result:<28} {faces:<12} {str(p):>7}  {percent(p)}")
        if die.sums:
            out.append(f"  {die.dice} dice summed: " + ", ".join(f"{t}: {percent(p)}" for t, p in die.sums))
    return "\n".join(out)
