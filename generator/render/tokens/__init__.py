"""Token sheets: every token sheet in game.yaml, fronts and mirrored backs with cut lines (renderer)."""
