"""list: one line per entry for people, or one JSON object per line for scripts.

A header, then per entry: short ID, type, occurrences, last seen, flags, trigger; a legend closes it. Lines
fit the terminal's width (COLUMNS when set); piped elsewhere, triggers are not clipped, so `grep` sees them
whole. Flags, in order: R resolved (a fix is known and not in doubt), P promoted (a rule stands in
CLAUDE.md), ! needs review (its fix did not work); `-` where one does not apply.
"""

from __future__ import annotations

import os
import sys
import textwrap

from reflexion import entry as entries_format
from reflexion import jsonio
from reflexion.text import clip, safe_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store

    Entry = dict[str, Any]

MIN_TRIGGER = 20  # a very long ID still leaves this much of the trigger
NARROW = 80
HEADER = ("ID", "TYPE", "SEEN", "LAST SEEN", "FLAGS", "TRIGGER")
LEGEND = "flags: R resolved, P promoted (a rule in CLAUDE.md), ! its fix failed"


def list_command(
    store: Store,
    *,
    kind: str = "",
    unresolved: bool = False,
    promoted: bool = False,
    new: bool = False,
    held: bool = False,
    sort: str = "recent",
    as_json: bool = False,
    width: int | None = None,
) -> int:
    """Print the entries that pass the filters (`kind` and `sort` are validated by the CLI); 0. `held`:
    `store` is the clone's local state, and only what the hold (hold.py) keeps there is listed (not the work
    in progress nor the moment's trouble)."""
    problems: list[str] = []
    entries = list(store.iter_entries(problems)) if store.exists() else []
    if held:
        from reflexion.commands.hold import was_held

        entries = [e for e in entries if was_held(e)]
    shown = sorted(select(entries, kind, unresolved=unresolved, promoted=promoted), key=SORT_KEYS[sort])
    if new:
        last = set(store.load_last_learned())
        shown = [item for item in shown if item["id"] in last]
    if as_json:
        lines = [jsonio.printable(jsonio.dumps(item)) for item in shown]
    elif shown:
        room = width if width is not None else terminal_width()
        where = (
            f"{len(shown)} of {len(entries)} entries" if len(shown) < len(entries) else _count(len(entries))
        )
        legend = textwrap.wrap(LEGEND, room, subsequent_indent=" " * 7) if room else [LEGEND]
        lines = [*table(shown, room), f"{where} in {store.path}", *legend]
    else:
        lines = []
    _write("".join(f"{text}\n" for text in lines))
    if not shown and held and not entries:
        print("no failure is held in this clone's local state", file=sys.stderr if as_json else sys.stdout)
    elif not shown:
        hint = empty_hint(len(entries), kind=kind, unresolved=unresolved, promoted=promoted, where=store.path)
        print(hint, file=sys.stderr if as_json else sys.stdout)
    if problems:
        print(
            f"reflexion: {len(problems)} unreadable entries skipped (see `reflexion status`)", file=sys.stderr
        )
    return 0


def terminal_width() -> int | None:
    """COLUMNS when set, else the terminal's width; None (no clipping) when stdout is not a terminal."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    try:
        return os.get_terminal_size(sys.stdout.fileno()).columns if sys.stdout.isatty() else None
    except (OSError, ValueError, AttributeError):
        return None


def _count(n: int) -> str:
    return f"{n} entr{'y' if n == 1 else 'ies'}"


def provenance(item: Entry) -> list[str]:
    """Where an entry was learned, in words a person can check against the transcripts: the sessions and
    tool calls of its first sightings, and those its fix came from."""
    evidence = entries_format.evidence(item)
    lines = []
    for seen in evidence.get("seen", [])[:3]:
        if isinstance(seen, dict):
            call = f", call {seen['call']}" if seen.get("call") else ""
            lines.append(f"seen on {seen.get('day', '?')} in session {seen.get('session', '?')}{call}")
    fix = evidence.get("fix")
    if isinstance(fix, dict):
        how = "verified: the failed command succeeded after it" if fix.get("verified") else "not verified yet"
        handed = fix.get("kind") == entries_format.HANDOVER
        said = "the agent's words, handing it over" if handed else "the user's words"
        calls = ", ".join(str(c) for c in fix.get("calls", [])[:4]) or said
        lines.append(f"fix ({fix.get('kind', '?')}, {how}) from session {fix.get('session', '?')}: {calls}")
    elif item.get("resolution"):
        lines.append(f"fix given by {'a person' if item.get('resolution_source') != 'auto' else 'reflexion'}")
    bypass = evidence.get("bypass")
    if isinstance(bypass, dict):
        lines.append(f"a bypass was seen and not taught as the fix: {bypass.get('command')}")
    if item.get("triage") and item["triage"] != "lesson":
        lines.append(f"triage: {item['triage']}")
    return lines


def select(entries: list[Entry], kind: str, *, unresolved: bool, promoted: bool) -> list[Entry]:
    return [
        item
        for item in entries
        if (not kind or item["type"] == kind)
        and not (unresolved and entries_format.is_resolved(item))
        and not (promoted and item["promoted"] is not True)
    ]


def _day_number(day: str) -> int:
    digits = day.replace("-", "")
    return int(digits) if digits.isdigit() else 0


SORT_KEYS = {
    "recent": lambda e: (-_day_number(e["last_seen"]), -e["occurrences"], e["id"]),
    "occurrences": lambda e: (-e["occurrences"], -_day_number(e["last_seen"]), e["id"]),
}


def flags(item: Entry) -> str:
    return "".join(
        mark if on else "-"
        for mark, on in (
            ("R", entries_format.is_resolved(item)),
            ("P", item["promoted"] is True),
            ("!", bool(item.get("needs_review"))),
        )
    )


def table(entries: list[Entry], width: int | None = None) -> list[str]:
    """A header, then `ID type Nx last_seen flags trigger` per entry, columns aligned; each line at most
    `width` long (None: triggers whole)."""
    shorts = entries_format.short_ids(e["id"] for e in entries)
    narrow = width is not None and width < NARROW  # the year gives way before the trigger does
    rows = [
        (
            shorts[e["id"]],
            e["type"],
            f"{e['occurrences']}x",
            e["last_seen"][5 if narrow else 0 :],
            flags(e),
            _trigger(e),
        )
        for e in entries
    ]
    widths = [max(len(row[i]) for row in [HEADER, *rows]) for i in range(len(HEADER) - 1)]
    widths[3] = 5 if narrow else widths[3]
    lines = []
    header = (*HEADER[:3], "LAST" if narrow else HEADER[3], *HEADER[4:])
    for row in [header, *rows]:
        cells = [
            cell.rjust(w) if i == 2 else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row[:-1], widths, strict=True))
        ]
        head = " ".join(cells)
        trigger = row[-1] if width is None else clip(row[-1], max(MIN_TRIGGER, width - len(head) - 1))
        lines.append(f"{head} {trigger}".rstrip())
    return lines


def _trigger(item: Entry) -> str:
    return safe_line(item["trigger"])


def empty_hint(total: int, *, kind: str, unresolved: bool, promoted: bool, where: str) -> str:
    if not total:
        return (
            f"No entries in {where} yet: failures and corrections are recorded once the hooks run "
            "(`reflexion install`)."
        )
    used = [
        opt for opt, on in (("--type", kind), ("--unresolved", unresolved), ("--promoted", promoted)) if on
    ]
    return f"No entries match ({total} in the store); drop {'/'.join(used)} to see them."


def _write(text: str) -> None:
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # `reflexion list | head`
        from reflexion.commands.status import closed_stdout

        closed_stdout()
