"""load/sources.py: the files of a game folder as the load read them, and the rule they serve: once a game is
loaded, the check reads the model (LoadedGame.sources), never the game folder (docs/architecture.md)."""
from __future__ import annotations

import builtins
import io
import os
import shutil
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from generator.check import check_game
from generator.load import load_game
from generator.load.sources import SourceText, Sources

ROOT = Path(__file__).resolve().parents[2]



# --- SourceText and Sources ------------------------------------------------------------------------------------

def _source(data: bytes, text: str | None = None) -> SourceText:
    return SourceText("notes.md", "game/notes.md", data, (), text if text is not None else data.decode("utf-8-sig"))


def test_read_text_answers_as_path_read_text(tmp_path: Path) -> None:
    data = "\ufeffone\r\ntwo\rthree\nfour é".encode("utf-8")
    (tmp_path / "f.md").write_bytes(data)
    source = _source(data)
    for encoding in ("utf-8-sig", "utf-8"):
        assert source.read_text(encoding) == (tmp_path / "f.md").read_text(encoding=encoding)
    assert source.text == "one\r\ntwo\rthree\nfour é"   # as the loader decoded it: line ends as written
    assert source.lines == ("one", "two", "three", "four é")


def test_read_text_refuses_what_the_disk_would() -> None:
    with pytest.raises(UnicodeDecodeError):
        _source(b"caf\xe9", text="").read_text()
    with pytest.raises(FileNotFoundError):
        SourceText("big.csv", "game/big.csv").read_text()


def test_line_col_of_an_offset() -> None:
    source = _source(b"ab\r\ncd\ref\ngh")
    text = source.text
    assert [source.line_col(text.index(ch)) for ch in "abcdefgh"] == [
        (1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 2), (4, 1), (4, 2)]


def test_sources_find_a_file_by_any_spelling_of_its_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As `Path` takes a path: absolute (resolved or not) or relative to the working directory, so the game
    folder as pnp was given it (`--content content`) joined with a name finds the file."""
    real = tmp_path / "real"
    (real / "game" / "cards").mkdir(parents=True)
    (tmp_path / "link").symlink_to(real, target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    kept = SourceText("cards/a.csv", "game/cards/a.csv", b"id\n", (), "id\n")
    for folder in (Path("link/game"), tmp_path / "link" / "game", real / "game"):
        sources = Sources(folder, {"cards/a.csv": kept})
        path = folder / "cards" / "a.csv"
        for spelling in (path, str(path), folder / "cards" / ".." / "cards" / "a.csv", path.absolute(), path.resolve()):
            assert sources.get(spelling) is kept, (folder, spelling)
        assert sources.get(folder / "cards" / "b.csv") is None and not sources.is_file(folder / "cards" / "b.csv")
        with pytest.raises(FileNotFoundError):
            sources.read_text(folder / "cards" / "b.csv")
        assert sources.rel(tmp_path / "elsewhere.yaml") is None and sources.rel("cards/a.csv") is None


def test_rel_is_the_path_inside_the_folder_as_relpath_gives_it(tmp_path: Path) -> None:
    """Sources.rel answers a path under the folder's absolute spelling without os.path.relpath (its common case,
    about a thousand times a check): the same key relpath gives, and None for a sibling whose name starts alike."""
    folder = tmp_path / "game"
    (tmp_path / "game2").mkdir()
    folder.mkdir()
    sources = Sources(folder)
    for path in (folder / "game.yaml", folder / "layouts" / "card.yaml", folder / "a" / ".." / "b" / "c.csv",
                 str(folder) + "//icons///x.svg", folder / "." / "rulebook.md"):
        expected = Path(os.path.relpath(os.path.abspath(path), os.path.abspath(folder))).as_posix()
        assert sources.rel(path) == expected, path
    assert sources.rel(tmp_path / "game2" / "game.yaml") is None
    assert sources.rel(folder) == "."   # the folder itself: relpath's answer, as before


def test_the_load_keeps_what_the_check_reads() -> None:
    loaded = load_game(ROOT / "content" / "the-acts")
    files = loaded.sources.files
    for rel in ("game.yaml", "rulebook.md", "quickref.md", "rulebook.de.md", "quickref.de.md",
                "translations/de.yaml", "cards/miracles.csv", "layouts/miracle.yaml", "icons/_aliases.yaml",
                "icons/pray.yaml"):
        assert files[rel].text == (loaded.folder / rel).read_bytes().decode("utf-8-sig"), rel
    assert "ERRATA.md" not in files and "engine.py" not in files   # no later stage reads them


def test_a_file_changed_after_the_load_changes_nothing_in_that_run(tmp_path: Path) -> None:
    folder = tmp_path / "the-acts"
    shutil.copytree(ROOT / "content" / "the-acts", folder)
    loaded = load_game(folder)
    before = check_game(loaded)
    (folder / "rulebook.md").write_text("# Broken {{ table(\n", encoding="utf-8")
    (folder / "layouts" / "miracle.yaml").write_text("elements: [", encoding="utf-8")
    assert check_game(loaded) == before


# --- the rule: after loading, the check opens nothing of the game folder ---------------------------------------

@contextmanager
def _no_reads_under(folder: Path, allowed: tuple[str, ...] = ()) -> Iterator[list[str]]:
    """Every open of a file under `folder` (builtins.open, io.open, Path.open/read_text/read_bytes) fails and is
    recorded (a family that swallows the error must not hide it); names ending in `allowed` are let through."""
    base = folder.resolve()
    opened: list[str] = []
    real = {"open": builtins.open, "io_open": io.open, "path_open": Path.open,
            "read_text": Path.read_text, "read_bytes": Path.read_bytes}

    def refuse(file: object) -> None:
        if not isinstance(file, (str, bytes, os.PathLike)):
            return   # a file descriptor: opened by someone this guard already saw
        path = Path(os.fsdecode(file)).resolve()
        if (path == base or base in path.parents) and not path.name.lower().endswith(allowed or ("\0",)):
            opened.append(path.relative_to(base).as_posix())
            raise AssertionError(f"opened {path} after loading")

    def guarded_open(file, *args, **kwargs):
        refuse(file)
        return real["open"](file, *args, **kwargs)

    def guarded_path_open(self, *args, **kwargs):
        refuse(self)
        return real["path_open"](self, *args, **kwargs)

    def guarded_read_text(self, *args, **kwargs):
        refuse(self)
        return real["read_text"](self, *args, **kwargs)

    def guarded_read_bytes(self):
        refuse(self)
        return real["read_bytes"](self)

    builtins.open = io.open = guarded_open
    Path.open, Path.read_text, Path.read_bytes = guarded_path_open, guarded_read_text, guarded_read_bytes
    try:
        yield opened
    finally:
        builtins.open, io.open = real["open"], real["io_open"]
        Path.open, Path.read_text, Path.read_bytes = real["path_open"], real["read_text"], real["read_bytes"]


@pytest.mark.parametrize("game", [
    "content/the-acts",                # a shipped game with a German edition, icons and layouts
    "tests/fixtures/games/edition",    # an edition's tables and documents
    "tests/fixtures/docs/docgame",     # documents that figure cards, icons and tables
    "tests/fixtures/games/svg-icons",  # SVG icons, scanned by the check
    "tests/fixtures/games/map-art",    # a map's own picture, decoded whole
    "tests/corpus/stonewake",          # a corpus game: icons, layouts, both documents
])
def test_check_reads_the_model_not_the_game_folder(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    folder = Path(game)   # relative, as `pnp check --content content` gives it
    loaded = load_game(folder)
    free = check_game(loaded)
    with _no_reads_under(folder) as opened:
        guarded = check_game(loaded)
    assert opened == []
    assert guarded == free
    assert free == check_game(load_game(ROOT / game))   # the same findings whichever way the folder is named


def _png(path: Path) -> None:
    from PIL import Image

    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (40, 40), "white").save(path)


def test_pictures_fonts_and_templates_are_read_from_the_model_too(tmp_path: Path) -> None:
    """A game with every binary asset the check judges (_asset_game): nothing of it is opened by the check."""
    folder = _asset_game(tmp_path)
    loaded = load_game(folder)
    assert {"art/badge.png", "icons/sun.png", "fonts/Own-Regular.ttf", "symbols/Sym.ttf",
            "templates/note.md"} <= set(loaded.sources.files)
    free = check_game(loaded)
    assert {f.rule for f in free} >= {"GLY003", "GLY004"}   # the fonts were read: Lato is pnp's, no licence
    with _no_reads_under(folder) as opened:
        guarded = check_game(loaded)
    assert opened == []
    assert guarded == free


def _asset_game(where: Path) -> Path:
    """A `pnp new` game with a layout picture, a document picture, a PNG icon, fonts of its own, a fallback font
    and a template its rulebook includes; the rulebook has a loop, so the check renders it."""
    from generator.app.scaffold import new_game

    folder = new_game("own", where).game
    _png(folder / "art" / "badge.png")
    _png(folder / "icons" / "sun.png")
    layout = folder / "layouts" / "harvest.yaml"
    layout.write_text(layout.read_text(encoding="utf-8") + '  - image: {box: [S, 20, 10, 10], src: art/badge.png}\n',
                      encoding="utf-8")
    (folder / "fonts").mkdir()
    shutil.copy(ROOT / "fonts" / "Lato-Regular.ttf", folder / "fonts" / "Own-Regular.ttf")
    (folder / "symbols").mkdir()
    shutil.copy(ROOT / "fonts" / "Lato-Bold.ttf", folder / "symbols" / "Sym.ttf")
    game = folder / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace("\nstyle:\n", "\nstyle:\n  fallback_fonts: [symbols/Sym.ttf]\n", 1),
                    encoding="utf-8")
    (folder / "templates").mkdir()
    (folder / "templates" / "note.md").write_text("A note from the templates folder.\n", encoding="utf-8")
    rulebook = folder / "rulebook.md"
    rulebook.write_text(rulebook.read_text(encoding="utf-8") + '\n{% include "note.md" %}\n\n![Badge](art/badge.png)\n'
                        '\n{% for n in range(2) %}Round {{ n }}. {% endfor %}\n', encoding="utf-8")
    return folder


# what a renderer may still open: the binary assets it embeds in its outputs (docs/architecture.md)
EMBEDDED = (".png", ".jpg", ".jpeg", ".gif", ".webp", ".bmp", ".tif", ".tiff", ".svg", ".ttf", ".otf")


@pytest.mark.parametrize("game", ["content/the-acts", "tests/fixtures/games/edition", "tests/corpus/stonewake", None])
def test_renderers_read_the_models_texts(game: str | None, tmp_path: Path) -> None:
    """Card sheets, boards, pads and tokens, and the documents' HTML, of a loaded game: no text of the game
    folder is opened (the pictures and fonts they embed are)."""
    from generator.render import BuildOptions, RenderJob
    from generator.render.boards.renderer import render_boards
    from generator.render.cards.renderer import render_cards
    from generator.render.documents.renderer import document_html
    from generator.render.pads.renderer import render_pads
    from generator.render.tokens.renderer import render_tokens
    from generator.write.writer import OutputWriter

    folder = ROOT / game if game else _asset_game(tmp_path / "game")
    loaded = load_game(folder)
    writer = OutputWriter(tmp_path / "out", loaded.game.id)
    job = RenderJob(loaded, BuildOptions(), writer, digest="0" * 64)   # a build's unit: its inputs hashed before
    with _no_reads_under(folder, allowed=EMBEDDED) as opened:
        for render in (render_cards, render_boards, render_pads, render_tokens):
            render(job)
        for name in ("rulebook", "quickref"):
            if loaded.sources.is_file(f"{name}.md"):
                assert "<html" in document_html(loaded, name, BuildOptions()).html
    writer.abort()
    assert opened == []


def test_the_guard_sees_an_open() -> None:
    folder = ROOT / "tests" / "fixtures" / "games" / "edition"
    with _no_reads_under(folder) as opened:
        with pytest.raises(AssertionError):
            (folder / "game.yaml").read_text(encoding="utf-8")
        with pytest.raises(AssertionError):
            open(folder / "rulebook.md", "rb")
        (ROOT / "templates" / "cards" / "card.yaml").read_text(encoding="utf-8")   # pnp's own: not the game's
    assert opened == ["game.yaml", "rulebook.md"]


def test_a_layout_picture_with_no_pictures_name_is_refused_not_decoded(tmp_path: Path) -> None:
    """The check has no bytes of a file whose name is no picture's (the load keeps pictures by their suffix):
    a layout drawing one is LAY012 at the image element, said once."""
    from generator.app.scaffold import new_game

    folder = new_game("own", tmp_path).game
    (folder / "art").mkdir()
    (folder / "art" / "badge.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>", encoding="utf-8")
    layout = folder / "layouts" / "harvest.yaml"
    text = layout.read_text(encoding="utf-8")
    layout.write_text(text + "  - image: {box: [S, 20, 10, 10], src: art/badge.svg}\n", encoding="utf-8")
    line = text.count("\n") + 1
    found = [(f.rule, f.loc.line, f.loc.col, f.message) for f in check_game(load_game(folder)) if f.rule == "LAY012"]
    assert found == [("LAY012", line, 5, "layout 'harvest' (deck 'harvest'): image 'art/badge.svg' (Early Apple): "
                      "the file is no picture pnp reads (its name ends in none of .png, .jpg, .jpeg, .gif, .webp, "
                      ".bmp, .tif, .tiff)")]


def test_an_unchanged_picture_is_read_once_per_process(tmp_path: Path) -> None:
    """`pnp watch` loads the game on every save: a picture whose size and time are the same is not read again."""
    from generator.app.scaffold import new_game

    folder = new_game("own", tmp_path).game
    _png(folder / "art" / "a.png")
    first = load_game(folder).sources.files["art/a.png"].data
    assert load_game(folder).sources.files["art/a.png"].data is first
    Image = pytest.importorskip("PIL.Image")
    Image.new("RGB", (41, 40), "black").save(folder / "art" / "a.png")
    again = load_game(folder).sources.files["art/a.png"].data
    assert again == (folder / "art" / "a.png").read_bytes() and again != first


def test_the_reprint_hash_of_a_decks_pictures_and_icons_is_the_disks(tmp_path: Path) -> None:
    """render/cards/face_hash: hashed from the model, art/ and icons/ give the digest the disk gave (a
    changed digest would reprint every card of the next build)."""
    from generator.render.cards.face_hash import _assets

    for folder in (ROOT / "content" / "the-acts", _asset_game(tmp_path)):
        assert _assets(folder, load_game(folder).sources) == _assets(folder)


def test_a_game_checked_from_its_own_folder_names_its_files_without_dot_slash(tmp_path, monkeypatch) -> None:
    # two designers met "./game.yaml:34:55" at a load error when they ran pnp from the game's folder: the path
    # is the file's own name there, as every other tool writes it
    import shutil

    from generator.core.errors import LoadError
    from generator.load import load_game

    game = tmp_path / "docgame"
    shutil.copytree(Path(__file__).parents[1] / "fixtures" / "docs" / "docgame", game,
                    ignore=shutil.ignore_patterns("__pycache__"))
    yaml = game / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("players: 2-4", "players: [2-4"), encoding="utf-8")
    monkeypatch.chdir(game)
    try:
        load_game(game)
    except LoadError as e:
        files = {p.loc.file for p in e.problems}
    else:
        raise AssertionError("the broken game.yaml loaded")
    assert files == {"game.yaml"}
    from generator.core.errors import Loc

    assert str(Loc("./rulebook.md", 3, 4)) == "rulebook.md:3:4"   # a finding of the check, made from a shown path
