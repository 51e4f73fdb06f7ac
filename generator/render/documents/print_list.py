"""The rulebook's "What to print and gather": every PDF of the build with its pages, paper, sides and
what to cut, then the pieces to buy or borrow with how many each player count needs.

The printed files come from the build itself: the rulebook is rendered after the card sheets, boards,
map and tokens, so it reads the same entries the manifest will hold (path, kind, pages, paper,
duplex). Rendered on its own (a test, the benchmark), it lists the files the data plans
(status.planned_outputs) without page counts. The rulebook's own page count is its last page, which
WeasyPrint fills in (a target-counter to an anchor at the end of the document).

What is bought is what model/supply.py says the players gather or nothing prints (the manifest's
`inventory` gives the same answer), with how many each player count needs: the engine's setup(players)
when it names the piece, else per_player, else the box; shaped like any table (table_shape.py), so a
count that does not change prints once.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Sequence

from ...load.languages import Wording, english, vocabulary
from ...model import Game
from .table_shape import ShapedTable, shape_table
from .views import across_columns

PAPER_NAMES = {"a4": "A4", "letter": "Letter", "a3": "A3", "tabloid": "Tabloid"}   # as a printer's menu says them
SIDES = {"long": "two-sided: backs on the reverse, flip on the long edge",
         "short": "two-sided: backs on the reverse, flip on the short edge"}
# cut-out sheets (tokens, tiles) always follow each front page with its back page: when no piece has a
# second side, those pages only colour the backs, and a player printing one-sided should know to skip them
PLAIN_BACKS = "one-sided, skipping the backs pages (or two-sided, for coloured backs)"


@dataclass(frozen=True)
class PrintRow:
    what: str
    files: str
    pages: str          # "" for the rulebook itself: the template prints its last page number
    paper: str
    sides: str
    cut: str


@dataclass(frozen=True)
class PrintList:
    rows: tuple[PrintRow, ...]
    built: bool                   # page counts are the build's (False: planned from the data only)
    gather: Optional[ShapedTable]
    gather_axis: str
    gather_notes: tuple[tuple[str, str], ...]   # (name, note) of bought pieces that have a note
    lead: tuple[str, ...] = ()    # what every row shares, said once instead of on every row
    stand_ins: tuple[str, ...] = ()   # per deck printed `per_card`: the cards to gather for the copies not printed
    larger: tuple[str, ...] = ()  # a tiled game board's pages on the next paper size up, and the command for it

    @property
    def has_sides(self) -> bool:
        return any(r.sides for r in self.rows)


def said_once(rows: list[PrintRow], words: Callable[..., str] = english) -> tuple[list[PrintRow], list[str]]:
    """The paper is said once when every file shares it, and the card sheets' sides once when every
    deck shares them; the rows then leave the paper cells empty (the template drops an empty column) and
    the card rows' sides short ('two-sided')."""
    lead: list[str] = []
    papers = {r.paper for r in rows}
    if len(papers) == 1:
        lead.append(words("Everything prints on {paper} paper.", paper=papers.pop()))
        rows = [PrintRow(r.what, r.files, r.pages, "", r.sides, r.cut) for r in rows]
    cards = [r for r in rows if r.files.startswith("cards-")]
    card_sides = {r.sides for r in cards}
    if len(cards) > 1 and len(card_sides) == 1:
        said = card_sides.pop()
        lead.append(words("Card sheets: {sides}; the second file of each pair holds the backs.", sides=said))
        # each card row keeps the short word, so no row of the column is left blank beside the others' sides (a
        # blank Print cell read as "nothing to say" to two designers); the lead says how to flip
        short = words("two-sided") if said in (words(SIDES["long"]), words(SIDES["short"])) else ""
        rows = [PrintRow(r.what, r.files, r.pages, r.paper, short if r in cards else r.sides, r.cut) for r in rows]
    return rows, lead


def _pages(entry: Optional[Mapping[str, Any]]) -> str:
    return str(entry["pages"]) if entry and entry.get("pages") else "\u2013"


_KIND_OF_SAME_NAME = {"token": "{deck} (tokens)", "tile": "{deck} (tiles)"}


def _names_its_kind(name: str, kind_said: str) -> bool:
    """The deck's name already ends in the word its kind is said by ('Goal tiles', 'Room tile' beside ' (tiles)'):
    'Goal tiles (tiles)' would say it twice (hero-crawl, bird-count: written outside the project)."""
    kind = kind_said.strip(" ()").lower()
    last = name.split()[-1].lower() if name.split() else ""
    return bool(kind) and (last == kind or last + "s" == kind or last == kind.rstrip("s"))


def deck_what(name: str, wording: Wording) -> str:
    """What the print list calls a deck's sheets: its name when the name already says cards (it ends in the
    language's word for a card or starts with it, or ends in one of its plural endings: 'Trial card', 'Cartes
    marché', 'Miracles'), else '{deck} cards' in the language's words ('Trial cards'; German, whose plurals
    no ending tells, 'Wunder (Karten)'). templates/languages/<lang>.yaml gives the unit and the endings."""
    vocab = vocabulary(wording.language) or vocabulary("en") or {}
    lower = name.lower()
    cards = tuple(w.lower() for w in (vocab.get("units") or {}).get("card", ()))
    plural = any(lower.endswith(e) for e in vocab.get("plural_endings") or ()) and \
        not any(lower.endswith(e) for e in vocab.get("not_plural_endings") or ())
    said = any(lower.endswith(c) or lower.startswith(c + " ") for c in cards)
    return name if plural or said else wording.frame("{deck} cards", deck=name)


def printed_files(game: Game, entries: Sequence[Mapping[str, Any]], planned: Sequence[str], paper: str,
                  wording: Optional[Wording] = None) -> list[PrintRow]:
    """One row per thing to print, in the order a player would print them: cards, boards, map, tokens, aids.
    `wording` gives pnp's own words and the language's plurals (an edition's: generator/load/languages.py)."""
    wording = wording or Wording()
    words = wording.frame
    sides_of = {edge: words(text) for edge, text in SIDES.items()}
    plain_backs = words(PLAIN_BACKS)
    by_path = {e["path"]: e for e in entries}
    paper_name = PAPER_NAMES.get(paper, paper)
    # the files this build has made, and those the data plans that it has not (yet): `pnp build --only
    # documents` into an empty folder still lists the card sheets the player will print, without pages
    paths = [e["path"] for e in entries] + [p for p in planned if p not in by_path]
    rows: list[PrintRow] = []
    for deck in game.decks:
        front, back = f"cards-{deck.id}.pdf", f"cards-{deck.id}-backs.pdf"
        if front not in paths:
            continue
        f, b = by_path.get(front), by_path.get(back)
        cards = sum(deck.printed_count(c) for c in deck.cards)
        if f and f.get("layout") == "gutterfold":
            sides = words("fronts and backs side by side: fold each strip before cutting")
        else:
            sides = sides_of.get(str((b or {}).get("duplex", "long")), sides_of["long"])
        files = front + (f" + {back}" if back in paths else "")
        pages = f"{_pages(f)} + {_pages(b)}" if back in paths else _pages(f)
        size = f.get("card_size_mm") if f else None
        shape = words(" of {width} \u00d7 {height} mm", width=f"{size[0]:g}", height=f"{size[1]:g}") if size else ""
        line = next((c for c in game.inventory if deck.id in c.decks), None)
        # a deck the box counts as tokens, tiles or stickers ('Unit counters' of kind token): 'Crown army (Unit
        # counters)', as the components figure counts them, not 'Crown army cards' (crt-odds)
        # of the same name as the deck, the kind says it: 'Red army (tokens)', not 'Red army cards' (rank-battle)
        what = deck_what(deck.name, wording) if line is None or line.kind == "cards" \
            else f"{deck.name} ({line.name})" if line.name != deck.name \
            else words(_KIND_OF_SAME_NAME[line.kind], deck=deck.name) if line.kind in _KIND_OF_SAME_NAME \
            and not _names_its_kind(deck.name, words(_KIND_OF_SAME_NAME[line.kind], deck="")) \
            else deck.name
        short = cards < deck.total
        rows.append(PrintRow(what, files, pages, paper_name, sides,
                             f"{cards}{shape}" + words(", along the crop marks")
                             + (words("; {count} of each card, the rest gathered (below)", count=deck.per_card)
                                if short else "")))
    if "boards.pdf" in paths:
        e = by_path.get("boards.pdf")
        names = ", ".join(f"{b.name} \u00d7 {b.copies * max(1, len(b.colours))}" if not b.each else b.name
                          for b in game.boards)
        in_pieces = tiled_boards(game, e, paper)
        trim_boards = f"{names}: " + words("trim each")
        if in_pieces:
            trim_boards += wording.count(len(in_pieces),
                                         "; {boards} comes in pieces: tape them as its overview page shows",
                                         "; {boards} come in pieces: tape them as their overview pages show",
                                         boards=", ".join(in_pieces))
        rows.append(PrintRow(words("Player boards and aids"), "boards.pdf", _pages(e), paper_name, words("one-sided"),
                             trim_boards))
    if "pads.pdf" in paths:
        e = by_path.get("pads.pdf")
        sheets = {str(m.get("id")): m.get("sheets") for m in (e or {}).get("pads") or () if isinstance(m, dict)}
        names = ", ".join(f"{p.name} \u00d7 {sheets[str(p.id)]}" if sheets.get(str(p.id)) else p.name
                          for p in game.pads)
        rows.append(PrintRow(words("Pads to write on"), "pads.pdf", _pages(e), paper_name, words("one-sided"),
                             f"{names}: " + words("cut along the crop marks; print more when they run out")))
    if "map.pdf" in paths:
        e = by_path.get("map.pdf")
        tiles = sum(t.count for m in game.maps for t in m.tiles)
        boards = [m.name for m in game.maps if not m.tiles]
        # each map's own paper (a map may name a3 or tabloid) and how many pages across and down it took, as
        # the build recorded them; planned from the data when the map has not been built
        built = [x for x in (e or {}).get("maps") or () if isinstance(x, dict)]
        papers = sorted({str(x.get("paper") or paper) for x in built} if built else
                        {str(m.paper or paper) for m in game.maps})
        one_page = bool(built) and all(x.get("rows", 1) == 1 and x.get("cols", 1) == 1 for x in built if not x.get("tiles"))
        cut = []
        if boards:
            cut.append(words("trim") if one_page else
                       words("trim the overlaps and tape the pages together as the overview page shows"))
        if tiles:
            cut.append(wording.count(tiles, "cut out {count} tile", "cut out {count} tiles"))
        tiles_two_sided = any(str(i.sides) == "2" for i in game.inventory
                              if str(i.id) in {str(t.component) for m in game.maps for t in m.tiles})
        sides = (words("one-sided") if not tiles else
                 sides_of.get(str((e or {}).get("duplex", "long")), sides_of["long"]) if tiles_two_sided else plain_backs)
        rows.append(PrintRow(words("Game board") if boards else words("Map tiles"), "map.pdf", _pages(e),
                             " / ".join(PAPER_NAMES.get(x, x) for x in papers), sides, "; ".join(cut)))
    if "grids.pdf" in paths:
        e = by_path.get("grids.pdf")
        grids = [m for m in (e or {}).get("grids") or () if isinstance(m, dict)]
        spans = [m.get("pages") for m in grids]
        tiled = not spans or any(isinstance(s, list) and len(s) == 2 and s[0] != s[1] for s in spans)
        trim = words("trim the overlaps and tape the pages together as the overview page shows") if tiled else \
            words("trim")
        papers = sorted({str(m.get("paper") or paper) for m in grids}) or [paper]   # the build's --map-paper
        rows.append(PrintRow(words("Map") if len(game.grids) == 1 else words("Maps"), "grids.pdf", _pages(e),
                             " / ".join(PAPER_NAMES.get(x, x) for x in papers), words("one-sided"),
                             ", ".join(g.name for g in game.grids) + f": {trim}"))
    if "tokens.pdf" in paths:
        e = by_path.get("tokens.pdf")
        counts = (e or {}).get("tokens") or {}
        total = sum(counts.values()) if counts else None
        two_sided = any(str(i.sides) == "2" or i.sides == 2 for i in game.inventory
                        if str(i.id) in {str(t.component) for t in game.tokens})
        rows.append(PrintRow(words("Tokens and counters"), "tokens.pdf", _pages(e), paper_name,
                             sides_of.get(str((e or {}).get("duplex", "long")), sides_of["long"]) if two_sided
                             else plain_backs,
                             wording.count(total, "cut out {count} piece", "cut out {count} pieces") if total
                             else words("cut out every piece")))
    if "quickref.pdf" in paths:
        rows.append(PrintRow(words("Quick reference"), "quickref.pdf", _pages(by_path.get("quickref.pdf")),
                             paper_name, words("one-sided"), words("nothing; one copy per player helps")))
    rows.append(PrintRow(words("This rulebook"), "rulebook.pdf", "", paper_name, words("either (two-sided saves paper)"),
                             words("nothing")))
    return rows


LARGER_PAPER = {"a4": "a3", "letter": "tabloid"}   # the next size up a copy shop prints: twice the sheet


def tiled_boards(game: Game, entry: Optional[Mapping[str, Any]], paper: str) -> list[str]:
    """The player boards boards.pdf tiles onto several pages, as the build recorded them (its `placement`); planned
    from the data when the boards have not been built: a board the paper cannot hold whole."""
    built = [b for b in (entry or {}).get("boards") or () if isinstance(b, dict)]
    if built:
        return [str(b.get("name")) for b in built if str(b.get("placement", "")).startswith("tiled")]
    from ...core.units import BOARD_PAPER_SIZES
    from ..maps.tiling import plan_tiles

    size = BOARD_PAPER_SIZES.get(paper)
    return [b.name for b in game.boards
            if size and not plan_tiles((float(b.size.mm[0]), float(b.size.mm[1])), size).single]


def map_pages(width: float, height: float, paper: str) -> int:
    """The pages map.pdf gives a board of this size on this paper: its tiles, and an overview when tiled."""
    from ...core.units import BOARD_PAPER_SIZES
    from ..maps.tiling import plan_tiles

    plan = plan_tiles((width, height), BOARD_PAPER_SIZES[paper])
    return len(plan.tiles) + (0 if plan.single else 1)


def _pages_now_and_larger(tiled: Sequence[Mapping[str, Any]], larger: str) -> Optional[tuple[int, int]]:
    """The pages the build gave these tiled boards (manifest entries of map.pdf's `maps` or boards.pdf's `boards`:
    size_mm, pages [first, last], count of copies) and the pages they take on `larger` paper; None when unknown."""
    now = fewer = 0
    for x in tiled:
        size, pages = x.get("size_mm"), x.get("pages")
        if not (isinstance(size, (list, tuple)) and len(size) == 2 and isinstance(pages, (list, tuple))
                and len(pages) == 2):
            return None
        now += int(pages[1]) - int(pages[0]) + 1
        fewer += int(x.get("count") or 1) * map_pages(float(size[0]), float(size[1]), larger)
    return now, fewer


def larger_paper(game: Game, entries: Sequence[Mapping[str, Any]], paper: str,
                 wording: Optional[Wording] = None) -> tuple[str, ...]:
    """When map.pdf tapes a game board together from several pages (or boards.pdf a player board): how many pages
    the same boards take on the next paper size up (A3 for A4, tabloid for Letter), and the command that builds
    them so (--map-paper tiles both); nothing when they already print on that paper or it saves no page."""
    wording = wording or Wording()
    larger = LARGER_PAPER.get(paper)
    if larger is None:
        return ()
    by_path = {e.get("path"): e for e in entries}
    maps = [x for x in (by_path.get("map.pdf") or {}).get("maps") or () if isinstance(x, dict) and not x.get("tiles")]
    boards = [x for x in (by_path.get("boards.pdf") or {}).get("boards") or ()
              if isinstance(x, dict) and str(x.get("placement", "")).startswith("tiled")]
    command = f"pnp build {game.id}" + (f" --paper {paper}" if paper != "a4" else "") + f" --map-paper {larger}"
    fields = {"paper": PAPER_NAMES.get(paper, paper), "larger": PAPER_NAMES[larger], "command": command}
    said = []
    if maps and all(str(x.get("paper") or paper) == paper for x in maps) and \
            not all(x.get("rows", 1) == 1 and x.get("cols", 1) == 1 for x in maps):
        counted = _pages_now_and_larger(maps, larger)
        if counted and counted[1] < counted[0]:
            said.append(wording.count(counted[1], "The game board prints on {pages} {paper} pages, overview and "
                                      "pieces to tape together; on {larger} it takes {count} page: {command}.",
                                      "The game board prints on {pages} {paper} pages, overview and "
                                      "pieces to tape together; on {larger} it takes {count} pages: {command}.",
                                      pages=counted[0], **fields))
    if boards and all(str(x.get("paper") or paper) == paper for x in boards):
        counted = _pages_now_and_larger(boards, larger)
        if counted and counted[1] < counted[0]:
            said.append(wording.count(counted[1], "The player boards print on {pages} {paper} pages, overviews "
                                      "and pieces to tape together; on {larger} they take {count} page "
                                      "(the same command).",
                                      "The player boards print on {pages} {paper} pages, overviews "
                                      "and pieces to tape together; on {larger} they take {count} pages "
                                      "(the same command).", pages=counted[0], **fields)
                        if said else
                        wording.count(counted[1], "The player boards print on {pages} {paper} pages, overviews "
                                      "and pieces to tape together; on {larger} they take {count} page: {command}.",
                                      "The player boards print on {pages} {paper} pages, overviews "
                                      "and pieces to tape together; on {larger} they take {count} pages: {command}.",
                                      pages=counted[0], **fields))
    return tuple(said)


NAMED = 8   # a group of cards to gather names this many, then says how many more


def stand_ins(game: Game, words: Callable[..., str] = english) -> tuple[str, ...]:
    """One sentence per deck whose sheets hold fewer cards than the game needs (`print: {per_card: N}`): how many
    of each it prints, how many the game needs and how many to gather to stand in for the rest (paper money,
    chits), the cards grouped by those counts; the manifest's card entry lists them card by card."""
    out = []
    for deck in game.decks:
        short = [c for c in deck.cards if deck.printed_count(c) < c.count]
        if not short:
            continue
        groups: dict[tuple[int, int], list[str]] = {}
        for card in short:
            groups.setdefault((deck.printed_count(card), card.count), []).append(card.name)
        parts = []
        for (printed, needed), names in groups.items():
            shown = ", ".join(names[:NAMED])
            if len(names) > NAMED:
                shown += words(" and {count} more", count=len(names) - NAMED)
            if len(names) == 1:
                parts.append(words("{cards}: print {printed}; the game needs {needed}: gather {more} more",
                                   cards=shown, printed=printed, needed=needed, more=needed - printed))
            else:
                parts.append(words("{cards}: print {printed} of each; the game needs {needed} of each: gather "
                                   "{more} more of each", cards=shown, printed=printed, needed=needed,
                                   more=needed - printed))
        printed_total = sum(deck.printed_count(c) for c in deck.cards)
        out.append(words("{deck}: the sheets hold {printed} of the {needed} cards; gather {more} more (paper money, "
                         "chits, anything marked) to stand in for the rest.", deck=deck.name, printed=printed_total,
                         needed=deck.total, more=deck.total - printed_total) + " " + "; ".join(parts) + ".")
    return tuple(out)


WIDEST = 8   # player-count columns the gather table prints before it says 'so many per player' instead


def _per_player(row: list[str], counts: list[str], words: Callable[..., str]) -> list[str]:
    """A row whose every count is so many per player ('1 per player'), else the row as it is."""
    if not all(c.isdigit() for c in counts) or not all(q.isdigit() for q in row):
        return row
    per = {int(q) / int(n) for q, n in zip(row, counts) if int(n)}
    if len(per) != 1 or not float(next(iter(per))).is_integer() or not next(iter(per)) \
            or any(int(n) == 0 and int(q) for q, n in zip(row, counts)):
        return row
    return [words("{count} per player", count=int(next(iter(per))))] * len(row)


def gather_table(game: Game, setup: Optional[Callable[..., Mapping[str, int]]], wording: Optional[Wording] = None
                 ) -> tuple[Optional[ShapedTable], tuple[tuple[str, str], ...]]:
    """Pieces the players bring, with how many a game at each player count takes: the inventory lines
    model/supply.py says nothing prints or the players gather (a die, even one whose stickers a token
    sheet prints: the stickers need a blank die), the same answer the manifest's `inventory` gives. One piece
    whose count never changes is a sentence: '1 Message die for 2–6 players.'"""
    from ...model.supply import supply_lines, variant_uses

    wording = wording or Wording()
    words = wording.frame
    bought = [line for line in supply_lines(game, setup) if line.gather or not line.printed_in]
    if not bought:
        return None, ()
    counts = [str(n) for n, _ in bought[0].per_players]
    grid, names = [], []
    for line in bought:
        base = any(q for _, q in line.per_players)
        uses = variant_uses(game, setup, line.component)
        if base:
            grid.append([str(q) for _, q in line.per_players])
            names.append(line.component.name)
        for variant, per in uses:
            # a piece only a variant takes ('Timer' of 'Against the Clock'), not '0'; or one a variant takes more
            # of than the base game ('Farm dice' of 'Market Day': 2 where the base game rolls 1)
            at = dict(per)
            if base and all(q <= dict(line.per_players).get(n, 0) for n, q in per):
                continue
            grid.append([str(at[n]) if n in at else "\u2013" for n, _ in line.per_players])
            names.append(words("{name} ({variant})" if base else "{name} ({variant} only)",
                               name=line.component.name, variant=variant.name))
        if not base and not uses:
            grid.append([str(q) for _, q in line.per_players])
            names.append(line.component.name)
    table = shape_table(words("Players"), counts, names, grid, across_columns("players", "", counts, wording), words)
    if len(table.columns) > WIDEST:
        # a range of many player counts (any-players: 1-99) with a piece each player takes: one column a count
        # would not fit the page; so many per player is said once, across every count
        grid = [_per_player(row, counts, words) for row in grid]
        table = shape_table(words("Players"), counts, names, grid, across_columns("players", "", counts, wording),
                            words)
    if table.sentence:
        name = names[0]
        if grid[0][0] == "1" and not wording.spells and re.search(r"(?i)(?:^|\s)dice$", name):
            name = name[:-4] + ("Die" if name[-4] == "D" else "die")   # '1 Farm die', not '1 Farm dice'
        table = ShapedTable((), (), words("{count} {name} for {players}.", count=grid[0][0], name=name,
                                          players=across_columns("players", "", counts, wording)))
    notes = tuple((line.component.name, line.component.note) for line in bought if line.component.note)
    return table, notes


def print_list(game: Game, setup: Any, entries: Sequence[Mapping[str, Any]], planned: Sequence[str],
               paper: str) -> PrintList:
    wording = Wording(game)   # pnp's own words, in the edition's language
    words = wording.frame
    rows, lead = said_once(printed_files(game, entries, planned, paper, wording), words)
    table, notes = gather_table(game, setup, wording)
    return PrintList(tuple(rows), bool(entries), table, words("Players"), notes, tuple(lead), stand_ins(game, words),
                     larger_paper(game, entries, paper, wording))
