"""What stops the build's rendering of a document, for `pnp check` to report at the same line.

`pnp check` imports no renderer, except this one entry point: a document
whose Jinja loops, recurses, does arithmetic or builds a reference target is
rendered here exactly as the build renders it (same sandbox, same limits),
so a limit it hits (DOC005) or a reference it builds that the build refuses
(DOC004) is a check error at its Markdown line, not a build that ends in
exit 3 or hangs. Only check/document_jinja.py calls it, for such documents.
"""
from __future__ import annotations

from typing import Any


def document_preflight(loaded: Any, name: str) -> list[tuple[str, int, int, str, str]]:
    """(rule, line, col, message, hint) of what stops the build's rendering of this document: a limit of
    its Jinja (DOC005), or a reference a placeholder builds that the build refuses (DOC004)."""
    from ..job import BuildOptions
    from .markdown import DocumentRefusal, DocumentTemplateLimit
    from .renderer import document_html

    try:
        document_html(loaded, name, BuildOptions())
    except DocumentTemplateLimit as exc:
        return [("DOC005", exc.line, 1, f"{name}.md: {exc.what}", exc.hint)]
    except DocumentRefusal as exc:
        return [("DOC004", exc.line, exc.col, f"{name}.md may not load '{exc.target[:80]}': {exc.reason}",
                 exc.hint)]
    except Exception:   # anything else the build reports itself, with its own message (or another rule does)
        return []
    return []
