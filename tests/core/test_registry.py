"""Registries refuse duplicates, and every built-in renderer and check family is registered and documented."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.core.registry import Registry

ROOT = Path(__file__).resolve().parents[2]


def test_registry_refuses_a_second_entry_of_one_name() -> None:
    reg: Registry[int] = Registry("thing")
    reg.register("a")(1)
    with pytest.raises(ValueError, match="thing 'a' is registered twice"):
        reg.register("a")(2)
    assert reg.names() == ["a"] and reg.values() == [1]


def test_builtin_renderers_and_families_are_registered() -> None:
    from generator.check import FAMILIES
    from generator.render import load_builtin_renderers

    assert {"cards", "rulebook", "quickref", "boards", "tokens", "maps"} <= set(load_builtin_renderers().names())
    assert {"tables", "players", "references", "dice", "components", "examples", "invariants",
            "maps", "documents"} <= set(FAMILIES.names())


def test_every_renderer_is_documented() -> None:
    from generator.render import load_builtin_renderers

    docs = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "docs").glob("*.md"))
    for name in load_builtin_renderers().names():
        assert f"`{name}`" in docs, f"renderer '{name}' is not documented in docs/"


def test_the_build_plans_with_every_builtin_renderer() -> None:
    """A build plans from BUILTIN_RENDERERS without importing the renderers: the list must be the registry's."""
    from generator.render import BUILTIN_RENDERERS, load_builtin_renderers

    assert sorted(BUILTIN_RENDERERS) == sorted(load_builtin_renderers().names())
