"""Pure: a failure that found what it needs held by another process (a port in use, a server already running),
and a step that stopped that process (`kill <pid>`, `lsof -ti:3000 | xargs kill`, `systemctl stop x`): run
between the failure and its successful rerun, that step is the fix — nothing else of the kind is.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# How a program says what it needs is held by another process (lower-case).
_TAKEN = (
    "address already in use", "eaddrinuse", "port is already allocated", "port is already in use",
    "is already in use", "is already running", "already listening",
)  # fmt: skip
_KILLERS = frozenset({"kill", "pkill", "killall", "taskkill"})
_SERVICE_STOPS = frozenset({"stop", "kill", "unload", "down"})  # not restart: it holds the port again
_SERVICE_TOOLS = frozenset(
    {"systemctl", "service", "launchctl", "brew", "docker", "podman", "docker-compose"}
)


def taken(output: str) -> bool:
    """Does the failure say what it needs is held by another process?"""
    low = output.lower()
    return any(words in low for words in _TAKEN)


def frees(command: str) -> str:
    """A step that stops a process or a service, here or on a host over ssh (`kill -9 4242`, `pkill -f
    vite`, `lsof -ti:3000 | xargs kill`, `systemctl stop nginx`, `/etc/init.d/blocky stop`, `docker stop
    web`, `brew services stop postgresql`; not `kill -0`, which only looks): what of it says so — the
    pipelines that stop something (`lsof -ti:3000 | xargs kill -9`, not the `&& mysql …` after it), here or
    on a host (`/etc/init.d/x stop; killall -9 x`) — or ""."""
    from reflexion.detectors.command import inner_command, parse

    segments = parse(command).segments
    here = _stopping(segments)
    if here:
        return here
    for seg in segments:
        inner = inner_command(seg) if seg.tool == "ssh" else ""
        there = _stopping(parse(inner).segments) if inner else ""
        if there:
            return there
    return ""


def _stopping(segments: tuple[Any, ...]) -> str:
    """The pipelines of a command line that stop something, joined as they ran; "" when none does."""
    pipelines: list[list[Any]] = []
    for seg in segments:
        if seg.after_pipe and pipelines:
            pipelines[-1].append(seg)
        else:
            pipelines.append([seg])
    from reflexion.detectors.shellwords import quote

    kept = [p for p in pipelines if any(_stops(s.tool, s.words) for s in p)]
    return "; ".join(" | ".join(" ".join(map(quote, s.raw)) for s in p) for p in kept)


def _stops(tool: str, words: tuple[str, ...]) -> bool:
    if tool in _KILLERS:
        return not {"-0", "-l", "-L"} & set(words)
    if tool == "fuser":
        return any(w.startswith("-") and "k" in w for w in words[1:])
    if words[:1] and words[0].rsplit("/", 1)[0].endswith("init.d"):
        return bool(_SERVICE_STOPS & set(words[1:]))
    return tool in _SERVICE_TOOLS and bool(_SERVICE_STOPS & set(words[1:4]))
