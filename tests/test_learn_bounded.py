"""A Stop hook reads a bounded slice of its transcript: the delta since its watermark, never more than
HOOK_READ bytes in one run (a 2 GB sparse file took an inline Stop hook 8.7 s), inline or in the
background."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from helpers import entries, run_hook, within_seconds
from transcript import Transcript

from reflexion import hook
from reflexion.commands import learn
from reflexion.store import Store

NO_MODULE = "Exit code 1\nModuleNotFoundError: No module named 'requests'"


def stop(project: Path, path: Path) -> dict[str, object]:
    return {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(path), "cwd": str(project)}


def watermark(project: Path, path: Path) -> dict[str, object]:
    return json.loads(Path(Store(str(project)).learning_path(str(path))).read_text())


@pytest.mark.parametrize("background", [False, True])
def test_a_2_gb_sparse_transcript_costs_a_hook_one_bounded_slice(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, background: bool
) -> None:
    path = tmp_path / "big.jsonl"
    with open(path, "wb") as fh:
        fh.truncate(2 << 30)  # sparse: no disk, and no newline in 2 GB
    if background:  # as the process the default (detached) hook starts runs it
        monkeypatch.setenv("REFLEXION_BACKGROUND", "1")
        monkeypatch.setenv("REFLEXION_EVENT", json.dumps(stop(project, path)))
    started = time.monotonic()
    with within_seconds(3, "a Stop hook on a 2 GB transcript"):  # a hook swallows the alarm: timed too
        if background:
            assert hook.run("learn-background") == 0
        else:
            run_hook("learn", stop(project, path))
    assert time.monotonic() - started < 3
    mark = watermark(project, path)
    assert mark["skipping"] is True and learn.HOOK_READ <= int(mark["offset"]) <= learn.HOOK_READ + (2 << 20)


def test_a_transcript_longer_than_a_slice_is_learned_whole_over_the_next_hooks(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A line past the longest a hook holds is dropped across runs (the watermark says it is inside one);
    what follows it is learned, each run from where the last one stopped."""
    from reflexion.session import transcript

    monkeypatch.setattr(transcript, "CHUNK", 512)
    monkeypatch.setattr(learn, "HOOK_READ", 4096)
    monkeypatch.setattr(learn, "HOOK_LINE", 2048)
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("x" * 10_000)  # a line past HOOK_LINE
    for _ in range(6):
        t.bash("python tool.py", NO_MODULE, ok=False)
    t.bash("pip install requests", "Successfully installed requests-2.32.3")
    t.bash("python tool.py", "done")
    path = t.flush()
    runs = 0
    while os.path.getsize(path) > int(watermark(project, path).get("offset", 0) if runs else 0):
        run_hook("learn", stop(project, path))
        runs += 1
        assert runs < 20
    assert runs > 2
    [item] = [e for e in entries(project) if e["type"] == "error"]
    assert item["occurrences"] == 6 and "pip install requests" in item["resolution"]
