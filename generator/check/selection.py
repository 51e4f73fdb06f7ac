"""Which rules a check reports: `pnp check --select/--ignore` and game.yaml's `check: ignore:` list.

A pattern is a rule id (`TXT005`) or the start of several (`TXT` for every printed-text rule, `MAP00` for
MAP001-MAP009), matched against the catalogue `RULES`: a pattern that names no rule is refused with a
"did you mean", so a typo never silently turns a check off.
"""
from __future__ import annotations

from typing import Iterable, Optional

from ..core.errors import Finding
from .findings import RULES


def rules_matching(pattern: str) -> list[str]:
    """The catalogued rule ids a pattern names (upper-cased): the id itself, or every id it starts."""
    p = pattern.strip().upper()
    return sorted(r for r in RULES if p and r.startswith(p))


def pattern_problem(pattern: str) -> Optional[tuple[str, str]]:
    """(what is wrong, hint) when a pattern names no catalogued rule; None when it names one or more."""
    if rules_matching(pattern):
        return None
    from .names import did_you_mean

    shown = pattern.strip()
    families = sorted({r.rstrip("0123456789") for r in RULES})
    hint = did_you_mean(shown.upper(), [*RULES, *families]) or ("a rule id such as TXT005, or the start of "
                                                                 "several (TXT); see docs/checks.md")
    return f"'{shown}' is not a rule id or the start of one", hint


def parse_patterns(values: Iterable[str]) -> tuple[str, ...]:
    """Comma-separated patterns from repeated options ('TXT005,DOC' and 'MAP') as one tuple, as typed."""
    return tuple(p.strip() for v in values for p in v.split(",") if p.strip())


def matches(rule: str, patterns: Iterable[str]) -> bool:
    return any(rule.startswith(p) for p in patterns)


def selected(findings: Iterable[Finding], select: tuple[str, ...], ignore: tuple[str, ...]) -> list[Finding]:
    """The findings a run reports: with `select`, only the rules it names; never those `ignore` names. A load
    problem (not a check rule: the game cannot be used) is always reported."""
    return [f for f in findings if f.rule not in RULES
            or ((not select or matches(f.rule, select)) and not matches(f.rule, ignore))]
