"""Each rule id's documentation, read from docs/checks.md: the section it is in and its table row.

docs/checks.md is the one place a rule is described; pnp ships it (a wheel carries it as
generator/_data/docs/checks.md, see setup.py), so `pnp check --format sarif` can give a code-scanning view
each rule's full description and a link to its section. Only SARIF output reads it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..core.resources import DATA_ROOT

CHECKS_MD = DATA_ROOT / "docs" / "checks.md"
SEVERITIES = ("error", "warning", "note")
ROW = re.compile(r"^\| ([A-Z]{2,4}\d{3}) \|")

# The load problems (exit 2) are not in the check catalogue (check/findings.py RULES): their titles.
LOAD_TITLES = {
    "YAML001": "a file is not valid YAML",
    "SCH001": "a key the file format does not have",
    "SCH002": "a value of the wrong type or form",
    "SCH003": "a required key is missing",
    "FILE001": "a file the game needs does not exist or is not a regular file",
    "FILE002": "a spreadsheet card file cannot be read",
    "ENC001": "a file is not UTF-8",
    "CSV001": "a card file's header or row is malformed",
    "DUP001": "an id or name is defined twice",
    "ENG000": "engine.py cannot be imported",
    "LIM001": "a value, file or document is past one of pnp's limits",
    "CHR001": "a control character in text pnp reads",
    "PATH001": "a path the data names leaves the game's folder",
}


@dataclass(frozen=True)
class RuleDoc:
    """Where a rule is documented: its section's anchor, and its description as the table writes it."""

    id: str
    anchor: str
    markdown: str

    @property
    def text(self) -> str:
        return plain(self.markdown)


def slug(heading: str) -> str:
    """The anchor a Markdown renderer (GitHub's rule) gives a heading: lower case, punctuation dropped,
    spaces to dashes."""
    kept = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return kept.replace(" ", "-")


def cells(row: str) -> list[str]:
    """A Markdown table row's cells; a `|` inside a code span belongs to its cell."""
    out: list[str] = []
    current: list[str] = []
    in_code = False
    for ch in row.strip().strip("|"):
        if ch == "`":
            in_code = not in_code
        if ch == "|" and not in_code:
            out.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    out.append("".join(current).strip())
    return out


def plain(markdown: str) -> str:
    """Markdown to the plain words a viewer without Markdown shows: code spans, links and emphasis unwrapped."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    return text.replace("`", "").replace("**", "")


def rule_docs(path: Path = CHECKS_MD) -> dict[str, RuleDoc]:
    """Every rule id with a row in docs/checks.md (the first row where one is listed twice); {} without the file."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return {}
    docs: dict[str, RuleDoc] = {}
    anchor = ""
    for line in lines:
        if line.startswith("## "):
            anchor = slug(line[3:])
        match = ROW.match(line)
        if match and match[1] not in docs:
            row = cells(line)
            what = row[2] if len(row) > 3 and row[1] in SEVERITIES else row[1]
            docs[match[1]] = RuleDoc(match[1], anchor, what)
    return docs


def help_uri(anchor: str, path: Path = CHECKS_MD) -> str:
    """The address of a section of the checks.md this pnp carries."""
    return f"{path.resolve().as_uri()}#{anchor}"
