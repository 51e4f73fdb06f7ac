"""Waivers: findings accepted in the content with a written reason."""
from __future__ import annotations

import dataclasses
from fnmatch import fnmatchcase

from .catalogue import declare
from .findings import RULES, Context, Finding

declare("WAV001", family="waivers", severity="warning", title="a waiver matches no finding")


def _rules_off(ctx: Context) -> tuple[tuple[str, ...], list[Finding]]:
    """The rule patterns game.yaml's `check: ignore:` turns off, and a finding for each entry that is wrong."""
    from .selection import pattern_problem

    game = ctx.game
    patterns: list[str] = []
    wrong: list[Finding] = []
    for i, off in enumerate(game.check.ignore):
        problem = pattern_problem(off.rule)
        if problem is not None:
            wrong.append(Finding("REF001", "error", game.id, game.where(*off.path, "rule"),
                                 f"check: ignore: {problem[0]}", hint=problem[1], subject=f"check/ignore/{i + 1}"))
        else:
            patterns.append(off.rule.strip().upper())
        if not off.reason.strip():
            wrong.append(Finding("REF001", "error", game.id, game.where(*off.path, "reason"),
                                 "a rule turned off needs a written reason", subject=f"check/ignore/{i + 1}"))
    return tuple(patterns), wrong


def apply_waivers(ctx: Context) -> list[Finding]:
    """Drop the findings of rules the game turns off; downgrade waived findings to notes; warn about waivers
    that match nothing."""
    game = ctx.game
    used = [False] * len(game.waivers)
    out: list[Finding] = []
    off, wrong = _rules_off(ctx) if game.check.ignore else ((), [])
    out += wrong
    for f in ctx.findings:
        if off and any(f.rule.startswith(p) for p in off):
            continue
        for i, w in enumerate(game.waivers):
            if w.rule == f.rule and fnmatchcase(f.subject, w.match):
                used[i] = True
                f = dataclasses.replace(f, severity="note", message=f"{f.message} (waived: {w.reason})")
                break
        out.append(f)
    for i, w in enumerate(game.waivers):
        if w.rule not in RULES:
            out.append(Finding("REF001", "error", game.id, game.where(*w.path, "rule"),
                               f"waiver names unknown rule id '{w.rule}'",
                               hint="use a rule id listed in docs/checks.md", subject=f"waiver/{i + 1}"))
        elif not used[i] and not (w.rule == "TXT006" and not ctx.strict):  # TXT006 only exists with --strict
            out.append(Finding("WAV001", RULES["WAV001"].severity, game.id, w.loc,
                               f"waiver for {w.rule} '{w.match}' matches no finding",
                               hint="remove the waiver: the problem it excused is gone", subject=f"waiver/{i + 1}"))
        if not w.reason.strip():
            out.append(Finding("REF001", "error", game.id, game.where(*w.path, "reason"),
                               "a waiver needs a written reason", subject=f"waiver/{i + 1}"))
    return out
