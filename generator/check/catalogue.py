"""The catalogue of check rule ids, assembled from declarations beside the code that reports each rule.

A rule is declared once, at the top of the module whose family reports it:

    TXT009 = declare("TXT009", family="sums", severity="error", title="a printed sum ...")

and `RULES` (rule id -> RuleInfo, in id order) is every declaration of every module of generator/check/. The
package imports all of its modules before anything reads `RULES` (check/__init__.py), so which module was
imported first never changes what the catalogue holds; reading it while the package is still being imported
(a module-level read) is refused rather than answered with part of it.

A rule belongs to one family. The few that several families report (a printed number, a near miss of a name)
say which other families report them and why (`shared`, `reason`); the rules Context reports for any family
whose engine call fails or names an unknown rule say `shared=ANY_FAMILY`. tests/check/test_rule_catalogue.py reads
every module's `report("...")` calls and holds each rule to its family, its row of docs/checks.md and a test.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator, Mapping

SEVERITIES = ("error", "warning", "note")
ANY_FAMILY = ("*",)   # `shared`: reported by Context on behalf of whichever family calls it
_ID = re.compile(r"[A-Z]{3}\d{3}")


@dataclass(frozen=True)
class RuleInfo:
    """A stable rule id with its family, default severity and one-line title; `shared` names the other
    families that report it too (ANY_FAMILY: any), `reason` says why it is not one family's alone."""

    id: str
    family: str
    severity: str
    title: str
    shared: tuple[str, ...] = ()
    reason: str = ""
    english: bool = False   # its finding rests on reading English sentences: a guess in a game written in another

    def reported_by(self, family: str) -> bool:
        return family == self.family or self.shared == ANY_FAMILY or family in self.shared


_DECLARED: dict[str, RuleInfo] = {}
_sealed = False


def declare(rule_id: str, *, family: str, severity: str, title: str, shared: tuple[str, ...] = (),
            reason: str = "", english: bool = False) -> RuleInfo:
    """Add one rule to the catalogue (at import time of the module that reports it) and return it. `english`: the
    rule reads what English sentences say (a count's noun, 'roll a 6', 'the following three'), so in a game whose
    source language is another its findings are warnings: the words that tell a reading apart are English."""
    info = RuleInfo(rule_id, family, severity, title, tuple(shared), reason, english)
    _check(info)
    if _sealed:
        raise RuntimeError(f"rule {rule_id} is declared after the catalogue was complete: declare rules at the "
                           "top of a module of generator/check/")
    if rule_id in _DECLARED:
        raise ValueError(f"rule id {rule_id} defined twice")
    _DECLARED[rule_id] = info
    return info


def _check(info: RuleInfo) -> None:
    if not _ID.fullmatch(info.id):
        raise ValueError(f"rule id '{info.id}' is not three capitals and three digits")
    if info.severity not in SEVERITIES:
        raise ValueError(f"rule {info.id}: severity '{info.severity}' is none of {', '.join(SEVERITIES)}")
    if info.shared and not info.reason.strip():
        raise ValueError(f"rule {info.id} is shared with {', '.join(info.shared)} but says no reason")


def _catalogue(*rules: RuleInfo) -> dict[str, RuleInfo]:
    """Rules by id from a list, refusing an id given twice (what `declare` holds every declaration to)."""
    out: dict[str, RuleInfo] = {}
    for r in rules:
        _check(r)
        if r.id in out:
            raise ValueError(f"rule id {r.id} defined twice")
        out[r.id] = r
    return out


def seal() -> None:
    """Called by check/__init__.py once every module of the package is imported: the catalogue is whole."""
    global _sealed
    _sealed = True


class _Catalogue(Mapping[str, RuleInfo]):
    """Every declared rule by id (in id order), complete whenever it is read."""

    _rules: dict[str, RuleInfo] | None = None

    def _all(self) -> dict[str, RuleInfo]:
        if self._rules is None:
            if not _sealed:
                import importlib

                importlib.import_module(__package__)   # generator/check/__init__.py imports every module
            if not _sealed:
                raise RuntimeError("the rule catalogue was read while generator/check/ was still being imported: "
                                   "read RULES inside a function, not at a module's top level")
            self._rules = dict(sorted(_DECLARED.items()))
        return self._rules

    def __getitem__(self, rule_id: str) -> RuleInfo:
        return self._all()[rule_id]

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._all()

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


RULES: Mapping[str, RuleInfo] = _Catalogue()
