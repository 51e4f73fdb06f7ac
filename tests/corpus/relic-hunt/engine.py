"""Relic Hunt: the engine model of the rules the rulebook prints."""

from generator.engine import invariant, rule

PLAYERS = (1, 5)

TUNNEL_CARDS = 40          # the whole Tunnel deck in the box
GEAR_CARDS = 15
EXPLORER_CARDS = 6
STAT_TOTAL = 6             # every explorer's dig + flee + heal

EXCHANGE = {               # gem: (gems handed in, Gold received) for one lot
    "Amber": (3, 2),
    "Jade": (2, 3),
    "Ruby": (1, 4),
}

SOLO_RANKS = {"Survivor": 20, "Veteran": 30, "Legend": 40}


# --- setup by player count -------------------------------------------------

@rule
def relics_in_tunnel(players: int) -> int:
    """Relic cards shuffled into the Tunnel deck: two more than the explorers."""
    return players + 2


@rule
def tunnel_cards_removed(players: int) -> int:
    """Tunnel cards put back in the box unseen, so a small game stays tense."""
    return {1: 10, 2: 5}.get(players, 0)


@rule
def starting_gold(players: int = 3) -> int:
    """Gold each explorer starts with."""
    return 3 if players <= 2 else 2


# --- constants -------------------------------------------------------------

@rule
def expeditions(players: int | None = None) -> int:
    return 3


@rule
def knockout_wounds(players: int | None = None) -> int:
    """The wound that knocks an explorer out."""
    return 5


@rule
def gear_limit(players: int | None = None) -> int:
    """Gear cards an explorer may hold at once."""
    return 3


@rule
def gear_per_visit(players: int | None = None) -> int:
    """Gear cards an explorer may buy at one visit to the Trading Post."""
    return 2


# --- the Trading Post ------------------------------------------------------

@rule
def gems_per_trade(gem: str) -> int:
    return EXCHANGE[gem][0]


@rule
def gold_per_trade(gem: str) -> int:
    return EXCHANGE[gem][1]


@rule
def trade_gold(amber: int = 0, jade: int = 0, ruby: int = 0) -> int:
    """Gold from trading every whole lot of gems."""
    held = {"Amber": amber, "Jade": jade, "Ruby": ruby}
    return sum((held[g] // EXCHANGE[g][0]) * EXCHANGE[g][1] for g in EXCHANGE)


# --- fleeing ---------------------------------------------------------------

@rule
def cards_dropped_on_flee(wounds: int, flee: int) -> int:
    """One loot card dropped for each wound beyond the flee number."""
    return max(0, wounds - flee)


@rule
def cards_banked_on_flee(wounds: int, flee: int, pack: int) -> int:
    return max(0, pack - cards_dropped_on_flee(wounds, flee))


# --- scoring ---------------------------------------------------------------

@rule
def final_score(gold: int, relics: list) -> int:
    """One point per Gold, plus each Relic's points. Untraded gems score nothing."""
    return gold + sum(relics)


@rule
def solo_rank_points(rank: str) -> int:
    return SOLO_RANKS[rank]


@rule
def solo_cards_buried_per_dig() -> int:
    return 1


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "explorers": EXPLORER_CARDS,                        # the pool players choose from
        "tunnel": TUNNEL_CARDS - tunnel_cards_removed(players),
        "relics": relics_in_tunnel(players),
        "gear": GEAR_CARDS,                                 # the Outfitter's stock
        "gem-tokens": 60,
        "gold-coins": 40,
        "wound-tokens": knockout_wounds() * players,
        "torch-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"tunnel": {"hand": 0, "draw": 2}}


# --- invariants ------------------------------------------------------------

@invariant("the Tunnel deck holds the cards the engine counts", per_player_count=False)
def tunnel_size(game) -> bool | str:
    total = game.deck("tunnel").total
    return True if total == TUNNEL_CARDS else f"tunnel deck has {total}"


@invariant("the Relic deck covers the relics shuffled in at the most players", per_player_count=False)
def relics_suffice(game) -> bool | str:
    need = relics_in_tunnel(game.max_players)
    have = game.deck("relics").total
    return True if have >= need else f"{need} relics needed, {have} in the deck"


@invariant("every explorer's dig, flee and heal add up to the same total", per_player_count=False)
def explorers_balanced(game) -> bool | str:
    for card in game.deck("explorers").cards:
        f = card.fields
        if f["dig"] + f["flee"] + f["heal"] != STAT_TOTAL:
            return f"{card.name} adds up to {f['dig'] + f['flee'] + f['heal']}"
    return True


@invariant("every explorer heals and flees at least once and digs at least one card", per_player_count=False)
def explorers_can_act(game) -> bool | str:
    for card in game.deck("explorers").cards:
        if min(card.fields["dig"], card.fields["flee"], card.fields["heal"]) < 1:
            return f"{card.name} has a zero"
    return True


@invariant("every Gear card prints the Outfitter's price", per_player_count=False)
def gear_prices_match(game) -> bool | str:
    prices = {c.name: " + ".join(f"{i.amount} {i.of}" for i in c.items) for c in game.costs}
    for card in game.deck("gear").cards:
        if prices.get(card.name) != card.fields["cost"]:
            return f"{card.name} prints '{card.fields['cost']}' but costs {prices.get(card.name)}"
    return True


@invariant("each tunnel card of a kind gives only what its kind gives", per_player_count=False)
def tunnel_kinds(game) -> bool | str:
    for card in game.deck("tunnel").cards:
        f = card.fields
        gems = f["amber"] + f["jade"] + f["ruby"]
        ok = {
            "gem": gems > 0 and f["gold"] == 0 and f["wounds"] == 0,
            "gold": f["gold"] > 0 and gems == 0 and f["wounds"] == 0,
            "trap": f["wounds"] > 0 and gems == 0 and f["gold"] == 0,
            "empty": gems == 0 and f["gold"] == 0 and f["wounds"] == 0,
        }[f["kind"]]
        if not ok:
            return f"{card.name} gives more than its kind"
    return True


@invariant("the wound tokens cover every explorer up to a knockout")
def wounds_suffice(players: int, game) -> bool:
    tokens = next(c for c in game.inventory if c.id == "wound-tokens")
    return tokens.count >= knockout_wounds() * players
