"""An icon is drawn once into a PDF form and placed by name; the name is ASCII whatever the icon's code."""
from __future__ import annotations

import io
import re
import zlib
from pathlib import Path

from generator.render.cards.sheets import sheet_canvas
from generator.render.shared.icon_files import load_vector
from generator.render.shared.icons import IconSet, form_name

ROOT = Path(__file__).resolve().parents[3]
PETAL = ROOT / "tests" / "corpus" / "sakura-ichiba" / "icons" / "hanabira.yaml"


def test_plain_codes_keep_their_names_and_others_get_distinct_ascii_ones() -> None:
    assert form_name("icon_", "growth-stop") == "icon_growth_stop"
    names = {form_name("icon_", code) for code in ("花びら", "花", "びら", "Ölfass", "花びら ")}
    assert len(names) == 5 and all(n.isascii() and n.startswith("icon_u") for n in names)


def test_an_icon_with_a_japanese_code_is_drawn(tmp_path: Path) -> None:
    # sakura-ichiba (written outside the project) named its icon 花びら: the build stopped with an internal
    # UnicodeEncodeError from ReportLab writing the form's name
    icon = load_vector("花びら", PETAL, lambda value: "#e07a8a")
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, (50.0, 50.0), title="t")
    for x in (10.0, 60.0):   # twice: defined once, placed twice
        IconSet.draw(IconSet.__new__(IconSet), c, icon, x, 10.0, 40.0, 40.0)
    c.showPage()
    c.save()
    pages = [zlib.decompress(m.group(1)) for m in re.finditer(rb"stream\r?\n(.*?)endstream", buffer.getvalue(), re.S)]
    name = b"/FormXob." + form_name("icon_", "花びら").encode()
    assert sum(p.count(name + b" Do") for p in pages) == 2
