"""What a printed number is bound to (check/claims.py, prose.py, rolls.py, misspelled.py), on sentences a
designer writes about their own game: for each class, a correct sentence the checker once misread stays
silent, and a wrong sentence of the same shape is still reported at its exact line and column.

The document fixture game (tests/fixtures/docs/docgame): 2-4 players; table setup_by_players, row 'Cards
dealt' 3, 2, 1 at 2, 3, 4 players; the Weather die, 'rain' on a 2; resources Wood, Stone, Grain; market cards
Woodcutter and Quarry. Each test adds what it needs to a copy and says so.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
FIELDS = "fields: {cost: int, resource: \"ref:resources\", text: text}"


def game(tmp_path: Path, paragraphs: list[str], yaml: tuple[tuple[str, str], ...] = (),
         cards: str | None = None) -> Path:
    """A copy of the fixture whose rulebook is the paragraphs (the first on line 3, one every two lines)."""
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text("## Rules {#rules}\n\n" + "\n\n".join(paragraphs) + "\n", encoding="utf-8")
    path = folder / "game.yaml"
    text = path.read_text(encoding="utf-8")
    for old, new in yaml:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    if cards is not None:
        (folder / "cards" / "market.csv").write_text(cards, encoding="utf-8")
    return folder


def found(folder: Path, *rules: str) -> list[tuple[str, str, int, int, str]]:
    return [(f.rule, f.loc.file.rsplit("/", 1)[-1], f.loc.line, f.loc.col, f.message)
            for f in check_game(load_game(folder)) if f.rule in rules and f.severity != "note"]


def at(paragraphs: list[str], k: int, typed: str) -> tuple[str, int, int]:
    """rulebook.md, and the line and column of `typed` in paragraph k."""
    assert paragraphs[k].count(typed) == 1, typed
    return "rulebook.md", 3 + 2 * k, paragraphs[k].index(typed) + 1


def test_a_count_of_dice_thrown_is_no_face_of_the_die(tmp_path: Path) -> None:
    """'roll three dice' counts dice and 'show 2 suns' faces; 'on a 1' in the same sentence is still a face, of
    the result it names, and so is a roll the die cannot show."""
    text = ["Throw them all: roll three dice, and on a 1 it rains.", "Roll one Weather die; on a 2 it rains.",
            "Roll two more dice when the sky darkens.", "When the dice show 2 suns, the harbour opens.",
            "Whoever rolls 9 first wins."]
    assert found(game(tmp_path, text), "TXT007") == [
        ("TXT007", *at(text, 0, "1 it"), "'1' on the Weather die, but 'rain' is rolled on 2"),
        ("TXT007", *at(text, 4, "9"), "'9' cannot be rolled: the Weather die has 6 faces")]


def test_the_games_own_title_is_a_name_and_a_slip_beside_it_is_not(tmp_path: Path) -> None:
    """Retitled 'The Grain Store': 'Store' is one letter from the resource 'Stone', but it is the game's name."""
    text = ["The Grain Store opens at dawn.", "Take a Stoen from the Grain Store."]
    folder = game(tmp_path, text, (("title: Harbour & Hill", "title: The Grain Store"),))
    assert found(folder, "TXT005") == [("TXT005", *at(text, 1, "Stoen"), "'Stoen' is not a name of this game")]


def test_n_or_m_players_is_a_condition_each_count_held_to_the_range(tmp_path: Path) -> None:
    text = ["Lay out a second market unless you have 2 or 3 players.",
            "Lay out a second market unless you have 3 or 5 players."]
    assert found(game(tmp_path, text), "TXT002", "DOC001") == [
        ("TXT002", *at(text, 1, "3 or 5"), "'3 or 5' players: the game is for 2-4 players, variant 'Duel' for 2")]


def test_fewer_players_than_the_least_are_some_players_unless_said_of_the_game(tmp_path: Path) -> None:
    """In a 2-4 game, "once 1 player is left" counts some of the players; "play it with 1 player" counts the
    game's, and so is wrong; more than the most is wrong either way."""
    text = ["Once 1 player is left in the round, it ends.", "Play it with 1 player.",
            "If 5 players are tied, they share the win."]
    duel = "the game is for 2-4 players, variant 'Duel' for 2"
    assert found(game(tmp_path, text), "TXT002") == [("TXT002", *at(text, 1, "1"), f"'1' players: {duel}"),
                                                     ("TXT002", *at(text, 2, "5"), f"'5' players: {duel}")]


END_ROW = ("      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n",
           "      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n"
           "      - {label: Cards that end the game, values: [6, 5, 4]}\n")


def test_a_number_binds_to_the_row_said_in_its_own_part_not_one_past_a_comma(tmp_path: Path) -> None:
    """With a row 'Cards that end the game' (5 at 3 players) beside 'Cards dealt' (2): "dealt 2 cards, and the
    game ends" states Cards dealt, which it agrees with (typed by hand), not the row whose words follow the
    comma; the same sentence with a wrong count is held to Cards dealt."""
    text = ["At 3 players you are dealt 2 cards, and the game ends once the market is bare.",
            "At 3 players you are dealt 2 cards and the game ends once the market is bare.",
            "At 3 players you are dealt 4 cards, and the game ends once the market is bare.",
            "At 3 players you are dealt 4 cards but the game ends once the market is bare."]
    row = "row 'Cards dealt' of table 'setup_by_players'"
    typed = f"'2' is typed by hand next to 'Cards dealt', which {row} (game.yaml:24) covers"
    assert found(game(tmp_path, text, (END_ROW,)), "TXT001", "DOC001") == [
        ("DOC001", *at(text, 0, "2 cards"), typed), ("DOC001", *at(text, 1, "2 cards"), typed),
        ("TXT001", *at(text, 2, "4 cards"), f"'4' next to 'Cards dealt' at 3 players, but {row} gives 2"),
        ("TXT001", *at(text, 3, "4 cards"), f"'4' next to 'Cards dealt' at 3 players, but {row} gives 2")]


def test_a_count_ending_its_part_counts_its_own_noun(tmp_path: Path) -> None:
    """With a name set of four phases and a row 'Rounds played' (6, 5, 3): "holds four phases, played ..."
    counts phases, whatever 'round ... played' around it says; five phases is wrong about the set."""
    text = ["Every round holds four phases, played one after another.",
            "Every round holds five phases, played one after another.",
            "Every round holds four phases and is played in turn."]
    folder = game(tmp_path, text, (("  resources: [Wood, Stone, Grain]\n",
                                    "  resources: [Wood, Stone, Grain]\n  phases: [Draw, Trade, Build, Score]\n"),
                                   (END_ROW[0], END_ROW[0] + "      - {label: Rounds played, values: [6, 5, 3]}\n")))
    assert [(r, f, ln, c, m.split(",")[0]) for r, f, ln, c, m in found(folder, "TXT001", "DOC001")] == [
        ("DOC001", *at(text, 0, "four"), "'four' is typed by hand next to 'phases'"),
        ("TXT001", *at(text, 1, "five"), "'five' next to 'phases'"),
        ("DOC001", *at(text, 2, "four"), "'four' is typed by hand next to 'phases'")]


def test_a_count_of_what_a_term_is_counted_in_is_no_claim_about_it(tmp_path: Path) -> None:
    """With a row 'Turns in a round' (5, 4, 3): "six rounds" counts rounds, the thing a round's turns are counted
    in; "9 turns" in a round is wrong about the row."""
    text = ["Turns are played over six rounds.", "A round lasts 9 turns."]
    turns = "      - {label: Turns in a round, values: [5, 4, 3]}\n"
    folder = game(tmp_path, text, ((END_ROW[0], END_ROW[0] + turns),))
    assert found(folder, "TXT001", "DOC001") == [
        ("TXT001", *at(text, 1, "9"), "'9' next to 'Turns in a round', but row 'Turns in a round' of table "
                                      "'setup_by_players' gives one of 3, 4, 5")]


WALLS = (FIELDS, FIELDS.replace("text: text}", "text: text, walls: int?}"))


def test_a_change_to_a_cards_amount_is_not_its_column(tmp_path: Path) -> None:
    """A `walls` column (Quarry 4, Woodcutter 3): what a card mends or comes back with is a change to its
    walls, not the walls it has; the walls it has, said wrong, are still its column."""
    cards = ("id,name,count,cost,resource,text,walls\n"
             "woodcutter,Woodcutter,2,1,Wood,Has 2 walls. Repairs 1 wall a round.,3\n"
             "quarry,Quarry,2,2,Stone,\"Repairs 2 walls each round; once razed, it stands again with 1 wall.\",4\n"
             "mill,Mill,2,1,Grain,Take one Grain.,\n")
    row = cards.splitlines()[1]
    assert found(game(tmp_path, [], (WALLS,), cards), "TXT003") == [
        ("TXT003", "market.csv", 2, row.index("2 walls") + 1, "card 'Woodcutter' says '2' walls, but its column "
                                                              "'walls' is 3")]


def test_a_number_said_of_another_card_or_of_a_players_things_is_no_claim_about_the_row(tmp_path: Path) -> None:
    """Woodcutter (cost 1, walls 3), Quarry (cost 2, walls 4), Mill (cost 1, walls 1): a number qualifying another
    card ("a card with 2 walls", "each Market card costing 3 or less") or a player's holdings ("if you have 2
    walls") may be another thing's; the card's own walls, said wrong, are still reported."""
    cards = ("id,name,count,cost,resource,text,walls\n"
             "woodcutter,Woodcutter,2,1,Wood,Destroy a card with 2 walls. Has 5 walls.,3\n"
             "quarry,Quarry,2,2,Stone,Take 1 Wood for each Market card costing 3 or less.,4\n"
             "mill,Mill,2,1,Grain,\"If you have 2 walls, take one Grain.\",1\n")
    row = cards.splitlines()[1]
    assert found(game(tmp_path, [], (WALLS,), cards), "TXT003") == [
        ("TXT003", "market.csv", 2, row.index("5 walls") + 1, "card 'Woodcutter' says '5' walls, but its column "
                                                              "'walls' is 3")]


KINDS = (FIELDS, FIELDS.replace("text: text}", "text: text, walls: int?, kind: str}"))


def test_a_number_said_of_cards_called_by_their_kind_is_no_claim_about_the_row(tmp_path: Path) -> None:
    """Woodcutter (cost 1, walls 3) and Quarry (cost 2, walls 4), of kinds Creature and Tower: "Creatures with 2
    or less walls", "each creature that costs 3 or less" qualify other cards by a word of their `kind` column;
    the card's own walls, said wrong, are still reported, and a number of a thing no card is called is the
    row's ('a Church of 5 walls' for walls 4)."""
    cards = ("id,name,count,cost,resource,text,walls,kind\n"
             "woodcutter,Woodcutter,2,1,Wood,Creatures with 2 or less walls cannot block it. Has 5 walls.,3,Creature\n"
             "quarry,Quarry,2,2,Stone,\"Return each creature that costs 3 or less; build a Church of 5 walls.\",4,"
             "Tower\n"
             "mill,Mill,2,1,Grain,Take one Grain.,1,Tower\n")
    rows = cards.splitlines()
    assert found(game(tmp_path, [], (KINDS,), cards), "TXT003") == [
        ("TXT003", "market.csv", 2, rows[1].index("5 walls") + 1, "card 'Woodcutter' says '5' walls, but its column "
                                                                  "'walls' is 3"),
        ("TXT003", "market.csv", 3, rows[2].index("5 walls") + 1, "card 'Quarry' says '5' walls, but its column "
                                                                  "'walls' is 4")]


GOLD = (FIELDS, FIELDS.replace("text: text}", "text: text, gold: int?, gold_per_tile: int?}"))
GOLD_CARDS = ("id,name,count,cost,resource,text,gold,gold_per_tile\n"
              "woodcutter,Woodcutter,2,1,Wood,Take 2 Gold.,2,\n"
              "quarry,Quarry,2,2,Stone,Take 1 Gold per tile.,,1\n"
              "mill,Mill,2,1,Grain,Take one Grain.,,\n")


def test_a_named_cards_column_is_not_an_extra_a_rate_or_a_number_of_another_part(tmp_path: Path) -> None:
    """Woodcutter gold 2, Quarry gold_per_tile 1. Silent: an extra under a condition, a remainder, a rate
    against a total column, a number in a later part after another number, another item of a list, what the
    card returns with. Reported: the total and the rate said wrong, also with the card named before a comma
    and as the second thing a card gives."""
    text = ["A Woodcutter pays its extra 3 Gold only in the rain.",
            "Ann keeps a Woodcutter worth 1 more, and 4 Gold left over.",
            "The Woodcutter pays 1 Gold per tile.",
            "Ann keeps a Woodcutter and 5 Gold.",
            "Once razed, the Woodcutter returns with 4 Gold.",
            "The Quarry pays 2 Gold per tile.",
            "The Woodcutter gives 5 Gold.",
            "Ann keeps a Woodcutter, which gives her 6 Gold.",
            "The Woodcutter gives 1 Stone and 3 Gold."]
    gold = "but column 'gold' of card 'Woodcutter' gives 2"
    assert found(game(tmp_path, text, (GOLD,), GOLD_CARDS), "TXT003", "TXT001") == [
        ("TXT003", *at(text, 5, "2 Gold"), "'2' next to 'gold per tile', but column 'gold_per_tile' of card 'Quarry' "
                                           "gives 1"),
        ("TXT003", *at(text, 6, "5 Gold"), f"'5' next to 'gold', {gold}"),
        ("TXT003", *at(text, 7, "6 Gold"), f"'6' next to 'gold', {gold}"),
        ("TXT003", *at(text, 8, "3 Gold"), f"'3' next to 'gold', {gold}")]


def test_a_price_on_a_card_is_no_count_of_its_column(tmp_path: Path) -> None:
    """A `walls` column (Woodcutter 3, Quarry 4): "every road costs you 1 wall" is what one thing is paid with,
    which only a column named as a price states; the walls the card has, said wrong, are still its column, and
    a price said wrong is held to a `cost` column (Quarry's is 2)."""
    cards = ("id,name,count,cost,resource,text,walls\n"
             "woodcutter,Woodcutter,2,1,Wood,Every road costs you 1 wall whatever its length.,3\n"
             "quarry,Quarry,2,2,Stone,Has 5 walls.,4\n"
             "mill,Mill,2,1,Grain,Take one Grain.,\n")
    rows = cards.splitlines()
    assert found(game(tmp_path, [], (WALLS,), cards), "TXT003") == [
        ("TXT003", "market.csv", 3, rows[2].index("5 walls") + 1, "card 'Quarry' says '5' walls, but its column "
                                                                  "'walls' is 4")]


def test_a_field_type_naming_a_deck_is_no_icon(tmp_path: Path) -> None:
    """`ref?:deck:market` in game.yaml is a field type, as `refs:deck:market` is; an icon the prose of game.yaml
    names that does not exist is still ICO003."""
    fields = (FIELDS, FIELDS.replace("text: text}", "text: text, after: \"ref?:deck:market\"}"))
    glossary = ("{term: Hut, text: A small building.}", "{term: Hut, text: \"A small :deckx: building.\"}")
    cards = ("id,name,count,cost,resource,text,after\n"
             "woodcutter,Woodcutter,2,1,Wood,Take one Wood.,\n"
             "quarry,Quarry,2,2,Stone,Take one Stone.,woodcutter\n"
             "mill,Mill,2,1,Grain,Take one Grain.,\n")
    assert [(f[0], f[1]) for f in found(game(tmp_path, [], (fields, glossary), cards), "ICO003")] == [
        ("ICO003", "game.yaml")]


def test_one_before_a_noun_of_its_own_counts_that_noun(tmp_path: Path) -> None:
    """Glossary 'Ash' beside ash_to_burst() == 3: "Three Ash in one pot burst it" says 'one' of the pot (the
    glossary's term made the weak 'one' bind to the rule: TXT001 '1' against 3)."""
    rules = "\n\n@rule\ndef ash_to_burst() -> int:\n    return 3\n"
    hut = "{term: Hut, text: A small building.}"
    folder = game(tmp_path, [], ((hut, "{term: Ash, text: \"Three Ash in one pot burst it.\"}"),))
    (folder / "engine.py").write_text((folder / "engine.py").read_text(encoding="utf-8") + rules, encoding="utf-8")
    assert found(folder, "TXT001") == []


def test_a_number_another_column_of_the_named_card_agrees_with_is_a_guess(tmp_path: Path) -> None:
    """Quarry (cost 2, walls 4): "the Quarry costs 2 walls" may be its cost of 2 said in walls (a warning); "brings
    him to 2 walls, the Quarry is within reach" is the total he is brought to, no column of the Quarry (silent,
    as chili-cookoff's "would have taken him to 25 heat"); the Woodcutter's walls said wrong are an error."""
    from generator.check import check_game
    from generator.load import load_game

    cards = ("id,name,count,cost,resource,text,walls\n"
             "woodcutter,Woodcutter,2,1,Wood,Has 3 walls.,3\n"
             "quarry,Quarry,2,2,Stone,Has 4 walls.,4\n"
             "mill,Mill,2,1,Grain,Take one Grain.,1\n")
    text = ["If his income brings him to 2 walls, the Quarry is within reach.", "The Woodcutter alone has 5 walls.",
            "The Quarry has 2 walls."]
    folder = game(tmp_path, text, (WALLS,), cards)
    assert [(f.rule, f.severity, f.loc.line, f.loc.col) for f in check_game(load_game(folder))
            if f.rule == "TXT003"] == [("TXT003", "error", *at(text, 1, "5 walls")[1:]),
                                       ("TXT003", "warning", *at(text, 2, "2 walls")[1:])]


def test_a_bound_a_cards_text_sets_is_no_amount_of_its_row(tmp_path: Path) -> None:
    """Woodcutter (walls 3): "never fewer than 2 walls" is a floor the text sets, not the walls it has; its walls
    said wrong are still reported."""
    cards = ("id,name,count,cost,resource,text,walls\n"
             'woodcutter,Woodcutter,2,1,Wood,"Has 5 walls; in a storm, lose walls, but never fewer than 2 walls.",3\n'
             "quarry,Quarry,2,2,Stone,Has 4 walls.,4\n"
             "mill,Mill,2,1,Grain,Take one Grain.,1\n")
    row = cards.splitlines()[1]
    assert found(game(tmp_path, [], (WALLS,), cards), "TXT003") == [
        ("TXT003", "market.csv", 2, row.index("5 walls") + 1, "card 'Woodcutter' says '5' walls, but its column "
                                                              "'walls' is 3")]


def test_a_one_word_column_no_card_of_the_deck_states_is_a_guess_where_texts_say_other_numbers(tmp_path: Path) -> None:
    """walls 3, 4, 1: three cards whose texts all say another number of walls ("Move up to three walls") and none
    its own mean something else by `walls` (what the card adds, say): warnings; with one card stating its
    column, the others' numbers are errors."""
    from generator.check import check_game
    from generator.load import load_game

    def severities(cards: str, sub: str) -> list[tuple[int, str]]:
        folder = game(tmp_path / sub, [], (WALLS,), cards)
        return [(f.loc.line, f.severity) for f in check_game(load_game(folder)) if f.rule == "TXT003"]

    apart = ("id,name,count,cost,resource,text,walls\n"
             "woodcutter,Woodcutter,2,1,Wood,Move 2 walls to a neighbour.,3\n"
             "quarry,Quarry,2,2,Stone,Send 1 wall to the box.,4\n"
             "mill,Mill,2,1,Grain,Take 3 walls from the box.,1\n")
    assert severities(apart, "apart") == [(2, "warning"), (3, "warning"), (4, "warning")]
    stated = apart.replace("Move 2 walls to a neighbour.", "Has 3 walls.")
    assert severities(stated, "stated") == [(3, "error"), (4, "error")]



def test_what_a_recurring_trigger_gives_each_time_is_no_amount_of_the_cards_column(tmp_path: Path) -> None:
    """walls 3: "Each time you finish a road, take 2 walls", "At the start of each of your turns, take 1 wall" and
    "Whenever it rains, take 2 walls" give so many each time (a rate over the events), which a column that is no
    rate (the walls a card starts with) does not state: warnings; "Take 2 walls." and "At the start, take 2
    walls" (once) stay errors."""
    from generator.check import check_game
    from generator.load import load_game

    def severities(text: str, sub: str) -> list[str]:
        cards = ("id,name,count,cost,resource,text,walls\n"
                 f'woodcutter,Woodcutter,2,1,Wood,"{text}",3\n'
                 "quarry,Quarry,2,2,Stone,Has 4 walls.,4\n"
                 "mill,Mill,2,1,Grain,Take one Grain.,1\n")
        folder = game(tmp_path / sub, [], (WALLS,), cards)
        return [f.severity for f in check_game(load_game(folder)) if f.rule == "TXT003"]

    assert severities("Each time you finish a road, take 2 walls.", "a") == ["warning"]
    assert severities("At the start of each of your turns, take 1 wall.", "b") == ["warning"]
    assert severities("Whenever it rains, take 2 walls.", "c") == ["warning"]
    assert severities("Take 2 walls.", "d") == ["error"]
    assert severities("At the start, take 2 walls; each player may look.", "e") == ["error"]


def test_a_bound_said_after_the_number_is_a_threshold_not_the_cards_amount(tmp_path: Path) -> None:
    """Woodcutter (walls 3): "Destroy one enemy tower in this lane with 2 walls or less" holds another thing to a
    threshold (the deck's words do not name it: 'tower'); "Has 5 walls." for 3 is still an error."""
    cards = ("id,name,count,cost,resource,text,walls\n"
             '"woodcutter",Woodcutter,2,1,Wood,"Destroy one enemy tower in this lane with 2 walls or less.",3\n'
             "quarry,Quarry,2,2,Stone,Has 5 walls.,4\n"
             "mill,Mill,2,1,Grain,Take one Grain.,1\n")
    row = cards.splitlines()[2]
    assert found(game(tmp_path, [], (WALLS,), cards), "TXT003") == [
        ("TXT003", "market.csv", 3, row.index("5 walls") + 1, "card 'Quarry' says '5' walls, but its column 'walls' is 4")]


def test_a_number_on_a_card_whose_column_is_nought_is_a_guess(tmp_path: Path) -> None:
    """Mill (walls 0) "2 walls there crumble at once": a card that has no walls speaks of others' (a warning);
    Quarry (walls 4) "Has 5 walls." is still an error."""
    from generator.check import check_game
    from generator.load import load_game

    cards = ("id,name,count,cost,resource,text,walls\n"
             "woodcutter,Woodcutter,2,1,Wood,Has 3 walls.,3\n"
             "quarry,Quarry,2,2,Stone,Has 5 walls.,4\n"
             "mill,Mill,2,1,Grain,Rats got into the store: 2 walls there crumble at once.,0\n")
    folder = game(tmp_path, [], (WALLS,), cards)
    assert [(f.severity, f.loc.line) for f in check_game(load_game(folder)) if f.rule == "TXT003"] == [
        ("error", 3), ("warning", 4)]


def test_once_is_a_time_not_a_count(tmp_path: Path) -> None:
    """Glossary 'Market row' (a row of 6 at every count): "replaced at once from the market deck" counts nothing
    (the entry's term made 'once' bind as 1: TXT001 against 6)."""
    hut = "{term: Hut, text: A small building.}"
    entry = "{term: Market row, text: The six face-up cards heroes buy from. A bought card is replaced at once from the market deck.}"
    row = ("      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n",
           "      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n"
           "      - {label: Market row, values: [6, 6, 6]}\n")
    assert found(game(tmp_path, [], ((hut, entry), row)), "TXT001") == []


def test_a_bonus_on_a_condition_said_first_is_the_cards_exception(tmp_path: Path) -> None:
    """Woodcutter (walls 3): "If you hold a Quarry, take 1 more wall" is a bonus on a condition (a warning); "Take 1
    more wall." says the card's own amount wrong (an error) where the column is one only some cards fill (what
    their 'more' is), and is a warning where every card of the deck has walls (a stat each card has: 1 more may be
    on top of it, as tile-towers' "Scores 3 more points" beside its points of 2)."""
    from generator.check import check_game
    from generator.load import load_game

    def severities(text: str, sub: str) -> list[str]:
        cards = ("id,name,count,cost,resource,text,walls\n"
                 f'woodcutter,Woodcutter,2,1,Wood,"{text}",3\n'
                 "quarry,Quarry,2,2,Stone,Has 4 walls.,4\n"
                 "mill,Mill,2,1,Grain,Take one Grain.,1\n")
        return [f.severity for f in check_game(load_game(game(tmp_path / sub, [], (WALLS,), cards)))
                if f.rule == "TXT003"]

    assert severities("If you hold a Quarry, take 1 more wall.", "a") == ["warning"]
    assert severities("Take 1 more wall.", "b") == ["warning"]
    # the Mill has no walls: a column only some cards fill, so "1 more wall" states the Woodcutter's own amount
    sparse = ("id,name,count,cost,resource,text,walls\n"
              'woodcutter,Woodcutter,2,1,Wood,"Take 1 more wall.",3\n'
              "quarry,Quarry,2,2,Stone,Has 4 walls.,4\n"
              "mill,Mill,2,1,Grain,Take one Grain.,\n")
    found = [f.severity for f in check_game(load_game(game(tmp_path / "c", [], (WALLS,), sparse)))
             if f.rule == "TXT003"]
    assert found == ["error"]


def test_one_under_a_term_states_only_what_the_term_names(tmp_path: Path) -> None:
    """Glossary 'Clearing the hedge' beside hand_total() == 27 (its one word 'hand'): "... in one hand" counts one
    hand; 'one' is read under a term only for a fact the term names."""
    rules = "\n\n@rule\ndef hand_total() -> int:\n    return 27\n"
    hut = "{term: Hut, text: A small building.}"
    entry = ("{term: Clearing the hedge, text: \"Taking all 13 Thorns and the Magpie in one hand. You score nothing "
             "and every other player takes 27.\"}")
    folder = game(tmp_path, [], ((hut, entry),))
    (folder / "engine.py").write_text((folder / "engine.py").read_text(encoding="utf-8") + rules, encoding="utf-8")
    assert found(folder, "TXT001") == []
