"""Pure: the entry record (format version 1) — keys, JSON text, IDs, tolerant reading of hand edits."""

from __future__ import annotations

from reflexion import jsonio

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping
    from typing import Any

FORMAT_VERSION = 1
TYPES = ("error", "correction", "insight", "pattern")
REQUIRED = (
    "id",
    "type",
    "trigger",
    "context",
    "resolution",
    "keywords",
    "occurrences",
    "first_seen",
    "last_seen",
    "promoted",
)
# Optional keys we write, in the order they follow the required ones; unknown keys come last, as found.
OPTIONAL = (
    "description",
    "tool",
    "category",
    "exit_code",
    "seen_on",
    "source",
    "triage",
    "resolution_source",
    "resolved_on",
    "confirmed",
    "evidence",
    "needs_review",
    "demoted",
    "signature",
    "version",
)
TRIGGER_LIMIT = 500


def is_valid_id(text: object) -> bool:
    """`RFX-YYYYMMDD-<hex>`: checked before an ID ever touches a path."""
    if not isinstance(text, str) or not 19 <= len(text) <= 53 or text[12:13] != "-":
        return False
    day, hexpart = text[4:12], text[13:]  # 6 to 40 hex digits, by the length checked above
    hexdigits = not hexpart.strip("0123456789abcdef")
    return text.startswith("RFX-") and day.isascii() and day.isdigit() and hexdigits


EXAMPLE_ID = "RFX-20261114-daa7c561"  # what messages show: real IDs have 8 hex digits
SHORT_MIN = 4  # a short ID needs this many hex digits, as in git


def short_id(entry_id: str) -> str:
    """The part people type and read, git-style: the hex digits (`daa7c561`)."""
    return entry_id.rpartition("-")[2]


def short_ids(ids: Iterable[str]) -> dict[str, str]:
    """Each ID's short form, or the whole ID when another entry shares its hex digits (same failure
    first seen on two days, e.g. in two branches)."""
    pairs = [(i, short_id(i)) for i in ids]
    counts: dict[str, int] = {}
    for _, short in pairs:
        counts[short] = counts.get(short, 0) + 1
    return {i: short if counts[short] == 1 else i for i, short in pairs}


def canonical_id(typed: str) -> str:
    """What a person typed, in the IDs' own case (`rfx-20261114-DAA7` -> `RFX-20261114-daa7`)."""
    text = typed.strip()
    return "RFX-" + text[4:].lower() if text[:4].upper() == "RFX-" else text.lower()


def matching_ids(typed: str, ids: Iterable[str]) -> list[str] | None:
    """The IDs that `typed` names: a start of the whole ID or of its hex digits, any case; None when
    `typed` cannot be (a part of) an ID at all."""
    text = canonical_id(typed)
    if text.startswith("RFX-"):
        if len(text) > 64 or not all(c.isalnum() or c == "-" for c in text):
            return None
        return sorted(i for i in ids if i.startswith(text))
    if not (SHORT_MIN <= len(text) <= 40 and all(c in "0123456789abcdef" for c in text)):
        return None
    return sorted(i for i in ids if short_id(i).startswith(text))


def make_id(day: str, digest: str, length: int = 8) -> str:
    """An ID from the first-sighting day (YYYY-MM-DD) and a hex digest (the signature)."""
    return f"RFX-{day.replace('-', '')}-{digest[:length]}"


def new(entry_id: str, kind: str, trigger: str, context: str, today: str, **extra: Any) -> dict[str, Any]:
    """A fresh entry seen once today; `extra` may carry resolution, keywords and optional keys."""
    entry: dict[str, Any] = {
        "id": entry_id,
        "type": kind,
        "trigger": trigger[:TRIGGER_LIMIT],
        "context": context,
        "resolution": extra.pop("resolution", ""),
        "keywords": list(extra.pop("keywords", [])),
        "occurrences": 1,
        "first_seen": today,
        "last_seen": today,
        "promoted": False,
        "seen_on": [today],
    }
    entry.update({k: v for k, v in extra.items() if v is not None})
    entry["version"] = FORMAT_VERSION
    return ordered(entry)


def ordered(entry: dict[str, Any]) -> dict[str, Any]:
    """Required keys, then our optional keys, then anything else in its existing order."""
    out = {k: entry[k] for k in REQUIRED if k in entry}
    out.update((k, entry[k]) for k in OPTIONAL if k in entry)
    out.update((k, v) for k, v in entry.items() if k not in out)
    return out


def to_text(entry: dict[str, Any]) -> str:
    """The file's text: 2-space indent, stable key order, trailing newline. A lone surrogate (read from a
    `\\udXXX` escape) is written back as that escape: it has no UTF-8 form."""
    text = jsonio.pretty(ordered(entry)) + "\n"
    return text if text.isascii() else text.encode("utf-8", "backslashreplace").decode("utf-8")


def _int(value: Any, default: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return default


def _date(value: Any) -> str:
    text = value.strip() if isinstance(value, str) else ""
    ok = len(text) == 10 and text[4] == text[7] == "-" and text.replace("-", "").isdigit()
    return text if ok else ""


def coerce(data: Any, file_id: str, light: bool = False) -> dict[str, Any]:
    """Read a parsed entry tolerantly (people edit these by hand); ValueError when it is not an entry.
    `light`: for a reader of every entry that shows them (status), not what only writing and indexing
    need — the keywords stay as the file has them, the keys in the file's order."""
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    if data.get("id", file_id) != file_id:
        raise ValueError(f"id {data.get('id')!r} does not match the file name")
    entry = dict(data)
    entry["id"] = file_id
    entry["type"] = data.get("type") if data.get("type") in TYPES else "insight"
    for key in ("trigger", "context", "resolution"):
        value = data.get(key, "")
        entry[key] = value if isinstance(value, str) else ("" if value is None else str(value))
    if not light:
        keywords = data.get("keywords", [])
        if isinstance(keywords, str):
            keywords = keywords.split(",")
        entry["keywords"] = (
            [k.strip().lower() for k in keywords if isinstance(k, str) and k.strip()]
            if isinstance(keywords, list)
            else []
        )
    entry["occurrences"] = max(1, _int(data.get("occurrences"), 1))
    first, last = _date(data.get("first_seen")), _date(data.get("last_seen"))
    entry["first_seen"] = first or last or f"{file_id[4:8]}-{file_id[8:10]}-{file_id[10:12]}"
    entry["last_seen"] = max(last or entry["first_seen"], entry["first_seen"])
    entry["promoted"] = data.get("promoted") is True
    seen = data.get("seen_on")
    if isinstance(seen, list):
        entry["seen_on"] = sorted({d for d in map(_date, seen) if d})
    else:  # a hand edit ("seen_on": "2026-11-02"): the days come from first_seen and last_seen then
        entry.pop("seen_on", None)
    return entry if light else ordered(entry)


def from_bytes(data: bytes, file_id: str, fast: Any = None, light: bool = False) -> dict[str, Any]:
    """Parse an entry file (see jsonio.document); ValueError when it cannot be used. `light`: see coerce.
    A file a git merge left with conflict markers (no `reflexion install --git` driver) is read as both its
    sides merged: unread, every later sighting of its failure would be lost until a person mends it; the
    next write leaves the merged entry (`reflexion check` reports the markers until then)."""
    try:
        return coerce(jsonio.document(data, fast), file_id, light)
    except ValueError:
        if not data.startswith(_MARKERS[0]) and b"\n" + _MARKERS[0] not in data:
            raise
        return coerce(_merged_sides(data, file_id), file_id, light)


_MARKERS = (b"<<<<<<< ", b"|||||||", b"=======", b">>>>>>>")


def _merged_sides(data: bytes, file_id: str) -> dict[str, Any]:
    """The entry a conflicted file's sides make (merge3.merge_entry). Without the base (git's default
    conflict style) each count is the larger side's: a sighting is never invented, at worst one of the
    other side's is not counted."""
    sides: tuple[list[bytes], list[bytes], list[bytes]] = ([], [], [])  # base, ours, theirs
    into: tuple[int, ...] = (0, 1, 2)  # the sides a line outside a conflict belongs to
    with_base = False
    for line in data.splitlines(keepends=True):
        if line.startswith(_MARKERS[0]):
            into = (1,)
        elif line.startswith(_MARKERS[1]) and into == (1,):
            into, with_base = (0,), True
        elif line.startswith(_MARKERS[2]) and into in ((0,), (1,)):
            into = (2,)
        elif line.startswith(_MARKERS[3]) and into == (2,):
            into = (0, 1, 2)
        else:
            for side in into:
                sides[side].append(line)
    if into != (0, 1, 2):
        raise ValueError("holds a git conflict left open")
    ours, theirs = (coerce(jsonio.document(b"".join(lines)), file_id) for lines in sides[1:])
    base: dict[str, Any]
    if with_base:
        base = coerce(jsonio.document(b"".join(sides[0])), file_id)
    else:  # what both sides hold alike was the base, and what one side holds empty (the other filled it)
        base = {key: value for key, value in ours.items() if theirs.get(key) == value}
        for one in (ours, theirs):
            base.update((key, value) for key, value in one.items() if not value and key not in base)
        for key in ("occurrences", "confirmed"):
            base[key] = min(_int(ours.get(key), 0), _int(theirs.get(key), 0))
    from reflexion.merge3 import merge_entry  # only for a conflicted file

    return merge_entry(base, ours, theirs)


def days_seen(entry: dict[str, Any]) -> list[str]:
    """The distinct days the entry was seen (from seen_on, else first/last_seen)."""
    days = set(entry.get("seen_on") or [])
    days.update(d for d in (entry.get("first_seen"), entry.get("last_seen")) if d)
    return sorted(days)


def bump(entry: dict[str, Any], today: str) -> dict[str, Any]:
    """One more occurrence, today."""
    entry = dict(entry)
    entry["occurrences"] = _int(entry.get("occurrences"), 1) + 1
    entry["last_seen"] = max(today, entry.get("last_seen") or today)
    entry["seen_on"] = sorted({*days_seen(entry), today})[-60:]  # bounded: a daily failure stays small
    return ordered(entry)


def set_resolution(entry: dict[str, Any], text: str, source: str, today: str) -> dict[str, Any]:
    """The entry with this fix, recorded today by `source` (`user` or `auto`); doubts about an earlier fix
    go, and so do the confirmations of a fix that is now another one."""
    entry = dict(entry)
    if entry.get("resolution") != text:
        entry.pop("confirmed", None)
        entry.pop("conflicts", None)  # the user rule that ruled out the old fix says nothing of this one
    entry.update(resolution=text, resolution_source=source, resolved_on=today)
    entry.pop("needs_review", None)
    return ordered(entry)


def confirm(entry: dict[str, Any], today: str) -> dict[str, Any]:
    """`verify --worked`: the fix was reused and worked — one more occurrence, one more confirmation."""
    entry = bump(entry, today)
    entry["confirmed"] = _int(entry.get("confirmed"), 0) + 1
    entry.pop("needs_review", None)
    return ordered(entry)


STANDING = ("user.rule", "user.preference")


def is_standing(entry: Mapping[str, Any]) -> bool:
    """What the user said holds from now on ("always verify and run hooks", "prompt me for sudo"): a rule
    or a preference, as opposed to a fact or a correction of one mistake."""
    return entry.get("type") == "correction" and entry.get("category") in STANDING


def is_resolved(entry: Mapping[str, Any]) -> bool:
    """A fix is known and not flagged as failed."""
    return bool(str(entry.get("resolution", "")).strip()) and not entry.get("needs_review")


def evidence(entry: Mapping[str, Any]) -> dict[str, Any]:
    """The entry's evidence (sightings, where its fix came from) as a dict, empty when missing or hand-edited
    into something else: one place that tolerates what a person may have written."""
    found = entry.get("evidence")
    return dict(found) if isinstance(found, dict) else {}


HANDOVER = "handover"  # evidence.fix.kind of a command the agent handed over to the user to run


def trusted_fix(entry: Mapping[str, Any], promoting: bool = False) -> bool:
    """A resolution that may be told as what worked: a person's or the agent's word, a learned fix whose
    episode showed the failed intent succeed after it (its evidence says `verified`), or a command the
    agent handed over to the user (only they could run it: no run of ours can verify that, and it is what
    the next session must do too) — but not as a rule (`promoting`): that takes a verified fix."""
    if not is_resolved(entry) or entry.get("conflicts"):
        return False
    if entry.get("resolution_source") != "auto":
        return True
    fix = evidence(entry).get("fix")
    if not isinstance(fix, dict):
        return False
    return fix.get("verified") is True or (fix.get("kind") == HANDOVER and not promoting)
