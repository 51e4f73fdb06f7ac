"""Engine model of Suq al-Attarin (سوق العطارين): the numbers the rulebook prints.

Setup by player count, the price of a spice card, the worth of an order,
what a delivery wastes, and the final score. Pure functions only.
"""
import unicodedata

from generator.engine import invariant, rule

PLAYERS = (2, 5)

SAFFRON = "زعفران"
SPICES = ("زعفران", "قرفة", "كمون", "هيل", "فلفل")

# The whole box, as game.yaml counts it (held to it by an invariant below).
SPICE_CARDS = 40
ORDER_CARDS = 18
DINAR_COINS = 40
BANK_VALUE = 30 * 1 + 10 * 5   # thirty 1-dinar coins and ten 5-dinar coins


# --- setup by player count -------------------------------------------------

@rule
def market_cards(players: int = 2) -> int:
    """Spice cards laid face up in the market row: two more than the players."""
    return players + 2


@rule
def orders_shown(players: int = 2) -> int:
    """Order cards face up beside the market."""
    return 3 if players <= 3 else 4


@rule
def starting_hand(players: int = 2) -> int:
    """Spice cards dealt to each merchant at the start."""
    return 3 if players <= 3 else 2


@rule
def starting_dinars(players: int | None = None) -> int:
    """Dinars each merchant takes from the bank at the start: the same at every count."""
    return 5


@rule
def orders_to_end(players: int = 2) -> int:
    """Orders one merchant must fulfil to bring on the last round."""
    return {2: 6, 3: 5, 4: 4, 5: 4}[players]


@rule
def hand_limit(players: int | None = None) -> int:
    """Spice cards a merchant may keep at the end of a turn (without a clay jar)."""
    return 8


@rule
def jar_bonus() -> int:
    """How far the clay jar raises the hand limit."""
    return 2


@rule
def collect_dinars(players: int | None = None) -> int:
    """Dinars taken from the bank with the Collect action."""
    return 2


@rule
def dinars_per_point() -> int:
    """Dinars left at the end that make one point."""
    return 3


# --- prices, orders, scoring ------------------------------------------------

@rule
def spice_price(sacks: int, spice: str) -> int:
    """A spice card's price in dinars: one a sack, and one more for saffron."""
    return sacks + (1 if spice == SAFFRON else 0)


@rule
def order_points(sacks: int, saffron: bool) -> int:
    """An order's points: its sacks less one, and one more if it asks for saffron."""
    return sacks - 1 + (1 if saffron else 0)


def _counts(mapping: dict) -> dict[str, int]:
    return {str(k): int(v) for k, v in mapping.items()}


@rule
def covers(paid: dict, needs: dict) -> bool:
    """Whether the sacks paid cover every spice an order needs."""
    p, n = _counts(paid), _counts(needs)
    return all(p.get(spice, 0) >= amount for spice, amount in n.items())


@rule
def wasted_sacks(paid: dict, needs: dict) -> int:
    """Sacks paid beyond what the order needs: they are lost, no change is given."""
    p, n = _counts(paid), _counts(needs)
    if not covers(p, n):
        raise ValueError("the sacks paid do not cover the order")
    return sum(p.values()) - sum(n.values())


@rule
def dinar_points(dinars: int) -> int:
    """Points for the dinars left at the end: one for every full three."""
    return dinars // dinars_per_point()


@rule
def final_score(order_points: list, dinars: int, improvement_points: int = 0) -> int:
    """Orders' points, improvements' points and the dinars left."""
    return sum(order_points) + improvement_points + dinar_points(dinars)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "spices": SPICE_CARDS,
        "orders": ORDER_CARDS,
        "dinars": DINAR_COINS,
        "improvements": 0 if variant == "family" else 3 * players,
        "first-merchant": 1,
    }


# --- invariants --------------------------------------------------------------

@invariant("the box counts in the engine are game.yaml's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    want = {"spice-cards": SPICE_CARDS, "order-cards": ORDER_CARDS, "dinars": DINAR_COINS}
    wrong = [f"{k}: engine {v}, box {counts.get(k)}" for k, v in want.items() if counts.get(k) != v]
    return True if not wrong else "; ".join(wrong)


@invariant("every spice card is priced one dinar a sack, one more for saffron", per_player_count=False)
def spice_prices(game) -> bool | str:
    for card in game.deck("spices").cards:
        want = spice_price(card.fields["sacks"], card.fields["spice"])
        if card.fields["price"] != want:
            return f"{card.name} costs {card.fields['price']}, the rule gives {want}"
    return True


@invariant("every order is worth its sacks less one, one more with saffron", per_player_count=False)
def order_worth(game) -> bool | str:
    for card in game.deck("orders").cards:
        needs = card.fields["needs"]
        sacks = sum(a.amount for a in needs)
        want = order_points(sacks, needs.of(SAFFRON) > 0)
        if card.fields["points"] != want:
            return f"{card.name} is worth {card.fields['points']}, the rule gives {want}"
    return True


@invariant("the spice deck deals every hand and fills the market with a draw pile left over")
def deck_deals(players: int, game) -> bool | str:
    total = game.deck("spices").total
    out = starting_hand(players) * players + market_cards(players)
    return True if total - out >= 20 else f"only {total - out} cards left to draw"


@invariant("enough orders are shown and drawn for the game to end")
def orders_suffice(players: int, game) -> bool | str:
    total = game.deck("orders").total
    needed = orders_shown(players) + orders_to_end(players)
    return True if total >= needed else f"{total} orders, {needed} needed"


@invariant("the bank holds each merchant's opening dinars with plenty to spare")
def bank_suffices(players: int) -> bool:
    return BANK_VALUE - starting_dinars(players) * players >= 40


# --- Arabic on the cards and tokens ------------------------------------------
# pnp draws cards and tokens with ReportLab, which neither joins Arabic letters
# nor sets them right to left: "صرة" would print as three loose letters, the
# wrong way round. So each card keeps a printed copy of its Arabic words in
# the letters' joined forms (Unicode's presentation forms), already in the
# order they stand on the line from left to right. visual() makes that copy;
# the invariants below hold every copy to the words it is made from, and
# `python engine.py` writes the copies into the card files.

_FORMS: dict[str, dict[str, str]] = {}
for _cp in range(0xFE70, 0xFF00):
    _d = unicodedata.decomposition(chr(_cp))
    if _d.startswith("<"):
        _kind, _rest = _d[1:].split(">", 1)
        _base = "".join(chr(int(x, 16)) for x in _rest.split())
        _FORMS.setdefault(_base, {})[_kind] = chr(_cp)

_HARAKAT = {chr(c) for c in range(0x064B, 0x0653)} | {"\u0640"}   # short vowels, shadda, sukun, tatweel
_LAM_ALEF = {"ا", "أ", "إ", "آ"}
_MIRROR = {"(": ")", ")": "(", "«": "»", "»": "«", "[": "]", "]": "["}


def _joins_after(ch: str) -> bool:
    """A letter that joins the letter after it (it has an initial form)."""
    return "initial" in _FORMS.get(ch, {})


def _joins_before(ch: str) -> bool:
    """A letter that joins the letter before it (it has a final form)."""
    return "final" in _FORMS.get(ch, {})


def _shape(word: str) -> str:
    """Arabic letters in their joined forms, still in reading order."""
    chars = [c for c in word if c not in _HARAKAT]
    out: list[str] = []
    i = 0
    while i < len(chars):
        ch = chars[i]
        prev_joins = i > 0 and _joins_after(chars[i - 1]) and _joins_before(ch)
        if ch == "ل" and i + 1 < len(chars) and chars[i + 1] in _LAM_ALEF:
            lig = _FORMS[ch + chars[i + 1]]
            out.append(lig["final" if prev_joins else "isolated"])
            i += 2
            continue
        forms = _FORMS.get(ch)
        if not forms:
            out.append(ch)
            i += 1
            continue
        next_joins = i + 1 < len(chars) and _joins_after(ch) and _joins_before(chars[i + 1])
        kind = ("medial" if next_joins else "final") if prev_joins else ("initial" if next_joins else "isolated")
        out.append(forms.get(kind, forms["isolated"]))
        i += 1
    return "".join(out)


def _is_ltr(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _visual_line(line: str) -> str:
    """One line of right-to-left text as it stands on the page, from left to right."""
    shaped = _shape(line)
    runs: list[tuple[bool, str]] = []
    for ch in shaped:
        ltr = _is_ltr(ch)
        if runs and runs[-1][0] == ltr:
            runs[-1] = (ltr, runs[-1][1] + ch)
        else:
            runs.append((ltr, ch))
    return "".join(text if ltr else "".join(_MIRROR.get(c, c) for c in reversed(text))
                   for ltr, text in reversed(runs))


def visual(text: str, width: int = 0) -> str:
    """Arabic text ready for a card: joined, right to left, broken into lines of at most
    `width` characters (0: one line), so ReportLab's own line breaks never reorder it."""
    if not width:
        return _visual_line(text)
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(_visual_line(line) for line in lines)


def visual_stacked(text: str) -> str:
    """Arabic words for a token, whose sheet sets each word on a line of its own: each word
    joined and right to left, the words in reading order, so the first stands on top."""
    return " ".join(_visual_line(word) for word in text.split())


# Line widths, in characters, of the card text boxes (layouts/spice.yaml, layouts/order.yaml).
FACE_WIDTHS = {"spices": 32, "orders": 34}


@invariant("every card face prints its own name and text, joined and right to left", per_player_count=False)
def faces_match(game) -> bool | str:
    for deck in game.decks:
        for card in deck.cards:
            if card.fields["face_name"] != visual(card.name):
                return f"{card.name}: face_name is not the name's printed form (run python engine.py)"
            if card.fields["face_text"] != visual(card.fields["text"], FACE_WIDTHS[deck.id]):
                return f"{card.name}: face_text is not the text's printed form (run python engine.py)"
    return True


@invariant("the improvement and first-merchant tokens print their names, joined and right to left",
           per_player_count=False)
def tokens_match(game) -> bool | str:
    want = {visual_stacked(c.name) for c in game.costs if c.group == "improvements"} | {visual_stacked("التاجر الأول")}
    fronts = {f.front for sheet in game.tokens for f in sheet.faces if not f.front.isdigit()}
    return True if fronts == want else f"token fronts {sorted(fronts)} are not {sorted(want)}"


if __name__ == "__main__":   # rewrite the card files' face columns from their names and texts
    import csv
    import pathlib

    here = pathlib.Path(__file__).parent
    for deck_id, width in FACE_WIDTHS.items():
        path = here / "cards" / f"{deck_id}.csv"
        with path.open(encoding="utf-8", newline="") as f:
            rows = list(csv.DictReader(f))
        for row in rows:
            row["face_name"] = visual(row["name"])
            row["face_text"] = visual(row["text"], width)
        with path.open("w", encoding="utf-8", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
            writer.writeheader()
            writer.writerows(rows)
