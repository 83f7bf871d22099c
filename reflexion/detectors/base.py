"""Pure: what a detector is, what it sees, and the small line helpers detectors share."""

from __future__ import annotations

from reflexion import regex
from reflexion.detectors.command import Command

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from functools import partial as partial
    from re import Pattern
else:  # functools imports collections and types (~2 ms of a hook); its partial is this very class
    from _functools import partial as partial

LINE_LIMIT = 2000  # a sane bound only: the caller redacts first, then clips lines to 240 and all to 500

# Plain classes, not dataclasses: importing `dataclasses` costs every hook run ~5 ms.


class Output:
    """A command's output as every detector sees it: cleaned text plus the command that made it."""

    __slots__ = ("_lines", "command", "exit_code", "success", "text")

    def __init__(self, text: str, command: Command, success: bool, exit_code: int | None = None) -> None:
        self.text = text
        self.command = command
        self.success = success  # PostToolUse: the exit code said 0, so only unmistakable failures count
        self.exit_code = exit_code
        self._lines: list[str] | None = None

    @property
    def lines(self) -> list[str]:
        if self._lines is None:
            self._lines = self.text.split("\n")
        return self._lines

    def has_tool(self, *tools: str) -> bool:
        return not self.command.tools.isdisjoint(tools)


if TYPE_CHECKING:
    Find = Callable[[Output], "str | None"]


class Detector:
    """One named rule: `find` returns the trigger (the meaningful error lines) or None.

    scope: the tools whose commands it applies to; None = any command.
    indirect: also applies when a wrapper (npm run, make, a script) may have run the tool.
    strict: trusted on output of a command that exited 0 (PostToolUse).
    own: an error of the data-viewing tool itself, valid even for grep/cat/jq/git log.
    needles: cheap substring guard; none present -> `find` is never called (no regex compiled).
    """

    __slots__ = ("find", "indirect", "name", "needles", "own", "priority", "scope", "strict", "tool")

    def __init__(
        self,
        name: str,
        find: Find,
        needles: tuple[str, ...],
        *,
        tool: str = "",
        scope: frozenset[str] | None = None,
        indirect: bool = True,
        strict: bool = False,
        own: bool = False,
        priority: int = 50,
    ) -> None:
        self.name = name
        self.find = find
        self.needles = needles
        self.tool = tool
        self.scope = scope
        self.indirect = indirect
        self.strict = strict
        self.own = own
        self.priority = priority

    def __repr__(self) -> str:
        return f"Detector({self.name!r})"


def rx(pattern: str, flags: int = regex.MULTILINE) -> Pattern[str]:
    """Compile on first use only: importing the detector table must stay cheap."""
    return regex.compile(pattern, flags)


def grep(out: Output, pattern: str, limit: int = 3, group: int = 0) -> list[str]:
    """The first `limit` distinct matching lines (or match groups)."""
    found: list[str] = []
    for m in rx(pattern).finditer(out.text):
        piece = (m.group(group) or "").strip()
        if piece and piece not in found:
            found.append(piece)
            if len(found) >= limit:
                break
    return found


def trigger(lines: Iterable[str]) -> str | None:
    """Join distinct lines, each clipped, into a trigger; None when nothing is left."""
    kept: list[str] = []
    for line in lines:
        line = line.strip()
        if len(line) > LINE_LIMIT:
            line = line[: LINE_LIMIT - 1].rstrip() + "…"
        if line and line not in kept:
            kept.append(line)
    return "\n".join(kept) or None


def matching(pattern: str, limit: int = 3, group: int = 0) -> Find:
    """A detector's `find` that is `grep` alone: the first `limit` distinct matching lines (or groups)."""

    def find(out: Output) -> str | None:
        return trigger(grep(out, pattern, limit, group))

    find.__qualname__ = f"matching({pattern!r})"  # its repr names the pattern, not a bare `find`
    return find


def first(out: Output, pattern: str, group: int = 0) -> str | None:
    m = rx(pattern).search(out.text)
    if m is None:
        return None
    return (m.group(group) or "").strip() or None


def tail_is(out: Output, index: int, allowed: Callable[[str], bool]) -> bool:
    """Only blank or `allowed` lines follow line `index`: the error ended the run."""
    return all(not line.strip() or allowed(line) for line in out.lines[index + 1 :])


def line_index(out: Output, pattern: str, last: bool = False) -> int:
    """Index of the first (or last) line matching `pattern` (searched per line), -1 when none."""
    compiled = rx(pattern)
    indices = range(len(out.lines) - 1, -1, -1) if last else range(len(out.lines))
    for i in indices:
        if compiled.search(out.lines[i]):
            return i
    return -1


def at_edges(out: Output, lines: list[str], most: int = 6) -> list[str]:
    """For data viewers (git log, kubectl logs, sqlite3), keep only an error that opens or closes a short
    output: a viewer that fails prints its complaint and little else; anywhere in data it is just data."""
    if not out.command.viewer:
        return lines
    shown = [ln.strip() for ln in out.lines if ln.strip()]
    if len(shown) > most:
        return []
    return [ln for ln in lines if ln in (shown[0], shown[-1])]
