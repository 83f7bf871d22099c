"""`reflexion learn`: learn from the sessions a project already had — the same engine the Stop hook runs, over
every transcript Claude Code kept for the project (or the files given), each from where it was last read.

A dry run learns into a throwaway copy of the store, so it reports exactly what a real run would do.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time

from reflexion.commands.learn import Report, learn_transcript

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any

    from reflexion.store import Store

TOP = 5  # recurring failures the summary names
ENDED_AFTER_S = 3600


class Plan:
    """The transcripts one `learn` run reads, with their sizes."""

    def __init__(self, paths: list[str], skipped: list[str]) -> None:
        self.paths = paths
        self.skipped = skipped  # given but unreadable or missing, with why
        self.sizes = {p: _size(p) for p in paths}

    @property
    def total(self) -> int:
        return sum(self.sizes.values())


def plan(store: Store, env: Mapping[str, str], given: list[str], since: str) -> Plan:
    """The files to read: those given, else the project's whole history; `since` (YYYY-MM-DD) keeps only
    files written that day or later."""
    from reflexion.session.history import transcripts

    skipped: list[str] = []
    if given:
        paths = []
        for path in given:
            if os.path.isfile(path):
                paths.append(os.path.abspath(path))
            else:
                skipped.append(f"{path}: not a file")
    else:
        paths = transcripts(store.root, env)
    if since:
        cutoff = time.mktime(time.strptime(since, "%Y-%m-%d"))
        paths = [p for p in paths if _mtime(p) >= cutoff]
    # oldest session first, as the hooks saw them: an entry's first sighting (its id, its first day) and
    # which of two equal fixes is the newer come out as they would have live
    return Plan(sorted(paths, key=lambda p: (_started(p), p)), skipped)


def _ended(path: str) -> bool:
    """A transcript nobody has written to for an hour belongs to a session that is over (a resumed session
    writes a new file): what it left open gets no fix."""
    return time.time() - _mtime(path) > ENDED_AFTER_S


def _started(path: str) -> str:
    """When a transcript began: the first timestamp in its first lines, else its file time (ISO, UTC)."""
    import re

    try:
        with open(path, "rb") as fh:
            head = fh.read(65536).decode("utf-8", "replace")
    except OSError:
        head = ""
    found = re.search(r'"timestamp"\s*:\s*"(\d{4}-\d\d-\d\dT[^"]*)"', head)
    if found:
        return found.group(1)
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(_mtime(path)))


def learn_history(
    store: Store,
    todo: Plan,
    today: str,
    dry_run: bool = False,
    progress: Callable[[str, Report], None] | None = None,
) -> tuple[Report, dict[str, Any]]:
    """Learn from every planned transcript; (what happened, the summary a person reads)."""
    report = Report()
    report.unreadable += todo.skipped
    if not dry_run:
        _learn_all(store, todo, today, report, progress)
        if report.files:
            store.save_last_learned(report.created)
        return report, summary(store, report, today)
    with tempfile.TemporaryDirectory(prefix="reflexion-dry-") as scratch:
        copy = _copy(store, scratch)
        _learn_all(copy, todo, today, report, progress)
        return report, summary(copy, report, today)


def _learn_all(
    store: Store, todo: Plan, today: str, report: Report, progress: Callable[[str, Report], None] | None
) -> None:
    import orjson  # a bulk read: worth its import (~2x the C scanner on transcript lines)

    from reflexion.commands.promote import regenerate_later
    from reflexion.store import StoreError

    store.rules_later = False  # a rule that every session bumps: written once (red team 3: 571 rewrites)
    try:
        for path in todo.paths:
            try:
                learn_transcript(store, path, today, report, ended=_ended(path), fast=orjson.loads)
            except StoreError as exc:  # this transcript's state cannot be kept: the others still can
                report.unreadable.append(f"{path}: {exc}")
            except Exception as exc:  # a defect of ours on one transcript (its run undone): learn the rest
                store.log("error", f"learning {path} failed: {type(exc).__name__}: {exc}")
                report.unreadable.append(f"{path}: could not be learned ({type(exc).__name__}: {exc})")
            if progress is not None:
                progress(path, report)
    finally:
        regenerate_later(store)


def _copy(store: Store, scratch: str) -> Store:
    """A scratch copy of the store (and of CLAUDE.md, which promotion writes) to learn into."""
    from reflexion.store import Store

    root = os.path.join(scratch, "project")
    os.makedirs(root)
    if os.path.isdir(store.path):
        shutil.copytree(store.path, os.path.join(root, ".reflexion"), symlinks=True)
    claude_md = store.claude_md_path()
    if os.path.isfile(claude_md) and not os.path.islink(claude_md):
        shutil.copy(claude_md, os.path.join(root, "CLAUDE.md"))
    return Store(root)


def summary(store: Store, report: Report, today: str) -> dict[str, Any]:
    """What a person wants to read after a run: what is new, what was fixed, what is about to be a rule."""
    from reflexion import rules
    from reflexion.commands.promote import thresholds
    from reflexion.entry import short_id

    th = thresholds(store)
    touched = store.load_entries(report.touched)
    ready = [e for e in touched if rules.qualifies(e, th)]
    rules_now = [e for e in touched if e.get("promoted")]
    recurring = sorted(
        (e for e in touched if e.get("type") == "error"),
        key=lambda e: (-int(e.get("occurrences", 1)), str(e["id"])),
    )[:TOP]
    return {
        "files": report.files,
        "bytes": report.bytes,
        "lines": report.lines,
        "bad_lines": report.bad_lines,
        "unreadable": report.unreadable,
        "not_applied": report.skipped,
        "failures": dict(sorted(report.triage.items())),
        "new_entries": dict(sorted(report.new.items())),
        "sightings_counted": report.bumped + sum(report.new.values()),
        "fixes_learned": report.fixes,
        "bypasses_not_learned": report.bypasses,
        "corrections": report.corrections,
        "rules": [{"id": e["id"], "rule": rules.rule_line(e)} for e in rules_now],
        "ready_to_promote": [e["id"] for e in ready],
        "recurring": [
            {
                "id": e["id"],
                "short": short_id(e["id"]),
                "seen": e.get("occurrences", 1),
                "trigger": e["trigger"],
            }
            for e in recurring
        ],
    }


def render(data: dict[str, Any], dry_run: bool, where: str) -> str:
    """The summary as text for a terminal or a pipe."""
    from reflexion.text import clip, one_line

    mb = data["bytes"] / 1e6
    head = "would learn" if dry_run else "learned"
    lines = [f"reflexion {head} from {data['files']} transcript(s), {mb:.1f} MB, in {where}"]
    if data["bad_lines"]:
        lines.append(f"  {data['bad_lines']} line(s) could not be read and were skipped")
    for problem in data["unreadable"]:
        lines.append(f"  skipped {problem}")
    for problem in data["not_applied"]:
        lines.append(f"  not learned: {problem}")
    failures = data["failures"]
    if failures:
        named = {"unfixed-task": "unfinished task"}  # work a session left undone: no entry, like a probe
        parts = ", ".join(f"{n} {named.get(k, k)}" for k, n in failures.items())
        lines.append(f"failures seen: {parts}")
    new = data["new_entries"]
    made = ", ".join(f"{n} {k}" for k, n in new.items()) or "none"
    lines.append(
        f"new entries: {made}; fixes learned: {data['fixes_learned']}; corrections: {data['corrections']}"
    )
    if data["bypasses_not_learned"]:
        lines.append(f"bypasses seen and not taught as fixes: {data['bypasses_not_learned']}")
    if data["rules"]:
        lines.append("rules in CLAUDE.md:")
        lines += [f"  {r['rule']}" for r in data["rules"]]
    if data["ready_to_promote"]:
        lines.append(f"ready to become rules: {', '.join(data['ready_to_promote'])} (reflexion promote)")
    if data["recurring"]:
        lines.append("most frequent failures:")
        lines += [
            f"  {r['short']}  {r['seen']}x  {clip(one_line(r['trigger']), 90)}" for r in data["recurring"]
        ]
    if dry_run:
        lines.append("dry run: nothing was written. Run `reflexion learn` to keep it.")
    elif new or data["fixes_learned"]:
        lines.append("review: reflexion list --new · reflexion show <ID> · reflexion forget <ID>")
    return "\n".join(lines)


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def _mtime(path: str) -> float:
    try:
        return os.path.getmtime(path)
    except OSError:
        return 0.0
