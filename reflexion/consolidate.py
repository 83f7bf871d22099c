"""Pure: entries of one failure (the same signature, made in two clones) folded into one — occurrences
added, days united, the better fix kept, the other IDs kept as aliases."""

from __future__ import annotations

from reflexion import entry as entries_format

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

MAX_SEEN = 3  # sightings kept in evidence, as record.MAX_EVIDENCE
MAX_DAYS = 60  # seen_on stays bounded, as entry.bump keeps it
# The fix travels with these keys: whichever entry holds the better fix gives all of them.
FIX_KEYS = ("resolution", "resolution_source", "resolved_on", "confirmed", "needs_review", "conflicts")


def survivor_first(entries: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The entries in the order they give way: the one that stays first — a promoted one (so CLAUDE.md's
    rule keeps its source), else the first seen, then the smaller ID."""
    return sorted(entries, key=lambda e: (e.get("promoted") is not True, str(e.get("first_seen")), e["id"]))


def fix_strength(entry: Mapping[str, Any]) -> tuple[int, int, int, str]:
    """How much an entry's fix is worth: a fix at all (not one that failed), a person's (or the agent's)
    word over a learned one, a verified learned one over an unverified one; then confirmations, then the
    newer."""
    if not entries_format.is_resolved(entry):
        return (0, 0, 0, "")
    if entry.get("resolution_source") != "auto":
        rank = 3
    else:
        fix = entries_format.evidence(entry).get("fix")
        rank = 2 if isinstance(fix, dict) and fix.get("verified") is True else 1
    confirmed = entry.get("confirmed")
    count = confirmed if isinstance(confirmed, int) and not isinstance(confirmed, bool) else 0
    return (1, rank, count, str(entry.get("resolved_on") or ""))


def fold(entries: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """One entry from several of the same failure (at least one); the survivor keeps its ID and records
    the others' IDs (and their own aliases) under `aliases`."""
    ordered = survivor_first(entries)
    keep = dict(ordered[0])
    others = ordered[1:]
    if not others:
        return entries_format.ordered(keep)
    everyone = [keep, *map(dict, others)]
    # evidence.folded: each copy taken in -> the occurrences it brought. A copy that comes back (a clone
    # that had not seen the fold bumped it) adds only what is new; a merge driver subtracts a fold both
    # sides made (merge3.merge_entry).
    taken = folded(keep)
    total = max(1, _int(keep.get("occurrences")))
    for other in others:
        count = max(1, _int(other.get("occurrences")))
        total += max(0, count - taken.get(other["id"], 0))
        for alias, brought in folded(other).items():
            total -= min(brought, taken.get(alias, 0))  # already counted through an earlier fold
            taken[alias] = max(brought, taken.get(alias, 0))
        taken[other["id"]] = max(count, taken.get(other["id"], 0))
    keep["occurrences"] = max(1, total)
    days = sorted({d for e in everyone for d in entries_format.days_seen(e)})
    keep["seen_on"] = days[-MAX_DAYS:]
    keep["first_seen"], keep["last_seen"] = days[0], days[-1]
    keep["keywords"] = _union(e.get("keywords") for e in everyone)
    strongest = max(everyone, key=fix_strength)  # of equals, the first: the survivor's own fix
    best = dict(strongest)  # a copy: `keep` (maybe the same entry) changes below
    for key in FIX_KEYS:
        keep.pop(key, None)
        if key in best:
            keep[key] = best[key]
    keep.setdefault("resolution", "")
    keep["evidence"] = {**_evidence(keep, best, everyone), "folded": taken}
    keep["promoted"] = any(e.get("promoted") is True for e in everyone)
    if any(e.get("demoted") for e in everyone) and not keep["promoted"]:
        keep["demoted"] = True  # a person withdrew the rule of one copy: it stays withdrawn
    keep["aliases"] = _union([keep.get("aliases"), *([e["id"], *_list(e.get("aliases"))] for e in others)])
    for other in others:  # keys a person or a newer version added to the other copy survive too
        for key, value in other.items():
            if key not in FIX_KEYS and key != "demoted":
                keep.setdefault(key, value)
    keep["aliases"] = [a for a in keep["aliases"] if a != keep["id"] and entries_format.is_valid_id(a)]
    return entries_format.ordered(keep)


def folded(entry: Mapping[str, Any]) -> dict[str, int]:
    """The copies an entry took in and the occurrences each brought (its evidence's `folded`)."""
    found = entries_format.evidence(entry).get("folded")
    if not isinstance(found, dict):
        return {}
    return {k: v for k, v in found.items() if entries_format.is_valid_id(k) and _int(v) == v and v > 0}


def _evidence(keep: Mapping[str, Any], best: Mapping[str, Any], everyone: list[Any]) -> dict[str, Any]:
    evidence = entries_format.evidence(keep)
    seen: list[Any] = []
    for item in everyone:
        for sighting in _list(entries_format.evidence(item).get("seen")):
            if isinstance(sighting, dict) and sighting not in seen:
                seen.append(sighting)
    if seen:
        evidence["seen"] = seen[:MAX_SEEN]
    fix = entries_format.evidence(best).get("fix")
    evidence.pop("fix", None)
    if fix is not None:
        evidence["fix"] = fix
    return evidence


def _union(lists: Any) -> list[Any]:
    out: list[Any] = []
    for items in lists:
        for item in _list(items):
            if isinstance(item, str) and item not in out:
                out.append(item)
    return out


def _list(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 1
