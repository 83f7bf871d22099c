"""status: the dashboard's facts as one JSON-ready dict (keys: docs/status-json.md); dashboard.py draws it."""

from __future__ import annotations

import heapq
import os
import re
import sys

from reflexion import config, rules
from reflexion import entry as entries_format
from reflexion.commands.hooklog import hook_facts
from reflexion.store.summaries import iter_summaries, summaries_of
from reflexion.text import clip, one_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store

    Entry = dict[str, Any]

SCHEMA_VERSION = 1
TOP = 5  # rows in the candidates and hottest lists
FOCUS_TOP = 6  # ecosystems shown before the rest is summed up as "other"
TRIGGER_CHARS = 120
RULE_CHARS = 200
RECENT_DAYS = 7  # "learned recently", and how long a log error counts as a current problem
_SOURCE = re.compile(r"source: (RFX-[0-9]{8}-[0-9a-f]+)\)")
_RULE = re.compile(r"^- (.*) \(seen [0-9]+x, source: (RFX-[0-9]{8}-[0-9a-f]+)\)\s*$")
_ALIASES = {"python3": "python", "pip3": "pip", "npx": "npm", "docker-compose": "docker"}  # fmt: skip


def status_command(store: Store, today: str, *, as_json: bool = False) -> int:
    """Print the dashboard (or the JSON object); 0 even for an empty or missing store (a first-run screen)."""
    facts = collect(store, today)
    try:
        if as_json:
            import orjson  # already loaded by iter_entries; rich is never imported on this path

            from reflexion.jsonio import printable

            sys.stdout.write(printable(orjson.dumps(facts, option=orjson.OPT_SORT_KEYS).decode()) + "\n")
            sys.stdout.flush()
        else:
            from reflexion.commands.dashboard import render

            render(facts, no_color=bool(os.environ.get("NO_COLOR")))
    except BrokenPipeError:
        closed_stdout()
    return 0


def closed_stdout() -> None:
    """`reflexion status | head`: the reader left; send what is still buffered nowhere instead of failing."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass  # not a real file (a test runner's buffer): nothing is left to flush


def collect(store: Store, today: str) -> dict[str, Any]:
    """Every fact status shows, as plain JSON values (schema version 1)."""
    problems: list[str] = []
    config_text = store.read_config()
    limits = config.parse(config_text)
    entries, due = _read(store, limits, problems)
    if _duplicated(entries):  # two clones met one failure: status shows it as the one entry it becomes
        from reflexion.commands.consolidate import fold_groups

        with store.lock:
            fold_groups(store, list(store.iter_entries()), today)
        problems = []
        entries, due = _read(store, limits, problems)
    shorts = entries_format.short_ids(e["id"] for e in entries)
    block = rules_block(store, entries, limits, due, shorts)
    activity, hooks = hook_facts(store.read_hook_log(), entries, today)
    log_errors = store.read_log_tail(3)
    held = held_locally(store)
    return {
        "version": SCHEMA_VERSION,
        "today": today,
        "first_run": not entries and not problems and not held,
        "store": {
            "path": store.relative(store.path),
            "exists": store.exists(),
            "claude_md": store.relative(store.claude_md_path()),
            "root": store.root,
        },
        "thresholds": {key: getattr(limits, key) for key in ("min_occurrences", "min_days", "max_rules")},
        "totals": {**totals(entries), "held_locally": held},
        "recent": recent(entries, today, shorts),
        "candidates": candidates(store, entries, limits, set(due), shorts, full=block["free"] == 0),
        "hottest": hottest(entries, shorts),
        "activity": activity,
        "focus": focus(entries),
        "rules": block,
        "health": {
            "unreadable": len(problems),
            "problems": problems[:TOP],
            "index_fresh": store.index_fresh(),
            "indexed_entries": store.entry_count(),
            "config_problem": config.check(config_text),
            "log_errors": log_errors,
            **log_error_ages(log_errors, today),
        },
        "hooks": hooks,
        "user_store": user_store_facts(store),
    }


def user_store_facts(store: Store) -> dict[str, Any]:
    """The user-level store beside the project's (recall reads it after the project's): its size and its
    most recently seen entries."""
    from reflexion.commands.user_level import user_store_of

    user = user_store_of(store)
    if user is None or not user.exists():
        path = user.path if user is not None else ""
        return {"path": _home_relative(path), "exists": False, "entries": 0, "resolved": 0, "latest": []}
    found = list(user.iter_entries())
    found.sort(key=lambda e: (e["last_seen"], e["id"]), reverse=True)
    return {
        "path": _home_relative(user.path),
        "exists": True,
        "entries": len(found),
        "resolved": sum(map(entries_format.is_resolved, found)),
        "latest": [e["id"] for e in found[:TOP]],
    }


def _home_relative(path: str) -> str:
    home = os.path.expanduser("~")
    return "~" + path[len(home) :] if path.startswith(home + os.sep) else path


# What status reads of an entry: 100,000 whole entries would take ~120 MiB, these a third of it. The
# trigger is cut as shown, the context and tool kept as the ecosystem (focus_of), the fix to whether there
# is one (_summary).
_KEPT = ("needs_review", "demoted", "confirmed", "resolved_on", "seen_on", "signature")
# Each entry's summary is cached in the store's local state (summaries.py): a second status reads
# no entry file that did not change. Bump SUMMARY_VERSION whenever what _summary gives changes.
SUMMARY_CACHE = "status.cache"
SUMMARY_VERSION = "2"


def keep_summaries(store: Store, unless_current: bool = False) -> None:
    """Bring the summary cache up to date (only entries it holds no current summary of are read), outside
    any lock as status itself: the background rebuild of the index calls it; `unless_current`: not when
    the cache is of this code and these thresholds already (the background promote of a large store, at
    each session's start, calls it so: an upgrade or new thresholds made it another cache)."""
    limits = config.parse(store.read_config())
    version = _version(limits)
    if not (unless_current and summaries_of(store, SUMMARY_CACHE, version)):
        _read(store, limits, [], version)


def _version(limits: config.Config) -> str:
    """What the summaries are valid for: whether an entry is due depends on the thresholds (other
    thresholds, another cache) and on the code that judges it (another reflexion: an upgrade, an edited
    checkout, another cache)."""
    return f"{SUMMARY_VERSION} {limits.min_occurrences} {limits.min_days} {_code_stamp()}"


def _read(
    store: Store, limits: config.Config, problems: list[str], version: str = ""
) -> tuple[list[Entry], list[str]]:
    """Every entry cut to what status shows, and the IDs of those a promote would add."""
    entries: list[Entry] = []
    due: list[str] = []
    shared: dict[str, str] = {}

    def summarise(item: Entry) -> list[Any]:
        return _summary(item, limits)

    def restore(summary: Any) -> tuple[bool, Entry] | None:
        return _restore(summary, shared)

    version = version or _version(limits)
    for ready, slim in iter_summaries(store, SUMMARY_CACHE, version, summarise, restore, problems):
        if ready:
            due.append(slim["id"])
        entries.append(slim)
    return entries, due


def _code_stamp() -> str:
    """The size and mtime of the modules whose code makes a summary (this one, the rules, the entry form,
    the causes whose members are never rules)."""
    from reflexion.learn import causes

    stamps = []
    for path in (__file__, rules.__file__, entries_format.__file__, causes.__file__):
        try:
            info = os.stat(path)
        except (OSError, TypeError):
            return "?"
        stamps.append(f"{info.st_size}.{info.st_mtime_ns}")
    return "-".join(stamps)


def _summary(item: Entry, limits: config.Config) -> list[Any]:
    """What status needs of one entry, as plain JSON values (cached): whether a promote would add it, the
    trigger cut as shown, its ecosystem (focus_of), the fix cut to whether there is one, and the few keys
    of _KEPT it has."""
    extra = {key: item[key] for key in _KEPT if item.get(key)}
    if rules.never_a_rule(item):
        extra["never_rule"] = True  # not a candidate, however often it is seen
    return [
        _may_qualify(item, limits) and rules.qualifies(item, limits),
        item["id"],
        item["type"],
        clip(one_line(item["trigger"]), TRIGGER_CHARS),
        focus_of(item),
        bool(item["resolution"].strip()),
        item["occurrences"],
        item["promoted"],
        item["first_seen"],
        item["last_seen"],
        extra,
    ]


def _restore(summary: Any, shared: dict[str, str]) -> tuple[bool, Entry] | None:
    """(due, the entry as status reads it) from a _summary; None when it is not one (a garbled cache is
    never trusted). `shared` holds one copy of each short string many entries repeat (dates, types, tools:
    each parse makes its own), ~20 MiB less at 100,000 entries."""
    ready, entry_id, kind, trigger, focused, fixed, occurrences, promoted, first, last, extra = summary
    strings = (entry_id, kind, trigger, focused, first, last)
    if not all(type(value) is str for value in strings) or type(extra) is not dict:
        return None
    if type(occurrences) is not int or {type(ready), type(fixed), type(promoted)} != {bool}:
        return None
    one = shared.setdefault
    slim = {
        "id": entry_id,
        "type": one(kind, kind),
        "trigger": trigger,
        "focus": one(focused, focused),
        "resolution": "fix" if fixed else "",
        "occurrences": occurrences,
        "promoted": promoted,
        "first_seen": one(first, first),
        "last_seen": one(last, last),
    }
    for key, value in extra.items():
        if key == "seen_on":
            if type(value) is not list or not all(type(day) is str for day in value):
                return None
            value = [one(day, day) for day in value]
        elif type(value) is str and key != "signature":
            value = one(value, value)
        slim[key] = value
    return ready, slim


def totals(entries: list[Entry]) -> dict[str, Any]:
    by_type = dict.fromkeys(entries_format.TYPES, 0)
    resolved = promoted = flagged = occurrences = confirmed = confirmed_entries = 0
    for item in entries:
        by_type[item["type"]] = by_type.get(item["type"], 0) + 1
        resolved += entries_format.is_resolved(item)
        promoted += item["promoted"] is True
        flagged += bool(item.get("needs_review"))
        occurrences += item["occurrences"]
        times = _count(item.get("confirmed"))
        confirmed += times
        confirmed_entries += times > 0
    return {
        "entries": len(entries),
        "occurrences": occurrences,
        "by_type": by_type,
        "resolved": resolved,
        "unresolved": len(entries) - resolved,
        "promoted": promoted,
        "needs_review": flagged,
        "confirmed": confirmed,
        "confirmed_entries": confirmed_entries,
    }


HELD_LOOKED_AT = 2000  # held entries are few; a local state grown past this is counted no further


def held_locally(store: Store) -> int:
    """Failures this clone keeps out of the team's store until they recur or get a fix (hold.py):
    a user who saw one fail and finds no entry for it is told where it went."""
    from reflexion.commands.hold import was_held
    from reflexion.store import StoreError, unshared_store

    if store.user_level or store.unshared:
        return 0
    local = unshared_store(store)
    if not local.exists():
        return 0
    count = 0
    try:
        for n, item in enumerate(local.iter_entries(light=True)):
            if n >= HELD_LOOKED_AT:
                break
            count += was_held(item)
    except (StoreError, OSError):
        return count
    return count


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def _brief(item: Entry, shorts: dict[str, str]) -> dict[str, Any]:
    return {
        "id": item["id"],
        "short_id": shorts.get(item["id"], item["id"]),
        "type": item["type"],
        "trigger": clip(one_line(item["trigger"]), TRIGGER_CHARS),
    }


def _days_ago(day: object, today: str) -> int | None:
    from datetime import date

    try:
        return date.fromisoformat(today).toordinal() - date.fromisoformat(str(day)[:10]).toordinal()
    except ValueError:
        return None


def recent(entries: list[Entry], today: str, shorts: dict[str, str]) -> dict[str, Any]:
    """What was learned lately: entries first seen, and fixes recorded, today and in the last week. An
    entry that came with its fix (a correction, or a failure fixed the day it appeared) is one event."""
    from datetime import date

    start = date.fromisoformat(today).toordinal()
    window = {date.fromordinal(start - ago).isoformat(): ago for ago in range(RECENT_DAYS)}
    counts = {"new_today": 0, "fixed_today": 0, "new": 0, "fixed": 0}
    latest: dict[tuple[str, str], list[Any]] = {}  # (ID, day) -> [days ago, event, entry]
    for item in entries:
        new, fixed = window.get(item["first_seen"]), window.get(str(item.get("resolved_on")))
        fixed = fixed if item["resolution"] else None
        for event, ago, day in (("new", new, item["first_seen"]), ("fixed", fixed, item.get("resolved_on"))):
            if ago is None:
                continue
            counts[event] += 1
            counts[f"{event}_today"] += ago == 0
            key = (item["id"], str(day))
            if key in latest:
                latest[key][1] = "new+fixed"
            else:
                latest[key] = [ago, event, item]
    order = heapq.nsmallest(TOP, latest.items(), key=lambda kv: (kv[1][0], kv[1][1] != "fixed", kv[0][0]))
    rows = [{**_brief(item, shorts), "event": event, "day": day} for (_, day), (_, event, item) in order]
    return {"days": RECENT_DAYS, **counts, "latest": rows}


def log_error_ages(lines: list[str], today: str) -> dict[str, Any]:
    """The log's last error day, and how many of the shown errors are recent (older ones are history)."""
    days = [_days_ago(line[:10], today) for line in lines]
    known = [d for d in days if d is not None]
    return {
        "log_errors_recent": sum(0 <= d < RECENT_DAYS for d in known),
        "log_error_days_ago": days,
    }


def _day_number(day: str) -> int:
    digits = day.replace("-", "")
    return int(digits) if digits.isdigit() else 0


def _may_qualify(item: Entry, limits: config.Config) -> bool:
    """Cheap necessary conditions, so the exact (slower) rules.qualifies runs on few entries."""
    have, days, resolved = _progress(item)
    fresh = not item["promoted"] and not item.get("needs_review") and not item.get("demoted")
    return fresh and resolved and have >= limits.min_occurrences and days >= limits.min_days


def _progress(item: Entry) -> tuple[int, int, bool]:
    """(occurrences, days seen, fix known): a fast stand-in for rules.progress to rank many entries."""
    first, last, seen = item["first_seen"], item["last_seen"], item.get("seen_on")
    days = len({*seen, first, last}) if seen else 1 + (first != last)
    return item["occurrences"], days, bool(item["resolution"].strip())


def candidates(
    store: Store,
    entries: list[Entry],
    limits: config.Config,
    due: set[str],
    shorts: dict[str, str],
    *,
    full: bool,
) -> list[dict[str, Any]]:
    """The unpromoted entries closest to becoming rules, with each condition's progress (from rules.py,
    on the whole entry, read again); a demoted entry is none: a person withdrew its rule, so promote never
    brings it back."""
    from reflexion.store import StoreError

    def rank(item: Entry, have: int, days: int, resolved: bool) -> tuple[float, int, int, str]:
        done = min(have / limits.min_occurrences, 1.0) + min(days / limits.min_days, 1.0) + resolved
        return -done, -have, -_day_number(item["last_seen"]), item["id"]

    pool = [
        e
        for e in entries
        if not e["promoted"]
        and not e.get("needs_review")
        and not e.get("demoted")
        and not e.get("never_rule")
    ]
    pool = [e for e in pool if e["occurrences"] >= 2 or e["resolution"].strip()]
    pool = heapq.nsmallest(TOP * 4, pool, key=lambda e: rank(e, *_progress(e)))
    rows: list[tuple[tuple[float, int, int, str], dict[str, Any]]] = []
    for slim in pool:
        try:
            item = store.load_entry(slim["id"]) or slim
        except StoreError:
            item = slim
        state = rules.progress(item, limits)
        (have, need), (days, min_days) = state["occurrences"], state["days"]
        row = {
            **_brief(item, shorts),
            "occurrences": {"have": have, "need": need},
            "days": {"have": days, "need": min_days},
            "resolved": state["resolved"],
            "fix_seen_to_work": state["resolved"] and state["trusted"],
            "state": ("waiting-for-room" if full else "ready") if item["id"] in due else "in-progress",
        }
        rows.append((rank(item, have, days, state["resolved"]), row))
    return [row for _, row in sorted(rows, key=lambda r: r[0])[:TOP]]


def hottest(entries: list[Entry], shorts: dict[str, str]) -> list[dict[str, Any]]:
    """The unresolved entries seen most often (then most recently)."""
    open_ = [e for e in entries if not entries_format.is_resolved(e)]
    open_ = heapq.nsmallest(
        TOP, open_, key=lambda e: (-e["occurrences"], -_day_number(e["last_seen"]), e["id"])
    )
    return [
        dict(
            _brief(e, shorts),
            occurrences=e["occurrences"],
            last_seen=e["last_seen"],
            needs_review=bool(e.get("needs_review")),
        )
        for e in open_[:TOP]
    ]


def focus_of(item: Entry) -> str:
    """An entry's ecosystem: its `tool`, else its `category` prefix, else the first word of its context;
    what the user said (category `user.*`) counts as `corrections`."""
    category = item.get("category")
    if item["type"] == "correction" or (isinstance(category, str) and category.startswith("user.")):
        return "corrections"
    for key, pattern in (("tool", r"[\s]"), ("category", r"[.:/\s]")):
        value = item.get(key)
        if isinstance(value, str) and value.strip():
            name = re.split(pattern, value.strip().lower(), maxsplit=1)[0]
            return _ALIASES.get(name, name)
    words = item["context"].split()
    if not words:
        return "other"
    name = os.path.basename(words[0].lower().strip("\"'`()")) or "other"
    return _ALIASES.get(name, name)


def focus(entries: list[Entry]) -> list[dict[str, Any]]:
    """Entries per ecosystem (each read with its `focus`: focus_of), most first; beyond FOCUS_TOP the rest
    is summed up as "other"."""
    counts: dict[str, int] = {}
    for item in entries:
        name = item["focus"]
        counts[name] = counts.get(name, 0) + 1
    other = counts.pop("other", 0)
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    cut = FOCUS_TOP if len(ranked) > FOCUS_TOP + 1 else FOCUS_TOP + 1  # "other" never stands for one name
    top = ranked[:cut]
    other += sum(n for _, n in ranked[cut:])
    if other:
        top.append(("other", other))
    total = len(entries) or 1
    return [{"name": name, "entries": n, "share": round(n / total, 3)} for name, n in top]


def rules_block(
    store: Store, entries: list[Entry], limits: config.Config, due: list[str], shorts: dict[str, str]
) -> dict[str, Any]:
    """CLAUDE.md's block against its cap (rules only: the agent note is not one), the rules themselves,
    and the entries a promote would add or that wait for room."""
    from reflexion.commands.promote import NOTE_MARK
    from reflexion.store import StoreError

    facts: dict[str, Any] = {
        "path": store.relative(store.claude_md_path()),
        "present": False,
        "count": 0,
        "lines": [],
        "note": False,
    }
    in_block: set[str] = set()
    try:
        text = store.read_claude_md()
        found = rules.find_block(text)
    except (StoreError, rules.MarkerError) as exc:
        facts["error"], found = str(exc), None
    else:
        facts["error"] = None
    if found is not None:
        lines = text[found[0] : found[1]].splitlines()
        facts["present"] = True
        facts["note"] = any(NOTE_MARK in line for line in lines)
        in_block = {m.group(1) for line in lines for m in _SOURCE.finditer(line)}
        rules_ = [m for m in map(_RULE.match, lines) if m]
        facts["count"] = len(rules_)
        facts["lines"] = [
            {"id": i, "short_id": shorts.get(i, i), "text": clip(m.group(1), RULE_CHARS)}
            for m in rules_
            for i in [m.group(2)]
        ]
    facts["cap"] = limits.max_rules
    facts["free"] = max(0, limits.max_rules - facts["count"])
    due = sorted(due)
    missing = sorted(e["id"] for e in entries if e["promoted"] and e["id"] not in in_block)
    missing = [] if facts["error"] else missing
    full = facts["free"] == 0
    facts["ready"] = [] if full else due
    facts["waiting_for_room"] = sorted(due + missing) if full else []
    facts["not_in_block"] = [] if full else missing
    facts["told_at_start"] = told_at_start(store, shorts)
    return facts


def told_at_start(store: Store, shorts: dict[str, str]) -> list[dict[str, Any]]:
    """The user's standing rules and preferences that a session is told as it starts (commands/standing.py):
    rules too, though not in CLAUDE.md."""
    from reflexion.commands.standing import standing

    return [
        {
            "id": item["id"],
            "short_id": shorts.get(item["id"], item["id"]),
            "kind": str(item.get("category", "")).partition(".")[2],
            "text": clip(one_line(str(item.get("resolution", ""))), RULE_CHARS),
        }
        for item in standing(store, refresh=False)
    ]


def _duplicated(entries: list[dict[str, Any]]) -> bool:
    signatures = [e["signature"] for e in entries if isinstance(e.get("signature"), str) and e["signature"]]
    return len(signatures) != len(set(signatures))
