"""Grid geometry: for every shape, neighbours are exactly the cells whose centres are one `size` apart.

The expected relation comes from the shapes themselves, not from the code's
neighbour tables: touching hexes (or squares) have centres one width-across-
flats apart, and any two other cells are further apart.
"""
from __future__ import annotations

import math

import pytest

from generator.model.grid_geometry import GridGeometry

SIZE = 20.0


@pytest.mark.parametrize("shape, sides", [("hex-flat", 6), ("hex-pointy", 6), ("square", 4)])
def test_neighbours_are_the_cells_one_size_apart(shape: str, sides: int) -> None:
    grid = GridGeometry(shape, 6, 5, SIZE, "{col:02d}{row:02d}")
    for a in grid.cells():
        near = {b for b in grid.cells() if b != a and abs(math.dist(grid.centre(a), grid.centre(b)) - SIZE) < 1e-6}
        assert set(grid.neighbours(a)) == near
        assert all(math.dist(grid.centre(a), grid.centre(b)) > SIZE - 1e-6 for b in grid.cells() if b != a)
    assert len(grid.neighbours((3, 3))) == sides            # an inner cell touches every side


@pytest.mark.parametrize("shape, side_length", [("hex-flat", SIZE / math.sqrt(3)), ("hex-pointy", SIZE / math.sqrt(3)),
                                                ("square", SIZE)])
def test_shared_sides_are_whole_sides_between_the_two_centres(shape: str, side_length: float) -> None:
    grid = GridGeometry(shape, 4, 4, SIZE, "{col}.{row}")
    for a in grid.cells():
        for b in grid.neighbours(a):
            p, q = grid.shared_side(a, b)
            assert math.dist(p, q) == pytest.approx(side_length)
            mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
            halfway = ((grid.centre(a)[0] + grid.centre(b)[0]) / 2, (grid.centre(a)[1] + grid.centre(b)[1]) / 2)
            assert mid == pytest.approx(halfway)            # the side lies across the line between the centres
    assert grid.shared_side((1, 1), (3, 3)) is None


def test_flat_hexes_number_from_the_top_left_with_even_columns_lower() -> None:
    grid = GridGeometry("hex-flat", 3, 2, SIZE, "{col:02d}{row:02d}")
    assert grid.label((2, 1)) == "0201" and grid.labels()["0302"] == (3, 2)
    (x1, y1), (x2, y2) = grid.centre((1, 1)), grid.centre((2, 1))
    assert y2 - y1 == pytest.approx(SIZE / 2) and x2 - x1 == pytest.approx(0.75 * 2 * SIZE / math.sqrt(3))
    width, height = grid.extent()
    assert height == pytest.approx(2 * SIZE + SIZE / 2)       # two rows, and the even column's half hex
    assert width == pytest.approx(2 * SIZE / math.sqrt(3) * (1 + 2 * 0.75))


def test_a_chessboard_names_its_squares_by_letter_and_rank() -> None:
    # knight-court (blind writer, set 33) kept '0404' squares: no format wrote a column as a letter
    board = GridGeometry("square", 8, 8, SIZE, "{letter}{row_up}")
    assert board.label((1, 8)) == "a1" and board.label((4, 5)) == "d4" and board.label((8, 1)) == "h8"
    assert board.centre(board.labels()["a1"])[1] > board.centre(board.labels()["a8"])[1]   # rank 1 at the foot
    wide = GridGeometry("square", 28, 2, SIZE, "{Letter}{row}")
    assert [wide.label((c, 1)) for c in (1, 26, 27, 28)] == ["A1", "Z1", "AA1", "AB1"]
    assert len(wide.labels()) == 56
