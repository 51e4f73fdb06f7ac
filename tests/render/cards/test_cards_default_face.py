"""pnp's own face (templates/cards/card.yaml) on a deck that names no layout: on a card under 40 mm tall (a tile,
a chit) it keeps a narrow band and gives the lines the rest of the card, so a 25 mm tile prints its name and
fields (dig-isle's dig tiles stopped the build: a 0 mm box); where even that cannot hold the text, the build's
LAY006 says the layout is pnp's and how to give the deck its own."""
from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from cardpdf import MM, open_pdf, trims
from conftest import edited_copy
from generator.app.cli import app

BANK = Path(__file__).parents[2] / "fixtures" / "cards" / "bank"
DEEDS = "  - id: deeds\n    name: Deeds\n"


def _build(folder: Path, out: Path):
    return CliRunner().invoke(app, ["build", folder.name, "--content", str(folder.parent), "--out", str(out),
                                    "--only", "cards", "--deck", "deeds", "--guides"])


def test_a_25_mm_tile_prints_its_name_and_every_field_at_6_pt_or_more(tmp_path: Path) -> None:
    game = edited_copy(BANK, tmp_path / "content" / "bank",
                       [("game.yaml", DEEDS, DEEDS + "    size: 25x25mm\n"),
                        ("game.yaml", "fields: {rent: int}", "fields: {rent: int, town: text}")],
                       files={"cards/deeds.csv": "id,name,count,town,rent\nmill,Mill,1,Riverside,2\n"
                                                 "farm,Farm,1,Hilltop,3\n"})
    result = _build(game, tmp_path / "out")
    assert result.exit_code == 0, result.output
    with open_pdf(tmp_path / "out" / "bank" / "cards-deeds.pdf") as pdf:
        page = pdf.pages[0]
        cards = trims(page)
        assert len(cards) == 2 and all(abs((b.x1 - b.x0) - 25) < 0.1 for b in cards)
        for box, (name, town, rent) in zip(cards, [("Mill", "Riverside", "2"), ("Farm", "Hilltop", "3")]):
            inside = page.crop(tuple(v * MM for v in (box.x0, box.top, box.x1, box.bottom)))
            lines = inside.extract_text().split("\n")
            assert lines[:3] == [name, f"Town: {town}", f"Rent: {rent}"]
            assert min(ch["size"] for ch in inside.chars) >= 6 - 1e-3


def test_text_too_long_for_pnps_own_face_says_how_to_give_the_deck_a_layout(tmp_path: Path) -> None:
    long = "a long sentence of rules text that no tile of 25 mm can hold " * 3
    game = edited_copy(BANK, tmp_path / "content" / "bank",
                       [("game.yaml", DEEDS, DEEDS + "    size: 25x25mm\n"),
                        ("game.yaml", "fields: {rent: int}", "fields: {rent: int, text: text}")],
                       files={"cards/deeds.csv": f"id,name,count,rent,text\nmill,Mill,1,2,{long}\nfarm,Farm,1,3,\n"})
    result = _build(game, tmp_path / "out")
    assert result.exit_code == 1
    assert "error[LAY006] deck 'deeds', card 'mill'" in result.output
    assert ("hint: layout 'card' is pnp's own, laid out for cards of about 50 mm and more: give deck 'deeds' a "
            "layout of its own in layouts/ (docs/cards.md, Layout files) and name it as the deck's layout, or "
            "shorten the text") in " ".join(result.output.split())
