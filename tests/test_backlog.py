"""A busy lock never loses an event: a capture that cannot have the lock is queued, and the lock's next
holder applies it (bench/lock_wait.py shows it with 400 parallel captures)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reflexion.commands import capture
from reflexion.lock import Lock
from reflexion.store import Store
from tests.helpers import entries, failure, run_hook

ERROR = "Exit code 1\nError: Cannot find module 'left-pad'"


def queue_behind_a_busy_lock(project: Path, monkeypatch: pytest.MonkeyPatch, n: int) -> Store:
    """`n` captures of one failure while another process (a long reindex) holds the store's lock."""
    monkeypatch.setattr(capture, "LOCK_WAIT", 0.05)
    store = Store(str(project))
    store.ensure()
    with Lock(store.lock.path):
        for i in range(n):
            assert run_hook("capture", failure("node index.js", ERROR, call=f"toolu_{i}")) is None
        assert entries(project) == []
    return store


def test_captures_queued_behind_a_busy_lock_are_applied_by_its_next_holder(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = queue_behind_a_busy_lock(project, monkeypatch, 5)
    assert len(Path(store.backlog_path).read_text().splitlines()) == 5
    with Store(str(project)).lock:  # whoever comes next: a person's command, the next hook
        pass
    assert [e["occurrences"] for e in entries(project)] == [5]
    assert not Path(store.backlog_path).exists() and not Path(store.backlog_path + ".taken").exists()


def test_a_holder_killed_halfway_leaves_the_backlog_to_the_next_and_nothing_counts_twice(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = queue_behind_a_busy_lock(project, monkeypatch, 3)
    monkeypatch.setattr(Store, "backlog_done", lambda self: None)  # killed before it could clear it
    with Store(str(project)).lock:
        pass
    monkeypatch.undo()
    Path(store.backlog_path).write_text("")  # an empty backlog: the taken one is still applied
    with Store(str(project)).lock:
        pass
    assert [e["occurrences"] for e in entries(project)] == [3]
    assert not Path(store.backlog_path + ".taken").exists()


def test_a_queued_event_keeps_no_secret_in_local(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    token = "ghp_" + "Ab3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6"
    monkeypatch.setattr(capture, "LOCK_WAIT", 0.05)
    store = Store(str(project))
    store.ensure()
    with Lock(store.lock.path):
        command = f"curl -H 'Authorization: token {token}' api"
        run_hook("capture", failure(command, f"Exit code 22\n{token} bad"))
    assert token not in Path(store.backlog_path).read_text()
    assert "toolu_1" in Path(store.backlog_path).read_text()  # what it is counted by stays
    with Store(str(project)).lock:
        pass
    assert len(entries(project)) == 1
