"""pnp check of several games on several cores (generator/app/check_pool.py): the same answers as one process."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app import check_pool
from generator.app.cli import app

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content"
GAMES = ["commissioned", "the-acts", "journeys-of-paul", "commerce"]
forks = pytest.mark.skipif(check_pool.workers_for(2, 2) < 2, reason="this system checks in one process")


def test_shares_split_the_games_by_weight_and_keep_every_game_once():
    # Heaviest first, each to the lighter share: 9 | 5+4 -> [[0], [1, 2]]; 6 | 5 | 3+2 with three workers.
    assert check_pool.shares([9, 5, 4], 2) == [[0], [1, 2]]
    assert check_pool.shares([2, 6, 3, 5], 3) == [[1], [3], [0, 2]]
    assert check_pool.shares([1, 1], 4) == [[0], [1]]   # no empty share
    assert check_pool.shares([0, 0, 0, 0], 2) == [[0, 2], [1, 3]]   # weightless games still spread


def test_one_game_or_one_job_is_checked_in_this_process():
    assert check_pool.workers_for(1) == 1
    assert check_pool.workers_for(4, 1) == 1
    assert check_pool.workers_for(3, 8) <= 3


@forks
def test_workers_check_their_share_and_answers_come_back_in_the_games_order(tmp_path):
    jobs = [(f"g{i}", tmp_path) for i in range(4)]
    me = os.getpid()
    got = check_pool.check_all(jobs, lambda g, f: (g, os.getpid()), 2)
    assert [g for g, _ in got] == ["g0", "g1", "g2", "g3"]
    assert {pid for _, pid in got if pid != me}, "no game was checked in a worker"
    assert any(pid == me for _, pid in got), "this process checked no share of its own"


@forks
@pytest.mark.parametrize("failing, raised", [({"g2"}, "g2"), ({"g1", "g3"}, "g1"), ({"g0", "g3"}, "g0")])
def test_an_error_is_raised_here_and_the_first_game_in_order_wins(tmp_path, failing, raised):
    def check(game, folder):
        if game in failing:
            raise ValueError(game)
        return game

    with pytest.raises(ValueError) as caught:
        check_pool.check_all([(f"g{i}", tmp_path) for i in range(4)], check, 2)
    assert str(caught.value) == raised


@forks
def test_a_worker_that_dies_costs_only_time(tmp_path):
    parent = os.getpid()

    def check(game, folder):
        if os.getpid() != parent:
            os._exit(9)   # killed without a word, as the kernel's OOM killer would
        return game.upper()

    assert check_pool.check_all([(f"g{i}", tmp_path) for i in range(4)], check, 2) == ["G0", "G1", "G2", "G3"]


@forks
@pytest.mark.parametrize("fmt", ["text", "json"])
def test_four_games_checked_side_by_side_print_what_one_process_prints(fmt):
    runs = [CliRunner().invoke(app, ["check", *GAMES, "--content", str(CONTENT), "--no-cache", "--format", fmt,
                                     "--jobs", jobs]) for jobs in ("1", "2")]
    assert [r.exit_code for r in runs] == [runs[0].exit_code] * 2
    assert runs[1].output == runs[0].output
    assert "4 game(s)" in runs[0].output or '"games"' in runs[0].output


def test_preload_loads_no_library_a_check_may_not_need():
    # What is imported before forking is paid by every check, even one whose games need no layout or
    # document: only pnp's own check modules, never a template engine, Markdown parser or renderer.
    probe = (
        "import sys\n"
        "from importlib import import_module\n"
        "from generator.app import check_pool\n"
        "for name in check_pool.PRELOAD: import_module(name)\n"
        "print(','.join(sorted({m.split('.')[0] for m in sys.modules} & {'jinja2', 'markdown_it', 'reportlab', "
        "'weasyprint', 'PIL', 'pypdfium2', 'rich', 'fontTools'})))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == ""


def test_few_collections_raises_the_young_threshold_and_gives_everything_back():
    import gc

    before = gc.get_threshold()
    with check_pool.few_collections():
        inside = gc.get_threshold()
        frozen = gc.get_freeze_count()
    assert inside == (max(before[0], 200_000), *before[1:])
    assert frozen > 0   # the modules alive at the start are set aside, not scanned again
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0


def test_what_a_check_leaves_alive_joins_the_old_objects_without_a_young_collection():
    # giving the thresholds back with 1,000 new objects alive would set off a young collection of them all at the
    # next allocation; they are moved to the oldest generation instead (freeze, unfreeze), and a cycle among them
    # is still freed by the next full collection
    import gc
    import weakref

    class Node:
        pass

    collections: list[int] = []

    def count(phase, info):
        if phase == "start" and info["generation"] < 2:
            collections.append(info["generation"])

    gc.collect()
    gc.callbacks.append(count)
    try:
        with check_pool.few_collections():
            kept = [Node() for _ in range(1_000)]
            cycle = Node()
            cycle.me = cycle   # type: ignore[attr-defined]
            gone = weakref.ref(cycle)
            del cycle
        assert gc.get_count()[0] < 10 and gc.get_threshold()[0] < 1_000
        made = [Node() for _ in range(100)]   # with the 1,000 still young, these would set off a collection
        assert collections == []
    finally:
        gc.callbacks.remove(count)
    assert gone() is not None   # no young collection walked it
    gc.collect()
    assert gone() is None and (len(kept), len(made)) == (1_000, 100)


def test_check_all_gives_the_collector_back_after_a_failing_check():
    import gc

    before = gc.get_threshold()

    def boom(game_id, folder):
        raise RuntimeError(game_id)

    with pytest.raises(RuntimeError):
        check_pool.check_all([("a", Path("."))], boom, 1)
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0


def test_the_objects_alive_at_exit_are_frozen_once_check_all_ran():
    """check_all registers gc.freeze to run at exit (once, however often it runs), so the interpreter's last
    collections skip what reference counting frees anyway; until then nothing is frozen. A handler registered
    before it runs after it (atexit runs the last registered first) and sees the objects set aside."""
    probe = (
        "import atexit, gc\n"
        "from pathlib import Path\n"
        "from generator.app import check_pool\n"
        "atexit.register(lambda: print('frozen at exit:', gc.get_freeze_count() > 0))\n"
        "for _ in range(3):\n"
        "    check_pool.check_all([('a', Path('.'))], lambda game, folder: game, 1)\n"
        "print('frozen before exit:', gc.get_freeze_count() > 0, len(check_pool._FREEZE_AT_EXIT))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.splitlines() == ["frozen before exit: False 1", "frozen at exit: True"]


def test_markdown_it_is_imported_before_forking_only_when_a_game_has_a_document(tmp_path):
    # Every process that checks a game with a rulebook.md or quickref.md imports markdown-it: once in the
    # parent instead of once in each. A set of games without documents imports nothing more.
    bare = [(name, tmp_path / name) for name in ("a", "b")]
    for _, folder in bare:
        folder.mkdir()
        (folder / "game.yaml").write_text("id: x\n", encoding="utf-8")
    assert check_pool.libraries_for(bare) == ()
    (bare[1][1] / "quickref.md").write_text("# Quick\n", encoding="utf-8")
    assert check_pool.libraries_for(bare) == ("markdown_it",)
    assert check_pool.libraries_for([(g, CONTENT / g) for g in GAMES]) == ("markdown_it",)


def test_a_process_that_checks_again_and_again_still_frees_the_cycles_its_checks_leave(monkeypatch):
    # what few_collections moves to the oldest generation is not counted towards a full collection; once
    # _FULL_AFTER objects have been moved, it collects fully itself, so `pnp watch` never piles cycles up
    import gc
    import weakref

    class Node:
        pass

    monkeypatch.setattr(check_pool, "_FULL_AFTER", 5_000)
    monkeypatch.setattr(check_pool, "_MOVED", [0])
    gc.collect()
    left: list[weakref.ref] = []
    kept: list[list[Node]] = []
    for _ in range(8):   # eight checks, each leaving 1,000 live objects and one cycle behind
        with check_pool.few_collections():
            kept.append([Node() for _ in range(1_000)])
            cycle = Node()
            cycle.me = cycle   # type: ignore[attr-defined]
            left.append(weakref.ref(cycle))
            del cycle
    assert left[-1]() is not None   # the last ones wait for the next full collection
    assert left[0]() is None   # the first were freed when 5,000 had been moved
    assert check_pool._MOVED[0] < 5_000
