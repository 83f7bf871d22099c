"""hooklog: parse hooks.log (`<epoch> <command> <outcome> <ms>`) into activity per day and p50/p95 timings."""

from __future__ import annotations

from reflexion import entry as entries_format

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

    Entry = dict[str, Any]
    Run = tuple[float, str, str, float]  # (epoch seconds, command, outcome, ms)

ACTIVITY_DAYS = 30
HOOK_DAYS = 7
CAPTURES = frozenset({"captured", "bumped", "paired"})
RECALLS = frozenset({"hit"})
EPOCH_ORDINAL = 719163  # date(1970, 1, 1).toordinal(): hook log lines carry epoch seconds


def parse_runs(lines: Iterable[str]) -> list[Run]:
    """One run per well-formed line (store.record_hook writes them); torn or hand-edited lines are skipped."""
    runs = []
    for line in lines:
        parts = line.split()
        try:
            runs.append((float(parts[0]), parts[1], parts[2], float(parts[3])))
        except (IndexError, ValueError):
            continue
    return runs


def percentile(ordered: list[float], pct: int) -> float:
    """Nearest-rank percentile of a sorted, non-empty list (no interpolation: a p95 really happened)."""
    return ordered[max(0, -(-len(ordered) * pct // 100) - 1)]


def _timings(values: list[float]) -> dict[str, Any]:
    ordered = sorted(values)
    if not ordered:
        return {"runs": 0, "p50_ms": None, "p95_ms": None}
    return {
        "runs": len(ordered),
        "p50_ms": round(percentile(ordered, 50), 1),
        "p95_ms": round(percentile(ordered, 95), 1),
    }


def last_run(runs: list[Run]) -> dict[str, str] | None:
    """When a hook last ran (UTC), which one and with what outcome: the proof that the wiring is alive."""
    import time

    if not runs:
        return None
    epoch, command, outcome, _ = max(runs, key=lambda run: run[0])
    try:
        at = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(epoch))
    except (ValueError, OverflowError, OSError):
        return None
    return {"at": at, "command": command, "outcome": outcome}


def hook_facts(log: Iterable[str], entries: list[Entry], today: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """(activity over ACTIVITY_DAYS, hook health over HOOK_DAYS) from hooks.log and the entries' days."""
    from datetime import date

    today_ord = date.fromisoformat(today).toordinal()
    window = {date.fromordinal(today_ord - age).isoformat(): age for age in range(ACTIVITY_DAYS)}
    captures, recalls, seen = [0] * ACTIVITY_DAYS, [0] * ACTIVITY_DAYS, [0] * ACTIVITY_DAYS
    durations: dict[str, list[float]] = {}
    outcomes: dict[str, int] = {}
    runs = parse_runs(log)
    for epoch, command, outcome, ms in runs:
        try:
            age = today_ord - (EPOCH_ORDINAL + int(epoch // 86400))
        except (ValueError, OverflowError):
            continue  # nan or inf seconds
        if not 0 <= age < ACTIVITY_DAYS:
            continue
        captures[-1 - age] += outcome in CAPTURES
        recalls[-1 - age] += outcome in RECALLS
        if age < HOOK_DAYS:
            durations.setdefault(command, []).append(ms)
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
    for item in entries:
        for day in entries_format.days_seen(item):
            if day in window:
                seen[-1 - window[day]] += 1
    activity = {
        "days": ACTIVITY_DAYS,
        "start": min(window),
        "end": today,
        "captures": captures,
        "recalls": recalls,
        "entries_seen": seen,
    }
    every = [ms for values in durations.values() for ms in values]
    hooks = {
        "days": HOOK_DAYS,
        "last_run": last_run(runs),
        **_timings(every),
        "errors": outcomes.get("error", 0),
        "outcomes": outcomes,
        "commands": {name: _timings(values) for name, values in durations.items()},
    }
    return activity, hooks
