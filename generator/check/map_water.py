"""MAP015: a sea route's space printed on land, where the water between two coasts is too narrow for it.

A map whose places are joined by water is drawn as land in a sea (generator/model/spaces.py): a coast round
every city and along every land route. A sea route's spaces go on the water: beside a land route between the
same two ports they are set out off its strip, further off or along it where a coast across the water is
near (_sea_detour, _open_water). When no open water lies within reach, a space is printed on land and a ship
seems to sail overland. The geometry is pnp's, so the finding is a warning: the data decides it only through
where the places stand.
"""
from __future__ import annotations

from ..model import Map
from ..model.spaces import COAST, SEA_CLEARANCE, land_reach, sea_spaces_on_land
from .catalogue import declare
from .findings import Context

declare("MAP015", family="maps", severity="warning",
        title="a sea route's space is printed on land (the water beside it is too narrow)")


def check_water(ctx: Context, m: Map) -> None:
    """MAP015: each sea route with a space whose centre lies on the drawn land, once, at the route."""
    deepest: dict[int, tuple[int, float, int]] = {}        # route index -> (first space, depth, how many)
    index = {id(r): i for i, r in enumerate(m.routes)}
    for r, k, depth in sea_spaces_on_land(m):
        i = index[id(r)]
        first, most, count = deepest.get(i, (k, 0.0, 0))
        deepest[i] = (first, max(most, depth), count + 1)
    across = float(m.step_size) + 2 * SEA_CLEARANCE
    for i, (first, depth, count) in sorted(deepest.items()):
        r = m.routes[i]
        a, b = (m.location(x) for x in r.between)
        names = f"{a.name if a else r.between[0]} - {b.name if b else r.between[1]}"
        which = f"space {first} is" if count == 1 else f"{count} of its spaces are"
        # the depth is exact up to the land's reach; past it (inside a ring of roads, or on land ground away from
        # the water) the land is only known to be at least that deep
        deep = depth >= land_reach(m) + COAST - 1e-9
        how = (f"{depth:.1f} mm or more from open water" if deep else
               f"{'' if count == 1 else 'up to '}{depth:.1f} mm in from the coast")
        ctx.report("MAP015", r.loc, f"map '{m.id}': sea route {names}: {which} printed on land, {how}",
                   actual=round(depth, 1), subject=f"{m.id}/route/{i + 1}/water",
                   hint=f"move a port, or the land the route crosses, so its spaces fall on open water at least "
                        f"{across:g} mm wide (a space and {SEA_CLEARANCE:g} mm either side)"
                        + ("; with ground: land, the only water is where land routes ring it" if m.ground == "land"
                           else ""))
