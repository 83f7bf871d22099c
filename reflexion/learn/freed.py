"""Pure: a failure that found what it needs held by another process (a port in use, a server already running),
and a step that stopped that process (`kill <pid>`, `lsof -ti:3000 | xargs kill`, `systemctl stop x`): run
between the failure and its successful rerun, that step is the fix — nothing else of the kind is.
"""

from __future__ import annotations

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
    line, or on a host the steps that stop something (`/etc/init.d/x stop; killall -9 x`) — or ""."""
    from reflexion.detectors.command import inner_command, parse

    for seg in parse(command).segments:
        if _stops(seg.tool, seg.words):
            return command
        inner = inner_command(seg) if seg.tool == "ssh" else ""
        if inner:
            parts = [" ".join(s.raw) for s in parse(inner).segments if _stops(s.tool, s.words)]
            if parts:
                return "; ".join(parts)
    return ""


def _stops(tool: str, words: tuple[str, ...]) -> bool:
    if tool in _KILLERS:
        return not {"-0", "-l", "-L"} & set(words)
    if tool == "fuser":
        return any(w.startswith("-") and "k" in w for w in words[1:])
    if words[:1] and words[0].rsplit("/", 1)[0].endswith("init.d"):
        return bool(_SERVICE_STOPS & set(words[1:]))
    return tool in _SERVICE_TOOLS and bool(_SERVICE_STOPS & set(words[1:4]))
