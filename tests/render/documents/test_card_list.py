"""A deck's card list printed from the data (`{{ cards("market") }}`, generator/render/documents/card_list.py): the
view's columns and cells, the errors of a wrong option, and the list as the rulebook PDF prints it."""
from __future__ import annotations

import io
import shutil
from dataclasses import replace
from pathlib import Path

import pdfplumber
import pytest

from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents.card_list import CardListError, card_list_view
from generator.render.documents.renderer import document_html, html_to_pdf

ROOT = Path(__file__).resolve().parents[3]
FIXTURE = ROOT / "tests" / "fixtures" / "games" / "table-shapes"


@pytest.fixture(scope="module")
def market():
    return load_game(FIXTURE).game.deck("market")


def test_every_column_of_the_deck_in_its_order_with_the_copies(market):
    view = card_list_view(market)
    assert view.title == "Market" and view.copies
    assert view.headers == ("Cost", "Resource", "Text") and view.numeric == (True, False, False)
    assert view.rows[2] == ("Mill", "2", ("1", "Grain", "Take one Grain, then pass."))


def test_columns_pick_and_order_as_a_list_or_comma_separated(market):
    assert card_list_view(market, ["text", "cost"]).rows[0] == ("Woodcutter", "2", ("Take one Wood.", "1"))
    assert card_list_view(market, "resource, cost").headers == ("Resource", "Cost")
    assert card_list_view(market, "cost", labels=["Price"]).headers == ("Price",)


def test_copies_show_when_a_card_has_more_than_one_unless_said(market):
    assert not card_list_view(market, copies=False).copies
    single = replace(market, cards=tuple(replace(c, count=1) for c in market.cards))
    assert not card_list_view(single).copies
    assert card_list_view(single, copies=True).rows[0][1] == "1"


def test_an_empty_cell_prints_a_dash_and_a_list_joined(market):
    cards = (replace(market.cards[0], fields={**market.cards[0].fields, "cost": None, "text": ("a", "b")}),)
    assert card_list_view(replace(market, cards=cards)).rows[0][2] == ("\u2013", "Wood", "a, b")


def test_thousands_are_set_apart_from_ten_thousand_or_as_asked(market):
    # pinball-tilt's and type-foundry's writers: the list printed "1000000" beside cards that print "1,000,000"
    costs = (250000, 1500, -20000)
    cards = tuple(replace(c, fields={**c.fields, "cost": v}) for c, v in zip(market.cards, costs))
    deck = replace(market, cards=cards)

    def shown(**options):
        return [row[2][0] for row in card_list_view(deck, "cost", grouped="{:,}".format, **options).rows]
    assert shown() == ["250,000", "1500", "\u221220,000"]   # a four-digit number may be a year or a code
    assert shown(thousands=True) == ["250,000", "1,500", "\u221220,000"]
    assert shown(thousands=False) == ["250000", "1500", "\u221220000"]
    assert card_list_view(deck, "cost").rows[0][2] == ("250000",)   # no grouping given: as written


@pytest.mark.parametrize("options, message", [
    ({"columns": ["cots"]}, "cards('market'): deck 'market' has no column 'cots'"),
    ({"columns": [3]}, "cards('market', columns=...): give column names, as a list or comma-separated"),
    ({"columns": ["cost"], "labels": ["A", "B"]}, "cards('market', labels=...): give one label per column (1)"),
    ({"thousands": "yes"}, "cards('market', thousands=...): give true or false"),
])
def test_a_wrong_option_says_what_is_wrong(market, options, message):
    with pytest.raises(CardListError) as err:
        card_list_view(market, **options)
    assert err.value.message == message


def test_the_rulebook_prints_the_list_from_the_cards(tmp_path: Path):
    # card-appendix (written outside the project) typed its card list by hand; printed from the data instead
    folder = tmp_path / "card-appendix"
    shutil.copytree(ROOT / "tests" / "corpus" / "card-appendix", folder, ignore=shutil.ignore_patterns("__pycache__"))
    book = folder / "rulebook.md"
    book.write_text(book.read_text(encoding="utf-8") + '\n{{ cards("wares", columns=["cost", "text"], '
                    'title="Ware cards") }}\n', encoding="utf-8")
    data, _ = html_to_pdf(document_html(load_game(folder), "rulebook", BuildOptions()), "rulebook.md")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        lines = [line for page in pdf.pages[-2:] for line in (page.extract_text() or "").splitlines()]
    start = lines.index("Ware cards")
    assert lines[start + 1] == "Card Copies Cost Text"
    assert lines[start + 2] == "Noodle Cart 10 2 Draw 2 cards."
    assert "Firework Show 8 7 Gain 2 Coins. Worth 2 Glow at the end of the game." in lines[start + 3:]


def test_an_amounts_column_prints_as_a_card_prints_it():
    # conversion-chains (written outside the project): cards("contracts") printed its `wants` column
    # (amounts:goods) as '1, House, 2, Plank'; the card figure's stats too. Both print '1 House, 2 Plank'
    from generator.render.documents.views import card_view

    deck = load_game(ROOT / "tests" / "corpus" / "conversion-chains").game.deck("contracts")
    two = next(c for c in deck.cards if len(c.fields["wants"]) == 2)
    want = ", ".join(f"{a.amount} {a.name}" for a in two.fields["wants"])
    assert dict((r[0], r[2]) for r in card_list_view(deck).rows)[two.name][0] == want
    assert dict(card_view(deck, two).stats)["Wants"] == want


def test_a_cards_bold_and_italic_print_as_on_the_card_the_rest_escaped(market):
    # arena-bids (written outside the project): "**Plodding:** when Ursus ties, ..." printed its stars in the list
    card = replace(market.cards[0], fields={**market.cards[0].fields, "text": "**Plodding:** ties <lose> & *rarely* win"})
    view = card_list_view(replace(market, cards=(card, *market.cards[1:])), ["text"])
    assert str(view.rows[0][2][0]) == "<b>Plodding:</b> ties &lt;lose&gt; &amp; <i>rarely</i> win"
    assert view.rows[1][2] == ("Take one Stone.",) or "*" not in view.rows[1][2][0]
