"""The status dashboard drawn with rich from status.collect()'s facts: panels on a terminal, else plain text.

Plain mode (NO_COLOR, piped, redirected) draws no boxes, so the output pastes cleanly into an issue; lines
never end in spaces and never exceed the width (80 columns when there is no terminal). Below 80 columns the
progress bars give way, so the triggers keep room to be read; IDs are shown short (`daa7c561`), as
`reflexion show` accepts them.
"""

from __future__ import annotations

import sys
import textwrap

from rich.console import Console, Group
from rich.panel import Panel
from rich.text import Text

from reflexion.entry import short_id
from reflexion.text import safe_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TextIO

MAX_WIDTH = 160  # enough for a whole 120-character trigger beside its columns; longer lines read badly
NARROW = 80  # below this, bars give way to numbers
BAR = 20  # cells of a share or capacity bar


class Glyphs:
    """The characters the drawing uses; plain ASCII when the output cannot encode the nicer ones."""

    def __init__(self, unicode: bool) -> None:
        self.full, self.empty = ("█", "░") if unicode else ("#", ".")
        self.yes, self.no = ("✓", "✗") if unicode else ("y", "n")
        self.spark = " ▁▂▃▄▅▆▇█" if unicode else " .:-=+*%#"
        self.zero = "·" if unicode else "_"
        self.dot, self.arrow = (" · ", " → ") if unicode else (" | ", " to ")
        self.info = "·" if unicode else "-"


class Layout:
    """What each section draws with: the glyphs, the room inside a section, and whether bars fit."""

    def __init__(self, glyphs: Glyphs, width: int, inner: int) -> None:
        self.g, self.width, self.inner = glyphs, width, inner
        self.bars = width >= NARROW


def render(facts: dict[str, Any], *, no_color: bool, file: TextIO | None = None) -> None:
    """Print the dashboard for `facts` to `file` (stdout by default)."""
    console = Console(file=file or sys.stdout, no_color=no_color, highlight=False, emoji=False)
    plain = no_color or not console.is_terminal
    width = min(console.width, MAX_WIDTH)
    g = Glyphs(console.encoding.replace("-", "").startswith("utf"))
    at = Layout(g, width, width - (2 if plain else 4))  # plain: two-space indent; panel: borders and padding
    if facts["first_run"]:
        sections = [("Welcome", first_run(facts, at))]
    else:
        sections = [
            ("Entries", entries(facts, at)),
            (f"Learned recently (last {facts['recent']['days']} days)", recent(facts, at)),
            (f"Promotion candidates (seen {_need(facts)})", candidates(facts, at)),
            ("Hottest unresolved", hottest(facts, at)),
            (f"Rules in {facts['rules']['path']}", rules_block(facts, at)),
            (_activity_title(facts, g), activity(facts, at)),
            ("Entries by tool", focus(facts, at)),
            ("Store health", health(facts, at)),
            (f"Hook health (last {facts['hooks']['days']} days)", hooks(facts, at)),
        ]
    if facts["user_store"]["exists"]:  # recall reads it after the project's store
        where = len(sections) - 2 if len(sections) > 2 else len(sections)
        sections.insert(where, ("About this machine and you (user-level store)", user_store(facts, at)))
    if plain:
        with console.capture() as captured:
            _draw_plain(console, _header(facts, g), sections, width)
        # a legacy code page cannot encode every character of a hand-written trigger: never crash on one
        encoding = console.encoding
        text = captured.get().encode(encoding, errors="replace").decode(encoding, errors="replace")
        console.file.write(text)
        console.file.flush()
        return
    for line in _header(facts, g):
        console.print(line, no_wrap=True, overflow="ellipsis", crop=True)
    console.print()
    for title, lines in sections:
        body = Group(*lines) if lines else Text("none", style="dim")
        console.print(
            Panel(body, title=Text(title, style="bold"), title_align="left", width=width, padding=(0, 1))
        )


def _draw_plain(
    console: Console, header: list[Text], sections: list[tuple[str, list[Text]]], width: int
) -> None:
    """Headings as `-- Title ----`, bodies indented by two spaces: pastes cleanly into an issue."""
    for line in header:
        console.print(line, no_wrap=True, overflow="ellipsis", crop=True)
    for title, lines in sections:
        console.print()
        console.print(Text(f"-- {title} ".ljust(width, "-")[:width], style="bold"))
        for line in lines:
            console.print(Text("  ") + line if line else line, no_wrap=True, overflow="ellipsis", crop=True)


def _header(facts: dict[str, Any], g: Glyphs) -> list[Text]:
    count = facts["totals"]["entries"]
    title = g.dot.join(["reflexion status", facts["today"], f"{count} entr{'y' if count == 1 else 'ies'}"])
    store = facts["store"]
    where = f"project {store['root']}"
    if store["path"] != ".reflexion":
        where += f"{g.dot}store {store['path']}"
    if not store["exists"]:
        where += " (no store yet)"
    return [Text(title, style="bold"), Text(where, style="dim")]


def _need(facts: dict[str, Any]) -> str:
    th = facts["thresholds"]
    return f"{th['min_occurrences']}x on {th['min_days']} days, with a fix"


def _activity_title(facts: dict[str, Any], g: Glyphs) -> str:
    act = facts["activity"]
    return f"Activity, last {act['days']} days ({act['start']}{g.arrow}{act['end']})"


def _ago(days: int | None) -> str:
    if days is None or days < 0:  # a clock set back, or a pinned REFLEXION_TODAY: no age to tell
        return "at an unknown time" if days is None else "on a later day"
    if days == 0:
        return "today"
    return "yesterday" if days == 1 else f"{days} days ago"


def _days_between(day: str, today: str) -> int | None:
    from datetime import date

    try:
        return date.fromisoformat(today).toordinal() - date.fromisoformat(day[:10]).toordinal()
    except ValueError:
        return None


def _flow(parts: list[str], width: int, sep: str) -> list[Text]:
    """Parts joined by `sep`, wrapped between parts (never inside one) to fit `width`."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + len(sep) + len(part) <= width:
            lines[-1] += sep + part
        else:
            lines.append(part)
    return [Text(line) for line in lines]


def _say(text: str, width: int, style: str = "dim") -> list[Text]:
    """A sentence wrapped to the width (a hint must be read whole, not cut off)."""
    return [Text(line, style=style) for line in textwrap.wrap(text, max(20, width))]


def _bar(have: float, need: float, cells: int, g: Glyphs, style: str = "") -> Text:
    """`have` out of `need` in `cells` cells; green once met, yellow on the way (unless `style` says)."""
    filled = cells if need <= 0 else round(min(have / need, 1.0) * cells)
    style = style or ("green" if have >= need else "yellow")
    return Text.assemble((g.full * filled, style), (g.empty * (cells - filled), "dim"))


def _grid(rows: list[list[Text]], width: int, right: frozenset[int] = frozenset()) -> list[Text]:
    """Columns two spaces apart; the last one takes the room left and is clipped to fit."""
    if not rows:
        return []
    widths = [max(row[i].cell_len for row in rows) for i in range(len(rows[0]) - 1)]
    room = max(8, width - sum(widths) - 2 * len(widths))
    lines = []
    for row in rows:
        line = Text()
        for i, cell in enumerate(row[:-1]):
            pad = " " * (widths[i] - cell.cell_len)
            line.append_text(Text(pad) + cell if i in right else cell + Text(pad))
            line.append("  ")
        last = row[-1].copy()
        last.truncate(room, overflow="ellipsis")
        line.append_text(last)
        line.rstrip()
        lines.append(line)
    return lines


def _head(*names: str) -> list[Text]:
    return [Text(name, style="dim") for name in names]


def _id(row: dict[str, Any]) -> Text:
    return Text(row.get("short_id") or row["id"], style="cyan")


def _share_rows(items: list[tuple[str, int]], total: int, at: Layout) -> list[list[Text]]:
    cells = BAR if at.bars else 10
    rows = []
    for name, n in items:
        share = Text(f"{round(100 * n / (total or 1))}%")
        rows.append([Text(name), Text(str(n)), _bar(n, total, cells, at.g, "cyan"), share])
    return rows


def entries(facts: dict[str, Any], at: Layout) -> list[Text]:
    t = facts["totals"]
    lines = _grid(_share_rows(list(t["by_type"].items()), t["entries"], at), at.inner, frozenset({1, 3}))
    summary = [
        f"{t['resolved']} resolved",
        f"{t['unresolved']} unresolved",
        f"{t['promoted']} promoted",
        f"{t['needs_review']} flagged for review",
        f"{t['occurrences']} occurrences",
    ]
    if t.get("held_locally"):  # seen once with no fix: kept out of entries/ until it recurs (hold.py)
        summary.append(f"{t['held_locally']} held locally until seen again or fixed")
    return [*lines, *_flow(summary, at.inner, at.g.dot)]


def recent(facts: dict[str, Any], at: Layout) -> list[Text]:
    r, t, k = facts["recent"], facts["totals"], facts["hooks"]
    counts = [
        f"today: {r['new_today']} new, {r['fixed_today']} fixed",
        f"last {r['days']} days: {r['new']} new, {r['fixed']} fixed",
    ]
    lines = _flow(counts, at.inner, at.g.dot)
    rows = [_head("ID", "WHAT", "DAY", "TRIGGER")]
    for row in r["latest"]:
        day = row["day"] if at.bars else row["day"][5:]
        style = "green" if "fixed" in row["event"] else ""
        rows.append([_id(row), Text(row["event"], style=style), Text(day), Text(safe_line(row["trigger"]))])
    if len(rows) > 1:
        lines += _grid(rows, at.inner)
    told = k["outcomes"].get("hit", 0)
    times = t["confirmed"]
    trust = [
        f"fixes recalled on prompts: {told}x in {k['days']} days",
        f"confirmed working: {times}x on {_count(t['confirmed_entries'], 'entry')}"
        if times
        else "no fix confirmed yet",
        f"failed: {t['needs_review']}",
    ]
    lines += _flow(trust, at.inner, at.g.dot)
    if not times:
        lines += _say("(the agent confirms a reused fix with `reflexion verify ID --worked`)", at.inner)
    return lines


def candidates(facts: dict[str, Any], at: Layout) -> list[Text]:
    g = at.g
    rows = [_head("ID", "SEEN", "DAYS", "FIX", "TRIGGER")]
    unseen = False
    for c in facts["candidates"]:
        occ, days = c["occurrences"], c["days"]
        tag = {"ready": ("ready: ", "bold green"), "waiting-for-room": ("waiting for room: ", "yellow")}
        trigger = Text.assemble(tag.get(c["state"], ("", "")), safe_line(c["trigger"]))
        seen = Text(f"{occ['have']}/{occ['need']}", style="green" if occ["have"] >= occ["need"] else "")
        on = Text(f"{days['have']}/{days['need']}", style="green" if days["have"] >= days["need"] else "")
        if at.bars:
            seen = _bar(occ["have"], occ["need"], min(occ["need"], 5), g) + " " + seen
            on = _bar(days["have"], days["need"], min(days["need"], 5), g) + " " + on
        if not c["resolved"]:
            fix = Text(g.no, style="red")
        elif c["fix_seen_to_work"]:
            fix = Text(g.yes, style="green")
        else:  # learned, but a rule needs it seen to work: told as what worked, never yet a rule
            fix = Text("?", style="yellow")
            unseen = True
        rows.append([_id(c), seen, on, fix, trigger])
    if len(rows) == 1:
        return [Text("none yet: an entry qualifies once it recurs and its fix is known", style="dim")]
    note = (
        "? a learned fix not yet seen to work: a rule needs a rerun that succeeded, or"
        " `reflexion verify ID --worked`"
    )
    return _grid(rows, at.inner) + (_say(note, at.inner) if unseen else [])


def hottest(facts: dict[str, Any], at: Layout) -> list[Text]:
    rows = [_head("ID", "SEEN", "LAST SEEN" if at.bars else "LAST", "TRIGGER")]
    for h in facts["hottest"]:
        flag = ("! " if h["needs_review"] else "", "bold red")
        last = h["last_seen"] if at.bars else h["last_seen"][5:]
        rows.append(
            [_id(h), Text(f"{h['occurrences']}x"), Text(last), Text.assemble(flag, safe_line(h["trigger"]))]
        )
    if len(rows) == 1:
        return [Text("none: every entry has a fix", style="dim")]
    lines = _grid(rows, at.inner, frozenset({1}))
    if any(h["needs_review"] for h in facts["hottest"]):
        lines += _say("! = its recorded fix did not work: record a better one", at.inner)
    return lines


def _spark(values: list[int], g: Glyphs) -> Text:
    top = max(values) or 1
    levels = len(g.spark) - 1
    chars = [g.spark[max(1, round(v / top * levels))] if v else g.zero for v in values]
    return Text("".join(chars), style="cyan")


def activity(facts: dict[str, Any], at: Layout) -> list[Text]:
    act = facts["activity"]
    series = [
        ("captures", act["captures"]),
        ("recalls", act["recalls"]),
        ("entries seen", act["entries_seen"]),
    ]
    rows = [[Text(name), _spark(values, at.g), Text(f"{sum(values)} total")] for name, values in series]
    return _grid(rows, at.inner)


def focus(facts: dict[str, Any], at: Layout) -> list[Text]:
    items = [(f["name"], f["entries"]) for f in facts["focus"]]
    if not items:
        return [Text("nothing yet", style="dim")]
    return _grid(_share_rows(items, facts["totals"]["entries"], at), at.inner, frozenset({1, 3}))


def _ids(ids: list[str], limit: int = 3) -> str:
    more = f" (+{len(ids) - limit} more)" if len(ids) > limit else ""
    return ", ".join(ids[:limit]) + more


def rules_block(facts: dict[str, Any], at: Layout) -> list[Text]:
    r = facts["rules"]
    if r["error"]:
        return [Text(safe_line(r["error"]), style="red")]
    usage = f"{r['count']}/{r['cap']} rules, {r['free']} free"
    lines = [Text.assemble(_bar(r["count"], r["cap"], BAR if at.bars else 10, at.g, "cyan"), "  ", usage)]
    if not r["present"]:
        lines += _say("no rules block yet: `reflexion promote` writes one when an entry qualifies", at.inner)
    lines += _grid([[_id(rule), Text(safe_line(rule["text"]))] for rule in r["lines"]], at.inner)
    if r["note"]:
        lines += _say("+ a note telling the agent how to record and confirm fixes (not a rule)", at.inner)
    if r["told_at_start"]:
        lines += _say("told as each session starts (your standing rules and preferences):", at.inner)
        lines += _grid([[_id(said), Text(safe_line(said["text"]))] for said in r["told_at_start"]], at.inner)
    notes = [
        ("ready to promote (run `reflexion promote`):", r["ready"], "green"),
        (
            f"waiting for room (block full; raise max_rules above {r['cap']}):",
            r["waiting_for_room"],
            "yellow",
        ),
        ("promoted but not in the block (run `reflexion promote`):", r["not_in_block"], "yellow"),
    ]
    for label, ids, style in notes:
        if ids:
            lines += _say(label, at.inner, style)
            lines.append(Text(f"  {_ids([short_id(i) for i in ids])}", style="cyan"))
    return lines


def health(facts: dict[str, Any], at: Layout) -> list[Text]:
    g, h = at.g, facts["health"]
    ok, bad = (g.yes, "green"), (g.no, "red")
    stale = "out of date: rebuilt on next use (or `reflexion reindex`)"
    lines = [
        Text.assemble(ok if not h["unreadable"] else bad, f" {_count(h['unreadable'], 'unreadable entry')}"),
        Text.assemble(ok, " index fresh") if h["index_fresh"] else Text(f"{g.info} index {stale}"),
    ]
    lines += [Text(f"  {safe_line(p)}", style="red") for p in h["problems"]]
    if h["config_problem"]:
        lines.append(Text.assemble(bad, f" {safe_line(h['config_problem'])}"))
    return lines + _log_errors(facts, at)


def user_store(facts: dict[str, Any], at: Layout) -> list[Text]:
    u = facts["user_store"]
    said = f"{_count(u['entries'], 'entry')}, {u['resolved']} with a fix, in {u['path']}"
    return (
        [*_say(said, at.inner, ""), *_say(f"latest: {_ids(u['latest'])}", at.inner)]
        if u["latest"]
        else _say(said, at.inner, "")
    )


def _log_errors(facts: dict[str, Any], at: Layout) -> list[Text]:
    """Errors of the last days are a problem (red, each with its age); older ones are history (dim)."""
    g, h = at.g, facts["health"]
    log = f"{facts['store']['path']}/local/reflexion.log"
    days = facts["recent"]["days"]
    if not h["log_errors"]:
        return [Text.assemble((g.yes, "green"), " no errors in the log")]
    if not h["log_errors_recent"]:
        last = _ago(h["log_error_days_ago"][-1])
        return [
            Text.assemble((g.yes, "green"), f" no errors in the last {days} days"),
            *_say(f"(the last one was {last}: see {log})", at.inner),
        ]
    lines = [Text.assemble((g.no, "red"), f" errors in the last {days} days, newest last ({log}):")]
    for line, ago in zip(h["log_errors"], h["log_error_days_ago"], strict=True):
        recent = ago is not None and 0 <= ago < days
        message = line.split(" ", 2)[-1] if line[:4].isdigit() else line
        lines.append(Text(f"  {_ago(ago)}: {safe_line(message)}", style="red" if recent else "dim"))
    return lines


def _count(n: int, noun: str) -> str:
    plural = noun[:-1] + "ies" if noun.endswith("y") else noun + "s"
    return f"{n} {noun if n == 1 else plural}"


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:g} ms"


def _last_run(facts: dict[str, Any]) -> Text:
    last = facts["hooks"]["last_run"]
    if not last:
        return Text("no hook has run here yet", style="dim")
    days, clock = _days_between(last["at"], facts["today"]), last["at"][11:16]
    when = (
        f"{_ago(days)} at {clock} UTC" if days in (0, 1) else f"{last['at'][:10]} {clock} UTC ({_ago(days)})"
    )
    return Text(f"last run: {when}, {last['command']}: {last['outcome']}")


def hooks(facts: dict[str, Any], at: Layout) -> list[Text]:
    k, width = facts["hooks"], at.inner
    if not k["runs"]:
        return [
            Text(f"no hook runs recorded in the last {k['days']} days."),
            *([_last_run(facts)] if k["last_run"] else []),
            *_say("wire the hooks with `reflexion install`; check them with `reflexion doctor`", width, ""),
        ]
    parts = [_count(k["runs"], "run"), f"p50 {_ms(k['p50_ms'])}", f"p95 {_ms(k['p95_ms'])}"]
    rows = [
        [
            Text(name),
            Text(_count(t["runs"], "run")),
            Text(f"p50 {_ms(t['p50_ms'])}"),
            Text(f"p95 {_ms(t['p95_ms'])}"),
        ]
        for name, t in sorted(k["commands"].items())
    ]
    ranked = sorted(k["outcomes"].items(), key=lambda kv: (-kv[1], kv[0]))
    outcomes = textwrap.wrap(
        ", ".join(f"{name} {n}" for name, n in ranked), width - 10, break_long_words=False
    )
    errors = (_count(k["errors"], "error"), "red" if k["errors"] else "")
    return [
        Text.assemble(at.g.dot.join(parts), at.g.dot, errors),
        _last_run(facts),
        *_grid(rows, width, frozenset({1})),
        *(Text(f"{'outcomes:' if i == 0 else '':<9} {part}", style="dim") for i, part in enumerate(outcomes)),
    ]


def first_run(facts: dict[str, Any], at: Layout) -> list[Text]:
    entries_dir = f"{facts['store']['path']}/entries/"
    runs, days = facts["hooks"]["runs"], facts["hooks"]["days"]
    work = (
        f'Work as usual: a failed Bash command or a "no, use pnpm" becomes an entry in {entries_dir}, '
        "recalled on later prompts. Check the wiring with `reflexion doctor`; come back here with "
        "`reflexion status`."
    )
    if runs or facts["rules"]["note"]:  # install wrote its note: the hooks are wired, nothing learned yet
        said = f"the hooks ran {runs} times in the last {days} days" if runs else "no hook has run yet"
        text = f"No entries yet. reflexion is installed in this project ({said}). {work}"
        return [Text(line) for line in textwrap.wrap(text, max(40, at.inner))]
    text = (
        "No entries yet. reflexion learns from failed commands and from your corrections once Claude "
        "Code runs its hooks. To wire them, run"
    )
    lines = [Text(line) for line in textwrap.wrap(text, max(40, at.inner))]
    lines += [
        Text(""),
        Text.assemble("  ", ("reflexion install", "bold"), "   (adds them to .claude/settings.local.json)"),
        Text(""),
    ]
    rest = 'or paste the "hooks" block of hooks.example.json into .claude/settings.json. Then w' + work[1:]
    return lines + [Text(line) for line in textwrap.wrap(rest, max(40, at.inner))]
