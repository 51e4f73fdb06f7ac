"""pnp: print-and-play generator for board games, checked against an engine model."""

from .core.method_code import install as _install_method_code

__version__ = "0.1.0"

_install_method_code()   # before any of pnp's dataclasses is defined (core/method_code.py)
