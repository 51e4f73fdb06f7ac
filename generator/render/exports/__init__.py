"""Opt-in image exports (`pnp build --export png,tts`): card faces rasterised once per distinct face (raster),
PNG files for print shops (png) and Tabletop Simulator sheets and deck JSON (tts)."""
