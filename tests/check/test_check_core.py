"""The check stage's core: findings (Context.report/rule/call, capped messages, value comparison), waivers,
check_game, and the card-layout pre-flight (LAY004, LAY005, PATH001).

Games here are copies of tests/fixtures/games/clean (or of `waived`: clean whose table prints 2 cards dealt at
4 players where cards_dealt = 5 - players gives 1, so exactly one TBL001, subject
setup_by_players/cards-dealt/4) with one edit; expected values are worked out from them by hand."""
from __future__ import annotations

import shutil
import struct
import zlib
from pathlib import Path

import pytest

from conftest import FIXTURES, assert_fires, run_check
from generator.check import check_game
from generator.check.findings import MESSAGE_LIMIT, RuleInfo, _catalogue, capped, same, shown
from generator.load import load_game


def _copy(tmp_path: Path, base: str = "clean", yaml_edits=(), engine_edits=()) -> Path:
    """A copy of fixture `base` (as game folder `base`) with text replaced (each old text exactly once)."""
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / base, content / base, ignore=shutil.ignore_patterns("__pycache__"))
    for name, edits in (("game.yaml", yaml_edits), ("engine.py", engine_edits)):
        path = content / base / name
        text = path.read_text(encoding="utf-8")
        for old, new in edits:
            assert text.count(old) == 1, old
            text = text.replace(old, new)
        path.write_text(text, encoding="utf-8")
    return content


def _line(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def _of(run, *rules: str) -> list[dict]:
    return [f for f in run.findings if f["rule"] in rules]


# --- findings.py ------------------------------------------------------------------------------------------

def test_core_a_long_message_is_cut_to_one_line_saying_how_much_was_left_out() -> None:
    assert MESSAGE_LIMIT == 300
    assert capped("x" * 300) == "x" * 300                                   # at the limit: whole
    assert capped("x" * 301) == "x" * 270 + "... (31 more chars)"          # 301 - 270 kept = 31 left out
    assert capped("ab " * 100 + "c") == ("ab " * 90).rstrip() + "... (31 more chars)"   # no dangling space
    assert capped("y" * 50, limit=40) == "y" * 10 + "... (40 more chars)"


def test_core_printed_values_compare_with_engine_values_as_a_reader_would() -> None:
    assert same(2, 2.0) and same("sun", "sun") and same([2, 3], (2, 3.0)) and same((), [])
    assert not same([2, 3], [2]) and not same([2], [2, 3]) and not same([2, 3], [2, 4]) and not same(2, "2")
    assert same(True, True) and same(False, False)
    assert not same(True, 1) and not same(1, True) and not same(False, 0) and not same(True, False)
    assert not same([True], [1]) and same([[1, 2], [3]], ([1, 2.0], (3,)))
    assert not same([2], 2) and not same(2, [2]) and not same("ab", ["a", "b"])   # a list is not its element


def test_core_values_are_shown_as_printed() -> None:
    assert shown(None) == "empty"
    assert shown("sun") == "'sun'"
    assert shown(2.5) == "2.5" and shown(3) == "3"
    assert shown([1, "a", None, (2, 3)]) == "[1, 'a', empty, [2, 3]]"


def test_core_a_finding_reported_without_hint_or_subject_has_empty_ones_and_long_words_are_capped() -> None:
    from generator.check.findings import Context
    from generator.core.errors import Finding, Loc

    ctx = Context(load_game(FIXTURES / "clean"))
    where = Loc("clean/game.yaml", 24, 9)
    ctx.report("TBL003", where, "a row")                              # a warning by the catalogue
    ctx.report("PATH001", where, "m" * 301, hint="h" * 400)           # a load rule: always an error
    assert ctx.findings == [
        Finding("TBL003", "warning", "clean", where, "a row", None, None, "", "", None),
        Finding("PATH001", "error", "clean", where, "m" * 270 + "... (31 more chars)", None, None,
                "h" * 270 + "... (130 more chars)", "", None)]


@pytest.mark.parametrize("text, expression, names", [
    ("Gain {{ cost }} coins", False, {"cost"}),                      # only what is inside the braces
    ("Gain {{ cost }} coins", True, {"Gain", "cost", "coins"}),      # an expression is read whole
    ("{{ name | upper }} {{ card.kind }}", False, {"name", "card"}),  # filters and attributes are no names
    ("{% for r, n in pairs %}{{ r }}{{ n }}{% endfor %}", False, {"pairs"}),
    ("{% set total = cost * 2 %}{{ total }}", False, {"cost"}),
    ("{{ 'cost' }} {{ \"name\" }} {{ icon(size=3) }}", False, {"icon"}),   # strings and keyword arguments
    ("{% if art is defined and a is not none %}{{ a == b }}{% endif %}", False, {"art", "a", "b"}),
    ("cost > 2 and kind == 'x' or loop.index", True, {"cost", "kind"}),
    ("{{ name | Caps }} {{ icon(Size=3) }} {% if art is Odd %}{% endif %}", False, {"name", "icon", "art"}),
])
def test_core_a_templates_names_are_what_it_reads_from_its_card(text, expression, names) -> None:
    from generator.check.preflight import template_names

    assert template_names(text, expression) == names
    if not expression:
        assert template_names(text) == names          # a template unless said otherwise


def test_core_a_rule_id_catalogued_twice_is_refused() -> None:
    one, two = RuleInfo("ABC001", "f", "error", "one"), RuleInfo("ABC002", "f", "warning", "two")
    assert _catalogue(one, two) == {"ABC001": one, "ABC002": two}
    with pytest.raises(ValueError, match="^rule id ABC001 defined twice$"):
        _catalogue(one, two, RuleInfo("ABC001", "g", "note", "again"))


@pytest.mark.parametrize("engine_edits, hint", [
    ([], "the engine declares: cards_dealt, weather"),      # no near miss among clean's two rules
    ([("@rule\ndef cards_dealt", "def cards_dealt"), ("@rule\ndef weather", "def weather")],
     "declare it in engine.py with @rule"),                  # an engine without any rule
])
def test_core_an_unknown_engine_rule_says_what_the_engine_declares(tmp_path, engine_edits, hint) -> None:
    content = _copy(tmp_path, yaml_edits=[("{label: Cards dealt, rule: cards_dealt,", "{label: Cards dealt, rule: shuffle,")],
                    engine_edits=engine_edits)
    run = run_check("clean", content=content)
    yaml = content / "clean" / "game.yaml"
    finding = assert_fires(run, "REF003", yaml, _line(yaml, "rule: shuffle"), "rule: shuffle",
                           "unknown engine rule 'shuffle'")
    assert (finding["severity"], finding["hint"], finding["subject"]) == ("error", hint, "setup_by_players/cards-dealt")


@pytest.mark.parametrize("letters, shown_arg", [
    (78, "'" + "w" * 78 + "'"),        # a repr of 80 characters is shown whole
    (79, "'" + "w" * 76 + "..."),      # 81 is cut to 77 and '...'
    (100, "'" + "w" * 76 + "..."),
])
def test_core_an_engine_rule_that_raises_says_what_to_fix_and_shows_its_arguments_short(tmp_path, letters,
                                                                                       shown_arg) -> None:
    long = "w" * letters
    content = _copy(tmp_path, yaml_edits=[("{rule: cards_dealt, args: {players: 3}, expect: 2}",
                                           f"{{rule: cards_dealt, args: {{players: {long}}}, expect: 2}}")])
    run = run_check("clean", content=content)
    (raised,) = _of(run, "ENG001")
    assert raised["message"].startswith(f"cards_dealt(players={shown_arg}) raised TypeError")
    assert (raised["severity"], raised["hint"], raised["subject"]) == (
        "error", "fix the engine rule or the arguments the content passes it", "three-players/1")


def test_core_the_game_passed_to_engine_code_is_shown_by_name(tmp_path) -> None:
    content = _copy(tmp_path, engine_edits=[("    costly = [c.name", "    assert False, 'no'\n    costly = [c.name")])
    (raised,) = _of(run_check("clean", content=content), "ENG001")
    assert raised["message"] == "market_costs_fit(game=game) raised AssertionError: no"
    assert raised["subject"] == "market_costs_fit"


def test_core_an_engine_rule_without_a_name_of_its_own_is_called_an_engine_function(tmp_path) -> None:
    # cards_dealt is a functools.partial (no __name__) that raises at 3 players, which the example asks for
    content = _copy(tmp_path, engine_edits=[(
        "@rule\ndef cards_dealt(players: int) -> int:\n    return 5 - players\n",
        "def _deal(total: int, players: int) -> int:\n    return total - players if players != 3 else 1 // 0\n\n\n"
        "cards_dealt = rule(functools.partial(_deal, 5))\n"), ("from generator.engine", "import functools\n\nfrom generator.engine")])
    run = run_check("clean", content=content)
    (raised,) = _of(run, "ENG001")   # setup, the rule and an invariant all hit it: one finding naming each call
    assert "raised ZeroDivisionError: integer division or modulo by zero" in raised["message"], run.output
    assert "engine function(players=3)" in raised["message"], run.output


def test_core_an_engine_rule_that_never_returns_is_stopped_once_and_says_what_to_do(tmp_path) -> None:
    content = _copy(tmp_path, yaml_edits=[('version: "1.0"\n', 'version: "1.0"\nengine_timeout: 0.2\n')],
                    engine_edits=[("def weather(roll: int, reroll: int | None = None) -> str:\n",
                                   "def weather(roll: int, reroll: int | None = None) -> str:\n"
                                   "    while roll:\n        roll += 0\n")])
    run = run_check("clean", content=content)
    found = _of(run, "ENG002")
    # the die table calls it first, at face 1 then re-roll 1; every later call of it is skipped, not reported
    assert [(f["message"], f["subject"]) for f in found] == [("weather(1, 1) did not finish within 0.2 s",
                                                              "weather/1/1")], run.output
    assert found[0]["hint"] == ("make the engine code return a value (is there a loop that never ends?), or raise "
                                "engine_timeout in game.yaml")
    engine = content / "clean" / "engine.py"   # stopped on one of the loop's two lines
    assert found[0]["line"] in (_line(engine, "while roll:"), _line(engine, "roll += 0"))


# --- waivers.py -------------------------------------------------------------------------------------------

_WAIVER = "  - {rule: TBL001, match: 'setup_by_players/cards-dealt/4', reason: Playtest edition prints the old count.}\n"


def _waivers(tmp_path: Path, *lines: str) -> Path:
    return _copy(tmp_path, "waived", yaml_edits=[(_WAIVER, "".join(f"  - {line}\n" for line in lines))])


def test_core_a_finding_is_waived_by_the_first_waiver_matching_its_rule_and_whole_subject(tmp_path) -> None:
    content = _waivers(tmp_path,
                       "{rule: TBL002, match: 'setup_by_players/cards-dealt/4', reason: Another rule.}",
                       "{rule: TBL001, match: 'SETUP_BY_PLAYERS/*', reason: Upper case.}",
                       "{rule: TBL001, match: 'setup_by_players', reason: Only the start.}",
                       "{rule: TBL001, match: 'setup_by_players/*', reason: First to match.}",
                       "{rule: TBL001, match: 'setup_by_players/cards-dealt/4', reason: Second to match.}")
    run = run_check("waived", content=content)
    assert run.exit_code == 0, run.output
    (waived,) = _of(run, "TBL001")
    assert waived["severity"] == "note"
    assert waived["message"] == ("table 'setup_by_players', row 'Cards dealt', Players 4: the table prints 2 but "
                                 "cards_dealt() gives 1 (waived: First to match.)")
    yaml = content / "waived" / "game.yaml"
    unused = _of(run, "WAV001")
    assert [f["subject"] for f in unused] == ["waiver/1", "waiver/2", "waiver/3", "waiver/5"]
    for f, (match, rule) in zip(unused, [("setup_by_players/cards-dealt/4", "TBL002"), ("SETUP_BY_PLAYERS/*", "TBL001"),
                                         ("setup_by_players", "TBL001"), ("setup_by_players/cards-dealt/4", "TBL001")]):
        line = _line(yaml, f"{{rule: {rule}, match: '{match}'")
        assert f == assert_fires(run, "WAV001", yaml, line, "{rule:", f"waiver for {rule} '{match}' matches no finding")
        assert (f["severity"], f["hint"]) == ("warning", "remove the waiver: the problem it excused is gone")
    assert len(run.findings) == 5


def test_core_a_waiver_of_an_unknown_rule_or_without_a_reason_is_an_error_at_its_key(tmp_path) -> None:
    content = _waivers(tmp_path,
                       "{rule: TBL999, match: '*', reason: No such rule.}",
                       "{rule: TBL001, match: 'setup_by_players/*', reason: '  '}",
                       "{rule: TXT006, match: '*', reason: Only with --strict.}")
    run = run_check("waived", content=content)
    assert run.exit_code == 1, run.output
    yaml = content / "waived" / "game.yaml"
    found = {f["subject"]: f for f in _of(run, "REF001")}
    assert sorted(found) == ["waiver/1", "waiver/2"]
    assert found["waiver/1"] == assert_fires(run, "REF001", yaml, _line(yaml, "TBL999"), "rule: TBL999",
                                             "waiver names unknown rule id 'TBL999'")
    assert found["waiver/1"]["hint"] == "use a rule id listed in docs/checks.md"
    assert found["waiver/2"] == assert_fires(run, "REF001", yaml, _line(yaml, "reason: '  '"), "reason:",
                                             "a waiver needs a written reason")
    assert {f["severity"] for f in found.values()} == {"error"}
    assert found["waiver/1"]["message"] == "waiver names unknown rule id 'TBL999'"
    assert found["waiver/2"]["message"] == "a waiver needs a written reason"
    # the waiver without a reason still waives; the TXT006 one is only judged with --strict
    assert [f["severity"] for f in _of(run, "TBL001")] == ["note"]
    assert _of(run, "WAV001") == []
    strict = [(f.rule, f.subject) for f in check_game(load_game(content / "waived"), strict=True)
              if f.rule == "WAV001"]
    assert strict == [("WAV001", "waiver/3")]
    assert [f for f in check_game(load_game(content / "waived")) if f.rule == "WAV001"] == []   # not strict unasked


# --- check_game -------------------------------------------------------------------------------------------

def test_core_findings_come_in_file_line_and_column_order(tmp_path) -> None:
    # a waiver that matches nothing (line 56), a table cell (line 24), a variant off the range (line 54)
    content = _copy(tmp_path, "waived", yaml_edits=[
        ("{id: duel, name: Duel, players: 2,", "{id: duel, name: Duel, players: 1-2,"),
        ("match: 'setup_by_players/cards-dealt/4'", "match: 'nothing/*'")])
    found = check_game(load_game(content / "waived"))
    places = [(f.loc.line, f.loc.col, f.rule) for f in found]
    assert [r for _, _, r in places] == ["TBL001", "PLR001", "WAV001"], places
    assert places == sorted(places)


# --- preflight.py -----------------------------------------------------------------------------------------

def _png(path: Path, width: int, height: int) -> None:
    raw = b"".join(b"\x00" + b"\x80\x80\x80" * width for _ in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def _jpeg(path: Path, width: int, height: int, frame: int = 0xC0, before: tuple[int, ...] = (0xE0, 0xDB),
          size: int = 4) -> None:
    """A JPEG's header: SOI, the `before` segments (APP0, DQT; a DHT is 0xC4) of `size` bytes each, then the
    frame header."""
    segments = b"".join(bytes([0xFF, kind]) + struct.pack(">H", 2 + size) + b"\x00" * size for kind in before)
    sof = bytes([0xFF, frame]) + struct.pack(">HBHHB", 8 + 3, 8, height, width, 1) + b"\x01\x11\x00"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xff\xd8" + segments + sof + b"\xff\xd9")


def _pictures(tmp_path: Path, src: str = "art/{{ id }}.png", fit: str = "", rows: str = "") -> Path:
    """image-missing (clean whose market deck draws `src` in a 63 x 44 mm box) with its layout and cards edited."""
    content = _copy(tmp_path, "image-missing")
    game = content / "image-missing"
    (game / "layouts" / "market.yaml").write_text(
        f'elements:\n  - image: {{box: [0, 0, W, H / 2], src: "{src}"{fit}}}\n', encoding="utf-8")
    if rows:
        with (game / "cards" / "market.csv").open("a", encoding="utf-8") as f:
            f.write(rows)
    return content


def _lay(content: Path) -> list[tuple]:
    found = check_game(load_game(content / "image-missing"))
    return [(f.rule, f.loc.line, f.loc.col, f.message, f.expected, f.actual, f.subject, f.hint) for f in found
            if f.rule in ("LAY004", "LAY005", "PATH001")]


def test_core_missing_pictures_are_one_finding_naming_the_first_three(tmp_path) -> None:
    rows = "farm,Farm,1,1,Wood,Take one Wood.\nforge,Forge,1,1,Wood,Take one Wood.\n"
    content = _pictures(tmp_path, rows=rows)
    game = content / "image-missing"
    _png(game / "art" / "quarry.png", 126, 88)            # one of the five is there, and of the box's shape
    (finding,) = _lay(content)
    assert finding == ("LAY004", 2, 5, "layout 'market' (deck 'market') needs 4 image file(s) that do not exist: "
                       "'art/woodcutter.png' (Woodcutter), 'art/mill.png' (Mill), 'art/farm.png' (Farm) and 1 more",
                       None, ["art/woodcutter.png", "art/mill.png", "art/farm.png", "art/forge.png"],
                       "deck/market/image", f"put the pictures under {load_game(game).game.root}/ as the layout's "
                                            f"src says")
    run = run_check("image-missing", content=content)
    assert assert_fires(run, "LAY004", game / "layouts" / "market.yaml", 2, "image:",
                        "needs 4 image file(s)")["severity"] == "error"


def test_core_three_missing_pictures_are_all_named_and_one_picture_shared_is_named_once(tmp_path) -> None:
    (finding,) = _lay(_pictures(tmp_path))
    assert finding[3].endswith("needs 3 image file(s) that do not exist: 'art/woodcutter.png' (Woodcutter), "
                               "'art/quarry.png' (Quarry), 'art/mill.png' (Mill)")     # in card order, no "more"
    shutil.rmtree(tmp_path / "content")
    (shared,) = _lay(_pictures(tmp_path, src="art/{{ resource }}.png", rows="farm,Farm,1,1,Wood,Take one Wood.\n"))
    assert shared[3].endswith("needs 3 image file(s) that do not exist: 'art/Wood.png' (Woodcutter), "
                              "'art/Stone.png' (Quarry), 'art/Grain.png' (Mill)")


def test_core_a_picture_path_naming_no_field_of_the_card_is_left_to_the_build(tmp_path) -> None:
    assert _lay(_pictures(tmp_path, src="art/{{ colour }}.png")) == []


def test_core_pictures_of_the_wrong_shape_are_one_finding_per_element_listing_them(tmp_path) -> None:
    """Six cards whose pictures were all made square for a 63x44 mm box: one slip, so one LAY005 (as LAY004
    groups missing pictures), naming the first three and the count; a picture of the right shape is not named."""
    rows = "".join(f"c{i},Card {i},1,1,Wood,Take one Wood.\n" for i in range(1, 4))
    content = _pictures(tmp_path, fit=", fit: exact", rows=rows)
    game = content / "image-missing"
    for card in ("woodcutter", "quarry", "mill", "c1", "c2"):
        _png(game / "art" / f"{card}.png", 100, 100)
    _png(game / "art" / "c3.png", 126, 88)
    (finding,) = _lay(content)
    assert finding == ("LAY005", 2, 5, "layout 'market' (deck 'market'): 5 images differ from the proportions of "
                       "their 63x44 mm box (aspect 1.432): 'art/woodcutter.png' 100x100 px (aspect 1.000), "
                       "'art/quarry.png' 100x100 px (aspect 1.000), 'art/mill.png' 100x100 px (aspect 1.000) and 2 more",
                       1.432, ["art/woodcutter.png", "art/quarry.png", "art/mill.png", "art/c1.png", "art/c2.png"],
                       "deck/market/image/aspect", "crop the pictures to the box's proportions, or set fit: contain or cover")


@pytest.mark.parametrize("size, reported", [
    ((126, 88), None),          # 1.432, the box's 63 x 44 mm exactly
    ((143, 100), None),         # 1.430: 0.1% off
    ((141, 100), "1.410"),      # 1.5% off
    ((145, 100), "1.450"),      # 1.3% off, wider
    ((100, 100), "1.000"),
])
def test_core_a_picture_more_than_one_percent_off_its_exact_box_is_reported(tmp_path, size, reported) -> None:
    content = _pictures(tmp_path, fit=", fit: exact")
    game = content / "image-missing"
    for card in ("woodcutter", "quarry"):
        _png(game / "art" / f"{card}.png", 126, 88)
    _png(game / "art" / "mill.png", *size)
    found = _lay(content)
    if reported is None:
        assert found == []
        return
    w, h = size
    assert found == [("LAY005", 2, 5, f"image 'art/mill.png' is {w}x{h} px (aspect {reported}) but its box is 63x44 mm "
                                      "(aspect 1.432)", 1.432, float(reported), "deck/market/image/art/mill.png",
                      "crop the picture to the box's proportions, or set fit: contain or cover")]
    # any other fit fills its box whatever the picture's shape
    (game / "layouts" / "market.yaml").write_text(
        'elements:\n  - image: {box: [0, 0, W, H / 2], src: "art/{{ id }}.png", fit: contain}\n', encoding="utf-8")
    assert _lay(content) == []


@pytest.mark.parametrize("frame, before", [
    (0xC0, (0xE0, 0xDB)),          # baseline: APP0 and a quantisation table first
    (0xC2, (0xE0, 0xDB, 0xC4)),    # progressive, after a Huffman table (0xC4 is no frame header)
    (0xC1, (0xCC, 0xE1)),          # extended, after an arithmetic-coding table (0xCC) and APP1
    (0xC9, (0xC8, 0xE0)),          # arithmetic-coded, after the reserved JPG marker (0xC8, no frame header)
    (0xCF, (0xE0,)),               # the last frame kind: lossless, hierarchical, arithmetic
])
def test_core_a_jpegs_size_is_read_from_its_frame_header(tmp_path, frame, before) -> None:
    content = _pictures(tmp_path, src="art/{{ id }}.jpg", fit=", fit: exact")
    game = content / "image-missing"
    _jpeg(game / "art" / "woodcutter.jpg", 126, 88, frame, before)
    _jpeg(game / "art" / "quarry.jpg", 88, 126, frame, before)       # upright: 0.698
    _jpeg(game / "art" / "mill.jpg", 300, 100, frame, before)        # 3.000
    found = [(f[3], f[5], f[6]) for f in _lay(content)]   # one element: one finding listing both, in card order
    assert found == [("layout 'market' (deck 'market'): 2 images differ from the proportions of their 63x44 mm box "
                      "(aspect 1.432): 'art/quarry.jpg' 88x126 px (aspect 0.698), 'art/mill.jpg' 300x100 px "
                      "(aspect 3.000)", ["art/quarry.jpg", "art/mill.jpg"], "deck/market/image/aspect")]
    # 88 / 126 = 0.69841, to three places


def test_core_a_large_jpeg_after_a_large_metadata_segment_is_measured(tmp_path) -> None:
    # a 40 000-byte APP2 (a colour profile) before the frame, and sides over 32 767 px: both read unsigned
    content = _pictures(tmp_path, src="art/{{ id }}.jpg", fit=", fit: exact")
    art = content / "image-missing" / "art"
    _jpeg(art / "woodcutter.jpg", 126, 88, before=(0xE0, 0xE2), size=40_000)
    _jpeg(art / "quarry.jpg", 63_000, 44_000)
    _jpeg(art / "mill.jpg", 40_000, 20_000, before=(0xE2,), size=40_000)
    assert [(f[3], f[5]) for f in _lay(content)] == [
        ("image 'art/mill.jpg' is 40000x20000 px (aspect 2.000) but its box is 63x44 mm (aspect 1.432)", 2.0)]


def test_core_a_file_that_is_no_png_or_jpeg_or_is_cut_short_is_left_to_the_build(tmp_path) -> None:
    content = _pictures(tmp_path, src="art/{{ id }}.png", fit=", fit: exact")
    art = content / "image-missing" / "art"
    art.mkdir()
    (art / "woodcutter.png").write_bytes(b"GIF89a" + b"\x00" * 40)                 # another format
    (art / "quarry.png").write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF")             # a JPEG cut short
    (art / "mill.png").write_bytes(b"\xff\xd8\x00\x00\x00\x00")                    # no marker after SOI
    assert _lay(content) == []
    # the cards after an unreadable picture are still measured; a picture 0 px high is left to the build
    _png(art / "quarry.png", 0, 0)
    _png(art / "mill.png", 100, 100)
    assert [f[3] for f in _lay(content)] == [
        "image 'art/mill.png' is 100x100 px (aspect 1.000) but its box is 63x44 mm (aspect 1.432)"]
    _png(art / "mill.png", 100, 0)
    assert _lay(content) == []


def test_core_a_box_of_no_height_is_left_to_the_build(tmp_path) -> None:
    content = _pictures(tmp_path)
    game = content / "image-missing"
    (game / "layouts" / "market.yaml").write_text(
        'elements:\n  - image: {box: [0, 0, W, 0], src: "art/{{ id }}.png", fit: exact}\n', encoding="utf-8")
    for card in ("woodcutter", "quarry", "mill"):
        _png(game / "art" / f"{card}.png", 100, 100)
    assert _lay(content) == []


def test_core_a_picture_path_may_name_the_cards_name_count_and_fields(tmp_path) -> None:
    (finding,) = _lay(_pictures(tmp_path, src="art/{{ name }}-{{ count }}.png"))
    assert finding[5] == ["art/Woodcutter-2.png", "art/Quarry-2.png", "art/Mill-2.png"]
    shutil.rmtree(tmp_path / "content")
    # by cost: 1, 2, 1 (the Mill shares the Woodcutter's picture), then a Farm costing 3
    (finding,) = _lay(_pictures(tmp_path, src="art/{{ cost }}.png", rows="farm,Farm,1,3,Wood,Take one Wood.\n"))
    assert finding[3].endswith("needs 3 image file(s) that do not exist: 'art/1.png' (Woodcutter), "
                               "'art/2.png' (Quarry), 'art/3.png' (Farm)")


def test_core_a_picture_path_leaving_the_game_folder_is_refused_naming_the_card(tmp_path) -> None:
    content = _pictures(tmp_path, src="../{{ id }}.png")
    found = _lay(content)
    assert [(f[0], f[1], f[2], f[5], f[6]) for f in found] == [
        ("PATH001", 2, 5, f"../{card}.png", f"deck/market/image/../{card}.png") for card in ("mill", "quarry", "woodcutter")]
    assert found[0][3].startswith("layout 'market' (deck 'market', card 'Mill') image src: ")
    assert found[0][7] == "name a file inside the game's folder, with a relative path and no '..' (see docs/safety.md)"
    run = run_check("image-missing", content=content)
    assert {f["severity"] for f in _of(run, "PATH001")} == {"error"}
    shutil.rmtree(tmp_path / "content")
    (fixed,) = _lay(_pictures(tmp_path, src="../cover.png"))
    assert fixed[3].startswith("layout 'market' (deck 'market') image src: ")


def test_core_a_box_may_use_the_decks_bleed_and_safe_zone(tmp_path) -> None:
    # bleed 2 mm, safe 5 mm: [B, S, W - 2 * S, H / 2 - B] on a 63 x 88 mm card is a 53 x 42 mm box (1.262)
    content = _pictures(tmp_path)
    game = content / "image-missing"
    yaml = game / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("    layout: market\n",
                                                             "    layout: market\n    bleed: 2mm\n    safe: 5mm\n"),
                    encoding="utf-8")
    (game / "layouts" / "market.yaml").write_text(
        'elements:\n  - image: {box: [B, S, W - 2 * S, H / 2 - B], src: "art/{{ id }}.png", fit: exact}\n',
        encoding="utf-8")
    for card, size in (("woodcutter", (106, 84)), ("quarry", (106, 84)), ("mill", (100, 100))):
        _png(game / "art" / f"{card}.png", *size)
    assert [f[3] for f in _lay(content)] == [
        "image 'art/mill.png' is 100x100 px (aspect 1.000) but its box is 53x42 mm (aspect 1.262)"]


def test_core_the_back_layout_is_checked_when_the_face_layout_cannot_be_read(tmp_path) -> None:
    content = _pictures(tmp_path)
    game = content / "image-missing"
    yaml = game / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("    layout: market\n",
                                                             "    layout: market\n    back_layout: cardback\n"),
                    encoding="utf-8")
    (game / "layouts" / "market.yaml").write_text("elements: [\n", encoding="utf-8")     # broken: LAY002's
    (game / "layouts" / "cardback.yaml").write_text('elements:\n  - image: {box: [0, 0, W, H], src: "art/back.png"}\n',
                                                    encoding="utf-8")
    assert [(f[0], f[1], f[3]) for f in _lay(content)] == [
        ("LAY004", 2, "layout 'cardback' (deck 'market') needs 1 image file(s) that do not exist: 'art/back.png' "
                      "(Woodcutter)")]


def test_core_one_exception_raised_by_many_calls_is_one_finding(tmp_path) -> None:
    """A NameError in cards_dealt, which setup, the tables, an invariant and the examples call: one slip, so
    one ENG001 at its line, naming the first call and counting the others (it was six findings)."""
    content = _copy(tmp_path, engine_edits=[("    return 5 - players\n", "    return 5 - playrs\n")])
    run = run_check("clean", content=content)
    (raised,) = _of(run, "ENG001")
    assert (raised["line"], raised["message"]) == (9, (
        "setup(2) raised NameError: name 'playrs' is not defined; so did 5 more call(s): cards_dealt(players=3), "
        "deal_fits(players=2), market_costs_fit(game=game) and 2 more"))
    assert raised["hint"] == "fix the engine rule or the arguments the content passes it"
