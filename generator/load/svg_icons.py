"""Which parts of an SVG icon pnp cannot draw, found with their lines, without drawing anything.

Used by `pnp check` (rule SVG001, check/icons.py) and by the card pipeline
before svglib reads an icon (render/icon_svg.py), so both say the same. The
scan uses the standard library's expat parser: fast, and no renderer is
imported. Elements pnp refuses rather than print wrong: filters, masks,
gradients, embedded HTML, scripts and animation (docs/cards.md, SVG icons).
"""
from __future__ import annotations

from pathlib import Path
from xml.parsers import expat

from ..errors import Loc, Problem

UNDRAWABLE = {
    "filter": "a filter (blur, drop shadow, ...)", "mask": "a mask", "foreignObject": "embedded HTML",
    "script": "a script", "animate": "an animation", "animateTransform": "an animation",
    "animateMotion": "an animation", "set": "an animation",
    # svglib draws gradients as PDF shadings, which ReportLab keeps in the page's resources, where the
    # reusable forms that repeated cards are drawn in cannot see them: refused rather than printed wrong.
    "linearGradient": "a gradient", "radialGradient": "a gradient",
}
HINT = ("draw it with plain shapes: in Inkscape, Path > Object to Path, remove filters and masks and give "
        "gradients a flat colour; or use a PNG icon (docs/cards.md, SVG icons)")


def svg_problems(path: Path, shown: str) -> list[Problem]:
    """SVG001 problems for an icon file: not well-formed XML, or elements pnp cannot draw (each at its line)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return [Problem("SVG001", Loc(shown, 1, 1), f"cannot read the icon: {exc.strerror}")]
    problems: list[Problem] = []
    parser = expat.ParserCreate(namespace_separator=" ")

    def start(name: str, attrs: dict) -> None:
        local = name.rsplit(" ", 1)[-1]
        if local in UNDRAWABLE:
            problems.append(Problem("SVG001", Loc(shown, parser.CurrentLineNumber, parser.CurrentColumnNumber + 1),
                                    f"pnp cannot draw the SVG element <{local}>, {UNDRAWABLE[local]}", HINT))

    parser.StartElementHandler = start
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        return [Problem("SVG001", Loc(shown, exc.lineno, exc.offset + 1),
                        f"the icon is not valid SVG: {expat.ErrorString(exc.code)}",
                        "save it again from your drawing program as plain SVG")]
    return problems
