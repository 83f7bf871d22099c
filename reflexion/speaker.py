"""Pure: the program an error message opens with (`whoami: …`, `/usr/bin/whoami: …`, `gpg.exe : gpg: …`),
and the tool a signature names: that program where the failure's tool only ran it.

The command parser does not read inside `powershell -Command "…"` or `cmd /c …`, so a failure there has the
host for its tool: `whoami /priv` in Git Bash and in `powershell.exe -Command "whoami /priv"` are one problem
of one program. sudo's own complaint (`sudo: a password is required`) is sudo's, whichever program it was
asked to run. Elsewhere the failure's tool stands: the detector chose it knowing the command (`cd` for
`bash: line 1: cd: …`, which the shell only frames).
"""

from __future__ import annotations

HOSTS = frozenset(("powershell", "pwsh", "cmd", "wsl"))  # run a command line the parser does not read
_PREFIXES = frozenset(("sudo", "doas"))  # run the next word as another user, and complain as themselves
# Words a line may open with that name no program: a level, a label, a prompt's answer (`error: …`,
# `remote: …`, `hint: …`). A capitalised word (`TypeError:`, `ERROR:`, `Caused by:`) is never taken.
_NOT_PROGRAMS = frozenset(
    ("error", "errors", "fatal", "warning", "warnings", "warn", "note", "hint", "info", "debug", "notice",
     "critical", "panic", "usage", "err", "failed", "failure", "fail", "exception", "remote", "reason",
     "message", "details", "detail", "help", "status", "result", "expected", "actual", "got", "received",
     "cause", "code", "assert", "assertion", "summary", "suggestion", "deprecated", "deprecation", "todo",
     "fixme", "stderr", "stdout", "output", "response", "request", "value", "type", "line", "file", "path",
     "ok", "done", "skip", "skipped", "pass", "passed", "test", "tests", "check", "checks", "see", "at",
     "in", "from", "to", "and", "or", "the", "caused", "because", "trace", "stack", "log", "logs")
)  # fmt: skip


def signature_tool(tool: str, trigger: str, scheme: int = 4) -> str:
    """The tool a failure's signature names: the program its message opens with where `tool` only ran it.
    `scheme`: as signatures of that scheme (3 or later) were made."""
    named = speaker(trigger, scheme)
    return named if named and (tool in HOSTS or named in _PREFIXES) else tool


def speaker(trigger: str, scheme: int = 4) -> str:
    """The program the trigger's first line opens with, named as a command names it (`whoami`, `gpg`):
    `prog: …`, `/path/to/prog: …`, or PowerShell's record of a native program's stderr (`git : …`,
    `C:\\…\\prog.exe : …`).
    "" when it opens with none (a level, a label, a sentence, an exception's name). Scheme 3 took a
    PowerShell record for a native program's only when it named an `.exe`."""
    line = trigger.split("\n", 1)[0].strip()
    head, sep, _ = line.partition(": ")
    if not sep or not head or (scheme < 4 and head.endswith(" ") and not head.lower().endswith(".exe ")):
        return ""
    head = head.rstrip()
    path = head.startswith(("/", "~/", "…/")) or (len(head) > 2 and head[1:3] in (":\\", ":/"))
    name = head.replace("\\", "/").rsplit("/", 1)[-1]
    exe = name.lower().endswith(".exe")
    if exe:
        name = name[:-4].lower()
    named = path or exe  # a program named by its path or as a Windows executable is one, whatever its name
    if ("/" in head or " " in head) and not named:  # `src/a.ts: …`, `Build failed: …`
        return ""
    # a cmdlet's own record is capitalised (`Resolve-DnsName : …`); a native program's names it as run
    # (`git : fatal: …`), a name `_program_name` takes
    if not _program_name(name) or (not named and name in _NOT_PROGRAMS):
        return ""
    from reflexion.detectors.command import tool_name

    return tool_name(name)


def _program_name(name: str) -> bool:
    """`whoami`, `python3.11`, `docker-compose`, `x86_64-linux-gnu-gcc`: lower-case, a letter first, a dot
    only before a version (`a.ts` is a file)."""
    base, _, version = name.partition(".")
    return (
        len(base) > 1
        and base[0].isascii()
        and base[0].islower()
        and all(c.isascii() and (c.islower() or c.isdigit() or c in "_+-") for c in base)
        and all(c.isdigit() or c == "." for c in version)
    )
