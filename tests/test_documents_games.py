"""The four shipped games' rulebooks and quick references: every table, die table and cost group a
document binds is printed with the data's values, the outline has an entry per section, and only
our fonts are embedded. Each game's two PDFs are built once per test session."""
from __future__ import annotations

import io
import re
from pathlib import Path

import pypdf
import pytest

from generator.docsource import headings, placeholder_calls, slugify
from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents import document_html, html_to_pdf
from generator.render.views import table_view
from generator.templating import cell_text, player_range

ROOT = Path(__file__).resolve().parent.parent
GAMES = ["commissioned", "the-acts", "journeys-of-paul", "commerce"]
DOCS = ["rulebook", "quickref"]


def flat(text: str) -> str:
    return " ".join(text.replace("\u00ad", "").split())


class Shipped:
    """Each game's documents, built on first use and kept for the session (errors too)."""

    def __init__(self) -> None:
        self.built: dict = {}

    def get(self, game: str, doc: str):
        folder = ROOT / "content" / game
        if not (folder / f"{doc}.md").is_file():
            pytest.skip(f"content/{game}/{doc}.md is not written yet")
        if (game, doc) not in self.built:
            try:
                loaded = load_game(folder)
                data, _ = html_to_pdf(document_html(loaded, doc, BuildOptions()), f"{doc}.md")
                self.built[game, doc] = (data, (folder / f"{doc}.md").read_text(encoding="utf-8"), loaded)
            except Exception as exc:  # reported by every test of this document, built once
                self.built[game, doc] = exc
        result = self.built[game, doc]
        if isinstance(result, Exception):
            raise result
        return result


@pytest.fixture(scope="session")
def shipped() -> Shipped:
    return Shipped()


def document(shipped: Shipped, game: str, doc: str):
    return shipped.get(game, doc)


def words(text: str) -> str:
    """A regex matching the words of `text` with any whitespace between them."""
    return r"\s+".join(re.escape(w) for w in text.split())


@pytest.mark.parametrize("doc", DOCS)
@pytest.mark.parametrize("game", GAMES)
def test_bound_tables_print_the_datas_values(shipped: dict, game: str, doc: str) -> None:
    data, source, loaded = document(shipped, game, doc)
    text = flat(" ".join(p.extract_text() or "" for p in pypdf.PdfReader(io.BytesIO(data)).pages))
    calls, _, _ = placeholder_calls(source)
    tables = {t.id: t for t in loaded.game.tables}
    dice = {d.id: d for d in loaded.game.dice}
    checked = 0
    for call in calls:
        if call.name == "table":
            view = table_view(tables[call.arg])
            assert re.search(words(view.title), text), f"{call.arg}: title {view.title!r} not printed"
            for row in view.rows:
                pattern = words(row.label) + r"\s+" + r"\s+".join(words(c) for c in row.cells)
                assert re.search(pattern, text), f"{call.arg}: row {row.label!r} {row.cells} not printed"
                checked += 1
        elif call.name == "die":
            for result in dice[call.arg].results:
                assert re.search(words(player_range(result.rolls)) + r"\s+" + words(result.text), text)
                checked += 1
        elif call.name == "costs":
            for cost in (c for c in loaded.game.costs if c.group == call.arg):
                assert re.search(words(cost.name), text), f"cost {cost.name!r} not printed"
                checked += 1
    if doc == "rulebook":
        assert checked > 0
        for c in loaded.game.inventory:  # the component list, when the rulebook has one
            if "components()" in source:
                assert re.search(rf"{c.count}\s+{words(c.name)}", text), f"{c.count} {c.name}"


@pytest.mark.parametrize("doc", DOCS)
@pytest.mark.parametrize("game", GAMES)
def test_outline_has_an_entry_per_section(shipped: dict, game: str, doc: str) -> None:
    data, source, _ = document(shipped, game, doc)
    reader = pypdf.PdfReader(io.BytesIO(data))
    found: list[tuple[int, str]] = []

    def walk(items, depth):
        for item in items:
            if isinstance(item, list):
                walk(item, depth + 1)
            else:
                found.append((depth, flat(item.title)))

    walk(reader.outline, 1)
    sections = [h for h in headings(source) if h.level in (2, 3)]
    listed = [(d, t) for d, t in found if t != "Contents"]
    if doc == "rulebook" and "icons()" not in source and listed and listed[-1] == (1, "Icons"):
        listed.pop()  # the icon glossary pnp adds when the rulebook does not place one itself
    assert len(listed) == len(sections)
    for (depth, title), heading in zip(listed, sections):
        assert depth == heading.level - 1
        assert slugify(title)[:12] == slugify(heading.title)[:12] or "{{" in heading.title, (title, heading.title)


@pytest.mark.parametrize("game", GAMES)
def test_only_our_fonts_are_embedded(shipped: dict, game: str) -> None:
    for doc in DOCS:
        data, _, _ = document(shipped, game, doc)
        reader = pypdf.PdfReader(io.BytesIO(data))
        names = set()
        for page in reader.pages:
            for ref in page["/Resources"].get_object().get("/Font", {}).values():
                names.add(str(ref.get_object()["/BaseFont"]).split("+")[-1])
        assert names and all(n.startswith(("Vollkorn", "Lato")) for n in names), (doc, names)


@pytest.mark.parametrize("game", GAMES)
def test_quickref_fits_two_pages(shipped: dict, game: str) -> None:
    data, _, _ = document(shipped, game, "quickref")
    assert len(pypdf.PdfReader(io.BytesIO(data)).pages) <= 2


def test_cell_text_matches_the_table_view() -> None:
    assert cell_text(None) == "\u2013" and cell_text([1, 2]) == "1, 2" and cell_text(3, "{}x") == "3x"


@pytest.mark.parametrize("game", GAMES)
def test_every_table_and_die_of_the_game_is_in_its_rulebook(game: str) -> None:
    folder = ROOT / "content" / game
    if not (folder / "rulebook.md").is_file():
        pytest.skip(f"content/{game}/rulebook.md is not written yet")
    calls, _, _ = placeholder_calls((folder / "rulebook.md").read_text(encoding="utf-8"))
    loaded = load_game(folder)
    assert {t.id for t in loaded.game.tables} <= {c.arg for c in calls if c.name == "table"}
    assert {d.id for d in loaded.game.dice} <= {c.arg for c in calls if c.name == "die"}
