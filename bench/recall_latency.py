#!/usr/bin/env python3
"""Recall latency (SPEC §10): each recall case as a ratio to `python -c pass`, interleaved, per store size.

    .venv/bin/python bench/recall_latency.py [--sizes 10000,100000] [--runs 15] [--cmd "path/to/reflexion"]

Runs recall as the hook command `install` writes for the running interpreter (`<python> -I -S -c … hook
recall`), unless --cmd says otherwise.

Stores are seeded as bench/hooks.py seeds them (resolved error entries of random tool words), plus one
AddressSanitizer entry in every 1,000 for the paraphrase case. Cases, run in turn so that machine drift
hits each alike:

- miss: a prompt none of whose words the store holds (the literal look ends at the index lookup);
- near miss: a prompt whose words the store holds but that recalls nothing (the second look runs:
  the related-words table is read and its words looked up);
- hit: a prompt the literal look answers;
- paraphrase: a prompt only the second look answers ("the downscaler overruns its buffer").

Also times recall's search in this process, warm, with the second look (expand.py) and with it turned
off, and reading the related-words table once: what the second look adds, free of the start-up noise a
shared machine puts into wall times.

Prints the median wall time of each as a ratio to the baseline's beside the budget (miss ≤ 1.0×, hits
≤ 1.5×), and the same for CPU time (user + system of the run itself, from wait4 as bench/hooks.py
measures it: what a loaded machine's other work does not move), whether each run's output was right, and
each case at the largest size against itself at the smallest (budget ≤ 1.2×).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))

from hooks import event, seed, spawn

PROMPTS = {
    "miss": ("Please summarise the architecture document", 1.0),
    "near_miss": ("summarise what the docker section of the handbook says", 1.0),
    "hit": ("the docker compose build fails again, check terraform and helm", 1.5),
    "paraphrase": ("the downscaler overruns its buffer", 1.5),
}
ASAN = {
    "type": "error",
    "trigger": "AddressSanitizer: heap-buffer-overflow in downscale_row (src/scale.c:57)",
    "context": "./build/thumbs in.png",
    "resolution": "Clamp the last column on odd widths.",
    "keywords": ["addresssanitizer", "heap-buffer-overflow", "overflow", "downscale_row", "downscale", "row"],
    "occurrences": 2,
    "first_seen": "2026-01-01",
    "last_seen": "2026-01-01",
    "promoted": False,
}


def build(python: str, size: int, tmp: Path) -> dict[str, str]:
    """A seeded store of `size` entries, indexed; returns the environment that points the CLI at it."""
    project = tmp / f"p{size}"
    seed(project, size)
    entries = project / ".reflexion" / "entries"
    for k in range(7, size, 1000):  # replaces one random entry in a thousand
        eid = f"RFX-20260101-{k:08x}"
        (entries / f"{eid}.json").write_text(json.dumps({"id": eid, **ASAN}, indent=2) + "\n", "utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE_", "REFLEXION_"))}
    env["CLAUDE_PROJECT_DIR"] = str(project)
    env["REFLEXION_USER_DIR"] = str(tmp / f"user{size}")  # never this machine's own user-level store
    subprocess.run([python, "-m", "reflexion", "reindex"], env=env, capture_output=True, check=True)
    return env


def second_look(env: dict[str, str], runs: int) -> dict[str, object]:
    """recall's search in this process, warm, fastest of `runs`: with the related-words table and with
    the second look turned off — what the second look adds to each case, free of start-up noise."""
    os.environ["CLAUDE_PROJECT_DIR"] = env["CLAUDE_PROJECT_DIR"]
    from reflexion import expand
    from reflexion.commands.recall import find
    from reflexion.store import Store

    store = Store(env["CLAUDE_PROJECT_DIR"])
    table = expand.related
    row: dict[str, object] = {}
    for name, (prompt, _) in PROMPTS.items():
        for label, related in (("with", table), ("without", lambda query, pairs: {})):
            expand.related = related  # type: ignore[assignment]
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                find(store, prompt)
                times.append(time.perf_counter() - start)
            row[f"{name}_{label}_ms"] = round(1000 * min(times), 2)
    expand.related = table
    started = time.perf_counter()
    expand._same.clear()
    expand._load()
    row["table_load_ms"] = round(1000 * (time.perf_counter() - started), 2)
    return row


def measure(cli: list[str], python: str, env: dict[str, str], runs: int) -> dict[str, object]:
    walls: dict[str, list[float]] = {"baseline": [], **{name: [] for name in PROMPTS}}
    cpus: dict[str, list[float]] = {name: [] for name in walls}
    right = dict.fromkeys(PROMPTS, 0)
    for i in range(runs):
        for name in random.Random(i).sample(list(walls), len(walls)):  # no case always runs first
            if name == "baseline":
                run = spawn([python, "-c", "pass"], b"", env)
            else:
                # a new session each run: an entry is recalled once per session
                stdin = event("UserPromptSubmit", f"{name}-{i}", prompt=PROMPTS[name][0])
                run = spawn([*cli, "hook", "recall"], stdin, env)
                hit = b"RFX-" in run.out
                right[name] += hit if name in ("hit", "paraphrase") else not hit
            walls[name].append(run.wall)
            cpus[name].append(run.cpu)
    wall, cpu = statistics.median(walls["baseline"]), statistics.median(cpus["baseline"])
    row: dict[str, object] = {"baseline_ms": round(wall * 1000, 1), "baseline_cpu_ms": round(cpu * 1000, 1)}
    for name in PROMPTS:
        row[name] = round(statistics.median(walls[name]) / wall, 2)
        row[f"{name}_cpu"] = round(statistics.median(cpus[name]) / cpu, 2)
        row[f"{name}_right"] = f"{right[name]}/{runs}"
    return row


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--cmd", help="how hooks start reflexion (default: what `install` writes)")
    args = parser.parse_args()
    if args.cmd is None:
        from reflexion.commands.install import command_prefix

        args.cmd = command_prefix()
    cli = shlex.split(args.cmd)
    python = sys.executable
    sizes = [int(s) for s in args.sizes.split(",")]
    rows: dict[int, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="rfx-recall-") as tmp:
        for size in sizes:
            env = build(python, size, Path(tmp))
            rows[size] = {**measure(cli, python, env, args.runs), **second_look(env, 3 * args.runs)}
            print(f"{size:>7} entries: {json.dumps(rows[size])}", file=sys.stderr, flush=True)
    print(f"\nrecall latency, median of {args.runs} runs, ratio to `{Path(python).name} -c pass`\n")
    print(f"| case | budget | {' | '.join(f'{s:,} entries (wall; cpu)' for s in sizes)} | right |")
    print(f"|---|---|{'---|' * len(sizes)}---|")
    for name, (_, budget) in PROMPTS.items():
        ratios = " | ".join(f"{rows[s][name]}×; {rows[s][name + '_cpu']}×" for s in sizes)
        right = ", ".join(str(rows[s][f"{name}_right"]) for s in sizes)
        print(f"| {name} | ≤ {budget}× | {ratios} | {right} |")
    print(f"| baseline (ms) | | {' | '.join(str(rows[s]['baseline_ms']) for s in sizes)} | |")
    print(f"\nrecall's search in-process, warm, fastest of {3 * args.runs} (ms): with second look; without\n")
    print(f"| case | {' | '.join(f'{s:,} entries' for s in sizes)} |")
    print(f"|---|{'---|' * len(sizes)}")
    for name in PROMPTS:
        cells = " | ".join(f"{rows[s][name + '_with_ms']}; {rows[s][name + '_without_ms']}" for s in sizes)
        print(f"| {name} | {cells} |")
    print(f"| reading the table once | {' | '.join(str(rows[s]['table_load_ms']) for s in sizes)} |")
    lo, hi = min(sizes), max(sizes)
    if lo != hi:
        for name in PROMPTS:
            scaling = float(str(rows[hi][name])) / float(str(rows[lo][name]))
            print(f"{name} at {hi:,} vs {lo:,}: {scaling:.2f}× (budget ≤ 1.2×)")


if __name__ == "__main__":
    main()
