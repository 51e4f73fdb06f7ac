"""The claim scanner's words (check/words.py): the lemmatiser's suffix rules and the tokeniser's numbers,
spans, bounds and skipped references, each worked out by hand from English and the scanner's rules."""
from __future__ import annotations

import pytest

from generator.check.words import lemma, stem, tokens


@pytest.mark.parametrize("word, expected", [
    ("Ferries", "ferry"), ("ties", "tie"), ("drawn", "draw"), ("Player's", "player"), ("players'", "player"),
    ("player\u2019s", "player"), ("cat", "cat"), ("gas", "gas"), ("passes", "pass"), ("wishes", "wish"),
    ("matches", "match"), ("boxes", "box"), ("buzzes", "buzz"), ("curves", "curve"), ("caves", "cave"),
    ("glass", "glass"), ("bonus", "bonus"), ("basis", "basis"), ("famous", "famous"), ("physics", "physics"),
    ("kindness", "kindness"), ("atlas", "atlas"), ("carried", "carry"), ("tied", "tied"), ("stopped", "stop"),
    ("located", "locate"), ("moved", "move"), ("played", "play"), ("cured", "cure"), ("arrived", "arrive"),
    ("based", "base"), ("raged", "rage"), ("placed", "place"), ("scared", "scare"), ("reduced", "reduce"),
    ("fired", "fire"), ("red", "red"), ("stopping", "stop"), ("moving", "move"), ("playing", "play"),
    ("ring", "ring"), ("thing", "thing"), ("spies", "spy"), ("dies", "die"), ("shed", "shed"),
    ("locating", "locate"), ("running", "run"), ("Cards", "card"),
    # a word of one syllable keeps its 'll' (dice-market's "roll 10 dice" met dice_rolled() only once 'rolled' was
    # 'roll'); a longer one drops the 'l' British spelling doubles
    ("rolled", "roll"), ("rolling", "roll"), ("filled", "fill"), ("pulled", "pull"), ("travelled", "travel"),
    ("labelled", "label"),
])
def test_lemma_folds_plurals_and_verb_forms(word: str, expected: str) -> None:
    assert lemma(word) == expected


def test_stem_drops_a_final_e_from_four_letters_on() -> None:
    assert [stem(w) for w in ("moved", "moves", "move", "the", "game", "ore")] == ["mov", "mov", "mov", "the",
                                                                                    "gam", "ore"]


def numbers(text: str) -> list[tuple]:
    return [(t.kind, t.text, t.start, t.low, t.high, t.bound) + ((t.stem,) if t.kind == "compound" else ())
            for t in tokens(text) if t.kind in ("num", "compound")]


def kinds(text: str) -> list[tuple[str, str]]:
    return [(t.kind, t.text) for t in tokens(text)]


def test_references_ordinals_percentages_and_dice_names_are_no_numbers() -> None:
    assert numbers("Acts 13:2, the 3rd card, 50% and #3 on a d6 or D8.") == []
    assert kinds("Acts 13:2, the 3rd card.") == [("word", "Acts"), ("comma", ","), ("word", "the"), ("word", "card"),
                                                  ("break", ".")]


def test_spans_big_numbers_and_compounds() -> None:
    text = "Deal 2-4 cards, 3 or 2 more, 3,000 coins and a 2-Gold gem; 2\u20134; 5 \u2013 7; 2\u20134 or 5-7."
    assert numbers(text) == [
        ("num", "2-4", 5, 2, 4, ""), ("num", "3", 16, 3, 3, ""),           # '3 or 2': two numbers, the first kept
        ("num", "3,000", 29, 3000, 3000, ""), ("compound", "2-Gold", 47, 2, 2, "", "gold"),
        ("num", "2\u20134", 59, 2, 4, ""), ("num", "5 \u2013 7", 64, 5, 7, ""),
        ("num", "2\u20134 or 5-7", 71, 2, 7, ""),                       # two spans joined by 'or': one span
    ]


def test_scores_and_codes_are_no_numbers_amounts_in_thousands_are() -> None:
    # league-season's "won 2-0", vault-codes' lock code 3-1-4-7: no span and no count; million-auction's money
    assert numbers("They won 2-0, drew 1-1 and lost 3-1; the code is 3-1-4-7.") == []
    assert numbers("Pay 6k, then 2-4 more.") == [("num", "6k", 4, 6000, 6000, ""), ("num", "2-4", 13, 2, 4, "")]


def test_a_worked_sum_is_no_claim_and_word_compounds_count() -> None:
    assert numbers("A two-player game: 1 - 1 + 2 = 2; 3 \u00d7 4 and 6/2.") == [
        ("compound", "two-player", 2, 2, 2, "", "player")]


def test_a_number_after_a_bold_label_is_no_operand_of_a_product() -> None:
    # commissioned's quick reference "- **Lose:** 6 Churches are extinguished": the asterisks close the label, no
    # '* 6' of a multiplication (a planted '7' there went unread); "2 * 3 = 6" is still a worked sum
    assert numbers("**Lose:** 6 Churches are extinguished.") == [("num", "6", 10, 6, 6, "")]
    assert numbers("*Draw* 2 cards.") == [("num", "2", 7, 2, 2, "")]
    assert numbers("It makes 2 * 3 = 6 points.") == []


def test_a_number_word_past_twenty_is_one_number() -> None:
    # sea-provinces' "twenty-two provinces" was read by nothing: a compound of 20 and 'two'
    text = "Twenty-two provinces, a twenty-five-card deck, ninety-nine coins and a two-player game."
    at = text.index
    assert numbers(text) == [
        ("num", "Twenty-two", 0, 22, 22, ""), ("compound", "twenty-five-card", at("twenty-five"), 25, 25, "", "card"),
        ("num", "ninety-nine", at("ninety"), 99, 99, ""), ("compound", "two-player", at("two-"), 2, 2, "", "player"),
    ]


def test_bounds_up_to_at_least_at_most_or_more_or_fewer() -> None:
    text = "Up to 5; at least 2; at most 3; 4 or more; 6 or fewer; 7 or less; 2 to 5; one to three."
    assert numbers(text) == [
        ("num", "5", 6, 5, 5, "max"), ("num", "2", 18, 2, 2, "min"), ("num", "3", 29, 3, 3, "max"),
        ("num", "4", 32, 4, 4, "min"), ("num", "6", 43, 6, 6, "max"), ("num", "7", 55, 7, 7, "max"),
        ("num", "2 to 5", 66, 2, 5, ""),
        ("num", "one", text.index("one"), 1, 1, ""), ("num", "three", text.index("three"), 3, 3, ""),   # 'one' is too weak to open a span
    ]


def test_number_words_and_clause_breaks() -> None:
    assert kinds("Twice: twelve, a dozen | done! Then (once) \u2014 go\nnow.") == [
        ("num", "Twice"), ("colon", ":"), ("num", "twelve"), ("comma", ","), ("word", "a"), ("num", "dozen"),
        ("break", "|"), ("word", "done"), ("break", "!"), ("word", "Then"), ("break", "("), ("num", "once"),
        ("break", ")"), ("break", "\u2014"), ("word", "go"), ("word", "now"), ("break", "."),
    ]
    assert [t.low for t in tokens("twenty thirty forty fifty sixty; hundred thrice single both zero") if t.kind == "num"] == \
        [20, 30, 40, 50, 60, 100, 3, 1, 2, 0]
    # a dozen and a hundred multiply the number right before them (dozen-words: 'Two dozen eggs' is 24)
    assert [t.low for t in tokens("two dozen, sixty hundred, half a dozen") if t.kind == "num"] == [24, 6000, 6]


def test_a_terms_stems_leave_out_stop_words_and_letters_and_are_worked_out_once() -> None:
    from generator.check.facts import term_stems
    from generator.check.words import stem

    # its words in order, each stem once; 'from' and 'the' are stop words, a single letter no word
    assert term_stems("cards_from_the_discard_pile") == (stem("cards"), stem("discard"), stem("pile"))
    assert term_stems("Hand limit (a)") == (stem("hand"), stem("limit"))
    assert term_stems("Coins, coins and COINS") == (stem("coins"),)
    before = term_stems.cache_info().hits
    assert term_stems("Hand limit (a)") is term_stems("Hand limit (a)")   # a tuple, shared: nothing changes it
    assert term_stems.cache_info().hits == before + 2


@pytest.mark.parametrize("text", ["she pays a £1,000 fine", "a reserve of $12,500", "a Melange (4,50 €)", "1,90€ each"])
def test_money_with_its_sign_is_no_number_of_its_own(text: str) -> None:
    # freight-rail and cafe-euro (written outside the project): '£1,000' was read as '000' after the sign kept its
    # first digits out, and '4,50 €' as 50: money with its sign and thousands, or euros with a decimal comma, is one
    # amount, never a count
    assert [t for t in tokens(text) if t.kind == "num"] == []


def test_the_rest_of_a_thousands_number_is_no_number() -> None:
    # wrestling-show: "2,500/6,000/15,000" gave '000' (a head after '/' is kept out, its thousands were left)
    assert [t.text for t in tokens("seats 2,500/6,000/15,000, then 1,000 cards") if t.kind == "num"] == ["1,000"]
