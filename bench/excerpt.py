#!/usr/bin/env python3
"""Copy real episodes from the shared corpus into the test table (tests/data/transcripts/episodes.jsonl).

    python bench/excerpt.py [--per-kind 8] [--seed 13]

Draws a stratified sample of the hand-labelled failures (tests/data/transcripts/failures.jsonl): for each
triage kind and each kind of labelled fix, rows from different projects and root causes, chosen by a seeded
hash — never by whether the learner gets them right. For each, it copies the steps of the episode from the
real transcript (from the turn's prompt, or 12 steps before the failure in a long turn, to the labelled fix
or 10 steps on), checks the learner reads the excerpt as it reads the whole session, and writes the row
with the label and what the learner does today. Rows where the learner and the label disagree are marked
`miss` for a person to explain; tests/test_episodes_real.py expects them to fail (strict xfail).
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "tests")]
DATA = REPO.parent / "shared" / "eval" / "transcripts" / "data"
LABELS = REPO / "tests" / "data" / "transcripts" / "failures.jsonl"
OUT = REPO / "tests" / "data" / "transcripts" / "episodes.jsonl"

from transcript import learned, step_from_row  # noqa: E402  (tests/transcript.py: the table's reader)

from reflexion.learn.episodes import EDIT_TOOLS, SHELL_TOOLS  # noqa: E402
from reflexion.session.transcript import CALL, PROMPT, RESULT, Reader, Step  # noqa: E402

CLIP = 1200  # characters of any one text kept; errors sit at the end, commands at the start
FIELDS = (
    "kind", "id", "name", "input", "text", "error", "ran", "response", "time", "cwd", "branch", "sidechain"
)


def clip(value: Any, limit: int = CLIP) -> Any:
    if isinstance(value, str) and len(value) > limit:
        return value[: limit // 3] + "\n…\n" + value[-(limit * 2 // 3) :]
    if isinstance(value, dict):
        return {k: clip(v, limit) for k, v in value.items()}
    if isinstance(value, list):
        return [clip(v, limit) for v in value]
    return value


def compact(step: Step) -> dict[str, Any]:
    """A step as a table row (tests/transcript.py reads it back): the fields that hold something, clipped."""
    row: dict[str, Any] = {}
    for name in FIELDS:
        value = getattr(step, name)
        if name == "response" and value:
            value = {k: value[k] for k in ("stdout", "stderr", "returnCodeInterpretation") if k in value}
        if value in ("", None, {}, False) or (name == "ran" and value is True):
            continue
        # a file's content and a result's copy in `toolUseResult` matter less than the words of an error
        row[name] = clip(value, CLIP if name == "text" and (step.error or step.kind != RESULT) else CLIP // 3)
    return row


def window(steps: list[Step], call: str, label: dict[str, Any]) -> list[Step]:
    at = next(i for i, s in enumerate(steps) if s.kind == CALL and s.id == call)
    turn = max((i for i in range(at) if steps[i].kind == PROMPT), default=0)
    start = turn if at - turn <= 16 else at - 12
    wanted = set(label["fix"]["calls"])
    last = max((i for i, s in enumerate(steps) if s.kind == RESULT and s.id in wanted), default=at)
    end = min(len(steps), max(last + 2, at + 10))
    if label["fix"]["kind"] == "user":  # the fix is the user's next words: keep up to that prompt
        end = max(end, next((i + 1 for i in range(at, len(steps)) if steps[i].kind == PROMPT), end))
    head = [steps[turn]] if start > turn else []
    return head + steps[start:end]


def relevant(steps: list[Step]) -> list[dict[str, Any]]:
    """The rows of the steps the learner reads: other tools' calls only as a name (they count in the order
    of calls), their results not at all."""
    others = {s.id for s in steps if s.kind == CALL and s.name not in SHELL_TOOLS | EDIT_TOOLS}
    rows = []
    for step in steps:
        if step.kind == RESULT and step.id in others:
            continue
        row = compact(step)
        if step.id in others:
            row.pop("input", None)
        rows.append(row)
    return rows


def pick(labels: list[dict[str, Any]], per_kind: int, seed: int) -> list[dict[str, Any]]:
    """Per stratum (triage kind, and fix kind for lessons) up to `per_kind` rows, one per root cause."""
    strata: dict[str, list[dict[str, Any]]] = collections.defaultdict(list)
    for lb in labels:
        if lb["triage"] == "not-run":
            continue
        key = lb["triage"] + ("/" + lb["fix"]["kind"] if lb["triage"] == "lesson" else "")
        if lb["fix"].get("bypass"):
            key = "bypass"
        strata[key].append(lb)
    chosen = []
    for _, rows in sorted(strata.items()):
        rows.sort(key=lambda r: hashlib.sha256(f"{seed}{r['tool_use_id']}".encode()).hexdigest())
        groups: set[str] = set()
        for lb in rows:
            if lb["group"] in groups:
                continue
            groups.add(lb["group"])
            chosen.append(lb)
            if len(groups) == per_kind:
                break
    return chosen


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--per-kind", type=int, default=8)
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()
    labels = [json.loads(x) for x in LABELS.read_text().splitlines() if x.strip()]
    old = {}
    if OUT.exists():
        old = {r["call"]: r for r in map(json.loads, OUT.read_text().splitlines())}
    rows, whole = [], {}
    for lb in pick(labels, args.per_kind, args.seed):
        path = DATA / lb["file"]
        if lb["file"] not in whole:
            whole[lb["file"]] = list(Reader(str(path)))
        steps = whole[lb["file"]]
        excerpt = relevant(window(steps, lb["tool_use_id"], lb))
        mine = learned([step_from_row(r) for r in excerpt], lb["tool_use_id"])
        if mine != learned(steps, lb["tool_use_id"]):
            print(f"skip {lb['tool_use_id']}: the excerpt reads differently from the whole session")
            continue
        row = {
            "source": lb["file"],
            "call": lb["tool_use_id"],
            "command": lb["command"],
            "label": {"triage": lb["triage"], "fix": lb["fix"], "group": lb["group"]},
            "learned": mine,
            "miss": old.get(lb["tool_use_id"], {}).get("miss", ""),
            "steps": excerpt,
        }
        rows.append(row)
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} episodes -> {OUT.relative_to(REPO)}")


if __name__ == "__main__":
    main()
