"""Pure: the sorted `key:ID,ID` line format of index.txt (and of the signature table): render, search, splice.

Lines are sorted by key (bytewise UTF-8, i.e. code point order), IDs sorted within a line. Because the
lines are sorted, a lookup is a binary search over the raw bytes (an mmap at hook time): recall never
loads the whole index, so it costs the same at 1,000 and at 100,000 entries.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    import mmap
    from collections.abc import Iterable, Mapping

    Buffer = bytes | bytearray | mmap.mmap


def clean_key(key: str) -> str:
    """A key as stored: no separator, no line breaks, no surrounding space."""
    return key.replace(":", "").replace("\n", "").replace("\r", "").strip()


def render(postings: Mapping[str, Iterable[str]]) -> str:
    """The whole file: one line per key, keys and IDs sorted, empty keys dropped."""
    lines = []
    for key in sorted(postings, key=lambda k: k.encode("utf-8")):
        ids = sorted(set(postings[key]))
        if key and ids:
            lines.append(f"{key}:{','.join(ids)}\n")
    return "".join(lines)


def _line_at(buf: Buffer, pos: int) -> tuple[int, int]:
    """Start and end (exclusive, before the newline) of the line holding byte `pos`."""
    start = buf.rfind(b"\n", 0, pos) + 1
    end = buf.find(b"\n", pos)
    return start, (len(buf) if end < 0 else end)


def find(buf: Buffer, key: str) -> list[str]:
    """IDs on the line of `key`, by binary search over sorted lines; [] when absent."""
    start, end, found = _locate(buf, key.encode("utf-8"))
    if not found:
        return []
    ids = bytes(buf[start:end]).rstrip(b"\n").partition(b":")[2]
    return list(filter(None, ids.decode("utf-8", "replace").split(",")))  # C, not a loop: 2,000 IDs a line


def find_recent(buf: Buffer, key: str, cap: int) -> tuple[int, list[str]]:
    """How many IDs the key's line holds, and the last `cap` of them (IDs sort by first-sighting day, so
    these are the most recent): a lookup stays O(cap) however many entries share a very common word."""
    start, end, found = _locate(buf, key.encode("utf-8"))
    if not found:
        return 0, []
    ids = bytes(buf[start:end]).rstrip(b"\n").partition(b":")[2]
    count = ids.count(b",") + 1
    tail = ids.rsplit(b",", cap)[-cap:] if count > cap else ids.split(b",")
    return count, list(filter(None, b",".join(tail).decode("utf-8", "replace").split(",")))


# The table of index.txt's lines (local/index.keys, derived): a header line naming the index.txt it was
# made from, then `key:count,start,end` per line of it, in its order: where the line's IDs sit and how many
# there are. A lookup through it reads the last IDs of a common word's line, never the whole line (100,000
# entries: ~200 KB each) nor, while it searches, any line but short ones.
def render_table(data: bytes, stamp: str) -> bytes:
    """The table of an index.txt's bytes (see above); `stamp` names that very file."""
    rows = [stamp.encode("ascii") + b"\n"]
    pos = 0
    for line in data.split(b"\n"):
        colon = line.find(b":")
        if colon > 0:
            start = pos + colon + 1
            count = line.count(b",", colon) + 1
            rows.append(b"%s:%d,%d,%d\n" % (line[:colon], count, start, pos + len(line)))
        pos += len(line) + 1
    return b"".join(rows)


def table_stamp(table: Buffer) -> bytes:
    """The stamp a table was made for (its first line)."""
    end = table.find(b"\n")
    return bytes(table[: max(end, 0)])


def find_recent_by_table(buf: Buffer, table: Buffer, key: str, cap: int) -> tuple[int, list[str]] | None:
    """find_recent, with the line found through its table (made for this very `buf`: table_stamp): the
    same count and IDs, from the line's tail alone. None when the table's row does not point at this
    key's line in `buf` (a garbled table, or a file swapped in as the table was made): search `buf`."""
    target = key.encode("utf-8")
    start, end, found = _locate(table, target, table.find(b"\n") + 1)  # after the stamp
    if not found:
        return 0, []
    try:
        count, first, last = (
            int(n) for n in bytes(table[start:end]).rstrip(b"\n").partition(b":")[2].split(b",")
        )
    except ValueError:
        return None
    head = first - len(target) - 1
    if not (head >= 0 and first <= last <= len(buf) and bytes(buf[head:first]) == target + b":"):
        return None
    if (head and buf[head - 1 : head] != b"\n") or buf[last : last + 1] not in (b"\n", b""):
        return None
    guess = cap * 22 + 22  # an ID and its comma: 22 bytes, as IDs are made; one more, as the first is cut
    while True:
        low = max(first, last - guess)
        ids = bytes(buf[low:last]).decode("utf-8", "replace").split(",")
        if low == first or len(ids) > cap:  # more than cap: the first one may be cut
            break
        guess *= 4
    if count > cap and len(ids) > cap:
        del ids[: len(ids) - cap]  # in place: a copy of 2,000 IDs, at 100,000 entries, for each common word
    return count, ids if all(ids) else [i for i in ids if i]  # "": a doubled or a trailing comma


# The filter of index.txt's keys (local/index.bloom, derived, beside the table): a header line naming the
# index.txt it was made from, then a Bloom filter of every line's key. Most keys a prompt asks for are in
# no entry (the weak, concept and phrase forms of its words): the filter tells each of those in a few
# thousand instructions, where a binary search through the table took ~0.1 M, so a recall miss maps and
# searches nothing.
BLOOM_BITS_PER_KEY = 10  # ~1% false positives with BLOOM_PROBES: those only cost the binary search
BLOOM_PROBES = 4


def _probes(key: bytes, bits: int) -> list[int]:
    """The key's BLOOM_PROBES bits: 4-byte little-endian slices of its BLAKE2b digest, modulo `bits`
    (taken from the digest as one integer: a slice and a conversion each cost a check of a prompt's ~36
    keys ~2 µs a key)."""
    from reflexion.text import digest_bytes

    digest = int.from_bytes(digest_bytes(key, 4 * BLOOM_PROBES), "little")
    return [(digest >> shift & 0xFFFFFFFF) % bits for shift in range(0, 32 * BLOOM_PROBES, 32)]


def render_bloom(data: bytes, stamp: str, old: bytes | None = None, added: Iterable[bytes] = ()) -> bytes:
    """The filter of an index.txt's bytes: every key a search of it can find (see _locate: a line's text
    before its colon, or the whole line); `stamp` names that very file. With `old`, the bits of a filter
    that holds every key of the index.txt `data` replaces, only the `added` keys are set in a copy of
    them (a removed key left set is only a false "present"): hashing every key of 100,000 entries costs
    ~0.3 s, which a fold of the journal in a hook must not pay. Made anew once the keys outgrow it."""
    lines = data.count(b"\n") + (not data.endswith(b"\n") and bool(data))
    if old is not None and len(old) * 8 >= lines * BLOOM_BITS_PER_KEY // 2:
        table, keys = bytearray(old), list(added)
    else:
        keys = [line.partition(b":")[0] for line in data.split(b"\n") if line]
        table = bytearray(max(64, len(keys) * BLOOM_BITS_PER_KEY + 7) // 8)
    bits = len(table) * 8
    for key in keys:
        for bit in _probes(key, bits):
            table[bit >> 3] |= 1 << (bit & 7)
    return stamp.encode("ascii") + b"\n" + bytes(table)


def bloom_may_hold(bits: bytes, key: str) -> bool:
    """False only when index.txt holds no line of `key` (`bits`: its filter's, after the stamp)."""
    size = len(bits) * 8
    if size:
        for bit in _probes(key.encode("utf-8"), size):  # a loop, not all() of a generator: ~1 µs less a key
            if not bits[bit >> 3] >> (bit & 7) & 1:
                return False
    return True


def _locate(buf: Buffer, target: bytes, lo: int = 0) -> tuple[int, int, bool]:
    """(start, end) of the line holding `target` and True; or (insert offset, same, False) when absent.
    The lines from byte `lo` (a line's start) on are searched."""
    hi = len(buf)
    while lo < hi:
        mid = (lo + hi) // 2
        start, end = _line_at(buf, mid)
        colon = buf.find(b":", start, end)
        line_key = bytes(buf[start : (colon if colon >= 0 else end)])
        if line_key == target:
            return start, min(end + 1, len(buf)), True
        if line_key < target:
            lo = end + 1
        else:
            hi = start
    return lo, lo, False


def _edited_line(
    buf: Buffer, target: bytes, span: tuple[int, int, bool], add: Iterable[str], remove: Iterable[str]
) -> bytes:
    start, end, found = span
    ids: set[str] = set()
    if found:
        line = bytes(buf[start:end]).rstrip(b"\n")
        ids = set(line.partition(b":")[2].decode("utf-8", "replace").split(","))
    ids = (ids | set(add)) - set(remove) - {""}
    return (target + b":" + ",".join(sorted(ids)).encode("utf-8") + b"\n") if ids else b""


def upsert(buf: Buffer, key: str, add: Iterable[str] = (), remove: Iterable[str] = ()) -> bytes:
    """A copy of the sorted file with IDs added to / removed from one key's line (line dropped when empty)."""
    return upsert_many(buf, {key: (add, remove)})


def upsert_many(buf: Buffer, changes: Mapping[str, tuple[Iterable[str], Iterable[str]]]) -> bytes:
    """upsert for several keys at once: key -> (IDs to add, IDs to remove); one pass over the buffer."""
    edits: list[tuple[int, int, bytes, bytes]] = []
    for key, (add, remove) in changes.items():
        target = clean_key(key).encode("utf-8")
        if target:
            span = _locate(buf, target)
            edits.append((span[0], span[1], target, _edited_line(buf, target, span, add, remove)))
    view = memoryview(buf)  # slices of a view are not copies: the file is copied once, by join
    parts: list[bytes | memoryview] = []
    pos = 0
    # new lines inserted at one offset go in key order, before the line found there (a larger key)
    for start, end, _, line in sorted(edits):
        parts.append(view[pos:start])
        if start > pos and buf[start - 1 : start] != b"\n":
            parts.append(b"\n")
        parts.append(line)
        pos = max(pos, end)
    parts.append(view[pos:])
    return b"".join(parts)
