"""Hostile or mistaken input ends in one located error (exit 2), never a hang, a MemoryError or a traceback.

Each case is the clean fixture game with one edit; the expected file:line:col
is read off tests/fixtures/games/clean by hand.
"""
from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from conftest import FIXTURES, assert_fires, run_check

def _bomb_values() -> int:
    """Values of the bomb's last list once expanded: 9 numbers and a list, then 9 copies and a list, 8 times."""
    size = 10
    for _ in range(8):
        size = 9 * size + 1
    return size


BOMB = "".join(f"x{i}: &x{i} [{', '.join([f'*x{i - 1}'] * 9) if i else '1, 2, 3, 4, 5, 6, 7, 8, 9'}]\n"
               for i in range(9))

# case -> (file, old text, new text, expected "file:line:col: error[RULE] message" minus the game folder)
CASES = {
    "yaml-alias-bomb": ("game.yaml", "names:\n", BOMB + "names:\n",
                        "game.yaml:15:5: error[LIM001] the data here, with its aliases (*name) expanded, is "
                        f"{_bomb_values():,} values; pnp allows at most 50,000"),
    "die-faces-huge": ("game.yaml", "faces: 6\n", "faces: 1000000000\n",
                       "game.yaml:28:5: error[LIM001] dice 'weather' faces is 1000000000; pnp allows at most 1,000"),
    "die-faces-many": ("game.yaml", "faces: 6\n", "faces: 5000\n",
                       "game.yaml:28:5: error[LIM001] dice 'weather' faces is 5000; pnp allows at most 1,000"),
    "player-range-huge": ("game.yaml", "players: 2-4\n", "players: 2-100000000\n",
                          "game.yaml:5:1: error[SCH002] players: '2-100000000' covers 99,999,999 numbers; "
                          "pnp allows at most 1,000 in one range"),
    "player-range-high": ("game.yaml", "players: 2-4\n", "players: 2-500\n",
                          "game.yaml:5:1: error[LIM001] the player range's top is 500; pnp allows at most 100"),
    "axis-range-reversed": ("game.yaml", "values: [2, 3, 4]}", "values: [2, 3, '4-2']}",
                            "game.yaml:22:58: error[SCH002] table 'setup_by_players': '4-2' is not a range: "
                            "write '2-6' or a single number"),
    "inventory-count-huge": ("game.yaml", "count: 4, kind: piece", "count: 99999999, kind: piece",
                             "game.yaml:13:30: error[LIM001] inventory 'pawns' count is 99999999; pnp allows at "
                             "most 10,000"),
    "card-count-huge": ("cards/market.csv", "quarry,Quarry,2,", "quarry,Quarry,2000000,",
                        "cards/market.csv:3:15: error[LIM001] card 'quarry' has count 2,000,000; pnp allows at "
                        "most 10,000"),
    "int-cell-huge": ("cards/market.csv", "quarry,Quarry,2,2,", "quarry,Quarry,2," + "9" * 40 + ",",
                      "cards/market.csv:3:17: error[SCH002] column 'cost': '" + "9" * 40 +
                      "' is not a whole number"),
    "text-too-long": ("game.yaml", "summary: A tiny game the tests use.", "summary: " + "word " * 2500,
                      "game.yaml:6:10: error[LIM001] this text's length is 12,499 characters; pnp allows at most "
                      "10,000 characters"),
    "cell-too-long": ("cards/market.csv", "Take one Stone.", "Stone " * 2000,
                      "cards/market.csv:3:25: error[LIM001] column 'text': the cell holds 12,000 characters; "
                      "pnp allows at most 10,000"),
    # past Python's own csv field limit (131,072): pnp's limit message at the cell, not "field larger than field limit"
    "cell-past-csv-limit": ("cards/market.csv", "Take one Stone.", "Stone " * 40_000,
                            "cards/market.csv:3:25: error[LIM001] column 'text': the cell holds 240,000 characters; "
                            "pnp allows at most 10,000"),
    "quoted-cell-past-csv-limit": ("cards/market.csv", "mill,Mill,2,1,Grain,", 'mill,Mill,2,1,Grain,"two\nlines ' +
                                   "x" * 140_000 + '",\nextra,Extra,1,1,Grain,',
                                   "cards/market.csv:4:21: error[LIM001] column 'text': the cell holds 140,010 "
                                   "characters; pnp allows at most 10,000"),
    "length-huge": ("game.yaml", "    width: 200\n", "    width: 9000000\n",
                    "game.yaml:60:5: error[SCH002] maps 'island' width: 9000000 is longer than pnp allows (5000 mm)"),
    "number-nan": ("game.yaml", "count: 4, kind: piece", "count: .nan, kind: piece",
                   "game.yaml:13:37: error[SCH002] .nan is not a usable number"),
    "number-many-digits": ("game.yaml", "count: 4, kind: piece", "count: 1" + "0" * 5000 + ", kind: piece",
                           "game.yaml:13:37: error[LIM001] this number's length is 5,001 digits; pnp allows at "
                           "most 13 digits"),
    "nul-in-yaml": ("game.yaml", "title: Tiny Clean Game", "title: Tiny\0Clean Game",
                    "game.yaml:3:12: error[CHR001] control character U+0000 NULL in the text"),
    "escaped-nul-in-yaml": ("game.yaml", "title: Tiny Clean Game", 'title: "Tiny\\0Clean Game"',
                            "game.yaml:3:13: error[CHR001] control character U+0000 NULL in the text"),
    "escape-char-in-csv": ("cards/market.csv", "Take one Stone.", "Take one \x1b[31mStone.",
                           "cards/market.csv:3:34: error[CHR001] control character U+001B ESCAPE in the text"),
    "nul-in-csv": ("cards/market.csv", "Take one Stone.", "Take one\0Stone.",
                   "cards/market.csv:3:33: error[CHR001] control character U+0000 NULL in the text"),
    "card-id-spaces": ("cards/market.csv", "quarry,Quarry", "Apple One!,Quarry",
                       "cards/market.csv:3:1: error[SCH002] card id 'Apple One!' is not a valid id"),
    "card-id-escapes": ("cards/market.csv", "quarry,Quarry", "../../x,Quarry",
                        "cards/market.csv:3:1: error[SCH002] card id '../../x' is not a valid id"),
    "card-id-subfolder": ("cards/market.csv", "quarry,Quarry", "sub/../../x,Quarry",
                          "cards/market.csv:3:1: error[SCH002] card id 'sub/../../x' is not a valid id"),
    "deck-id-newline": ("game.yaml", "  - id: market\n", '  - id: "market\\n"\n',
                        "game.yaml:16:5: error[SCH002] decks[1].id: 'market\\n' is not a valid id: use "
                        "lower-case letters, digits, '-' or '_'"),
    "deck-file-absolute": ("game.yaml", "    name: Market\n", "    name: Market\n    file: /etc/passwd\n",
                           "game.yaml:18:5: error[PATH001] deck 'market': '/etc/passwd' is an absolute path"),
    "deck-file-climbs": ("game.yaml", "    name: Market\n", "    name: Market\n    file: ../../secret.csv\n",
                         "game.yaml:18:5: error[PATH001] deck 'market': '../../secret.csv' climbs out with '..'"),
    "layout-name-climbs": ("game.yaml", "    name: Market\n", "    name: Market\n    layout: ../../../etc/x\n",
                           "game.yaml:18:5: error[PATH001] layout name '../../../etc/x' is not a plain name: use "
                           "letters, digits, '-', '_' (no '/' or '..')"),
    "nul-in-rulebook": ("rulebook.md", "", "## Setup {#setup}\n\nDeal\0 cards.\n",
                        "rulebook.md:3:5: error[CHR001] control character U+0000 NULL in the text"),
    "players-zero": ("game.yaml", "players: 2-4\n", "players: 0\n",
                     "game.yaml:5:1: error[SCH002] a game needs at least 1 player, not 0"),
    "deck-files-collide": ("game.yaml", "decks:\n", "decks:\n  - {id: market-backs, name: MB, file: cards/market.csv, "
                           "fields: {cost: int, resource: \"ref:resources\", text: text}}\n",
                           "game.yaml:17:5: error[DUP001] deck 'market' would write cards-market-backs.pdf, which deck "
                           "'market-backs' writes too"),
    # nesting past MAX_YAML_DEPTH without any anchor: refused at the level past the limit, not a RecursionError
    "yaml-deep-block-nesting": ("game.yaml", "names:\n", "deep:\n  " + "- " * 800 + "1\nnames:\n",
                                "game.yaml:8:103: error[LIM001] the nesting of lists and mappings is deeper; pnp "
                                "allows at most 50 levels"),
    "yaml-deep-flow-nesting": ("game.yaml", "  resources: [Wood, Stone, Grain]", "  resources: " + "[" * 900 +
                               "]" * 900, "game.yaml:8:63: error[LIM001] the nesting of lists and mappings is "
                               "deeper; pnp allows at most 50 levels"),
    "yaml-tab-indent": ("game.yaml", "  resources: [Wood", "\tresources: [Wood",
                        "game.yaml:8:1: error[YAML001] invalid YAML: while scanning for the next token found "
                        "character that cannot start any token: a tab indents this line"),
    "yaml-tab-after-spaces": ("game.yaml", "  - {id: pawns", "  \t- {id: pawns",
                              "game.yaml:13:3: error[YAML001] invalid YAML: while scanning for the next token found "
                              "character that cannot start any token: a tab indents this line"),
    "c0-control-named": ("cards/market.csv", "Take one Stone.", "Take one\x01Stone.",
                         "cards/market.csv:3:33: error[CHR001] control character U+0001 START OF HEADING in the text"),
    "c1-control-named": ("game.yaml", "title: Tiny Clean Game", "title: Tiny\x85Clean Game",
                         "game.yaml:3:12: error[CHR001] control character U+0085 NEXT LINE (NEL) in the text"),
    "bidi-override-in-csv": ("cards/market.csv", "Take one Stone.", "Take one \u202eenots\u202c.",
                             "cards/market.csv:3:34: error[CHR001] bidirectional control character U+202E "
                             "RIGHT-TO-LEFT OVERRIDE in the text"),
    "bidi-isolate-escaped-in-yaml": ("game.yaml", "title: Tiny Clean Game", 'title: "Tiny \\u2067Clean Game"',
                                     "game.yaml:3:14: error[CHR001] bidirectional control character U+2067 "
                                     "RIGHT-TO-LEFT ISOLATE in the text"),
    "bidi-mark-in-rulebook": ("rulebook.md", "", "## Setup {#setup}\n\nDeal \u200fthree cards.\n",
                              "rulebook.md:3:6: error[CHR001] bidirectional control character U+200F RIGHT-TO-LEFT "
                              "MARK in the text"),
    # the shape of a date, but no day of the calendar: it printed on every sheet's stamp
    "date-no-such-month": ("game.yaml", 'version: "1.0"\n', 'version: "1.0"\ndate: "2026-13-45"\n',
                           "game.yaml:5:1: error[SCH002] date '2026-13-45' is not a date: there is no month 13"),
    "date-no-such-day": ("game.yaml", 'version: "1.0"\n', 'version: "1.0"\ndate: 2025-02-29\n',
                         "game.yaml:5:1: error[SCH002] date '2025-02-29' is not a date: February 2025 has no day 29"),
    # Python's csv reader reads a cell whose quote never closes to the end of the file without a word: the cards
    # after it vanished into one text cell and only the counts disagreed
    "csv-quote-never-closed": ("cards/market.csv", 'Wood,Take one Wood.\nquarry,Quarry,2,2,Stone,Take one Stone.\n'
                               'mill,Mill,2,1,Grain,"Take one Grain, then pass."', 'Wood,"Take one Wood.\nquarry,'
                               'Quarry,2,2,Stone,Take one Stone.\nmill,Mill,2,1,Grain,Take one Grain.',
                               "cards/market.csv:2:32: error[CSV001] a quote opened here is never closed: the rest "
                               "of the file (lines 2-4) became one cell"),
    "csv-quote-closed-rows-later": ("cards/market.csv", "Stone,Take one Stone.", 'Stone,"Take one Stone.',
                                    "cards/market.csv:3:25: error[CSV001] row has 7 cells but the header has 6"),
    # a run without a space: the rulebook's line breaking (WeasyPrint) took minutes on 10,000 characters
    "long-word-in-rulebook": ("rulebook.md", "", "## Setup {#setup}\n\nDeal " + "word" * 2500 + " cards.\n",
                              "rulebook.md:3:6: error[LIM001] this word (a run without a space) is 10,000 "
                              "characters long; pnp allows at most 500"),
    "long-word-in-yaml": ("game.yaml", "summary: A tiny game the tests use.", "summary: A " + "word" * 2250,
                          "game.yaml:6:12: error[LIM001] this word (a run without a space) is 9,000 characters "
                          "long; pnp allows at most 500"),
    "long-word-in-csv": ("cards/market.csv", "Take one Stone.", "Take " + "x" * 501,
                         "cards/market.csv:3:25: error[LIM001] column 'text': this word (a run without a space) is "
                         "501 characters long; pnp allows at most 500"),
    "yaml-complex-key": ("game.yaml", "names:\n", "? [a, b]\n: 1\nnames:\n",
                         "game.yaml:7:3: error[YAML001] invalid YAML: a key must be plain text, not a list or mapping"),
}


def _variant(tmp_path: Path, file: str, old: str, new: str) -> Path:
    game = tmp_path / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    path = game / file
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_input_is_one_located_error(case: str, tmp_path: Path) -> None:
    file, old, new, expected = CASES[case]
    started = time.monotonic()
    run = run_check("clean", content=_variant(tmp_path, file, old, new), fmt="text")
    assert time.monotonic() - started < 20
    assert run.exit_code == 2, run.output
    assert "Traceback" not in run.output and "internal error" not in run.output
    lines = [line.split("/clean/", 1)[1] for line in run.output.splitlines() if "/clean/" in line]
    assert expected in lines, run.output


def test_a_fifo_in_place_of_a_card_file_is_refused_not_waited_on(tmp_path: Path) -> None:
    import os

    content = _variant(tmp_path, "game.yaml", "title:", "title:")
    csv = content / "clean" / "cards" / "market.csv"
    csv.unlink()
    os.mkfifo(csv)
    run = run_check("clean", content=content, fmt="text")
    assert run.exit_code == 2
    assert "cards/market.csv:1:1: error[FILE001] not a regular file" in run.output


SECRET = "top-secret-first-line,never,shown\n"


@pytest.mark.parametrize("link", ["cards/market.csv", "layouts/market.yaml", "icons/coin.svg", "rulebook.md"])
def test_a_symlink_leading_out_of_the_game_folder_is_refused_and_never_read(link: str, tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text(SECRET, encoding="utf-8")
    content = _variant(tmp_path / "content", "game.yaml", "title:", "title:")
    target = content / "clean" / link
    target.parent.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)
    target.symlink_to(outside)
    run = run_check("clean", content=content, fmt="text")
    assert run.exit_code == 2
    assert f"clean/{link}:1:1: error[PATH001] {link} is a symlink that leads outside the game's folder; " \
           "pnp does not follow it" in run.output
    assert "top-secret" not in run.output


def test_a_symlink_inside_the_game_folder_is_fine(tmp_path: Path) -> None:
    content = _variant(tmp_path, "game.yaml", "title:", "title:")
    cards = content / "clean" / "cards"
    (cards / "real.csv").write_bytes((cards / "market.csv").read_bytes())
    (cards / "market.csv").unlink()
    (cards / "market.csv").symlink_to("real.csv")
    assert run_check("clean", content=content).exit_code == 0


def _fired(tmp_path: Path, case: str):
    file, old, new, expected = CASES[case]
    content = _variant(tmp_path / case, file, old, new)
    run = run_check("clean", content=content)
    assert run.exit_code == 2
    return run, content / "clean" / file, expected.split("] ", 1)[1]


def test_load_refusals_fire_at_the_exact_place(tmp_path: Path) -> None:
    run, file, words = _fired(tmp_path, "nul-in-csv")
    assert_fires(run, "CHR001", file, 3, "\0", words)
    run, file, words = _fired(tmp_path, "die-faces-many")
    assert_fires(run, "LIM001", file, 28, "faces: 5000", words)
    run, file, words = _fired(tmp_path, "deck-file-climbs")
    assert_fires(run, "PATH001", file, 18, "file: ../../secret.csv", words)


@pytest.mark.parametrize("text, shown", [("- id: clean\n- title: Tiny\n", "a list"), ("just words\n", "'just words'")])
def test_a_game_yaml_that_is_not_a_mapping_names_the_file(text: str, shown: str, tmp_path: Path) -> None:
    content = _variant(tmp_path, "game.yaml", "title:", "title:")
    (content / "clean" / "game.yaml").write_text(text, encoding="utf-8")
    run = run_check("clean", content=content, fmt="text")
    assert run.exit_code == 2 and "Traceback" not in run.output
    assert f"/clean/game.yaml:1:1: error[SCH002] game.yaml as a whole must be a mapping, not {shown}" in run.output
    assert "hint: its top level is 'key: value' lines such as 'id: my-game'" in run.output


def test_bidi_and_control_refusals_fire_at_the_exact_place(tmp_path: Path) -> None:
    run, file, words = _fired(tmp_path, "bidi-override-in-csv")
    assert_fires(run, "CHR001", file, 3, "\u202e", words)
    assert "what your editor shows is not what pnp prints" in run.findings[0]["hint"]
    run, file, words = _fired(tmp_path, "yaml-tab-indent")
    assert_fires(run, "YAML001", file, 8, "\tresources", words)
    assert run.findings[0]["hint"].startswith("YAML indents with spaces, not tabs")


def test_a_symlink_loop_is_reported_as_a_loop(tmp_path: Path) -> None:
    content = _variant(tmp_path, "game.yaml", "title:", "title:")
    game = content / "clean"
    (game / "loop1").symlink_to("loop2")
    (game / "loop2").symlink_to("loop1")
    run = run_check("clean", content=content, fmt="text")
    assert run.exit_code == 2 and "Traceback" not in run.output
    for name in ("loop1", "loop2"):
        assert (f"clean/{name}:1:1: error[PATH001] {name} is a symlink loop (following it leads back to itself, "
                "never to a file); pnp does not follow it") in run.output
    assert "leads outside" not in run.output


IMAGE_LAYOUT = "elements:\n  - image: {box: [0, 0, W, H / 2], src: \"SRC\"}\n"


@pytest.mark.parametrize("src, words", [
    ("/tmp/pnp-outside.png", "'/tmp/pnp-outside.png' is an absolute path"),
    ("../../pnp-outside.png", "'../../pnp-outside.png' climbs out with '..'"),
    ("../../{{ id }}.png", "card 'Woodcutter') image src: '../../woodcutter.png' climbs out with '..'"),
])
def test_an_image_src_outside_the_game_folder_is_path001_in_check_and_build(src: str, words: str,
                                                                            tmp_path: Path) -> None:
    """The picture exists (beside content/, and in /tmp), so the refusal is about the path, not LAY004."""
    from typer.testing import CliRunner

    from generator.app.cli import app

    content = _variant(tmp_path / "content", "game.yaml", "    name: Market\n", "    name: Market\n    layout: market\n")
    layout = content / "clean" / "layouts" / "market.yaml"
    layout.parent.mkdir()
    layout.write_text(IMAGE_LAYOUT.replace("SRC", src), encoding="utf-8")
    png = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                        "1f15c4890000000d49444154789c6300010000050001" "0d0a2db40000000049454e44ae426082")
    for picture in ("pnp-outside.png", "woodcutter.png", "quarry.png", "mill.png"):
        (tmp_path / picture).write_bytes(png)
    Path("/tmp/pnp-outside.png").write_bytes(png)
    run = run_check("clean", content=content)
    assert run.exit_code == 1
    assert not [f for f in run.findings if f["rule"] == "LAY004"], run.output
    assert_fires(run, "PATH001", layout, 2, "image:", words)
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(content), "--out", str(tmp_path / "out"),
                                      "--no-check", "--only", "cards", "--jobs", "1"])
    assert result.exit_code == 1 and "Traceback" not in result.output, result.output
    assert "clean/layouts/market.yaml:2:5: error[PATH001] deck 'market', card " in result.output
    assert words.split(") image src: ")[-1] in result.output.split("image src: ", 1)[1]


@pytest.mark.parametrize("body", [
    "( " * 3000 + "1" + " )" * 3000,        # brackets nested past Jinja's recursion (spaced: a run of 6,001
                                            # characters without one is refused before, LIM001)
    "- " * 20000 + "1",                       # a sign repeated past it
    "engine.x() " + "word " * 40000,          # a run Python's own parser ran out of memory on
])
def test_a_placeholder_nested_or_long_beyond_reason_is_a_located_error(body: str, tmp_path: Path) -> None:
    """A fuzzed rulebook ended the check with 'internal error: RecursionError' or 'MemoryError', and a build with
    --no-check likewise: both now name the placeholder's line."""
    from typer.testing import CliRunner

    from generator.app.cli import app

    rulebook = "## Setup {#setup}\n\nDeal three cards.\n\n{{ " + body + " }}\n"
    content = _variant(tmp_path, "rulebook.md", "", rulebook)
    started = time.monotonic()
    run = run_check("clean", content=content, fmt="text")
    assert time.monotonic() - started < 20
    assert "Traceback" not in run.output and "internal error" not in run.output, run.output[-500:]
    assert run.exit_code == 1 and "clean/rulebook.md:5:1: error[DOC006] rulebook.md: the placeholders do not " \
        "parse: " in run.output, run.output[-500:]
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(content), "--out", str(tmp_path / "out"),
                                      "--no-check", "--only", "documents", "--jobs", "1"])
    assert result.exit_code == 2 and "internal error" not in result.output, result.output[-500:]
    assert "clean/rulebook.md:5" in result.output, result.output[-500:]


def test_a_sentence_of_thousands_of_numbers_is_checked_in_time(tmp_path: Path) -> None:
    """A paragraph of 30,000 numbers with no full stop took the check past a minute: each number's reading looked
    over its whole sentence. Such a run is no sentence a player reads, and is left unread."""
    rulebook = "## Setup {#setup}\n\nDeal " + "1 " * 30000 + "cards.\n\nDeal three cards.\n"
    started = time.monotonic()
    run = run_check("clean", content=_variant(tmp_path, "rulebook.md", "", rulebook), fmt="text")
    assert time.monotonic() - started < 20
    assert run.exit_code in (0, 1) and "internal error" not in run.output, run.output[-500:]


def test_a_quote_inside_an_unquoted_cell_is_text_not_an_open_quote(tmp_path: Path) -> None:
    """A quote opens a cell only as its first character (as Python's csv reader takes it): '5" long' is text."""
    content = _variant(tmp_path, "cards/market.csv", "Take one Stone.", 'Take one 5" Stone.')
    run = run_check("clean", content=content)
    assert run.exit_code == 0, run.output
    assert not [f for f in run.findings if f["rule"] == "CSV001"]


def test_a_quote_closed_rows_later_names_the_line_it_closes_on(tmp_path: Path) -> None:
    """The open quote of line 3 closes at the first quote of line 4: the row's cell count is wrong, and the hint
    says where its cell ran on to, not 'quote cells that contain a comma'."""
    run, file, words = _fired(tmp_path, "csv-quote-closed-rows-later")
    found = assert_fires(run, "CSV001", file, 3, '"Take one Stone.', words)
    assert found["hint"] == ("the cell here runs on to line 4: a quote opened here closes only there. If the cell "
                             "ends on this line, close its quote before the line ends")


def test_a_placeholder_that_divides_by_zero_stops_the_build_at_its_line_as_the_contents_fault(tmp_path: Path) -> None:
    """hostile38 r-div0: '{{ 1 / 0 }}' ended the build with exit 3, 'WorkerBug: ZeroDivisionError ... a bug in
    pnp'. A zero the check cannot see (worked out from the data) stops the build at its line, exit 2."""
    from typer.testing import CliRunner

    from generator.app.cli import app

    rulebook = "## Setup {#setup}\n\nDeal {{ 7 // (title|length - title|length) }} cards.\n"
    content = _variant(tmp_path, "rulebook.md", "", rulebook)
    assert run_check("clean", content=content).exit_code == 0
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(content), "--out", str(tmp_path / "out"),
                                      "--only", "documents", "--jobs", "2"])
    assert result.exit_code == 2, result.output[-500:]
    assert "clean/rulebook.md:3: the placeholder divides by zero" in result.output
    assert "bug in pnp" not in result.output and "internal error" not in result.output


def test_a_word_of_the_longest_length_allowed_passes(tmp_path: Path) -> None:
    """500 characters without a space load (and render in well under a second more); 501 do not (above)."""
    content = _variant(tmp_path, "game.yaml", "summary: A tiny game the tests use.", "summary: A " + "x" * 500)
    assert run_check("clean", content=content).exit_code == 0
