"""The layout badge check (LAY015): a text's box within 1 mm of a badge (an ellipse) beside it on its line. Issue 29:
Journeys' event titles were set in a box 0.5 mm from their badge, so "Civil Disorder" printed flush against it.
The gaps below are worked out by hand from the boxes written in each layout (a poker card, S = 4 mm)."""
from __future__ import annotations

import pytest

from generator.check.layout_badges import close_pairs, crowded
from generator.load.layout import load_layout

from test_check_counts import Game, Seen, game  # noqa: F401 (the clean game, edited, as a fixture)

ENV = {"W": 63.0, "H": 88.0, "B": 3.0, "S": 4.0}
BADGE = "  - ellipse: {box: [S, S, 9, 9], fill: paper}\n"


def _found(tmp_path, elements: str, cards: tuple = ()) -> list[tuple[int, int, float]]:
    path = tmp_path / "layouts" / "face.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text("elements:\n" + elements, encoding="utf-8")
    layout = load_layout(path)
    return [(t.loc.line, b.loc.line, round(gap, 2)) for t, b, gap in close_pairs(layout.elements, ENV, cards)]


@pytest.mark.parametrize("x, found", [
    ("S + 9.5", [(3, 2, 0.5)]),     # Journeys' event title as it was: 13.5 - 13 = 0.5 mm
    ("S + 9.8", [(3, 2, 0.8)]),
    ("S + 10", []),                 # 1 mm: clear
    ("S + 8", [(3, 2, -1.0)]),      # reaching 1 mm over the badge's right edge
])
def test_a_title_beside_a_badge_keeps_a_millimetre(tmp_path, x: str, found) -> None:
    title = f"  - text: {{box: [{x}, S, 30, 10], text: \"{{{{ name }}}}\"}}\n"
    assert _found(tmp_path, BADGE + title) == found


def test_the_badge_on_the_right_counts_too(tmp_path) -> None:
    # the title ends at 4 + 45 = 49 mm; the badge starts at 63 - 4 - 9.5 = 49.5: 0.5 mm
    assert _found(tmp_path, "  - ellipse: {box: [W - S - 9.5, S, 9, 9], fill: paper}\n"
                            "  - text: {box: [S, S, 45, 10], text: \"{{ name }}\"}\n") == [(3, 2, 0.5)]


def test_a_number_on_its_badge_words_across_an_emblem_and_other_lines_are_not_compared(tmp_path) -> None:
    number = "  - text: {box: [S, S + 0.5, 9, 8], text: \"{{ cost }}\", align: center}\n"      # inside the badge
    across = "  - text: {box: [S - 2, S + 2, 40, 5], text: \"{{ name }}\"}\n"               # over the badge's middle
    below = "  - text: {box: [S + 9.2, S + 6, 30, 10], text: \"{{ name }}\"}\n"             # shares 3 mm of 9 down
    assert _found(tmp_path, BADGE + number + across + below) == []


def test_over_true_is_a_deliberate_overlay(tmp_path) -> None:
    assert _found(tmp_path, BADGE + "  - text: {box: [S + 9.5, S, 30, 10], text: \"{{ name }}\", over: true}\n") == []


@pytest.mark.parametrize("badge_when, text_when, cards, found", [
    # ice-hockey (written outside the project): a line's name box beside the goalie's badge, never on one card
    ("role == 'Goalie'", "role == 'Line'", (), []),
    ("cost > 3", "cost <= 3", (), []),
    ("role == 'Goalie'", "role == 'Line'", ({"role": "Goalie"}, {"role": "Line"}), []),
    # a badge only some cards draw, beside a text every card draws: crowded on those cards
    ("role == 'Goalie'", "", ({"role": "Goalie"}, {"role": "Line"}), [(3, 2, 0.5)]),
    # both conditions hold on one card (read from the cards, not from the words)
    ("cost > 2", "rare", ({"cost": 3, "rare": True},), [(3, 2, 0.5)]),
    ("cost > 2", "rare", ({"cost": 3, "rare": False}, {"cost": 1, "rare": True}), []),
    ("cost | int > 2", "rare", ({"cost": 1, "rare": True},), [(3, 2, 0.5)]),   # a filter: unread, maybe true
])
def test_a_text_and_a_badge_never_drawn_together_are_not_compared(tmp_path, badge_when: str, text_when: str,
                                                                  cards: tuple, found) -> None:
    def when(w: str) -> str:
        return f", when: \"{w}\"" if w else ""
    badge = f"  - ellipse: {{box: [S, S, 9, 9], fill: paper{when(badge_when)}}}\n"
    title = f"  - text: {{box: [S + 9.5, S, 30, 10], text: \"{{{{ name }}}}\"{when(text_when)}}}\n"
    assert _found(tmp_path, badge + title, cards) == found


def test_crowded_measures_box_to_box() -> None:
    assert crowded((13.5, 4, 30, 10), (4, 4, 9, 9)) == pytest.approx(0.5)
    assert crowded((14, 4, 30, 10), (4, 4, 9, 9)) is None
    assert crowded((4, 14, 30, 10), (4, 4, 9, 9)) is None    # not on its line


def test_the_check_reports_it_at_the_text_naming_the_badge(game: Game) -> None:  # noqa: F811
    game.edit("game.yaml", "    name: Market\n", "    name: Market\n    layout: market\n")
    game.edit("layouts/market.yaml", "", "elements:\n" + BADGE + "  - text: {box: [S + 9.5, S, 30, 10], text: "
              "\"{{ name }}\"}\n")
    lines = (game.folder / "layouts" / "market.yaml").read_text(encoding="utf-8").splitlines()
    text_line, badge_line = len(lines), len(lines) - 1
    found = [f for f in game.findings("LAY015")]
    assert found == [Seen("LAY015", game.at("layouts/market.yaml", text_line, "text: {box"),
                          f"deck 'market' (layout 'market'): the text's box reaches 0.5 mm from the badge at line "
                          f"{badge_line} on its line: a long text prints flush against it",
                          "narrow the text's box to keep 1 mm from the badge (or write `over: true` on one of them "
                          "if the text is meant to run over it)", f"card/market/layout/market/badge/{text_line}-"
                          f"{badge_line}", ">= 1 mm", "0.5 mm")]


def test_a_disc_the_texts_stand_round_is_no_badge() -> None:
    # darts-501 (written outside the project): the board's numbers, 12 x 7 mm boxes round a 158 mm disc, were
    # each 'a text flush against the badge'; a badge is of a line's height, a 9 mm badge beside a 2.5 mm label too
    assert crowded((174.0, 104.5, 12, 7), (16, 29, 158, 158)) is None
    assert crowded((13.5, 4, 30, 2.5), (4, 4, 9, 9)) == pytest.approx(0.5)
    assert crowded((25.5, 4, 30, 8), (4, 4, 22, 22)) == pytest.approx(-0.5)   # 22 mm, under three lines: a badge
