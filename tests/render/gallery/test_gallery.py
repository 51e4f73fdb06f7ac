"""The gallery (generator/render/gallery/): output/<game>/index.html and its pictures.

Small fixture games: `clean` (one deck, boards, a map, tokens) and
`export-pictures` (a deck whose backs read the card, a deck with copies_by).
The browser test opens the pages in headless Chromium (Debian's `chromium`,
which .ci/run installs) and is skipped when it is not installed.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

import generator.app.build as build
from generator.app.build import BuildSettings, build_game
from generator.core.errors import Finding, Loc
from generator.render import BuildOptions
from generator.render.inputs import toolchain_digest
from generator.render.units import Selection

FIXTURES = Path(__file__).parents[2] / "fixtures" / "games"
TOOLCHAIN = toolchain_digest()
SERIAL = BuildSettings(workers=1, toolchain=TOOLCHAIN)
SEEDED = "seeded: the quarry's cost is the gallery test's"
RELATED = "seeded: game.yaml says 3 where the quarry's cost is 2"


def _copy(name: str, tmp: Path) -> Path:
    shutil.copytree(FIXTURES / name, tmp / "content" / name)
    return tmp / "content" / name


def _manifest(out: Path) -> dict:
    return json.loads((out / "manifest.json").read_text(encoding="utf-8"))


def _faces(manifest: dict) -> list[dict]:
    return [e for e in manifest["files"] if e["kind"] == "gallery" and e.get("side") == "face"]


class _Page(HTMLParser):
    """The parts of index.html a test reads: card articles (id -> their text), every src and href."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: dict[str, str] = {}
        self.links: list[str] = []
        self._card: str | None = None
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = dict(attrs)
        self.links += [a[k] for k in ("src", "href") if a.get(k)]
        if tag == "article" and "card" in (a.get("class") or "").split():
            self._card, self._depth = a["id"], 0
            self.cards[self._card] = " ".join(f"{k}={v}" for k, v in attrs)
        if self._card and tag == "article":
            self._depth += 1
        elif self._card:
            self.cards[self._card] += " " + " ".join(f"{k}={v}" for k, v in attrs)

    def handle_endtag(self, tag: str) -> None:
        if self._card and tag == "article":
            self._depth -= 1
            if self._depth == 0:
                self._card = None

    def handle_data(self, data: str) -> None:
        if self._card:
            self.cards[self._card] += data


def _page(out: Path) -> _Page:
    page = _Page()
    page.feed((out / "index.html").read_text(encoding="utf-8"))
    return page


@pytest.fixture
def seeded(monkeypatch):
    """The build's check also reports a warning on the `quarry` card's row of the clean game."""
    real = build.check_game

    def check(loaded):
        found = list(real(loaded))
        for deck in loaded.game.decks:
            for card in deck.cards:
                if card.id == "quarry":
                    found.append(Finding("CMP004", "warning", loaded.game.id, card.loc, SEEDED, hint="a hint"))
                    elsewhere = Loc(str(loaded.folder / "game.yaml"), 5, 3)   # compared with the quarry's row
                    found.append(Finding("TXT003", "warning", loaded.game.id, elsewhere, RELATED, related=card.loc))
        return found

    monkeypatch.setattr(build, "check_game", check)


@pytest.fixture
def clean(tmp_path: Path, seeded) -> Path:
    game = _copy("clean", tmp_path)
    build_game(game, tmp_path / "out", BuildOptions(), settings=SERIAL)
    return tmp_path / "out" / "clean"


def test_every_distinct_face_is_shown_with_its_front_back_count_and_columns(tmp_path: Path) -> None:
    game = _copy("export-pictures", tmp_path)
    build_game(game, tmp_path / "out", BuildOptions(), settings=SERIAL)
    out = tmp_path / "out" / "export-pictures"
    manifest = _manifest(out)
    faces = _faces(manifest)
    # market: two cards; relics: one card in two copies (copies_by) drawn apart; maps: one card
    assert sorted((e["deck"], e["stem"], e["count"]) for e in faces) == [
        ("maps", "coast", 1), ("market", "oven", 1), ("market", "well", 3), ("relics", "cup-blue", 1),
        ("relics", "cup-red", 1)]
    page = _page(out)
    assert sorted(page.cards) == ["card-maps-coast", "card-market-oven", "card-market-well", "card-relics-cup",
                                  "card-relics-cup-blue"]
    page_entry = next(e for e in manifest["files"] if e["path"] == "index.html")
    assert page_entry["kind"] == "gallery" and page_entry["cards"] == len(faces) == 5
    by_stem = {e["stem"]: e for e in faces}
    assert by_stem["well"]["size_px"] == [160, 223]   # a poker card's trim at the preview width
    assert by_stem["coast"]["size_px"] == [160, 115]  # a landscape card
    # the maps' back reads no card: one picture; the others' backs read the card, and are drawn per card:
    # market's look alike (one file, named by its bytes), the relics' differ by copy
    assert by_stem["coast"]["back"] == "gallery/cards/maps/backs/back.jpg"
    assert by_stem["well"]["back"] == by_stem["oven"]["back"] and by_stem["well"]["back"].startswith("gallery/cards/market/backs/")
    assert by_stem["cup-red"]["back"] != by_stem["cup-blue"]["back"]
    for entry in faces:
        assert (out / entry["path"]).read_bytes()[:3] == b"\xff\xd8\xff"   # JPEG
        shown_on = [name for name, text in page.cards.items() if f"src={entry['path']}" in text]
        assert len(shown_on) == 1 and f"src={entry['back']}" in page.cards[shown_on[0]]   # front and back together
    well = page.cards["card-market-well"]
    assert "Well" in well and "\u00d73" in well and "#20a040" in well and "market.csv:2" in well
    assert "Red, Blue" in page.cards["card-relics-cup"]


def test_the_builds_pdfs_are_pictured_page_by_page(clean: Path) -> None:
    manifest = _manifest(clean)
    pdfs = {e["path"]: e["pages"] for e in manifest["files"] if e["kind"] in ("board", "map", "tokens")}
    assert set(pdfs) == {"boards.pdf", "map.pdf", "tokens.pdf"}
    pictures = [e for e in manifest["files"] if e["kind"] == "gallery" and e.get("side") == "page"]
    for pdf, pages in pdfs.items():
        mine = sorted(e["page"] for e in pictures if e["source"] == pdf)
        assert mine == list(range(1, pages + 1)), pdf
    # the first page (the overview) wide, the others (a tiled map's tiles, later sheets) as thumbnails
    assert sorted({(e["page"] == 1, e["size_px"][0]) for e in pictures}) == [(False, 200), (True, 360)]
    links = _page(clean).links
    assert {"boards.pdf", "map.pdf", "tokens.pdf"} <= set(links)
    assert all(e["path"] in links for e in pictures)


def test_a_finding_of_the_check_is_shown_on_its_card(clean: Path) -> None:
    page = _page(clean)
    card = page.cards["card-market-quarry"]
    # its own finding, and one elsewhere (game.yaml) whose compared data is its row
    assert SEEDED in card and RELATED in card and "data-findings=2" in card
    assert "data-copy=cards/market.csv:3:1" in card   # the file:line:col a click copies, in the game folder
    assert "data-copy=game.yaml:5:3" in card
    assert not any(SEEDED in text or RELATED in text for name, text in page.cards.items()
                   if name != "card-market-quarry")
    html = (clean / "index.html").read_text(encoding="utf-8")
    assert html.count('href="#card-market-quarry">shown there</a>') == 2
    assert next(e for e in _manifest(clean)["files"] if e["path"] == "index.html")["findings"] == 2


def test_nothing_outside_the_output_folder_is_named(clean: Path) -> None:
    html = (clean / "index.html").read_text(encoding="utf-8")
    assert "default-src 'none'" in html   # the page's policy forbids fetching anything else
    for link in _page(clean).links:
        if link.startswith("#"):
            continue
        parts = urlsplit(link)
        assert not parts.scheme and not parts.netloc and not link.startswith("/"), link
        target = (clean / unquote(parts.path)).resolve()
        assert clean.resolve() in target.parents and target.is_file(), link


def test_one_card_edited_draws_only_its_picture_and_the_page(tmp_path: Path, monkeypatch) -> None:
    import generator.render.gallery.cards as gallery_cards

    game = _copy("export-pictures", tmp_path)
    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    folder = out / "export-pictures"
    before = {p: p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()}
    drawn: list[tuple[str, list[tuple[str, str]]]] = []
    draw = gallery_cards.draw_pages

    def spy(raster, pages, dpi):
        drawn.append((raster.deck.id, [(role, face.stem if face else "(shared back)") for role, face in pages]))
        return draw(raster, pages, dpi)

    monkeypatch.setattr(gallery_cards, "draw_pages", spy)
    csv = game / "cards" / "market.csv"
    csv.write_text(csv.read_text(encoding="utf-8").replace("#e0c020", "#c0a010"), encoding="utf-8")
    result = build_game(game, out, BuildOptions(), settings=SERIAL)
    assert "gallery:market" in result.rendered and "gallery:relics" in result.kept
    # the oven alone, face and back (its back layout reads the card); no other deck, no other card
    assert drawn == [("market", [("face", "oven"), ("back", "oven")])]
    after = {p: p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file()}
    changed = sorted(p.relative_to(folder).as_posix() for p in after if after[p] != before.get(p))
    assert changed == ["cards-market-backs.pdf", "cards-market.pdf", "gallery/cards/market/oven.jpg", "index.html",
                       "manifest.json"]
    # and the result is the clean build's, byte for byte
    again = tmp_path / "again"
    build_game(game, again, BuildOptions(), settings=BuildSettings(workers=2, toolchain=TOOLCHAIN))
    assert _files(folder) == _files(again / "export-pictures")


def _files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and (p.name == "index.html" or "gallery" in p.relative_to(folder).parts)}


def test_two_builds_give_identical_gallery_bytes(tmp_path: Path, clean: Path) -> None:
    # the same game from another folder, in a pool of processes: the page names files relative to the game
    game = shutil.copytree(tmp_path / "content" / "clean", tmp_path / "elsewhere" / "clean")
    build_game(game, tmp_path / "second", BuildOptions(), settings=BuildSettings(workers=2, toolchain=TOOLCHAIN))
    first, second = _files(clean), _files(tmp_path / "second" / "clean")
    assert len(first) >= 10 and first == second


def test_only_gallery_builds_just_it_and_a_later_build_shows_the_rest(tmp_path: Path) -> None:
    game = _copy("clean", tmp_path)
    out = tmp_path / "out"
    only = BuildSettings(workers=1, toolchain=TOOLCHAIN, selection=Selection(("gallery",)))
    result = build_game(game, out, BuildOptions(), settings=only)
    assert sorted(result.rendered) == ["gallery", "gallery:market"]
    folder = out / "clean"
    assert sorted(p.name for p in folder.iterdir()) == ["gallery", "index.html", "manifest.json"]
    assert "boards.pdf" not in _page(folder).links
    full = build_game(game, out, BuildOptions(), settings=SERIAL)
    # the page shows the boards now built, though no game file changed; the card pictures stay
    assert "gallery" in full.rendered and "gallery:market" in full.kept
    assert "boards.pdf" in _page(folder).links


CHROMIUM = shutil.which("chromium")
HARNESS = """<!DOCTYPE html><html><body><pre id="result">waiting</pre>{frames}<script>
window.addEventListener('load',function(){{   // after every frame has loaded
  var out={{}};
  [].forEach.call(document.querySelectorAll('iframe'),function(f){{
    var w=f.contentWindow,d=w.document;
    out[f.getAttribute('data-name')]={{
      cards:d.querySelectorAll('article.card').length,
      shown:[].map.call(d.querySelectorAll('article.card:not([hidden])'),function(c){{return c.id}}),
      images:[].map.call(d.images,function(i){{return [i.currentSrc||i.src,i.complete,i.naturalWidth]}}),
      status:d.getElementById('f-shown').value,
      finding:(d.querySelector('article.card[data-findings]')||{{}}).id||null}};
  }});
  document.getElementById('result').textContent=JSON.stringify(out);
}});
</script></body></html>"""


def _chromium(*args: str, log: Path | None = None) -> subprocess.CompletedProcess:
    quiet = ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
             "--disable-default-apps"]
    net = [f"--log-net-log={log}"] if log else []
    return subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr",
                           "--v=0", *quiet, *net, *args], capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)")
def test_the_gallery_in_a_real_browser(tmp_path: Path, clean: Path) -> None:
    other = _copy("export-pictures", tmp_path)
    build_game(other, tmp_path / "out", BuildOptions(), settings=SERIAL)
    pictures = tmp_path / "out" / "export-pictures"
    views = {"all": (clean, ""), "cost-2": (clean, "#column=cost&value=2"), "grain": (clean, "#q=grain"),
             "pictures": (pictures, ""), "relics": (pictures, "#deck=relics")}
    frames = "".join(f'<iframe data-name="{name}" src="{(folder / "index.html").as_uri()}{where}" width="1200" '
                     f'height="4000"></iframe>' for name, (folder, where) in views.items())
    harness = tmp_path / "harness.html"   # outside the output folders: it only reads them
    harness.write_text(HARNESS.format(frames=frames), encoding="utf-8")
    net = tmp_path / "net.json"
    done = _chromium("--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom",
                     harness.as_uri(), log=net)
    found = re.search(r'<pre id="result">(.*?)</pre>', done.stdout, re.S)
    assert found and found.group(1) != "waiting", done.stdout[-2000:] + done.stderr[-2000:]
    seen = json.loads(found.group(1).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">"))
    # every distinct face of the manifest is a card on the page; filters and search narrow them
    assert seen["all"]["cards"] == len(_faces(_manifest(clean))) == 3
    assert seen["pictures"]["cards"] == len(_faces(_manifest(pictures))) == 5
    assert seen["cost-2"]["shown"] == ["card-market-quarry"] and seen["cost-2"]["status"] == "1 of 3 cards"
    assert seen["grain"]["shown"] == ["card-market-mill"]
    assert seen["relics"]["shown"] == ["card-relics-cup", "card-relics-cup-blue"]
    assert seen["all"]["finding"] == "card-market-quarry"
    # every picture loaded, and from inside its output folder
    for name, (folder, _) in views.items():
        images = seen[name]["images"]
        assert images and all(ok and width > 0 for _, ok, width in images), name
        assert all(src.startswith(folder.as_uri() + "/") for src, _, _ in images), name
    # no console message (a refused request or a script error would be one), no request over the network
    assert "CONSOLE" not in done.stderr, done.stderr
    events = json.loads(net.read_text(encoding="utf-8"))["events"] if net.stat().st_size else []
    assert not [e["params"]["url"] for e in events if str(e.get("params", {}).get("initiator", "")).startswith("file")]
    shot = tmp_path / "shot.png"
    _chromium("--hide-scrollbars", "--window-size=1280,900", f"--screenshot={shot}", (clean / "index.html").as_uri())
    from PIL import Image

    with Image.open(shot) as image:
        assert image.size == (1280, 900) and len(image.getcolors(1 << 16) or range(2)) > 1


def test_the_docs_list_every_manifest_kind() -> None:
    """docs/outputs.md's list of manifest kinds is the writer's (the gallery added `gallery`)."""
    from generator.write.manifest import KINDS

    text = (Path(__file__).parents[3] / "docs" / "outputs.md").read_text(encoding="utf-8")
    sentence = re.search(r"`kind` is one of (.*?)\.\n", text, re.S)
    assert sentence, "docs/outputs.md no longer says which kinds an entry may have"
    assert re.findall(r"`([a-z-]+)`", sentence.group(1)) == list(KINDS)


def test_a_build_with_no_check_shows_the_findings_pnp_check_remembered(tmp_path: Path, monkeypatch) -> None:
    from typer.testing import CliRunner

    from generator.app.cli import app

    _copy("card-text-row", tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PNP_CACHE_DIR", str(tmp_path / "cache"))
    build_args = ["build", "card-text-row", "--no-check", "--jobs", "1", "-q"]
    assert CliRunner().invoke(app, build_args).exit_code == 0
    out = tmp_path / "output" / "card-text-row"
    assert "no pnp check of these files is remembered: run pnp check" in (out / "index.html").read_text("utf-8")
    assert CliRunner().invoke(app, ["check", "card-text-row"]).exit_code == 1   # TXT003 on the quarry's row
    assert CliRunner().invoke(app, build_args).exit_code == 0                  # only the page is made again
    html = (out / "index.html").read_text(encoding="utf-8")
    assert "built with --no-check; the last pnp check of these files: 1 finding (1 error)" in html
    quarry = _page(out).cards["card-market-quarry"]
    assert "TXT003" in quarry and "data-copy=cards/market.csv:3:46" in quarry
