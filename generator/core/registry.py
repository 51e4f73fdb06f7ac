"""A name -> thing registry that refuses duplicates: used for check families and renderers.

Built-in entries register the same way a new one would, with the decorator.
"""
from __future__ import annotations

from typing import Callable, Generic, Iterator, TypeVar

T = TypeVar("T")


class Registry(Generic[T]):
    """Registered things by unique name, in registration order."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._items: dict[str, T] = {}

    def register(self, name: str) -> Callable[[T], T]:
        """Decorator: register the decorated thing under `name`; a second registration is an error."""

        def add(item: T) -> T:
            if name in self._items:
                raise ValueError(f"{self.what} '{name}' is registered twice")
            self._items[name] = item
            return item

        return add

    def names(self) -> list[str]:
        return list(self._items)

    def values(self) -> list[T]:
        return list(self._items.values())

    def __getitem__(self, name: str) -> T:
        return self._items[name]

    def __contains__(self, name: object) -> bool:
        return name in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)
