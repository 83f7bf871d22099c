"""The store: the only package that touches the disk (entries, index, local state, log, CLAUDE.md).

Layout (SPEC §2):
    .reflexion/entries/<ID>.json   source of truth, committed
    .reflexion/index.txt           derived keyword index (rebuilt when missing, conflicted or stale)
    .reflexion/config.toml         optional project settings, committed
    .reflexion/local/              never committed: lock, reflexion.log, hooks.log (timings),
                                   signatures.txt (signature -> ID), count, sessions/<id>.notes,
                                   backlog.jsonl (hook events queued while the lock was busy),
                                   status.cache (each entry's summary, by its file's identity),
                                   index.keys (where each line of index.txt sits, for that very file),
                                   undo.jsonl (the rollback journal of a learning run under way)
Every read-modify-write happens under `store.lock`; every file write is a temp file renamed into place.
"""

from __future__ import annotations

import errno
import time

from reflexion import entry as entries_format
from reflexion import index, jsonio

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing costs ~3 ms to import; hooks import this module
    import mmap
    import os
    from collections.abc import Callable, Iterable, Iterator
    from types import TracebackType
    from typing import Any

    from reflexion.lock import Lock
    from reflexion.store.undo import Journal
else:
    from reflexion import posixos as os  # os without importing os (5.6 M instructions a hook)

GITIGNORE = "# reflexion's local state: never commit it\nlocal/\n"
READ_CHUNK = 1 << 16  # an entry file is a few KiB: one read, and one more that finds the end
LOG_LIMIT = 1 << 20  # a log past 1 MiB is rotated to <name>.1
Changes = dict[str, tuple[tuple[str, ...], tuple[str, ...]]]  # key -> (IDs to add, IDs to remove)
JOURNAL_LIMIT = 32 << 10  # index additions kept in the journal before they are folded into index.txt
# A hook rebuilds a stale index itself only in a store this small (~0.5 s); a larger one (a git pull into
# 100,000 entries: ~10 s) is rebuilt by a process of its own while hooks go on with the index as it was.
REBUILD_INLINE = 5_000
PENDING_TTL_S = 600  # a background rebuild not done by then is taken for dead and started again
SWEEP_EVERY_S = 3600  # a new session drops the notes of sessions idle for days at most this often
LOCK_WAIT_S = 8.0  # how long the store's lock is waited for (a hook's capture waits less: capture.LOCK_WAIT)
# The rollback journal of the learning run under way in this process (Store.undoable), whatever store it
# writes into (the project's, its local state, the user-level one): one run, one journal (undo.py, imported
# only then: a hook that learns nothing never loads it).
_UNDO: list[Journal] = []
FIRST_INDEX_WAIT_S = 4.0  # a hook with no index at all waits this long for the first one (hook timeout: 10 s)


class StoreError(Exception):
    """An expected problem a person can act on (bad ID, unknown entry, unsafe path)."""


def find_root(env: dict[str, str] | os._Environ[str], cwd: str | None = None) -> str:
    """Project root: CLAUDE_PROJECT_DIR, else the event's cwd, else ours; then the nearest ancestor
    holding .reflexion/ or .git, below the home directory and the filesystem's root; else that directory
    itself. A store or a repository there (a stray `.reflexion` a tool left at /, a dotfiles repository
    in ~) would take in every project under it that has none of its own — and its CLAUDE.md, which
    Claude Code reads in every session under it."""
    start = env.get("CLAUDE_PROJECT_DIR") or ""
    if not (start and os.path.isdir(start)):
        start = cwd if cwd and os.path.isabs(cwd) and os.path.isdir(cwd) else os.getcwd()
    start = os.path.abspath(start)
    home = os.path.normcase(os.path.abspath(env.get("HOME") or os.path.expanduser("~")))
    here = start
    while True:
        if os.path.isdir(os.path.join(here, ".reflexion")) or os.path.exists(os.path.join(here, ".git")):
            return here
        parent = os.path.dirname(here)
        if parent == here or os.path.dirname(parent) == parent or os.path.normcase(parent) == home:
            return start
        here = parent


def user_store(env: dict[str, str] | os._Environ[str], project: Store | None = None) -> Store | None:
    """The user-level store (SPEC §2): learnings about the machine, the shell or the person, shared by all
    of this user's projects — `REFLEXION_USER_DIR`, else `$XDG_DATA_HOME/reflexion`, else
    `~/.local/share/reflexion` (`%LOCALAPPDATA%/reflexion` on Windows). None when it would be the
    project's own store."""
    path = env.get("REFLEXION_USER_DIR") or ""
    if not path:
        data = env.get("XDG_DATA_HOME") or (env.get("LOCALAPPDATA") if os.name == "nt" else "")
        path = os.path.join(data or os.path.join(os.path.expanduser("~"), ".local", "share"), "reflexion")
    path = os.path.abspath(path)
    if project is not None and os.path.normcase(path) == os.path.normcase(os.path.abspath(project.path)):
        return None
    found = Store(path, path)
    found.user_level = True
    return found


def user_store_of(store: Store) -> Store | None:
    """This user's store beside a project's (None when the project's store is the user-level one)."""
    return None if store.user_level else user_store(os.environ, store)


def unshared_store(project: Store) -> Store:
    """What this clone learned that teaches the team nothing — the work in progress (task failures and the
    fixes they found) and the moment's trouble (the network down, a lock held, a timeout) — kept in local
    state: never committed, recalled on a prompt or promoted; told again only when it recurs here."""
    found = Store(project.root, os.path.join(project.local, "unshared"))
    found.unshared = True
    return found


def machine_cache(env: dict[str, str] | os._Environ[str]) -> str:
    """This machine's cache of derived files (regex.py's table of compiled patterns): `$XDG_CACHE_HOME/
    reflexion`, else `~/.cache/reflexion` (`%LOCALAPPDATA%/reflexion/cache` on Windows). Never inside a
    project, where a repository could bring its own copy of what a hook trusts."""
    if os.name == "nt" and env.get("LOCALAPPDATA"):
        return os.path.join(env["LOCALAPPDATA"], "reflexion", "cache")
    base = env.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(os.path.abspath(base), "reflexion")


def load_cached(env: dict[str, str] | os._Environ[str], name: str) -> bytes | None:
    """A file of the machine's cache, or None (missing, unreadable)."""
    try:
        return _read_no_link(os.path.join(machine_cache(env), name))
    except OSError:
        return None


def load_cached_parts(
    env: dict[str, str] | os._Environ[str], name: str
) -> Callable[[int, int], bytes] | None:
    """A file of the machine's cache to read piecewise, `read(offset, size)`, or None (missing, unreadable):
    the file stays open for this process, so every piece comes from the same file whoever replaces it. Read
    whole where pieces cannot be read by offset (Windows, where an open file also could not be replaced)."""
    path = os.path.join(machine_cache(env), name)
    try:
        if not hasattr(os, "pread"):
            data = _read_no_link(path)
            return lambda offset, size: data[offset : offset + size]
        fd = open_regular(path)
    except OSError:
        return None
    return lambda offset, size: os.pread(fd, size, offset)


def save_cached(env: dict[str, str] | os._Environ[str], name: str, data: bytes) -> None:
    """Replace a file of the machine's cache (atomically: the next hook reads all of it or none)."""
    folder = machine_cache(env)
    os.makedirs(folder, exist_ok=True)
    Store(folder, folder).write_bytes(os.path.join(folder, name), data)


def sweep_cached(env: dict[str, str] | os._Environ[str], prefix: str, keep: str, max_age_s: float) -> None:
    """Delete the machine's cached files named `prefix`… other than `keep` that were not saved for
    `max_age_s`: the tables of earlier versions, which nothing reads again. One still in use (another
    reflexion on this interpreter) is only made anew by its next run. Their .lock files stay: one may be
    held this very moment, and unlinking it would let a second writer in (they are empty)."""
    folder = machine_cache(env)
    cutoff = time.time() - max_age_s
    try:
        names = [name for name in os.listdir(folder) if name.startswith(prefix) and name != keep]
    except OSError:
        return
    for name in names:
        path = os.path.join(folder, name)
        try:
            if name.endswith(".lock") or os.lstat(path).st_mtime > cutoff:
                continue
            os.unlink(path)
        except OSError:
            continue


class Store:
    """One project's `.reflexion/` directory (or the user-level store: `user_level`)."""

    user_level = False
    unshared = False  # the project's local memory (unshared_store): no rules, no team, no recall
    # entry rewrites not written yet (hold_rewrites): ID -> (the entry's bytes, the entry)
    _held: dict[str, tuple[bytes, dict[str, Any]]] | None = None
    _held_counts: list[str] | None = None  # ledger lines held with them: written after the entries

    def __init__(self, root: str, path: str | None = None) -> None:
        self.root = root
        self.path = path or os.path.join(root, ".reflexion")
        self.entries_dir = os.path.join(self.path, "entries")
        self.local = os.path.join(self.path, "local")
        self.index_path = os.path.join(self.path, "index.txt")
        self.signatures_path = os.path.join(self.local, "signatures.txt")
        self.meta_path = os.path.join(self.local, "index.meta")
        self.table_path = os.path.join(self.local, "index.keys")  # where index.txt's lines sit (index.py)
        self.bloom_path = os.path.join(self.local, "index.bloom")  # which keys index.txt holds (index.py)
        self.journal_path = os.path.join(self.local, "index.journal")
        self.backlog_path = os.path.join(self.local, "backlog.jsonl")
        self.duplicates_path = os.path.join(self.local, "duplicates.txt")
        self.pending_path = os.path.join(self.local, "rebuild.pending")  # a background rebuild is due
        self.ledger_path = os.path.join(self.local, "ledger.txt")
        self.undo_path = os.path.join(self.local, "undo.jsonl")  # a learning run's rollback journal (undo.py)
        self.in_hook = False  # set by hook.run: a hook never reads every entry of a large store inline
        self.later: list[str] = []  # jobs to start once the hook's output is out (start_later)
        # None: a standing rule's line is rewritten as its entry changes; False/True (a bulk `learn`): once,
        # at the run's end, True when one is due (promote.regenerate_later)
        self.rules_later: bool | None = None
        self.lock = _LazyLock(os.path.join(self.local, "lock"), self.ensure, self._on_lock)

    @classmethod
    def locate(cls, env: dict[str, str] | os._Environ[str], cwd: str | None = None) -> Store:
        root = find_root(env, cwd)
        override = env.get("REFLEXION_DIR")
        return cls(root, os.path.abspath(override) if override else None)

    # ------------------------------------------------------------------ layout

    def exists(self) -> bool:
        return os.path.isdir(self.entries_dir)

    def ensure(self) -> None:
        """Create the store on first use (idempotent, safe under races)."""
        for d in (self.path, self.entries_dir, self.local, os.path.join(self.local, "sessions")):
            try:  # one lstat for a folder already there: every lock taken ensures the store again
                mode = os.lstat(d).st_mode
            except OSError:  # missing (or unreadable: makedirs says why)
                mode = 0
            if mode & 0o170000 == 0o120000:  # stat.S_ISLNK (see _regular)
                raise StoreError(f"{d} is a symlink; reflexion does not follow links out of its store")
            if mode & 0o170000 != 0o040000:  # not a folder (stat.S_ISDIR): made, or makedirs says why
                os.makedirs(d, exist_ok=True)
        ignore = os.path.join(self.path, ".gitignore")
        if not os.path.exists(ignore):
            self.write_text(ignore, GITIGNORE)

    def remove_if_unused(self) -> bool:
        """Delete the store when nothing was ever recorded in it and nobody wrote a file into it: no entry,
        no config.toml, only reflexion's own derived files and local state. True when it is gone."""
        import shutil

        ours = {"entries", "local", "index.txt", ".gitignore"}
        with self.lock:
            try:
                names = set(os.listdir(self.path))
                if os.path.islink(self.path) or not names <= ours or os.listdir(self.entries_dir):
                    return False
                if self.read_text(os.path.join(self.path, ".gitignore")) not in (None, GITIGNORE):
                    return False  # a person edited it
            except (OSError, StoreError):
                return False
            for name in ("index.txt", ".gitignore"):
                _unlink_quietly(os.path.join(self.path, name))
            os.rmdir(self.entries_dir)
            shutil.rmtree(self.local, ignore_errors=True)  # never follows a link out of the store
        try:
            os.rmdir(self.path)
        except OSError:
            return False
        return True

    def relative(self, path: str) -> str:
        """A path as shown to people: relative to the project root when inside it."""
        try:
            rel = os.path.relpath(path, self.root)
        except ValueError:  # Windows: on another drive than the project
            return path
        return path if rel.startswith("..") else rel

    # ------------------------------------------------------------------ files

    def guard(self, path: str) -> str:
        """`path`, unless it or a directory between it and the store's own is a symlink (StoreError): a
        cloned repository may track `.reflexion/local/hooks.log -> ~/.gitconfig` or an entries/ link."""
        here = path
        while here == self.path or here.startswith(self.path + os.sep):
            if os.path.islink(here):
                raise StoreError(f"refusing to follow a symlink out of the store: {self.relative(here)}")
            if here == self.path:
                break
            here = os.path.dirname(here)
        return path

    def write_text(self, path: str, text: str) -> None:
        """Atomic write: a temp file beside the target, then rename over it."""
        self.write_bytes(path, text.encode("utf-8"))

    def write_bytes(self, path: str, data: bytes) -> None:
        """The temp file lives in local/tmp/ (swept when stale): a write killed halfway leaves nothing in
        entries/ or beside CLAUDE.md. Beside the target only when local/tmp/ is on another file system."""
        if _UNDO:
            self._will_write(path, data)
        folders = self._temp_folders(path)
        for folder in folders:
            replacement = _Replacement(None, "", make=False)
            try:
                replacement = _Replacement(folder, path, make=folder != folders[-1])
                replacement.write(data)
                replacement.commit()
                return
            except OSError as exc:
                replacement.discard()
                if exc.errno != errno.EXDEV or folder == folders[-1]:
                    raise
            except BaseException:
                replacement.discard()
                raise

    def _temp_folders(self, path: str) -> list[str]:
        """Where a temp file for `path` may go, best first (see write_bytes); refuses symlinks."""
        directory = os.path.dirname(self.guard(path))
        inside = path.startswith(self.path + os.sep)  # then guard looked at the file and its folder already
        if not inside and (os.path.islink(path) or os.path.islink(directory)):  # settings, CLAUDE.md
            raise StoreError(f"refusing to write through a symlink: {self.relative(path)}")
        if os.path.isdir(self.local) and not os.path.islink(self.local):
            return [self.guard(os.path.join(self.local, "tmp")), directory]
        return [directory]

    def read_text(self, path: str) -> str | None:
        """A file's text (decoded as jsonio.decode does: a BOM skipped, cp1252 when not UTF-8), or None when
        it does not exist; symlinks are not followed."""
        try:
            return jsonio.decode(_read_no_link(self.guard(path)))
        except FileNotFoundError:
            return None
        except OSError:
            if os.path.islink(path):
                raise StoreError(f"refusing to read through a symlink: {self.relative(path)}") from None
            raise

    # ------------------------------------------------------------------ entries

    def entry_path(self, entry_id: str) -> str:
        if not entries_format.is_valid_id(entry_id):
            raise StoreError(
                f"not an entry ID: {entry_id!r} (IDs look like {entries_format.EXAMPLE_ID}, "
                f"or {entries_format.short_id(entries_format.EXAMPLE_ID)} for short)"
            )
        return os.path.join(self.entries_dir, f"{entry_id}.json")

    def entry_ids(self) -> list[str]:
        """The IDs of the entry files, sorted (a directory listing: no file is read)."""
        try:
            names = os.listdir(self.guard(self.entries_dir))
        except (FileNotFoundError, NotADirectoryError):
            return []
        stems = (name[:-5] for name in names if name.endswith(".json"))
        return sorted(stem for stem in stems if entries_format.is_valid_id(stem))

    def resolve_id(self, typed: str) -> str:
        """The full ID a person means: the ID itself, or a unique start of it or of its hex digits
        (`daa7c561`, `daa7`), in any case. StoreError says which IDs an ambiguous start matches."""
        exact = entries_format.canonical_id(typed)
        if entries_format.is_valid_id(exact) and os.path.lexists(self.entry_path(exact)):
            return exact
        found = entries_format.matching_ids(typed, self.entry_ids())
        text = entries_format.canonical_id(typed)
        if (
            found is None
            and 0 < len(text) < entries_format.SHORT_MIN
            and all(c in "0123456789abcdef" for c in text)
        ):
            raise StoreError(
                f"{typed} is too short: type at least {entries_format.SHORT_MIN} hex digits of an ID"
            )
        if found is None:
            self.entry_path(typed)  # raises: not an ID
        if not found and entries_format.is_valid_id(exact) and (alias := self.alias_of(exact)):
            return alias
        if not found:
            raise StoreError(f"no entry {typed} in {self.entries_dir} (`reflexion list` shows the IDs)")
        if len(found) > 1:
            shown = ", ".join(found[:6]) + (f" and {len(found) - 6} more" if len(found) > 6 else "")
            raise StoreError(f"{typed} is ambiguous: it starts {shown}; type more of it")
        return found[0]

    def load_entry(self, entry_id: str) -> dict[str, Any] | None:
        """The entry, None when absent; StoreError when unreadable (the file is left alone)."""
        path = self.guard(self.entry_path(entry_id))
        try:
            data = self._held[entry_id][0] if self._held and entry_id in self._held else _read_no_link(path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StoreError(f"entry {entry_id} is unreadable ({exc})") from None
        try:
            return entries_format.from_bytes(data, entry_id)
        except (ValueError, RecursionError) as exc:
            raise StoreError(
                f"entry {entry_id} is unreadable ({exc}); fix or remove the file by hand"
            ) from None

    def load_entries(self, entry_ids: Iterable[str]) -> list[dict[str, Any]]:
        """Those of these entries that exist and can be read (see load_entry), in order: an unreadable one
        is skipped here (`reflexion check` and status name it)."""
        found = []
        for entry_id in entry_ids:
            try:
                item = self.load_entry(entry_id)
            except StoreError:
                continue
            if item is not None:
                found.append(item)
        return found

    def require_entry(self, entry_id: str) -> dict[str, Any]:
        found = self.load_entry(entry_id)
        if found is None:
            raise StoreError(f"no entry {entry_id} in {self.entries_dir} (`reflexion list` shows the IDs)")
        return found

    def save_entry(self, entry: dict[str, Any]) -> None:
        if self._held:  # an older held copy must not overwrite this one at write_held
            self._held.pop(entry["id"], None)
        self._write_entry(self.entry_path(entry["id"]), entries_format.to_text(entry).encode("utf-8"))

    def _write_entry(self, path: str, data: bytes) -> None:
        """An entry file's new bytes, written only when they differ from the file's: a rename over an
        existing file costs ~1 ms on ext4 (it flushes the data first), and `learn` meets the same fix or
        flag again and again. Left as it is, the file keeps its identity (status.cache stays valid)."""
        try:
            if _read_no_link(self.guard(path)) == data:
                return
        except OSError:
            pass  # missing or unreadable: written (write_bytes refuses a symlink, as before)
        self.write_bytes(path, data)

    def delete_entry(self, entry_id: str) -> None:
        if self._held:
            self._held.pop(entry_id, None)
        if _UNDO:
            self._will_write(self.entry_path(entry_id), None)
        os.unlink(self.entry_path(entry_id))

    def iter_entries(
        self, problems: list[str] | None = None, light: bool = False
    ) -> Iterator[dict[str, Any]]:
        """Every readable entry; unreadable ones are skipped, logged and listed in `problems`. `light`: read
        as entry.coerce says (status reads 100,000 entries)."""
        self.flush_held()
        for name, regular in self._entry_files(problems):
            item = self._parse_entry_file(name, regular, problems, light)
            if item is not None:
                yield item

    def _entry_files(self, problems: list[str] | None) -> list[tuple[str, bool]]:
        """The entry files' names, sorted, each with whether it is a regular file (not a symlink)."""
        names: list[tuple[str, bool]] = []  # names, not DirEntry objects: 100,000 of those weigh ~25 MiB
        try:
            with os.scandir(self.guard(self.entries_dir)) as listing:
                for item in listing:
                    name = item.name
                    if _entry_name(name):
                        names.append((name, not item.is_symlink() and item.is_file(follow_symlinks=False)))
        except FileNotFoundError:
            return []
        except StoreError as exc:
            if problems is not None:
                problems.append(str(exc))
            return []
        names.sort()
        return names

    def _parse_entry_file(
        self, name: str, regular: bool, problems: list[str] | None, light: bool
    ) -> dict[str, Any] | None:
        """One entry file read and parsed; None when unreadable (logged, and listed in `problems`)."""
        import orjson  # bulk reads only: ~2x faster than the C json scanner, but slow to import

        try:
            if not regular:
                raise ValueError("not a regular file (symlinks are not followed)")
            data = _read_no_link(os.path.join(self.entries_dir, name))
            return entries_format.from_bytes(data, name[:-5], orjson.loads, light)
        except (ValueError, OSError, RecursionError) as exc:
            message = f"skipped unreadable entry {name}: {exc}"
            if problems is not None:
                problems.append(message)
            self.log("warning", message)
            return None

    # ------------------------------------------------------------------ index and signatures

    def index_fresh(self) -> bool:
        """The derived files are ours and current: index.txt is exactly as we last wrote it (a merge
        conflict, a checkout or a hand edit changes its size or mtime) and no entry file was added, removed
        or renamed since we last wrote them: the entries directory's change time says so (tar, rsync -a and
        cp -a restore its mtime, but nothing can set its ctime back)."""
        try:
            entries_time = _changed(os.stat(self.entries_dir))
            if os.path.lexists(self.pending_path):
                return False
            indexed = os.stat(self.index_path)
            written = max(indexed.st_mtime_ns, os.stat(self.signatures_path).st_mtime_ns)
        except FileNotFoundError:
            return False
        try:
            written = max(written, os.stat(self.journal_path).st_mtime_ns)
        except FileNotFoundError:
            pass
        meta = self._read_meta()
        return (
            meta.get("index") == f"{indexed.st_size}:{indexed.st_mtime_ns}"
            and meta.get("keys") == INDEX_KEYS_VERSION
            and written >= entries_time
        )

    def rebuild_index(self, problems: list[str] | None = None) -> int:
        """Rebuild index.txt and the signature table from entries/ (call under the lock). Read again when
        entries/ changed while it was read (a git pull meanwhile: the lock keeps only our writers out)."""
        self.flush_held()
        for _ in range(3):
            before = _changed(os.stat(self.entries_dir)) if os.path.isdir(self.entries_dir) else 0
            count, postings, signatures = self._read_index(problems)
            if not os.path.isdir(self.entries_dir) or _changed(os.stat(self.entries_dir)) == before:
                break
        self.ensure()
        # older versions wrote their temp files into entries/: a killed write's stays (listed here anyway)
        self._sweep([(self.entries_dir, time.time() - 3600, ".tmp")])
        _unlink_quietly(self.meta_path)  # until the last write: a rebuild cut short leaves a stale index
        self.write_text(self.signatures_path, index.render(signatures))
        self._note_duplicates(signatures)
        self._write_index(index.render(postings).encode("utf-8"))
        self._write_meta(count)
        _unlink_quietly(self.journal_path)
        _unlink_quietly(self.pending_path)
        return count

    def _read_index(
        self, problems: list[str] | None
    ) -> tuple[int, dict[str, list[str]], dict[str, list[str]]]:
        from reflexion.keywords import terms

        postings: dict[str, list[str]] = {}
        signatures: dict[str, list[str]] = {}
        count = 0
        for item in self.iter_entries(problems):
            count += 1
            keywords = item.get("keywords", [])
            for key in index_keys(keywords, terms) + _marker_keys(item, keywords):
                postings.setdefault(key, []).append(item["id"])
            sig = item.get("signature")
            if isinstance(sig, str) and sig:
                signatures.setdefault(index.clean_key(sig), []).append(item["id"])
        return count, postings, signatures

    def _note_duplicates(self, signatures: dict[str, list[str]]) -> None:
        """local/duplicates.txt: the signatures held by more than one entry (two clones met one failure),
        for consolidation to fold; absent when there are none (a hook pays one stat to know)."""
        found = {sig: ids for sig, ids in signatures.items() if len(ids) > 1}
        if found:
            self.write_text(self.duplicates_path, index.render(found))
        else:
            _unlink_quietly(self.duplicates_path)

    def read_duplicates(self) -> list[list[str]]:
        """The groups of entry IDs sharing a signature, as the last index rebuild found them."""
        if not os.path.exists(self.duplicates_path):
            return []
        text = self.read_text(self.duplicates_path) or ""
        return [ids.split(",") for _, _, ids in (line.partition(":") for line in text.splitlines()) if ids]

    def done_duplicates(self) -> None:
        _unlink_quietly(self.duplicates_path)

    def alias_of(self, entry_id: str) -> str | None:
        """The entry that took `entry_id` in when two copies of one failure were folded (its `aliases`).
        Copies share their signature, and so their IDs' hex digits: only those entries are read."""
        hexpart = entries_format.short_id(entry_id)[:6]
        for candidate in self.entry_ids():
            if candidate != entry_id and entries_format.short_id(candidate).startswith(hexpart):
                try:
                    found = self.load_entry(candidate)
                except StoreError:
                    continue
                aliases = found.get("aliases") if found else None
                if isinstance(aliases, list) and entry_id in aliases:
                    return candidate
        return None

    def ensure_index(self) -> None:
        """Rebuild when missing, stale or changed behind our back (the lock only when one is due); in a
        hook on a large store, start a rebuild in the background instead (rebuild_later)."""
        if self.index_fresh() or self.rebuild_later():
            return
        with self.lock:
            if not self.index_fresh():
                self.log("info", "rebuilding the index (missing, stale, or changed by git or by hand)")
                self.rebuild_index()

    def rebuild_later(self) -> bool:
        """In a hook, on a store too large to index inline: make sure a background rebuild is under way
        (one at a time; `local/rebuild.pending` says so and keeps the index stale until it is done) and
        go on with the index as it is. False: rebuild now (not a hook, a small store, no way to spawn)."""
        if not self.in_hook:
            return False
        try:
            if time.time() - os.stat(self.pending_path).st_mtime < PENDING_TTL_S:
                return True  # under way: its starter waits for it, nobody else
        except OSError:
            pass
        if not self.is_large():
            return False
        try:
            self.ensure()
            with open(self.pending_path, "wb"):
                pass
        except (OSError, StoreError):
            return False
        if os.path.exists(self.index_path) and hasattr(os, "posix_spawn"):
            # a git pull: this hook goes on with the index as it is, and the rebuild starts once its answer
            # is out (start_later): begun now, it took the other core from the hook's own work
            self.later.append("reindex")
            return True
        child = self.spawn("reindex")  # not logged here: the log redacts, and its import costs ~30 ms
        if child:
            return self._await_first_index(child)
        _unlink_quietly(self.pending_path)
        return False

    def start_later(self) -> None:
        """Start the background jobs a hook put off until its output was written (rebuild_later); a rebuild
        that cannot start is left to the next hook."""
        for job in self.later:
            if not self.spawn(job) and job == "reindex":
                _unlink_quietly(self.pending_path)
        self.later.clear()

    def _await_first_index(self, child: int) -> bool:
        """With no index at all (a fresh clone, entries written in bulk) a hook would find nothing: wait a
        little for the rebuild it started (tens of thousands of entries are indexed by then), then go on
        as it is. With an older index (a `git pull`), go on at once. Always True."""
        if os.path.exists(self.index_path):
            return True
        deadline = time.monotonic() + FIRST_INDEX_WAIT_S
        while time.monotonic() < deadline and os.path.lexists(self.pending_path):
            try:
                if os.waitpid(child, os.WNOHANG)[0]:  # it ended without finishing: no use waiting
                    _unlink_quietly(self.pending_path)
                    break
            except OSError:  # not our child (started by another run): wait for the file alone
                pass
            time.sleep(0.05)
        return True

    def await_learning(self, timeout: float) -> bool:
        """Wait until every learning a Stop hook started in a process of its own (`learn detached` in
        hooks.log) has ended (its `learn-background` line). False when one is still under way after
        `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            runs = [line.split()[1:3] for line in self.read_hook_log()]
            if runs.count(["learn", "detached"]) <= sum(run[:1] == ["learn-background"] for run in runs):
                return True
            if time.monotonic() > deadline:
                return False
            time.sleep(0.05)

    def is_large(self) -> bool:
        """Too large for a hook to read every entry (REBUILD_INLINE): the size as last indexed, counted
        from the directory when no index says."""
        if self._read_meta().get("entries", "").isdigit():
            return self.entry_count() >= REBUILD_INLINE
        try:
            return len(os.listdir(self.entries_dir)) >= REBUILD_INLINE
        except OSError:
            return False

    def spawn(self, job: str, event: dict[str, Any] | None = None) -> int:
        """Start `reflexion hook <job>` on this store in a process of its own (REFLEXION_BACKGROUND tells
        it to do the work itself; REFLEXION_EVENT carries `event`, its stdin being closed), detached from
        the hook's session and pipes: Claude Code waits for the hook's stdout to close. This interpreter,
        this sys.path. Its pid; 0 where posix_spawn is missing (Windows: the hook does the work inline)."""
        import sys

        spawn = getattr(os, "posix_spawn", None)
        if spawn is None:
            return 0
        # this sys.path, and where this very reflexion was imported from: an editable install finds it
        # through a .pth hook that -S skips (this file is reflexion/store/__init__.py: three levels up)
        here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        path = jsonio.dumps([here, *(p for p in sys.path if p != here)])
        # niced: the session's hooks go on meanwhile, and must not wait for the CPU behind this job
        code = f"import os, sys; os.nice(10); sys.path[:] = {path}; from reflexion.__main__ import main; "
        code += "main()"
        argv = [sys.executable, "-I", "-S", "-c", code, "hook", job]
        env = {**os.environ, "REFLEXION_DIR": self.path, "CLAUDE_PROJECT_DIR": self.root}
        env["REFLEXION_BACKGROUND"] = "1"
        if event is not None:
            env["REFLEXION_EVENT"] = jsonio.dumps_ascii(event)  # any text, a lone surrogate too, is escaped
        quiet = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_RDWR, 0) for fd in (0, 1, 2)]
        try:
            return int(spawn(sys.executable, argv, env, file_actions=quiet, setsid=True))
        except OSError:
            return 0

    def _write_index(self, data: bytes, added: list[bytes] | None = None) -> None:
        """index.txt, then the table of its lines and the filter of its keys (index.py) for this very file
        (call under the lock). `added`: the keys `data` may hold beyond the index.txt it replaces (a fold),
        so that the filter made for that file is only added to."""
        old = self._bloom_bits() if added is not None else None
        self.write_bytes(self.index_path, data)
        stamp = _stamp(os.stat(self.index_path))
        for path in (self.table_path, self.bloom_path):
            try:
                if path == self.table_path:
                    self.write_bytes(path, index.render_table(data, stamp))
                else:
                    self.write_bytes(path, index.render_bloom(data, stamp, old, added or ()))
            except OSError:  # lookups search index.txt itself: slower at 100,000 entries, the same answers
                _unlink_quietly(path)

    def _bloom_bits(self) -> bytes | None:
        """The bits of index.bloom when it was made for index.txt as it is now; else None."""
        try:
            bloom = self._read_bytes(self.bloom_path)
            start = bloom.find(b"\n") + 1
            stamp = _stamp(os.stat(self.guard(self.index_path))).encode("ascii")
        except (OSError, StoreError):
            return None
        return bloom[start:] if start and bloom[: start - 1] == stamp else None

    def lookup(self, keys: list[str], cap: int = 1 << 30) -> tuple[dict[str, list[str]], dict[str, int]]:
        """Per key: its most recent IDs (at most `cap`) and how many entries hold it — from index.txt by
        binary search (the file is never read whole, so a lookup costs the same in any store size), through
        the table of its lines when it was made for this index.txt, and from the journal of recent
        additions."""
        found: dict[str, list[str]] = {}
        counts: dict[str, int] = {}
        journal = self._read_journal()
        indexed_ids: dict[str, tuple[int, list[str]]] = {}  # what index.txt says, for the keys it may hold
        searched = [key for key, maybe in self._may_hold(keys).items() if maybe]
        if searched:  # else a miss: no file mapped, nothing searched
            indexed = _Mapped(self.guard(self.index_path))
            with indexed as buf, _Mapped(self.guard(self.table_path)) as table:
                stamp = _stamp(indexed.stat).encode("ascii") if indexed.stat is not None else b""
                # never a table made for another index.txt (a git checkout, a merge, a hand edit)
                ours = table if table is not None and index.table_stamp(table) == stamp else None
                for key in searched:
                    if buf is not None:
                        got = index.find_recent_by_table(buf, ours, key, cap) if ours is not None else None
                        indexed_ids[key] = got if got is not None else index.find_recent(buf, key, cap)
        for key in keys:
            count, ids = indexed_ids.get(key, (0, []))
            extra = journal.ids(key)
            if ids or extra:
                found[key], counts[key] = (ids + extra)[-cap:] if extra else ids, count + len(extra)
        return found, counts

    def _may_hold(self, keys: list[str]) -> dict[str, bool]:
        """Per key, whether index.txt may hold it: False only when its filter (index.bloom, made for this
        very index.txt) says it holds no line of it."""
        bits = self._bloom_bits()
        return {key: bits is None or index.bloom_may_hold(bits, key) for key in keys}

    def find_signature(self, signature: str) -> str | None:
        recent = self._read_journal().ids(signature, kind="s")
        if recent:
            return recent[-1]
        with _Mapped(self.guard(self.signatures_path)) as buf:
            ids = index.find(buf, signature) if buf is not None else []
        return ids[0] if ids else None

    def entry_count(self) -> int:
        try:
            return max(0, int(self._read_meta().get("entries", "0")) + self._read_journal().added)
        except ValueError:
            return 0

    def _read_meta(self) -> dict[str, str]:
        text = self.read_text(self.meta_path) or ""
        return dict(line.partition("=")[::2] for line in text.splitlines() if "=" in line)

    def _write_meta(self, count: int) -> None:
        """Record the entry count and index.txt's own size and mtime (see index_fresh)."""
        indexed = os.stat(self.index_path)
        self.write_text(
            self.meta_path,
            f"entries={count}\nindex={indexed.st_size}:{indexed.st_mtime_ns}\nkeys={INDEX_KEYS_VERSION}\n",
        )

    def _read_journal(self) -> _Journal:
        return _Journal(self._read_bytes(self.journal_path))

    def commit_entry(self, item: dict[str, Any], old_keywords: list[str] | None = None) -> None:
        """Save an entry and keep the derived files in step (call under the lock).

        `old_keywords` is None for a new entry. Freshness is judged before the write: the write itself
        touches entries/, and a store that was already stale (a git pull) needs a full rebuild."""
        fresh = self.index_fresh() or self.rebuild_later()  # later: journaled now, indexed with the rest
        keywords = item.get("keywords", [])
        if self._held is not None and fresh and old_keywords is not None and old_keywords == keywords:
            # the index stays as it is: the file can wait for the run's last change (write_held)
            self._held[item["id"]] = (entries_format.to_text(item).encode("utf-8"), item)
            return
        self.save_entry(item)
        if not fresh:
            self.rebuild_index()
            return
        self._update_derived(
            item["id"], old_keywords or [], item.get("keywords", []), item, old_keywords is None
        )

    def remove_entry(self, item: dict[str, Any]) -> None:
        """Delete an entry's file and its index lines (call under the lock)."""
        fresh = self.index_fresh() or self.rebuild_later()
        self.delete_entry(item["id"])
        if not fresh:
            self.rebuild_index()
            return
        self._update_derived(item["id"], item.get("keywords", []), [], item, None)

    def hold_rewrites(self) -> None:
        """From now on (call under the lock), an entry rewritten without a change to its index keys (a new
        occurrence, a fix, a flag) is written once, by write_held: a Stop hook that counts a failure twice
        and learns its fix rewrites one entry three times. load_entry reads it as held meanwhile. The
        ledger lines of the sightings counted meanwhile are held too and written after the entries (a run
        killed in between is undone whole: undoable). Reading every entry (iter_entries, rebuild_index)
        writes what is held first (flush_held)."""
        self._held, self._held_counts = {}, []

    def flush_held(self) -> None:
        """Write what is held, and go on holding if a hold was on: a read of every entry must see the
        held changes, but the run's later rewrites can still wait (a first failure in a new store rebuilds
        the index; ending the hold there wrote each of a long session's 1,247 sightings twice: 9 s)."""
        holding = self._held is not None
        self.write_held()
        if holding:
            self.hold_rewrites()

    def write_held(self) -> None:
        """Write the held rewrites, each as its last change left it, then the ledger lines; stop holding."""
        held, self._held = self._held, None
        counts, self._held_counts = self._held_counts, None
        for data, item in (held or {}).values():
            self._write_entry(self.entry_path(item["id"]), data)
            keywords = item.get("keywords", [])
            self._update_derived(item["id"], keywords, keywords, item, False)  # the index is current
        if counts:
            self._append(self.ledger_path, "".join(counts), rotate=False)

    def _update_derived(
        self, entry_id: str, old: list[str], new: list[str], item: dict[str, Any], added: bool | None
    ) -> None:
        """added: True for a new entry, False for a rewrite, None for a removal.

        Additions go to an append-only journal (rewriting a 1 MB index.txt on every capture would cost
        milliseconds); a removal, or a journal past JOURNAL_LIMIT, folds everything into index.txt — but
        the removal of an entry added since the last fold, which only drops its lines from the journal."""
        if added is None and self._drop_journaled(entry_id):
            return
        if added is False and old == new:  # a rewrite that keeps its keywords (a bump): no key changes
            old_keys = new_keys = set()
        else:
            from reflexion.keywords import terms

            old_keys = set(index_keys(old, terms) + (_marker_keys(item, old) if added is not True else []))
            new_keys = set(index_keys(new, terms) + (_marker_keys(item, new) if added is not None else []))
        signature = item.get("signature")
        signature = signature if isinstance(signature, str) else ""
        lines = [f"i {key} {entry_id}\n" for key in sorted(new_keys - old_keys)]
        if added and signature:
            lines.append(f"s {signature} {entry_id}\n")
        if added:
            lines.append(f"n {entry_id}\n")
        removals = old_keys - new_keys
        if removals or added is None or self._journal_size() > JOURNAL_LIMIT:
            removed: Changes = dict.fromkeys(removals, ((), (entry_id,)))
            self._fold(lines, removed, entry_id, signature, added is None)
        elif lines:
            self._append(self.journal_path, "".join(lines))
        else:  # nothing new to index: still say the index is current (index.txt itself must stay as is)
            self._append(self.journal_path, "")
            os.utime(self.journal_path)

    def _drop_journaled(self, entry_id: str) -> bool:
        """Take an entry out of the index when it was added since the last fold (its `n` line says so): all
        its lines are in the journal, and dropping them there is the whole removal — a fold rewrites
        index.txt and four files more (`learn` holds back most new lessons in local state: hold_unproven
        adds each there and removes it here). False when it is not so: a fold it is."""
        data = self._read_bytes(self.journal_path)
        lines = data.split(b"\n")
        last = lines.pop()  # "" after the last newline (or a line cut short by a kill: left as it was)
        if f"n {entry_id}".encode() not in lines:
            return False
        own = f" {entry_id}".encode()
        kept = b"".join(line + b"\n" for line in lines if not line.endswith(own))
        self.write_bytes(self.journal_path, kept + last)  # its time says the index is current (index_fresh)
        return True

    def _journal_size(self) -> int:
        try:
            return os.stat(self.journal_path).st_size
        except FileNotFoundError:
            return 0

    def _fold(
        self, lines: list[str], removals: Changes, entry_id: str, signature: str, removed: bool
    ) -> None:
        """Apply the journal, these new lines and these removals to index.txt and the signature table."""
        journal = _Journal(self._read_bytes(self.journal_path) + "".join(lines).encode("utf-8"))
        keys, signatures = journal.parsed()
        changes: Changes = {key: (tuple(ids), ()) for key, ids in keys.items()}
        for key, (_, remove) in removals.items():
            changes[key] = (tuple(i for i in changes.get(key, ((), ()))[0] if i not in remove), remove)
        sig_changes: Changes = {sig: ((sig_id,), ()) for sig, sig_id in signatures.items()}
        if removed and signature:
            sig_changes[signature] = ((), (entry_id,))
        count = int(self._read_meta().get("entries", "0") or 0) + journal.added - removed
        sigs = index.upsert_many(self._read_bytes(self.signatures_path), sig_changes)
        self.write_bytes(self.signatures_path, sigs)
        added = [index.clean_key(key).encode("utf-8") for key, (ids, _) in changes.items() if ids]
        self._write_index(index.upsert_many(self._read_bytes(self.index_path), changes), added)
        self._write_meta(max(0, count))
        _unlink_quietly(self.journal_path)

    def _read_bytes(self, path: str) -> bytes:
        try:
            return _read_no_link(self.guard(path))
        except FileNotFoundError:
            return b""

    def _append(self, path: str, text: str, rotate: bool = True) -> None:
        journal = _UNDO[-1] if _UNDO else None
        if journal is not None and path in (self.ledger_path, self.journal_path):
            if path == self.ledger_path:
                journal.will_append(self.guard(path), text)
            else:
                journal.derived(self.path)
        _append(self.guard(path), text, rotate)

    # ------------------------------------------------------------------ a learning run, whole or not at all

    def undoable(self) -> _Undoable:
        """`with store.undoable():` (under the lock) the changes made inside, to any store, are kept in a
        rollback journal (undo.py) until the block ends: a process killed inside leaves them to be undone
        by the next holder of the lock (_on_lock), one raising undoes them at once."""
        return _Undoable(self)

    def _will_write(self, path: str, data: bytes | None) -> None:
        """Journal a change to `path` (`data`; None: deleted) of the run under way: its own files and
        CLAUDE.md; the index and its tables only as "to rebuild"; caches outside the store not at all."""
        journal = _UNDO[-1] if _UNDO else None
        if journal is None:
            return
        if path in (
            self.index_path,
            self.signatures_path,
            self.meta_path,
            self.table_path,
            self.bloom_path,
            self.journal_path,
            self.duplicates_path,
        ):
            journal.derived(self.path)
        elif path.startswith(self.path + os.sep) or path == self.claude_md_path():
            journal.will_write(path, data)

    def _on_lock(self) -> None:
        """What the lock's new holder does first: undo a learning run killed halfway, then apply the hook
        events queued while the lock was busy."""
        if os.path.lexists(self.undo_path):
            self.roll_back()
        self._apply_backlog()

    def roll_back(self) -> None:
        """Undo the learning run whose rollback journal is left (call under the lock): its sightings are
        then learned again, from its watermark as it was, exactly once."""
        from contextlib import nullcontext  # a rollback is rare: its import only then

        from reflexion.store import undo

        user = user_store_of(self)
        # the files a run writes: this store's, its CLAUDE.md, the user-level store's copies — never the rest
        # of the project, whatever a journal names
        allowed = (self.path, self.claude_md_path(), *((user.path,) if user is not None else ()))

        def write(path: str, data: bytes | None) -> None:
            owner = user if user is not None and path.startswith(user.path + os.sep) else self
            path = owner.guard(path)  # never through a symlink out of either store
            if data is None:
                os.unlink(path)
            else:
                self.write_bytes(path, data)

        try:
            # the user-level store's files are read, compared and written under its own lock, taken after
            # the project's as every writer of both does (record.py): another project's bump is never lost
            with user.lock if user is not None and user.exists() else nullcontext():
                stale = undo.roll_back(self.guard(self.undo_path), self.root, allowed, write)
            for place in stale:  # its index is rebuilt when next needed (index_fresh)
                _unlink_quietly(os.path.join(place, "local", "index.meta"))
            _unlink_quietly(self.undo_path)
            self.log("warning", "a learning run cut short was undone: its lines are learned again")
        except Exception as exc:  # any journal that cannot be undone is set aside, never met by every hook
            # kept aside, not tried again by every hook; its run's sightings may now be counted twice
            self.log("error", f"could not undo a learning run cut short ({exc}): see {self.undo_path}.failed")
            try:
                os.replace(self.undo_path, self.undo_path + ".failed")
            except OSError:
                pass

    # ------------------------------------------------------------------ learning from transcripts

    def learning_path(self, transcript: str) -> str:
        """Where the learner keeps its place in one transcript (how far it read, open episodes)."""
        from reflexion.text import digest

        return os.path.join(self.local, "transcripts", f"{digest(os.path.abspath(transcript))}.json")

    def load_learning(self, transcript: str) -> dict[str, Any]:
        try:
            text = self.read_text(self.learning_path(transcript))
            data = jsonio.loads(text) if text else {}
        except (ValueError, RecursionError, StoreError):
            data = {}
        return data if isinstance(data, dict) else {}

    def save_learning(self, transcript: str, data: dict[str, Any]) -> None:
        self.ensure()
        folder = os.path.join(self.local, "transcripts")
        if not os.path.isdir(folder):
            os.makedirs(folder, exist_ok=True)
        self.write_text(self.learning_path(transcript), jsonio.dumps({**data, "path": transcript}))

    def save_last_learned(self, entry_ids: list[str]) -> None:
        """The entries the last `reflexion learn` created (what `list --new` shows)."""
        self.ensure()
        self.write_text(os.path.join(self.local, "last-learn.txt"), "".join(f"{i}\n" for i in entry_ids))

    def load_last_learned(self) -> list[str]:
        text = self.read_text(os.path.join(self.local, "last-learn.txt")) or ""
        return [line.strip() for line in text.splitlines() if line.strip()]

    def counted(self, key: str) -> str | None:
        """The entry a sighting (a tool_use_id, or a prompt's key) was already counted for, or None.

        local/ledger.txt holds one line `<key> <ID>` per sighting ever counted, live or from a
        transcript: it is what keeps a failure from being counted twice."""
        data = b"\n" + self._read_bytes(os.path.join(self.local, "ledger.txt"))
        if self._held_counts:
            data += "".join(self._held_counts).encode()
        at = data.find(f"\n{key} ".encode())
        if at < 0:
            return None
        end = data.find(b"\n", at + 1)
        return data[at + len(key) + 2 : end if end >= 0 else len(data)].decode("utf-8", "replace").strip()

    def counted_ids(self, entry_ids: Iterable[str]) -> set[str]:
        """Those of these entries that this machine counted a sighting for (the rest came in by git)."""
        data = self._read_bytes(os.path.join(self.local, "ledger.txt")) + b"\n"
        if self._held_counts:
            data += "".join(self._held_counts).encode()
        return {i for i in entry_ids if f" {i}\n".encode() in data}

    def count(self, key: str, entry_id: str) -> None:
        """Record that a sighting was counted for an entry (call under the lock)."""
        if key and " " not in key and "\n" not in key:
            if self._held_counts is not None:
                self._held_counts.append(f"{key} {entry_id}\n")
                return
            self._append(self.ledger_path, f"{key} {entry_id}\n", rotate=False)

    # ------------------------------------------------------------------ events queued behind the lock

    def queue_event(self, record: dict[str, Any]) -> None:
        """Keep a hook event the store's lock could not be had for: one line appended to local/backlog.jsonl,
        applied by the next holder of the lock (a busy lock never loses an event). The append holds a lock
        of its own for microseconds, so whoever takes the backlog never misses a line being written."""
        from reflexion.lock import Lock

        self.ensure()
        with Lock(self.guard(self.backlog_path + ".lock")):
            self._append(self.backlog_path, jsonio.dumps(record) + "\n", rotate=False)

    def take_backlog(self) -> list[dict[str, Any]]:
        """The queued events, oldest first (call under the store's lock). They stay in backlog.taken until
        `backlog_done`: a holder killed halfway leaves them to the next one (applying one twice is harmless,
        a sighting is counted once by its tool_use_id)."""
        from reflexion.lock import Lock

        taken = self.backlog_path + ".taken"
        if os.path.exists(self.backlog_path):
            with Lock(self.guard(self.backlog_path + ".lock")):
                if os.path.exists(taken):
                    more = self._read_bytes(self.backlog_path).decode("utf-8", "replace")
                    self._append(taken, more, rotate=False)
                    os.unlink(self.backlog_path)
                else:
                    os.replace(self.guard(self.backlog_path), self.guard(taken))
        records = []
        for line in self._read_bytes(taken).splitlines():
            try:
                record = jsonio.loads(line.decode("utf-8", "replace"))
            except (ValueError, RecursionError):
                continue  # a line cut short by a full disk or a kill: nothing to apply
            if isinstance(record, dict):
                records.append(record)
        return records

    def backlog_done(self) -> None:
        _unlink_quietly(self.backlog_path + ".taken")

    def _apply_backlog(self) -> None:
        """Run by the lock's new holder: apply what hooks queued while it was busy (see queue_event)."""
        if not (os.path.exists(self.backlog_path) or os.path.exists(self.backlog_path + ".taken")):
            return
        try:
            from reflexion.commands.backlog import apply  # only when there is one: hooks stay lean

            apply(self)
        except Exception as exc:
            self.log("error", f"applying the queued events failed: {type(exc).__name__}: {exc}")

    # ------------------------------------------------------------------ sessions, log, timings

    def session_path(self, session_id: str) -> str:
        """The session's notes (session_note), named by a digest of its id: the id comes from the hook event,
        so it may be anything (a path, a secret) — never a file name as is."""
        from reflexion.text import digest

        return os.path.join(self.local, "sessions", f"{digest(session_id)}.notes")

    def session_memory(self, session_id: str) -> tuple[set[str], set[str]]:
        """(the entries the session was told, those it lived: the user said them in it, or its fix was found
        in it) since its last compaction — the agent has them in its context (session_note)."""
        try:  # its last lines only: a session's notes grow by a line or two a prompt, and a hook reads them
            data, cut = read_tail(self.guard(self.session_path(session_id)), NOTES_READ)
        except (OSError, StoreError):
            data, cut = b"", False
        lines = data.decode("utf-8", "replace").splitlines()
        told: set[str] = set()
        heard: set[str] = set()
        for line in lines[1:] if cut else lines:
            kind, _, entry_id = line.partition(" ")
            if kind == "compact":  # the context was summarised: what was in it may be gone
                told.clear()
                heard.clear()
            elif kind in ("told", "heard"):
                (told if kind == "told" else heard).add(entry_id)
        return told, heard

    def session_note(self, session_id: str, kind: str, entry_ids: list[str] | tuple[str, ...] = ()) -> None:
        """Note what the session was told ("told"), what it lived ("heard") or that it was compacted
        ("compact"): one line each, added in one append — recall and capture run side by side on a prompt,
        and an append loses neither's line where a rewrite of the whole file would (no lock needed)."""
        lines = [f"{kind} {i}" for i in entry_ids if i.isprintable() and " " not in i]
        if kind == "compact":
            lines = [kind]
        if not lines:
            return
        self.ensure()
        path = self.session_path(session_id)
        if not os.path.exists(path):  # a new session: the moment to drop the notes of old ones
            self.prune_sessions()
        self._append(path, "".join(line + "\n" for line in lines), rotate=False)

    def prune_sessions(self, max_age_s: float = 3 * 86400) -> None:
        """Per-session scratch is small and short-lived: drop files of sessions idle for days; and the temp
        files of writes killed halfway (an hour old: no write takes that long). entries/ is swept when the
        index is rebuilt instead: it holds every entry, and listing 100,000 names here cost a new session's
        first recall ~50 ms. At most once in SWEEP_EVERY_S (local/sessions.swept says when): a stat of every
        session's notes cost each new session's first recall ~0.15 ms, and 3 days idle may be an hour more."""
        now = time.time()
        marker = os.path.join(self.local, "sessions.swept")
        try:
            if now - os.stat(self.guard(marker)).st_mtime < SWEEP_EVERY_S:
                return
        except (OSError, StoreError):
            pass  # never swept yet, or a marker not ours (a symlink): sweep
        try:
            with open(self.guard(marker), "wb"):
                pass
        except (OSError, StoreError):
            pass
        self._sweep(
            [
                (os.path.join(self.local, "sessions"), now - max_age_s, ""),
                (os.path.join(self.local, "tmp"), now - 3600, ".tmp"),
                (self.root, now - 3600, ".tmp"),  # older versions wrote their temp files beside CLAUDE.md
            ]
        )

    def _sweep(self, places: list[tuple[str, float, str]]) -> None:
        """Delete the files of each folder that end with its suffix and are older than its cutoff."""
        for folder, cutoff, suffix in places:
            try:
                for item in os.scandir(self.guard(folder)):
                    if folder == self.root and not _temp_claude_md(item.name):
                        continue
                    if (
                        item.name.endswith(suffix)
                        and item.is_file(follow_symlinks=False)
                        and item.stat(follow_symlinks=False).st_mtime < cutoff
                    ):
                        _unlink_quietly(item.path)
            except (OSError, StoreError):
                pass

    def log(self, level: str, message: str) -> None:
        """Append one redacted line to local/reflexion.log; never raises."""
        try:
            if not os.path.isdir(self.local) or os.path.islink(self.local):
                return
            from reflexion.redact import redact

            line = f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())} {level} {redact(message)}"
            self._append(os.path.join(self.local, "reflexion.log"), " ".join(line.split()) + "\n")
        except Exception:
            pass

    def record_hook(self, command: str, outcome: str, elapsed_ms: float) -> None:
        """One line per hook run in local/hooks.log (status shows counts and p50/p95); never raises."""
        try:
            if os.path.isdir(self.local) and not os.path.islink(self.local):
                self._append(
                    os.path.join(self.local, "hooks.log"),
                    f"{time.time():.0f} {command} {outcome} {elapsed_ms:.1f}\n",
                )
        except Exception:
            pass

    def read_hook_log(self) -> list[str]:
        lines: list[str] = []
        for name in ("hooks.log.1", "hooks.log"):
            text = self.read_text(os.path.join(self.local, name))
            if text:
                lines.extend(text.splitlines())
        return lines

    def read_log_tail(self, n: int = 5, level: str = "error") -> list[str]:
        text = self.read_text(os.path.join(self.local, "reflexion.log")) or ""
        return [ln for ln in text.splitlines() if f" {level} " in ln][-n:]

    # ------------------------------------------------------------------ CLAUDE.md and config

    def claude_md_path(self) -> str:
        top = os.path.join(self.root, "CLAUDE.md")
        nested = os.path.join(self.root, ".claude", "CLAUDE.md")
        return nested if not os.path.lexists(top) and os.path.lexists(nested) else top

    def read_claude_md(self) -> str:
        path = self.claude_md_path()
        if os.path.islink(path):
            raise StoreError(f"{self.relative(path)} is a symlink; reflexion will not write through it")
        try:
            with open(path, "rb") as fh:
                return fh.read().decode("utf-8", errors="surrogateescape")
        except FileNotFoundError:
            return ""

    def write_claude_md(self, text: str) -> None:
        path = self.claude_md_path()
        if os.path.islink(path) or os.path.islink(os.path.dirname(path)):
            raise StoreError(f"{self.relative(path)} is a symlink; reflexion will not write through it")
        self.write_bytes(path, text.encode("utf-8", errors="surrogateescape"))

    def remove_claude_md(self) -> None:
        """Delete CLAUDE.md: only ever called when reflexion's block was all it held (it created it)."""
        path = self.claude_md_path()
        if os.path.islink(path):
            raise StoreError(f"{self.relative(path)} is a symlink; reflexion will not touch it")
        self._will_write(path, None)
        _unlink_quietly(path)

    def read_config(self) -> str:
        return self.read_text(os.path.join(self.path, "config.toml")) or ""


# The index key of the entries told as every session starts (entries_format.is_standing); index_keys
# never makes it from a keyword, so no hand-edited entry can claim it.
STANDING_KEY = "#standing"
# The index key of every correction entry: the few a learned fix is checked against (commands/conflicts),
# known without reading the files of all the entries sharing its words.
CORRECTION_KEY = "#correction"
# index.meta's `keys=`: an index written before these keys existed (or from another concepts.txt) is rebuilt
INDEX_KEYS_VERSION = "7"


def _marker_keys(item: dict[str, Any], keywords: list[str]) -> list[str]:
    """The index keys an entry gets for what it is, not for its words as such: a correction's also for the
    concepts its keywords put it in (concepts.py)."""
    if item.get("type") != "correction":
        return []
    from reflexion.concepts import entry_keys

    keys = [CORRECTION_KEY, *entry_keys(keywords)]
    return [*keys, STANDING_KEY] if entries_format.is_standing(item) else keys


def index_keys(keywords: list[str], terms: Any) -> list[str]:
    """The index keys of an entry: its keywords normalised the way prompts are (so both sides meet). Never a
    concept key (^word): those say what a correction is about, which no hand-written keyword may claim."""
    from reflexion.keywords import CONCEPT

    keys: list[str] = []
    for keyword in keywords:
        if not isinstance(keyword, str):
            continue
        for key in [keyword.strip().lower(), *terms(keyword)]:
            key = index.clean_key(key).lstrip(CONCEPT)
            if key and " " not in key and key not in keys and key not in (STANDING_KEY, CORRECTION_KEY):
                keys.append(key)
    return keys


class _Journal:
    """Index additions not yet folded into index.txt: lines `i <key> <ID>`, `s <signature> <ID>`, `n <ID>`.

    A lookup searches the raw bytes for its own lines (C-speed `find`); only a fold parses it all."""

    def __init__(self, data: bytes) -> None:
        self.data = data[: data.rfind(b"\n") + 1]  # a last line without its newline is still being written
        # each line behind a newline, the first too: a lookup of a prompt's ~36 keys searched a copy each
        self._lines = b"\n" + self.data

    def ids(self, key: str, kind: str = "i") -> list[str]:
        """The IDs journaled under `key`, oldest first."""
        needle = f"\n{kind} {key} ".encode()
        data, found, at = self._lines, [], 0
        while (at := data.find(needle, at)) >= 0:
            end = data.find(b"\n", at + 1)
            found.append(data[at + len(needle) : end].decode("utf-8", "replace"))
            at = end
        return found

    @property
    def added(self) -> int:
        return self._lines.count(b"\nn ")

    def parsed(self) -> tuple[dict[str, list[str]], dict[str, str]]:
        """Every key's and every signature's journaled IDs (for a fold)."""
        keys: dict[str, list[str]] = {}
        signatures: dict[str, str] = {}
        for line in self.data.decode("utf-8", "replace").splitlines():
            kind, _, rest = line.partition(" ")
            key, _, entry_id = rest.rpartition(" ")
            if kind == "i" and key:
                keys.setdefault(key, []).append(entry_id)
            elif kind == "s" and key:
                signatures[key] = entry_id
        return keys, signatures


class _LazyLock:
    """The store's lock (a lock.Lock, made when first taken: a hook that writes nothing never imports
    lock.py, whose classes cost it 0.5 M instructions), creating the store first (a hook creates it only
    when it has something to write); its new holder first applies the events queued while it was busy."""

    def __init__(self, path: str, ensure: Any, acquired: Any) -> None:
        self.path = path
        self.timeout = LOCK_WAIT_S
        self._ensure = ensure
        self._acquired = acquired
        self._lock: Lock | None = None

    @property
    def _depth(self) -> int:
        return self._lock._depth if self._lock is not None else 0

    def __enter__(self) -> _LazyLock:
        if self._lock is None:
            from reflexion.lock import Lock

            self._lock = Lock(self.path)
        lock = self._lock
        lock.timeout = self.timeout
        first = lock._depth == 0
        if first:
            self._ensure()
        lock.__enter__()
        if first:
            try:
                self._acquired()
            except BaseException:
                lock.__exit__(None, None, None)
                raise
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._lock is not None:
            self._lock.__exit__(kind, exc, tb)


class _Undoable:
    """Store.undoable: the first (outermost) block of a process opens the rollback journal, its end deletes
    it (the run is whole) or, on an exception, undoes the run at once."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.journal: Journal | None = None

    def __enter__(self) -> None:
        if not _UNDO:
            from reflexion.store.undo import Journal

            self.journal = Journal(self.store.undo_path, self.store.root)
            _UNDO.append(self.journal)

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self.journal is None:
            return
        _UNDO.remove(self.journal)
        if kind is None:
            _unlink_quietly(self.store.undo_path)
        else:
            self.store.roll_back()


class _Mapped:
    """`with _Mapped(path) as buf:` — the file as a read-only mmap (None when missing or empty)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.stat: os.stat_result | None = None  # of the very file mapped
        self._fh: Any = None
        self._map: mmap.mmap | None = None

    def __enter__(self) -> mmap.mmap | None:
        import mmap

        try:
            self._fh = open(self.path, "rb")
            self.stat = os.fstat(self._fh.fileno())
            if self.stat.st_size == 0:
                return None
            self._map = mmap.mmap(self._fh.fileno(), 0, access=mmap.ACCESS_READ)
            return self._map
        except (FileNotFoundError, ValueError):
            return None

    def __exit__(self, *exc: object) -> None:
        if self._map is not None:
            self._map.close()
        if self._fh is not None:
            self._fh.close()


def _regular(mode: int) -> bool:
    """stat.S_ISREG, without importing stat (0.35 M instructions a hook): the file-type bits are POSIX's."""
    return mode & 0o170000 == 0o100000


def _stamp(found: os.stat_result) -> str:
    """Which file this is: size, mtime, ctime and inode (each atomic write makes a new inode)."""
    return f"{found.st_size}:{found.st_mtime_ns}:{found.st_ctime_ns}:{found.st_ino}"


def _changed(stat: os.stat_result) -> int:
    """When a directory last changed, as no copy tool can set it: its ctime on POSIX (Windows' st_ctime is
    the creation time, so there only the mtime can say)."""
    return stat.st_mtime_ns if os.name == "nt" else stat.st_ctime_ns


NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)  # POSIX: a symlink swapped in after a check is still refused
# Of a session's notes, the tail a hook reads: some 2,000 notes; older ones are forgotten
NOTES_READ = 64 << 10


def open_regular(path: str, follow: bool = False) -> int:
    """A file descriptor to read a regular file: a FIFO or a device at the path would block a hook (opened
    non-blocking, then refused); a symlink is not followed (`follow`: a file outside the store, such as a
    session's transcript, may be one)."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags if follow else flags | NO_FOLLOW)
    if not _regular(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(errno.EINVAL, "not a regular file", path)
    return fd


def read_tail(path: str, limit: int, follow: bool = False) -> tuple[bytes, bool]:
    """A regular file's last `limit` bytes (open_regular: never a FIFO; `follow`: through a symlink), and
    whether more came before them (its first line is then cut)."""
    fd = open_regular(path, follow=follow)
    try:
        size = os.lseek(fd, 0, os.SEEK_END)
        os.lseek(fd, max(0, size - limit), os.SEEK_SET)
        return os.read(fd, limit), size > limit
    finally:
        os.close(fd)


def _read_no_link(path: str) -> bytes:
    """The file's bytes, by plain reads (half the cost of a file object: status reads 100,000 files); only
    a regular file's (open_regular)."""
    fd = open_regular(path)
    try:
        data = os.read(fd, READ_CHUNK)
        if not data:
            return data
        chunks = [data]
        while chunk := os.read(fd, READ_CHUNK):
            chunks.append(chunk)
        return data if len(chunks) == 1 else b"".join(chunks)
    finally:
        os.close(fd)


def _append(path: str, line: str, rotate: bool = True) -> None:
    if rotate:  # before opening it: Windows cannot rename an open file
        try:
            if os.lstat(path).st_size > LOG_LIMIT:
                os.replace(path, path + ".1")
        except OSError:
            pass
    # non-blocking, and only into a regular file: a FIFO at the path (a tarball may carry one) would hold
    # the hook until Claude Code's timeout
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | NO_FOLLOW | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags, 0o644)
    try:
        if not _regular(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", path)
        os.write(fd, line.encode("utf-8", "replace"))
    finally:
        os.close(fd)


def _temp_claude_md(name: str) -> bool:
    """`CLAUDE.md.<pid>.<ns>.tmp`: what older versions left beside CLAUDE.md when killed mid-write."""
    parts = name.split(".")
    return (
        len(parts) == 5
        and parts[:2] == ["CLAUDE", "md"]
        and parts[4] == "tmp"
        and parts[2].isdigit()
        and parts[3].isdigit()
    )


def _unlink_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _entry_name(name: str) -> bool:
    """The name of an entry file: `<ID>.json` (anything else in entries/ is not read)."""
    return name.endswith(".json") and entries_format.is_valid_id(name[:-5])


class _Replacement:
    """A file written anew: the bytes go to a temp file in `folder`, renamed over `path` by commit (the one
    atomic write: readers see the old file or the new one, whole); discard (or a failed write) leaves the
    old one. With folder None it writes nothing (a cache that cannot be written); "" is the current one."""

    def __init__(self, folder: str | None, path: str, make: bool) -> None:
        self.path = path
        self.tmp = ""
        self._fh: Any = None
        if folder is not None:
            name = f".{os.path.basename(path)}.{os.getpid()}.{time.monotonic_ns()}.tmp"
            self.tmp = os.path.join(folder, name)
            try:
                self._fh = open(self.tmp, "xb")  # noqa: SIM115 - closed by commit or discard
            except FileNotFoundError:
                if not make:
                    raise
                # made when missing, not looked for before every write (`learn` writes thousands of files)
                os.makedirs(folder, exist_ok=True)
                self._fh = open(self.tmp, "xb")  # noqa: SIM115

    def write(self, data: bytes) -> None:
        if self._fh is not None:
            self._fh.write(data)

    def commit(self) -> None:
        if self._fh is not None:
            fh, self._fh = self._fh, None
            fh.close()
            os.replace(self.tmp, self.path)
            self.tmp = ""

    def discard(self) -> None:
        if self._fh is not None:
            fh, self._fh = self._fh, None
            fh.close()
        if self.tmp:
            _unlink_quietly(self.tmp)
            self.tmp = ""
