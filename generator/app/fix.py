"""`pnp check --fix`: rewrite in place what the checker can prove, and show the rewrite as a diff.

A rule that can prove a rewrite puts it on its finding (`Finding.fix`, generator/core/errors.py): a number
typed by hand that DOC001 binds to data (-> the placeholder that prints it) or a near-miss name with one
candidate (REF001, TXT005 -> the name meant). Here each such rewrite is proved once more against the
file as it is on disk before a byte changes:

- the text at the finding's place is still the text the rule read (else the file changed since);
- a placeholder is written only in a Markdown document, outside any Jinja tag, comment or raw block,
  where the document does not rebind its name, and only when it renders, through the build's own
  environment, to exactly the characters typed: the document the build renders is the same;
- a name is written over a whole word, and a YAML or CSV file read before and after differs in that one
  string alone (a name that would need quoting is left alone).

Bytes outside the replaced spans are kept (line endings, a BOM, the last newline); a file is written
to a temporary file beside it and renamed over it, so an interrupted fix leaves the old file or the new
one. Only the CLI imports this module, when --fix is given.
"""
from __future__ import annotations

import csv
import difflib
import io
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Optional

from ..core.errors import Finding, Fix

_BOM = "\ufeff"
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
# what a Markdown document's Jinja occupies: a raw block first (it may hold the other delimiters), then
# placeholders, statements and comments
_JINJA = re.compile(r"\{%-?\s*raw\s*-?%\}.*?\{%-?\s*endraw\s*-?%\}|\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)
_BINDING = re.compile(r"\{%-?\s*(set|for|with|macro|import|from)\b(.*?)-?%\}", re.S)


@dataclass(frozen=True)
class LeftAlone:
    """A finding whose rewrite --fix does not make, and why."""

    finding: Finding
    reason: str

    def __str__(self) -> str:
        return f"{self.finding.loc}: {self.finding.rule} '{self.finding.fix.old if self.finding.fix else ''}' " \
               f"left as it is: {self.reason}"


@dataclass(frozen=True)
class Rewrite:
    """One proved replacement: text[start:end] of its file becomes `new`, settling `finding`."""

    start: int
    end: int
    new: str
    finding: Finding


@dataclass
class FilePlan:
    """One file's rewrites: its bytes before, its text (without a BOM) and the replacements to make."""

    path: Path
    shown: str
    before: bytes
    bom: str
    text: str
    rewrites: list[Rewrite] = field(default_factory=list)

    @property
    def fixed(self) -> list[Finding]:
        return [r.finding for r in self.rewrites]

    @property
    def after(self) -> bytes:
        return self.bytes_with(self.rewrites)

    def bytes_with(self, rewrites: Iterable[Rewrite]) -> bytes:
        text = self.text
        for r in sorted(rewrites, key=lambda r: r.start, reverse=True):
            text = text[:r.start] + r.new + text[r.end:]
        return (self.bom + text).encode("utf-8")

    def diff(self) -> str:
        """The rewrite as a unified diff (line endings shown as plain line breaks)."""
        old = _decoded(self.before)[1].splitlines(keepends=True)
        new = _decoded(self.after)[1].splitlines(keepends=True)
        out = []
        for line in difflib.unified_diff(old, new, f"a/{self.shown}", f"b/{self.shown}"):
            body = line.rstrip("\r\n")
            out.append(body if body != line or line.startswith(("---", "+++", "@@"))
                       else body + "\n\\ No newline at end of file")
        return "\n".join(out)


def plan_fixes(findings: Iterable[Finding], folders: Iterable[Path],
               render: Callable[[Path, str], str]) -> tuple[list[FilePlan], list[LeftAlone]]:
    """The rewrites of every finding that carries one, file by file, each proved; the rest with a reason.

    `render(folder, expression)` is what a value placeholder prints in that game's documents."""
    roots = [Path(f).resolve() for f in folders]
    by_file: dict[str, list[Finding]] = {}
    left: list[LeftAlone] = []
    for f in findings:
        if f.fix is None or f.severity not in ("error", "warning"):
            continue   # a waived finding ('note') is kept as the designer wrote it
        if f.fix.refused:
            left.append(LeftAlone(f, f.fix.refused))
        else:
            by_file.setdefault(f.fix.loc.file, []).append(f)
    plans = []
    for shown, group in sorted(by_file.items()):
        plan, refused = _plan_file(shown, group, roots, render)
        left += refused
        if plan is not None and plan.fixed:
            plans.append(plan)
    left.sort(key=lambda x: x.finding.sort_key())
    return plans, left


def checked_again(plans: list[FilePlan], left: list[LeftAlone], folders: dict[str, Path],
                  findings: list[Finding], check: Callable[[str, Path], list[Finding]]
                  ) -> tuple[list[FilePlan], list[LeftAlone]]:
    """Keep the rewrites a check of the rewritten game agrees with: a copy of each game with its rewrites is
    checked (`check(game_id, folder)`), and a rewrite after which the check reads anything it did not read
    before is left out. The document renders the same, but the check may read the text around a placeholder
    otherwise ("the two hunters each look after two pawns": with the first 'two' a placeholder, the second is
    read alone). When all together add a finding, each is tried alone, then those that passed together."""
    import shutil
    import tempfile

    kept: list[FilePlan] = []
    left = list(left)
    for game_id, folder in folders.items():
        root = folder.resolve()
        mine = [p for p in plans if p.path.resolve().is_relative_to(root)]
        if not mine:
            continue
        known = {_key(f, root) for f in findings if f.game == game_id}
        every = [(p, r) for p in mine for r in p.rewrites]

        def new_findings(chosen: list[tuple[FilePlan, Rewrite]]) -> list[Finding]:
            with tempfile.TemporaryDirectory(prefix="pnp-fix-") as scratch:
                copy = Path(scratch) / folder.name
                shutil.copytree(folder, copy, symlinks=True, ignore=shutil.ignore_patterns("__pycache__"))
                for plan in mine:
                    (copy / plan.path.resolve().relative_to(root)).write_bytes(
                        plan.bytes_with(r for p, r in chosen if p is plan))
                return [f for f in check(game_id, copy) if _key(f, copy.resolve()) not in known]

        chosen = every
        added = new_findings(chosen)
        if added:
            alone = {id(r): new_findings([(p, r)]) for p, r in every}
            chosen = [(p, r) for p, r in every if not alone[id(r)]]
            if chosen and new_findings(chosen):
                chosen = []
            for p, r in every:
                if (p, r) not in chosen:
                    seen = alone[id(r)] or added
                    left.append(LeftAlone(r.finding, "the check reads the text around it otherwise after the "
                                                     f"rewrite: {seen[0].rule} at {seen[0].loc.line}:{seen[0].loc.col}"))
        for plan in mine:
            rewrites = [r for p, r in chosen if p is plan]
            if rewrites:
                kept.append(FilePlan(plan.path, plan.shown, plan.before, plan.bom, plan.text, rewrites))
    left.sort(key=lambda x: x.finding.sort_key())
    return sorted(kept, key=lambda p: p.shown), left


def _key(f: Finding, root: Path) -> tuple[str, str, int, str]:
    """A finding as a rewrite on its line leaves it: its file inside the game, its line, rule and message (a
    column after the rewritten span moves)."""
    path = Path(f.loc.file).resolve()
    where = str(path.relative_to(root)) if path.is_relative_to(root) else f.loc.file
    return f.rule, where, f.loc.line, f.message


def write_plans(plans: list[FilePlan]) -> list[str]:
    """Write each planned file atomically; a file changed on disk since it was planned is not written
    (the message says so)."""
    problems = []
    for plan in plans:
        try:
            if plan.path.read_bytes() != plan.before:
                problems.append(f"{plan.shown}: changed while --fix was working; not rewritten, run it again")
                continue
            tmp = plan.path.with_name(f".{plan.path.name}.pnp-fix.tmp")
            try:
                with open(tmp, "wb") as out:
                    out.write(plan.after)
                    out.flush()
                    os.fsync(out.fileno())
                os.chmod(tmp, plan.path.stat().st_mode & 0o7777)
                os.replace(tmp, plan.path)
            finally:
                if tmp.exists():
                    tmp.unlink()
        except OSError as exc:
            problems.append(f"{plan.shown}: cannot rewrite it ({exc.strerror or exc}); the file is unchanged")
    return problems


def summary(plans: list[FilePlan], left: list[LeftAlone], dry_run: bool) -> str:
    fixed = sum(len(p.fixed) for p in plans)
    verb = "would fix" if dry_run else "fixed"
    return f"{verb} {fixed} finding(s) in {len(plans)} file(s); {len(left)} left as they are"


def _decoded(data: bytes) -> tuple[str, str]:
    """(BOM, text) of a UTF-8 file."""
    text = data.decode("utf-8")
    return (_BOM, text[1:]) if text.startswith(_BOM) else ("", text)


def _plan_file(shown: str, group: list[Finding], roots: list[Path],
               render: Callable[[Path, str], str]) -> tuple[Optional[FilePlan], list[LeftAlone]]:
    path = Path(shown)
    resolved = path.resolve()
    root = next((r for r in roots if resolved.is_relative_to(r)), None)

    def all_left(why: str) -> tuple[None, list[LeftAlone]]:
        return None, [LeftAlone(f, why) for f in group]

    if root is None:
        return all_left("the file is outside the game's folder")
    if any(f.fix is not None and f.fix.loc.cell for f in group):
        return all_left("a spreadsheet is not rewritten: correct the cell in the spreadsheet program")
    if path.is_symlink() or not path.is_file():
        return all_left("not a regular file")
    kind = path.suffix.lower()
    if kind not in (".md", ".yaml", ".yml", ".csv"):
        return all_left("pnp rewrites only .md, .yaml and .csv files")
    try:
        before = path.read_bytes()
        bom, text = _decoded(before)
    except (OSError, UnicodeDecodeError) as exc:
        return all_left(f"cannot read it ({exc})")
    starts = [0] + [m.end() for m in _LINE_BREAK.finditer(text)]
    spans: list[tuple[int, int, str, Finding]] = []
    left: list[LeftAlone] = []
    for f in sorted(group, key=lambda x: (x.fix.loc.line, x.fix.loc.col) if x.fix else (0, 0)):
        fix = f.fix
        assert fix is not None
        span = _span(text, starts, fix)
        if span is None:
            left.append(LeftAlone(f, f"'{fix.old}' is no longer at {fix.loc.line}:{fix.loc.col} (was the file "
                                     "changed since the check?)"))
            continue
        a, b = span
        if any(a < y and x < b for x, y, _, _ in spans):
            left.append(LeftAlone(f, "another fix rewrites the same text"))
            continue
        why, new = _proved(text, a, b, fix, kind, root, render)
        if why:
            left.append(LeftAlone(f, why))
            continue
        spans.append((a, b, new, f))
    rewrites = [Rewrite(a, b, new, f) for a, b, new, f in sorted(spans, key=lambda s: s[0])]
    plan = FilePlan(path, shown, before, bom, text, rewrites)
    return plan, left


def _span(text: str, starts: list[int], fix: Fix) -> Optional[tuple[int, int]]:
    """Where fix.old stands: at its line and column, or (a name in a data file's cell or scalar, found from
    its start) the one whole-word occurrence on the rest of that line."""
    if not 1 <= fix.loc.line <= len(starts) or not fix.old:
        return None
    at = starts[fix.loc.line - 1] + fix.loc.col - 1
    end = starts[fix.loc.line] if fix.loc.line < len(starts) else len(text)
    if text.startswith(fix.old, at) and at + len(fix.old) <= end:
        return at, at + len(fix.old)
    if fix.kind != "name":
        return None
    found = [m.start() for m in re.finditer(rf"(?<!\w){re.escape(fix.old)}(?!\w)", text[at:end])]
    return (at + found[0], at + found[0] + len(fix.old)) if len(found) == 1 else None


def _proved(text: str, a: int, b: int, fix: Fix, kind: str, folder: Path,
            render: Callable[[Path, str], str]) -> tuple[str, str]:
    """('', the new text) when the rewrite of text[a:b] is proved, else (why not, '')."""
    if kind == ".md" and _in_jinja(text, a, b):
        return "it stands inside a Jinja tag, comment or raw block", ""
    if fix.kind == "placeholder":
        if kind != ".md":
            return "placeholders are rendered only in rulebook.md and quickref.md", ""
        root = re.match(r"\w+", fix.new)
        if root is None:
            return "no placeholder to write", ""
        if _rebound(text, root.group(0)):
            return f"the document binds '{root.group(0)}' to something else in a Jinja statement", ""
        try:
            printed = render(folder, fix.new)
        except Exception as exc:   # the placeholder must render as the build renders it, or it is not written
            return f"{{{{ {fix.new} }}}} does not render ({type(exc).__name__}: {exc})", ""
        if printed != fix.old:
            return f"{{{{ {fix.new} }}}} prints '{printed}', not '{fix.old}'", ""
        return "", f"{{{{ {fix.new} }}}}"
    if fix.kind != "name" or not fix.new:
        return "no name to write", ""
    if (a > 0 and text[a - 1].isalnum()) or (b < len(text) and text[b].isalnum()):
        return "it is part of a longer word", ""
    after = text[:a] + fix.new + text[b:]
    if kind in (".yaml", ".yml") and not _one_string_changed(_yaml(text), _yaml(after), fix.old, fix.new):
        return f"writing '{fix.new}' there would change more of the YAML than that name (quote the value first)", ""
    if kind == ".csv" and not _one_string_changed(_csv(text), _csv(after), fix.old, fix.new):
        return f"writing '{fix.new}' there would change more of the CSV than that cell", ""
    return "", fix.new


def _in_jinja(text: str, a: int, b: int) -> bool:
    from ..load.documents import protect_heading_ids

    return any(m.start() < b and a < m.end() for m in _JINJA.finditer(protect_heading_ids(text)))


def _rebound(text: str, name: str) -> bool:
    """Whether a Jinja statement of the document binds `name` (`{% set engine = ... %}`, `{% for players in
    ... %}`): the placeholder would print another thing there."""
    for m in _BINDING.finditer(text):
        targets = m.group(2)
        if m.group(1) in ("set", "with"):
            targets = targets.split("=", 1)[0]
        elif m.group(1) == "for":
            targets = re.split(r"\bin\b", targets, maxsplit=1)[0]
        if re.search(rf"\b{re.escape(name)}\b", targets):
            return True
    return False


_UNREADABLE = object()


def _yaml(text: str) -> Any:
    import yaml

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return _UNREADABLE


def _csv(text: str) -> Any:
    from ..load.sheets import sniff_delimiter

    lines = text.splitlines()
    try:
        return list(csv.reader(io.StringIO(text), delimiter=sniff_delimiter(lines[0]) if lines else ","))
    except csv.Error:
        return _UNREADABLE


def _one_string_changed(before: Any, after: Any, old: str, new: str) -> bool:
    """Whether two readings of a file differ in one string alone, by `old` written `new` once."""
    if before is _UNREADABLE or after is _UNREADABLE:
        return False
    changed: list[tuple[Any, Any]] = []

    def walk(x: Any, y: Any) -> None:
        if type(x) is not type(y):
            changed.append((x, y))
        elif isinstance(x, dict):
            if list(x) != list(y):
                changed.append((x, y))
            else:
                for k in x:
                    walk(x[k], y[k])
        elif isinstance(x, list):
            if len(x) != len(y):
                changed.append((x, y))
            else:
                for u, v in zip(x, y):
                    walk(u, v)
        elif x != y:
            changed.append((x, y))

    walk(before, after)
    if len(changed) != 1 or not all(isinstance(v, str) for v in changed[0]):
        return False
    x, y = changed[0]
    return any(x[:i] + new + x[i + len(old):] == y for i in range(len(x)) if x.startswith(old, i))
