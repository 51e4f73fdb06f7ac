"""core/signatures.py: one reading of a function's parameters per function, raising as inspect does."""
from __future__ import annotations

import inspect

import pytest

from generator.core.signatures import signature


def test_a_function_is_read_once_and_agrees_with_inspect() -> None:
    def rule(players: int, variant: str = "basic") -> int:
        return players

    first = signature(rule)
    assert first is signature(rule)
    assert first == inspect.signature(rule)
    assert list(first.parameters) == ["players", "variant"]


def test_two_functions_of_one_name_keep_their_own_parameters() -> None:
    def make(n: int):
        if n:
            def rule(players: int) -> int:
                return players
        else:
            def rule(game: str, players: int) -> int:   # the other shape of the same name
                return players
        return rule

    assert list(signature(make(1)).parameters) == ["players"]
    assert list(signature(make(0)).parameters) == ["game", "players"]


def test_an_unhashable_callable_is_read_each_time() -> None:
    class Unhashable:
        __hash__ = None

        def __call__(self, players: int) -> int:
            return players

    assert list(signature(Unhashable()).parameters) == ["players"]


def test_what_inspect_cannot_read_raises_as_inspect_does() -> None:
    with pytest.raises((TypeError, ValueError)):
        signature(42)
