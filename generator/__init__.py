"""pnp: print-and-play generator for board games, checked against an engine model."""

__version__ = "0.1.0"
