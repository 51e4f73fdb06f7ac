"""Pads: consumable sheets (score pads, character sheets) imposed many-up -> pads.pdf (renderer)."""
