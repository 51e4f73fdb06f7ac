"""The name matching every check family shares (check/names.py): the 'did you mean' hint, and two names
taken for one spelled two ways (REF002). Distances and ratios worked out by hand."""
from __future__ import annotations

import pytest

from generator.check.names import _distance, did_you_mean, fold, spelled_alike


def test_a_name_differing_only_in_case_is_suggested_as_written_in_the_pool() -> None:
    # 'WOOD' is the same word in another case; 'Woods' folds to the same 'wood' but is a different name
    assert did_you_mean("wood", ["WOOD", "Woods"]) == "did you mean 'WOOD'?"
    assert did_you_mean("Wood", ["Woods", "wood"]) == "did you mean 'wood'?"


def test_a_near_miss_is_suggested_only_from_three_quarters_alike() -> None:
    assert did_you_mean("Wod", ["Stone", "Wood"]) == "did you mean 'Wood'?"   # 2*3/7 = 0.86 alike
    assert did_you_mean("Wd", ["Wood"]) == ""                                   # 2*2/6 = 0.67: too far
    assert did_you_mean("Zebra", ["Wood", "Stone"]) == ""


def test_a_name_equal_once_folded_is_suggested_however_unlike_it_looks() -> None:
    # 'R.A.R.E.' and 'Rare' share one letter in place (ratio 2/12), but fold to the same 'rare'
    assert fold("R.A.R.E.") == fold("Rare") == "rare"
    assert did_you_mean("R.A.R.E.", ["Stone", "Rare"]) == "did you mean 'Rare'?"


@pytest.mark.parametrize("a, b, distance", [
    ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("intention", "execution", 5), ("gumbo", "gambol", 2),
    ("ab", "ba", 2), ("book", "back", 2), ("", "abc", 3), ("abc", "", 3), ("same", "same", 0), ("a", "b", 1),
])
def test_the_edit_distance_is_levenshteins(a: str, b: str, distance: int) -> None:
    assert _distance(a, b) == distance


@pytest.mark.parametrize("a, b, alike", [
    ("Harbour", "Harbor", True),               # one letter dropped, six letters or more
    ("Harbour", "Harbours", True),             # a plural folds away
    ("Marble", "Marbel", False),               # two letters swapped: two edits at six letters
    ("Market", "Marker", True),                # one letter changed
    ("Merchant Guild", "Merchent Guld", True),  # from nine letters: two edits
    ("Merchant Guild", "Merchant Gourd", False),  # three edits
    ("Harbour", "Arbour", False),              # a different beginning
    ("Stone", "Stove", False),                 # under six letters: different words
    ("Rare Minerals", "rare-mineral", True),   # equal once folded
    ("Village", "Villager", False),            # a word and one made from it (a team, a role)
    ("Village", "Vilage", True),               # still a slip
])
def test_two_names_are_one_spelled_two_ways_only_when_close_for_their_length(a: str, b: str, alike: bool) -> None:
    assert spelled_alike(a, b) is alike


@pytest.mark.parametrize("name, folded", [
    ("Берёза", "береза"), ("Сосна", "сосна"), ("Café", "cafe"), ("Müşteri", "musteri"), ("İstanbul", "istanbul"),
    ("Αθήνα", "αθηνα"), ("東京", "東京"), ("Карты заказов", "картызаказов"),
])
def test_letters_of_any_script_fold_with_their_accents_set_aside(name: str, folded: str) -> None:
    assert fold(name) == folded


def test_names_in_another_script_are_alike_only_when_their_letters_are() -> None:
    """taiga-lodge (tests/corpus), written in Russian: every Cyrillic name folded to '' and looked like every other
    (REF002 'Кедр' and 'Ель', CMP003 'Монеты' listed twice beside 'Карты делянок')."""
    assert not spelled_alike("Кедр", "Ель") and not spelled_alike("Монеты", "Карты делянок")
    assert not spelled_alike("Лиственница", "Сосна") and not spelled_alike("Αθήνα", "Σπάρτη")
    assert spelled_alike("Лиственница", "Лиственницы")   # one letter changed, nine letters or more
    assert spelled_alike("Берёза", "Береза") and spelled_alike("Café", "Cafe")
