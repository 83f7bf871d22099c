"""Recall quality, measured: capture recorded failures into a store, then score labelled prompts against it.

Used by tests/test_recall_quality.py (floors) and bench/recall.py (the figures, on any labelled prompts)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import statistics
from pathlib import Path
from typing import Any

from reflexion import hook
from reflexion.commands.recall import render, told_for
from reflexion.commands.resolve import resolve
from reflexion.store import Store, user_store

DATA = Path(__file__).resolve().parent / "data" / "recall"
EVENTS = DATA / "events.jsonl"  # the first recorded failure of each group in ../shared/eval
PROMPTS = DATA / "prompts.jsonl"  # prompts written for these failures without looking at the scoring


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def build(root: Path, events: list[dict[str, Any]]) -> dict[str, str]:
    """Capture each failure through the hook into the store at `root` (the caller points
    CLAUDE_PROJECT_DIR there, as Claude Code does), then resolve every entry as a person would; return
    entry ID -> group."""
    assert os.environ.get("CLAUDE_PROJECT_DIR") == str(root), "the hook must write into this store"
    store = Store(str(root))
    user = user_store(os.environ, store)  # a missing program is the machine's: it goes there
    assert user is not None
    folders = [Path(store.entries_dir), Path(user.entries_dir)]
    group_of: dict[str, str] = {}
    owner: dict[str, Store] = {}
    for n, event in enumerate(events):
        before = {f: set(os.listdir(f)) if f.is_dir() else set() for f in folders}
        payload = {
            "session_id": f"build-{n}",
            "hook_event_name": "PostToolUseFailure",
            "tool_name": "Bash",
            "tool_input": {"command": event["command"], "description": event["description"]},
            "tool_use_id": f"toolu_{n}",
            "error": event["error"],
            "cwd": str(root),
        }
        with contextlib.redirect_stdout(io.StringIO()):
            hook.run("capture", io.BytesIO(json.dumps(payload).encode()))
        for folder, where in zip(folders, (store, user), strict=True):
            for name in set(os.listdir(folder)) - before[folder] if folder.is_dir() else ():
                group_of[name.removesuffix(".json")] = event["group"]
                owner[name.removesuffix(".json")] = where
    for entry_id in group_of:
        resolve(owner[entry_id], entry_id, "Known fix recorded for this failure.", "2026-11-22")
    return group_of


def evaluate(root: Path, prompts: list[dict[str, Any]], group_of: dict[str, str]) -> dict[str, Any]:
    """hit@3, precision and false recall the way ../shared/eval/score.py counts them."""
    store = Store(str(root))
    related = hit = returned = relevant = unrelated = false = 0
    sizes: list[int] = []
    missed: list[str] = []
    false_hits: list[str] = []
    for item in prompts:
        hits = told_for(store, item["prompt"])  # as the hook tells it: only what bears on the prompt
        got = [group_of.get(entry["id"], "?") for _, entry in hits]
        expected = set(item["expected_groups"])
        if hits:
            sizes.append(len(render(hits)))
        if expected:
            related += 1
            hit += bool(expected & set(got[:3]))
            returned += len(got)
            relevant += sum(g in expected for g in got)
            if not expected & set(got[:3]):
                missed.append(item["prompt"])
        else:
            unrelated += 1
            false += bool(got)
            if got:
                false_hits.append(item["prompt"])
    return {
        "stored": len(group_of),
        "hit_at_3": hit / max(related, 1),
        "precision": relevant / max(returned, 1),
        "false_recall": false / max(unrelated, 1),
        "median_chars": statistics.median(sizes) if sizes else 0,
        "related": related,
        "unrelated": unrelated,
        "missed": missed,
        "false_recalls": false_hits,
    }
