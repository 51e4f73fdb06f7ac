"""The Acts: the shipped content checks clean, the engine computes what the
rulebook states, and every contradiction in content/the-acts/ERRATA.md is
caught by `pnp check` when it is put back into a copy of the game."""
from __future__ import annotations

import pytest

from contenttools import CONTENT, assert_finding, copy_game, def_line, engine_fixture, line_of, put_back, run_check

GAME = "the-acts"
SHIPPED = CONTENT / GAME
engine = engine_fixture(GAME)


# --- the shipped game -------------------------------------------------------------
def test_shipped_game_checks_clean():
    code, report = run_check(SHIPPED.parent, GAME)
    errors = [f for f in report["findings"] if f["severity"] == "error"]
    assert code == 0, errors
    assert errors == []
    assert report["games"] == [GAME]


def test_card_counts_match_the_box():
    def total(csv: str) -> int:
        import csv as csvmod
        with open(SHIPPED / "cards" / csv, encoding="utf-8", newline="") as fh:
            return sum(int(row["count"]) for row in csvmod.DictReader(fh))

    assert total("miracles.csv") == 28
    assert total("spiritual-gifts.csv") == 14


# --- engine rules -----------------------------------------------------------------
def test_starting_disciples_and_thresholds(engine):
    assert [engine.disciples_each(p) for p in (2, 3, 4)] == [6, 4, 3]
    assert [engine.end_threshold(p) for p in (2, 3, 4)] == [85, 75, 70]
    assert [engine.starting_prayer_points(s) for s in (1, 2, 3, 4)] == [1, 2, 3, 4]
    assert [engine.starting_prayer_total(p) for p in (2, 3, 4)] == [3, 6, 10]


def test_churches(engine):
    assert [engine.region_church_limit(p) for p in (2, 3, 4)] == [1, 2, 3]
    assert engine.church_cost(2) == 5
    assert engine.church_cost(0) == 3
    assert engine.church_cost(2, apostleship=True) == 3
    assert engine.church_believers(5) == 2
    assert not engine.can_plant_church(3, 2)
    assert engine.can_plant_church(4, 2)
    assert not engine.can_plant_church(4, 1, own_church_there=True)
    with pytest.raises(ValueError):
        engine.church_cost(6)  # no seventh church in a colour


def test_preach_pray_write(engine):
    assert engine.preach_believers(0) == 1
    assert engine.preach_believers(4, church=True) == 6
    assert engine.pray_points(0) == 1
    assert engine.pray_points(3, church=True) == 5
    assert engine.gift_cost(7) == 2
    assert engine.disciple_cost(4) == 4
    assert engine.disciple_cost(4, teaching=True) == 3
    # Blue (2 churches): 3 believers, or 2 believers and 1 prayer point.
    assert (engine.write_believers(2, "believer"), engine.write_prayer_points(2, "believer")) == (3, 0)
    assert (engine.write_believers(2, "prayer-point"), engine.write_prayer_points(2, "prayer-point")) == (2, 1)


def test_miracles(engine):
    assert engine.heal_the_lame_believers(7) == 14
    with pytest.raises(ValueError):
        engine.heal_the_lame_believers(8)
    assert engine.miracle_cost("vision-of-heaven") == 0
    assert engine.miracle_cost("heal-the-lame", points=5) == 5
    assert engine.miracle_cost("cast-out-demons", gift_of_miracles=True) == 2


def test_disc_stacks_use_every_disc(engine):
    for variant in (None, "back-side"):
        need = engine.setup(4, variant)
        assert (need["light-discs"], need["dark-discs"]) == (13, 16)
    front = [engine.disc_stack(r) for r in ("Judea", "Cilicia", "Galatia", "Achea", "Asia", "Thrace")]
    assert sum(front) == 28 and front == sorted(front)
    assert engine.disc_stack_order("Judea") == ["Dark", "Light", "Dark"]
    assert engine.regions_on_board("front") == 6 and engine.regions_on_board("back") == 5


def test_setup_counts(engine):
    need = engine.setup(3)
    assert need["disciples"] == 27 and need["churches"] == 18 and need["score-markers"] == 3
    assert need["miracles"] == 21 and need["miracles/heal-the-lame"] == 3
    original = engine.setup(3, "original-miracles")
    assert original["miracles"] == 18 and original["miracles/heal-the-lame"] == 0


# --- ERRATA: each contradiction put back is caught -------------------------------
def test_errata_1_four_stacks_instead_of_six(tmp_path):
    game = copy_game(tmp_path, GAME)
    yaml = game / "game.yaml"
    put_back(yaml, "{name: region, label: Region, values: [Judea, Cilicia, Galatia, Achea, Asia, Thrace]}",
             "{name: region, label: Region, values: [Judea, Cilicia/Galatia, Achea/Asia, Thrace]}")
    line = line_of(yaml, "- {label: Light discs, rule: disc_stack, args: {colour: Light}, values:")
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "TBL002", "the-acts/game.yaml", line, code=code)


def test_errata_2_every_disc_stacked_plus_a_marker(tmp_path):
    game = copy_game(tmp_path, GAME)
    put_back(game / "engine.py", '"Thrace": "LDLDLDL",', '"Thrace": "LDLDLDLD",')
    line = line_of(game / "game.yaml", "count: 16", after="id: dark-discs")
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "CMP002", "the-acts/game.yaml", line, code=code)
    assert any(f["rule"] == "INV001" for f in report["findings"])


def test_errata_3_church_cubes(tmp_path):
    game = copy_game(tmp_path, GAME)
    yaml = game / "game.yaml"
    put_back(yaml, "members: [Disciples, Churches, Miracle cards, Score markers]",
             "members: [Disciples, Church cubes, Miracle cards, Score markers]")
    line = line_of(yaml, "members: [Disciples, Church cubes,")
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "REF001", "the-acts/game.yaml", line, code=code)


def test_errata_4_action_named_like_the_gift(tmp_path):
    game = copy_game(tmp_path, GAME)
    csv = game / "cards" / "spiritual-gifts.csv"
    put_back(csv, "miracles,Miracles,1,Perform a miracle,", "miracles,Miracles,1,Miracle,")
    line = line_of(csv, "miracles,Miracles,1,Miracle,")
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "REF001", "the-acts/cards/spiritual-gifts.csv", line, code=code)


def test_errata_5_heal_the_lame_fixed_cost(tmp_path):
    game = copy_game(tmp_path, GAME)
    put_back(game / "engine.py", "        cost = points\n", "        pass  # the printed cost only\n")
    line = line_of(game / "game.yaml", "{rule: miracle_cost, args: {miracle: heal-the-lame, points: 7}, expect: 7}")
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "EXM001", "the-acts/game.yaml", line, code=code)


def test_errata_6_without_heal_the_lame_cards(tmp_path):
    game = copy_game(tmp_path, GAME)
    csv = game / "cards" / "miracles.csv"
    text = csv.read_text(encoding="utf-8")
    row = next(r for r in text.splitlines(keepends=True) if r.startswith("heal-the-lame,"))
    put_back(csv, row, "")
    line = line_of(game / "game.yaml", "count: 28", after="id: miracle-cards")
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "CMP001", "the-acts/game.yaml", line, code=code)


def test_errata_7_blue_with_three_churches(tmp_path):
    game = copy_game(tmp_path, GAME)
    yaml = game / "game.yaml"
    put_back(yaml, "{rule: write_believers, args: {churches: 2, take: believer}, expect: 3}",
             "{rule: write_believers, args: {churches: 3, take: believer}, expect: 3}")
    line = line_of(yaml, "{rule: write_believers, args: {churches: 3, take: believer}, expect: 3}")
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "EXM001", "the-acts/game.yaml", line, code=code)


def test_errata_8_back_side_range_stays_inside_the_game(tmp_path):
    game = copy_game(tmp_path, GAME)
    yaml = game / "game.yaml"
    put_back(yaml, "name: Five-region board\n    players: 2-4", "name: Five-region board\n    players: 1-3")
    line = line_of(yaml, "players: 1-3")
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "PLR001", "the-acts/game.yaml", line, code=code)



def test_errata_14_both_board_sides_say_what_the_rules_put_on_their_spaces():
    """Seed, Turn Sequence: three travel spaces let three disciples travel a route (one each); an action space
    holds one disciple, two where a gained disciple or a gift shares it; the prayer space and a staging area
    any number, drawn for the twelve setup puts in Judea (ERRATA 14); light discs from preaching go to the
    prayer icon. Each side of the board says so in its pieces lines, so FIT001 measures those spaces."""
    from generator.load import load_game

    game = load_game(SHIPPED).game
    assert [m.id for m in game.maps] == ["front", "back"]
    for m in game.maps:
        lines = {(p.piece, p.on): p.count for p in m.pieces}
        assert lines[("disciples", "travel")] == 1
        assert lines[("disciples", "action")] == 2
        assert lines[("disciples", "Staging area")] == 12
        assert lines[("disciples", "Pray")] == 12
        assert lines[("light-discs", "Pray")] == 1
        regions = [x for x in m.locations if x.kind == "region"]
        assert regions and all({"Staging area", "Pray"} <= set(x.spaces) for x in regions)
        assert {r.kind for r in m.routes} == {"travel"} and all(len(r.spaces) == 3 for r in m.routes)


@pytest.mark.parametrize("old, new, where, after", [
    # the 8 mm travel spaces of before: a 12 mm disciple needs 14 mm
    ("travel_size: 14", "travel_size: 8", "travel_size: 8", None),
    # Pray back to half a row: 12 disciples need 79 x 27 mm (two rows of six) or 40 x 53 mm
    ("wide: [Staging area, Pray], columns: 3", "wide: [Staging area], columns: 3", "size: [130, 153]",
     "id: judea, name: Judea, kind: region"),
])
def test_errata_14_spaces_too_small_for_their_disciples_are_caught(tmp_path, old, new, where, after):
    game = copy_game(tmp_path, GAME)
    yaml = game / "game.yaml"
    put_back(yaml, old, new, count=None)
    line = line_of(yaml, where, after=after)
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "FIT001", "the-acts/game.yaml", line, code=code)


# --- one place per fact: the engine reads the box, cards and costs from the game ---------
# A number edited only in a card file or only in game.yaml, with the engine's rule
# left alone, fails INV001 at the invariant relating them.
def assert_invariant_fails(game, code: int, report: dict, invariant: str) -> None:
    assert_finding(report, "INV001", "the-acts/engine.py", def_line(game / "engine.py", invariant), code=code)


# name -> (file edited, old text, new text, the invariant whose def line carries INV001)
ONE_PLACE = {
    "miracle_card_cost_changed_only_in_the_csv": (
        "cards/miracles.csv", "prison-break,Prison Break,4,2,2,", "prison-break,Prison Break,4,3,3,",
        "miracle_cards_agree"),
    "miracle_cost_changed_only_in_game_yaml": (
        "game.yaml", "    items: [{amount: 2, of: Prayer points}]\n    effect: Two of your",
        "    items: [{amount: 3, of: Prayer points}]\n    effect: Two of your", "costs_agree"),
    "church_believers_changed_only_in_game_yaml": (
        "game.yaml", "    group: actions\n    points: 2\n", "    group: actions\n    points: 3\n", "costs_agree"),
    "disc_count_changed_only_in_the_box": (
        "game.yaml", "    name: Light discs\n    count: 13\n", "    name: Light discs\n    count: 14\n",
        "discs_all_used"),
    "back_regions_changed_only_in_game_yaml": (
        "game.yaml", "    members: [Judea, Cilicia, Galatia, Asia, Thrace]",
        "    members: [Judea, Cilicia, Galatia, Achea, Thrace]", "board_regions"),
}


@pytest.mark.parametrize("file, old, new, invariant", ONE_PLACE.values(), ids=ONE_PLACE)
def test_a_number_changed_in_one_place_only_fails_its_invariant(tmp_path, file, old, new, invariant):
    game = copy_game(tmp_path, GAME)
    put_back(game / file, old, new)
    code, report = run_check(tmp_path / "content", GAME)
    assert_invariant_fails(game, code, report, invariant)


def test_engine_reads_no_files():
    source = (SHIPPED / "engine.py").read_text(encoding="utf-8")
    for banned in ("csv", "open(", "read_text", "Path("):
        assert banned not in source, f"engine.py uses {banned!r}: read the loaded game instead"


# --- the amounts the cards state ---------------------------------------------------------
# A number in a card's text is held to an int? column of its own row (TXT003); the columns
# are held to the engine's rules (INV001 at miracle_amounts_agree and gift_cards_agree).
TEXT_NUMBERS = [
    ("cards/miracles.csv", "Add 2 :believer: believers for each region", "Add 3 :believer: believers for each region"),
    ("cards/miracles.csv", "Add 2 :believer: believers for each point", "Add 3 :believer: believers for each point"),
    ("cards/miracles.csv", "(14 :believer: believers at best)", "(12 :believer: believers at best)"),
    ("cards/miracles.csv", "Choose 2 disciples of yours", "Choose 3 disciples of yours"),
    ("cards/spiritual-gifts.csv", "you may spend 1 :prayer: prayer point, never more",
     "you may spend 2 :prayer: prayer points, never more"),
    ("cards/spiritual-gifts.csv", "Add 2 :believer: believers at the start", "Add 3 :believer: believers at the start"),
]


@pytest.mark.parametrize("file, old, new", TEXT_NUMBERS, ids=[c[2] for c in TEXT_NUMBERS])
def test_a_wrong_number_in_a_card_text_is_caught(tmp_path, file, old, new):
    game = copy_game(tmp_path, GAME)
    line = put_back(game / file, old, new)
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "TXT003", f"{GAME}/{file}", line, code=code)


CARD_AMOUNTS = [
    # text and column agree with each other, not with the rules
    ("cards/miracles.csv", "for each point spent (14 :believer: believers at best).,,,2,14",
     "for each point spent (21 :believer: believers at best).,,,3,21", "miracle_amounts_agree"),
    ("cards/miracles.csv", "how many stand there does not matter.,,2,,", "how many stand there does not matter.,,3,,",
     "miracle_amounts_agree"),
    # a range of costs is two columns: the invariant reads it
    ("cards/miracles.csv", "prayer points from 1 to 7.", "prayer points from 1 to 6.", "miracle_amounts_agree"),
    ("cards/spiritual-gifts.csv", "Add 2 :believer: believers at the start of every turn.,2,",
     "Add 3 :believer: believers at the start of every turn.,3,", "gift_cards_agree"),
]


@pytest.mark.parametrize("file, old, new, invariant", CARD_AMOUNTS, ids=[c[2][:40] for c in CARD_AMOUNTS])
def test_a_card_amount_is_held_to_the_rules(tmp_path, file, old, new, invariant):
    game = copy_game(tmp_path, GAME)
    line = put_back(game / file, old, new)
    code, report = run_check(tmp_path / "content", GAME)
    assert_finding(report, "INV001", f"{GAME}/{file}", line, code=code)
    assert_invariant_fails(game, code, report, invariant)


def test_a_rate_changed_only_in_the_engine_is_caught_at_the_card(tmp_path):
    game = copy_game(tmp_path, GAME)
    put_back(game / "engine.py", "SIGNS_AND_WONDERS_PER_REGION = 2\n", "SIGNS_AND_WONDERS_PER_REGION = 3\n")
    code, report = run_check(tmp_path / "content", GAME)
    line = line_of(game / "cards" / "miracles.csv", "signs-and-wonders,")
    assert_finding(report, "INV001", f"{GAME}/cards/miracles.csv", line, code=code)


# --- each miracle and gift its own picture (issue 29) --------------------------------
def _pictures(pdf, deck_id: str) -> dict[str, set[str]]:
    """card id -> the icons drawn as its picture (the largest icon on each printed copy), read from the built
    sheet: every icon is a form XObject (FormXob.icon_<code>), placed by the transformation in force at its Do,
    and each copy is found in its sheet slot as `pnp build` imposes the deck."""
    from pypdf import PdfReader
    from pypdf.generic import ContentStream

    from generator.load import load_game
    from generator.render.cards.faces import Painter
    from generator.render.cards.renderer import front_grid, instances
    from generator.core.units import PT_PER_MM

    loaded = load_game(SHIPPED)
    deck = loaded.game.deck(deck_id)
    grid = front_grid("a4", (), deck)
    printed = instances(Painter(loaded.game, loaded.folder), deck)
    reader = PdfReader(str(pdf))
    assert len(reader.pages) == -(-len(printed) // grid.per_page)
    found: dict[str, set[str]] = {}
    for number, page in enumerate(reader.pages):
        placed = []   # (scale, x, y, form) of each icon drawn on the page, in pt
        ctm, stack = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0), []
        for operands, op in ContentStream(page.get_contents(), reader).operations:
            if op == b"q":
                stack.append(ctm)
            elif op == b"Q":
                ctm = stack.pop()
            elif op == b"cm":
                a, b, c, d, e, f = (float(v) for v in operands)
                A, B, C, D, E, F = ctm
                ctm = (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)
            elif op == b"Do" and str(operands[0]).startswith("/FormXob.icon_"):
                placed.append((ctm[0], ctm[4], ctm[5], str(operands[0])[len("/FormXob.icon_"):]))
        first = number * grid.per_page
        for slot, inst in zip(grid.slots, printed[first:first + grid.per_page]):
            cell = slot.cell
            inside = [p for p in placed if cell.x <= p[1] / PT_PER_MM < cell.x + cell.w
                      and cell.y <= p[2] / PT_PER_MM < cell.y + cell.h]
            assert inside, f"{deck_id} card {inst.card.id}: no icon drawn in its slot"
            found.setdefault(inst.card.id, set()).add(max(inside)[3])
    assert set(found) == {c.id for c in deck.cards}
    return found


def test_every_miracle_and_gift_has_a_picture_of_its_own(tmp_path):
    from typer.testing import CliRunner

    from generator.app.cli import app

    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", GAME, "--content", str(SHIPPED.parent), "--only", "cards",
                                      "--lang", "en", "--out", str(out), "--no-check", "-q"])
    assert result.exit_code == 0, result.output
    seen: dict[str, str] = {}
    for deck_id in ("miracles", "spiritual-gifts"):
        pictures = _pictures(out / GAME / f"cards-{deck_id}.pdf", deck_id)
        for card_id, drawn in pictures.items():
            assert len(drawn) == 1, f"the copies of {card_id} show different pictures: {sorted(drawn)}"
            (code,) = drawn
            assert code not in seen, f"{deck_id} card {card_id} shows the picture of {seen.get(code)}: {code}"
            seen[code] = card_id
    assert len(seen) == 7 + 14
    # each picture is the card's own icon column, drawn from the game's icons/ and kept out of the glossary
    import csv
    for csv_name in ("miracles.csv", "spiritual-gifts.csv"):
        with open(SHIPPED / "cards" / csv_name, encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh):
                assert seen[row["icon"].replace("-", "_")] == row["id"]
                assert "glossary: false" in (SHIPPED / "icons" / f"{row['icon']}.yaml").read_text(encoding="utf-8")


def test_a_gifts_label_is_its_timing_said_once(tmp_path):
    """The gift label read 'Pray · when you pray' and, for a standing benefit, 'Always · start of each turn' (issue 29's
    review): it is the timing alone, capitalised ('When you pray'); the action stays the corner icon. Read from the
    built sheet, English and German."""
    import csv

    import pdfplumber
    from typer.testing import CliRunner

    from generator.app.cli import app

    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", GAME, "--content", str(SHIPPED.parent), "--only", "cards",
                                      "--deck", "spiritual-gifts", "--out", str(out), "--no-check", "-q"])
    assert result.exit_code == 0, result.output
    with open(SHIPPED / "cards" / "spiritual-gifts.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    for folder, column in ((out / GAME, "timing"), (out / GAME / "de", "timing@de")):
        with pdfplumber.open(folder / "cards-spiritual-gifts.pdf") as pdf:
            lines = [line for page in pdf.pages for line in (page.extract_text() or "").splitlines()]
        text = "\n".join(lines)
        assert "Always \u00b7" not in text and "Immer \u00b7" not in text
        for row in rows:
            label = row[column][:1].upper() + row[column][1:]
            assert label in text, (column, label)
            assert f"\u00b7 {row[column]}" not in text
