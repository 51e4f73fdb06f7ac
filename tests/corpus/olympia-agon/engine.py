"""Μοντέλο της μηχανής του «Ολυμπία: Ο Αγών».

Οι κανόνες που τυπώνουν οι πίνακες, τα παραδείγματα και το βιβλίο κανόνων.
Πέντε αγωνίσματα, ένα σε κάθε γύρο· κάθε αθλητής παίζει κρυφά κάρτες Άσκησης
και η προσπάθειά του κρίνει τη θέση του.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# Τα αγωνίσματα με τη σειρά που διεξάγονται.
EVENTS = ("Δίσκος", "Άλμα", "Ακόντιο", "Δρόμος", "Πάλη")

# Πόσες κάρτες μπορεί να παίξει ένας αθλητής σε κάθε αγώνισμα.
CARD_LIMITS = {"Δίσκος": 3, "Άλμα": 2, "Ακόντιο": 3, "Δρόμος": 2, "Πάλη": 4}


@rule
def hand_size(players: int) -> int:
    """Κάρτες Άσκησης στο αρχικό χέρι κάθε αθλητή."""
    return {2: 7, 3: 6, 4: 5, 5: 4}[players]


@rule
def rest_draw(players: int) -> int:
    """Κάρτες που τραβά κάθε αθλητής στην Ανάπαυση, μετά από κάθε αγώνισμα εκτός του τελευταίου."""
    return 2


@rule
def wrestlers(players: int) -> int:
    """Πόσοι αθλητές αγωνίζονται στην Πάλη: οι πρώτοι της βαθμολογίας, το πολύ τρεις."""
    return min(players, 3)


@rule
def first_place_points(players: int) -> int:
    """Κλαδιά ελιάς για την πρώτη θέση."""
    return 5


@rule
def second_place_points(players: int) -> int:
    """Κλαδιά ελιάς για τη δεύτερη θέση."""
    return 2 if players == 2 else 3


@rule
def third_place_points(players: int) -> int | None:
    """Κλαδιά ελιάς για την τρίτη θέση· με δύο αθλητές δεν υπάρχει τρίτη θέση."""
    if players == 2:
        return None
    return 0 if players == 3 else 1


@rule
def place_points(place: int, players: int) -> int:
    """Κλαδιά ελιάς για μια θέση (1, 2, 3...) σε ένα αγώνισμα."""
    points = {1: first_place_points(players), 2: second_place_points(players),
              3: third_place_points(players)}.get(place)
    return points or 0


@rule
def card_limit(event: str) -> int:
    """Οι περισσότερες κάρτες που παίζει ένας αθλητής σε ένα αγώνισμα."""
    return CARD_LIMITS[event]


@rule
def off_event_value() -> int:
    """Πόσο μετρά μια κάρτα άλλου αγωνίσματος, όποια κι αν είναι η δύναμή της."""
    return 1


@rule
def effort(event: str, cards: list) -> int:
    """Η προσπάθεια ενός αθλητή: η δύναμη των καρτών του αγωνίσματος, συν 1 για κάθε άλλη κάρτα.

    Κάθε κάρτα γράφεται [αγώνισμα, δύναμη].
    """
    total = 0
    for discipline, strength in cards:
        total += int(strength) if discipline == event else off_event_value()
    return total


@rule
def wins_for_triagmos() -> int:
    """Νίκες σε αγωνίσματα που δίνουν αμέσως τον τίτλο του πεντάθλου (τριαγμός)."""
    return 3


@rule
def wins_outright(wins: int) -> bool:
    """Κερδίζει ο αθλητής αμέσως το πένταθλο με τόσες νίκες;"""
    return wins >= wins_for_triagmos()


@rule
def events() -> int:
    """Αγωνίσματα σε έναν αγώνα."""
    return len(EVENTS)


@rule
def sacrifice_draw() -> int:
    """Κάρτες Άσκησης που τραβά όποιος κάνει Θυσία στον Δία."""
    return 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Τι βγαίνει από το κουτί σε έναν αγώνα με τόσους αθλητές."""
    return {
        "askisi": 60,
        "oionoi": 0 if variant == "choris-oionous" else 12,
        "agonismata": 5,
        "kladia": 42,
        "tainies": 5,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    plan: dict[str, dict] = {"askisi": {"hand": hand_size(players), "draw": rest_draw(players),
                                        "turns": events() - 1}}
    if variant != "choris-oionous":
        plan["oionoi"] = {"per_round": 1, "turns": events()}
    return plan


@invariant("η τράπουλα Άσκησης φτάνει για όλα τα χέρια και όλες τις Αναπαύσεις")
def training_deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("askisi").total
    needed = players * (hand_size(players) + rest_draw(players) * (events() - 1))
    return True if needed <= deck else f"χρειάζονται {needed} κάρτες, η τράπουλα έχει {deck}"


@invariant("κάθε κάρτα Αγωνίσματος τυπώνει το όριο καρτών της μηχανής", per_player_count=False)
def event_cards_match_limits(game) -> bool | str:
    for card in game.deck("agonismata").cards:
        discipline = card.fields["discipline"]
        if card.fields["limit"] != card_limit(discipline):
            return f"{card.name}: όριο {card.fields['limit']}, η μηχανή δίνει {card_limit(discipline)}"
        if card.fields["order"] != EVENTS.index(discipline) + 1:
            return f"{card.name}: σειρά {card.fields['order']}"
    return True


@invariant("τα αγωνίσματα της μηχανής είναι τα αγωνίσματα του game.yaml", per_player_count=False)
def events_match_names(game) -> bool | str:
    return True if tuple(game.names["disciplines"]) == EVENTS else "άλλη σειρά αγωνισμάτων"


@invariant("κάθε αγώνισμα έχει 12 κάρτες Άσκησης", per_player_count=False)
def twelve_per_event(game) -> bool | str:
    for event in EVENTS:
        n = sum(c.count for c in game.deck("askisi").cards if c.fields["discipline"] == event)
        if n != 12:
            return f"{event}: {n} κάρτες"
    return True


@invariant("τα κλαδιά ελιάς φτάνουν για τους περισσότερους βαθμούς ενός αγώνα")
def olive_tokens_suffice(players: int, game) -> bool | str:
    per_event = sum(place_points(p, players) for p in range(1, players + 1))
    most = events() * (per_event + 5)  # και το πολύ 5 από οιωνούς σε κάθε αγώνισμα
    value = 30 * 1 + 12 * 5
    return True if value >= most else f"αξία {value}, χρειάζονται {most}"
