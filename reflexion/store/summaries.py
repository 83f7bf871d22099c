"""status's summary cache (local/<cache>): each entry's summary kept with the key of the file it was made
from, so a second status reads no entry file that did not change and lists no directory that did not."""

from __future__ import annotations

import errno
import os
import stat
import time

from reflexion.store import (  # the store's own helpers: this module is part of it
    READ_CHUNK,
    Store,
    StoreError,
    _changed,
    _entry_name,
    _Replacement,
    _stamp,
    open_regular,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Any

# An entry file changed this recently is not summarised into a cache (iter_summaries): a second write
# within the same timestamp tick could keep its size, mtime and ctime (git's "racy clean" problem).
RACY_NS = 2 * 10**9
SUMMARY_LINE_LIMIT = 1 << 16  # a cached summary is a few hundred bytes: a longer line is not one of ours


def iter_summaries(
    store: Store,
    cache: str,
    version: str,
    summarise: Callable[[dict[str, Any]], Any],
    restore: Callable[[Any], Any],
    problems: list[str] | None = None,
) -> Iterator[Any]:
    """restore(summarise(entry)) of every readable entry (read light), in ID order, as iter_entries gives
    them — but an entry whose file is exactly as when it was last summarised (same size, mtime, ctime
    and inode) is not read again: local/<cache> holds its summary, made by summarise `version` (a file
    of another version, or of another reflexion, is ignored); restore returns None for a summary that
    is not one (then the entry is read). The cache names every entry file (those it holds no summary
    of too) and the entries directory's change time: while that is the same, no file was added,
    removed or renamed, and the directory is not listed. A cache that is missing, cut short or garbled
    costs reads, never a wrong summary; it is written anew (atomically: whole or not at all) when
    anything changed. No lock: a record is trusted only for the very file it was read from."""
    import orjson

    if not os.path.lexists(store.local) and store.exists() and os.access(store.path, os.W_OK):
        try:  # a fresh clone: its local state (ignored by git) starts here, as a hook's would
            store.ensure()
        except (OSError, StoreError):
            pass
    if not os.access(store.local, os.W_OK):  # a read-only checkout: no cache to keep
        for entry in store.iter_entries(problems, light=True):
            summary = _restored(restore, summarise(entry), f"{entry['id']}.json", problems)
            if summary is not None:
                yield summary
        return
    keys = _FileKeys(store.entries_dir)
    try:
        listed = keys.folder_key(store.guard(store.entries_dir))
    except StoreError as exc:
        listed = ""
        if problems is not None:
            problems.append(str(exc))
        keys.close()
        return
    old = _SummaryFile(os.path.join(store.local, cache), _summary_header(version), listed)
    records = old.records()
    if old.listed and old.listed == listed:  # the same files as then: the cache names them all
        pairs = _named(records, old, lambda: store._entry_files(problems))
    else:
        pairs = _paired(store._entry_files(problems), records, old)
    out: _Replacement | None = None  # until something changed: the old file stays as it is
    try:
        if old.listed != listed:
            out = _writer(store, old)
        for name, kind, found in pairs:
            if old.gone and out is None:  # a record of a file that is gone: the cache changes here
                out = _writer(store, old)
            # kind: a regular file or not as listed; None: named by the cache, its stat says
            key, settled = keys.of(name) if kind is not False else ("", False)
            regular = bool(key) if kind is None else kind
            if found is not None and key and found[1] == key:
                try:
                    summary = restore(orjson.loads(found[2]))
                except (ValueError, TypeError):
                    summary = None
                if summary is not None:
                    out = _keep(old, out, found[3])
                    yield summary
                    continue
            item = store._parse_entry_file(name, regular, problems, light=True)
            made = summarise(item) if item is not None else None
            line = f"{name}\t-\t\n".encode()  # named, not summarised: read every time
            if made is not None and settled:  # changed before RACY_NS ago: a later write changes its key
                try:
                    written = orjson.dumps(made)
                except TypeError:  # what JSON cannot hold (a lone surrogate): read every time
                    written = b""
                if written and orjson.loads(written) == made:  # NaN would come back as null
                    line = f"{name}\t{key}\t".encode() + written + b"\n"
            if out is None and (found is None or found[3] != line):
                out = _writer(store, old)
            out = _keep(old, out, line)
            summary = None if made is None else _restored(restore, made, name, problems)
            if summary is not None:
                yield summary
        if old.gone and out is None:
            out = _writer(store, old)
        if out is not None:
            out.write(b"end\n")
            out.commit()
    finally:
        old.close()
        keys.close()
        if out is not None:
            out.discard()


def _writer(store: Store, old: _SummaryFile) -> _Replacement:
    """The summary cache written anew, starting with what the old one holds that is still right;
    one that writes nothing where the store has no local state yet or it cannot be written (a
    read-only checkout: status still works, reading every entry)."""
    out = _Replacement(None, "", make=False)
    try:
        if not os.path.isdir(store.local) or os.path.islink(store.local):
            return out
        out = _Replacement(store._temp_folders(old.path)[0], old.path, make=True)
        old.copy_kept(out)  # the header anew, then the records so far, as they were
    except (OSError, StoreError):
        out.discard()
        return _Replacement(None, "", make=False)
    return out


class _FileKeys:
    """What says an entry file is the one a summary was made of: its size, mtime, ctime and inode (every
    write of ours is a new inode), taken before it is read; and whether it is settled: changed before
    RACY_NS ago. Stats by name in an open directory (half the cost of whole paths at 100,000 files)."""

    def __init__(self, folder: str) -> None:
        self.folder = folder
        self.cutoff = time.time_ns() - RACY_NS
        self.fd = -1
        if os.stat in os.supports_dir_fd and os.stat in os.supports_follow_symlinks:
            try:
                self.fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
            except OSError:
                pass

    def folder_key(self, folder: str) -> str:
        """The folder's own key, its inode and change time (any file added, removed or renamed changes it:
        _changed), when it changed before RACY_NS ago; "" otherwise, or when it is missing."""
        try:
            found = os.stat(folder)
        except OSError:
            return ""
        changed = _changed(found)
        return f"{found.st_ino}:{changed}" if changed < self.cutoff else ""

    def of(self, name: str) -> tuple[str, bool]:
        """(key, settled); ("", False) when the file is missing or no regular file."""
        try:
            if self.fd >= 0:
                found = os.stat(name, dir_fd=self.fd, follow_symlinks=False)
            else:
                found = os.lstat(os.path.join(self.folder, name))
        except OSError:
            return "", False
        if not stat.S_ISREG(found.st_mode):
            return "", False
        return _stamp(found), found.st_mtime_ns < self.cutoff and found.st_ctime_ns < self.cutoff

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


def summaries_of(store: Store, cache: str, version: str) -> bool:
    """Whether local/<cache> holds summaries made by summarise `version` (of this reflexion): its first line
    alone is read."""
    header = _summary_header(version)
    try:
        with open(open_regular(os.path.join(store.local, cache)), "rb") as fh:
            return fh.readline(len(header) + 1) == header
    except OSError:
        return False


def _summary_header(version: str) -> bytes:
    from reflexion import __version__

    return f"reflexion {__version__} summaries {version}\n".encode()


def _restored(restore: Callable[[Any], Any], made: Any, name: str, problems: list[str] | None) -> Any:
    """restore(made) of an entry just read; None, reported as a problem, when it cannot be restored."""
    summary = restore(made)
    if summary is None and problems is not None:
        problems.append(f"{name}: could not be summarised")
    return summary


def _keep(old: _SummaryFile, out: _Replacement | None, line: bytes) -> _Replacement | None:
    """One record of the new summary cache: written, or (nothing changed yet) counted as kept."""
    if out is None:
        old.kept += len(line)
    else:
        out.write(line)
    return out


def _paired(
    names: list[tuple[str, bool]], records: Iterator[tuple[str, str, bytes, bytes]], old: _SummaryFile
) -> Iterator[tuple[str, bool | None, Any]]:
    """Each listed entry file (name, regular) with its record in the summary cache, or None; a record of
    a file that is gone sets `old.gone` before the next pair comes."""
    record = next(records, None)
    for name, regular in names:
        while record is not None and record[0] < name:
            old.gone, record = True, next(records, None)
        if record is not None and record[0] == name:
            yield name, regular, record
            record = next(records, None)
        else:
            yield name, regular, None
    if record is not None or not old.whole:
        old.gone = True  # written anew: a cache cut short or garbled is never trusted to name every file


def _named(
    records: Iterator[tuple[str, str, bytes, bytes]],
    old: _SummaryFile,
    listing: Callable[[], list[tuple[str, bool]]],
) -> Iterator[tuple[str, bool | None, Any]]:
    """The files a whole cache names (none was added, removed or renamed since), each with its record;
    from where a cache cut short or garbled stops, the rest of a listing."""
    last = ""
    for record in records:
        if not _entry_name(record[0]):  # a name no listing gives: not ours, and the cache is written anew
            old.gone = True
            continue
        yield record[0], None, record
        last = record[0]
    if not old.whole:
        old.gone = True
        yield from ((name, regular, None) for name, regular in listing() if name > last)


class _SummaryFile:
    """A summary cache as it was when opened (Store.iter_summaries): a header line, a line with the
    entries directory's key when it was listed (`-`: changed too recently to trust), then one record a
    line, sorted: `<entry file name>\t<file key>\t<summary JSON>` (`-` and nothing: not summarised),
    and `end`.
    `kept`: how many bytes of its records, from the first, a new cache would hold as they are; `gone`: a
    record of a file that is no more was met."""

    def __init__(self, path: str, header: bytes, listed: str) -> None:
        self.path = path
        self.header = header + f"entries {listed or '-'}\n".encode()  # what a new cache starts with
        self.listed = ""  # the directory key it was made with, when it is of this version
        self.kept = 0
        self.gone = False
        self.whole = False  # its records were read to the last line, `end`
        self._start = 0  # where its records start
        self._fh: Any = None
        try:
            self._fh = open(open_regular(path), "rb")  # noqa: SIM115 - closed by close()
            second = self._fh.readline(len(header) + 1) == header and self._fh.readline(SUMMARY_LINE_LIMIT)
            if second and second.startswith(b"entries ") and second.endswith(b"\n"):
                self.listed = second[8:-1].decode("ascii", "replace").strip("-")
                self._start = self._fh.tell()
        except OSError:
            pass

    def records(self) -> Iterator[tuple[str, str, bytes, bytes]]:
        """(entry file name, file key, summary JSON, the line) in file order; none when the file is missing
        or of another version, and none from a line that is not a record on."""
        if not self._start:
            return
        last = ""
        while line := self._fh.readline(SUMMARY_LINE_LIMIT):
            parts = line.split(b"\t", 2)
            if len(parts) != 3 or not line.endswith(b"\n"):
                self.whole = line == b"end\n" and not self._fh.read(1)
                return
            name = parts[0].decode("ascii", "replace")
            if name <= last:  # written sorted: anything else is not ours
                return
            last = name
            yield name, parts[1].decode("ascii", "replace"), parts[2], line

    def copy_kept(self, out: _Replacement) -> None:
        """Write the header (anew) and the kept records to `out`, read from the file as it was opened:
        another status may have replaced it meanwhile."""
        out.write(self.header)
        if not self.kept:
            return
        here, done = self._fh.tell(), 0
        self._fh.seek(self._start)
        while done < self.kept:
            chunk = self._fh.read(min(READ_CHUNK * 16, self.kept - done))
            if not chunk:
                raise OSError(errno.EIO, "summary cache cut short", self.path)
            out.write(chunk)
            done += len(chunk)
        self._fh.seek(here)

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
