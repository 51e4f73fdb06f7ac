"""Print-shop presets: each shop's card products (trim, bleed, safe zone) and the files it takes.

`pnp build --preset SHOP` (or `print: {preset: SHOP}` in game.yaml) sets every
deck's size, bleed and safe zone to the shop's product for the deck's size
(poker, tarot, mini or square) before anything is drawn, so the sheets, the
PNGs and the Tabletop Simulator pictures all match what the shop cuts. A
shop that takes pictures gets the png export (one PNG per distinct face and
back at 300 dpi); one that takes a PDF per deck gets `<shop>/<deck>.pdf`
(exports/shop_pdf.py). Sizes are in inches, as the shops publish them; the
sources are listed in docs/exports.md.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from ...core.errors import GeneratorError
from ...model import Game
from ...model.base import CardSize, Length

if TYPE_CHECKING:
    from ...load import LoadedGame
    from ..job import BuildOptions

MM_PER_INCH = 25.4
SIZE_TOLERANCE_MM = 1.5   # a deck within this of a product's trim is that product (63x88 mm is 2.5x3.5 in)


class PresetError(GeneratorError):
    """An unknown preset, or a deck the shop makes no card for."""


@dataclass(frozen=True)
class Product:
    """One card product of a shop: its trim, bleed and safe zone in inches."""

    trim_in: tuple[float, float]
    bleed_in: float
    safe_in: float

    @property
    def trim_mm(self) -> tuple[float, float]:
        return self.trim_in[0] * MM_PER_INCH, self.trim_in[1] * MM_PER_INCH


@dataclass(frozen=True)
class Shop:
    """A print-on-demand shop: its products by pnp size name and the file it takes per deck."""

    id: str
    name: str
    files: str                    # "png": a picture per face and back; "pdf": one PDF per deck
    products: dict[str, Product]


SHOPS: dict[str, Shop] = {shop.id: shop for shop in (
    Shop("thegamecrafter", "The Game Crafter", "png", {
        "poker": Product((2.5, 3.5), 0.125, 0.125),      # 825 x 1125 px
        "mini": Product((1.75, 2.5), 0.125, 0.125),      # 600 x 825 px
        "tarot": Product((2.75, 4.75), 0.125, 0.125),    # 900 x 1500 px
        "square": Product((3.5, 3.5), 0.125, 0.125),     # 1125 x 1125 px
    }),
    Shop("makeplayingcards", "MakePlayingCards", "png", {
        "poker": Product((2.5, 3.5), 0.12, 0.12),        # 822 x 1122 px
        "mini": Product((1.75, 2.5), 0.12, 0.12),        # 597 x 822 px
        "tarot": Product((2.75, 4.75), 0.12, 0.12),      # 897 x 1497 px
        "square": Product((2.5, 2.5), 0.12, 0.12),       # 822 x 822 px
    }),
    Shop("drivethrucards", "DriveThruCards", "pdf", {
        "poker": Product((2.5, 3.5), 0.125, 0.125),      # PDF pages 2.75 x 3.75 in
        "mini": Product((1.75, 2.5), 0.125, 0.125),
        "tarot": Product((2.75, 4.75), 0.125, 0.125),
        "square": Product((2.5, 2.5), 0.125, 0.125),
    }),
)}


def find_shop(name: str, where: str = "--preset") -> Shop:
    """The shop for a preset name (any case); unknown names are errors listing the known ones."""
    shop = SHOPS.get(name.strip().lower())
    if shop is None:
        from ...core.suggest import did_you_mean

        hint = did_you_mean(name.strip(), SHOPS)
        hint = f"{hint} " if hint else ""
        raise PresetError(f"{where}: unknown print-shop preset '{name}'",
                          hint + "presets: " + ", ".join(f"{s.id} ({s.name})" for s in SHOPS.values()))
    return shop


def product_for(shop: Shop, size: CardSize) -> Optional[str]:
    """The shop's product name for a deck size: by pnp size name, else by a trim within tolerance."""
    name = str(size).strip().lower()
    if name in shop.products:
        return name
    width, height = size.mm
    for key, product in shop.products.items():
        pw, ph = product.trim_mm
        if abs(pw - width) <= SIZE_TOLERANCE_MM and abs(ph - height) <= SIZE_TOLERANCE_MM:
            return key
    return None


def apply_preset(game: Game, shop: Shop) -> Game:
    """The game with every deck set to the shop's product: size, bleed and safe zone; errors name the deck."""
    decks = []
    for deck in game.decks:
        key = product_for(shop, deck.size)
        if key is None:
            where = game.where(*deck.path, "size")
            width, height = deck.size.mm
            raise PresetError(
                f"{where}: deck '{deck.id}' is {width:g} x {height:g} mm ({deck.size}); {shop.name} makes no such card",
                f"{shop.name} cards: " + ", ".join(f"{k} {p.trim_in[0]:g}x{p.trim_in[1]:g}in"
                                                   for k, p in shop.products.items()) +
                "; set the deck's size to one of them, or build without --preset")
        product = shop.products[key]
        decks.append(dataclasses.replace(
            deck, size=CardSize(f"{product.trim_in[0]:g}x{product.trim_in[1]:g}in"),
            bleed=Length(product.bleed_in * MM_PER_INCH), safe=Length(product.safe_in * MM_PER_INCH)))
    return dataclasses.replace(game, decks=tuple(decks))


def with_preset(loaded: LoadedGame, options: BuildOptions) -> tuple[LoadedGame, BuildOptions]:
    """Apply the print-shop preset (--preset, else game.yaml's print: preset): decks resized, its files asked for."""
    name, where = options.preset, "--preset"
    if name is None and loaded.game.print.preset is not None:
        name, where = loaded.game.print.preset, f"{loaded.game.where('print', 'preset')}: print: preset"
    if name is None:
        return loaded, options
    shop = find_shop(name, where)
    exports = options.exports + (("png",) if shop.files == "png" and "png" not in options.exports else ())
    return (dataclasses.replace(loaded, game=apply_preset(loaded.game, shop)),
            dataclasses.replace(options, preset=shop.id, exports=exports))
