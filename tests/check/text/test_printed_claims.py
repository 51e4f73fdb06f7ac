"""The printed-text checker (TXT001-TXT006, DOC001) on a corpus of seeded mistakes and harmless sentences.

Each seeded case edits one printed string of a fixture game or of one of the four games (a copy in
tmp_path) and names the rule that must fire. The expected line:col is found by plain string search in
the edited file: the first character of `at` inside the new text.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.check import check_game
from generator.load import load_game
from gamecopy import GAMES, ROOT, _copy, _edit, _position

SETUP = '2. Deal cards as the table shows: at three players each takes {{ engine.cards_dealt(3) | counted("card") }}.'
DEAL = '{{ engine.cards_dealt(3) | counted("card") }}'
TABLE = "| Players | 2 | 3 | 4 |\n| --- | --- | --- | --- |\n| Cards dealt | 3 | 2 | {} |\n"

# (game, file, old text, new text, at, rule); old "" appends the new text to the file
SEEDED = [
    # numbers in the rulebook bound to a table row or engine rule, at the player counts they are said for
    ("docgame", "rulebook.md", SETUP, "2. At three players each is dealt 3 cards.", "3 cards", "TXT001"),
    ("docgame", "rulebook.md", SETUP, "2. At three players each is dealt four cards.", "four cards", "TXT001"),
    ("docgame", "rulebook.md", SETUP, "2. With 4 players, deal 2 cards to each player.", "2 cards", "TXT001"),
    ("docgame", "rulebook.md", SETUP, "2. In a two-player game each player is dealt 2 cards.", "2 cards", "TXT001"),
    ("docgame", "rulebook.md", SETUP, "2. Cards dealt: 7", "7", "TXT001"),
    ("docgame", "rulebook.md", SETUP, "2. At three players each is dealt *4* cards.", "4* cards", "TXT001"),
    ("docgame", "rulebook.md", SETUP, "2. At three players each is dealt **four cards**.", "four cards", "TXT001"),
    ("docgame", "rulebook.md", SETUP, "2. Draw five cards dealt from the Market deck.", "five", "TXT001"),
    ("docgame", "rulebook.md", "", "\n" + TABLE.format(2), "2 |\n", "TXT001"),
    ("docgame", "rulebook.md", "", "\n| What | Value |\n| --- | --- |\n| Cards dealt | 9 |\n", "9", "TXT001"),
    ("docgame", "quickref.md", "", "\nAt 2 players deal 1 card dealt to each.\n", "1 card", "TXT001"),
    # typed player ranges and counts
    ("docgame", "rulebook.md", "for {{ players }} players", "for 2-5 players", "2-5", "TXT002"),
    ("docgame", "rulebook.md", "for {{ players }} players", "for 3-4 players", "3-4", "TXT002"),
    ("docgame", "rulebook.md", "for {{ players }} players", "for 2 to 6 players", "2 to 6", "TXT002"),
    ("docgame", "rulebook.md", SETUP, "2. With 5 players, shuffle twice.", "5", "TXT002"),
    ("docgame", "rulebook.md", SETUP, "2. For up to 6 players, shuffle twice.", "6", "TXT002"),
    ("docgame", "game.yaml", "text: Two players only.", "text: For 5 players only.", "5", "TXT002"),
    ("docgame", "game.yaml", "summary: A tiny game the tests use.", "summary: A tiny game for 2-6 players.",
     "2-6", "TXT002"),
    ("docgame", "game.yaml", "{term: Hut, text: A small building.}", "{term: Hut, text: Built by 1-3 players.}",
     "1-3", "TXT002"),
    # examples: the printed text against the example's own checks
    ("docgame", "game.yaml", "With three players each", "With four players each", "four", "TXT004"),
    ("clean", "game.yaml", "With three players each takes two cards.", "With 2 players each takes two cards.",
     "2 players", "TXT004"),
    # other printed game.yaml strings: notes, glossary, table notes
    ("docgame", "game.yaml", "{id: market-cards, name: Market cards, count: 6, kind: cards, decks: [market]}",
     "{id: market-cards, name: Market cards, count: 6, kind: cards, decks: [market], note: The box holds 7 Market "
     "cards.}", "7 Market", "TXT001"),
    ("docgame", "game.yaml", "{id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1, supply: gather}",
     "{id: pawns, name: Pawns, count: 4, kind: piece, per_player: 1, supply: gather, note: 5 Pawns in the box.}",
     "5 Pawns",
     "TXT001"),
    ("docgame", "game.yaml", "{term: Hut, text: A small building.}",
     "{term: Hut, text: At 4 players 2 cards are dealt.}", "2 cards", "TXT001"),
    ("docgame", "game.yaml", "      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n",
     "      - {label: Cards dealt, rule: cards_dealt, values: [3, 2, 1]}\n    note: Deal 4 cards dealt at most.\n",
     "4 cards", "TXT001"),
    ("docgame", "game.yaml", "{term: Hut, text: A small building.}", "{term: Hut, text: 'Cards dealt: 8'}", "8",
     "TXT001"),
    # card text against its own row
    ("docgame", "cards/market.csv", "quarry,Quarry,2,2,Stone,Take one Stone.",
     "quarry,Quarry,2,2,Stone,Costs 3 cost to build.", "3 cost", "TXT003"),
    ("clean", "cards/market.csv", "mill,Mill,2,1,Grain,\"Take one Grain, then pass.\"",
     "mill,Mill,2,1,Grain,\"A cost of three cost, then pass.\"", "three cost", "TXT003"),
    # near-miss names in any printed text
    ("docgame", "rulebook.md", "Roll the weather die first", "Roll the Weathr die first", "Weathr", "TXT005"),
    ("docgame", "rulebook.md", "1. Shuffle the Market deck.", "1. Shuffle the Markett deck.", "Markett", "TXT005"),
    ("docgame", "cards/market.csv", "Take one Stone.", "Take one from the Quarri.", "Quarri", "TXT005"),
    ("docgame", "game.yaml", "{term: Hut, text: A small building.}", "{term: Hut, text: Built near the Woodcuter.}",
     "Woodcuter", "TXT005"),
    ("commissioned", "cards/scenario.csv", "Every Apostle pawn, the Missionaries and six Church Members begin in "
     "Jerusalem", "Every Apostle pawn, the Missionaries and six Church Members begin in Jerusalm", "Jerusalm",
     "TXT005"),
    ("commissioned", "rulebook.md", "Begin your first game\nwith *Acts of the Apostles* on Disciple.",
     "Begin your first game\nwith *Acts of the Apostles* on Diciple.", "Diciple", "TXT005"),
    ("commissioned", "game.yaml", "note: Wood, one colour per Apostle (Andrew is yellow).",
     "note: Wood, one colour per Apostle (Andrw is yellow).", "Andrw", "TXT005"),
    ("the-acts", "rulebook.md", "Judea", "Jiudea", "Jiudea", "TXT005"),
    # a letter swap is one edit; a name's word misspelt beside its other words; four-letter place names
    ("the-acts", "rulebook.md", "## Icons {#icons}", "Start in Galatai when the board is up.\n\n## Icons {#icons}",
     "Galatai", "TXT005"),
    ("the-acts", "rulebook.md", "## Icons {#icons}", "Play Prison Brake when you are jailed.\n\n## Icons {#icons}",
     "Brake", "TXT005"),
    ("the-acts", "cards/spiritual-gifts.csv", "prayer point at the start of every turn.",
     "prayer point at the start of every turn in Galaita.", "Galaita", "TXT005"),
    ("journeys-of-paul", "cards/city.csv", "BUILD CHURCH in Tyre:", "BUILD CHURCH in Tyer:", "Tyer", "TXT005"),
    ("journeys-of-paul", "cards/city.csv", "BUILD CHURCH in Tyre:", "BUILD CHURCH in Tyree:", "Tyree", "TXT005"),
    ("journeys-of-paul", "rulebook.md", "## ", "Sail from Gzaa when the winds allow.\n\n## ", "Gzaa", "TXT005"),
    ("the-acts", "rulebook.md", "## Icons {#icons}", "Aisa lies east of Galatia.\n\n## Icons {#icons}", "Aisa",
     "TXT005"),
    ("the-acts", "rulebook.md", "## Icons {#icons}", "Start in Aglatia when the board is up.\n\n## Icons {#icons}",
     "Aglatia", "TXT005"),
    # costs and card columns of what a sentence names
    ("docgame", "rulebook.md", "Roll the weather die first;", "A Hut costs 3 Wood and 1 Food;", "3 Wood", "TXT001"),
    ("docgame", "rulebook.md", "Roll the weather die first;", "A Hut costs 2 Wood and 2 Food;", "2 Food", "TXT001"),
    ("docgame", "quickref.md", "", "\nThe Quarry has cost 3.\n", "3", "TXT003"),
    ("clean", "game.yaml", "{term: Hut, text: A small building.}",
     "{term: Hut, text: A small building; the Mill has cost 2.}", "2.", "TXT003"),
    ("the-acts", "rulebook.md", "## ", "A Spiritual gift costs 3 Prayer points.\n\n## ", "3 Prayer", "TXT001"),
    # static text of layouts, token faces and board marks
    ("commerce", "layouts/player-board.yaml", 'text: "Workers"', 'text: "Workers (up to 7 workers)"', "7 workers",
     "TXT001"),
    ("commerce", "game.yaml", "faces: [{front: Capital}]}", "faces: [{front: Capitl}]}", "Capitl", "TXT005"),
    ("clean", "game.yaml", "label: Cards for two,", "label: Cards for 5 players,", "5", "TXT002"),
    # rolls of a die in any printed text
    ("docgame", "rulebook.md", "Roll the weather die first;", "On a 1 or 2 a storm comes;", "1 or 2", "TXT007"),
    ("docgame", "rulebook.md", "Roll the weather die first;", "On a 7 the sun shines;", "7", "TXT007"),
    ("clean", "game.yaml", "{id: rain, rolls: 2, text: Rain.}", "{id: rain, rolls: 2, text: Rain on a 2 or 3.}",
     "2 or 3", "TXT007"),
    ("clean", "game.yaml", "{id: sun, rolls: 3-6, text: Sunny.}", "{id: sun, rolls: 3-6, text: Sunny on a 4-6.}",
     "4-6", "TXT007"),
    ("commissioned", "game.yaml", "Andrew, as Elder, rolls a 3:\n      the messages are lost",
     "Andrew, as Elder, rolls a 4:\n      the messages are lost", "4", "TXT007"),
    ("commissioned", "game.yaml", "Andrew, as Elder, rolls a 3:\n      the messages are lost",
     "Andrew, as Elder, rolls a 9:\n      the messages are lost", "9", "TXT007"),
    # the four games: a placeholder replaced by a wrong number
    ("commissioned", "rulebook.md", "{{ engine.losing_extinguished() | word }} Churches are extinguished, or",
     "six Churches are extinguished, or", "six", "TXT001"),
    ("commissioned", "rulebook.md", "{{ engine.leaders() | word }} leaders", "seven leaders", "seven", "TXT001"),
    ("commissioned", "rulebook.md", "{{ engine.kept_for_mature() | word }} for MATURE.", "three for MATURE.",
     "three", "TXT001"),
    ("commissioned", "rulebook.md", "A LIVE phase is {{ engine.live_actions() | word }} actions",
     "A LIVE phase is six actions", "six", "TXT001"),
    ("commissioned", "rulebook.md", "{{ engine.elder_moves() | word }} moves, plus any extra",
     "three moves, plus any extra", "three", "TXT001"),
    ("commissioned", "rulebook.md", "the top {{ engine.cards_revealed_when_buying(1) | word }}", "the top three",
     "three", "TXT001"),
    ("commissioned", "rulebook.md", "If {{ engine.losing_extinguished() | word }} Churches are extinguished, the",
     "If six Churches are extinguished, the", "six", "TXT001"),
    ("commissioned", "rulebook.md", "For {{ players }} players.", "For 2-5 players.", "2-5", "TXT002"),
    ("commissioned", "rulebook.md", "For {{ players }} players.", "For 2-7 players.", "2-7", "TXT002"),
    ("journeys-of-paul", "rulebook.md", "Deal {{ engine.opportunity_cards_dealt(\"basic\") | word }} Opportunity cards",
     "Deal three Opportunity cards", "three", "TXT001"),
    ("journeys-of-paul", "rulebook.md", "A **Church** is made of {{ engine.cell_groups_per_church() | word }}",
     "A **Church** is made of eight", "eight", "TXT001"),
    ("journeys-of-paul", "rulebook.md", "A Church counts as\n  {{ engine.cell_groups_per_church() | word }} Cell Groups",
     "A Church counts as\n  eight Cell Groups", "eight", "TXT001"),
    ("journeys-of-paul", "rulebook.md", "deal {{ engine.city_cards_dealt(\"advanced\") | word }}", "deal six", "six",
     "TXT001"),
    # the four games: example texts, card texts and notes
    ("commissioned", "game.yaml", "With three Apostles each round holds two LIVE phases",
     "With four Apostles each round holds two LIVE phases", "four", "TXT004"),
    ("commerce", "rulebook.md", "## ", "A game for 2-8 players.\n\n## ", "2-8", "TXT002"),
    ("commerce", "quickref.md", "", "\nFor 1-6 players.\n", "1-6", "TXT002"),
    ("the-acts", "quickref.md", "", "\nFor 2 to 5 players.\n", "2 to 5", "TXT002"),
    ("journeys-of-paul", "quickref.md", "", "\nWith 9 players, nobody wins.\n", "9", "TXT002"),
    ("commissioned", "quickref.md", "", "\nA game for 1-6 players.\n", "1-6", "TXT002"),
    ("clean", "game.yaml", "text: Two players only.", "text: For 3-5 players.", "3-5", "TXT002"),
    ("commissioned", "cards/scenario.csv", "begin in Caesarea", "begin in Caesara", "Caesara", "TXT005"),
    ("commerce", "rulebook.md", "## ", "With 7 players, play twice.\n\n## ", "7", "TXT002"),
    ("the-acts", "rulebook.md", "## ", "A game for 2-5 players.\n\n## ", "2-5", "TXT002"),
    ("journeys-of-paul", "rulebook.md", "## ", "For 3-6 players.\n\n## ", "3-6", "TXT002"),
    ("commissioned", "game.yaml", "Three people start the first scenario. Their three pawns, three\n      Missionaries",
     "Three people start the first scenario. Their three pawns, four\n      Missionaries", "four", "TXT004"),
    ("commissioned", "game.yaml", "note: 36 Apostle cards plus", "note: 30 Apostle cards plus", "30", "TXT001"),
    ("docgame", "quickref.md", "", "\nWith 2 players, deal 2 cards dealt to each.\n", "2 cards", "TXT001"),
    # an example's printed story against the values its checks take and give
    ("the-acts", "game.yaml", "Blue may take three believers", "Blue may take four believers", "four", "TXT004"),
    ("the-acts", "game.yaml", "Lame adds fourteen believers", "Lame adds twelve believers", "twelve", "TXT004"),
    ("the-acts", "game.yaml", "Spending all seven prayer points", "Spending all six prayer points", "six",
     "TXT004"),
    ("the-acts", "game.yaml", "A player who owns two churches", "A player who owns three churches", "three",
     "TXT004"),
    ("the-acts", "game.yaml", "still brings one believer;", "still brings two believers;", "two", "TXT004"),
    ("the-acts", "game.yaml", "plus two, five prayer\n      points", "plus two, six prayer\n      points", "six",
     "TXT004"),
    ("the-acts", "game.yaml", "Red, with one church, takes two", "Red, with one church, takes three", "three",
     "TXT004"),
    ("journeys-of-paul", "game.yaml", "Alone, you deal yourself ten City cards", "Alone, you deal yourself nine City "
     "cards", "nine", "TXT004"),
    # every fact the term could mean disagrees (the box holds 8 Desert tiles; the setup table gives 4 to 8)
    ("commerce", "rulebook.md", "## ", "The box holds 9 Desert tiles.\n\n## ", "9", "TXT001"),
    ("commerce", "game.yaml", "{id: forest-tiles, name: Forest tiles, count: 8, kind: tile}",
     "{id: forest-tiles, name: Forest tiles, count: 8, kind: tile, note: 9 Forest tiles.}", "9", "TXT001"),
    ("commerce", "quickref.md", "", "\nThe box holds 3 Desert tiles.\n", "3", "TXT001"),
    # a card's text after a verb of doing states its own column: 'Gain N X' is the row's X
    ("commissioned", "cards/faith-3.csv", "Put two :member: Church Members into the Elder's Church.",
     "Gain 4 Faith.", "4", "TXT003"),
    ("commissioned", "cards/faith-3.csv", "Put two :member: Church Members into the Elder's Church.",
     "Take four Faith from the bank.", "four", "TXT003"),
    ("journeys-of-paul", "cards/city.csv", "in Tyre: place 3 more", "in Tyre: place 4 more", "4", "TXT003"),
    ("journeys-of-paul", "cards/city.csv", "in Ancyra: place 3 more", "in Ancyra: place 2 extra", "2", "TXT003"),
    # a card's amount kept in an int? column of its row: a game-wide fact restated, or the card's own cap
    ("journeys-of-paul", "cards/event.csv", "a Church drops back to 6 Cell Groups",
     "a Church drops back to 5 Cell Groups", "5", "TXT003"),
    ("journeys-of-paul", "cards/event.csv", "By land: move 1 space at most.", "By land: move 2 spaces at most.",
     "2", "TXT003"),
    ("journeys-of-paul", "cards/reference.csv", "gain 2 :cell-group: Cell Groups plus",
     "gain 3 :cell-group: Cell Groups plus", "3", "TXT003"),
    ("commissioned", "cards/apostle.csv", "this card buys a card worth 2 Faith.",
     "this card buys a card worth 3 Faith.", "3", "TXT003"),
    ("commissioned", "cards/apostle.csv", "may place up to two cards from", "may place up to three cards from",
     "three", "TXT003"),
    # a spelled-out amount in an int? column of its row, 'one' with the column's whole name right after it
    ("commissioned", "cards/apostle.csv", "The Elder gains one more move in", "The Elder gains two more moves in",
     "two", "TXT003"),
    ("commissioned", "cards/trial.csv", "their pawn stays put for two LIVE phases",
     "their pawn stays put for three LIVE phases", "three", "TXT003"),
    ("commissioned", "cards/scenario.csv", "each hold a Church of four or more pieces",
     "each hold a Church of five or more pieces", "five", "TXT003"),
    ("journeys-of-paul", "cards/event.csv", "or a Church loses one Cell Group (", "or a Church loses two Cell Groups (",
     "two", "TXT003"),
    ("journeys-of-paul", "cards/event.csv", "remove two :cell-group: Cell Groups you own",
     "remove three :cell-group: Cell Groups you own", "three", "TXT003"),
    ("journeys-of-paul", "cards/opportunity.csv", "Set one :deacon: Deacon counter of yours",
     "Set two :deacon: Deacon counters of yours", "two", "TXT003"),
    ("the-acts", "cards/miracles.csv", "Add 5 :believer: believers.", "Add 6 :believer: believers.", "6",
     "TXT003"),
    ("the-acts", "cards/miracles.csv", "Add 5 :believer: believers.", "Add six believers.", "six", "TXT003"),
    # an event's amount, a rate, or a rule the card restates, kept in an int? column of its row
    ("commerce", "cards/local-events.csv", "Take :money: 10 Money from the bank.",
     "Take :money: 12 Money from the bank.", "12", "TXT003"),
    ("commerce", "cards/natural-bad.csv", "instead of the usual 1 while", "instead of the usual 2 while", "2",
     "TXT003"),
    ("commerce", "cards/economy-good.csv", "each still costs :money: 1 Money per level",
     "each still costs :money: 2 Money per level", "2", "TXT003"),
    ("the-acts", "cards/miracles.csv", "Add 2 :believer: believers for each region",
     "Add 3 :believer: believers for each region", "3", "TXT003"),
    ("the-acts", "cards/miracles.csv", "(14 :believer: believers at best)", "(16 :believer: believers at best)", "16",
     "TXT003"),
    ("the-acts", "cards/spiritual-gifts.csv", "spend 1 :prayer: prayer point, never more",
     "spend 2 :prayer: prayer points, never more", "2", "TXT003"),
    # a number printed before a step of the turn: its place in the order the data gives (TXT008)
    ("journeys-of-paul", "cards/reference.csv", "**2 Draw** an Event card", "**3 Draw** an Event card", "3",
     "TXT008"),
    ("journeys-of-paul", "cards/reference.csv", "**3 Act:**", "**2 Act:**", "2", "TXT008"),
    ("commerce", "rulebook.md", "## ", "Phase 3: Resources comes after the workers move.\n\n## ", "3", "TXT008"),
    # numbered inline, after the step before it: "1. Workers 3. Resources" (the second is step 2)
    ("commerce", "rulebook.md", "## ", "In short: 1. Workers 3. Resources, then the rest.\n\n## ", "3.", "TXT008"),
    ("commissioned", "quickref.md", "", "\nStep 1 MATURE: spend the cards left in hand.\n", "1", "TXT008"),
    # a label column's value on one card, a near miss of what other cards of the deck write (TXT005)
    ("journeys-of-paul", "cards/city.csv", "puteoli,Puteoli,1,Puteoli,Italia", "puteoli,Puteoli,1,Puteoli,Italea",
     "Italea", "TXT005"),
    ("journeys-of-paul", "cards/event.csv", "sinful-members,Sinful Members,1,disaster",
     "sinful-members,Sinful Members,1,disater", "disater", "TXT005"),
    # the size of a name set or category, said of the whole; a die's sides (TXT001)
    ("journeys-of-paul", "rulebook.md", 'Your turn always has {{ names("turn-steps") | length | word }} steps:',
     "Your turn always has five steps:", "five", "TXT001"),
    ("journeys-of-paul", "rulebook.md", 'The box holds {{ names("rule-sets") | length | word }} rule sets.',
     "The box holds two rule sets.", "two", "TXT001"),
    ("the-acts", "game.yaml", "back shows five (closer play", "back shows four regions (closer play", "four",
     "TXT001"),
    ("the-acts", "game.yaml", "Nine in each of the four player colours.", "Nine in each of the five player colours.",
     "five", "TXT001"),
    ("commerce", "game.yaml", "Plain six-sided die", "Plain eight-sided die", "eight-sided", "TXT001"),
    ("docgame", "rulebook.md", "", "\nPrices are listed for all four resources.\n", "four", "TXT001"),
    ("docgame", "rulebook.md", "", "\nRoll the eight-sided Weather die.\n", "eight-sided", "TXT001"),
    ("docgame", "game.yaml", "{term: Hut, text: A small building.}",
     "{term: Hut, text: The game has two resources.}", "two", "TXT001"),
    # a cost's effect text speaks of that cost: Heal the Lame costs 1 prayer point (and up to 7)
    ("the-acts", "game.yaml", "effect: Pay 1 to 7 prayer points;", "effect: Pay 2 to 7 prayer points;", "2 to 7",
     "TXT001"),
]

HARMLESS = [
    "Read Acts 13:2 before you start, and 1 Corinthians 16:9 after.",
    "See page 12 for the full rules, and step 3 of the setup.",
    "A game takes about 60 minutes; a first game 90 minutes.",
    "On your 2nd turn and every 3rd turn after it, shuffle.",
    "Take one of them and give the other back.",
    "The edition of 2026-11-29 replaced the one from 1998.",
    "The game is for {{ players }} players.",
    "Paul sailed in AD 49 with 12 companions and 276 souls aboard.",
    "The twelve apostles met in the upper room.",
    "Buy a 2-Faith card or a 3-card combo.",
    "Roll the die: on a 1 the weather turns.",
    "Deal the cards as the table shows, one at a time.",
    "Shuffle twice before the first game.",
    "With 2 players, deal {{ engine.cards_dealt(2) }} cards each.",
    "The margin is 1 - 1 + 2 = 2 in the example.",
    "Player 4 sits left of Player 3.",
    "Level 3 workers earn more than level 1 workers.",
    "At 3 players each takes {{ engine.cards_dealt(3) }} cards.",
    "Move up to 3 spaces along the road.",
    "Score 10% more at the end.",
    "Put 2 cubes on the Wood space and 1 on the Stone space.",
    "Take 10 Money from the bank.",
    "Gain two more cards dealt this turn.",
    "A single card is drawn at once.",
    "Nine in each of the four player colours.",
    "Count 3, 2 and 1 cards dealt down to zero.",
    "Chapter 5 tells the story; verse 3 ends it.",
    "The box holds the cards, the pawns and the die.",
    "A d6 decides; roll it with both hands.",
    "Both players may pass at once.",
    "Each player pays 1 per level and 1 per tile.",
    "For the duel, 2 players face each other.",
    "In a 2-player game the duel rules apply.",
    "There are 40 years between the two journeys.",
    "Two by Two is a card name, and so is the Quarry.",
    "1. Shuffle the deck.\n2. Deal the cards.",
    "Deal {{ engine.cards_dealt(3) | counted(\"card\") }} to each of the 3 players.",
    "Read the Weather rules when a storm comes.",
    "| Round | Event |\n| --- | --- |\n| 1 | Storm |\n| 2 | Calm |",
    "The Woodcutter and the Mill are cheap; the Quarry is not.",
    "Keep your 7 best stories for the long winter nights.",
    "A 1 on the die brings a storm; on a 3, 4, 5 or 6 the sun shines.",
    "Roll the weather die: a 2 means rain.",
    "Walk on 3 tiles, then rest.",
    "A Hut costs {{ costs(\"buildings\") }} in all; the Mill (cost {{ card(\"market\", \"mill\") }}).",
    "Building a Hut takes 3 turns of work.",
    "<span data-x=\"3 cards dealt\">x</span> and `deal 3 cards` in code.",
    # sizes of a set said of a share of it, not the whole
    "A Mountains tile has two resources; each player has two resources in hand.",
    "You have two resources to spend, and the three resources you hold stay.",
    "Take all two resources from the tile, then discard each of the two resources.",
    "Each round holds two Grain phases.",
    "One of the two resources shown on the card is yours.",
    "The market has 2 resource cards face up.",
    "A four-sided token and a 2-sided tile.",
]


@pytest.mark.parametrize("game, file, old, new, at, rule", SEEDED,
                         ids=[f"{i:02d}-{c[0]}-{c[5]}" for i, c in enumerate(SEEDED)])
def test_seeded_mistake_is_caught_at_its_place(tmp_path: Path, game: str, file: str, old: str, new: str, at: str,
                                               rule: str) -> None:
    folder = _copy(game, tmp_path)
    edited = _edit(folder, file, old, new)
    start = edited.index(new) if old else len(edited) - len(new)
    line, col = _position(edited, start + new.index(at))
    found = [(f.rule, f.loc.line, f.loc.col, f.message) for f in check_game(load_game(folder))
             if f.loc.file.endswith("/" + file) and f.severity != "note"]
    assert any((r, ln, c) == (rule, line, col) for r, ln, c, _ in found), (rule, line, col, found)


def test_the_corpus_covers_every_class() -> None:
    assert len(SEEDED) >= 60 and len(HARMLESS) >= 40
    assert {c[5] for c in SEEDED} == {"TXT001", "TXT002", "TXT003", "TXT004", "TXT005", "TXT007", "TXT008"}
    assert len({c[0] for c in SEEDED}) >= 5


@pytest.mark.parametrize("prose", HARMLESS)
def test_harmless_sentence_stays_silent(tmp_path: Path, prose: str) -> None:
    folder = _copy("docgame", tmp_path)
    (folder / "rulebook.md").write_text(f"## Setup {{#setup}}\n\n{prose}\n", encoding="utf-8")
    found = [(f.rule, str(f.loc), f.message) for f in check_game(load_game(folder))
             if f.rule.startswith(("TXT", "DOC001")) and f.severity != "note"]
    assert found == []


# (game, file, old text, new text): edits of the four games' printed strings that state nothing wrong
SILENT_EDITS = [
    ("the-acts", "rulebook.md", "## Icons {#icons}",
     "Read Acts 2:41, where 3,000 believers are added in one day.\n\n## Icons {#icons}"),
    ("journeys-of-paul", "rulebook.md", "## ", "About 3,000 came to faith, and 1,200 Cell Groups met.\n\n## "),
    ("commissioned", "cards/faith-3.csv", "Put two :member: Church Members into the Elder's Church.",
     "Gain 3 Faith."),
    ("commissioned", "cards/faith-3.csv", "Put two :member: Church Members into the Elder's Church.",
     "Gain 1 Faith for each Church in the Elder's Region."),
    ("the-acts", "cards/miracles.csv", "Add 5 :believer: believers.",
     "\"Add 5 :believer: believers, then 2 more believers for a church.\""),
    ("the-acts", "cards/miracles.csv", "Add 5 :believer: believers.", "Add 1 :believer: believer per region."),
    ("journeys-of-paul", "cards/city.csv", "in Tyre: place 3 more", "in Tyre: place three more"),
    # a number two facts could mean, agreeing with one or lying between a least and a most (0 to 3 spaces)
    ("commerce", "rulebook.md", "## ", "The box holds 8 Desert tiles.\n\n## "),
    ("journeys-of-paul", "cards/event.csv", "ends on a coast. On land: no effect.",
     "ends on a coast. On land: move 2 spaces at most."),
    # an example's story may count other things, or the same thing elsewhere, with the nouns its checks count
    ("the-acts", "game.yaml", "Lame adds fourteen believers.", "Lame adds fourteen believers, and two extra "
     "believers come with a church there."),
    ("journeys-of-paul", "game.yaml", "Every turn uses up\n      one Event card", "Every turn uses up\n      "
     "one Event card and three Cell Groups"),
    ("commerce", "game.yaml", "the attacker needs 0 or more", "the attacker needs 0 or more points"),
    # English words one letter from a four-letter name ('Type', 'Tyne' for Tyre; 'Cats' for Cast, 'Nest' for
    # Nets, 'Clam' for Calm are not place or people names), and a name's own words in other names
    ("journeys-of-paul", "rulebook.md", "## ", "Type the name. Tyne is a river; Rose, Role and Home are not. "
     "Gaze at the sea. Romeo waits. Paula sings.\n\n## "),
    ("the-acts", "rulebook.md", "## Icons {#icons}", "Cats sleep. Behold the Lamb of God. Form a line. Loose "
     "cards go back in the box.\n\n## Icons {#icons}"),
    ("commissioned", "rulebook.md", "## ", "Form a line. Loose cards go back. Nest the trays. Mono means one. "
     "Cats sleep.\n\n## "),
    ("commerce", "rulebook.md", "## ", "Clam chowder is served. Gild the frame. Good Harvest comes. Calm Seas.\n\n## "),
    # numbers before a step's name that count things, or a step named in its right place (TXT008 stays silent)
    ("commerce", "rulebook.md", "## ", "Take 3 Resources from the bank; phase 4 Build comes last.\n\n## "),
    # a sentence that ends on a number before a step's name (markdown-tables: "it is 10. Discard the extra cards")
    ("commerce", "rulebook.md", "## ", "Your hand limit is 10. Trade happens after that.\n\n## "),
    ("journeys-of-paul", "cards/reference.csv", "**2 Draw** an Event card", "**2 Draw an Event card**"),
]


@pytest.mark.parametrize("game, file, old, new", SILENT_EDITS,
                         ids=[f"{i:02d}-{c[0]}" for i, c in enumerate(SILENT_EDITS)])
def test_harmless_edit_of_a_real_game_stays_silent(tmp_path: Path, game: str, file: str, old: str, new: str) -> None:
    folder = _copy(game, tmp_path)
    _edit(folder, file, old, new)
    found = [(f.rule, str(f.loc), f.message) for f in check_game(load_game(folder))
             if f.rule.startswith(("TXT", "DOC001")) and f.severity != "note"]
    assert found == []


# scenario fixture -> (rule, file, line, column): the new rules fire at their exact place
EXACT = {
    "printed-number": ("TXT001", "rulebook.md", 3, 38),
    "printed-players": ("TXT002", "rulebook.md", 3, 12),
    "card-text-row": ("TXT003", "cards/market.csv", 3, 46),
    "example-text": ("TXT004", "game.yaml", 50, 16),
    "name-near-miss": ("TXT005", "game.yaml", 56, 51),
    "layout-field": ("LAY003", "layouts/market.yaml", 2, 5),
    "image-missing": ("LAY004", "layouts/market.yaml", 2, 5),
    "table-rule-changed": ("TBL001", "game.yaml", 24, 58),
    "invariant-card-data": ("INV001", "cards/market.csv", 3, 1),
    "printed-roll": ("TXT007", "rulebook.md", 3, 6),
}


@pytest.mark.parametrize("scenario", sorted(EXACT))
def test_scenario_fires_at_exact_line_and_column(scenario: str) -> None:
    rule, file, line, col = EXACT[scenario]
    found = check_game(load_game(ROOT / "tests" / "fixtures" / "games" / scenario))
    hits = [f for f in found if f.rule == rule and f.loc.file.endswith(f"{scenario}/{file}")]
    assert [(f.loc.line, f.loc.col) for f in hits] == [(line, col)], [(f.rule, str(f.loc), f.message) for f in found]


def test_contradictions_name_where_the_data_is() -> None:
    (finding,) = [f for f in check_game(load_game(ROOT / "tests" / "fixtures" / "games" / "printed-number"))
                  if f.rule == "TXT001"]
    assert finding.related is not None and finding.related.file.endswith("printed-number/game.yaml")
    assert finding.related.line == 24
    assert finding.expected == 1 and finding.actual == "2"
    assert "table(\"setup_by_players\")" in finding.hint


def test_a_card_text_contradiction_names_the_cell_of_its_column(tmp_path: Path) -> None:
    folder = _copy("journeys-of-paul", tmp_path)
    _edit(folder, "cards/city.csv", "in Tyre: place 3 more", "in Tyre: place 4 more")
    (finding,) = [f for f in check_game(load_game(folder)) if f.rule == "TXT003"]
    row = (folder / "cards" / "city.csv").read_text(encoding="utf-8").splitlines()[1]
    assert row.startswith("tyre,Tyre,1,Tyre,Phoenicia,3,")   # cell_groups is the sixth column
    assert finding.related is not None and finding.related.file.endswith("cards/city.csv")
    assert (finding.related.line, finding.related.col) == (2, len("tyre,Tyre,1,Tyre,Phoenicia,") + 1)
    assert finding.expected == 3 and finding.actual == "4"


OPTIONAL = ("game.yaml", "fields: {cost: int, resource: \"ref:resources\", text: text}",
            "fields: {cost: int, resource: \"ref:resources\", text: text, gold: int?, gold_per_tile: int?}")


def _optional_columns(tmp_path: Path, rows: dict[str, str]) -> Path:
    """docgame's market deck with two optional amounts: `gold` (a total) and `gold_per_tile` (a rate)."""
    folder = _copy("docgame", tmp_path)
    _edit(folder, *OPTIONAL)
    csv = folder / "cards" / "market.csv"
    lines = csv.read_text(encoding="utf-8").splitlines()
    out = [lines[0] + ",gold,gold_per_tile"]
    for line in lines[1:]:
        out.append(rows.get(line.split(",", 1)[0], line + ",,"))
    csv.write_text("\n".join(out) + "\n", encoding="utf-8")
    return folder


def test_an_optional_int_column_is_none_when_empty_and_checked_when_given(tmp_path: Path) -> None:
    folder = _optional_columns(tmp_path, {
        "woodcutter": "woodcutter,Woodcutter,2,1,Wood,Take 3 Gold from the bank.,2,",
        "quarry": "quarry,Quarry,2,2,Stone,Take 1 Gold for each tile you hold.,,2"})
    loaded = load_game(folder)
    cards = {c.id: c.fields for c in loaded.game.deck("market").cards}
    assert (cards["mill"]["gold"], cards["mill"]["gold_per_tile"]) == (None, None)
    assert (cards["woodcutter"]["gold"], cards["quarry"]["gold_per_tile"]) == (2, 2)
    found = sorted((f.loc.line, f.actual, f.expected) for f in check_game(loaded) if f.rule == "TXT003")
    # the total "3 Gold" against gold 2; the rate "1 Gold for each tile" against gold_per_tile 2
    assert found == [(2, "3", 2), (3, "1", 2)]
    from generator.render.shared.painter import Painter   # a layout printing the empty cell prints nothing

    env = Painter(loaded.game, folder).env
    assert env.from_string("[{{ gold }}|{{ gold_per_tile }}]").render(**cards["mill"]) == "[|]"
    assert env.from_string("[{{ gold }}]").render(**cards["woodcutter"]) == "[2]"


def test_a_rate_column_is_not_a_total_and_a_total_column_is_not_a_rate(tmp_path: Path) -> None:
    folder = _optional_columns(tmp_path, {
        "woodcutter": "woodcutter,Woodcutter,2,1,Wood,Take 1 Gold for each tile you hold.,3,",
        "quarry": "quarry,Quarry,2,2,Stone,Take 4 Gold from the bank.,,4",
        "mill": "mill,Mill,2,1,Grain,\"Take 5 Gold, then 1 Gold per tile.\",5,1"})
    assert [f for f in check_game(load_game(folder)) if f.rule == "TXT003"] == []


def test_one_states_a_column_only_with_the_columns_name_right_after_it(tmp_path: Path) -> None:
    """'one' is as often an article as a count: "Take one Gold" states the row's gold, "one of them" and
    "one more Gold" do not."""
    folder = _optional_columns(tmp_path, {
        "woodcutter": "woodcutter,Woodcutter,2,1,Wood,Take one Gold from the bank.,2,",
        "quarry": "quarry,Quarry,2,2,Stone,\"Pick one of them, then take 2 Gold.\",2,",
        "mill": "mill,Mill,2,1,Grain,Take one Gold.,1,"})
    found = [(f.loc.line, f.actual) for f in check_game(load_game(folder)) if f.rule == "TXT003"]
    assert found == [(2, "one")]


def test_an_optional_int_cell_that_is_not_a_number_is_refused(tmp_path: Path) -> None:
    from generator.core.errors import LoadError

    folder = _optional_columns(tmp_path, {"woodcutter": "woodcutter,Woodcutter,2,1,Wood,Take Gold.,two,"})
    with pytest.raises(LoadError) as info:
        load_game(folder)
    (problem,) = info.value.problems
    assert (problem.loc.line, problem.message) == (2, "column 'gold': 'two' is not a whole number")


def test_an_invariant_broken_by_a_card_row_points_at_the_row() -> None:
    (finding,) = [f for f in check_game(load_game(ROOT / "tests" / "fixtures" / "games" / "invariant-card-data"))
                  if f.rule == "INV001"]
    assert (finding.loc.line, finding.loc.col) == (3, 1) and finding.loc.file.endswith("cards/market.csv")
    assert finding.related is not None and finding.related.file.endswith("engine.py")
    assert finding.related.line == 33


def test_strict_reports_every_typed_number_of_the_documents_as_an_error(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from conftest import CheckRun, assert_fires
    from generator.app.cli import app

    folder = _copy("docgame", tmp_path)
    text = "## Setup {#setup}\n\nUse 3 tokens and two dice, once.\n"
    (folder / "rulebook.md").write_text(text, encoding="utf-8")
    loaded = load_game(folder)
    assert [f for f in check_game(loaded) if f.rule == "TXT006"] == []
    strict = [(f.loc.line, f.loc.col, f.severity) for f in check_game(loaded, strict=True) if f.rule == "TXT006"]
    assert strict == [(3, 5, "error"), (3, 18, "error")]      # --strict: every warning is an error
    run = CheckRun(CliRunner().invoke(app, ["check", "docgame", "--content", str(tmp_path), "--format", "json",
                                            "--strict"]))
    assert run.exit_code == 1, run.output
    assert_fires(run, "TXT006", folder / "rulebook.md", 3, "3 tokens", "'3' is typed by hand in rulebook.md")


def test_a_message_never_embeds_a_whole_object(tmp_path: Path) -> None:
    from generator.check.findings import MESSAGE_LIMIT, capped

    assert capped("x" * 10) == "x" * 10
    long = capped("y" * 70_000)
    assert len(long) <= MESSAGE_LIMIT + 30 and long.endswith("more chars)")


def _png(path: Path, width: int, height: int) -> None:
    import struct
    import zlib

    raw = b"".join(b"\x00" + b"\xff\xff\xff" * width for _ in range(height))
    chunk = lambda kind, data: (struct.pack(">I", len(data)) + kind + data  # noqa: E731
                                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def test_a_picture_of_the_wrong_proportions_is_reported_before_a_build(tmp_path: Path) -> None:
    folder = tmp_path / "image-missing"
    shutil.copytree(ROOT / "tests" / "fixtures" / "games" / "image-missing", folder)
    for card, size in (("woodcutter", (126, 88)), ("quarry", (126, 88)), ("mill", (100, 100))):
        _png(folder / "art" / f"{card}.png", *size)   # the box is 63 x 44 mm: 126 x 88 fits, 100 x 100 does not
    found = [(f.rule, f.loc.line, f.loc.col, f.message) for f in check_game(load_game(folder))
             if f.rule.startswith("LAY")]
    assert found == [("LAY005", 2, 5, "image 'art/mill.png' is 100x100 px (aspect 1.000) but its box is 63x44 mm "
                                      "(aspect 1.432)")]
    from conftest import assert_fires, run_check

    assert_fires(run_check("image-missing", content=tmp_path), "LAY005", folder / "layouts" / "market.yaml", 2,
                 "image:", "is 100x100 px (aspect 1.000)")


@pytest.mark.parametrize("game", ["commissioned", "the-acts", "journeys-of-paul", "commerce"])
def test_the_four_games_pass_default_and_strict(game: str) -> None:
    loaded = load_game(GAMES[game])
    for strict in (False, True):
        found = [(f.rule, str(f.loc), f.message) for f in check_game(loaded, strict=strict) if f.severity != "note"]
        assert found == [], (strict, found)
    waived = [f for f in check_game(loaded, strict=True) if f.severity == "note"]
    assert all(f.rule == "TXT006" and "(waived: " in f.message for f in waived)
