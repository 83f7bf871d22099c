#!/usr/bin/env python3
"""What real sessions were told, judged the way a user feels it: each recall injection of a replay is
relevant, partly relevant or noise, by hand labels written before recall was tuned on them.

    python bench/replay.py --cmd .venv/bin/reflexion --out /tmp/replay
    python bench/injections.py /tmp/replay/events.jsonl [--show] [--todo FILE]

An injection is one entry line of a `<reflexion-recall>` block that the UserPromptSubmit recall hook printed
during the replay. Its label (tests/data/transcripts/injections.jsonl) is keyed by the prompt's uuid in the
corpus and the head of what the line tells (its entry ID and counts left out: they differ from run to run),
so the labels carry over to another version's replay; a line no label covers is counted as unlabelled, and
--todo writes those out for a person to judge.

Scored as users feel it: noise costs more than silence. `felt` = (relevant + ½ partly − 2 noise) / prompts
that got an injection: 1.0 when every injection helps, 0 when the help is outweighed, negative when recall
would have been better switched off. `share relevant` = relevant / labelled injections.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
LABELS = REPO / "tests" / "data" / "transcripts" / "injections.jsonl"
PROMPTS = REPO / "tests" / "data" / "transcripts" / "prompts_real.jsonl"
WEIGHT = {"relevant": 1.0, "partly": 0.5, "noise": -2.0}
_LINE = re.compile(r"^- (RFX-\S+) \((\w+), seen \d+x\): (.*)$")


def told(text: str) -> str:
    """The stable head of an injected line: what it tells, without its ID or counts."""
    return re.sub(r"\s+", " ", re.sub(r"\bseen \d+x\b", "", text)).strip()[:160]


def injections(events: Path) -> list[dict[str, Any]]:
    """Every entry line each recall hook injected: project, prompt uuid, entry ID and type, what it told."""
    found: list[dict[str, Any]] = []
    for raw in events.read_text(encoding="utf-8").splitlines():
        event = json.loads(raw)
        if event.get("event") != "UserPromptSubmit" or event.get("command") != "recall":
            continue
        if not event.get("stdout", "").strip():
            continue
        context = json.loads(event["stdout"])["hookSpecificOutput"]["additionalContext"]
        uuid = str(event.get("about", "")).removeprefix("prompt").strip()
        for line in context.splitlines():
            m = _LINE.match(line)
            if m:
                found.append(
                    {
                        "project": event["project"],
                        "uuid": uuid,
                        "entry": m[1],
                        "type": m[2],
                        "told": told(m[3]),
                    }
                )
    return found


def load(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def score(found: list[dict[str, Any]], labels: list[dict[str, Any]]) -> dict[str, Any]:
    label = {(lab["uuid"], lab["told"]): lab["label"] for lab in labels}
    counts = dict.fromkeys((*WEIGHT, "unlabelled"), 0)
    prompts: dict[str, float] = {}
    for item in found:
        verdict = label.get((item["uuid"], item["told"]), "unlabelled")
        item["label"] = verdict
        counts[verdict] += 1
        prompts[item["uuid"]] = prompts.get(item["uuid"], 0.0) + WEIGHT.get(verdict, 0.0)
    judged = sum(counts[k] for k in WEIGHT)
    return {
        "injections": len(found),
        "prompts_told": len(prompts),
        **counts,
        "share_relevant": round(counts["relevant"] / judged, 3) if judged else None,
        "share_relevant_or_partly": round((counts["relevant"] + counts["partly"]) / judged, 3)
        if judged
        else None,
        "prompts_with_noise": sum(
            any(i["label"] == "noise" for i in found if i["uuid"] == u) for u in prompts
        ),
        "felt": round(sum(prompts.values()) / len(prompts), 3) if prompts else None,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("events", type=Path, help="events.jsonl of a bench/replay.py run")
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument("--show", action="store_true", help="each injection with its prompt and label")
    parser.add_argument("--todo", type=Path, help="write the unlabelled injections here, to be judged")
    args = parser.parse_args()
    found = injections(args.events)
    figures = score(found, load(args.labels))
    print(json.dumps(figures, indent=1))
    text = {row["uuid"]: row["prompt"] for row in load(PROMPTS)}
    if args.show:
        for item in found:
            print(f"[{item['label']}] {item['project']}: {text.get(item['uuid'], '?')[:100]!r}")
            print(f"      -> ({item['type']}) {item['told'][:150]}")
    if args.todo:
        with args.todo.open("w", encoding="utf-8") as out:
            for item in found:
                if item["label"] == "unlabelled":
                    row = {"uuid": item["uuid"], "prompt": text.get(item["uuid"], "?")[:300], **item}
                    row.update(label="", note="")
                    out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
