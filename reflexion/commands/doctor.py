"""doctor: prove the hooks work, and print the report — settings and wiring (doctor_wiring.py), a replay of
real events through the very command lines Claude Code runs (doctor_replay.py), store health, hook latency."""

from __future__ import annotations

import os
import sys
import time
from typing import NamedTuple

import typer

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.store import Store

RECENT_RUNS = 500
SLOW_MS = 2000.0


class Check(NamedTuple):
    """One line of the report: `ok`, `fail` (exit 1), `warn` or `info`, what was found, and the fix."""

    status: str
    text: str
    fix: str = ""


def doctor_command(store: Store, *, replay: bool = True) -> int:
    """Print the report; 1 when anything is wrong. `replay=False` skips the subprocess runs."""
    from reflexion.commands.doctor_wiring import chosen_commands, read_sources, start_check, wiring_checks

    files, wired = read_sources(store)
    env = {**os.environ, "CLAUDE_PROJECT_DIR": store.root}
    chosen = chosen_commands(wired)
    starts = {command: start_check(command, env) for command in dict.fromkeys(chosen.values())}
    sections = [
        ("Settings files", files),
        ("Wiring", wiring_checks(wired)),
        ("Commands", list(starts.values())),
    ]
    if replay:
        from reflexion.commands.doctor_replay import replay_checks

        runnable = {key: c for key, c in chosen.items() if starts[c].status != "fail"}
        sections.append(("Replay of real events through those commands", replay_checks(runnable)))
    sections += [("Store", store_checks(store)), ("Hook runs in this project", latency_checks(store))]
    typer.echo(f"reflexion doctor — project {store.root}\n")
    typer.echo(report(sections, marks()))
    return 1 if any(c.status == "fail" for _, checks in sections for c in checks) else 0


# ---------------------------------------------------------------------------------------------- store


def store_checks(store: Store) -> list[Check]:
    shown = store.relative(store.path)
    if not store.exists():
        if os.access(store.root, os.W_OK):
            return [
                Check("info", f"{shown} not created yet (the first failure creates it, or: reflexion init)")
            ]
        return [
            Check(
                "fail",
                f"{store.root} is not writable: reflexion cannot create its store there",
                "make the project writable, or set REFLEXION_DIR to a writable directory",
            )
        ]
    checks = []
    stuck = [d for d in (store.path, store.entries_dir, store.local) if not os.access(d, os.W_OK | os.X_OK)]
    if stuck:
        where = ", ".join(store.relative(d) for d in stuck)
        checks.append(
            Check(
                "fail",
                f"store not writable ({where}): hooks cannot record anything",
                f"make it writable again, e.g. chmod -R u+w {shown}",
            )
        )
    else:
        checks.append(Check("ok", f"{shown} is writable"))
    if store.index_fresh():
        checks.append(Check("ok", "index is fresh"))
    elif next(store.iter_entries(), None) is None:
        checks.append(Check("info", "no entries yet"))
    else:
        checks.append(
            Check(
                "warn",
                "index is missing or older than the entries (rebuilt on the next hook run)",
                "reflexion reindex",
            )
        )
    checks.append(_note_check(store))
    return checks


def _note_check(store: Store) -> Check:
    from reflexion.commands.promote import NOTE_MARK
    from reflexion.store import StoreError

    try:
        text = store.read_claude_md()
    except (StoreError, OSError) as exc:
        return Check("warn", f"CLAUDE.md unreadable: {exc}")
    md = store.relative(store.claude_md_path())
    if NOTE_MARK in text:
        return Check("ok", f"{md} tells the agent how to record a fix")
    return Check(
        "warn", f"{md} does not tell the agent how to record a fix (`reflexion resolve`)", "reflexion install"
    )


# ---------------------------------------------------------------------------------------------- latency


def latency_checks(store: Store, now: float | None = None) -> list[Check]:
    """p50/p95 per command over recent runs (store.record_hook writes `<epoch> <command> <outcome> <ms>`)."""
    from reflexion.commands.hooklog import parse_runs, percentile

    runs = parse_runs(store.read_hook_log()[-RECENT_RUNS:])
    if not runs:
        return [
            Check(
                "info",
                "no hook run recorded yet (expected right after install; after a Claude Code "
                "session here it means the hooks never ran)",
            )
        ]
    checks = []
    for command in dict.fromkeys(r[1] for r in runs):
        times = sorted(r[3] for r in runs if r[1] == command)
        p50, p95 = percentile(times, 50), percentile(times, 95)
        runs_ = "run" if len(times) == 1 else "runs"
        line = f"{command}: {len(times)} {runs_}, p50 {p50:.0f} ms, p95 {p95:.0f} ms"
        checks.append(
            Check("warn", line + " (slow: Claude Code waits for it)") if p95 > SLOW_MS else Check("ok", line)
        )
    ago = ((now or time.time()) - runs[-1][0]) / 60
    checks.append(
        Check("info", f"last run {ago:.0f} min ago" if ago < 120 else f"last run {ago / 60:.0f} h ago")
    )
    errors = [r for r in runs if r[2] == "error"]
    if errors:
        last = (store.read_log_tail(1) or ["(see the log)"])[-1]
        log = store.relative(os.path.join(store.local, "reflexion.log"))
        checks.append(
            Check(
                "warn",
                f"{len(errors)} of the last {len(runs)} hook runs failed; last error: {last}",
                f"details in {log}",
            )
        )
    return checks


# ---------------------------------------------------------------------------------------------- report


def marks() -> dict[str, str]:
    """✓/✗ in colour on a terminal; plain words when piped, under NO_COLOR, or on a console that can't."""
    stream = sys.stdout
    plain = {"ok": "ok", "fail": "FAIL", "warn": "warn", "info": "--"}
    if os.environ.get("NO_COLOR") or not stream.isatty():
        return plain
    try:
        "✓✗·".encode(stream.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return plain
    return {"ok": "\033[32m✓\033[0m", "fail": "\033[31m✗\033[0m", "warn": "\033[33m!\033[0m", "info": "·"}


def report(sections: list[tuple[str, list[Check]]], mark: dict[str, str]) -> str:
    width = max(len(m) for m in ("ok", "FAIL", "warn", "--")) if mark["ok"] == "ok" else 1
    lines = []
    for title, checks in sections:
        lines.append(title)
        for check in checks:
            lines.append(f"  {mark[check.status]:<{width}} {check.text}")
            if check.fix and check.status in ("fail", "warn"):
                lines.append(f"  {'':<{width}}   fix: {check.fix}")
        lines.append("")
    failed = sum(c.status == "fail" for _, checks in sections for c in checks)
    lines.append(f"{failed} problem{'s' if failed != 1 else ''} found." if failed else "All checks passed.")
    return "\n".join(lines)
