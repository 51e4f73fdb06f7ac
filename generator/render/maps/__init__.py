"""Game boards drawn from map data: the shared pen and style (style), regions and routes (draw), places (places),
labels that never collide (labels), legend and title (legend), tracks (tracks), tiling across pages (tiling) and
the map renderer (renderer)."""
