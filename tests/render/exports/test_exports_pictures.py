"""The image exports on a tiny game of flat colours (fixtures/games/export-pictures), read back pixel by pixel.

Every card of the fixture is two flat colours from its CSV row: `edge` in the bleed band, `shade` inside the
trim; backs are grey, or a relic copy's colour. So what a picture must show is the game's data read by hand,
and sizes are worked out here from millimetres and dots per inch (1 in = 25.4 mm), TTS's card ids from its
custom-deck rule (sheet number x 100 + slot, row by row, the last slot the hidden card) and the print shops'
sizes from their published templates (docs/exports.md). Nothing is taken from pnp's own helpers.

The whole file takes a few seconds (the game's six faces, nothing larger), so it is also the test selection
of the `exports` mutation group (tools/mutation.py, docs/testing.md).
"""
from __future__ import annotations

import dataclasses
import io
import json
import shutil
from pathlib import Path

import pypdfium2
import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.pdfgen import canvas as rl_canvas

from generator.load import LoadedGame, load_game
from generator.render import BuildOptions, RenderJob
from generator.render.exports.png import render_png
from generator.render.exports.raster import Face, pixels, png_bytes, rasterise
from generator.render.exports.shop_pdf import render_shop_pdfs
from generator.render.exports.shops import PresetError, apply_preset, find_shop, product_for, with_preset
from generator.render.exports.tts import plan_sheets, render_tts
from generator.render.job import ExportError
from generator.model.base import CardSize
from generator.write.writer import OutputWriter

GAME = Path(__file__).parents[2] / "fixtures" / "games" / "export-pictures"

# the fixture's colours, as its CSV rows and layouts give them
GREEN, YELLOW, PURPLE, TEAL = "#20a040", "#e0c020", "#8040c0", "#30b0b0"
BLACK, MAGENTA, GREY = "#000000", "#ff00ff", "#808080"
RED, BLUE = "#c81e1e", "#1e3cc8"            # the style palette's red and blue: the relics' copies


def px(mm: float, dpi: float) -> int:
    """Whole pixels of a length at a resolution, rounded to the nearest (a half to the even one)."""
    return round(mm / 25.4 * dpi)


def rgb(hexed: str) -> tuple[int, int, int]:
    return tuple(int(hexed[i:i + 2], 16) for i in (1, 3, 5))   # type: ignore[return-value]


def assert_colour(image: Image.Image, at: tuple[int, int], hexed: str, what: str = "") -> None:
    got = image.convert("RGB").getpixel(at)
    assert all(abs(a - b) <= 3 for a, b in zip(got, rgb(hexed))), f"{what} at {at}: {got}, expected {hexed}"


def _loaded(*decks: str, folder: Path = GAME) -> LoadedGame:
    loaded = load_game(folder)
    if not decks:
        return loaded
    return dataclasses.replace(loaded, game=dataclasses.replace(
        loaded.game, decks=tuple(loaded.game.deck(d) for d in decks)))


def _export(loaded: LoadedGame, out: Path, options: BuildOptions, *renderers) -> tuple[Path, dict[str, dict]]:
    writer = OutputWriter(out, loaded.game.id)
    job = RenderJob(loaded, options, writer)
    try:
        for render in renderers:
            render(job)
    except BaseException:
        writer.abort()
        raise
    writer.commit({"game": loaded.game.id})
    folder = out / loaded.game.id
    files = json.loads((folder / "manifest.json").read_text())["files"]
    return folder, {f["path"]: f for f in files}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, dict[str, dict]]:
    """The fixture game exported once as png and tts."""
    return _export(_loaded(), tmp_path_factory.mktemp("pictures"), BuildOptions(exports=("png", "tts")),
                   render_png, render_tts)


def _copy_game(tmp_path: Path) -> Path:
    folder = tmp_path / "content" / "export-pictures"
    shutil.copytree(GAME, folder)
    return folder


def _picture(folder: Path, rel: str) -> Image.Image:
    with Image.open(folder / rel) as image:
        image.load()
        return image


# ---------------------------------------------------------------- png: a picture per distinct face and back

def test_png_files_are_one_per_distinct_face_and_back(built) -> None:
    _, files = built
    pngs = sorted(p for p, f in files.items() if f["kind"] == "png")
    assert pngs == ["png/maps/back.png", "png/maps/coast.png",
                    "png/market/back.png", "png/market/oven.png", "png/market/well.png",
                    "png/relics/cup-blue-back.png", "png/relics/cup-blue.png",
                    "png/relics/cup-red-back.png", "png/relics/cup-red.png"]


@pytest.mark.parametrize("rel, size_mm, bleed_mm", [
    ("png/market/well.png", (63, 88), 3.0), ("png/market/back.png", (63, 88), 3.0),
    ("png/relics/cup-red-back.png", (63, 88), 3.0), ("png/maps/coast.png", (88, 63), 2.0)])
def test_png_is_trim_plus_bleed_at_300_dpi(built, rel: str, size_mm: tuple[float, float], bleed_mm: float) -> None:
    folder, files = built
    width, height = px(size_mm[0] + 2 * bleed_mm, 300), px(size_mm[1] + 2 * bleed_mm, 300)
    image = _picture(folder, rel)
    assert image.mode == "RGB" and image.size == (width, height)
    assert round(image.info["dpi"][0]) == 300 and round(image.info["dpi"][1]) == 300
    entry = files[rel]
    assert entry["size_px"] == [width, height] and entry["dpi"] == 300
    assert entry["bleed_mm"] == bleed_mm and entry["card_size_mm"] == list(size_mm)
    assert entry["deck"] == rel.split("/")[1]


@pytest.mark.parametrize("rel, bleed_mm, edge, shade", [
    ("png/market/well.png", 3.0, BLACK, GREEN), ("png/market/oven.png", 3.0, BLACK, YELLOW),
    ("png/relics/cup-red.png", 3.0, BLACK, PURPLE), ("png/maps/coast.png", 2.0, MAGENTA, TEAL)])
def test_png_faces_show_the_bleed_band_around_the_trim(built, rel: str, bleed_mm: float, edge: str,
                                                      shade: str) -> None:
    folder, _ = built
    image = _picture(folder, rel)
    w, h = image.size
    band = bleed_mm / 25.4 * 300
    inner, outer = int(band) + 3, int(band) - 3        # 3 px either side of the trim line
    assert_colour(image, (w // 2, h // 2), shade, "centre")
    for x, y in ((inner, inner), (w - 1 - inner, inner), (inner, h - 1 - inner), (w - 1 - inner, h - 1 - inner)):
        assert_colour(image, (x, y), shade, "inside the trim")
    for x, y in ((outer, h // 2), (w - 1 - outer, h // 2), (w // 2, outer), (w // 2, h - 1 - outer), (0, 0),
                 (w - 1, h - 1)):
        assert_colour(image, (x, y), edge, "bleed band")


def test_backs_are_one_picture_when_every_card_shows_the_same_one(built) -> None:
    folder, files = built
    # market: the back layout reads the card, yet draws every market card grey
    back = files["png/market/back.png"]
    assert back["side"] == "back" and back["card"] is None and back["count"] == 3 + 1 and back["name"] == "Market"
    image = _picture(folder, "png/market/back.png")
    assert_colour(image, (0, 0), GREY)
    assert_colour(image, (image.width // 2, image.height // 2), GREY)
    for stem, card, name, count in (("well", "well", "Well", 3), ("oven", "oven", "Oven", 1)):
        entry = files[f"png/market/{stem}.png"]
        assert (entry["side"], entry["card"], entry["name"], entry["count"], entry["back"]) == \
               ("face", card, name, count, "back.png")
        assert "copy" not in entry
    # maps: pnp's own back layout, which does not read the card
    assert files["png/maps/back.png"]["count"] == 1 and files["png/maps/coast.png"]["back"] == "back.png"


def test_backs_differ_per_copy_and_each_face_names_its_own(built) -> None:
    folder, files = built
    for copy, colour in (("Red", RED), ("Blue", BLUE)):
        stem = f"cup-{copy.lower()}"
        face, back = files[f"png/relics/{stem}.png"], files[f"png/relics/{stem}-back.png"]
        assert (face["side"], face["card"], face["name"], face["copy"], face["count"], face["back"]) == \
               ("face", "cup", f"Cup ({copy})", copy, 1, f"{stem}-back.png")
        assert (back["side"], back["card"], back["name"], back["copy"], back["count"]) == \
               ("back", "cup", f"Cup ({copy})", copy, 1)
        assert back["size_px"] == face["size_px"] and back["bleed_mm"] == 3.0
        image = _picture(folder, f"png/relics/{stem}-back.png")
        assert_colour(image, (0, 0), colour, stem)
        assert_colour(image, (image.width // 2, image.height // 2), colour, stem)


def test_a_card_named_like_a_back_picture_is_refused_with_its_place(tmp_path: Path) -> None:
    folder = _copy_game(tmp_path)
    (folder / "cards" / "market.csv").write_text("id,name,count,shade,edge\nwell,Well,3,#20a040,#000000\n"
                                                 "back,Back,1,#e0c020,#000000\n")
    with pytest.raises(ExportError) as caught:
        _export(_loaded("market", folder=folder), tmp_path / "out", BuildOptions(exports=("png",)), render_png)
    message = str(caught.value)
    assert "market.csv:3:" in message and "deck 'market'" in message and "card id 'back'" in message
    assert "(back.png)" in message and "rename the card" in caught.value.hint
    assert not (tmp_path / "out" / "export-pictures").exists()


def test_a_card_named_like_another_cards_own_back_is_refused(tmp_path: Path) -> None:
    """Backs that differ are <stem>-back.png: a card with such an id would overwrite one; the error names it."""
    folder = _copy_game(tmp_path)
    (folder / "layouts" / "tinted-back.yaml").write_text(
        "description: each card's back in its own shade\nelements:\n"
        "  - rect: {box: [-B, -B, W + 2*B, H + 2*B], fill: \"{{ shade }}\"}\n")
    (folder / "cards" / "market.csv").write_text("id,name,count,shade,edge\nwell,Well,3,#20a040,#000000\n"
                                                 "oven,Oven,1,#e0c020,#000000\n"
                                                 "well-back,Well Back,1,#30b0b0,#000000\n")
    with pytest.raises(ExportError) as caught:
        _export(_loaded("market", folder=folder), tmp_path / "out", BuildOptions(exports=("png",)), render_png)
    message = str(caught.value)
    assert "market.csv:4:" in message and "card id 'well-back'" in message and "(well-back.png)" in message


def test_two_faces_with_one_file_name_are_refused(tmp_path: Path) -> None:
    """Card 'cup' copy 'Blue Glass' and card 'cup-blue' copy 'Glass' would both be cup-blue-glass.png."""
    folder = _copy_game(tmp_path)
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text().replace("colours: [Red, Blue]", "colours: [Red, Blue, Blue Glass, Glass]"))
    (folder / "cards" / "relics.csv").write_text("id,name,count,shade,edge,colours\n"
                                                 "bowl,Bowl,1,#8040c0,#000000,Red\n"
                                                 "cup,Cup,2,#8040c0,#000000,Red;Blue Glass\n"
                                                 "cup-blue,Blue Cup,1,#8040c0,#000000,Glass\n")
    with pytest.raises(ExportError) as caught:
        _export(_loaded("relics", folder=folder), tmp_path / "out", BuildOptions(exports=("png",)), render_png)
    message = str(caught.value)
    # the first card whose picture is taken twice: the cup, on the CSV's third line (the bowl is fine)
    assert "relics.csv:3:" in message and "deck 'relics'" in message and "'cup-blue-glass.png'" in message
    assert caught.value.hint == "give the cards (or their copy labels) distinct ids"


def test_face_file_names_and_labels_carry_the_copy() -> None:
    cup = _loaded().game.deck("relics").cards[0]
    assert Face(cup, "Blue Glass", 2).stem == "cup-blue-glass" and Face(cup, "Blue Glass", 2).label == "Cup (Blue Glass)"
    assert Face(cup, None, 2).stem == "cup" and Face(cup, None, 2).label == "Cup"


def test_pixels_round_to_the_nearest_and_are_never_zero() -> None:
    assert pixels(69, 300) == 815          # 814.96
    assert pixels(25.4, 300) == 300
    assert pixels(1.4 * 25.4 / 300, 300) == 1 and pixels(1.6 * 25.4 / 300, 300) == 2
    assert pixels(0.01, 300) == 1 and pixels(0, 72) == 1
    assert pixels(25.4, 72) == 72


def _pdf_page(size_mm: tuple[float, float]) -> bytes:
    """A one-page PDF: white, its top-left quarter red and its right half blue (y up in PDF)."""
    k = 72 / 25.4
    buffer = io.BytesIO()
    c = rl_canvas.Canvas(buffer, pagesize=(size_mm[0] * k, size_mm[1] * k), invariant=1)
    c.setFillColorRGB(1, 0, 0)
    c.rect(0, size_mm[1] * k / 2, size_mm[0] * k / 2, size_mm[1] * k / 2, stroke=0, fill=1)
    c.setFillColorRGB(0, 0, 1)
    c.rect(size_mm[0] * k / 2, 0, size_mm[0] * k / 2, size_mm[1] * k, stroke=0, fill=1)
    c.showPage()
    c.showPage()
    c.save()
    return buffer.getvalue()


def test_rasterise_gives_every_page_at_exactly_the_size_asked() -> None:
    pdf = _pdf_page((10.1, 10.1))   # 119.3 px at 300 dpi: pdfium gives 120, the size asked is 119
    pages = list(rasterise(pdf, (119, 119), 300))
    assert len(pages) == 2
    for image in pages[:1]:
        assert image.mode == "RGB" and image.size == (119, 119)
        assert_colour(image, (0, 0), "#ff0000", "top-left kept")
        assert_colour(image, (118, 118), "#0000ff", "bottom-right")
        assert_colour(image, (2, 117), "#ffffff", "bottom-left")


def test_rasterise_stretches_a_page_smaller_than_the_size_asked() -> None:
    pdf = _pdf_page((10, 10))
    for size in ((200, 200), (200, 100), (100, 200)):
        (image, _) = rasterise(pdf, size, 300)
        assert image.size == size
        assert_colour(image, (size[0] - 1, size[1] // 2), "#0000ff", f"right edge of {size}")
        assert_colour(image, (2, size[1] - 1), "#ffffff", f"bottom-left of {size}")
        assert_colour(image, (1, 1), "#ff0000", f"top-left of {size}")


def test_png_bytes_carry_no_time_and_record_the_resolution() -> None:
    image = Image.new("RGB", (4, 3), "red")
    with_dpi = png_bytes(image, 300)
    assert with_dpi == png_bytes(image, 300) and b"tIME" not in with_dpi
    with Image.open(io.BytesIO(with_dpi)) as back:
        assert back.size == (4, 3) and [round(v) for v in back.info["dpi"]] == [300, 300]
    plain = png_bytes(image)
    assert b"pHYs" not in plain and b"pHYs" in with_dpi
    with Image.open(io.BytesIO(plain)) as back:
        assert "dpi" not in back.info and back.tobytes() == image.tobytes()


# ---------------------------------------------------------------- tts: sheets, back, saved object

def _cell(sheet: Image.Image, grid: list[int], slot: int) -> Image.Image:
    w, h = sheet.width // grid[0], sheet.height // grid[1]
    x, y = slot % grid[0] * w, slot // grid[0] * h
    return sheet.crop((x, y, x + w, y + h))


def _cell_colours(cell: Image.Image) -> set[tuple[int, int, int]]:
    """The colours at a cell's four corners (1 px in) and centre: a flat card is one colour, trim to trim."""
    w, h = cell.size
    return {cell.getpixel(p) for p in ((1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2), (w // 2, h // 2))}


@pytest.mark.parametrize("deck, size_mm, faces", [("market", (63, 88), 2), ("relics", (63, 88), 2),
                                                  ("maps", (88, 63), 1)])
def test_tts_sheets_cut_the_cards_at_the_trim_at_300_dpi(built, deck: str, size_mm, faces: int) -> None:
    folder, files = built
    # two faces and the hidden card need 3 slots: the smallest grid TTS takes is 2 x 2, and at 300 dpi two
    # poker cards across are 1488 px, far under 4096, so nothing is lost to the limit
    cell = (px(size_mm[0], 300), px(size_mm[1], 300))
    entry = files[f"tts/{deck}-faces-1.png"]
    assert (entry["role"], entry["deck"], entry["grid"], entry["sheet"], entry["cards"], entry["dpi"]) == \
           ("faces", deck, [2, 2], 1, faces, 300)
    sheet = _picture(folder, entry["path"])
    assert sheet.mode == "RGB" and sheet.size == (2 * cell[0], 2 * cell[1]) and entry["size_px"] == list(sheet.size)


def test_tts_face_sheet_holds_each_face_in_order_and_the_back_hidden_last(built) -> None:
    folder, files = built
    sheet = _picture(folder, "tts/market-faces-1.png")
    grid = files["tts/market-faces-1.png"]["grid"]
    assert _cell_colours(_cell(sheet, grid, 0)) == {rgb(GREEN)}      # well, no bleed band: edge to edge
    assert _cell_colours(_cell(sheet, grid, 1)) == {rgb(YELLOW)}     # oven
    assert _cell_colours(_cell(sheet, grid, 2)) == {(255, 255, 255)}  # an empty slot
    assert _cell_colours(_cell(sheet, grid, 3)) == {rgb(GREY)}       # the hidden card: the back
    back = _picture(folder, "tts/market-back.png")
    assert back.tobytes() == _cell(sheet, grid, 3).tobytes()
    entry = files["tts/market-back.png"]
    assert (entry["role"], entry["deck"], entry["cards"], entry["dpi"]) == ("back", "market", 4, 300)
    assert entry["size_px"] == list(back.size) == [px(63, 300), px(88, 300)]


def test_tts_back_sheet_matches_the_faces_when_backs_differ(built) -> None:
    folder, files = built
    assert "tts/relics-back.png" not in files
    backs = _picture(folder, "tts/relics-backs-1.png")
    faces = _picture(folder, "tts/relics-faces-1.png")
    entry = files["tts/relics-backs-1.png"]
    assert (entry["role"], entry["grid"], entry["cards"], entry["sheet"], entry["size_px"]) == \
           ("backs", [2, 2], 2, 1, list(faces.size))
    grid = entry["grid"]
    assert _cell_colours(_cell(backs, grid, 0)) == {rgb(RED)} and _cell_colours(_cell(backs, grid, 1)) == {rgb(BLUE)}
    assert _cell_colours(_cell(faces, grid, 0)) == _cell_colours(_cell(faces, grid, 1)) == {rgb(PURPLE)}
    # the hidden card of both sheets is the first card's back
    assert _cell_colours(_cell(backs, grid, 3)) == _cell_colours(_cell(faces, grid, 3)) == {rgb(RED)}


def _saved(folder: Path, deck: str) -> dict:
    saved = json.loads((folder / "tts" / f"{deck}.json").read_text())
    (obj,) = saved["ObjectStates"]
    return obj


def test_tts_json_card_ids_are_sheet_times_100_plus_slot_each_copy_repeated(built) -> None:
    folder, files = built
    # sheet numbers run on across the game's decks in game.yaml order: market 1, relics 2, maps 3
    expected = {"market": ([100, 100, 100, 101], ["Well", "Well", "Well", "Oven"]),
                "relics": ([200, 201], ["Cup (Red)", "Cup (Blue)"]),
                "maps": ([300], ["Coast"])}
    for deck, (ids, names) in expected.items():
        obj = _saved(folder, deck)
        assert obj["Name"] == "DeckCustom" and obj["DeckIDs"] == ids
        assert [c["CardID"] for c in obj["ContainedObjects"]] == ids
        assert [c["Nickname"] for c in obj["ContainedObjects"]] == names
        assert all(c["Name"] == "Card" for c in obj["ContainedObjects"])
        key = str(ids[0] // 100)
        assert list(obj["CustomDeck"]) == [key]
        for card in obj["ContainedObjects"]:
            assert card["CustomDeck"] == {key: obj["CustomDeck"][key]}
        entry = files[f"tts/{deck}.json"]
        assert (entry["role"], entry["deck"], entry["cards"], entry["faces"], entry["sheets"]) == \
               ("deck", deck, len(ids), len(set(ids)), 1)
    assert _saved(folder, "market")["Nickname"] == "Market"


def test_tts_json_names_the_sheets_and_says_which_backs_are_unique(built) -> None:
    folder, _ = built
    market = _saved(folder, "market")["CustomDeck"]["1"]
    assert market == {"FaceURL": "market-faces-1.png", "BackURL": "market-back.png", "NumWidth": 2,
                      "NumHeight": 2, "BackIsHidden": True, "UniqueBack": False, "Type": 0}
    relics = _saved(folder, "relics")["CustomDeck"]["2"]
    assert (relics["FaceURL"], relics["BackURL"], relics["UniqueBack"]) == \
           ("relics-faces-1.png", "relics-backs-1.png", True)


def test_tts_json_lays_the_deck_face_down_scaled_by_width_and_landscape_sideways(built) -> None:
    folder, _ = built
    # TTS's card at scale 1 is a poker card, 2.5 in (63.5 mm) wide; a deck lies face down (turned 180 about z)
    for deck, width, sideways in (("market", 63, False), ("maps", 88, True)):
        obj = _saved(folder, deck)
        scale = round(width / 63.5, 3)
        t = obj["Transform"]
        assert (t["scaleX"], t["scaleY"], t["scaleZ"]) == (scale, 1.0, scale)
        assert (t["posX"], t["posY"], t["posZ"], t["rotX"], t["rotY"], t["rotZ"]) == (0.0, 1.0, 0.0, 0.0, 180.0, 180.0)
        assert obj["SidewaysCard"] is sideways
        for card in obj["ContainedObjects"]:
            c = card["Transform"]
            assert (c["scaleX"], c["scaleZ"], c["rotY"], c["rotZ"], c["posY"]) == (scale, scale, 0.0, 0.0, 0.0)
            assert card["SidewaysCard"] is sideways
    guids = [o["GUID"] for deck in ("market", "relics", "maps")
             for o in [_saved(folder, deck), *_saved(folder, deck)["ContainedObjects"]]]
    assert all(len(g) == 6 and int(g, 16) >= 0 for g in guids)
    assert len(set(guids)) == len(guids)   # every object its own GUID, copies included


def test_tts_sheets_are_byte_identical_across_builds(built, tmp_path: Path) -> None:
    folder, files = built
    again, _ = _export(_loaded(), tmp_path, BuildOptions(exports=("tts",)), render_tts)
    for rel in (p for p in files if p.startswith("tts/")):
        assert (again / rel).read_bytes() == (folder / rel).read_bytes(), rel


def test_a_deck_of_71_faces_takes_two_sheets_the_second_as_small_as_holds_two(tmp_path: Path) -> None:
    folder = _copy_game(tmp_path)
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text().replace("    layout: swatch\n    back_layout: tinted-back\n    fields: "
                                             "{shade: str, edge: str}", "    size: 20x28mm\n    layout: swatch\n"
                                             "    back_layout: tinted-back\n    fields: {shade: str, edge: str}", 1))
    shades = [f"#{10 + 3 * i:02x}{200 - 2 * i:02x}{40 + i:02x}" for i in range(71)]
    (folder / "cards" / "market.csv").write_text("id,name,count,shade,edge\n" + "".join(
        f"c{i},Card {i},1,{shade},#000000\n" for i, shade in enumerate(shades)))
    out, files = _export(_loaded("market", "maps", folder=folder), tmp_path / "out",
                         BuildOptions(exports=("tts",)), render_tts)
    # 71 faces: 69 on a full 10 x 7 sheet beside the hidden card, 2 on a second sheet; 20 x 28 mm cards at
    # 300 dpi are 236 x 331 px, so a 10 x 7 sheet (2360 x 2317 px) stays at 300 dpi
    first, second = files["tts/market-faces-1.png"], files["tts/market-faces-2.png"]
    assert (first["grid"], first["cards"], first["size_px"], first["dpi"]) == ([10, 7], 69, [2360, 2317], 300)
    assert (second["grid"], second["cards"], second["size_px"], second["sheet"]) == ([2, 2], 2, [472, 662], 2)
    sheet = _picture(out, "tts/market-faces-2.png")
    assert _cell_colours(_cell(sheet, [2, 2], 0)) == {rgb(shades[69])}
    assert _cell_colours(_cell(sheet, [2, 2], 1)) == {rgb(shades[70])}
    assert _cell_colours(_cell(sheet, [2, 2], 3)) == {rgb(GREY)}
    big = _picture(out, "tts/market-faces-1.png")
    for slot in (0, 9, 10, 68):
        assert _cell_colours(_cell(big, [10, 7], slot)) == {rgb(shades[slot])}, slot
    assert _cell_colours(_cell(big, [10, 7], 69)) == {rgb(GREY)}
    obj = _saved(out, "market")
    assert obj["DeckIDs"] == [100 + i for i in range(69)] + [200, 201]
    assert obj["CustomDeck"]["2"]["FaceURL"] == "market-faces-2.png"
    assert (obj["CustomDeck"]["1"]["NumWidth"], obj["CustomDeck"]["1"]["NumHeight"]) == (10, 7)
    assert (obj["CustomDeck"]["2"]["NumWidth"], obj["CustomDeck"]["2"]["NumHeight"]) == (2, 2)
    assert _saved(out, "maps")["DeckIDs"] == [300]   # the next deck's sheet number runs on after both
    assert files["tts/market.json"]["sheets"] == 2


def test_tts_sheet_grid_draws_as_sharp_as_the_4096_px_limit_allows() -> None:
    # 69 tarot cards (70 x 120 mm) need all 70 slots, so 10 x 7 only; the sharpest dpi in tenths with
    # 10 x width and 7 x height under 4096 px, worked out here by stepping down from 300
    dpi = 300.0
    while 10 * px(70, dpi) > 4095 or 7 * px(120, dpi) > 4095:
        dpi = round(dpi - 0.1, 1)
    plan = plan_sheets(69, (70, 120))
    assert (plan.cols, plan.rows) == (10, 7)
    # the cells are as large as the limit allows, and are what the plan's dpi gives (pnp may settle a tenth
    # lower for the same whole pixels)
    assert plan.cell == (px(70, dpi), px(120, dpi)) == (px(70, plan.dpi), px(120, plan.dpi))
    assert round(dpi - 0.1, 1) <= plan.dpi <= dpi and plan.size == (10 * px(70, dpi), 7 * px(120, dpi))
    # 11 poker faces: 12 slots fit 3 x 4 or 4 x 3 (or larger) at 300 dpi; the fewest slots win
    eleven = plan_sheets(11, (63, 88))
    assert eleven.dpi == 300 and eleven.cols * eleven.rows == 12 and eleven.capacity == 11
    # none: still a 2 x 2 sheet (TTS's smallest)
    assert (plan_sheets(0, (63, 88)).cols, plan_sheets(0, (63, 88)).rows) == (2, 2)


def test_a_last_sheet_takes_the_smallest_grid_then_the_squarest_picture() -> None:
    plan = plan_sheets(69, (63, 88))
    assert (plan.cols, plan.rows) == (10, 7)
    # 4 faces need 5 slots: 2 x 3 and 3 x 2 hold 6; poker cells are taller than wide, so 3 across by 2 down
    # makes the smaller picture
    four = plan.holding(4)
    assert (four.cols, four.rows, four.dpi, four.cell) == (3, 2, plan.dpi, plan.cell)
    three = plan.holding(3)
    assert (three.cols, three.rows) == (2, 2)
    assert (plan.holding(68).cols, plan.holding(68).rows) == (10, 7)


def test_tts_url_prefix_from_the_option_or_the_game(tmp_path: Path) -> None:
    loaded = _loaded("maps")
    _, _ = _export(loaded, tmp_path / "a", BuildOptions(exports=("tts",), tts_url="https://example.org/g/tts"),
                   render_tts)
    obj = _saved(tmp_path / "a" / "export-pictures", "maps")
    assert obj["CustomDeck"]["1"]["FaceURL"] == "https://example.org/g/tts/maps-faces-1.png"
    assert obj["CustomDeck"]["1"]["BackURL"] == "https://example.org/g/tts/maps-back.png"
    game = dataclasses.replace(loaded.game, tts=dataclasses.replace(loaded.game.tts, url="http://host/x/"))
    _export(dataclasses.replace(loaded, game=game), tmp_path / "b", BuildOptions(exports=("tts",)), render_tts)
    assert _saved(tmp_path / "b" / "export-pictures", "maps")["CustomDeck"]["1"]["FaceURL"] == \
        "http://host/x/maps-faces-1.png"
    _export(dataclasses.replace(loaded, game=game), tmp_path / "c",
            BuildOptions(exports=("tts",), tts_url="local"), render_tts)
    local = (tmp_path / "c").resolve() / "export-pictures" / "tts"
    assert _saved(tmp_path / "c" / "export-pictures", "maps")["CustomDeck"]["1"]["BackURL"] == \
        local.as_uri() + "/maps-back.png"


def test_a_bad_tts_url_in_game_yaml_names_its_line(tmp_path: Path) -> None:
    folder = _copy_game(tmp_path)
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text() + "tts: {url: \"ftp://host/tts/\"}\n")
    lines = yaml.read_text().splitlines()
    line, column = len(lines), lines[-1].index("url") + 1
    with pytest.raises(ExportError) as caught:
        _export(_loaded("maps", folder=folder), tmp_path / "out", BuildOptions(exports=("tts",)), render_tts)
    assert f"game.yaml:{line}:{column}: tts: url: 'ftp://host/tts/'" in str(caught.value)


def test_exports_not_asked_for_write_nothing(tmp_path: Path) -> None:
    _, files = _export(_loaded("maps"), tmp_path, BuildOptions(), render_png, render_tts, render_shop_pdfs)
    assert files == {}


# ---------------------------------------------------------------- print-shop presets and the shop PDF

def test_find_shop_takes_any_case_and_names_the_known_ones_when_unknown() -> None:
    assert find_shop(" TheGameCrafter ").name == "The Game Crafter"
    assert find_shop("DRIVETHRUCARDS").files == "pdf" and find_shop("makeplayingcards").files == "png"
    with pytest.raises(PresetError) as caught:
        find_shop("makeplayingcard", where="game.yaml:3:5: print: preset")
    assert str(caught.value).startswith("game.yaml:3:5: print: preset: unknown print-shop preset 'makeplayingcard'")
    known = ("presets: thegamecrafter (The Game Crafter), makeplayingcards (MakePlayingCards), "
             "drivethrucards (DriveThruCards)")   # the three of docs/exports.md, in its order
    assert caught.value.hint == "did you mean 'makeplayingcards'? " + known
    with pytest.raises(PresetError) as far:
        find_shop("kinko")
    assert str(far.value) == "--preset: unknown print-shop preset 'kinko'" and far.value.hint == known


def test_a_deck_size_finds_the_shops_product_by_name_or_within_a_millimetre_and_a_half() -> None:
    tgc, mpc = find_shop("thegamecrafter"), find_shop("makeplayingcards")
    assert product_for(tgc, CardSize("poker")) == "poker" and product_for(tgc, CardSize("square")) == "square"
    assert product_for(tgc, CardSize("Tarot")) == "tarot"
    # 2.5 x 3.5 in is 63.5 x 88.9 mm; docs/exports.md: a custom size within 1.5 mm of a product's trim is it
    assert product_for(tgc, CardSize("64x90mm")) == "poker"
    assert product_for(tgc, CardSize("62.1x87.5mm")) == "poker"
    assert product_for(tgc, CardSize("61.9x88.9mm")) is None     # 1.6 mm narrow
    assert product_for(tgc, CardSize("63.5x90.5mm")) is None     # 1.6 mm long
    assert product_for(tgc, CardSize("88x63mm")) is None         # landscape is not the portrait product
    assert product_for(mpc, CardSize("2.5x2.5in")) == "square"   # MakePlayingCards' square is 2.5 in
    # 1.5 mm is still within, either way (63.5 mm is 2.5 in to the last bit)
    assert product_for(mpc, CardSize("65x63.5mm")) == product_for(mpc, CardSize("63.5x65mm")) == "square"
    assert product_for(mpc, CardSize("65.1x63.5mm")) is None and product_for(mpc, CardSize("63.5x65.1mm")) is None
    assert product_for(tgc, CardSize("2.5x2.5in")) is None       # The Game Crafter's is 3.5 in


def test_a_preset_sets_every_deck_to_the_shops_product() -> None:
    game = apply_preset(_loaded("market", "relics").game, find_shop("thegamecrafter"))
    for deck in game.decks:
        assert deck.size.mm == pytest.approx((63.5, 88.9))
        assert float(deck.bleed) == pytest.approx(3.175) and float(deck.safe) == pytest.approx(3.175)
    mpc = apply_preset(_loaded("market").game, find_shop("makeplayingcards"))
    assert float(mpc.deck("market").bleed) == pytest.approx(0.12 * 25.4)
    assert [c.id for c in game.deck("market").cards] == ["well", "oven"]


def test_a_deck_the_shop_does_not_make_is_an_error_at_its_size() -> None:
    loaded = _loaded()
    lines = (GAME / "game.yaml").read_text().splitlines()
    line = next(i for i, text in enumerate(lines, 1) if "size: 88x63mm" in text)
    column = lines[line - 1].index("size:") + 1          # the key, as every load error places it
    with pytest.raises(PresetError) as caught:
        apply_preset(loaded.game, find_shop("thegamecrafter"))
    message = str(caught.value)
    assert f"game.yaml:{line}:{column}: deck 'maps' is 88 x 63 mm (88x63mm); The Game Crafter makes no such card" \
        in message
    assert caught.value.hint.startswith("The Game Crafter cards: poker 2.5x3.5in, mini 1.75x2.5in, tarot "
                                        "2.75x4.75in, square 3.5x3.5in; set the deck's size")


def test_with_preset_from_the_option_or_game_yaml(tmp_path: Path) -> None:
    loaded = _loaded("market")
    same = with_preset(loaded, BuildOptions())
    assert same[0] is loaded and same[1] == BuildOptions()
    game, options = with_preset(loaded, BuildOptions(preset="TheGameCrafter", exports=("tts",)))
    assert options.preset == "thegamecrafter" and options.exports == ("tts", "png")
    assert game.game.deck("market").size.mm == pytest.approx((63.5, 88.9))
    _, again = with_preset(loaded, BuildOptions(preset="makeplayingcards", exports=("png",)))
    assert again.exports == ("png",)
    _, pdf = with_preset(loaded, BuildOptions(preset="drivethrucards"))
    assert pdf.exports == () and pdf.preset == "drivethrucards"
    with pytest.raises(PresetError) as unknown:
        with_preset(loaded, BuildOptions(preset="kinko"))
    assert str(unknown.value).startswith("--preset: unknown print-shop preset 'kinko'")
    folder = _copy_game(tmp_path)
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text() + "print: {preset: MakePlayingCards}\n")
    from_yaml = _loaded("market", folder=folder)
    game, options = with_preset(from_yaml, BuildOptions())
    assert options.preset == "makeplayingcards" and options.exports == ("png",)
    assert float(game.game.deck("market").bleed) == pytest.approx(0.12 * 25.4)
    _, wins = with_preset(from_yaml, BuildOptions(preset="drivethrucards"))
    assert wins.preset == "drivethrucards"
    yaml.write_text(yaml.read_text().replace("MakePlayingCards", "PrintShop"))
    lines = yaml.read_text().splitlines()
    line, column = len(lines), lines[-1].index("preset") + 1    # at the preset key, not at print:
    with pytest.raises(PresetError) as caught:
        with_preset(_loaded("market", folder=folder), BuildOptions())
    assert f"game.yaml:{line}:{column}: print: preset: unknown print-shop preset 'PrintShop'" in str(caught.value)


def _centre_colour(pdf: bytes, index: int) -> tuple[int, int, int]:
    doc = pypdfium2.PdfDocument(pdf)
    try:
        page = doc[index]
        image = page.render(scale=20 / 72).to_pil().convert("RGB")
        page.close()
        return image.getpixel((image.width // 2, image.height // 2))
    finally:
        doc.close()


def _near(got: tuple[int, int, int], hexed: str) -> bool:
    return all(abs(a - b) <= 3 for a, b in zip(got, rgb(hexed)))


def test_drivethrucards_pdf_is_back_then_face_per_physical_card_with_trim_and_bleed_boxes(tmp_path: Path) -> None:
    loaded, options = with_preset(_loaded("market", "relics"), BuildOptions(preset="drivethrucards"))
    folder, files = _export(loaded, tmp_path, options, render_shop_pdfs, render_png)
    assert sorted(files) == ["drivethrucards/market.pdf", "drivethrucards/relics.pdf"]
    # 2.5 x 3.5 in with 1/8 in bleed each side: 2.75 x 3.75 in = 198 x 270 pt; the trim 9 pt in
    for deck, order in (("market", [GREY, GREEN, GREY, GREEN, GREY, GREEN, GREY, YELLOW]),
                        ("relics", [RED, PURPLE, BLUE, PURPLE])):
        rel = f"drivethrucards/{deck}.pdf"
        data = (folder / rel).read_bytes()
        reader = PdfReader(io.BytesIO(data))
        assert len(reader.pages) == len(order)
        for page in reader.pages:
            assert "/BleedBox" in page and "/TrimBox" in page   # set, not pypdf's default (the media box)
            assert [round(float(v), 2) for v in page.mediabox] == [0, 0, 198, 270]
            assert [round(float(v), 2) for v in page.bleedbox] == [0, 0, 198, 270]
            assert [round(float(v), 2) for v in page.trimbox] == [9, 9, 189, 261]
        assert [_near(_centre_colour(data, i), colour) for i, colour in enumerate(order)] == [True] * len(order)
        entry = files[rel]
        assert (entry["kind"], entry["shop"], entry["deck"], entry["cards"], entry["pages"]) == \
               ("shop", "drivethrucards", deck, len(order) // 2, len(order))
        assert entry["card_size_mm"] == [63.5, 88.9] and entry["bleed_mm"] == 3.175
        assert entry["order"] == "back, face per card"
    # the face is drawn inside the bleed: its edge colour fills the page's outer eighth of an inch
    doc = pypdfium2.PdfDocument((folder / "drivethrucards/market.pdf").read_bytes())
    try:
        page = doc[1]
        image = page.render(scale=300 / 72).to_pil().convert("RGB")
        page.close()
    finally:
        doc.close()
    band = 0.125 * 300
    for y in (int(band) - 3, image.height - int(band) + 2):              # the bleed above and below the trim
        assert_colour(image, (image.width // 2, y), BLACK, f"bleed at row {y}")
    for y in (int(band) + 3, image.height - int(band) - 4):
        assert_colour(image, (image.width // 2, y), GREEN, f"trim at row {y}")
    meta = PdfReader(folder / "drivethrucards/market.pdf").metadata
    assert (meta["/Title"], meta["/Subject"]) == ("Export Pictures: Market for DriveThruCards", "export-pictures 1.0")
    assert_colour(image, (int(band) - 3, image.height // 2), BLACK, "bleed")
    assert_colour(image, (int(band) + 3, image.height // 2), GREEN, "trim")
    assert_colour(image, (image.width - int(band) + 2, int(band) + 10), BLACK, "right bleed")


def test_shops_that_take_pictures_get_no_pdf(tmp_path: Path) -> None:
    loaded, options = with_preset(_loaded("maps"), BuildOptions())
    _, files = _export(loaded, tmp_path / "none", BuildOptions(preset=None), render_shop_pdfs)
    assert files == {}
    loaded, options = with_preset(_loaded("market"), BuildOptions(preset="thegamecrafter"))
    _, files = _export(loaded, tmp_path / "tgc", dataclasses.replace(options, exports=()), render_shop_pdfs)
    assert files == {}


def test_two_cards_named_like_back_pictures_the_error_names_the_first_cards_own(tmp_path: Path) -> None:
    """In CSV order b, b-back, a, a-back with a back per card: b-back is the first card in the way, and the
    picture it would overwrite is its own name, b-back.png (not the alphabetically first clash, a-back.png)."""
    folder = _copy_game(tmp_path)
    (folder / "layouts" / "tinted-back.yaml").write_text(
        "description: each card's back in its own shade\nelements:\n"
        "  - rect: {box: [-B, -B, W + 2*B, H + 2*B], fill: \"{{ shade }}\"}\n")
    (folder / "cards" / "market.csv").write_text("id,name,count,shade,edge\nb,B,1,#20a040,#000000\n"
                                                 "b-back,B Back,1,#e0c020,#000000\na,A,1,#30b0b0,#000000\n"
                                                 "a-back,A Back,1,#8040c0,#000000\n")
    with pytest.raises(ExportError) as caught:
        _export(_loaded("market", folder=folder), tmp_path / "out", BuildOptions(exports=("png",)), render_png)
    message = str(caught.value)
    assert "market.csv:3:" in message and "card id 'b-back'" in message and "(b-back.png)" in message


def test_a_deck_of_one_face_whose_back_reads_the_card_has_one_back(tmp_path: Path) -> None:
    folder = _copy_game(tmp_path)
    (folder / "cards" / "market.csv").write_text("id,name,count,shade,edge\nwell,Well,2,#20a040,#000000\n")
    out, files = _export(_loaded("market", folder=folder), tmp_path / "out", BuildOptions(exports=("png", "tts")),
                         render_png, render_tts)
    assert sorted(files) == ["png/market/back.png", "png/market/well.png", "tts/market-back.png",
                             "tts/market-faces-1.png", "tts/market.json"]
    assert _cell_colours(_picture(out, "tts/market-back.png")) == {rgb(GREY)}
    assert files["png/market/back.png"]["count"] == 2


def test_card_sizes_in_the_manifest_are_rounded_to_a_hundredth_of_a_millimetre(tmp_path: Path) -> None:
    folder = _copy_game(tmp_path)
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text().replace("    name: Market\n", "    name: Market\n    size: 2.501x3.499in\n", 1))
    _, files = _export(_loaded("market", folder=folder), tmp_path / "out", BuildOptions(exports=("png",)),
                       render_png)
    # 2.501 in = 63.5254 mm, 3.499 in = 88.8746 mm; with 3 mm bleed at 300 dpi: 821.2 x 1120.6 px
    entry = files["png/market/well.png"]
    assert entry["card_size_mm"] == [63.53, 88.87]
    assert entry["size_px"] == [px(2.501 * 25.4 + 6, 300), px(3.499 * 25.4 + 6, 300)] == [821, 1121]


# What Tabletop Simulator writes for a card or deck it saves, beside the fields pnp fills in (its save-file
# format, as in any "Saved Objects" file): white-ish tint 0.713235, free to move, snaps to the grid, goes into
# a hand, no notes or scripts. A saved object file holds them in ObjectStates, with the save's own header.
TTS_OBJECT = {"Description": "", "GMNotes": "", "ColorDiffuse": {"r": 0.713235, "g": 0.713235, "b": 0.713235},
              "Locked": False, "Grid": True, "Snap": True, "IgnoreFoW": False, "Autoraise": True, "Sticky": True,
              "Tooltip": True, "GridProjection": False, "Hands": True, "LuaScript": "", "LuaScriptState": "",
              "XmlUI": ""}
TTS_SAVE = {"SaveName": "", "GameMode": "", "Date": "", "VersionNumber": "", "Gravity": 0.5, "PlayArea": 0.5,
            "Table": "", "Sky": "", "Note": "", "Rules": "", "XmlUI": "", "LuaScript": "", "LuaScriptState": ""}


def test_tts_saved_object_carries_the_fields_tabletop_simulator_saves(built) -> None:
    folder, _ = built
    saved = json.loads((folder / "tts" / "relics.json").read_text())
    assert {k: v for k, v in saved.items() if k != "ObjectStates"} == TTS_SAVE
    (deck,) = saved["ObjectStates"]
    keys = {"Name", "GUID", "Transform", "Nickname", *TTS_OBJECT}
    assert set(deck) == keys | {"SidewaysCard", "DeckIDs", "CustomDeck", "ContainedObjects"}
    for obj in (deck, *deck["ContainedObjects"]):
        assert {k: obj[k] for k in TTS_OBJECT} == TTS_OBJECT
        assert set(obj["Transform"]) == {"posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"}
    for card in deck["ContainedObjects"]:
        assert set(card) == keys | {"CardID", "SidewaysCard", "CustomDeck"}


# ---------------------------------------------------------------- added for the exports mutation run

def _tts_expected(faces: int, trim: tuple[float, float]) -> tuple[float, int]:
    """The sharpest dpi in tenths up to 300 at which some grid of 2-10 columns by 2-7 rows holds the faces
    and the hidden slot within 4095 px a side, and the fewest slots of a grid that reaches it."""
    slots = min(max(faces, 1), 69) + 1

    def fits(cols: int, rows: int, tenths: int) -> bool:
        return cols * px(trim[0], tenths / 10) <= 4095 and rows * px(trim[1], tenths / 10) <= 4095

    best: dict[int, int] = {}
    for cols in range(2, 11):
        for rows in range(2, 8):
            if cols * rows < slots or not fits(cols, rows, 1):
                continue
            low, high = 1, 3000          # fits() only fails more as the dpi grows: bisect for the last tenth
            while low < high:
                mid = (low + high + 1) // 2
                low, high = (mid, high) if fits(cols, rows, mid) else (low, mid - 1)
            best[cols * rows] = max(best.get(cols * rows, 0), low)
    top = max(best.values())
    return top / 10, min(n for n, t in best.items() if t == top)


@pytest.mark.parametrize("trim", [(63, 88), (44, 68), (70, 120), (20, 28), (20, 120), (88, 63), (127, 178)])
@pytest.mark.parametrize("faces", [1, 8, 11, 24, 60, 69, 93])
def test_tts_plan_is_the_sharpest_grid_tts_takes_with_the_fewest_slots(trim, faces: int) -> None:
    dpi, slots = _tts_expected(faces, trim)
    plan = plan_sheets(faces, trim)
    assert 2 <= plan.cols <= 10 and 2 <= plan.rows <= 7
    assert plan.cols * px(trim[0], plan.dpi) <= 4095 and plan.rows * px(trim[1], plan.dpi) <= 4095
    assert (plan.dpi, plan.cols * plan.rows) == (dpi, slots)
    assert plan.cell == (px(trim[0], dpi), px(trim[1], dpi))


def test_a_last_sheet_stays_within_the_first_sheets_grid() -> None:
    from generator.render.exports.tts import SheetPlan

    # 5 faces need 6 slots: 2 x 3 or 3 x 2. Only the columns and rows the deck's sheet has may be used,
    # and between equal counts the one with the shorter longest side
    assert (lambda p: (p.cols, p.rows))(SheetPlan(2, 7, 300, (744, 1039)).holding(5)) == (2, 3)
    assert (lambda p: (p.cols, p.rows))(SheetPlan(7, 2, 300, (1039, 744)).holding(5)) == (3, 2)
    # landscape cells: 2 x 3 is 2078 x 2232 px, 3 x 2 is 3117 x 1488: 2 x 3
    assert (lambda p: (p.cols, p.rows))(SheetPlan(10, 7, 300, (1039, 744)).holding(4)) == (2, 3)


def test_backs_that_differ_only_in_the_bleed_are_exported_one_per_card(tmp_path: Path) -> None:
    folder = _copy_game(tmp_path)
    (folder / "layouts" / "tinted-back.yaml").write_text(
        "description: the bleed band in the card's edge colour, the trim grey\nelements:\n"
        "  - rect: {box: [-B, -B, W + 2*B, H + 2*B], fill: \"{{ edge }}\"}\n"
        "  - rect: {box: [0, 0, W, H], fill: \"#808080\"}\n")
    (folder / "cards" / "market.csv").write_text("id,name,count,shade,edge\nwell,Well,3,#20a040,#000000\n"
                                                 "oven,Oven,1,#e0c020,#ff00ff\n")
    out, files = _export(_loaded("market", folder=folder), tmp_path / "out", BuildOptions(exports=("png",)),
                         render_png)
    assert sorted(files) == ["png/market/oven-back.png", "png/market/oven.png", "png/market/well-back.png",
                             "png/market/well.png"]
    assert_colour(_picture(out, "png/market/oven-back.png"), (2, 2), MAGENTA, "oven's back bleed")
    assert_colour(_picture(out, "png/market/well-back.png"), (2, 2), BLACK, "well's back bleed")


def test_tts_guids_differ_across_decks_with_a_card_id_in_common_and_across_games() -> None:
    from generator.render.cards.faces import Painter
    from generator.render.exports.raster import DeckRaster
    from generator.render.exports.tts import deck_object

    loaded = _loaded()
    painter = Painter(loaded.game, loaded.folder)
    guids: dict[str, set[str]] = {}
    for game_id in ("one", "two"):
        for deck in ("market", "maps"):
            raster = DeckRaster(painter, loaded.game.deck(deck))
            # the same card id in both decks: the maps deck's only face, relabelled as the market's first
            faces = [dataclasses.replace(raster.faces[0], card=dataclasses.replace(raster.faces[0].card, id="well"))]
            obj = deck_object(game_id, raster, [(1, {}, faces)], sideways=False)["ObjectStates"][0]
            for o in (obj, *obj["ContainedObjects"]):
                assert o["GUID"] not in guids.setdefault("all", set()), (game_id, deck)
                guids["all"].add(o["GUID"])


def test_a_layout_problem_met_while_exporting_names_the_deck_and_card(tmp_path: Path) -> None:
    from generator.render.cards.faces import CardError

    folder = _copy_game(tmp_path)
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text().replace("    layout: swatch\n    back_layout: tinted-back\n    fields: {shade: "
                                             "str, edge: str}", "    layout: swatchh\n    back_layout: tinted-back\n"
                                             "    fields: {shade: str, edge: str}", 1))
    with pytest.raises(CardError) as unknown:
        _export(_loaded("market", folder=folder), tmp_path / "a", BuildOptions(exports=("png",)), render_png)
    assert "deck 'market': unknown layout 'swatchh'" in str(unknown.value)
    # text that cannot fit even at 6 pt: the card it is on, and for a back drawn once, '(back)'
    long = "word " * 400
    (folder / "layouts" / "swatchh.yaml").write_text(
        "description: too much text\nelements:\n  - text: {box: [2, 2, 20, 5], text: \"{{ name }} " + long + "\"}\n")
    with pytest.raises(CardError) as face:
        _export(_loaded("market", folder=folder), tmp_path / "b", BuildOptions(exports=("png",)), render_png)
    assert "deck 'market', card 'well' (" in str(face.value) and "market.csv:2)" in str(face.value)
    (folder / "layouts" / "swatchh.yaml").write_text((GAME / "layouts" / "swatch.yaml").read_text())
    (folder / "layouts" / "tinted-back.yaml").write_text(
        "description: too much text\nelements:\n  - text: {box: [2, 2, 20, 5], text: \"" + long + "\"}\n")
    with pytest.raises(CardError) as back:
        _export(_loaded("market", folder=folder), tmp_path / "c", BuildOptions(exports=("png",)), render_png)
    assert "deck 'market', card '(back)'" in str(back.value) and "csv" not in str(back.value).split("(back)")[1][:12]


def test_icons_on_a_card_are_drawn_into_its_picture(tmp_path: Path) -> None:
    folder = _copy_game(tmp_path)
    (folder / "layouts" / "swatch.yaml").write_text(
        (GAME / "layouts" / "swatch.yaml").read_text() + "  - rect: {box: [18, 28, 27, 27], fill: \"#202020\"}\n"
        "  - icons: {box: [20, 30, 23, 23], icons: coin}\n")
    out, _ = _export(_loaded("market", folder=folder), tmp_path / "out", BuildOptions(exports=("png",)), render_png)
    image = _picture(out, "png/market/well.png")
    band = 3.0 / 25.4 * 300
    box = [int(band + v / 25.4 * 300) for v in (20, 30, 43, 53)]
    inked = {image.getpixel((x, y)) for x in range(box[0], box[2], 4) for y in range(box[1], box[3], 4)}
    assert len(inked - {rgb(GREEN), rgb("#202020")}) > 0       # the icon's ink inside its box, on its dark ground
    assert_colour(image, (int(band) + 10, int(band) + 10), GREEN, "beside the icon")
