#!/usr/bin/env python3
"""What learning from transcripts costs: `reflexion learn` over a history, and the Stop hook on one turn.

    python bench/learn.py [--cmd .venv/bin/reflexion] [--sessions 1000] [--runs 15]

History: the real corpus (../shared/eval/transcripts/data), copied as the sessions of one scratch project
until there are --sessions files (each copy its own session; paths rewritten to the project), learned by
`reflexion learn` in one run: seconds, MB/s, peak RSS; then a second run (nothing to learn: the
watermarks). Stop: a session whose transcript was learned up to its last turn gets one more turn — a
typical one (a prompt, 20 calls, two failures, a fix) and a 1,000-call one — and `reflexion hook learn`
runs on it through the shell, interleaved with `python -c pass` on the same interpreter: median ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "eval" / "transcripts" / "data"
CWD = re.compile(rb'"cwd":\s*"[^"]*"')


def encode(path: str) -> str:
    return re.sub(r"[^A-Za-z0-9]", "-", path)


def interpreter(cmd: list[str]) -> str:
    exe = shutil.which(cmd[0]) or cmd[0]
    if Path(exe).name.startswith("python"):
        return exe
    first = Path(exe).read_text(encoding="utf-8", errors="replace").splitlines()[0]
    return first[2:].strip().split()[0] if first.startswith("#!") else sys.executable


def history(base: Path, project: Path, sessions: int) -> tuple[Path, int]:
    """The corpus copied as `sessions` transcripts of `project`, under a scratch HOME."""
    folder = base / "home" / ".claude" / "projects" / encode(str(project))
    folder.mkdir(parents=True)
    sources = sorted(p for p in DATA.rglob("*.jsonl") if p.stat().st_size > 0)
    cwd = f'"cwd":"{project}"'.encode()
    total = 0
    for n in range(sessions):
        data = CWD.sub(cwd, sources[n % len(sources)].read_bytes())
        target = folder / f"{n:05d}-{sources[n % len(sources)].name}"
        target.write_bytes(data)
        total += len(data)
    return folder, total


CPU = [0.0]  # CPU seconds (user + system) of the last child run: wall time on a busy machine says little


def run(argv: list[str], env: dict[str, str], cwd: Path, stdin: bytes = b"") -> tuple[float, float]:
    """Wall seconds and the peak RSS (MiB) of one child (its CPU seconds in CPU[0])."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(argv, input=stdin, env=env, cwd=cwd, capture_output=True)
    elapsed = time.perf_counter() - started
    if done.returncode:
        sys.exit(f"{argv[-1]} failed: {done.stderr.decode()[-2000:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU[0] = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return elapsed, max(after.ru_maxrss, before.ru_maxrss) / 1024


TURNS = iter(range(1, 1 << 30))


def turn(path: Path, calls: int, fix: bool = True) -> bytes:
    """JSONL for one more turn: a prompt, `calls` Bash calls (every tenth fails), the fix of the first."""
    t = next(TURNS)  # tool_use ids are unique, as Claude Code's are
    lines = [{"type": "user", "sessionId": "bench", "cwd": "", "timestamp": "2026-11-20T10:00:00Z",
              "message": {"role": "user", "content": "run the checks and fix what fails"}}]  # fmt: skip
    for n in range(calls):
        failed = n % 10 == 3
        call = f"toolu_bench_{t}_{n}"
        command = "npm run build" if failed else f"ls src/module_{n}"
        text = 'Exit code 1\nnpm error Missing script: "build"' if failed else f"module_{n}.ts"
        lines.append({"type": "assistant", "sessionId": "bench", "message": {"content": [
            {"type": "tool_use", "id": call, "name": "Bash", "input": {"command": command}}]}})  # fmt: skip
        lines.append({"type": "user", "sessionId": "bench", "message": {"content": [
            {"type": "tool_result", "tool_use_id": call, "content": text, "is_error": failed}]}})  # fmt: skip
    if fix:
        lines.append({"type": "assistant", "sessionId": "bench", "message": {"content": [
            {"type": "tool_use", "id": f"toolu_fix_{t}", "name": "Bash",
             "input": {"command": "pnpm run build"}}]}})  # fmt: skip
        lines.append({"type": "user", "sessionId": "bench", "message": {"content": [
            {"type": "tool_result", "tool_use_id": f"toolu_fix_{t}", "content": "done"}]}})
    lines.append({"type": "assistant", "sessionId": "bench", "message": {"content": [
        {"type": "text", "text": "All checks pass."}]}})  # fmt: skip
    return b"".join(json.dumps(line).encode() + b"\n" for line in lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cmd", default=str(REPO / ".venv" / "bin" / "reflexion"))
    ap.add_argument("--sessions", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    cmd = shlex.split(args.cmd)
    python = interpreter(cmd)
    with tempfile.TemporaryDirectory(prefix="bench-learn-") as scratch:
        base = Path(scratch)
        project = base / "project"
        (project / ".git").mkdir(parents=True)
        env = {**os.environ, "HOME": str(base / "home"), "CLAUDE_PROJECT_DIR": str(project)}
        # a user's installation has its bytecode cached; a run that compiles every module times the compiler
        env = {k: v for k, v in env.items() if not k.startswith("REFLEXION_")}
        env["REFLEXION_LEARN_INLINE"] = "1"  # the Stop case times the learning, not the hook that starts it
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run([python, "-m", "compileall", "-q", str(REPO / "reflexion")], check=False)
        folder, total = history(base, project, args.sessions)
        seconds, rss = run([*cmd, "learn", "--json"], env, project)
        cpu = CPU[0]
        again, _ = run([*cmd, "learn", "--json"], env, project)
        entries = len(list((project / ".reflexion" / "entries").glob("*.json")))
        rate = total / 1e6 / seconds
        print(f"history: {args.sessions} sessions, {total / 1e6:.1f} MB -> {entries} entries "
              f"in {seconds:.1f} s ({rate:.1f} MB/s; CPU {cpu:.1f} s, {total / 1e6 / cpu:.1f} MB/s), "
              f"peak RSS {rss:.0f} MiB; again: {again:.2f} s")

        session = folder / "00000-stop.jsonl"
        session.write_bytes(turn(session, 20))
        hook = [*cmd, "hook", "learn"]
        event = {"session_id": "bench", "hook_event_name": "Stop", "transcript_path": str(session)}
        run(hook, env, project, json.dumps(event).encode())  # learned up to here: the watermark
        cases = {"python -c pass": ([python, "-c", "pass"], b""), "Stop, typical turn": (hook, b"")}
        times: dict[str, list[float]] = {name: [] for name in cases}
        peaks: dict[str, float] = dict.fromkeys(cases, 0.0)
        for _ in range(args.runs):
            for name in random.sample(list(cases), len(cases)):
                argv, _ = cases[name]
                stdin = b""
                if name.startswith("Stop"):
                    with open(session, "ab") as fh:
                        fh.write(turn(session, 20))
                    stdin = json.dumps(event).encode()
                elapsed, peak = run(argv, env, project, stdin)
                times[name].append(elapsed)
                peaks[name] = max(peaks[name], peak)
        floor = statistics.median(times["python -c pass"])
        for name, values in times.items():
            median = statistics.median(values)
            print(f"{name:24} {median * 1000:7.1f} ms  {median / floor:5.2f}x")
        with open(session, "ab") as fh:
            fh.write(turn(session, 1000))
        elapsed, peak = run(hook, env, project, json.dumps(event).encode())
        print(f"Stop, a 1,000-call turn    {elapsed * 1000:7.1f} ms, peak RSS {peak:.0f} MiB")


if __name__ == "__main__":
    main()
