"""One "did you mean" for every kind of name a user types (generator/core/suggest.py), each reached the way a user
reaches it: a misspelt column, layout field, table, engine rule, placeholder, template, icon, font, colour, key,
game and print shop each get the same hint, with the name meant."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app.cli import app
from generator.core.suggest import closest, did_you_mean

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "games"


def _game(tmp_path: Path, fixture: str, file: str = "", old: str = "", new: str = "") -> Path:
    """A content folder holding a copy of a fixture game, with `old` replaced by `new` once in `file`."""
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / fixture, content / fixture)
    if file:
        path = content / fixture / file
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, (file, old)
        path.write_text(text.replace(old, new), encoding="utf-8")
    return content


def _findings(content: Path) -> list[dict]:
    result = CliRunner().invoke(app, ["check", "--content", str(content), "--format", "json", "--no-cache"])
    assert result.exit_code in (1, 2), result.output
    return json.loads(result.output)["findings"]


# kind: (fixture, file, typed as, typed wrong, rule, message words, name meant)
CHECKED = {
    "column": ("clean", "cards/market.csv", "count,cost,resource,", "count,cost,resorce,", "CSV001",
               "unknown column 'resorce' in deck 'market'", "resource"),
    "layout field": ("layout-field", "", "", "", "LAY003", "reads 'nmae'", "name"),
    "table": ("doc-unknown-table", "", "", "", "DOC002", "table(): unknown table 'setup_by_player'",
              "setup_by_players"),
    "engine rule": ("unknown-rule", "", "", "", "REF003", "unknown engine rule 'card_dealt'", "cards_dealt"),
    "placeholder": ("doc-unknown-table", "rulebook.md", 'table("setup_by_player")', 'tabel("setup_by_players")',
                    "DOC002", "unknown placeholder 'tabel'", "table"),
    "icon": ("layout-icon", "", "", "", "ICO003", "names icon 'wheet'", "wheat"),
    "font": ("layout-font", "layouts/market.yaml", "font: Lato Light", "font: Vollkron", "LAY010",
             "font 'Vollkron' is not a font pnp has", "Vollkorn"),
    "colour": ("layout-colour", "", "", "", "LAY010", "fill 'acent' is not a colour", "accent"),
    "key": ("unknown-key", "", "", "", "SCH001", "unknown key 'sumary' in game.yaml", "summary"),
    "piece shape": ("clean", "game.yaml", "per_player: 1}", "per_player: 1, shape: meple}", "SCH002",
                    "inventory 'pawns' shape must be one of", "meeple"),
    "start piece": ("map-start-pieces", "", "", "", "MAP014", "start_pieces names 'pawn'", "pawns"),
}


@pytest.mark.parametrize("kind", CHECKED)
def test_a_misspelt_name_in_a_game_gets_one_finding_with_the_name_meant(kind: str, tmp_path: Path) -> None:
    fixture, file, right, wrong, rule, words, meant = CHECKED[kind]
    found = _findings(_game(tmp_path, fixture, file, right, wrong))
    hits = [f for f in found if f["rule"] == rule and words in f["message"]]
    assert len(hits) == 1, found
    assert hits[0]["hint"].startswith(f"did you mean '{meant}'?"), hits[0]


def test_a_misspelt_column_is_not_also_reported_missing(tmp_path: Path) -> None:
    """`resorce` for `resource`: one finding at the header cell, not 'unknown' and 'missing' both."""
    content = _game(tmp_path, "clean", "cards/market.csv", "count,cost,resource,", "count,cost,resorce,")
    (finding,) = _findings(content)
    assert (finding["file"].endswith("cards/market.csv"), finding["line"], finding["column"]) == (True, 1, 20)
    assert finding["hint"] == "did you mean 'resource'? the deck needs a column 'resource' and no header cell names it"


@pytest.mark.parametrize("args, words", [
    (["new", "my-game", "--template", "wargam"], "hint: did you mean 'wargame'? templates: cards ("),
    (["check", "--content", str(FIXTURES), "tabel-mismatch"], "hint: did you mean 'table-mismatch'?"),
    (["build", "--content", str(FIXTURES), "clean", "--preset", "thegamecrafer"],
     "hint: did you mean 'thegamecrafter'? presets: thegamecrafter"),
])
def test_a_misspelt_name_on_the_command_line_gets_the_same_hint(args: list[str], words: str, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2, result.output
    assert words in result.output


@pytest.mark.parametrize("typed, pool, meant", [
    ("wood", ["WOOD", "Woods"], "WOOD"),            # the same but for case, as the pool writes it
    ("vaule", ["value", "cost"], "value"),          # two letters swapped: ratio 0.8
    ("Rare Minerals", ["Rare Mineral"], "Rare Mineral"),
    ("R.A.R.E.", ["Rare"], "Rare"),                 # the same letters once punctuation is set aside
    ("Wd", ["Wood"], None),                         # ratio 0.67: too far to offer
    ("Zebra", ["Wood", "Stone"], None),
])
def test_the_helper_offers_a_name_only_when_it_is_close(typed: str, pool: list[str], meant: str | None) -> None:
    assert closest(typed, pool) == meant
    assert did_you_mean(typed, pool) == (f"did you mean '{meant}'?" if meant else "")


def test_no_module_but_the_helper_matches_names_itself() -> None:
    """Every suggestion goes through generator/core/suggest.py, so no two places disagree on what is close."""
    others = [p.relative_to(ROOT).as_posix() for p in (ROOT / "generator").rglob("*.py")
              if "get_close_matches" in p.read_text(encoding="utf-8") and p.name != "suggest.py"]
    assert not others
