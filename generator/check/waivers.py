"""Waivers: findings accepted in the content with a written reason."""
from __future__ import annotations

import dataclasses
from fnmatch import fnmatchcase

from .findings import RULES, Context, Finding


def apply_waivers(ctx: Context) -> list[Finding]:
    """Downgrade waived findings to notes; warn about waivers that match nothing."""
    game = ctx.game
    used = [False] * len(game.waivers)
    out: list[Finding] = []
    for f in ctx.findings:
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
