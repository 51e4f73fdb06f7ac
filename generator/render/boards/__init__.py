"""Player boards: drawn by the card layout engine from a layout, with the game's data (data) bound in
(renderer)."""
