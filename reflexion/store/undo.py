"""The rollback journal of a learning run: what each file it changes held before, so that a run killed
halfway (SIGKILL, a closed laptop) is undone whole by the next holder of the store's lock, and learned again
from its watermark exactly once — never a sighting counted twice, never one lost.

A run writes entries, the ledger of counted sightings, CLAUDE.md, its local state, the user-level store's
copies and, last, its watermark: no order of those writes survives a kill in between (entries first: the
rerun counts their sightings again; the ledger first: it loses them). So before each change the journal
gets a line — the file's bytes before the run's first change to it, a digest of what the change leaves, the
offset of an append — and the run's end deletes it. Derived files (the index and its tables) are not kept:
the store they belong to is marked for a rebuild instead.
"""

from __future__ import annotations

from reflexion import jsonio

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os
    from collections.abc import Callable
else:
    from reflexion import posixos as os

# A journal larger than this is not read (set aside): one run's files before it changed them are a few MB,
# a bulk learn's a few tens
JOURNAL_LIMIT = 64 * 2**20
_KEY_FILE = "journal.key"  # in this machine's cache: what a journal's first line is sealed with


class Journal:
    """The journal file of one run, written line by line before each change it records. Its first line
    names the file's own inode, sealed with a key only this machine holds (its cache, never a project): a
    journal that a cloned repository tracks (`git add -f`) or a tarball brings is never applied — it could
    write into the user-level store — whatever inode it guesses."""

    def __init__(self, path: str, root: str) -> None:
        self.path = path
        self.root = os.path.abspath(root)  # paths under it kept relative: a project moved is still undone
        self._kept: set[str] = set()  # files whose bytes before the run are in the journal
        self._derived: set[str] = set()
        self._started = False

    def _name(self, path: str) -> str:
        path = os.path.abspath(path)  # (relpath: posixpath and os loaded in a hook, 5 M instructions)
        return path[len(self.root) + 1 :] if path.startswith(self.root + os.sep) else path

    def _add(self, record: dict[str, object]) -> None:
        from reflexion.store import _append

        if not self._started:
            self._started = True
            _append(self.path, "", rotate=False)  # made, so that it has its inode
            _append(self.path, header(os.lstat(self.path).st_ino) + "\n", rotate=False)
        _append(self.path, jsonio.dumps(record) + "\n", rotate=False)

    def will_write(self, path: str, data: bytes | None) -> None:
        """`path` is about to hold `data` (None: to be deleted)."""
        name = self._name(path)
        if name not in self._kept:
            self._kept.add(name)
            self._add({"file": name, "was": _encode(_read(path))})
        self._add({"file": name, "now": _digest(data)})

    def will_append(self, path: str, text: str) -> None:
        """`text` is about to be appended to `path`."""
        try:
            size = os.stat(path).st_size
        except FileNotFoundError:
            size = 0
        self._add({"append": self._name(path), "at": size, "text": text})

    def derived(self, store_path: str) -> None:
        """A store's index is about to change: a rollback rebuilds it rather than restoring it."""
        if store_path not in self._derived:
            self._derived.add(store_path)
            self._add({"derived": self._name(store_path)})


def header(inode: int) -> str:
    """The first line of the journal file with this inode."""
    return jsonio.dumps({"journal": inode, "seal": _seal(inode)})


def _seal(inode: int) -> str:
    from reflexion.text import digest_bytes

    return digest_bytes(_machine_key() + str(inode).encode()).hex()


def _machine_key() -> bytes:
    """This machine's journal key (random, made once: O_EXCL, so two first runs agree on one); b"" where
    its cache cannot be written (a read-only home): journals are then sealed by their inode alone, and
    learning still goes on."""
    from reflexion.store import load_cached, machine_cache

    env = os.environ
    key = load_cached(env, _KEY_FILE)
    if key:
        return key
    try:
        folder = machine_cache(env)
        os.makedirs(folder, exist_ok=True)
        fd = os.open(os.path.join(folder, _KEY_FILE), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return load_cached(env, _KEY_FILE) or b""
    except OSError:
        return b""
    try:
        os.write(fd, os.urandom(32))
    finally:
        os.close(fd)
    return load_cached(env, _KEY_FILE) or b""


def roll_back(
    path: str, root: str, allowed: tuple[str, ...], write: Callable[[str, bytes | None], None]
) -> list[str]:
    """Undo the run whose journal is at `path` (call under the store's lock; idempotent: a rollback killed
    in turn is done again whole). A file is restored only while it holds what the run left in it (or what
    it held before): one changed since by someone else — a person's edit of CLAUDE.md, another project's
    write into the user-level store — is left as it is. Only files at or under `allowed` are touched, named
    without a `..`. A journal that is not this very file written on this machine (its header's seal), too
    large, or no regular file raises ValueError or OSError: the caller sets it aside; one cut short before
    its header is nothing to undo. Returns the stores whose index must be rebuilt."""
    data = _journal_bytes(path)
    if data is None:
        return []
    before: dict[str, bytes | None] = {}
    ours: dict[str, set[str | None]] = {}
    appends: list[tuple[str, int, bytes]] = []
    derived: list[str] = []
    # the last line is "", or one cut short by the kill: before the change it announced
    for line in data.decode("utf-8", "replace").split("\n")[1:-1]:
        try:
            record = jsonio.loads(line)
        except ValueError:
            continue
        if not isinstance(record, dict):
            continue
        name = record.get("file") or record.get("append") or record.get("derived")
        if not isinstance(name, str) or ".." in name.replace("\\", "/").split("/"):
            continue
        full = os.path.join(root, name)
        if not any(full == place or full.startswith(place + os.sep) for place in allowed):
            continue  # never a path outside the store, its CLAUDE.md or the user-level store
        at = record.get("at")
        if "was" in record and full not in before:
            before[full] = _decode(record["was"])
        elif "now" in record:
            ours.setdefault(full, set()).add(record["now"])
        elif type(at) is int and at >= 0 and isinstance(record.get("text"), str):
            appends.append((full, at, record["text"].encode("utf-8", "replace")))
        elif "derived" in record:
            derived.append(full)
    for full, was in before.items():
        now = _read(full)
        if now == was or _digest(now) not in ours.get(full, set()):
            continue  # as it was, or changed by someone else since
        write(full, was)  # None: the run made it, and it goes
    _cut_appends(appends, write)
    return derived


def _journal_bytes(path: str) -> bytes | None:
    """The journal's bytes, None when there is none; ValueError when it is not the file its first line
    names (a copy), or too large. A FIFO or a link is no regular file (OSError): never waited on."""
    from reflexion.store import open_regular

    try:
        fd = open_regular(path)
    except FileNotFoundError:
        return None
    try:
        found = os.fstat(fd)
        head = os.read(fd, 512)
        if b"\n" not in head and len(head) < 512:
            return None  # killed before its header was whole: the run had changed nothing yet
        first = head.split(b"\n", 1)[0]  # its header, before anything else is read
        if first.decode("utf-8", "replace") != header(found.st_ino):
            raise ValueError("a journal this machine did not write here (a copy, or a cloned repository's)")
        if found.st_size > JOURNAL_LIMIT:
            raise ValueError(f"a journal of {found.st_size} bytes")
        os.lseek(fd, 0, os.SEEK_SET)
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks)


def _cut_appends(appends: list[tuple[str, int, bytes]], write: Callable[[str, bytes | None], None]) -> None:
    """Take the run's appends out of each file, latest first (so the offsets of earlier ones still hold);
    lines others appended meanwhile stay."""
    files: dict[str, bytes] = {}
    for full, at, text in reversed(appends):
        data = files[full] if full in files else _read(full) or b""
        if data[at : at + len(text)] == text:
            data = data[:at] + data[at + len(text) :]
        files[full] = data
    for full, data in files.items():
        if data != _read(full):
            write(full, data)


def _read(path: str) -> bytes | None:
    """A regular file's bytes; None when there is none (missing, or a link: never followed out of the
    store into the journal)."""
    from reflexion.store import _read_no_link

    try:
        return _read_no_link(path)
    except OSError:
        return None


def _digest(data: bytes | None) -> str | None:
    from reflexion.text import digest_bytes

    return None if data is None else digest_bytes(data).hex()


def _encode(data: bytes | None) -> str | None:
    # latin-1: each byte one character, any bytes, back exactly (and no base64 import in a hook)
    return None if data is None else data.decode("latin-1")


def _decode(text: object) -> bytes | None:
    return text.encode("latin-1") if isinstance(text, str) else None
