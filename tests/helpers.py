"""Shared test helpers: run a hook in-process on an event, read the store's entries, bound a block's time."""

from __future__ import annotations

import contextlib
import io
import json
import signal
from pathlib import Path
from typing import Any

from reflexion import hook

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator


def run_hook(command: str, event: dict[str, Any]) -> dict[str, Any] | None:
    """Run `reflexion <command>` as Claude Code would (event on stdin); the parsed hook JSON or None."""
    out = io.StringIO()
    import contextlib

    with contextlib.redirect_stdout(out):
        assert hook.run(command, io.BytesIO(json.dumps(event).encode())) == 0
    text = out.getvalue().strip()
    return json.loads(text) if text else None


def context(result: dict[str, Any] | None) -> str:
    return result["hookSpecificOutput"]["additionalContext"] if result else ""


def entries(project: Path) -> list[dict[str, Any]]:
    folder = project / ".reflexion" / "entries"
    return [json.loads(p.read_text()) for p in sorted(folder.glob("RFX-*.json"))] if folder.is_dir() else []


def held(project: Path) -> list[dict[str, Any]]:
    """The entries the project's local state keeps (local/unshared): the work in progress, the moment's
    trouble, a lesson seen once with no fix yet."""
    folder = project / ".reflexion" / "local" / "unshared" / "entries"
    return [json.loads(p.read_text()) for p in sorted(folder.glob("RFX-*.json"))] if folder.is_dir() else []


def failure(
    command: str, error: str, call: str = "toolu_1", session: str = "s1", **extra: Any
) -> dict[str, Any]:
    return {"session_id": session, "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
            "tool_input": {"command": command, "description": extra.pop("description", "")},
            "tool_use_id": call, "error": error, "is_interrupt": False, **extra}  # fmt: skip


def success(
    command: str, stdout: str = "", call: str = "toolu_9", session: str = "s1", **response: Any
) -> dict[str, Any]:
    return {"session_id": session, "hook_event_name": "PostToolUse", "tool_name": "Bash",
            "tool_input": {"command": command}, "tool_use_id": call,
            "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False, **response}}  # fmt: skip


def prompt(text: str, session: str = "s1") -> dict[str, Any]:
    return {"session_id": session, "hook_event_name": "UserPromptSubmit", "prompt": text}


def failed_turn(project: Path, transcript: Path, failures: list[tuple[str, str]]) -> None:
    """A turn whose calls all failed, as Claude Code runs the hooks: each counted live, then the turn's
    Stop learns it (inline: the test process is the learner)."""
    from transcript import Transcript

    t = Transcript(transcript)
    for command, error in failures:
        run_hook("capture", failure(command, error, call=t.bash(command, error, ok=False)))
    path = t.flush()
    run_hook("learn", {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(path),
                       "cwd": str(project)})  # fmt: skip


@contextlib.contextmanager
def within_seconds(seconds: int, what: str) -> Iterator[None]:
    """Fail the block if it runs longer (SIGALRM): a regex gone quadratic on a 30,000-character input takes
    tens of seconds, a linear one milliseconds — a bound, not a timing."""

    def late(*_: object) -> None:
        raise TimeoutError(f"{what} took more than {seconds} s")

    old = signal.signal(signal.SIGALRM, late)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
