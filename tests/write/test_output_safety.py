"""Output is all or nothing per game: kills, SIGTERM, concurrent builds and I/O faults never leave a mix.

Each test builds the `clean` fixture game for real. The invariant checked after
every fault: output/clean/ holds exactly the files its manifest lists, with the
listed hashes, and that manifest is the old build's or the new one's.
"""
from __future__ import annotations

import errno
import hashlib
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app.cli import app
from generator.write.output_folder import clean_stale
from generator.write.writer import OutputWriter

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "tests" / "fixtures" / "games"

# A build run in a child process, with one fault injected at a named point. It renders in its own process
# (--jobs 1) so that the fault, patched into this process, is where the files are written.
CHILD = r"""
import os, signal, sys, time
from generator.write import output_folder
from generator.render import pool
point, args = sys.argv[1], sys.argv[2:]
real_write, real_exchange, real_rename = pool.UnitWriter.write, output_folder._exchange, os.rename
calls = []
def kill():
    os.kill(os.getpid(), signal.SIGKILL)
def slow_write(self, rel, data, kind, **meta):
    calls.append(rel)
    if point == "render" and len(calls) == 3:
        kill()
    if point == "slow" and len(calls) == 1:
        print("STAGED", flush=True)
        time.sleep(30)
    return real_write(self, rel, data, kind, **meta)
def exchange(a, b):
    if point == "before-swap":
        kill()
    if point == "gap":
        return False   # as on a system without RENAME_EXCHANGE: the two-rename fallback runs
    done = real_exchange(a, b)
    if point == "after-swap":
        kill()
    return done
def rename(a, b, **kw):
    real_rename(a, b, **kw)
    if point == "gap" and ".old-" in str(b):
        kill()
pool.UnitWriter.write, output_folder._exchange = slow_write, exchange
output_folder.os.rename = rename
from generator.app.cli import app
app(args, prog_name="pnp")
"""


def _child(point: str, out: Path, paper: str, **kw) -> subprocess.Popen:
    args = ["build", "clean", "--content", str(GAMES), "--out", str(out), "--paper", paper, "--jobs", "1"]
    return subprocess.Popen([sys.executable, "-c", CHILD, point, *args], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def _snapshot(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _whole(folder: Path) -> dict:
    """The manifest of folder, after asserting the folder is exactly what it lists."""
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    listed = {f["path"]: f["sha256"] for f in manifest["files"]}
    on_disk = _snapshot(folder)
    on_disk.pop("manifest.json")
    assert on_disk == listed
    return manifest


@pytest.fixture(scope="module")
def old_build(tmp_path_factory) -> Path:
    """An A4 build of the clean game: the 'old' output every fault must leave whole."""
    out = tmp_path_factory.mktemp("old")
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(GAMES), "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture
def out(old_build: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "output"
    shutil.copytree(old_build, copy)
    return copy


def _leftovers(out: Path) -> list[str]:
    return sorted(p.name for p in out.iterdir() if p.name != "clean")


@pytest.mark.parametrize("point", ["render", "before-swap", "after-swap"])
def test_kill_9_leaves_the_old_or_the_new_build_and_the_next_build_cleans_up(out: Path, point: str) -> None:
    old = _snapshot(out / "clean")
    proc = _child(point, out, "letter")
    proc.communicate(timeout=120)
    assert proc.returncode == -signal.SIGKILL
    manifest = _whole(out / "clean")
    if point == "after-swap":
        assert manifest["paper"] == "letter"
    else:
        assert manifest["paper"] == "a4" and _snapshot(out / "clean") == old
    assert ".clean.lock" in _leftovers(out)   # the killed run's lock file and staging are still there...
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(GAMES), "--out", str(out),
                                      "--paper", "letter"])
    assert result.exit_code == 0, result.output
    assert _whole(out / "clean")["paper"] == "letter"
    assert _leftovers(out) == []    # ...and the next build removed it


def test_a_swap_cut_between_its_two_renames_gets_the_old_build_back(out: Path) -> None:
    old = _snapshot(out / "clean")
    proc = _child("gap", out, "letter")
    proc.communicate(timeout=120)
    assert proc.returncode == -signal.SIGKILL
    assert not (out / "clean").exists()
    clean_stale(out, "clean")        # what the next build does first, under the lock
    assert _snapshot(out / "clean") == old and _leftovers(out) == [".clean.lock"]


def _wait_for_stage(proc: subprocess.Popen) -> None:
    assert proc.stdout.readline().strip() == "STAGED"


def test_a_second_build_of_the_same_game_is_refused_while_the_first_runs(out: Path) -> None:
    first = _child("slow", out, "letter")
    try:
        _wait_for_stage(first)
        second = subprocess.run([sys.executable, "-m", "generator.app.cli", "build", "clean", "--content", str(GAMES),
                                 "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert second.returncode == 2
        assert f"error: another build of clean is running (it holds {out.resolve() / '.clean.lock'})" \
            in second.stderr
        assert "Traceback" not in second.stderr
    finally:
        first.kill()
        first.communicate()
    assert _whole(out / "clean")["paper"] == "a4"


def test_two_builds_started_together_never_mix_their_outputs(out: Path) -> None:
    procs = [_child("none", out, paper) for paper in ("letter", "a4")]
    results = [(p.wait(timeout=180), p.stderr.read()) for p in procs]
    for p in procs:
        p.stdout.close()
        p.stderr.close()
    assert any(code == 0 for code, _ in results)
    for code, err in results:
        assert code == 0 or (code == 2 and "another build of clean is running" in err), err
    assert _whole(out / "clean")["paper"] in ("a4", "letter")
    assert _leftovers(out) == []


def test_sigterm_is_handled_like_ctrl_c(out: Path) -> None:
    old = _snapshot(out / "clean")
    proc = _child("slow", out, "letter")
    _wait_for_stage(proc)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 143
    assert "terminated; nothing half-done was left" in err
    assert _snapshot(out / "clean") == old and _leftovers(out) == []


def _limit_file_size() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))


def test_a_file_size_limit_is_exit_2_naming_the_file_and_the_old_output_stays_whole(out: Path) -> None:
    old = _snapshot(out / "clean")
    proc = subprocess.run([sys.executable, "-m", "generator.app.cli", "build", "clean", "--progress", "none",
                           "--content", str(GAMES), "--out", str(out), "--paper", "letter"], cwd=ROOT,
                          capture_output=True, text=True,
                          timeout=120, preexec_fn=_limit_file_size)
    assert proc.returncode == 2, proc.stderr
    first = proc.stderr.splitlines()[0]
    assert first.startswith(f"error: cannot write {out.resolve() / 'clean'}/") and "(EFBIG)" in first
    assert "raise the limit, or build elsewhere with --out DIR" in proc.stderr
    assert _snapshot(out / "clean") == old and _leftovers(out) == []


def test_a_full_disk_is_exit_2_naming_the_file(out: Path, monkeypatch) -> None:
    old = _snapshot(out / "clean")
    real = pathlib.Path.write_bytes

    def full(self, data):
        if ".clean.stage-" in str(self):
            raise OSError(errno.ENOSPC, "No space left on device", str(self))
        return real(self, data)

    monkeypatch.setattr(pathlib.Path, "write_bytes", full)   # in this process: render here (--jobs 1)
    result = CliRunner().invoke(app, ["build", "clean", "--progress", "none", "--content", str(GAMES), "--out", str(out), "--jobs", "1",
                                      "--paper", "letter"])   # not the old build's paper: every file is rendered
    assert result.exit_code == 2
    assert result.output.startswith(f"error: cannot write {out.resolve() / 'clean'}/")
    assert "No space left on device (ENOSPC)" in result.output
    assert "hint: the disk is full: free some space, or build elsewhere with --out DIR" in result.output
    assert _snapshot(out / "clean") == old and _leftovers(out) == []


def test_out_naming_a_file_is_exit_2_with_the_path(tmp_path: Path) -> None:
    target = tmp_path / "not-a-folder"
    target.write_text("x")
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(GAMES), "--out", str(target)])
    assert result.exit_code == 2
    assert result.output.startswith(f"error: cannot create the output folder {target}: ")
    assert "a file stands where a folder is needed" in result.output and "Traceback" not in result.output


def _make_read_only(folder: Path) -> bool:
    if os.geteuid() != 0:
        folder.chmod(0o555)
        return True
    return shutil.which("chattr") is not None and subprocess.run(
        ["chattr", "+i", str(folder)], capture_output=True).returncode == 0


def test_a_read_only_output_folder_is_exit_2_and_keeps_the_old_build(out: Path) -> None:
    old = _snapshot(out / "clean")
    if not _make_read_only(out):
        pytest.skip("cannot make a folder read-only here (root without chattr)")
    try:
        result = CliRunner().invoke(app, ["build", "clean", "--progress", "none", "--content", str(GAMES), "--out", str(out)])
    finally:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(out)])
        out.chmod(0o755)
    assert result.exit_code == 2, result.output
    assert str(out.resolve()) in result.output.splitlines()[0] or str(out) in result.output.splitlines()[0]
    assert "(EACCES)" in result.output or "(EPERM)" in result.output or "(EROFS)" in result.output
    assert "build elsewhere with --out DIR" in result.output
    assert _snapshot(out / "clean") == old


def test_keep_carries_an_unchanged_file_over_with_its_manifest_entry(out: Path) -> None:
    before = json.loads((out / "clean" / "manifest.json").read_text(encoding="utf-8"))
    writer = OutputWriter(out, "clean")
    assert writer.keep("tokens.pdf") is True
    assert writer.keep("no-such.pdf") is False
    writer.write("map.pdf", b"%PDF-1.4 new", "map")
    writer.commit({"game": "clean"})
    after = _whole(out / "clean")
    assert [f["path"] for f in after["files"]] == ["map.pdf", "tokens.pdf"]
    assert next(f for f in after["files"] if f["path"] == "tokens.pdf") == \
        next(f for f in before["files"] if f["path"] == "tokens.pdf")


def test_keep_refuses_a_file_that_no_longer_matches_its_manifest(out: Path) -> None:
    (out / "clean" / "tokens.pdf").write_bytes(b"tampered")
    writer = OutputWriter(out, "clean")
    assert writer.keep("tokens.pdf") is False
    writer.abort()
    assert _leftovers(out) == []


def _unlock(folder: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(folder)], capture_output=True)
    folder.chmod(0o755)


def test_a_read_only_game_folder_in_a_writable_output_is_exit_2_and_leaves_no_staging(out: Path) -> None:
    """output/clean read-only, output/ writable: the swap itself would work, but the previous build, swapped
    out, could never be deleted (it stayed as a hidden .clean.stage-* forever). Refused before the swap."""
    old = _snapshot(out / "clean")
    if not _make_read_only(out / "clean"):
        pytest.skip("cannot make a folder read-only here (root without chattr)")
    try:
        result = CliRunner().invoke(app, ["build", "clean", "--progress", "none", "--content", str(GAMES), "--out", str(out),
                                          "--paper", "letter"])   # every file changes: a commit is needed
    finally:
        _unlock(out / "clean")
    final = out.resolve() / "clean"
    assert result.exit_code == 2, result.output
    assert result.output.splitlines()[0] == (f"error: cannot replace {final}: the folder is read-only, so the "
                                             "previous build could not be removed (EACCES)")
    assert f"hint: make it writable (chmod -R u+w {final}) and run again" in result.output
    assert _snapshot(out / "clean") == old and _leftovers(out) == []


def test_stale_staging_with_read_only_folders_is_removed_by_the_next_build(out: Path) -> None:
    """What an earlier run left (a previous build it could not delete, read-only inside) goes on the next build."""
    stale = out / ".clean.stage-k1ll3d"
    (stale / "png").mkdir(parents=True)
    (stale / "png" / "old.png").write_bytes(b"old")
    (stale / "cards.pdf").write_bytes(b"old")
    if not _make_read_only(stale / "png") or not _make_read_only(stale):
        pytest.skip("cannot make a folder read-only here (root without chattr)")
    try:
        if os.geteuid() == 0:   # an immutable folder cannot be removed even by its owner: lift it as chmod would
            _unlock(stale)
            _unlock(stale / "png")
            (stale / "png").chmod(0o555)
            stale.chmod(0o555)
        result = CliRunner().invoke(app, ["build", "clean", "--content", str(GAMES), "--out", str(out)])
    finally:
        for folder in (stale / "png", stale):
            if folder.exists():
                _unlock(folder)
    assert result.exit_code == 0, result.output
    assert _leftovers(out) == []


def test_remove_tree_makes_read_only_folders_writable_before_giving_up(tmp_path: Path, monkeypatch) -> None:
    """As a non-root user would see it: unlinking in a folder without write permission fails until it is chmodded."""
    from generator.write import output_folder

    tree = tmp_path / ".clean.stage-x"
    (tree / "sub").mkdir(parents=True)
    (tree / "sub" / "f.pdf").write_bytes(b"x")
    (tree / "sub").chmod(0o555)
    real_unlink = os.unlink

    def unlink(path, *, dir_fd=None):
        folder = os.fstat(dir_fd) if dir_fd is not None else os.stat(os.path.dirname(path) or ".")
        if not folder.st_mode & 0o200:
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return real_unlink(path, dir_fd=dir_fd)

    monkeypatch.setattr(os, "unlink", unlink)
    output_folder.remove_tree(tree)
    assert not tree.exists()


# In the renderer, as WeasyPrint's font copy into TMPDIR fails under `ulimit -f` or on a full /tmp: an OSError
# from a write through an open file, which carries no file name.
_NO_ROOM = ("import errno\nfrom reportlab.pdfgen import canvas\n"
            "def save(self):\n    raise OSError(errno.ENOSPC, 'No space left on device')\n"
            "canvas.Canvas.save = save\n")


class _NoRoomInWorker:
    """Unpickled in the worker that receives the task (workers fork from a forkserver, so a monkeypatch here
    never reaches them; see test_worker_died.py): patches the worker's reportlab to fail as a full TMPDIR does."""

    def __reduce__(self):
        return (exec, (_NO_ROOM,))


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_os_error_without_a_path_in_a_renderer_is_exit_2_naming_the_temp_folder(
        out: Path, jobs: str, monkeypatch) -> None:
    import dataclasses
    import tempfile

    from generator.render import pool

    old = _snapshot(out / "clean")
    if jobs == "1":   # rendered in this process: an ordinary monkeypatch
        from reportlab.pdfgen import canvas

        def save(self):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(canvas.Canvas, "save", save)
    else:
        real_task = pool.GameWork.task
        monkeypatch.setattr(pool.GameWork, "task", lambda self, unit: dataclasses.replace(
            real_task(self, unit), previous={**real_task(self, unit).previous, "_fault": _NoRoomInWorker()}))
    result = CliRunner().invoke(app, ["build", "clean", "--progress", "none", "--content", str(GAMES), "--out", str(out), "--jobs", jobs,
                                      "--paper", "letter"])
    assert result.exit_code == 2, result.output
    assert "internal error" not in result.output and "Traceback" not in result.output
    first = result.output.splitlines()[0]
    assert first.startswith(f"error: cannot write a temporary file in {tempfile.gettempdir()} while rendering "), first
    assert first.endswith(": No space left on device (ENOSPC)")
    assert (f"hint: its disk is full: pnp's renderers (WeasyPrint's fonts, pictures) write temporary files in "
            f"TMPDIR, now {tempfile.gettempdir()}; free space there or set TMPDIR") in result.output
    assert _snapshot(out / "clean") == old and _leftovers(out) == []
