#!/usr/bin/env python3
"""Replay real Claude Code sessions through reflexion's installed hooks, as Claude Code would deliver them.

    python bench/replay.py --cmd .venv/bin/reflexion --out /tmp/replay [--data DIR] [--project NAME]

For each replay project of the corpus (`manifest.json` of ../shared/eval/transcripts/data by default) it
makes a scratch project (with `.git`) and a scratch HOME, runs `<cmd> install` there, and then walks every
session of the project in time order (subagent files interleaved by timestamp), firing the hooks that the
installed settings wire, exactly as Claude Code does:

- SessionStart at a main session's first line; UserPromptSubmit for each prompt the user typed;
  PreCompact and SessionStart (source "compact") where the session was compacted (its summary line);
- PostToolUse / PostToolUseFailure for each Bash call that ran (calls refused or rejected fire nothing;
  a call repeated by a resumed session fires nothing again);
- Stop at the end of each turn of a main session, SubagentStop at the end of a subagent file, SessionEnd
  after a main session's last line.

`transcript_path` always names the session's file under `~/.claude/projects/<encoded project path>/`, holding
the transcript as it stood at that moment (at Stop, the turn's last assistant line arrives WRITER_LAG after
the hook starts, as Claude Code's writer lags its hooks; the event carries it as `last_assistant_message`).
The day of each event (REFLEXION_TODAY) is the line's date.

Writes to --out: `events.jsonl` (every hook run: event, call or `prompt <uuid>`, command, stdout, exit, ms),
`<project>/` (the store, CLAUDE.md and settings after the replay) and `summary.json`.

With --learn, each project is then learned again from scratch by `reflexion learn` over the same transcripts
(the store and CLAUDE.md removed first, HOME and project path unchanged), into `<project>/learned/`:
bench/compare_stores.py says where the two stores differ.
"""

from __future__ import annotations

import argparse
import heapq
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "eval" / "transcripts" / "data"
sys.path.insert(0, str(REPO))

from reflexion.detect import interrupted  # noqa: E402
from reflexion.session.transcript import CALL, PROMPT, RESULT, WORDS, Step, steps  # noqa: E402

WRITER_LAG = 0.15  # seconds between a Stop hook starting and its turn's last line reaching the transcript


def encode(path: str) -> str:
    """Claude Code's directory name for a project path: every character but [A-Za-z0-9] becomes '-'."""
    return re.sub(r"[^A-Za-z0-9]", "-", path)


class Session:
    """One transcript file of a replay project, being copied line by line to where Claude Code keeps it."""

    def __init__(self, source: Path, rel: str, target: Path, subagent: bool) -> None:
        self.source, self.rel, self.target, self.subagent = source, rel, target, subagent
        self.lines = source.read_bytes().splitlines(keepends=True)
        self.written = 0
        self.session_id = ""
        self.started = False
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(b"")

    def write_to(self, n: int) -> None:
        """Make the copy hold the first n lines."""
        if n > self.written:
            with open(self.target, "ab") as fh:
                fh.write(b"".join(self.lines[self.written : n]))
            self.written = n


def parsed(raw: bytes) -> dict | None:
    try:
        line = json.loads(raw)
    except ValueError:
        return None
    return line if isinstance(line, dict) else None


def timeline(sessions: list[Session]) -> list[tuple[str, int, int, int]]:
    """(timestamp, file number, line number, order) of every line, merged across files by time; lines
    without a timestamp keep the time of the line before them in their file."""
    merged = []
    for number, session in enumerate(sessions):
        last = ""
        rows = []
        for i, raw in enumerate(session.lines):
            line = parsed(raw)
            stamp = line.get("timestamp") if line else None
            last = stamp if isinstance(stamp, str) and stamp else last
            rows.append((last or "0000", number, i, len(rows)))
        merged.append(rows)
    return list(heapq.merge(*merged))


class Replay:
    def __init__(self, cmd: str, out: Path, scratch: Path) -> None:
        self.cmd, self.out, self.scratch = cmd, out, scratch
        self.log = open(out / "events.jsonl", "w", encoding="utf-8")  # noqa: SIM115 - closed in main()
        self.counts: dict[str, int] = {}

    # ------------------------------------------------------------------ hooks

    def hooks_for(self, settings: dict, event: str, tool: str = "") -> list[str]:
        found = []
        for group in settings.get("hooks", {}).get(event, []):
            matcher = group.get("matcher")
            if tool and matcher not in (None, "", "*") and not re.fullmatch(matcher, tool):
                continue
            found += [h["command"] for h in group.get("hooks", []) if h.get("type") == "command"]
        return found

    def fire(self, project: dict, event: dict, day: str, about: str) -> list[str]:
        name = event["hook_event_name"]
        outputs = []
        env = dict(os.environ, HOME=project["home"], CLAUDE_PROJECT_DIR=project["root"], REFLEXION_TODAY=day)
        env.pop("REFLEXION_DIR", None)
        for command in self.hooks_for(project["settings"], name, event.get("tool_name", "")):
            started = time.perf_counter()
            run = subprocess.run(
                ["bash", "-c", command],
                input=json.dumps(event).encode(),
                capture_output=True,
                cwd=project["root"],
                env=env,
                timeout=120,
            )
            ms = (time.perf_counter() - started) * 1000
            settle(Path(project["root"]))
            stdout = run.stdout.decode("utf-8", "replace")
            self.counts[name] = self.counts.get(name, 0) + 1
            self.log.write(
                json.dumps(
                    {
                        "project": project["name"],
                        "event": name,
                        "about": about,
                        "session": event.get("session_id"),
                        "day": day,
                        "command": command.rsplit(" ", 1)[-1],
                        "exit": run.returncode,
                        "ms": round(ms, 1),
                        "stdout": stdout,
                        "stderr": run.stderr.decode("utf-8", "replace")[-2000:],
                    },
                    ensure_ascii=False,
                )
                + "\n"
            )
            outputs.append(stdout)
        return outputs

    # ------------------------------------------------------------------ a project

    def project(self, name: str, files: list[tuple[Path, str]]) -> dict:
        home = self.scratch / name / "home"
        root = self.scratch / name / "work" / name
        (root / ".git").mkdir(parents=True)
        home.mkdir(parents=True)
        env = dict(os.environ, HOME=str(home), CLAUDE_PROJECT_DIR=str(root))
        subprocess.run(
            [*shlex.split(self.cmd), "install"], cwd=root, env=env, capture_output=True, check=True
        )
        settings = json.loads((root / ".claude" / "settings.local.json").read_text())
        project = {"name": name, "home": str(home), "root": str(root), "settings": settings}
        folder = home / ".claude" / "projects" / encode(str(root))
        sessions = []
        for source, rel in files:
            subagent = "/subagents/" in rel or Path(rel).name.startswith("agent-")
            parts = Path(rel).parts
            if "/subagents/" in rel:  # <session>/subagents/agent-x.jsonl keeps its parent folder
                target = folder / parts[-3] / "subagents" / parts[-1]
            else:
                target = folder / parts[-1]
            sessions.append(Session(source, rel, target, subagent))
        self.walk(project, sessions)
        return project

    def walk(self, project: dict, sessions: list[Session]) -> None:
        fired_calls: set[str] = set()
        fired_prompts: set[tuple[str, str]] = set()
        calls: dict[str, Step] = {}
        turn_open: dict[int, bool] = {}
        order = timeline(sessions)
        for _, number, i, _ in order:
            session = sessions[number]
            line = parsed(session.lines[i])
            day = (line or {}).get("timestamp", "")[:10] or "2026-01-01"
            if line is None:
                session.write_to(i + 1)
                continue
            session.session_id = line.get("sessionId") or session.session_id or session.source.stem
            items = list(steps(line))
            prompt = next((s for s in items if s.kind == PROMPT), None)
            if prompt is not None and not session.subagent:
                # the turn before this prompt ended: Stop, with the transcript as it stood
                if turn_open.get(number):
                    self.stop(project, session, day)
                if not session.started:
                    session.started = True
                    self.fire(project, self.event(session, "SessionStart", source="startup"), day, "start")
                session.write_to(i + 1)
                key = (line.get("timestamp", ""), prompt.text)
                if key not in fired_prompts:
                    fired_prompts.add(key)
                    event = self.event(session, "UserPromptSubmit", prompt=prompt.text)
                    self.fire(project, event, day, f"prompt {line.get('uuid', '')}".strip())
                turn_open[number] = True
                continue
            session.write_to(i + 1)
            if line.get("isCompactSummary") is True and not session.subagent and session.started:
                # the context was compacted: Claude Code fires PreCompact, then SessionStart "compact"
                self.fire(project, self.event(session, "PreCompact", trigger="auto"), day, "compact")
                self.fire(project, self.event(session, "SessionStart", source="compact"), day, "compact")
            for step in items:
                if step.kind == CALL:
                    calls[step.id] = step
                elif step.kind == RESULT and step.id in calls and calls[step.id].name == "Bash":
                    if step.id in fired_calls or not ran(step, line):
                        continue
                    fired_calls.add(step.id)
                    self.tool_event(project, session, calls[step.id], step, line, day)
            if not session.subagent and any(s.kind in (CALL, RESULT, WORDS) for s in items):
                turn_open[number] = True
        for number, session in enumerate(sessions):
            last_day = day_of_last(session)
            if session.subagent:
                session.write_to(len(session.lines))
                self.fire(
                    project,
                    self.event(
                        session,
                        "SubagentStop",
                        stop_hook_active=False,
                        agent_transcript_path=str(session.target),
                    ),
                    last_day,
                    "subagent-stop",
                )
            elif turn_open.get(number):
                self.stop(project, session, last_day, final=True)
            if not session.subagent and session.started:
                self.fire(project, self.event(session, "SessionEnd", reason="other"), last_day, "end")

    def stop(self, project: dict, session: Session, day: str, final: bool = False) -> None:
        """Stop at a turn's end, as Claude Code fires it: the event carries the agent's last words
        (`last_assistant_message`), and the transcript gets the line holding them a moment after the hook
        starts (WRITER_LAG), as Claude Code's writer lags its hooks."""
        keep = session.written
        last = parsed(session.lines[keep - 1]) if keep else None
        fields: dict[str, object] = {"stop_hook_active": False}
        timer = None
        if not final and last and is_words(last):
            fields["last_assistant_message"] = "\n".join(s.text for s in steps(last))
            session.written = keep - 1
            session.target.write_bytes(b"".join(session.lines[: keep - 1]))
            timer = threading.Timer(WRITER_LAG, session.write_to, (keep,))
            timer.start()
        else:
            session.write_to(len(session.lines) if final else keep)
        self.fire(project, self.event(session, "Stop", **fields), day, "stop")
        if timer is not None:
            timer.join()
        session.write_to(keep)

    def event(self, session: Session, name: str, **fields: object) -> dict:
        return {
            "session_id": session.session_id,
            "transcript_path": str(session.target),
            "cwd": "",
            "hook_event_name": name,
            **fields,
        }

    def tool_event(
        self, project: dict, session: Session, call: Step, result: Step, line: dict, day: str
    ) -> None:
        event = self.event(
            session,
            "PostToolUseFailure" if result.error else "PostToolUse",
            tool_name="Bash",
            tool_input=call.input,
            tool_use_id=call.id,
        )
        event["cwd"] = project["root"]
        if session.subagent:
            event["agent_id"] = session.source.stem
        if result.error:
            text = result.text
            event.update(
                error=text[:5000] + text[-5000:] if len(text) > 10000 else text,
                is_interrupt=False,
                duration_ms=0,
            )
        else:
            response = line.get("toolUseResult")
            if not isinstance(response, dict):
                response = {"stdout": result.text, "stderr": "", "interrupted": False, "isImage": False}
            event["tool_response"] = response
        self.fire(project, event, day, call.id)


def settle(root: Path, timeout: float = 300) -> None:
    """A Stop hook learns in a process of its own: wait until every learning the hooks started has ended
    (as a user's next prompt comes later), so the transcript it reads is the one of its moment."""
    local = root / ".reflexion" / "local"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        logs = [local / "hooks.log.1", local / "hooks.log"]  # a line and its pair may straddle a rotation
        text = "".join(p.read_text(encoding="utf-8") for p in logs if p.exists())
        runs = [line.split()[1:3] for line in text.splitlines()]
        if runs.count(["learn", "detached"]) <= sum(run[:1] == ["learn-background"] for run in runs):
            return
        time.sleep(0.02)


def ran(result: Step, line: dict) -> bool:
    """Did this Bash call run (and so fire a hook)? 2.x failures of a command that ran start with
    `Exit code N`, or say the shell could not start; anything else there is a refusal or a hook's block."""
    if not result.ran or (result.error and interrupted(result.text)):
        return False  # refused, or stopped by the user while it ran: Claude Code fires no hook for either
    if not result.error or str(line.get("version", "")).startswith("1."):
        return True
    text = result.text.lstrip()
    return text.startswith(("Exit code", "Command failed:", "Command timed out"))


def is_words(line: dict | None) -> bool:
    return bool(line) and all(s.kind == WORDS for s in steps(line)) and any(True for _ in steps(line))


def day_of_last(session: Session) -> str:
    for raw in reversed(session.lines):
        line = parsed(raw)
        if line and isinstance(line.get("timestamp"), str):
            return line["timestamp"][:10]
    return "2026-01-01"


def relearn(cmd: str, project: dict, target: Path) -> float:
    """`reflexion learn` over the project's transcripts, from an empty store; its store and CLAUDE.md are
    copied to `target`. Returns the seconds it took."""
    root = Path(project["root"])
    shutil.rmtree(root / ".reflexion", ignore_errors=True)
    (root / "CLAUDE.md").unlink(missing_ok=True)
    env = dict(os.environ, HOME=project["home"], CLAUDE_PROJECT_DIR=str(root))
    env.pop("REFLEXION_DIR", None)
    env.pop("REFLEXION_TODAY", None)
    # named explicitly: discovery keeps only sessions that ran inside this project, and these ran at their
    # authors' paths (tests/test_history.py covers discovery)
    folder = Path(project["home"]) / ".claude" / "projects" / encode(str(root))
    files = [str(p) for p in sorted(folder.rglob("*.jsonl"))]
    started = time.perf_counter()
    run = subprocess.run(
        [*shlex.split(cmd), "learn", "--json", *files], cwd=root, env=env, capture_output=True
    )
    seconds = time.perf_counter() - started
    target.mkdir(parents=True, exist_ok=True)
    (target / "learn.json").write_bytes(run.stdout)
    if (root / ".reflexion").exists():
        shutil.copytree(root / ".reflexion", target / ".reflexion", symlinks=True)
    if (root / "CLAUDE.md").exists():
        shutil.copy(root / "CLAUDE.md", target / "CLAUDE.md")
    return seconds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cmd", required=True, help="how to start reflexion, e.g. .venv/bin/reflexion")
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--project", action="append", help="only these replay projects")
    ap.add_argument("--learn", action="store_true", help="then learn each project anew: `reflexion learn`")
    args = ap.parse_args()
    manifest = json.loads((args.data / "manifest.json").read_text())
    projects: dict[str, list[tuple[Path, str]]] = {}
    for row in manifest:
        if args.project and row["project"] not in args.project:
            continue
        projects.setdefault(row["project"], []).append((args.data / row["file"], row["file"]))
    if args.out.exists():
        shutil.rmtree(args.out)
    args.out.mkdir(parents=True)
    started = time.time()
    with tempfile.TemporaryDirectory(prefix="replay-") as scratch:
        replay = Replay(args.cmd, args.out, Path(scratch))
        for name, files in sorted(projects.items()):
            project = replay.project(name, files)
            target = args.out / name
            root = Path(project["root"])
            if (root / ".reflexion").exists():
                shutil.copytree(root / ".reflexion", target / ".reflexion", symlinks=True)
            target.mkdir(parents=True, exist_ok=True)
            for extra in ("CLAUDE.md", ".claude/settings.local.json"):
                if (root / extra).exists():
                    shutil.copy(root / extra, target / Path(extra).name)
            (target / "root.txt").write_text(str(root) + "\n")
            print(f"{name}: replayed", flush=True)
            if args.learn:
                seconds = relearn(args.cmd, project, target / "learned")
                print(f"{name}: learned anew in {seconds:.1f} s", flush=True)
        replay.log.close()
        summary = {"hooks_fired": replay.counts, "seconds": round(time.time() - started, 1)}
    (args.out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
