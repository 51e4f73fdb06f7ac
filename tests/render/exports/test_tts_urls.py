"""Tabletop Simulator deck JSON names pictures by an address TTS can load, when asked to."""
from __future__ import annotations

import json
import shutil
from pathlib import Path
from urllib.parse import unquote, urlparse

from typer.testing import CliRunner

from generator.app.cli import app

FIXTURES = Path(__file__).parents[2] / "fixtures" / "games"


def _deck(content: Path, out: Path, *args: str) -> dict:
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(content), "--out", str(out),
                                      "--export", "tts", *args])
    assert result.exit_code == 0, result.output
    saved = json.loads((out / "clean" / "tts" / "market.json").read_text(encoding="utf-8"))
    return saved["ObjectStates"][0]["CustomDeck"]["1"]


def test_url_prefix_is_written_before_each_picture(tmp_path: Path) -> None:
    custom = _deck(FIXTURES, tmp_path, "--tts-url", "https://example.org/clean/tts")
    assert custom["FaceURL"] == "https://example.org/clean/tts/market-faces-1.png"
    assert custom["BackURL"] == "https://example.org/clean/tts/market-back.png"


def test_local_writes_file_urls_of_the_built_pictures(tmp_path: Path) -> None:
    custom = _deck(FIXTURES, tmp_path / "my out", "--tts-url", "local")
    for key in ("FaceURL", "BackURL"):
        url = urlparse(custom[key])
        assert url.scheme == "file" and custom[key].startswith("file:///")
        assert Path(unquote(url.path)).is_file()        # the very file the build wrote
        assert Path(unquote(url.path)).parent == (tmp_path / "my out" / "clean" / "tts").resolve()


def test_game_yaml_tts_url_and_bare_names_by_default(tmp_path: Path) -> None:
    assert _deck(FIXTURES, tmp_path / "plain")["FaceURL"] == "market-faces-1.png"
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "clean", content / "clean")
    yaml = content / "clean" / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8") + "tts:\n  url: https://cdn.example.org/x/\n", encoding="utf-8")
    assert _deck(content, tmp_path / "out")["FaceURL"] == "https://cdn.example.org/x/market-faces-1.png"
    assert _deck(content, tmp_path / "out2", "--tts-url", "file:///srv/tts")["FaceURL"] == \
        "file:///srv/tts/market-faces-1.png"   # the command line wins


def test_an_address_tts_cannot_load_is_refused_before_building(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(FIXTURES), "--out", str(tmp_path),
                                      "--export", "tts", "--tts-url", "example.org/tts"])
    assert result.exit_code == 2
    assert result.output.startswith("error: --tts-url: 'example.org/tts' is not an address Tabletop Simulator can load")
    assert not (tmp_path / "clean").exists()
