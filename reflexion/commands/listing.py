"""list: one line per entry for people, or one JSON object per line for scripts.

A line: ID, type, occurrences, last seen, flags, trigger (clipped to fit 80 columns). Flags, in order:
R resolved (a fix is known and not in doubt), P promoted (a rule stands in CLAUDE.md), ! needs review
(its fix did not work); `-` where one does not apply.
"""

from __future__ import annotations

import sys

from reflexion import entry as entries_format
from reflexion import jsonio
from reflexion.text import clip, one_line, strip_ansi

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store

    Entry = dict[str, Any]

WIDTH = 80
SORTS = ("recent", "occurrences")
MIN_TRIGGER = 20  # a very long ID still leaves this much of the trigger


def list_command(
    store: Store,
    *,
    kind: str = "",
    unresolved: bool = False,
    promoted: bool = False,
    sort: str = "recent",
    as_json: bool = False,
    width: int = WIDTH,
) -> int:
    """Print the entries that pass the filters; 0, or 2 for an unknown --type or --sort."""
    if kind and kind not in entries_format.TYPES:
        return _usage(f"--type must be one of {', '.join(entries_format.TYPES)}, not {kind!r}")
    if sort not in SORTS:
        return _usage(f"--sort must be one of {', '.join(SORTS)}, not {sort!r}")
    problems: list[str] = []
    entries = list(store.iter_entries(problems))
    shown = sorted(select(entries, kind, unresolved=unresolved, promoted=promoted), key=SORT_KEYS[sort])
    lines = [jsonio.dumps(item) for item in shown] if as_json else table(shown, width)
    _write("".join(f"{text}\n" for text in lines))
    if not shown:
        hint = empty_hint(len(entries), kind=kind, unresolved=unresolved, promoted=promoted)
        print(hint, file=sys.stderr if as_json else sys.stdout)
    if problems:
        print(
            f"reflexion: {len(problems)} unreadable entries skipped (see `reflexion status`)", file=sys.stderr
        )
    return 0


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


def table(entries: list[Entry], width: int = WIDTH) -> list[str]:
    """`ID type Nx last_seen flags trigger` per entry, columns aligned, each line at most `width` long."""
    id_w = max((len(e["id"]) for e in entries), default=0)
    type_w = max((len(e["type"]) for e in entries), default=0)
    count_w = max((len(str(e["occurrences"])) for e in entries), default=0) + 1
    lines = []
    for item in entries:
        count, kind = f"{item['occurrences']}x", item["type"]
        head = f"{item['id']:<{id_w}} {kind:<{type_w}} {count:>{count_w}} {item['last_seen']} {flags(item)}"
        trigger = "".join(c for c in one_line(strip_ansi(item["trigger"])) if c.isprintable())
        lines.append(f"{head} {clip(trigger, max(MIN_TRIGGER, width - len(head) - 1))}")
    return lines


def empty_hint(total: int, *, kind: str, unresolved: bool, promoted: bool) -> str:
    if not total:
        return (
            "No entries yet: failures and corrections are recorded once the hooks run (`reflexion install`)."
        )
    used = [
        opt for opt, on in (("--type", kind), ("--unresolved", unresolved), ("--promoted", promoted)) if on
    ]
    return f"No entries match ({total} in the store); drop {'/'.join(used)} to see them."


def _usage(message: str) -> int:
    print(f"reflexion: {message}", file=sys.stderr)
    return 2


def _write(text: str) -> None:
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # `reflexion list | head`
        from reflexion.commands.status import closed_stdout

        closed_stdout()
