"""The printed-number checks of prose.py on the document fixture game: each finding's place, message,
hint, expected and actual values and its waiver subject (docs/checks.md: `<document>.md/<term>/<number>`
for DOC001, `<document>.md/<section>/...` for the others), all read by hand from the fixture's data."""
from __future__ import annotations

import shutil
from pathlib import Path

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
# game.yaml of the fixture: table setup_by_players, row 'Cards dealt' (line 24) prints 3, 2, 1 at 2, 3, 4 players
ROW = "row 'Cards dealt' of table 'setup_by_players'"
PLACEHOLDER = '{{ table("setup_by_players") }} or {{ engine.cards_dealt(...) }}'


def game(tmp_path: Path, rulebook: str | None = None, edits: tuple[tuple[str, str], ...] = ()) -> Path:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    if rulebook is not None:
        (folder / "rulebook.md").write_text(rulebook, encoding="utf-8")
    yaml = folder / "game.yaml"
    text = yaml.read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    yaml.write_text(text, encoding="utf-8")
    return folder


def found(folder: Path, *rules: str, strict: bool = False) -> list[tuple]:
    return [(f.rule, f.loc.file.rsplit("/", 1)[-1], f.loc.line, f.loc.col, f.message, f.hint, f.subject,
             f.expected, f.actual) for f in check_game(load_game(folder), strict=strict) if f.rule in rules]


def related(folder: Path, rule: str) -> list[tuple]:
    return [(f.related.file.rsplit("/", 1)[-1], f.related.line) if f.related else None
            for f in check_game(load_game(folder)) if f.rule == rule]


def test_a_wrong_or_typed_number_names_its_document_section_term_and_the_data(tmp_path: Path) -> None:
    folder = game(tmp_path, "Each player is dealt 4 cards.\n\n## Setup {#setup}\n\nEach player is dealt 2 cards.\n"
                            "The game is for 2-4 players.\n",
                  (("text: A small building.", "text: A small building; each player is dealt 7 cards."),))
    wrong = f"but {ROW} gives one of 1, 2, 3"
    assert found(folder, "TXT001", "DOC001") == [
        # game.yaml line 56: the glossary's text; no placeholder there, so the hint says what to write
        ("TXT001", "game.yaml", 56, 62, f"'7' next to 'Cards dealt', {wrong}",
         f"write one of 1, 2, 3, or correct {ROW}", "game.yaml/row-cards-dealt-of-table-setupbyplayers/7",
         [1, 2, 3], "7"),
        # above the first heading: section "section" (what an untitled heading's id would be)
        ("TXT001", "rulebook.md", 1, 22, f"'4' next to 'Cards dealt', {wrong}", f"print it with {PLACEHOLDER}",
         "rulebook.md/section/row-cards-dealt-of-table-setupbyplayers/4", [1, 2, 3], "4"),
        ("DOC001", "rulebook.md", 5, 22, f"'2' is typed by hand next to 'Cards dealt', which {ROW} (game.yaml:24) "
                                         "covers", f"take the number from the data, e.g. {PLACEHOLDER}",
         "rulebook.md/cards-dealt/2", None, "2"),
        ("DOC001", "rulebook.md", 6, 17, "'2-4' is typed by hand next to 'players', which the game's player range "
                                         "covers", "take the number from the data, e.g. {{ players }}",
         "rulebook.md/players/2-4", None, "2-4"),
    ]


def test_a_number_said_at_a_player_count_is_held_to_that_count_alone(tmp_path: Path) -> None:
    # at 4 players the row prints 1 (game.yaml line 24): the one value expected, and the data's place
    folder = game(tmp_path, "## Setup {#setup}\n\nWith 4 players, each player is dealt 3 cards.\n")
    assert found(folder, "TXT001") == [
        ("TXT001", "rulebook.md", 3, 38, f"'3' next to 'Cards dealt' at 4 players, but {ROW} gives 1",
         f"print it with {PLACEHOLDER}", "rulebook.md/setup/row-cards-dealt-of-table-setupbyplayers/3", 1, "3")]
    assert related(folder, "TXT001") == [("game.yaml", 24)]


def test_player_counts_typed_in_prose_are_held_to_the_games_range(tmp_path: Path) -> None:
    """The fixture is for 2-4 players (its variant Duel for 2; its table's columns 2, 3 and 4). A count or
    range outside it is TXT002; 'than' gives one of slack; a range said of a condition ('with', 'at') may be
    any part of the range; the game's own range typed by hand is DOC001."""
    paragraphs = ["A game for more than 5 players.", "A game for fewer than 2 players.", "With 3-4 players, shuffle.",
                  "For 3-4 players.", "Best at 2-3 players.", "A game for 1 player.", "Play with 5 players.",
                  "With up to 4 players, go.", "With at least 2 players, go.", "Each of the 4 players draws.",
                  "A 2-4 player game.", "A 5 player game.", "For 2-4 players.", "For 2 players only.",
                  "A game for two players.", "One player game box."]
    folder = game(tmp_path, "## P\n\n" + "\n\n".join(paragraphs) + "\n")
    hint = 'print the range with {{ players }} (or {{ variant("id") }}); a count must lie in the game\'s range'

    def wrong(k: int, typed: str) -> tuple:
        return ("TXT002", "rulebook.md", 3 + 2 * k, paragraphs[k].index(typed) + 1,
                f"'{typed}' players: the game is for 2-4 players, variant 'Duel' for 2", hint,
                f"rulebook.md/p/players/{typed}", "2-4", typed)

    def typed(k: int, typed: str) -> tuple:
        return ("DOC001", "rulebook.md", 3 + 2 * k, paragraphs[k].index(typed) + 1,
                f"'{typed}' is typed by hand next to 'players', which the game's player range covers",
                "take the number from the data, e.g. {{ players }}", f"rulebook.md/players/{typed}", None, typed)

    assert found(folder, "TXT002", "DOC001") == [wrong(3, "3-4"), wrong(5, "1"), wrong(6, "5"), typed(10, "2-4"),
                                                 wrong(11, "5"), typed(12, "2-4")]


def test_the_count_prefilter_finds_what_the_one_pattern_it_replaced_found():
    # prose._counts (a digit, or a counting number word with a first-letter lookahead) must pass exactly the
    # passages the single case-insensitive alternation passed: it only decides which passages are read.
    import re

    from generator.check import prose
    from generator.check.words import NUMBER_WORDS, WEAK_NUMBERS

    before = re.compile(r"\d|\b(?:" + "|".join(w for w in NUMBER_WORDS if w not in WEAK_NUMBERS) + r")\b", re.I)
    texts = ["Draw two cards", "TWELVE", "Twenty-one", "xten", "tens of them", "ten_", "_ten", "one card",
             "once more", "a single die", "Step 3", "\u0663 (an Arabic-Indic three)", "\u017fix (long s)",
             "seventeenth", "fifty-fifty", "", "no number here", "both players", "thrice!", "(four)"]
    for text in texts:
        assert prose._counts(text) == bool(before.search(text)), text


def test_a_variants_range_typed_by_hand_names_the_variants_placeholder(tmp_path: Path) -> None:
    # timeline-years: "Partners (4-8 players)" in a game of 2-8 is the variant's range, which {{ players }} does
    # not print; the game's own range still names {{ players }}; a range no variant is named beside is a case of
    # the game (code-break's "competitive game (2 to 4 players)"), which no placeholder prints
    paragraphs = ["The quick game (2-3 players) is tense.", "A game for 2-4 players.", "### Duel (2-3 players)"]
    folder = game(tmp_path, "## P\n\n" + "\n\n".join(paragraphs) + "\n",
                  (("{id: duel, name: Duel, players: 2,", "{id: duel, name: Duel, players: 2-3,"),))
    assert [(f[2], f[3], f[4], f[5]) for f in found(folder, "DOC001")] == [
        (5, paragraphs[1].index("2-4") + 1, "'2-4' is typed by hand next to 'players', which the game's player "
                                            "range covers", "take the number from the data, e.g. {{ players }}"),
        (7, paragraphs[2].index("2-3") + 1, "'2-3' is typed by hand next to 'players', which the player range of "
                                            "variant 'Duel' covers",
         'take the number from the data, e.g. {{ variant("duel", name=false) }}'),
    ]


def test_a_games_own_word_for_its_players_counts_them(tmp_path: Path) -> None:
    # gear-racer calls its players drivers: with `player_noun`, "two drivers" is a player count as "two players"
    # is (a range outside the game's is TXT002; a row by player count is held at that count); without it, silent
    paragraphs = ["A race for 2-5 captains.", "With two captains, deal 1 card each."]
    book = "## P\n\n" + "\n\n".join(paragraphs) + "\n"
    plain = game(tmp_path / "plain", book)
    assert found(plain, "TXT001", "TXT002") == []
    named = game(tmp_path / "named", book, (("players: 2-4\n", "players: 2-4\nplayer_noun: captain\n"),))
    assert [(f[0], f[2], f[4]) for f in found(named, "TXT001", "TXT002")] == [
        ("TXT002", 3, "'2-5' players: the game is for 2-4 players, variant 'Duel' for 2"),
        ("TXT001", 5, "'1' next to 'Cards dealt' at 2 players, but row 'Cards dealt' of table 'setup_by_players' "
                      "gives 3"),
    ]
