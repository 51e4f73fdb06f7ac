"""Art Ranks: the rules the tables print, setup by player count, and the sums of a round's sale."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

# The artists in value-board order, top row first: a tie in the ranking goes to the higher row.
ARTISTS = ("Ada Quill", "Bruno Vesh", "Cleo Marr", "Dario Finch", "Esme Ruen")

# Paintings dealt to each player at the start of rounds 1 to 4, by player count.
DEAL = {
    3: (10, 5, 5, 2),
    4: (8, 4, 4, 1),
    5: (7, 3, 3, 1),
}

RANK_VALUES = {"First": 30, "Second": 20, "Third": 10}

PAINTING_DECK = 70
MONEY_TOKENS = 110
VALUE_TILES = 12


@rule
def cards_dealt(players: int, round: int) -> int:
    """Paintings each player is dealt at the start of a round."""
    return DEAL[players][round - 1]


@rule
def paintings_dealt_in_game(players: int) -> int:
    """Paintings one player is dealt over the four rounds."""
    return sum(DEAL[players])


@rule
def rank_value(rank: str) -> int:
    """The value tile an artist takes for its rank this round."""
    return RANK_VALUES[rank]


@rule
def starting_money(players: int | None = None) -> int:
    """Money each player takes at setup."""
    return 100


@rule
def paintings_to_end_round(players: int | None = None) -> int:
    """The painting of one artist that ends the round when it is offered."""
    return 5


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game."""
    return 4


@rule
def artists_ranked(players: int | None = None) -> int:
    """Artists that take a value tile each round."""
    return len(RANK_VALUES)


@rule
def round_ranking(sold: dict) -> list:
    """The artists that take a tile this round, best first.

    More paintings sold ranks higher; a tie goes to the artist higher on the value board.
    An artist with no painting sold this round does not rank.
    """
    counted = [a for a in ARTISTS if sold.get(a, 0) > 0]
    counted.sort(key=lambda a: (-sold.get(a, 0), ARTISTS.index(a)))
    return counted[: artists_ranked()]


@rule
def painting_value(tiles: list) -> int:
    """What one painting of a ranked artist sells for: every tile on its row added up."""
    return sum(tiles)


@rule
def sale_income(paintings: dict, values: dict) -> int:
    """What the bank pays a player for the paintings bought this round.

    `values` holds the painting value of each artist that ranked this round; the others pay nothing.
    """
    return sum(count * values.get(artist, 0) for artist, count in paintings.items())


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "paintings": PAINTING_DECK,          # the whole deck, shuffled
        "money": MONEY_TOKENS,               # the bank, from which each player takes their starting money
        "value-tiles": VALUE_TILES,          # beside the value board
        "value-board": 1,
        "gallery-boards": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"paintings": {"hand": cards_dealt(players, 1)}}


@invariant("the deck holds every painting dealt over the game", per_player_count=True)
def deck_covers_deals(players: int, game) -> bool | str:
    total = game.deck("paintings").total
    needed = paintings_dealt_in_game(players) * players
    return True if needed <= total else f"{needed} dealt but the deck holds {total}"


@invariant("the engine's box counts match game.yaml", per_player_count=False)
def box_counts_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if game.deck("paintings").total != PAINTING_DECK:
        return f"paintings deck is {game.deck('paintings').total}, engine says {PAINTING_DECK}"
    if counts.get("money") != MONEY_TOKENS:
        return f"money tokens are {counts.get('money')}, engine says {MONEY_TOKENS}"
    if counts.get("value-tiles") != VALUE_TILES:
        return f"value tiles are {counts.get('value-tiles')}, engine says {VALUE_TILES}"
    return True


@invariant("there is one value tile of each rank for every round", per_player_count=False)
def tiles_for_every_round(game) -> bool | str:
    tiles = next(c for c in game.inventory if c.id == "value-tiles")
    return True if tiles.count == rounds() * artists_ranked() else f"{tiles.count} tiles for {rounds()} rounds"


@invariant("the bank can pay every player's starting money at the most players", per_player_count=False)
def bank_covers_start(game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "money")
    bank = sum(int(face.front) * face.count for face in sheet.faces)
    need = starting_money() * game.max_players
    return True if bank >= need else f"the bank holds {bank}, the start needs {need}"


@invariant("every artist is painted in all four auction types, with rarer artists listed first", per_player_count=False)
def artists_cover_auctions(game) -> bool | str:
    cards = game.deck("paintings").cards
    totals = []
    for artist in ARTISTS:
        mine = [c for c in cards if c.fields["artist"] == artist]
        kinds = {c.fields["auction"] for c in mine}
        if kinds != set(game.names["auction-types"]):
            return f"{artist} lacks an auction type"
        totals.append(sum(c.count for c in mine))
    return True if totals == sorted(totals) else f"artist counts {totals} are not rising down the board"


@invariant("a round can always end: some artist has a fifth painting among the cards dealt", per_player_count=True)
def round_can_end(players: int) -> bool:
    # Round 1 deals enough that five artists cannot all stay under five paintings.
    return cards_dealt(players, 1) * players > len(ARTISTS) * (paintings_to_end_round() - 1)
