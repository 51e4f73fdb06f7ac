"""Figures drawn from the data ({{ figure(...) }}, generator/render/documents/diagrams) and the rulebook's
"What to print and gather" ({{ print_and_gather() }}, generator/render/documents/print_list.py).

Expected values are read off tests/fixtures/games/clean by hand: an island map 200 x 140 mm
starting at Harbour; setup(players) = pawns: players, market: (5 - players) * players; a Market deck
of 6 poker cards; round pawns of 16 mm; a Player mat of 180 x 120 mm.
"""
from __future__ import annotations

import base64
import io
import re
import shutil
from pathlib import Path

import pdfplumber
import pytest

from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents.diagrams import FigureError, make_figure
from generator.render.documents.renderer import document_html, html_to_pdf
from generator.render.documents.markdown import DocumentError
from generator.render.documents.print_list import gather_table, print_list

CLEAN = Path(__file__).resolve().parents[2] / "fixtures" / "games" / "clean"


@pytest.fixture
def game(tmp_path: Path) -> Path:
    folder = tmp_path / "clean"
    shutil.copytree(CLEAN, folder, ignore=shutil.ignore_patterns("__pycache__"))
    return folder


def _svg(src: str) -> str:
    assert src.startswith("data:image/svg+xml;base64,")
    return base64.b64decode(src.split(",", 1)[1]).decode("utf-8")


def _render(folder: Path, text: str) -> tuple[bytes, str]:
    (folder / "rulebook.md").write_text(text, encoding="utf-8")
    doc = document_html(load_game(folder), "rulebook", BuildOptions())
    return html_to_pdf(doc, "rulebook.md")[0], doc.html


# --- setup ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players, market", [(2, 6), (3, 6), (4, 4)])
def test_setup_shows_the_start_a_pawn_per_player_and_the_piles(game: Path, players: int, market: int):
    loaded = load_game(game)
    fig = make_figure(loaded.game, loaded.engine.setup, "setup", players=players)
    svg = _svg(fig.src)
    assert "Start: Harbour" in svg
    # one pawn per player beside the start's ring, within 12 mm of its centre (the island has room round
    # Harbour, so no leader line takes them further)
    ring = re.search(r'<circle class="start" cx="([^"]+)" cy="([^"]+)"', svg)
    cx, cy = float(ring.group(1)), float(ring.group(2))
    boxes = [[float(v) for v in b.split()] for b in re.findall(r'<g class="pawn" [^>]*data-box="([^"]+)"', svg)]
    pawns = [(x + w / 2, y + h / 2) for x, y, w, h in boxes]
    assert len(pawns) == players
    assert all(abs(p[0] - cx) < 12 and abs(p[1] - cy) < 12 for p in pawns)
    # the piles, named and counted as setup(players) says
    assert ">Market<" in svg and f">\u00d7 {market}<" in svg
    assert ">Pawns<" in svg and f">\u00d7 {players}<" in svg
    assert fig.caption.startswith(f"Setup for {players} players on The Island")


def test_setup_outside_the_player_range_is_refused(game: Path):
    loaded = load_game(game)
    with pytest.raises(FigureError, match=r"players=5 is outside 2-4"):
        make_figure(loaded.game, loaded.engine.setup, "setup", players=5)


def test_a_figure_error_names_the_document_line(game: Path):
    with pytest.raises(DocumentError, match=r"rulebook\.md:3: unknown figure 'setpu'") as info:
        _render(game, "## Setup {#setup}\n\n{{ figure('setpu') }}\n")
    assert "setup, components, turn" in info.value.hint


# --- components ---------------------------------------------------------------------------------------
def _rows(fig) -> str:
    """A figure drawn as rows of images, its rows' SVG one after the other."""
    return "".join(_svg(src) for src in (fig.rows or (fig.src,)))


def _scales(caption: str) -> tuple[int, int, int]:
    found = re.search(r"boards at 1:(\d+), cards at (?:1:)?(\d+|real size), tokens and pieces at (?:1:)?(\d+|real size)",
                      caption)
    return tuple(1 if g == "real size" else int(g) for g in found.groups())


def test_components_are_drawn_at_the_scales_the_caption_names(game: Path):
    """Boards at 1:n, cards at 1:c, tokens and pieces at 1:t, each named in the caption; one row per group."""
    loaded = load_game(game)
    fig = make_figure(loaded.game, None, "components")
    n, c, t = _scales(fig.caption)
    svg = _rows(fig)

    def rect(w: float, h: float) -> bool:
        return any(abs(float(a) - w) < 0.02 and abs(float(b) - h) < 0.02
                   for a, b in re.findall(r'<rect x="[^"]+" y="[^"]+" width="([^"]+)" height="([^"]+)"', svg))

    assert rect(200 / n, 140 / n)     # the island board
    assert rect(180 / n, 120 / n)     # the player mat
    assert rect(63 / c, 88 / c)       # a Market card
    # a pawn of the box (no size given: 12 mm) and the 16 mm pawn token: each drawn at 1:t
    sizes = [float(b.split()[2]) for b in re.findall(r'<g class="item" data-shape="[^"]+" [^>]*data-box="([^"]+)"', svg)]
    assert any(abs(s - 16 / t) < 0.02 for s in sizes)
    assert len(fig.rows) == 3         # boards, cards, tokens and pieces
    for label in ("The Island", "Player mat", "Market", "Pawns", "Weather die"):
        assert f">{label}<" in svg
    for note in ("63 \u00d7 88 mm, 6 cards", "16 mm, 4 in the box"):   # on one line, or split at its comma
        first, second = note.split(", ")
        assert f">{note}<" in svg or (f">{first},<" in svg and f">{second}<" in svg)


def test_small_pieces_get_larger_scales_than_the_boards_and_show_their_text():
    """The Acts: a 560 mm board would make a 12 mm token a 1.5 mm dot at the boards' scale; cards, tokens and
    pieces are drawn at their own scales, which the caption names, and the cards carry their deck's name.
    Churches are drawn as cubes (the inventory's shape), a disciple as its token."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "content" / "the-acts")
    fig = make_figure(loaded.game, None, "components")
    n, c, t = _scales(fig.caption)
    assert t <= c < n
    svg = _rows(fig)
    assert re.search(rf'<rect x="[^"]+" y="[^"]+" width="{560 / n:.2f}'.rstrip("0").rstrip("."), svg)
    assert re.search(rf'<rect x="[^"]+" y="[^"]+" width="{63 / c:.2f}'.rstrip("0").rstrip("."), svg)
    items = re.findall(r'<g class="item" data-shape="([^"]+)" [^>]*data-box="([^"]+)"', svg)
    assert min(float(b.split()[2]) for shape, b in items if shape not in ("card", "board")) >= 5   # no dot
    assert "cube" in {shape for shape, _ in items}
    for text in ("Miracles", "Spiritual gifts"):   # each deck's name in its card's band
        assert svg.count(f">{text}<") >= 2


@pytest.mark.parametrize("game_id", ["commissioned", "the-acts", "journeys-of-paul", "commerce"])
def test_setup_labels_print_at_6_pt_or_more_and_no_booklet_is_a_pile(game_id: str):
    """Every name in a shipped setup figure prints at 2.2 mm (6.2 pt) or more: The Acts' small Prayer
    points space printed its name at 1.5 mm inside it, and is now named beside it. A rulebook is read, not
    set out: no booklet of the inventory (The Acts' Rule book, Commissioned's Rulebook) is listed as a pile.
    (tests/render/documents/test_documents_figure_labels.py measures the same in the built PDFs.)"""
    root = Path(__file__).resolve().parents[3] / "content" / game_id
    loaded = load_game(root)
    low = loaded.game.players.low if hasattr(loaded.game.players, "low") else 2
    svg = _svg(make_figure(loaded.game, loaded.engine.setup, "setup", players=max(low, 2)).src)
    sizes = [float(x) for x in re.findall(r'<text [^>]*font-size="([\d.]+)"', svg)]
    assert sizes and min(sizes) >= 6 * 25.4 / 72 - 1e-9, sorted(sizes)[:5]
    booklets = [c.name for c in loaded.game.inventory if c.kind == "booklet"]
    assert not [name for name in booklets if f">{name}<" in svg]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_field_of_tiles_ends_before_the_list_of_piles(players: int):
    """Commerce's setup deals 4-8 hexagon tiles of each of its 8 terrains (content/commerce/game.yaml): the
    field is drawn left of the piles, so no hexagon corner reaches the x where a pile's glyph or name begins
    (read from the SVG; at 4 players a 12-column field used to run 13 mm under the list)."""
    root = Path(__file__).resolve().parents[3] / "content" / "commerce"
    loaded = load_game(root)
    svg = _svg(make_figure(loaded.game, loaded.engine.setup, "setup", players=players).src)
    svg = re.sub(r"<g [^>]*>.*?</g>", "", svg)    # the piles' own glyphs (a hexagonal Capital) are not tiles
    corners = [float(x) for pts in re.findall(r'<polygon points="([^"]+)"', svg)
               for x in re.findall(r"(-?[\d.]+),-?[\d.]+", pts)]
    names = [float(x) for x in re.findall(r'<text (?:class="label" )?x="([^"]+)"[^>]*>(?:Normal die|Money tokens|Resource cards)<', svg)]
    assert corners and names
    assert max(corners) < min(names) - 3


# --- turn ---------------------------------------------------------------------------------------------
def test_the_turn_needs_its_steps_in_the_data(game: Path):
    loaded = load_game(game)
    with pytest.raises(FigureError, match="no name set 'phases'"):
        make_figure(loaded.game, None, "turn")
    fig = make_figure(loaded.game, None, "turn", steps="resources")
    svg = _svg(fig.src)
    assert [">1. Wood<", ">2. Stone<", ">3. Grain<"] == [s for s in (">1. Wood<", ">2. Stone<", ">3. Grain<") if s in svg]
    assert fig.caption == "A round: Wood, then Stone, then Grain; then the next round begins."



def test_steps_of_a_players_turn_say_the_next_player_goes_on():
    """Commerce and Journeys list the steps each player goes through in their own turn, not a round."""
    loaded = load_game(CLEAN)
    fig = make_figure(loaded.game, None, "turn", steps="resources", repeat="turn")
    assert fig.caption == "A turn: Wood, then Stone, then Grain; then the next player takes their turn."
    assert ">then the next player&#x27;s turn<" in _svg(fig.src) or ">then the next player's turn<" in _svg(fig.src)
    with pytest.raises(FigureError, match="is not what the steps make up"):
        make_figure(loaded.game, None, "turn", steps="resources", repeat="Game 2!")


def test_a_players_turn_is_worded_in_the_games_language():
    """drei-kronen (blind writer, set 51) is written in German: its caption read 'Ablauf (turn): ...; dann der
    nächste Spieler ist am Zug', the keyword 'turn' in English and the verb out of its German place."""
    import dataclasses

    game = dataclasses.replace(load_game(CLEAN).game, languages=("de",))
    fig = make_figure(game, None, "turn", steps="resources", repeat="turn")
    assert fig.caption == "Ein Zug: Wood, dann Stone, dann Grain; danach: der nächste Spieler ist am Zug."


def test_the_turns_of_a_game_for_one_follow_each_other_with_no_next_player():
    """grid-solitaire (blind writer, set 50) is for one player: its turn figure said 'then the next player takes
    their turn'."""
    import dataclasses

    from generator.model.base import IntRange

    loaded = load_game(CLEAN)
    solo = dataclasses.replace(loaded.game, players=IntRange(1, 1))
    fig = make_figure(solo, None, "turn", steps="resources", repeat="turn")
    assert fig.caption == "A turn: Wood, then Stone, then Grain; then the next turn begins."
    assert ">then the next turn<" in _svg(fig.src)


def test_steps_repeated_in_another_unit_say_it():
    """A golf game plays its steps once a hole, a paragraph adventure once a paragraph: repeat= names the unit."""
    loaded = load_game(CLEAN)
    fig = make_figure(loaded.game, None, "turn", steps="resources", repeat="hole")
    assert fig.caption == "A hole: Wood, then Stone, then Grain; then the next hole begins."
    assert ">then the next hole<" in _svg(fig.src)


def test_what_comes_next_may_be_said_in_the_games_words():
    """time-track (blind writer, set 34): the player furthest behind on the time track plays next, so neither
    'the next round' nor 'the next player's turn' is true; then= says it."""
    loaded = load_game(CLEAN)
    fig = make_figure(loaded.game, None, "turn", steps="resources", repeat="turn",
                      then="the player furthest behind plays")
    assert fig.caption == "A turn: Wood, then Stone, then Grain; then the player furthest behind plays."
    assert ">then the player furthest behind plays<" in _svg(fig.src)
    with pytest.raises(FigureError, match="is not what comes next"):
        make_figure(loaded.game, None, "turn", steps="resources", then="The Next One!")


def test_a_game_written_in_another_language_gets_the_turn_figure_in_its_words():
    """feria-mercado (blind writer, set 46) is written in Spanish (languages: [es]): its turn figure said 'A round:
    ..., then ...' in the Spanish rulebook. pnp's words are the language's; the designer's unit may be any word
    of it ('día')."""
    import dataclasses

    game = dataclasses.replace(load_game(CLEAN).game, languages=("es",))
    fig = make_figure(game, None, "turn", steps="resources")
    assert fig.caption == "Una ronda: Wood, luego Stone, luego Grain; luego empieza la siguiente ronda."
    assert ">luego, la siguiente ronda<" in _svg(fig.src)
    fig = make_figure(game, None, "turn", steps="resources", repeat="día", then="juega quien va detrás")
    assert fig.caption == "Cada día: Wood, luego Stone, luego Grain; luego juega quien va detrás."


# --- in the PDF: vectors, not pictures, but for the boards' pictures ----------------------------------------
def test_figures_are_vectors_with_real_text_in_the_pdf(game: Path):
    """Shapes and words are vectors; the only raster images are the components figure's pictures of the
    printed boards, cards and tokens (diagrams/pictures.py), one per map and player board, each the size the
    caption's 1:n makes it (the island 200 x 140 mm and the player mat 180 x 120 mm), three faces of the Market
    deck, fanned, at the cards' 1:c, and the first of the 16 mm pawn tokens at the tokens' 1:t (over the vector
    disc a measure reads as the item)."""
    data, html = _render(game, "## Setup {#setup}\n\n{{ figure('setup', players=3) }}\n\n"
                               "{{ figure('components') }}\n\n{{ figure('turn', steps='resources') }}\n")
    assert html.count('<figure class="diagram') == 3
    n = int(re.search(r"boards at 1:(\d+)", html).group(1))
    c = int(re.search(r"cards at 1:(\d+) \(up to three of each deck", html).group(1))
    tokens = re.search(r"tokens and pieces at 1:(\d+)", html)
    t = int(tokens.group(1)) if tokens else 1
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        # small SVG text comes back without its spaces: compare without them
        text = "".join("".join((p.extract_text() or "").split()) for p in pdf.pages)
        images = sorted((round((i["x1"] - i["x0"]) / 72 * 25.4, 1), round((i["bottom"] - i["top"]) / 72 * 25.4, 1))
                        for p in pdf.pages for i in p.images)
    assert images == sorted([(round(180 / n, 1), round(120 / n, 1)), (round(200 / n, 1), round(140 / n, 1))]
                            + [(round(63 / c, 1), round(88 / c, 1))] * 3 + [(round(16 / t, 1), round(16 / t, 1))])
    for label in ("Start: Harbour", "Player mat", "1. Wood", "then the next round"):
        assert "".join(label.split()) in text, label


# --- what to print and gather ---------------------------------------------------------------------------
ENTRIES = [  # what a build of the clean game writes before its rulebook (manifest entries, trimmed)
    {"path": "cards-market.pdf", "kind": "cards", "pages": 1, "paper": "a4", "card_size_mm": [63.0, 88.0]},
    {"path": "cards-market-backs.pdf", "kind": "cards-backs", "pages": 1, "paper": "a4", "duplex": "short"},
    {"path": "boards.pdf", "kind": "board", "pages": 4, "paper": "a4"},
    {"path": "map.pdf", "kind": "map", "pages": 1, "paper": "a4"},
    {"path": "tokens.pdf", "kind": "tokens", "pages": 1, "paper": "a4", "tokens": {"pawns": 4}},
]


def test_print_list_rows_come_from_the_build(game: Path):
    loaded = load_game(game)
    view = print_list(loaded.game, loaded.engine.setup, ENTRIES, [], "a4")
    rows = {r.what: r for r in view.rows}
    assert list(rows) == ["Market cards", "Player boards and aids", "Game board", "Tokens and counters",
                          "This rulebook"]
    assert rows["Market cards"].files == "cards-market.pdf + cards-market-backs.pdf"
    assert rows["Market cards"].pages == "1 + 1"
    assert rows["Market cards"].cut == "6 of 63 \u00d7 88 mm, along the crop marks"
    assert "flip on the short edge" in rows["Market cards"].sides
    assert rows["Player boards and aids"].pages == "4"
    assert rows["Tokens and counters"].cut == "cut out 4 pieces"
    assert rows["This rulebook"].pages == ""     # its last page, filled in by WeasyPrint
    assert view.lead == ("Everything prints on A4 paper.",)
    assert view.built



def test_files_the_data_plans_but_this_build_has_not_made_are_listed_without_pages(game: Path):
    """`pnp build --only documents` into an empty folder: the quick reference is the only file made before
    the rulebook, yet the player still prints the card sheets, boards, map and tokens the data plans."""
    loaded = load_game(game)
    built = [{"path": "quickref.pdf", "kind": "quickref", "pages": 2, "paper": "a4"}]
    planned = ["cards-market.pdf", "cards-market-backs.pdf", "boards.pdf", "map.pdf", "tokens.pdf",
               "rulebook.pdf", "quickref.pdf"]
    rows = {r.what: r for r in print_list(loaded.game, loaded.engine.setup, built, planned, "a4").rows}
    assert list(rows) == ["Market cards", "Player boards and aids", "Game board", "Tokens and counters",
                          "Quick reference", "This rulebook"]
    assert rows["Market cards"].pages == "\u2013 + \u2013"
    assert rows["Game board"].pages == "\u2013"
    assert rows["Quick reference"].pages == "2"


def test_pads_and_grid_maps_are_on_the_print_list():
    """tests/fixtures/games/roll-and-write prints a Score sheet pad (game.yaml line 30), hex-wargame a grid
    map The Valley (line 53): each is a row of what to print, with the sheets the build made."""
    fixtures = CLEAN.parent
    rw = load_game(fixtures / "roll-and-write")
    entries = [{"path": "pads.pdf", "kind": "pads", "pages": 2, "paper": "a4",
                "pads": [{"id": "score-sheet", "sheets": 8, "pages": [1, 2]}]}]
    rows = {r.what: r for r in print_list(rw.game, rw.engine.setup, entries, [], "a4").rows}
    assert rows["Pads to write on"].files == "pads.pdf"
    assert rows["Pads to write on"].pages == "2"
    assert rows["Pads to write on"].cut.startswith("Score sheet \u00d7 8: cut along the crop marks")
    war = load_game(fixtures / "hex-wargame")
    tiled = [{"path": "grids.pdf", "kind": "map", "pages": 5, "paper": "a4", "grids": [{"id": "valley", "pages": [1, 5]}]}]
    one = [{"path": "grids.pdf", "kind": "map", "pages": 1, "paper": "a4", "grids": [{"id": "valley", "pages": [1, 1]}]}]
    row = {r.what: r for r in print_list(war.game, war.engine.setup, tiled, [], "a4").rows}["Map"]
    assert (row.files, row.pages) == ("grids.pdf", "5")
    assert row.cut == "The Valley: trim the overlaps and tape the pages together as the overview page shows"
    row = {r.what: r for r in print_list(war.game, war.engine.setup, one, [], "a4").rows}["Map"]
    assert row.cut == "The Valley: trim"


def test_a_grid_map_on_the_build_map_paper_is_said_so():
    """`pnp build --map-paper a3` prints hex-wargame's The Valley on one A3 page and records the paper per grid
    map; the print list names it on the map's row and no longer says everything prints on A4."""
    war = load_game(CLEAN.parent / "hex-wargame")
    entries = [{"path": "grids.pdf", "kind": "map", "pages": 1, "paper": "a3",
                "grids": [{"id": "valley", "paper": "a3", "pages": [1, 1]}]},
               {"path": "tokens.pdf", "kind": "tokens", "pages": 2, "paper": "a4"}]
    view = print_list(war.game, war.engine.setup, entries, [], "a4")
    assert view.lead == ()
    assert [(r.what, r.paper) for r in view.rows] == [("Map", "A3"), ("Tokens and counters", "A4"),
                                                      ("This rulebook", "A4")]


def test_one_sided_cut_outs_say_to_skip_their_backs_pages(game: Path):
    """tokens.pdf follows every front page with a back page; the clean game's pawns have one printed side
    (game.yaml line 13 gives no sides), so a player printing one-sided is told to skip the backs."""
    loaded = load_game(game)
    rows = {r.what: r for r in print_list(loaded.game, loaded.engine.setup, ENTRIES, [], "a4").rows}
    assert rows["Tokens and counters"].sides.startswith("one-sided, skipping the backs pages")
    assert rows["Game board"].sides == "one-sided"      # a board has no backs pages
    assert rows["Player boards and aids"].sides == "one-sided"


def test_a_plural_deck_name_is_not_followed_by_cards():
    """content/the-acts/game.yaml names its decks "Miracles" and "Spiritual gifts": the rows read so."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "content" / "the-acts")
    entries = [{"path": f"cards-{d.id}.pdf", "kind": "cards", "pages": 1, "paper": "a4"} for d in loaded.game.decks]
    whats = [r.what for r in print_list(loaded.game, loaded.engine.setup, entries, [], "a4").rows]
    assert whats[:2] == ["Miracles", "Spiritual gifts"]

def test_what_nothing_prints_is_gathered_per_player_count(game: Path):
    loaded = load_game(game)
    view = print_list(loaded.game, loaded.engine.setup, ENTRIES, [], "letter")
    # the clean game prints its pawns as tokens and its deck as cards: only the weather die is bought
    assert view.gather is not None
    assert view.gather.sentence == "1 Weather die for 2\u20134 players."



def test_counters_grid_maps_and_pads_are_printed_not_gathered():
    """hex-wargame's Unit counters are the units deck (game.yaml inventory line `decks: [units]`) and its
    Map the grid map's component; roll-and-write's Score pad is its pad: none is on the list to gather,
    and the manifest's supply says where each prints (the same answer)."""
    from generator.model.supply import supply_lines

    war = load_game(CLEAN.parent / "hex-wargame")
    table, _ = gather_table(war.game, war.engine.setup)
    assert [r.label for r in table.rows] == ["Combat die", "Orders die"]
    printed = {line.component.id: line.printed_in for line in supply_lines(war.game, war.engine.setup)}
    assert printed["counters"] == ("cards-units.pdf",)
    assert printed["map-board"] == ("grids.pdf",)
    rw = load_game(CLEAN.parent / "roll-and-write")
    table, _ = gather_table(rw.game, rw.engine.setup)
    assert [r.label for r in table.rows] == ["Dice", "Pencils"]
    assert [c.text for c in table.rows[1].cells] == ["1", "2", "3", "4"]   # per_player 1, for 1-4 players


def test_a_piece_only_a_variant_takes_is_listed_for_that_variant():
    """lone-patience (blind writer, set 35): its timer is for the variant Against the Clock only, so the base
    game's setup() takes 0 and the list to gather said 'Timer 0'. It now says whose it is, with the count the
    variant's setup(players, variant) takes."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "lone-patience")
    table, _ = gather_table(loaded.game, loaded.engine.setup)
    rows = {r.label: [c.text for c in r.cells] for r in table.rows}
    assert rows["Timer (Against the Clock only)"] == ["1"]
    assert "Timer" not in rows


def test_a_piece_a_variant_takes_more_of_is_listed_for_that_variant_too():
    """little-farmers (blind writer, set 48): its base game rolls one Farm die, Market Day two; the list said
    '1 Farm dice for 2-4 players', short for Market Day (and its noun off). The variant's count has its row."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "little-farmers")
    table, _ = gather_table(loaded.game, loaded.engine.setup)
    assert [(r.label, [c.text for c in r.cells]) for r in table.rows] == [
        ("Farm dice", ["1"]), ("Farm dice (Market Day)", ["2"])]


def test_one_of_a_piece_named_in_the_plural_is_said_in_the_singular(tmp_path: Path):
    """'1 Farm dice for 2-4 players': a line named 'Farm dice' of which one is gathered is one die."""
    folder = tmp_path / "clean"
    shutil.copytree(CLEAN, folder, ignore=shutil.ignore_patterns("__pycache__"))
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("name: Weather die", "name: Weather dice", 1),
                    encoding="utf-8")
    loaded = load_game(folder)
    view = print_list(loaded.game, loaded.engine.setup, ENTRIES, [], "letter")
    assert view.gather is not None and view.gather.sentence == "1 Weather die for 2\u20134 players."


def test_a_die_whose_stickers_are_printed_is_still_gathered():
    """content/commerce/game.yaml: the Event die (kind: die) gets its six faces from a sticker sheet; the
    stickers need a blank six-sided die, so it is on the list to gather beside the normal and coloured dice,
    as the manifest's inventory says (supply: gather)."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "content" / "commerce")
    view = print_list(loaded.game, loaded.engine.setup, ENTRIES, [], "a4")
    assert view.gather is not None
    # one of each at every count: the three equal rows print as one
    assert [r.label for r in view.gather.rows] == ["Normal die, Coloured die, Event die"]

def test_the_rulebook_prints_its_own_page_count(game: Path):
    data, html = _render(game, "## Box {#box}\n\n{{ print_and_gather() }}\n\n## More {#more}\n\n" +
                         "Play on.\n\n" * 3)
    assert 'href="#document-end"' in html
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        pages = len(pdf.pages)
        rows = [line for p in pdf.pages for line in (p.extract_text() or "").splitlines() if "rulebook.pdf" in line]
    assert rows and re.search(rf"rulebook\.pdf {pages}\b", rows[0]), rows


def test_a_build_prints_the_pages_its_manifest_records(game: Path, tmp_path: Path):
    """Through `pnp build`: the rulebook is rendered last, and its print list shows the pages manifest.json
    records for every other file, and its own page count."""
    import json

    from generator.app.build import build_game

    (game / "rulebook.md").write_text("## Print {#print}\n\n{{ print_and_gather() }}\n", encoding="utf-8")
    (game / "quickref.md").write_text("## Turn {#turn}\n\nRoll the weather die.\n", encoding="utf-8")
    result = build_game(game, tmp_path / "out", BuildOptions(paper="letter"))
    manifest = json.loads(Path(result.manifest).read_text(encoding="utf-8"))
    pages = {f["path"]: f["pages"] for f in manifest["files"]}
    with pdfplumber.open(Path(result.manifest).parent / "rulebook.pdf") as pdf:
        lines = [line for p in pdf.pages for line in (p.extract_text() or "").splitlines()]
    text = "\n".join(lines)
    assert "Everything prints on Letter paper." in text
    assert re.search(rf"Market cards.*?{pages['cards-market.pdf']} \+ {pages['cards-market-backs.pdf']}", text, re.S)
    for name in ("boards.pdf", "map.pdf", "tokens.pdf", "quickref.pdf", "rulebook.pdf"):
        assert re.search(rf"{re.escape(name)} {pages[name]}\b", text), (name, pages[name], text)


def test_a_deck_printed_as_counters_is_counted_as_what_its_inventory_line_is():
    """hex-skirmish (tests/corpus, first contact): its units are a deck printed as two-sided counters, counted by
    an inventory line of kind token; the components figure labelled them "16 cards". Cards stay cards."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "hex-skirmish")
    svg = _rows(make_figure(loaded.game, None, "components"))
    assert "16 tokens" in svg and "16 cards" not in svg
    acts = load_game(Path(__file__).resolve().parents[3] / "content" / "the-acts")
    assert re.search(r", \d+ cards<", _rows(make_figure(acts.game, None, "components")))


def test_a_token_designs_colour_from_the_games_palette_reaches_the_figures(game: Path):
    """gem-tableau's writer: gems whose designs name the game's own palette colours (gem-ruby) printed in them on
    tokens.pdf but as beige discs in the components figure. The figure takes the palette's hex."""
    yaml = game / "game.yaml"
    text = yaml.read_text(encoding="utf-8")
    text = text.replace("inventory:\n", "style:\n  palette:\n    gem-ruby: \"#b3263a\"\n    gem-topaz: \"#e0a526\"\n"
                                        "inventory:\n  - {id: gems, name: Gems, count: 6, kind: token}\n", 1)
    text = text.replace("tokens:\n", "tokens:\n  - {component: gems, shape: round, size: 16, faces: [{front: Ruby, "
                                      "count: 3, colour: gem-ruby}, {front: Topaz, count: 3, colour: gem-topaz}]}\n", 1)
    yaml.write_text(text, encoding="utf-8")
    loaded = load_game(game)
    svg = _rows(make_figure(loaded.game, None, "components"))
    assert 'fill="#b3263a"' in svg   # the piece drawn in its first design's colour


def test_setup_draws_islands_in_a_sea_in_their_kinds_colours_and_sizes():
    # majority-isles (written outside the project): nine islands of three declared kinds and sizes joined only by
    # sea routes printed as small beige dots on land; the map itself draws a sea and each kind's colour and size
    folder = Path(__file__).resolve().parents[2] / "corpus" / "majority-isles"
    loaded = load_game(folder)
    svg = _svg(make_figure(loaded.game, loaded.engine.setup, "setup", players=4).src)
    assert re.search(r'<rect class="board" [^>]*fill="#cfe3ef"', svg)
    m = loaded.game.maps[0]
    places = re.findall(r'<circle class="place" cx="[^"]+" cy="[^"]+" r="([^"]+)" fill="([^"]+)"', svg)
    kinds = {k.id: k for k in loaded.game.location_kinds}
    islands = [x for x in m.locations if x.kind in kinds]
    assert len(places) == len(islands) == 9
    from generator.core.palette import colour_hex
    assert {fill for _, fill in places} == {colour_hex(str(k.colour)) for k in kinds.values()}
    assert len({round(float(r), 2) for r, _ in places}) == 3   # three sizes, as on the map


def test_a_deck_the_box_counts_as_counters_is_named_so_on_the_print_list():
    """crt-odds (written outside the project) prints its unit counters from three decks, counted in the box as
    'Unit counters' (kind token): the print list named their sheets 'Crown army cards' while the components figure
    counted tokens; a deck of a cards line keeps its name."""
    game = load_game(CLEAN.parents[2] / "corpus" / "crt-odds")
    planned = ["cards-crown.pdf", "cards-crown-backs.pdf", "cards-league.pdf", "cards-league-backs.pdf"]
    rows = [r.what for r in print_list(game.game, game.engine.setup, [], planned, "a4").rows]
    assert rows[:2] == ["Crown army (Unit counters)", "League army (Unit counters)"]
    clean = load_game(CLEAN)
    rows = [r.what for r in print_list(clean.game, clean.engine.setup, [], ["cards-market.pdf"], "a4").rows]
    assert rows[0] == "Market cards"


def test_a_deck_the_box_counts_as_tokens_of_its_own_name_is_no_deck_of_cards(tmp_path: Path) -> None:
    """rank-battle (written outside the project): its armies of counters, each a deck counted by an inventory line
    of kind token and of the same name, were 'Red army cards' on the print list and 'Pitfall (5 in the deck)' under
    a card figure."""
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    game = load_game(CLEAN.parents[2] / "corpus" / "rank-battle")
    planned = ["cards-red-army.pdf", "cards-red-army-backs.pdf"]
    assert [r.what for r in print_list(game.game, game.engine.setup, [], planned, "a4").rows][:1] == \
        ["Red army (tokens)"]
    html = document_html(game, "rulebook", BuildOptions()).html
    assert "Pitfall <span class=\"copies\">(5 copies)</span>" in html and "in the deck" not in html


def test_the_return_label_of_the_turn_figure_stays_inside_the_figure():
    """sowing-pits (blind writer, set 64): four steps, the last alone on the second row, whose return line is
    short: its label 'then the next player's turn', centred on the line, began left of the figure and printed cut
    off. The label keeps to the figure, under its line where there is room."""
    import re

    from generator.render.documents.diagrams.svg import text_width
    from generator.render.documents.diagrams.turn import WIDTH, turn_figure

    label = "then the next player\u2019s turn"
    for steps in (("Play a Favour", "Sow", "Capture or harvest", "Check the end"), ("A", "B"), tuple("ABCDEFGHIJ")):
        svg = turn_figure(steps, label).markup()
        m = re.search(r'<text[^>]*x="([0-9.]+)"[^>]*>then the next player', svg)
        assert m is not None, steps
        half = text_width(label, 2.4) / 2
        assert half <= float(m.group(1)) <= WIDTH - half, steps


def test_the_turn_figure_draws_the_games_one_order_of_play(game: Path):
    """colour-numbers and halves-realm (blind writers, sets 68 and 36) wrote figure("turn") with their order of play
    in 'turn-steps', which pnp reads as one everywhere else: the figure draws it; with two such sets it still asks
    which."""
    import dataclasses

    loaded = load_game(game)
    one = dataclasses.replace(loaded.game, names={**loaded.game.names, "turn-steps": ("Draw", "Play", "Discard")})
    assert ">1. Draw<" in _svg(make_figure(one, None, "turn").src)
    two = dataclasses.replace(one, names={**one.names, "round-phases": ("Dawn", "Dusk")})
    with pytest.raises(FigureError, match="no name set 'phases'"):
        make_figure(two, None, "turn")


def test_the_turn_figure_caption_says_an_before_a_vowel(game: Path):
    """dutch-clock (blind writer, set 74): figure("turn", repeat="auction") printed 'A auction: ...'."""
    loaded = load_game(game)
    assert make_figure(loaded.game, None, "turn", steps="resources", repeat="auction").caption.startswith(
        "An auction: Wood, then Stone")
    assert make_figure(loaded.game, None, "turn", steps="resources", repeat="hole").caption.startswith("A hole: ")
    # dialogue-play (written outside the project): repeat="hour" printed 'A hour: ...'
    assert make_figure(loaded.game, None, "turn", steps="resources", repeat="hour").caption.startswith("An hour: ")
    assert make_figure(loaded.game, None, "turn", steps="resources", repeat="unit").caption.startswith("A unit: ")
    assert make_figure(loaded.game, None, "turn", steps="resources", repeat="inning").caption.startswith("An inning: ")


def test_a_piece_each_player_takes_over_many_counts_is_said_per_player():
    """any-players (written outside the project) plays 1-99: its Pencils, one per player, made the list to gather a
    table of 99 columns the build could not fit ('46.1 mm wider than its column'). Past eight columns a row of so
    many per player says so once; a count that never changes stays as it is. A range of few counts keeps its
    columns (roll-and-write's 1-4 above)."""
    from generator.render.documents.print_list import _per_player

    loaded = load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "any-players")
    table, _ = gather_table(loaded.game, loaded.engine.setup)
    assert table.columns == ("1\u201399",)
    rows = {r.label: [c.text for c in r.cells] for r in table.rows}
    assert rows == {"Number dice": ["2"], "Colour die": ["1"], "Pencils": ["1 per player"]}
    words = lambda text, **f: text.format(**f)   # noqa: E731
    assert _per_player(["2", "4", "6"], ["1", "2", "3"], words) == ["2 per player"] * 3
    assert _per_player(["3", "4", "5"], ["1", "2", "3"], words) == ["3", "4", "5"]   # players + 2: no share


def test_a_line_of_cards_named_by_its_deck_in_setup_takes_that_many():
    """expansion-mix (written outside the project) gave its expansion's decks 0 in the base game's setup() by their
    deck ids; the manifest and the print list still counted the whole box at every count (the inventory id worked
    as documented: either id names a line of one deck). The decks' ids now say it too."""
    from generator.model.supply import supply_lines

    loaded = load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "expansion-mix")
    lines = {line.component.id: line.per_players for line in supply_lines(loaded.game, loaded.engine.setup)}
    assert lines["amber-cards"] == ((2, 0), (3, 0), (4, 0))
    assert lines["cargo-cards"] == ((2, 40), (3, 40), (4, 40))   # the base game's own deck, whole


def test_the_variants_block_prints_each_variants_name_players_and_text(tmp_path: Path) -> None:
    """seconds-timer (written outside the project) gave each variant a `text:` that no placeholder printed, and
    wrote the same rules again by hand in its rulebook: {{ variants() }} prints them from the data."""
    import shutil

    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    folder = tmp_path / "seconds-timer"
    shutil.copytree(CLEAN.parents[2] / "corpus" / "seconds-timer", folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "quickref.md").write_text("## Variants {#variants}\n\n{{ variants() }}\n", encoding="utf-8")
    html = document_html(load_game(folder), "quickref", BuildOptions()).html
    block = html[html.index('<dl class="glossary variants">'):]
    block = block[:block.index("</dl>")]
    assert "<dt>Quiet Kitchen <span class=\"variant-tag\">2\u20135 players</span></dt>" in block
    assert "<dd>For younger cooks: add fifteen seconds to every ticket" in block
    assert block.count("<div class=\"entry\">") == 2


def test_the_cover_names_variants_of_the_games_own_range_together() -> None:
    """asym-decks (written outside the project) is for two, and so are its two variants: its cover said '2
    players' three times. A variant of another range keeps its own line."""
    from generator.load.languages import Wording
    from generator.render.documents.renderer import _cover_variants

    game = load_game(CLEAN.parents[2] / "corpus" / "asym-decks").game
    assert _cover_variants(game, Wording(game)) == ("Variants: Short War, Open Court",)
    game = load_game(CLEAN.parents[2] / "corpus" / "count-spaces").game
    assert _cover_variants(game, Wording(game)) == ("Open Commons: 2 players",)   # the game is for 1-5


def test_the_cover_prints_the_box_ages_and_playing_time(tmp_path: Path) -> None:
    """box-blurb (written outside the project) typed its box line ('ages 8+ · 2–5 players · 30–45 minutes') by
    hand: game.yaml's `age` and `minutes` print it on the cover, in the edition's words too."""
    import shutil

    import pdfplumber

    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html, html_to_pdf

    folder = tmp_path / "docgame"
    shutil.copytree(CLEAN.parents[1] / "docs" / "docgame", folder, ignore=shutil.ignore_patterns("__pycache__"))
    path = folder / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("summary: A tiny game the tests use.\n",
                                                             "summary: A tiny game the tests use.\nage: 8\n"
                                                             "minutes: 30-45\n"), encoding="utf-8")
    doc = document_html(load_game(folder), "rulebook", BuildOptions())
    data, _ = html_to_pdf(doc, "rulebook.md")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        cover = pdf.pages[0].extract_text()
    assert "Ages 8+ \u00b7 30\u201345 minutes" in cover
    bare = document_html(load_game(CLEAN.parents[1] / "docs" / "docgame"), "rulebook", BuildOptions()).html
    assert '<p class="cover-box">' not in bare


def test_a_turn_figure_in_a_narrow_column_keeps_its_labels_at_6_pt(tmp_path: Path):
    # game-flow (written outside the project): its quick reference's turn figure, drawn 150 mm wide, was shrunk into
    # a third of a landscape page, its box labels at 4 pt and 'then the next round' at 3.3 pt. It is drawn for the
    # column it prints in (boxes wrap onto more rows), so no word of it is under 6 pt; a rulebook's is as before
    from generator.render.documents.page_geometry import column_mm

    folder = tmp_path / "game-flow"
    shutil.copytree(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "game-flow", folder,
                    ignore=shutil.ignore_patterns("__pycache__"))
    data, _ = html_to_pdf(document_html(load_game(folder), "quickref", BuildOptions()), "quickref.md")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        words = [w for page in pdf.pages for w in page.extract_words(extra_attrs=["size"])]
    assert {"1.Lamplight", "thenthenextround"} <= {w["text"] for w in words}   # the figure's own words
    assert min(w["size"] for w in words) >= 6.0, sorted((round(w["size"], 1), w["text"]) for w in words)[:5]
    assert round(column_mm("quickref", "a4"), 1) == round((297 - 20 - 12) / 3, 1)
    assert column_mm("rulebook", "letter") > 150 and column_mm("poster", "a4") == 0


def test_a_maps_players_choose_the_board_the_setup_figure_draws(tmp_path: Path):
    # two-sided-board (written outside the project): a board with a side for 2-3 players and one for 4-5; nothing tied
    # a map to its counts, and figure("setup", players=4) drew the 2-3 side. A map's `players` chooses it; a board
    # named for a count it is not for is refused at the figure, and a map off the game's counts is PLR001
    from generator.check import check_game

    folder = tmp_path / "two-sided-board"
    shutil.copytree(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "two-sided-board", folder,
                    ignore=shutil.ignore_patterns("__pycache__"))
    path = folder / "game.yaml"
    text = path.read_text(encoding="utf-8")
    for side, counts in (("narrow-fen", "2-3"), ("broad-fen", "4-5")):
        text = text.replace(f"  - id: {side}\n", f"  - id: {side}\n    players: {counts}\n", 1)
    path.write_text(text, encoding="utf-8")
    loaded = load_game(folder)
    assert [f for f in check_game(loaded) if f.rule == "PLR001"] == []
    drawn = {n: make_figure(loaded.game, loaded.engine.setup, "setup", players=n).caption for n in (2, 4)}
    assert "Narrow Fen" in drawn[2] and "Broad Fen" in drawn[4], drawn
    with pytest.raises(FigureError) as refused:
        make_figure(loaded.game, loaded.engine.setup, "setup", players=4, board="narrow-fen")
    assert refused.value.message == "figure('setup'): map 'narrow-fen' is for 2-3 players, not 4"
    assert refused.value.hint == "for 4 players draw board='broad-fen'"
    path.write_text(text.replace("    players: 4-5\n", "    players: 4-6\n", 1), encoding="utf-8")
    assert [(f.rule, f.message) for f in check_game(load_game(folder)) if f.rule == "PLR001"] == [
        ("PLR001", "map 'broad-fen' is for 4-6 players but the game supports 2-5")]


@pytest.mark.parametrize("game_id,die,shape,corners", [
    ("kiln-firing", "Crack die", "d12", 5), ("volcano-escape", "Lava die", "d8", 4), ("dig-site", "Dating die", "d20", 6),
    ("bird-migration", "Weather die", "d10", 4)])
def test_a_die_is_drawn_with_its_own_number_of_faces(game_id: str, die: str, shape: str, corners: int):
    """Games written outside the project drew their d12, d8 and d20 as a six-pip cube, which a player would take for
    a d6: a die of other than six faces is its outline (a d12's pentagon, a d8's diamond, a d20's hexagon, a d10's
    kite) with 'dN' inside, clear of the outline (bird-migration's 'd10' ran across its kite's lower edges); a d6 keeps
    its pips."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / game_id)
    svg = _rows(make_figure(loaded.game, None, "components"))
    group = re.search(rf'<g class="item" data-shape="{shape}" [^>]*>(.*?)</g>', svg, re.S)
    assert group is not None, f"no {shape} drawn"
    points = re.search(r'<polygon points="([^"]+)"', group.group(1))
    assert points is not None and len(points.group(1).split()) == corners
    assert f">{shape}</text>" in group.group(1) and 'class="pip"' not in group.group(1)
    outline = [tuple(map(float, xy.split(","))) for xy in points.group(1).split()]
    label = re.search(r'<text class="faces" x="([\d.]+)" y="([\d.]+)"[^>]* font-size="([\d.]+)"', group.group(1))
    assert label is not None
    x, base, size = map(float, label.groups())
    half = len(shape) * 0.6 * size / 2   # Lato Bold's digits and 'd' are under 0.6 em wide; its ascenders 0.75 em
    box = [(x - half, base), (x + half, base), (x - half, base - 0.75 * size), (x + half, base - 0.75 * size)]
    edges = list(zip(outline, outline[1:] + outline[:1]))
    sides = [[(bx - ax) * (py - ay) - (by - ay) * (px - ax) for (ax, ay), (bx, by) in edges] for px, py in box]
    assert all(v > 0 for s in sides for v in s) or all(v < 0 for s in sides for v in s), (shape, outline, box)
    commerce = _rows(make_figure(load_game(Path(__file__).resolve().parents[3] / "content" / "commerce").game, None,
                                 "components"))
    six = re.findall(r'<g class="item" data-shape="die" [^>]*>(.*?)</g>', commerce, re.S)
    assert six and all(g.count('class="pip"') == 3 for g in six)


def test_a_pad_among_the_setup_piles_is_drawn_as_a_ruled_sheet():
    """dig-site and paper-route (written outside the project): the setup figure drew a score pad as a disc, as a
    token; a pad is a page, portrait, with lines to write on."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "dig-site")
    fig = make_figure(loaded.game, loaded.engine.setup, "setup", players=3)
    svg = base64.b64decode(fig.src.split(",", 1)[1]).decode("utf-8")
    pad = re.search(r'<g class="piece" data-shape="pad" [^>]*>(.*?)</g>', svg, re.S)
    assert pad is not None and "<circle" not in pad.group(1)
    sheet = re.search(r'<rect [^>]*width="([\d.]+)" height="([\d.]+)"', pad.group(1))
    assert sheet is not None and float(sheet.group(1)) < float(sheet.group(2))   # portrait
    assert pad.group(1).count('class="rule"') == 4


def test_the_components_figure_shows_each_pad_as_a_ruled_sheet():
    """sumo-basho, ski-jump and ranked-ballots (written outside the project): the components figure left out the
    score pad the box holds; each pad is drawn at the boards' scale as a page of its size, with its band and lines."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "sumo-basho")
    svg = _rows(make_figure(loaded.game, None, "components"))
    pad = re.search(r'<g class="item" data-shape="pad" [^>]*data-box="([^"]+)"[^>]*>(.*?)</g>', svg, re.S)
    assert pad is not None, "no pad drawn"
    w, h = map(float, pad.group(1).split()[2:4])
    width, height = loaded.game.pads[0].size.mm
    assert abs(w / h - width / height) < 0.02   # the sheet's own proportions
    assert pad.group(2).count('class="rule"') >= 3 and "Hoshitori pad" in svg
