"""Pre-flight of card layouts: what `pnp build` would refuse, found by `pnp check` first.

LAY004 an image file a card needs is missing;
LAY005 a picture's aspect ratio (as seen: a photo's EXIF orientation turns
it) differs from its `fit: exact` box by more than 1%; LAY012 a picture is damaged (decoded whole by generator/core/pictures.py,
which imports Pillow only when a layout draws a picture). Templates are read with a small scanner, not Jinja2, and picture
sizes from the PNG or JPEG header, so nothing heavy is imported; an image
whose path is more than `{{ field }}` substitutions, or an element drawn only
`when` something holds, is left to the build.
"""
from __future__ import annotations

import io
import re
import struct
from pathlib import Path
from typing import Any, Optional

from ..core.confine import HINT, path_problem
from ..core.errors import LoadError
from ..load.game import PICTURE_SUFFIXES
from ..load.layout import ImageEl, Layout, element_box, find_layout, load_layout
from ..core.orientation import exif_orientation, upright_size
from ..core.pictures import HINT as PICTURE_HINT, picture_problem
from .catalogue import declare
from .findings import Context
from .registry import family
_TEST = re.compile(r"\bis\s+(not\s+)?[A-Za-z_]\w*")
_KEYWORD = re.compile(r"\b[A-Za-z_]\w*\s*=(?!=)")
_FILTER = re.compile(r"\|\s*[A-Za-z_]\w*")

declare("LAY004", family="preflight", severity="error", title="an image a card layout needs does not exist")
declare("LAY005", family="preflight", severity="error",
        title="a picture's proportions differ from its fit: exact box")
declare("LAY012", family="preflight", severity="error",
        title="a picture a card layout draws is damaged or cut short, or has more pixels than pnp allows")

JINJA_NAMES = {"range", "dict", "lipsum", "cycler", "joiner", "namespace", "loop", "super", "caller", "varargs",
               "kwargs", "true", "false", "none", "True", "False", "None", "and", "or", "not", "in", "is", "if",
               "else", "elif", "endif", "for", "endfor", "set", "endset", "with", "endwith", "recursive", "defined",
               "undefined", "raw", "endraw"}
_BLOCK = re.compile(r"\{\{(.*?)\}\}|\{%(.*?)%\}", re.S)
_STRING = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")
_NAME = re.compile(r"(?<![\w.|])\s*([A-Za-z_]\w*)")
_DEFINED = re.compile(r"\b(?:for|set)\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)")
_SIMPLE = re.compile(r"\{\{\s*(?:card\.)?([A-Za-z_]\w*)\s*\}\}")


def template_names(text: str, expression: bool = False) -> set[str]:
    """The top-level variable names a Jinja2 template (or expression) reads."""
    bodies = [text] if expression else [m.group(1) or m.group(2) for m in _BLOCK.finditer(text)]
    names: set[str] = set()
    defined: set[str] = set()
    for body in bodies:
        body = _STRING.sub("''", body)
        for m in _DEFINED.finditer(body):
            defined.update(n.strip() for n in m.group(1).split(","))
        body = _FILTER.sub(" ", body)      # filters
        body = _KEYWORD.sub(" ", body)  # keyword arguments
        body = _TEST.sub(" ", body)  # tests: 'x is defined'
        names.update(m.group(1) for m in _NAME.finditer(body))
    return names - defined - JINJA_NAMES


_FILTER_NAME = re.compile(r"\|\s*([A-Za-z_]\w*)")
_FILTER_BLOCK = re.compile(r"^[-+]?\s*filter\s+([A-Za-z_]\w*)")


def template_filters(text: str, expression: bool = False) -> set[str]:
    """The filter names a Jinja2 template (or expression) applies: `x | name` and `{% filter name %}`."""
    bodies = [(text, False)] if expression else [(m.group(1) or m.group(2), m.group(2) is not None)
                                                 for m in _BLOCK.finditer(text)]
    names: set[str] = set()
    for body, statement in bodies:
        body = _STRING.sub("''", body)
        names.update(_FILTER_NAME.findall(body))
        block = _FILTER_BLOCK.match(body.strip()) if statement else None
        if block:
            names.add(block.group(1))
    return names


NOT_A_PICTURE = ("the file is no picture pnp reads (its name ends in none of " +
                 ", ".join(PICTURE_SUFFIXES) + ")")


def image_size(path: Path, data: Optional[bytes] = None) -> Optional[tuple[int, int]]:
    """(width, height) in pixels from a PNG or JPEG header (of `data`, the bytes the load kept, when given), or
    None."""
    try:
        with (io.BytesIO(data) if data is not None else path.open("rb")) as f:
            head = f.read(26)
            if head[:8] == b"\x89PNG\r\n\x1a\n":
                return struct.unpack(">II", head[16:24])
            if head[:2] != b"\xff\xd8":
                return None
            f.seek(2)
            while True:
                marker = f.read(4)
                if len(marker) < 4 or marker[0] != 0xFF:
                    return None
                kind, length = marker[1], struct.unpack(">H", marker[2:])[0]
                if 0xC0 <= kind <= 0xCF and kind not in (0xC4, 0xC8, 0xCC):
                    h, w = struct.unpack(">HH", f.read(5)[1:])
                    return w, h
                f.seek(length - 2, 1)
    except (OSError, struct.error):
        return None


def _layout(folder: Path, name: str, sources: Any = None) -> Optional[Layout]:
    path = find_layout(folder, name)
    if path is None:
        return None
    try:
        return load_layout(path, sources)
    except LoadError:
        return None  # LAY001/LAY002 report it


@family("preflight")
def check_preflight(ctx: Context) -> None:
    game, folder = ctx.game, Path(ctx.loaded.folder)
    for deck in game.decks:
        for name in (deck.layout, deck.back_layout):
            layout = _layout(folder, name, ctx.loaded.sources)
            if layout is None:
                continue
            env = {"W": deck.size.mm[0], "H": deck.size.mm[1], "B": float(deck.bleed), "S": float(deck.safe)}
            for el in layout.elements:
                if isinstance(el, ImageEl) and not el.when:
                    _images(ctx, deck, el, env, folder, name)


def _images(ctx: Context, deck: Any, el: ImageEl, env: dict[str, float], folder: Path, layout: str) -> None:
    """LAY004 once per element, listing the missing pictures; LAY005 once per element, listing the pictures of
    the wrong shape (one picture: said of that picture alone)."""
    seen: set[str] = set()
    missing: list[tuple[str, str]] = []
    misshapen: list[tuple[str, tuple[int, int], float]] = []
    box = element_box(el, env)
    for card in deck.cards:
        values = {"id": card.id, "name": card.name, "count": card.count, **card.fields}
        rel = _SIMPLE.sub(lambda m: str(values.get(m.group(1), m.group(0))), el.src).strip()
        if "{" in rel or rel in seen:
            continue
        seen.add(rel)
        refused = path_problem(folder, rel)
        if refused:   # absolute, '..' or a symlink out: never looked at, whether or not the file is there
            card_s = f", card '{card.name}'" if "{" in el.src else ""
            ctx.report("PATH001", el.loc, f"layout '{layout}' (deck '{deck.id}'{card_s}) image src: {refused}",
                       actual=rel, hint=HINT, subject=f"deck/{deck.id}/image/{rel}")
            continue
        path = (folder / rel).resolve()
        if folder.resolve() not in path.parents or not ctx.loaded.sources.exists(path):
            missing.append((rel, card.name))
            continue
        kept = ctx.loaded.sources.get(path)
        data = kept.data if kept is not None else None
        if data is None:   # a file the load did not keep: its name is no picture's (load/game.PICTURE_SUFFIXES)
            ctx.report("LAY012", el.loc, f"layout '{layout}' (deck '{deck.id}'): image '{rel}' ({card.name}): "
                       f"{NOT_A_PICTURE}", actual=rel, hint=PICTURE_HINT, subject=f"deck/{deck.id}/image/{rel}")
            continue
        damaged = picture_problem(path, data)
        if damaged:
            ctx.report("LAY012", el.loc, f"layout '{layout}' (deck '{deck.id}'): image '{rel}' ({card.name}): "
                       f"{damaged}", actual=rel, hint=PICTURE_HINT, subject=f"deck/{deck.id}/image/{rel}")
        size = image_size(path, data)
        if size is not None:
            size = upright_size(size, exif_orientation(path, data))   # a sideways photo prints upright
        if size is None or el.fit != "exact" or not size[1] or not box[3]:
            continue
        ratio = size[0] / size[1]
        if abs(ratio / (box[2] / box[3]) - 1) > 0.01:
            misshapen.append((rel, size, ratio))
    if misshapen:
        want = box[2] / box[3]
        hint = "crop the pictures to the box's proportions, or set fit: contain or cover"
        if len(misshapen) == 1:
            ((rel, size, ratio),) = misshapen
            ctx.report("LAY005", el.loc, f"image '{rel}' is {size[0]}x{size[1]} px (aspect {ratio:.3f}) but its "
                       f"box is {box[2]:g}x{box[3]:g} mm (aspect {want:.3f})", expected=round(want, 3),
                       actual=round(ratio, 3), hint=hint.replace("pictures", "picture"),
                       subject=f"deck/{deck.id}/image/{rel}")
        else:   # one slip (a box, or pictures made at one size) repeats on every card: one finding, as LAY004
            shown = ", ".join(f"'{rel}' {s[0]}x{s[1]} px (aspect {r:.3f})" for rel, s, r in misshapen[:3])
            more = f" and {len(misshapen) - 3} more" if len(misshapen) > 3 else ""
            ctx.report("LAY005", el.loc, f"layout '{layout}' (deck '{deck.id}'): {len(misshapen)} images differ from "
                       f"the proportions of their {box[2]:g}x{box[3]:g} mm box (aspect {want:.3f}): {shown}{more}",
                       expected=round(want, 3), actual=[rel for rel, _, _ in misshapen], hint=hint,
                       subject=f"deck/{deck.id}/image/aspect")
    if missing:
        shown = ", ".join(f"'{rel}' ({name})" for rel, name in missing[:3])
        more = f" and {len(missing) - 3} more" if len(missing) > 3 else ""
        ctx.report("LAY004", el.loc, f"layout '{layout}' (deck '{deck.id}') needs {len(missing)} image file(s) that "
                   f"do not exist: {shown}{more}", actual=[rel for rel, _ in missing],
                   hint=f"put the pictures under {ctx.game.root}/ as the layout's src says",
                   subject=f"deck/{deck.id}/image")
