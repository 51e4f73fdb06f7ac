"""Card output: faces drawn from layouts (faces), N-up sheets with bleed and crop marks (sheets, sheet_layout),
text fit to its box (fit), the duplex calibration page (calibration) and the deck renderer (renderer)."""
