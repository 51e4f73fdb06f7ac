"""TXT004 on a worked example's story (generator/check/example_text.py): a number is held to the example's checks
only where it can mean one thing; the story's other numbers (another moment, a whole of which a check counts a
part, a case the example does not play) stay silent. Each class has a story the checker must leave alone and one
of the same shape it must still catch. The stories are added to the document fixture game: the example's text
is game.yaml line 55, from column 11."""
from __future__ import annotations

from pathlib import Path

from test_check_claims import findings

LINE = 55
COL = len("    text: ") + 1


def _story(tmp_path: Path, engine: str, text: str, checks: list[str]) -> list[tuple]:
    """Every printed-text finding on the story's line, as (rule, col, message), after adding the engine rules
    and the example 'Story' with those checks."""
    example = (f"  - id: story\n    title: Story\n    text: {text}\n    checks:\n"
               + "".join(f"      - {c}\n" for c in checks) + "variants:\n")
    found = findings(tmp_path, [("engine.py", "", engine), ("game.yaml", "variants:\n", example)])
    return [(f[0], f[3], f[4]) for f in found if f[1] == "game.yaml" and f[2] == LINE]


def _at(text: str, words: str) -> int:
    return COL + text.index(words)


FISH = ("\n\n@rule\ndef fish_caught(boats: int) -> int:\n    return boats * 2\n\n\n"
        "@rule\ndef fish_after_market(fish: int, sold: int) -> int:\n    return fish - sold\n\n\n"
        "@rule\ndef gold_after_market(sold: int) -> int:\n    return sold * 2\n")


def test_a_name_counts_the_noun_before_its_qualifier(tmp_path: Path) -> None:
    # fish_after_market counts fish (what is left after the market), so it both takes and gives fish: the story
    # tells the fish before and after, and its numbers are held to nothing ('one fish' is not the catch of four,
    # 'four fish' beside 'market' not fish_after_market's 1)
    text = "At the market she has four fish. She sells three and keeps one fish."
    assert _story(tmp_path, FISH, text, ["{rule: fish_caught, args: {boats: 2}, expect: 4}",
                                         "{rule: fish_after_market, args: {fish: 4, sold: 3}, expect: 1}"]) == []


def test_the_noun_before_a_qualifier_is_held_to_its_rule(tmp_path: Path) -> None:
    # gold_after_market counts gold: 'five gold' is its result, which the check gives as 6
    text = "She sells three fish at the market for five gold."
    assert _story(tmp_path, FISH, text, ["{rule: gold_after_market, args: {sold: 3}, expect: 6}"]) == [
        ("TXT004", _at(text, "five"), "example 'Story' says 'five' gold (gold_after_market), but its checks state 6")]


ORE = ("\n\n@rule\ndef ore_total(stored: int, mined: int) -> int:\n    return stored + mined\n\n\n"
       "@rule\ndef full_sets(reds: int, blues: int) -> int:\n    return min(reds, blues)\n")
ORE_CHECK = "{rule: ore_total, args: {stored: 4, mined: 2}, expect: 6}"


def test_a_rules_term_may_state_its_arguments_too(tmp_path: Path) -> None:
    # ore_total takes ore (stored, mined) and gives ore: '4 Ore' at the start is the ore stored, not the total;
    # '5 Ore' before he spent one is a moment no check states, so it is not held to the total either
    text = "At dawn Kai has 4 Ore. He mines 2, so he holds 6 Ore. Yesterday he had 5 Ore and spent one."
    assert _story(tmp_path, ORE, text, [ORE_CHECK]) == []


def test_an_argument_named_after_the_term_is_that_argument(tmp_path: Path) -> None:
    # '3 Ore stored' names the argument stored, which the check gives as 4: one reading, held to it
    text = "Kai has 3 Ore stored and mines 2, so he holds 6 Ore."
    assert _story(tmp_path, ORE, text, [ORE_CHECK]) == [
        ("TXT004", _at(text, "3 Ore"), "example 'Story' says '3' ore stored (ore_total()), but its checks state 4")]


def test_a_rule_whose_arguments_count_other_things_has_one_reading(tmp_path: Path) -> None:
    # full_sets(reds, blues) gives sets; its arguments count reds and blues, so '3 full sets' is its result
    text = "With 3 Reds and 2 Blues she makes 3 full sets."
    assert _story(tmp_path, ORE, text, ["{rule: full_sets, args: {reds: 3, blues: 2}, expect: 2}"]) == [
        ("TXT004", _at(text, "3 full"), "example 'Story' says '3' full set (full_sets()), but its checks state 2")]


TOWERS = "\n\n@rule\ndef towers_to_win(players: int) -> int:\n    return 3\n"
TOWERS_CHECK = "{rule: towers_to_win, args: {players: 3}, expect: 3}"


def test_a_count_the_story_moves_on_is_a_moment_not_the_checks_value(tmp_path: Path) -> None:
    # the story counts Towers up ('her third Tower'): 'two Towers' is what Mo has before, not towers_to_win
    text = "With three players Mo already has two Towers. Her third Tower wins the game."
    assert _story(tmp_path, TOWERS, text, [TOWERS_CHECK]) == []


def test_a_count_the_story_does_not_move_on_is_held_to_the_check(tmp_path: Path) -> None:
    text = "With three players Mo needs two Towers."
    assert _story(tmp_path, TOWERS, text, [TOWERS_CHECK]) == [
        ("TXT004", _at(text, "two"), "example 'Story' says 'two' Towers (towers_to_win), but its checks state 3")]


CARDS = ("\n\n@rule\ndef suit_bonus(per_card: int, cards: int) -> int:\n    return per_card * cards\n\n\n"
         "@rule\ndef tableau_cards(rounds: int) -> int:\n    return rounds * 2\n")


def test_all_of_an_owners_things_is_not_an_argument_that_counts_some_of_them(tmp_path: Path) -> None:
    # suit_bonus(cards=3) counts the Suns among Lee's cards; "Lee's nine cards" are all of them
    text = "Lee's nine cards hold three Suns, worth two points each."
    assert _story(tmp_path, CARDS, text, ["{rule: suit_bonus, args: {per_card: 2, cards: 3}, expect: 6}"]) == []


def test_all_of_an_owners_things_is_held_to_a_result_that_counts_them(tmp_path: Path) -> None:
    # tableau_cards gives all the cards laid out after four rounds: 8, not nine
    text = "After four rounds, Lee's nine cards lie face up."
    assert _story(tmp_path, CARDS, text, ["{rule: tableau_cards, args: {rounds: 4}, expect: 8}"]) == [
        ("TXT004", _at(text, "nine"), "example 'Story' says 'nine' cards (tableau_cards), but its checks state 8")]


DEALT = "{rule: cards_dealt, args: {players: 3}, expect: 2}"


def test_a_case_the_example_does_not_play_is_not_its_result(tmp_path: Path) -> None:
    # the fixture's cards_dealt(players) gives 5 - players; a 'what if' and the 'would' after it tell another case
    text = "With three players each takes two cards. What if four players sat down? Each would take 1 card."
    assert _story(tmp_path, "", text, [DEALT]) == []


def test_a_plain_condition_is_the_examples_own_case(tmp_path: Path) -> None:
    # 'if' alone (no 'would') states the example's case: four players and 1 card are held to the checks
    text = "If four players sit down, each takes 1 card."
    assert _story(tmp_path, "", text, [DEALT]) == [
        ("TXT004", _at(text, "four"), "example 'Story' is for 'four' players, but its checks are for 3"),
        ("TXT004", _at(text, "1 card"), "example 'Story' says '1' card (cards_dealt), but its checks state 2")]


TILES = ("\n\n@rule\ndef hand_size(players: int) -> int:\n    return 3\n\n\n"
         "@rule\ndef tiles_in_bag(players: int) -> int:\n    return 40\n")
TILES_CHECKS = ["{rule: hand_size, args: {players: 3}, expect: 3}",
                "{rule: tiles_in_bag, args: {players: 3}, expect: 40}"]


def test_a_number_a_check_states_under_another_name_is_not_held_to_another_check(tmp_path: Path) -> None:
    # hand_size() == 3 is the story's '3 tiles' in hand; tiles_in_bag is not the only check about tiles
    text = "With three players each draws 3 tiles, and 40 tiles stay hidden."
    assert _story(tmp_path, TILES, text, TILES_CHECKS) == []


def test_a_number_no_check_states_is_held_to_the_check_of_its_noun(tmp_path: Path) -> None:
    text = "With three players each draws 3 tiles, and 30 tiles stay hidden."
    assert _story(tmp_path, TILES, text, TILES_CHECKS) == [
        ("TXT004", _at(text, "30"), "example 'Story' says '30' tiles (tiles_in_bag), but its checks state 40")]


HARVEST = ("\n\n@rule\ndef harvest_points(fields: int) -> int:\n    return fields * 3\n\n\n"
           "@rule\ndef points_per_field() -> int:\n    return 3\n")
HARVEST_CHECK = "{rule: harvest_points, args: {fields: 2}, expect: 6}"


def test_a_rate_in_the_story_is_not_the_rules_total(tmp_path: Path) -> None:
    # 'scores 3 for every field' and '3 points for each field' are amounts per field; the total, 6, is said apart
    text = "Her farm has two fields. The harvest scores 3 for every field, 6 points. That is 3 points for each field."
    assert _story(tmp_path, HARVEST, text, [HARVEST_CHECK]) == []


def test_a_rate_is_held_to_a_rule_named_as_a_rate_and_a_wrong_total_is_caught(tmp_path: Path) -> None:
    # points_per_field is a rate, so 'scores 2 for every field' states it (3); '7 points' is harvest_points' 6
    text = "The harvest scores 2 for every field."
    assert _story(tmp_path / "rate", HARVEST, text, ["{rule: points_per_field, args: {}, expect: 3}"]) == [
        ("TXT004", _at(text, "2 for"), "example 'Story' says '2' as the result of points_per_field(), but its "
                                       "checks state 3")]
    text = "Her farm has two fields. The harvest scores 3 for every field, 7 points."
    assert _story(tmp_path / "total", HARVEST, text, [HARVEST_CHECK]) == [
        ("TXT004", _at(text, "7 points"), "example 'Story' says '7' points (harvest_points), but its checks state 6")]


WALLS = "\n\n@rule\ndef walls_built(towers: int) -> int:\n    return towers * 4\n"
WALLS_CHECK = "{rule: walls_built, args: {towers: 2}, expect: 8}"


def test_a_count_beside_the_checks_own_count_of_the_noun_is_another_quantity(tmp_path: Path) -> None:
    # 'Two of them' (the towers) is the check's towers=2: the story's 'four towers' is the whole they are part of
    text = "The keep touches four towers. Two of them stand finished, so it builds 8 walls."
    assert _story(tmp_path / "them", WALLS, text, [WALLS_CHECK]) == []
    text = "The keep touches four towers, two of which stand finished, so it builds 8 walls."
    assert _story(tmp_path / "which", WALLS, text, [WALLS_CHECK]) == []


def test_a_count_of_the_noun_is_held_to_the_check_when_the_story_never_states_its_value(tmp_path: Path) -> None:
    # 'Three of them' is no count the check gives: 'four towers' is the only reading of towers left, and wrong
    text = "The keep touches four towers. Three of them stand finished, so it builds 8 walls."
    assert _story(tmp_path, WALLS, text, [WALLS_CHECK]) == [
        ("TXT004", _at(text, "four"), "example 'Story' says 'four' towers (towers), but its checks state 2")]


RIDDLES = ("\n\n@rule\ndef round_score(levels: list) -> int:\n    return sum(levels)\n\n\n"
           "@rule\ndef penalty_for(level: int) -> int:\n    return 1\n")
RIDDLE_CHECKS = ["{rule: round_score, args: {levels: [1, 1]}, expect: 2}",
                 "{rule: penalty_for, args: {level: 2}, expect: 1}"]


def test_an_argument_named_before_a_number_takes_the_values_of_its_plural_list(tmp_path: Path) -> None:
    # 'level 1' is one of round_score's levels [1, 1], not penalty_for's level 2
    text = "Ivo misses a level 2 riddle, then solves two riddles, level 1 each."
    assert _story(tmp_path, RIDDLES, text, RIDDLE_CHECKS) == []


def test_an_argument_named_before_a_number_no_check_gives_is_caught(tmp_path: Path) -> None:
    text = "Ivo misses a level 2 riddle, then solves two riddles, level 3 each."
    assert _story(tmp_path, RIDDLES, text, RIDDLE_CHECKS) == [
        ("TXT004", _at(text, "3 each"), "example 'Story' says '3' for level, but its checks state one of 1, 2")]


APPLES = ("\n\n@rule\ndef apple_pay(base: int, bonus: int, deadline: int, week: int) -> int:\n"
          "    return base + (bonus if week <= deadline else 0)\n")
APPLES_CHECK = "{rule: apple_pay, args: {base: 9, bonus: 3, deadline: 3, week: 2}, expect: 12}"


def test_a_named_number_the_checks_give_another_argument_is_another_thing_of_that_name(tmp_path: Path) -> None:
    # 'week 2' is the check's week; 'by week 3' is the deadline (deadline=3): the story names two weeks, and the
    # second is one the checks know under another argument, so nothing contradicts them
    text = "In week 2 Lena brings her apples to market. The buyer offers 9 coins, and 3 more if they come by week 3."
    assert _story(tmp_path, APPLES, text, [APPLES_CHECK]) == []


def test_a_named_number_is_held_to_its_argument_unless_the_story_names_the_checks_own(tmp_path: Path) -> None:
    # 'by week 5' is no value of the checks at all; and where the story never names the check's week 2, 'week 3'
    # can only be the week the checks play, and is wrong
    text = "In week 2 Lena brings her apples to market. The buyer offers 9 coins, and 3 more if they come by week 5."
    assert _story(tmp_path / "five", APPLES, text, [APPLES_CHECK]) == [
        ("TXT004", _at(text, "5."), "example 'Story' says '5' for week, but its checks state 2")]
    text = "In week 3 Lena brings her apples to market. The buyer offers 9 coins, and 3 more if they come by week 3."
    assert _story(tmp_path / "three", APPLES, text, [APPLES_CHECK]) == [
        ("TXT004", _at(text, "3 Lena"), "example 'Story' says '3' for week, but its checks state 2"),
        ("TXT004", _at(text, "3."), "example 'Story' says '3' for week, but its checks state 2")]


ART = ("\n\n@rule\ndef walls(paintings: int) -> int:\n    return paintings // 3\n\n\n"
       "@rule\ndef income(marrow: int, sol: int, verre: int) -> int:\n    return 4 * marrow + 7 * sol + 6 * verre\n\n\n"
       "@rule\ndef final_score(money: int, walls: int) -> int:\n    return money + 6 * walls\n")


def test_a_whole_the_checks_count_in_parts_is_their_total(tmp_path: Path) -> None:
    # 'nine paintings' = 4 + 3 + 2, the parts income() takes: a whole, not walls()'s paintings of one artist;
    # 'eight paintings' is no total of them and more than any one: still held to the checks' paintings
    checks = ["{rule: income, args: {marrow: 4, sol: 3, verre: 2}, expect: 49}",
              "{rule: walls, args: {paintings: 4}, expect: 1}", "{rule: walls, args: {paintings: 3}, expect: 1}"]
    text = "Bruno owns nine paintings, four by Marrow, three by Sol and two by Verre."
    assert _story(tmp_path / "ok", ART, text, checks) == []
    wrong = "Bruno owns eight paintings, four by Marrow, three by Sol and two by Verre."
    assert _story(tmp_path / "wrong", ART, wrong, checks) == [
        ("TXT004", _at(wrong, "eight"), "example 'Story' says 'eight' paintings (paintings), but its checks "
                                        "state one of 3, 4")]


def test_a_name_after_a_is_one_thing_and_what_it_is_worth(tmp_path: Path) -> None:
    # 'a Sol 7, a Verre 6' gives what one painting pays, not the sol and verre the check counts; a number the
    # name labels ('Sol 5 and Verre 2' with no article) is still held to the argument
    checks = ["{rule: income, args: {marrow: 1, sol: 3, verre: 2}, expect: 37}"]
    text = "In Winter a Marrow pays 4, a Sol 7 and a Verre 6."
    assert _story(tmp_path / "ok", ART, text, checks) == []
    labelled = "He counts Sol 5 and Verre 2."
    assert _story(tmp_path / "wrong", ART, labelled, checks) == [
        ("TXT004", _at(labelled, "5"), "example 'Story' says '5' for sol, but its checks state 3")]


def test_a_list_that_leaves_its_verb_out_says_what_each_thing_comes_to(tmp_path: Path) -> None:
    # "the Marrows pay 12, the Sols 21 and the Verres 12": the verb of the first item goes with the others, so 21
    # is what the Sols pay, not sol=21; with no verb before the list, 'the Sols 5' labels the argument again
    checks = ["{rule: income, args: {marrow: 3, sol: 3, verre: 2}, expect: 45}"]
    text = "In Winter the Marrows pay 12, the Sols 21 and the Verres 12, 45 in all."
    assert _story(tmp_path / "ok", ART, text, checks) == []
    labelled = "He counts the Marrows 3, the Sols 5 and the Verres 2."
    assert _story(tmp_path / "wrong", ART, labelled, checks) == [
        ("TXT004", _at(labelled, "5"), "example 'Story' says '5' for sol, but its checks state 3")]


def test_a_rules_name_is_also_the_term_another_check_takes(tmp_path: Path) -> None:
    # '2 walls' is final_score's walls=2 beside walls() == 1; '3 walls' is neither
    checks = ["{rule: walls, args: {paintings: 4}, expect: 1}", "{rule: walls, args: {paintings: 3}, expect: 1}",
              "{rule: final_score, args: {money: 63, walls: 2}, expect: 75}"]
    text = "His Marrows make one wall and his Sols another, so 2 walls add 12."
    assert _story(tmp_path / "ok", ART, text, checks) == []
    wrong = "His Marrows make one wall and his Sols another, so 3 walls add 12."
    assert [f[:2] for f in _story(tmp_path / "wrong", ART, wrong, checks)] == [("TXT004", _at(wrong, "3 walls"))]


def test_an_argument_named_after_the_noun_is_that_argument(tmp_path: Path) -> None:
    # 'Four villagers wait' for loaded(waiting=4): the argument named right after the noun the result counts
    rules = "\n\n@rule\ndef villagers_loaded(carry: int, waiting: int) -> int:\n    return min(carry, waiting)\n"
    checks = ["{rule: villagers_loaded, args: {carry: 2, waiting: 4}, expect: 2}"]
    text = "Four villagers wait there, but Pell carries at most two, so he loads 2 villagers."
    assert _story(tmp_path / "ok", rules, text, checks) == []
    wrong = "Five villagers wait there, but Pell carries at most two, so he loads 2 villagers."
    assert [f[:2] for f in _story(tmp_path / "wrong", rules, wrong, checks)] == [("TXT004", _at(wrong, "Five"))]


ODDS = ("\n\n@rule\ndef odds_column(attack: int, defence: int) -> int:\n    return attack // defence\n\n\n"
        "@rule\ndef final_score(space: int, bonus: int) -> int:\n    return space + bonus\n")


def test_a_name_and_number_in_brackets_describe_the_thing_before_them(tmp_path: Path) -> None:
    # '(attack 5 each)', '(attack 6)' give two units' factors, not the check's attack=16; 'attack 15' unbracketed
    # is still held to it
    checks = ["{rule: odds_column, args: {attack: 16, defence: 5}, expect: 3}"]
    text = "Two Foot (attack 5 each) and a Guard (attack 6) strike, 16 in all."
    assert _story(tmp_path / "ok", ODDS, text, checks) == []
    wrong = "Two Foot and a Guard strike with attack 15."
    assert _story(tmp_path / "wrong", ODDS, wrong, checks) == [
        ("TXT004", _at(wrong, "15"), "example 'Story' says '15' for attack, but its checks state 16")]


def test_a_part_said_with_what_it_is_for_is_no_result(tmp_path: Path) -> None:
    # one check: 'scores 40 for her space' is the space the check takes, not final_score's 51; 'scores 40 in
    # all' is still the result
    checks = ["{rule: final_score, args: {space: 40, bonus: 11}, expect: 51}"]
    text = "Maya scores 40 for her space and 11 for her pennants, 51 points."
    assert _story(tmp_path / "ok", ODDS, text, checks) == []
    wrong = "Maya scores 40 in all."
    assert _story(tmp_path / "wrong", ODDS, wrong, checks) == [
        ("TXT004", _at(wrong, "40"), "example 'Story' says '40' as the result of final_score(), but its checks "
                                     "state 51")]


def test_an_examples_own_value_is_no_contradiction_of_the_games_table(tmp_path: Path) -> None:
    # 'Cards dealt' is 2 at three players; the example works out 4 with its own rule, which is not the table's
    rules = "\n\n@rule\ndef bigger_hand(extra: int) -> int:\n    return 2 + extra\n"
    checks = ["{rule: bigger_hand, args: {extra: 2}, expect: 4}"]
    text = "With three players a bigger hand would need 4 cards dealt."
    assert [f[0] for f in _story(tmp_path / "ok", rules, text, checks) if f[0] == "TXT001"] == []
    wrong = "With three players a bigger hand would need 5 cards dealt."
    assert [(f[0], f[1]) for f in _story(tmp_path / "wrong", rules, wrong, checks) if f[0] == "TXT001"] == [
        ("TXT001", _at(wrong, "5"))]


def test_a_count_of_places_moved_is_a_distance_not_the_position(tmp_path: Path) -> None:
    # brew_space(space=9): 'moves two spaces' is how far a token moves; 'reaches 8 spaces' is no place of 9
    rules = "\n\n@rule\ndef brew_payout(space: int) -> int:\n    return space * 2\n"
    checks = ["{rule: brew_payout, args: {space: 9}, expect: 18}"]
    text = "A Nettle moves two spaces, so the brew ends on space 9."
    assert _story(tmp_path / "ok", rules, text, checks) == []
    wrong = "The brew ends on space 8."
    assert [f[:2] for f in _story(tmp_path / "wrong", rules, wrong, checks)] == [("TXT004", _at(wrong, "8"))]


TRIES = ("\n\n@rule\ndef tries_left(guesses: int) -> int:\n    return 10 - guesses\n\n\n"
         "@rule\ndef points(tries_left: int) -> int:\n    return tries_left\n")


def test_a_rule_of_what_is_left_counts_its_noun_only_where_the_story_says_left(tmp_path: Path) -> None:
    # tries_left(guesses=2) == 8: "the three tries on the card" and "2 of the 10 tries" count tries, not what is
    # left; "7 tries are left" says it, and is wrong
    checks = ["{rule: tries_left, args: {guesses: 2}, expect: 8}", "{rule: points, args: {tries_left: 8}, expect: 8}"]
    text = "The three tries on the card leave two codes open. Two guesses use 2 of the 10 tries; 8 are left."
    assert _story(tmp_path / "ok", TRIES, text, checks) == []
    wrong = "The three tries on the card leave two codes open. Two guesses use them, so 7 tries are left."
    assert [f[:2] for f in _story(tmp_path / "wrong", TRIES, wrong, checks)] == [("TXT004", _at(wrong, "7 tries"))]


def test_a_count_of_a_lists_items_is_that_lists_length(tmp_path: Path) -> None:
    # "12 dice in play" beside count_showing(dice=[... twelve ...]) and dice_after(dice=4) == 3
    rules = ("\n\n@rule\ndef count_showing(dice: list, face: int) -> int:\n    return dice.count(face)\n\n\n"
             "@rule\ndef dice_after(dice: int) -> int:\n    return dice - 1\n")
    checks = ["{rule: count_showing, args: {dice: [1, 3, 3, 5, 6, 2, 3, 6, 6, 1, 4, 4], face: 3}, expect: 3}",
              "{rule: dice_after, args: {dice: 4}, expect: 3}"]
    text = "Ana, Ben and Cleo have 12 dice in play. Ben loses one die and has 3 dice after."
    assert _story(tmp_path / "ok", rules, text, checks) == []
    wrong = "Ana, Ben and Cleo have 11 dice in play. Ben loses one die and has 3 dice after."
    assert [f[:2] for f in _story(tmp_path / "wrong", rules, wrong, checks)] == [("TXT004", _at(wrong, "11"))]


MATCH = ("\n\n@rule\ndef match_points(rival_words_left: int) -> int:\n    return 2 + rival_words_left\n")


def test_a_part_of_a_result_the_story_works_out_by_a_sum_is_no_result(tmp_path: Path) -> None:
    # word-guess: "Blue scores 2 points for the win and 1 for each of Red's three words left: 2 + 3 = 5 points"
    # states match_points() == 5 by its sum; its '2 points' is the win's part. Without the sum it is the result.
    check = "{rule: match_points, args: {rival_words_left: 3}, expect: 5}"
    summed = "'Blue scores 2 points for the win and 1 for each word left: 2 + 3 = 5 points.'"
    assert _story(tmp_path / "summed", MATCH, summed, [check]) == []
    plain = "Blue scores 2 points for the win and 1 for each word left."
    assert [f[0] for f in _story(tmp_path / "plain", MATCH, plain, [check])] == ["TXT004"]


STALL = "\n\n@rule\ndef stall_cost() -> int:\n    return 225\n"
DOLLARS = ("game.yaml", "      - {amount: 2, of: Wood}\n      - {amount: 1, of: food}\n",
           "      - {amount: 2, of: Dollars}\n")


def _dollar_story(tmp_path: Path, text: str, value: int) -> list[tuple]:
    """The story's findings where every cost is paid in Dollars, so stall_cost() counts dollars."""
    example = (f"  - id: story\n    title: Story\n    text: {text}\n    checks:\n"
               f"      - {{rule: stall_cost, expect: {value}}}\nvariants:\n")
    found = findings(tmp_path, [DOLLARS, ("engine.py", "", STALL), ("game.yaml", "variants:\n", example)])
    return [(f[0], f[3], f[4]) for f in found if f[1] == "game.yaml" and f[2] == LINE - 1]


def test_a_value_the_story_prints_in_cents_is_told_so_its_counts_are_other_amounts(tmp_path: Path) -> None:
    # the engine counts money in cents (stall_cost() == 225) and the story prints that as $2.25; the three coins
    # handed over are another amount (penny-market: "He pays with three dollar coins, and the bank gives him $0.75
    # back")
    text = "The stall costs $2.25. She pays with three dollar coins and gets $0.75 back."
    assert _dollar_story(tmp_path, text, 225) == []


def test_a_count_of_the_currency_is_still_held_to_the_cost(tmp_path: Path) -> None:
    # with no amount in cents printed, a count of dollars is the stall's cost in dollars
    text = "For the stall she hands over five Dollars."
    assert _dollar_story(tmp_path, text, 3) == [
        ("TXT004", _at(text, "five"), "example 'Story' says 'five' Dollars (stall_cost), but its checks state 3")]


FIGHT = ("\n\n@rule\ndef fight(attacker: str, blocker: str) -> str:\n    return 'both survive'\n\n\n"
         "@rule\ndef trample_damage(attacker: str, blocker: str) -> int:\n    return 2\n")


def test_numbers_a_check_takes_packed_in_a_string_are_the_storys_to_tell(tmp_path: Path) -> None:
    # creature-duel: fight(attacker="3/2", blocker="1/4"): "The Wolf deals 3 damage" tells the attacker's power, not
    # trample_damage()'s 2; a number no check takes is still held to the rule
    checks = ['{rule: fight, args: {attacker: "3/2", blocker: "1/4"}, expect: both survive}',
              '{rule: trample_damage, args: {attacker: "5/3", blocker: "2/3"}, expect: 2}']
    assert _story(tmp_path / "a", FIGHT, "The Wolf deals 3 damage to the Turtle and takes 1 back.", checks) == []
    text = "The Wolf deals 7 damage to the Turtle and takes 1 back."
    assert _story(tmp_path / "b", FIGHT, text, checks) == [
        ("TXT004", _at(text, "7"), "example 'Story' says '7' damage (trample_damage), but its checks state 2")]


GLORY = ("\n\n@rule\ndef turn_glory(captured: str, beacons: int) -> int:\n"
         "    return {'Herald': 6, 'Footman': 1}[captured] + beacons\n")
GLORY_CHECK = "{rule: turn_glory, args: {captured: Herald, beacons: 2}, expect: 8}"


def _severity(tmp_path: Path, col: int) -> str:
    from generator.check import check_game
    from generator.load import load_game

    return next(f.severity for f in check_game(load_game(tmp_path / "docgame"))
                if f.rule == "TXT004" and f.loc.line == LINE and f.loc.col == col)


def test_a_part_beside_the_total_the_story_states_with_its_noun_is_a_guess(tmp_path: Path) -> None:
    # chess-coords: the Herald's own value, then the beacons' 2, then the turn's total, which the check states
    text = "The Herald is worth 6 Glory, and at the end of the turn Amber holds two beacons, d4 and e4, for 2 more, so 8 Glory in all."
    found = _story(tmp_path, GLORY, text, [GLORY_CHECK])
    assert found == [("TXT004", _at(text, "6 Glory"), "example 'Story' says '6' turn glory (turn_glory()), but its "
                      "checks state 8")]
    assert _severity(tmp_path, _at(text, "6 Glory")) == "warning"


def test_a_part_with_no_total_stated_beside_it_is_still_an_error(tmp_path: Path) -> None:
    text = "The Herald is worth 6 Glory, and at the end of the turn Amber holds two beacons, d4 and e4, for 2 more, so 9 Glory in all."
    found = _story(tmp_path, GLORY, text, [GLORY_CHECK])
    assert [f[1] for f in found] == [_at(text, "6 Glory"), _at(text, "9 Glory")]
    assert _severity(tmp_path, _at(text, "6 Glory")) == "error"
    assert _severity(tmp_path, _at(text, "9 Glory")) == "error"


def test_the_whole_a_share_is_dealt_from_and_the_sum_of_a_list_the_checks_take() -> None:
    # logic-clues (written outside the project): "each is dealt three of the sixteen clues" beside open_clues() ==
    # 1; casino-payouts: "she takes back the 100 she staked" for bets [[17, 25], [Black, 50], [2nd dozen, 25]]:
    # both were TXT004 errors at first contact
    from generator.check import check_game
    from generator.load import load_game

    corpus = Path(__file__).resolve().parents[3] / "tests" / "corpus"
    for game in ("logic-clues", "casino-payouts"):
        assert [f.message for f in check_game(load_game(corpus / game)) if f.rule == "TXT004"
                and f.severity == "error"] == [], game


def test_a_part_of_a_whole_the_story_states_is_no_result_of_a_rule_it_names() -> None:
    # train-dispatch (written outside the project): "the team spends 2 Crew to shunt ..., then 1 Crew ... and 1
    # Crew ... That is all four Crew." beside crew_spent() == 4 was a TXT001 error at first contact
    from generator.check import check_game
    from generator.load import load_game

    game = Path(__file__).resolve().parents[3] / "tests" / "corpus" / "train-dispatch"
    assert [f.message for f in check_game(load_game(game)) if f.severity == "error"] == []


def test_what_a_person_already_holds_beside_an_argument_is_a_guess(tmp_path: Path) -> None:
    # modular-track (written outside the project): "she already holds one Skid token", then takes two, for
    # spins_out(skid_tokens=3): an earlier moment (and 'one' an article as often), a warning; "Five villagers wait"
    # for waiting=4 stays an error
    rules = "\n\n@rule\ndef villagers_loaded(carry: int, waiting: int) -> int:\n    return min(carry, waiting)\n"
    checks = ["{rule: villagers_loaded, args: {carry: 2, waiting: 4}, expect: 2}"]
    text = "Pell already has three villagers waiting there, and one more comes, so he loads 2 villagers."
    found = _story(tmp_path, rules, text, checks)
    assert [f[:2] for f in found] == [("TXT004", _at(text, "three"))]
    assert _severity(tmp_path, _at(text, "three")) == "warning"


def test_what_a_person_starts_with_before_the_story_goes_on_is_a_guess(tmp_path: Path) -> None:
    # x-variable (written outside the project): "Dev starts his turn with 3 Focus. He plays Channel ... which leaves
    # him 4" for surge_x(focus=4): the state the story opens with, a warning; a plain other count stays an error
    rules = "\n\n@rule\ndef villagers_loaded(carry: int, waiting: int) -> int:\n    return min(carry, waiting)\n"
    checks = ["{rule: villagers_loaded, args: {carry: 2, waiting: 4}, expect: 2}"]
    text = "The day starts with three villagers waiting, and one more comes, so Pell loads 2 villagers."
    found = _story(tmp_path, rules, text, checks)
    assert [f[:2] for f in found] == [("TXT004", _at(text, "three"))]
    assert _severity(tmp_path, _at(text, "three")) == "warning"


def test_a_number_the_story_compares_with_is_a_guess(tmp_path: Path) -> None:
    # spinner-count (written outside the project): "She spins a 4, more than the 3 stones she needs" for
    # stone_after_move(start=22, steps=4) == 25: a bound the story compares with, a warning
    rules = "\n\n@rule\ndef villagers_loaded(carry: int, waiting: int) -> int:\n    return min(carry, waiting)\n"
    checks = ["{rule: villagers_loaded, args: {carry: 2, waiting: 4}, expect: 2}"]
    text = "Pell can carry more than the three villagers waiting there, so he loads 2 villagers."
    found = _story(tmp_path, rules, text, checks)
    assert [f[:2] for f in found] == [("TXT004", _at(text, "three"))]
    assert _severity(tmp_path, _at(text, "three")) == "warning"
