"""The build pipeline: load -> check -> plan -> render -> write, one game at a time.

The plan splits a game's build into units (render/units.py), each with the
hash of what it is made from. A unit whose hash matches the previous
manifest's keeps its files untouched; the others render, in a pool of
processes when there are several. A game whose every unit matches is not
touched at all.
"""
from __future__ import annotations

import dataclasses
import functools
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

from ..check import check_game
from ..check.findings import Finding
from ..core.errors import CheckFailed, OutputError
from ..load import load_game
from ..model.edition import document_file
from ..model.supply import supply_lines
from ..write.output_folder import settle
from ..render import BUILTIN_RENDERERS, EXPORTS, BuildOptions
from ..render.inputs import BuildInputs, toolchain_digest
from ..render.pool import GameWork, UnitWriter, run_games, workers_for
from ..render.exports.shops import with_preset
from ..render.gallery import check_digest, page_inputs
from ..render.units import Selection, Unit, phases, plan_units
from ..write.manifest import MANIFEST, content_hash, file_intact, read_manifest
from ..write.writer import OutputWriter, WriteError


ALWAYS_RENDERED = ("reprint",)   # made from the previous build as well as the content: never carried over


@dataclass(frozen=True)
class BuildResult:
    """What one game's build produced."""

    game: str
    manifest: Path
    findings: tuple[Finding, ...]
    checked: bool
    rendered: tuple[str, ...] = ()     # units rendered (the rest were kept from the previous build)
    kept: tuple[str, ...] = ()         # units whose files were carried over unchanged
    manifest_written: bool = True      # False: the game was up to date and nothing was touched
    language: str = ""                 # an edition's language ('' for the source, and for a combined result)

    @property
    def summary(self) -> str:
        """'built (3 rendered, 12 unchanged)' or 'up to date', as pnp build and pnp watch print it."""
        if not self.manifest_written:
            return "up to date"
        return f"built ({len(self.rendered)} rendered, {len(self.kept)} unchanged)"


@dataclass(frozen=True)
class BuildSettings:
    """How to build, beyond the renderers' options."""

    run_check: bool = True
    selection: Selection = field(default_factory=Selection)
    workers: Optional[int] = None      # processes for rendering; None: one per core
    toolchain: str = ""                # toolchain_digest(), computed once for several games
    languages: tuple[str, ...] = ()    # --lang: the editions to build (empty: every declared language)


def build_game(folder: Path, out_root: Path, options: BuildOptions, *, run_check: bool = True,
               on_step: Optional[Callable[[str], None]] = None,
               settings: Optional[BuildSettings] = None) -> BuildResult:
    """Build one game; errors in the check stop it before a byte is written.

    on_step, when given, is called with each stage's or unit's name as it starts (for progress bars).
    """
    settings = settings or BuildSettings(run_check=run_check)
    step = on_step or (lambda name: None)
    return build_games([Path(folder)], out_root, options, settings, on_step=lambda game, name: step(name))[0]


def build_games(folders: list[Path], out_root: Path, options: BuildOptions, settings: BuildSettings, *,
                on_step: Optional[Callable[[str, str], None]] = None,
                on_result: Optional[Callable[[BuildResult], None]] = None,
                on_plan: Optional[Callable[[str, int], None]] = None) -> list[BuildResult]:
    """Build several games, their units sharing one pool of processes; each game commits on its own as soon
    as its files are done, so output/ never holds a half-built game.

    Games are planned (loaded, checked, compared with their last build) in order; a game that cannot be
    built stops the planning, the games planned before it are still built, then its error is raised, as
    if they had been built one after the other. on_step(game, name) reports progress (a stage, a unit as it
    starts, '<unit> done' as it finishes); on_plan(game, n) the number of units a game has to render, once
    planned; on_result is called with each game's result in the order of `folders`.
    """
    settings = dataclasses.replace(settings, toolchain=settings.toolchain or toolchain_digest())
    step = on_step or (lambda game, name: None)
    results: dict[int, BuildResult] = {}
    emitted = [0]

    def emit(index: int, result: BuildResult) -> None:
        results[index] = result
        while emitted[0] in results:
            if on_result:
                on_result(results[emitted[0]])
            emitted[0] += 1

    works: list[GameWork] = []
    failure: Optional[BaseException] = None
    try:   # a signal while a later game is planned also drops the stages of the games planned before it
        for index, folder in enumerate(folders):
            try:
                planned = _plan(Path(folder), out_root, options, settings,
                                functools.partial(step, Path(folder).name))
            except Exception as exc:   # built after the games before it, as one after the other would
                failure = exc
                break
            plans = [p for p in planned if isinstance(p, _Plan)]
            if not plans:
                emit(index, _combined([p for p in planned if isinstance(p, BuildResult)]))
                continue
            edition_set = _Editions(planned, functools.partial(emit, index))
            for plan in plans:
                plan.work.finish = edition_set.finisher(plan)
                works.append(plan.work)
            if on_plan:
                on_plan(Path(folder).name, sum(len(group) for p in plans for group in p.work.phases))
        run_games(works, workers=_workers(works, settings))
    except BaseException:
        for work in works:
            if not work.writer.finished:
                work.writer.abort()
        raise
    if failure is not None:
        raise failure
    return [results[i] for i in sorted(results)]


def _workers(works: list[GameWork], settings: BuildSettings) -> int:
    """One game: a pool only when one of its phases has two units of real work (a phase waits for the one
    before it, so work spread over phases gains nothing); several games: their units overlap anyway."""
    if settings.workers is not None:
        return settings.workers
    if len(works) == 1:
        work = works[0]
        return max((workers_for(group, work.loaded, work.options) for group in work.phases), default=1)
    return max(1, min(os.cpu_count() or 1, sum(
        workers_for([u for group in w.phases for u in group], w.loaded, w.options) for w in works)))


class _Editions:
    """The outputs of one game (its source, then its editions in output/<game>/<lang>/), committed together
    once every one is rendered: the editions first, since the source's swap carries their folders over."""

    def __init__(self, planned: list[Any], emit: Callable[[BuildResult], None]) -> None:
        self.planned, self.emit = planned, emit
        self.waiting = {id(p) for p in planned if isinstance(p, _Plan)}

    def finisher(self, plan: "_Plan") -> Callable[[GameWork], None]:
        """What the pool calls when `plan`'s work is rendered."""
        return lambda work: self.done(plan)

    def done(self, plan: "_Plan") -> None:
        self.waiting.discard(id(plan))
        if self.waiting:
            return
        ordered = sorted(self.planned, key=lambda p: not _language_of(p))   # editions, then the source
        results = [p.commit() if isinstance(p, _Plan) else p for p in ordered]
        self.emit(_combined(results))


def _prefixed(step: Callable[[str], None], lang: str) -> Callable[[str], None]:
    """An edition's steps, named '<lang>/<step>'."""
    return lambda name: step(f"{lang}/{name}")


def _language_of(planned: Any) -> str:
    return planned.language if isinstance(planned, (_Plan, BuildResult)) else ""


def _combined(results: list[BuildResult]) -> BuildResult:
    """One game's result from its source's and its editions': an edition's units named '<lang>/<unit>'."""
    if len(results) == 1:
        return results[0]
    source = next((r for r in results if not r.language), results[0])
    rendered = tuple(f"{r.language}/{u}" if r.language else u for r in results for u in r.rendered)
    kept = tuple(f"{r.language}/{u}" if r.language else u for r in results for u in r.kept)
    return dataclasses.replace(source, rendered=rendered, kept=kept,
                               manifest_written=any(r.manifest_written for r in results))


@dataclass
class _Plan:
    """A game that has something to render: its work for the pool, and how to commit it."""

    work: GameWork
    header: dict[str, Any]
    recorded: dict[str, str]
    kept: list[str]
    findings: tuple[Finding, ...]
    checked: bool
    language: str = ""

    def commit(self) -> BuildResult:
        writer = self.work.writer
        try:
            self.work.on_step("write")
            manifest = writer.commit({**self.header, "units": self.recorded})
        except BaseException:
            writer.abort()
            raise
        rendered = tuple(u.name for group in self.work.phases for u in group)
        return BuildResult(self.work.loaded.game.id, manifest, self.findings, self.checked, rendered,
                           tuple(self.kept), language=self.language)


def _plan(folder: Path, out_root: Path, options: BuildOptions, settings: BuildSettings,
          step: Callable[[str], None]) -> list[BuildResult | _Plan]:
    """Load, check and compare a game with its last build: per output (the source, each edition) its result
    when nothing is to be rendered, else its plan (holding that output's lock from here to its commit)."""
    final = Path(out_root).resolve() / folder.name   # the game id is its folder's name (load checks it)
    _refuse_content(folder, final, out_root)
    previous = read_manifest(final / MANIFEST)
    key = None if options.reprint_since or settings.languages else build_key(folder, options, settings)
    if key is not None and previous.get("build_key") == key and _files_intact(previous, final) \
            and _editions_current(previous, final, key):
        # every file of the last build is made from exactly these inputs, and the check passed on them
        settle(final.parent, final.name)
        units = previous.get("units")
        return [BuildResult(final.name, final / MANIFEST, (), settings.run_check,
                            kept=tuple(units) if isinstance(units, dict) else (), manifest_written=False)]
    step("check" if settings.run_check else "load")
    loaded = load_game(folder)
    findings = check_game(loaded) if settings.run_check else []
    errors = [f for f in findings if f.severity == "error"]
    if errors:
        from .report import as_text

        raise CheckFailed(f"{loaded.game.id}: the check found {len(errors)} error(s); nothing was written\n"
                          + as_text([loaded.game.id], errors, counted=findings),
                          "fix the content (see docs/checks.md); where a finding is wrong about your game, accept it "
                          "under waivers: in game.yaml with your reason (docs/checks.md#waivers), e.g.\n"
                          + "".join(f"    - {_waiver_line(f)}\n" for f in errors[:3])
                          + "  or build with --no-check to print anyway")
    loaded, options = with_preset(loaded, options)
    settings.selection.check_decks(loaded)
    languages = _languages(loaded, settings)
    step("plan")
    shown, check = (findings, "build") if settings.run_check else _last_check(folder)
    game = loaded.game
    planned: list[BuildResult | _Plan] = []
    try:
        for lang in languages:
            if lang == game.source_language:
                planned.append(_plan_output(loaded, "", Path(out_root), options, settings, step, key, findings,
                                            shown, check))
            else:
                from ..model.localize import localize

                edition = dataclasses.replace(loaded, game=localize(game, lang))
                planned.append(_plan_output(edition, lang, Path(out_root) / game.id, options, settings,
                                            _prefixed(step, lang), key, findings,
                                            shown, check))
    except BaseException:
        for plan in planned:
            if isinstance(plan, _Plan):
                plan.work.writer.abort()
        raise
    return planned


def _refuse_content(folder: Path, final: Path, out_root: Path) -> None:
    """The game's output folder must lie outside the game folder and not hold it: `--out content` made
    output/<game> the game folder itself, and the build swapped the designer's files for its outputs."""
    game = folder.resolve()
    if final == game or final.is_relative_to(game) or game.is_relative_to(final):
        raise OutputError(f"--out {out_root} would put {folder.name}'s outputs in its own game folder {folder}, "
                          "replacing the game's files", "build into a folder outside the content (the default is "
                          "output/ beside content/); nothing was written")


def _languages(loaded: Any, settings: BuildSettings) -> list[str]:
    """The languages to build: --lang's (each declared, else exit 2 with a did-you-mean), or every declared one."""
    from ..render.units import SelectionError
    from ..core.suggest import did_you_mean

    game = loaded.game
    declared = list(game.languages) or [game.source_language]
    for lang in settings.languages:
        if lang not in declared:
            hint = did_you_mean(lang, declared)
            raise SelectionError(f"{game.id}: no language '{lang}' (--lang)",
                                 (hint + " " if hint else "") + "languages of this game: " + ", ".join(declared)
                                 + (" (declare more with languages: in game.yaml)" if not game.languages else ""))
    return [lang for lang in declared if not settings.languages or lang in settings.languages]


def _editions_current(previous: dict[str, Any], final: Path, key: str) -> bool:
    """Every edition the source's manifest lists was built from the same inputs, its files in place."""
    for lang in previous.get("editions", []) or []:
        manifest = read_manifest(final / str(lang) / MANIFEST)
        if manifest.get("build_key") != key or not _files_intact(manifest, final / str(lang)):
            return False
    return True


def _plan_output(loaded: Any, lang: str, out_root: Path, options: BuildOptions, settings: BuildSettings,
                 step: Callable[[str], None], key: Optional[str], findings: list[Finding], shown: list[Finding],
                 check: str) -> BuildResult | _Plan:
    """Compare one output of a game (the source in output/<game>/, an edition in output/<game>/<lang>/) with
    its last build: its result when nothing is to be rendered, else its plan."""
    folder = loaded.folder
    game = loaded.game
    final = out_root.resolve() / (lang or game.id)
    previous = read_manifest(final / MANIFEST)
    inputs = BuildInputs.read(loaded, options, settings.toolchain)
    units = plan_units(loaded, _renderer_names(options), inputs)
    header = {"game": game.id, "title": game.title, "version": game.version,
              "content_hash": content_hash(folder), "checked": settings.run_check, "paper": options.paper,
              "preset": options.preset,
              "inventory": [line.as_manifest() for line in supply_lines(
                  game, _guarded_setup(loaded),
                  has_rulebook=(folder / document_file("rulebook", game.edition)).is_file())]}
    if game.languages:
        header["language"] = lang or game.source_language
        if not lang:
            header["editions"] = list(game.languages[1:])
    units = page_inputs(units, settings.selection.wants, previous.get("units"), check, shown)
    wanted = [u for u in units if settings.selection.wants(u)]
    if _up_to_date(previous, final, header, units, wanted):
        settle(final.parent, final.name)
        return BuildResult(loaded.game.id, final / MANIFEST, tuple(findings), settings.run_check,
                           kept=tuple(u.name for u in units), manifest_written=False, language=lang)
    writer = OutputWriter(out_root, final.name)
    try:   # until build_games holds the plan, this writer is dropped here on any error or signal
        todo, kept, recorded = _keep(writer, previous, units, wanted)
        if key and recorded == {u.name: u.inputs for u in units}:   # no unit left at an older build's inputs
            header["build_key"] = key
        by_path = {e["path"]: e for e in previous.get("files", []) if isinstance(e, dict) and "path" in e}
        work = GameWork(loaded, options, writer, by_path, phases(todo), finish=lambda work: None, on_step=step,
                        adopt=_adopt, content=header["content_hash"], findings=tuple(shown),
                        check=check, language=lang)
        return _Plan(work, header, recorded, kept, tuple(findings), settings.run_check, lang)
    except BaseException:
        writer.abort()
        raise


def _guarded_setup(loaded: Any) -> Optional[Callable[..., Any]]:
    """The engine's setup() under its controls (time limit, exits, strange values), as the check calls it: a setup
    that calls sys.exit(0) in a --no-check build ended pnp there with exit 0 and nothing written. A fault is the
    check's to report (ENG001-ENG003); here the box count stands in, as for any failing setup."""
    setup = loaded.engine.setup
    return None if setup is None else functools.partial(loaded.engine.calls.run, "setup()", setup)


def build_key(folder: Path, options: BuildOptions, settings: BuildSettings) -> str:
    """The hash of everything a whole build of a game is made from: the game folder (names and bytes),
    pnp and its drawing libraries, the options that change pixels, the outputs asked for, and whether
    the check ran. A manifest records it only when every unit was built from these inputs, so an
    equal key means the output is current without loading the game."""
    from ..render.inputs import digest_of, options_text

    # without the check, the gallery shows what `pnp check` remembered of these files: a later check changes it
    shown = "" if settings.run_check else check_digest(*_last_check(folder))
    return digest_of(["build", settings.toolchain, options_text(options), ",".join(_renderer_names(options)),
                      f"checked={settings.run_check}", content_hash(folder), shown])


def _last_check(folder: Path) -> tuple[list[Finding], str]:
    """For a build with --no-check, what its gallery shows: the findings `pnp check` remembered for exactly
    these files and this pnp (generator/app/check_cache.py) and "remembered", else no findings and "none"."""
    from . import check_cache
    from ..core.cache import cache_dir

    root = cache_dir()
    if root is None:
        return [], "none"
    key = check_cache.game_key(check_cache.toolchain_stamp(), folder, str(folder), False)
    remembered = check_cache.recall(root, folder, False, key)
    return (list(remembered.findings), "remembered") if remembered is not None else ([], "none")


def _files_intact(previous: dict[str, Any], final: Path) -> bool:
    files = previous.get("files")
    return isinstance(files, list) and all(file_intact(final, e) for e in files)


def _renderer_names(options: BuildOptions) -> list[str]:
    """The registered renderers this build runs: exports only when asked for."""
    return [n for n in BUILTIN_RENDERERS if (n not in EXPORTS or n in options.exports)
            and (n != "reprint" or options.reprint_since)]


def _entries_of(previous: dict[str, Any], unit: str) -> list[dict[str, Any]]:
    return [e for e in previous.get("files", []) if isinstance(e, dict) and e.get("unit") == unit]


def _up_to_date(previous: dict[str, Any], final: Path, header: dict[str, Any], units: list[Unit],
                wanted: list[Unit]) -> bool:
    """Nothing to do: the same header, every wanted unit's inputs as recorded, and every file in place."""
    if not previous or any(previous.get(k) != v for k, v in header.items()):
        return False
    if any(u.renderer in ALWAYS_RENDERED for u in wanted):
        return False
    recorded = previous.get("units")
    if not isinstance(recorded, dict) or not set(recorded) <= {u.name for u in units}:
        return False   # a unit gone (a deck removed): its files must go too
    if any(recorded.get(u.name) != u.inputs for u in wanted):
        return False
    return all(file_intact(final, e) for e in previous.get("files", []) if isinstance(e, dict))


def _keep(writer: OutputWriter, previous: dict[str, Any], units: list[Unit],
          wanted: list[Unit]) -> tuple[list[Unit], list[str], dict[str, str]]:
    """Carry over what can be kept; (the units to render, the units kept, unit -> inputs recorded)."""
    units_before = previous.get("units")
    recorded_before: dict[str, Any] = units_before if isinstance(units_before, dict) else {}
    by_path = {e["path"]: e for e in previous.get("files", []) if isinstance(e, dict) and "path" in e}
    todo: list[Unit] = []
    kept: list[str] = []
    recorded: dict[str, str] = {}
    for unit in units:
        old = _entries_of(previous, unit.name)
        same = recorded_before.get(unit.name) == unit.inputs and all(file_intact(writer.final, e) for e in old) \
            and unit.renderer not in ALWAYS_RENDERED
        if unit not in wanted and unit.name in recorded_before:   # not selected: its last build stays
            same, recorded[unit.name] = True, recorded_before[unit.name]
        elif unit not in wanted:
            continue
        if same and _keep_all(UnitWriter(writer.stage, writer.final, by_path, unit), old, writer):
            kept.append(unit.name)
            recorded.setdefault(unit.name, unit.inputs)
            continue
        recorded[unit.name] = unit.inputs
        todo.append(unit)
    return todo, kept, recorded


def _keep_all(unit_writer: UnitWriter, entries: list[dict[str, Any]], writer: OutputWriter) -> bool:
    """Carry every file of a unit over, or none (a missing or altered file means rendering the unit again)."""
    for entry in entries:
        if not unit_writer.keep(entry["path"]):
            for done in unit_writer.entries:
                (writer.stage / done["path"]).unlink(missing_ok=True)
            return False
    _adopt(writer, unit_writer.entries)
    return True


def _adopt(writer: OutputWriter, entries: list[dict[str, Any]]) -> None:
    """Record files a unit staged in the game's writer (two units never make the same file)."""
    taken = {e["path"] for e in writer.entries}
    for entry in entries:
        if entry["path"] in taken:
            raise WriteError(f"refusing to write '{entry['path']}' twice in one build")
        taken.add(entry["path"])
        writer.entries.append(entry)


def _waiver_line(finding: Finding) -> str:
    """A waiver of this finding, ready to paste under `waivers:` (its reason left for the designer to write)."""
    import json

    return (f"{{rule: {finding.rule}, match: {json.dumps(finding.subject or '', ensure_ascii=False)}, "
            f"reason: \"why this is right in your game\"}}")
