#!/usr/bin/env python3
"""A `reflexion learn` SIGKILLed at random moments, then run again, ends as one uninterrupted run.

    python bench/killed_learn.py [--trials 30] [--turns 6] [--seed 1]

Writes a transcript of --turns turns of several episodes each (tests/test_learn_killed.py's), learns its
first turn, then, per trial: a fresh copy of that store, `reflexion learn --transcript` started as a
process of its own and SIGKILLed after a random delay (40-100 % of a whole run's time), `reflexion
learn` again; the store's entries, ledger, watermark and CLAUDE.md are compared with one whole run's.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))

from test_learn_killed import episodes, snapshot  # noqa: E402
from transcript import Transcript  # noqa: E402


def learn(project: Path, path: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "reflexion", "learn", "--transcript", str(path)]
    return subprocess.Popen(command, cwd=project, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--trials", type=int, default=30)
    parser.add_argument("--turns", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    base = Path(tempfile.mkdtemp(prefix="killed-learn-"))
    project, before = base / "project", base / "before"
    (project / ".git").mkdir(parents=True)
    # the user-level store where the tests' snapshot() reads it: $HOME/.local/share/reflexion, in this
    # process as in the runs (REFLEXION_USER_DIR elsewhere left it out of every comparison: review 2)
    os.environ["HOME"] = str(base)
    os.environ.pop("REFLEXION_USER_DIR", None)
    user = base / ".local" / "share" / "reflexion"
    env = {**os.environ, "CLAUDE_PROJECT_DIR": str(project)}
    t = Transcript(base / "s1.jsonl", branch="feat-x")
    episodes(t, 0)
    learn(project, t.flush(), env).wait()
    shutil.copytree(project, before, symlinks=True)
    if user.exists():
        shutil.copytree(user, base / "user-before", symlinks=True, dirs_exist_ok=True)
    for turn in range(1, args.turns):
        episodes(t, turn)
    path = t.flush()
    started = time.monotonic()
    learn(project, path, env).wait()
    whole = time.monotonic() - started
    expected = snapshot(project)
    killed = wrong = 0
    for _ in range(args.trials):
        for place, kept in ((project, before), (user, base / "user-before")):
            shutil.rmtree(place, ignore_errors=True)
            if kept.exists():
                shutil.copytree(kept, place, symlinks=True)
        run = learn(project, path, env)
        time.sleep(rng.uniform(0.4 * whole, whole))  # the first ~40 %: Python starting, imports
        run.send_signal(signal.SIGKILL)
        killed += run.wait() == -signal.SIGKILL
        learn(project, path, env).wait()
        if snapshot(project) != expected:
            wrong += 1
    print(f"whole run {whole:.2f} s; {args.trials} trials, {killed} killed, {wrong} ended unlike a whole run")
    shutil.rmtree(base)
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
