"""Engine model of Hex Hack: the rules the printed tables, cards and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

PORTS = (21, 22, 25, 80, 443, 3306, 8080)


# --- numbers by player count -------------------------------------------------

@rule
def network_size(players: int) -> int:
    """Node cards face up in the network: two more than the hackers."""
    return players + 2


@rule
def kb_to_end(players: int) -> int:
    """Once a hacker holds this much data, the round is the last one."""
    return {2: 512, 3: 384, 4: 320}[players]


# --- constants -----------------------------------------------------------------

@rule
def hand_size(players: int | None = None) -> int:
    """Exploit cards you hold after Refresh."""
    return 5


@rule
def starting_cpu(players: int | None = None) -> int:
    return 2


@rule
def cpu_income(players: int | None = None) -> int:
    """CPU gained in the Boot step."""
    return 3


@rule
def cpu_limit(players: int | None = None) -> int:
    """The most CPU a rig can hold."""
    return 8


@rule
def trace_limit(players: int | None = None) -> int:
    """Reach this much Trace and you are Traced."""
    return 5


@rule
def port_bonus(players: int | None = None) -> int:
    """Extra Power of an exploit played against a node on its own port."""
    return 2


@rule
def patch_levels(players: int | None = None) -> int:
    """Firewall levels a Patch token adds."""
    return 1


# --- firewalls -----------------------------------------------------------------

@rule
def breach_needed(level: int) -> int:
    return 3 * level + 2


@rule
def node_kb(level: int) -> int:
    return 2 ** (level + 3)


@rule
def trace_on_fail(level: int) -> int:
    return level


@rule
def nodes_at_level(level: int) -> int:
    return {1: 6, 2: 6, 3: 5, 4: 4, 5: 3}[level]


# --- bits and breaches -----------------------------------------------------------

@rule
def nibble_bits(digit: str) -> str:
    """One hex digit as four bits: 'B' -> '1011'."""
    return format(int(str(digit), 16), "04b")


@rule
def node_key(address: str) -> str:
    """A node's key: the last hex digit of its address, as four bits."""
    return nibble_bits(address[-1])


@rule
def matching_bits(code: str, key: str) -> int:
    """How many of the four positions agree."""
    return sum(1 for a, b in zip(code, key) if a == b)


@rule
def breach(exploits: list, address: str, port: int) -> int:
    """The breach of a hack: each exploit's Power, its matching bits, and the port bonus where it applies."""
    key = node_key(address)
    total = 0
    for e in exploits:
        total += int(e["power"]) + matching_bits(str(e["code"]), key)
        if e.get("port") is not None and int(e["port"]) == int(port):
            total += port_bonus()
    return total


@rule
def cpu_spent(costs: list) -> int:
    return sum(costs)


@rule
def traced(trace: int, gained: int) -> bool:
    return trace + gained >= trace_limit()


@rule
def sysadmin(roll: int) -> str:
    if roll <= 2:
        return "patch"
    if roll <= 4:
        return "quiet"
    return "sweep" if roll == 5 else "reboot"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "nodes": 24,
        "exploits": 40,
        "rigs": players,
        "rig-markers": 2 * players,
        "patch-tokens": 6,
        "sysadmin-die": 1,
    }


# --- invariants ------------------------------------------------------------------

@invariant("every node's key, breach and KB follow its address and firewall", per_player_count=False)
def nodes_follow_rules(game) -> bool | str:
    for card in game.deck("nodes").cards:
        f = card.fields
        if f["key"] != node_key(f["address"]):
            return f"{card.name}: key {f['key']} but {f['address']} gives {node_key(f['address'])}"
        if f["breach"] != breach_needed(f["firewall"]):
            return f"{card.name}: breach {f['breach']}, firewall {f['firewall']} needs {breach_needed(f['firewall'])}"
        if f["kb"] != node_kb(f["firewall"]):
            return f"{card.name}: {f['kb']} KB, firewall {f['firewall']} holds {node_kb(f['firewall'])}"
        if f["port"] not in PORTS:
            return f"{card.name}: port {f['port']} is not one of the game's ports"
    return True


@invariant("node addresses are two hex digits and all different", per_player_count=False)
def addresses_unique(game) -> bool | str:
    seen = set()
    for card in game.deck("nodes").cards:
        a = card.fields["address"]
        if len(a) != 4 or not a.startswith("0x") or any(c not in "0123456789ABCDEF" for c in a[2:]):
            return f"{card.name}: bad address {a}"
        if a in seen:
            return f"{card.name}: address {a} used twice"
        seen.add(a)
    return True


@invariant("the node deck has as many cards of each firewall level as the table says", per_player_count=False)
def levels_match_table(game) -> bool | str:
    for level in range(1, 6):
        n = sum(c.count for c in game.deck("nodes").cards if c.fields["firewall"] == level)
        if n != nodes_at_level(level):
            return f"firewall {level}: {n} node cards, table says {nodes_at_level(level)}"
    return True


@invariant("every exploit code is four bits and every exploit port is a node port", per_player_count=False)
def exploits_well_formed(game) -> bool | str:
    for card in game.deck("exploits").cards:
        code = card.fields["code"]
        if len(code) != 4 or any(c not in "01" for c in code):
            return f"{card.name}: code {code} is not four bits"
        port = card.fields["port"]
        if port is not None and port not in PORTS:
            return f"{card.name}: port {port} is not one of the game's ports"
        if card.fields["cost"] > cpu_limit():
            return f"{card.name}: costs more than a rig can hold"
    return True


@invariant("the exploit deck deals every hand with cards left to draw")
def exploits_deal(players: int, game) -> bool | str:
    total = game.deck("exploits").total
    dealt = hand_size() * players
    return True if total >= dealt * 2 else f"{total} exploits, {dealt} dealt"


@invariant("the node deck fills the network with nodes left over")
def nodes_fill_network(players: int, game) -> bool | str:
    total = game.deck("nodes").total
    return True if total > network_size(players) * 2 else f"only {total} nodes"


@invariant("the game can end: the nodes hold more than the KB to end the game")
def kb_reachable(players: int, game) -> bool | str:
    total = sum(c.fields["kb"] * c.count for c in game.deck("nodes").cards)
    return True if total >= kb_to_end(players) * players else f"only {total} KB in the deck"
