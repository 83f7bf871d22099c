"""An upgrade that changes how signatures are made: a failure keeps counting on the entry an older version
made for it (tests/data/legacy_store, written by reflexion 8c923fa; store_v2, by a359e6f; store_v3, by
1c2e7f5), never a new duplicate of it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from helpers import entries, failure, run_hook
from typer.testing import CliRunner

from reflexion.cli import app
from reflexion.detect import failure_from_error
from reflexion.signature import earlier_signatures, legacy_signature, signature

LEGACY = Path(__file__).parent / "data" / "legacy_store"
FAILURES = json.loads((LEGACY / "failures.json").read_text())
V2 = Path(__file__).parent / "data" / "store_v2"
V2_FAILURES = json.loads((V2 / "failures.json").read_text())
V3 = Path(__file__).parent / "data" / "store_v3"


def _with_legacy_entries(project: Path, made_by: Path = LEGACY) -> dict[str, dict]:
    folder = project / ".reflexion" / "entries"
    folder.mkdir(parents=True, exist_ok=True)
    for path in made_by.glob("RFX-*.json"):
        shutil.copy(path, folder)
    return {item["id"]: item for item in entries(project)}


def test_the_legacy_entries_hold_signatures_this_version_no_longer_makes() -> None:
    """What the other tests here rely on: each failure's signature changed, its legacy one did not."""
    stored = {json.loads(p.read_text())["signature"] for p in LEGACY.glob("RFX-*.json")}
    for command, error in FAILURES:
        found = failure_from_error(command, error)
        assert found is not None
        assert signature(found) not in stored and legacy_signature(found) in stored


def test_a_failure_counts_on_the_entry_an_older_version_made_for_it(project: Path) -> None:
    before = _with_legacy_entries(project)
    for n, (command, error) in enumerate(FAILURES):
        run_hook("capture", failure(command, error, call=f"toolu_new{n}"))
    after = {item["id"]: item for item in entries(project)}
    assert after.keys() == before.keys()
    bumped = {i for i in after if after[i]["occurrences"] == before[i]["occurrences"] + 1}
    assert len(bumped) == len(FAILURES)
    assert all(after[i]["signature"] == before[i]["signature"] for i in after)  # never rewritten


def test_a_person_s_capture_counts_on_the_entry_an_older_version_made_for_it(project: Path) -> None:
    before = _with_legacy_entries(project)
    args = ["capture", "--type", "error", "--trigger", "lib/cart.ex:12:5: undefined function total/0"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    after = {item["id"]: item for item in entries(project)}
    assert after.keys() == before.keys() and result.output.strip() in after
    assert after[result.output.strip()]["occurrences"] == 2


def test_a_new_store_holds_new_signatures_and_variants_share_them(project: Path) -> None:
    """Without an older entry, the variants the new scheme joins count on one entry holding it."""
    command, error = FAILURES[0]
    run_hook("capture", failure(command, error, call="a"))
    other = error.replace("Fix these issues before committing.", "Total errors: 11, Skipped: 0")
    run_hook("capture", failure(command, other, call="b"))
    [item] = entries(project)
    found = failure_from_error(command, error)
    assert found is not None and item["signature"] == signature(found) and item["occurrences"] == 2


def test_an_older_clone_s_entry_and_an_upgraded_clone_s_for_one_failure_become_one(project: Path) -> None:
    """The upgraded clone met the failure first (an entry with the new signature), an older clone made one
    with the legacy signature, git merged both: the next sighting folds them, and counts once."""
    command, error = FAILURES[0]
    run_hook("capture", failure(command, error, call="a1"))
    folder = project / ".reflexion" / "entries"
    for path in LEGACY.glob("RFX-*.json"):
        shutil.copy(path, folder)
    found = failure_from_error(command, error)
    assert found is not None
    ours = {signature(found), legacy_signature(found)}
    assert len([e for e in entries(project) if e.get("signature") in ours]) == 2
    run_hook("capture", failure(command, error, call="a2"))
    [held] = [e for e in entries(project) if e.get("signature") in ours]
    assert held["occurrences"] >= 3  # both entries' sightings, and this one


# (store an older version made, the trigger a person captured there)
OLDER = [
    (V2, "whoami: extra operand ‘/priv’"),
    (V3, "cat: C:/Users/Mischa/notes.txt: No such file or directory"),
]


@pytest.mark.parametrize(("made_by", "manual"), OLDER)
def test_the_older_entries_hold_signatures_this_version_no_longer_makes(made_by: Path, manual: str) -> None:
    stored = {json.loads(p.read_text())["signature"] for p in made_by.glob("RFX-*.json")}
    for command, error in json.loads((made_by / "failures.json").read_text()):
        found = failure_from_error(command, error)
        assert found is not None
        assert signature(found) not in stored and set(earlier_signatures(found)) & stored


@pytest.mark.parametrize(("made_by", "manual"), OLDER)
def test_a_failure_counts_on_the_entry_an_older_scheme_made_for_it(
    project: Path, made_by: Path, manual: str
) -> None:
    before = _with_legacy_entries(project, made_by)
    for n, (command, error) in enumerate(json.loads((made_by / "failures.json").read_text())):
        run_hook("capture", failure(command, error, call=f"toolu_new{n}"))
    assert CliRunner().invoke(app, ["capture", "--type", "error", "--trigger", manual]).exit_code == 0
    after = {item["id"]: item for item in entries(project)}
    assert after.keys() == before.keys()
    assert all(after[i]["occurrences"] == before[i]["occurrences"] + 1 for i in after)


def test_a_variant_the_new_scheme_joins_folds_into_the_older_entry(project: Path) -> None:
    """A scheme-2 store holds `whoami /priv` run through PowerShell; the same failure in Git Bash was
    another problem then and is the same now: its entry and the older one become one at the next sighting."""
    _with_legacy_entries(project, V2)
    command, error = next(f for f in V2_FAILURES if "whoami" in f[0])
    bare = "Exit code 1\nwhoami: extra operand ‘/groups’\nTry 'whoami --help' for more information."
    run_hook("capture", failure("whoami /groups", bare, call="toolu_bare"))
    run_hook("capture", failure(command, error, call="toolu_again"))
    [held] = [e for e in entries(project) if "whoami" in e["trigger"] and e.get("source") != "manual"]
    assert held["occurrences"] == 3
