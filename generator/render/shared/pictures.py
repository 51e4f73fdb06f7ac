"""Drawing a picture file onto a canvas, named by the file's bytes.

ReportLab's `Canvas.drawImage` names an image given as an ImageReader by the md5 of its decoded pixels:
a card-sized JPEG is decoded (about 2 ms) and 2.3 MB of pixels hashed (about 3 ms) only to find its
name, though the JPEG itself goes into the PDF undecoded. A picture file's own bytes name it as well
(the same file is stored once, a different one never shares a name) for a fraction of the cost, and the
name does not depend on where the file lies, so the PDF stays byte-identical on any machine. The rest is
what drawImage does: register the image XObject (with its soft mask for a PNG's alpha) once per
document, then place it keeping its proportions: centred inside the box (`contain`, and `exact`, whose
proportions the check has matched), or filling the box and cropped by it round a focus point (`cover`).
A photo's EXIF orientation turns it upright (generator/core/orientation.py): the stored pixels are drawn
through the tag's matrix, so the JPEG itself still goes into the PDF undecoded.
"""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from ...core.orientation import MATRICES, upright_size


def draw_picture(c: Canvas, reader: Any, path: Path, x: float, y: float, w: float, h: float, *,
                 orientation: int = 1, cover: bool = False, focus: tuple[float, float] = (0.5, 0.5)) -> None:
    """The picture at `path` (already open as `reader`) in the box (pt, bottom-left origin), proportions kept,
    upright for its EXIF `orientation`; alpha as a mask. Centred inside the box, or with `cover` filling it,
    the point `focus` (fractions of the picture's width and height from its top-left) as near the box's
    centre as the picture's edges allow, and clipped to the box."""
    name = "pnp" + hashlib.md5(path.read_bytes() + b"|auto").hexdigest()
    # what drawImage does inside, through the canvas's and image's private state, which reportlab's stubs
    # (types-reportlab) leave out: the same canvas, typed Any for those lines
    private: Any = c
    doc = private._doc
    reg = doc.getXObjectName(name)
    obj: Any = doc.idToObject.get(reg, None)
    if obj is None:
        obj = pdfdoc.PDFImageXObject(name, reader, mask="auto")
        obj.name = name
        private._setXObjects(obj)
        doc.Reference(obj, reg)
        doc.addForm(name, obj)
        smask = getattr(obj, "_smask", None)
        if smask:
            mask_reg = doc.getXObjectName(smask.name)
            if doc.idToObject.get(mask_reg, None) is None:
                private._setXObjects(smask)
                obj.smask = doc.Reference(smask, mask_reg)
            else:
                obj.smask = pdfdoc.PDFObjectReference(mask_reg)
            del obj._smask
    seen_w, seen_h = upright_size((obj.width, obj.height), orientation)
    scale = (max if cover else min)(w / seen_w, h / seen_h)
    draw_w, draw_h = seen_w * scale, seen_h * scale
    if cover:
        fx, fy = focus
        left = min(x, max(x + w - draw_w, x + w / 2 - fx * draw_w))
        bottom = min(y, max(y + h - draw_h, y + h / 2 - (1 - fy) * draw_h))
    else:
        left, bottom = x + (w - draw_w) / 2, y + (h - draw_h) / 2
    c.saveState()
    if cover:
        clip = c.beginPath()
        clip.rect(x, y, w, h)
        c.clipPath(clip, stroke=0, fill=0)
    c.translate(left, bottom)
    c.scale(draw_w, draw_h)
    if orientation != 1:
        c.transform(*MATRICES[orientation])
    private._code.append(f"/{reg} Do")
    c.restoreState()
    private._formsinuse.append(name)
