"""The count checks (check/components.py, tokens.py, boards.py, pads.py) on the clean game with one change each.

Each test edits tests/fixtures/games/clean in a temporary folder, runs the checker in-process and compares
every finding of the rules it is about in full: the file, line and column (the column worked out here from
the anchor's place in the edited text), the message, the hint, the subject and the expected and actual
values. The numbers in the expected messages are read from the edited data by hand (the clean game's
inventory: 6 Market cards, 4 Pawns, 1 Weather die of 6 faces; its market deck: 2 + 2 + 2 cards).
"""
from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from conftest import FIXTURES, ROOT
from generator.check import check_game
from generator.load import load_game

CLEAN = FIXTURES / "clean"


@dataclass(frozen=True)
class Seen:
    """One finding as the tests compare it."""

    rule: str
    where: str          # file:line:col, the file relative to the game folder
    message: str
    hint: str = ""
    subject: str = ""
    expected: Any = None
    actual: Any = None


class Game:
    """The clean game copied to a temporary folder, edited by exact replacements, then checked."""

    def __init__(self, tmp_path: Path) -> None:
        self.folder = tmp_path / "clean"
        shutil.copytree(CLEAN, self.folder, ignore=shutil.ignore_patterns("__pycache__"))

    def edit(self, file: str, old: str, new: str) -> "Game":
        path = self.folder / file
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        if old:
            assert text.count(old) == 1, f"{old!r} is not once in {file}"
            text = text.replace(old, new)
        else:
            text += new
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return self

    def at(self, file: str, line: int, anchor: str) -> str:
        """`file:line:col` with the column where `anchor` starts (it must be once in that line)."""
        text = (self.folder / file).read_text(encoding="utf-8").splitlines()[line - 1]
        assert text.count(anchor) == 1, f"anchor {anchor!r} is not once in {file}:{line}: {text!r}"
        return f"{file}:{line}:{text.index(anchor) + 1}"

    def findings(self, *prefixes: str) -> list[Seen]:
        loaded = load_game(self.folder)
        out = []
        for f in check_game(loaded):
            if not f.rule.startswith(prefixes):
                continue
            file = Path(f.loc.file)
            file = file if file.is_absolute() else Path.cwd() / file
            shown = file.resolve().relative_to(self.folder.resolve()).as_posix()
            out.append(Seen(f.rule, f"{shown}:{f.loc.line}:{f.loc.col}", f.message, f.hint, f.subject,
                            f.expected, f.actual))
        return out


@pytest.fixture
def game(tmp_path: Path) -> Game:
    return Game(tmp_path)


PAWNS = "  - {id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1}\n"
CARDS = "  - {id: market-cards, name: Market cards, count: 6, kind: cards, decks: [market]}\n"
TOKENS = "  - {component: pawns, shape: round, size: 16, colours: [red, blue, green, yellow]}\n"
BOARD = "  - {id: mat, name: Player mat, size: 180x120mm, colours: [red, blue, green, yellow], component: pawns}\n"
SETUP = 'def setup(players: int, variant: str | None = None) -> dict[str, int]:\n    return {"pawns": players, ' \
        '"market": cards_dealt(players) * players}\n'


def test_the_clean_game_has_no_count_finding(game: Game) -> None:
    assert game.findings("CMP", "TOK", "BRD", "PAD", "REF", "ENG") == []


# --- components.py: the inventory against the card data -----------------------------------------------------

def test_a_name_listed_again_in_any_case_points_at_its_first_line(game: Game) -> None:
    game.edit("game.yaml", PAWNS, PAWNS + "  - {id: more-pawns, name: pawns, count: 1, kind: piece, supply: gather}\n"
              "  - {id: spare-pawns, name: PAWNS, count: 1, kind: piece, supply: gather}\n")
    hint = "merge the two lines into one with the total count"
    assert game.findings("CMP") == [
        Seen("CMP003", game.at("game.yaml", 14, "{id: more-pawns"),
             "'pawns' is listed twice in the inventory (first at line 13)", hint, "inventory/more-pawns"),
        Seen("CMP003", game.at("game.yaml", 15, "{id: spare-pawns"),
             "'PAWNS' is listed twice in the inventory (first at line 13)", hint, "inventory/spare-pawns"),
    ]


def test_names_in_cyrillic_are_listed_twice_only_when_they_are_one_name(game: Game) -> None:
    """taiga-lodge (tests/corpus) names its inventory in Russian: every line was 'listed twice' beside the first."""
    game.edit("game.yaml", PAWNS, PAWNS.replace("Pawns", "Фишки") + "  - {id: coins, name: Монеты, count: 1, kind: "
              "piece, supply: gather}\n  - {id: more-coins, name: монеты, count: 1, kind: piece, supply: gather}\n")
    assert [(f.rule, f.message) for f in game.findings("CMP")] == [
        ("CMP003", "'монеты' is listed twice in the inventory (first at line 14)")]


def test_a_deck_counted_by_two_lines_names_the_first_that_counts_it(game: Game) -> None:
    game.edit("game.yaml", CARDS, CARDS + "  - {id: more-cards, name: More cards, count: 6, kind: cards, decks: [market]}\n"
              "  - {id: spare-cards, name: Spare cards, count: 6, kind: cards, decks: [market]}\n")
    hint = "list each deck under one inventory line"
    assert game.findings("CMP") == [
        Seen("CMP003", game.at("game.yaml", 13, "{id: more-cards"),
             "deck 'market' is counted by both 'market-cards' and 'more-cards'", hint, "inventory/more-cards/market"),
        Seen("CMP003", game.at("game.yaml", 14, "{id: spare-cards"),
             "deck 'market' is counted by both 'market-cards' and 'spare-cards'", hint, "inventory/spare-cards/market"),
    ]


EVENTS = ("  - id: events\n    name: Events\n    fields: {text: text}\n", "id,name,count,text\n"
          "storm,Storm,3,Rain all day.\ncalm,Calm,1,Nothing moves.\n")


@pytest.mark.parametrize("count, found", [
    (10, []),
    # 6 market cards (2 + 2 + 2) and 4 events (3 + 1): the line counts both decks
    (9, [("CMP001", "count: 9", "the box lists 9 Market cards but the card data has 10 (market 6 + events 4)")]),
])
def test_a_line_counting_two_decks_is_compared_with_their_sum(game: Game, count: int, found) -> None:
    game.edit("game.yaml", "count: 6, kind: cards, decks: [market]}", f"count: {count}, kind: cards, decks: [market, events]}}")
    game.edit("game.yaml", "tables:\n", EVENTS[0] + "tables:\n").edit("cards/events.csv", "", EVENTS[1])
    assert game.findings("CMP") == [Seen(rule, game.at("game.yaml", 12, anchor), words,
                                         "correct the inventory count or the CSV count columns",
                                         "inventory/market-cards", 10, count) for rule, anchor, words in found]


def test_a_deck_no_line_counts_is_one_finding_not_two(game: Game) -> None:
    """The cards line without decks is not also reported as printed by nothing: its deck is the one defect."""
    game.edit("game.yaml", ", decks: [market]}", "}")
    game.edit("game.yaml", PAWNS, PAWNS + "  - {id: flags, name: Flags, count: 4, kind: marker}\n")   # and one after it
    assert game.findings("CMP") == [
        Seen("CMP005", game.at("game.yaml", 14, "{id: flags"), "'Flags' (marker) is neither printed nor listed to "
             "gather", "print it with a token sheet (tokens: - {component: flags, ...}), or write supply: gather "
             "(with size: when it goes on a board)", "inventory/flags/supply"),
        Seen("CMP004", game.at("game.yaml", 17, "id: market"), "deck 'market' is not counted by any inventory line",
             "add it to an inventory line's decks", "deck/market")]


@pytest.mark.parametrize("rulebook", [True, False])
def test_a_booklet_is_printed_by_the_rulebook_when_there_is_one(game: Game, rulebook: bool) -> None:
    game.edit("game.yaml", PAWNS, PAWNS + "  - {id: rules, name: Rules booklet, count: 1, kind: booklet}\n")
    if rulebook:
        game.edit("rulebook.md", "", "# Rules\n\nPlay well.\n")
    assert game.findings("CMP") == ([] if rulebook else [
        Seen("CMP005", game.at("game.yaml", 14, "{id: rules"), "'Rules booklet' (booklet) is neither printed nor "
             "listed to gather", "write the rulebook (rulebook.md beside game.yaml): pnp prints it as this booklet",
             "inventory/rules/supply")])


def test_a_cards_line_without_decks_is_reported_when_every_deck_is_counted(game: Game) -> None:
    game.edit("game.yaml", CARDS, CARDS + "  - {id: blank-cards, name: Blank cards, count: 5, kind: cards}\n")
    assert game.findings("CMP") == [
        Seen("CMP005", game.at("game.yaml", 13, "{id: blank-cards"),
             "'Blank cards' (cards) is neither printed nor listed to gather",
             "print it with a token sheet (tokens: - {component: blank-cards, ...}), or write supply: gather "
             "(with size: when it goes on a board)", "inventory/blank-cards/supply")]


def test_a_line_to_print_that_nothing_prints_is_reported_at_its_supply(game: Game) -> None:
    game.edit("game.yaml", PAWNS, PAWNS + "  - {id: flags, name: Flags, count: 4, kind: marker,\n     supply: print}\n"
              "  - {id: cubes, name: Cubes, count: 9, kind: marker, supply: gather}\n")
    assert game.findings("CMP") == [
        Seen("CMP005", game.at("game.yaml", 15, "supply: print"),
             "'Flags' (marker) says supply: print, but no deck, token sheet, board or map prints it",
             "add a token sheet (tokens: - {component: flags, ...}), or write supply: gather",
             "inventory/flags/supply")]


# --- components.py: setup() against what the box holds ------------------------------------------------------

def test_setup_is_compared_with_lines_decks_and_cards_once_each(game: Game) -> None:
    """Pawns short from 3 players on (reported once, at 3), the market deck's 6 cards, Quarry's 2 copies."""
    game.edit("engine.py", SETUP, 'def setup(players: int, variant: str | None = None) -> dict[str, int]:\n'
              '    return {"pawns": 2 * players, "market": 7, "market/quarry": 3, "market/mill": 2}\n')
    hint = "add components to the box, or correct setup() in engine.py"
    assert game.findings("CMP", "REF", "ENG") == [
        Seen("CMP002", game.at("cards/market.csv", 3, "quarry,"), "a game at 2 players needs 3 'market/quarry' but "
             "the box holds 2", hint, "setup/market/quarry/2", 3, 2),
        Seen("CMP002", game.at("game.yaml", 13, "count: 4"), "a game at 3 players needs 6 'pawns' but the box "
             "holds 4", hint, "setup/pawns/3", 6, 4),
        Seen("CMP002", game.at("game.yaml", 16, "id: market"), "a game at 2 players needs 7 'market' but the box "
             "holds 6", hint, "setup/market/2", 7, 6),
    ]


def test_an_inventory_line_named_like_a_deck_is_what_setup_counts(game: Game) -> None:
    """The line's count (at its line) answers for the id, not the deck of the same id (at the deck)."""
    game.edit("game.yaml", "{id: market-cards, name: Market cards,", "{id: market, name: Market cards,")
    game.edit("engine.py", SETUP, SETUP.replace('"market": cards_dealt(players) * players', '"market": 7'))
    assert game.findings("CMP002") == [
        Seen("CMP002", game.at("game.yaml", 12, "count: 6"), "a game at 2 players needs 7 'market' but the box "
             "holds 6", "add components to the box, or correct setup() in engine.py", "setup/market/2", 7, 6)]


def test_a_variant_setup_is_judged_at_the_variants_player_counts(game: Game) -> None:
    game.edit("engine.py", SETUP, SETUP.replace('"pawns": players', '"pawns": 5 if variant == "duel" else players'))
    assert game.findings("CMP", "ENG") == [
        Seen("CMP002", game.at("game.yaml", 13, "count: 4"), "a game at 2 players (Duel) needs 5 'pawns' but the box "
             "holds 4", "add components to the box, or correct setup() in engine.py", "setup/pawns/2", 5, 4)]


def test_a_setup_without_a_variant_parameter_is_not_called_with_one(game: Game) -> None:
    game.edit("engine.py", "def setup(players: int, variant: str | None = None)", "def setup(players: int)")
    assert game.findings("CMP", "ENG", "REF") == []


def test_an_unknown_setup_key_is_reported_once_with_a_near_name(game: Game) -> None:
    game.edit("engine.py", SETUP, SETUP.replace('"pawns"', '"pawn"').replace('"market"', '"harbour"'))
    line = game.at("engine.py", 23, "def setup")
    assert game.findings("CMP", "REF", "ENG") == [
        Seen("REF001", line, "setup() uses 'harbour', which is no component, deck or card",
             "use inventory ids, deck ids or deck/card ids", "setup/harbour", None, "harbour"),
        Seen("REF001", line, "setup() uses 'pawn', which is no component, deck or card",
             "did you mean 'pawns'?", "setup/pawn", None, "pawn"),
    ]


@pytest.mark.parametrize("amount, shown", [("'two'", "'two'"), ("True", "True"), ("2.0", "2.0")])
def test_a_setup_amount_that_is_no_whole_number_is_an_engine_error(game: Game, amount: str, shown: str) -> None:
    """Reported at every player count (the message names it); the market, a good amount, is still compared."""
    game.edit("engine.py", SETUP, SETUP.replace('"pawns": players', f'"pawns": {amount}')
              .replace("cards_dealt(players) * players", "7"))
    line = game.at("engine.py", 23, "def setup")
    assert game.findings("CMP", "ENG") == [
        Seen("ENG001", line, f"setup({n}) gives 'pawns' a non-integer amount {shown}", "", "setup/pawns")
        for n in (2, 3, 4)] + [
        Seen("CMP002", game.at("game.yaml", 16, "id: market"), "a game at 2 players needs 7 'market' but the box "
             "holds 6", "add components to the box, or correct setup() in engine.py", "setup/market/2", 7, 6)]


def test_a_negative_setup_amount_is_an_engine_error(game: Game) -> None:
    # a hostile-input probe: setup() giving {"pawns": -3} checked clean; no game takes fewer than none out of the box
    game.edit("engine.py", SETUP, SETUP.replace('"pawns": players', '"pawns": -players'))
    line = game.at("engine.py", 23, "def setup")
    assert game.findings("CMP", "ENG") == [
        Seen("ENG001", line, f"setup({n}) gives 'pawns' a negative amount {-n}",
             "setup() says how many of each a game takes out of the box", "setup/pawns") for n in (2, 3, 4)]


def test_a_setup_that_returns_no_mapping_is_reported_once(game: Game) -> None:
    game.edit("engine.py", SETUP, SETUP.replace('return {"pawns"', 'return [{"pawns"').replace("players}\n", "players}]\n"))
    assert game.findings("CMP", "ENG") == [
        Seen("ENG001", game.at("engine.py", 23, "def setup"), "setup(2) returned list, not a mapping",
             "return {component-or-deck-id: count}", "setup")]


def test_a_setup_that_fails_is_reported_and_not_judged_further(game: Game) -> None:
    game.edit("engine.py", SETUP, SETUP.replace('    return {"pawns": players',
                                                '    if players == 2:\n        raise ValueError("no")\n'
                                                '    return {"pawns": 9'))
    found = game.findings("CMP", "ENG")
    assert [(f.rule, f.subject) for f in found] == [("ENG001", "setup/2")], found


# --- tokens.py: a token sheet prints what the box holds ------------------------------------------------------

COUNT_HINT = "make the designs' counts add up to the inventory count"


@pytest.mark.parametrize("sheet, found", [
    # no designs: the box count (4), shared evenly between the colours, the rest left out (4 - 4 % 3 = 3)
    ("{component: pawns, shape: round, size: 16, colours: [red, blue, green]}",
     [("{component", "the token sheet prints 3 Pawns (1 x 3 colours) but the box holds 4", 3)]),
    ("{component: pawns, shape: round, size: 16}", []),
    # designs: their counts (2 + 1) once per colour (2)
    ("{component: pawns, size: 16, colours: [red, blue], faces: [{front: A, count: 2}, {front: B, count: 1}]}",
     [("faces:", "the token sheet prints 6 Pawns (3 x 2 colours) but the box holds 4", 6)]),
    ("{component: pawns, size: 16, faces: [{front: A, count: 2}, {front: B, count: 1}]}",
     [("faces:", "the token sheet prints 3 Pawns but the box holds 4", 3)]),
    ("{component: pawns, size: 16, colours: [red, blue, green, yellow], faces: [{front: A}]}", []),
    ("{component: pawns, size: 16, faces: [{front: A, count: 3}, {front: B}]}", []),
])
def test_a_token_sheet_prints_its_designs_once_per_colour(game: Game, sheet: str, found) -> None:
    game.edit("game.yaml", TOKENS, f"  - {sheet}\n")
    assert game.findings("TOK") == [Seen("TOK001", game.at("game.yaml", 85, anchor), words, COUNT_HINT, "tokens/pawns",
                                         4, printed) for anchor, words, printed in found]


@pytest.mark.parametrize("colours, found", [
    ("", []),   # no colours: all 5 coins
    # two colours: 5 - 5 % 2 = 4 printed, 2 of each
    (", colours: [red, blue]", [("the token sheet prints 4 Coins (2 x 2 colours) but the box holds 5", 4)]),
])
def test_an_odd_count_without_designs_is_shared_between_the_colours(game: Game, colours: str, found) -> None:
    game.edit("game.yaml", PAWNS, PAWNS + "  - {id: coins, name: Coins, count: 5, kind: token}\n")
    game.edit("game.yaml", TOKENS, TOKENS + f"  - {{component: coins, shape: square, size: 12{colours}}}\n")
    assert game.findings("TOK") == [Seen("TOK001", game.at("game.yaml", 87, "{component: coins"), words, COUNT_HINT,
                                         "tokens/coins", 5, printed) for words, printed in found]


def test_a_die_prints_one_sticker_per_face_of_every_die(game: Game) -> None:
    """2 dice of 6 faces need 12 stickers; the sheet's designs print 4 + 1 = 5 (each once: no colours)."""
    game.edit("game.yaml", "{id: die, name: Weather die, count: 1,", "{id: die, name: Weather die, count: 2,")
    game.edit("game.yaml", TOKENS, TOKENS + "  - {component: die, shape: square, size: 12, "
              "faces: [{front: Sun, count: 4}, {front: Rain, count: 1}]}\n")
    assert game.findings("TOK001") == [
        Seen("TOK001", game.at("game.yaml", 86, "faces:"), "the token sheet prints 5 Weather die but the box holds "
             "2 dice x 6 faces", COUNT_HINT, "tokens/die", 12, 5)]


def test_faces_on_a_line_that_is_no_die_do_not_multiply_its_count(game: Game) -> None:
    """The schema takes faces on any line; only a die's faces are stickers. 1 design x 4 colours = the 4 pawns."""
    game.edit("game.yaml", "per_player: 1}", "per_player: 1, faces: 2}")
    game.edit("game.yaml", "colours: [red, blue, green, yellow]}\n", "colours: [red, blue, green, yellow], "
              "faces: [{front: Pawn}]}\n")
    assert game.findings("TOK") == []


def test_a_one_millimetre_token_is_small_but_allowed(game: Game) -> None:
    game.edit("game.yaml", "shape: round, size: 16,", "shape: round, size: 1,")
    assert game.findings("TOK") == []


def test_a_token_size_must_be_above_nothing(game: Game) -> None:
    """A negative size is refused when the game is read; 0 passes the schema and is the check's to find."""
    game.edit("game.yaml", "shape: round, size: 16,", "shape: round, size: 0,")
    assert game.findings("TOK") == [
        Seen("TOK001", game.at("game.yaml", 85, "size:"), "token size must be above 0 mm, not 0", "",
             "tokens/pawns")]


def test_a_sheet_written_again_is_reported_at_each_repeat_and_not_counted(game: Game) -> None:
    """The repeats print 1 pawn each, which would be a count finding were they judged."""
    game.edit("game.yaml", TOKENS, TOKENS + "  - {component: pawns, shape: square, size: 12, faces: [{front: P}]}\n"
              "  - {component: pawns, shape: hex, size: 12, faces: [{front: Q}]}\n")
    assert game.findings("TOK") == [
        Seen("TOK002", game.at("game.yaml", line, "{component: pawns"), "token sheet for 'pawns' is written twice "
             "(first at line 85)", "merge the two sheets", "tokens/pawns") for line in (86, 87)]


@pytest.mark.parametrize("component, hint", [("pawn", "did you mean 'pawns'?"), ("lanterns", "add it to the inventory")])
def test_a_sheet_for_no_inventory_line_is_reported_and_not_counted(game: Game, component: str, hint: str) -> None:
    game.edit("game.yaml", "{component: pawns, shape: round, size: 16,",
              f"{{component: {component}, shape: round, size: 0,")
    assert game.findings("TOK") == [
        Seen("TOK002", game.at("game.yaml", 85, f"component: {component}"),
             f"token sheet for '{component}', which is not in the inventory", hint, f"tokens/{component}",
             None, component)]


def test_the_sheets_after_one_for_no_line_are_still_checked(game: Game) -> None:
    game.edit("game.yaml", TOKENS, "  - {component: lanterns, shape: round, size: 16}\n"
              "  - {component: pawns, shape: round, size: 16, colours: [red, blue, green]}\n")
    assert [(f.rule, f.where) for f in game.findings("TOK")] == [
        ("TOK002", game.at("game.yaml", 85, "component: lanterns")), ("TOK001", game.at("game.yaml", 86, "{component"))]


def test_every_icon_a_sheet_names_is_looked_up(game: Game) -> None:
    """The sheet's icon, each design's icon and back icon; pnp's icons (arrow, book) and the game's aliases pass."""
    game.edit("icons/_aliases.yaml", "", "marker: arrow\n")
    game.edit("game.yaml", TOKENS, "  - {component: pawns, size: 16, icon: arrow, colours: [red, blue], faces: [\n"
              "      {front: A, icon: arow, back_icon: book},\n"
              "      {front: B, icon: marker, back_icon: bok}]}\n"
              "  - {component: die, size: 12, icon: zzzz, faces: [{front: Sun, count: 4}, {front: Rain}, {front: Storm}]}\n")
    found = game.findings("TOK004")
    root = load_game(game.folder).game.root   # the folder as messages show it
    assert found == [
        Seen("TOK004", game.at("game.yaml", 86, "icon: arow"), "token sheet for 'pawns': unknown icon 'arow'",
             "did you mean 'arrow'?", "tokens/pawns/icon/arow", None, "arow"),
        Seen("TOK004", game.at("game.yaml", 87, "back_icon: bok"), "token sheet for 'pawns': unknown icon 'bok'",
             "did you mean 'book'?", "tokens/pawns/icon/bok", None, "bok"),
        Seen("TOK004", game.at("game.yaml", 88, "icon: zzzz"), "token sheet for 'die': unknown icon 'zzzz'",
             f"add {root}/icons/zzzz.yaml, or use one of pnp's templates/icons/", "tokens/die/icon/zzzz", None, "zzzz"),
    ]
    assert Path(root).resolve() == game.folder.resolve()


# --- boards.py: player boards, their sets, layouts, texts and counts -----------------------------------------

def board(game: Game, fields: str) -> Game:
    """The clean game's one board (line 87) written with `fields` after its id, name and size."""
    return game.edit("game.yaml", BOARD, f"  - {{id: mat, name: Player mat, size: 180x120mm, {fields}}}\n")


def mat(game: Game, anchor: str, rule: str, message: str, hint: str = "", actual: Any = None,
        expected: Any = None) -> Seen:
    return Seen(rule, game.at("game.yaml", 87, anchor), message, hint, "board/mat", expected, actual)


def test_a_board_for_each_name_and_each_colour_is_refused_and_counted_by_its_names(game: Game) -> None:
    """each wins: 3 resources are 3 boards, not the 4 pawns."""
    board(game, "each: resources, colours: [red, blue], component: pawns")
    assert game.findings("BRD") == [
        mat(game, "colours:", "BRD001", "board 'Player mat' has both each and colours",
            "print one board per name or per colour, not both"),
        mat(game, "component:", "BRD002", "board 'Player mat' prints 3 but the box holds 4 Pawns",
            "print one board per component in the box", 3, 4),
    ]


@pytest.mark.parametrize("each, hint", [("resource", "did you mean 'resources'?"),
                                        ("seats", "name a set under names: or a category")])
def test_an_unknown_set_is_one_finding_not_a_count_or_a_text_too(game: Game, each: str, hint: str) -> None:
    board(game, f"each: {each}, texts: {{Wood: Chops.}}, component: pawns")
    assert game.findings("BRD") == [mat(game, "each:", "BRD001", f"board 'Player mat': unknown name set '{each}'",
                                        hint, each)]


@pytest.mark.parametrize("fields, printed", [
    ("each: food, copies: 4", 4),          # the category's id: 1 member (Grain), 4 copies
    ("each: Food, copies: 3", 3),          # its name
    ("each: resources, copies: 1", 3),     # a name set: Wood, Stone, Grain
    ("colours: [red, blue], copies: 2", 4),
    ("colours: [red, blue, green], copies: 2", 6),
    ("copies: 4", 4),                      # neither: one board of its own name
    ("copies: 5", 5),
])
def test_the_boards_printed_are_the_names_times_the_copies(game: Game, fields: str, printed: int) -> None:
    board(game, fields + ", component: pawns")
    assert game.findings("BRD") == ([] if printed == 4 else [
        mat(game, "component:", "BRD002", f"board 'Player mat' prints {printed} but the box holds 4 Pawns",
            "print one board per component in the box", printed, 4)])


def test_a_board_counting_nothing_is_not_counted(game: Game) -> None:
    board(game, "colours: [red, blue, green]")
    assert game.findings("BRD") == []


@pytest.mark.parametrize("component, hint", [("pawn", "did you mean 'pawns'?"), ("lanterns", "")])
def test_a_board_counting_a_line_not_in_the_inventory(game: Game, component: str, hint: str) -> None:
    board(game, f"colours: [red, blue], component: {component}")
    assert game.findings("BRD") == [mat(game, "component:", "BRD002", f"board 'Player mat' counts '{component}', "
                                        "which is not in the inventory", hint)]


def test_copies_below_one_are_refused(game: Game) -> None:
    board(game, "colours: [red, blue], copies: 0, component: pawns")
    assert game.findings("BRD") == [
        mat(game, "copies:", "BRD002", "board 'Player mat': copies must be at least 1, not 0"),
        mat(game, "component:", "BRD002", "board 'Player mat' prints 0 but the box holds 4 Pawns",
            "print one board per component in the box", 0, 4),
    ]


def test_a_text_for_a_board_that_is_not_printed(game: Game) -> None:
    """The colours' boards are Red, Blue, Green and Yellow."""
    board(game, "colours: [red, blue, green, yellow], component: pawns,\n     texts: {Red: Goes first., "
                "red: Twice., Purple: Never.}")
    line = (game.folder / "game.yaml").read_text(encoding="utf-8").splitlines()[87]

    def text(key: str, hint: str) -> Seen:
        return Seen("BRD001", f"game.yaml:88:{line.index(key + ':') + 1}", f"board 'Player mat': text for '{key}', "
                    "which is not one of its boards", hint, "board/mat", None, key)
    assert game.findings("BRD") == [text("red", "did you mean 'Red'?"),
                                    text("Purple", "boards: Blue, Green, Red, Yellow")]


def test_a_board_layout_is_looked_up_in_the_game_then_in_pnp(game: Game) -> None:
    game.edit("layouts/seat.yaml", "", (ROOT / "templates" / "boards" / "player-board.yaml").read_text(encoding="utf-8"))
    game.edit("game.yaml", BOARD, BOARD.replace("{id: mat,", "{id: mat, layout: seat,") +
              BOARD.replace("{id: mat,", "{id: aid, layout: player-bord,") +
              BOARD.replace("{id: mat,", "{id: card, layout: zzz,"))
    root = load_game(game.folder).game.root
    assert game.findings("BRD") == [
        Seen("BRD003", game.at("game.yaml", 88, "layout:"), "board 'Player mat': no layout 'player-bord'",
             "did you mean 'player-board'?", "board/aid", None, "player-bord"),
        Seen("BRD003", game.at("game.yaml", 89, "layout:"), "board 'Player mat': no layout 'zzz'",
             f"add {root}/layouts/zzz.yaml (known: player-board, seat)", "board/card", None, "zzz"),
    ]


# --- pads.py: consumable sheets ------------------------------------------------------------------------------

def pads(game: Game, *lines: str, kind: str = "pad") -> Game:
    """A Score pad line in the box (line 14), and pads after the token sheets (pads: at line 87, the first pad at 88)."""
    game.edit("game.yaml", TOKENS, TOKENS + "pads:\n" + "".join(f"  - {{{line}}}\n" for line in lines))
    return game.edit("game.yaml", "  - {id: die, name: Weather die,",
                     f"  - {{id: score-pad, name: Score pad, count: 1, kind: {kind}}}\n  - {{id: die, name: Weather die,")


SCORE = "id: score, name: Score sheet, size: 90x120mm"


def sheet(game: Game, anchor: str, message: str, hint: str = "", actual: Any = None, line: int = 88) -> Seen:
    return Seen("PAD001", game.at("game.yaml", line, anchor), message, hint, "pad/score", None, actual)


def test_a_clean_pad_has_no_finding(game: Game) -> None:
    pads(game, f"{SCORE}, per_player: 1, component: score-pad",
         "id: hero, name: Hero sheet, size: 90x120mm, each: Food, copies: 1, texts: {Grain: Bakes.}")
    assert game.findings("PAD") == []


@pytest.mark.parametrize("fields, found", [
    ("per_player: 0", [("per_player:", "pad 'Score sheet': per_player must be at least 1, not 0", "")]),
    ("copies: 0", [("copies:", "pad 'Score sheet': copies must be at least 1, not 0", "")]),
    ("per_player: 2, copies: 10", [("copies:", "pad 'Score sheet' has both per_player and copies",
                                    "per_player prints a game's worth; copies a fixed number")]),
    ("per_player: 0, copies: 0", [
        ("per_player:", "pad 'Score sheet': per_player must be at least 1, not 0", ""),
        ("copies:", "pad 'Score sheet' has both per_player and copies",
         "per_player prints a game's worth; copies a fixed number"),
        ("copies:", "pad 'Score sheet': copies must be at least 1, not 0", "")]),
])
def test_a_pads_print_run_is_per_player_or_copies_of_at_least_one(game: Game, fields: str, found) -> None:
    pads(game, f"{SCORE}, {fields}")
    assert game.findings("PAD") == [sheet(game, anchor, words, hint) for anchor, words, hint in found]


@pytest.mark.parametrize("fields, found", [
    ("each: heroes", [("each:", "pad 'Score sheet': unknown name set 'heroes'", "name a set under names: or a category",
                       "heroes")]),
    ("each: resource", [("each:", "pad 'Score sheet': unknown name set 'resource'", "did you mean 'resources'?",
                         "resource")]),
    ("each: food, texts: {Grain: Bakes.}", []),
    ("each: resources, texts: {Wood: Chops., Grian: Bakes.}", [
        ("Grian:", "pad 'Score sheet': text for 'Grian', which is not one of its designs", "did you mean 'Grain'?",
         "Grian")]),
    ("each: Food, texts: {Wood: Chops.}", [
        ("Wood:", "pad 'Score sheet': text for 'Wood', which is not one of its designs", "designs: Grain", "Wood")]),
    ("each: resources, texts: {Iron: Smelts.}", [
        ("Iron:", "pad 'Score sheet': text for 'Iron', which is not one of its designs", "designs: Grain, Stone, Wood",
         "Iron")]),
    # without each, the pad's one design is its own name
    ("texts: {Score sheet: Add up.}", []),
    ("texts: {score sheet: Add up.}", [
        ("score sheet:", "pad 'Score sheet': text for 'score sheet', which is not one of its designs",
         "did you mean 'Score sheet'?", "score sheet")]),
    # an unknown set has no designs to compare the texts with: one finding, not one a text too
    ("each: heroes, texts: {Wood: Chops.}", [("each:", "pad 'Score sheet': unknown name set 'heroes'",
                                              "name a set under names: or a category", "heroes")]),
])
def test_a_pads_designs_come_from_its_set_and_its_texts_name_them(game: Game, fields: str, found) -> None:
    pads(game, f"{SCORE}, {fields}")
    assert game.findings("PAD") == [sheet(game, anchor, words, hint, actual) for anchor, words, hint, actual in found]


@pytest.mark.parametrize("component, kind, found", [
    ("score-pad", "pad", []),
    ("score-pads", "pad", [("pad 'Score sheet' is 'score-pads', which is not in the inventory",
                            "did you mean 'score-pad'?")]),
    ("lanterns", "pad", [("pad 'Score sheet' is 'lanterns', which is not in the inventory", "")]),
    ("score-pad", "token", [("pad 'Score sheet' is 'score-pad', which the inventory lists as kind token",
                             "set its kind to pad")]),
])
def test_a_pad_is_a_pad_line_of_the_inventory(game: Game, component: str, kind: str, found) -> None:
    pads(game, f"{SCORE}, component: {component}", kind=kind)
    assert game.findings("PAD") == [sheet(game, "component:", words, hint) for words, hint in found]


def test_a_pad_layout_is_looked_up_and_read(game: Game) -> None:
    """The first and fifth pads' layouts are missing; the game's scores, tally and short do not read; pad is pnp's."""
    game.edit("layouts/scores.yaml", "", "elements: 3\n")
    game.edit("layouts/tally.yaml", "", "elements:\n  - rect: {box: [0, 0, 5, 5]}\nfooter: no\n")
    game.edit("layouts/short.yaml", "", "elements:\n  - rect: {box: [0, 0, 5]}\n")   # a problem with no hint
    pads(game, f"{SCORE}, layout: pads", "id: hero, name: Hero sheet, size: 90x120mm, layout: scores",
         "id: tally, name: Tally, size: 90x120mm, layout: tally", "id: plain, name: Plain, size: 90x120mm, layout: pad",
         "id: card, name: Card, size: 90x120mm, layout: zzz", "id: box, name: Box, size: 90x120mm, layout: short")
    root = load_game(game.folder).game.root
    assert game.findings("PAD") == [
        Seen("PAD002", game.at("game.yaml", 88, "layout:"), "pad 'Score sheet': no layout 'pads'",
             "did you mean 'pad'?", "pad/score", None, "pads"),
        Seen("PAD002", game.at("game.yaml", 92, "layout:"), "pad 'Card': no layout 'zzz'",
             f"add {root}/layouts/zzz.yaml (known: pad, scores, short, tally)", "pad/card", None, "zzz"),
        Seen("PAD002", "layouts/scores.yaml:1:1", "layout 'scores' (used by pad 'hero'): a layout needs an "
             "'elements' list", "see docs/cards.md for the layout format", "pad/hero"),
        Seen("PAD002", game.at("layouts/short.yaml", 2, "box:"), "layout 'short' (used by pad 'box'): rect "
             "(element 1).box: [0, 0, 5] is not a box: write [x, y, width, height], e.g. [S, S, W - 2*S, 10]",
             "see docs/cards.md for the layout format", "pad/box"),
        Seen("PAD002", game.at("layouts/tally.yaml", 3, "footer"), "layout 'tally' (used by pad 'tally'): unknown key "
             "'footer' in the layout", "a layout has 'description' and 'elements'", "pad/tally"),
    ]


def test_a_die_whose_line_gives_no_faces_counts_one_token_a_die(game: Game) -> None:
    """No faces in the inventory and no die table: 2 dice are 2 tokens, and the message names no faces."""
    game.edit("game.yaml", PAWNS, PAWNS + "  - {id: d6, name: Plain die, count: 2, kind: die}\n")
    game.edit("game.yaml", TOKENS, TOKENS + "  - {component: d6, shape: square, size: 12, faces: [{front: X, count: 3}]}\n")
    assert game.findings("TOK") == [
        Seen("TOK001", game.at("game.yaml", 87, "faces:"), "the token sheet prints 3 Plain die but the box holds 2",
             COUNT_HINT, "tokens/d6", 2, 3)]


def test_a_setup_key_that_is_both_a_line_and_a_deck_it_does_not_count_is_a_warning(game: Game) -> None:
    """saga-chapters (tests/corpus, first contact): 'envelopes' was the paper envelopes' line and the Envelope
    cards' deck; setup() meant the cards, the print list read the paper ("To gather: Envelopes 0"). A line that
    counts the deck of its own id is one thing and stays silent."""
    game.edit("game.yaml", PAWNS, PAWNS + "  - {id: market, name: Card sleeves, count: 10, kind: other, "
                                          "supply: gather}\n")
    assert game.findings("CMP") == [
        Seen("CMP006", game.at("engine.py", 23, "def setup"), "setup() uses 'market', which is both the inventory "
             "line 'Card sleeves' (line 14) and the deck 'Market' (line 17); it is read as the inventory line",
             "give the deck or the inventory line another id, so that setup() names one thing", "setup/market/two",
             None, "market")]
    # through the CLI, at its exact place and as a warning
    from conftest import assert_fires, run_check

    found = assert_fires(run_check(content=game.folder.parent), "CMP006", game.folder / "engine.py", 23,
                         "def setup", "both the inventory line 'Card sleeves'")
    assert found["severity"] == "warning"


def test_a_line_counting_the_deck_of_its_own_id_is_one_thing(game: Game) -> None:
    game.edit("game.yaml", "  - {id: market-cards, name: Market cards,", "  - {id: market, name: Market cards,")
    assert game.findings("CMP") == []


@pytest.mark.parametrize("piece, written, found", [
    # the inventory's shape and the sheet's cut agree, or the sheet leaves the cut to the piece: nothing
    ("cube", "shape: square, ", None), ("meeple", "", None), ("bead", "shape: round, ", None),
    ("stick", "shape: bar, ", None),
    # a cube or a pawn cut round prints as a disc; a bead cut square as a tile
    ("cube", "shape: round, ", ("round", "square", "cubes", "discs")),
    ("pawn", "shape: round, ", ("round", "square", "pawns", "discs")),
    ("bead", "shape: hex, ", ("hex", "round", "beads", "hexes")),
])
def test_a_sheet_cuts_a_piece_as_the_piece_is(game: Game, piece: str, written: str, found) -> None:
    """Issue 29: Commissioned's cubes and meeples printed as discs. The cut each shape prints as is
    docs/content-format.md's (a cube, house, meeple or pawn square, a stick a bar, a disc or bead round)."""
    game.edit("game.yaml", PAWNS, f"  - {{id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1, "
              f"shape: {piece}}}\n")
    game.edit("game.yaml", TOKENS, f"  - {{component: pawns, {written}size: 16, colours: [red, blue, green, "
              f"yellow]}}\n")
    if found is None:
        assert game.findings("TOK") == []
        return
    cut, want, plural, looks = found
    assert game.findings("TOK") == [
        Seen("TOK006", game.at("game.yaml", 85, f"shape: {cut}"), f"the token sheet cuts Pawns {cut}, but the "
             f"inventory says they are {plural}: they would print as {looks}",
             f"write shape: {want} (or leave shape out: a {piece} prints {want}), or correct the inventory's shape",
             "tokens/pawns/shape", want, cut)]


@pytest.mark.parametrize("piece, cut", [("cube", "square"), ("meeple", "square"), ("pawn", "square"),
                                        ("house", "square"), ("stick", "bar"), ("disc", "round"), ("bead", "round"),
                                        (None, "round")])
def test_a_sheet_that_writes_no_shape_is_cut_as_its_piece(game: Game, piece, cut: str) -> None:
    shape = f", shape: {piece}" if piece else ""
    game.edit("game.yaml", PAWNS, f"  - {{id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1{shape}}}\n")
    game.edit("game.yaml", TOKENS, "  - {component: pawns, size: 16, colours: [red, blue, green, yellow]}\n")
    assert [s.shape for s in load_game(game.folder).game.tokens] == [cut]
