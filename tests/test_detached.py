"""A Stop hook returns at once and learns the turn in a process of its own: through real processes, the same
entries as learning inline, nothing lost or counted twice when Stops come back to back or that process is
killed, and inline where no such process can be started or the environment asks for it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from helpers import entries, run_hook
from transcript import Transcript

from reflexion.commands.learn import Report, learn_transcript
from reflexion.store import Store

NO_UPSTREAM = (
    "Exit code 128\nfatal: The current branch feat-x has no upstream branch.\nTo push the current branch "
    "and set the remote as upstream, use\n\n    git push --set-upstream origin feat-x\n"
)
MISSING = 'Exit code 1\nnpm error Missing script: "build"'

posix_only = pytest.mark.skipif(not hasattr(os, "posix_spawn"), reason="no process to start: learns inline")


def stop(project: Path, path: Path, inline: bool = False, last: str = "") -> list[str]:
    """The Stop hook as Claude Code runs it (a process of its own; the event on stdin); its log lines."""
    env = {k: v for k, v in os.environ.items() if k != "REFLEXION_LEARN_INLINE"}
    env["CLAUDE_PROJECT_DIR"] = str(project)
    if inline:
        env["REFLEXION_LEARN_INLINE"] = "1"
    event = {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(path), "cwd": str(project)}
    if last:
        event["last_assistant_message"] = last
    done = subprocess.run(
        [sys.executable, "-m", "reflexion", "hook", "learn"],
        input=json.dumps(event).encode(),
        capture_output=True,
        env=env,
        cwd=project,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (0, b"")
    return runs(project)


def runs(project: Path) -> list[str]:
    """`<command> <outcome>` of each run hooks.log holds."""
    path = project / ".reflexion" / "local" / "hooks.log"
    lines = path.read_text().splitlines() if path.exists() else []
    return [" ".join(line.split()[1:3]) for line in lines]


def learned(project: Path, count: int, timeout: float = 30) -> list[str]:
    """Wait until `count` learning processes have logged their end; their outcomes."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done = [run for run in runs(project) if run.startswith("learn-background ")]
        if len(done) >= count:
            return done
        time.sleep(0.02)
    raise AssertionError(f"the learning never ended: {runs(project)}")


def turn_one(t: Transcript) -> Path:
    """A session's first turn: git push fails twice, then its fix."""
    t.prompt("push the branch")
    t.bash("git push 2>&1", NO_UPSTREAM, ok=False)
    t.bash("git push 2>&1", NO_UPSTREAM, ok=False)
    t.bash("git push --set-upstream origin feat-x 2>&1", "branch 'feat-x' set up to track 'origin/feat-x'.")
    t.say("Pushed.")
    return t.flush()


def turn_two(t: Transcript) -> Path:
    """Its second turn: npm run build fails, pnpm builds."""
    t.prompt("build it")
    t.bash("npm run build", MISSING, ok=False)
    t.bash("pnpm run build", "done")
    t.say("Built with pnpm.")
    return t.flush()


def summary(project: Path) -> list[tuple[Any, ...]]:
    return sorted((e["context"], e["occurrences"], e["resolution"]) for e in entries(project))


def inline_summary(tmp_path: Path, turns: int) -> list[tuple[Any, ...]]:
    """What learning the same turns inline, one Stop a turn, makes of them in a project of its own."""
    other = tmp_path / "inline"
    (other / ".git").mkdir(parents=True)
    t = Transcript(tmp_path / "inline.jsonl", branch="feat-x")
    stop(other, turn_one(t), inline=True)
    if turns == 2:
        stop(other, turn_two(t), inline=True)
    return summary(other)


@posix_only
def test_a_stop_hook_returns_at_once_and_its_process_learns_what_inline_learns(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    assert stop(project, turn_one(t)) == ["learn detached"]
    assert learned(project, 1) == ["learn-background learned"]
    assert summary(project) == inline_summary(tmp_path, 1) and len(entries(project)) == 1
    [item] = entries(project)
    assert item["occurrences"] == 2 and "--set-upstream origin <branch>" in item["resolution"]


@posix_only
def test_the_agents_last_words_reach_the_learning_process_whatever_they_hold(
    project: Path, tmp_path: Path
) -> None:
    """They go through the environment: a lone surrogate or a NUL (JSON escapes) must not stop the start."""
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    assert stop(project, turn_one(t), last="Pushed.\ud800\x00 ✓") == ["learn detached"]
    assert learned(project, 1) == ["learn-background learned"] and len(entries(project)) == 1


@posix_only
def test_two_stops_back_to_back_learn_each_turn_once(project: Path, tmp_path: Path) -> None:
    """Both processes read their turns while the store is locked: the second to commit finds the watermark
    moved, and reads again from there (nothing lost, nothing counted twice)."""
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    store = Store(str(project))
    store.ensure()
    with store.lock:
        stop(project, turn_one(t))
        time.sleep(0.5)  # the first has read its turn and waits for the lock
        stop(project, turn_two(t))
        time.sleep(0.5)  # the second has read both turns
    # whichever commits second reads again from where the first stopped: the second turn, or nothing
    assert "learn-background learned" in learned(project, 2)
    assert summary(project) == inline_summary(tmp_path, 2) and len(entries(project)) == 2


def test_a_run_that_finds_the_watermark_moved_reads_again_from_there(project: Path, tmp_path: Path) -> None:
    """The retry itself, without timing: this run read from where it started (nothing learned yet), but
    another run moved the watermark past the first turn before this one took the lock. It writes nothing
    of what it read, then reads again from the moved watermark: the second turn only, each turn once."""
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    store = Store(str(project))
    store.ensure()
    path = str(turn_one(t))
    learn_transcript(store, path, "2026-11-27", Report())  # the other run: the first turn learned
    moved = int(store.load_learning(path)["offset"])
    turn_two(t)
    real, reads = store.load_learning, []

    def as_it_stood_when_this_run_started(where: str) -> dict[str, Any]:
        reads.append(where)
        return {} if len(reads) == 1 else real(where)

    store.load_learning = as_it_stood_when_this_run_started  # type: ignore[method-assign]
    report = Report()
    learn_transcript(store, path, "2026-11-27", report)
    assert report.bytes == os.path.getsize(path) - moved  # the successful try read the second turn only
    assert summary(project) == inline_summary(tmp_path, 2) and len(entries(project)) == 2


def _learning_processes(transcript: Path) -> list[int]:
    """The pids of the learning processes started for this transcript (from /proc: Linux)."""
    found = []
    for pid in os.listdir("/proc"):
        try:
            environ = Path(f"/proc/{pid}/environ").read_bytes()
        except OSError:
            continue
        if b"REFLEXION_EVENT=" in environ and str(transcript).encode() in environ:
            found.append(int(pid))
    return found


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="finds the process through /proc")
def test_a_learning_process_killed_midway_leaves_its_turn_to_the_next_one(
    project: Path, tmp_path: Path
) -> None:
    """Killed while it waits for the lock (its turn read, nothing written): the watermark has not moved,
    so the next Stop learns both turns, each once."""
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    path = turn_one(t)
    store = Store(str(project))
    store.ensure()
    with store.lock:
        stop(project, path)
        deadline = time.monotonic() + 10
        while not (pids := _learning_processes(path)) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert len(pids) == 1
        time.sleep(0.5)  # it has read its turn and waits for the lock
        os.kill(pids[0], signal.SIGKILL)
    assert entries(project) == [] and not runs(project)[1:]
    stop(project, turn_two(t))
    assert learned(project, 1) == ["learn-background learned"]
    assert summary(project) == inline_summary(tmp_path, 2) and len(entries(project)) == 2


def test_without_a_way_to_start_a_process_the_hook_learns_inline(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows has no posix_spawn (and REFLEXION_LEARN_INLINE asks for the same): the hook learns itself."""
    monkeypatch.delenv("REFLEXION_LEARN_INLINE")
    monkeypatch.delattr(os, "posix_spawn", raising=False)
    path = turn_one(Transcript(tmp_path / "s1.jsonl", branch="feat-x"))
    event = {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(path)}
    assert run_hook("learn", event) is None
    assert runs(project) == ["learn learned"] and len(entries(project)) == 1


def test_the_environment_can_ask_for_inline_learning(project: Path, tmp_path: Path) -> None:
    path = turn_one(Transcript(tmp_path / "s1.jsonl", branch="feat-x"))
    assert stop(project, path, inline=True) == ["learn learned"]
    assert len(entries(project)) == 1
