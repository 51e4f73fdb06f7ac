"""Each rule family fails on a tiny scenario game at an exact file:line, and passes on the clean one."""
from __future__ import annotations

import pytest

from conftest import FIXTURES, assert_fires, run_check

# scenario -> (exit code, rule id, file, line, anchor, words the message must contain).
# The finding's column must be where `anchor` starts in that line of the fixture (see assert_fires).
SCENARIOS = {
    "table-mismatch": (1, "TBL001", "game.yaml", 24, '2]}', "the table prints 2 but cards_dealt() gives 1"),
    # a range column stands for every count in it: each end is compared, so is an empty (null) cell
    "table-range-upper": (1, "TBL001", "game.yaml", 24, '2]}', "Players 4: the table prints 2 but cards_dealt() gives 1"),
    "table-range-lower": (1, "TBL001", "game.yaml", 24, '2, 1]', "Players 2: the table prints 2 but cards_dealt() gives 3"),
    "table-null-cell": (1, "TBL001", "game.yaml", 24, 'null', "Players 3: the table prints empty but cards_dealt() gives 2"),
    "table-format": (1, "TBL004", "game.yaml", 24, 'format:', "format '{0} of {1}' cannot print the cell 3 "
                     "(column 2)"),
    "table-short-row": (1, "TBL002", "game.yaml", 24, '{label: Cards dealt', "has 2 cells but the axis has 3 values"),
    "table-unbound-row": (0, "TBL003", "game.yaml", 24, '{label: Cards dealt', "is bound to no engine rule"),
    "variant-range": (1, "PLR001", "game.yaml", 54, 'players: 2-5', "variant 'Duel' is for 2-5 players but the game supports 2-4"),
    "table-players": (1, "PLR002", "game.yaml", 22, '5]}', "has a column for 5 players but the game supports 2-4"),
    "engine-players": (1, "PLR003", "game.yaml", 5, 'players: 2-4', "game.yaml says 2-4 players but engine.py declares PLAYERS = (2, 5)"),
    "per-player-short": (1, "PLR004", "game.yaml", 13, 'count: 3', "4 players need 4 (1 each) but the box holds 3"),
    "unknown-name": (1, "REF001", "game.yaml", 45, 'of: Wod', "the cost of 'Hut': 'Wod' is not a known name"),
    "category-member": (1, "REF001", "game.yaml", 10, 'Meat]', "category 'Food': 'Meat' is not in resources"),
    "spelled-two-ways": (1, "REF002", "game.yaml", 8, 'Stones]', "'Stones' and 'Stone' (line 8) look like one name spelled two ways"),
    "unknown-rule": (1, "REF003", "game.yaml", 24, 'rule: card_dealt', "unknown engine rule 'card_dealt'"),
    "unknown-name-set": (1, "REF004", "game.yaml", 10, 'of: resorces', "unknown name set 'resorces'"),
    "die-gap": (1, "DIE001", "game.yaml", 31, 'results:', "Weather die: no result for 3"),
    "die-overlap": (1, "DIE002", "game.yaml", 33, 'rolls: 2-3', "3 is covered by both 'sun' and 'rain'"),
    "die-reroll-gap": (1, "DIE001", "game.yaml", 37, 'reroll:', "(re-roll after 'storm'): no result for 4"),
    "die-engine": (1, "DIE004", "game.yaml", 32, 'id: sun', "the table gives 'sun' for 3 but weather() gives 'storm'"),
    "die-impossible-roll": (1, "DIE003", "game.yaml", 32, 'rolls: 3-7', "result 'sun' covers 7, but the die has faces 1-6"),
    "die-faces-differ": (1, "DIE005", "game.yaml", 28, 'faces: 6', "Weather die has 6 faces but the inventory's 'die' has 8"),
    "card-count": (1, "CMP001", "game.yaml", 12, 'count: 7', "the box lists 7 Market cards but the card data has 6"),
    "setup-exceeds": (1, "CMP002", "game.yaml", 13, 'count: 4', "a game at 4 players needs 5 'pawns' but the box holds 4"),
    "listed-twice": (1, "CMP003", "game.yaml", 14, '{id: more-pawns', "'Pawns' is listed twice in the inventory (first at line 13)"),
    "deck-uncounted": (0, "CMP004", "game.yaml", 16, 'id: market', "deck 'market' is not counted by any inventory line"),
    "example-wrong": (1, "EXM001", "game.yaml", 52, 'expect: 3', "states 3 but cards_dealt(players=3) gives 2"),
    "invariant-fails": (1, "INV001", "engine.py", 28, 'def deal_fits', "does not hold at 2 players, 3 players"),
    "invariant-signature": (0, "INV002", "engine.py", 32, '@invariant', "(market_costs_fit) takes no 'players' parameter"),
    "invariant-card-data": (1, "INV001", "cards/market.csv", 3, 'quarry,', "does not hold: too costly: Quarry"),
    "engine-raises": (1, "ENG001", "engine.py", 9, '    return 5 //', "raised ZeroDivisionError: integer division or modulo by zero"),
    "waiver-unused": (0, "WAV001", "game.yaml", 56, '{rule: TBL001', "waiver for TBL001 'setup_by_players/*' matches no finding"),
    "map-broken-route": (1, "MAP001", "game.yaml", 75, 'stones]', "route wood - stones names 'stones', which is not on the map"),
    "map-missing-start": (1, "MAP002", "game.yaml", 62, 'Harbor]', "play starts at 'Harbor', which is not on the map"),
    "map-disconnected": (1, "MAP004", "game.yaml", 70, '{id: wood', "Wood, Stone cannot be reached from Harbour"),
    "map-missing-place": (1, "MAP003", "game.yaml", 8, 'Grain]', "'Grain' (resources) is not on the map"),
    "map-unknown-region": (1, "MAP005", "game.yaml", 70, 'region: hils', "location 'Wood' is in region 'hils'"),
    "map-unknown-kind": (1, "MAP010", "game.yaml", 76, 'kind: reeff', "location 'Shark Reef' is of kind 'reeff', which is "
                                                                     "neither built in nor declared under location_kinds"),
    "map-art-missing": (1, "MAP013", "game.yaml", 63, 'src: art/isle.png', "art 'art/isle.png' does not exist"),
    "map-start-pieces": (1, "MAP014", "game.yaml", 63, 'pawn]', "map 'island': start_pieces names 'pawn', which the "
                         "inventory does not list"),
    "map-sea-on-land": (0, "MAP015", "game.yaml", 79, '{between: [wood, grain]', "map 'island': sea route Wood - "
                        "Grain: 2 of its spaces are printed on land, 13.4 mm or more from open water"),
    "map-overlap": (1, "MAP012", "game.yaml", 72, '{id: grain,', "city 'Grain' overlaps city 'Harbour' (line 69) by 1.4 mm"),
    "map-duplicate": (1, "MAP006", "game.yaml", 72, '{id: stone, name: Grain', "location 'stone' is defined twice (first at line 71)"),
    "map-off-board": (1, "MAP007", "game.yaml", 71, 'at: [250, 40]', "location 'Stone' at [250, 40] lies off the 200 x 140 mm board"),
    "map-track-mark": (1, "MAP008", "game.yaml", 83, 'at: 4', "marks 'Cards for two' at 4 but cards_dealt(players=2) gives 3"),
    "map-board-missing": (1, "MAP009", "game.yaml", 60, 'component: island-board', "is the board 'island-board', which is not in the inventory"),
    "fit-too-small": (1, "FIT001", "game.yaml", 70, '{id: harbour', "city 'Harbour' (and 3 more) is 6.4 mm across, "
                      "but a Pawn (16 mm across, token sheet, line 86) needs 18.0 mm across with 1 mm to spare (pieces line 63)"),
    "fit-card-slot": (1, "FIT002", "game.yaml", 74, 'size: [40, 60]', "space 'Market pile' is 40.0 x 60.0 mm, but a Market card "
                      "(63 x 88 mm, deck 'market' (poker)) needs 63.0 x 88.0 mm"),
    "fit-no-size": (0, "FIT003", "game.yaml", 65, 'piece: flags', "'flags' goes on the city spaces but has no size"),
    "fit-unknown-space": (1, "FIT003", "game.yaml", 64, 'on: cty', "'pawns' goes on 'cty', but the map has no such spaces"),
    "fit-overlap": (1, "FIT004", "game.yaml", 73, '{id: stone', "city 'Stone' overlaps city 'Wood' by 5.0 mm"),
    "fit-start-crowded": (1, "FIT005", "game.yaml", 64, 'city_size: 18', "city 'Harbour' is 18 mm across, but the "
                          "pieces that begin the game there together at 4 players (4 Pawns (16 mm across)) need at "
                          "least 42.0 mm across with 1 mm round each (start line 62)"),
    "fit-track-card": (1, "FIT002", "game.yaml", 84, 'space: 20', "space 1 of track 'Market row' (and 2 more) is 20.0 x "
                       "20.0 mm, but each space is named for a card of deck 'market' (poker), laid on it: a 63 x 88 mm "
                       "card needs 63.0 x 88.0 mm (deck line 84)"),
    "inventory-unlisted": (1, "CMP005", "game.yaml", 14, '{id: flags', "'Flags' (marker) is neither printed nor listed to gather"),
    "inventory-print-nothing": (1, "CMP005", "game.yaml", 15, 'supply: print', "'Flags' (marker) says supply: print, but no deck, "
                                "token sheet, board or map prints it"),
    "token-shape": (0, "TOK006", "game.yaml", 85, "shape: round", "the token sheet cuts Pawns round, but the "
                    "inventory says they are cubes: they would print as discs"),
    "token-icon": (1, "TOK004", "game.yaml", 85, 'icon: pawnn', "token sheet for 'pawns': unknown icon 'pawnn'"),
    "token-count": (1, "TOK001", "game.yaml", 85, '{component: pawns', "prints 3 Pawns (1 x 3 colours) but the box holds 4"),
    "die-stickers": (1, "TOK003", "game.yaml", 86, 'faces:', "the stickers of 'Weather die' read 2 Rain, 4 Sun "
                                                                           "but die table 'weather' gives 1 Rain, 1 Storm, 4 Sun"),
    "grid-unknown-cell": (1, "GRD001", "game.yaml", 97, 'at: "0505"', "piece 'Start' names cell '0505', which is not on the map"),
    "grid-river-apart": (1, "GRD002", "game.yaml", 96, '"0101/0303"', "river runs between 0101 and 0303, which are not neighbours"),
    "grid-label-repeats": (1, "GRD003", "game.yaml", 94, 'label:', "the format '{row}' gives two cells the same coordinate"),
    "pad-wrong-kind": (1, "PAD001", "game.yaml", 89, 'component: pawns', "pad 'Score sheet' is 'pawns', which the inventory lists as kind piece"),
    "pad-layout": (1, "PAD002", "game.yaml", 89, 'layout: scores', "pad 'Score sheet': no layout 'scores'"),
    "token-unknown": (1, "TOK002", "game.yaml", 85, 'component: pawn,', "token sheet for 'pawn', which is not in the inventory"),
    "doc-typed-number": (0, "DOC001", "rulebook.md", 3, '3 cards', "'3' is typed by hand next to 'Cards dealt'"),
    "layout-missing": (1, "LAY001", "game.yaml", 18, 'layout: markets', "deck 'market' uses layout 'markets', which is neither in"),
    "layout-broken": (1, "LAY002", "layouts/market.yaml", 2, 'fnt: title', "layout 'market' (used by deck 'market'): unknown key 'fnt'"),
    "printed-number": (1, "TXT001", "rulebook.md", 3, '2 cards', "'2' next to 'Cards dealt' at 4 players, but row 'Cards dealt'"),
    "printed-players": (1, "TXT002", "rulebook.md", 3, '2-5', "'2-5' players: the game is for 2-4 players"),
    "card-text-row": (1, "TXT003", "cards/market.csv", 3, '3.', "card 'Quarry' says '3' cost, but its column 'cost' is 2"),
    "example-text": (1, "TXT004", "game.yaml", 50, 'four', "is for 'four' players, but its checks are for 3"),
    "name-near-miss": (1, "TXT005", "game.yaml", 56, 'Quary', "'Quary' is not a name of this game"),
    "printed-roll": (1, "TXT007", "rulebook.md", 3, '1 or 2', "'1 or 2' on the Weather die, but 'storm' is rolled on 1"),
    "printed-step": (1, "TXT008", "rulebook.md", 3, '2 Gather', "'2' numbers 'Gather', but it is step 1 of 3 in 'phases'"),
    "layout-field": (1, "LAY003", "layouts/market.yaml", 2, 'text: {box', "reads 'nmae', which the deck's cards do not have"),
    "layout-template-syntax": (1, "LAY002", "layouts/market.yaml", 2, 'text: {box', "layout 'market' (used by deck 'market'): text '{{ name }': template error: '{{' at character 1 is never closed with '}}'"),
    "layout-grid-field": (1, "LAY003", "layouts/market.yaml", 6, 'text: {box', "layout 'market' (face of deck 'market') reads 'nmae', which the deck's cards do not have"),
    "layout-board-field": (1, "LAY003", "layouts/mat.yaml", 2, 'text: {box', "layout 'mat' (board 'mat') reads 'nmae', which the board's fields do not have"),
    "layout-colour": (1, "LAY010", "layouts/market.yaml", 2, 'rect:', "layout 'market': fill 'acent' is not a colour: neither #rrggbb nor a name of the game's style palette or the shared palette"),
    "layout-font": (1, "LAY010", "layouts/market.yaml", 2, 'text: {box', "layout 'market': font 'Lato Light' is not a font pnp has"),
    "layout-icon": (1, "ICO003", "layouts/market.yaml", 2, 'icons: {box', "layout 'market' (deck 'market'): icons names icon 'wheet', which is neither the game's nor pnp's (nor an alias)"),
    "card-text-icon": (1, "ICO003", "cards/market.csv", 3, ':stone:', "deck 'market', card 'Quarry', column 'text' names icon ':stone:', which is neither the game's nor pnp's (nor an alias)"),
    "image-missing": (1, "LAY004", "layouts/market.yaml", 2, 'image:', "needs 3 image file(s) that do not exist"),
    "table-rule-changed": (1, "TBL001", "game.yaml", 24, '3, 2, 1]', "3 of 3 cells differ from cards_dealt()"),
    "layout-small-text": (1, "LAY002", "layouts/market.yaml", 2, 'min_size: 5.5', "text (element 1): min_size 5.5 pt is below the "
                          "6 pt that prints legibly"),
    "doc-unknown-table": (1, "DOC002", "rulebook.md", 3, 'setup_by_player"', "table(): unknown table 'setup_by_player'"),
    "doc-syntax": (1, "DOC006", "rulebook.md", 3, '{{ deck(', "rulebook.md: the placeholders do not parse: "
                   "unexpected '}', expected ')'; the build would stop here"),
    "board-unknown-set": (1, "BRD001", "game.yaml", 87, 'each: seats', "board 'Player mat': unknown name set 'seats'"),
    "board-count": (1, "BRD002", "game.yaml", 87, 'component: pawns', "board 'Player mat' prints 3 but the box holds 4 Pawns"),
    "board-layout": (1, "BRD003", "game.yaml", 87, 'layout: player-mat', "board 'Player mat': no layout 'player-mat'"),
    "board-art-missing": (1, "BRD004", "game.yaml", 87, 'src: art/mat.png', "board 'Player mat': art 'art/mat.png' "
                          "does not exist"),
    # layout geometry: what binding a layout to its card, board or pad would refuse, found without drawing
    "layout-track-border": (1, "LAY007", "layouts/mat.yaml", 3, 'track:', "board 'mat': a border track needs at "
                            "least 4 spaces, not 3"),
    "layout-grid-off": (1, "LAY008", "layouts/mat.yaml", 2, 'grid:', "board 'mat': cell row 1, column 9: the box "
                        "[168, 20, 20, 10] mm reaches 5.0 mm outside the board (180x120 mm plus 3 mm bleed)"),
    "layout-box-off": (1, "LAY008", "layouts/market.yaml", 3, 'rect:', "deck 'market': the box [58, 3, 12, 10] mm "
                       "reaches 4.0 mm outside the card (63x88 mm plus 3 mm bleed)"),
    "layout-track-labels": (1, "LAY009", "layouts/score.yaml", 2, 'track:', "pad 'score': the track has 13 spaces "
                            "but 2 labels"),
    "layout-grid-values": (1, "LAY009", "layouts/score.yaml", 2, 'grid:', "pad 'score': values 'engine.box_points()': "
                           "the grid has 4 rows of 9 cells but its values are 4 rows of 8"),
    "layout-badge": (0, "LAY015", "layouts/market.yaml", 3, "text: {box", "deck 'market' (layout 'market'): the "
                     "text's box reaches 0.5 mm from the badge at line 2 on its line: a long text prints flush "
                     "against it"),
    "layout-overlap": (0, "LAY014", "layouts/market.yaml", 5, 'icons: {box', "deck 'market' (layout 'market'): the icon "
                       "row 'coin' is printed over the text 'Market \u00b7 Tiny Harbour' (line 4): they share at least "
                       "6.0 x 1.5 mm of the card"),
    "layout-markup": (1, "LAY011", "layouts/market.yaml", 2, "<img src=", "layout 'market' (deck 'market'): the text "
                      "uses '<img src='/etc/hostname' width='5' height='5'/>', which card, board and pad text may not "
                      "use: it embeds a picture file"),
    # board fit: an area a board layout says holds pieces is measured as a map's space is
    "board-slot-small": (1, "FIT002", "layouts/mat.yaml", 3, 'rect:', "board 'Player mat' (layout mat): rect at "
                         "[5, 5] is 120.0 x 90.0 mm, but 2 Market cards (63 x 88 mm, deck 'market' (poker)) needs "
                         "126.0 x 88.0 mm (holds line 4)"),
    "board-track-small": (1, "FIT001", "layouts/mat.yaml", 6, 'track:', "track space 1 (and 9 more) is 17.0 x 18.0 mm, "
                          "but a Pawn (16 mm across, token sheet, line 85) needs 18.0 x 18.0 mm with 1 mm to spare"),
    "board-holds-unknown": (1, "FIT003", "layouts/mat.yaml", 6, 'holds: pawn}', "holds 'pawn', which is no inventory "
                            "line or deck"),
    # load problems: exit 2, nothing checked
    "bad-yaml": (2, "YAML001", "game.yaml", 3, "[Tiny", "invalid YAML: the '[' here opens a list that is not closed"),
    "unknown-key": (2, "SCH001", "game.yaml", 6, 'sumary:', "unknown key 'sumary' in game.yaml"),
    "wrong-type": (2, "SCH002", "game.yaml", 13, 'count: four', "inventory 'pawns' count must be a whole number, not 'four'"),
    "missing-key": (2, "SCH003", "game.yaml", 1, '# A tiny game', "missing the required key 'version'"),
    "missing-csv": (2, "FILE001", "game.yaml", 18, 'file: cards/markets.csv', "deck 'market' has no card file"),
    "not-utf8": (2, "ENC001", "game.yaml", 1, '\ufffdme', "the file is not UTF-8 (byte 0xe9)"),
    "duplicate-card": (2, "DUP001", "cards/market.csv", 3, 'woodcutter,Quarry', "duplicate card id 'woodcutter' in deck 'market'"),
    "csv-bad-int": (2, "SCH002", "cards/market.csv", 3, 'two,', "column 'cost': 'two' is not a whole number"),
    "csv-unknown-column": (2, "CSV001", "cards/market.csv", 1, 'flavour', "unknown column 'flavour' in deck 'market'"),
    "engine-syntax": (2, "ENG000", "engine.py", 8, '', "engine.py has a syntax error"),
}


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_scenario_reports_rule_at_exact_line(scenario: str) -> None:
    code, rule, file, line, anchor, words = SCENARIOS[scenario]
    run = run_check(scenario)
    assert run.exit_code == code, run.output
    assert_fires(run, rule, FIXTURES / scenario / file, line, anchor, words)
    assert run.doc["games"] == [scenario]


def test_clean_game_checks_clean() -> None:
    run = run_check("clean")
    assert run.exit_code == 0, run.output
    assert run.findings == []


def test_waived_finding_is_a_note_and_passes() -> None:
    run = run_check("waived")
    assert run.exit_code == 0, run.output
    (finding,) = run.findings
    assert finding["rule"] == "TBL001" and finding["severity"] == "note"
    assert "waived: Playtest edition prints the old count." in finding["message"]


def test_findings_carry_expected_and_actual() -> None:
    (finding,) = run_check("table-mismatch").errors()
    assert (finding["expected"], finding["actual"]) == (1, 2)
    assert finding["column"] == 64
    assert finding["subject"] == "setup_by_players/cards-dealt/4"


def test_did_you_mean_for_near_misses() -> None:
    (finding,) = run_check("unknown-name").errors()
    assert finding["hint"] == "did you mean 'Wood'?"


def test_text_format_lines_read_path_line_col_severity_rule() -> None:
    run = run_check("table-mismatch", fmt="text")
    first = run.output.splitlines()[0]
    assert first.endswith("table-mismatch/game.yaml:24:64: error[TBL001] table 'setup_by_players', row "
                          "'Cards dealt', Players 4: the table prints 2 but cards_dealt() gives 1")


def test_sarif_format_is_valid_sarif_shape() -> None:
    import json

    run = run_check("table-mismatch", fmt="sarif")
    doc = json.loads(run.output)
    assert doc["version"] == "2.1.0"
    (result,) = doc["runs"][0]["results"]
    assert result["ruleId"] == "TBL001" and result["level"] == "error"
    assert result["locations"][0]["physicalLocation"]["region"] == {"startLine": 24, "startColumn": 64}


def test_every_problem_in_every_game_is_reported_together() -> None:
    run = run_check("table-mismatch", "unknown-key", "die-gap")
    assert run.exit_code == 2  # one game cannot be used at all
    assert {f["rule"] for f in run.findings} == {"TBL001", "SCH001", "DIE001"}


def test_unknown_game_is_a_clear_error() -> None:
    run = run_check("tabel-mismatch", fmt="text")
    assert run.exit_code == 2
    assert "no game 'tabel-mismatch'" in run.output and "did you mean 'table-mismatch'?" in run.output
    assert "Traceback" not in run.output


def _clean_with_engine(tmp_path, old: str, new: str):
    """A copy of the clean game whose engine.py has `old` replaced by `new`: the content folder to check."""
    import shutil

    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "clean", content / "clean", ignore=shutil.ignore_patterns("__pycache__"))
    engine = content / "clean" / "engine.py"
    text = engine.read_text(encoding="utf-8")
    assert text.count(old) == 1
    engine.write_text(text.replace(old, new), encoding="utf-8")
    return content


# The die table is compared with the engine on every face and every re-roll face, not only the first ones:
# clean's weather die prints sun on 3-6 and, after a storm (1), calm on re-rolls 1-3 (tests/fixtures/games/clean).
@pytest.mark.parametrize("old, new, line, anchor, words", [
    ('if roll >= 3:\n        return "sun"', 'if roll >= 3:\n        return "sun" if roll < 6 else "rain"', 32,
     "id: sun", "the table gives 'sun' for 6 but weather() gives 'rain'"),          # the die's last face
    ('"calm" if reroll <= 3', '"calm" if reroll <= 2', 38,
     "id: calm", "the table gives 'calm' for 1 then 3 but weather() gives 'flood'"),  # a later re-roll face
])
def test_the_die_rule_is_compared_on_every_face(tmp_path, old: str, new: str, line: int, anchor: str,
                                                words: str) -> None:
    content = _clean_with_engine(tmp_path, old, new)
    run = run_check("clean", content=content)
    assert run.exit_code == 1, run.output
    assert_fires(run, "DIE004", content / "clean" / "game.yaml", line, anchor, words)


def test_a_table_row_wrong_in_several_cells_is_one_finding_listing_each_with_a_waivable_subject(tmp_path) -> None:
    # clean's row prints 3, 2, 1 at 2, 3, 4 players; an engine giving 3, 3, 2 disagrees at 3 and 4 players
    content = _clean_with_engine(tmp_path, "return 5 - players", "return 6 - players if players > 2 else 3")
    yaml = content / "clean" / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("{label: Cards dealt,", "{label: (Cards dealt),"),
                    encoding="utf-8")
    run = run_check("clean", content=content)
    (finding,) = [f for f in run.findings if f["rule"] == "TBL001"]
    assert finding["message"] == ("table 'setup_by_players', row '(Cards dealt)': 2 of 3 cells differ from "
                                  "cards_dealt() (printed vs engine) - Players 3: 2 vs 3; Players 4: 1 vs 2")
    assert (finding["expected"], finding["actual"]) == ([3, 2], [2, 1])
    # the row's label as a slug, without the brackets' dashes, then the axis values that differ
    assert finding["subject"] == "setup_by_players/cards-dealt/3,4"
    assert finding["hint"] == "if cards_dealt() changed on purpose, reprint the row from it; else correct the engine rule"
    line = next(i for i, text in enumerate(yaml.read_text(encoding="utf-8").splitlines(), 1) if "(Cards dealt)" in text)
    assert (finding["line"], finding["column"]) == (line, yaml.read_text(encoding="utf-8").splitlines()[line - 1]
                                                    .index("values: [3, 2, 1]") + len("values: [3, ") + 1)
    (single,) = run_check("table-mismatch").errors()
    assert single["hint"] == "correct the cell, or the engine rule if the table is right"


def test_a_die_rule_that_cannot_take_the_reroll_is_reported_once_at_the_tables_rule(tmp_path) -> None:
    # clean's weather die re-rolls after a storm: weather() is called with two rolls, and this one takes one
    content = _clean_with_engine(tmp_path, "def weather(roll: int, reroll: int | None = None) -> str:",
                                 "def weather(roll: int) -> str:\n    reroll = None")
    run = run_check("clean", content=content)
    assert [(f["rule"], f["line"], f["column"], f["message"], f["hint"]) for f in run.findings] == [
        ("REF005", 30, 5, "weather(): too many positional arguments", "weather() takes: roll")], run.output


def _clean_with(tmp_path, yaml_edits=(), engine_edits=()):
    """A copy of the clean game with text replaced in game.yaml and engine.py (each old text once)."""
    import shutil

    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "clean", content / "clean", ignore=shutil.ignore_patterns("__pycache__"))
    for name, edits in (("game.yaml", yaml_edits), ("engine.py", engine_edits)):
        path = content / "clean" / name
        text = path.read_text(encoding="utf-8")
        for old, new in edits:
            assert text.count(old) == 1, old
            text = text.replace(old, new)
        path.write_text(text, encoding="utf-8")
    return content


def _finding(f: dict) -> tuple:
    return f["rule"], f["line"], f["message"], f["expected"], f["actual"], f["subject"], f["hint"]


# How a piece looks (inventory colour and shape) and which pieces a map starts with are read by the rulebook's
# figures; check reports each slip where it is written, with the word meant, before a build gets to the figure.
def test_a_pieces_shape_and_colour_that_are_none_are_reported_at_their_value_with_the_word_meant(tmp_path) -> None:
    content = _clean_with(tmp_path, [("kind: piece, per_player: 1}", "kind: piece, per_player: 1, colour: whte, "
                                      "shape: cubes}")])
    run = run_check("clean", content=content)
    assert run.exit_code == 2, run.output
    assert [(f["rule"], f["line"], f["column"], f["message"], f["hint"]) for f in run.findings] == [
        ("SCH002", 13, 68, "inventory 'pawns' colour: 'whte' is not a colour (did you mean 'white'?): write #rrggbb "
         "or a palette name (red, blue, green, yellow, purple, orange, teal, pink, brown, grey, black, white, sand, "
         "sea, light, dark, olive, forest, stone, ice, navy)", ""),
        ("SCH002", 13, 82, "inventory 'pawns' shape must be one of 'cube', 'disc', 'meeple', 'pawn', 'bead', 'house', "
         "'stick', not 'cubes'", "did you mean 'cube'?")]


def test_each_piece_a_map_starts_with_that_the_inventory_lacks_is_reported_at_its_place(tmp_path) -> None:
    content = _clean_with(tmp_path, [("    start: [Harbour]\n", "    start: [Harbour]\n    start_pieces: [pawns, "
                                      "dice, flags]\n")])
    run = run_check("clean", content=content)
    assert [(f["rule"], f["line"], f["column"], f["message"], f["hint"]) for f in run.findings] == [
        ("MAP014", 63, 27, "map 'island': start_pieces names 'dice', which the inventory does not list",
         "did you mean 'die'?"),
        ("MAP014", 63, 33, "map 'island': start_pieces names 'flags', which the inventory does not list",
         "write inventory ids: pawns")]


# clean's weather die (tests/fixtures/games/clean/game.yaml, lines 27-38): sun 3-6, rain 2, storm 1 with a
# re-roll of calm 1-3 and flood 4-6; weather() in engine.py agrees with every face.
def test_die_gaps_at_the_first_and_last_faces_are_reported_with_their_faces(tmp_path) -> None:
    content = _clean_with(tmp_path, [("rolls: 3-6", "rolls: 3-5"), ("{id: calm, rolls: 1-3", "{id: calm, rolls: 2-3")])
    run = run_check("clean", content=content)
    assert [_finding(f) for f in run.findings] == [
        ("DIE001", 31, "Weather die: no result for 6", "1-6", [6], "weather/missing",
         "add a result for every face of the die"),
        ("DIE001", 37, "Weather die (re-roll after 'storm'): no result for 1", "1-6", [1],
         "weather (re-roll after 'storm')/missing", "add a result for every face of the die")]


def test_a_die_gap_in_a_reroll_of_one_result_is_reported_at_the_reroll(tmp_path) -> None:
    content = _clean_with(tmp_path, [("          - {id: flood, rolls: 4-6, text: A flood.}\n", "")])
    run = run_check("clean", content=content)
    assert [_finding(f) for f in run.findings] == [
        ("DIE001", 37, "Weather die (re-roll after 'storm'): no result for 4, 5, 6", "1-6", [4, 5, 6],
         "weather (re-roll after 'storm')/missing", "add a result for every face of the die")]


def test_die_faces_off_the_die_and_each_face_covered_twice_are_reported(tmp_path) -> None:
    content = _clean_with(tmp_path, [("rolls: 3-6", "rolls: 3-7"), ("{id: rain, rolls: 2,", "{id: rain, rolls: 2-4,")])
    run = run_check("clean", content=content)
    assert [_finding(f) for f in run.findings] == [
        ("DIE003", 32, "Weather die: result 'sun' covers 7, but the die has faces 1-6", "1-6", "3-7", "weather/sun",
         "a roll is a face of the die, 1 to 6: correct the range, or the die's faces"),
        ("DIE002", 33, "Weather die: 3 is covered by both 'sun' and 'rain'", None, 3, "weather/3",
         "each face must mean exactly one thing; fix the roll ranges"),
        ("DIE002", 33, "Weather die: 4 is covered by both 'sun' and 'rain'", None, 4, "weather/4",
         "each face must mean exactly one thing; fix the roll ranges")]


def test_a_die_rule_that_raises_is_reported_once_and_a_reroll_mismatch_names_both_rolls(tmp_path) -> None:
    content = _clean_with(tmp_path, engine_edits=[
        ('if roll >= 3:\n        return "sun"',
         'if roll >= 4:\n        raise ValueError("no")\n    if roll >= 3:\n        return "sun"'),
        ('"calm" if reroll <= 3', '"calm" if reroll <= 2')])
    run = run_check("clean", content=content)
    found = [(f["rule"], f["message"], f["expected"], f["actual"], f["subject"]) for f in run.findings]
    # faces in order: 1 (storm, then its re-rolls 1-6), 2, 3, 4 raises: the comparison stops there, once
    assert sorted(found) == [
        ("DIE004", "Weather die: the table gives 'calm' for 1 then 3 but weather() gives 'flood'", "flood", "calm",
         "weather/1/3"),
        ("ENG001", "weather(4) raised ValueError: no", None, None, "weather/4")]
    (die004,) = [f for f in run.findings if f["rule"] == "DIE004"]
    assert die004["hint"] == "make the table's roll ranges and the engine rule agree"


def test_a_die_whose_component_is_not_in_the_box_is_one_reference_error(tmp_path) -> None:
    content = _clean_with(tmp_path, [("component: die\n", "component: dice-bag\n")])
    run = run_check("clean", content=content)
    assert run.exit_code == 1
    assert [(f["rule"], f["subject"]) for f in run.findings] == [("REF001", "die/weather")]


def test_a_die_rule_that_raises_on_a_reroll_names_both_rolls(tmp_path) -> None:
    content = _clean_with(tmp_path, engine_edits=[
        ('return "calm" if reroll <= 3 else "flood"',
         'if reroll == 2:\n        raise ValueError("no")\n    return "calm" if reroll <= 3 else "flood"')])
    run = run_check("clean", content=content)
    assert [(f["rule"], f["message"], f["subject"]) for f in run.findings] == [
        ("ENG001", "weather(1, 2) raised ValueError: no", "weather/1/2")]


def _line_of(path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def test_invariant_findings_carry_the_rule_its_place_and_what_to_do() -> None:
    # invariant-fails: cards_dealt(p) * p < 6 with cards_dealt = 5 - p fails at 2 (6) and 3 (6), holds at 4 (4)
    (fails,) = run_check("invariant-fails").findings
    engine = FIXTURES / "invariant-fails" / "engine.py"
    assert (fails["rule"], fails["line"], fails["column"]) == \
        ("INV001", _line_of(engine, "def deal_fits("), 1)
    assert fails["message"] == ("invariant 'the deal never needs more cards than the market deck holds' does not "
                                "hold at 2 players, 3 players")
    assert (fails["expected"], fails["actual"], fails["subject"], fails["related"]) == (True, False, "deal_fits", None)
    assert fails["hint"] == "a table, count or rule the invariant relates has changed; make them agree again"
    # invariant-card-data: the Quarry costs 4, over the 3 cards dealt to two players: reported at its row,
    # the invariant's own place related
    (card,) = run_check("invariant-card-data").findings
    csv = FIXTURES / "invariant-card-data" / "cards" / "market.csv"
    engine = FIXTURES / "invariant-card-data" / "engine.py"
    own = _line_of(engine, "def market_costs_fit(")
    assert (card["rule"], card["file"].endswith("market.csv"), card["line"]) == ("INV001", True, _line_of(csv, "quarry,"))
    assert card["message"] == ("invariant 'every market card costs at most the cards dealt to two players' does not "
                               "hold: too costly: Quarry")
    assert (card["expected"], card["actual"], card["subject"]) == (True, False, "market_costs_fit")
    assert card["related"]["line"] == own and card["related"]["file"].endswith("invariant-card-data/engine.py")
    assert card["hint"] == (f"the card data breaks it: 'Quarry' (market); correct the row, or the rule in "
                            f"{card['related']['file']}:{own}:1")
    (signature,) = run_check("invariant-signature").findings
    assert (signature["rule"], signature["subject"], signature["expected"], signature["actual"]) == \
        ("INV002", "market_costs_fit", None, None)
    # a function of `game` alone can only mean one call: a warning, and the invariant is still judged, once
    assert signature["message"].endswith("(market_costs_fit) takes no 'players' parameter but is declared to be "
                                         "checked at every player count; it is checked once")
    assert signature["severity"] == "warning"


@pytest.mark.parametrize("decorator, params, words", [
    ('@invariant("odd one")', "players, colour", "needs 'colour', which the checker does not pass"),
    ('@invariant("odd one", per_player_count=False)', "game, players",
     "needs 'players', which the checker does not pass (it is declared per_player_count=False)"),
    ('@invariant("odd one")', "players, colour='red'", None),          # a default: callable
    ('@invariant("odd one")', "players, *rest", None),                 # extra positionals: callable
    ('@invariant("odd one", per_player_count=False)', "game, **rest", None),
    # a variant it requires: the base game's is None (dice-grid, written outside the project, raised TypeError)
    ('@invariant("odd one")', "players, variant", None),
    ('@invariant("odd one", per_player_count=False)', "game, variant", None),
])
def test_an_invariant_the_checker_cannot_call_says_which_parameter(tmp_path, decorator: str, params: str,
                                                                   words) -> None:
    content = _clean_with(tmp_path, engine_edits=[(
        '@invariant("every market card costs',
        f"{decorator}\ndef odd_one({params}):\n    return True\n\n\n@invariant(\"every market card costs")])
    run = run_check("clean", content=content)
    found = [f for f in run.findings if f["rule"] == "INV002"]
    if words is None:
        assert found == [] and run.exit_code == 0, run.output
        return
    (finding,) = found
    assert finding["message"] == f"invariant 'odd one' (odd_one) {words}" and finding["subject"] == "odd_one"
    assert finding["line"] == _line_of(content / "clean" / "engine.py", decorator)


def test_an_invariant_that_fails_for_several_card_rows_names_the_first_five(tmp_path) -> None:
    content = _clean_with(tmp_path, engine_edits=[(
        '    return True if not costly else f"too costly: {\', \'.join(costly)}"',
        '    return "too costly: Woodcutter, Quarry, Mill"')])
    (finding,) = [f for f in run_check("clean", content=content).findings if f["rule"] == "INV001"]
    assert finding["hint"].startswith("the card data breaks it: 'Woodcutter' (market), 'Quarry' (market), "
                                      "'Mill' (market); correct the row")
    assert finding["message"].endswith("does not hold: too costly: Woodcutter, Quarry, Mill")


def test_every_table_row_is_checked_whatever_the_rows_before_it_lack(tmp_path) -> None:
    """A short row, an unbound row, an unknown rule and a rule that raises each get their finding, at their
    place and with a subject, and the rows after them are still compared (the last is wrong at 4 players)."""
    rows = ("      - {label: Cards dealt, rule: cards_dealt, values: [3, 2]}\n"
            "      - {label: Bonus, values: [1, 1, 1]}\n"
            "      - {label: Extra, rule: no_such_rule, values: [1, 1, 1]}\n"
            "      - {label: Risky, rule: risky, values: [1, 1, 1]}\n"
            "      - {label: Pawns, rule: pawns_each, values: [1, 1, 2]}\n")
    content = _clean_with(
        tmp_path, [("      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n", rows)],
        [("def setup(", "@rule\ndef risky(players: int) -> int:\n    if players == 3:\n        raise ValueError('three')\n"
                        "    return 1\n\n\n@rule\ndef pawns_each(players: int) -> int:\n    return 1\n\n\ndef setup(")])
    lines = (content / "clean" / "game.yaml").read_text(encoding="utf-8").splitlines()
    at = {label: next(i for i, text in enumerate(lines, 1) if f"label: {label}," in text)
          for label in ("Cards dealt", "Bonus", "Extra", "Pawns")}
    run = run_check("clean", content=content)
    found = {f["rule"]: f for f in run.findings}
    assert sorted(found) == ["ENG001", "REF003", "TBL001", "TBL002", "TBL003"]
    short = found["TBL002"]
    assert (short["line"], short["column"], short["expected"], short["actual"], short["subject"], short["hint"]) == \
        (at["Cards dealt"], 9, 3, 2, "setup_by_players/cards-dealt",
         "give one cell per axis value; write null for an empty cell")
    unbound = found["TBL003"]
    assert (unbound["line"], unbound["subject"], unbound["hint"]) == \
        (at["Bonus"], "setup_by_players/bonus", "add rule: <engine function> so pnp check can verify the row")
    unknown = found["REF003"]
    assert (unknown["line"], unknown["column"], unknown["subject"]) == \
        (at["Extra"], lines[at["Extra"] - 1].index("rule: no_such_rule") + 1, "setup_by_players/extra")
    assert (found["ENG001"]["message"], found["ENG001"]["subject"]) == \
        ("risky(players=3) raised ValueError: three", "setup_by_players/risky/3")
    wrong = found["TBL001"]
    assert (wrong["line"], wrong["subject"], wrong["expected"], wrong["actual"]) == \
        (at["Pawns"], "setup_by_players/pawns/4", 1, 2)


TWO_MORE_DICE = ("costs:\n", "  - id: coin\n    name: Coin\n    faces: 2\n    results:\n"
                 "      - {id: heads, rolls: 1, text: Heads.}\n      - {id: tails, rolls: 2, text: Tails.}\n"
                 "  - id: omen\n    name: Omen die\n    faces: 2\n    rule: omen\n    results:\n"
                 "      - {id: good, rolls: 1, text: Good.}\n      - {id: bad, rolls: 2, text: Bad.}\ncosts:\n")
OMEN = ("def setup(", "@rule\ndef omen(roll: int) -> str:\n    return 'good'\n\n\ndef setup(")


@pytest.mark.parametrize("yaml_edits, engine_edits, first", [
    ([("    rule: weather\n", "    rule: wether\n")], [], ("REF003", "weather/rule")),
    ([], [('if roll >= 3:\n        return "sun"', 'if roll == 2:\n        raise ValueError("two")\n'
                                                 '    if roll >= 3:\n        return "sun"')], ("ENG001", "weather/2")),
    ([], [('return "calm" if reroll <= 3 else "flood"',
           'if reroll == 5:\n        raise ValueError("five")\n    return "calm" if reroll <= 3 else "flood"')],
     ("ENG001", "weather/1/5")),
])
def test_a_die_the_checker_cannot_compare_leaves_the_next_dice_compared(tmp_path, yaml_edits, engine_edits,
                                                                         first) -> None:
    """The weather die's rule is unknown, or raises on a face or a re-roll: that is reported, and the dice after
    it are still checked: the coin (no rule, nothing to compare) and the omen die, whose table says 'bad' for 2
    where omen() says 'good'."""
    content = _clean_with(tmp_path, [TWO_MORE_DICE, *yaml_edits], [OMEN, *engine_edits])
    yaml = content / "clean" / "game.yaml"
    run = run_check("clean", content=content)
    assert sorted((f["rule"], f["subject"]) for f in run.findings) == sorted([first, ("DIE004", "omen/2")])
    if first[0] == "REF003":
        (ref,) = [f for f in run.findings if f["rule"] == "REF003"]
        line = _line_of(yaml, "rule: wether")
        assert (ref["line"], ref["column"]) == (line, yaml.read_text().splitlines()[line - 1].index("rule:") + 1)
    (omen,) = [f for f in run.findings if f["rule"] == "DIE004"]
    assert omen["message"] == "Omen die: the table gives 'bad' for 2 but omen() gives 'good'"
    assert omen["line"] == _line_of(yaml, "{id: bad, rolls: 2")


def test_a_die_with_other_faces_than_its_component_says_both_counts() -> None:
    (finding,) = [f for f in run_check("die-faces-differ").findings if f["rule"] == "DIE005"]
    # the scenario's inventory die has 8 faces, its table 6 (tests/fixtures/make_scenarios.py)
    assert (finding["expected"], finding["actual"], finding["subject"]) == (8, 6, "weather/faces")


def test_die_stickers_finding_says_both_counts_and_what_to_do() -> None:
    (finding,) = [f for f in run_check("die-stickers").findings if f["rule"] == "TOK003"]
    # the weather die: sun 3-6, rain 2, storm 1 (one die); the stickers read Sun 4, Rain 2
    assert (finding["expected"], finding["actual"], finding["subject"]) == \
        ("1 Rain, 1 Storm, 4 Sun", "2 Rain, 4 Sun", "tokens/die/stickers")
    assert finding["hint"] == "leave out the faces: pnp prints the stickers from the die table"


STICKERS = "colours: [red, blue, green, yellow]}\n"


@pytest.mark.parametrize("sheets, expected", [
    # right, with one text over two entries: nothing to report
    ("  - {component: die, shape: square, size: 12, faces: [{front: Sun, count: 2}, {front: Rain, count: 1}, "
     "{front: Sun, count: 2}, {front: Storm, count: 1}]}\n", []),
    # a die without a table first (nothing to compare), then the weather die's stickers, wrong
    ("  - {component: plain, shape: square, size: 12, faces: [{front: A, count: 6}]}\n"
     "  - {component: die, shape: square, size: 12, faces: [{front: Sun, count: 5}, {front: Rain, count: 1}]}\n",
     [("TOK003", "tokens/die/stickers")]),
])
def test_die_stickers_are_counted_over_every_entry_and_every_sheet(tmp_path, sheets: str, expected) -> None:
    content = _clean_with(tmp_path, [
        ("  - {id: die, name: Weather die, count: 1, kind: die, faces: 6}\n",
         "  - {id: die, name: Weather die, count: 1, kind: die, faces: 6}\n"
         "  - {id: plain, name: Plain die, count: 1, kind: die, faces: 6}\n"),
        (STICKERS, STICKERS + sheets)])
    run = run_check("clean", content=content)
    assert [(f["rule"], f["subject"]) for f in run.findings if f["rule"].startswith("TOK")] == expected, run.output


@pytest.mark.parametrize("faces, expected", [
    # right: the table's six faces (sun 3-6, rain 2, storm 1), written by hand
    ("faces: [{front: Sun, count: 4}, {front: Rain, count: 1}, {front: Storm, count: 1}]", []),
    # no faces written: pnp prints the six stickers from the table
    ("colours: [white]", []),
    # one sticker short: the table's faces, not one token a die, are what the box needs
    ("faces: [{front: Sun, count: 3}, {front: Rain, count: 1}, {front: Storm, count: 1}]",
     [("TOK001", "the token sheet prints 5 Weather die but the box holds 1 dice x 6 faces", 6, 5),
      ("TOK003", "the stickers of 'Weather die' read 1 Rain, 1 Storm, 3 Sun but die table 'weather' gives 1 Rain, "
                 "1 Storm, 4 Sun", "1 Rain, 1 Storm, 4 Sun", "1 Rain, 1 Storm, 3 Sun")]),
])
def test_a_die_line_without_faces_has_its_tables_faces_for_stickers_and_token_count(tmp_path, faces: str,
                                                                                  expected) -> None:
    # the inventory's die gives no faces: the die table's 6 are the die's, for the stickers and for the count
    content = _clean_with(tmp_path, [
        ("  - {id: die, name: Weather die, count: 1, kind: die, faces: 6}\n",
         "  - {id: die, name: Weather die, count: 1, kind: die}\n"),
        (STICKERS, STICKERS + f"  - {{component: die, shape: square, size: 12, {faces}}}\n")])
    run = run_check("clean", content=content)
    assert [(f["rule"], f["message"], f["expected"], f["actual"]) for f in run.findings] == expected, run.output


def test_an_invariant_is_judged_at_every_player_count_and_lists_each_reason(tmp_path) -> None:
    # holds at 2 players, fails at 3 and at 4 with a reason of its own each; then one that raises
    content = _clean_with(tmp_path, engine_edits=[("def setup(", (
        '@invariant("a count for three and four")\ndef late_counts(players: int) -> bool | str:\n'
        '    return True if players == 2 else f"{players} is too many"\n\n\n'
        '@invariant("one that raises")\ndef raises(players: int) -> bool:\n    raise ValueError("no")\n\n\n'
        'def setup('))])
    run = run_check("clean", content=content)
    (late,) = [f for f in run.findings if f["subject"] == "late_counts"]
    assert late["message"] == ("invariant 'a count for three and four' does not hold at 3 players, 4 players: "
                               "3 is too many; 4 is too many")
    assert [(f["rule"], f["subject"]) for f in run.findings if f["rule"] == "ENG001"] == [("ENG001", "raises")]
