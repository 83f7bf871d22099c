"""The status dashboard drawn with rich from status.collect()'s facts: panels on a terminal, else plain text.

Plain mode (NO_COLOR, piped, redirected) draws no boxes, so the output pastes cleanly into an issue; lines
never end in spaces and never exceed the width (80 columns when there is no terminal).
"""

from __future__ import annotations

import sys
import textwrap

from rich.console import Console, Group
from rich.panel import Panel
from rich.text import Text

from reflexion.text import one_line, strip_ansi

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TextIO

MAX_WIDTH = 100  # wider dashboards are harder to read, not easier
BAR = 20  # cells of a share or capacity bar


class Glyphs:
    """The characters the drawing uses; plain ASCII when the output cannot encode the nicer ones."""

    def __init__(self, unicode: bool) -> None:
        self.full, self.empty = ("█", "░") if unicode else ("#", ".")
        self.yes, self.no = ("✓", "✗") if unicode else ("y", "n")
        self.spark = " ▁▂▃▄▅▆▇█" if unicode else " .:-=+*%#"
        self.zero = "·" if unicode else "_"
        self.dot, self.arrow = (" · ", " → ") if unicode else (" | ", " to ")


def render(facts: dict[str, Any], *, no_color: bool, file: TextIO | None = None) -> None:
    """Print the dashboard for `facts` to `file` (stdout by default)."""
    console = Console(file=file or sys.stdout, no_color=no_color, highlight=False, emoji=False)
    plain = no_color or not console.is_terminal
    width = min(console.width, MAX_WIDTH)
    g = Glyphs(console.encoding.replace("-", "").startswith("utf"))
    inner = width - (2 if plain else 4)  # plain: two-space indent; panel: borders and padding
    if facts["first_run"]:
        sections = [("Welcome", first_run(facts, g))]
    else:
        sections = [
            ("Entries", entries(facts, g, inner)),
            (f"Promotion candidates (seen {_need(facts)})", candidates(facts, g, inner)),
            ("Hottest unresolved", hottest(facts, inner)),
            (_activity_title(facts, g), activity(facts, g, inner)),
            ("Learning focus", focus(facts, g, inner)),
            (f"Rules in {facts['rules']['path']}", rules_block(facts, g, inner)),
            ("Store health", health(facts, g, inner)),
            (f"Hook health (last {facts['hooks']['days']} days)", hooks(facts, g, inner)),
        ]
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
    store = facts["store"]["path"] + ("" if facts["store"]["exists"] else " (not created yet)")
    return [Text(title, style="bold"), Text(f"store: {store}", style="dim")]


def _need(facts: dict[str, Any]) -> str:
    th = facts["thresholds"]
    return f"{th['min_occurrences']}x on {th['min_days']} days, with a fix"


def _activity_title(facts: dict[str, Any], g: Glyphs) -> str:
    act = facts["activity"]
    return f"Activity, last {act['days']} days ({act['start']}{g.arrow}{act['end']})"


def _safe(text: str) -> str:
    """One printable line: entries are hand-editable, so no escape sequence reaches the terminal."""
    return "".join(c for c in one_line(strip_ansi(text)) if c.isprintable())


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


def _share_rows(items: list[tuple[str, int]], total: int, g: Glyphs) -> list[list[Text]]:
    return [
        [Text(name), Text(str(n)), _bar(n, total, BAR, g, "cyan"), Text(f"{round(100 * n / (total or 1))}%")]
        for name, n in items
    ]


def entries(facts: dict[str, Any], g: Glyphs, width: int) -> list[Text]:
    t = facts["totals"]
    lines = _grid(_share_rows(list(t["by_type"].items()), t["entries"], g), width, frozenset({1, 3}))
    summary = [
        f"{t['resolved']} resolved",
        f"{t['unresolved']} unresolved",
        f"{t['promoted']} promoted",
        f"{t['needs_review']} flagged for review",
        f"{t['occurrences']} occurrences",
    ]
    return [*lines, Text(g.dot.join(summary))]


def candidates(facts: dict[str, Any], g: Glyphs, width: int) -> list[Text]:
    rows = [_head("ID", "SEEN", "DAYS", "FIX", "TRIGGER")]
    for c in facts["candidates"]:
        occ, days = c["occurrences"], c["days"]
        tag = {"ready": ("ready: ", "bold green"), "waiting-for-room": ("waiting for room: ", "yellow")}
        trigger = Text.assemble(tag.get(c["state"], ("", "")), _safe(c["trigger"]))
        rows.append([
            Text(c["id"], style="cyan"),
            _bar(occ["have"], occ["need"], min(occ["need"], 5), g) + f" {occ['have']}/{occ['need']}",
            _bar(days["have"], days["need"], min(days["need"], 5), g) + f" {days['have']}/{days['need']}",
            Text(g.yes, style="green") if c["resolved"] else Text(g.no, style="red"),
            trigger,
        ])  # fmt: skip
    if len(rows) == 1:
        return [Text("none yet: an entry qualifies once it recurs and its fix is known", style="dim")]
    return _grid(rows, width)


def hottest(facts: dict[str, Any], width: int) -> list[Text]:
    rows = [_head("ID", "SEEN", "LAST SEEN", "TRIGGER")]
    for h in facts["hottest"]:
        flag = ("! " if h["needs_review"] else "", "bold red")
        rows.append([Text(h["id"], style="cyan"), Text(f"{h['occurrences']}x"), Text(h["last_seen"]),
                     Text.assemble(flag, _safe(h["trigger"]))])  # fmt: skip
    if len(rows) == 1:
        return [Text("none: every entry has a fix", style="dim")]
    lines = _grid(rows, width, frozenset({1}))
    if any(h["needs_review"] for h in facts["hottest"]):
        lines.append(Text("! = its recorded fix did not work: record a better one", style="dim"))
    return lines


def _spark(values: list[int], g: Glyphs) -> Text:
    top = max(values) or 1
    levels = len(g.spark) - 1
    chars = [g.spark[max(1, round(v / top * levels))] if v else g.zero for v in values]
    return Text("".join(chars), style="cyan")


def activity(facts: dict[str, Any], g: Glyphs, width: int) -> list[Text]:
    act = facts["activity"]
    series = [
        ("captures", act["captures"]),
        ("recalls", act["recalls"]),
        ("entries seen", act["entries_seen"]),
    ]
    rows = [[Text(name), _spark(values, g), Text(f"{sum(values)} total")] for name, values in series]
    return _grid(rows, width)


def focus(facts: dict[str, Any], g: Glyphs, width: int) -> list[Text]:
    items = [(f["name"], f["entries"]) for f in facts["focus"]]
    if not items:
        return [Text("nothing yet", style="dim")]
    return _grid(_share_rows(items, facts["totals"]["entries"], g), width, frozenset({1, 3}))


def _ids(ids: list[str], limit: int = 3) -> str:
    more = f" (+{len(ids) - limit} more)" if len(ids) > limit else ""
    return ", ".join(ids[:limit]) + more


def rules_block(facts: dict[str, Any], g: Glyphs, width: int) -> list[Text]:
    r = facts["rules"]
    if r["error"]:
        return [Text(_safe(r["error"]), style="red")]
    usage = f"  {r['count']}/{r['cap']} rules, {r['free']} free"
    lines = [Text.assemble(_bar(r["count"], r["cap"], BAR, g, "cyan"), usage)]
    if not r["present"]:
        lines.append(
            Text("no rules block yet: `reflexion promote` writes one when an entry qualifies", style="dim")
        )
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
            lines.append(Text(label, style=style))
            lines.append(Text(f"  {_ids(ids)}", style="cyan"))
    return lines


def health(facts: dict[str, Any], g: Glyphs, width: int) -> list[Text]:
    h = facts["health"]
    ok, bad = (g.yes, "green"), (g.no, "red")
    stale = "stale: rebuilt on next use, or run `reflexion reindex`"
    lines = [
        Text.assemble(ok if not h["unreadable"] else bad, f" {_count(h['unreadable'], 'unreadable entry')}"),
        Text.assemble(ok, " index fresh")
        if h["index_fresh"]
        else Text.assemble((g.no, "yellow"), f" index {stale}"),
    ]
    lines += [Text(f"  {_safe(p)}", style="red") for p in h["problems"]]
    if h["config_problem"]:
        lines.append(Text.assemble(bad, f" {_safe(h['config_problem'])}"))
    if not h["log_errors"]:
        return [*lines, Text.assemble(ok, " no errors in the log")]
    lines.append(Text.assemble(bad, f" last errors in {facts['store']['path']}/local/reflexion.log:"))
    return lines + [Text(f"  {_safe(e)}", style="red") for e in h["log_errors"]]


def _count(n: int, noun: str) -> str:
    plural = noun[:-1] + "ies" if noun.endswith("y") else noun + "s"
    return f"{n} {noun if n == 1 else plural}"


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:g} ms"


def hooks(facts: dict[str, Any], g: Glyphs, width: int) -> list[Text]:
    k = facts["hooks"]
    if not k["runs"]:
        return [
            Text(f"no hook runs recorded in the last {k['days']} days."),
            Text("wire the hooks with `reflexion install`; check them with `reflexion doctor`"),
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
    return [
        Text.assemble(g.dot.join(parts), g.dot, (_count(k["errors"], "error"), "red" if k["errors"] else "")),
        *_grid(rows, width, frozenset({1})),
        *(Text(f"{'outcomes:' if i == 0 else '':<9} {part}", style="dim") for i, part in enumerate(outcomes)),
    ]


def first_run(facts: dict[str, Any], g: Glyphs) -> list[Text]:
    entries_dir = f"{facts['store']['path']}/entries/"
    lines = [
        Text("No entries yet. reflexion learns from failed commands and from your"),
        Text("corrections once Claude Code runs its hooks. To wire them, run"),
        Text(""),
        Text.assemble("  ", ("reflexion install", "bold"), "      (adds the hooks to .claude/settings.json)"),
        Text(""),
        Text('or paste the "hooks" block of hooks.example.json into .claude/settings.json.'),
        Text('Then work as usual: a failed Bash command or a "no, use pnpm" becomes an'),
        Text(f"entry in {entries_dir}, recalled on later prompts. Check the wiring"),
        Text("with `reflexion doctor`; come back here with `reflexion status`."),
    ]
    runs = facts["hooks"]["runs"]
    if runs:
        days = facts["hooks"]["days"]
        lines += [
            Text(""),
            Text(f"The hooks are wired: {runs} runs in the last {days} days, nothing learned yet."),
        ]
    return lines
