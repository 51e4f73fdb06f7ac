"""Document Jinja: what the build's sandbox and template loader would refuse, found by `pnp check` (DOC005).

The build renders rulebook.md and quickref.md in jinja2's sandbox and loads
`{% include %}`/`{% import %}`/`{% extends %}` only from the game's templates/
and pnp's own; a template that breaks either rule stops the build. The check
does not render the documents (that needs the whole document context), so it
reads the parsed template instead: an attribute or key starting with `_` (or
one of Python's frame and code attributes), the `attr` filter or `.format`
used to reach one, and a template name the loader cannot find or that is not
written as a plain string. A document holding none of the tell-tale signs is
not parsed at all, so Jinja is imported only for the documents that need it.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterator, Optional

from ..load.doc_references import refused_references, templated_references
from ..core.errors import Loc
from .catalogue import declare

declare("DOC005", family="documents", severity="error",
        title="a document's Jinja reaches for Python internals or loads a template from outside the game's and pnp's "
              "templates")
declare("DOC006", family="documents", severity="error",
        title="a document's Jinja does not parse (the build would stop at it)")

# Tag text that may hide something the sandbox or the loader refuses; everything else is left unparsed.
_TAG = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)
_PY_INTERNALS = {"mro", "gi_frame", "gi_code", "gi_yieldfrom", "cr_frame", "cr_code", "cr_await", "ag_code",
                 "ag_frame", "f_globals", "f_locals", "f_builtins", "f_back", "f_code", "tb_frame", "tb_next",
                 "func_globals", "func_code", "im_class", "im_func", "im_self"}
_SUSPECT = re.compile(r"\._|\.\s+_|\[(?!\s*-?\d+\s*\])|\battr\b|\bformat(?:_map)?\b|\b__|"
                      r"\b(?:" + "|".join(sorted(_PY_INTERNALS)) + r")\b|"
                      r"\{%[-+]?\s*(?:include|import|from|extends)\b")
_FIELD = re.compile(r"\{[^{}]*(?:\.\s*_|\[\s*_)")
SANDBOX_HINT = ("placeholders may use the game's data and rules only (see docs/safety.md); a game that trusts "
                "its templates sets trusted_templates: true in game.yaml")
LOADER_HINT = ("a document includes or imports only templates in the game's templates/ folder or pnp's "
               "templates/, named by a plain string such as \"parts/score.html\" (see docs/documents.md)")


def _internal(name: Any) -> bool:
    return isinstance(name, str) and (name.startswith("_") or name in _PY_INTERNALS)


def document_template_problems(text: str, folder: Path, sandboxed: bool,
                               sources: Any = None) -> list[tuple[int, int, str, str]]:
    """(line, col, message, hint) for each thing in a document's Jinja the build would refuse; [] when the
    text holds no sign of one or does not parse (the build reports a syntax error with its line)."""
    if not any(_SUSPECT.search(tag) for tag in _TAG.findall(text)):
        return []
    import jinja2
    from jinja2 import nodes
    from jinja2.nodes import EvalContext

    from ..load.documents import protect_heading_ids
    from ..load.templating import make_environment

    env = make_environment(folder, sandboxed=sandboxed, sources=sources)
    try:
        tree = env.parse(protect_heading_ids(text))
    except jinja2.TemplateSyntaxError:
        return []
    lines = text.splitlines()
    eval_ctx = EvalContext(env)

    def const(node: Any) -> Optional[Any]:
        try:
            return node.as_const(eval_ctx)
        except Exception:   # Impossible, or whatever folding a filter raises: not a constant
            return None

    def col(line: int, *needles: str) -> int:
        source = lines[line - 1] if 0 < line <= len(lines) else ""
        found = [source.find(n) for n in needles if n and source.find(n) >= 0]
        return found[0] + 1 if found else 1       # the first needle found: the most precise one

    out: list[tuple[int, int, str, str]] = []

    def internals(node: Any) -> Iterator[tuple[int, int, str]]:
        if isinstance(node, nodes.Getattr) and _internal(node.attr):
            yield node.lineno, col(node.lineno, node.attr), repr(node.attr)
        elif isinstance(node, nodes.Getitem):
            key = const(node.arg)
            if _internal(key):
                yield node.lineno, col(node.lineno, f'"{key}"', f"'{key}'", "["), repr(key)
        elif isinstance(node, nodes.Filter) and node.name == "attr" and node.args:
            key = const(node.args[0])
            if key is None or _internal(key):
                yield node.lineno, col(node.lineno, "attr"), repr(key) if key is not None else "an attribute named by an expression"
        elif (isinstance(node, nodes.Call) and isinstance(node.node, nodes.Getattr)
              and node.node.attr in ("format", "format_map")):
            pattern = const(node.node.node)
            if isinstance(pattern, str) and _FIELD.search(pattern):
                yield node.lineno, col(node.lineno, node.node.attr), f"{pattern[:40]!r}.{node.node.attr}"

    if sandboxed:
        first: dict[int, tuple[int, str]] = {}   # one finding per line, at its leftmost reach: a chain is one escape
        for node in tree.find_all((nodes.Getattr, nodes.Getitem, nodes.Filter, nodes.Call)):
            for line, column, what in internals(node):
                first[line] = min(first.get(line, (column, what)), (column, what))
        for line, (column, what) in first.items():
            out.append((line, column, f"the template reaches for Python internals ({what}); the build's "
                                      "sandbox refuses it", SANDBOX_HINT))
    loader = env.loader
    assert loader is not None   # make_environment always gives one
    loads = (nodes.Include, nodes.Import, nodes.FromImport, nodes.Extends)
    for load in tree.find_all(loads):
        assert isinstance(load, loads)   # what find_all gives, which its annotation does not say
        keyword = {nodes.Include: "include", nodes.Import: "import", nodes.FromImport: "from",
                   nodes.Extends: "extends"}[type(load)]
        at = col(load.lineno, "{%- " + keyword, "{% " + keyword, keyword)
        name = const(load.template)
        if not isinstance(name, str):
            out.append((load.lineno, at, f"{{% {keyword} %}} names its template by an expression; pnp cannot "
                                         "tell which file it would load", LOADER_HINT))
            continue
        try:
            loader.get_source(env, name)
        except jinja2.TemplateNotFound:
            out.append((load.lineno, at, f"{{% {keyword} %}} loads '{name[:80]}', which is no template in the "
                                         "game's templates/ or pnp's templates/", LOADER_HINT))
    return sorted(set(out))


# Jinja that may build something huge, loop long or recurse: such a document is rendered as the build renders
# it (bounded the same way), so what the build would stop at is a check error at its line. Documents without
# these signs (the shipped games' rulebooks) are not rendered: the check stays fast.
_HEAVY = re.compile(r"\brange\b|\*|\+|%|\bmacro\b|\brecursive\b|\bfor\b|\bcenter\b|\bindent\b|"
                    r"\breplace\b|\bformat\b|just\b|\bzfill\b|\bexpandtabs\b")


def heavy_jinja(text: str) -> bool:
    """Whether a document's Jinja holds a sign of something that could run past a limit when rendered."""
    return any(_HEAVY.search(tag[2:-2]) for tag in _TAG.findall(text))


SYNTAX_HINT = ("placeholders are written {{ name(\"id\") }}, blocks {% if ... %}...{% endif %} and comments "
               "{# ... #}; a heading id is '{#id}' at the end of its heading (see docs/documents.md)")

FENCE_HINT = ("close the fence with a line of the same three backticks (or tildes) where the code ends, or delete "
              "it if no code was meant")


def document_syntax_error(text: str, folder: Path) -> Optional[tuple[int, int, str, str]]:
    """(line, col, Jinja's message, hint) when a document's Jinja does not parse, as the build would find it; None
    when it parses. A document the scanner finds plainly valid is not handed to Jinja at all (the four
    shipped rulebooks), and the scanner's own verdict never reports by itself: Jinja's parser decides."""
    from .layout_templates import template_scan
    from ..load.documents import longest_tag_at, protect_heading_ids, unclosed_fence

    protected = protect_heading_ids(text)
    certain, suspect = template_scan(protected)
    if certain is None and not suspect:
        return None
    import jinja2

    from ..load.templating import make_environment

    try:
        make_environment(folder, sandboxed=False).parse(protected)
    except (RecursionError, MemoryError):   # brackets or tags nested thousands deep: no document needs them
        line, column = longest_tag_at(protected)
        return line, column, "the placeholders nest too deep for pnp to read", SYNTAX_HINT
    except jinja2.TemplateSyntaxError as exc:
        message = (exc.message or "the template does not parse").rstrip(". ")
        fence = unclosed_fence(text)
        if fence is not None and fence[0] <= (exc.lineno or 1):
            # inside the fence a heading is no heading, so its {#id} opens a Jinja comment: the fence is the fault
            return (*fence, f"the code fence opened here is never closed, so the rest of the document is code, "
                            f"where a heading's {{#id}} is no id (Jinja: {message} at line {exc.lineno})",
                    FENCE_HINT)
        opened = _unclosed_block(protected) if "end of template" in message else None
        if opened is not None:      # Jinja says where the text ran out; the designer needs the block's start
            before = protected[:opened]
            return before.count("\n") + 1, opened - (before.rfind("\n") + 1) + 1, message, SYNTAX_HINT
        lines = text.splitlines()
        line = min(max(exc.lineno or 1, 1), max(len(lines), 1))
        source = lines[line - 1] if lines else ""
        opens = [m.start() for m in re.finditer(r"\{[{%#]", source)]
        return line, (opens[0] + 1 if opens else 1), message, SYNTAX_HINT
    return None


_BLOCK_TAG = re.compile(r"\{%[-+]?\s*(\w+)")
_BLOCK_WORDS = {"if", "for", "macro", "call", "filter", "with", "block", "raw", "autoescape", "trans"}


def _unclosed_block(text: str) -> Optional[int]:
    """Offset of the innermost block tag ('{% if %}', '{% for %}'...) that no end tag closes, or None."""
    stack: list[tuple[str, int]] = []
    for m in _BLOCK_TAG.finditer(text):
        word = m.group(1)
        if word in _BLOCK_WORDS:
            stack.append((word, m.start()))
        elif word.startswith("end") and stack and stack[-1][0] == word[3:]:
            stack.pop()
    return stack[-1][1] if stack else None


def undeclared_names(text: str, folder: Path, trusted: bool, sources: Any = None) -> set[str]:
    """The names a document's Jinja reads that neither the template itself (a loop, macro, `set`, `with`,
    import) nor the environment's globals give, leaving out each name a `defined`/`undefined` test or the
    `default` filter guards anywhere in it: those the build's StrictUndefined stops at. Empty when the
    document does not parse (DOC006 reports that)."""
    import jinja2
    from jinja2 import meta, nodes

    from ..load.documents import protect_heading_ids
    from ..load.templating import make_environment

    env = make_environment(folder, sandboxed=not trusted, sources=sources)
    try:
        tree = env.parse(protect_heading_ids(text))
    except jinja2.TemplateSyntaxError:
        return set()
    guarded = {n.node.name for n in tree.find_all((nodes.Test, nodes.Filter))
               if isinstance(n.node, nodes.Name) and n.name in ("defined", "undefined", "default", "d")}
    # an unknown filter or test (DOC002 reports it) stops Jinja's walk of the names with an assertion: stand-ins
    # let it read the names all the same
    for node in tree.find_all((nodes.Filter, nodes.Test)):
        known = env.filters if isinstance(node, nodes.Filter) else env.tests
        known.setdefault(node.name, _stand_in)
    return meta.find_undeclared_variables(tree) - guarded - set(env.globals)


def _stand_in(value: Any, *args: Any, **kwargs: Any) -> Any:
    return value


def report_document_templates(ctx: Any, text: str, name: str, shown: str) -> None:
    """Report DOC006 (Jinja that does not parse) or else DOC005 for one document (rulebook or quickref)."""
    syntax = document_syntax_error(text, ctx.loaded.folder)
    if syntax is not None:
        line, column, message, hint = syntax
        ctx.report("DOC006", Loc(shown, line, column), f"{name}.md: the placeholders do not parse: {message}; "
                   "the build would stop here", hint=hint, subject=f"{name}.md/{line}")
        return
    found = document_template_problems(text, ctx.loaded.folder, not ctx.game.trusted_templates, ctx.loaded.sources)
    for line, column, message, hint in found:
        ctx.report("DOC005", Loc(shown, line, column), f"{name}.md: {message}", hint=hint,
                   subject=f"{name}.md/{line}")
    if not found and (heavy_jinja(text) or any(templated_references(text))):
        from ..render.documents.preflight import document_preflight

        for rule, line, col, message, hint in document_preflight(ctx.loaded, name):
            if rule == "DOC004" and any(r.line == line for r in
                                        refused_references(text, ctx.loaded.folder, ctx.loaded.sources)):
                continue   # written as refused: reported from the text already
            ctx.report(rule, Loc(shown, line, col), message, hint=hint, subject=f"{name}.md/{line}")
