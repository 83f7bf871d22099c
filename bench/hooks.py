#!/usr/bin/env python3
"""Hook latency benchmark (SPEC §10): each hook case as a ratio to `python -c pass`, side by side.

    python bench/hooks.py [--sizes 1000,10000,100000] [--runs 15] [--cmd "path/to/reflexion"]

Builds stores of the given sizes in a temp dir, then for each size runs, interleaved so machine drift
hits every case alike: the baseline (`<python> -c pass`, the interpreter the CLI runs on), capture of a
successful command, capture of a new failure, capture of a repeated failure, recall with no hit, recall
with hits. Prints median wall time as a ratio to the baseline and the peak RSS of each case, then
`status --json` at 10,000 entries in seconds, and the scaling of recall from the smallest to the largest.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WORDS = [
    "npm",
    "pnpm",
    "yarn",
    "build",
    "test",
    "lint",
    "deploy",
    "docker",
    "compose",
    "migrate",
    "postgres",
    "redis",
    "webpack",
    "vite",
    "cargo",
    "rustc",
    "pytest",
    "mypy",
    "ruff",
    "git",
    "push",
    "rebase",
    "merge",
    "branch",
    "kube",
    "helm",
    "terraform",
    "aws",
    "lambda",
    "gradle",
    "maven",
    "java",
    "node",
    "python",
    "pip",
    "venv",
    "poetry",
    "make",
    "cmake",
    "gcc",
    "clang",
    "linker",
    "header",
    "module",
    "import",
    "typescript",
    "eslint",
    "jest",
]
HIT_PROMPT = "the docker compose build fails again, check terraform and helm"
MISS_PROMPT = "Please summarise the architecture document"


def interpreter(argv: list[str]) -> str:
    """The python the CLI runs on: argv[0] if it is one, else the shebang of the console script."""
    exe = shutil.which(argv[0]) or argv[0]
    if Path(exe).name.startswith("python"):
        return exe
    first = Path(exe).read_text(encoding="utf-8", errors="replace").splitlines()[0]
    return first[2:].strip().split()[0] if first.startswith("#!") else sys.executable


def seed(project: Path, n: int) -> None:
    """n resolved error entries written as files (as a team's git history would bring them)."""
    entries = project / ".reflexion" / "entries"
    entries.mkdir(parents=True)
    rng = random.Random(7)
    for k in range(n):
        words = ["docker", "compose", "terraform", "helm"] if k % 500 == 7 else rng.sample(WORDS, 4)
        words.append(f"tok{k}")
        eid = f"RFX-20260101-{k:08x}"
        item = {
            "id": eid,
            "type": "error",
            "trigger": f"{words[0]} failed: {' '.join(words)}",
            "context": " ".join(words[:2]),
            "resolution": f"run {words[2]} before {words[0]}",
            "keywords": words,
            "occurrences": 2,
            "first_seen": "2026-01-01",
            "last_seen": "2026-01-01",
            "promoted": False,
        }
        (entries / f"{eid}.json").write_text(json.dumps(item, indent=2) + "\n", encoding="utf-8")


def event(name: str, session: int, **fields: object) -> bytes:
    base = {
        "hook_event_name": name,
        "session_id": f"bench-{session}",
        "cwd": "/",
        "transcript_path": "/dev/null",
    }
    return json.dumps({**base, **fields}).encode()


def cases(i: int) -> dict[str, tuple[str, bytes]]:
    crate = f"crate_{i}"
    return {
        "capture_success": (
            "capture",
            event(
                "PostToolUse",
                i,
                tool_name="Bash",
                tool_use_id=f"s{i}",
                tool_input={"command": "ls"},
                tool_response={"stdout": "README.md\nsrc\n", "stderr": ""},
            ),
        ),
        "capture_failure": (
            "capture",
            event(
                "PostToolUseFailure",
                i,
                tool_name="Bash",
                tool_use_id=f"f{i}",
                tool_input={"command": "cargo build"},
                error=f"Exit code 101\nerror[E0432]: unresolved import `{crate}`\n --> src/main.rs:3:5",
            ),
        ),
        "capture_repeat": (
            "capture",
            event(
                "PostToolUseFailure",
                i,
                tool_name="Bash",
                tool_use_id=f"r{i}",
                tool_input={"command": "make"},
                error="Exit code 2\nmake: *** No rule to make target 'all'.  Stop.",
            ),
        ),
        "recall_miss": ("recall", event("UserPromptSubmit", 10_000 + i, prompt=MISS_PROMPT)),
        "recall_hit": ("recall", event("UserPromptSubmit", 20_000 + i, prompt=HIT_PROMPT)),
    }


def timed(argv: list[str], stdin: bytes, env: dict[str, str]) -> tuple[float, bytes]:
    """Wall seconds and stdout of one run."""
    start = time.perf_counter()
    out = subprocess.run(argv, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env).stdout
    return time.perf_counter() - start, out


def peak_rss(argv: list[str], stdin: bytes, env: dict[str, str]) -> float:
    """Peak RSS of one run, measured in a fresh helper process so earlier children don't mask it."""
    code = (
        "import resource,subprocess,sys;"
        "p=subprocess.run(sys.argv[2:],input=sys.stdin.buffer.read(),capture_output=True);"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, "x", *argv], input=stdin, capture_output=True, env=env
    ).stdout
    return int(out.strip() or 0) / 1024


def bench_size(cli: list[str], python: str, size: int, runs: int, tmp: Path) -> dict[str, object]:
    project = tmp / f"p{size}"
    project.mkdir()
    seed(project, size)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE_", "REFLEXION_"))}
    env["CLAUDE_PROJECT_DIR"] = str(project)
    env["REFLEXION_USER_DIR"] = str(tmp / f"user{size}")  # never this machine's own user-level store
    subprocess.run([*cli, "reindex"], env=env, capture_output=True, check=True)
    subprocess.run([*cli, "capture"], input=cases(0)["capture_repeat"][1], env=env, capture_output=True)
    samples: dict[str, list[float]] = {"baseline": [], **{name: [] for name in cases(0)}}
    hits = 0
    for i in range(1, runs + 1):
        samples["baseline"].append(timed([python, "-c", "pass"], b"", env)[0])
        for name, (command, stdin) in cases(size * 100 + i).items():
            elapsed, out = timed([*cli, "hook", command], stdin, env)
            samples[name].append(elapsed)
            hits += name == "recall_hit" and b"RFX-" in out
    base = statistics.median(samples["baseline"])
    row: dict[str, object] = {"baseline_ms": round(base * 1000, 1)}
    for name, (command, stdin) in cases(size * 100 + runs + 1).items():
        row[name] = round(statistics.median(samples[name]) / base, 2)
        row[f"{name}_rss_mib"] = round(peak_rss([*cli, "hook", command], stdin, env), 1)
    row["recall_hit_found"] = f"{hits}/{runs}"
    if size == 10_000:
        status = [timed([*cli, "status", "--json"], b"", env)[0] for _ in range(3)]
        row["status_s"] = round(statistics.median(status), 3)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--cmd", default=shutil.which("reflexion") or f"{sys.executable} -m reflexion")
    args = parser.parse_args()
    cli = shlex.split(args.cmd)
    python = interpreter(cli)
    sizes = [int(s) for s in args.sizes.split(",")]
    rows: dict[int, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="rfx-bench-") as tmp:
        for size in sizes:
            rows[size] = bench_size(cli, python, size, args.runs, Path(tmp))
            print(f"{size:>7} entries: {json.dumps(rows[size])}", file=sys.stderr, flush=True)
    names = list(cases(0))
    print(
        f"\nreflexion hook benchmark — {time.strftime('%Y-%m-%d')}, {platform.machine()}, "
        f"{os.cpu_count()} cores, Python {platform.python_version()}, "
        f"baseline `{Path(python).name} -c pass`\n"
    )
    print(f"| case | {' | '.join(f'{s:,} entries' for s in sizes)} | peak RSS (MiB) |")
    print(f"|---|{'---|' * len(sizes)}---|")
    for name in names:
        ratios = " | ".join(f"{rows[s][name]}×" for s in sizes)
        print(f"| {name} | {ratios} | {max(float(str(rows[s][f'{name}_rss_mib'])) for s in sizes)} |")
    print(f"| baseline (ms) | {' | '.join(str(rows[s]['baseline_ms']) for s in sizes)} | |")
    if 10_000 in rows:
        print(f"\nstatus --json at 10,000 entries: {rows[10_000]['status_s']} s")
    lo, hi = min(sizes), max(sizes)
    if lo != hi:
        for name in ("recall_hit", "recall_miss"):
            scaling = float(str(rows[hi][name])) / float(str(rows[lo][name]))
            print(f"{name} at {hi:,} vs {lo:,}: {scaling:.2f}×")


if __name__ == "__main__":
    main()
