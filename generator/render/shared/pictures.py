"""Drawing a picture file onto a canvas, named by the file's bytes.

ReportLab's `Canvas.drawImage` names an image given as an ImageReader by the md5 of its decoded pixels:
a card-sized JPEG is decoded (about 2 ms) and 2.3 MB of pixels hashed (about 3 ms) only to find its
name, though the JPEG itself goes into the PDF undecoded. A picture file's own bytes name it as well
(the same file is stored once, a different one never shares a name) for a fraction of the cost, and the
name does not depend on where the file lies, so the PDF stays byte-identical on any machine. The rest is
what drawImage does: register the image XObject (with its soft mask for a PNG's alpha) once per
document, then place it keeping its proportions, centred in the box.
"""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas
from reportlab.lib.boxstuff import aspectRatioFix


def draw_picture(c: Canvas, reader: Any, path: Path, x: float, y: float, w: float, h: float) -> None:
    """The picture at `path` (already open as `reader`) in the box, proportions kept, centred; alpha as a mask."""
    name = "pnp" + hashlib.md5(path.read_bytes() + b"|auto").hexdigest()
    reg = c._doc.getXObjectName(name)
    obj = c._doc.idToObject.get(reg, None)
    if obj is None:
        obj = pdfdoc.PDFImageXObject(name, reader, mask="auto")
        obj.name = name
        c._setXObjects(obj)
        c._doc.Reference(obj, reg)
        c._doc.addForm(name, obj)
        smask = getattr(obj, "_smask", None)
        if smask:
            mask_reg = c._doc.getXObjectName(smask.name)
            if c._doc.idToObject.get(mask_reg, None) is None:
                c._setXObjects(smask)
                obj.smask = c._doc.Reference(smask, mask_reg)
            else:
                obj.smask = pdfdoc.PDFObjectReference(mask_reg)
            del obj._smask
    x, y, w, h, _ = aspectRatioFix(True, "c", x, y, w, h, obj.width, obj.height, False)
    c.saveState()
    c.translate(x, y)
    c.scale(w, h)
    c._code.append(f"/{reg} Do")
    c.restoreState()
    c._formsinuse.append(name)
