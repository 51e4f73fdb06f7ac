"""Every process a build or a check starts ends with it (generator/core/lifeline.py), and a signal at any moment is
one clean message and exit 130/143.

The game is the clean fixture with an engine rule that, when the test asks for it (PNP_TEST_MARK), writes
its pid to a file and then sleeps: in `pnp build` it is called by the rulebook, rendered in a build worker;
in `pnp check` by the checks, in the forked workers and in pnp itself. Its engine_timeout is 120 s, so a
worker left behind by a killed pnp would live on for two minutes. Every process of the run carries a tag in
its environment, found again in /proc after the kill. Waits poll with deadlines; no fixed sleeps.
"""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "tests" / "fixtures" / "games"
PNP = [sys.executable, "-c", "from generator.app.cli import app; app(prog_name='pnp')"]
TAG = "PNP_TEST_LIFELINE"

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs /proc (Linux)")

SLOW_RULE = '''

@rule
def slow_deal(players: int) -> int:
    import os, pathlib, time
    mark = os.environ.get("PNP_TEST_MARK")
    if mark:
        pathlib.Path(mark, str(os.getpid())).write_text("started", encoding="utf-8")
        while True:
            time.sleep(0.05)
    return players
'''


def _game(tmp_path: Path, name: str = "clean") -> Path:
    content = tmp_path / "content"
    game = content / name
    shutil.copytree(GAMES / "clean", game, ignore=shutil.ignore_patterns("__pycache__"))
    with (game / "engine.py").open("a", encoding="utf-8") as f:
        f.write(SLOW_RULE)
    yaml = game / "game.yaml"
    text = yaml.read_text(encoding="utf-8").replace("id: clean\n", f"id: {name}\n", 1)
    yaml.write_text(text.replace("players: 2-4\n", "players: 2-4\nengine_timeout: 120\n", 1), encoding="utf-8")
    (game / "rulebook.md").write_text("## Dealing {#dealing}\n\nDeal {{ engine.slow_deal(2) }} cards.\n", encoding="utf-8")
    return content


def _tagged(tag: str) -> list[int]:
    """Live (not zombie) processes whose environment holds the tag."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if f"{TAG}={tag}".encode() not in (entry / "environ").read_bytes().split(b"\0"):
                continue
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:   # gone meanwhile, or not ours
            continue
        if state not in ("Z", "X"):
            found.append(int(entry.name))
    return found


def _wait(what, deadline_s: float, proc: subprocess.Popen | None = None):
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        got = what()
        if got:
            return got
        if proc is not None and proc.poll() is not None:
            raise AssertionError(f"pnp ended first ({proc.returncode}): {proc.communicate()[1][-2000:]}")
        time.sleep(0.05)
    return what()


def _start(tmp_path: Path, args: list[str], tag: str, marks: Path, **popen) -> subprocess.Popen:
    marks.mkdir()
    env = {**os.environ, TAG: tag, "PNP_TEST_MARK": str(marks), "PNP_CACHE_DIR": ""}
    return subprocess.Popen([*PNP, *args], cwd=tmp_path, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **popen)


def _end_all(tag: str) -> None:
    for pid in _tagged(tag):   # whatever a failed test left: never leave a sleeper behind
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


@pytest.mark.parametrize("command", ["build", "check"])
def test_kill_9_of_pnp_ends_every_process_it_started_within_5_s(tmp_path: Path, command: str) -> None:
    content = _game(tmp_path)
    if command == "check":   # two games, so a worker is forked to check one of them
        shutil.copytree(content / "clean", content / "twin")
        yaml = content / "twin" / "game.yaml"
        yaml.write_text(yaml.read_text(encoding="utf-8").replace("id: clean\n", "id: twin\n", 1), encoding="utf-8")
        args = ["check", "--content", str(content), "--jobs", "2"]
    else:
        args = ["build", "clean", "--content", str(content), "--out", str(tmp_path / "out"), "--jobs", "2",
                "--no-check"]
    tag, marks = uuid.uuid4().hex, tmp_path / "marks"
    proc = _start(tmp_path, args, tag, marks)
    try:
        inside = [] if command == "build" else [proc.pid]   # a build's rule runs in a worker, never in pnp
        started = _wait(lambda: [p for p in marks.iterdir() if int(p.name) not in inside], 180, proc)
        assert started, "no worker reached the engine rule"
        assert len(_tagged(tag)) >= 2
        proc.kill()
        proc.wait(timeout=30)   # not communicate(): a worker left behind would hold its pipes open
        left = _wait(lambda: not _tagged(tag), 5.0)
        assert left, f"still running 5 s after kill -9 of pnp: {_tagged(tag)}"
    finally:
        _end_all(tag)
        proc.kill()
        proc.communicate(timeout=30)


def test_where_there_is_no_death_signal_a_watch_ends_the_process_when_its_parent_ends(tmp_path: Path) -> None:
    """The fallback of systems without PR_SET_PDEATHSIG, run here with the signal turned off: a child whose
    parent has ended is gone within the watch's half second (5 s allowed for a loaded machine)."""
    script = (
        "import os, time\n"
        "from generator.core import lifeline\n"
        "lifeline._death_signal = lambda: False\n"
        "parent = os.getpid()\n"
        "pid = os.fork()\n"
        "if pid == 0:\n"
        "    print(lifeline.die_with_parent(parent), flush=True)\n"
        "    time.sleep(60)\n"
        "    os._exit(0)\n"
        "print(pid, flush=True)\n"
        "time.sleep(0.5)\n"
        "os._exit(0)\n")
    tag = uuid.uuid4().hex
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env={**os.environ, TAG: tag},
                          capture_output=True, text=True, timeout=60)
    try:
        # parent and child write to one pipe at once: their words may run together ('29458watch')
        assert "watch" in done.stdout, done.stdout + done.stderr
        assert _wait(lambda: not _tagged(tag), 5.0), f"the child outlived its parent: {_tagged(tag)}"
    finally:
        _end_all(tag)


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def _maps(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/maps").read_text()
    except OSError:
        return ""


def test_ctrl_c_while_the_forkserver_starts_is_one_message_without_a_traceback(tmp_path: Path) -> None:
    """A terminal's Ctrl-C reaches the whole process group. The forkserver spends a second or more importing
    the renderers; interrupted there it printed a KeyboardInterrupt traceback after pnp's own message."""
    content = _game(tmp_path)
    tag, marks = uuid.uuid4().hex, tmp_path / "marks"
    args = ["build", "clean", "--content", str(content), "--out", str(tmp_path / "out"), "--jobs", "2", "--no-check"]
    marks.mkdir()
    proc = subprocess.Popen([*PNP, *args], cwd=tmp_path, env={**os.environ, TAG: tag}, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        # the forkserver in the middle of its imports: Pillow's extension loaded, WeasyPrint's not yet
        assert _wait(lambda: [p for p in _tagged(tag) if "forkserver" in _cmdline(p) and "PIL" in _maps(p)],
                     120, proc)
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 130, err
        assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
        assert err.strip().splitlines()[-1] == ("interrupted; nothing half-done was left: outputs already in "
                                                "place were kept as they were")
        assert err.count("interrupted;") == 1
        assert not list((tmp_path / "out").glob(".clean.stage-*"))
        assert _wait(lambda: not _tagged(tag), 5.0)
    finally:
        _end_all(tag)
        proc.kill()
        proc.communicate(timeout=30)


@pytest.mark.parametrize("to_group", [False, True], ids=["pnp", "group"])
def test_sigterm_while_a_worker_renders_is_exit_143_with_nothing_left(tmp_path: Path, to_group: bool) -> None:
    content = _game(tmp_path)
    tag, marks = uuid.uuid4().hex, tmp_path / "marks"
    args = ["build", "clean", "--content", str(content), "--out", str(tmp_path / "out"), "--jobs", "2", "--no-check"]
    proc = _start(tmp_path, args, tag, marks, start_new_session=to_group)
    try:
        assert _wait(lambda: list(marks.iterdir()), 180, proc)
        os.killpg(proc.pid, signal.SIGTERM) if to_group else proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 143, err
        assert "Traceback" not in err
        assert err.strip().splitlines()[-1] == ("terminated; nothing half-done was left: outputs already in "
                                                "place were kept as they were")
        assert not list((tmp_path / "out").glob(".clean.stage-*"))
        assert _wait(lambda: not _tagged(tag), 5.0)
    finally:
        _end_all(tag)
        proc.kill()
        proc.communicate(timeout=30)


def test_sigterm_while_a_later_game_is_checked_removes_the_stage_of_the_game_planned_before(tmp_path: Path) -> None:
    """`pnp build alpha beta`: alpha is planned (its staging folder made) while beta is still checked; a
    SIGTERM then left alpha's staging folder behind while the message said nothing half-done was left."""
    content = _game(tmp_path, "beta")   # beta's check calls the sleeping rule (in pnp: one game at a time)
    shutil.copytree(GAMES / "clean", content / "alpha", ignore=shutil.ignore_patterns("__pycache__"))
    yaml = content / "alpha" / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("id: clean\n", "id: alpha\n", 1), encoding="utf-8")
    tag, marks, out = uuid.uuid4().hex, tmp_path / "marks", tmp_path / "out"
    proc = _start(tmp_path, ["build", "alpha", "beta", "--content", str(content), "--out", str(out), "--jobs", "1"],
                  tag, marks)
    try:
        assert _wait(lambda: list(marks.iterdir()), 180, proc)
        assert list(out.glob(".alpha.stage-*"))   # alpha planned: its staging folder is there
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 143, err
        assert err.strip().splitlines()[-1] == ("terminated; nothing half-done was left: outputs already in "
                                                "place were kept as they were")
        assert sorted(p.name for p in out.iterdir() if not p.name.endswith(".lock")) == []
    finally:
        _end_all(tag)
        proc.kill()
        proc.communicate(timeout=30)


def test_sigterm_stops_watch_with_143_and_ctrl_c_with_130(tmp_path: Path) -> None:
    """watchfiles turns the signal pnp raised into a plain KeyboardInterrupt of its own: SIGTERM was reported
    as a Ctrl-C and watch ended with 0."""
    content = _game(tmp_path)
    for sig, code in ((signal.SIGTERM, 143), (signal.SIGINT, 130)):
        proc = subprocess.Popen([*PNP, "watch", "clean", "--content", str(content), "--out", str(tmp_path / "out"),
                                 "--jobs", "1"], cwd=tmp_path, text=True, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"},
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        try:
            lines = []
            for line in proc.stdout:
                lines.append(line)
                if "watching for changes" in line:
                    break
            proc.send_signal(sig)
            rest = proc.communicate(timeout=60)[0]
            assert proc.returncode == code, "".join(lines) + rest
            assert rest.strip().splitlines()[-1] == ("stopped watching; nothing half-done was left: output/ holds "
                                                     "the last complete build of each game")
            assert "Traceback" not in rest
        finally:
            proc.kill()
            proc.communicate(timeout=30)


def test_an_interrupt_a_library_wraps_in_another_error_is_still_an_interrupt() -> None:
    """A Ctrl-C landing while Python runs a descriptor's __set_name__ (a dataclass of markdown-it being
    defined as pnp imports it) arrives as a RuntimeError: it was reported as an internal error, exit 3."""
    import types

    import typer

    from generator.app.cli import _guard

    class Interrupting:
        def __set_name__(self, owner, name):
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(5)   # the handler raises at once; never slept out

    def body() -> int:
        type("Owner", (), {"field": Interrupting()})
        return 0

    with pytest.raises(typer.Exit) as stop:
        _guard(types.SimpleNamespace(obj={"debug": False}), body)
    assert stop.value.exit_code == 130


def test_a_staging_folder_that_survives_is_named_in_the_last_message(tmp_path: Path) -> None:
    from generator.app.cli import _stopped_message
    from generator.write.writer import OutputWriter

    writer = OutputWriter(tmp_path / "out", "clean")
    try:
        assert _stopped_message("terminated") == (
            f"terminated; outputs already in place were kept as they were; staged files of the stopped build are "
            f"left in {writer.stage}: the next build of clean removes them")
    finally:
        writer.abort()
    assert _stopped_message("terminated") == ("terminated; nothing half-done was left: outputs already in place "
                                              "were kept as they were")
