"""Turn findings and load problems into text, JSON or SARIF."""
from __future__ import annotations

import json
from typing import Any, Iterable, Optional

from ..core.errors import Finding, Problem

FORMATS = ("text", "json", "sarif")


def problem_findings(game: str, problems: Iterable[Problem]) -> list[Finding]:
    """Load problems shown the same way as findings (they are always errors)."""
    return [Finding(p.rule, "error", game, p.loc, p.message, hint=p.hint, subject="load") for p in problems]


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def as_text(games: list[str], findings: list[Finding], counted: Optional[list[Finding]] = None) -> str:
    """The findings as text, then a summary line counting `counted` (default: the findings shown); where those are
    more than the shown ones (a build stopped by errors lists only them), the summary says where the rest are."""
    lines = []
    for f in findings:
        lines.append(f"{f.loc}: {f.severity}[{f.rule}] {f.message}")
        parts = [f"{label}: {_plain(v)!r}" for label, v in (("expected", f.expected), ("actual", f.actual))
                 if v is not None]
        if parts:
            lines.append("    " + ", ".join(parts))
        if f.related is not None:
            lines.append(f"    data: {f.related}")
        if f.hint:
            lines.append(f"    hint: {f.hint}")
    every = findings if counted is None else counted
    counts = {s: sum(1 for f in every if f.severity == s) for s in ("error", "warning", "note")}
    unshown = len(every) - len(findings)
    lines.append(f"checked {len(games)} game(s): {', '.join(games) or 'none'}; "
                 f"{counts['error']} error(s), {counts['warning']} warning(s), {counts['note']} waived"
                 + (f" (the other {unshown}: pnp check lists them)" if unshown > 0 else ""))
    return "\n".join(lines)


def as_json(games: list[str], findings: list[Finding]) -> str:
    doc = {
        "games": games,
        "findings": [
            {"rule": f.rule, "severity": f.severity, "game": f.game, "file": f.loc.file, "line": f.loc.line,
             "column": f.loc.col, "cell": f.loc.cell or None, "message": f.message, "expected": _plain(f.expected),
             "actual": _plain(f.actual), "hint": f.hint, "subject": f.subject,
             "related": None if f.related is None else {"file": f.related.file, "line": f.related.line,
                                                         "column": f.related.col}}
            for f in findings
        ],
    }
    return json.dumps(doc, indent=2, ensure_ascii=False)


def as_sarif(games: list[str], findings: list[Finding]) -> str:
    from .. import __version__
    from ..check.findings import RULES   # the rule titles: only SARIF needs the check stage

    from .rule_docs import LOAD_TITLES, help_uri, rule_docs

    level = {"error": "error", "warning": "warning", "note": "note"}
    used = sorted({f.rule for f in findings})
    index = {r: i for i, r in enumerate(used)}
    documented = rule_docs()
    rules = []
    for r in used:
        title = RULES[r].title if r in RULES else LOAD_TITLES.get(r, r)
        doc = documented.get(r)
        rule: dict[str, Any] = {"id": r, "shortDescription": {"text": title},
                                "fullDescription": {"text": doc.text, "markdown": doc.markdown} if doc
                                else {"text": title},
                                "defaultConfiguration": {"level": RULES[r].severity if r in RULES else "error"}}
        if doc:
            rule["helpUri"] = help_uri(doc.anchor)
        rules.append(rule)
    results = [
        {"ruleId": f.rule, "ruleIndex": index[f.rule], "level": level[f.severity], "message": {"text": f.message},
         "locations": [{"physicalLocation": {"artifactLocation": {"uri": f.loc.file},
                                             "region": {"startLine": max(f.loc.line, 1),
                                                        "startColumn": max(f.loc.col, 1)}}}],
         **({"properties": {"cell": f.loc.cell}} if f.loc.cell else {}),
         **({"relatedLocations": [{"id": 1, "physicalLocation": {
             "artifactLocation": {"uri": f.related.file},
             "region": {"startLine": max(f.related.line, 1), "startColumn": max(f.related.col, 1)}}}]}
            if f.related is not None else {})}
        for f in findings
    ]
    sarif = {"version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
             "runs": [{"tool": {"driver": {"name": "pnp", "version": __version__, "rules": rules}},
                       "results": results}]}
    return json.dumps(sarif, indent=2, ensure_ascii=False)


def render(fmt: str, games: list[str], findings: list[Finding]) -> str:
    return {"text": as_text, "json": as_json, "sarif": as_sarif}[fmt](games, findings)
