"""Triage and fix attribution on real episodes: a table of failures from the published sessions, each with
a person's label, copied by bench/excerpt.py (a seeded, stratified sample — not chosen by the result).

A row where the learner and the label disagree carries `miss`, the reason in words; it is expected to fail,
strictly, so that a change that makes it pass says so and the row's `miss` is dropped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from transcript import learned, step_from_row

TABLE = Path(__file__).parent / "data" / "transcripts" / "episodes.jsonl"
ROWS = [json.loads(line) for line in TABLE.read_text(encoding="utf-8").splitlines() if line.strip()]
REAL_FIXES = ("shell", "edit", "mixed", "user")


def disagreements(label: dict[str, Any], mine: dict[str, Any]) -> list[str]:
    """Where what the learner makes of a failure departs from the person's label."""
    found = []
    fix = label["fix"]
    # a task or a probe makes no entry; not counting it as a failure at all is the same outcome
    if mine["triage"] != label["triage"] and not (
        label["triage"] in ("task", "probe") and mine["triage"] == "none"
    ):
        found.append(f"triage {label['triage']} read as {mine['triage']}")
    if fix.get("bypass") and mine["resolution"]:
        found.append(f"a way round the check taught as the fix: {mine['resolution']}")
    elif label["triage"] == "lesson" and fix["kind"] in REAL_FIXES:
        same_calls = bool(set(fix["calls"]) & set(mine["fix_calls"]))
        if not (same_calls or (fix["kind"] == "user" and mine["resolution"])):
            found.append(f"the fix ({fix['text']}) not learned; learned: {mine['resolution'] or 'nothing'}")
    elif label["triage"] == "lesson" and fix["kind"] == "none" and mine["resolution"]:
        found.append(f"a fix taught where the session shows none: {mine['resolution']}")
    return found


@pytest.mark.parametrize(
    "row",
    [
        pytest.param(
            row,
            id=f"{row['label']['triage']}-{row['call'][-6:]}",
            marks=[pytest.mark.xfail(reason=row["miss"], strict=True)] if row["miss"] else [],
        )
        for row in ROWS
    ],
)
def test_the_learner_reads_a_real_episode_as_a_person_did(row: dict[str, Any]) -> None:
    mine = learned([step_from_row(s) for s in row["steps"]], row["call"])
    assert disagreements(row["label"], mine) == []
    assert mine["resolution"] == row["learned"]["resolution"]  # the words taught, as reviewed in the table


def test_the_table_covers_every_kind_and_most_rows_agree() -> None:
    kinds = {row["label"]["triage"] for row in ROWS}
    assert kinds == {"lesson", "probe", "environment", "task"}
    assert {row["label"]["fix"]["kind"] for row in ROWS} >= set(REAL_FIXES)
    assert any(row["label"]["fix"].get("bypass") for row in ROWS)
    # the sample's agreement, as measured when it was drawn; a drop means a regression on real sessions
    assert sum(not row["miss"] for row in ROWS) >= 24
