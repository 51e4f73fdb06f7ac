"""Engine model of Commissioned (cooperative deck-building, 2-6 Apostles).

Pure rules for every number the printed tables, the message die and the worked
examples show; `setup` says what a game takes out of the box; the invariants
tie the player-count tables, the card files and the box together.
Standard library and generator.engine only.

`players` always counts Apostles, the people who take an Apostle board. In the
Adversary variant one more person sits at the table as the Adversary and takes
no board, no pawn and no Faith deck (ERRATA 1).
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# Only the numbers the rules themselves use live here. What the box, the cards
# and the costs say lives in game.yaml and the card files; the invariants at the
# end read it from the loaded game and hold the two sides together, so a number
# changed on one side only fails `pnp check`.

# --- the Apostles' decks -------------------------------------------------------
APOSTLE_CARDS_EACH = 6          # one card for each of the six Apostle-card effects
DEALT_WORD_CARDS = 2            # 2-Faith cards dealt to every Apostle at setup
WORD_SPACES = 9                 # New Testament spaces along the bottom of the board

# Trial cards: a base pile used at both difficulties plus one pile per
# difficulty (ERRATA 8). Sorting for one difficulty leaves 15 + 6 = 21.
TRIAL_BASE = 15
TRIAL_PER_DIFFICULTY = {"Disciple": 6, "Martyr": 6}

# --- fixed numbers of the rules ----------------------------------------------
LEADERS = 6                     # Apostles plus Missionaries always make six
TRIAL_FREE_PLAYERS = 3          # one Trial card is removed per Apostle above three
KEPT_FOR_MATURE = 2             # cards left in hand to spend in the MATURE phase
SHARE_CARDS_USED = 2            # prayed cards the Elder plays in the Share action
ELDER_MOVES = 2                 # moves the Elder makes in the Move action
LIVE_ACTIONS = ("Trial", "Pray", "Share", "Move", "Grow")
MISSION_POPULATION = 4          # population a Church needs to send a Mission Move
GROW_POPULATION = 3             # population a Church needs to grow
LOSING_EXTINGUISHED = 5         # extinguished Churches that lose the game
FAITH_TIERS = (1, 2, 3, 4)      # the four market decks, by Faith point value
# Setup uses these whole: every Faith card is sorted into the market (the 2-Faith pile
# deals each Apostle's Word cards), every Church Member cube goes on the bread and every
# stop token in the inkwell (invariant `supplies_come_out_whole` holds them to the box).
FAITH_MARKET = {1: 18, 2: 18, 3: 14, 4: 10}
CHURCH_MEMBERS = 75
STOP_TOKENS = 30
PRUNED_CARDS = 2                # cards a Prune card may send from the discard pile to the box
APOSTLE_CARD_FAITH = 1          # Faith points of an Apostle card ...
STEADFAST_FAITH = 2             # ... except the Steadfast card, which has no board effect
PRUNE_KEPT_ALONE_BUYS = 2       # the Faith tier a Prune card kept alone for MATURE buys (ERRATA: Prune)
PENTECOST_MEMBERS = 2           # Church Members The Day of Pentecost adds per Apostle and Missionary
# What an Apostle card's board effect adds or takes away: a Church Member, a Growth or Mission stop,
# an extra move (rulebook: the Apostle cards), and the column of its row that states it.
APOSTLE_EFFECT_AMOUNT = 1
APOSTLE_EFFECT_COLUMNS = {"Add Member": "church_members", "Remove Growth Stop": "growth_stops",
                          "Remove Mission Stop": "mission_stops", "Extra Move": "moves"}

# Church Members each scenario places at the start (the rest of its setup is
# on the scenario card, whose church_members column must agree). Every Apostle
# pawn and Missionary starts beside them.
SCENARIO_START_MEMBERS = {
    "acts-of-the-apostles": 6,
    "peters-gentile-outreach": 4,
    "first-missionary-journeys": 5,
    "appeal-to-caesar": 5,
    "ends-of-the-earth": 8,
}


# --- setup by player count -----------------------------------------------------
@rule
def missionaries(players: int) -> int:
    """One Missionary for every Apostle short of six."""
    return max(0, LEADERS - players)


@rule
def removed_trial_cards(players: int) -> int:
    """One Trial card leaves the deck for every Apostle above three."""
    return max(0, players - TRIAL_FREE_PLAYERS)


@rule
def cards_prayed(players: int) -> int:
    """Cards each Apostle lays face down in the Pray action."""
    return 2 if players < 4 else 1


@rule
def live_repetitions(players: int) -> int:
    """LIVE phases in one round: two, three at 4-5 Apostles, four at 6."""
    return players // 2 + 1


@rule
def cards_drawn(players: int) -> int:
    """The ARM hand: enough to pray in every LIVE phase and keep two for MATURE."""
    return cards_prayed(players) * live_repetitions(players) + KEPT_FOR_MATURE


@rule
def cards_left_for_mature(players: int) -> int:
    """Cards still in hand once every LIVE phase of the round is done."""
    return cards_drawn(players) - cards_prayed(players) * live_repetitions(players)


@rule
def trial_deck_size(difficulty: str) -> int:
    """Trial cards in a deck sorted for one difficulty, before removals."""
    return TRIAL_BASE + TRIAL_PER_DIFFICULTY[difficulty]


@rule
def trial_cards_in_play(players: int, difficulty: str = "Disciple") -> int:
    """Trial cards left to draw once the player-count removals are made."""
    return trial_deck_size(difficulty) - removed_trial_cards(players)


@rule
def adversary_trial_cards(players: int) -> int:
    """Trial cards the Adversary draws in ARM: one for every LIVE phase of the round."""
    return live_repetitions(players)


# --- the Faith deck ----------------------------------------------------------------
@rule
def starting_deck_size() -> int:
    """Six Apostle cards plus the two dealt 2-Faith cards."""
    return APOSTLE_CARDS_EACH + DEALT_WORD_CARDS


@rule
def draw_pile_after_first_arm(players: int) -> int:
    return starting_deck_size() - cards_drawn(players)


@rule
def arm_draw(draw_pile: int, players: int) -> list[int]:
    """[cards taken before shuffling the discards, cards taken after]."""
    hand = cards_drawn(players)
    before = min(draw_pile, hand)
    return [before, hand - before]


@rule
def can_prune(deck_size: int, players: int, removed: int = PRUNED_CARDS) -> bool:
    """Pruning cards out of a Faith deck may not leave it short of a full ARM hand."""
    return deck_size - removed >= cards_drawn(players)


@rule
def faith_points(hand: list[int]) -> int:
    return sum(hand)


@rule
def can_buy(points: int, cards: list[int]) -> bool:
    """Cards are bought by tier; a tier-n card costs n Faith points."""
    return all(c in FAITH_TIERS for c in cards) and sum(cards) <= points


@rule
def purchase_options(points: int) -> list[list[int]]:
    """Every legal purchase with `points` Faith points, buying nothing included."""
    options = [[]]
    for size in range(1, points + 1):
        for combo in combinations_with_replacement(sorted(FAITH_TIERS, reverse=True), size):
            if sum(combo) <= points:
                options.append(sorted(combo, reverse=True))
    return sorted(options)


@rule
def cards_revealed_when_buying(cards_bought: int) -> int:
    """A single purchase looks at two cards and keeps one; larger purchases take exactly what they buy."""
    return 2 if cards_bought == 1 else cards_bought


# --- the LIVE phase ----------------------------------------------------------------
@rule
def live_actions() -> int:
    return len(LIVE_ACTIONS)


@rule
def cards_revealed_in_share(players: int) -> int:
    return players * cards_prayed(players)


@rule
def share_cards_used() -> int:
    return SHARE_CARDS_USED


@rule
def elder_moves(extra: int = 0) -> int:
    return ELDER_MOVES + extra


@rule
def elder_seat_after_round(players: int, first_seat: int = 0) -> int:
    """The staff passes left after every LIVE phase; seats are numbered from the first Elder."""
    return (first_seat + live_repetitions(players)) % players


@rule
def message_die(roll: int, reroll: int | None = None) -> str:
    """Result id of the message die; a 2 is followed by a second roll."""
    if roll >= 4:
        return "messages-arrive"
    if roll == 3:
        return "messages-lost"
    if roll == 1:
        return "spies-infiltrate"
    if reroll is None:
        return "messages-intercepted"
    return "intercepted-mission-stop" if reroll <= 4 else "intercepted-growth-stop"


@rule
def can_mission_move(population: int, leaders_moving: int = 1, mission_stop: bool = False) -> bool:
    """A Mission Move needs population 4 before the move, a leader going, and no Mission stop."""
    return population >= MISSION_POPULATION and leaders_moving >= 1 and not mission_stop


@rule
def can_grow(population: int, growth_stop: bool = False) -> bool:
    return population >= GROW_POPULATION and not growth_stop


@rule
def persecution_losses(population: int, apostles: int = 0) -> int:
    """Half the population, rounded down, never taking an Apostle."""
    return min(population // 2, population - apostles)


@rule
def word_shortfall_extinguished(required: int, on_board: int) -> int:
    """Extinguished tokens placed when a Trial asks for more Word cards than the board holds."""
    return max(0, required - on_board)


@rule
def game_lost(extinguished: int) -> bool:
    return extinguished >= LOSING_EXTINGUISHED


@rule
def starting_population(players: int, scenario: str) -> int:
    """Pieces in the starting Church: every Apostle pawn, the Missionaries and the scenario's members."""
    return players + missionaries(players) + SCENARIO_START_MEMBERS[scenario]


# --- fixed numbers the rulebook quotes in prose ------------------------------------------
# Zero-argument rules so rulebook.md and quickref.md print these numbers from the
# engine ({{ engine.mission_population() }}) instead of typing them.
@rule
def mission_population() -> int:
    """Population a Church needs before it may send a Mission Move."""
    return MISSION_POPULATION


@rule
def grow_population() -> int:
    """Population a Church needs to gain a Church Member in the Grow action."""
    return GROW_POPULATION


@rule
def losing_extinguished() -> int:
    """Extinguished Churches that end the game in defeat."""
    return LOSING_EXTINGUISHED


@rule
def word_spaces() -> int:
    """New Testament spaces; filling them all clears every stop from the board."""
    return WORD_SPACES


@rule
def dealt_word_cards() -> int:
    """2-Faith cards dealt to each Apostle at setup."""
    return DEALT_WORD_CARDS


@rule
def apostle_cards_each() -> int:
    """Apostle cards in each Apostle's own set."""
    return APOSTLE_CARDS_EACH


@rule
def kept_for_mature() -> int:
    """Cards each Apostle keeps in hand through the LIVE phases to spend in MATURE."""
    return KEPT_FOR_MATURE


@rule
def pruned_cards() -> int:
    """Most cards one Prune card (or Divine Pruning) sends from the discard pile to the box."""
    return PRUNED_CARDS


@rule
def apostle_card_faith(effect: str) -> int:
    """Faith points an Apostle card is worth in hand: one, but two for Steadfast (no board effect)."""
    return STEADFAST_FAITH if effect == "Steadfast" else APOSTLE_CARD_FAITH


@rule
def pentecost_members() -> int:
    """Church Members The Day of Pentecost puts into a Church for each Apostle and Missionary in it."""
    return PENTECOST_MEMBERS


@rule
def leaders() -> int:
    """Apostles and Missionaries together at setup, at every player count."""
    return LEADERS


@rule
def trial_free_players() -> int:
    """Apostles the Trial deck allows before cards are removed (one per Apostle above this)."""
    return TRIAL_FREE_PLAYERS


@rule
def shared_trial_cards() -> int:
    """Trial cards used at both difficulties."""
    return TRIAL_BASE


@rule
def difficulty_trial_cards(difficulty: str) -> int:
    """Trial cards used only at the given difficulty."""
    return TRIAL_PER_DIFFICULTY[difficulty]


# --- what a game takes out of the box -------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    needs = {
        "game-board": 1,
        "scenario": 1,
        "apostle-boards": players,
        "apostle-pawns": players,
        "apostle": APOSTLE_CARDS_EACH * players,
        # the Faith market: every 1- to 4-Faith card, sorted into its pile; each player's
        # 2-Faith cards are dealt from that pile
        **{f"faith-{tier}": FAITH_MARKET[tier] for tier in FAITH_TIERS},
        "missionaries": missionaries(players),
        "trial": trial_cards_in_play(players),
        "elders-staff": 1,
        "message-die": 1,
        # one token for each candle of the track, each a Church the players may lose
        "extinguished-tokens": LOSING_EXTINGUISHED,
        # every Church Member cube goes on the bread and every stop token in the inkwell
        # (supplies_come_out_whole holds both to the box)
        "church-members": CHURCH_MEMBERS,
        "stop-tokens": STOP_TOKENS,
        "converted-city-leaders-token": 1,
    }
    if variant == "adversary":
        needs["roman-legion-token"] = 1
    return needs



def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws at this count, for the designer's report (pnp report): the Elder turns one
    Trial card in every LIVE phase, from the deck sorted for a difficulty (Disciple shown here)."""
    return {"trial": {"per_round": live_repetitions(players), "only": {"difficulty": "Disciple"}}}

# --- invariants ----------------------------------------------------------------
@invariant("the Faith market, the bread and the inkwell take every card, cube and token the box holds, "
           "enough to deal the Word cards and to start the largest scenario's Church", per_player_count=False)
def supplies_come_out_whole(game) -> bool | str:
    wrong = [f"faith-{tier} holds {sum(c.count for c in _cards(game, f'faith-{tier}'))}, setup takes {want}"
             for tier, want in FAITH_MARKET.items() if sum(c.count for c in _cards(game, f"faith-{tier}")) != want]
    wrong += [f"the box holds {_box(game, cid)} {cid}, setup takes {want}"
              for cid, want in (("church-members", CHURCH_MEMBERS), ("stop-tokens", STOP_TOKENS))
              if _box(game, cid) != want]
    if DEALT_WORD_CARDS * PLAYERS[1] > FAITH_MARKET[2]:
        wrong.append(f"{PLAYERS[1]} Apostles are dealt more Word cards than the 2-Faith pile holds")
    if max(SCENARIO_START_MEMBERS.values()) > CHURCH_MEMBERS:
        wrong.append("the largest scenario starts with more Church Members than the bread holds")
    return "; ".join(wrong) if wrong else True


@invariant("the ARM hand covers every Pray action of the round and leaves two cards for MATURE")
def hand_balances(players: int) -> bool:
    return cards_drawn(players) == cards_prayed(players) * live_repetitions(players) + KEPT_FOR_MATURE


@invariant("Apostles and Missionaries together always number six, and the box holds the Missionaries")
def leaders_fill_six(players: int, game) -> bool | str:
    if players + missionaries(players) != LEADERS:
        return f"{players} Apostles + {missionaries(players)} Missionaries is not {LEADERS}"
    meeples = _box(game, "missionaries")
    if not 0 <= missionaries(players) <= meeples:
        return f"{missionaries(players)} Missionaries but the box holds {meeples}"
    return True


@invariant("the Trial deck after removals lasts at least one full round, at both difficulties")
def trial_deck_lasts(players: int) -> bool | str:
    for difficulty in TRIAL_PER_DIFFICULTY:
        left = trial_cards_in_play(players, difficulty)
        if left < live_repetitions(players):
            return f"{left} {difficulty} Trial cards cannot cover one round of {live_repetitions(players)} LIVE phases"
    return True


@invariant("a fresh Faith deck fills the first ARM hand without reshuffling")
def starting_deck_fills_hand(players: int) -> bool:
    return starting_deck_size() >= cards_drawn(players)


@invariant("the Elder always has two prayed cards to choose from in the Share action")
def share_has_cards(players: int) -> bool:
    return cards_revealed_in_share(players) >= SHARE_CARDS_USED


@invariant("the Adversary's ARM hand fits in the Trial deck and gives one Trial per LIVE phase")
def adversary_hand_fits(players: int, variant: str | None = None) -> bool:
    if variant != "adversary":
        return True
    return adversary_trial_cards(players) == live_repetitions(players) <= trial_cards_in_play(players)


# The invariants below relate the rules to the loaded game: the box, the cards and
# the costs are read from it, never copied into this file.
def _box(game, component: str) -> int:
    """How many of an inventory line the box holds (0 when game.yaml does not list it)."""
    return next((c.count for c in game.inventory if c.id == component), 0)


def _cards(game, deck: str) -> tuple:
    found = game.deck(deck)
    return found.cards if found is not None else ()


@invariant("the box holds one extinguished token for every Church the players may lose", per_player_count=False)
def extinguished_track(game) -> bool | str:
    tokens = _box(game, "extinguished-tokens")
    return tokens == LOSING_EXTINGUISHED or (
        f"the box holds {tokens} extinguished tokens; the players lose at {LOSING_EXTINGUISHED}")


@invariant("sorting the Trial deck for either difficulty leaves 21 cards", per_player_count=False)
def trial_piles_sort(game) -> bool | str:
    if sorted(game.names.get("difficulties", ())) != sorted(TRIAL_PER_DIFFICULTY):
        return f"game.yaml's difficulties {list(game.names.get('difficulties', ()))} are not {list(TRIAL_PER_DIFFICULTY)}"
    counts = {d: 0 for d in TRIAL_PER_DIFFICULTY}
    base = 0
    for card in _cards(game, "trial"):
        used = set(card.fields["difficulty"])
        for d in used & set(counts):  # a difficulty the game does not name is REF001's
            counts[d] += card.count
        if used == set(TRIAL_PER_DIFFICULTY):
            base += card.count
    wrong = [f"{d} {n}" for d, n in counts.items() if n != trial_deck_size(d)]
    if base != TRIAL_BASE:
        wrong.append(f"{base} cards in both piles, not {TRIAL_BASE}")
    return True if not wrong else "sorted decks hold " + ", ".join(wrong)


@invariant("every Apostle starts with six cards, one for each Apostle-card effect", per_player_count=False)
def apostle_sets_complete(game) -> bool | str:
    effects = game.names.get("apostle-effects", ())
    if len(effects) != APOSTLE_CARDS_EACH:
        return f"game.yaml names {len(effects)} Apostle-card effects, the rules deal {APOSTLE_CARDS_EACH} cards each"
    held: dict[str, list[str]] = {a: [] for a in game.names.get("apostles", ())}
    for card in _cards(game, "apostle"):
        held.setdefault(card.fields["apostle"], []).extend([card.fields["effect_kind"]] * card.count)
    wrong = [f"{a} has {len(k)}" for a, k in held.items()
             if len(k) != APOSTLE_CARDS_EACH or len(set(k)) != APOSTLE_CARDS_EACH]
    return True if not wrong else "; ".join(wrong)


@invariant("the Word cards fill the nine New Testament spaces with every book, each once", per_player_count=False)
def word_cards_cover_testament(game) -> bool | str:
    words = _cards(game, "faith-2")
    testament = game.names.get("books", ())
    books = [b for card in words for b in card.fields["books"]]
    if len(words) != WORD_SPACES:
        return f"{len(words)} distinct Word cards for {WORD_SPACES} spaces"
    if sorted(books) != sorted(testament):
        return f"{len(books)} book entries, {len(set(books))} different; the New Testament has {len(testament)}"
    return True


@invariant("each market deck's cards are worth its tier in Faith points, and buying one costs its tier",
           per_player_count=False)
def market_tiers(game) -> bool | str:
    wrong = [f"{card.name} in faith-{tier}" for tier in FAITH_TIERS for card in _cards(game, f"faith-{tier}")
             if card.fields["faith"] != tier]
    if wrong:
        return "wrong Faith value: " + ", ".join(wrong)
    prices = {cost.id: sum(item.amount for item in cost.items) for cost in game.costs if cost.group == "mature"}
    want = {f"buy-faith-{tier}": tier for tier in FAITH_TIERS}
    if prices != want:
        return f"the mature costs are {prices}; the rules price each card at its tier: {want}"
    if any(not can_buy(tier, [tier]) or can_buy(tier - 1, [tier]) for tier in FAITH_TIERS):
        return "can_buy() does not charge a card its tier"
    return True


@invariant("each scenario card's starting Church Members match the engine", per_player_count=False)
def scenario_members_match(game) -> bool | str:
    printed = {card.id: card.fields["church_members"] for card in _cards(game, "scenario")}
    return True if printed == SCENARIO_START_MEMBERS else f"cards say {printed}, the engine {SCENARIO_START_MEMBERS}"


@invariant("every Apostle card is worth one Faith point, the Steadfast card two", per_player_count=False)
def apostle_card_values(game) -> bool | str:
    wrong = [f"{card.name} ({card.fields['effect_kind']}) prints {card.fields['faith']}"
             for card in _cards(game, "apostle") if card.fields["faith"] != apostle_card_faith(card.fields["effect_kind"])]
    return True if not wrong else "; ".join(wrong)


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six")


@invariant("The Day of Pentecost's card adds as many Church Members as the rules say", per_player_count=False)
def pentecost_card_matches(game) -> bool | str:
    card = next((c for c in _cards(game, "faith-4") if c.id == "day-of-pentecost"), None)
    if card is None:
        return "the faith-4 deck has no card day-of-pentecost"
    said = f"put {_NUMBER_WORDS[PENTECOST_MEMBERS]} :member:"
    if card.fields.get("church_members") != PENTECOST_MEMBERS:
        return f"its church_members column is {card.fields.get('church_members')}, the rules {PENTECOST_MEMBERS}"
    return True if said in card.fields["effect"] else f"its text does not say '{said}': {card.fields['effect']!r}"


@invariant("the Prune cards state the rules: up to the pruned cards from the discard pile, and kept alone "
           "for MATURE a card of the tier the rules say", per_player_count=False)
def prune_texts_state_the_rules(game) -> bool | str:
    if PRUNE_KEPT_ALONE_BUYS not in FAITH_TIERS or PRUNE_KEPT_ALONE_BUYS <= APOSTLE_CARD_FAITH:
        return f"a Prune card kept alone buys a {PRUNE_KEPT_ALONE_BUYS}-Faith card: no market tier above its own"
    wrong = []
    for deck in ("apostle", "faith-1"):
        for card in _cards(game, deck):
            f = card.fields
            prunes = f.get("effect_kind") == "Prune" or card.id == "divine-pruning"
            if (prunes or f["cards_from_discard_pile"] is not None) and f["cards_from_discard_pile"] != pruned_cards():
                wrong.append(f"{card.id} prunes {f['cards_from_discard_pile']} cards, the rules {pruned_cards()}")
            bought = f.get("buys_faith")
            if deck == "apostle" and (f["effect_kind"] == "Prune" or bought is not None) \
                    and bought != PRUNE_KEPT_ALONE_BUYS:
                wrong.append(f"{card.id} kept alone buys {bought} Faith, the rules {PRUNE_KEPT_ALONE_BUYS}")
    return "; ".join(wrong) if wrong else True


@invariant("each Apostle card's text states what its effect does by the rules: one Church Member, one stop "
           "or one more move, in the column of its effect and no other", per_player_count=False)
def apostle_texts_state_the_rules(game) -> bool | str:
    if elder_moves(APOSTLE_EFFECT_AMOUNT) != ELDER_MOVES + APOSTLE_EFFECT_AMOUNT:
        return "elder_moves() does not add an Extra Move card's moves"
    wrong = []
    for card in _cards(game, "apostle"):
        own = APOSTLE_EFFECT_COLUMNS.get(card.fields["effect_kind"])
        for effect, column in APOSTLE_EFFECT_COLUMNS.items():
            want = APOSTLE_EFFECT_AMOUNT if column == own else None
            if card.fields.get(column) != want:
                wrong.append(f"{card.id} ({card.fields['effect_kind']}) states {column} {card.fields.get(column)}, "
                             f"the rules {want}")
    return "; ".join(wrong) if wrong else True


@invariant("no scenario asks for more Word cards than the New Testament spaces hold, and 'all' of them "
           "is every space", per_player_count=False)
def scenario_texts_state_the_rules(game) -> bool | str:
    wrong = []
    for card in _cards(game, "scenario"):
        words = card.fields.get("word_cards")
        if words is None:
            continue
        if words > WORD_SPACES:
            wrong.append(f"{card.id} asks for {words} Word cards, the board has {WORD_SPACES} spaces")
        if " all " in f" {card.fields['victory']} " and words != WORD_SPACES:
            wrong.append(f"{card.id} asks for all {words} Word cards, the board has {WORD_SPACES} spaces")
    return "; ".join(wrong) if wrong else True
