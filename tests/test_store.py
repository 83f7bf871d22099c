"""The store: root resolution, atomic writes, the lock, corrupt entries, stale and conflicted indexes."""

from __future__ import annotations

import io
import multiprocessing
import os
import time
from pathlib import Path

import pytest

from reflexion import entry, hook, index
from reflexion import store as store_module
from reflexion.lock import Lock, LockTimeout
from reflexion.store import Store, StoreError, find_root


def new_store(project: Path) -> Store:
    store = Store(str(project))
    store.ensure()
    return store


def add(store: Store, hexid: str, keywords: list[str]) -> dict[str, object]:
    item = entry.new(
        f"RFX-20261122-{hexid}",
        "error",
        "boom",
        "make",
        "2026-11-22",
        keywords=keywords,
        signature=f"sig{hexid}",
    )
    with store.lock:
        store.commit_entry(item)
    return item


def indexed_store(project: Path) -> Store:
    """A store of three entries sharing "build" (and each its own word), its index.txt just rebuilt."""
    store = new_store(project)
    for hexpart in ("aaaaaaaa", "bbbbbbbb", "cccccccc"):
        add(store, hexpart, ["build", hexpart[:3]])
    with store.lock:
        store.rebuild_index()
    return store


def test_root_is_the_nearest_ancestor_with_a_store_or_git(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (project / ".git").mkdir(exist_ok=True)
    deep = project / "a" / "b"
    deep.mkdir(parents=True)
    monkeypatch.delenv("CLAUDE_PROJECT_DIR")
    assert find_root(os.environ, str(deep)) == str(project)
    assert find_root({"CLAUDE_PROJECT_DIR": str(deep)}) == str(project)
    assert find_root(os.environ, "relative/cwd") == str(project)  # a relative cwd is never trusted


@pytest.mark.parametrize("marker", [".reflexion", ".git"])
def test_a_store_or_repository_in_the_home_directory_takes_in_no_project_below_it(
    tmp_path: Path, marker: str
) -> None:
    home = tmp_path / "home"
    project = home / "scratch" / "notes"
    project.mkdir(parents=True)
    (home / marker).mkdir()  # a stray store, or a dotfiles repository
    env = {"HOME": str(home), "CLAUDE_PROJECT_DIR": str(project)}
    assert find_root(env) == str(project)
    assert find_root({"HOME": str(home), "CLAUDE_PROJECT_DIR": str(home)}) == str(home)  # run in ~ itself
    (home / "scratch" / ".git").mkdir()  # a repository of its own below ~ is still found
    assert find_root(env) == str(home / "scratch")


def test_reflexion_dir_overrides_the_store_location(tmp_path: Path) -> None:
    store = Store.locate({"REFLEXION_DIR": str(tmp_path / "elsewhere")})
    assert store.path == str(tmp_path / "elsewhere")


def test_store_is_created_lazily_with_its_own_gitignore(project: Path) -> None:
    store = Store(str(project))
    assert not store.exists() and not (project / ".reflexion").exists()
    store.ensure()
    assert (project / ".reflexion" / ".gitignore").read_text().endswith("local/\n")


def test_atomic_write_leaves_no_temp_file_and_keeps_old_content_on_failure(project: Path) -> None:
    store = new_store(project)
    target = os.path.join(store.path, "x.txt")
    store.write_text(target, "old")
    with pytest.raises(TypeError):
        store.write_bytes(target, None)  # type: ignore[arg-type]
    assert Path(target).read_text() == "old"
    assert [p.name for p in Path(store.path).iterdir() if "tmp" in p.name] == []


def test_corrupt_entry_is_skipped_reported_and_never_deleted(project: Path) -> None:
    store = new_store(project)
    add(store, "aaaaaaaa", ["make"])
    bad = Path(store.entries_dir) / "RFX-20200101-deadbeef.json"
    bad.write_text("{ not json")
    problems: list[str] = []
    assert [e["id"] for e in store.iter_entries(problems)] == ["RFX-20261122-aaaaaaaa"]
    assert len(problems) == 1 and "deadbeef" in problems[0]
    with pytest.raises(StoreError):
        store.load_entry("RFX-20200101-deadbeef")
    assert bad.exists()


def test_the_index_lists_every_correction_whatever_its_spelling(project: Path) -> None:
    """A learned fix is checked against the corrections alone (commands/conflicts): the index says which."""
    store = new_store(project)
    add(store, "aaaaaaaa", ["make"])
    escaped = Path(store.entries_dir) / "RFX-20261122-bbbbbbbb.json"  # "correction", spelled by hand
    escaped.write_text('{"type": "corr\\u0065ction", "trigger": "x", "resolution": "use pnpm"}')
    with store.lock:
        store.rebuild_index()
    key = store_module.CORRECTION_KEY
    assert store.lookup([key])[0] == {key: ["RFX-20261122-bbbbbbbb"]}


def test_index_follows_commits_and_removals(project: Path) -> None:
    store = new_store(project)
    first = add(store, "aaaaaaaa", ["pnpm", "build"])
    add(store, "bbbbbbbb", ["build"])
    assert store.index_fresh()
    assert store.lookup(["build", "pnpm", "zzz"])[0] == {
        "build": ["RFX-20261122-aaaaaaaa", "RFX-20261122-bbbbbbbb"],
        "pnpm": ["RFX-20261122-aaaaaaaa"],
    }
    assert store.lookup(["build"], cap=1) == ({"build": ["RFX-20261122-bbbbbbbb"]}, {"build": 2})
    assert store.find_signature("sigaaaaaaaa") == "RFX-20261122-aaaaaaaa"
    assert store.entry_count() == 2
    with store.lock:
        store.remove_entry(first)
    assert (
        store.lookup(["pnpm"])[0] == {}
        and store.entry_count() == 1
        and store.find_signature("sigaaaaaaaa") is None
    )


def test_lookups_go_through_the_table_of_index_txt_only_while_it_was_made_for_that_file(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = indexed_store(project)
    whole_lines: list[str] = []
    search = index.find_recent
    monkeypatch.setattr(index, "find_recent", lambda *a: whole_lines.append(a[1]) or search(*a))
    assert store.lookup(["build"], cap=2) == (
        {"build": ["RFX-20261122-bbbbbbbb", "RFX-20261122-cccccccc"]},
        {"build": 3},
    )
    assert whole_lines == []  # the table said where the line's last IDs are
    # git (a checkout, a merge) or a person rewrites index.txt: the table is for another file now
    text = Path(store.index_path).read_text(encoding="utf-8").replace("RFX-20261122-bbbbbbbb,", "")
    Path(store.index_path).write_text("aaa:RFX-20261122-aaaaaaaa\n" + text)
    assert store.lookup(["build", "aaa"], cap=2) == (
        {"build": ["RFX-20261122-aaaaaaaa", "RFX-20261122-cccccccc"], "aaa": ["RFX-20261122-aaaaaaaa"]},
        {"build": 2, "aaa": 1},
    )
    assert whole_lines == ["build", "aaa"]
    Path(store.table_path).write_bytes(b"\xff garbage")
    assert store.lookup(["aaa"])[0] == {"aaa": ["RFX-20261122-aaaaaaaa"]}


def test_a_lookup_of_keys_no_line_of_index_txt_holds_maps_and_searches_nothing(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Most keys a prompt asks for are in no entry: index.bloom tells them without a binary search (~0.1 M
    instructions each) or mapping a file, and the journal is still read for them."""
    store = new_store(project)
    for hexpart in ("aaaaaaaa", "bbbbbbbb"):
        add(store, hexpart, ["build", hexpart[:3]])
    with store.lock:
        store.rebuild_index()
    add(store, "cccccccc", ["later"])  # in the journal only
    mapped: list[str] = []
    enter = store_module._Mapped.__enter__

    def mapping(self: store_module._Mapped) -> object:
        mapped.append(self.path)
        return enter(self)

    monkeypatch.setattr(store_module._Mapped, "__enter__", mapping)
    assert store.lookup(["nothing", "~nothing", "^no+thing", "later"]) == (
        {"later": ["RFX-20261122-cccccccc"]},
        {"later": 1},
    )
    assert mapped == []
    assert store.lookup(["nothing", "build"])[1] == {"build": 2}
    assert mapped == [store.index_path, store.table_path]


def test_a_fold_adds_the_journals_keys_to_the_filter_without_hashing_every_key_again(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = indexed_store(project)
    add(store, "dddddddd", ["deploy"])  # journaled
    hashed: list[bytes] = []
    probes = index._probes
    monkeypatch.setattr(index, "_probes", lambda key, bits: hashed.append(key) or probes(key, bits))
    monkeypatch.setattr(store_module, "JOURNAL_LIMIT", 0)
    add(store, "eeeeeeee", ["release"])  # the journal is folded into index.txt
    assert not Path(store.journal_path).exists()
    assert b"release" in hashed and b"deploy" in hashed and b"build" not in hashed
    hashed.clear()
    found, _ = store.lookup(["deploy", "release", "build", "aaa", "nothing"])
    assert set(found) == {"deploy", "release", "build", "aaa"}
    assert store._bloom_bits() is not None  # made for the folded index.txt


def test_index_written_by_hand_edit_or_git_is_rebuilt(project: Path) -> None:
    store = new_store(project)
    add(store, "aaaaaaaa", ["make"])
    time.sleep(0.02)
    other = entry.new("RFX-20261121-cccccccc", "error", "x", "y", "2026-11-21", keywords=["docker"])
    Path(store.entry_path(other["id"])).write_text(entry.to_text(other))  # as `git pull` would
    assert not store.index_fresh()
    store.ensure_index()
    assert store.lookup(["docker"])[0] == {"docker": ["RFX-20261121-cccccccc"]}


def test_entries_restored_with_their_old_times_are_indexed(project: Path) -> None:
    """tar, rsync -a and cp -a put back the files' and the directory's old mtimes: the index must still
    see that entries/ changed (issue 18)."""
    store = new_store(project)
    add(store, "aaaaaaaa", ["make"])
    before = os.stat(store.entries_dir)
    other = entry.new("RFX-20261121-cccccccc", "error", "x", "y", "2026-11-21", keywords=["docker"])
    path = Path(store.entry_path(other["id"]))
    path.write_text(entry.to_text(other))
    os.utime(path, ns=(before.st_atime_ns - 10**10, before.st_mtime_ns - 10**10))
    os.utime(store.entries_dir, ns=(before.st_atime_ns, before.st_mtime_ns - 10**10))  # as restored
    assert not store.index_fresh()
    store.ensure_index()
    assert store.lookup(["docker"])[0] == {"docker": ["RFX-20261121-cccccccc"]}


def test_a_rebuild_cut_short_never_leaves_a_stale_index_marked_fresh(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = new_store(project)
    add(store, "aaaaaaaa", ["make"])
    other = entry.new("RFX-20261121-cccccccc", "error", "x", "y", "2026-11-21", keywords=["docker"])
    Path(store.entry_path(other["id"])).write_text(entry.to_text(other))
    write = store.write_bytes

    def killed_before_the_index(path: str, data: bytes) -> None:
        if path == store.index_path:
            raise KeyboardInterrupt  # the process dies between its writes
        write(path, data)

    monkeypatch.setattr(store, "write_bytes", killed_before_the_index)
    with pytest.raises(KeyboardInterrupt):
        store.rebuild_index()
    monkeypatch.setattr(store, "write_bytes", write)
    assert not store.index_fresh()
    store.ensure_index()
    assert store.lookup(["docker"])[0] == {"docker": ["RFX-20261121-cccccccc"]}


def test_conflicted_index_is_rebuilt(project: Path) -> None:
    store = new_store(project)
    add(store, "aaaaaaaa", ["make"])
    Path(store.index_path).write_text("<<<<<<< HEAD\nmake:RFX-1\n=======\nmake:RFX-2\n>>>>>>> other\n")
    store.ensure_index()
    assert store.lookup(["make"])[0] == {"make": ["RFX-20261122-aaaaaaaa"]}


def test_bad_ids_never_touch_a_path(project: Path) -> None:
    store = new_store(project)
    for bad in ("../../etc/passwd", "RFX-20261122-../x", "CLAUDE"):
        with pytest.raises(StoreError):
            store.entry_path(bad)


def test_symlinked_entries_are_not_followed(project: Path, tmp_path: Path) -> None:
    store = new_store(project)
    secret = tmp_path / "outside.json"
    secret.write_text(entry.to_text(entry.new("RFX-20261122-eeeeeeee", "error", "x", "y", "2026-11-22")))
    os.symlink(secret, Path(store.entries_dir) / "RFX-20261122-eeeeeeee.json")
    problems: list[str] = []
    assert list(store.iter_entries(problems)) == [] and problems
    with pytest.raises(StoreError):
        store.load_entry("RFX-20261122-eeeeeeee")


def test_symlinked_claude_md_is_refused(project: Path, tmp_path: Path) -> None:
    store = new_store(project)
    target = tmp_path / "bashrc"
    target.write_text("keep me\n")
    os.symlink(target, project / "CLAUDE.md")
    with pytest.raises(StoreError):
        store.write_claude_md("pwned\n")
    assert target.read_text() == "keep me\n"


def _hold(
    path: str, ready: multiprocessing.synchronize.Event, release: multiprocessing.synchronize.Event
) -> None:
    with Lock(path):
        ready.set()
        release.wait(10)


def test_lock_excludes_other_processes_and_times_out(tmp_path: Path) -> None:
    path = str(tmp_path / "lock")
    ready, release = multiprocessing.Event(), multiprocessing.Event()
    holder = multiprocessing.Process(target=_hold, args=(path, ready, release))
    holder.start()
    try:
        assert ready.wait(10)
        with pytest.raises(LockTimeout), Lock(path, timeout=0.2):
            pass
    finally:
        release.set()
        holder.join(10)
    with Lock(path, timeout=1) as lock, lock:  # free again, and re-entrant
        pass


def test_captures_go_to_the_journal_and_a_removal_folds_it_unless_only_the_journal_held_it(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = new_store(project)
    add(store, "aaaaaaaa", ["make"])
    index_before = Path(store.index_path).read_bytes()

    def no_rebuild(problems: object = None) -> int:
        raise AssertionError("a fresh index must never be rebuilt")

    monkeypatch.setattr(store, "rebuild_index", no_rebuild)
    second = add(store, "bbbbbbbb", ["make", "docker"])
    item = store.require_entry("RFX-20261122-aaaaaaaa")
    with store.lock:
        store.commit_entry(entry.bump(item, "2026-11-23"), item["keywords"])  # a bump: no new key
    assert store.index_fresh() and Path(store.index_path).read_bytes() == index_before
    assert store.lookup(["make", "docker"]) == (
        {"make": ["RFX-20261122-aaaaaaaa", "RFX-20261122-bbbbbbbb"], "docker": ["RFX-20261122-bbbbbbbb"]},
        {"make": 2, "docker": 1},
    )
    assert store.find_signature("sigbbbbbbbb") == "RFX-20261122-bbbbbbbb" and store.entry_count() == 2
    with store.lock:  # added since the last fold: its journal lines go, index.txt stays as it is
        store.remove_entry(second)
    assert store.index_fresh() and Path(store.index_path).read_bytes() == index_before
    assert "bbbbbbbb" not in Path(store.journal_path).read_text()
    assert store.lookup(["make", "docker"]) == ({"make": ["RFX-20261122-aaaaaaaa"]}, {"make": 1})
    assert store.entry_count() == 1 and store.find_signature("sigbbbbbbbb") is None
    add(store, "cccccccc", ["make"])
    with store.lock:  # in index.txt: a fold
        store.remove_entry(item)
    assert not Path(store.journal_path).exists()
    assert Path(store.index_path).read_text() == "make:RFX-20261122-cccccccc\n"
    assert store.entry_count() == 1 and store.find_signature("sigaaaaaaaa") is None


def test_a_long_journal_is_folded_into_index_txt(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import reflexion.store

    monkeypatch.setattr(reflexion.store, "JOURNAL_LIMIT", 40)
    store = new_store(project)
    for n in range(4):
        add(store, f"{n:08x}", ["make", f"word{n}"])
    assert store.index_fresh() and store.entry_count() == 4
    assert "make:RFX-20261122-00000000,RFX-20261122-00000001" in Path(store.index_path).read_text()
    assert store.lookup(["make"])[1] == {"make": 4}


def test_session_scratch_of_idle_sessions_is_pruned_when_a_new_one_starts(project: Path) -> None:
    store = new_store(project)
    store.session_note("old", "told", ["RFX-20261122-00000000"])
    old = Path(store.session_path("old"))
    os.utime(old, (time.time() - 4 * 86400, time.time() - 4 * 86400))
    store.session_note("new", "told", ["RFX-20261122-00000001"])
    assert old.exists()  # swept when "old" began, less than SWEEP_EVERY_S ago: not listed again so soon
    swept = Path(store.local) / "sessions.swept"
    os.utime(swept, (time.time() - store_module.SWEEP_EVERY_S, time.time() - store_module.SWEEP_EVERY_S))
    store.session_note("newer", "told", ["RFX-20261122-00000001"])
    assert not old.exists() and Path(store.session_path("new")).exists()
    assert store.session_memory("missing") == (set(), set())


def stale_large_store(project: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    """A store "too large to index inline" (the limit lowered to 2) that a git pull just made stale."""
    monkeypatch.setattr(store_module, "REBUILD_INLINE", 2)
    store = new_store(project)
    add(store, "aaaaaaaa", ["make"])
    add(store, "bbbbbbbb", ["make"])
    time.sleep(0.02)  # file times tick every few ms: a pull in the very tick of our last write goes unseen
    pulled = entry.new("RFX-20261121-cccccccc", "error", "x", "y", "2026-11-21", keywords=["docker"])
    Path(store.entry_path(pulled["id"])).write_text(entry.to_text(pulled))
    store.in_hook = True
    return store


def test_a_hook_never_rebuilds_a_large_index_inline(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """100,000 entries after a git pull: a rebuild takes ~10 s, past Claude Code's patience (issue 18). The
    hook starts one in the background, once, and goes on with the index as it was."""
    store = stale_large_store(project, monkeypatch)
    started: list[str] = []
    monkeypatch.setattr(Store, "spawn", lambda s, job: started.append(job) or True)
    store.ensure_index()
    store.ensure_index()
    assert started == [] and store.later == ["reindex"]  # started once the hook's answer is out
    store.start_later()
    assert started == ["reindex"] and store.lookup(["docker"])[0] == {}
    add(store, "dddddddd", ["helm"])  # a capture meanwhile: findable at once, the index still stale
    assert store.lookup(["helm"])[0] == {"helm": ["RFX-20261122-dddddddd"]} and not store.index_fresh()
    monkeypatch.setenv("REFLEXION_DIR", store.path)
    assert hook.run("reindex", io.BytesIO(b"")) == 0  # what the background process runs
    assert store.index_fresh() and not os.path.exists(store.pending_path)
    assert store.lookup(["docker", "helm"])[0] == {
        "docker": ["RFX-20261121-cccccccc"],
        "helm": ["RFX-20261122-dddddddd"],
    }


def test_the_background_rebuild_runs_in_a_process_of_its_own(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = stale_large_store(project, monkeypatch)
    started = time.monotonic()
    store.ensure_index()
    store.start_later()
    assert time.monotonic() - started < 1.0
    log = Path(store.local, "hooks.log")  # its line comes once its work is done (status's summaries too)
    while not (log.exists() and "rebuilt" in log.read_text()) and time.monotonic() - started < 30:
        time.sleep(0.05)
    assert store.index_fresh() and "rebuilt" in log.read_text()
    assert store.lookup(["docker"])[0] == {"docker": ["RFX-20261121-cccccccc"]}


def test_a_hook_starts_the_rebuild_a_pull_made_due_once_its_work_is_done(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Started as the hook found the index stale, the rebuild of 100,000 entries took the other core from
    the hook's own work: the first recall after a pull, 2.0x -> 1.46x `python -c pass` (wall, medians of
    6). It starts once the hook's answer is written and its run logged."""
    store = stale_large_store(project, monkeypatch)
    logged: list[str] = []
    log = Path(store.local, "hooks.log")
    monkeypatch.setattr(Store, "spawn", lambda s, job: logged.append(log.read_text()) or 1)
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project))
    prompt = b'{"hook_event_name": "UserPromptSubmit", "session_id": "s", "prompt": "make docker"}'
    assert hook.run("recall", io.BytesIO(prompt)) == 0
    assert len(logged) == 1 and " recall " in logged[0]
    assert os.path.exists(store.pending_path)  # due: the next hooks do not start another


def test_with_no_index_at_all_a_hook_waits_for_the_first_one(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh clone, or entries written in bulk: with no index a hook would find nothing, so it waits a
    little for the background rebuild it started, and finds what the store holds in that same run."""
    monkeypatch.setattr(store_module, "REBUILD_INLINE", 2)
    store = new_store(project)
    for n, word in enumerate(("make", "docker", "helm")):
        item = entry.new(f"RFX-20261121-0000000{n}", "error", "x", "y", "2026-11-21", keywords=[word])
        Path(store.entry_path(item["id"])).write_text(entry.to_text(item))
    assert not os.path.exists(store.index_path)
    store.in_hook = True
    # as in a console script of an editable install: reflexion is found through a .pth hook, not sys.path
    import sys

    hidden = [p for p in sys.path if not os.path.isfile(os.path.join(p or ".", "reflexion", "__init__.py"))]
    monkeypatch.setattr(sys, "path", hidden)
    store.ensure_index()  # spawns the real background process
    assert store.lookup(["docker"])[0] == {"docker": ["RFX-20261121-00000001"]}


def test_a_hook_on_a_large_store_never_lists_every_entry_to_sweep_temp_files(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new session's first save swept entries/ for old temp files: 100,000 names, ~70 ms in the hook.
    On a large store the rebuild, which lists entries/ anyway, sweeps them instead."""
    store = stale_large_store(project, monkeypatch)
    leftover = Path(store.entries_dir) / ".RFX-20261122-aaaaaaaa.json.123.456.tmp"
    leftover.write_text("half")
    os.utime(leftover, (time.time() - 7200,) * 2)
    listed: list[str] = []
    scandir = os.scandir
    monkeypatch.setattr(os, "scandir", lambda path: listed.append(str(path)) or scandir(path))
    store.session_note("new", "told", ["RFX-20261122-00000001"])
    assert store.entries_dir not in listed and leftover.exists()
    with store.lock:
        store.rebuild_index()
    assert not leftover.exists()


def test_a_fifo_where_a_file_should_be_is_refused_not_waited_on(tmp_path: Path) -> None:
    """A FIFO at an entry's path or at the cache's table would block a hook until Claude Code's timeout."""
    from reflexion.store import load_cached

    cache = tmp_path / "cache" / "reflexion"
    cache.mkdir(parents=True)
    os.mkfifo(cache / "table.bin")
    assert load_cached({"XDG_CACHE_HOME": str(tmp_path / "cache")}, "table.bin") is None


def test_a_sighting_counted_while_rewrites_are_held_reaches_the_ledger_only_after_its_entry(
    project: Path,
) -> None:
    """A Stop run holds its entry rewrites to write each once; a run killed before writing them must not
    leave the ledger saying a sighting was counted (the next run would skip it: a count lost)."""
    store = new_store(project)
    item = add(store, "aaaaaaaa", ["make"])
    ledger = Path(store.local) / "ledger.txt"
    with store.lock:
        store.hold_rewrites()
        store.count("toolu_1", str(item["id"]))
        store.commit_entry(dict(item, occurrences=2), ["make"])
        assert store.counted("toolu_1") == item["id"]  # seen as counted within the run
        assert "toolu_1" not in (ledger.read_text() if ledger.exists() else "")  # a kill here loses nothing
        assert store.load_entry(str(item["id"]))["occurrences"] == 2
        store.write_held()
    assert "toolu_1 RFX-20261122-aaaaaaaa" in ledger.read_text()
    assert Store(str(project)).load_entry(str(item["id"]))["occurrences"] == 2


def test_a_held_rewrite_never_overwrites_a_later_one_written_at_once(project: Path) -> None:
    """A bump is held; a fold in the same run changes the keywords, so it is written at once: the held
    older copy must not overwrite it when the run ends (a count and keywords were lost)."""
    store = new_store(project)
    item = add(store, "aaaaaaaa", ["make"])
    with store.lock:
        store.hold_rewrites()
        store.commit_entry(dict(item, occurrences=2), ["make"])  # held
        store.commit_entry(dict(item, occurrences=3, keywords=["make", "cargo"]), ["make"])  # at once
        assert store.load_entry(str(item["id"]))["occurrences"] == 3
        store.write_held()
    found = Store(str(project)).load_entry(str(item["id"]))
    assert found["occurrences"] == 3 and found["keywords"] == ["make", "cargo"]


def test_a_hook_reads_only_the_tail_of_a_long_sessions_notes(project: Path) -> None:
    """A session's notes grow by a line or two a prompt and every prompt's hook reads them: only their last
    NOTES_READ bytes are (review 4: read whole, 100,000 lines cost a hook 87 ms)."""
    store = new_store(project)
    store.session_note("s1", "told", ["RFX-20261122-0000dead"])
    with open(store.session_path("s1"), "a") as notes:
        notes.write("told RFX-20261122-00000000\n" * 20_000)
    store.session_note("s1", "heard", ["RFX-20261122-0000beef"])
    told, heard = store.session_memory("s1")
    assert heard == {"RFX-20261122-0000beef"} and told == {"RFX-20261122-00000000"}  # the oldest forgotten


def test_an_entry_rewritten_as_it_already_is_is_left_alone(project: Path) -> None:
    """`learn` meets the same fix or flag again and again: a rewrite whose bytes equal the file's writes
    nothing (a rename over a file costs ~1 ms on ext4), held or at once; a change is still written."""
    store = new_store(project)
    item = add(store, "aaaaaaaa", ["make"])
    path = Path(store.entry_path(str(item["id"])))
    before = path.stat()
    with store.lock:
        store.commit_entry(dict(item), ["make"])
        store.hold_rewrites()
        store.commit_entry(dict(item), ["make"])
        store.write_held()
    after = path.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    with store.lock:
        store.commit_entry(dict(item, occurrences=2), ["make"])
    assert store.load_entry(str(item["id"]))["occurrences"] == 2
    assert path.stat().st_ino != before.st_ino
    assert store.index_fresh()


def test_the_temp_folder_is_made_when_missing_not_looked_for_at_every_write(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = new_store(project)
    os.rmdir(os.path.join(store.local, "tmp"))  # made by the store's first write (its .gitignore)
    made: list[str] = []
    makedirs = os.makedirs

    def counted(path: str, *args: object, **kwargs: object) -> None:
        made.append(str(path))
        makedirs(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "makedirs", counted)
    for n in range(3):
        store.write_text(os.path.join(store.local, f"note{n}.txt"), "x")
    assert made == [os.path.join(store.local, "tmp")]  # the first write made it; the others found it
    assert not os.listdir(os.path.join(store.local, "tmp"))


def test_a_store_already_there_is_ensured_without_making_a_folder(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every lock taken ensures the store, and learn takes thousands: a folder already there costs a look."""
    store = new_store(project)
    store.save_learning("/t/s1.jsonl", {"offset": 1})
    made: list[str] = []
    monkeypatch.setattr(os, "makedirs", lambda path, *a, **k: made.append(str(path)))
    with store.lock:
        store.save_learning("/t/s1.jsonl", {"offset": 2})
    assert made == [] and store.load_learning("/t/s1.jsonl")["offset"] == 2
    os.rename(store.entries_dir, store.entries_dir + ".gone")
    monkeypatch.undo()
    store.ensure()
    assert os.path.isdir(store.entries_dir)
