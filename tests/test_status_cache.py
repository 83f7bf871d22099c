"""status's summary cache (summaries.iter_summaries): what status shows is the same with it, without it, and
after any change to the entries; an unchanged entry is never read twice; a garbled cache is never trusted."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from reflexion import rules
from reflexion import store as store_module
from reflexion.commands import status
from reflexion.store import Store, summaries

REPO = Path(__file__).resolve().parent.parent
TODAY = "2026-11-24"


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every entry file counts as written long ago (in a test they were all written just now)."""
    monkeypatch.setattr(summaries, "RACY_NS", -(10**15))


@pytest.fixture
def example(project: Path) -> Store:
    """The example store, with odd entries beside it: one unreadable, one a directory, one with a value
    JSON cannot write back (NaN), one outside ASCII, and a CLAUDE.md holding the promoted ones' rules."""
    shutil.copytree(REPO / ".reflexion.example", project / ".reflexion")
    entries = project / ".reflexion" / "entries"
    (entries / "RFX-20261120-0badf00d.json").write_text("{not json", encoding="utf-8")
    (entries / "RFX-20261120-d1d1d1d1.json").mkdir()
    odd = json.loads((entries / "RFX-20261028-0b202b56.json").read_text(encoding="utf-8"))
    odd.update(id="RFX-20261121-aaaaaaaa", trigger="Ünïcödé 失败 ✓", signature="odd")
    odd["needs_review"] = float("nan")
    (entries / "RFX-20261121-aaaaaaaa.json").write_text(json.dumps(odd), encoding="utf-8")
    store = Store(str(project))
    promoted = [e for e in store.iter_entries() if e["promoted"]]
    (project / "CLAUDE.md").write_text(rules.merge("# Orders API\n", rules.block_lines(promoted)))
    (project / ".reflexion" / "local").mkdir()
    return store


def uncached(store: Store) -> dict[str, Any]:
    """What status shows with no cache at all (and none left behind)."""
    cache = Path(store.local) / status.SUMMARY_CACHE
    cache.unlink(missing_ok=True)
    with pytest.MonkeyPatch.context() as patch:  # local/ not writable (chmod binds no root): every entry read
        patch.setattr(store_module.os, "access", lambda *args, **kwargs: False)
        facts = status.collect(store, TODAY)
    assert not cache.exists()
    return facts


def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The entry files read from now on for a listing of every entry (status reads a few more whole)."""
    seen: list[str] = []
    real = Store._parse_entry_file

    def counting(self: Store, name: str, *args: Any, **kwargs: Any) -> Any:
        seen.append(name)
        return real(self, name, *args, **kwargs)

    monkeypatch.setattr(Store, "_parse_entry_file", counting)
    return seen


@pytest.mark.usefixtures("settled")
def test_a_second_status_reads_no_unchanged_entry_and_shows_the_same(
    example: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = uncached(example)
    assert before["health"]["unreadable"] == 2
    first = status.collect(example, TODAY)
    read = reads(monkeypatch)
    second = status.collect(example, TODAY)
    assert first == second == before
    # the unreadable ones are read (and reported) every time; the NaN entry is never cached
    unreadable = ["RFX-20261120-0badf00d.json", "RFX-20261120-d1d1d1d1.json"]
    assert sorted(read) == [*unreadable, "RFX-20261121-aaaaaaaa.json"]


@pytest.mark.usefixtures("settled")
def test_every_change_to_the_entries_shows_as_without_a_cache(
    example: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    status.collect(example, TODAY)
    entries = Path(example.entries_dir)
    # an edit in place that keeps the size and puts the mtime back: only the ctime tells
    path = entries / "RFX-20261103-fdafc0e0.json"
    text = path.read_text(encoding="utf-8")
    times = os.stat(path)
    assert '"occurrences": 3' in text
    with open(path, "r+", encoding="utf-8") as fh:
        fh.write(text.replace('"occurrences": 3', '"occurrences": 9'))
    os.utime(path, ns=(times.st_atime_ns, times.st_mtime_ns))
    (entries / "RFX-20261028-0b202b56.json").unlink()  # removed
    added = json.loads((entries / "RFX-20261106-b1ee59d9.json").read_text(encoding="utf-8"))
    added.update(id="RFX-20261122-bbbbbbbb", trigger="a new one", occurrences=4, signature="new")
    (entries / "RFX-20261122-bbbbbbbb.json").write_text(json.dumps(added), encoding="utf-8")  # added
    mended = added | {"id": "RFX-20261120-0badf00d", "signature": "mended"}  # readable now
    (entries / "RFX-20261120-0badf00d.json").write_text(json.dumps(mended), encoding="utf-8")
    read = reads(monkeypatch)
    after = status.collect(example, TODAY)
    assert set(read) >= {"RFX-20261103-fdafc0e0.json", "RFX-20261122-bbbbbbbb.json"}
    assert [h["occurrences"] for h in after["hottest"] if h["id"] == "RFX-20261103-fdafc0e0"] == [9]
    assert (after["totals"]["entries"], after["health"]["unreadable"]) == (12, 1)
    assert after == uncached(example)


@pytest.mark.usefixtures("settled")
def test_other_thresholds_are_another_cache(example: Store) -> None:
    status.collect(example, TODAY)
    (Path(example.path) / "config.toml").write_text("[promotion]\nmin_occurrences = 2\nmin_days = 1\n")
    lowered = status.collect(example, TODAY)
    assert lowered == uncached(example)
    assert len(lowered["rules"]["ready"]) > 1


@pytest.mark.usefixtures("settled")
@pytest.mark.parametrize(
    "garble",
    [
        lambda data: data[: len(data) // 2],  # cut short
        lambda data: data.replace(b"\t[", b"\t[7, ", 1),  # a record of another shape
        lambda data: data.replace(b"false", b'"no"', 3),  # of other types
        lambda data: data.replace(b"\t", b" ", 2),  # not records at all
        lambda data: b"\n".join(reversed(data.split(b"\n"))),  # out of order
        lambda data: data.replace(b"summaries", b"summaries 0", 1),  # another version
        lambda data: b"\x00\xff" * 100,
    ],
)
def test_a_garbled_cache_is_never_trusted_and_is_written_anew(example: Store, garble: Any) -> None:
    expected = status.collect(example, TODAY)
    cache = Path(example.local) / status.SUMMARY_CACHE
    good = cache.read_bytes()
    cache.write_bytes(garble(good))
    assert status.collect(example, TODAY) == expected
    assert cache.read_bytes() == good


def test_an_entry_written_just_now_is_not_cached(example: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    status.collect(example, TODAY)
    read = reads(monkeypatch)
    status.collect(example, TODAY)
    assert len(read) == 13  # a second write in the same clock tick could keep its size and times


@pytest.mark.usefixtures("settled")
def test_the_cache_is_local_state_and_rewritten_only_when_something_changed(example: Store) -> None:
    status.collect(example, TODAY)
    cache = Path(example.local) / status.SUMMARY_CACHE
    stamp = cache.stat().st_ino
    status.collect(example, TODAY)
    assert cache.stat().st_ino == stamp
    assert not list((Path(example.local) / "tmp").iterdir())
    (Path(example.entries_dir) / "RFX-20261028-0b202b56.json").unlink()
    status.collect(example, TODAY)
    assert cache.stat().st_ino != stamp
    assert not list((Path(example.local) / "tmp").iterdir())


@pytest.mark.usefixtures("settled")
def test_status_on_a_fresh_clone_keeps_its_cache_in_new_local_state(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A clone brings entries but no local/ (git ignores it): status starts the local state a hook would
    (ignored by git) and keeps its cache there, so the next status reads no entry (100,000 entries: ~3 s
    every time otherwise)."""
    shutil.copytree(REPO / ".reflexion.example", project / ".reflexion")
    store = Store(str(project))
    facts = status.collect(store, TODAY)
    assert facts["totals"]["entries"] == 10
    assert (project / ".reflexion" / "local" / status.SUMMARY_CACHE).exists()
    assert (project / ".reflexion" / ".gitignore").read_text(encoding="utf-8") == store_module.GITIGNORE
    read = reads(monkeypatch)
    assert status.collect(store, TODAY) == facts
    assert read == []


@pytest.mark.usefixtures("settled")
@pytest.mark.parametrize("seen_on", ["2026-11-02", {"2026-11-02": 1}])
def test_a_hand_edited_seen_on_that_is_no_list_still_shows(example: Store, seen_on: object) -> None:
    path = Path(example.entries_dir) / "RFX-20261103-fdafc0e0.json"
    item = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**item, "seen_on": seen_on}, indent=2) + "\n", encoding="utf-8")
    made, cached = status.collect(example, TODAY), status.collect(example, TODAY)  # writes, then reads, it
    assert "RFX-20261103-fdafc0e0" in [h["id"] for h in made["hottest"]]
    assert made == cached == uncached(example)


@pytest.mark.usefixtures("settled")
def test_a_cache_made_by_other_code_is_another_cache(example: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """An upgrade, or an edited checkout, changes the modules that judge an entry: their size and mtime
    are in the cache's header."""
    status.collect(example, TODAY)
    read = reads(monkeypatch)
    monkeypatch.setattr(status, "_code_stamp", lambda: "other code")
    status.collect(example, TODAY)
    assert len(read) >= 10


@pytest.mark.usefixtures("settled")
def test_a_symlinked_entry_is_reported_whatever_the_cache_says(example: Store, tmp_path: Path) -> None:
    """A record with an empty file key must not match an entry that is no regular file (its key is "")."""
    entries = Path(example.entries_dir)
    name = "RFX-20261103-fdafc0e0.json"
    outside = tmp_path / "outside.json"
    shutil.move(entries / name, outside)
    os.symlink(outside, entries / name)
    before = status.collect(example, TODAY)["health"]["unreadable"]
    cache = Path(example.local) / status.SUMMARY_CACHE
    from reflexion import config

    record = json.dumps(status._summary(json.loads(outside.read_text(encoding="utf-8")), config.Config()))
    header, *records = [r for r in cache.read_bytes().split(b"\n") if r]
    cache.write_bytes(b"\n".join([header, *sorted([*records, f"{name}\t\t{record}".encode()])]) + b"\n")
    assert status.collect(example, TODAY)["health"]["unreadable"] == before


@pytest.mark.usefixtures("settled")
def test_a_huge_cache_line_is_not_read_whole(example: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    status.collect(example, TODAY)
    cache = Path(example.local) / status.SUMMARY_CACHE
    header = cache.read_bytes().split(b"\n", 1)[0]
    cache.write_bytes(header + b"\nRFX-20261103-fdafc0e0.json\tkey\t" + b"x" * (4 << 20))  # no line end
    import tracemalloc

    tracemalloc.start()
    try:
        facts = status.collect(example, TODAY)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2 << 20  # read in bounded pieces: never the 4 MiB line whole
    assert facts["totals"]["entries"] == uncached(example)["totals"]["entries"]


def test_a_read_only_store_takes_the_plain_path(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only checkout: no cache can be kept, so no entry file is stat'ed or its summary serialised
    for one, and nothing is created."""
    shutil.copytree(REPO / ".reflexion.example", project / ".reflexion")

    def no_keys(*args: object) -> None:
        raise AssertionError("a file key taken for a cache that cannot be written")

    monkeypatch.setattr(summaries._FileKeys, "of", no_keys)
    monkeypatch.setattr(store_module.os, "access", lambda *args, **kwargs: False)  # chmod binds no root
    facts = status.collect(Store(str(project)), TODAY)
    assert facts["totals"]["entries"] == 10
    assert not (project / ".reflexion" / "local").exists()


@pytest.mark.usefixtures("settled")
def test_the_entries_directory_is_listed_only_when_a_file_was_added_removed_or_renamed(
    example: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = status.collect(example, TODAY)
    listings: list[int] = []
    listing = Store._entry_files
    monkeypatch.setattr(Store, "_entry_files", lambda *a: listings.append(1) or listing(*a))
    assert status.collect(example, TODAY) == expected
    assert listings == []  # the cache names every file, the directory did not change since
    Path(example.entry_path("RFX-20261028-0b202b56")).rename(
        Path(example.entry_path("RFX-20261028-0b202b57"))
    )
    renamed = status.collect(example, TODAY)
    assert listings == [1] and renamed == uncached(example)
    assert renamed["health"]["problems"] != expected["health"]["problems"]  # its ID is not its name now


def test_the_summaries_follow_a_change_of_the_causes_whose_members_are_never_rules(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """rules.never_a_rule reads learn/causes.py: summaries made before it changed must not be reused."""
    from reflexion.learn import causes

    copy = tmp_path / "causes.py"
    copy.write_text("# a version of causes.py\n")
    monkeypatch.setattr(causes, "__file__", str(copy))
    before = status._code_stamp()
    os.utime(copy, ns=(1, 10**18))
    assert status._code_stamp() != before


@pytest.mark.usefixtures("settled")
def test_the_background_rebuild_leaves_status_no_entry_to_read(
    example: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A git pull or a fresh clone: a hook starts the rebuild of the index in a process of its own, and that
    process summarises the entries for status too, so the first status after it reads none cold."""
    from reflexion import hook

    assert hook.dispatch("reindex", example, {}) == ("rebuilt", None)
    read = reads(monkeypatch)
    facts = status.collect(example, TODAY)
    unreadable = ["RFX-20261120-0badf00d.json", "RFX-20261120-d1d1d1d1.json"]
    assert sorted(read) == [*unreadable, "RFX-20261121-aaaaaaaa.json"]  # as in a second status
    assert facts == uncached(example)


@pytest.mark.usefixtures("settled")
def test_the_background_promote_summarises_anew_after_an_upgrade(
    example: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A large store's promote runs in a process of its own at each session's start: when status's cache is
    of other code (an upgrade) or other thresholds, it summarises the entries for status then; else it
    leaves the cache to status."""
    from reflexion import hook

    status.collect(example, TODAY)
    monkeypatch.setattr(status, "_code_stamp", lambda: "other code")
    summarised: list[int] = []
    real = status._read
    monkeypatch.setattr(status, "_read", lambda *args: summarised.append(1) or real(*args))
    hook.dispatch("promote", example, {})  # in_hook is False: as Store.spawn starts it
    hook.dispatch("promote", example, {})  # the next session's: the cache is of this code now
    assert summarised == [1]
    read = reads(monkeypatch)
    facts = status.collect(example, TODAY)
    unreadable = ["RFX-20261120-0badf00d.json", "RFX-20261120-d1d1d1d1.json"]
    assert sorted(read) == [*unreadable, "RFX-20261121-aaaaaaaa.json"]  # as in a second status
    assert facts == uncached(example)
