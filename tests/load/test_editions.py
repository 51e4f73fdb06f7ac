"""Editions (issue 32): load, localise, build and check a game in several languages.

Each scenario is the fixture game tests/fixtures/games/edition (English with a German edition) copied to a
temporary folder with one defect, and the finding asserted at its exact file:line:col.
"""
from __future__ import annotations

import dataclasses
import html as html_text
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.check import check_game
from generator.core.errors import LoadError
from generator.load import load_game
from generator.model.localize import localize

FIXTURE = Path(__file__).parents[1] / "fixtures" / "games" / "edition"


def _game(tmp_path: Path, edits: list[tuple[str, str, str]] = ()) -> Path:
    folder = tmp_path / "edition"
    shutil.copytree(FIXTURE, folder)
    for rel, old, new in edits:
        path = folder / rel
        text = path.read_text(encoding="utf-8")
        assert old in text, (rel, old)
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def _findings(folder: Path, strict: bool = False) -> list[str]:
    loaded = load_game(folder)
    root = loaded.game.root
    return [f"{str(f.loc).replace(root + '/', '')}: {f.severity}[{f.rule}] {f.message}"
            for f in check_game(loaded, strict=strict)]


def test_the_fixture_edition_checks_clean(tmp_path: Path) -> None:
    assert _findings(_game(tmp_path)) == []


def test_the_model_holds_each_translation_located() -> None:
    game = load_game(FIXTURE).game
    assert game.languages == ("en", "de") and game.editions == ("de",)
    wood = game.translations["de"].names["Wood"]
    assert (wood.text, wood.loc.line, wood.loc.col) == ("Holz", 3, 9)
    assert game.translations["de"].documents == {"rulebook": f"{game.root}/rulebook.de.md"}
    card = game.decks[0].cards[0]
    assert dict(card.translated["de"]) == {"name": "Holzfäller", "text": "Nimm ein Holz."}


def test_localize_translates_printed_strings_and_keeps_ids_and_engine() -> None:
    game = load_game(FIXTURE).game
    de = localize(game, "de")
    assert (de.edition, de.title, de.names["resources"]) == ("de", "Kleines sauberes Spiel", ("Holz", "Stein", "Getreide"))
    card = de.decks[0].cards[0]
    assert (card.id, card.name, card.fields["resource"], card.fields["text"], card.fields["cost"]) == \
        ("woodcutter", "Holzfäller", "Holz", "Nimm ein Holz.", 1)
    assert de.categories[0].members == ("Getreide",) and de.categories[0].id == "food"
    assert de.tables[0].rows[0].rule == "cards_dealt" and de.tables[0].axis.name == "players"
    assert de.maps[0].start == ("Hafen",) and de.maps[0].locations[0].id == "harbour"
    assert localize(game, "en") is game   # the source language: the model itself


@pytest.mark.parametrize("edits, message", [
    ([("game.yaml", "languages: [en, de]", "languages: [en, Deutsch]")],
     "game.yaml:7:17: error[SCH002] 'Deutsch' is not a language code"),
    ([("game.yaml", "languages: [en, de]", "languages: [en, fr]")],
     "translations/de.yaml:1:1: error[SCH002] translations/de.yaml translates into 'de', which game.yaml's "
     "languages do not declare (editions: fr)"),
    ([("cards/market.csv", "text@de", "text@fr")],
     "cards/market.csv:1:42: error[CSV001] column 'text@fr' is in language 'fr', which game.yaml's languages "
     "do not declare"),
    ([("cards/market.csv", "name@de", "cost@de")],
     "cards/market.csv:1:9: error[CSV001] column 'cost@de' translates 'cost', which holds a number"),
    ([("translations/de.yaml", "  Wood: Holz\n", "  Wood: [Holz\n")],
     "translations/de.yaml:"),
    # a translations file for the language the game is written in (feira-cartas, languages: [pt], was told to
    # 'add pt to languages')
    ([("game.yaml", "languages: [en, de]", "languages: [de]")],
     "translations/de.yaml:1:1: error[SCH002] translations/de.yaml translates into 'de', the language the game is "
     "written in (the first of game.yaml's languages): its own files are its words"),
])
def test_bad_edition_input_is_a_load_error_at_its_place(tmp_path: Path, edits, message: str) -> None:
    folder = _game(tmp_path, edits)
    with pytest.raises(LoadError) as caught:
        load_game(folder)
    shown = [str(p).replace(str(p.loc.file).rsplit("edition/", 1)[0] + "edition/", "")
             for p in caught.value.problems]
    assert any(s.startswith(message) for s in shown), shown


@pytest.mark.parametrize("edits, expected", [
    # a number changed in a translated card text
    ([("cards/market.csv", "Nimm ein Holz.", "Nimm 2 Holz.")],
     "cards/market.csv:2:63: error[TRN001] the German text's numbers differ from the source's: the translation "
     "prints 2, which the source does not"),
    # ... in a sentence of rulebook.de.md
    ([("rulebook.de.md", "Eine Runde hat 4 Schritte.", "Eine Runde hat 5 Schritte.")],
     "rulebook.de.md:3:53: error[TRN001] the German text's numbers differ from the source's: the source prints 4, "
     "which the translation does not; the translation prints 5, which the source does not"),
    # ... and in the text table (a number word): at the word that differs, not at the '3' it matches ('dritt')
    ([("translations/de.yaml", "Zu dritt nimmt jeder zwei Karten.", "Zu dritt nimmt jeder drei Karten.")],
     "translations/de.yaml:31:66: error[TRN001] the German text's numbers differ from the source's: the source "
     "prints 2, which the translation does not; the translation prints 3, which the source does not"),
    # a number the translation lacks: at the translated string's start, the message naming it
    ([("rulebook.de.md", "Eine Runde hat 4 Schritte.", "Eine Runde hat Schritte.")],
     "rulebook.de.md:3:1: error[TRN001] the German text's numbers differ from the source's: the source prints 4, "
     "which the translation does not"),
    ([("translations/de.yaml", "Zu dritt nimmt jeder zwei Karten.", "Zu dritt nimmt jeder Karten.")],
     "translations/de.yaml:31:45: error[TRN001] the German text's numbers differ from the source's: the source "
     "prints 2, which the translation does not"),
    # a number word the translation adds, in a card's cell: at that word
    ([("cards/market.csv", "Nimm ein Holz.", "Nimm ein Holz und drei Steine.")],
     "cards/market.csv:2:76: error[TRN001] the German text's numbers differ from the source's: the translation "
     "prints 3, which the source does not"),
    # an extra digit after a matching one: at the extra one
    ([("rulebook.de.md", "Eine Runde hat 4 Schritte.", "Eine Runde hat 4 Schritte und 4 Phasen.")],
     "rulebook.de.md:3:68: error[TRN001] the German text's numbers differ from the source's: the translation "
     "prints 4, which the source does not"),
    # an untranslated name
    ([("cards/market.csv", "Nimm einen Stein.", "Nimm einen Stone.")],
     "cards/market.csv:3:63: error[TRN002] 'Stone' is left in the source language; the names table translates "
     "it as 'Stein'"),
    # a near miss of a translated name
    ([("cards/market.csv", "Nimm ein Getreide, dann passe.", "Nimm ein Getriede, dann passe.")],
     "cards/market.csv:4:66: warning[TRN002] 'Getriede' is not the edition's name 'Getreide' (for 'Grain'); "
     "did you mean 'Getreide'?"),
    # a missing translation
    ([("translations/de.yaml", "  Sunny.: Sonnig.\n", "")],
     "game.yaml:33:31: warning[TRN004] 'Sunny.' has no German translation; the de edition prints it in the "
     "source language"),
    # a placeholder dropped
    ([("rulebook.de.md", '{{ table("setup_by_players") }}', "(Tabelle)")],
     "rulebook.de.md:5:1: error[TRN003] the German text's placeholders differ from the source's: dropped "
     '{{ table("setup_by_players") }}'),
    # a glyph the edition's font lacks
    ([("translations/de.yaml", "Hut: Hütte", "Hut: Hütte \u16a0")],
     "translations/de.yaml:11:14: error[GLY001] no font of the game can draw"),
])
def test_each_translation_defect_is_found_at_its_place(tmp_path: Path, edits, expected: str) -> None:
    found = _findings(_game(tmp_path, edits))
    assert any(f.startswith(expected) for f in found), found


def test_a_missing_card_translation_is_a_warning_and_an_error_with_strict(tmp_path: Path) -> None:
    folder = _game(tmp_path, [("cards/market.csv", "Nimm einen Stein.", "")])
    expected = "cards/market.csv:3:36: {}[TRN004] card 'quarry': text 'Take one Stone.' has no German translation"
    assert expected.format("warning") in _findings(folder)
    assert expected.format("error") in _findings(folder, strict=True)


def test_a_game_without_languages_pays_nothing_for_the_family() -> None:
    clean = load_game(Path(__file__).parents[1] / "fixtures" / "games" / "clean")
    assert clean.game.translations == {} and not any(f.rule.startswith("TRN") for f in check_game(clean))


def _pnp(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "generator.app.cli", *args], capture_output=True, text=True)


def test_build_writes_each_edition_with_its_own_manifest_incrementally(tmp_path: Path) -> None:
    folder = _game(tmp_path)
    out = tmp_path / "out"
    args = ("build", "--content", str(tmp_path), "edition", "--out", str(out), "--only", "cards",
            "--progress", "none", "--jobs", "1")
    first = _pnp(*args)
    assert first.returncode == 0, first.stderr
    manifest = json.loads((out / "edition" / "de" / "manifest.json").read_text())
    assert manifest["language"] == "de" and manifest["title"] == "Kleines sauberes Spiel"
    assert json.loads((out / "edition" / "manifest.json").read_text())["editions"] == ["de"]
    german = (out / "edition" / "de" / "cards-market.pdf").read_bytes()
    english = (out / "edition" / "cards-market.pdf").read_bytes()
    assert "up to date" in _pnp(*args).stdout
    csv = folder / "cards" / "market.csv"
    csv.write_text(csv.read_text(encoding="utf-8").replace("Nimm ein Holz.", "Nimm Holz."), encoding="utf-8")
    again = _pnp(*args)
    assert again.returncode == 0 and "1 rendered" in again.stdout, again.stdout
    assert (out / "edition" / "cards-market.pdf").read_bytes() == english
    assert (out / "edition" / "de" / "cards-market.pdf").read_bytes() != german


def test_an_undeclared_lang_is_exit_2_with_did_you_mean(tmp_path: Path) -> None:
    _game(tmp_path)
    run = _pnp("build", "--content", str(tmp_path), "edition", "--out", str(tmp_path / "out"), "--lang", "dee")
    assert run.returncode == 2
    assert "no language 'dee' (--lang)" in run.stderr and "did you mean 'de'?" in run.stderr


def test_the_edition_document_says_its_language(tmp_path: Path) -> None:
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    loaded = load_game(_game(tmp_path))
    html = document_html(dataclasses.replace(loaded, game=localize(loaded.game, "de")), "rulebook",
                         BuildOptions()).html
    assert '<html lang="de">' in html and "Eine Runde hat 4 Schritte." in html and "Aufbau nach Spielerzahl" in html
    assert '<html lang="en">' in document_html(loaded, "rulebook", BuildOptions()).html


def test_the_translation_rules_fire_through_pnp_check_at_their_anchor(tmp_path: Path) -> None:
    from conftest import assert_fires, run_check

    folder = _game(tmp_path, [("cards/market.csv", "Nimm ein Holz.", "Nimm 2 Holz."),
                              ("cards/market.csv", "Nimm einen Stein.", "Nimm Stone hier."),
                              ("rulebook.de.md", '{{ table("setup_by_players") }}', "(Tabelle)"),
                              ("translations/de.yaml", "  Rain.: Regen.\n", "")])
    run = run_check("edition", content=tmp_path)
    csv = folder / "cards" / "market.csv"
    assert_fires(run, "TRN001", csv, 2, "2 Holz", "the translation prints 2")
    assert_fires(run, "TRN002", csv, 3, "Stone hier", "'Stone' is left in the source language")
    assert_fires(run, "TRN003", folder / "rulebook.de.md", 5, "(Tabelle)", 'dropped {{ table("setup_by_players") }}')
    assert_fires(run, "TRN004", folder / "game.yaml", 34, "text: Rain.", "'Rain.' has no German translation")


# --- the shipped German edition of The Acts, built once: no English left where the source has a translation ---

THE_ACTS = Path(__file__).parents[2] / "content" / "the-acts"
_ICON_CODE = re.compile(r":[a-z0-9-]+:\s*")


@pytest.fixture(scope="module")
def the_acts_de(tmp_path_factory) -> Path:
    from sharedbuild import once, shared_root

    def build(folder: Path) -> None:
        run = _pnp("build", "--content", str(THE_ACTS.parent), "the-acts", "--lang", "de", "--out", str(folder),
                   "--progress", "none", "--no-check")
        assert run.returncode == 0, run.stderr
    return once(shared_root(tmp_path_factory), "the-acts-de", build) / "the-acts" / "de"


def _pdf_texts(folder: Path) -> dict[str, str]:
    """Every PDF's text, whitespace collapsed, soft hyphens and icon codes left out."""
    import pypdfium2

    texts = {}
    for pdf in sorted(folder.glob("*.pdf")):
        doc = pypdfium2.PdfDocument(str(pdf))
        try:
            text = " ".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
        finally:
            doc.close()
        text = text.replace("\u00ad", "").replace("\ufffe", "")
        texts[pdf.name] = _ICON_CODE.sub("", re.sub(r"\s+", " ", text))
    return texts


def _source_strings(game_folder: Path, lang: str) -> list[tuple[str, str, str]]:
    """(where, source, translation) for every line of the edition's tables and every `@lang` card cell."""
    import csv

    import yaml

    table = yaml.safe_load((game_folder / "translations" / f"{lang}.yaml").read_text(encoding="utf-8"))
    found = [(section, str(k), str(v)) for section in ("names", "text") for k, v in (table.get(section) or {}).items()]
    for path in sorted((game_folder / "cards").glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                found += [(f"{path.name}:{col}", row[col[:-len(lang) - 1]], value) for col, value in row.items()
                          if col.endswith(f"@{lang}") and value]
    return found


def test_the_german_edition_prints_no_source_string_it_translates(the_acts_de: Path) -> None:
    texts = _pdf_texts(the_acts_de)
    assert {"rulebook.pdf", "quickref.pdf", "boards.pdf", "map.pdf", "tokens.pdf", "cards-miracles.pdf"} <= set(texts)
    left = []
    checked = 0
    for where, source, translation in _source_strings(THE_ACTS, "de"):
        if source == translation or "{" in source or len(source.split()) < 3:
            continue   # a placeholder's text is the engine's; a name of one or two words may be shared
        plain = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", _ICON_CODE.sub("", source))).strip()
        probe = plain[:40]
        checked += 1
        left += [f"{where}: '{probe}' in {name}" for name, text in texts.items() if probe in text]
    assert checked > 100 and left == []


def test_the_german_edition_prints_pnps_frame_words_in_german(the_acts_de: Path) -> None:
    texts = _pdf_texts(the_acts_de)
    rulebook, quickref = texts["rulebook.pdf"], texts["quickref.pdf"]
    assert "SPIELREGEL" in rulebook.replace(" ", "") and "Inhalt" in rulebook and "2–4 SPIELER" in rulebook
    assert "Zu drucken" in rulebook and "Symbole" in rulebook and "Version 1.0" in rulebook
    assert "KURZÜBERSICHT · 2–4 SPIELER · VERSION 1.0" in quickref and "· Kurzübersicht" in quickref
    assert "Wunder Vorderseiten · Bogen 1/4" in texts["cards-miracles.pdf"]
    assert "Wunder Rückseiten · Bogen 1/4" in texts["cards-miracles-backs.pdf"]
    assert "Spielhilfe · Bogen 1/4" in texts["boards.pdf"]
    assert "Spielmarken - Bogen 1 von 1, Vorderseiten" in texts["tokens.pdf"]   # one A4 sheet (issue 29)
    assert "Bogen 1 von 1, Rückseiten (beidseitig, Wenden an der langen Kante)" in texts["tokens.pdf"]
    assert "Jünger: 36, rund 12 mm, einseitig" in texts["tokens.pdf"]
    board = texts["map.pdf"]
    assert "Spielplan, Vorderseite - Übersicht" in board and "Teil A1 (Reihe A von 2, Spalte 1 von 4)" in board
    assert "Volle Größe 560 x 420 mm auf 8 Seiten (2 Reihen x 4 Spalten)" in board and "Stapel" in board
    english = ("sheet 1/", "fronts ·", "backs ·", "overview", "Contents", "quick reference", "PLAYERS", "one-sided",
               "Full size", "(row A of", "in the box", "Then cut", "Roll again", "(continued)")
    assert [(word, name) for name, text in texts.items() for word in english if word in text] == []


def test_a_frame_word_is_the_languages_unless_the_game_words_it_and_the_source_prints_as_written() -> None:
    from generator.load.languages import Wording

    game = load_game(FIXTURE).game
    source, de = Wording(game), Wording(localize(game, "de"))
    assert source.frame("sheet {page}/{pages}", page=1, pages=4) == "sheet 1/4"
    assert de.frame("sheet {page}/{pages}", page=1, pages=4) == "Bogen 1/4"
    assert (source.players("2–4"), de.players("2–4"), de.players("1", one=True)) == \
        ("2–4 players", "2–4 Spieler", "1 Spieler")
    assert de.frame("Players") == "Spieler" and de.frame("Contents") == "Inhalt"
    assert source.printed("Contents") is None and de.printed("Sunny.") == "Sonnig."
    # the game's own table words a frame word its way, and wins
    translation = game.translations["de"]
    entry = translation.text["Players"]
    worded = dataclasses.replace(translation, text={**translation.text, "Contents": dataclasses.replace(
        entry, source="Contents", text="Was drin steht")})
    own = localize(dataclasses.replace(game, translations={"de": worded}), "de")
    assert Wording(own).frame("Contents") == "Was drin steht"


def test_a_game_written_in_another_language_prints_pnps_words_in_it() -> None:
    """A game whose source language is Spanish (feria-mercado) is no edition (its files are its own, no table
    looks its strings up), but pnp's frame words, its player noun and number words are Spanish."""
    from generator.load.languages import Wording
    from generator.load.templating import edition_filters

    game = load_game(FIXTURE).game
    spanish = Wording(dataclasses.replace(game, languages=("es",)))
    assert (spanish.edition, spanish.spells, spanish.lang) == (False, True, "")
    assert spanish.frame("Contents") == "Índice" and spanish.frame("sheet {page}/{pages}", page=1, pages=2) == "hoja 1/2"
    assert spanish.players("2–4") == "2–4 jugadores" and spanish.printed("Contents") is None
    assert edition_filters(spanish)["word"](4) == "cuatro" and spanish.numeral("41.2") == "41,2"
    english = Wording(game)
    assert (english.spells, english.frame("Contents"), english.players("2–4")) == (False, "Contents", "2–4 players")


def test_every_language_words_the_same_frame_with_the_same_fields() -> None:
    import string

    from generator.load.languages import frame_words

    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    german = frame_words("de")
    assert len(german) > 100 and frame_words("en") == {}
    for lang in ("fr", "es", "it", "pt"):
        assert set(frame_words(lang)) == set(german), lang
    for lang in ("de", "fr", "es", "it", "pt"):
        wrong = [k for k, v in frame_words(lang).items() if fields(k) != fields(v)]
        assert wrong == [], (lang, wrong)


def _frame_words_in_code() -> dict[str, str]:
    """Each English frame word pnp's code and templates print through a Wording, and where the first is written:
    the literal first argument of frame() (and of the `words`/`w_` aliases the renderers keep of it), the two of
    count(), and a template's "..."|t."""
    import ast

    root = Path(__file__).parents[2]
    found: dict[str, str] = {}

    def literal(node: ast.expr) -> bool:
        return isinstance(node, ast.Constant) and isinstance(node.value, str)

    for path in sorted((root / "generator").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            said = node.args[:1] if name in ("frame", "words", "w_") else node.args[1:3] if name == "count" else []
            for arg in said:
                if literal(arg) and (name != "count" or all(literal(a) for a in said)):
                    found.setdefault(arg.value, f"{path.relative_to(root)}:{node.lineno}")
    for path in sorted((root / "templates").rglob("*.j2")):
        for m in re.finditer(r'"([^"]+)"\|t\b', path.read_text(encoding="utf-8")):
            found.setdefault(m.group(1), str(path.relative_to(root)))
    return found


def test_every_frame_word_the_code_prints_is_worded_in_each_language() -> None:
    """A frame word no language file has prints in English in every edition: each one the code prints is in the
    frame: table of German, French, Spanish, Italian and Portuguese."""
    from generator.load.languages import frame_words

    printed = _frame_words_in_code()
    assert len(printed) > 150 and "{count} point" in printed and "Rules of play" in printed
    for lang in ("de", "fr", "es", "it", "pt"):
        words = frame_words(lang)
        assert {k: where for k, where in printed.items() if k not in words} == {}, lang


_LAYOUT = """elements:
  - text: {box: [2, 2, 50, 8], text: "{{ name }}"}
  - text: {box: [2, 12, 50, 8], text: "Draw a card"}
  - text: {box: [2, 22, 50, 8], text: "Player"}
  - text: {box: [2, 32, 50, 8], text: "{{ 'Rare find' if cost > 1 else '' }}{{ text }}"}
  - text: {box: [2, 42, 50, 8], text: "<b>{{ resource }}</b> {{ cost }}"}
"""


def test_a_layouts_own_words_without_a_translation_are_listed_at_their_element(tmp_path: Path) -> None:
    folder = _game(tmp_path, [("game.yaml", "    fields: {cost: int,", "    layout: market\n    fields: {cost: int,")])
    (folder / "layouts").mkdir()
    (folder / "layouts" / "market.yaml").write_text(_LAYOUT, encoding="utf-8")
    found = [f for f in _findings(folder) if "layout 'market'" in f]
    # static text and a literal an expression prints; 'Player' is one of pnp's frame words, and the data's
    # own values ({{ name }}, {{ resource }}) are translated elsewhere
    assert found == [
        "layouts/market.yaml:3:5: warning[TRN004] layout 'market': text 'Draw a card' has no German translation; "
        "the de edition prints it in the source language",
        "layouts/market.yaml:5:5: warning[TRN004] layout 'market': text 'Rare find' has no German translation; "
        "the de edition prints it in the source language"]
    table = folder / "translations" / "de.yaml"
    table.write_text(table.read_text(encoding="utf-8") + "  Draw a card: Ziehe eine Karte\n  Rare find: Seltener Fund\n",
                     encoding="utf-8")
    assert [f for f in _findings(folder) if "layout 'market'" in f] == []


def test_an_icons_name_and_meaning_without_a_translation_are_listed_for_the_glossary(tmp_path: Path) -> None:
    folder = _game(tmp_path)
    (folder / "icons").mkdir()
    (folder / "icons" / "harvest.yaml").write_text(
        '# Harvest.\nmeaning: "Take the grain of one field."\nview: [10, 10]\n'
        'shapes:\n  - {circle: [5, 5, 4], fill: "#3f8a4f"}\n', encoding="utf-8")
    found = [f for f in _findings(folder) if "icon 'harvest'" in f]
    assert found == [
        "icons/harvest.yaml:1:1: warning[TRN004] icon 'harvest': its name 'Harvest' in the icon glossary has no "
        "German translation; the de edition prints it in the source language",
        "icons/harvest.yaml:2:1: warning[TRN004] icon 'harvest': its meaning 'Take the grain of one field.' in "
        "the icon glossary has no German translation; the de edition prints it in the source language"]
    table = folder / "translations" / "de.yaml"
    table.write_text(table.read_text(encoding="utf-8") + "  Harvest: Ernte\n  Take the grain of one field.: "
                     "Nimm das Getreide eines Feldes.\n", encoding="utf-8")
    assert [f for f in _findings(folder) if "icon 'harvest'" in f] == []


def test_a_board_named_for_a_player_colour_keeps_that_colour_in_an_edition() -> None:
    from generator.model.edition import Translated
    from generator.model.localize import localize
    from generator.render.boards.renderer import copies

    game = load_game(Path(__file__).parents[2] / "content" / "the-acts").game
    board = localize(game, "de").boards[0]
    names = [Translated("Rot", "Red"), Translated("Blau", "Blue")]
    assert copies(board, names) == [("Rot", "red"), ("Blau", "blue")]


# --- the fixture game built whole, source and German edition: pnp's own words in the edition's language ---

@pytest.fixture(scope="module")
def edition_built(tmp_path_factory) -> Path:
    """output/edition/ (the source) and output/edition/de/, every output kind, built once for these tests."""
    root = tmp_path_factory.mktemp("edition-built")
    shutil.copytree(FIXTURE, root / "content" / "edition")
    run = _pnp("build", "--content", str(root / "content"), "edition", "--out", str(root / "out"), "--progress",
               "none", "--jobs", "1", "--no-check")
    assert run.returncode == 0, run.stderr
    return root / "out" / "edition"


def _page_words(html: str) -> str:
    """What a reader of a page reads: its text, the titles, alt texts and placeholders, and the script's strings."""
    said = re.findall(r'(?:title|alt|placeholder|aria-label)="([^"]*)"', html)
    said += re.findall(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'', "".join(re.findall(r"<script>(.*?)</script>", html, re.S)))
    text = re.sub(r"<[^>]+>", " ", re.sub(r"<(style|script)>.*?</\1>", " ", html, flags=re.S))
    return re.sub(r"\s+", " ", html_text.unescape(" ".join([text, *said])))


# English frame words of the gallery and the designer's report (a page built without an edition prints them)
_GALLERY_ENGLISH = ("gallery", "Check", "all decks", "any column", "any value", "Search", "words on the cards",
                    "of 3 cards", "' of '", "' cards'", "(empty)", "distinct", "(front)", "(back)",
                    "copies in the deck", "copy where", "Designer", "Boards", "Rulebook", "pages",
                    "show all", "page 2")
_REPORT_ENGLISH = ("designer's report", "Made by pnp", "players", "Decks", "Drawing odds", "Deck exhaustion", "Dice",
                   "cards by", "curve", "cards (copies)", "distinct", "Every card", "copies", "faces", "result",
                   "chance", "one roll", ", then ", "No drawing odds", "has no play()", "The engine says")


def test_the_gallery_and_report_of_an_edition_print_pnps_words_in_its_language(edition_built: Path) -> None:
    source_gallery = (edition_built / "index.html").read_text(encoding="utf-8")
    source_report = (edition_built / "report.html").read_text(encoding="utf-8")
    gallery = (edition_built / "de" / "index.html").read_text(encoding="utf-8")
    report = (edition_built / "de" / "report.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in source_gallery and '<html lang="en">' in source_report
    assert '<html lang="de">' in gallery and '<html lang="de">' in report
    # the source prints each English word these lists hold, so the lists test something
    assert [w for w in _GALLERY_ENGLISH if w not in _page_words(source_gallery)] == []
    assert [w for w in _REPORT_ENGLISH if w not in _page_words(source_report)] == []
    assert [w for w in _GALLERY_ENGLISH if w in _page_words(gallery)] == []
    assert [w for w in _REPORT_ENGLISH if w in _page_words(report)] == []
    words = _page_words(gallery)
    for german in ("<title>Kleines sauberes Spiel: Galerie</title>", "3 von 3 Karten", "alle Stapel",
                   "Spielregel (PDF)",
                   "6 Karten, 3 verschiedene, 63&times;88 mm", "boards.pdf</a> <small>2 Seiten</small>",
                   "Holzfäller (Vorderseite)", "(leer)", 'n+" von "+cards.length+" Karten"'):
        assert german in gallery, german
    assert "mit --no-check gebaut" in words and "Bericht für die Autoren" in words
    said = _page_words(report)
    assert "Kleines sauberes Spiel v1.0: Bericht für die Autoren" in said and "2-4 Spieler." in said
    assert "Wetterwürfel (weather, 6 Seiten)" in said and "storm, dann calm" in said
    assert "Keine Ziehwahrscheinlichkeiten für market: engine.py hat kein play()." in said


def test_the_report_of_an_edition_writes_its_numbers_as_the_language_does(edition_built: Path) -> None:
    """The designer's report's chances, in its tables and charts: German '66,7 %' for the source's '66.7%'."""
    german = _page_words((edition_built / "de" / "report.html").read_text(encoding="utf-8"))
    source = _page_words((edition_built / "report.html").read_text(encoding="utf-8"))
    assert "sun 3-6 2/3 66.7%" in source and "sun: 66.7%" in source and " 20% " in source
    assert "sun 3-6 2/3 66,7 %" in german and "sun: 66,7 %" in german and " 20 % " in german
    assert re.findall(r"(?<![v\d.])\d+\.\d|\d%", german) == []   # (the version, v1.0, is no number)


def test_a_number_is_written_as_the_editions_language_writes_it() -> None:
    from generator.load.languages import Wording

    game = load_game(FIXTURE).game
    german, source = Wording(localize(game, "de")), Wording(game)
    shown = ("66.7%", "<0.1%", ">99.9%", "100%", "63.5", "3-6", "2/3", "End.")
    assert [german.numeral(t) for t in shown] == ["66,7\u00a0%", "<0,1\u00a0%", ">99,9\u00a0%", "100\u00a0%", "63,5",
                                                  "3-6", "2/3", "End."]
    assert [source.numeral(t) for t in shown] == list(shown)


def test_a_count_takes_the_languages_singular() -> None:
    from generator.load.languages import Wording

    game = load_game(FIXTURE).game
    english, german = Wording(), Wording(localize(game, "de"))
    french = Wording(localize(dataclasses.replace(game, languages=("en", "fr"), translations={
        "fr": dataclasses.replace(game.translations["de"], language="fr")}), "fr"))
    one, many = "{count} page", "{count} pages"
    assert [english.count(n, one, many) for n in (0, 1, 2)] == ["0 pages", "1 page", "2 pages"]
    assert [german.count(n, one, many) for n in (0, 1, 2)] == ["0 Seiten", "1 Seite", "2 Seiten"]
    assert [french.count(n, one, many) for n in (0, 1, 2)] == ["0 page", "1 page", "2 pages"]


def test_each_edition_pdf_carries_the_editions_title_and_language(edition_built: Path) -> None:
    import pypdf

    def metadata(folder: Path) -> dict[str, tuple]:
        found = {}
        for pdf in sorted(folder.glob("*.pdf")):
            reader = pypdf.PdfReader(pdf)
            found[pdf.name] = (reader.metadata.get("/Title"), reader.metadata.get("/Subject"),
                               reader.trailer["/Root"].get("/Lang"))
        return found

    german, source = metadata(edition_built / "de"), metadata(edition_built)
    assert german == {
        "boards.pdf": ("Kleines sauberes Spiel: Spielertafeln", "Spielertafeln", "de"),
        "cards-market-backs.pdf": ("Kleines sauberes Spiel: Markt (Rückseiten)", "Kartenrückseiten", "de"),
        "cards-market.pdf": ("Kleines sauberes Spiel: Markt", "Kartenvorderseiten", "de"),
        "map.pdf": ("Kleines sauberes Spiel: Spielplan", "Spielplan, in Teilen", "de"),
        "rulebook.pdf": ("Kleines sauberes Spiel", "Ein kleines Spiel für die Tests.", "de"),   # WeasyPrint: html lang
        "tokens.pdf": ("Kleines sauberes Spiel: Spielmarken", "Spielmarken und Zähler", "de")}
    # the source's files are as they were before editions: English titles, no /Lang on the sheets
    assert source["boards.pdf"] == ("Tiny Clean Game: player boards", "player boards", None)
    assert source["cards-market-backs.pdf"] == ("Tiny Clean Game: Market (backs)", "card backs", None)
    assert source["rulebook.pdf"] == ("Tiny Clean Game", "A tiny game the tests use.", "en")
    # a document's keywords say what it is in the edition's language; the source's say its kind, as before
    assert [pypdf.PdfReader(folder / "rulebook.pdf").metadata.get("/Keywords")
            for folder in (edition_built / "de", edition_built)] == ["Spielregel", "rulebook"]


def test_the_quick_reference_of_an_edition_is_titled_in_its_language(tmp_path: Path) -> None:
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    folder = _game(tmp_path)
    (folder / "quickref.md").write_text("## At a glance {#glance}\n\nA round has 4 steps.\n", encoding="utf-8")
    (folder / "quickref.de.md").write_text("## Auf einen Blick {#glance}\n\nEine Runde hat 4 Schritte.\n",
                                           encoding="utf-8")
    loaded = load_game(folder)
    german = document_html(dataclasses.replace(loaded, game=localize(loaded.game, "de")), "quickref", BuildOptions())
    assert "<title>Kleines sauberes Spiel: Kurzübersicht</title>" in german.html
    assert '<meta name="keywords" content="Kurzübersicht">' in german.html
    source = document_html(loaded, "quickref", BuildOptions()).html
    assert "<title>Tiny Clean Game: quick reference</title>" in source
    assert '<meta name="keywords" content="quickref">' in source


def test_the_print_list_of_an_edition_names_and_counts_in_its_language() -> None:
    from generator.render.documents.print_list import print_list

    loaded = load_game(FIXTURE)
    german = localize(loaded.game, "de")
    entries = [{"path": "cards-market.pdf", "kind": "cards", "pages": 1, "paper": "a4", "card_size_mm": [63.0, 88.0]},
               {"path": "cards-market-backs.pdf", "kind": "cards-backs", "pages": 1, "paper": "a4"},
               {"path": "tokens.pdf", "kind": "tokens", "pages": 1, "paper": "a4", "tokens": {"pawns": 1}}]
    rows = [(r.what, r.cut) for r in print_list(german, loaded.engine.setup, entries, [], "a4").rows]
    assert rows[:2] == [("Markt (Karten)", "6 zu 63 × 88 mm, entlang der Schnittmarken"),
                        ("Spielmarken und Zähler", "1 Teil ausschneiden")]
    entries[2]["tokens"] = {"pawns": 4}
    assert [r.cut for r in print_list(german, loaded.engine.setup, entries, [], "a4").rows][1] == \
        "4 Teile ausschneiden"
    source = [(r.what, r.cut) for r in print_list(loaded.game, loaded.engine.setup, entries, [], "a4").rows]
    assert source[:2] == [("Market cards", "6 of 63 × 88 mm, along the crop marks"),
                          ("Tokens and counters", "cut out 4 pieces")]


@pytest.mark.parametrize("lang, name, what", [
    ("en", "Miracles", "Miracles"), ("en", "Trial", "Trial cards"), ("en", "Trial card", "Trial card"),
    ("en", "Boss", "Boss cards"),
    # German: no ending tells a plural, so the unit says it unless the name holds it
    ("de", "Wunder", "Wunder (Karten)"), ("de", "Geistesgaben", "Geistesgaben (Karten)"),
    ("de", "Wunderkarten", "Wunderkarten"), ("de", "Orakels", "Orakels (Karten)"),
    ("fr", "Miracles", "Miracles"), ("fr", "Marché", "Cartes Marché"), ("fr", "Cartes marché", "Cartes marché"),
    ("es", "Milagros", "Milagros"), ("es", "Mercado", "Cartas de Mercado"),
])
def test_a_decks_print_list_name_follows_its_languages_plurals(lang: str, name: str, what: str) -> None:
    from generator.load.languages import Wording
    from generator.render.documents.print_list import deck_what

    game = load_game(FIXTURE).game
    if lang != "en":
        game = localize(dataclasses.replace(game, languages=("en", lang), translations={
            lang: dataclasses.replace(game.translations["de"], language=lang)}), lang)
    assert deck_what(name, Wording(game)) == what


_FIRST_PLAYER = '''

@rule
def first_player() -> str:
    return "The youngest player"
'''


def test_a_string_an_engine_rule_returns_prints_through_the_editions_tables(tmp_path: Path) -> None:
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    folder = _game(tmp_path, [("rulebook.md", "A round has 4 steps.", "A round has 4 steps.\n\n"
                               "{{ engine.first_player() }} starts."),
                              ("rulebook.de.md", "Eine Runde hat 4 Schritte.", "Eine Runde hat 4 Schritte.\n\n"
                               "Es beginnt: {{ engine.first_player() }}.")])
    (folder / "engine.py").write_text((folder / "engine.py").read_text(encoding="utf-8") + _FIRST_PLAYER,
                                      encoding="utf-8")
    assert [f for f in _findings(folder) if "TRN" in f] == [
        "rulebook.de.md:5:13: warning[TRN004] engine.first_player() prints 'The youngest player', which has no "
        "German translation; the de edition prints it in the source language"]
    loaded = load_game(folder)
    german = dataclasses.replace(loaded, game=localize(loaded.game, "de"))
    assert "Es beginnt: The youngest player." in document_html(german, "rulebook", BuildOptions()).html
    table = folder / "translations" / "de.yaml"
    table.write_text(table.read_text(encoding="utf-8") + "  The youngest player: die jüngste Person\n",
                     encoding="utf-8")
    assert [f for f in _findings(folder) if "TRN" in f] == []
    loaded = load_game(folder)
    german = dataclasses.replace(loaded, game=localize(loaded.game, "de"))
    assert "Es beginnt: die jüngste Person." in document_html(german, "rulebook", BuildOptions()).html
    assert "The youngest player starts." in document_html(loaded, "rulebook", BuildOptions()).html


def test_a_cards_own_picture_asks_no_translation_for_the_glossary(tmp_path: Path) -> None:
    """An icon whose file says `glossary: false` (one card's picture) is not in the icon glossary, so the edition
    has nothing of it to translate."""
    folder = _game(tmp_path)
    (folder / "icons").mkdir()
    (folder / "icons" / "harvest.yaml").write_text(
        '# Harvest.\nmeaning: "Take the grain of one field."\nglossary: false\nview: [10, 10]\n'
        'shapes:\n  - {circle: [5, 5, 4], fill: "#3f8a4f"}\n', encoding="utf-8")
    assert [f for f in _findings(folder) if "icon 'harvest'" in f] == []


def _overview_words(plan, wording) -> str:
    """The text of a tiled board's overview page, drawn alone."""
    import io

    import pypdf
    from reportlab.pdfgen.canvas import Canvas

    from generator.render.maps.tiling import draw_overview_page
    from generator.render.shared.fonts import register_fonts

    register_fonts()
    buffer = io.BytesIO()
    c = Canvas(buffer)
    c.beginForm("board")
    c.endForm()
    draw_overview_page(c, plan, board_form="board", title="Island", stamp="stamp", wording=wording)
    c.save()
    return " ".join(pypdf.PdfReader(buffer).pages[0].extract_text().split())


def test_a_count_of_one_says_its_noun_in_the_singular_of_the_editions_language() -> None:
    """pnp's counts in documents and sheets take the language's singular, not the English plural: a single cost's
    points, a deck of one card in the components figure, a board tiled in one row, a setup for one player."""
    from generator.load.languages import Wording
    from generator.render.documents.diagrams import make_figure
    from generator.render.documents.diagrams.components import spread_pieces
    from generator.render.documents.views import CostRow, CostsView
    from generator.render.maps.tiling import plan_tiles

    game = load_game(FIXTURE).game
    german = Wording(localize(game, "de"))

    def cost(points: int, wording: Wording) -> str:
        return CostsView("b", "B", (CostRow("Hütte", "2 Holz", points, "", ""),), wording).sentence

    assert [cost(n, german) for n in (1, 2)] == ["Hütte kostet 2 Holz (1 Punkt).", "Hütte kostet 2 Holz (2 Punkte)."]
    assert [cost(n, Wording(game)) for n in (1, 2)] == ["Hütte costs 2 Holz (1 point).",
                                                        "Hütte costs 2 Holz (2 points)."]
    deck = game.decks[0]
    one_card = dataclasses.replace(game, decks=(dataclasses.replace(deck, cards=(
        dataclasses.replace(deck.cards[0], count=1),)),))
    notes = {lang: [p.note for p in spread_pieces(g) if p.shape == "card"] for lang, g in
             (("en", one_card), ("de", localize(one_card, "de")), ("de6", localize(game, "de")))}
    assert notes == {"en": ["63 \u00d7 88 mm, 1 card"], "de": ["63 \u00d7 88 mm, 1 Karte"],
                     "de6": ["63 \u00d7 88 mm, 6 Karten"]}
    row = plan_tiles((400.0, 150.0), (210.0, 297.0))
    assert (row.rows, row.cols) == (1, 2)
    assert "Volle Größe 400 x 150 mm auf 2 Seiten (1 Reihe x 2 Spalten)" in _overview_words(row, german)
    assert "Full size 400 x 150 mm on 2 pages (1 row x 2 columns)" in _overview_words(row, Wording(game))
    grid = plan_tiles((400.0, 500.0), (210.0, 297.0))
    assert (grid.rows, grid.cols) == (2, 3)
    assert "auf 6 Seiten (2 Reihen x 3 Spalten)" in _overview_words(grid, german)
    solo = dataclasses.replace(game, players=dataclasses.replace(game.players, low=1))
    captions = [make_figure(g, lambda players: {"pawns": players}, "setup", players=n).caption
                for g, n in ((localize(solo, "de"), 1), (solo, 1), (solo, 2))]
    assert [c.split(":")[0] for c in captions] == ["Aufbau für 1 Spieler auf Die Insel",
                                                   "Setup for 1 player on The Island", "Setup for 2 players on The Island"]


def test_a_map_tiles_band_on_the_cut_out_sheets_is_labelled_in_the_editions_language() -> None:
    from generator.load.languages import Wording
    from generator.model.pieces import TileKind
    from generator.render.maps.renderer import tile_pieces

    game = load_game(FIXTURE).game
    island = dataclasses.replace(game.maps[0], tiles=(TileKind(name="Wood", count=3),), tile_shape="square")
    tiled = dataclasses.replace(game, maps=(island,))
    german = localize(tiled, "de")

    def bands(g, shape: str) -> set[str]:
        m = dataclasses.replace(g.maps[0], tile_shape=shape)
        return {p.group for p in tile_pieces(g, m, words=Wording(g).frame)}

    assert bands(german, "square") == {"Holz (Teile): 3, quadratisch 50 mm"}
    assert bands(german, "hex") == {"Holz (Teile): 3, sechseckig 50 mm"}
    assert bands(tiled, "hex") == {"Wood tiles: 3, hex 50 mm"}   # the source as it always printed


def test_a_yes_or_no_table_cell_prints_in_the_editions_words(tmp_path: Path) -> None:
    """A table's boolean cells print yes/no: in an edition its frame words, in the rulebook, a board's table() and
    a document's |cell filter; the source prints yes/no as before."""
    from generator.load.languages import Wording
    from generator.render import BuildOptions
    from generator.render.boards.data import board_globals
    from generator.render.documents.renderer import document_html
    from generator.render.documents.views import table_view

    folder = _game(tmp_path, [("rulebook.de.md", "Eine Runde hat 4 Schritte.",
                               "Eine Runde hat 4 Schritte. Handel: {{ true | cell }}.")])
    loaded = load_game(folder)
    table = loaded.game.tables[0]
    flags = dataclasses.replace(table, rows=(*table.rows, dataclasses.replace(table.rows[0], label="Trade",
                                                                               values=(True, False, True))))
    loaded = dataclasses.replace(loaded, game=dataclasses.replace(loaded.game, tables=(flags,)))
    german = dataclasses.replace(loaded, game=localize(loaded.game, "de"))
    row = table_view(german.game.tables[0], "", Wording(german.game).frame).rows[-1]
    assert (row.label, [c.text for c in row.cells]) == ("Trade", ["ja", "nein", "ja"])
    assert [c.text for c in table_view(loaded.game.tables[0]).rows[-1].cells] == ["yes", "no", "yes"]
    assert [r.cells for r in board_globals(german)["table"](str(table.id)).rows][-1] == ("ja", "nein", "ja")
    assert [r.cells for r in board_globals(loaded)["table"](str(table.id)).rows][-1] == ("yes", "no", "yes")
    html = document_html(german, "rulebook", BuildOptions()).html
    assert "Handel: ja." in html and ">nein<" in html and ">no<" not in html
    assert ">no<" in document_html(loaded, "rulebook", BuildOptions()).html


@pytest.mark.parametrize("text, word, at", [
    ("Rot und Roter", "Rot", 0),                 # the first place it stands whole
    ("Roter Rot", "Rot", 6),                     # 'Roter' holds it, but not as a word
    ("Rot_Stein Rot", "Rot", 10),                # '_' is a word character, as \w reads it
    ("Straße2 Straße", "Straße", 8),             # a digit touching it too
    ("Ⅻ Rot² Rot", "Rot", 7),                    # a superscript digit is a digit to \w
    ("{{ Rot }} Rot", "Rot", 10),                # a placeholder is blanked before the search
    ("Burg-Rot", "Rot", 5),                      # a hyphen is no word character
    ("Rotor", "Rot", -1),
    ("Blau", "Rot", -1),
])
def test_a_name_is_found_only_as_a_whole_word(text: str, word: str, at: int) -> None:
    """translations._word_at finds a name with str.find, not a compiled pattern per name: it answers as the
    pattern (?<!\\w)name(?!\\w) over the masked text does."""
    from generator.check.translations import _masked, _word_at

    assert _word_at(text, word) == at
    pattern = re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", _masked(text))
    assert at == (pattern.start() if pattern else -1)


def _numbers_word_by_word(text: str, lang: str, vocabulary) -> list:
    """translations.printed_numbers as it read every string before its screens: each number of digits, then each
    word and each part of a compound looked up in the language's table."""
    from generator.check.translations import _DIGITS, _WORD, _masked, _number_of

    masked = _masked(text)
    found = []
    for match in _DIGITS.finditer(masked):
        number = _number_of(match.group())
        if number is not None and number > 1:
            found.append((match.start(), number))
    words = vocabulary(lang)
    if words:
        table = words["numbers"]
        for match in _WORD.finditer(masked):
            low = match.group().lower()
            parts = [low] if "-" not in low else sorted({low, *low.split("-")})
            value = next((table[p] for p in parts if p in table), None)
            if value is not None:
                found.append((match.start(), value))
    return sorted(found, key=lambda f: f[0])


def test_the_screens_before_reading_a_strings_numbers_change_no_answer(monkeypatch) -> None:
    # printed_numbers passes over a string with no digit, and reads its words only when one of the language's
    # number words stands somewhere in its lower case; on random strings of number words, their capitals, parts of
    # other words, compounds, digits, placeholders and Greek sigmas it finds what reading every string finds
    import random

    from generator.check import translations
    from generator.load.languages import vocabulary

    greek = {"name": "Greek", "numbers": {"δύο": 2, "τρεις": 3, "έξι": 6, "σαράντα": 40}}
    look = lambda lang: greek if lang == "el" else vocabulary(lang)   # noqa: E731
    monkeypatch.setattr(translations, "vocabulary", look)
    # (a compound of two number words, "seventy-two", is left out: which of its parts is read depends on the
    # order Python's set of them comes in, which the screens do not touch)
    pieces = ["two", "Three", "SIX", "often", "weight", "Five-region", "six-sided", "zwei", "Drei", "Dreieck",
              "acht", "Nacht", "zwölf", "ZWÖLF", "Zwölf-Felder", "{{ engine.three() }}", ":six:", "3", "12", "4mm",
              "2,5", "x7", "ΤΡΕΙΣ", "ΔΎΟ", "σαράντα", "ΣΑΡΆΝΤΑ", "İ", "Σ", " ", ", ", ". ", "\n", "card", "Karte"]
    rng = random.Random(27)
    strings = 0
    for lang in ("en", "de", "el"):
        for _ in range(400):
            text = "".join(rng.choice(pieces) + rng.choice(["", " "]) for _ in range(rng.randrange(1, 12)))
            found, words = translations.printed_numbers(text, lang)
            assert found == _numbers_word_by_word(text, lang, look), (lang, text)
            assert words
            strings += bool(found)
    assert strings > 300   # many of them print numbers


def test_a_hyphenated_number_word_reads_the_same_in_every_run() -> None:
    # the parts of a compound were read from a set, so 'seventy-two' gave 70 or 2 by the run's string hashing
    import subprocess
    import sys

    code = ("from generator.check.translations import _compound_value as v; "
            "t = {'seventy': 70, 'two': 2, 'five': 5}; "
            "print(v('seventy-two', t), v('five-region', t), v('region-five', t), v('two-five', t))")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**__import__("os").environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in (1, 2, 3)}
    assert runs == {"72 5 5 2\n"}


def test_a_table_cell_that_lists_names_prints_each_in_the_editions_words(tmp_path: Path) -> None:
    """A cell may list names ("Order, top first": [Dark, Light, Dark]): an edition prints each through its tables,
    as it prints a cell of one name (The Acts' German disc-stack rows printed "Dark, Light, ..." while its tokens
    said "Hell/Dunkel"), and a listed word with no translation is reported at its place in the cell."""
    from generator.render.documents.views import table_view

    row = "      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n"
    listed = row + "      - {label: Fields, values: [[Wood], [Wood, Stone], [Grain, Slate]]}\n"
    folder = _game(tmp_path, [("game.yaml", row, listed),
                              ("translations/de.yaml", "  Cards dealt: Karten ausgeteilt\n",
                               "  Cards dealt: Karten ausgeteilt\n  Fields: Felder\n")])
    loaded = load_game(folder)
    german = table_view(localize(loaded.game, "de").tables[0]).rows[-1]
    assert (german.label, [c.text for c in german.cells]) == ("Felder", ["Holz", "Holz, Stein", "Getreide, Slate"])
    assert [c.text for c in table_view(loaded.game.tables[0]).rows[-1].cells] == ["Wood", "Wood, Stone",
                                                                                  "Grain, Slate"]
    line = (folder / "game.yaml").read_text(encoding="utf-8").splitlines().index(listed.splitlines()[1]) + 1
    col = listed.splitlines()[1].index("Slate") + 1
    assert f"game.yaml:{line}:{col}: warning[TRN004] 'Slate' has no German translation; the de edition prints it " \
           "in the source language" in _findings(folder)


# --- a game's own words for pnp's, in the language it is written in (translations/<source>.yaml) ----------------
IJSBAAN = Path(__file__).resolve().parents[2] / "tests" / "corpus" / "ijsbaan"


def _dutch(tmp_path: Path, words: str) -> Path:
    folder = tmp_path / "ijsbaan"
    shutil.copytree(IJSBAAN, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "translations").mkdir()
    (folder / "translations" / "nl.yaml").write_text(words, encoding="utf-8")
    return folder


def test_a_game_in_a_language_pnp_has_no_file_for_words_pnps_own_words(tmp_path: Path) -> None:
    # ijsbaan (written outside the project in Dutch, languages: [nl]) printed 'RULES OF PLAY', 'Contents' and
    # '2–5 PLAYERS' in English, and its translations/nl.yaml was refused
    from generator.load.languages import Wording
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    folder = _dutch(tmp_path, 'text:\n  "Contents": "Inhoud"\n  "Rules of play": "Spelregels"\n'
                              '  "{count} players": "{count} spelers"\n')
    loaded = load_game(folder)
    wording = Wording(loaded.game)
    assert (wording.frame("Contents"), wording.players("2\u20135"), wording.frame("Version")) == \
        ("Inhoud", "2\u20135 spelers", "Version")   # a word the file leaves out prints in English
    html = document_html(loaded, "rulebook", BuildOptions()).html
    assert "Spelregels" in html and "Inhoud" in html and "2\u20135 spelers" in html
    assert "Rules of play" not in html and ">Contents<" not in html


@pytest.mark.parametrize("words, message", [
    ('text:\n  "Contnts": "Inhoud"\n  "Rules of play": "Spelregels"\n',
     "translations/nl.yaml:2:3: error[SCH001] 'Contnts' is none of pnp's own words\n    hint: did you mean 'Contents'?"),
    ('text:\n  "sheet {page}/{pages}": "vel {page}"\n',
     "translations/nl.yaml:2:27: error[SCH002] 'vel {page}' leaves out {pages} of its English"),
    ('names:\n  Skater: Schaatser\ntext:\n  "Contents": "Inhoud"\n',
     "translations/nl.yaml:1:1: error[SCH002] translations/nl.yaml translates into 'nl', the language the game is "
     "written in (the first of game.yaml's languages): its own files are its words, and this file may word only "
     "pnp's own ('Contents', 'Rules of play')"),
])
def test_a_source_words_file_holds_pnps_words_only(tmp_path: Path, words: str, message: str) -> None:
    folder = _dutch(tmp_path, words)
    with pytest.raises(LoadError) as caught:
        load_game(folder)
    shown = [str(p).replace(str(folder) + "/", "") for p in caught.value.problems]
    assert any(s.startswith(message) for s in shown), shown


def test_an_english_game_that_declares_no_languages_words_pnps_own_words(tmp_path: Path) -> None:
    # mystery-party (written outside the project, player_noun: guest): its translations/en.yaml rewording "players" as
    # "guests" was refused (SCH002 "add en to languages") though English is the language a game is written in by
    # default: the file is the game's own words for pnp's, as with languages: [en]
    from generator.load.languages import Wording

    folder = tmp_path / "mystery-party"
    shutil.copytree(IJSBAAN.parent / "mystery-party", folder, ignore=shutil.ignore_patterns("__pycache__"))
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    (folder / "game.yaml").write_text("\n".join(x for x in text.split("\n") if not x.startswith("languages:")),
                                      encoding="utf-8")
    loaded = load_game(folder)
    assert loaded.game.languages == () or list(loaded.game.languages) in ([], ["en"])
    assert Wording(loaded.game).players("6\u20138") == "6\u20138 guests"
