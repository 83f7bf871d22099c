"""A learning run killed at any point (SIGKILL) and run again leaves the store as one run would have: no
sighting counted twice (it could promote a rule that has not earned it), none lost."""

from __future__ import annotations

import json
import os
import shutil
import signal
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import entries, failure, run_hook
from transcript import Transcript

from reflexion import store as store_module
from reflexion.commands.learn import Report, learn_transcript
from reflexion.store import Store

NO_UPSTREAM = (
    "Exit code 128\nfatal: The current branch feat-x has no upstream branch.\nTo push the current branch "
    "and set the remote as upstream, use\n\n    git push --set-upstream origin feat-x\n"
)
ASSERTION = "Exit code 1\nFAILED tests/test_cart.py::test_total - assert 41 == 42\n1 failed, 9 passed in 0.3s"
NO_MODULE = "Exit code 1\nModuleNotFoundError: No module named 'requests'"
SUDO = "Exit code 1\nsudo: a terminal is required to read the password; either use the -S option"
TODAY = "2026-11-21"


def episodes(t: Transcript, turn: int) -> None:
    """One turn of several episodes: a failure seen twice and fixed, a test fixed by an edit, a missing
    module installed, and a rule the user states."""
    t.prompt(f"push the branch ({turn})")
    t.bash("git push 2>&1", NO_UPSTREAM, ok=False)
    t.bash("git push 2>&1", NO_UPSTREAM, ok=False)
    t.bash("git push --set-upstream origin feat-x 2>&1", "branch 'feat-x' set up to track.")
    t.prompt("no, always use pnpm here, never npm")
    t.bash("python -m pytest tests/test_cart.py", ASSERTION, ok=False)
    t.edit("/work/app/cart.py", "return total - 1", "return total")
    t.bash("python -m pytest tests/test_cart.py", "10 passed in 0.3s")
    t.bash("python tool.py", NO_MODULE, ok=False)
    t.bash("pip install requests", "Successfully installed requests-2.32.3")
    t.bash("python tool.py", "done")
    t.bash("sudo apt-get update", SUDO, ok=False)  # the machine's: mirrored into the user-level store
    t.say("sudo needs a password here: run `sudo apt-get update` in your own terminal.")


def learn(project: Path, path: Path) -> None:
    learn_transcript(Store(str(project)), str(path), TODAY, Report())


def user_store() -> Path:
    return Path(os.environ["HOME"]) / ".local" / "share" / "reflexion"


def keep(project: Path, before: Path) -> None:
    """A copy of the project and of the user-level store, for back()."""
    shutil.copytree(project, before / "project", symlinks=True)
    if user_store().exists():
        shutil.copytree(user_store(), before / "user", symlinks=True)


def back(project: Path, before: Path) -> None:
    for place, kept in ((project, before / "project"), (user_store(), before / "user")):
        shutil.rmtree(place, ignore_errors=True)
        if kept.exists():
            shutil.copytree(kept, place, symlinks=True)


def snapshot(project: Path) -> dict[str, str]:
    """What a learning run leaves that counts: every entry (the project's, its local state's), the ledger of
    counted sightings, the watermark, CLAUDE.md."""
    found: dict[str, str] = {}
    user = user_store()
    for path in [*sorted(project.rglob("*")), *sorted(user.rglob("*"))]:
        rel = str(path.relative_to(project if path.is_relative_to(project) else user.parent))
        if path.is_file() and (
            "/entries/" in rel or rel.endswith(("ledger.txt", "CLAUDE.md")) or "/transcripts/" in rel
        ):
            found[rel] = path.read_text()
    return found


def killed_at(project: Path, path: Path, nth: int, run: Callable[[], object] | None = None) -> bool:
    """Learn (or `run`) in a child process that SIGKILLs itself before its `nth` file write; whether it was
    killed."""
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        writes = 0

        def counted(original):  # type: ignore[no-untyped-def]
            def write(*args, **kwargs):  # type: ignore[no-untyped-def]
                nonlocal writes
                writes += 1
                if writes == nth:
                    os.kill(os.getpid(), signal.SIGKILL)
                return original(*args, **kwargs)

            return write

        store_module.Store.write_bytes = counted(store_module.Store.write_bytes)  # type: ignore[method-assign]
        store_module._append = counted(store_module._append)
        store_module._unlink_quietly = counted(store_module._unlink_quietly)
        os.unlink = counted(os.unlink)
        try:
            run() if run is not None else learn(project, path)
        finally:
            os._exit(0)
    _, status = os.waitpid(child, 0)
    return os.WIFSIGNALED(status)


def test_a_learning_run_killed_anywhere_then_run_again_counts_each_sighting_once(
    project: Path, tmp_path: Path
) -> None:
    """Killed before its 1st, 4th, 7th… write (bench/killed_learn.py kills `reflexion learn` at random
    moments instead): the store ends as one whole run leaves it."""
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    episodes(t, 1)
    before = tmp_path / "before"
    learn(project, t.flush())  # an earlier turn learned: the killed run bumps entries that exist
    keep(project, before)
    episodes(t, 2)
    path = t.flush()
    learn(project, path)
    expected = snapshot(project)
    nth, wrong = -2, []
    while True:
        nth += 3
        back(project, before)
        if not killed_at(project, path, nth):
            break
        learn(project, path)
        if snapshot(project) != expected:
            wrong.append(nth)
    assert nth > 5
    assert not wrong, f"killed before write {wrong} of {nth - 1}"


def test_the_rollback_leaves_what_someone_else_changed_since(project: Path) -> None:
    """A run killed after writing CLAUDE.md and an entry: the next holder of the lock takes the entry back,
    but not CLAUDE.md, which a person edited meanwhile."""
    from reflexion import entry
    from reflexion import store as stores
    from reflexion.store.undo import Journal

    store = Store(str(project))
    (project / "CLAUDE.md").write_text("# Notes\n")
    item = entry.new("RFX-20261121-abcdef12", "error", "boom", "make", TODAY, keywords=["make"])
    with store.lock:
        stores._UNDO.append(Journal(store.undo_path, store.root))
        try:
            store.write_claude_md("# Notes\n\nrules\n")
            store.save_entry(item)
        finally:
            stores._UNDO.clear()  # as a kill leaves it: the journal on disk, the run's changes in place
    (project / "CLAUDE.md").write_text("# Notes by a person\n")
    with store.lock:
        pass
    assert (project / "CLAUDE.md").read_text() == "# Notes by a person\n"
    assert store.load_entry(item["id"]) is None and not os.path.exists(store.undo_path)


def test_a_capture_hook_killed_anywhere_then_the_turn_learned_counts_its_failure_once(
    project: Path, tmp_path: Path
) -> None:
    """The live hook writes the entry, then the ledger line that tells the learner the call is counted:
    killed in between, the turn's learner counted the call again."""
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    episodes(t, 1)
    learn(project, t.flush())
    t.prompt("push it again")
    call = t.bash("git push 2>&1", NO_UPSTREAM, ok=False)
    path = t.flush()
    before = tmp_path / "before"
    keep(project, before)

    def capture() -> None:
        run_hook("capture", failure("git push 2>&1", NO_UPSTREAM, call=call))

    learn(project, path)
    unseen = snapshot(project)  # the hook never ran: the learner counted the call (on the transcript's day)
    back(project, before)
    capture()
    learn(project, path)
    expected = (snapshot(project), unseen)  # the hook's count stands whole, or is undone whole
    nth, wrong = 0, []
    while True:
        nth += 1
        back(project, before)
        if not killed_at(project, path, nth, capture):
            break
        learn(project, path)
        if snapshot(project) not in expected:
            wrong.append(nth)
    assert nth > 2
    assert not wrong, f"killed before write {wrong} of {nth - 1}"


def test_the_journal_never_copies_what_a_link_in_the_store_points_at(project: Path, tmp_path: Path) -> None:
    from reflexion.store.undo import Journal

    secret = tmp_path / "id_ed25519"
    secret.write_text("-----BEGIN OPENSSH PRIVATE KEY-----\n")
    store = Store(str(project))
    store.ensure()
    planted = Path(store.entries_dir) / "RFX-20261121-abcdef12.json"
    planted.symlink_to(secret)
    Journal(store.undo_path, store.root).will_write(str(planted), b"{}")
    assert "PRIVATE KEY" not in Path(store.undo_path).read_text()


def _planted(store: Store, *records: dict[str, object]) -> None:
    """A journal this machine never wrote, as a cloned repository can track one (`git add -f`)."""
    Path(store.local).mkdir(parents=True, exist_ok=True)
    lines = [json.dumps({"journal": 1}), *(json.dumps(r) for r in records)]
    Path(store.undo_path).write_text("\n".join(lines) + "\n")


def test_a_journal_this_machine_did_not_write_is_set_aside_not_applied(project: Path, tmp_path: Path) -> None:
    """Review H1: `../` in a planted journal wrote outside the project, and it could have made entries in
    the user-level store; a journal is applied only when its first line names its own inode."""
    store = Store(str(project))
    outside = tmp_path / "out" / "pwned.txt"
    name = os.path.relpath(outside, project)
    _planted(store, {"file": name, "was": "owned\n"}, {"file": name, "now": None})
    run_hook("capture", failure("npm run build", 'Exit code 1\nnpm error Missing script: "build"'))
    assert not outside.exists()
    assert not os.path.exists(store.undo_path) and os.path.exists(store.undo_path + ".failed")
    assert entries(project)  # and the hook did its own work


def test_a_journal_names_nothing_outside_the_store_even_when_it_is_ours(
    project: Path, tmp_path: Path
) -> None:
    """Even a journal of this machine (its inode right) touches only the store, its CLAUDE.md and the
    user-level store: never `..`, never the project's other files."""
    from reflexion.text import digest_bytes

    store = Store(str(project))
    (project / "Makefile").write_text("all:\n")
    outside = tmp_path / "pwned.txt"
    _planted(store)
    inode = os.stat(store.undo_path).st_ino
    from reflexion.store.undo import header

    records = [
        {"file": os.path.relpath(outside, project), "was": "x\n"},
        {"file": os.path.relpath(outside, project), "now": None},
        {"file": "Makefile", "was": "pwned:\n"},
        {"file": "Makefile", "now": digest_bytes(b"all:\n").hex()},
    ]
    text = "\n".join([header(inode), *(json.dumps(r) for r in records)]) + "\n"
    with open(store.undo_path, "r+") as f:  # the same file, so the same inode
        f.write(text)
    with store.lock:
        pass
    assert not outside.exists() and (project / "Makefile").read_text() == "all:\n"
    assert not os.path.exists(store.undo_path)


@pytest.mark.parametrize("at", [[1], 1e999, -5, True])
def test_a_garbled_append_offset_never_stops_the_store(project: Path, at: object) -> None:
    """Review M1: a record whose offset is no count raised out of the lock, in every hook after."""
    store = Store(str(project))
    _planted(store, {"append": ".reflexion/local/ledger.txt", "at": at, "text": "x"})
    from reflexion.store.undo import header

    inode = os.stat(store.undo_path).st_ino
    text = Path(store.undo_path).read_text().replace('{"journal": 1}', header(inode))
    with open(store.undo_path, "r+") as f:
        f.write(text)
    for call in ("t1", "t2"):
        run_hook(
            "capture", failure("npm run build", 'Exit code 1\nnpm error Missing script: "build"', call=call)
        )
    assert entries(project)[0]["occurrences"] == 2


def test_a_fifo_for_a_journal_never_hangs_a_hook(project: Path) -> None:
    store = Store(str(project))
    Path(store.local).mkdir(parents=True, exist_ok=True)
    os.mkfifo(store.undo_path)
    run_hook("capture", failure("npm run build", 'Exit code 1\nnpm error Missing script: "build"'))
    assert entries(project)


def test_a_journal_cut_before_its_header_was_whole_is_nothing_to_undo(project: Path) -> None:
    """Review 2: a run killed between making its journal and writing its header had changed nothing; it was
    logged as an error that says its sightings may be counted twice."""
    store = Store(str(project))
    Path(store.local).mkdir(parents=True, exist_ok=True)
    Path(store.undo_path).write_text('{"journal": 12')
    run_hook("capture", failure("npm run build", 'Exit code 1\nnpm error Missing script: "build"'))
    assert not os.path.exists(store.undo_path) and not os.path.exists(store.undo_path + ".failed")


def test_a_machine_cache_that_cannot_be_written_still_lets_a_run_be_undone(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The journal's key lives in this machine's cache: where that cannot be written, a run is still
    journaled (sealed by its inode alone) and undone."""
    from reflexion import entry
    from reflexion import store as stores
    from reflexion.store.undo import Journal

    cache = tmp_path / "cache"
    cache.write_text("a file where the cache's folder would be: nothing can be made under it, even by root")
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    store = Store(str(project))
    item = entry.new("RFX-20261121-abcdef13", "error", "boom", "make", TODAY, keywords=["make"])
    with store.lock:
        stores._UNDO.append(Journal(store.undo_path, store.root))
        try:
            store.save_entry(item)
        finally:
            stores._UNDO.clear()  # killed here: the journal left on disk
    with store.lock:
        pass
    assert store.load_entry(item["id"]) is None and not os.path.exists(store.undo_path)
