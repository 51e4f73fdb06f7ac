"""A photo's EXIF orientation: which way up its pixels are meant to be seen, read from the file's header.

A phone held sideways stores its pixels as the sensor saw them and writes a
tag (EXIF 0x0112, 1 to 8) saying how to turn them; every photo viewer obeys
it, so a designer who sees an upright photo expects an upright card. pnp
reads the tag from the JPEG's APP1 segment with struct (no Pillow: the check
asks for many pictures and must stay cheap), turns the picture's size round
for the tags that swap width and height (5 to 8), and draws the stored
pixels through the matching matrix (the JPEG goes into the PDF as it is, not
decoded and re-encoded). PNGs and other files count as upright.
"""
from __future__ import annotations

import io
import struct
from pathlib import Path
from typing import Optional

_SEGMENTS_READ = 16   # markers looked at before the first frame: EXIF sits in the first few

# What each tag's picture needs, as the PDF matrix [a b c d e f] taking the stored picture's unit square
# (x right, y up) to the upright one's: x' = a*x + c*y + e, y' = b*x + d*y + f.
MATRICES: dict[int, tuple[float, float, float, float, float, float]] = {
    1: (1, 0, 0, 1, 0, 0),      # as stored
    2: (-1, 0, 0, 1, 1, 0),     # mirrored left to right
    3: (-1, 0, 0, -1, 1, 1),    # upside down
    4: (1, 0, 0, -1, 0, 1),     # mirrored top to bottom
    5: (0, -1, -1, 0, 1, 1),    # mirrored across the top-left to bottom-right diagonal
    6: (0, -1, 1, 0, 0, 1),     # stored turned a quarter anticlockwise: turn it a quarter clockwise
    7: (0, 1, 1, 0, 0, 0),      # mirrored across the other diagonal
    8: (0, 1, -1, 0, 1, 0),     # stored turned a quarter clockwise: turn it a quarter anticlockwise
}


def exif_orientation(path: Path, data: Optional[bytes] = None) -> int:
    """The EXIF orientation tag of a JPEG (1 to 8); 1 for any other file, no tag or a tag out of range. `data`:
    the file's bytes as the load stage kept them, read instead of the file."""
    try:
        with (io.BytesIO(data) if data is not None else path.open("rb")) as f:
            if f.read(2) != b"\xff\xd8":
                return 1
            for _ in range(_SEGMENTS_READ):
                marker = f.read(4)
                if len(marker) < 4 or marker[0] != 0xFF:
                    return 1
                kind, length = marker[1], struct.unpack(">H", marker[2:])[0]
                if kind == 0xDA or 0xC0 <= kind <= 0xCF and kind not in (0xC4, 0xC8, 0xCC):
                    return 1   # the picture's data begins: no EXIF before it
                body = f.read(max(0, length - 2))
                if kind == 0xE1 and body[:6] == b"Exif\x00\x00":
                    return _tiff_orientation(body[6:])
    except OSError:
        return 1
    return 1


def _tiff_orientation(tiff: bytes) -> int:
    """The orientation entry of the first IFD of an EXIF block's TIFF structure."""
    try:
        order = {b"II": "<", b"MM": ">"}[tiff[:2]]
        (first,) = struct.unpack_from(order + "I", tiff, 4)
        (count,) = struct.unpack_from(order + "H", tiff, first)
        for i in range(min(count, 512)):
            tag, kind, _, value = struct.unpack_from(order + "HHI4s", tiff, first + 2 + 12 * i)
            if tag == 0x0112 and kind == 3:   # SHORT, held in the first two bytes of the value field
                (orientation,) = struct.unpack_from(order + "H", value)
                return orientation if orientation in MATRICES else 1
    except (KeyError, struct.error):
        return 1
    return 1


def upright_size(size: tuple[int, int], orientation: int) -> tuple[int, int]:
    """(width, height) as the picture is seen: tags 5 to 8 turn it a quarter, swapping the two."""
    return (size[1], size[0]) if orientation >= 5 else size
