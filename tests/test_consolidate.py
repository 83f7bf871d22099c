"""One failure, one entry: copies two clones made of one failure fold into one, on read and on demand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from reflexion import entry
from reflexion.cli import app
from reflexion.consolidate import fold
from tests.helpers import context, entries, failure, run_hook

ALICE, BOB = "RFX-20261120-fdafc0e0", "RFX-20261122-fdafc0e0"
runner = CliRunner()


def copy(entry_id: str, day: str, **changes: Any) -> dict[str, Any]:
    item = entry.new(entry_id, "error", "npm ERR! Missing script: lint", "npm run lint", day,
                     keywords=["npm", "lint", "script"], signature="fdafc0e0aa11")  # fmt: skip
    item.update(changes)
    return item


def test_occurrences_add_days_unite_and_the_other_id_is_an_alias() -> None:
    alice = copy(ALICE, "2026-11-20", occurrences=2, seen_on=["2026-11-19", "2026-11-20"])
    bob = copy(BOB, "2026-11-22", resolution="Run `pnpm lint`.", resolution_source="user")
    merged = fold([bob, alice])
    assert merged["id"] == ALICE  # the first seen stays
    assert merged["occurrences"] == 3
    assert merged["seen_on"] == ["2026-11-19", "2026-11-20", "2026-11-22"]
    assert (merged["first_seen"], merged["last_seen"]) == ("2026-11-19", "2026-11-22")
    assert merged["resolution"] == "Run `pnpm lint`."
    assert merged["resolution_source"] == "user"
    assert merged["aliases"] == [BOB]


def test_the_better_fix_is_kept() -> None:
    auto = {"resolution": "npm i", "resolution_source": "auto",
            "evidence": {"fix": {"verified": False}}}  # fmt: skip
    verified = {"resolution": "npm ci", "resolution_source": "auto", "evidence": {"fix": {"verified": True}}}
    user = {"resolution": "use pnpm", "resolution_source": "user"}
    flagged = {"resolution": "use yarn", "resolution_source": "user", "needs_review": True}
    for weaker, stronger in [(auto, verified), (verified, user), (flagged, auto), ({}, auto)]:
        for order in ((ALICE, BOB), (BOB, ALICE)):
            a = copy(order[0], "2026-11-20", **weaker)
            b = copy(order[1], "2026-11-22", **stronger)
            merged = fold([a, b])
            assert merged["resolution"] == stronger["resolution"], (weaker, stronger)
            assert "needs_review" not in merged


def test_a_promoted_copy_stays_so_its_rule_keeps_its_source() -> None:
    alice = copy(ALICE, "2026-11-20")
    bob = copy(BOB, "2026-11-22", promoted=True, resolution="Run `pnpm lint`.", resolution_source="user")
    merged = fold([alice, bob])
    assert merged["id"] == BOB
    assert merged["promoted"] is True
    assert merged["aliases"] == [ALICE]


def write(project: Path, item: dict[str, Any]) -> None:
    folder = project / ".reflexion" / "entries"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{item['id']}.json").write_text(entry.to_text(item))


def two_clones_met(project: Path) -> tuple[str, str]:
    """Alice's clone captured the failure; Bob's copy (resolved by him) arrives with a merge."""
    run_hook("capture", failure("npm run lint", "npm ERR! Missing script: lint", call="t1"))
    (alice,) = entries(project)
    bob = dict(alice, id=alice["id"].replace("20261120", "20261122"), first_seen="2026-11-22",
               last_seen="2026-11-22", seen_on=["2026-11-22"], resolution="Run `pnpm lint`; there is no npm "
               "script.", resolution_source="user", evidence={})  # fmt: skip
    write(project, bob)
    return alice["id"], bob["id"]


def test_capture_bumps_the_entry_they_fold_into_and_tells_its_fix(project: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("REFLEXION_TODAY", "2026-11-20")
    alice, bob = two_clones_met(project)
    monkeypatch.setenv("REFLEXION_TODAY", "2026-11-23")
    told = context(run_hook("capture", failure("npm run lint", "npm ERR! Missing script: lint", call="t2")))
    (only,) = entries(project)
    assert only["id"] == alice
    assert only["occurrences"] == 3
    assert only["aliases"] == [bob]
    assert only["seen_on"] == ["2026-11-20", "2026-11-22", "2026-11-23"]
    assert "Run `pnpm lint`" in told
    shown = runner.invoke(app, ["show", bob])
    assert shown.exit_code == 0, shown.output
    assert json.loads(shown.output)["id"] == alice


def test_recall_and_status_fold_them_too(project: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("REFLEXION_TODAY", "2026-11-20")
    two_clones_met(project)
    hit = context(run_hook("recall", {"hook_event_name": "UserPromptSubmit", "session_id": "s",
                                      "prompt": "npm run lint says missing script lint"}))  # fmt: skip
    assert "pnpm lint" in hit
    assert len(entries(project)) == 1
    folded = entries(project)[0]
    write(project, dict(folded, id="RFX-20261124-fdafc0e0", aliases=[]))
    result = runner.invoke(app, ["status", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.output)["totals"]["entries"] == 1
    assert len(entries(project)) == 1


def test_the_command_folds_and_says_what(project: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("REFLEXION_TODAY", "2026-11-20")
    alice, bob = two_clones_met(project)
    result = runner.invoke(app, ["consolidate"])
    assert result.exit_code == 0
    assert f"{alice}: took in {bob}" in result.output
    assert [e["id"] for e in entries(project)] == [alice]
    again = runner.invoke(app, ["consolidate"])
    assert "0 failure(s)" in again.output


def test_a_copy_that_comes_back_adds_only_what_is_new() -> None:
    alice = copy(ALICE, "2026-11-20", occurrences=2)
    bob = copy(BOB, "2026-11-22", occurrences=3)
    once = fold([alice, bob])
    assert once["occurrences"] == 5 and once["evidence"]["folded"] == {BOB: 3}
    bumped_elsewhere = dict(bob, occurrences=4)  # a clone that had not seen the fold bumped Bob's copy
    again = fold([once, bumped_elsewhere])
    assert again["occurrences"] == 6
    assert again["evidence"]["folded"] == {BOB: 4}


def test_a_fold_both_clones_made_counts_once_in_a_merge() -> None:
    from reflexion.merge3 import merge_entry

    alice, bob = copy(ALICE, "2026-11-20", occurrences=2), copy(BOB, "2026-11-22", occurrences=3)
    ours = fold([alice, bob])  # each clone folded on read...
    theirs = entry.bump(fold([alice, bob]), "2026-11-23")  # ...and one of them saw the failure again
    merged = merge_entry(alice, ours, theirs)
    assert merged["occurrences"] == 2 + 3 + 1
    assert merged["aliases"] == [BOB]


def test_a_sighting_counted_for_a_folded_copy_is_not_counted_again(project: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("REFLEXION_TODAY", "2026-11-22")
    event = failure("npm run lint", "npm ERR! Missing script: lint", call="t1")
    run_hook("capture", event)
    (mine,) = entries(project)  # this clone's ledger: t1 -> RFX-20261122-…
    older = dict(mine, id=mine["id"].replace("20261122", "20261120"), first_seen="2026-11-20",
                 last_seen="2026-11-20", seen_on=["2026-11-20"], evidence={})  # fmt: skip
    write(project, older)  # the same failure, first seen in another clone, arrives with a pull
    assert runner.invoke(app, ["consolidate"]).exit_code == 0
    run_hook("capture", event)  # the learner or a replay meets t1 again
    (one,) = entries(project)
    assert one["id"] == older["id"] and one["occurrences"] == 2


def test_the_command_creates_no_store(project: Path) -> None:
    result = runner.invoke(app, ["consolidate"])
    assert result.exit_code == 1 and "no store" in result.output
    assert not (project / ".reflexion").exists()


def test_a_promoted_copy_keeps_its_rule_and_its_source(project: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("REFLEXION_TODAY", "2026-11-25")
    bob = copy(BOB, "2026-11-22", occurrences=3, seen_on=["2026-11-22", "2026-11-23"], last_seen="2026-11-23",
               resolution="Run `pnpm lint`.", resolution_source="user")  # fmt: skip
    write(project, bob)
    assert runner.invoke(app, ["promote"]).exit_code == 0
    claude_md = (project / "CLAUDE.md").read_text()
    assert f"source: {BOB})" in claude_md
    write(project, copy(ALICE, "2026-11-20"))  # Alice's copy, first seen earlier, arrives with a merge
    assert "took in" in runner.invoke(app, ["consolidate"]).output
    (one,) = entries(project)
    assert one["id"] == BOB and one["promoted"] is True and one["aliases"] == [ALICE]
    assert one["occurrences"] == 4
    assert f"(seen 4x, source: {BOB})" in (project / "CLAUDE.md").read_text()
    assert json.loads(runner.invoke(app, ["show", ALICE]).output)["id"] == BOB
    assert runner.invoke(app, ["check"]).exit_code == 0
