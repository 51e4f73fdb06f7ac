"""The `pnp` command line: thin commands, each calling one pipeline function.

Heavy libraries are imported inside the commands that need them, so
`pnp --help`, `pnp list` and `pnp check` stay fast.
"""
from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Callable, List, Optional

import typer
from typer.core import TyperGroup

from ..core.errors import GeneratorError, LoadError
# the signal handling and the guard live in guard.py (typer-free, for generator/app/main.py); _Terminated is
# named here for the tests
from .guard import _Terminated, _hold_signals, _stopped_by_term, _stopped_message, guarded  # noqa: F401

GLOBAL_FLAGS = ("--debug",)   # options of `pnp` itself that may also be typed after the command


class GlobalOptionsGroup(TyperGroup):
    """`pnp build --debug` means `pnp --debug build`: global flags are moved before the command.

    Only flags before a `--` separator move, so a game or file named like a flag can still be passed.
    """

    def parse_args(self, ctx, args: list[str]) -> list[str]:
        cut = args.index("--") if "--" in args else len(args)
        moved = [a for a in args[:cut] if a in GLOBAL_FLAGS]
        rest = [a for a in args[:cut] if a not in GLOBAL_FLAGS]
        return super().parse_args(ctx, [*dict.fromkeys(moved), *rest, *args[cut:]])


app = typer.Typer(cls=GlobalOptionsGroup, add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  context_settings={"help_option_names": ["-h", "--help"]},
                  help="pnp: print-and-play sheets, boards and rulebooks, checked against the game's engine.")

ContentOpt = typer.Option(None, "--content", help="Folder holding one folder per game (default: ./content).",
                          file_okay=False)
GamesArg = typer.Argument(None, help="Game ids (default: every game in the content folder).", show_default=False)
MapPaperOpt = typer.Option(None, "--map-paper", metavar="a3|tabloid|a4|letter|WxHmm", show_default=False,
                           help="Paper the tiled game boards and grid maps print on, over each map's own `paper:` "
                                "(a3 or tabloid: fewer pages to tape); cards, tokens, boards and documents keep "
                                "--paper.")


class Format(str, Enum):
    text = "text"
    json = "json"
    sarif = "sarif"


class Paper(str, Enum):
    a4 = "a4"
    letter = "letter"


class Duplex(str, Enum):
    long = "long"
    short = "short"


class ProgressMode(str, Enum):
    auto = "auto"
    plain = "plain"
    none = "none"


def _guard(ctx: typer.Context, body: Callable[[], int]) -> None:
    """Run a command; a GeneratorError becomes a clean message and its exit code (traceback with --debug)."""
    raise typer.Exit(guarded(bool(ctx.obj and ctx.obj.get("debug")), body, typer.echo))


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        from .. import __version__

        try:
            installed = version("pnp-generator")
        except PackageNotFoundError:   # run from a checkout that pip never installed
            installed = __version__
        typer.echo(f"pnp {installed}")
        raise typer.Exit(0)


@app.callback()
def main(ctx: typer.Context,
         debug: bool = typer.Option(False, "--debug", help="Show tracebacks for errors (also after the command)."),
         _: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                help="Show pnp's version and exit.")) -> None:
    ctx.obj = {"debug": debug}


@app.command()
def check(ctx: typer.Context, games: Optional[List[str]] = GamesArg,
          fmt: Format = typer.Option(Format.text, "--format", case_sensitive=False, help="Output format."),
          content: Optional[Path] = ContentOpt,
          strict: bool = typer.Option(False, "--strict", help="A print run's gate: every warning counts as an "
                                                              "error, and every number typed by hand into "
                                                              "rulebook.md or quickref.md is reported (TXT006)."),
          no_cache: bool = typer.Option(False, "--no-cache", help="Check every game again, even one whose files "
                                                                  "and pnp are unchanged since its last check."),
          jobs: Optional[int] = typer.Option(None, "--jobs", min=1,
                                             help="Processes to check games with (default: one per core)."),
          select_rules: Optional[List[str]] = typer.Option(None, "--select", metavar="RULE,...",
                                                           help="Report only these rules: ids (TXT005) or the "
                                                                "start of several (TXT)."),
          ignore_rules: Optional[List[str]] = typer.Option(None, "--ignore", metavar="RULE,...",
                                                           help="Do not report these rules: ids or the start "
                                                                "of several."),
          fix: bool = typer.Option(False, "--fix", help="Rewrite in place what the check can prove: a number "
                                                        "typed by hand that the data prints (DOC001) into its "
                                                        "placeholder, a near-miss name with one candidate "
                                                        "(REF001, TXT005) into that name; print the diff, then "
                                                        "check again."),
          dry_run: bool = typer.Option(False, "--dry-run", help="With --fix: only print the diff.")) -> None:
    """Check games against their engine models. Exit 0 clean, 1 errors, 2 unusable input."""
    from .check_command import run_check

    _guard(ctx, lambda: run_check(list(games or []), fmt.value, content, strict, no_cache, jobs, list(select_rules or []),
                                  list(ignore_rules or []), fix, dry_run, typer.echo))


@app.command()
def build(ctx: typer.Context, games: Optional[List[str]] = GamesArg,
          paper: Paper = typer.Option(Paper.a4, "--paper", case_sensitive=False, help="Paper size for sheets."),
          map_paper: Optional[str] = MapPaperOpt,
          out: Optional[Path] = typer.Option(None, "--out", help="Output folder (default: output/ beside content/)."),
          content: Optional[Path] = ContentOpt,
          no_check: bool = typer.Option(False, "--no-check", help="Build even when the check finds errors."),
          guides: bool = typer.Option(False, "--guides", help="Proof mode: draw trim, bleed and safe-zone lines."),
          duplex: Duplex = typer.Option(Duplex.long, "--duplex", case_sensitive=False, help="Place card backs for long- or short-edge "
                                                                         "duplex printing."),
          duplex_offset: str = typer.Option("0,0", "--duplex-offset", metavar="X,Y",
                                            help="Move the backs X mm right and Y mm up, as seen on the back "
                                                 "(read it off `pnp calibrate`'s sheet)."),
          gutterfold: bool = typer.Option(False, "--gutterfold", help="Fronts and backs side by side on one "
                                                                      "page, to fold instead of duplex."),
          export: Optional[List[str]] = typer.Option(None, "--export", metavar="png,tts",
                                                     help="Also export card images: png (each distinct face and "
                                                          "back at 300 dpi with bleed, for print-on-demand), tts "
                                                          "(Tabletop Simulator sheets and deck JSON). See "
                                                          "docs/exports.md."),
          preset: Optional[str] = typer.Option(None, "--preset", metavar="SHOP",
                                               help="Print-shop preset: thegamecrafter, drivethrucards or "
                                                    "makeplayingcards: the shop's card sizes, bleed and files "
                                                    "(docs/exports.md)."),
          tts_url: Optional[str] = typer.Option(None, "--tts-url", metavar="PREFIX",
                                                help="Address the tts/ pictures will have (https://.../ or "
                                                     "file:///...; `local` for this build's files), written "
                                                     "into the TTS deck JSON."),
          only: Optional[List[str]] = typer.Option(None, "--only", metavar="KIND",
                                                   help="Render only these kinds: cards, documents, boards, tokens, "
                                                        "map, pads, report, gallery (comma-separated or repeated); "
                                                        "the other files of the last build stay as they were."),
          deck: Optional[List[str]] = typer.Option(None, "--deck", metavar="ID",
                                                   help="Render only this deck's card sheets (repeatable)."),
          lang: Optional[List[str]] = typer.Option(None, "--lang", metavar="LANG",
                                                   help="Build only this edition (repeatable): the source language "
                                                        "into output/<game>/, another declared language into "
                                                        "output/<game>/<lang>/ (default: every declared one)."),
          jobs: Optional[int] = typer.Option(None, "--jobs", min=1,
                                             help="Processes to render with (default: one per core)."),
          reprint_since: Optional[str] = typer.Option(None, "--reprint-since", metavar="MANIFEST|REF",
                                                      help="Also write reprint/: sheets of only the cards whose "
                                                           "faces changed since that manifest.json or git "
                                                           "revision, and a changelog."),
          progress_mode: ProgressMode = typer.Option(ProgressMode.auto, "--progress", case_sensitive=False,
                                                     help="Progress on stderr: a live count per game on a "
                                                          "terminal, one line per finished unit when piped or "
                                                          "in CI (auto); plain lines; or none."),
          quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress, no per-game result lines: only "
                                                                  "warnings and errors.")) -> None:
    """Check, then build the outputs of the named games into output/<game>/, rendering only what changed."""

    def body() -> int:
        from .build import BuildSettings, build_games
        from ..load.discover import find_project, select
        from ..render import BuildOptions, parse_exports
        from ..render.inputs import toolchain_digest
        from ..render.units import Selection
        from ..core.units import map_paper_option, parse_offset

        offset = parse_offset(duplex_offset)
        boards_paper = None if map_paper is None else map_paper_option(map_paper)
        exports = parse_exports(list(export or []))
        selection = Selection.parse(list(only or []), list(deck or []))
        since = reprint_since
        if since and Path(since).is_file():   # a manifest, named for the workers whatever their folder
            since = str(Path(since).resolve())

        project = find_project(content)
        folders = select(project, list(games or []))
        out_root = out or project.output
        if no_check:
            typer.echo("warning: --no-check: building without checking the rules; "
                       "printed tables may disagree with the engine", err=True)
        if preset is not None:
            from ..render.exports.shops import find_shop

            find_shop(preset)   # an unknown shop fails before any game is loaded
        options = BuildOptions(paper=paper.value, map_paper=boards_paper, guides=guides, duplex=duplex.value,
                               duplex_offset=offset,
                               gutterfold=gutterfold, exports=exports, preset=preset, tts_url=tts_url,
                               reprint_since=since)
        languages = tuple(dict.fromkeys(v.strip() for value in (lang or []) for v in value.split(",") if v.strip()))
        settings = BuildSettings(run_check=not no_check, selection=selection, workers=jobs,
                                 toolchain=toolchain_digest(), languages=languages)
        from .progress import display

        with display(progress_mode.value, quiet, lambda text: typer.echo(text, err=True)) as progress:
            def report(result) -> None:
                progress.result(result.game)
                if not quiet:
                    typer.echo(f"{result.game}: {result.summary} -> {result.manifest}")

            build_games(list(folders.values()), out_root, options, settings, on_result=report,
                        on_step=progress.step, on_plan=progress.plan)
        return 0

    _guard(ctx, body)


@app.command()
def watch(ctx: typer.Context, games: Optional[List[str]] = GamesArg,
          paper: Paper = typer.Option(Paper.a4, "--paper", case_sensitive=False, help="Paper size for sheets."),
          map_paper: Optional[str] = MapPaperOpt,
          out: Optional[Path] = typer.Option(None, "--out", help="Output folder (default: output/ beside content/)."),
          content: Optional[Path] = ContentOpt,
          no_check: bool = typer.Option(False, "--no-check", help="Build even when the check finds errors."),
          only: Optional[List[str]] = typer.Option(None, "--only", metavar="KIND",
                                                   help="Render only these kinds (as for pnp build)."),
          deck: Optional[List[str]] = typer.Option(None, "--deck", metavar="ID",
                                                   help="Render only this deck's card sheets (repeatable)."),
          jobs: Optional[int] = typer.Option(None, "--jobs", min=1,
                                             help="Processes to render with (default: one per core)."),
          serve: bool = typer.Option(False, "--serve", help="Also serve output/ on http://127.0.0.1 (never another "
                                                            "address); the gallery and report pages reload "
                                                            "after each rebuild."),
          port: Optional[int] = typer.Option(None, "--port", min=0, max=65535, show_default=False,
                                             help="The port --serve listens on (default 8765; 0: any free port)."),
          progress_mode: ProgressMode = typer.Option(ProgressMode.auto, "--progress", case_sensitive=False,
                                                     help="Progress of each rebuild on stderr, as for pnp build: "
                                                          "auto, plain or none."),
          quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress and no status line after each "
                                                                  "round: only findings and errors.")) -> None:
    """Check and rebuild on every save: content, layouts, templates and fonts. Ctrl-C stops; output/ stays whole."""

    def body() -> int:
        from .build import BuildSettings
        from ..load.discover import find_project, select
        from ..render import BuildOptions
        from ..render.inputs import toolchain_digest
        from .progress import display
        from ..render.units import Selection
        from .watch import watch_games
        from ..core.units import map_paper_option

        boards_paper = None if map_paper is None else map_paper_option(map_paper)
        selection = Selection.parse(list(only or []), list(deck or []))
        project = find_project(content)
        folders = select(project, list(games or []))
        settings = BuildSettings(run_check=not no_check, selection=selection, workers=jobs,
                                 toolchain=toolchain_digest())
        out_root = out or project.output
        server, builds = None, None
        if port is not None and not serve:
            raise GeneratorError("--port is the port of --serve, which was not given", "add --serve: pnp watch "
                                 f"--serve --port {port}")
        if serve:
            from . import serve as serving

            builds = serving.Builds()
            server = serving.start(out_root, serving.DEFAULT_PORT if port is None else port, builds)
            typer.echo(f"serving {out_root} at {server.url} (only there; on this computer only): "
                       + ", ".join(f"{server.url}{g}/" for g in folders))

        def rebuilt(rounds: list) -> None:
            if builds is not None and any(r.wrote for r in rounds):
                builds.bump()   # the served pages reload

        try:
            watch_games(folders, out_root, BuildOptions(paper=paper.value, map_paper=boards_paper), settings,
                        echo=lambda text: typer.echo(text), quiet=quiet, on_round=rebuilt,
                        progress=lambda: display(progress_mode.value, quiet, lambda text: typer.echo(text, err=True)))
        except KeyboardInterrupt as exc:   # Ctrl-C is how watching ends; its exit code says so, as SIGTERM's does
            term = _stopped_by_term(exc)
            _hold_signals()
            typer.echo(_stopped_message("stopped watching", "output/ holds the last complete build of each game"))
            return 143 if term else 130
        finally:
            if server is not None:
                serving.stop(server)
        return 0

    _guard(ctx, body)


@app.command()
def calibrate(ctx: typer.Context,
              paper: Paper = typer.Option(Paper.a4, "--paper", case_sensitive=False, help="Paper size to calibrate."),
              duplex: Duplex = typer.Option(Duplex.long, "--duplex", case_sensitive=False, help="The duplex flip you print with."),
              out: Optional[Path] = typer.Option(None, "--out", help="PDF to write (default: "
                                                 "output/calibration-<paper>-<duplex>.pdf in a project, "
                                                 "else calibration-<paper>-<duplex>.pdf here).", dir_okay=False),
              content: Optional[Path] = ContentOpt) -> None:
    """Write a one-page duplex calibration sheet: print it two-sided and read off your --duplex-offset."""

    def body() -> int:
        from ..render.cards.calibration import write_calibration

        target = out
        if target is None:
            from ..core.errors import ContentNotFoundError
            from ..load.discover import find_project

            name = f"calibration-{paper.value}-{duplex.value}.pdf"
            try:   # the sheet belongs to a printer, not to a game: a project's output/ if there is one, else here
                target = find_project(content).output / name
            except ContentNotFoundError:
                if content is not None:
                    raise
                target = Path.cwd() / name
        written = write_calibration(target, paper.value, duplex.value)
        typer.echo(f"calibration sheet -> {written}\n"
                   f"print it two-sided ({duplex.value} edge), hold it against the light and read the offset")
        return 0

    _guard(ctx, body)


@app.command("list")
def list_games(ctx: typer.Context, content: Optional[Path] = ContentOpt) -> None:
    """List the games found, with their player ranges, decks, outputs and build status."""

    def body() -> int:
        from ..load.discover import find_project, game_folders
        from ..load import load_game
        from .status import build_status, describe_outputs
        from ..render.outputs import planned_outputs

        project = find_project(content)
        code = 0
        for game_id, folder in game_folders(project.content).items():
            try:
                loaded = load_game(folder)
            except LoadError as exc:
                typer.echo(f"{game_id:<20} (cannot be loaded: {len(exc.problems)} problem(s); run pnp check)")
                code = 2
                continue
            game = loaded.game
            decks = ", ".join(f"{d.id} ({d.total})" for d in game.decks) or "no decks"
            variants = "".join(f"; {v.name} {v.players}" for v in game.variants)
            typer.echo(f"{game_id:<20} {game.title} v{game.version}, {game.players} players{variants}")
            typer.echo(f"{'':<20} decks: {decks}")
            typer.echo(f"{'':<20} outputs: {describe_outputs(planned_outputs(loaded))}")
            typer.echo(f"{'':<20} output/: {build_status(loaded, project.output)}")
        return code

    _guard(ctx, body)


@app.command("report")
def report_game(ctx: typer.Context, game: Optional[str] = typer.Argument(None, help="The game to report on "
                                                                                 "(default: the game you are in).",
                                                                            show_default=False),
                card: Optional[str] = typer.Option(None, "--card", metavar="ID",
                                                   help="Also give the odds of this card (its id) in each deck "
                                                        "the engine deals from."),
                content: Optional[Path] = ContentOpt) -> None:
    """The designer's report: counts and curves per deck, drawing odds, deck exhaustion, die tables."""

    def body() -> int:
        from ..designer.numbers import designer_report
        from ..designer.text import as_text
        from ..load import load_game
        from ..load.discover import find_project, select

        from ..designer.numbers import ReportError

        folders = select(find_project(content), [game] if game else [])
        if len(folders) != 1:
            raise ReportError("pnp report takes one game", "name one: pnp report GAME (games here: "
                              + ", ".join(folders) + ")")
        folder = next(iter(folders.values()))
        typer.echo(as_text(designer_report(load_game(folder), card)))
        return 0

    _guard(ctx, body)


@app.command()
def new(ctx: typer.Context, name: str = typer.Argument(..., help="Game id: lower-case letters, digits, dashes."),
        where: Optional[Path] = typer.Option(None, "--dir", help="Where to create it (default: here).",
                                             file_okay=False),
        template: str = typer.Option("cards", "--template", metavar="cards|roll-and-write|wargame",
                                     help="The shape to start from: a card game, a roll-and-write with a score "
                                          "pad, or a hex-and-counter wargame.")) -> None:
    """Start a new game: a small, complete game folder that checks clean and builds at once."""

    def body() -> int:
        from .scaffold import new_game

        made = new_game(name, where or Path.cwd(), template.lower())   # choices ignore case, as --paper's do
        typer.echo(f"created {made.game}")
        where_to = made.project if made.created_project else made.game
        typer.echo(f"next: cd {where_to} && pnp check && pnp build")
        return 0

    _guard(ctx, body)


def run() -> None:  # pragma: no cover - console entry point alternative
    app(prog_name="pnp")


if __name__ == "__main__":  # pragma: no cover
    run()
