"""The layout overlap check (LAY014): text, icon rows and pictures printed one over the other, judged by the part of
each box that certainly takes ink; shapes, art under a caption, `over: true` and conditions that cannot both hold are
left alone. The scenario fixture (layout-overlap) is in test_check_rules; these call the check's own function on
small layouts, in process."""
from __future__ import annotations

import generator.check.layout_overlaps as layout_overlaps
from generator.check.layout_overlaps import contradict, may_draw, overlaps
from generator.load.layout import load_layout

ENV = {"W": 63.0, "H": 88.0, "B": 3.0, "S": 4.0}   # a poker card


def _cards(*rows: dict) -> list[dict]:
    return [{**row, "card": dict(row)} for row in rows]


def _found(tmp_path, elements: str, cards: list[dict] = (), env: dict = ENV) -> list[tuple]:
    """(later line, earlier line, (across, down) mm rounded, cell words) for each overlap the check reports."""
    path = tmp_path / "layouts" / "face.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text("elements:\n" + elements, encoding="utf-8")
    layout = load_layout(path)
    return [(later.loc.line, earlier.loc.line, (round(w, 1), round(h, 1)), words)
            for later, earlier, (w, h), words in overlaps(layout.elements, env, list(cards))]


BADGE = "  - icons: {box: [W - S - 12, H - S - 14, 12, 12], icons: coin}\n"
FOOTER = "  - text: {box: [S, H - S - 6, W - 2*S, 6], text: \"Market \u00b7 Tiny Harbour\", align: right}\n"


def test_a_badge_over_the_footers_words_is_reported_at_the_badge_naming_the_footer(tmp_path) -> None:
    # the footer's words at 6 pt, right-aligned, reach 17 mm in from the right; the coin (6 mm of it certainly
    # inked, in the middle of its 12 mm box) comes down to 2 mm above the foot: the two share 6.0 x 1.5 mm
    assert _found(tmp_path, FOOTER + BADGE) == [(3, 2, (6.0, 1.5), ("", ""))]


def test_an_icon_rows_icons_are_the_cards_and_an_expression_may_name_none(tmp_path) -> None:
    badge = BADGE.replace("icons: coin}", "icons: \"{{ badge }}\"}")
    # a card whose badge column is empty prints no badge: only the card with one is compared
    cards = _cards({"id": "a", "name": "A", "count": 1, "badge": ""}, {"id": "b", "name": "B", "count": 1, "badge": "coin"})
    assert _found(tmp_path, FOOTER + badge, cards[:1]) == []
    assert _found(tmp_path, FOOTER + badge, cards) == [(3, 2, (6.0, 1.5), ("", ""))]
    # two icons side by side (each certainly 6 mm wide, 1 mm apart) fill the 13 mm row, x 47..60: over the
    # footer's words (x 42..59) for 12 mm
    assert _found(tmp_path, FOOTER + badge.replace("12, 12]", "13, 12]"), _cards({**cards[1], "badge": "coin coin"})) \
        == [(3, 2, (12.0, 1.5), ("", ""))]
    # an expression may give no icon at all: not compared
    assert _found(tmp_path, FOOTER + BADGE.replace("icons: coin}", "icons: \"{{ 'coin' if wild else '' }}\"}")) == []


def test_over_true_on_either_element_is_a_deliberate_overlay(tmp_path) -> None:
    assert _found(tmp_path, FOOTER + BADGE.replace("icons: coin}", "icons: coin, over: true}")) == []
    assert _found(tmp_path, FOOTER.replace("align: right}", "align: right, over: true}") + BADGE) == []


def test_text_on_shapes_and_on_the_art_that_holds_it_is_the_normal_case(tmp_path) -> None:
    elements = ("  - image: {box: [S, S + 10, W - 2*S, 40], src: art/forest.png, fit: cover}\n"
                "  - rect: {box: [S, S, W - 2*S, 9], fill: band}\n"
                "  - ellipse: {box: [S, S, 9, 9], fill: accent}\n"
                "  - polygon: {points: [[S, 40], [W - S, 40], [W/2, 50]], fill: accent}\n"
                "  - text: {box: [S, S, W - 2*S, 9], text: \"{{ name }}\", size: 12}\n"
                "  - text: {box: [S + 2, S + 40, W - 2*S - 4, 8], text: \"A caption on the art\"}\n"
                "  - icons: {box: [S + 2, S + 12, 10, 10], icons: leaf}\n")
    assert _found(tmp_path, elements, _cards({"id": "oak", "name": "Old Oak", "count": 1})) == []


def test_a_text_half_off_the_picture_is_printed_over_it(tmp_path) -> None:
    # the picture ends at y 54; the text's first line (6 pt capitals, 1.5 mm tall from y 52.5) starts inside it
    # and runs on below; its 30 characters certainly take 20.3 mm across (advances no wider than Lato's)
    elements = ("  - image: {box: [S, S + 10, W - 2*S, 40], src: art/forest.png}\n"
                "  - text: {box: [S + 2, 52, W - 2*S - 4, 8], text: \"Half on the art, half below it\"}\n")
    assert _found(tmp_path, elements) == [(3, 2, (20.3, 1.5), ("", ""))]


BAND = ("  - text: {box: [S, S, W - 2*S, 9], text: \"{{ name }}\", size: 12, min_size: 8}\n"
        "  - text: {box: [S, S, W - 2*S, 9], text: \"Market\", size: 12, min_size: 8, align: right}\n")
LONG = {"id": "hut", "name": "The Woodcutter's Hut by the Riverside Meadow Mill", "count": 1}


def test_a_left_and_a_right_aligned_text_sharing_a_band_meet_only_when_their_words_do(tmp_path) -> None:
    # both boxes span the band; short words at each end leave the middle free
    assert _found(tmp_path, BAND, _cards({"id": "hut", "name": "Hut", "count": 1})) == []
    # a name that reaches across runs into the right-hand word: at 8 pt (its min_size) its 49 characters take at
    # least 49.9 mm, to x 53.9, and 'Market' at least 6.3 mm, from x 52.7; their capitals are 2.0 mm tall
    assert _found(tmp_path, BAND, _cards(LONG)) == [(3, 2, (1.2, 2.0), ("", ""))]


def test_the_shortest_text_on_any_card_decides(tmp_path) -> None:
    # only the long name reaches the right-hand word; the report is of that card's overlap
    cards = _cards({"id": "inn", "name": "Inn", "count": 1}, LONG)
    assert _found(tmp_path, BAND, cards) == [(3, 2, (1.2, 2.0), ("", ""))]


def test_elements_whose_conditions_cannot_both_hold_are_not_compared(tmp_path) -> None:
    twice = ("  - text: {box: [S, 40, W - 2*S, 8], text: \"Gain two coins\", when: \"%s\"}\n"
             "  - text: {box: [S, 40, W - 2*S, 8], text: \"Lose two coins\", when: \"%s\"}\n")
    cards = _cards({"id": "a", "name": "A", "count": 1, "gain": 2, "kind": "Gold"},
                   {"id": "b", "name": "B", "count": 1, "gain": 0, "kind": "Iron"})
    # contradicting as written: decided without the cards
    for first, second in [("gain > 0", "gain <= 0"), ("kind == 'Gold'", "kind == 'Iron'"), ("wild", "not wild"),
                          ("card.books is defined", "card.books is not defined")]:
        assert _found(tmp_path, twice % (first, second)) == [], (first, second)
    # decided card by card from the columns: no card is both Gold and without gain
    assert _found(tmp_path, twice % ("kind == 'Gold'", "gain == 0"), cards) == []
    # a card on which both hold: compared
    assert _found(tmp_path, twice % ("kind == 'Gold'", "gain > 1"), cards) == [(3, 2, (10.9, 1.5), ("", ""))]
    # what the reader cannot evaluate (an engine call) may hold: compared
    assert _found(tmp_path, twice % ("engine.rich(gain)", "gain == 0"), cards) == [(3, 2, (10.9, 1.5), ("", ""))]


def test_conditions_are_read_with_jinjas_tests_and_three_valued_logic() -> None:
    plain = {"id": "a", "name": "A", "count": 1, "bonus": None, "cost": 2}
    card = {**plain, "card": dict(plain)}
    assert may_draw(("bonus is none",), card) and not may_draw(("bonus is not none and bonus > 2",), card)
    assert may_draw(("cost < 3 or bonus > 2",), card)         # `or` decided by its first operand, as in Jinja
    assert not may_draw(("cost in (1, 3)",), card) and may_draw(("cost not in (1, 3)",), card)
    assert may_draw(("card.books is not defined",), card) and not may_draw(("card.books is defined",), card)
    # what the reader does not know may hold: an unknown name, a filter, an engine call, a comparison of none
    for unknown in ("colour == 'red'", "name | length > 3", "engine.rich(cost)", "bonus > 2"):
        assert may_draw((unknown,), card), unknown
    # a board or a pad has no cards: only what the expressions say alone decides, and a cell's own names
    assert contradict(("index > difficulty", "index <= difficulty"))
    assert not contradict(("index > difficulty", "index < difficulty"))
    assert contradict(("kind == 'Gold' and cost > 1", "kind == 'Iron'"))
    assert not may_draw(("index > 3",), {"index": 2})


def test_a_grid_cells_text_under_an_icon_is_named_by_its_cell_and_its_own_cells_are_not_compared(tmp_path) -> None:
    elements = ("  - grid:\n"
                "      at: [S, 30]\n      cell: [11, 8]\n      columns: 5\n"
                "      elements:\n"
                "        - text: {box: [0, 0, W, H], text: \"{{ index }}0\", size: 9, min_size: 9, align: center,"
                " valign: middle}\n"
                "  - icons: {box: [S + 27, 30, 12, 6], icons: star, align: left}\n")
    # cell 3's '30' (two digits at 9 pt, x 30.1..32.9, centred in the cell at x 26..37) lies under the star (at
    # least x 31..34), and is not wholly inside the icon row's box (from x 31): printed over it, not on it
    assert _found(tmp_path, elements) == [(8, 2, (1.9, 2.2), ("", " (cell row 1, column 3)"))]
    # a text wholly inside the icon row's box is printed on the icon (a number on a badge)
    inside = elements.replace("[S + 27, 30, 12, 6]", "[S + 22, 29, 8, 10]")
    assert _found(tmp_path, inside) == []


def test_over_is_a_yes_or_no_key_of_text_icons_image_grid_and_track(tmp_path) -> None:
    path = tmp_path / "face.yaml"
    path.write_text("elements:\n  - text: {box: [0, 0, 10, 10], text: x, over: maybe}\n", encoding="utf-8")
    import pytest
    from generator.core.errors import LoadError
    with pytest.raises(LoadError) as caught:
        load_layout(path)
    assert "over" in str(caught.value.problems[0].message)
    for element in ("image: {box: [0, 0, 10, 10], src: a.png", "icons: {box: [0, 0, 10, 10], icons: star",
                    "grid: {at: [0, 0], cell: [5, 5], elements: [{rect: {box: [0, 0, W, H]}}]",
                    "track: {box: [0, 0, 40, 8], spaces: 5"):
        path.write_text(f"elements:\n  - {element}, over: true}}\n", encoding="utf-8")
        assert load_layout(path).elements[0].over is True


def test_a_layout_of_thousands_of_overlapping_cells_stops_at_the_comparison_limit(tmp_path, monkeypatch) -> None:
    # two 40 x 40 grids of 1 mm cells, one over the other: 2,560,000 pairs of texts, more than the 1,000,000 one layout compares;
    # what was found before the limit is still reported (here with a limit of 1,000, the first cell's pairs: an
    # '8' at 6 pt certainly inks 1.0 mm across, and its capital is taller than the 1.2 mm cell)
    grid = ("  - grid:\n      at: [S, S]\n      cell: [1.2, 1.2]\n      rows: 40\n      columns: 40\n"
            "      elements:\n        - text: {box: [0, 0, W, H], text: \"8\", size: 6}\n")
    monkeypatch.setattr(layout_overlaps, "MAX_COMPARISONS", 1000)
    board = {"W": 200.0, "H": 200.0, "B": 3.0, "S": 4.0}
    assert _found(tmp_path, grid + grid, env=board) == [(9, 2, (1.0, 1.2), (" (cell row 1, column 1)",
                                                                              " (cell row 1, column 1)"))]
