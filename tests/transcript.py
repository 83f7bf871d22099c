"""Test helper: write a Claude Code session transcript (JSONL, the 2.1 shape) step by step."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from reflexion.session.transcript import Step


class Transcript:
    """`t = Transcript(path); t.prompt("…"); t.bash("npm test", "Exit code 1\\n…", ok=False); t.flush()`."""

    def __init__(
        self,
        path: Path,
        session: str = "s1",
        cwd: str = "/work/app",
        branch: str = "main",
        day: str = "2026-11-20",
    ) -> None:
        self.path, self.session, self.cwd, self.branch, self.day = path, session, cwd, branch, day
        self.lines: list[dict[str, Any]] = []
        self.n = 0
        self.minute = 0

    def _line(self, kind: str, content: Any, **extra: Any) -> dict[str, Any]:
        self.n += 1
        self.minute += 1
        line = {
            "type": kind,
            "uuid": f"u{self.n}",
            "sessionId": self.session,
            "cwd": self.cwd,
            "gitBranch": self.branch,
            "version": "2.1.39",
            "isSidechain": False,
            "timestamp": f"{self.day}T10:{self.minute // 60:02d}:{self.minute % 60:02d}.000Z",
            "message": {"role": "user" if kind == "user" else "assistant", "content": content},
            **extra,
        }
        self.lines.append(line)
        return line

    def prompt(self, text: str) -> Transcript:
        self._line("user", text)
        return self

    def say(self, text: str) -> Transcript:
        self._line("assistant", [{"type": "text", "text": text}])
        return self

    def call(self, name: str, tool_input: dict[str, Any], call_id: str = "") -> str:
        call_id = call_id or f"toolu_{self.n + 1:03d}"
        self._line("assistant", [{"type": "tool_use", "id": call_id, "name": name, "input": tool_input}])
        return call_id

    def result(self, call_id: str, text: str, error: bool = False, response: Any = None) -> Transcript:
        block = {"type": "tool_result", "tool_use_id": call_id, "content": text, "is_error": error}
        extra = {"toolUseResult": response if response is not None else (f"Error: {text}" if error else text)}
        self._line("user", [block], **extra)
        return self

    def bash(self, command: str, output: str = "", ok: bool = True, call_id: str = "") -> str:
        """A Bash call and its result; a failure's output starts with `Exit code N`."""
        call_id = self.call("Bash", {"command": command, "description": ""}, call_id)
        if ok:
            response = {"stdout": output, "stderr": "", "interrupted": False, "isImage": False}
            self.result(call_id, output, response=response)
        else:
            self.result(call_id, output, error=True)
        return call_id

    def edit(self, path: str, old: str, new: str) -> str:
        call_id = self.call("Edit", {"file_path": path, "old_string": old, "new_string": new})
        self.result(call_id, f"The file {path} has been updated.", response={"filePath": path})
        return call_id

    def flush(self, partial: str = "") -> Path:
        """Write every line so far; `partial` is appended without a newline (a line still being written)."""
        text = "".join(json.dumps(line) + "\n" for line in self.lines)
        self.path.write_text(text + partial, encoding="utf-8")
        return self.path


def step_from_row(row: dict[str, Any]) -> Step:
    """The step a row of tests/data/transcripts/episodes.jsonl describes (bench/excerpt.py writes them)."""
    line = {
        "timestamp": row.get("time", ""),
        "sessionId": "s",
        "cwd": row.get("cwd", ""),
        "gitBranch": row.get("branch", ""),
        "isSidechain": row.get("sidechain", False),
    }
    fields = {k: row[k] for k in ("id", "name", "input", "text", "error", "ran", "response") if k in row}
    return Step(row["kind"], line, 0, **fields)


def learned(steps: list[Step], call: str) -> dict[str, Any]:
    """What the episode learner makes of one failed call in these steps: its triage ("none" when it is not
    counted as a failure), and the fix its episode teaches (text, calls) or the bypass it refused."""
    from reflexion.learn.attribution import attribute
    from reflexion.learn.episodes import Fix, Sighting, Tracker

    tracker = Tracker()
    found: list[Any] = []
    for step in steps:
        found += tracker.feed(step)
    found += tracker.finish_turn()
    kind = next((f.kind for f in found if isinstance(f, Sighting) and f.attempt.call == call), "none")
    fix = next(
        (
            attribute(f.episode)
            for f in found
            if isinstance(f, Fix) and any(a.call == call for a in f.episode.attempts)
        ),
        None,
    )
    return {
        "triage": kind,
        "resolution": fix.text if fix is not None else "",
        "fix_calls": list(fix.calls) if fix is not None and fix.text else [],
        "bypass": fix.bypass if fix is not None else "",
        "kind": fix.kind if fix is not None else "",
    }
