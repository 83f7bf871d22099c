"""What learning works out once, not again at every step: the facts of a failed call that each later run
is compared with (`learn` over a long history spent most of its time working them out anew)."""

from __future__ import annotations

from pathlib import Path

import pytest
from transcript import Transcript

from reflexion.learn import episodes
from reflexion.learn.episodes import Tracker
from reflexion.session.transcript import Reader

FAILED = "npm run build"


def test_a_failed_calls_intent_is_worked_out_once_not_for_every_run_after_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    intent = episodes.intent

    def counted_intent(command: str, where: str = "", here: str = "") -> object:
        asked.append(f"intent {command}")
        return intent(command, where, here)

    monkeypatch.setattr(episodes, "intent", counted_intent)
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("build it")
    t.bash(FAILED, 'Exit code 1\nnpm error Missing script: "build"', ok=False)
    t.bash(FAILED, 'Exit code 1\nnpm error Missing script: "build"', ok=False)
    for n in range(20):  # looking around before the fix: each run is compared with the failure
        t.bash(f"cat src/part{n}.ts", f"export const part{n} = {n};")
    t.bash("pnpm run build", "done")
    tracker = Tracker()
    found = [f for step in Reader(str(t.flush())) for f in tracker.feed(step)] + tracker.end_session()
    assert any(isinstance(f, episodes.Fix) for f in found)
    assert asked.count(f"intent {FAILED}") <= 4  # each of the two runs, and each failed call once
