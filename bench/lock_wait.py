#!/usr/bin/env python3
"""No event lost to a held lock: N parallel captures while a long reindex holds the store's lock.

    python bench/lock_wait.py [--captures 400] [--hold 12] [--entries 2000] [--cmd path/to/reflexion]

Builds a store of --entries entries, then holds its lock for --hold seconds (a long `reindex` or a
SessionStart promote reading a big store; longer than the lock's 8 s wait), fires --captures `capture`
hooks at once, each a new failure of the same command with its own tool_use_id, waits for them all,
runs one `reindex` (the next holder of the lock), and counts the occurrences: N captures must count N.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from reflexion import entry  # noqa: E402
from reflexion.store import Store  # noqa: E402

ERROR = "Exit code 1\nError: Cannot find module 'left-pad'\nRequire stack:\n- /app/index.js"


def build(project: Path, size: int) -> Store:
    store = Store(str(project))
    store.ensure()
    for i in range(size):
        item = entry.new(
            f"RFX-20261101-{i:08x}", "error", f"boom {i}", "make", "2026-11-01", keywords=["make"]
        )
        store.save_entry(item)
    with store.lock:
        store.rebuild_index()
    return store


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--captures", type=int, default=400)
    parser.add_argument("--hold", type=float, default=12.0)
    parser.add_argument("--entries", type=int, default=2000)
    parser.add_argument("--cmd", default=f"{sys.executable} -m reflexion")
    args = parser.parse_args()
    cmd = shlex.split(args.cmd)
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "project"
        (project / ".git").mkdir(parents=True)
        store = build(project, args.entries)
        env = {**os.environ, "CLAUDE_PROJECT_DIR": str(project), "HOME": tmp}
        holder = subprocess.Popen(
            [sys.executable, "-c", "import sys, time\nsys.path.insert(0, sys.argv[1])\n"
             "from reflexion.store import Store\nwith Store(sys.argv[2]).lock:\n"
             "    print('held', flush=True)\n    time.sleep(float(sys.argv[3]))",
             str(REPO), str(project), str(args.hold)],
            stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        started = time.monotonic()
        runs = []
        for i in range(args.captures):
            event = {"session_id": "s1", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
                     "tool_input": {"command": "node index.js"}, "tool_use_id": f"toolu_{i:05d}",
                     "error": ERROR, "cwd": str(project)}  # fmt: skip
            run = subprocess.Popen(
                [*cmd, "capture"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, env=env
            )
            assert run.stdin is not None
            run.stdin.write(json.dumps(event).encode())
            run.stdin.close()
            runs.append(run)
        codes = [run.wait() for run in runs]
        holder.wait()
        elapsed = time.monotonic() - started
        subprocess.run([*cmd, "reindex"], env=env, check=True, stdout=subprocess.DEVNULL)
        counted = sum(
            item["occurrences"] for item in store.iter_entries() if "left-pad" in str(item.get("trigger"))
        )
        lost = args.captures - counted
        print(f"{args.captures} captures while the lock was held {args.hold:.0f} s "
              f"({args.entries} entries): counted {counted}, lost {lost}; "
              f"exit codes {sorted(set(codes))}; {elapsed:.1f} s")  # fmt: skip
        sys.exit(1 if lost else 0)


if __name__ == "__main__":
    main()
