"""The index of printed text, assembled: Markdown documents, game.yaml strings, CSV cells and layout text.

One `TextIndex` per check run of a game (`index_of(ctx)`): the passages are read once, grouped by their scope
once, and each text's tokens (words.tokens) and sentences are worked out the first time a family asks and kept
on the index, so no family reads a file again, parses a document again or tokenises a string another family
already did.
"""
from __future__ import annotations

import re
from typing import Any

from ..load import LoadedGame
from ..load.documents import DOCUMENTS, document_path
from .printed import Passage, Scope, markdown_passages, yaml_passages
from .printed_cells import csv_passages, layout_passages
from .words import SENTENCE_MARKS, Token, tokens

# a sentence as rolls.py reads one: up to and with its closing mark ('.', '!', '?', ';'), or the text's end
_SENTENCE = re.compile(f"[^{SENTENCE_MARKS}]+[{SENTENCE_MARKS}]?")


class TextIndex:
    """Every printed passage of one game in file order, and what the printed-text families read of them.

    `passages`: all of them; `documents`: rulebook.md's and quickref.md's, in file order; `of(*scopes)`: the
    passages of the scopes a family reads. `tokens(text)` and `sentences(text)` are computed once per distinct
    text (a string printed on many cards is read once) and kept.
    """

    __slots__ = ("passages", "documents", "_scopes", "_tokens", "_sentences")

    def __init__(self, passages: list[Passage]) -> None:
        self.passages = passages
        self.documents = [p for p in passages if p.document]
        self._scopes: dict[str, list[Passage]] = {}
        for p in passages:
            self._scopes.setdefault(p.scope, []).append(p)
        self._tokens: dict[str, list[Token]] = {}
        self._sentences: dict[str, list[tuple[int, str]]] = {}

    def of(self, *scopes: Scope) -> list[Passage]:
        """The passages of these scopes, in file order."""
        if len(scopes) == 1:
            return self._scopes.get(scopes[0], [])
        wanted = set(scopes)
        return [p for p in self.passages if p.scope in wanted]

    def tokens(self, text: str) -> list[Token]:
        """words.tokens(text), worked out once per run (the list is shared: read it, do not change it)."""
        toks = self._tokens.get(text)
        if toks is None:
            toks = self._tokens[text] = tokens(text)
        return toks

    def sentences(self, text: str) -> list[tuple[int, str]]:
        """(offset, sentence) of each sentence of the text, its closing mark kept ('.', '!', '?', ';')."""
        found = self._sentences.get(text)
        if found is None:
            found = self._sentences[text] = [(m.start(), m.group(0)) for m in _SENTENCE.finditer(text)]
        return found


def index_of(ctx: Any) -> TextIndex:
    """The printed-text index of a check run's game, built the first time a family asks."""
    index = ctx.memo.get("text index")
    if index is None:
        index = ctx.memo["text index"] = TextIndex(printed_passages(ctx.loaded))
    return index


def passages_of(ctx: Any) -> list[Passage]:
    """The printed passages of a check run's game, in file order (`index_of(ctx).passages`)."""
    return index_of(ctx).passages


def yaml_lines(ctx: Any) -> list[str]:
    """game.yaml's lines as written (to place a finding inside a string), read once per run; none if unreadable."""
    if "yaml lines" not in ctx.memo:
        try:
            lines = ctx.loaded.sources.read_text(ctx.loaded.folder / "game.yaml", encoding="utf-8-sig").splitlines()
        except (OSError, UnicodeDecodeError):
            lines = []
        ctx.memo["yaml lines"] = lines
    return ctx.memo["yaml lines"]


def printed_passages(loaded: LoadedGame) -> list[Passage]:
    """Every printed string of the game, in file order."""
    out: list[Passage] = []
    for name in DOCUMENTS:
        path = document_path(loaded.folder, name)
        if not loaded.sources.is_file(path):
            continue
        try:
            text = loaded.sources.read_text(path, encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            continue
        out.extend(markdown_passages(text, f"{loaded.game.root}/{name}.md", name))
    out.extend(yaml_passages(loaded))
    out.extend(csv_passages(loaded))
    out.extend(layout_passages(loaded))
    return out
