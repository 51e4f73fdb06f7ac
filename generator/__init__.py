"""pnp: print-and-play generator for board games, checked against an engine model."""

from .core.start_code import install as _install_start_code

__version__ = "0.1.0"

_install_start_code()   # before any of pnp's dataclasses is defined (core/start_code.py)
