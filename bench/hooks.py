#!/usr/bin/env python3
"""Hook latency benchmark (SPEC §10): every hook that runs on each prompt or Bash call, as a ratio to
`python -c pass` on the same interpreter, through exactly the command `reflexion install` writes.

    python bench/hooks.py [--python .venv/bin/python] [--sizes 1000,10000,100000] [--runs 21]

For each store size (entries written as files, as a team's git history brings them, then indexed) every
round runs the baseline and each case once, in a fresh random order, so the load of a shared machine hits
all alike. Each run is checked to have done what its case claims (the outcome the hook logs, the recall
block for a hit): a case that did something else stops the benchmark. Prints median ratios, the peak RSS
of any run of each case, how each case scales from the smallest store to the largest, the first hook after
a `git pull` into the largest store, and `status --json` there. A Stop hook starts the learning in a process
of its own and returns: after each Stop run (untimed) the benchmark waits for that learning, checks that it
learned, and reports its own time too.

With --instructions each case also runs under valgrind's callgrind (3 runs, median), and a second table
gives its instruction count as a ratio to `python -c pass`'s: unlike wall and CPU time it does not move
with the load of a shared machine (it leaves out the kernel's work: opening files, faulting pages in).
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
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learn import turn  # one typical turn of a session: the Stop case learns one per run

WORDS = [
    *[
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
    ],
    *[
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
    ],
    *[
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
    ],
    *["typescript", "eslint", "jest"],
]
HIT_PROMPT = "the docker compose build fails again, check terraform and helm"
MISS_PROMPT = "Please summarise the architecture document"
PLAIN_PROMPT = "Add a --verbose flag to the export command and document it in the README"
GOALS = {  # SPEC §10, at 10,000 entries
    "capture, a success": 1.0,
    "capture, a prompt": 1.0,
    "capture, a reply": 2.0,  # rare (a reply's shape): reads the transcript's tail, records a new fact
    "recall, a miss": 1.0,
    "recall, a hit": 1.5,
    "capture, a known failure": 1.5,
    "capture, a new failure": 2.0,
    "Stop, a typical turn": 2.0,
}


def seed(project: Path, n: int, start: int = 0) -> None:
    """n resolved error entries; one in 500 shares the words of HIT_PROMPT."""
    entries = project / ".reflexion" / "entries"
    entries.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7 + start)
    for k in range(start, start + n):
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


def event(name: str, session: str, **fields: object) -> bytes:
    base = {"hook_event_name": name, "session_id": session, "cwd": "/", "transcript_path": "/dev/null"}
    return json.dumps({**base, **fields}).encode()


class Case:
    """One hook case: the hook it runs, the event of run `i`, and the outcomes that prove it did its job."""

    def __init__(self, hook: str, stdin: Callable[[int], bytes], outcomes: set[str], hit: bool = False):
        self.hook, self.stdin, self.outcomes, self.hit = hook, stdin, outcomes, hit


def reply_turn() -> bytes:
    """JSONL of a turn that ends asking the user two numbered questions: 20 calls of ~2 KB output each."""
    lines = [{"type": "user", "sessionId": "bench", "message": {"role": "user", "content": "sync my wiki"}}]
    for n in range(20):
        call = f"toolu_reply_{n}"
        use = {"type": "tool_use", "id": call, "name": "Bash", "input": {"command": f"ls wiki/{n}"}}
        result = {"type": "tool_result", "tool_use_id": call, "content": "page.md\n" * 250, "is_error": False}
        lines.append({"type": "assistant", "sessionId": "bench", "message": {"content": [use]}})
        lines.append({"type": "user", "sessionId": "bench", "message": {"content": [result]}})
    words = "I need two things:\n1. **Where is your wiki folder?**\n2. Should the sync go one way or both?"
    lines.append(
        {"type": "assistant", "sessionId": "bench", "message": {"content": [{"type": "text", "text": words}]}}
    )
    return b"".join(json.dumps(line).encode() + b"\n" for line in lines)


def cases(transcript: Path) -> dict[str, Case]:
    def stop(i: int) -> bytes:
        with open(transcript, "ab") as fh:
            fh.write(turn(transcript, 20))
        return event("Stop", "bench-stop", transcript_path=str(transcript), stop_hook_active=False)

    def reply(i: int) -> bytes:
        """A reply to the agent's numbered questions, at the end of a turn of 20 calls with some output."""
        path = transcript.with_name("reply.jsonl")
        if not path.exists():
            path.write_bytes(reply_turn())
        text = f"1. ~/notes/wiki-{i} 2. sync both ways"  # no word of MISS_PROMPT: a miss stays one
        return event("UserPromptSubmit", f"r{i}", prompt=text, transcript_path=str(path))

    def failure(command: str, error: str, call: str) -> Callable[[int], bytes]:
        return lambda i: event(
            "PostToolUseFailure", f"s{i}", tool_name="Bash", tool_use_id=f"{call}{i}",
            tool_input={"command": command}, error=error.format(i=i), is_interrupt=False,
        )  # fmt: skip

    return {
        "capture, a success": Case(
            "capture",
            lambda i: event(
                "PostToolUse",
                f"s{i}",
                tool_name="Bash",
                tool_use_id=f"ok{i}",
                tool_input={"command": "ls"},
                tool_response={"stdout": "README.md\nsrc\n", "stderr": "", "interrupted": False},
            ),
            {"success"},
        ),
        "capture, a prompt": Case(
            "capture", lambda i: event("UserPromptSubmit", f"p{i}", prompt=PLAIN_PROMPT), {"no-correction"}
        ),
        "capture, a reply": Case("capture", reply, {"captured", "bumped"}),
        "recall, a miss": Case(
            "recall", lambda i: event("UserPromptSubmit", f"m{i}", prompt=MISS_PROMPT), {"miss"}
        ),
        "recall, a hit": Case(
            "recall", lambda i: event("UserPromptSubmit", f"h{i}", prompt=HIT_PROMPT), {"hit"}, hit=True
        ),
        "capture, a known failure": Case(
            "capture",
            failure("make", "Exit code 2\nmake: *** No rule to make target 'all'.  Stop.", "known"),
            {"bumped"},
        ),
        "capture, a new failure": Case(
            "capture",
            failure(
                "cargo build",
                "Exit code 101\nerror[E0432]: unresolved import `crate_{i}`\n --> src/main.rs",
                "new",
            ),
            {"captured"},
        ),
        # detached: the learning runs in a process of its own (waited for and checked); inline where
        # REFLEXION_LEARN_INLINE=1 asks for it (or with a reflexion from before the detached learner)
        "Stop, a typical turn": Case("learn", stop, {"detached", "learned", "nothing-new"}),
    }


class Run(NamedTuple):
    wall: float  # seconds
    cpu: float  # seconds of user and system time: what the run itself cost, whatever else the machine ran
    rss: float  # peak MiB (of the forked child before its exec too: see peak_rss for the run's own)
    out: bytes


def spawn(argv: list[str], stdin: bytes, env: dict[str, str]) -> Run:
    """One run of `argv`, measured by its own rusage (wait4)."""
    started = time.perf_counter()
    child = subprocess.Popen(
        argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env
    )
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(stdin)
    child.stdin.close()
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        sys.exit(f"{argv[-2:]} exited {child.returncode}")
    return Run(elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, out)


def instructions(argv: list[str], stdin: bytes, env: dict[str, str]) -> int:
    """The instructions one run executes in user space, as callgrind counts them (its children untraced)."""
    with tempfile.TemporaryDirectory(prefix="rfx-callgrind-") as folder:
        out = os.path.join(folder, "callgrind.out")
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *argv],
            input=stdin, capture_output=True, env=env,
        )  # fmt: skip
        if done.returncode:
            sys.exit(f"{argv[-2:]} under callgrind exited {done.returncode}")
        for line in Path(out).read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    sys.exit("callgrind wrote no count")


def count_instructions(
    python: str, prefix: list[str], project: Path, env: dict[str, str], found: dict[str, Case], size: int
) -> dict[str, float]:
    """Per case, the median of 3 callgrind counts as a ratio to `python -c pass`'s; each run checked."""
    base = statistics.median(instructions([python, "-c", "pass"], b"", env) for _ in range(3))
    ratios = {FLOOR: instructions([python, "-I", "-S", "-c", "pass"], b"", env) / base}
    for name, case in found.items():
        counts = []
        for k in range(3):
            before = len(hook_lines(project))
            counts.append(instructions([*prefix, "hook", case.hook], case.stdin(size + 10**6 + k), env))
            outcome = last_outcome(project, case.hook)
            if outcome not in case.outcomes:
                sys.exit(f"{name} at {size:,} under callgrind: did not do its job (outcome {outcome!r})")
            if outcome == "detached":  # its learning must not run beside the next count
                learned_in_background(project, before)
        ratios[name] = statistics.median(counts) / base
    return ratios


def peak_rss(argv: list[str], stdin: bytes, env: dict[str, str]) -> float:
    """Peak RSS (MiB) of one run, started by GNU time: a child forked from this large process would count
    this process's pages as its own until its exec."""
    timer = shutil.which("time", path="/usr/bin:/bin")
    if timer is None:
        return spawn(argv, stdin, env).rss
    done = subprocess.run([timer, "-f", "%M", *argv], input=stdin, capture_output=True, env=env)
    return int(done.stderr.decode().split()[-1]) / 1024


def hook_lines(project: Path) -> list[list[str]]:
    """hooks.log: each run's [epoch, command, outcome, ms] (outcomes of one word: those the cases claim)."""
    path = project / ".reflexion" / "local" / "hooks.log"
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    return [line.split() for line in text.splitlines()]


def last_outcome(project: Path, command: str) -> str:
    """The outcome of the last run of `command`: a Stop's learning process may log its line first."""
    found = [parts[2] for parts in hook_lines(project) if parts[1:2] == [command]]
    return found[-1] if found else ""


def learned_in_background(project: Path, before: int) -> float:
    """Wait for the learning a Stop started (untimed: the next run must not share the CPU with it) and
    check it learned; its own time (ms, as hooks.log has it: from its start to its end, niced)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        done = [p for p in hook_lines(project)[before:] if p[1:2] == ["learn-background"]]
        if done:
            if done[0][2] not in ("learned", "nothing-new"):
                sys.exit(f"the learning a Stop started did not learn: {done[0]}")
            return float(done[0][-1])
        time.sleep(0.01)
    sys.exit("the learning a Stop started never ended")


def prepare(
    python: str, prefix: list[str], size: int, tmp: Path
) -> tuple[Path, dict[str, str], dict[str, Case]]:
    project = tmp / f"p{size}"
    seed(project, size)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE_", "REFLEXION_"))}
    env["CLAUDE_PROJECT_DIR"] = str(project)
    env["REFLEXION_USER_DIR"] = str(tmp / f"user{size}")  # never this machine's own user-level store
    subprocess.run([python, "-m", "reflexion", "reindex"], env=env, capture_output=True, check=True)
    transcript = project / "session.jsonl"
    transcript.write_bytes(turn(transcript, 20))
    found = cases(transcript)
    for name in ("capture, a known failure", "Stop, a typical turn"):  # known from here on; a watermark
        before = len(hook_lines(project))
        spawn([*prefix, "hook", found[name].hook], found[name].stdin(0), env)
        if last_outcome(project, found[name].hook) == "detached":
            learned_in_background(project, before)
    return project, env, found


def bench_size(
    python: str, prefix: list[str], size: int, runs: int, tmp: Path, counted: bool = False
) -> dict[str, dict[str, float]]:
    project, env, found = prepare(python, prefix, size, tmp)
    runs_of: dict[str, list[Run]] = {"baseline": [], FLOOR: [], **{name: [] for name in found}}
    background: list[float] = []
    for i in range(1, runs + 1):
        for name in random.sample(list(runs_of), len(runs_of)):
            if name == "baseline":
                run = spawn([python, "-c", "pass"], b"", env)
            elif name == FLOOR:  # the least any Python start costs: no site, no .pth files
                run = spawn([python, "-I", "-S", "-c", "pass"], b"", env)
            else:
                case = found[name]
                before = len(hook_lines(project))
                run = spawn([*prefix, "hook", case.hook], case.stdin(size + i), env)
                outcome = last_outcome(project, case.hook)
                if outcome not in case.outcomes or case.hit != (b"<reflexion-recall>" in run.out):
                    sys.exit(
                        f"{name} at {size:,}: did not do its job (outcome {outcome!r}, {run.out[:80]!r})"
                    )
                if outcome == "detached":
                    background.append(learned_in_background(project, before))
            runs_of[name].append(run)
    wall = statistics.median(r.wall for r in runs_of["baseline"])
    cpu = statistics.median(r.cpu for r in runs_of["baseline"])
    row = {
        name: {
            "ratio": statistics.median(r.wall for r in done) / wall,
            "cpu": statistics.median(r.cpu for r in done) / cpu,
            "rss": max(r.rss for r in done),
        }
        for name, done in runs_of.items()
    }
    row["baseline"].update(ms=wall * 1000, cpu_ms=cpu * 1000)
    row[BACKGROUND] = {"ms": statistics.median(background) if background else 0.0}
    for name, case in found.items():
        row[name]["rss"] = max(
            peak_rss([*prefix, "hook", case.hook], case.stdin(size + runs + k), env) for k in (1, 2)
        )
    row[FLOOR]["rss"] = peak_rss([python, "-I", "-S", "-c", "pass"], b"", env)
    if counted:
        for name, ratio in count_instructions(python, prefix, project, env, found, size).items():
            row[name]["instructions"] = ratio
    if size == max(SIZES):
        row["after a pull"] = after_pull(prefix, project, env, found, wall, cpu)
        look = [python, "-m", "reflexion", "status", "--json"]
        status = [spawn(look, b"", env) for _ in range(3)]
        row["status"] = {
            "s": statistics.median(s.wall for s in status),
            "cpu_s": statistics.median(s.cpu for s in status),
            "rss": peak_rss(look, b"", env),
        }
    return row


def after_pull(
    prefix: list[str], project: Path, env: dict[str, str], found: dict[str, Case], wall: float, cpu: float
) -> dict[str, float]:
    """A `git pull` brings 200 entries: the first hook (a recall hit), one run (so its wall time is one
    sample; its CPU time says what it cost), and how long until they are indexed."""
    seed(project, 200, start=10**7)
    case = found["recall, a hit"]
    run = spawn([*prefix, "hook", case.hook], case.stdin(10**7), env)
    rss = peak_rss([*prefix, "hook", case.hook], case.stdin(10**7 + 1), env)
    started = time.perf_counter()
    pending = project / ".reflexion" / "local" / "rebuild.pending"
    while pending.exists() and time.perf_counter() - started < 600:
        time.sleep(0.1)
    indexed = time.perf_counter() - started
    return {"ratio": run.wall / wall, "cpu": run.cpu / cpu, "rss": rss, "indexed_s": indexed}


SIZES = [1000, 10000, 100000]
FLOOR = "`python -I -S -c pass` (the floor)"
BACKGROUND = "Stop's learning, in its own process (niced)"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--python", default=sys.executable, help="the interpreter reflexion is installed in")
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--instructions", action="store_true", help="also count instructions (callgrind)")
    args = parser.parse_args()
    SIZES[:] = [int(s) for s in args.sizes.split(",")]
    if args.instructions and shutil.which("valgrind") is None:
        sys.exit("--instructions counts with valgrind's callgrind: install valgrind")
    ask = "from reflexion.commands.install import command_prefix; print(command_prefix())"
    # -I: never the reflexion of the current directory (a checkout) instead of the one installed there
    asked = subprocess.run([args.python, "-I", "-c", ask], capture_output=True, text=True, check=True)
    written = asked.stdout.strip()
    prefix = shlex.split(written)
    load = os.getloadavg()
    rows: dict[int, dict[str, dict[str, float]]] = {}
    with tempfile.TemporaryDirectory(prefix="rfx-bench-") as tmp:
        for size in SIZES:
            rows[size] = bench_size(args.python, prefix, size, args.runs, Path(tmp), args.instructions)
            print(f"{size:>7,} entries done", file=sys.stderr, flush=True)
    report(args.python, written, rows, load, os.getloadavg(), args.runs)


def report(python: str, written: str, rows: dict[int, dict[str, dict[str, float]]], load0: tuple[float, ...],
           load1: tuple[float, ...], runs: int) -> None:  # fmt: skip
    lo, hi = min(rows), max(rows)
    print(
        f"reflexion hook benchmark, {time.strftime('%Y-%m-%d')}: {platform.machine()}, "
        f"{os.cpu_count()} cores, Python {platform.python_version()}; load average {load0[0]:.1f} at the "
        f"start, {load1[0]:.1f} at the end; {runs} interleaved runs per case and size, medians.\n"
        f"Hooks run as install writes them: `{written[:60]}… hook <name>`\n"
    )
    mid = 10_000 if 10_000 in rows else hi
    sizes = " | ".join(f"{s:,} entries" for s in rows)
    # the scaling in CPU time too: a shared machine's load moves wall time between one size's runs and the
    # next's (each size is interleaved with its own baseline, not with the other sizes)
    print(
        f"| hook (every run checked) | {sizes} | {hi:,} vs {lo:,} | the same in CPU time "
        f"| CPU time at {mid:,} | peak RSS | goal |"
    )
    print(f"|---|{'---|' * len(rows)}---|---|---|---|---|")
    for name, goal in [*GOALS.items(), (FLOOR, 0.0)]:
        ratios = " | ".join(f"{rows[s][name]['ratio']:.2f}×" for s in rows)
        scaling = rows[hi][name]["ratio"] / rows[lo][name]["ratio"]
        cpu_scaling = rows[hi][name]["cpu"] / rows[lo][name]["cpu"]
        peak = max(rows[s][name]["rss"] for s in rows)
        aim = f"≤ {goal}×" if goal else ""
        print(
            f"| {name} | {ratios} | {scaling:.2f}× | {cpu_scaling:.2f}× | {rows[mid][name]['cpu']:.2f}× "
            f"| {peak:.0f} MiB | {aim} |"
        )
    floor = " | ".join(f"{rows[s]['baseline']['ms']:.1f} ms" for s in rows)
    print(f"| `python -c pass` | {floor} | | | {rows[mid]['baseline']['cpu_ms']:.1f} ms | | |")
    if any(rows[s][BACKGROUND]["ms"] for s in rows):
        later = " | ".join(f"{rows[s][BACKGROUND]['ms']:.1f} ms" for s in rows)
        print(f"| {BACKGROUND}, as hooks.log times it | {later} | | | | | |")
    if all("instructions" in rows[s][FLOOR] for s in rows):
        print("\ninstructions (callgrind, median of 3), as a ratio to `python -c pass`'s:\n")
        print(f"| hook | {sizes} |")
        print(f"|---|{'---|' * len(rows)}")
        for name in [*GOALS, FLOOR]:
            print(f"| {name} | " + " | ".join(f"{rows[s][name]['instructions']:.3f}×" for s in rows) + " |")
    if "after a pull" in rows[hi]:
        pull = rows[hi]["after a pull"]
        print(
            f"\nfirst hook after a git pull of 200 entries into {hi:,}: recall {pull['ratio']:.2f}× "
            f"({pull['cpu']:.2f}× in CPU time), {pull['rss']:.0f} MiB; indexed in the background "
            f"{pull['indexed_s']:.1f} s later"
        )
        status = rows[hi]["status"]
        print(
            f"`reflexion status --json` at {hi:,} entries: {status['s']:.2f} s "
            f"({status['cpu_s']:.2f} s of CPU), {status['rss']:.0f} MiB"
        )


if __name__ == "__main__":
    main()
