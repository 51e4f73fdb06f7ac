"""A number said as a limit, held to the one rule named as that limit (check/limit_claims.py): the forms read, the
forms left alone, and the facts that may and may not be meant."""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Optional

import pytest

from generator.check import check_game
from generator.check.facts import Fact
from generator.check.limit_claims import limit_fact, limit_said
from generator.check.words import stem, tokens
from generator.core.errors import Loc
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[3]


def _at(text: str, number: str) -> tuple[list, int]:
    toks = tokens(text)
    return toks, next(k for k, t in enumerate(toks) if t.kind == "num" and t.text == number)


def _fact(name: str, value: int, limit: str = "max") -> Fact:
    stems = tuple(stem(w) for w in name.split("_") if w not in ("on", "of"))
    return Fact(f"{name}()", stems, {}, frozenset({value}), Loc("engine.py", 1), f"engine.{name}()", limit=limit)


@pytest.mark.parametrize("text, number, said", [
    ("You may hold up to 7 cards.", "7", "max"),
    ("Keep at most 4 crates.", "4", "max"),
    ("hold 3 at most.", "3", "max"),
    ("A tile holds no more than 3 workers.", "3", "max"),
    ("A raid needs at least 2 ships.", "2", "min"),
    ("A party of no fewer than 2 rescuers sets out.", "2", "min"),
    ("A tile never holds more than 4 workers.", "4", "max"),
    ("Each player with more than 8 prayer points returns the extra ones.", "8", "max"),
    # thresholds whose distance from a limit is a guess, and levels reached
    ("If you have more than 3 Churches, you win.", "3", ""),
    ("With 8 or more cards, discard down to 7.", "8", ""),
    ("With 8 or more cards, discard down to 7.", "7", "max"),
    ("If fewer than 3 players remain, the game ends.", "3", ""),
    ("Rest brings her back up to 4 Stamina.", "4", ""),
    ("The most a team can score is 15 rank points.", "15", "max"),
    ("The minimum bid is 2 coins.", "2", "min"),
    ("The most valuable card is worth 5 points.", "5", ""),
])
def test_the_forms_of_a_limit(text: str, number: str, said: str) -> None:
    toks, i = _at(text, number)
    assert limit_said(toks, i) == said


_TILE = _fact("max_workers_per_tile", 3)
_ANY = _fact("max_workers", 12)
_POINTS = _fact("prayer_point_limit", 7)


@pytest.mark.parametrize("text, number, facts, label, bound", [
    # the rule whose words the clause says, the more specific of two
    ("A tile never holds more than 4 workers.", "4", [_ANY, _TILE], (), _TILE),
    ("Each player with more than 8 prayer points returns the extra ones.", "8", [_POINTS], (), _POINTS),
    # a limit of the noun that the part names and agrees wins, unless a fact that fits is more specific; one of a
    # single word says nothing
    ("You may never own more than 12 workers on a tile.", "12", [_TILE, _ANY], (), _TILE),
    ("You may never own more than 12 workers.", "12", [_TILE, _ANY], (), _ANY),
    ("You may never own more than 12 workers on a tile.", "12", [_TILE, _fact("most_workers_on_board", 12)], (),
     _TILE),
    ("You may never have more than 12 workers on the board.", "12", [_TILE, _fact("most_workers_on_board", 12)],
     (), _fact("most_workers_on_board", 12)),
    # a word of the rule outside the number's part of its clause
    ("A tile is crowded, and you never own more than 4 workers.", "4", [_TILE], (), None),
    # a rule of one word besides its limit names too little, unless the part says keeping and the number's words
    # are the rule's, with nothing after them but small words
    ("You may keep up to 4 workers.", "4", [_ANY], (), _ANY),
    ("You may buy up to 4 workers.", "4", [_ANY], (), None),
    ("You may keep up to 4 workers on each tile.", "4", [_ANY], (), None),
    ("If you hold more than 5 Cargo cards, discard down to 5.", "5",
     [Fact("row 'Hand limit (Cargo cards kept at Tide)'", ("hand", "limit", "cargo", "card", "kept", "tide"), {},
           frozenset({5}), Loc("game.yaml", 1), "", limit="max")], (), "row"),
    # the other end
    ("You may hold up to 9 prayer points.", "9", [_fact("prayer_point_limit", 7, "min")], (), None),
    # two of different values, neither the more specific
    ("You may hold up to 9 prayer points.", "9", [_POINTS, _fact("prayer_point_max", 8)], (), None),
    # no noun after the number: a glossary entry's term names it
    ("Keep 8 at most.", "8", [_POINTS], ("prayer", "point"), _POINTS),
    ("Keep 8 at most.", "8", [_POINTS], (), None),
    # a player count is the players family's
    ("No more than 5 players may join.", "5", [_fact("player_count_max", 4)], (), None),
])
def test_the_fact_a_limit_names(text: str, number: str, facts: list[Fact], label: tuple[str, ...],
                                bound: Optional[Fact | str]) -> None:
    toks, i = _at(text, number)
    found = limit_fact(toks, i, facts, label)
    assert (found.name.split()[0] if found is not None else None) == bound if bound == "row" else found == bound


def test_a_limit_named_whole_after_discard_down_to_is_the_one_stated(tmp_path: Path) -> None:
    # hero-camp (written outside the project): its planted "any hero holding more than 8 cards discards down to the
    # hand limit" beside the row 'Hand limit' (7) went unread: the number's noun, 'cards', is no word of 'Hand
    # limit', but the clause names that limit whole after 'discards down to the'
    folder = tmp_path / "hero-camp"
    shutil.copytree(ROOT / "tests" / "corpus" / "hero-camp", folder, ignore=shutil.ignore_patterns("__pycache__"))
    book = folder / "rulebook.md"
    book.write_text(book.read_text(encoding="utf-8").replace("more than 7 cards discards", "more than 8 cards discards"),
                    encoding="utf-8")
    assert [(f.rule, f.loc.line, f.message) for f in check_game(load_game(folder)) if f.severity == "error"] == [
        ("TXT001", 123, "'8' next to 'Hand limit', but row 'Hand limit' of table 'camp_numbers' gives 7")]
