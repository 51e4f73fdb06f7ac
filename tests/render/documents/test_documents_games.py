"""The four shipped games' rulebooks and quick references: every table, die table and cost group a
document binds is printed with the data's values, the outline has an entry per rendered section,
only our fonts are embedded, and no quick-reference table runs out of its column on A4 or Letter.
Each game's PDFs are built once per test session (per paper)."""
from __future__ import annotations

import html as html_lib
import io
import re
from pathlib import Path

import pypdf
import pytest
import yaml

from conftest import Shipped
from docpdf import columns_of, strays
from generator.load.documents import placeholder_calls
from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html
from generator.render.documents.table_shape import MERGED_NAMES
from generator.load.templating import cell_text, player_range
from generator.model.printed import sticker_text

ROOT = Path(__file__).resolve().parents[3]
GAMES = ["commissioned", "the-acts", "journeys-of-paul", "commerce"]
DOCS = ["rulebook", "quickref"]


def flat(text: str) -> str:
    """Extracted PDF text as one line of single spaces, with words broken across lines joined again:
    a hyphen the typesetter added (U+2010, or a soft hyphen) goes, a hyphen of the word itself stays."""
    text = re.sub(r"(?<=\w)[\u2010\u00ad][ \t]*\n\s*(?=\w)", "", text)
    text = re.sub(r"(?<=\w)-[ \t]*\n\s*(?=\w)", "-", text)
    return " ".join(text.replace("\u00ad", "").split())


def document(shipped: Shipped, game: str, doc: str, paper: str = "a4"):
    return shipped.get(game, doc, paper)


def _raw_yaml(folder: Path) -> dict:
    """game.yaml as plain YAML, read here rather than through pnp's loader."""
    return yaml.safe_load((folder / "game.yaml").read_text(encoding="utf-8"))


def printed(value, fmt=None) -> str:
    """A table cell as docs/content-format.md says it prints: null and an empty list as an en dash, a list
    joined by commas, yes/no, a minus sign (U+2212) before a negative number, then the row's format."""
    if value is None or value == []:
        return "\u2013"
    if isinstance(value, bool):
        text = "yes" if value else "no"
    elif isinstance(value, list):
        text = ", ".join(printed(v) for v in value)
    elif isinstance(value, (int, float)) and value < 0:
        text = f"\u2212{-value}"
    else:
        text = str(value)
    return fmt.replace("{}", text) if fmt else text


def words(text: str) -> str:
    """A regex matching the words of `text` with any whitespace between them."""
    return r"\s+".join(re.escape(w) for w in text.split())


@pytest.mark.parametrize("doc", DOCS)
@pytest.mark.parametrize("game", GAMES)
def test_bound_tables_print_the_datas_values(shipped: dict, game: str, doc: str) -> None:
    data, source, loaded, _ = document(shipped, game, doc)
    text = flat(" ".join(p.extract_text() or "" for p in pypdf.PdfReader(io.BytesIO(data)).pages))
    calls, _, _ = placeholder_calls(source)
    raw_tables = {t["id"]: t for t in _raw_yaml(loaded.folder).get("tables", [])}
    dice = {d.id: d for d in loaded.game.dice}
    checked = 0
    for call in calls:
        if call.name == "table":
            table = raw_tables[call.arg]
            assert re.search(words(table["title"]), text), f"{call.arg}: title {table['title']!r} not printed"
            for row in table["rows"]:
                cells = [printed(v, row.get("format")) for v in row["values"]]
                # tables are shaped (docs/documents.md, "Tables say what the data says"): a value repeated
                # along a row may print once, and rows with the same cells share one label list
                collapsed = [c for i, c in enumerate(cells) if i == 0 or c != cells[i - 1]]
                pattern = r"\s+".join(rf"{words(c)}(?:\s+{words(c)})*" for c in collapsed)
                # ... and more rows of one rule than a label can name are one row saying how ('Tiles of each terrain')
                same = [r for r in table["rows"] if r.get("rule") == row.get("rule") and r["values"] == row["values"]]
                kinds = {k.replace("_", " ") for r in same for k in (r.get("args") or {})}
                assert re.search(words(row["label"]), text) or (
                    len(same) > MERGED_NAMES and any(re.search(rf"\b[Ee]ach\s+{words(k)}\b", text) for k in kinds)), \
                    f"{call.arg}: row {row['label']!r} not printed"
                assert re.search(pattern, text), f"{call.arg}: row {row['label']!r} {cells} not printed"
                checked += 1
        elif call.name == "die":
            die = dice[call.arg]
            # a die dressed with stickers of words prints what each face shows (Commerce's 'Natural +')
            stickered = any(t.component == die.component for t in loaded.game.tokens) and not all(
                sticker_text(r).isdigit() for r in die.results)
            for result in die.results:
                shown = sticker_text(result) if stickered else player_range(result.rolls)
                assert re.search(words(shown) + r"(?:\s+\u00d7\d+)?\s+" + words(result.text), text)
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


def rendered_headings(html: str) -> list[tuple[int, str]]:
    """(level, text) of every h2/h3 of the document's body as rendered: what `{% if %}` left out is not there."""
    body = html[html.index("<main"):html.rindex("</main>")]
    found = []
    for m in re.finditer(r"<h([23])\b[^>]*>(.*?)</h\1>", body, re.S):
        found.append((int(m.group(1)), flat(html_lib.unescape(re.sub(r"<[^>]+>", "", m.group(2))))))
    return found


@pytest.mark.parametrize("doc", DOCS)
@pytest.mark.parametrize("game", GAMES)
def test_outline_has_an_entry_per_section(shipped: dict, game: str, doc: str) -> None:
    data, _, _, html = document(shipped, game, doc)
    reader = pypdf.PdfReader(io.BytesIO(data))
    found: list[tuple[int, str]] = []

    def walk(items, depth):
        for item in items:
            if isinstance(item, list):
                walk(item, depth + 1)
            else:
                found.append((depth, flat(item.title)))

    walk(reader.outline, 1)
    listed = [(d, t) for d, t in found if t != "Contents"]
    sections = rendered_headings(html)
    assert sections, "no section was rendered"
    assert listed == [(level - 1, title) for level, title in sections]


def test_outline_counts_only_the_headings_that_render() -> None:
    html = ('<nav><h2 class="toc-title">Contents</h2></nav><main><h2 id="a">Setup &amp; play</h2>\n'
            '<p>x</p><h3 id="b">The <em>first</em> turn</h3><h4>Run-in</h4></main>')
    assert rendered_headings(html) == [(2, "Setup & play"), (3, "The first turn")]


@pytest.mark.parametrize("text, joined", [
    ("Money-\nper turn", "Money-per turn"),              # a label's own hyphen at a line end stays
    ("Renais\u2010\nsance", "Renaissance"),               # a hyphen WeasyPrint added goes
    ("Renais\u00ad\nsance 2 \u2013\n4", "Renaissance 2 \u2013 4"),  # a soft hyphen; an en dash is a word
    ("one -\ntwo", "one - two"),                         # a free-standing dash is not a broken word
])
def test_text_normalisation_joins_words_broken_at_line_ends(text: str, joined: str) -> None:
    assert flat(text) == joined


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES)
def test_quickref_text_stays_in_its_columns(shipped: dict, game: str, paper: str) -> None:
    """No table (nor any other text) of a quick reference runs past its column, on either paper."""
    data, _, _, html = document(shipped, game, "quickref", paper)
    found = strays(data, columns_of(html))
    assert found == [], "; ".join(map(str, found[:8]))


@pytest.mark.parametrize("game", GAMES)
def test_only_our_fonts_are_embedded(shipped: dict, game: str) -> None:
    for doc in DOCS:
        data, _, _, _ = document(shipped, game, doc)
        reader = pypdf.PdfReader(io.BytesIO(data))
        names = set()
        for page in reader.pages:
            for ref in page["/Resources"].get_object().get("/Font", {}).values():
                names.add(str(ref.get_object()["/BaseFont"]).split("+")[-1])
        assert names and all(n.startswith(("Vollkorn", "Lato")) for n in names), (doc, names)


@pytest.mark.parametrize("game", GAMES)
def test_quickref_fits_two_pages(shipped: dict, game: str) -> None:
    data, _, _, _ = document(shipped, game, "quickref")
    assert len(pypdf.PdfReader(io.BytesIO(data)).pages) <= 2


def test_cell_text_matches_the_table_view() -> None:
    assert cell_text(None) == "\u2013" and cell_text([1, 2]) == "1, 2" and cell_text(3, "{}x") == "3x"


def test_a_numbers_own_format_prints_it_signed_with_a_minus_sign() -> None:
    """pitch-tactics (blind writer, set 37): a row's format "{:+d}" stopped the build ("Unknown format code 'd'
    for object of type 'str'"), the format being applied to the cell's printed text; an empty cell is a dash."""
    assert [cell_text(v, "{:+d}") for v in (1, 0, -1, None)] == ["+1", "0", "\u22121", "\u2013"]
    # a zero has no sign (level-thresholds, time-zones: "+0" among +1 and -1 read as a slip); +10 keeps its sign
    assert cell_text(0, "{:+d} VP") == "0 VP" and cell_text(0.0, "{:+.1f}") == "0.0" and cell_text(10, "{:+d}") == "+10"
    assert cell_text(-2, "{}x") == "\u22122x" and cell_text(2.5, "{:.1f} mm") == "2.5 mm"


@pytest.mark.parametrize("game", GAMES)
def test_every_table_and_die_of_the_game_is_in_its_rulebook(game: str) -> None:
    folder = ROOT / "content" / game
    if not (folder / "rulebook.md").is_file():
        pytest.skip(f"content/{game}/rulebook.md is not written yet")
    calls, _, _ = placeholder_calls((folder / "rulebook.md").read_text(encoding="utf-8"))
    loaded = load_game(folder)
    assert {t.id for t in loaded.game.tables} <= {c.arg for c in calls if c.name == "table"}
    assert {d.id for d in loaded.game.dice} <= {c.arg for c in calls if c.name == "die"}


def _stem(words: str) -> str:
    return " ".join(w.rstrip("s") for w in words.lower().split())


@pytest.mark.parametrize("doc", DOCS)
@pytest.mark.parametrize("game", GAMES)
def test_no_icon_entry_repeats_its_name_before_its_meaning(game: str, doc: str) -> None:
    """The icon glossary prints 'Pray: take prayer points', not 'Pray: Pray: take prayer points': the entry's
    label already names the icon, so a meaning that opens with that name again (singular or plural) stutters."""
    folder = ROOT / "content" / game
    if not (folder / f"{doc}.md").is_file():
        pytest.skip(f"content/{game}/{doc}.md is not written yet")
    final = document_html(load_game(folder), doc, BuildOptions())
    entries = re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", final.html, flags=re.S)
    repeated = [f"{html_lib.unescape(dt)}: {html_lib.unescape(dd)}" for dt, dd in entries
                if ":" in dd and _stem(html_lib.unescape(dd).split(":", 1)[0]) == _stem(html_lib.unescape(dt))]
    assert repeated == []


def test_a_contents_longer_than_its_page_is_set_in_two_columns() -> None:
    """Chapters take 6.7 mm, sections 5.2 mm, in 297 - 63 mm on A4 (renderer.CONTENTS_*): 10 chapters with
    30 sections (223 mm) fit one column; 10 with 34 (243.8 mm) do not, nor on Letter (216.4 mm) the first."""
    from generator.render.documents.markdown import Section
    from generator.render.documents.renderer import contents_columns

    def book(chapters: int, sections: int) -> tuple[Section, ...]:
        return tuple(Section(2, f"c{i}", "C") for i in range(chapters)) + \
            tuple(Section(3, f"s{i}", "S") for i in range(sections))

    assert contents_columns(book(10, 30), 297.0) == 1
    assert contents_columns(book(10, 34), 297.0) == 2
    assert contents_columns(book(10, 30), 279.4) == 2
    assert contents_columns((), 279.4) == 1


def test_the_component_list_says_what_the_players_gather(shipped: dict) -> None:
    # darts-501 and mine-depths (written outside the project): 'What is in the box' listed the die and the pencils
    # the players bring as if they came with the game; Journeys' glass beads are `supply: gather`, its cards print
    _, _, _, html = document(shipped, "journeys-of-paul", "rulebook")
    table = html[html.index('<table class="components">'):]
    table = table[:table.index("</table>")]
    rows = {flat(html_lib.unescape(re.sub(r"<[^>]+>", " ", r))) for r in re.findall(r"<tr>(.*?)</tr>", table, re.S)}
    assert "6 Glass beads Gathered, not printed, one colour per player" in rows
    assert not any("Gathered" in r for r in rows if "card" in r.lower())
