"""`pnp check --fix` (generator/app/fix.py): the rewrites the checker proves, shown as a diff and written in place.

The game is the clean fixture with a rule of no argument (`hand_cards() == 7`), a rulebook in CRLF with no last
newline that types numbers the data prints (a rule's, a players table row's at a named count, the player range; '2
awards' beside `award_points() == 2` counts awards, not points, and is no finding), and slips: 'Wod' for Wood in a cost and 'Ston' for Stone in a card's cell (one near name each), 'Tomer'
between the names 'Tower' and 'Toner' (two), 'Quary' for the card Quarry inside a sentence and at a sentence's
start (a guess). Every expected diff and byte below is written out by hand."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import FIXTURES, ROOT
from generator.app.cli import app
from generator.core.errors import Finding, Fix, Loc
from generator.app.fix import plan_fixes

RULEBOOK = ("## Setup {#setup}\r\n\r\nA game for 2-4 players. Your hand holds 7 cards.\r\n"
            "Your hand holds seven cards, and the Quarry gives Stone.\r\n\r\n"
            "Seven hand cards is enough. Build a Tomer or visit the Quary.\r\nQuary cards are rare.\r\n\r\n"
            "At 2 players you are dealt 3 cards; deal 3 cards to each player.\r\n\r\nVictory points come from 2 awards.")

DIFF = """\
--- a/{g}/cards/market.csv
+++ b/{g}/cards/market.csv
@@ -1,4 +1,4 @@
 id,name,count,cost,resource,text
 woodcutter,Woodcutter,2,1,Wood,Take one Wood.
-quarry,Quarry,2,2,Ston,Take one Stone.
+quarry,Quarry,2,2,Stone,Take one Stone.
 mill,Mill,2,1,Grain,"Take one Grain, then pass."
--- a/{g}/game.yaml
+++ b/{g}/game.yaml
@@ -43,7 +43,7 @@
     name: Hut
     group: buildings
     items:
-      - {{amount: 2, of: Wod}}
+      - {{amount: 2, of: Wood}}
       - {{amount: 1, of: food}}
       - {{amount: 1, of: Tomer}}
 examples:
--- a/{g}/rulebook.md
+++ b/{g}/rulebook.md
@@ -1,11 +1,11 @@
 ## Setup {{#setup}}
 
-A game for 2-4 players. Your hand holds 7 cards.
-Your hand holds seven cards, and the Quarry gives Stone.
+A game for 2-4 players. Your hand holds {{{{ engine.hand_cards() }}}} cards.
+Your hand holds {{{{ engine.hand_cards() | word }}}} cards, and the Quarry gives Stone.
 
-Seven hand cards is enough. Build a Tomer or visit the Quary.
+{{{{ engine.hand_cards() | word | capitalize }}}} hand cards is enough. Build a Tomer or visit the Quarry.
 Quary cards are rare.
 
-At 2 players you are dealt 3 cards; deal 3 cards to each player.
+At 2 players you are dealt {{{{ engine.cards_dealt(players=2) }}}} cards; deal 3 cards to each player.
 
 Victory points come from 2 awards.
\\ No newline at end of file
{g}/game.yaml:48:21: REF001 'Tomer' left as it is: more than one known name is near it
{g}/rulebook.md:3:12: DOC001 '2-4' left as it is: {{{{ players }}}} prints '2\u20134', not '2-4'
{g}/rulebook.md:6:37: TXT005 'Tomer' left as it is: another name is as near
{g}/rulebook.md:7:1: TXT005 'Quary' left as it is: the reading is a guess (the finding is a warning for it)
{g}/rulebook.md:9:42: DOC001 '3' left as it is: row 'Cards dealt' of table 'setup_by_players' varies by player \
count and the sentence names no one count
"""


def slips_game(tmp_path: Path) -> Path:
    folder = tmp_path / "clean"
    shutil.copytree(FIXTURES / "clean", folder, ignore=shutil.ignore_patterns("__pycache__"))
    with open(folder / "engine.py", "a", encoding="utf-8") as engine:
        engine.write("\n\n@rule\ndef hand_cards() -> int:\n    return 7\n\n\n@rule\ndef award_points() -> int:\n"
                     "    return 2\n")
    yaml = folder / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8")
                    .replace("  resources: [Wood, Stone, Grain]\n",
                             "  resources: [Wood, Stone, Grain]\n  buildings: [Tower, Toner]\n")
                    .replace("{amount: 2, of: Wood}", "{amount: 2, of: Wod}")
                    .replace("{amount: 1, of: food}", "{amount: 1, of: food}\n      - {amount: 1, of: Tomer}"),
                    encoding="utf-8")
    cards = folder / "cards" / "market.csv"
    cards.write_text(cards.read_text(encoding="utf-8").replace("quarry,Quarry,2,2,Stone,", "quarry,Quarry,2,2,Ston,"),
                     encoding="utf-8")
    (folder / "rulebook.md").write_bytes(RULEBOOK.encode("utf-8"))
    return folder


def fix(folder: Path, *options: str):
    return CliRunner().invoke(app, ["check", folder.name, "--content", str(folder.parent), "--fix", *options])


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def test_dry_run_prints_every_proved_rewrite_as_a_diff_says_why_the_rest_stay_and_changes_no_byte(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = slips_game(tmp_path)
    monkeypatch.chdir(tmp_path)
    before = snapshot(folder)
    result = fix(folder, "--dry-run")
    assert result.output == DIFF.format(g="clean") + "would fix 7 finding(s) in 3 file(s); 5 left as they are\n"
    assert result.exit_code == 1   # the check as it stands: the REF001 and TXT005 errors
    assert snapshot(folder) == before


def test_fix_rewrites_the_spans_alone_keeps_every_other_byte_and_exits_as_the_check_after_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = slips_game(tmp_path)
    monkeypatch.chdir(tmp_path)
    before = snapshot(folder)
    result = fix(folder)
    assert result.output.startswith(DIFF.format(g="clean") + "fixed 7 finding(s) in 3 file(s); 5 left as they are\n")
    after = snapshot(folder)
    # the CRLF line endings and the missing last newline are kept
    assert after["rulebook.md"] == RULEBOOK.replace("holds 7 cards", "holds {{ engine.hand_cards() }} cards") \
        .replace("holds seven cards", "holds {{ engine.hand_cards() | word }} cards") \
        .replace("Seven hand cards", "{{ engine.hand_cards() | word | capitalize }} hand cards") \
        .replace("visit the Quary.", "visit the Quarry.") \
        .replace("dealt 3 cards", "dealt {{ engine.cards_dealt(players=2) }} cards").encode("utf-8")
    assert after["game.yaml"] == before["game.yaml"].replace(b"of: Wod}", b"of: Wood}")
    assert after["cards/market.csv"] == before["cards/market.csv"].replace(b",Ston,", b",Stone,")
    assert {k for k in after if after[k] != before[k]} == {"rulebook.md", "game.yaml", "cards/market.csv"}
    assert not list(folder.rglob("*.pnp-fix.tmp"))
    # the report after the diff is the check of the rewritten game: the slips left alone are still errors
    report = result.output.split("left as they are\n", 1)[1]
    assert "rulebook.md:6:77: error[TXT005] 'Tomer' is not a name of this game" in report
    assert "'Wod'" not in report and "'Ston'" not in report and "'7' is typed" not in report
    assert report.endswith("checked 1 game(s): clean; 2 error(s), 3 warning(s), 0 waived\n")   # "2 awards" counts awards
    assert result.exit_code == 1
    again = fix(folder)   # nothing more to prove: the same refusals, no diff, no write
    assert again.output.startswith("clean/game.yaml:48:21: REF001 'Tomer' left as it is")
    assert snapshot(folder) == after


def test_fix_and_dry_run_refuse_what_they_cannot_do(tmp_path: Path) -> None:
    folder = slips_game(tmp_path)
    alone = CliRunner().invoke(app, ["check", "clean", "--content", str(tmp_path), "--dry-run"])
    assert (alone.exit_code, alone.output) == (2, "error: --dry-run goes with --fix\n"
                                                  "  hint: run pnp check --fix --dry-run to see the rewrites\n")
    as_json = fix(folder, "--format", "json")
    assert as_json.exit_code == 2
    assert as_json.output.startswith("error: --fix prints a diff, which --format json cannot hold\n")


def _finding(file: Path, line: int, col: int, old: str, new: str) -> Finding:
    return Finding("REF001", "error", "g", Loc(str(file), line, col), "m", fix=Fix(Loc(str(file), line, col), old,
                                                                                    new, "name"))


def _no_render(folder: Path, expression: str) -> str:
    raise AssertionError("a name fix renders nothing")


def test_a_name_is_not_written_where_it_would_change_more_than_itself_or_where_the_text_moved(tmp_path: Path) -> None:
    yaml = tmp_path / "game.yaml"
    yaml.write_bytes(b"costs:\n  - {amount: 2, of: Wod}\n  - {amount: 1, of: Wod}\n")
    # a colon and space would split the flow mapping's value; the second slip is no longer at its column
    plans, left = plan_fixes([_finding(yaml, 2, 20, "Wod", "Wood: Oak"), _finding(yaml, 3, 1, "Stne", "Stone")],
                             [tmp_path], _no_render)
    assert plans == []
    assert [x.reason for x in left] == [
        "writing 'Wood: Oak' there would change more of the YAML than that name (quote the value first)",
        "'Stne' is no longer at 3:1 (was the file changed since the check?)"]


def test_a_placeholder_is_not_written_inside_jinja_nor_where_the_document_rebinds_its_name(tmp_path: Path) -> None:
    doc = tmp_path / "rulebook.md"
    doc.write_text("{% raw %}Hold 7 cards.{% endraw %}\n{% set engine = 3 %}Hold 7 cards.\n", encoding="utf-8")
    found = [Finding("DOC001", "warning", "g", Loc(str(doc), line, col), "m",
                     fix=Fix(Loc(str(doc), line, col), "7", "engine.hand_cards()", "placeholder"))
             for line, col in ((1, 15), (2, 26))]
    plans, left = plan_fixes(found, [tmp_path], lambda folder, expression: "7")
    assert plans == []
    assert [x.reason for x in left] == [
        "it stands inside a Jinja tag, comment or raw block",
        "the document binds 'engine' to something else in a Jinja statement"]


def _pdf_text(data: bytes) -> str:
    import io

    import pdfplumber

    with pdfplumber.open(io.BytesIO(data)) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    return re.sub(r"content [0-9a-f]{6,}", "content <hash>", text)   # the stamp names the content's hash


def test_fix_on_a_corpus_game_fixes_what_its_sentences_name_and_its_rulebook_prints_the_same_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ashfall: --fix rewrites the rulebook's two typed numbers whose sentences name every word of the rule, and
    leaves the quick reference's "each crew draws 1 supply card" (read as supply_drawn_per_crew() since session 31's
    'per' said as the subject's 'each'), whose sentence says 'each crew', not 'per crew': a guess it does not write."""
    content = tmp_path / "content"
    shutil.copytree(ROOT / "tests" / "corpus" / "ashfall", content / "ashfall",
                    ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.chdir(tmp_path)

    def rulebook(out: str) -> str:
        built = CliRunner().invoke(app, ["build", "ashfall", "--content", str(content), "--out", out,
                                         "--only", "documents"])
        assert built.exit_code == 0, built.output
        return _pdf_text((tmp_path / out / "ashfall" / "rulebook.pdf").read_bytes())

    before = rulebook("before")
    assert "Every round has three phases" in before and "wins with 16 villagers out" in before
    result = CliRunner().invoke(app, ["check", "ashfall", "--content", str(content), "--fix"])
    assert result.exit_code == 0, result.output
    assert "-Every round has three phases, played in this order:\n" \
           "+Every round has {{ names(\"phases\") | length | word }} phases, played in this order:\n" in result.output
    assert "fixed 2 finding(s) in 1 file(s); 1 left as they are\n" in result.output
    assert "quickref.md:5:34: DOC001 '1' left as it is: the sentence does not name every word of " \
           "supply_drawn_per_crew()" in result.output
    assert result.output.endswith("checked 1 game(s): ashfall; 0 error(s), 1 warning(s), 0 waived\n")
    assert rulebook("after") == before


def test_a_rewrite_after_which_the_check_reads_something_new_is_left_out(tmp_path: Path) -> None:
    """A rewrite that renders the same may still change what the check reads around it ("the two hunters each
    look after two pawns": with the first 'two' a placeholder, the second is read alone); `checked_again` checks
    a copy of the game with the rewrites and leaves out one that adds a finding. The check here is a stand-in
    that reports a finding wherever the copy's text holds '{{ b }}'."""
    from generator.app.fix import FilePlan, Rewrite, checked_again

    folder = tmp_path / "g"
    folder.mkdir()
    doc = folder / "rulebook.md"
    doc.write_bytes(b"one two\n")
    found = [Finding("DOC001", "warning", "g", Loc(str(doc), 1, col), "m",
                     fix=Fix(Loc(str(doc), 1, col), old, new, "placeholder")) for col, old, new in ((1, "one", "a"),
                                                                                            (5, "two", "b"))]
    plan = FilePlan(doc, "g/rulebook.md", b"one two\n", "", "one two\n",
                    [Rewrite(0, 3, "{{ a }}", found[0]), Rewrite(4, 7, "{{ b }}", found[1])])

    def check(game_id: str, copy: Path) -> list[Finding]:
        text = (copy / "rulebook.md").read_text(encoding="utf-8")
        return [Finding("TXT001", "error", game_id, Loc(str(copy / "rulebook.md"), 1, 9), "read alone")] \
            if "{{ b }}" in text else []

    plans, left = checked_again([plan], [], {"g": folder}, found, check)
    assert [p.after for p in plans] == [b"{{ a }} two\n"]
    assert [str(x) for x in left] == [f"{doc}:1:5: DOC001 'two' left as it is: the check reads the text around it "
                                      "otherwise after the rewrite: TXT001 at 1:9"]
    assert doc.read_bytes() == b"one two\n"


def _typed_again(content: Path, game: str, typed: dict[str, str]) -> None:
    """A copy of the corpus game in `content` whose rulebook types these placeholders' numbers by hand again."""
    shutil.copytree(ROOT / "tests" / "corpus" / game, content / game, ignore=shutil.ignore_patterns("__pycache__"))
    book = content / game / "rulebook.md"
    text = book.read_text(encoding="utf-8")
    for placeholder, number in typed.items():
        text = text.replace(placeholder, number)
    book.write_text(text, encoding="utf-8")


def test_a_value_the_same_at_every_player_count_is_written_as_a_placeholder(tmp_path: Path) -> None:
    # postage-stamps and cricket-overs (written outside the project): `--fix` refused "six deliveries" (twice) and
    # "six legal balls", saying the row "varies by player count", for a table of one column ('1-4', '2-6') and rules
    # whose value never changes with it; their writers placed the placeholders by hand. A rule that needs no player
    # count is written without one (market-haggle's writer took `players=3` out of `engine.rounds(players=3)`)
    content = tmp_path / "content"
    _typed_again(content, "postage-stamps", {"{{ engine.deliveries() | word }}": "six"})
    _typed_again(content, "cricket-overs", {"{{ engine.balls_per_over() | word }}": "six"})
    result = CliRunner().invoke(app, ["check", "postage-stamps", "cricket-overs", "--content", str(content), "--fix"])
    assert result.exit_code == 0, result.output
    assert "varies by player count" not in result.output
    assert "+letters and packets. You and the other clerks have {{ engine.deliveries() | word }} deliveries" \
        in result.output
    assert "+An innings is played in overs. An over is {{ engine.balls_per_over() | word }} legal balls" \
        in result.output
    # and, read since set_145 ("the whole name ... of N"), postage-stamps' "your hand limit of seven stamps", written
    # as a placeholder, and "their postage of 320 cents", left: postage() of a parcel's weight and zone is no one number
    assert "+3. **Tidy**: discard down to your hand limit of {{ engine.hand_limit() | word }} stamps." in result.output
    assert "fixed 4 finding(s) in 2 file(s); 1 left as they are\n" in result.output
    # the games' false TXT007 warnings stay (their TXT003 warnings, "lose 1 more point" on parcels worth 2 or more,
    # went with set_135)
    assert result.output.endswith("checked 2 game(s): postage-stamps, cricket-overs; 0 error(s), 4 warning(s), "
                                  "0 waived\n")


def test_a_value_the_same_at_each_count_a_sentence_names_is_written_at_the_first(tmp_path: Path) -> None:
    # pigeon-race (written outside the project): "5 birds each with two or three fanciers, 4 birds each with four to
    # six" was refused ("the sentence names no one count"); its writer placed both placeholders by hand
    content = tmp_path / "content"
    _typed_again(content, "pigeon-race", {"{{ engine.birds_per_loft(2) }}": "5", "{{ engine.birds_per_loft(4) }}": "4"})
    result = CliRunner().invoke(app, ["check", "pigeon-race", "--content", str(content), "--fix"])
    assert result.exit_code == 0, result.output
    assert "+4. Shuffle the Bird cards and deal each fancier a loft: {{ engine.birds_per_loft(players=2) }} birds " \
           "each with two or three fanciers,\n" in result.output
    assert "+   {{ engine.birds_per_loft(players=4) }} birds each with four to six." in result.output
    assert result.output.endswith("checked 1 game(s): pigeon-race; 0 error(s), 0 warning(s), 0 waived\n")
