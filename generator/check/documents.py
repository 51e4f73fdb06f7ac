"""Documents: every placeholder of rulebook.md and quickref.md names something the game has (DOC002).

Hand-typed numbers (DOC001) are found by the printed-text scanner in prose.py,
which reads the documents as the renderer does.
"""
from __future__ import annotations

from typing import Optional

from ..render.documents.sources import (DOCUMENTS, PLACEHOLDER_TARGETS, Call, document_path, headings,
                                        icon_aliases, icon_files, name_set_ids, placeholder_calls, slugify)
from ..errors import Loc
from .findings import Context
from .names import did_you_mean
from .registry import family


def _known(ctx: Context, call: Call, sections: set[str], icons: set[str]) -> Optional[list[str]]:
    """The ids the call's argument must be one of (None: any value is fine)."""
    g = ctx.game
    known = {
        "table": [t.id for t in g.tables], "die": [d.id for d in g.dice], "costs": sorted({c.group for c in g.costs}),
        "category": [c.id for c in g.categories] + [c.name for c in g.categories], "names": name_set_ids(g),
        "deck": [d.id for d in g.decks], "inventory": [c.id for c in g.inventory], "example": [e.id for e in g.examples],
        "variant": [v.id for v in g.variants], "ref": sorted(sections), "icon": sorted(icons),
        "figure": ["components", "setup", "turn"],
    }
    if call.name == "card":
        deck = g.deck(call.arg)
        if deck is None:
            return [d.id for d in g.decks]
        return [c.id for c in deck.cards] if len(call.args) > 1 else None
    return known.get(call.name)


def _icons(ctx: Context) -> set[str]:
    """Icon codes a document may use: the icon files and aliases of the game and of templates/icons/."""
    files = icon_files(ctx.loaded.folder)
    return set(files) | set(icon_aliases(ctx.loaded.folder, files))


@family("documents")
def check_documents(ctx: Context) -> None:
    game = ctx.game
    for name in DOCUMENTS:
        path = document_path(ctx.loaded.folder, name)
        if not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            continue  # the render stage reports an unreadable document with its own message
        shown = f"{game.root}/{name}.md"
        _check_placeholders(ctx, text, name, shown)


def _check_placeholders(ctx: Context, text: str, name: str, shown: str) -> None:
    sections = {h.id or slugify(h.title) for h in headings(text)}
    calls, rules, unknown = placeholder_calls(text)
    icons = _icons(ctx) if any(c.name == "icon" for c in calls) else set()
    for call in calls:
        known = _known(ctx, call, sections, icons)
        arg = call.args[1] if call.name == "card" and len(call.args) > 1 and ctx.game.deck(call.arg) else call.arg
        what = PLACEHOLDER_TARGETS[call.name] if arg == call.arg else f"card of deck '{call.arg}'"
        if known is not None and arg not in known:
            ctx.report("DOC002", Loc(shown, call.line, call.col), f"{call.name}(): unknown {what} '{arg}'",
                       actual=arg, hint=did_you_mean(arg, known) or (f"known: {', '.join(map(str, known))}"
                                                                   if known else f"this game has no {what}"),
                       subject=f"{name}.md/{call.name}/{arg}")
    for call in rules:
        if call.name not in ctx.engine.rules:
            known = sorted(ctx.engine.rules)
            ctx.report("DOC002", Loc(shown, call.line, call.col), f"unknown engine rule '{call.name}'",
                       actual=call.name, hint=did_you_mean(call.name, known) or "declare it in engine.py with @rule",
                       subject=f"{name}.md/engine/{call.name}")
    for call in unknown:
        ctx.report("DOC002", Loc(shown, call.line, call.col), f"unknown placeholder '{call.name}'",
                   actual=call.name, hint="the placeholders are listed in docs/documents.md",
                   subject=f"{name}.md/{call.name}")
