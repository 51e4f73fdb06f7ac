"""Shared leaf modules every stage may use: errors and locations, the registry, units, the palette, limits,
confined paths, pnp's own resources, "did you mean", text markup, photo orientation, token text room,
picture decoding, the cache folder and child-process lifetimes. They import nothing of pnp outside core/.
"""
