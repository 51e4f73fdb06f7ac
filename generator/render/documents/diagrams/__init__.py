"""Figures a document draws from the game's data, as SVG (vectors in the PDF): `{{ figure(...) }}`.

    {{ figure("setup", players=4) }}               the board, where play starts, the piles for 4 players
    {{ figure("setup", players=2, board="back") }} the same on another map (a board side)
    {{ figure("components") }}                     one of each card, board and token at one scale
    {{ figure("turn") }}                           the phases of a round (name set `phases`; steps="...")

Each returns a `Figure` the block template docs/blocks/figure.html.j2 prints: the SVG as a data: URI,
its width in mm, a caption written from the data and an anchor id. Wrong arguments are a
FigureError naming what is known.
"""
from __future__ import annotations

from dataclasses import dataclass
import re
from typing import Any, Optional

from ....model import Game, Map
from .figure_error import FigureError

KINDS = ("setup", "components", "turn")


@dataclass(frozen=True)
class Figure:
    kind: str
    anchor: str
    src: str
    width_mm: float
    caption: str
    rows: tuple[str, ...] = ()   # a tall figure as rows of images (data: URIs), between which a page may break


def _board(game: Game, board: Optional[str], players: int) -> Optional[Map]:
    """The map the setup figure draws: the one named, else the first played at this count (a map's `players`: a
    board's side for 2-3 players and one for 4-5; two-sided-board's figure at four players drew the 2-3 side)."""
    if board is None:
        return next((m for m in game.maps if m.players is None or players in m.players), None)
    found = next((m for m in game.maps if m.id == board or m.name == board), None)
    if found is None:
        raise FigureError(f"figure('setup'): unknown board '{board}'",
                          "this game's maps: " + (", ".join(m.id for m in game.maps) or "none"))
    if found.players is not None and players not in found.players:
        fits = [m.id for m in game.maps if m.players is None or players in m.players]
        raise FigureError(f"figure('setup'): map '{found.id}' is for {found.players} players, not {players}",
                          f"for {players} players draw board={fits[0]!r}" if fits else
                          f"give a player count of {found.players}, or widen the map's players")
    return found


def make_figure(game: Game, setup: Any, kind: str, *, pictures: Any = None, column: float = 0.0,
                **options: Any) -> Figure:
    """Draw one figure. `setup` is the engine's setup(players, variant) function (or None); `pictures`
    (pictures.board_pictures) draws the boards of the components figure as they print, else they are panels;
    `column`: the width in mm of the text column it prints in (0: unknown), which the turn figure is laid out for
    rather than shrunk into (a quick reference's third of a page set its labels at 4 pt: game-flow)."""
    if kind == "setup":
        return _setup(game, setup, **options)
    if kind == "components":
        if options:
            raise FigureError(f"figure('components') takes no options, not {', '.join(options)}")
        from .components import components_figure

        svgs, caption = components_figure(game, pictures)
        return Figure(kind, "figure-components", svgs[0].data_uri(), svgs[0].width, caption,
                      tuple(svg.data_uri() for svg in svgs))
    if kind == "turn":
        from ....model.turn_order import turn_set

        steps_set = options.pop("steps", None) or turn_set(game.names)   # the game's one order of play
        # what the steps make up: a round, one player's turn, or any other unit the game repeats them in (a
        # hole, a paragraph, a pick)
        repeat = options.pop("repeat", "round")
        own_unit = repeat != "round"   # the default unit is pnp's word, worded in the game's language
        # who or what comes after, in the designer's words, where no unit says it ("the player furthest behind
        # on the time track plays")
        then = options.pop("then", None)
        if options:
            raise FigureError(f"figure('turn') takes only steps=, repeat= and then=, not {', '.join(options)}")
        # lower-case words of any language ('día', 'juega la persona de tu izquierda'); a German noun keeps its capital
        if then is not None and (not isinstance(then, str) or not re.fullmatch(r"[^\W\d_][\w' ,-]{0,59}", then)):
            raise FigureError(f"figure('turn'): then={then!r} is not what comes next in lower-case words of up to 60 "
                              "letters", "then='the player furthest behind plays', or leave it out")
        if not isinstance(repeat, str) or not re.fullmatch(r"[^\W\d_][^\W\d]*(?:['\- ][^\W\d_]+)*", repeat) \
                or len(repeat) > 24:
            raise FigureError(f"figure('turn'): repeat={repeat!r} is not what the steps make up, in lower-case "
                              "words ('round', 'turn', 'hole')",
                              "repeat='turn' when each player goes through the steps in their own turn; "
                              "repeat='hole' (or any word) for another unit the steps repeat in")
        steps = tuple(game.names.get(steps_set, ()))
        if not steps:
            raise FigureError(f"figure('turn'): the game has no name set '{steps_set}' to draw",
                              "list the phases in game.yaml, names: {phases: [First, Second, ...]}, "
                              "or name another set with steps=")
        from ....load.languages import Wording
        from .turn import turn_figure

        words = Wording(game).frame   # in the language the game prints in (an edition's, or its own)
        # a player's turn, where a next player takes it: in a game for one the turn repeats as any unit does
        # (grid-solitaire's turn figure said 'then the next player takes their turn')
        turn = repeat == "turn" and game.players.high > 1
        if turn:
            again, ending = words("then the next player's turn"), words("the next player takes their turn")
        elif own_unit:
            again = words("then the next {repeat}", repeat=repeat)
            ending = words("the next {repeat} begins", repeat=repeat)
        else:
            again, ending = words("then the next round"), words("the next round begins")
        svg = turn_figure(steps, words("then {then}", then=then) if then else again, width=column)
        ending = then or ending
        joined = words(", then ").join(steps)
        # 'turn' and 'round' are pnp's words, worded in the game's language; another unit is the designer's own
        if repeat == "turn":
            caption = words("A turn: {steps}; then {ending}.", ending=ending, steps=joined)
        elif own_unit:
            caption = words("A {repeat}: {steps}; then {ending}.", repeat=repeat, ending=ending, steps=joined)
            if caption.startswith(f"A {repeat}") and _an_before(repeat):
                caption = "An" + caption[1:]   # "An auction: ...", "An hour: ..." (dutch-clock printed 'A auction',
                # dialogue-play 'A hour')
        else:
            caption = words("A round: {steps}; then {ending}.", ending=ending, steps=joined)
        return Figure(kind, f"figure-turn-{steps_set}", svg.data_uri(), svg.width, caption)
    raise FigureError(f"unknown figure '{kind}'", "figures: " + ", ".join(KINDS))


def _an_before(word: str) -> bool:
    """English says 'an' before the word: a vowel sound ('auction', 'hour', 'umpire'), not 'a unit', 'a one-off',
    'a European'."""
    low = word.lower()
    if low.startswith(("hour", "honour", "honor", "honest", "heir")):
        return True
    if low.startswith(("one", "once", "eu", "ewe", "uni", "use", "usu", "uti", "ura", "ure", "uro")):
        return False
    return low[:1] in ("a", "e", "i", "o", "u")


def _setup(game: Game, setup: Any, players: Optional[int] = None, board: Optional[str] = None,
           variant: Optional[str] = None, **rest: Any) -> Figure:
    if rest:
        raise FigureError(f"figure('setup') takes players=, board= and variant=, not {', '.join(rest)}")
    if setup is None:
        raise FigureError("figure('setup') needs the engine's setup(players)", "define setup() in engine.py")
    allowed = game.players
    if variant:
        found = game.variant(variant)
        if found is None:
            raise FigureError(f"figure('setup'): unknown variant '{variant}'",
                              "this game's variants: " + ", ".join(v.id for v in game.variants))
        allowed = found.players
    if players is None:
        players = allowed.low
    if not isinstance(players, int) or players not in allowed:
        raise FigureError(f"figure('setup'): players={players!r} is outside {allowed}",
                          "give a player count the game (or the variant) allows")
    try:
        needs = setup(players, variant) if variant else setup(players)
    except Exception as exc:  # the engine's own message says what is wrong
        raise FigureError(f"figure('setup'): engine setup({players}) raised {type(exc).__name__}: {exc}") from None
    drawn = _board(game, board, players)
    if drawn is not None:
        known = {str(c.id) for c in game.inventory}
        unknown = [str(p) for p in drawn.start_pieces if str(p) not in known]
        if unknown:
            raise FigureError(f"figure('setup'): map '{drawn.id}' start_pieces names {', '.join(unknown)}, which "
                              "the inventory does not list", "write inventory ids: "
                              + ", ".join(str(c.id) for c in game.inventory if c.kind in ("piece", "token", "marker")))
    from .setup import setup_figure

    svg = setup_figure(game, dict(needs), players, drawn)
    from ....load.languages import Wording

    wording = Wording(game)
    frame = wording.frame   # the caption in the edition's language
    starts = ", ".join(drawn.start_names()) if drawn is not None and drawn.start and not drawn.tiles else ""
    caption = (wording.count(players, "Setup for {players} player on {board}", "Setup for {players} players on {board}",
                             players=players, board=drawn.name)
               if drawn is not None and not drawn.tiles else
               wording.count(players, "Setup for {players} player", "Setup for {players} players", players=players))
    pieces = _start_words(game, drawn) if starts and drawn is not None else ""
    caption += ("" if pieces or not starts else frame(": one pawn per player at {places}", places=starts)) + \
        frame(", with what the game takes out of the box.")
    if pieces:
        caption += frame(" Starting at {places}: {pieces}.", places=starts, pieces=pieces)
    anchor = f"figure-setup-{players}" + (f"-{drawn.id}" if board and drawn is not None else "") + \
        (f"-{variant}" if variant else "")
    return Figure("setup", anchor, svg.data_uri(), svg.width, caption)


def _start_words(game: Game, drawn: Map) -> str:
    """The pieces the caption says stand on the start, in the data's own names ('Apostle pawns (one per
    player), Missionary meeples and Church Member cubes'); empty when the data names none, and the caption
    keeps pnp's generic 'one pawn per player'."""
    from ....load.languages import Wording
    from ....model.start import start_pieces

    wording = Wording(game)
    named = [wording.frame("{pieces} (one per player)", pieces=wording.text(p.name)) if p.per_player == 1
             else wording.text(p.name) for p in start_pieces(game, drawn)]
    if len(named) < 2:
        return "".join(named)
    return ", ".join(named[:-1]) + wording.frame(" and ") + named[-1]
