"""report.html: the designer's report as one self-contained page (inline CSS and SVG, no script, no link out)."""
from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import Collection, Optional

from ..load.languages import Wording
from .charts import bar_chart, hbar_chart, line_chart
from .numbers import AT_LEAST, DeckNumbers, DesignerReport, DieOdds, DrawOdds
from .odds import percent
from .text import exhaustion_words, players_shown

CSS = """
body{font-family:"DejaVu Sans",Verdana,sans-serif;color:#222;margin:0 auto;max-width:1180px;padding:16px 24px;
line-height:1.4;background:#fafafa}
h1{font-size:1.6em;margin:.2em 0}h2{border-bottom:2px solid #3b6ea8;padding-bottom:2px;margin-top:1.6em}
h3{margin:1.2em 0 .3em}nav a{margin-right:1em}
table{border-collapse:collapse;margin:.4em 0 1em;background:#fff;font-size:.9em}
th,td{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#eef2f7}td.n{text-align:right;font-variant-numeric:tabular-nums}
.charts{display:flex;flex-wrap:wrap;gap:12px}.charts svg{border:1px solid #ddd;max-width:100%;height:auto}
.note{color:#555;font-size:.9em}
"""


def _table(head: list[str], rows: list[list[str]], numeric: Collection[int] = frozenset()) -> str:
    out = ["<table><thead><tr>", *(f"<th>{escape(h)}</th>" for h in head), "</tr></thead><tbody>"]
    for row in rows:
        out.append("<tr>" + "".join(f'<td class="n">{escape(c)}</td>' if i in numeric else f"<td>{escape(c)}</td>"
                                    for i, c in enumerate(row)) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _names(names: tuple[str, ...]) -> str:
    """Card names, a name several distinct cards share written once with how many ('Word Has Spread x10')."""
    seen: dict[str, int] = {}
    for name in names:
        seen[name] = seen.get(name, 0) + 1
    return ", ".join(name if n == 1 else f"{name} \u00d7{n}" for name, n in seen.items())


def _deck(deck: DeckNumbers, w: Wording) -> list[str]:
    f = w.frame
    cards = w.count(deck.total, "{count} card", "{count} cards")
    out = [f'<h3 id="deck-{escape(deck.id)}">{escape(deck.name)} <small>({escape(deck.id)})</small></h3>',
           f"<p>{escape(f('{cards}, {distinct} distinct.', cards=cards, distinct=len(deck.cards)))}</p>"]
    charts: list[str] = []
    none, empty = f("(none)"), f("empty")
    for col in deck.categories:
        labels = [t.value for t in col.tallies] + ([none] if col.empty else [])
        values = [t.copies for t in col.tallies] + ([col.empty] if col.empty else [])
        charts.append(hbar_chart(f("{deck}: cards by {column}", deck=deck.name, column=col.column), labels, values,
                                 f("cards (copies)"), blank=(none,), number=w.numeral))
    for col in deck.numbers:
        labels = [t.value for t in col.tallies] + ([empty] if col.empty else [])
        values = [t.copies for t in col.tallies] + ([col.empty] if col.empty else [])
        charts.append(bar_chart(f("{deck}: {column} curve", deck=deck.name, column=col.column), labels, values,
                                f("{column} (value)", column=col.column), f("cards (copies)"), blank=(empty,),
                                number=w.numeral))
    if charts:
        out.append('<div class="charts">' + "".join(charts) + "</div>")
    out.append(_table([f("copies"), f("distinct cards"), f("cards")],
                      [[str(n), str(len(names)), _names(names)] for n, names in deck.copies], {0, 1}))
    out.append(f"<details><summary>{escape(f('Every card'))}</summary>" +
               _table([f("id"), f("name"), f("copies")], [[i, name, str(n)] for i, name, n in deck.cards], {2}) +
               "</details>")
    return out


def _together(labels: list[str]) -> str:
    """Legend text for lines drawn as one: 'kind = deacon / ship' when they share a column, else joined."""
    columns = {label.split(" = ", 1)[0] for label in labels}
    if len(columns) == 1 and all(" = " in label for label in labels):
        return f"{columns.pop()} = " + " / ".join(label.split(" = ", 1)[1] for label in labels)
    return " / ".join(labels)


def _odds(o: DrawOdds, w: Wording) -> list[str]:
    f = w.frame
    whose = f("one player has drawn") if o.who == "player" else f("the table has drawn")
    players = players_shown(o.players, w)
    said = f("{cards} shuffled; {deal}. Chance that the cards {whose} hold at least {levels} cards of each kind",
             cards=w.count(o.pool, "{count} card", "{count} cards"), deal=o.deal, whose=whose,
             levels="/".join(map(str, AT_LEAST)))
    out = [f"<h3>{escape(o.deck_name)}, {escape(players)}</h3>",
           f"<p>{escape(said)}" + (f"; {escape(o.cut)}" if o.cut else "") + ".</p>"]
    head = [f("kind"), f("in deck")] + [w.count(seen, "{stage} ({count} card)", "{stage} ({count} cards)", stage=label)
                                        for label, seen in o.stages]
    rows = [[line.label, str(line.in_deck)] + [" / ".join(w.numeral(percent(p)) for p in chances) for chances in line.chances]
            for line in o.lines]
    out.append(_table(head, rows, set(range(1, len(head)))))
    shown = [line for line in o.lines if not line.given][:8] or list(o.lines[:8])
    merged: dict[tuple[float, ...], list[str]] = {}   # lines with the same chances drawn once, named together
    for line in shown:
        merged.setdefault(tuple(float(c[0]) * 100 for c in line.chances), []).append(line.label)
    series = [(_together(labels), list(values)) for values, labels in merged.items()]
    out.append('<div class="charts">' + line_chart(
        f("{deck}: at least one, {players}", deck=o.deck_name, players=players),
        [f"{label} ({seen})" for label, seen in o.stages], series, f("cards in hand or drawn so far"),
        f("chance (%)"), number=w.numeral) + "</div>")
    return out


def _die(die: DieOdds, w: Wording) -> list[str]:
    f = w.frame
    out = [f"<h3>{escape(die.name)} <small>({escape(die.id)}, "
           f"{escape(w.count(die.faces, '{count} face', '{count} faces'))})</small></h3>"]
    charts = []
    if die.results:   # a plain die the box holds rolls no named results: its totals only
        out.append(_table([f("result"), f("faces"), f("chance"), "%"],
                          [[r, fs, str(p), w.numeral(percent(p))] for r, fs, p in die.results], {2, 3}))
        # a re-roll's result is named on the chart by what it ends in (the table above names both rolls)
        charts.append(bar_chart(f("{die}: one roll", die=die.name), list(die.ends) or [r for r, _, _ in die.results],
                                [float(p) * 100 for _, _, p in die.results], f("result"), f("chance (%)"),
                                percent=True, number=w.numeral))
    if die.sums:
        out.append(f"<p>{escape(f('The game rolls {dice} and adds them:', dice=die.dice))}</p>")
        out.append(_table([f("total"), f("chance"), "%", f("at least this")],
                          [[str(t), str(p), w.numeral(percent(p)),
                            w.numeral(percent(sum((q for u, q in die.sums if u >= t), Fraction(0))))]
                           for t, p in die.sums], {0, 1, 2, 3}))
        charts.append(bar_chart(f("{die}: {dice} dice summed", die=die.name, dice=die.dice),
                                [str(t) for t, _ in die.sums], [float(p) * 100 for _, p in die.sums], f("total"),
                                f("chance (%)"), percent=True, number=w.numeral))
    out.append('<div class="charts">' + "".join(charts) + "</div>")
    return out


def as_html(report: DesignerReport, w: Optional[Wording] = None) -> bytes:
    """The page in the words `w` gives (an edition's language; without it, pnp's English)."""
    w = w or Wording()
    f = w.frame
    title = f("{title} v{version}: designer's report", title=report.title, version=report.version)
    made = f("{players}. Made by pnp from the game's data and its engine (setup and play); every chance is exact, "
             "from the deck's counts.", players=players_shown(report.players, w))
    out = ["<!DOCTYPE html>", f'<html lang="{escape(w.language)}"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{escape(title)}</title><style>{CSS}</style></head><body>",
           f"<h1>{escape(title)}</h1>",
           f'<p class="note">{escape(made, quote=False)}</p>',
           f'<nav><a href="#decks">{escape(f("Decks"))}</a><a href="#odds">{escape(f("Drawing odds"))}</a>'
           f'<a href="#exhaustion">{escape(f("Deck exhaustion"))}</a><a href="#dice">{escape(f("Dice"))}</a></nav>',
           f'<h2 id="decks">{escape(f("Decks"))}</h2>']
    for deck in report.decks:
        out += _deck(deck, w)
    out.append(f'<h2 id="odds">{escape(f("Drawing odds"))}</h2>')
    for o in report.odds:
        out += _odds(o, w)
    if report.undealt:
        reason = f("the engine's play() names no draw from them") if report.has_play else f("engine.py has no play()")
        said = f("No drawing odds for {decks}: {reason}.", decks=", ".join(report.undealt), reason=reason)
        out.append(f'<p class="note">{escape(said, quote=False)}</p>')
    out.append(f'<h2 id="exhaustion">{escape(f("Deck exhaustion"))}</h2>')
    if report.exhaustion:
        out.append(_table([f("deck"), f("players"), f("deck size"), f("at setup"), f("per round"),
                           f("full rounds it lasts"), f("in words")],
                          [[e.deck, str(e.players), str(e.size), str(e.at_setup), str(e.per_round),
                            "-" if e.rounds is None else str(e.rounds), exhaustion_words(e, w)]
                           for e in report.exhaustion], {1, 2, 3, 4, 5}))
        decks = list(dict.fromkeys(e.deck for e in report.exhaustion if e.rounds is not None))
        charts = [bar_chart(f("{deck}: full rounds the deck lasts", deck=d),
                            [str(e.players) for e in report.exhaustion if e.deck == d and e.rounds is not None],
                            [e.rounds or 0 for e in report.exhaustion if e.deck == d and e.rounds is not None],
                            f("players"), f("rounds"), number=w.numeral) for d in decks]
        out.append('<div class="charts">' + "".join(charts) + "</div>")
    else:
        out.append(f'<p class="note">{escape(f("The engine says of no deck how many cards a round takes."))}</p>')
    out.append(f'<h2 id="dice">{escape(f("Dice"))}</h2>')
    for die in report.dice:
        out += _die(die, w)
    if not report.dice:
        out.append(f'<p class="note">{escape(f("The game has no die table."))}</p>')
    out.append("</body></html>\n")
    return "\n".join(out).encode("utf-8")
