"""Packing a two-page quick reference (generator/render/documents/column_fill.py): how much air a sheet whose
page 2 is left half empty is set again with, and when the airier layout is kept. The built sheets are measured
in test_documents_pages.py (every column before the last page full to a quarter, each page half full)."""
from __future__ import annotations

from generator.render.documents.column_fill import (AIR_DECLARED, AIR_MAX, ColumnFill, air_for, airier_is_better,
                                                    with_air, worst_gap)


def test_a_sheet_whose_page_two_is_half_empty_gets_air_a_full_one_none() -> None:
    # The Acts on A4 with its tables free to split: 3.9 columns of text on six
    acts = ColumnFill(((0.97, 0.87, 0.82), (0.42, 0.44, 0.38)))
    assert air_for(acts) == (AIR_MAX, round(AIR_MAX - 0.06, 2))
    # a little short: a little air, 1 + (3 x 1.7 / 4.8 - 1) / 0.6 = 1.10, then 0.06 less
    assert air_for(ColumnFill(((1.0, 1.0, 1.0), (0.6, 0.6, 0.6)))) == (1.1, 1.04)
    # Journeys: page 2 nearly full; one page; a sheet with no text
    assert air_for(ColumnFill(((0.99, 0.89, 0.99), (0.86, 0.84, 0.88)))) == ()
    assert air_for(ColumnFill(((0.5, 0.4, 0.3),))) == ()
    assert air_for(ColumnFill(((0.0, 0.0), (0.0, 0.0)))) == ()


def test_the_airier_layout_is_kept_only_without_a_new_gap() -> None:
    before = ColumnFill(((0.86, 0.96, 0.91), (0.57, 0.59, 0.46)))
    # Commissioned at 1.16: a whole block jumped and left page 1's last column 41% empty
    jumped = ColumnFill(((0.98, 0.97, 0.59), (0.78, 0.7, 0.8)))
    assert round(worst_gap(jumped), 2) == 0.41 and not airier_is_better(before, jumped)
    assert airier_is_better(before, ColumnFill(((0.93, 0.88, 0.85), (0.87, 0.84, 0.7))))
    # a third page, or no columns read, is never kept
    assert not airier_is_better(before, ColumnFill(((1.0,) * 3, (1.0,) * 3, (0.1,) * 3)))
    assert not airier_is_better(before, None)


def test_air_is_set_where_the_css_declares_it_and_nowhere_else() -> None:
    html = f"<style>:root {{ {AIR_DECLARED} }} p {{ margin: calc(1mm * var(--pnp-air)); }}</style>"
    assert with_air(html, 1.25) == "<style>:root { --pnp-air: 1.25; } p { margin: calc(1mm * var(--pnp-air)); }</style>"
    assert with_air("<style>p { margin: 1mm; }</style>", 1.25) == "<style>p { margin: 1mm; }</style>"
