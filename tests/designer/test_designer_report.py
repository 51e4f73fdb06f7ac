"""The designer's report (pnp report, output/<game>/report.html): every number against one worked out by hand
here, for a small game made in the test and for the shipped games at each player count."""
from __future__ import annotations

import json
import re
import shutil
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import CONTENT, FIXTURES, ROOT

from generator.designer.numbers import designer_report
from generator.designer.odds import at_least, percent, sum_of_dice
from generator.load import load_game

CROPS = """id,name,count,cost,kind,golden
apple,Apple,4,1,apple,yes
pear-a,Pear,3,2,pear,no
pear-b,Pear,3,3,pear,no
plum,Plum,10,1,plum,no
"""

PLAY = '''

def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"crops": {"hand": 5, "draw": 1}, "harvest": {"dice": 2}}
'''

DECK = """  - id: crops
    name: Crops
    fields: {cost: int, kind: str, golden: bool}
"""

DIE = """  - id: harvest
    name: Harvest die
    faces: 6
    results:
      - {id: poor, rolls: 1-2, text: A poor year.}
      - {id: good, rolls: 3-6, text: A good year.}
"""


@pytest.fixture(scope="module")
def orchard(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The clean fixture game with a 20-card deck holding 4 apples, a hand of 5 and a draw of 1 a turn, and a
    die the engine rolls two of."""
    game = tmp_path_factory.mktemp("orchard") / "content" / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    (game / "cards" / "crops.csv").write_text(CROPS, encoding="utf-8")
    (game / "engine.py").write_text((game / "engine.py").read_text(encoding="utf-8") + PLAY, encoding="utf-8")
    text = (game / "game.yaml").read_text(encoding="utf-8")
    text = text.replace("decks:\n", "decks:\n" + DECK, 1).replace("dice:\n", "dice:\n" + DIE, 1)
    text = text.replace("decks: [market]}", "decks: [market]}\n  - {id: crop-cards, name: Crop cards, count: 20, "
                                            "kind: cards, decks: [crops]}", 1)
    (game / "game.yaml").write_text(text, encoding="utf-8")
    return game


def test_at_least_is_the_hypergeometric_tail() -> None:
    # a 5-card hand from 20 cards holding 4 of a kind
    assert at_least(1, 20, 4, 5) == 1 - Fraction(comb(16, 5), comb(20, 5))
    assert at_least(2, 20, 4, 5) == 1 - Fraction(comb(16, 5) + 4 * comb(16, 4), comb(20, 5))
    assert at_least(3, 20, 2, 5) == 0 and at_least(0, 20, 4, 5) == 1 and at_least(1, 20, 20, 1) == 1
    with pytest.raises(ValueError):
        at_least(1, 5, 2, 6)


def test_dice_sums_and_percentages() -> None:
    two = sum_of_dice(6, 2)
    assert list(two) == list(range(2, 13)) and two[7] == Fraction(6, 36) and two[2] == Fraction(1, 36)
    assert sum(two.values()) == 1 and sum_of_dice(8, 1)[3] == Fraction(1, 8)
    assert [percent(p) for p in (Fraction(1, 6), Fraction(1), Fraction(0), Fraction(1, 5000), Fraction(4999, 5000))] \
        == ["16.7%", "100%", "0%", "<0.1%", ">99.9%"]


def test_a_decks_counts_curves_and_copies(orchard: Path) -> None:
    report = designer_report(load_game(orchard))
    crops = next(d for d in report.decks if d.id == "crops")
    assert crops.total == 20 and crops.copies == ((3, ("Pear", "Pear")), (4, ("Apple",)), (10, ("Plum",)))
    kinds = {c.column: [(t.value, t.copies, t.distinct) for t in c.tallies] for c in crops.categories}
    assert kinds == {"kind": [("apple", 4, 1), ("pear", 6, 2), ("plum", 10, 1)],
                     "golden": [("yes", 4, 1), ("no", 16, 3)]}
    assert [(c.column, [(t.value, t.copies) for t in c.tallies]) for c in crops.numbers] == \
        [("cost", [("1", 14), ("2", 3), ("3", 3)])]


def test_drawing_odds_follow_the_deal_until_the_deck_runs_out(orchard: Path) -> None:
    report = designer_report(load_game(orchard), chosen="apple")
    odds = [o for o in report.odds if o.deck == "crops"]
    # 2 players take 10 at setup and 2 a round: three turns fit; 3 players take 15 then 3: one turn;
    # 4 players take all 20 at setup
    assert [(o.players, [seen for _, seen in o.stages], o.cut) for o in odds] == [
        ((2,), [5, 6, 7, 8], ""), ((3,), [5, 6], "the deck runs out in round 2"),
        ((4,), [5], "the deck runs out in round 1")]
    lines = {line.label: line for line in odds[0].lines}
    apples = lines["kind = apple"]
    assert apples.in_deck == 4
    assert apples.chances[0] == (1 - Fraction(comb(16, 5), comb(20, 5)),
                                 1 - Fraction(comb(16, 5) + 4 * comb(16, 4), comb(20, 5)),
                                 1 - Fraction(comb(16, 5) + 4 * comb(16, 4) + 6 * comb(16, 3), comb(20, 5)))
    assert apples.chances[3][0] == 1 - Fraction(comb(16, 8), comb(20, 8))
    assert lines["card Apple"].chances == apples.chances          # the chosen card: its 4 copies
    assert lines["kind = plum"].chances[0][0] == 1 - Fraction(comb(10, 5), comb(20, 5))
    assert lines["a given card with 3 copies (Pear, ...)"].chances[1][0] == 1 - Fraction(comb(17, 6), comb(20, 6))


def test_exhaustion_and_dice(orchard: Path) -> None:
    report = designer_report(load_game(orchard))
    crops = [(e.players, e.size, e.at_setup, e.per_round, e.rounds) for e in report.exhaustion if e.deck == "crops"]
    assert crops == [(2, 20, 10, 2, 5), (3, 20, 15, 3, 1), (4, 20, 20, 4, 0)]
    harvest = next(d for d in report.dice if d.id == "harvest")
    assert harvest.results == (("poor", "1-2", Fraction(1, 3)), ("good", "3-6", Fraction(2, 3)))
    assert dict(harvest.sums) == sum_of_dice(6, 2) and harvest.dice == 2
    weather = next(d for d in report.dice if d.id == "weather")   # a storm rolls again: 1/6 x 3/6 each way
    assert weather.sums == () and [p for _, _, p in weather.results] == \
        [Fraction(4, 6), Fraction(1, 6), Fraction(1, 12), Fraction(1, 12)]


def _pnp(*args: str, cwd: Path | None = None):
    import os

    from generator.app.cli import app

    old = os.getcwd()
    os.chdir(cwd or old)
    try:
        return CliRunner().invoke(app, list(args))
    finally:
        os.chdir(old)


def test_pnp_report_prints_the_numbers(orchard: Path) -> None:
    result = _pnp("report", "clean", "--content", str(orchard.parent))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Tiny Clean Game v1.0: designer's report (2-4 players)"
    assert "Deck crops: Crops, 20 cards, 4 distinct" in lines
    assert "  copies per card: 3 copies: 2 cards; 4 copies: 1 card; 10 copies: 1 card" in lines
    assert "  kind: apple 4, pear 6, plum 10" in lines and "  cost (value: cards): 1: 14, 2: 3, 3: 3" in lines
    assert "Crops (crops), 2 players: 20 cards shuffled; 5 dealt to each player, each player draws 1 a turn; " \
           "counted over the cards one player has drawn" in lines
    assert "Crops (crops), 4 players: 20 cards shuffled; 5 dealt to each player, each player draws 1 a turn; " \
           "counted over the cards one player has drawn; the deck runs out in round 1" in lines
    apple = next(line for line in lines if line.startswith("  kind = apple (4)"))
    # 1 - C(16,5)/C(20,5) = 71.8%; at least 2: 24.9%; at least 3: 3.2%
    assert apple.split()[4:9] == ["71.8%", "/", "24.9%", "/", "3.2%"]
    assert "  crops, 3 players: setup takes 15 of 20, then 3 a round: lasts 1 full round" in lines
    assert "  2 dice summed: 2: 2.8%, 3: 5.6%, 4: 8.3%, 5: 11.1%, 6: 13.9%, 7: 16.7%, 8: 13.9%, 9: 11.1%, " \
           "10: 8.3%, 11: 5.6%, 12: 2.8%" in lines
    assert "No drawing odds for market: play() names no draw from them (docs/outputs.md)" in lines


def test_pnp_report_refuses_an_unknown_card_and_a_bad_play(orchard: Path, tmp_path: Path) -> None:
    result = _pnp("report", "clean", "--card", "aple", "--content", str(orchard.parent))
    assert result.exit_code == 2
    assert result.output.splitlines() == ["error: clean: no card 'aple' (--card)", "  hint: did you mean 'apple'?"]
    game = tmp_path / "content" / "clean"
    shutil.copytree(orchard, game)
    engine = (game / "engine.py").read_text(encoding="utf-8")
    (game / "engine.py").write_text(engine.replace('"draw": 1}', '"drow": 1}'), encoding="utf-8")
    line = engine.splitlines().index("def play(players: int, variant: str | None = None) -> dict[str, dict]:") + 1
    result = _pnp("report", "--content", str(game.parent))
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert result.output.splitlines()[0] == f"error: {game / 'engine.py'}:{line}:1: play(2) gives 'crops' an " \
                                            "unknown key 'drow'"
    (game / "engine.py").write_text(engine.replace('"crops": {', '"crop": {'), encoding="utf-8")
    result = _pnp("report", "--content", str(game.parent))
    assert result.output.splitlines() == [
        f"error: {game / 'engine.py'}:{line}:1: play(2) names 'crop', which is neither a deck nor a die table of "
        "the game", "  hint: decks and die tables of this game: crops, market, harvest, weather"]


def test_report_html_is_in_the_manifest_self_contained_and_deterministic(orchard: Path, tmp_path: Path) -> None:
    project = orchard.parent.parent
    outs = [tmp_path / "a", tmp_path / "b"]
    for out in outs:
        result = _pnp("build", "--only", "report", "--no-check", "--jobs", "1", "--out", str(out), cwd=project)
        assert result.exit_code == 0, result.output
    html = [(out / "clean" / "report.html").read_bytes() for out in outs]
    assert html[0] == html[1]
    manifest = json.loads((outs[0] / "clean" / "manifest.json").read_text())
    assert [(f["path"], f["kind"], f["unit"]) for f in manifest["files"]] == [("report.html", "report", "report")]
    page = html[0].decode()
    # no script, no stylesheet or picture fetched, no address but the SVG namespace
    assert not re.search(r"<script|<link|<img|src=|url\(", page)
    assert set(re.findall(r"https?://[^\"' ]+", page)) == {"http://www.w3.org/2000/svg"}
    assert page.count("<svg") == 12
    assert "<title>Crops: at least one, 2 players</title>" not in page   # chart titles are text, not <title>
    assert ">Crops: at least one, 2 players</text>" in page and ">Harvest die: 2 dice summed</text>" in page
    # a rebuild with nothing changed keeps it; an edited card re-renders it
    again = _pnp("build", "--only", "report", "--no-check", "--jobs", "1", "--out", str(outs[0]), cwd=project)
    assert "clean: up to date" in again.output, again.output
    # its inputs are hashed like every unit's: a card's count edited re-renders it
    copy = tmp_path / "edited" / "content" / "clean"
    shutil.copytree(orchard, copy)
    (copy / "cards" / "crops.csv").write_text(CROPS.replace("plum,Plum,10,", "plum,Plum,9,"), encoding="utf-8")
    shutil.copytree(outs[0], tmp_path / "edited" / "output")
    edited = _pnp("build", "--only", "report", "--no-check", "--jobs", "1", cwd=copy.parent.parent)
    assert "clean: built (1 rendered, 0 unchanged)" in edited.output, edited.output
    assert (tmp_path / "edited" / "output" / "clean" / "report.html").read_bytes() != html[0]


# --- the shipped games ---------------------------------------------------------------------------------

def _shipped(game: str):
    return designer_report(load_game(CONTENT / game))


def test_journeys_of_paul_opportunity_and_event_decks_at_every_count() -> None:
    report = _shipped("journeys-of-paul")
    opportunity = [o for o in report.odds if o.deck == "opportunity"]
    # every count draws alike (a 2-card hand from 60, one a turn) and none runs the deck out in 3 turns
    assert [(o.players, o.pool, [s for _, s in o.stages]) for o in opportunity] == [((1, 2, 3, 4, 5, 6), 60,
                                                                                     [2, 3, 4, 5])]
    deacons = next(line for line in opportunity[0].lines if line.label == "kind = deacon")
    assert deacons.in_deck == 8
    assert [c[0] for c in deacons.chances] == [1 - Fraction(comb(52, n), comb(60, n)) for n in (2, 3, 4, 5)]
    build = next(line for line in opportunity[0].lines if line.label == "kind = build")
    assert build.chances[0][1] == Fraction(comb(26, 2), comb(60, 2))      # both opening cards build cards
    exhaustion = {(e.deck, e.players): (e.size, e.at_setup, e.per_round, e.rounds) for e in report.exhaustion}
    for players in range(1, 7):
        assert exhaustion["opportunity", players] == (60, 2 * players, players, (60 - 2 * players) // players)
        assert exhaustion["event", players] == (50, 0, players, 50 // players)
    assert "city" in report.undealt   # dealt by seat in the basic rules: no odds


def test_commissioned_trial_deck_at_every_count() -> None:
    report = _shipped("commissioned")
    trial = {p: o for o in report.odds if o.deck == "trial" for p in o.players}
    assert sorted(trial) == [2, 3, 4, 5, 6]
    for players, odds in trial.items():
        drawn = players // 2 + 1                      # one Trial card in each LIVE phase
        assert odds.pool == 15 + 6 and odds.who == "table"
        growth = next(line for line in odds.lines if line.label == "symbols = Growth stop")
        assert growth.in_deck == 6
        assert growth.chances[0][0] == 1 - Fraction(comb(15, drawn), comb(21, drawn))
    exhaustion = {e.players: (e.size, e.at_setup, e.per_round, e.rounds) for e in report.exhaustion}
    # the deck sorted for Disciple holds 21; one card leaves for each Apostle above three
    assert exhaustion == {p: (21 - max(0, p - 3), 0, p // 2 + 1, (21 - max(0, p - 3)) // (p // 2 + 1))
                          for p in range(2, 7)}
    message = next(d for d in report.dice if d.id == "message")
    assert sum(p for _, _, p in message.results) == 1
    assert ("messages-arrive", "4-8", Fraction(5, 8)) in message.results


def test_commerce_and_the_acts_counts_and_dice() -> None:
    commerce = _shipped("commerce")
    resources = next(d for d in commerce.decks if d.id == "resources")
    # 31 resources, 20 cards of each at values 1, 5 and 10
    assert resources.total == 31 * 60 and [(t.value, t.copies) for t in resources.numbers[0].tallies] == \
        [("1", 620), ("5", 620), ("10", 620)]
    assert commerce.odds == () and commerce.exhaustion == () and not commerce.has_play
    bandit = next(d for d in commerce.dice if d.id == "bandit-roll")
    assert bandit.results == (("robbed", "1-2", Fraction(1, 3)), ("safe", "3-6", Fraction(2, 3)))
    acts = _shipped("the-acts")
    miracles = next(d for d in acts.decks if d.id == "miracles")
    colours = next(c for c in miracles.categories if c.column == "colours")
    # copies_by: each of the 7 miracles has one copy per colour
    assert [(t.value, t.copies) for t in colours.tallies] == [("Red", 7), ("Blue", 7), ("Green", 7), ("Yellow", 7)]
    gifts = next(d for d in acts.decks if d.id == "spiritual-gifts")
    assert gifts.total == 14 and gifts.copies == ((1, tuple(c[1] for c in gifts.cards)),)


def test_pnp_report_takes_one_game() -> None:
    result = _pnp("report", "--content", str(CONTENT))
    assert result.exit_code == 2
    assert result.output.splitlines() == ["error: pnp report takes one game",
                                          "  hint: name one: pnp report GAME (games here: commerce, commissioned, "
                                          "journeys-of-paul, the-acts)"]


@pytest.mark.parametrize("game", sorted(p.name for p in (ROOT / "tests" / "corpus").iterdir() if p.is_dir()))
def test_every_corpus_game_has_a_report_that_adds_up(game: str) -> None:
    """Games written from the docs alone: their counts add up to their decks, every die's chances to 1."""
    from generator.designer.page import as_html
    from generator.designer.text import as_text

    loaded = load_game(ROOT / "tests" / "corpus" / game)
    report = designer_report(loaded)
    for deck, numbers in zip(loaded.game.decks, report.decks):
        assert numbers.total == deck.total == sum(n * len(names) for n, names in numbers.copies)
        for col in numbers.numbers:
            assert sum(t.copies for t in col.tallies) + col.empty == deck.total, (deck.id, col.column)
    for die in report.dice:   # a plain die of the box (no die table) rolls no named results, only totals
        assert sum(p for _, _, p in die.results) == 1 or not die.results and die.sums
        assert not die.sums or sum(p for _, p in die.sums) == 1
    assert as_text(report).startswith(f"{loaded.game.title} v") and as_html(report).startswith(b"<!DOCTYPE html>")


def test_a_deck_one_player_holds_runs_out_by_that_players_draws(tmp_path: Path) -> None:
    """two-fronts (blind writer, set 36): each side plays its own deck, so a hand of 5 and a draw of 1 come out of
    it once a turn, not once per player: `holders: 1` (the orchard's 20 crops: 5 at setup, 1 a round, 15 rounds
    at every count); without it the counts are per player, as test_exhaustion_and_dice reads."""
    game = tmp_path / "content" / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    (game / "cards" / "crops.csv").write_text(CROPS, encoding="utf-8")
    (game / "engine.py").write_text((game / "engine.py").read_text(encoding="utf-8")
                                    + PLAY.replace('"draw": 1}', '"draw": 1, "holders": 1}'), encoding="utf-8")
    text = (game / "game.yaml").read_text(encoding="utf-8")
    text = text.replace("decks:\n", "decks:\n" + DECK, 1).replace("dice:\n", "dice:\n" + DIE, 1)
    text = text.replace("decks: [market]}", "decks: [market]}\n  - {id: crop-cards, name: Crop cards, count: 20, "
                                            "kind: cards, decks: [crops]}", 1)
    (game / "game.yaml").write_text(text, encoding="utf-8")
    report = designer_report(load_game(game))
    crops = [(e.players, e.size, e.at_setup, e.per_round, e.rounds) for e in report.exhaustion if e.deck == "crops"]
    assert crops == [(2, 20, 5, 1, 15), (3, 20, 5, 1, 15), (4, 20, 5, 1, 15)]


def test_plain_dice_rolled_together_chart_their_totals(tmp_path: Path) -> None:
    # dice-slots and farkle-hundreds (written outside the project) roll plain six-sided dice the box holds with no
    # die table, and could not tell whether play() may name them: it may, and two rolled together chart their sums
    from generator.designer.page import as_html

    game = tmp_path / "content" / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    (game / "engine.py").write_text((game / "engine.py").read_text(encoding="utf-8") + '''

def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"battle-dice": {"dice": 3}}
''', encoding="utf-8")
    text = (game / "game.yaml").read_text(encoding="utf-8")
    text = text.replace("inventory:\n", "inventory:\n  - {id: battle-dice, name: Battle dice, count: 3, kind: die, "
                                        "faces: 8, supply: gather}\n", 1)
    (game / "game.yaml").write_text(text, encoding="utf-8")
    report = designer_report(load_game(game))
    battle = next(d for d in report.dice if d.id == "battle-dice")
    assert (battle.name, battle.faces, battle.dice, battle.results) == ("Battle dice", 8, 3, ())
    assert dict(battle.sums) == sum_of_dice(8, 3) and sum(dict(battle.sums).values()) == 1
    page = as_html(report).decode("utf-8")
    assert "Battle dice: 3 dice summed" in page and "Battle dice: one roll" not in page
