"""Each printed-text rule's finding in full on the document fixture game: place, message, hint, waiver
subject, expected and actual values, and where the data is (related). test_printed_claims holds the
corpus of seeded mistakes and asserts only their places; these hold the rest of each finding, read by
hand from the fixture (game.yaml: the Weather die's 6 faces at line 26, 'storm' on a 1 at line 34, the
example 'Dealing for three' at line 48 checking cards_dealt(players=3) == 2; cards/market.csv: Quarry's
cost 2 in the cell at line 3, column 17)."""
from __future__ import annotations

import shutil
from pathlib import Path

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
SETUP = '2. Deal cards as the table shows: at three players each takes {{ engine.cards_dealt(3) | counted("card") }}.'
RULES = {"TXT001", "TXT002", "TXT003", "TXT004", "TXT006", "TXT007", "ICO003", "ICO004", "DOC001"}


def findings(tmp_path: Path, edits: list[tuple[str, str, str]], strict: bool = False,
             files: dict[str, str] | None = None) -> list[tuple]:
    """The game's printed-text findings after the edits (file, old, new; old '' appends), each as (rule, file,
    line, col, message, hint, subject, expected, actual, related file, line, col); `files` are written whole."""
    files = files or {}
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    for file, old, new in edits:
        path = folder / file
        text = path.read_text(encoding="utf-8")
        assert not old or text.count(old) == 1, old
        path.write_text(text.replace(old, new) if old else text + new, encoding="utf-8")
    for file, content in files.items():
        (folder / file).write_text(content, encoding="utf-8")
    out = []
    for f in check_game(load_game(folder), strict=strict):
        if f.rule in RULES and f.severity != "note":
            related = (f.related.file.split("docgame/")[-1], f.related.line, f.related.col) if f.related else None
            hint = f.hint.replace(str(folder), "<game>")
            out.append((f.rule, f.loc.file.split("docgame/")[-1], f.loc.line, f.loc.col, f.message, hint, f.subject,
                        f.expected, f.actual, related))
    return out


def test_players_rolls_icons_card_text_and_an_example_each_name_their_data(tmp_path: Path) -> None:
    players_hint = "print the range with {{ players }} (or {{ variant(\"id\") }}); a count must lie in the game's range"
    die_hint = 'print the die with {{ die("weather") }}'
    example = "make the example's text agree with its checks"
    assert findings(tmp_path, [
        ("rulebook.md", SETUP, "2. With 5 players, shuffle twice. On a 1 or 2 a storm comes; on a 7 the sun shines. "
                               "Draw :coin: and :cion: now."),
        ("rulebook.md", "for {{ players }} players", "for 2-5 players"),
        ("cards/market.csv", "quarry,Quarry,2,2,Stone,Take one Stone.",
         "quarry,Quarry,2,2,Stone,Costs 3 cost to build. Take :coin: and :stnoe:."),
        ("game.yaml", "With three players each takes two cards.", "With four players each takes three cards."),
    ]) == [
        ("TXT003", "cards/market.csv", 3, 31, "card 'Quarry' says '3' cost, but its column 'cost' is 2",
         "make the text and the column 'cost' of this row agree", "market/quarry/text/3", 2, "3",
         ("cards/market.csv", 3, 17)),
        ("ICO003", "cards/market.csv", 3, 64, "deck 'market', card 'Quarry', column 'text' names icon ':stnoe:', "
                                              "which is neither the game's nor pnp's (nor an alias)",
         "add <game>/icons/stnoe.yaml, or use one of pnp's templates/icons/", "deck/market/quarry/icon/stnoe", None,
         "stnoe", None),
        ("TXT004", "game.yaml", 50, 16, "example 'Dealing for three' is for 'four' players, but its checks are for 3",
         example, "example/three-players/four", [3], "four", ("game.yaml", 48, 5)),
        ("TXT004", "game.yaml", 50, 40, "example 'Dealing for three' says 'three' cards (cards_dealt), but its checks "
                                        "state 2", example, "example/three-players/three", [2], "three",
         ("game.yaml", 48, 5)),
        ("TXT002", "rulebook.md", 4, 63, "'2-5' players: the game is for 2-4 players, variant 'Duel' for 2",
         players_hint, "rulebook.md/overview/players/2-5", "2-4", "2-5", None),
        ("TXT002", "rulebook.md", 20, 9, "'5' players: the game is for 2-4 players, variant 'Duel' for 2",
         players_hint, "rulebook.md/setup/players/5", "2-4", "5", None),
        ("TXT007", "rulebook.md", 20, 40, "'1 or 2' on the Weather die, but 'storm' is rolled on 1", die_hint,
         "roll/weather/storm/1 or 2", "1", "1 or 2", ("game.yaml", 34, 9)),
        ("TXT007", "rulebook.md", 20, 67, "'7' cannot be rolled: the Weather die has 6 faces", die_hint,
         "roll/weather/7", "1-6", "7", ("game.yaml", 26, 5)),
        ("ICO004", "rulebook.md", 20, 90, "rulebook.md prints ':coin:' as written",
         'a document draws an icon with {{ icon("coin") }}', "rulebook.md/icon/coin", None, "coin", None),
        ("ICO004", "rulebook.md", 20, 101, "rulebook.md prints ':cion:' as written, and 'cion' is no icon of the "
                                           "game's or pnp's", "did you mean 'coin'?", "rulebook.md/icon/cion", None,
         "cion", None),
    ]


def test_strict_names_each_typed_number_by_section_and_leaves_bound_and_weak_ones(tmp_path: Path) -> None:
    # '4' and '1 or 2' bind to nothing: TXT006; '3 cards dealt' is bound (DOC001); 'one' is too weak to count
    hint = "print it from the data with a placeholder, or waive it with a reason (docs/checks.md)"
    line = "Build 4 huts and keep one pawn; 3 cards dealt, and on a 1 or 2 nothing happens."
    assert findings(tmp_path, [("rulebook.md", "", f"\n## How a round works\n\n{line}\n")], strict=True) == [
        ("TXT006", "rulebook.md", 50, line.index("4") + 1, "'4' is typed by hand in rulebook.md", hint,
         "rulebook.md/how-a-round-works/number/4", None, "4", None),
        ("DOC001", "rulebook.md", 50, line.index("3") + 1, "'3' is typed by hand next to 'Cards dealt', which row "
         "'Cards dealt' of table 'setup_by_players' (game.yaml:24) covers", "take the number from the data, e.g. "
         '{{ table("setup_by_players") }} or {{ engine.cards_dealt(...) }}', "rulebook.md/cards-dealt/3", None, "3",
         None),
        ("TXT006", "rulebook.md", 50, line.index("1 or 2") + 1, "'1 or 2' is typed by hand in rulebook.md", hint,
         "rulebook.md/how-a-round-works/number/1 or 2", None, "1 or 2", None),
    ]


def test_the_size_of_a_name_set_and_the_sides_of_a_die_are_held_to_the_data(tmp_path: Path) -> None:
    # resources: Wood, Stone, Grain (3, game.yaml line 8); the Weather die has 'faces: 6' (line 28)
    line = ("Roll the eight-sided Weather die. The game has four resources. All three resources are fine. "
            "Take two resources. The box holds a 6-sided die.")
    # no placeholder prints a die's faces in a sentence (die() prints its table): the error says what to write,
    # and the agreeing '6-sided' is no number typed by hand (percent-voyage's first contact)
    names = '{{ names("resources") | length }}'
    assert findings(tmp_path, [("rulebook.md", "", f"\n## Parts\n\n{line}\n")]) == [
        ("TXT001", "rulebook.md", 50, line.index("eight") + 1, "'eight-sided' next to 'Weather die', but die "
         "'Weather die' gives 6", "write 6, or correct die 'Weather die'",
         "rulebook.md/parts/die-weather-die/eight-sided", 6, "eight-sided", ("game.yaml", 28, 5)),
        ("TXT001", "rulebook.md", 50, line.index("four") + 1, "'four' next to 'resources', but name set 'resources' "
         "gives 3", f"print it with {names}", "rulebook.md/parts/name-set-resources/four", 3, "four",
         ("game.yaml", 8, 3)),
        # agreeing, but typed by hand; 'take two resources' is an action, not the set's size
        ("DOC001", "rulebook.md", 50, line.index("three") + 1, "'three' is typed by hand next to 'resources', "
         "which name set 'resources' (game.yaml:8) covers",
         f"take the number from the data, e.g. {names[:-2]}| word }}}}",   # a word typed: the word filter
         "rulebook.md/resources/three", None, "three", None),
    ]


EVENT_DIE = "  - {id: event-die, name: Event die, count: 1, kind: die, faces: 8}\n"


def test_a_die_named_is_held_to_its_faces_and_an_unnamed_die_to_every_die(tmp_path: Path) -> None:
    # a second die (Event die, 8 faces, an inventory line) and, listed first, a deck with no number column
    # no placeholder prints an inventory die's faces (inventory() prints how many dice): its error says what to
    # write, and the agreeing "eight-sided Event die" is no number typed by hand (hex-skirmish's first contact)
    line = ("The Quarry has cost 3. Roll the eight-sided Weather die. Roll the six-sided Event die. "
            "Roll a seven-sided die. Roll a ten-sided die. Then roll the eight-sided Event die again.")
    found = findings(tmp_path, [
        ("game.yaml", "decks:\n", "decks:\n  - {id: tips, name: Tips, fields: {text: text}}\n"),
        ("game.yaml", "  - {id: die, name: Weather die, count: 1, kind: die, faces: 6}\n",
         "  - {id: die, name: Weather die, count: 1, kind: die, faces: 6}\n" + EVENT_DIE),
        ("rulebook.md", "", f"\n## Dice\n\n{line}\n")], files={"cards/tips.csv": "id,name,count,text\ntip,Tip,1,Be kind.\n"})
    assert found == [
        # the Quarry's cost column (cards/market.csv line 3) though a deck without numbers comes first
        ("TXT003", "rulebook.md", 50, line.index("3") + 1, "'3' next to 'cost', but column 'cost' of card 'Quarry' "
         "gives 2", 'print it with {{ card("market", "quarry") }}', "rulebook.md/dice/column-cost-of-card-quarry/3", 2,
         "3", ("cards/market.csv", 3, 1)),
        ("TXT001", "rulebook.md", 50, line.index("eight") + 1, "'eight-sided' next to 'Weather die', but die "
         "'Weather die' gives 6", "write 6, or correct die 'Weather die'", "rulebook.md/dice/die-weather-die/eight-sided", 6,
         "eight-sided", ("game.yaml", 30, 5)),
        ("TXT001", "rulebook.md", 50, line.index("six") + 1, "'six-sided' next to 'Event die', but inventory "
         "'Event die' gives 8", "write 8, or correct inventory 'Event die'",
         "rulebook.md/dice/inventory-event-die/six-sided",
         8, "six-sided", ("game.yaml", 15, EVENT_DIE.index("faces") + 1)),
        # 'a seven-sided die' names no die: 7 lies between the 6 and 8 faces the game's dice have, so nothing;
        # ten fits neither: held to both
        ("TXT001", "rulebook.md", 50, line.index("ten") + 1, "'ten-sided' next to 'Weather die', but die "
         "'Weather die' gives one of 6, 8", "write one of 6, 8, or correct die 'Weather die'",
         "rulebook.md/dice/die-weather-die/ten-sided",
         [6, 8], "ten-sided", ("game.yaml", 30, 5)),
    ]


def test_a_count_said_in_a_part_of_a_sentence_is_for_that_parts_players(tmp_path: Path) -> None:
    # cards_dealt: 3 at 2 players, 1 at 4; the first part agrees, the second is wrong at 4 players only
    line = "With 2 players deal 3 cards dealt each, with 4 players deal 2 cards dealt each."
    found = findings(tmp_path, [("rulebook.md", "", f"\n## Deal\n\n{line}\n")])
    assert [(f[0], f[3], f[4]) for f in found] == [
        ("DOC001", line.index("3 cards") + 1, "'3' is typed by hand next to 'Cards dealt', which row 'Cards dealt' "
                                              "of table 'setup_by_players' (game.yaml:24) covers"),
        ("TXT001", line.index("2 cards") + 1, "'2' next to 'Cards dealt' at 4 players, but row 'Cards dealt' of table "
                                              "'setup_by_players' gives 1"),
    ]


RULES_ADDED = '''


@rule
def hand_limit() -> int:
    return 7


@rule
def market_refill(round: int) -> int:
    return round + 1


@rule
def season_name() -> str:
    return "3"


@rule
def broken_bonus() -> int:
    return 1 // 0


@rule
def loose_bonus():
    return 4.0
'''


def test_engine_rules_are_facts_at_the_arguments_the_game_passes_them(tmp_path: Path) -> None:
    """A rule of no argument gives its value; one of other arguments has no one value outside the arguments a
    text states (the documents print `market_refill(2)`, which gives 3; 'Market refill: 9' may be another
    round's, and stays silent); a rule returning text, or raising, states nothing; an unannotated rule is
    judged by its value."""
    book = ("Hand limit: 5.\n\nRefill: {{ engine.market_refill(2) }}.\n\nMarket refill: 9.\n\nSeason name: 4.\n\n"
            "Broken bonus: 2.\n\nLoose bonus: 6.\n\nHand limit: 7.\n")
    found = findings(tmp_path, [("engine.py", "", RULES_ADDED), ("rulebook.md", "", f"\n## Limits\n\n{book}")])
    engine = (DOCGAME / "engine.py").read_text(encoding="utf-8") + RULES_ADDED

    def defined(rule: str) -> tuple[str, int, int]:   # the rule's first line: its decorator
        return "engine.py", engine[:engine.index(f"def {rule}(")].count("\n"), 1

    assert found == [
        ("TXT001", "rulebook.md", 50, 13, "'5' next to 'hand_limit()', but hand_limit() gives 7",
         "print it with {{ engine.hand_limit() }}", "rulebook.md/limits/handlimit/5", 7, "5", defined("hand_limit")),
        ("TXT001", "rulebook.md", 60, 14, "'6' next to 'loose_bonus()', but loose_bonus() gives 4",
         "print it with {{ engine.loose_bonus() }}", "rulebook.md/limits/loosebonus/6", 4, "6",
         defined("loose_bonus")),
        ("DOC001", "rulebook.md", 62, 13, f"'7' is typed by hand next to 'hand_limit()', which hand_limit() "
         f"(engine.py:{defined('hand_limit')[1]}) covers", "take the number from the data, e.g. "
         "{{ engine.hand_limit() }}", "rulebook.md/handlimit/7", None, "7", None),
    ]


def test_an_examples_counted_nouns_are_held_to_the_checks_its_sentence_speaks_of(tmp_path: Path) -> None:
    # logs_needed(huts) counts logs; the checks: 2 huts need 4 logs, 1 hut needs 2
    text = ("4 logs needed. Up to 9 logs, 3 extra logs. With two huts you take five logs. With one hut you take two "
            "logs. Logs needed 7.")
    example = (f"  - id: two-huts\n    title: Two huts\n    text: {text}\n    checks:\n"
               "      - {rule: logs_needed, args: {huts: 2}, expect: 4}\n"
               "      - {rule: logs_needed, args: {huts: 1}, expect: 2}\nvariants:\n")
    found = findings(tmp_path, [("engine.py", "", "\n\n@rule\ndef logs_needed(huts: int) -> int:\n    return huts * 2\n"),
                                ("game.yaml", "variants:\n", example)])
    engine_line = (DOCGAME / "engine.py").read_text(encoding="utf-8").count("\n") + 3   # the added @rule line
    col = len("    text: ") + 1
    assert found == [
        # 'five logs' in the sentence of two huts: the check with huts=2 says 4 ('two logs' at one hut agrees)
        ("TXT004", "game.yaml", 55, col + text.index("five"), "example 'Two huts' says 'five' logs (logs_needed), "
         "but its checks state 4", "make the example's text agree with its checks", "example/two-huts/five", [4],
         "five", ("game.yaml", 53, 5)),
        # '4 logs needed' names the rule and agrees; 'up to 9' is a limit and '3 extra' a change: neither a
        # value; 'Logs needed 7' binds the rule's whole name as the game's fact
        ("TXT001", "game.yaml", 55, col + text.index("7"), "'7' next to 'logs_needed()', but logs_needed() gives "
         "one of 2, 4", "write one of 2, 4, or correct logs_needed()", "game.yaml/logsneeded/7", [2, 4], "7",
         ("engine.py", engine_line, 1)),
    ]


MARKDOWN = """## Deal 4 cards dealt {#deal}

- First, deal 4 cards dealt.
  Then again 5 cards dealt.

> Quoted: deal 4 cards dealt.

1. Deal `deal 7 cards dealt` and <b title="8 cards dealt">x</b> [9 cards dealt](http://x/9) {{ engine.cards_dealt(3) }} and 6 cards dealt.

| Players | 2 | 3 | 4 |
| --- | --- | --- | --- |
| Cards dealt | 3 | 5 | 1 |

| What | Value |
| --- | --- |
| Cards dealt | 9 |

| Cards dealt | 2 | 3 |
| --- | --- | --- |
| x | y | z |
"""


def test_numbers_in_every_markdown_block_are_read_at_their_place_and_markup_is_not(tmp_path: Path) -> None:
    """A heading, a list item and its second line, a quote, a numbered item with code, HTML, a link and a
    placeholder (only the link's text is printed), a table by player count and a table of values; a header
    row's numbers label columns, they state nothing."""
    found = [(f[0], f[2], f[3], f[4]) for f in
             findings(tmp_path, [("rulebook.md", "", "")], files={"rulebook.md": MARKDOWN})]
    lines = MARKDOWN.splitlines()

    def at(line: int, anchor: str, nth: int = 0) -> tuple[int, int]:
        return line, [i for i in range(len(lines[line - 1])) if lines[line - 1].startswith(anchor, i)][nth] + 1

    wrong = "but row 'Cards dealt' of table 'setup_by_players' gives one of 1, 2, 3"
    typed = "is typed by hand next to 'Cards dealt', which row 'Cards dealt' of table 'setup_by_players' " \
            "(game.yaml:24) covers"
    assert found == [
        ("TXT001", *at(1, "4 cards"), f"'4' next to 'Cards dealt', {wrong}"),
        ("TXT001", *at(3, "4 cards"), f"'4' next to 'Cards dealt', {wrong}"),
        ("TXT001", *at(4, "5 cards"), f"'5' next to 'Cards dealt', {wrong}"),
        ("TXT001", *at(6, "4 cards"), f"'4' next to 'Cards dealt', {wrong}"),
        ("TXT001", *at(8, "9 cards"), f"'9' next to 'Cards dealt', {wrong}"),
        ("TXT001", *at(8, "6 cards"), f"'6' next to 'Cards dealt', {wrong}"),
        # the players table: 3 at 2 players and 1 at 4 agree (typed by hand), 5 at 3 players does not (2)
        ("DOC001", *at(12, "3"), f"'3' {typed}"),
        ("TXT001", *at(12, "5"), "'5' next to 'Cards dealt' at 3 players, but row 'Cards dealt' of table "
                                 "'setup_by_players' gives 2"),
        ("DOC001", *at(12, "1"), f"'1' {typed}"),
        ("TXT001", *at(16, "9"), f"'9' next to 'Cards dealt', {wrong}"),
    ]


GLOSSARY = """  - term: Market
    text: >
      The market deals
      4 cards dealt, then 5 cards dealt.
  - term: Deal
    text: "Say \\"hi\\" and deal 6 cards dealt."
  - term: Again
    text: |
      Deal
        7 cards dealt.
  - term: Plain
    text: Deal some
      8 cards dealt.
  - term: Next
    text:
      Deal 9 cards dealt.
  - term: Slash
    text: "A \\\\ then 6 cards dealt."
  - term: Literal
    text: A \\ then 5 cards dealt.
"""


def test_numbers_in_every_yaml_string_style_are_read_at_their_place(tmp_path: Path) -> None:
    """Folded and literal block scalars, a double-quoted string with escaped quotes or an escaped backslash
    (two characters written, one printed), a plain scalar over two lines or starting on the next line, a
    plain backslash: each number where the file has it (the glossary entries go after line 56)."""
    hut = "  - {term: Hut, text: A small building.}\n"
    found = [(f[0], f[2], f[3], f[8]) for f in findings(tmp_path, [("game.yaml", hut, hut + GLOSSARY)])]
    lines = GLOSSARY.splitlines()

    def at(k: int, anchor: str) -> tuple[int, int]:
        return 56 + k, lines[k - 1].index(anchor) + 1

    assert found == [("TXT001", *at(4, "4 cards"), "4"), ("TXT001", *at(4, "5 cards"), "5"),
                     ("TXT001", *at(6, "6 cards"), "6"), ("TXT001", *at(10, "7 cards"), "7"),
                     ("TXT001", *at(13, "8 cards"), "8"), ("TXT001", *at(16, "9 cards"), "9"),
                     ("TXT001", *at(18, "6 cards"), "6"), ("TXT001", *at(20, "5 cards"), "5")]


def test_a_number_after_doubled_quotes_in_a_single_quoted_string_is_read_at_its_place(tmp_path: Path) -> None:
    """In a single-quoted YAML string '' is one quote printed, two written: a number right after one, inside
    the same word, stands one column further right per doubled quote before it in the word."""
    hut = "  - {term: Hut, text: A small building.}\n"
    entry = "  - term: Quoted\n    text: 'It''s a ''''4 cards dealt'''' deal and ''5 cards dealt''.'\n"
    found = [(f[0], f[2], f[3], f[8]) for f in findings(tmp_path, [("game.yaml", hut, hut + entry)])]
    line = entry.splitlines()[1]
    assert found == [("TXT001", 58, line.index("4 cards") + 1, "4"), ("TXT001", 58, line.index("5 cards") + 1, "5")]


def test_a_partitive_count_of_an_owners_things_counts_those_things(tmp_path: Path) -> None:
    # the fixture's Hut costs 2 Wood; 'three of your Wood' states 3 Wood, 'two of the three Wood' is a share
    paragraphs = ["A Hut costs three of your Wood.", "A Hut costs three of one player's Wood.",
                  "Take two of the three Wood.", "A Hut costs two of your Wood."]
    found = findings(tmp_path, [("rulebook.md", "", "\n## Partitive\n\n" + "\n\n".join(paragraphs) + "\n")])
    wrong = "'three' next to 'Wood', but the cost of 'Hut' gives 2"
    typed = "'two' is typed by hand next to 'Wood', which the cost of 'Hut' (game.yaml:45) covers"
    assert [(f[0], f[2], f[3], f[4]) for f in found] == [
        ("TXT001", 50 + 2 * k, paragraphs[k].index("three") + 1, wrong) for k in range(2)] + [
        ("DOC001", 56, paragraphs[3].index("two") + 1, typed)]


def test_a_whole_sets_size_is_said_with_all_each_of_the_there_are_or_a_having_verb(tmp_path: Path) -> None:
    # resources: 3; 'four' of the whole set is wrong; a share ('take all four', 'you hold four') says nothing
    paragraphs = ["Each of the four resources is scarce.", "There are four resources.",
                  "The game always has four resources.", "Your turn always has four resources.",
                  "The game has four raw resources.", "There are three resources in your supply.",
                  "You hold four resources.", "Take all four resources.", "A tile has four resources.",
                  "The game has four resources cards.", "The game has two Wood resources.",
                  "Each of four resources is scarce."]
    book = "\n\n".join(paragraphs)
    found = findings(tmp_path, [("rulebook.md", "", f"\n## Whole\n\n{book}\n")])
    wrong = ("'four' next to 'resources', but name set 'resources' gives 3", '{{ names("resources") | length }}')
    assert [(f[0], f[2], f[3], f[4], f[5]) for f in found] == [
        ("TXT001", 50 + 2 * k, paragraphs[k].index("four") + 1, wrong[0], f"print it with {wrong[1]}")
        for k in range(5)]


def test_the_die_a_roll_is_on_is_the_one_the_sentence_names(tmp_path: Path) -> None:
    # a second die table, the Event die (8 faces: calm-seas 1-4, gale 5-8), and a third called just 'Die',
    # which no sentence names: its one word is the word every die shares
    event = ("  - id: event\n    name: Event die\n    faces: 8\n    results:\n      - {id: calm-seas, rolls: 1-4, "
             "text: Calm.}\n      - {id: gale, rolls: 5-8, text: A gale.}\n  - id: plain\n    name: Die\n    faces: 4\n"
             "    results:\n      - {id: low, rolls: 1-2, text: Low.}\n      - {id: high, rolls: 3-4, text: High.}\n"
             "costs:\n")
    paragraphs = ["On a 7 the Weather turns.", "On a 7 the Event die brings a gale.", "On a 7 a storm comes.",
                  "Sunny on a 3-6 with the Weather die.", "On a 2 the Event die brings a gale."]
    found = findings(tmp_path, [("game.yaml", "costs:\n", event),
                                ("rulebook.md", "", "\n## Dice\n\n" + "\n\n".join(paragraphs) + "\n")])
    # 'Weather' alone names the Weather die (6 faces); three dice and none named: no die to hold it to
    assert [(f[0], f[2], f[3], f[4]) for f in found] == [
        ("TXT007", 50, 6, "'7' cannot be rolled: the Weather die has 6 faces"),
        ("TXT007", 58, 6, "'2' on the Event die, but 'gale' is rolled on 5-8"),
    ]


def test_an_icon_after_a_known_one_and_a_cost_item_are_found(tmp_path: Path) -> None:
    line = "A Hut costs 3 Wood. Draw :coin: or :stnoe: or :gme:."
    found = findings(tmp_path, [("rulebook.md", "", f"\n## Costs\n\n{line}\n")])
    yaml = (DOCGAME / "game.yaml").read_text(encoding="utf-8").splitlines()
    item = next(n for n, text in enumerate(yaml, 1) if "{amount: 2, of: Wood}" in text)
    unknown = 'documents draw icons with {{ icon("code") }}; write the colons in a code span if they are meant'
    assert [(f[0], f[3], f[4], f[5], f[9]) for f in found] == [
        ("TXT001", line.index("3") + 1, "'3' next to 'Wood', but the cost of 'Hut' gives 2",
         'print it with {{ costs("buildings") }}', ("game.yaml", item, yaml[item - 1].index("amount") + 1)),
        ("ICO004", line.index(":coin:") + 1, "rulebook.md prints ':coin:' as written",
         'a document draws an icon with {{ icon("coin") }}', None),
        ("ICO004", line.index(":stnoe:") + 1, "rulebook.md prints ':stnoe:' as written, and 'stnoe' is no icon of "
         "the game's or pnp's", unknown, None),
        ("ICO004", line.index(":gme:") + 1, "rulebook.md prints ':gme:' as written, and 'gme' is no icon of the "
         "game's or pnp's", unknown, None),
    ]


def test_a_cost_items_and_points_are_held_to_the_cost_the_sentence_names(tmp_path: Path) -> None:
    found = findings(tmp_path, [("game.yaml", "    group: buildings\n", "    group: buildings\n    points: 2\n"),
                                ("rulebook.md", "", "\n## Costs\n\nA Hut costs 2 Wood and scores 5 points.\n")])
    # game.yaml: the Hut's points at line 44 (added), its Wood item at line 46
    assert found == [
        ("DOC001", "rulebook.md", 50, 13, "'2' is typed by hand next to 'Wood', which the cost of 'Hut' (game.yaml:46) "
         "covers", 'take the number from the data, e.g. {{ costs("buildings") }}', "rulebook.md/wood/2", None, "2",
         None),
        ("TXT001", "rulebook.md", 50, 31, "'5' next to 'points', but the points of 'Hut' gives 2",
         'print it with {{ costs("buildings") }}', "rulebook.md/costs/the-points-of-hut/5", 2, "5",
         ("game.yaml", 44, 5)),
    ]


def test_an_ordered_lists_items_are_the_numbers_markdown_prints(tmp_path: Path) -> None:
    """TXT008 reads the number Markdown prints for each item (a list's start, then one up per item, whatever
    is typed), list by list, a list of one item left alone; the printed-step fixture's phases are Gather,
    Build, Trade."""
    folder = tmp_path / "printed-step"
    shutil.copytree(ROOT / "tests" / "fixtures" / "games" / "printed-step", folder)
    (folder / "rulebook.md").write_text(
        "## Turn {#turn}\n\n3. Gather what your spaces give.\n4. Build.\n\nThen:\n\n1. Gather.\n2. Trade.\n\n- a\n"
        "- b\n\n2. Build.\n3. Trade.\n1. Gather\n\nLast, a list of one:\n\n2. Gather.\n", encoding="utf-8")
    found = [(f.loc.line, f.loc.col, f.severity, f.message) for f in check_game(load_game(folder))
             if f.rule == "TXT008"]
    # a list in the steps' order numbered its own way may be a part or a summary (a warning); a step out of order
    # is an error
    assert found == [(3, 4, "warning", "list item 3 is 'Gather', but it is step 1 of 3 in 'phases'"),
                     (4, 4, "warning", "list item 4 is 'Build', but it is step 2 of 3 in 'phases'"),
                     (9, 4, "warning", "list item 2 is 'Trade', but it is step 3 of 3 in 'phases'"),
                     (16, 4, "error", "list item 4 is 'Gather', but it is step 1 of 3 in 'phases'")]


LAYOUT = """elements:
  - text: {box: [S, S, W - 2*S, 9], text: "{{ name }}"}
  - text:
      box: [S, 20, W - 2*S, 9]
      text: "Deal <b>4</b> cards dealt"
  - text: {box: [S, 40, W - 2*S, 9], text: "Or 5 cards dealt"}
"""


def test_a_games_own_layout_text_is_read_at_its_place_tags_blanked(tmp_path: Path) -> None:
    folder = tmp_path / "clean"
    shutil.copytree(ROOT / "tests" / "fixtures" / "games" / "clean", folder)
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("    name: Market\n", "    name: Market\n    layout: market\n"),
                    encoding="utf-8")
    (folder / "layouts").mkdir()
    (folder / "layouts" / "market.yaml").write_text(LAYOUT, encoding="utf-8")
    found = [(f.rule, f.loc.file.split("clean/")[-1], f.loc.line, f.loc.col, f.message)
             for f in check_game(load_game(folder)) if f.severity != "note"]
    lines = LAYOUT.splitlines()
    wrong = "next to 'Cards dealt', but row 'Cards dealt' of table 'setup_by_players' gives one of 1, 2, 3"
    assert found == [("TXT001", "layouts/market.yaml", 5, lines[4].index("4") + 1, f"'4' {wrong}"),
                     ("TXT001", "layouts/market.yaml", 6, lines[5].index("5") + 1, f"'5' {wrong}")]


TABLES = """  - id: by_round
    title: By round
    axis: {name: round, label: Round, values: [1, 2]}
    rows:
      - {label: Market refills, values: [2, 3]}
      - {label: Turns, values: [4, 5]}
      - {label: Level 3 bonus, values: [7, 8]}
      - {label: Cards each round, values: [2, 3]}
  - id: hands
    title: Hands
    axis: {name: players, label: Players, values: ["2-3", 4]}
    rows:
      - {label: Hand size, values: [5, 4]}
dice:
"""


def test_table_rows_and_box_counts_are_facts_where_their_words_are(tmp_path: Path) -> None:
    """A row over another axis holds all its values; a one-word row label there, or a label naming an argument
    ('Level 3'), states nothing; a players column '2-3' stands for each count in it; the box's counts are read
    where the sentence speaks of the box, not in 'take 5 Pawns'; a row counted per round is not a count of
    rounds."""
    paragraphs = ["Market refills: 9.", "Turns: 9.", "Level 3 bonus: 9.", "With 3 players, hand size: 4.",
                  "The box holds 7 Market cards.", "The box contains 5 Pawns.", "Take 5 Pawns.",
                  "Play 5 rounds each dealing cards.", "Deal 5 cards each round."]
    found = findings(tmp_path, [("game.yaml", "dice:\n", TABLES),
                                ("rulebook.md", "", "\n## T\n\n" + "\n\n".join(paragraphs) + "\n")])
    yaml = (DOCGAME / "game.yaml").read_text(encoding="utf-8").splitlines()
    market, pawns = yaml[11], yaml[12]   # the inventory lines (12 and 13) of Market cards and Pawns

    def at(k: int, number: str) -> tuple[int, int]:
        return 50 + 2 * k, paragraphs[k].index(number) + 1

    assert [(f[0], *f[2:5], f[5], f[7], f[9]) for f in found] == [
        ("TXT001", *at(0, "9"), "'9' next to 'Market refills', but row 'Market refills' of table 'by_round' gives "
         "one of 2, 3", 'print it with {{ table("by_round") }}', [2, 3], ("game.yaml", 29, 10)),
        ("TXT001", *at(3, "4"), "'4' next to 'Hand size' at 3 players, but row 'Hand size' of table 'hands' gives 5",
         'print it with {{ table("hands") }}', 5, ("game.yaml", 37, 10)),
        ("TXT001", *at(4, "7"), "'7' next to 'Market cards', but inventory 'Market cards' gives 6",
         'print it with {{ inventory("market-cards") }}', 6, ("game.yaml", 12, market.index("count") + 1)),
        ("TXT001", *at(5, "5"), "'5' next to 'Pawns', but inventory 'Pawns' gives 4",
         'print it with {{ inventory("pawns") }}', 4, ("game.yaml", 13, pawns.index("count") + 1)),
        # 'cards each round' counts cards per round: '5 rounds' counts rounds, not the row; '5 cards' does
        ("TXT001", *at(8, "5"), "'5' next to 'Cards each round', but row 'Cards each round' of table 'by_round' "
         "gives one of 2, 3", 'print it with {{ table("by_round") }}', [2, 3], ("game.yaml", 32, 10)),
    ]


def test_a_component_note_speaks_of_the_box(tmp_path: Path) -> None:
    pawns = "{id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1, supply: gather}"
    note = "'5 Pawns, one per player.'"   # no word of the box in it: a component's note is about the box
    found = findings(tmp_path, [("game.yaml", pawns, pawns[:-1] + f", note: {note}}}")])
    line = (DOCGAME / "game.yaml").read_text(encoding="utf-8").splitlines()[12]
    assert [(f[0], f[2], f[3], f[4]) for f in found] == [
        ("TXT001", 13, len(line) + len(", note: '"), "'5' next to 'Pawns', but inventory 'Pawns' gives 4")]


def test_an_examples_rule_names_what_it_counts(tmp_path: Path) -> None:
    """A rule's first plural word is what it counts ('bonus' is no plural: bonus_logs counts logs); a cost
    rule counts what the game pays in when every cost is paid in one thing (here Wood alone); a noun an
    argument names alone takes no change word ('two spare logs' is not the logs given)."""
    engine = ("\n\n@rule\ndef bonus_logs(huts: int) -> int:\n    return huts\n\n\n@rule\ndef hut_cost() -> int:\n"
              "    return 2\n\n\n@rule\ndef huts_built(logs: int) -> int:\n    return logs // 2\n")
    text = "Two huts give five logs. A hut costs four wood."
    built = "With 4 logs you build two huts, and two spare logs remain."
    example = (f"  - id: logs\n    title: Logs\n    text: {text}\n    checks:\n"
               "      - {rule: bonus_logs, args: {huts: 2}, expect: 2}\n      - {rule: hut_cost, expect: 2}\n"
               f"  - id: built\n    title: Built\n    text: {built}\n    checks:\n"
               "      - {rule: huts_built, args: {logs: 4}, expect: 2}\nvariants:\n")
    found = findings(tmp_path, [("engine.py", "", engine), ("game.yaml", "variants:\n", example),
                                ("game.yaml", "      - {amount: 1, of: food}\n", "")])
    col = len("    text: ") + 1
    assert [(f[0], f[2], f[3], f[4]) for f in found if f[0] == "TXT004"] == [
        ("TXT004", 54, col + text.index("five"), "example 'Logs' says 'five' logs (bonus_logs), but its checks state 2"),
        ("TXT004", 54, col + text.index("four"), "example 'Logs' says 'four' wood (hut_cost), but its checks state 2"),
    ]


def test_a_quickref_is_read_when_the_game_has_no_rulebook(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").unlink()
    (folder / "quickref.md").write_text("## Deal {#deal}\n\nDeal 5 cards dealt.\n", encoding="utf-8")
    found = [(f.rule, f.loc.file.rsplit("/", 1)[-1], f.loc.line, f.loc.col) for f in check_game(load_game(folder))
             if f.rule == "TXT001"]
    assert found == [("TXT001", "quickref.md", 3, 6)]


def test_numbers_that_name_measure_or_add_are_no_claims_and_spans_agree_by_overlap(tmp_path: Path) -> None:
    """'page 3', 'step 4' name a thing, '4 minutes' measures, '4 more' adds, a list's last number and a number
    of 1,000 or more count nothing the data holds; a span agrees when it takes in a value and reaches past
    none of the data's ends on both sides (the row gives 1, 2, 3)."""
    paragraphs = ["Deal 4 cards dealt, as on page 3.", "Deal 4 more cards dealt.", "Wait 4 minutes; then 5 cards dealt.",
                  "Deal 2, 3 and 4 cards dealt.", "Deal 1000 cards dealt.", "Deal 1-3 cards dealt.",
                  "Deal 2-5 cards dealt.", "Deal 4-6 cards dealt.", "Cards dealt: 9.", "Step 4 cards dealt."]
    found = findings(tmp_path, [("rulebook.md", "", "\n## S\n\n" + "\n\n".join(paragraphs) + "\n")])
    row = "row 'Cards dealt' of table 'setup_by_players'"

    def wrong(k: int, typed: str) -> tuple:
        return ("TXT001", 50 + 2 * k, paragraphs[k].index(typed) + 1,
                f"'{typed}' next to 'Cards dealt', but {row} gives one of 1, 2, 3")

    def agreed(k: int, typed: str) -> tuple:
        return ("DOC001", 50 + 2 * k, paragraphs[k].index(typed) + 1,
                f"'{typed}' is typed by hand next to 'Cards dealt', which {row} (game.yaml:24) covers")

    assert [(f[0], f[2], f[3], f[4]) for f in found] == [
        wrong(0, "4"), wrong(2, "5"), agreed(5, "1-3"), agreed(6, "2-5"), wrong(7, "4-6"), wrong(8, "9")]


def test_a_number_binds_to_a_term_said_around_it_in_the_shapes_prose_uses(tmp_path: Path) -> None:
    """Verb first with the term before ('deal each player four'), the term after at once, 'Term: N', the term
    just before a digit; not an amount a verb of doing moves ('take 10 ... from the bank'), nor a number
    split from its term ('Cards 8 dealt') or said of it at a distance ('The cards dealt are 7')."""
    paragraphs = ["Shuffle the cards dealt and deal each player four.", "Shuffle the cards dealt and deal each player two.",
                  "Take 10 cards dealt from the bank.", "Deal 5 Cards dealt to each.", "Cards 8 dealt.",
                  "Dealt cards: 6.", "Deal cards dealt 5.", "The cards dealt are 7."]
    found = findings(tmp_path, [("rulebook.md", "", "\n## S\n\n" + "\n\n".join(paragraphs) + "\n")])
    wrong = "next to 'Cards dealt', but row 'Cards dealt' of table 'setup_by_players' gives one of 1, 2, 3"
    typed = ("is typed by hand next to 'Cards dealt', which row 'Cards dealt' of table 'setup_by_players' "
             "(game.yaml:24) covers")
    assert [(f[0], f[2], f[3], f[4]) for f in found] == [
        ("TXT001", 50, paragraphs[0].index("four") + 1, f"'four' {wrong}"),
        ("DOC001", 52, paragraphs[1].index("two") + 1, f"'two' {typed}"),
        ("TXT001", 56, paragraphs[3].index("5") + 1, f"'5' {wrong}"),
        ("TXT001", 60, paragraphs[5].index("6") + 1, f"'6' {wrong}"),
        ("TXT001", 62, paragraphs[6].index("5") + 1, f"'5' {wrong}"),
    ]


def test_a_die_word_opening_the_passage_and_lists_joined_by_commas(tmp_path: Path) -> None:
    # a die's faces bind only in a clause that speaks of faces or sides, here its first word; a list joined
    # by commas alone ('2, 3, 4 cards dealt') counts nothing
    paragraphs = ["Faces on the Weather die: 8.", "Deal 2, 3, 4 cards dealt."]
    found = findings(tmp_path, [("rulebook.md", "", "\n## S\n\n" + "\n\n".join(paragraphs) + "\n")])
    assert [(f[0], f[2], f[3], f[4], f[9]) for f in found] == [
        ("TXT001", 50, paragraphs[0].index("8") + 1, "'8' next to 'Weather die', but die 'Weather die' gives 6",
         ("game.yaml", 28, 5))]


def test_rival_facts_silence_a_number_between_them_and_a_defaulted_argument_is_not_required(tmp_path: Path) -> None:
    """'Market cards' is both a row over rounds (2, 3) and the box's count (6): a number within 2-6 may mean
    either and says nothing; 9 fits neither, and the box is spoken of, so the box's count is named. A rule
    whose only argument without a default is `players` varies by player count."""
    rows = ("  - id: by_round\n    title: By round\n    axis: {name: round, label: Round, values: [1, 2]}\n    rows:\n"
            "      - {label: Market cards, values: [2, 3]}\ndice:\n")
    rule = "\n\n@rule\ndef hand_size(players: int, bonus: int = 0) -> int:\n    return 7 - players + bonus\n"
    paragraphs = ["The box holds 9 Market cards.", "The box holds 2 Market cards.", "At 4 players, hand size 5."]
    found = findings(tmp_path, [("game.yaml", "dice:\n", rows), ("engine.py", "", rule),
                                ("rulebook.md", "", "\n## S\n\n" + "\n\n".join(paragraphs) + "\n")])
    assert [(f[0], f[2], f[3], f[4], f[5]) for f in found] == [
        ("TXT001", 50, paragraphs[0].index("9") + 1, "'9' next to 'Market cards', but inventory 'Market cards' gives 6",
         'print it with {{ inventory("market-cards") }}'),
        ("TXT001", 54, paragraphs[2].index("5") + 1, "'5' next to 'hand_size()' at 4 players, but hand_size() gives 3",
         "print it with {{ engine.hand_size(4) }}"),   # a document's `players` is the range's text: the count
    ]


def test_a_reroll_text_and_a_decks_size_named_in_the_box(tmp_path: Path) -> None:
    # the Weather die's flood re-roll text (game.yaml line 39); the box's Market cards renamed, so '7 Market
    # cards' is the deck Market's size (6 cards, its name at line 17)
    flood = "{id: flood, rolls: 4-6, text: A flood; 7 cards dealt.}"
    found = findings(tmp_path, [("game.yaml", "{id: flood, rolls: 4-6, text: A flood.}", flood),
                                ("game.yaml", "name: Market cards, count: 6", "name: Trade goods, count: 6"),
                                ("rulebook.md", "", "\n## Box\n\nThe box holds 7 Market cards.\n")])
    line = (DOCGAME / "game.yaml").read_text(encoding="utf-8").splitlines()[38]
    assert [(f[0], f[1], f[2], f[3], f[4], f[9]) for f in found] == [
        ("TXT001", "game.yaml", 39, line.index("{id: flood") + flood.index("7") + 1,
         "'7' next to 'Cards dealt', but row 'Cards dealt' of table 'setup_by_players' gives one of 1, 2, 3",
         ("game.yaml", 24, 10)),
        ("TXT001", "rulebook.md", 50, len("The box holds ") + 1, "'7' next to 'Market', but deck 'Market' gives 6",
         ("game.yaml", 17, 5)),
    ]


def test_of_two_terms_around_a_number_the_one_it_opens_then_the_closer_one_binds(tmp_path: Path) -> None:
    """Two rows both fit '9' with all their words: the term whose first word follows the number wins over one
    said around it ('harbour ... cards' against 'gold coins'), and between two that both follow it, the one
    whose words are nearer ('cards kept' against 'cards ... dealt'). 9 is in no row, so each is a finding."""
    rows = ("  - id: by_round\n    title: By round\n    axis: {name: round, label: Round, values: [1, 2]}\n    rows:\n"
            "      - {label: Harbour cards, values: [4, 5]}\n      - {label: Gold coins, values: [7, 8]}\n"
            "      - {label: Cards kept, values: [5, 6]}\ndice:\n")
    paragraphs = ["At the harbour 9 gold coins and many cards.", "Hold 9 cards kept and dealt."]
    found = findings(tmp_path, [("game.yaml", "dice:\n", rows),
                                ("rulebook.md", "", "\n## S\n\n" + "\n\n".join(paragraphs) + "\n")])
    assert [(f[0], f[1], f[2], f[3], f[4]) for f in found] == [
        ("TXT001", "rulebook.md", 50, len("At the harbour ") + 1,
         "'9' next to 'Gold coins', but row 'Gold coins' of table 'by_round' gives one of 7, 8"),
        ("TXT001", "rulebook.md", 52, len("Hold ") + 1,
         "'9' next to 'Cards kept', but row 'Cards kept' of table 'by_round' gives one of 5, 6"),
    ]


def test_an_amount_for_every_thing_is_a_rate_not_the_cards_total(tmp_path: Path) -> None:
    # Quarry costs 2 and Woodcutter 1 (cards/market.csv); '3 cost for every Stone' is a rate, which no rate
    # column of the deck states, so only Woodcutter's plain '3 cost' is held to its column (row 2, column 32)
    found = findings(tmp_path, [
        ("cards/market.csv", "quarry,Quarry,2,2,Stone,Take one Stone.", "quarry,Quarry,2,2,Stone,Costs 3 cost for every Stone."),
        ("cards/market.csv", "woodcutter,Woodcutter,2,1,Wood,Take one Wood.",
         "woodcutter,Woodcutter,2,1,Wood,Costs 3 cost to build.")])
    assert [(f[0], f[1], f[2], f[3], f[4]) for f in found] == [
        ("TXT003", "cards/market.csv", 2, len("woodcutter,Woodcutter,2,1,Wood,Costs ") + 1,
         "card 'Woodcutter' says '3' cost, but its column 'cost' is 1")]


def test_an_examples_list_joined_by_and_is_skipped_and_one_joined_by_commas_is_not(tmp_path: Path) -> None:
    # the example 'Dealing for three' (game.yaml line 50) checks 2 cards: in its story '1 and 3 cards' is a
    # list whose term counts both numbers, so neither is held to the checks; '1, 3 cards' is not a list joined
    # by words, and its 3 is
    line = (DOCGAME / "game.yaml").read_text(encoding="utf-8").splitlines()[49]
    start = line.index("With three")
    for typed, expected in (("1 and 3", []), ("1, 3", [
            ("TXT004", "game.yaml", 50, start + len("With three players each takes 1, ") + 1,
             "example 'Dealing for three' says '3' cards (cards_dealt), but its checks state 2")])):
        found = findings(tmp_path / typed.replace(" ", "_").replace(",", ""), [
            ("game.yaml", "With three players each takes two cards.", f"With three players each takes {typed} cards.")])
        assert [(f[0], f[1], f[2], f[3], f[4]) for f in found] == expected, typed


def test_a_terms_word_after_an_ordinal_names_one_thing_and_counts_none(tmp_path: Path) -> None:
    """places_paid() gives 2 at three players. 'Ben second place and 3': 'second place' names one place (the 3
    is coins, left unsaid), so the 3 says nothing of how many places are paid; '3 places are paid' does."""
    rule = "\n\n@rule\ndef places_paid(players: int) -> int:\n    return 2 if players < 4 else 3\n"
    paragraphs = ["With three players, places are paid in order: Ana takes first place and 6 coins, Ben second "
                  "place and 3.",
                  "With three players, 3 places are paid, in order: Ana takes first place, Ben second place."]
    found = findings(tmp_path, [("engine.py", "", rule),
                                ("rulebook.md", "", "\n## Places\n\n" + "\n\n".join(paragraphs) + "\n")])
    assert [(f[0], f[1], f[2], f[3], f[4]) for f in found] == [
        ("TXT001", "rulebook.md", 52, len("With three players, ") + 1,
         "'3' next to 'places_paid()' at 3 players, but places_paid() gives 2")]


def test_a_list_naming_one_step_twice_is_no_list_of_the_steps(tmp_path: Path) -> None:
    """"1. Trade the goods ... 3. Trade the rest" tells the parts of one step (castle-court's scoring); a list
    of the steps out of order is still an error. The printed-step fixture's phases are Gather, Build, Trade."""
    folder = tmp_path / "printed-step"
    shutil.copytree(ROOT / "tests" / "fixtures" / "games" / "printed-step", folder)
    (folder / "rulebook.md").write_text(
        "## Trading {#trading}\n\n1. Trade the goods of your spaces.\n2. Give back what is left.\n"
        "3. Trade the rest with the bank.\n\n## Turn {#turn}\n\n1. Build.\n2. Gather.\n", encoding="utf-8")
    found = [(f.loc.line, f.severity) for f in check_game(load_game(folder)) if f.rule == "TXT008"]
    assert found == [(9, "error"), (10, "error")]


def test_shows_is_a_roll_only_where_the_sentence_speaks_of_a_die(tmp_path: Path) -> None:
    # "after a storm, draw the Quarry, which shows 2 stone" is a card's picture; "the die shows 2 when the sun
    # comes" and "if the Weather shows 2, the sun comes out" are rolls the table contradicts (sun is 3-6)
    paragraphs = ["After a storm, draw the Quarry, which shows 2 stone.", "The die shows 2 when the sun comes.",
                  "If the Weather shows 2, the sun comes out."]
    found = findings(tmp_path, [("rulebook.md", "", "\n## Dice\n\n" + "\n\n".join(paragraphs) + "\n")])
    assert [(f[0], f[2], f[3], f[4]) for f in found if f[0] == "TXT007"] == [
        ("TXT007", 52, 15, "'2' on the Weather die, but 'sun' is rolled on 3-6"),
        ("TXT007", 54, 22, "'2' on the Weather die, but 'sun' is rolled on 3-6"),
    ]


def test_a_count_after_a_face_with_a_comma_is_what_the_roll_means(tmp_path: Path) -> None:
    # "the die shows a 2, one rain cloud": one counts clouds, the face is 2 (rain); a 1 there is wrong for rain
    paragraphs = ["When the die shows a 2, one rain cloud comes.", "When the die shows a 1, one rain cloud comes."]
    found = findings(tmp_path, [("rulebook.md", "", "\n## Dice\n\n" + "\n\n".join(paragraphs) + "\n")])
    assert [(f[0], f[2], f[4]) for f in found if f[0] == "TXT007"] == [
        ("TXT007", 52, "'1' on the Weather die, but 'rain' is rolled on 2")]


def test_a_verb_of_doing_in_the_sentence_before_makes_no_share_of_a_whole(tmp_path: Path) -> None:
    # iron-pact: "...which makes the early years a land grab. With all seven powers in play" is the whole set,
    # typed by hand (DOC001), not a share 'grab' takes
    line = "It is a land grab. With all four resources in play it is crowded."
    found = findings(tmp_path, [("rulebook.md", "", f"\n## Parts\n\n{line}\n")])
    assert [(f[0], f[3], f[4]) for f in found] == [
        ("TXT001", line.index("four") + 1, "'four' next to 'resources', but name set 'resources' gives 3")]


def test_the_only_die_table_is_not_every_die_the_box_holds(tmp_path: Path) -> None:
    # year-almanac: growth dice turned by hand (an inventory line, no table) beside a rival die with a table: "the
    # die shows 7" may be a growth die's; with no other die in the box the table's die is the one meant
    line = "On a 7 a storm comes."
    alone = findings(tmp_path / "alone", [("rulebook.md", "", f"\n## Dice\n\n{line}\n")])
    assert [(f[0], f[4]) for f in alone] == [("TXT007", "'7' cannot be rolled: the Weather die has 6 faces")]
    other = "  - {id: growth-dice, name: Growth dice, count: 8, kind: die, faces: 8}\n"
    more = findings(tmp_path / "more", [("game.yaml", "  - {id: die, name: Weather die, count: 1, kind: die, "
                                                      "faces: 6}\n", "  - {id: die, name: Weather die, count: 1, "
                                                                     "kind: die, faces: 6}\n" + other),
                                        ("rulebook.md", "", f"\n## Dice\n\n{line}\n")])
    assert [f for f in more if f[0] == "TXT007"] == []


def test_a_word_between_the_number_and_a_sets_noun_must_name_the_set(tmp_path: Path) -> None:
    # ticket-lines: a set `colours` of six card colours, and "45 in each of the five player colours" of the trains;
    # a word of the set's own key between still names it ('food resources' has no such word, 'all four resources'
    # names the set itself)
    line = "There are two player resources and all four resources in play."   # 'player': whose, other things
    found = findings(tmp_path, [("rulebook.md", "", f"\n## Parts\n\n{line}\n")])
    assert [(f[0], f[3], f[4]) for f in found] == [
        ("TXT001", line.index("four") + 1, "'four' next to 'resources', but name set 'resources' gives 3")]


def test_a_result_named_beside_a_rolled_number_is_another_dies_face(tmp_path: Path) -> None:
    # little-farmers: "Leo rolls a 3 and a Sun on the two Farm dice": one die shows 3, the other the Sun; the 3 is
    # not said to bring the Sun. A 1 said to bring rain is still held to the rain's face
    paragraphs = ["With two Weather dice Leo rolls a 4 and a storm.", "On a 1 the Weather die brings rain."]
    found = findings(tmp_path, [("rulebook.md", "", "\n## Dice\n\n" + "\n\n".join(paragraphs) + "\n")])
    assert [(f[0], f[3], f[4]) for f in found if f[0] == "TXT007"] == [
        ("TXT007", 6, "'1' on the Weather die, but 'rain' is rolled on 2")]


def test_a_result_named_with_a_word_of_rolling_is_not_named_by_that_word(tmp_path: Path) -> None:
    # dungeon-d20 called its faces 2-19 `roll`: "The die shows 20 before any modifier: the roll always succeeds"
    # named no result; a result's own word still does ("On a 1 the Weather die brings sun")
    paragraphs = ["On a 1 of the Weather die the roll fails.", "On a 1 the Weather die brings sun."]
    found = findings(tmp_path, [("game.yaml", "- {id: rain, rolls: 2, text: Rain.}", "- {id: roll, rolls: 2, text: Rain.}"),
                                ("rulebook.md", "", "\n## Dice\n\n" + "\n\n".join(paragraphs) + "\n")])
    assert [(f[0], f[4]) for f in found if f[0] == "TXT007"] == [
        ("TXT007", "'1' on the Weather die, but 'sun' is rolled on 3-6")]


def test_a_die_named_by_a_word_no_die_has_is_another_die(tmp_path: Path) -> None:
    # level-thresholds: "When your attack die shows a 6, deal one extra hit" beside its one table, the Monster die
    # (a result 'last-hit' on 1-3), read off the plain dice the heroes attack with: the attack roll is no table's.
    # 'the same die', 'a six-sided die' name no die of their own, so the table's die is still the one meant
    paragraphs = ["When your attack die shows a 1, the sun comes.", "When the same die shows a 1, the sun comes.",
                  "If a six-sided die shows 1, the sun comes."]
    found = findings(tmp_path, [("rulebook.md", "", "\n## Dice\n\n" + "\n\n".join(paragraphs) + "\n")])
    assert [(f[0], f[2], f[4]) for f in found if f[0] == "TXT007"] == [
        ("TXT007", 52, "'1' on the Weather die, but 'sun' is rolled on 3-6"),
        ("TXT007", 54, "'1' on the Weather die, but 'sun' is rolled on 3-6")]
