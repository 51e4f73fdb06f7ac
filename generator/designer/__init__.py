"""The designer's report: what a game's decks and dice do, computed from the model and the engine.

`numbers.py` computes it (pure: the loaded model and the engine's setup() and play(), no file read),
`odds.py` holds the exact probability arithmetic, `text.py` prints it for `pnp report`, `charts.py`
draws its SVG charts and `page.py` writes report.html (render/report/renderer.py hands it to the
writer). Nothing here imports a heavy library.
"""
