"""report.html: the designer's report as one self-contained page (inline CSS and SVG, no script, no link out)."""
from __future__ import annotations

from html import escape

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


def _table(head: list[str], rows: list[list[str]], numeric: set[int] = frozenset()) -> str:
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


def _deck(deck: DeckNumbers) -> list[str]:
    out = [f'<h3 id="deck-{escape(deck.id)}">{escape(deck.name)} <small>({escape(deck.id)})</small></h3>',
           f"<p>{deck.total} cards, {len(deck.cards)} distinct.</p>"]
    charts: list[str] = []
    for col in deck.categories:
        labels = [t.value for t in col.tallies] + (["(none)"] if col.empty else [])
        values = [t.copies for t in col.tallies] + ([col.empty] if col.empty else [])
        charts.append(hbar_chart(f"{deck.name}: cards by {col.column}", labels, values, "cards (copies)"))
    for col in deck.numbers:
        labels = [t.value for t in col.tallies] + (["empty"] if col.empty else [])
        values = [t.copies for t in col.tallies] + ([col.empty] if col.empty else [])
        charts.append(bar_chart(f"{deck.name}: {col.column} curve", labels, values, f"{col.column} (value)",
                                "cards (copies)"))
    if charts:
        out.append('<div class="charts">' + "".join(charts) + "</div>")
    out.append(_table(["copies", "distinct cards", "cards"],
                      [[str(n), str(len(names)), _names(names)] for n, names in deck.copies], {0, 1}))
    out.append("<details><summary>Every card</summary>" +
               _table(["id", "name", "copies"], [[i, name, str(n)] for i, name, n in deck.cards], {2}) +
               "</details>")
    return out


def _together(labels: list[str]) -> str:
    """Legend text for lines drawn as one: 'kind = deacon / ship' when they share a column, else joined."""
    columns = {label.split(" = ", 1)[0] for label in labels}
    if len(columns) == 1 and all(" = " in label for label in labels):
        return f"{columns.pop()} = " + " / ".join(label.split(" = ", 1)[1] for label in labels)
    return " / ".join(labels)


def _odds(o: DrawOdds) -> list[str]:
    whose = "one player has drawn" if o.who == "player" else "the table has drawn"
    out = [f"<h3>{escape(o.deck_name)}, {escape(players_shown(o.players))}</h3>",
           f"<p>{o.pool} cards shuffled; {escape(o.deal)}. Chance that the cards {whose} hold at least "
           + "/".join(map(str, AT_LEAST)) + " cards of each kind" + (f"; {escape(o.cut)}" if o.cut else "") +
           ".</p>"]
    head = ["kind", "in deck"] + [f"{label} ({seen} card{'s' if seen != 1 else ''})" for label, seen in o.stages]
    rows = [[line.label, str(line.in_deck)] + [" / ".join(percent(p) for p in chances) for chances in line.chances]
            for line in o.lines]
    out.append(_table(head, rows, set(range(1, len(head)))))
    shown = [line for line in o.lines if not line.label.startswith("a given card")][:8] or list(o.lines[:8])
    merged: dict[tuple[float, ...], list[str]] = {}   # lines with the same chances drawn once, named together
    for line in shown:
        merged.setdefault(tuple(float(c[0]) * 100 for c in line.chances), []).append(line.label)
    series = [(_together(labels), list(values)) for values, labels in merged.items()]
    out.append('<div class="charts">' + line_chart(
        f"{o.deck_name}: at least one, {players_shown(o.players)}", [f"{label} ({seen})" for label, seen in o.stages],
        series, "cards in hand or drawn so far", "chance (%)") + "</div>")
    return out


def _die(die: DieOdds) -> list[str]:
    out = [f"<h3>{escape(die.name)} <small>({escape(die.id)}, {die.faces} faces)</small></h3>",
           _table(["result", "faces", "chance", "%"], [[r, f, str(p), percent(p)] for r, f, p in die.results],
                  {2, 3})]
    # a re-roll's result is named on the chart by what it ends in (the table above names both rolls)
    charts = [bar_chart(f"{die.name}: one roll", [r.rsplit(", then ", 1)[-1] for r, _, _ in die.results],
                        [float(p) * 100 for _, _, p in die.results], "result", "chance (%)", percent=True)]
    if die.sums:
        out.append(f"<p>The game rolls {die.dice} and adds them:</p>")
        out.append(_table(["total", "chance", "%", "at least this"],
                          [[str(t), str(p), percent(p), percent(sum(q for u, q in die.sums if u >= t))]
                           for t, p in die.sums], {0, 1, 2, 3}))
        charts.append(bar_chart(f"{die.name}: {die.dice} dice summed", [str(t) for t, _ in die.sums],
                                [float(p) * 100 for _, p in die.sums], "total", "chance (%)", percent=True))
    out.append('<div class="charts">' + "".join(charts) + "</div>")
    return out


def as_html(report: DesignerReport) -> bytes:
    title = f"{report.title} v{report.version}: designer's report"
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{escape(title)}</title><style>{CSS}</style></head><body>",
           f"<h1>{escape(title)}</h1>",
           f'<p class="note">{escape(players_shown(report.players))}. Made by pnp from the game\'s data and its '
           "engine (setup and play); every chance is exact, from the deck's counts.</p>",
           '<nav><a href="#decks">Decks</a><a href="#odds">Drawing odds</a><a href="#exhaustion">Deck exhaustion</a>'
           '<a href="#dice">Dice</a></nav>', '<h2 id="decks">Decks</h2>']
    for deck in report.decks:
        out += _deck(deck)
    out.append('<h2 id="odds">Drawing odds</h2>')
    for o in report.odds:
        out += _odds(o)
    if report.undealt:
        reason = "the engine's play() names no draw from them" if report.has_play else "engine.py has no play()"
        out.append(f'<p class="note">No drawing odds for {escape(", ".join(report.undealt))}: {reason}.</p>')
    out.append('<h2 id="exhaustion">Deck exhaustion</h2>')
    if report.exhaustion:
        out.append(_table(["deck", "players", "deck size", "at setup", "per round", "full rounds it lasts",
                           "in words"],
                          [[e.deck, str(e.players), str(e.size), str(e.at_setup), str(e.per_round),
                            "-" if e.rounds is None else str(e.rounds), exhaustion_words(e)]
                           for e in report.exhaustion], {1, 2, 3, 4, 5}))
        decks = list(dict.fromkeys(e.deck for e in report.exhaustion if e.rounds is not None))
        charts = [bar_chart(f"{d}: full rounds the deck lasts", [str(e.players) for e in report.exhaustion
                                                                  if e.deck == d and e.rounds is not None],
                            [e.rounds or 0 for e in report.exhaustion if e.deck == d and e.rounds is not None],
                            "players", "rounds") for d in decks]
        out.append('<div class="charts">' + "".join(charts) + "</div>")
    else:
        out.append('<p class="note">The engine says of no deck how many cards a round takes.</p>')
    out.append('<h2 id="dice">Dice</h2>')
    for die in report.dice:
        out += _die(die)
    if not report.dice:
        out.append('<p class="note">The game has no die table.</p>')
    out.append("</body></html>\n")
    return "\n".join(out).encode("utf-8")
