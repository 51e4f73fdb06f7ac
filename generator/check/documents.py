"""Documents: every placeholder of rulebook.md and quickref.md names something the game has (DOC002).

Hand-typed numbers (DOC001) are found by the printed-text scanner in prose.py,
which reads the documents as the renderer does.
"""
from __future__ import annotations

import re
from typing import Any, Optional

from ..load.documents import (DOCUMENTS, PLACEHOLDER_FUNCS, PLACEHOLDER_KEYWORDS, PLACEHOLDER_TARGETS, Call, alias_meanings,
                              document_path, headings, icon_dirs, icon_in_glossary, icon_meaning, name_set_ids,
                              DOCUMENT_FILTERS, DOCUMENT_TESTS, DOCUMENT_VARIABLES, bare_names, placeholder_calls,
                              read_aliases, slugify, template_faults)
from ..load.doc_references import REFUSED_HINT, refused_references
from ..core.errors import Loc
from .catalogue import declare
from .document_jinja import report_document_templates, undeclared_names
from .findings import Context
from .icon_index import icon_index
from .names import did_you_mean
from .registry import family

declare("DOC002", family="documents", severity="error",
        title="a document placeholder names something the game does not have")
declare("DOC003", family="documents", severity="warning",
        title="an icon would print in the icon glossary without a meaning")
declare("DOC004", family="documents", severity="error",
        title="a document loads a URL or file that is refused or cannot be used")


def _known(ctx: Context, call: Call, sections: set[str], icons: set[str]) -> Optional[list[str]]:
    """The ids the call's argument must be one of (None: any value is fine)."""
    g = ctx.game
    known = {
        "table": [t.id for t in g.tables], "die": [d.id for d in g.dice], "costs": sorted({c.group for c in g.costs}),
        "category": [c.id for c in g.categories] + [c.name for c in g.categories], "names": name_set_ids(g),
        "deck": [d.id for d in g.decks], "cards": [d.id for d in g.decks], "inventory": [c.id for c in g.inventory],
        "example": [e.id for e in g.examples],
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
    files, aliases = icon_index(ctx)
    return set(files) | set(aliases)


def _bare_icons(ctx: Context) -> list[tuple[str, list[str]]]:
    """The game's own icons (files and aliases) the icon glossary would print as a bare name: no glossary
    term is named like any of their codes and the icon file has no `meaning:`. (code, names) pairs."""
    folder = ctx.loaded.folder
    files, aliases = icon_index(ctx)
    own_dir = icon_dirs(folder)[0].resolve()
    names: dict[str, list[str]] = {code: [code] for code, path in files.items() if path.parent == own_dir}
    for alias in read_aliases(own_dir / "_aliases.yaml", ctx.loaded.sources):
        if alias in aliases:
            names.setdefault(aliases[alias], []).append(alias)
    terms = {slugify(t.term) for t in ctx.game.glossary}
    said = alias_meanings(own_dir / "_aliases.yaml", ctx.loaded.sources)
    return [(code, n) for code, n in sorted(names.items())
            if code in files and not terms & {slugify(x) for x in n} and not any(x in said for x in n)
            and not icon_meaning(files[code], broken="?", sources=ctx.loaded.sources)
            and icon_in_glossary(files[code], ctx.loaded.sources)]
    # the icon file is parsed last, only when nothing else says what it means; an icon file that does not parse
    # is ICO005, not an icon without a meaning


def _alias_line(ctx: Context, path: Any, alias: str) -> int:
    """The line an alias is written on: a plain or quoted key, in block or flow style ('1' when its key
    spans lines, as a YAML '? key' does)."""
    lines = ctx.loaded.sources.read_text(path, encoding="utf-8").splitlines()   # read_aliases has read it: it
    # is there and UTF-8
    key = re.compile(r"(?:^|[{,])\s*([\"']?)" + re.escape(alias) + r"\1\s*:")
    return next((i for i, line in enumerate(lines, start=1) if key.search(line)), 1)


@family("documents")
def check_documents(ctx: Context) -> None:
    game = ctx.game
    for name in DOCUMENTS:
        path = document_path(ctx.loaded.folder, name)
        if not ctx.loaded.sources.is_file(path):
            continue
        try:
            text = ctx.loaded.sources.read_text(path, encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            continue  # the render stage reports an unreadable document with its own message
        shown = f"{game.root}/{name}.md"
        _check_placeholders(ctx, text, name, shown)
        _check_bare_names(ctx, text, name, shown)
        _check_template_faults(ctx, text, name, shown)
        report_document_templates(ctx, text, name, shown)
        for ref in refused_references(text, ctx.loaded.folder, ctx.loaded.sources):
            ctx.report("DOC004", Loc(shown, ref.line, ref.col), f"{name}.md may not load '{ref.target[:80]}': "
                       f"{ref.reason}", hint=REFUSED_HINT, subject=f"{name}.md/{ref.line}")
    if ctx.loaded.sources.is_file(document_path(ctx.loaded.folder, "rulebook")):
        for code, names in _bare_icons(ctx):
            path = icon_index(ctx)[0][code]
            own = path.parent == icon_dirs(ctx.loaded.folder)[0].resolve()
            where = f"{game.root}/icons/{path.name}" if own else f"{game.root}/icons/_aliases.yaml"
            line = 1 if own else _alias_line(ctx, ctx.loaded.folder / "icons" / "_aliases.yaml", names[-1])
            term = names[-1].replace('-', ' ').capitalize()
            # only a YAML icon has a `meaning:` line; an SVG or PNG icon gets its meaning from an alias entry
            said = (f"a line 'meaning: ...' to icons/{code}.yaml" if path.suffix.lower() == ".yaml" else
                    f"give icons/{path.name} a meaning in icons/_aliases.yaml: "
                    f"'{names[-1]}: {{icon: {code}, meaning: ...}}'")
            ctx.report("DOC003", Loc(where, line, 1),
                       f"icon '{names[-1]}' would print in the icon glossary as a bare name, with no meaning",
                       actual=names[-1], hint=f"add a glossary term named '{term}', or {said}",
                       subject=f"icons/{code}")


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
    for call in calls:   # a keyword the placeholder does not take stops the build: `die("x", percentil=true)`
        key = f"figure:{call.arg}" if call.name == "figure" else call.name
        takes = PLACEHOLDER_KEYWORDS.get(key, ())
        for word in call.named:
            if word not in takes:
                ctx.report("DOC002", Loc(shown, call.line, call.col), f"{call.name}('{call.arg}'): no option "
                           f"'{word}'", actual=word, subject=f"{name}.md/{call.name}/{call.arg}/{word}",
                           hint=did_you_mean(word, list(takes)) or (
                               f"it takes {', '.join(f'{t}=' for t in takes)}" if takes else "it takes no options"))
    sets = None
    from ..model.turn_order import turn_set

    for call in calls:   # figure("turn") draws a name set's steps: 'phases' (or the game's one order of play,
        # 'turn-steps') unless steps= names another
        if call.name == "figure" and call.arg == "turn":
            sets = sets if sets is not None else name_set_ids(ctx.game)
            steps = dict(call.keywords).get("steps") or turn_set(ctx.game.names)
            if steps not in sets:
                ctx.report("DOC002", Loc(shown, call.line, call.col), f"figure('turn'): the game has no name set "
                           f"'{steps}' to draw", actual=steps, subject=f"{name}.md/figure/turn/{steps}",
                           hint=did_you_mean(steps, sets) or (
                               f"name the set it draws, steps=\"...\" (this game's sets: {', '.join(sets[:8])}), or "
                               "list the steps in game.yaml: names: {phases: [First, Second, ...]}"))
    for call in calls:   # cards("deck", columns=...): each column one the deck has, as the build reads them
        deck = ctx.game.deck(call.arg) if call.name == "cards" else None
        if deck is None:
            continue
        said = dict(call.lists).get("columns") or tuple(
            c.strip() for c in dict(call.keywords).get("columns", "").split(",") if c.strip())
        for column in said:
            if column not in deck.fields:
                ctx.report("DOC002", Loc(shown, call.line, call.col), f"cards('{deck.id}'): deck '{deck.id}' has no "
                           f"column '{column}'", actual=column, subject=f"{name}.md/cards/{deck.id}/{column}",
                           hint=did_you_mean(column, list(deck.fields)) or
                           f"its columns: {', '.join(deck.fields) or 'none besides id, name and count'}")
    for call in rules:
        if call.name not in ctx.engine.rules:
            known = sorted(ctx.engine.rules)
            ctx.report("DOC002", Loc(shown, call.line, call.col), f"unknown engine rule '{call.name}'",
                       actual=call.name, hint=did_you_mean(call.name, known) or "declare it in engine.py with @rule",
                       subject=f"{name}.md/engine/{call.name}")
        elif call.called:
            _check_arguments(ctx, call, Loc(shown, call.line, call.col), f"{name}.md/engine/{call.name}")
    for call in unknown:
        ctx.report("DOC002", Loc(shown, call.line, call.col), f"unknown placeholder '{call.name}'",
                   actual=call.name, hint=did_you_mean(call.name, PLACEHOLDER_FUNCS)
                   or "the placeholders are listed in docs/documents.md",
                   subject=f"{name}.md/{call.name}")


def _check_bare_names(ctx: Context, text: str, name: str, shown: str) -> None:
    """DOC002: a name a document's placeholder reads that the document context does not hold (`{{ minutes }}`):
    the build's StrictUndefined stops at it. A name the document's own loop, macro, `set`, `with` or import gives,
    or that a `defined` test or the `default` filter guards, is not one (the parsed template tells them apart)."""
    candidates = bare_names(text)
    if not candidates:
        return
    undeclared = undeclared_names(text, ctx.loaded.folder, ctx.game.trusted_templates, ctx.loaded.sources)
    known = sorted({*PLACEHOLDER_FUNCS, *DOCUMENT_VARIABLES})
    said: set[str] = set()
    for word, line, col in candidates:
        if word not in undeclared or word in said:
            continue
        said.add(word)
        ctx.report("DOC002", Loc(shown, line, col), f"unknown placeholder '{word}'", actual=word,
                   hint=did_you_mean(word, known) or "a placeholder prints a value of the game ({{ title }}, "
                   "{{ players }}) or calls one (see docs/documents.md); a number typed in a sentence needs no braces",
                   subject=f"{name}.md/{word}")


def _check_template_faults(ctx: Context, text: str, name: str, shown: str) -> None:
    """DOC002: a filter or test the document's environment does not have (`{{ summary | shout }}`); DOC006: a
    division by a literal zero. The build stops at either (the first when it compiles the document, the second
    when it renders it); read off the text, so the check knows without rendering."""
    for kind, word, line, col in template_faults(text):
        if kind == "zero":
            ctx.report("DOC006", Loc(shown, line, col), f"{name}.md: the placeholder divides by zero ('{word} 0'); "
                       "the build would stop here", hint="divide by the number meant, or by a value of the game",
                       subject=f"{name}.md/{line}/zero")
            continue
        known = DOCUMENT_FILTERS if kind == "filter" else DOCUMENT_TESTS
        ctx.report("DOC002", Loc(shown, line, col), f"unknown {kind} '{word}'; the build would stop here",
                   actual=word, subject=f"{name}.md/{kind}/{word}",
                   hint=did_you_mean(word, known) or (
                       f"a {kind} is one of Jinja's or pnp's (docs/documents.md lists pnp's: word, counted, "
                       "joined, ...)" if kind == "filter" else "a test is one of Jinja's: defined, odd, even, ..."))


def _check_arguments(ctx: Context, call: Call, loc: Loc, subject: str) -> None:
    """DOC002: an engine rule called with arguments its signature cannot take (`engine.second_prize(1, 2, 3)` for
    `second_prize(players)`): the build would stop there; the check said nothing (a hostile-input probe)."""
    from ..core.signatures import signature

    func = ctx.engine.rules[call.name]
    try:
        bound = signature(func)
    except (TypeError, ValueError):
        return
    try:
        bound.bind(*call.args, **dict(call.keywords))
    except TypeError as exc:
        shown = ", ".join([*(["..."] * len(call.args)), *(f"{k}=..." for k, _ in call.keywords)])
        ctx.report("DOC002", loc, f"engine.{call.name}({shown}) does not fit {call.name}{bound}: {exc}",
                   actual=call.name, subject=f"{subject}/arguments",
                   hint=f"call it as engine.{call.name}{bound}, or change the rule in engine.py")
