"""The range filter in words: 'five to ten players' printed from the data (night-script and escalating-spaces wrote
their player range in words, and DOC001's hint, {{ players }}, printed '5-10'). In another language, its number
words and its 'to'."""
from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

from generator.load import load_game
from generator.load.languages import frame_words
from generator.load.templating import edition_filters, player_range
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html

ROOT = Path(__file__).resolve().parents[3]


def test_a_range_in_digits_or_in_words() -> None:
    assert player_range("2-4") == "2\u20134" and player_range("5\u201310", words=True) == "five to ten"
    assert player_range("3", words=True) == "three" and player_range("2-40", words=True) == "two to 40"


def test_a_language_says_its_range_in_its_words() -> None:
    german = frame_words("de")

    def frame(text: str, **fields: str) -> str:
        return german.get(text, text).format(**fields)

    wording = SimpleNamespace(language="de", counted=str, frame=frame)
    assert edition_filters(wording)["range"]("2\u20134", words=True) == "zwei bis vier"


def test_a_document_prints_the_player_range_in_words_and_the_check_says_so(tmp_path: Path) -> None:
    from generator.check import check_game

    folder = tmp_path / "night-script"
    shutil.copytree(ROOT / "tests" / "corpus" / "night-script", folder, ignore=shutil.ignore_patterns("__pycache__"))
    loaded = load_game(folder)
    typed = [f for f in check_game(loaded) if f.rule == "DOC001" and f.actual == "five to ten"]
    assert [f.hint for f in typed] == ["take the number from the data, e.g. {{ players | range(words=true) }}"]
    book = folder / "rulebook.md"
    book.write_text(book.read_text(encoding="utf-8").replace("five to ten", "{{ players | range(words=true) }}", 1),
                    encoding="utf-8")
    loaded = load_game(folder)
    assert not [f for f in check_game(loaded) if f.rule == "DOC001" and "player range" in f.message]
    assert "five to ten" in document_html(loaded, "rulebook", BuildOptions()).html


def test_a_set_of_counts_reads_as_its_counts_with_or() -> None:
    # team-counts (written outside the project) is for 4, 6 or 8 players: its cover said '4-8', as if 5 and 7 played
    from generator.model.base import IntRange

    counts = IntRange.from_yaml([4, 6, 8])
    assert (list(counts), 5 in counts, 6 in counts, str(counts)) == ([4, 6, 8], False, True, "4, 6, 8")
    assert IntRange.from_yaml("2, 3, 4") == IntRange(2, 4) and list(IntRange.from_yaml(["1-2", 4])) == [1, 2, 4]
    assert player_range(counts) == "4, 6 or 8" and player_range(counts, words=True) == "four, six or eight"
    german = frame_words("de")

    def frame(text: str, **fields: str) -> str:
        return german.get(text, text).format(**fields)

    wording = SimpleNamespace(language="de", counted=str, frame=frame, either=german["{some} or {last}"])
    shown = player_range(counts, either=german["{some} or {last}"])
    assert shown == "4, 6 oder 8" and edition_filters(wording)["range"](shown, words=True) == "vier, sechs oder acht"


def test_a_game_for_a_set_of_counts_prints_them_on_its_cover_and_in_players(tmp_path: Path) -> None:
    folder = tmp_path / "team-counts"
    shutil.copytree(ROOT / "tests" / "corpus" / "team-counts", folder, ignore=shutil.ignore_patterns("__pycache__"))
    path = folder / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("players: 4-8", "players: [4, 6, 8]"), encoding="utf-8")
    book = folder / "rulebook.md"
    book.write_text(book.read_text(encoding="utf-8") + "\n\nFor {{ players | range(words=true) }} players.\n",
                    encoding="utf-8")
    html = document_html(load_game(folder), "rulebook", BuildOptions()).html
    assert "4, 6 or 8 players" in html and "4\u20138 players" not in html and "For four, six or eight players." in html
