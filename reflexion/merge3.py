"""Pure: three-way merges git cannot do line by line — an entry (base + both sides' changes), index.txt
(a union of postings) and the rules block of CLAUDE.md (regenerated from both sides' rules)."""

from __future__ import annotations

from reflexion import entry as entries_format

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

MISSING: Any = object()
COUNTS = ("occurrences", "confirmed")  # sightings and confirmations on both sides all happened
DAYS = ("first_seen", "last_seen", "seen_on")
# The fix moves as one: its text, who gave it, when, and its standing (see consolidate.FIX_KEYS).
FIX = ("resolution", "resolution_source", "resolved_on", "needs_review", "conflicts")
DIVERGED = "diverged"  # what the other side said of a field both sides changed (a person settles it)


def merge_entry(
    base: Mapping[str, Any] | None, ours: Mapping[str, Any], theirs: Mapping[str, Any]
) -> dict[str, Any]:
    """One entry from two edits of it: counts are base + Δours + Δtheirs, days united, a field only one side
    changed takes that change; a field both changed keeps ours, and theirs is kept under `diverged` — but a
    fix both changed goes to the stronger one (a person's word over a learned fix, verified over not).
    `base` is None when both sides made the file (the same failure, first seen the same day in two clones):
    then neither side's sightings are the other's, and counts add up."""
    from reflexion.consolidate import fix_strength, folded

    start: Mapping[str, Any] = base or {}
    merged: dict[str, Any] = {}
    diverged = dict(_dict(ours.get(DIVERGED)))
    for key in COUNTS:
        if key in ours or key in theirs:
            total = _count(ours, key) + _count(theirs, key) - _count(start, key)
            if key == "occurrences":  # a copy both sides folded in (each on read) was counted twice
                mine, other, was = folded(ours), folded(theirs), folded(start)
                total -= sum(
                    max(0, min(mine[a], other[a]) - was.get(a, 0)) for a in mine.keys() & other.keys()
                )
            merged[key] = max(1 if key == "occurrences" else 0, total)
    days = sorted({*entries_format.days_seen(dict(ours)), *entries_format.days_seen(dict(theirs))})
    if days:
        merged.update(first_seen=days[0], last_seen=days[-1], seen_on=days[-60:])
    merged["keywords"] = _union(ours.get("keywords"), theirs.get("keywords"))
    fix_side = _fix_side(start, ours, theirs, fix_strength)
    for key in FIX:
        value = fix_side.get(key, MISSING)
        if value is not MISSING:
            merged[key] = value
    both = _changed(start, ours, FIX) and _changed(start, theirs, FIX)
    if both and ours.get("resolution") != theirs.get("resolution"):
        diverged["resolution"] = (ours if fix_side is theirs else theirs).get("resolution", "")
    merged["evidence"] = _evidence(start, ours, theirs, fix_side)
    done = {*COUNTS, *DAYS, *FIX, "keywords", "evidence", DIVERGED}
    for key in [*ours, *(k for k in theirs if k not in ours)]:
        if key in done:
            continue
        value, lost = _field(start.get(key, MISSING), ours.get(key, MISSING), theirs.get(key, MISSING))
        if value is not MISSING:
            merged[key] = value
        if lost is not MISSING:
            diverged[key] = lost
    if diverged:
        merged[DIVERGED] = diverged
    merged = {k: v for k, v in merged.items() if not (k == "evidence" and not v)}
    return entries_format.ordered(merged)


def _field(base: Any, ours: Any, theirs: Any) -> tuple[Any, Any]:
    """(the merged value, theirs when it lost to ours); MISSING for a key that is gone / nothing lost."""
    if ours == theirs or theirs == base:
        return ours, MISSING
    if ours == base:
        return theirs, MISSING
    return ours, theirs


def _changed(base: Mapping[str, Any], side: Mapping[str, Any], keys: tuple[str, ...]) -> bool:
    return any(base.get(k, MISSING) != side.get(k, MISSING) for k in keys)


def _fix_side(
    base: Mapping[str, Any], ours: Mapping[str, Any], theirs: Mapping[str, Any], strength: Any
) -> Any:
    if not _changed(base, theirs, FIX):
        return ours
    if not _changed(base, ours, FIX):
        return theirs
    return theirs if strength(theirs) > strength(ours) else ours


def _evidence(
    base: Mapping[str, Any], ours: Mapping[str, Any], theirs: Mapping[str, Any], fix_side: Any
) -> dict[str, Any]:
    mine, other, start = (entries_format.evidence(e) for e in (ours, theirs, base))
    merged = dict(mine)
    for key, value in other.items():
        if key not in ("seen", "fix", "folded") and (key not in merged or mine.get(key) == start.get(key)):
            merged[key] = value
    taken = {**_dict(other.get("folded")), **_dict(mine.get("folded"))}
    for alias, count in _dict(other.get("folded")).items():
        taken[alias] = max(count, taken[alias]) if isinstance(taken[alias], int) else count
    if taken:
        merged["folded"] = taken
    seen = [s for s in [*_list(mine.get("seen")), *_list(other.get("seen"))] if isinstance(s, dict)]
    unique = [s for i, s in enumerate(seen) if s not in seen[:i]]
    if unique:
        merged["seen"] = unique[:3]
    fix = entries_format.evidence(fix_side).get("fix")
    merged.pop("fix", None)
    if fix is not None:
        merged["fix"] = fix
    return merged


def merge_index(base: str, ours: str, theirs: str) -> str:
    """index.txt: every key's IDs from both sides, less those either side removed. (It is derived: the next
    read rebuilds it from the merged entries anyway; this only keeps git from writing markers into it.)"""
    from reflexion import index

    start, mine, other = _postings(base), _postings(ours), _postings(theirs)
    merged: dict[str, set[str]] = {}
    for key in {*mine, *other}:
        was = start.get(key, set())
        ids = (mine.get(key, set()) | other.get(key, set())) - (was - mine.get(key, set()))
        merged[key] = ids - (was - other.get(key, set()))
    return index.render(merged)


def _postings(text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for line in text.splitlines():
        key, sep, ids = line.rpartition(":")
        if sep and key and not line.startswith(("<<<<<<<", ">>>>>>>", "=======", "|||||||")):
            out.setdefault(key, set()).update(i for i in ids.split(",") if i)
    return out


def split_block(text: str) -> tuple[str, list[str], str] | None:
    """CLAUDE.md as (text before the rules block, the block's lines without its heading, text after it);
    None when there is no sound block."""
    from reflexion import rules

    bom = "\ufeff" if text.startswith("\ufeff") else ""
    body = text[len(bom) :]
    try:
        found = rules.find_block(body)
    except rules.MarkerError:
        return None
    if found is None:
        return None
    inside = body[found[0] : found[1]].splitlines()[1:-1]
    lines = [line for line in inside if line.strip() and line.strip() != rules.HEADING]
    return bom + body[: found[0]], lines, body[found[1] :]


def merge_rules(base: list[str], ours: list[str], theirs: list[str]) -> list[str]:
    """The block's lines after both sides' changes: one line per source ID (ours when both changed it);
    lines either side took out stay out; ordered by source ID as promote writes them."""

    def by_source(lines: list[str]) -> dict[str, str]:
        return {_source(line): line for line in lines}

    start, mine, other = by_source(base), by_source(ours), by_source(theirs)
    merged: dict[str, str] = {}
    for key in [*mine, *(k for k in other if k not in mine)]:
        value, _ = _field(start.get(key, MISSING), mine.get(key, MISSING), other.get(key, MISSING))
        if value is not MISSING:
            merged[key] = value
    rules = sorted((k, v) for k, v in merged.items() if k.startswith("RFX-"))
    return [v for _, v in rules] + [v for k, v in merged.items() if not k.startswith("RFX-")]


def _source(line: str) -> str:
    """A rule line's source ID, or the line itself (the agent note, a hand-written line)."""
    import re

    found = re.search(r"source: (RFX-[0-9a-f-]+)\)\s*$", line)
    return found.group(1) if found else line


def _count(entry: Mapping[str, Any], key: str) -> int:
    value = entry.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _union(*lists: Any) -> list[str]:
    out: list[str] = []
    for items in lists:
        out += [i for i in _list(items) if isinstance(i, str) and i not in out]
    return out


def _list(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def _dict(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}
