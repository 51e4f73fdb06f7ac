"""The error a figure that cannot be drawn raises: its message and a hint, told at the document's placeholder."""
from __future__ import annotations


class FigureError(Exception):
    def __init__(self, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.message, self.hint = message, hint
