"""Layout templates and names: what binding or drawing a card, board or pad layout refuses, found by `pnp check`.

Every element of every layout a deck, board or pad uses is read, inside grids
and tracks too (unrolled by load/layout_expand.expand, as the renderer
unrolls them): LAY002 a template that is not valid Jinja; LAY003 a template
that reads a name the card, board or pad does not have; LAY010 a colour that
is neither #rrggbb nor in the layout palette, or a font pnp does not have;
ICO003 an icon code, in a layout's own text or icon row, that is no icon. The
names come from where the renderer takes them: model/printed (what templates
see), palette.layout_colour, model/fonts.resolve_face and the icon index of
load/documents. No Jinja2 is imported for a template the scanner below can
vouch for; one it cannot is parsed with the build's own environment, and only
a real syntax error is reported (with Jinja's message).
"""
from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, Optional

from ..core.errors import Loc
from ..load.documents import ICON_CODE, icon_codes
from ..load.layout import IconsEl, TextEl
from ..load.layout_expand import expand
from ..load.layout_repeat import RepeatError
from ..load.fonts import game_fonts
from ..model.fonts import FontNotFound, resolve_face
from ..model.printed import BASE_NAMES, BOARD_HELPERS, CARD_NAMES
from ..core.markup import HINT as MARKUP_HINT, emphasised, first_refused, refused_markup
from ..core.palette import layout_colour, layout_palette
from ..core.template_filters import LAYOUT_FILTERS
from .catalogue import declare
from .findings import Context
from .icon_index import icon_index
from .layout_geometry import _layout, layout_targets
from .names import did_you_mean
from .preflight import JINJA_NAMES, template_filters, template_names
from .printed import _passage, _yaml_anchors, mask_placeholders
from .registry import family

declare("LAY003", family="layout templates", severity="error",
        title="a layout's template reads a field the card, board or pad does not have")
declare("LAY010", family="layout templates", severity="error",
        title="a layout or the style names a colour or a font that does not exist")
declare("LAY011", family="layout templates", severity="error",
        title="a layout's text uses markup pnp does not allow (a tag or attribute that names a file, a font or an "
              "address)")

_OPEN = re.compile(r"\{([{%#])")
_CLOSE = {"{": "}}", "%": "%}", "#": "#}"}
_BLOCKS = {"if", "for", "macro", "call", "filter", "with", "block", "raw", "autoescape", "trans"}
_MIDDLE = {"elif": ("if",), "else": ("if", "for")}
_SIMPLE = re.compile(r"^\{\{\s*(?:card\.)?([A-Za-z_]\w*)\s*\}\}$")
_TEXT_KEY = re.compile(r"(?:[{,]\s*|^\s+(?:-\s+)?)text:\s*(?=[\"'\w<>|])")   # a text: key with its value


_LONGEST_READ = 2000   # characters of one {{ ... }} read as Python; a longer one is Jinja's to judge


def _python_reads(body: str) -> bool:
    """Whether a Jinja expression also reads as Python (most do); '~' joins strings in Jinja only. Two forms
    Jinja has and Python lacks read as Python too, so that the shipped games' layouts import no Jinja: a
    condition without 'else' ('{{ " · " if not loop.last }}', read as ending 'else None') and a line break
    (Jinja's whitespace, in a string too; read as a space, unless a '#' would then make Python skip the rest
    as a comment)."""
    if len(body) > _LONGEST_READ:
        return False   # Python's parser may run out of memory on a huge expression: Jinja judges it
    body = body[1:] if body[:1] in "-+" else body          # whitespace control: '{{- x -}}'
    body = (body[:-1] if body[-1:] in "-+" else body).strip()
    text = body.replace("~", "+") or "None"
    if "\n" in text and "#" not in text:
        text = text.replace("\n", " ")
    for reading in (text, text + " else None") if " if " in text else (text,):
        try:
            ast.parse(reading, mode="eval")
            return True
        except (SyntaxError, ValueError):
            continue
    return False


def template_scan(text: str, expression: bool = False) -> tuple[Optional[str], bool]:
    """(what is certainly wrong, whether only Jinja can tell): a tag never closed or a block never ended is
    certain without Jinja; an expression that does not read as Python (a Jinja test, `a if b`) is for Jinja
    to judge. (None, False): valid Jinja."""
    if expression:
        return None, not _python_reads(text)
    stack: list[str] = []
    suspect, at = False, 0
    while True:
        m = _OPEN.search(text, at)
        if m is None:
            break
        close = _CLOSE[m.group(1)]
        end = text.find(close, m.end())
        if end < 0:
            return f"'{m.group(0)}' at character {m.start() + 1} is never closed with '{close}'", False
        body, at = text[m.end():end], end + 2
        if m.group(1) == "{":
            suspect = suspect or not _python_reads(body)
        elif m.group(1) == "%":
            words = body.strip().strip("-+").split(None, 1)
            word = words[0] if words else ""
            if word in _BLOCKS or (word == "set" and "=" not in body):
                stack.append(word)
            elif word.startswith("end") and word[3:] in _BLOCKS | {"set"}:
                if not stack or stack[-1] != word[3:]:
                    return f"'{{% {word} %}}' ends no '{{% {word[3:]} %}}'" + (
                        f" (the open block is '{{% {stack[-1]} %}}')" if stack else ""), False
                stack.pop()
            elif word in _MIDDLE:
                if not stack or stack[-1] not in _MIDDLE[word]:
                    return f"'{{% {word} %}}' is outside an '{{% if %}}'", False
            elif word not in ("set", "include", "import", "from", "extends", "do", "break", "continue"):
                suspect = True
    if stack:
        return f"'{{% {stack[-1]} %}}' is never closed with '{{% end{stack[-1]} %}}'", False
    return None, suspect


@lru_cache(maxsize=4096)
def jinja_syntax_error(text: str, expression: bool = False) -> Optional[str]:
    """Why a template is not valid Jinja (None when it is): the scanner's reason, or Jinja's own message
    from the build's environment when only Jinja can tell. Remembered per text: a grid or track unrolls one
    element into many cells that share its templates (504 templates read, 195 of them distinct, in the four
    shipped games)."""
    certain, suspect = template_scan(text, expression)
    if certain is not None or not suspect:
        return certain
    import jinja2

    from ..load.templating import make_environment

    try:
        make_environment(None).parse("{{ " + text + " }}" if expression else text)
    except jinja2.TemplateSyntaxError as exc:
        return exc.message or str(exc)
    return None


@lru_cache(maxsize=4096)
def _names_read(text: str, expression: bool) -> frozenset[str]:
    """template_names, once per distinct template (see jinja_syntax_error)."""
    return frozenset(template_names(text, expression))


@lru_cache(maxsize=4096)
def _filters_applied(text: str, expression: bool) -> frozenset[str]:
    """template_filters, once per distinct template (see jinja_syntax_error)."""
    return frozenset(template_filters(text, expression))


def _sources(el: Any, cell: Any) -> Iterator[tuple[str, str, bool]]:
    """(key, template or expression, is an expression) for every template an element's drawing reads."""
    for key in ("text", "src", "icons"):
        value = getattr(el, key, None)
        if isinstance(value, str) and value:
            yield key, value, False
    for key in ("fill", "stroke", "colour"):
        paint = getattr(el, key, None)
        if paint is not None and paint.dynamic:
            yield key, str(paint), False
    if getattr(el, "when", None):
        yield "when", el.when, True
    for expr in cell.when:
        yield "when", expr, True
    for _, expr, *_ in cell.lazy:
        yield "values", expr, True


@family("layout templates")
def check_layout_templates(ctx: Context) -> None:
    game = ctx.game
    palette = layout_palette(game.style.palette)
    seen: set[tuple] = set()
    # an unknown colour or font of a layout file, by (file, layout, what, name): each place it is used there
    unknown_names: dict[tuple[str, str, str, str], list[tuple[Loc, str]]] = {}
    for path, deck, what in layout_targets(ctx):
        layout = _layout(path, ctx.loaded.sources)
        if path is None or layout is None:
            continue
        owner = f"{'deck' if what == 'card' else what} '{deck.id}'"
        hidden = set(deck.fields) & {*BASE_NAMES, "card"} if what == "card" else set()   # columns pnp's names hide
        known = set(CARD_NAMES) | set(deck.fields) | set(BASE_NAMES) | JINJA_NAMES
        if what != "card":
            known |= set(BOARD_HELPERS)
        env = {"W": deck.size.mm[0], "H": deck.size.mm[1], "B": float(deck.bleed), "S": float(deck.safe)}
        try:
            unrolled = expand(layout.elements, env)
        except RepeatError:
            continue   # LAY007 reports a grid or track that cannot be laid out
        for el, cell in unrolled:
            names = known | set(cell.names) | {n for n, *_ in cell.lazy}
            broken = False
            for key, source, expression in _sources(el, cell):
                message = jinja_syntax_error(source, expression)
                if message is not None:
                    broken = True
                    if ("syntax", el.loc, source) not in seen:
                        seen.add(("syntax", el.loc, source))
                        ctx.report("LAY002", el.loc, f"layout '{layout.name}' (used by {owner}): {key} "
                                   f"{source[:60]!r}: template error: {message}", actual=source,
                                   hint="see docs/cards.md, Templates", subject=f"layout/{layout.name}/{el.loc.line}")
                    continue
                for unknown in sorted(_filters_applied(source, expression) - LAYOUT_FILTERS):
                    if ("filter", el.loc, source, unknown) in seen:
                        continue
                    seen.add(("filter", el.loc, source, unknown))
                    broken = True
                    ctx.report("LAY002", el.loc, f"layout '{layout.name}' (used by {owner}): {key} {source[:60]!r}: "
                               f"template error: no filter named '{unknown}'", actual=unknown,
                               hint=did_you_mean(unknown, sorted(LAYOUT_FILTERS)) or
                               "see docs/cards.md, Templates, for the filters a layout may use",
                               subject=f"layout/{layout.name}/{el.loc.line}")
                for unknown in sorted(_names_read(source, expression) - names):
                    if ("name", el.loc, owner, unknown) in seen:
                        continue
                    seen.add(("name", el.loc, owner, unknown))
                    role = "" if what != "card" else ("face of " if layout.name == deck.layout else "back of ")
                    have = f"the {what}'s fields do not have" if what != "card" else "the deck's cards do not have"
                    ctx.report("LAY003", el.loc, f"layout '{layout.name}' ({role}{owner}) reads '{unknown}', which "
                               f"{have}", actual=unknown, hint=did_you_mean(unknown, sorted(names)) or
                               f"{what} fields: " + ", ".join(["id", "name", "count", *deck.fields]),
                               subject=f"{what}/{deck.id}/{unknown}")
            if not broken and what == "card" and hidden:
                _hidden_columns(ctx, el, cell, layout.name, owner, hidden, seen)
            if not broken and what != "card":
                _card_reads(ctx, el, cell, layout.name, owner, seen)
            if isinstance(el, TextEl) and "<" in el.text:
                _markup(ctx, el, layout, path, owner, seen)
            if isinstance(el, TextEl) and not broken and what == "card":
                _cell_emphasis(ctx, el, deck, layout.name, seen)
            _colours(el, palette, layout.name, seen, unknown_names)
            if not broken and what == "card" and not getattr(el, "when", None) and not cell.when:
                _slugged_colours(el, deck, palette, layout.name, unknown_names)
            _font(ctx, el, layout.name, seen, unknown_names)
            if not broken:
                _icons(ctx, el, deck, what, owner, layout.name, seen)
    _board_fonts(ctx)
    _report_unknown(ctx, palette, unknown_names)


_JINJA_PARTS = re.compile(r"\{\{(.*?)\}\}|\{%(.*?)%\}", re.S)


def _hidden_columns(ctx: Context, el: Any, cell: Any, layout: str, owner: str, hidden: set[str],
                    seen: set[tuple]) -> None:
    """LAY003 for a column of the deck that a layout reads by a name pnp gives its own thing (`style`, `deck`,
    `game`, `palette`, `copy`, `categories`, `card`): the template sees pnp's, so `{{ style }}` printed the game's
    style settings on every card of cricket-overs' batters (its column of batting styles). Read alone, with no
    attribute or key after it, the name can only have meant the column: an error; `{{ style.title_font }}` is
    pnp's own and left alone."""
    for _, source, expression in _sources(el, cell):
        read = _names_read(source, expression) & hidden
        code = source if expression else " ".join(a or b for a, b in _JINJA_PARTS.findall(source))
        for name in sorted(read):
            if not re.search(rf"(?<![\w.'\"]){name}\b(?!\s*[.\[(])", code) or ("hidden", el.loc, name) in seen:
                continue
            seen.add(("hidden", el.loc, name))
            ctx.report("LAY003", el.loc, f"layout '{layout}' ({owner}) reads '{name}', which in a layout is pnp's "
                       f"own ({{{{ {name} }}}}, see docs/cards.md), not the deck's column '{name}'", actual=name,
                       hint=f"write {{{{ card.{name} }}}} for the column, or give the column another name",
                       subject=f"layout/{layout}/hidden/{name}")


_CARDS_OF = re.compile(r"""^\s*cards\(\s*['"]([\w-]+)['"]\s*\)\s*(?:\|\s*(?:list|reverse|sort(?:\([^()]*\))?)\s*)*$""")
_VALUE_READ = re.compile(r"""\bvalue\s*(?:\.\s*([A-Za-z_]\w*)|\[\s*['"]([^'"]+)['"]\s*\])""")


def _card_reads(ctx: Context, el: Any, cell: Any, layout: str, owner: str, seen: set[tuple]) -> None:
    """LAY003 for what a grid cell over a deck's cards (`values: "cards('crew')"`, perhaps listed or sorted) reads of
    its `value` that such a card has not: a card of cards() is a mapping of id, name, count and the deck's columns,
    so `value.fields['rank']` (an invariant's way of reading a card) stops the build (rank-counts)."""
    lazy = [expr for name, expr, *_ in cell.lazy if name == "value"]
    m = _CARDS_OF.match(lazy[-1]) if lazy else None
    deck = ctx.game.deck(m.group(1)) if m else None
    if deck is None:
        return
    has = ["id", "name", "count", *deck.fields]
    for _, source, _ in _sources(el, cell):
        for attr, key in _VALUE_READ.findall(source):
            read = attr or key
            if read in has or read in _MAPPING_METHODS or ("card-read", el.loc, read) in seen:
                continue
            seen.add(("card-read", el.loc, read))
            ctx.report("LAY003", el.loc, f"layout '{layout}' ({owner}) reads 'value.{read}', which a card of "
                       f"cards('{deck.id}') does not have (it has {', '.join(has)})", actual=read,
                       hint=did_you_mean(read, has) or "read a column by its name: {{ value.rank }}",
                       subject=f"layout/{layout}/value/{read}")


_MAPPING_METHODS = {"get", "items", "keys", "values"}   # what a mapping answers besides its keys


def _markup(ctx: Context, el: TextEl, layout: Any, path: Path, owner: str, seen: set[tuple]) -> None:
    """LAY011 for each tag or attribute of a text element's written text that the renderer would refuse, at
    its own line and column (placeholders masked: what a placeholder builds is judged by the build)."""
    if ("markup", el.loc) in seen:
        return
    seen.add(("markup", el.loc))
    refused = list(refused_markup(mask_placeholders(el.text)))
    if not refused:
        return
    passage = None
    try:
        raw = ctx.loaded.sources.read_text(path, encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError):
        raw = []
    for n in range(el.loc.line - 1, min(len(raw), el.loc.line + 12)):
        key = _TEXT_KEY.search(raw[n])
        if key:
            at = Loc(el.loc.file, n + 1, raw[n].index("text:", key.start()) + 1)
            passage = _passage(el.text, el.loc.file, "layout text", _yaml_anchors(raw, at, el.text))
            break
    for found in refused:
        where = passage.loc(found.offset) if passage is not None else el.loc
        ctx.report("LAY011", where, f"layout '{layout.name}' ({owner}): the text uses '{found.markup}', which "
                   f"card, board and pad text may not use: {found.reason}", actual=found.markup, hint=MARKUP_HINT,
                   subject=f"layout/{layout.name}/markup/{found.markup[:40]}")


def _cell_emphasis(ctx: Context, el: TextEl, deck: Any, layout: str, seen: set[tuple]) -> None:
    """LAY011 at a card's CSV cell whose `**bold**` and `*italic*` cross ('**a *b** c*' prints as
    '<b>a <i>b</b> c</i>', which ReportLab refuses mid-build): the cell's own tags are escaped, so only its
    stars can make markup, and a text element that prints the column shows it as ReportLab reads it."""
    for column in sorted(_names_read(el.text, False) & set(deck.fields)):
        for card in deck.cards:
            value = card.fields.get(column)
            if not isinstance(value, str) or "*" not in value or ("emphasis", deck.id, card.id, column) in seen:
                continue
            seen.add(("emphasis", deck.id, card.id, column))
            found = first_refused(emphasised(value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")))
            if found is None:
                continue
            ctx.report("LAY011", card.cells.get(column, card.loc), f"deck '{deck.id}', card '{card.name}': column "
                       f"'{column}' sets **bold** and *italic* across one another, so its text uses "
                       f"'{found.markup}', which card text may not use: {found.reason}", actual=value[:80],
                       hint="close the inner style first: '**a *b* c**' or '*a **b** c*' (layout "
                            f"'{layout}' prints this column)", subject=f"card/{deck.id}/{card.id}/{column}/markup")


def _colours(el: Any, palette: dict[str, str], layout: str, seen: set[tuple],
             unknown: dict[tuple[str, str, str, str], list[tuple[Loc, str]]]) -> None:
    for key in ("fill", "stroke", "colour"):
        paint = getattr(el, key, None)
        if paint is None or paint.dynamic or ("colour", el.loc, key) in seen:
            continue
        try:
            layout_colour(palette, paint)
        except KeyError:
            seen.add(("colour", el.loc, key))
            unknown.setdefault((el.loc.file, layout, "colour", str(paint)), []).append((el.loc, key))


# a colour a card layout names from a column, through pnp's slug: "kind-{{ kind | slug }}" or
# "{{ 'kind-' ~ (kind | slug) }}", the form docs/cards.md shows
_SLUG_PAINTS = (
    re.compile(r"^\s*(?P<pre>[\w-]*)\{\{\s*(?P<col>\w+)\s*\|\s*slug\s*\}\}(?P<post>[\w-]*)\s*$"),
    re.compile(r"""^\s*\{\{\s*['"](?P<pre>[\w-]*)['"]\s*~\s*\(\s*(?P<col>\w+)\s*\|\s*slug\s*\)\s*\}\}\s*$"""),
)


def _slugged_colours(el: Any, deck: Any, palette: dict[str, str], layout: str,
                     unknown: dict[tuple[str, str, str, str], list[tuple[Loc, str]]]) -> None:
    """LAY010 for a colour a card layout makes from a column's slug that no card's value gives a palette entry for
    (kofa-piac, written outside the project: 'aru-' ~ (aru | slug) for a good 'Szalámi' asked 'aru-szalámi' of a
    palette of 'aru-szalami', and only the build said so); an element drawn under a `when` is left to the build."""
    from ..core.slugs import slug

    for key in ("fill", "stroke", "colour"):
        paint = getattr(el, key, None)
        if paint is None or not paint.dynamic:
            continue
        form = next((m for m in (f.match(str(paint)) for f in _SLUG_PAINTS) if m), None)
        if form is None or form.group("col") not in deck.fields:
            continue
        for card in deck.cards:
            value = card.fields.get(form.group("col"))
            if value is None or str(value).strip() == "":
                continue
            name = form.group("pre") + slug(str(value)) + (form.groupdict().get("post") or "")
            try:
                layout_colour(palette, name)
            except KeyError:
                unknown.setdefault((el.loc.file, layout, "colour", name), []).append(
                    (el.loc, f"{key} of card '{card.name}' ({form.group('col')} '{value}')"))


def _own_families(ctx: Context) -> Any:
    """The families of the game's own fonts/, listed once per check (not once per text element)."""
    if "layout font families" not in ctx.memo:
        ctx.memo["layout font families"] = game_fonts(ctx.loaded.folder, ctx.game.style.fallback_fonts,
                                                        ctx.loaded.sources).families
    return ctx.memo["layout font families"]


def _font(ctx: Context, el: Any, layout: str, seen: set[tuple],
          unknown: dict[tuple[str, str, str, str], list[tuple[Loc, str]]]) -> None:
    if not isinstance(el, TextEl):
        return
    style = ctx.game.style
    name = {"title": style.title_font, "body": style.body_font}.get(el.font, el.font)
    try:
        resolve_face(name, bold=el.bold, italic=el.italic, own=_own_families(ctx))
    except FontNotFound as exc:
        by_style = el.font in ("title", "body")
        where = ctx.game.where("style", f"{el.font}_font") if by_style else el.loc
        if ("font", where, name) in seen:
            return
        seen.add(("font", where, name))
        if by_style:   # the style names it once, whatever uses it
            ctx.report("LAY010", where, f"style {el.font}_font '{name}' is not a font pnp has", actual=name,
                       hint=exc.args[0].split(": ", 1)[-1], subject=f"font/{name}")
        else:
            unknown.setdefault((el.loc.file, layout, "font", name), []).append((el.loc, exc.args[0].split(": ", 1)[-1]))


def _board_fonts(ctx: Context) -> None:
    """LAY010 for a style board_title_font or board_text_font (maps, tokens, terrain tiles) that names no font."""
    style = ctx.game.style
    for key in ("board_title_font", "board_text_font"):
        name = getattr(style, key)
        if name is None:
            continue
        try:
            resolve_face(name, own=_own_families(ctx))
        except FontNotFound as exc:
            where = ctx.game.where(*style.path, key) if style.path else ctx.game.where("style")
            ctx.report("LAY010", where, f"style {key} '{name}' is not a font pnp has", actual=name,
                       hint=exc.args[0].split(": ", 1)[-1], subject=f"font/{name}")


# names a card, board or pad layout sees as values ('colour' of a pad or a board, a deck's column): a colour written
# bare is read as a palette name, so "fill: colour" is most often "{{ colour }}" without its braces
_SEEN_NAMES = {"colour", "colour_ink", "color", "name", "text", "kind", "type", "side", "faction", "suit"}


def _report_unknown(ctx: Context, palette: dict[str, str],
                    unknown: dict[tuple[str, str, str, str], list[tuple[Loc, str]]]) -> None:
    """One LAY010 for each colour or font name a layout file names that does not exist, at its first use,
    listing the lines of the others: one slip (a palette entry renamed, a font misspelt where it is used
    again) is one finding, however many elements repeat it."""
    for (_, layout, kind, name), uses in unknown.items():
        uses = sorted(set(uses), key=lambda use: (use[0].line, use[0].col, use[1]))
        (loc, detail), more = uses[0], sorted({u[0].line for u in uses[1:]} - {uses[0][0].line})
        again = f" (also at line{'s' if len(more) > 1 else ''} {', '.join(map(str, more))})" if more else ""
        if kind == "font":
            ctx.report("LAY010", loc, f"layout '{layout}': font '{name}' is not a font pnp has{again}", actual=name,
                       hint=detail, subject=f"font/{name}")
            continue
        own = sorted(ctx.game.style.palette)
        ctx.report("LAY010", loc, f"layout '{layout}': {detail} '{name}' is not a colour: neither #rrggbb nor a "
                   f"name of the game's style palette or the shared palette{again}", actual=name,
                   hint=(f"a name the layout sees is written in braces: \"{{{{ {name} }}}}\""
                         if name in _SEEN_NAMES else None) or did_you_mean(name.lower(), sorted(palette)) or
                   "the game's style palette: " + (", ".join(own) or "none yet"),
                   subject=f"layout/{layout}/colour/{name}")


def _icons(ctx: Context, el: Any, deck: Any, what: str, owner: str, layout: str, seen: set[tuple]) -> None:
    """ICO003 for icon codes a layout writes itself, and for an icon row filled from one card column."""
    files, aliases = icon_index(ctx)
    known = set(files) | set(aliases)
    codes: list[tuple[str, str]] = []
    if isinstance(el, TextEl):
        codes = [(m.group(1), "text") for m in ICON_CODE.finditer(re.sub(r"\{\{.*?\}\}|\{%.*?%\}", "", el.text))]
    elif isinstance(el, IconsEl):
        simple = _SIMPLE.match(el.icons.strip())
        if "{" not in el.icons:
            codes = [(code, "icons") for code in icon_codes(el.icons)]
        elif simple and what == "card" and simple.group(1) in deck.fields:
            column = simple.group(1)
            codes = [(code, f"icons (card '{card.name}', column '{column}')") for card in deck.cards
                     for code in icon_codes(card.fields.get(column) or "")]
    for code, where in codes:
        if code in known or ("icon", el.loc, code) in seen:
            continue
        seen.add(("icon", el.loc, code))
        ctx.report("ICO003", el.loc, f"layout '{layout}' ({owner}): {where} names icon '{code}', which is neither "
                   "the game's nor pnp's (nor an alias)", actual=code,
                   hint=did_you_mean(code, sorted(known)) or f"add {ctx.game.root}/icons/{code}.yaml, or use one of "
                   "pnp's templates/icons/", subject=f"icon/{code}")
