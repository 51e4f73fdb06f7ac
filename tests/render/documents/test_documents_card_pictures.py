"""The components figure draws each deck as a fan of up to three of its own card faces, drawn by the card
renderer the card sheets use and rasterised (generator/render/documents/diagrams/pictures.py and components.py;
issue 29, "Figures that teach"), where it once drew every deck as the same generic frame.

The clean fixture (tests/fixtures/games/clean: a Market deck of three 63 x 88 mm cards) is drawn through
make_figure; the four shipped rulebooks are measured in their built PDFs, A4 and Letter: the pixels of each
deck's front face where it lands on the page are those of a card (many colours), its label prints at 6 pt or
more right under its fan, with the deck's count, and no label lies on any deck's fan.
"""
from __future__ import annotations

import base64
import io
import re
import shutil
from pathlib import Path

import pytest
from PIL import Image

from generator.load import load_game
from generator.render.documents.diagrams import FigureError, make_figure
from generator.render.documents.diagrams.components import FAN_STEP, spread_pieces
from generator.render.documents.diagrams.pictures import PICTURE_DPI, _raster, board_pictures

CLEAN = Path(__file__).resolve().parents[2] / "fixtures" / "games" / "clean"
GAMES = ["commissioned", "the-acts", "journeys-of-paul", "commerce"]
PAPERS = ["a4", "letter"]
MOST_OF_ONE = 0.95     # a face's commonest colour covers less than this share of it; an empty frame's covers all
LEAST_COLOURS = 20     # and it has at least this many colours; an empty frame has one or two
LEAST_PT = 6.0
NEAR_MM = 3.0          # a deck's label starts at most this far under its fan
DECK = re.compile(r'<g class="item" data-shape="card" [^>]*data-box="([^"]+)" data-picture="deck:([^"]+)" '
                  r'data-front="([^"]+)">(.*?)</g>')


@pytest.fixture
def game(tmp_path: Path) -> Path:
    folder = tmp_path / "clean"
    shutil.copytree(CLEAN, folder, ignore=shutil.ignore_patterns("__pycache__"))
    return folder


def _svg(src: str) -> str:
    return base64.b64decode(src.split(",", 1)[1]).decode("utf-8")


def _box(text: str) -> tuple[float, ...]:
    return tuple(float(v) for v in text.split())


def _decks(svgs: list[str]) -> dict[str, tuple[tuple[float, ...], tuple[float, ...], list[Image.Image]]]:
    """Each deck drawn from its faces: its fan's box, its front face's box (x y w h mm) and its faces' images,
    back to front, as the SVG holds them."""
    out = {}
    for svg in svgs:
        for box, deck, front, body in DECK.findall(svg):
            images = [Image.open(io.BytesIO(base64.b64decode(href))).convert("RGB")
                      for href in re.findall(r'<image [^>]*href="data:image/png;base64,([^"]+)"/>', body)]
            out[deck] = (_box(box), _box(front), images)
    return out


def _flat(image: Image.Image) -> tuple[int, float]:
    """(how many colours, the share of the commonest) of an image."""
    colours = image.getcolors(image.size[0] * image.size[1])
    return len(colours), max(n for n, _ in colours) / (image.size[0] * image.size[1])


def test_a_deck_is_a_fan_of_three_of_its_own_faces_drawn_by_the_card_renderer(game: Path):
    """The Market deck's three cards, fanned: each image the size the caption's 1:c makes a 63 x 88 mm card, at
    PICTURE_DPI, and pixel for pixel the card renderer's own face of that card (card_face_pdf, rasterised at
    the same size); the one in front is the deck's first card, the box holds the fan and the front face sits
    at its bottom right."""
    from generator.render.cards.renderer import card_face_pdf

    loaded = load_game(game)
    fig = make_figure(loaded.game, None, "components", pictures=board_pictures(loaded))
    c = int(re.search(r"cards at 1:(\d+) \(up to three of each deck's cards\)", fig.caption).group(1))
    decks = _decks([_svg(s) for s in fig.rows])
    assert list(decks) == ["market"]
    box, front, images = decks["market"]
    w, h = 63 / c, 88 / c
    assert front[2:] == (round(w, 2), round(h, 2))
    assert box[2:] == (round(w * (1 + 2 * FAN_STEP[0]), 2), round(h * (1 + 2 * FAN_STEP[1]), 2))
    assert (front[0] + front[2], front[1] + front[3]) == pytest.approx((box[0] + box[2], box[1] + box[3]), abs=0.02)
    assert len(images) == 3
    for card, image in zip(("mill", "quarry", "woodcutter"), images):   # back to front
        assert abs(image.size[0] - w / 25.4 * PICTURE_DPI) <= 1 and abs(image.size[1] - h / 25.4 * PICTURE_DPI) <= 1
        own = Image.open(io.BytesIO(_raster(card_face_pdf(loaded, "market", card), w, h))).convert("RGB")
        assert own.tobytes() == image.tobytes(), card
        colours, top = _flat(image)
        assert colours >= LEAST_COLOURS and top < MOST_OF_ONE, (card, colours, top)


def test_the_figure_draws_all_its_faces_in_one_pdf(game: Path, monkeypatch):
    """Every face the figure shows is drawn in one call of the card renderer (one painter, one PDF), not one
    PDF per card: what keeps Commerce's thirty faces at about 0.2 s."""
    from generator.render.cards import renderer

    calls: list[list[tuple[str, str]]] = []
    real = renderer.card_faces_pdf

    def counted(loaded, faces, **kw):
        calls.append(list(faces))
        return real(loaded, faces, **kw)

    monkeypatch.setattr(renderer, "card_faces_pdf", counted)
    loaded = load_game(game)
    make_figure(loaded.game, None, "components", pictures=board_pictures(loaded))
    assert calls == [[("market", "woodcutter"), ("market", "quarry"), ("market", "mill")]]


def test_the_cards_a_deck_is_shown_by_start_with_different_words():
    """Commerce's resources are shown by Spices, Artifacts and Oil, not by Spices 1, 5 and 10; a deck of one
    card by that card alone."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "content" / "commerce")
    faces = {p.ref: p.faces for p in spread_pieces(loaded.game) if p.group == "card"}
    names = {c.id: c.name for d in loaded.game.decks for c in d.cards}
    assert [names[c] for c in faces["deck:resources"]] == ["Spices 1", "Artifacts 1", "Oil 1"]
    assert [names[c] for c in faces["deck:technologies"]] == ["Wheel", "Sailing", "Compass"]
    journeys = load_game(Path(__file__).resolve().parents[3] / "content" / "journeys-of-paul")
    assert [len(p.faces) for p in spread_pieces(journeys.game) if p.ref == "deck:reference"] == [1]


def test_the_card_pictures_are_the_same_bytes_every_time(game: Path):
    """Two figures drawn from two loads of the game, each with its own pictures, are the same bytes."""
    first, again = (make_figure(loaded.game, None, "components", pictures=board_pictures(loaded)).rows
                    for loaded in (load_game(game), load_game(game)))
    assert first == again
    assert list(_decks([_svg(s) for s in first])) == ["market"]


def test_without_pictures_a_deck_is_one_plain_card(game: Path):
    """make_figure without `pictures` (a test's or a tool's figure) draws each deck as one plain card under
    its name, and the caption says nothing of fans."""
    loaded = load_game(game)
    fig = make_figure(loaded.game, None, "components")
    svg = "".join(_svg(s) for s in fig.rows)
    assert "<image" not in svg and "data-picture" not in svg and "up to three" not in fig.caption
    assert '<text class="mark"' in svg and ">Market<" in svg


def test_a_deck_its_renderer_refuses_stops_the_figure_with_the_renderers_words(game: Path):
    yaml = game / "game.yaml"
    text = yaml.read_text(encoding="utf-8")
    assert text.count("    name: Market\n") == 1
    yaml.write_text(text.replace("    name: Market\n", "    name: Market\n    layout: no-such-layout\n"),
                    encoding="utf-8")
    loaded = load_game(game)
    with pytest.raises(FigureError) as info:
        make_figure(loaded.game, None, "components", pictures=board_pictures(loaded))
    assert info.value.message == (f"figure('components') cannot draw a card: {game}/game.yaml:18: deck 'market': "
                                  "unknown layout 'no-such-layout'")
    assert info.value.hint.startswith("layouts: ")


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game_id", GAMES)
def test_shipped_rulebooks_show_each_deck_by_its_own_faces(shipped, game_id: str, paper: str):
    """In each built rulebook every deck of the game is a fan of its faces where the figure lands on the page:
    the front face's pixels (pypdfium2, 100 dpi, 0.6 mm inside its trim) are a card's, not one flat colour;
    the deck's name prints at 6 pt or more, starting under its fan within NEAR_MM and across it, with the
    deck's count on the lines under it; no label of the row lies on a deck's fan."""
    import pypdfium2

    from figurepdf import figure_rows, figure_svgs, meets

    data, _, loaded, html = shipped.get(game_id, "rulebook", paper)
    rows = figure_rows(data, html)
    svgs = figure_svgs(html)
    assert len(rows) == len(svgs)
    counts = {d.id: sum(c.count for c in d.cards) for d in loaded.game.decks}
    names = {d.id: d.name for d in loaded.game.decks}
    seen: set[str] = set()
    faults: list[tuple] = []
    doc = pypdfium2.PdfDocument(data)
    dpi, inset = 100, 0.6
    px = dpi / 25.4
    try:
        for row, (kind, svg, _) in zip(rows, svgs):
            if kind != "components":
                continue
            decks = _decks([svg])
            page = doc[row.page - 1].render(scale=dpi / 72).to_pil().convert("RGB") if decks else None
            fans = {d: (row.box[0] + b[0], row.box[1] + b[1], row.box[0] + b[0] + b[2], row.box[1] + b[1] + b[3])
                    for d, (b, _, _) in decks.items()}
            for deck, (_, front, images) in decks.items():
                seen.add(deck)
                assert images, deck
                left, top = row.box[0] + front[0] + inset, row.box[1] + front[1] + inset
                area = page.crop((round(left * px), round(top * px), round((left + front[2] - 2 * inset) * px),
                                  round((top + front[3] - 2 * inset) * px)))
                colours, share = _flat(area)
                if colours < LEAST_COLOURS or share >= MOST_OF_ONE:
                    faults.append((deck, "flat", colours, round(share, 2)))
                fan = fans[deck]
                under = sorted((x for x in row.labels if x.box[1] >= fan[3] - 0.2 and x.box[0] < fan[2]
                                and x.box[2] > fan[0]), key=lambda x: x.box[1])
                if not under or under[0].box[1] - fan[3] > NEAR_MM:
                    faults.append((deck, "no label under its fan"))
                    continue
                block = [x for x in under if x.box[1] - fan[3] < NEAR_MM + 8]
                text = "".join(x.text for x in block)
                if not text.startswith("".join(names[deck].split())):
                    faults.append((deck, "label", text))
                count = f"{counts[deck]}card" + ("s" if counts[deck] != 1 else "")
                if count not in text:
                    faults.append((deck, "count", count, text))
                small = [(x.text, round(x.size_pt, 2)) for x in block if x.size_pt < LEAST_PT]
                if small:
                    faults.append((deck, "small", small))
            for label in row.labels:
                for deck, fan in fans.items():
                    if meets(label.box, fan, 0.05):
                        faults.append((deck, "label on the fan", label.text))
    finally:
        doc.close()
    assert faults == []
    assert seen == {d.id for d in loaded.game.decks}


def test_a_sealed_deck_shows_no_face(game: Path):
    """saga-chapters' writer (tests/corpus): the components figure fanned the faces of a campaign's Envelope cards
    and later chapter decks, spoiling them. `sealed: true` on a deck draws it as one plain card under its name,
    and no card renderer is asked for its faces."""
    yaml = game / "game.yaml"
    text = yaml.read_text(encoding="utf-8")
    assert text.count("    name: Market\n") == 1
    yaml.write_text(text.replace("    name: Market\n", "    name: Market\n    sealed: true\n"), encoding="utf-8")
    loaded = load_game(game)
    assert loaded.game.deck("market").sealed
    fig = make_figure(loaded.game, None, "components", pictures=board_pictures(loaded))
    svg = "".join(_svg(s) for s in fig.rows)
    assert _decks([svg]) == {} and "data-picture=\"deck:" not in svg
    assert '<text class="mark"' in svg and ">Market<" in svg


def test_a_deck_sorted_into_kinds_is_shown_by_one_card_of_each_kind_first():
    """tennis-sets (written outside the project): the shots deck, eight Serve cards then the Return cards, was fanned
    as three Serve cards; a column of two to four kinds each shared by two cards or more picks the first card of each
    kind, then the fan goes on as before (Commissioned's scenarios: one of Side B among those of Side A)."""
    from generator.render.deck_fan import fanned_faces

    root = Path(__file__).resolve().parents[3]
    shots = load_game(root / "tests" / "corpus" / "tennis-sets").game.deck("shots")
    assert shots is not None
    kinds = {c.id: c.fields["kind"] for c in shots.cards}
    assert [kinds[c] for c in fanned_faces(shots)] == ["Serve", "Return", "Serve"]
    scenarios = load_game(root / "content" / "commissioned").game.deck("scenario")
    assert scenarios is not None
    sides = {c.id: c.fields["side"] for c in scenarios.cards}
    assert [sides[c] for c in fanned_faces(scenarios)] == ["Side A", "Side B", "Side A"]
