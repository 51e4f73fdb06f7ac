"""Markdown stage: rulebook.md / quickref.md -> HTML body and sections, errors pointing at file:line.

The Jinja2 pass runs first, over the Markdown text: block placeholders return
one line of safe HTML (CommonMark keeps it as an HTML block), value
placeholders return text that is HTML-escaped and Markdown-neutralised. Then
markdown-it-py (CommonMark, plus tables and typographic quotes) renders the
result; a core rule turns `## Title {#id}` into `<h2 id="id">`.
"""
from __future__ import annotations

import html
import re
import traceback
from pathlib import Path
from dataclasses import dataclass
from typing import Any, Callable, Optional

import jinja2
from jinja2.exceptions import SecurityError
from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from markupsafe import Markup

from ...load.documents import (VALID_ID, Heading, headings, longest_tag_at, protect_heading_ids, restore_heading_ids,
                               slugify)
from ...core.errors import GeneratorError, Loc, Problem
from ...load import LoadedGame, shown_path
from ...model.edition import document_file
from ...core.limits import DOCUMENT_TEMPLATE_SECONDS
from ...load.templating import (TemplateLimit, TemplateTimeout, bounded_render, compile_source, edition_filters,
                         make_environment)
from ..shared.icon_images import IconSource
from ...load.doc_references import REFUSED_HINT, judge_built, refused_references, templated_references
from .placeholders import DocumentContext, PlaceholderError, SheetLayout, escape_text
from .views import LONG_TABLE_ROWS, CardView

_ATTR = re.compile(r"\s*\{#([^\s{}#]+)\}\s*$")
# two or more card figures in a row (each is one line of HTML) are set side by side
_CARD_RUN = re.compile(r'(?:^<figure class="card-figure"[^\n]*</figure>\n){2,}', re.M)
# a paragraph right under a heading that is this short (its text, markup left out) is one line, a tag line such
# as a variant's "The original six miracles (2-4 players)": it keeps with what follows (class "lead"), or the
# heading and that line alone end a page while what they head opens the next (The Acts' German A4 p. 13)
LEAD_LINE_CHARS = 60
_TAG = re.compile(r"<[^>]*>")


class DocumentError(GeneratorError):
    """A rulebook.md or quickref.md cannot be rendered as written."""


class DocumentTemplateLimit(DocumentError):
    """A document's Jinja went past a limit (size, range, recursion, time): `pnp check` reports it too."""

    def __init__(self, shown: str, line: int, what: str, hint: str) -> None:
        super().__init__(f"{shown}:{line}: {what}", hint)
        self.line, self.what = line, what


LIMIT_HINT = ("a document's placeholders print the game's data; a value or loop this large is most likely a "
              "mistake (see docs/content-format.md#limits)")


@dataclass(frozen=True)
class Section:
    """A heading of the rendered document: what the contents and bookmarks list."""

    level: int
    id: str
    title: Markup


@dataclass(frozen=True)
class RenderedBody:
    """A document's body HTML with its sections and the layout it asked for."""

    html: Markup
    sections: tuple[Section, ...]
    layout: SheetLayout
    used: frozenset[str]
    context: DocumentContext


def _finalize(value: Any) -> Any:
    return value if isinstance(value, Markup) else escape_text(value)


def _heading_ids(state: StateCore) -> None:
    """`## Title {#id}` -> id attribute; headings without one get a slug of their title."""
    seen: set[str] = set()
    tokens = state.tokens
    for i, token in enumerate(tokens):
        if token.type != "heading_open" or i + 1 >= len(tokens):
            continue
        inline = tokens[i + 1]
        found = _ATTR.search(inline.content)
        ident = found.group(1) if found else slugify(inline.content)
        if found and inline.children:
            last = inline.children[-1]
            if last.type == "text":
                last.content = _ATTR.sub("", last.content)
            inline.content = _ATTR.sub("", inline.content)
        base, n = ident, 2
        while ident in seen:
            ident, n = f"{base}-{n}", n + 1
        seen.add(ident)
        token.attrSet("id", ident)


def markdown_parser() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"typographer": True, "html": True})
    md.enable(["table", "replacements", "smartquotes"])
    md.core.ruler.push("heading_ids", _heading_ids)
    md.core.ruler.push("lead_lines", _lead_lines)
    md.core.ruler.push("titles_once", _titles_once)
    md.core.ruler.push("list_starts", _list_starts)
    md.core.ruler.push("short_tables", _short_tables)
    return md


def _short_tables(state: StateCore) -> None:
    """A table typed in Markdown with no more body rows than a data table that moves whole (views.LONG_TABLE_ROWS)
    is marked `short`: the stylesheets keep it on one page or column, as they keep such a data table (auto-battler's
    four actions, written outside the project, split after the first row's name). A longer one may break between
    rows, never inside one."""
    opened: Optional[Token] = None
    rows = 0
    for token in state.tokens:
        if token.type == "table_open":
            opened, rows = token, 0
        elif token.type == "tr_open" and opened is not None:
            rows += 1
        elif token.type == "table_close" and opened is not None:
            if rows - 1 <= LONG_TABLE_ROWS:   # its header row is one of them
                classes = opened.attrGet("class")
                opened.attrSet("class", f"{classes} short" if classes else "short")
            opened = None


def _list_starts(state: StateCore) -> None:
    """A numbered list that starts past 1 ('3.' after a block placeholder cut the steps in two) counts on from its
    own number: WeasyPrint numbers every <ol> from 1 whatever its start attribute says, so the list's counter is
    set where it opens."""
    for token in state.tokens:
        if token.type == "ordered_list_open":
            start = token.attrGet("start")
            if start is not None and str(start).isdigit() and int(start) != 1:
                token.attrSet("style", f"counter-reset: list-item {int(start) - 1}")


# the title a table or cost block opens with: a figure's caption, or a one-line table's bold lead
_BLOCK_TITLE = re.compile(r'^(<figure class="data-table[^"]*"[^>]*>\s*)<figcaption>(.*?)</figcaption>\s*'
                          r'|^(<p class="data-sentence[^"]*"[^>]*>)<strong>(.*?)</strong>\.?\s*')
_VARIANT_TAG = re.compile(r'\s*<span class="variant-tag">.*?</span>')


def _titles_once(state: StateCore) -> None:
    """A table or cost block right under a heading of its own title (`## Setup by player count` then
    `{{ table("setup") }}`, whose title is the same), or under it and its lead line (a variant's player range),
    does not print the title a second time: the caption goes, a variant's tag stays (the tag alone is the
    caption)."""
    tokens = state.tokens
    for i in range(3, len(tokens)):
        block = tokens[i]
        if block.type != "html_block":
            continue
        if tokens[i - 1].type == "heading_close":
            heading = tokens[i - 2]
        elif i >= 6 and tokens[i - 1].type == "paragraph_close" and tokens[i - 3].attrGet("class") == "lead" \
                and tokens[i - 4].type == "heading_close":
            heading = tokens[i - 5]   # a lead line between ('Two players only.', a variant's range): still its own
        else:
            continue
        found = _BLOCK_TITLE.match(block.content)
        if not found:
            continue
        caption = found.group(2) if found.group(1) is not None else found.group(4)
        if _plain(_VARIANT_TAG.sub("", caption)) != _plain(heading.content):
            continue
        tag = "".join(_VARIANT_TAG.findall(caption)).strip()
        if found.group(1) is not None:
            kept = found.group(1) + (f"<figcaption>{tag}</figcaption>" if tag else "")
        else:
            kept = found.group(3) + (f"{tag} " if tag else "")
        block.content = kept + block.content[found.end():]


def _plain(text: str) -> str:
    """A title as a reader compares it: no markup, entities read, case and spacing and a closing stop ignored."""
    return " ".join(html.unescape(_TAG.sub("", text)).replace("*", "").split()).rstrip(".:").casefold()


def _lead_lines(state: StateCore) -> None:
    """A one-line paragraph right under a heading gets class "lead" (LEAD_LINE_CHARS), and so does a paragraph
    that ends with a colon right before the table, figure or list it introduces ("... Roll one die:" above the
    die's table ended hoops-shotclock's p. 6, its table opening p. 7): each keeps with what follows."""
    tokens = state.tokens
    for i in range(len(tokens) - 1):
        if tokens[i].type != "paragraph_open" or tokens[i].hidden:
            continue
        text = _TAG.sub("", tokens[i + 1].content).strip()
        if i and tokens[i - 1].type == "heading_close" and text and len(text) <= LEAD_LINE_CHARS:
            tokens[i].attrSet("class", "lead")
        elif text.endswith(":") and i + 3 < len(tokens) and tokens[i + 3].type in _INTRODUCED:
            tokens[i].attrSet("class", "lead")


_INTRODUCED = {"html_block", "table_open", "bullet_list_open", "ordered_list_open"}


def _where(shown: str, exc: BaseException) -> int:
    """The rulebook line a Jinja2 error happened on (Jinja2 rewrites tracebacks to template lines)."""
    line = getattr(exc, "lineno", None) or 0
    for frame in traceback.extract_tb(exc.__traceback__):
        if frame.filename == shown and frame.lineno:
            line = frame.lineno
    return line or 1


def placeholder_failure(exc: BaseException) -> str:
    """What went wrong in a placeholder, in words: '{{ 1 / 0 }}' is 'the placeholder divides by zero'."""
    if isinstance(exc, ZeroDivisionError):
        return "the placeholder divides by zero"
    return f"the placeholder fails: {type(exc).__name__}: {exc}"


def _validate_headings(found: list[Heading], shown: str) -> None:
    seen: dict[str, int] = {}
    for h in found:
        at = f"{shown}:{h.line}:{h.col}"
        if h.level == 1:
            raise DocumentError(f"{at}: a '# {h.title}' heading: the cover and title come from game.yaml",
                                "start sections with '## Title {#id}' and sub-sections with '###'")
        if h.id is None:
            continue
        if not VALID_ID.match(h.id):
            raise DocumentError(f"{at}: heading id '{h.id}' is not a valid id",
                                "use lower-case letters, digits, '-' or '_', e.g. {#end-of-play}")
        if h.id in seen:
            raise DocumentError(f"{at}: heading id '{h.id}' is used twice (first at line {seen[h.id]})",
                                "give every section its own id")
        seen[h.id] = h.line


_PLACEHOLDER_MARKER = re.compile(r"^( {0,3}\{\{[^{}\n]*\}\})([.)])(?=[ \t]|$)", re.M)
_NOT_PROSE = re.compile(r"^\s*(?:$|[-*+>#|<]|\d+[.)](?:\s|$)|\{[{%#])")


def _no_list_from_placeholder(text: str) -> str:
    """A line of a paragraph that opens with a placeholder and a full stop or bracket ("... a first half of\n{{
    engine.halves() }}. Then ..."): the number it prints would open a numbered list in Markdown, cutting the
    sentence in two (concert-programme, written outside the project). The mark is escaped, as the designer wrote
    it; a line after a blank line, a list item or a heading is left alone (a list the designer numbers so)."""
    if "}}." not in text and "}})" not in text:
        return text
    lines = text.split("\n")
    for n in range(1, len(lines)):
        if _PLACEHOLDER_MARKER.match(lines[n]) and not _NOT_PROSE.match(lines[n - 1]):
            lines[n] = _PLACEHOLDER_MARKER.sub(lambda m: f"{m.group(1)}\\{m.group(2)}", lines[n], count=1)
    return "\n".join(lines)


def render_body(loaded: LoadedGame, name: str, *, html_env: jinja2.Environment,
                card_figure: Callable[[CardView], Markup], icon_source: IconSource,
                outputs: tuple = (), paper: str = "a4") -> RenderedBody:
    """Render content/<game>/<name>.md to an HTML body; raise DocumentError naming file:line."""
    folder = loaded.folder
    source_name = document_file(name, loaded.game.edition)
    path = folder / source_name
    shown = shown_path(path)
    kept = loaded.sources.get(path)   # the text the load read (a document is never read from the disk again)
    text, problems = (kept.text, list(kept.problems)) if kept is not None else (
        None, [Problem("FILE001", Loc(shown, 1, 1), "file not found")])
    if text is None:
        raise DocumentError(str(problems[0]), f"write {source_name} (see docs/documents.md)")
    for ref in refused_references(text, folder, loaded.sources):
        raise DocumentRefusal(shown, ref.line, ref.col, ref.target, ref.reason)
    found = headings(text)
    _validate_headings(found, shown)
    sections = {h.id or slugify(h.title): h for h in found if h.level >= 2}   # any section ref() may name, as the check reads them
    ctx = DocumentContext(loaded, html_env, sections, icon_source, card_figure, outputs=tuple(outputs), paper=paper,
                          document=name)
    md_env = make_environment(folder, finalize=_finalize, sandboxed=not loaded.game.trusted_templates,
                              sources=loaded.sources)
    if ctx.wording.spells:   # an edition's unit words, another language's number words
        md_env.filters.update(edition_filters(ctx.wording))
    try:
        template = compile_source(md_env, protect_heading_ids(_no_list_from_placeholder(text)), source_name, shown)
    except jinja2.TemplateSyntaxError as exc:
        hint = ("a heading id is written '## Title {#id}' at the end of the heading; "
                "a comment is '{# ... #}'" if "comment" in (exc.message or "") else
                "placeholders are written {{ name(\"id\") }}; see docs/documents.md")
        raise DocumentError(f"{shown}:{exc.lineno}: {exc.message}", hint) from None
    except (RecursionError, MemoryError):   # brackets or signs nested thousands deep in one tag
        line, _ = longest_tag_at(protect_heading_ids(text))
        raise DocumentError(f"{shown}:{line}: the placeholders nest too deep for pnp to read",
                            "a placeholder holds one name or call: {{ name(\"id\") }} (see docs/documents.md)") from None
    _refuse_built_references(text, md_env, ctx, folder, shown, loaded.sources)
    try:
        with bounded_render(DOCUMENT_TEMPLATE_SECONDS):
            source = template.render(ctx.variables())
    except TemplateLimit as exc:
        raise DocumentTemplateLimit(shown, _where(shown, exc), str(exc), LIMIT_HINT) from None
    except TemplateTimeout as exc:
        raise DocumentTemplateLimit(shown, _where(shown, exc), "the document's placeholders did not finish "
                                    f"within {DOCUMENT_TEMPLATE_SECONDS:g} s (a loop that never ends, or loops "
                                    "nested too deep?)", LIMIT_HINT) from None
    except RecursionError as exc:
        raise DocumentTemplateLimit(shown, _where(shown, exc), "the document's placeholders recurse without "
                                    "end (a macro that calls itself?)", "give the recursion a case that stops "
                                    "it; see docs/documents.md") from None
    except (MemoryError, OverflowError) as exc:
        raise DocumentTemplateLimit(shown, _where(shown, exc), "the document's placeholders build a value too "
                                    f"large to hold ({type(exc).__name__})", LIMIT_HINT) from None
    except PlaceholderError as exc:
        raise DocumentError(f"{shown}:{_where(shown, exc)}: {exc.message}", exc.hint) from None
    except SecurityError as exc:
        raise DocumentError(f"{shown}:{_where(shown, exc)}: the template reaches for Python internals: {exc}",
                            "placeholders may use the game's data and rules only (see docs/safety.md); a game "
                            "that trusts its templates sets trusted_templates: true in game.yaml") from None
    except jinja2.UndefinedError as exc:
        raise DocumentError(f"{shown}:{_where(shown, exc)}: unknown placeholder or attribute: {exc.message}",
                            "the placeholders are listed in docs/documents.md") from None
    except (TypeError, ValueError, jinja2.TemplateError) as exc:
        raise DocumentError(f"{shown}:{_where(shown, exc)}: a placeholder was called wrongly: {exc}",
                            "check its arguments against docs/documents.md") from None
    except GeneratorError:
        raise
    except Exception as exc:   # whatever else a placeholder's own arithmetic or lookup raises: the text's fault
        raise DocumentError(f"{shown}:{_where(shown, exc)}: {placeholder_failure(exc)}",
                            "fix the placeholder on that line (see docs/documents.md)") from None
    md = markdown_parser()
    tokens = md.parse(restore_heading_ids(source))
    _refuse_literal_images(tokens, text, shown)
    toc = []
    renderer = md.renderer
    assert isinstance(renderer, RendererHTML)   # markdown_parser's, MarkdownIt's default
    for i, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag in ("h2", "h3"):
            title = renderer.renderInline(tokens[i + 1].children or [], md.options, {})
            toc.append(Section(int(token.tag[1]), str(token.attrGet("id")), Markup(title.strip())))
    html = _CARD_RUN.sub(lambda m: f'<div class="card-row">{m.group(0).strip()}</div>\n',
                         md.renderer.render(tokens, md.options, {}))
    return RenderedBody(Markup(html), tuple(toc), ctx.layout, frozenset(ctx.used), ctx)


class DocumentRefusal(DocumentError):
    """A reference a placeholder builds would be refused: located at the Markdown line that holds it."""

    def __init__(self, shown: str, line: int, col: int, target: str, reason: str) -> None:
        super().__init__(f"{shown}:{line}:{col}: refused to load '{target[:80]}': {reason}", REFUSED_HINT)
        self.line, self.col, self.target, self.reason = line, col, target, reason


def _refuse_built_references(text: str, md_env: jinja2.Environment, ctx: DocumentContext, folder: Path,
                             shown: str, sources: Any = None) -> None:
    """Render the target of each reference that a placeholder builds, alone, and judge it as a written one:
    WeasyPrint's fetcher would refuse it later too, but without the line."""
    for line, col, target, image in templated_references(text):
        try:
            with bounded_render(DOCUMENT_TEMPLATE_SECONDS):
                built = md_env.from_string(target).render(ctx.variables())
        except Exception:   # a placeholder that fails alone (a loop variable...): the whole render judges it
            continue
        reason = judge_built(built, folder, image, sources)
        if reason:
            raise DocumentRefusal(shown, line, col, built, reason)


_LITERAL_IMAGE = re.compile(r"!\[[^\]\n]*\]\([^)\n]*\)")


def _refuse_literal_images(tokens: list, text: str, shown: str) -> None:
    """An image markdown-it did not make a picture (it would print as text) is an error at its line."""
    for token in tokens:
        for child in token.children or []:
            found = _LITERAL_IMAGE.search(child.content) if child.type == "text" else None
            if found:
                at = text.find(found.group())
                line = text.count("\n", 0, at) + 1 if at >= 0 else (token.map[0] + 1 if token.map else 1)
                raise DocumentError(f"{shown}:{line}: the image {found.group()[:80]} cannot be used and would print "
                                    "as text", REFUSED_HINT)


def placeholder_text(loaded: LoadedGame, expression: str) -> str:
    """What the value placeholder `{{ expression }}` prints in the game's documents, rendered as render_body
    renders one (the same environment, finalize, sandbox and edition filters). `pnp check --fix` writes a
    placeholder for a number typed by hand only when this is the number as typed (generator/app/fix.py)."""
    folder = loaded.folder.resolve()
    env = make_environment(folder, sources=loaded.sources)
    ctx = DocumentContext(loaded, env, {}, IconSource(loaded), lambda view: Markup(""))
    md_env = make_environment(folder, finalize=_finalize, sandboxed=not loaded.game.trusted_templates,
                              sources=loaded.sources)
    if ctx.wording.spells:
        md_env.filters.update(edition_filters(ctx.wording))
    with bounded_render(DOCUMENT_TEMPLATE_SECONDS):
        return md_env.from_string("{{ " + expression + " }}").render(ctx.variables())
