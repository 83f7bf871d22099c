"""What a hook swallows it still reports: one line in the store's log for a detector that raised, a
stdout that could not be written, an error before the store was found; and the fallback error-line picker
stays linear."""

from __future__ import annotations

import io
import json
import time
from pathlib import Path
from typing import Any

import pytest

import reflexion.detectors
from reflexion import hook
from reflexion.detect import failure_from_error
from reflexion.detectors.base import Detector
from reflexion.store import Store
from tests.helpers import failure, run_hook

ERROR = "Exit code 1\nError: Cannot find module 'left-pad'"


def log_lines(project: Path) -> list[str]:
    log = project / ".reflexion" / "local" / "reflexion.log"
    return log.read_text().splitlines() if log.exists() else []


@pytest.fixture
def store(project: Path) -> Store:
    run_hook("capture", failure("node index.js", ERROR, call="toolu_0"))  # the store exists
    return Store(str(project))


def test_a_detector_that_raises_is_skipped_and_logged(
    project: Path, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(out: Any) -> str:
        raise ZeroDivisionError("a bug in the rule")

    bad = Detector("test.broken", broken, ("left-pad",))
    real = reflexion.detectors.applicable
    monkeypatch.setattr(reflexion.detectors, "applicable", lambda out: [bad, *real(out)])
    run_hook("capture", failure("node index.js", ERROR, call="toolu_1"))
    found = [line for line in log_lines(project) if "test.broken" in line]
    assert len(found) == 1 and "ZeroDivisionError" in found[0]


def test_a_failed_stdout_write_is_logged(
    project: Path, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Closed(io.StringIO):
        def write(self, text: str) -> int:
            raise OSError(32, "Broken pipe")

    from reflexion.commands.resolve import resolve

    entry_id = next((project / ".reflexion" / "entries").glob("*.json")).stem
    resolve(store, entry_id, "npm install left-pad", "2026-11-22")  # a known fix: there is output to write
    monkeypatch.setattr("sys.stdout", Closed())
    event = failure("node index.js", ERROR, call="toolu_2")
    assert hook.run("capture", io.BytesIO(json.dumps(event).encode())) == 0
    assert any("output" in line and "Broken pipe" in line for line in log_lines(project)), log_lines(project)


def test_an_error_before_the_store_is_found_is_logged(
    project: Path, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(stream: Any) -> None:
        raise MemoryError("no room for the event")

    monkeypatch.setattr(hook, "read_event", broken)
    assert hook.run("capture", io.BytesIO(b"{}")) == 0
    assert any("MemoryError" in line for line in log_lines(project)), log_lines(project)


def test_the_fallback_picks_its_lines_in_linear_time() -> None:
    """Ten times the lines cost about ten times as much, not a hundred (a wall-clock bound failed on a
    loaded machine: the ratio of two runs on the same machine does not)."""
    failure_from_error("./build.sh", "Exit code 1\nerror: warm up")  # imports and compiles are not the point

    def cost(lines: int) -> float:
        text = "Exit code 1\n" + "\n".join(f"e{n}" for n in range(lines))  # short: within the scan limit
        best = float("inf")
        for _ in range(3):
            started = time.perf_counter()
            assert failure_from_error("./build.sh", text) is not None
            best = min(best, time.perf_counter() - started)
        return best

    assert cost(13_000) < 35 * cost(1_300)
