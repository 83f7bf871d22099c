"""Pure: detectors for the shell and small Unix tools — signals, missing commands, `<tool>: <error>`."""

from __future__ import annotations

from reflexion.detectors.base import Detector, Output, grep, partial, rx, trigger

_SHELL = r"(?:/bin/|/usr/bin/)?(?:ba|z|da|k|fi)?sh(?:: line \d+| ?: ?\d+)?: "
_CRASHES = r"Segmentation fault|Bus error|Illegal instruction|Floating point exception|Aborted|Memory fault"
_SIGNALS = rf"{_CRASHES}|Killed|Terminated|Trace/breakpoint trap|Hangup"
# Words that make a `<tool>: <message>` line an error rather than a note ("tar: Removing leading /").
# Keep in step with failure_words.FAILURE_WORDS: may_fail must see every one of them.
ERRORISH = (
    "cannot",
    "can't",
    "could not",
    "couldn't",
    "failed",
    "no such",
    "permission denied",
    "is a directory",
    "not a directory",
    "file exists",
    "not empty",
    "read-only",
    "not permitted",
    "invalid",
    "unrecognized",
    "missing",
    "not found",
    "denied",
    "too long",
    "no space left",
    "not recoverable",
    "exiting with failure",
    "unknown",
    "illegal",
    "unable",
    "does not exist",
    "unexpected",
    "too many",
    "resource busy",
    "in use",
    "error",
    "refused",
    "timed out",
    "not a valid",
    "bad substitution",
    "bad interpreter",
    "unbound variable",
    "ambiguous redirect",
    "syntax",
    "expected",
    "readonly variable",
    "division by",
    "cannot execute",
    "overwrite",
    "no such process",
    "no module named",
)
_ERRORISH_RX = "|".join(ERRORISH)  # plain words: nothing to escape
# Prefixes the command parser strips, whose own complaints still name them ("timeout: failed to run ...").
_RUNNERS = frozenset({"timeout", "sudo", "env", "xargs", "nohup", "nice", "time"})
# Well-known notes that look like errors but never mean the command failed.
_HARMLESS = ("unable to resolve host", "setrlimit(", "(ignored)")


def signal(out: Output) -> str | None:
    """A program killed by a signal: the shell's report, without the PID and the program's arguments."""
    regex = rx(rf"^(?:{_SHELL})?(?:line \d+: )?\s*(?:\d+ )?({_SIGNALS})( \(core dumped\))?(?:\s+(\S+).*)?$")
    shown = [ln for ln in out.lines if ln.strip()]
    for line in shown[-3:] if out.success else shown:
        m = regex.match(line)
        if not m or (out.success and not _crashed(line, m.group(1), m.group(2))):
            continue
        program = f": {m.group(3)}" if m.group(3) else ""
        return f"{m.group(1)}{m.group(2) or ''}{program}"
    return None


def _crashed(line: str, name: str, core: str | None) -> bool:
    # after exit 0 a bare "Terminated"/"Killed" is usually a job this command stopped on purpose
    shell_said_killed = name == "Killed" and bool(rx(_SHELL).match(line))  # the OOM killer, usually
    return bool(core) or bool(rx(_CRASHES).fullmatch(name)) or shell_said_killed


def not_found(out: Output) -> str | None:
    lines = grep(
        out,
        rf"^(?:\S+: )?(?:line \d+: )?\S+: command not found$|^zsh: command not found: \S+$|"
        rf"^{_SHELL}\S+: not found$",
        limit=2,
    )
    return trigger(_subject_in_command(out, lines))


def shell_error(out: Output) -> str | None:
    """The shell's own complaints, or a shell script's (`script.sh: line 3: X: unbound variable`)."""
    errorish = rf"(?i:(?=.*(?:{_ERRORISH_RX})))"
    lines = grep(out, rf"^(?:{_SHELL}|(?:/usr/bin/)?env: ){errorish}.+$", limit=2)
    scripts = [
        ln
        for ln in grep(out, rf"^(\S+?)(?:: line \d+|: \d+): {errorish}.+$", limit=4)
        if ln.split(":", 1)[0] in out.command.text
    ]
    return trigger(_subject_in_command(out, [*lines, *scripts][:2]))


# What follows a tool's name on its error line: a version, ` (child)`, `: ` and an error word, not a warning
_AFTER_NAME = rf"[\d.]*(?: \(child\))?: +(?![Ww]arning)(?i:(?=.*(?:{_ERRORISH_RX}))).+$"


def tool_error(out: Output) -> str | None:
    """`mkdir: cannot create directory ...`, `tar: x: Cannot open ...`: a command naming itself."""
    words = {s.words[0].rsplit("/", 1)[-1] for s in out.command.segments} | out.command.tools | _RUNNERS
    names = [w for w in words if w]
    lines: list[str] = []
    for line in out.lines:  # the first 4 distinct lines that name a tool of the command (_names_itself)
        if ": " in line and _names_itself(line, names) and line.strip() not in lines:
            lines.append(line.strip())
            if len(lines) == 4:
                break
    lines = [ln for ln in lines if not any(note in ln for note in _HARMLESS)]
    if out.success:  # find/du/grep -r step over unreadable directories and still answer
        lines = [ln for ln in lines if not (ln.endswith("Permission denied") and _walks(out))]
    return trigger(lines[:2])


def _walks(out: Output) -> bool:
    return out.has_tool("find", "du", "grep", "egrep", "rg", "tree", "fd", "locate")


def _names_itself(line: str, names: list[str]) -> bool:
    """`^(?:\\S*/)?(?:name|…)` + _AFTER_NAME, by hand: a pattern holding the command's own names would be
    a new pattern to compile (regex.py) for nearly every command. `/usr/bin/python3: No module named x` for
    `python -m x`: a path may come before the name, a version after it."""
    after = rx(_AFTER_NAME)
    run = rx(r"\S*").match(line)
    end = run.end() if run else 0  # a path before the name never holds a space
    starts = [0]
    slash = line.find("/", 0, end)
    while slash >= 0:
        starts.append(slash + 1)
        slash = line.find("/", slash + 1, end)
    return any(line.startswith(n, at) and after.match(line, at + len(n)) for at in starts for n in names)


def _subject_in_command(out: Output, lines: list[str]) -> list[str]:
    """For data viewers, a shell error counts only when it is about this very command (its file, its tool)."""
    if not (out.success and out.command.viewer):
        return lines
    subjects = (rx(rf"^(?:{_SHELL})?(?:line \d+: )?([^:]+):").match(ln) for ln in lines)
    return [ln for ln, m in zip(lines, subjects, strict=True) if m and m.group(1).strip() in out.command.text]


def busybox_usage(out: Output) -> str | None:
    """BusyBox answers an option it lacks with `x: unrecognized option: a`, or with only its banner and the
    applet's usage: then those are the error."""
    said = grep(out, r"^\S+: (?:unrecognized|invalid) option.*$", limit=1)
    found = said or grep(out, r"^BusyBox v\S+ .*multi-call binary\.$|^Usage: \S+ .*$", limit=2)
    return trigger(found) if found and (said or found[0].startswith("BusyBox")) else None


# the shell's and small tools' own complaints: trusted after exit 0 (strict) and on data viewers' output (own)
_shell = partial(Detector, strict=True, own=True)

DETECTORS = (
    _shell(
        "shell.signal",
        signal,
        (
            "Segmentation fault",
            "Killed",
            "Aborted",
            "Bus error",
            "Illegal inst",
            "Floating point",
            "Terminated",
            "core dumped",
            "Trace/breakpoint",
            "Hangup",
            "Memory fault",
        ),
        priority=70,
    ),
    _shell("shell.command_not_found", not_found, ("not found",), priority=70),
    _shell("shell.error", shell_error, ("sh: ", "sh:", "env: ", ": line "), priority=75),
    _shell("shell.tool_error", tool_error, (": ",), priority=80),
    Detector("shell.busybox_usage", busybox_usage, ("multi-call binary",), priority=79),
)
