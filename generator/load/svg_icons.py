"""Which parts of an SVG icon pnp cannot draw, found with their lines, without drawing anything.

Used by `pnp check` (rule SVG001, check/icons.py) and by the card pipeline
before svglib reads an icon (render/icon_svg.py), so both say the same. The
scan uses the standard library's expat parser: fast, and no renderer is
imported. Elements pnp refuses rather than print wrong: filters, masks,
gradients, embedded HTML, scripts and animation (docs/cards.md, SVG icons).
Anything that would reach another file or an address is refused too, so an
icon is never followed out of the game folder (docs/safety.md): embedded
pictures, links to other files (`<use href="other.svg#x">`), stylesheets
(`@import`, `<?xml-stylesheet?>`), `url(...)` that does not name a part of
the icon itself, and external entities.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Optional
from xml.parsers import expat

from ..core.errors import Loc, Problem

UNDRAWABLE = {
    "filter": "a filter (blur, drop shadow, ...)", "mask": "a mask", "foreignObject": "embedded HTML",
    "script": "a script", "animate": "an animation", "animateTransform": "an animation",
    "animateMotion": "an animation", "set": "an animation",
    # svglib draws gradients as PDF shadings, which ReportLab keeps in the page's resources, where the
    # reusable forms that repeated cards are drawn in cannot see them: refused rather than printed wrong.
    "linearGradient": "a gradient", "radialGradient": "a gradient",
    # an embedded picture reads another file (svglib follows a relative href anywhere) and cannot be
    # drawn in a form either; media and frames are HTML's, not a drawing's
    "image": "an embedded picture", "feImage": "an embedded picture", "video": "embedded media",
    "audio": "embedded media", "iframe": "embedded HTML", "canvas": "embedded HTML",
}
HINT = ("draw it with plain shapes: in Inkscape, Path > Object to Path, remove filters and masks and give "
        "gradients a flat colour; or use a PNG icon (docs/cards.md, SVG icons)")
OUTSIDE_HINT = ("an icon must hold its whole drawing: paste the linked part into the icon (Inkscape: "
                "Edit > Clone > Unlink Clone, Object to Path) and remove the link (docs/safety.md)")
NOT_SVG_HINT = "save it from your drawing program as plain SVG: the file's first element must be <svg>"
_URL = re.compile(r"url\(\s*['\"]?\s*([^'\")\s]*)", re.IGNORECASE)
_IMPORT = re.compile(r"@import\b", re.IGNORECASE)
_LINKED = ("a", )        # elements whose href is a link a reader follows, not a part the drawing reads


def _shown(target: str) -> str:
    return target if len(target) <= 60 else target[:57] + "..."


def _outside_url(value: str) -> Optional[tuple[int, str]]:
    """(offset, target) of the first url(...) in a value that names something other than a part of this
    icon (`url(#id)`), else None."""
    for found in _URL.finditer(value):
        if not found[1].startswith("#"):
            return found.start(), found[1]
    return None


def svg_problems(path: Path, shown: str, kept: Any = None) -> list[Problem]:
    """SVG001 problems for an icon file: not well-formed XML, not SVG, elements pnp cannot draw, or a
    reference to another file or address (each at its line). `kept`: the file as the load stage read it (a
    `SourceText`, load/sources.py), read instead of the disk."""
    if kept is not None and kept.data is None:
        why = kept.problems[0].message if kept.problems else "it could not be read"
        return [Problem("SVG001", Loc(shown, 1, 1), f"cannot read the icon: {why}")]
    try:
        data = kept.data if kept is not None else path.read_bytes()
    except OSError as exc:
        return [Problem("SVG001", Loc(shown, 1, 1), f"cannot read the icon: {exc.strerror}")]
    problems: list[Problem] = []
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    depth = 0
    style: list[tuple[int, int, str]] = []     # the text of the <style> element being read, by chunk
    in_style = False

    def here() -> Loc:
        return Loc(shown, parser.CurrentLineNumber, parser.CurrentColumnNumber + 1)

    def outside(loc: Loc, what: str, target: str) -> None:
        problems.append(Problem("SVG001", loc, f"{what} reaches outside the icon ('{_shown(target)}'); pnp "
                                               "does not follow an icon's links to other files or addresses",
                                OUTSIDE_HINT))

    def start(name: str, attrs: dict) -> None:
        nonlocal depth, in_style
        local = name.rsplit(" ", 1)[-1]
        depth += 1
        if depth == 1 and local != "svg":
            problems.append(Problem("SVG001", here(), f"the file is not an SVG drawing: its first element is "
                                                      f"<{local}>, not <svg>", NOT_SVG_HINT))
            return
        if local in UNDRAWABLE:
            problems.append(Problem("SVG001", here(), f"pnp cannot draw the SVG element <{local}>, {UNDRAWABLE[local]}",
                                    HINT))
            return
        for key, value in attrs.items():
            attr = key.rsplit(" ", 1)[-1]
            if attr == "href" and local not in _LINKED and not value.strip().startswith("#"):
                outside(here(), f"the SVG element <{local}>", value.strip())
                return
            found = _outside_url(value)
            if found:
                outside(here(), f"the SVG element <{local}> ({attr})", found[1])
                return
        in_style = local == "style"

    def end(name: str) -> None:
        nonlocal depth, in_style
        depth -= 1
        if in_style:
            in_style = False
            _style_problems(style)
            style.clear()

    def text(data: str) -> None:
        if in_style:
            style.append((parser.CurrentLineNumber, parser.CurrentColumnNumber + 1, data))

    def _style_problems(chunks: list[tuple[int, int, str]]) -> None:
        for line, col, chunk in chunks:
            found = _IMPORT.search(chunk)
            hit = (found.start(), chunk[found.start():].split(";")[0].split("\n")[0].strip()) if found \
                else _outside_url(chunk)
            if hit:
                before = chunk[:hit[0]]
                at = Loc(shown, line + before.count("\n"),
                         (col + len(before)) if "\n" not in before else len(before) - before.rfind("\n"))
                outside(at, "the icon's stylesheet", hit[1])
                return

    def instruction(target: str, data: str) -> None:
        if target == "xml-stylesheet":
            outside(here(), "a stylesheet link <?xml-stylesheet?>", data.strip())

    def entity(name: str, is_parameter: int, value, base, system_id, public_id, notation) -> None:
        if system_id or public_id:
            # expat reports the end of the declaration; the designer looks for where it starts
            begin = data.rfind(b"<!ENTITY", 0, max(parser.CurrentByteIndex, 0) + 1)
            line = data.count(b"\n", 0, begin) + 1
            col = len(data[data.rfind(b"\n", 0, begin) + 1:begin].decode("utf-8", "replace")) + 1
            outside(Loc(shown, line, col) if begin >= 0 else here(), f"the entity '{name}'", system_id or public_id)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    parser.ProcessingInstructionHandler = instruction
    parser.EntityDeclHandler = entity
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        return [Problem("SVG001", Loc(shown, exc.lineno, exc.offset + 1),
                        f"the icon is not valid SVG: {expat.ErrorString(exc.code)}",
                        "save it again from your drawing program as plain SVG")]
    return problems
