"""Every deck of the four games, built once per session: counts, pages, fonts, memory."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pypdfium2
import pytest

from cardpdf import embedded_font_problems, low_contrast_text, page_sizes_mm
from peak import PEAK_KIB
from generator.load import load_game
from generator.render import BuildOptions, RenderJob
from generator.render.cards.renderer import render_cards
from generator.render.cards.sheets import paper_mm, plan_grid
from generator.write.writer import OutputWriter

ROOT = Path(__file__).resolve().parents[3]
GAMES = ("commissioned", "the-acts", "journeys-of-paul", "commerce")
K = 72 / 25.4


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> dict[str, tuple[object, Path]]:
    out = tmp_path_factory.mktemp("games")
    result = {}
    for game in GAMES:
        loaded = load_game(ROOT / "content" / game)
        writer = OutputWriter(out, game)
        render_cards(RenderJob(loaded, BuildOptions(), writer))
        writer.commit({"game": game})
        result[game] = (loaded.game, out / game)
    return result


# Cards per A4 sheet, worked out by hand: A4 less 5 mm margins leaves 200 x 287 mm, and neighbouring
# trims sit 6 mm apart (2 x 3 mm bleed), closing to no less than 2 mm when the paper is tight.
# Poker 63 x 88: 3 across (189 + 2 x 5.5 = 200), 3 down (264 + 2 x 6 = 276) -> 9.
# Mini 44 x 68: 4 across (176 + 3 x 6 = 194), 4 down (272 + 3 x 5 = 287) -> 16.
A4_PER_PAGE = {(63.0, 88.0): 9, (44.0, 68.0): 16}


@pytest.mark.parametrize("game", GAMES)
def test_every_deck_has_fronts_and_backs_in_the_manifest(built, game: str) -> None:
    model, folder = built[game]
    files = {f["path"]: f for f in json.loads((folder / "manifest.json").read_text())["files"]}
    assert model.decks
    for deck in model.decks:
        front, back = files[f"cards-{deck.id}.pdf"], files[f"cards-{deck.id}-backs.pdf"]
        per_page = A4_PER_PAGE[deck.size.mm]
        for entry in (front, back):
            assert entry["deck"] == deck.id and entry["cards"] == deck.total
            assert entry["card_size_mm"] == list(deck.size.mm) and entry["paper"] == "a4"
            assert entry["pages"] == -(-deck.total // per_page) == len(page_sizes_mm(folder / entry["path"]))
        assert front["kind"] == "cards" and back["kind"] == "cards-backs"


def _cell_texts(path: Path, size: tuple[float, float], bleed: float) -> list[str]:
    grid = plan_grid(paper_mm("a4"), size, bleed)
    doc = pypdfium2.PdfDocument(str(path))
    texts = []
    try:
        for i in range(len(doc)):
            page = doc[i].get_textpage()
            for slot in grid.slots:
                t = slot.trim
                text = " ".join(page.get_text_bounded(t.x * K, t.y * K, t.x1 * K, t.y1 * K).split())
                if text:
                    texts.append(text)
    finally:
        doc.close()
    return texts


def _label(card, deck) -> str:
    """What identifies a card on its face: its name (a resource card shows resource and value)."""
    return f"{card.fields['resource']} {card.fields['value']}" if deck.id == "resources" else card.name


@pytest.mark.parametrize("game", GAMES)
def test_every_card_appears_count_times(built, game: str) -> None:
    model, folder = built[game]
    for deck in model.decks:
        expected = Counter()
        for card in deck.cards:
            expected[_label(card, deck)] += card.count
        patterns = sorted(expected, key=len, reverse=True)
        found = Counter()
        for text in _cell_texts(folder / f"cards-{deck.id}.pdf", deck.size.mm, float(deck.bleed)):
            hits = [(m.start(), -len(p), p) for p in patterns
                    for m in [re.search(rf"(?<![\w]){re.escape(p)}(?![\w])", text)] if m]
            assert hits, (deck.id, text[:80])
            found[min(hits)[2]] += 1   # the name printed first (the title), not one quoted in the rules text
        assert found == expected, deck.id


@pytest.mark.parametrize("game", GAMES)
def test_every_font_is_embedded(built, game: str) -> None:
    _, folder = built[game]
    for pdf in sorted(folder.glob("*.pdf"))[:6]:
        assert embedded_font_problems(pdf) == [], pdf.name


@pytest.mark.parametrize("game", GAMES)
def test_text_contrasts_3_to_1_with_what_it_prints_on(built, game: str) -> None:
    """Every letter on the first sheet of every deck's fronts and backs, the version stamp included, against
    the band, box or bleed beneath it (WCAG's 3:1 for graphics; issue 10). Commerce's resource cards bleed
    to the sheet's edge, so their stamp prints on purple: it is outlined in white there."""
    import pdfplumber

    _, folder = built[game]
    found = []
    for path in sorted(folder.glob("cards-*.pdf")):
        with pdfplumber.open(path) as pdf:
            found += [f"{path.name}: {problem}" for problem in low_contrast_text(pdf.pages[0])[:3]]
    assert found == []


@pytest.mark.parametrize("game", GAMES)
def test_icons_contrast_3_to_1_with_what_they_print_on(built, game: str) -> None:
    """Every icon on the first sheet of every deck's fronts and backs (header icons on their bands, icon rows
    on panels), rendered at 150 dpi: its most contrasting ink against the colour printed round it
    (tests/pixelmeasure.py; WCAG's 3:1 for graphics, issue 10: a green leaf once sat on a green band)."""
    from pixelmeasure import low_contrast_icons

    _, folder = built[game]
    found = []
    for path in sorted(folder.glob("cards-*.pdf")):
        found += [f"{path.name}: {icon}" for _, icon in low_contrast_icons(path, pages=1)[:3]]
    assert found == []


def test_commerce_cards_peak_under_300_mib(tmp_path: Path) -> None:
    code = (PEAK_KIB + "import resource, sys\nfrom pathlib import Path\nfrom generator.load import load_game\n"
            "from generator.render import BuildOptions, RenderJob\nfrom generator.render.cards.renderer import render_cards\n"
            "from generator.write.writer import OutputWriter\n"
            "w = OutputWriter(Path(sys.argv[1]), 'commerce')\n"
            "render_cards(RenderJob(load_game(Path(sys.argv[2])), BuildOptions(), w))\nw.abort()\n"
            "print(peak_kib())\n")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path), str(ROOT / "content" / "commerce")],
                         capture_output=True, text=True, check=True, cwd=ROOT).stdout
    peak_mib = int(out.split()[-1]) / 1024
    assert peak_mib < 300, f"peak {peak_mib:.0f} MiB"
