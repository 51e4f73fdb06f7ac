"""pnp build: the check gates the write, the writer owns output/ and writes atomically."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import FIXTURES
from generator.app.cli import app
from generator.write.writer import OutputWriter, WriteError


def build(*args: str):
    return CliRunner().invoke(app, ["build", *args, "--content", str(FIXTURES)])


def test_build_writes_manifest_in_the_design_shape(tmp_path: Path) -> None:
    result = build("clean", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "clean" / "manifest.json").read_text())
    assert manifest["game"] == "clean" and manifest["version"] == "1.0"
    assert len(manifest["content_hash"]) == 64 and isinstance(manifest["files"], list)


def test_build_is_deterministic(tmp_path: Path) -> None:
    build("clean", "--out", str(tmp_path / "a"))
    build("clean", "--out", str(tmp_path / "b"))
    assert (tmp_path / "a/clean/manifest.json").read_bytes() == (tmp_path / "b/clean/manifest.json").read_bytes()


def test_failed_check_writes_nothing_and_keeps_good_output(tmp_path: Path) -> None:
    good = tmp_path / "table-mismatch"
    good.mkdir()
    (good / "manifest.json").write_text('{"previous": "good"}')
    result = build("table-mismatch", "--out", str(tmp_path))
    assert result.exit_code == 1
    assert "nothing was written" in result.output and "TBL001" in result.output
    assert "Traceback" not in result.output
    assert (good / "manifest.json").read_text() == '{"previous": "good"}'
    assert not any(p.name.startswith(".") for p in tmp_path.iterdir())


def test_a_failed_check_offers_a_waiver_of_each_error_that_pasted_lets_the_build_through(tmp_path: Path) -> None:
    # writers outside the project met a false error, found no way past it but --no-check, and built every file
    # unchecked: the failure now shows the waiver to paste, the designer writes the reason
    import shutil

    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "table-mismatch", content / "table-mismatch",
                    ignore=shutil.ignore_patterns("__pycache__"))
    failed = CliRunner().invoke(app, ["build", "table-mismatch", "--content", str(content), "--out",
                                      str(tmp_path / "out")])
    assert failed.exit_code == 1
    offered = [line.strip()[2:] for line in failed.output.splitlines() if line.strip().startswith("- {rule: ")]
    assert offered and all(line.startswith("{rule: TBL001, match: \"") for line in offered), failed.output
    assert failed.output.rstrip().endswith("or build with --no-check to print anyway")
    game = content / "table-mismatch" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8") + "waivers:\n" + "".join(f"  - {w}\n" for w in offered),
                    encoding="utf-8")
    passed = CliRunner().invoke(app, ["build", "table-mismatch", "--content", str(content), "--out",
                                      str(tmp_path / "out")])
    assert passed.exit_code == 0, passed.output
    assert json.loads((tmp_path / "out" / "table-mismatch" / "manifest.json").read_text())["checked"] is True


def test_no_check_builds_anyway_and_says_so(tmp_path: Path) -> None:
    result = build("table-mismatch", "--no-check", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert "--no-check" in result.output
    assert json.loads((tmp_path / "table-mismatch/manifest.json").read_text())["checked"] is False


def test_unusable_input_exits_2_without_traceback(tmp_path: Path) -> None:
    result = build("bad-yaml", "--out", str(tmp_path))
    assert result.exit_code == 2
    assert "bad-yaml/game.yaml:3:8: error[YAML001]" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "bad-yaml").exists()


def test_writer_refuses_paths_outside_its_game_and_second_writes(tmp_path: Path) -> None:
    writer = OutputWriter(tmp_path, "g")
    writer.write("cards-a.pdf", b"x", "cards")
    with pytest.raises(WriteError):
        writer.write("cards-a.pdf", b"y", "cards")
    with pytest.raises(WriteError):
        writer.write("../other/escape.pdf", b"y", "cards")
    with pytest.raises(WriteError):
        writer.write("manifest.json", b"{}", "cards")
    with pytest.raises(WriteError):
        writer.write("odd.bin", b"{}", "nonsense-kind")
    writer.abort()
    assert not (tmp_path / "g").exists()


def test_writer_commit_replaces_files_and_drops_stale_ones(tmp_path: Path) -> None:
    first = OutputWriter(tmp_path, "g")
    first.write("old.pdf", b"old", "cards")
    first.write("keep.pdf", b"v1", "cards")
    first.commit({"game": "g"})
    second = OutputWriter(tmp_path, "g")
    second.write("keep.pdf", b"v2", "cards")
    second.commit({"game": "g"})
    assert (tmp_path / "g/keep.pdf").read_bytes() == b"v2"
    assert not (tmp_path / "g/old.pdf").exists()
    files = json.loads((tmp_path / "g/manifest.json").read_text())["files"]
    assert [f["path"] for f in files] == ["keep.pdf"]


def _dated_copy(tmp_path: Path, name: str, mtime: float) -> Path:
    import os
    import shutil

    content = tmp_path / name
    shutil.copytree(FIXTURES / "clean", content / "clean")
    yaml_path = content / "clean" / "game.yaml"
    yaml_path.write_text(yaml_path.read_text().replace('version: "1.0"\n', 'version: "1.0"\ndate: "2026-01-02"\n'))
    for path in (content / "clean").rglob("*"):
        os.utime(path, (mtime, mtime))
    return content


def test_same_content_gives_the_same_bytes_from_any_checkout(tmp_path: Path) -> None:
    outputs = []
    for name, mtime in (("a", 1_000_000_000), ("b", 1_700_000_000)):
        content = _dated_copy(tmp_path, name, mtime)
        result = CliRunner().invoke(app, ["build", "clean", "--content", str(content), "--out", str(tmp_path / f"out-{name}")])
        assert result.exit_code == 0, result.output
        outputs.append(tmp_path / f"out-{name}" / "clean")
    for pdf in sorted(p.name for p in outputs[0].glob("*.pdf")):
        assert (outputs[0] / pdf).read_bytes() == (outputs[1] / pdf).read_bytes(), pdf


def test_a_malformed_date_is_a_load_error(tmp_path: Path) -> None:
    content = _dated_copy(tmp_path, "a", 1_000_000_000)
    yaml_path = content / "clean" / "game.yaml"
    yaml_path.write_text(yaml_path.read_text().replace('date: "2026-01-02"', 'date: "2 Jan 2026"'))
    result = CliRunner().invoke(app, ["check", "clean", "--content", str(content)])
    assert result.exit_code == 2
    assert "clean/game.yaml:5:1: error[SCH002] date '2 Jan 2026' is not a date" in result.output


def test_a_stopped_build_counts_the_warnings_it_does_not_list() -> None:
    # art-ranks' writer: the build's summary said '0 warning(s)' where pnp check listed 3
    from generator.app.report import as_text
    from generator.check import check_game
    from generator.load import load_game

    ROOT = Path(__file__).resolve().parents[2]
    folder = ROOT / "tests" / "corpus" / "art-ranks"
    findings = check_game(load_game(folder))
    warnings = [f for f in findings if f.severity == "warning"]
    assert warnings and all(f.severity != "error" for f in findings)
    shown = as_text(["art-ranks"], findings[:1], counted=findings).splitlines()[-1]
    assert shown == (f"checked 1 game(s): art-ranks; 0 error(s), {len(warnings)} warning(s), 0 waived "
                     f"(the other {len(findings) - 1}: pnp check lists them)")
    assert as_text(["art-ranks"], findings).splitlines()[-1].endswith("0 waived")


@pytest.mark.parametrize("where", ["content", "game", "inside"])
def test_an_output_folder_that_is_or_holds_the_content_is_refused(tmp_path: Path, where: str) -> None:
    # a hostile-input probe: `--out` equal to the content folder made output/<game> the game folder itself, and the
    # build swapped the game's own files for its outputs (a designer's index.html replaced), exit 0
    import shutil

    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "clean", content / "clean", ignore=shutil.ignore_patterns("__pycache__"))
    (content / "clean" / "index.html").write_text("<h1>mine</h1>", encoding="utf-8")
    before = sorted((p.relative_to(content), p.read_bytes()) for p in content.rglob("*") if p.is_file())
    out = {"content": content, "game": content / "clean", "inside": content / "clean" / "out"}[where]
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(content), "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.output.startswith(f"error: --out {out} would put clean's outputs in its own game folder "
                                    f"{content / 'clean'}"), result.output
    assert sorted((p.relative_to(content), p.read_bytes()) for p in content.rglob("*") if p.is_file()) == before


def test_a_setup_that_exits_does_not_end_a_no_check_build(tmp_path: Path) -> None:
    # a hostile-input probe: setup() calling sys.exit(0) ended a --no-check build while it was planned (the supply
    # of the manifest called setup() outside the engine's controls): exit 0 and nothing written. Under the controls
    # the fault is the check's to report (ENG003) and the box count stands in
    import shutil

    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "clean", content / "clean", ignore=shutil.ignore_patterns("__pycache__"))
    engine = content / "clean" / "engine.py"
    head = "def setup(players: int, variant: str | None = None) -> dict[str, int]:\n"
    engine.write_text(engine.read_text(encoding="utf-8").replace(head, head + "    import sys\n    sys.exit(0)\n"),
                      encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "clean", "--no-check", "--content", str(content), "--out",
                                      str(tmp_path / "out"), "--only", "cards"])
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "out" / "clean" / "manifest.json").read_text(encoding="utf-8"))
    assert {line["id"]: line.get("per_players") for line in manifest["inventory"]}["pawns"] is not None
    checked = CliRunner().invoke(app, ["check", "clean", "--content", str(content), "--no-cache"])
    assert checked.exit_code == 1 and "ENG003" in checked.output, checked.output
