"""`pnp build --reprint-since MANIFEST|REF`: sheets holding only the cards whose faces changed, and a changelog.

The previous faces come from a manifest.json kept from the print run (each
card sheet's entry lists its faces, face_hash.py), or from a git revision of
the game folder (its content is read from git and hashed the same way). For
each deck, reprint/cards-<deck>.pdf and reprint/cards-<deck>-backs.pdf hold
every copy of each changed or new card, and the copies added to a card whose
face did not change; reprint/changes.md lists them, and the copies to take out.
"""
from __future__ import annotations

import json
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import Any

from ...core.errors import GeneratorError
from ...load import LoadedGame, load_game
from ..job import RenderJob, renderer
from .face_hash import deck_faces
from .renderer import DeckArt, Instance, Painter, instances, write_duplex_sheets
from .sheets import content_date

Faces = dict[str, dict[str, dict[str, Any]]]   # deck id -> card id -> {"hash", "count"}


class ReprintError(GeneratorError):
    """--reprint-since names neither a manifest nor a git revision of the game."""


@dataclass(frozen=True)
class Change:
    """One line of the changelog, and how many copies of the card to print."""

    what: str          # changed, new, more copies, fewer copies, removed
    card: str
    name: str
    print_copies: int
    note: str


def faces_of(loaded: LoadedGame) -> Faces:
    painter = Painter(loaded.game, loaded.folder, loaded.sources)
    return {deck.id: deck_faces(painter, deck) for deck in loaded.game.decks}


def previous_faces(since: str, loaded: LoadedGame) -> Faces:
    """The faces recorded in a manifest file, or those of the game folder at a git revision."""
    path = Path(since)
    if path.is_file():
        try:
            manifest = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ReprintError(f"--reprint-since {since}: not a readable manifest.json ({exc})",
                               "give the manifest.json of the build you printed, or a git revision") from None
        if manifest.get("game") != loaded.game.id:
            raise ReprintError(f"--reprint-since {since}: a manifest of '{manifest.get('game')}', "
                               f"not of '{loaded.game.id}'", "give this game's manifest.json")
        return {e["deck"]: e.get("faces", {}) for e in manifest.get("files", [])
                if isinstance(e, dict) and e.get("kind") == "cards" and "deck" in e}
    return _faces_at(since, loaded)


def _git(since: str, folder: Path, *args: str) -> bytes:
    done = subprocess.run(["git", "-C", str(folder), *args], capture_output=True)
    if done.returncode != 0:
        raise ReprintError(f"--reprint-since {since}: not a manifest file, and git says: "
                           f"{done.stderr.decode(errors='replace').strip() or 'failed'}",
                           "give the manifest.json of the build you printed, or a git revision (a commit, "
                           "tag or branch) of the repository that holds the game")
    return done.stdout


def _faces_at(ref: str, loaded: LoadedGame) -> Faces:
    folder = loaded.folder.resolve()
    top = Path(_git(ref, folder, "rev-parse", "--show-toplevel").decode().strip())
    rel = folder.relative_to(top).as_posix()
    archive = _git(ref, top, "archive", "--format=tar", f"{ref}:{rel}" if rel != "." else ref)
    with tempfile.TemporaryDirectory(prefix="pnp-reprint-") as tmp:
        where = Path(tmp) / folder.name
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(where, filter="data")
        return faces_of(load_game(where))


def changes(now: dict[str, dict[str, Any]], before: dict[str, dict[str, Any]]) -> list[Change]:
    """What changed in one deck, in the deck's order (removed cards last)."""
    out = []
    for card, face in now.items():
        old, count, name = before.get(card), int(face["count"]), str(face["name"])
        if old is None:
            out.append(Change("new", card, name, count, f"{count} {_copies(count)}"))
        elif old.get("hash") != face["hash"]:
            out.append(Change("changed", card, name, count, f"{count} {_copies(count)}"))
        elif count > int(old.get("count", 0)):
            extra = count - int(old.get("count", 0))
            out.append(Change("more copies", card, name, extra, f"{old.get('count')} -> {count}: "
                                                                      f"print {extra} more"))
        elif count < int(old.get("count", 0)):
            out.append(Change("fewer copies", card, name, 0, f"{old.get('count')} -> {count}: "
                                                                    f"take {int(old.get('count', 0)) - count} out"))
    for card, old in before.items():
        if card not in now:
            out.append(Change("removed", card, str(old.get("name", card)), 0,
                              f"take its {old.get('count')} {_copies(int(old.get('count', 0)))} out"))
    return out


def _copies(n: int) -> str:
    return "copy" if n == 1 else "copies"


@renderer("reprint")
def render_reprint(job: RenderJob) -> None:
    """reprint/cards-<deck>.pdf and -backs.pdf with the changed cards, and reprint/changes.md (only with
    --reprint-since)."""
    since = job.options.reprint_since
    if not since:
        return
    loaded, game = job.loaded, job.loaded.game
    before = previous_faces(since, loaded)
    painter = Painter(game, loaded.folder, loaded.sources)
    lines = [f"# Reprint of {game.title} v{game.version}: changes since {since}", ""]
    quiet = []
    for deck in game.decks:
        found = changes(deck_faces(painter, deck), before.get(deck.id, {}))
        if not found:
            quiet.append(deck.name)
            continue
        wanted = {c.card: c.print_copies for c in found if c.print_copies}
        items: list[Instance] = []
        for inst in reversed(instances(painter, deck)):   # the last copies: the ones a count increase added
            if wanted.get(inst.card.id, 0) > 0:
                wanted[inst.card.id] -= 1
                items.insert(0, inst)
        lines += [f"## {deck.name}", ""]
        lines += [f"- {c.what}: {c.name} (`{c.card}`), {c.note}" for c in found]
        if items:
            art = DeckArt(painter, deck)
            art.count_uses(items)
            base = f"{game.title} v{game.version} \u00b7 reprint since {since} \u00b7 {content_date(loaded)} " \
                   f"\u00b7 {deck.name}"
            write_duplex_sheets(job, art, items, f"reprint/cards-{deck.id}", base,
                                {"deck": deck.id, "paper": job.options.paper, "cards": len(items),
                                 "card_size_mm": [round(v, 2) for v in deck.size.mm], "bleed_mm": art.bleed,
                                 "reprint_since": since, "reprint": sorted({i.card.id for i in items})})
            lines += ["", f"{len(items)} {'card' if len(items) == 1 else 'cards'} to print: "
                          f"reprint/cards-{deck.id}.pdf and reprint/cards-{deck.id}-backs.pdf"]
        lines.append("")
    for deck_id in sorted(set(before) - {d.id for d in game.decks}):
        lines += [f"## {deck_id}", "", f"- removed: the whole deck `{deck_id}`", ""]
    if quiet:
        lines += [f"No change in: {', '.join(quiet)}.", ""]
    job.writer.write("reprint/changes.md", "\n".join(lines).encode("utf-8"), "changelog", reprint_since=since)
