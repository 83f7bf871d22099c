"""Pure: a failed line's work got through another way: another ssh connection to its host, another shell,
another program the agent announced."""

from __future__ import annotations

from reflexion.detect import SEARCHERS
from reflexion.detectors.command import parse
from reflexion.learn.intent import SCRIPT_HOSTS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.learn.intent import Intent


def connections(command: str) -> dict[str, tuple[str, ...]]:
    """How each `ssh` of a line reaches its host: the host (without its user and port) -> the ssh words
    without the remote command (`ssh -o ConnectTimeout=5 root@h "ls"` -> `ssh -o ConnectTimeout=5 root@h`)."""
    from reflexion.detectors.command import remote_host

    found: dict[str, tuple[str, ...]] = {}
    for seg in parse(command).segments:
        host = remote_host(seg)
        if not host:
            continue
        name, colon, port = host.rpartition("@")[2].rpartition(":")
        name = name if colon and port.isdigit() else host.rpartition("@")[2]
        found.setdefault(name, _essential(seg.words[: seg.words.index(host, 1) + 1]))
    return found


# ssh options that change how a connection waits or reports, never whether it gets through.
_SSH_INCIDENTAL = frozenset({"connecttimeout", "batchmode", "loglevel", "serveraliveinterval",
                             "serveralivecountmax", "connectionattempts"})  # fmt: skip
_SSH_QUIET_OR_LOUD = frozenset({"-v", "-vv", "-vvv", "-q", "-T", "-t", "-tt", "-n", "-C"})


def _essential(way: tuple[str, ...]) -> tuple[str, ...]:
    """An ssh connection's words without what only changes how it waits or reports (`-o ConnectTimeout=5`,
    `-o BatchMode=yes`, `-v`): a rerun that changed only those reached the host the same way."""
    out: list[str] = []
    skip = False
    for i, word in enumerate(way):
        if skip:
            skip = False
            continue
        if word == "-o" and i + 1 < len(way) and way[i + 1].split("=", 1)[0].lower() in _SSH_INCIDENTAL:
            skip = True
            continue
        if word not in _SSH_QUIET_OR_LOUD:
            out.append(word)
    return tuple(out)


def reconnected(failed: str, later: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """After ssh itself failed (nothing ran on the host), a later ssh to a host the failed line tried: its
    way there then and now, whatever either ran on the host; None when the later line reaches none of them."""
    tried = connections(failed)
    for host, way in connections(later).items():
        if host in tried:
            return tried[host], way
    return None


# How a script host takes its script inline, and a script file.
_INLINE_FLAGS = frozenset({"-c", "-command", "/c", "/k"})
SCRIPT_FILES = (".ps1", ".psm1", ".sh", ".bash", ".zsh", ".bat", ".cmd")
# Steps that only move about or report: not the work a line sets out to do.
_NOT_WORK = frozenset({"cd", "set-location", "pushd", "echo", "printf", "write-host", "write-output", "exit"})


def rehosted(failed: str, later: str, written: dict[str, str] | None = None) -> str:
    """`later` hands the failed line's work to a shell another way: inline (`bash -c '…'`, `powershell
    -Command '…'`) or as a script file written in between (`written`: file name -> its text) run with
    `-File` or as `bash x.sh`. The work is the same when the failed line's first working step (past `cd`
    and `echo`) is in the later script. Returns how: "inline" or the script file's name; "" when not."""
    from reflexion.detectors.command import tool_name
    from reflexion.detectors.shellwords import split

    first = first_step(_script_of(failed) or failed)
    if not first:
        return ""
    for typed, _ in split(later):  # as typed: `parse` reads `bash -c '…'` as the script's own steps
        if not typed or tool_name(typed[0]) not in SCRIPT_HOSTS:
            continue
        words = typed[1:]
        lowered = [w.lower() for w in words]
        for i, word in enumerate(lowered[:-1]):
            if word in _INLINE_FLAGS and first in _flat(words[i + 1]):
                return "inline"
        for word in words:
            name = word.replace("\\", "/").rsplit("/", 1)[-1]
            if name.lower().endswith(SCRIPT_FILES) and first in _flat((written or {}).get(name, "")):
                return name
    return ""


def host_call(command: str) -> str:
    """How a line hands a script to a shell, the script itself as `…`: `bash -c '…'`, `powershell.exe
    -NoProfile -Command '…'`, `powershell -File do-commit.ps1` (a script file by its name); "" for none."""
    from reflexion.detectors.command import tool_name
    from reflexion.detectors.shellwords import split

    for typed, _ in split(command):
        if not typed or tool_name(typed[0]) not in SCRIPT_HOSTS:
            continue
        shown: list[str] = []
        for word in typed:
            if shown and shown[-1].lower() in _INLINE_FLAGS:
                return " ".join([*shown, "'…'"])
            name = word.replace("\\", "/").rsplit("/", 1)[-1]
            shown.append(name if name.lower().endswith(SCRIPT_FILES) else word)
        return " ".join(w for w in shown if w != "2>&1")
    return ""


def _script_of(command: str) -> str:
    """The inline script a line hands to a script host (`powershell -Command "…"`), or ""."""
    from reflexion.detectors.command import tool_name
    from reflexion.detectors.shellwords import split

    for typed, _ in split(command):
        if typed and tool_name(typed[0]) in SCRIPT_HOSTS:
            lowered = [w.lower() for w in typed]
            for i, word in enumerate(lowered[:-1]):
                if word in _INLINE_FLAGS:
                    return typed[i + 1]
    return ""


def first_step(script: str) -> str:
    """A line's or a script's first working step as flat text (`source lib.sh`), "" when it has none."""
    for line in script.replace("\r", "").replace("&&", "\n").replace(";", "\n").split("\n"):
        step = _flat(line.strip().rstrip("\\"))
        if step and step.split(" ", 1)[0].lower() not in _NOT_WORK and len(step) >= 8:
            return step
    return ""


def _flat(text: str) -> str:
    """Text as a step is compared across shells: without quotes, bash's backtick escapes (`` `$env ``),
    redirections of stderr, runs of blanks and blanks around `=` (`$env:X = 1` is `$env:X=1`)."""
    text = " ".join(text.replace("`$", "$").replace("2>&1", " ").replace("'", "").replace('"', "").split())
    return "=".join(part.strip() for part in text.split("="))


# How the agent announces it will do the work with another program (lower-case); a "use"/"try" that opens
# a look at the code ("let me use cat to look at deploy.py") is told apart by the program (_LOOKS)
_SWAP_CUES = (
    "instead", "rather than", "fall back", "fallback", "switch to", "switching to", "in place of", "use ",
    "try ",
)  # fmt: skip


# Programs that only look at files or list them: whatever was announced, they do none of the work
_LOOKS = SEARCHERS | frozenset(
    {"cat", "bat", "batcat", "less", "more", "head", "tail", "ls", "find", "fd", "tree", "stat", "file", "wc"}
)


def _looks(ran: Intent) -> bool:
    """A run that only looks at files or lists them (`cat x`, `grep -rn y`; not `find … -delete`)."""
    words = ran.segment.words
    return ran.segment.tool in _LOOKS and not {"-delete", "-exec", "-execdir", "-ok"} & set(words)


def announced(words: list[str], failed: Intent, later: Intent) -> bool:
    """The agent's words after a failure announced another program for the same work ("BusyBox's nslookup
    has no -port; I'll use `dig` instead"), and `later` runs that program, on the same host, on a target of
    the failed line (`google.com`): the work got through that way. Words naming no program of `later`, or
    a later run on none of the failed line's targets, are no announcement of it."""
    tool = later.segment.tool
    if later.family == failed.family or later.where != failed.where or len(tool) < 2:
        return False
    if _looks(later) and not _looks(failed):  # a look at the failed work's file or a search for it does
        return False  # none of the work — but one look swapped for another (`rg` → `grep`) is the work
    if not _targets(later.segment.raw) & _targets(failed.segment.raw):
        return False
    from reflexion.text import sentences, word_at

    for said in words:
        for sentence in sentences(said[:2000].lower()):
            if word_at(sentence, tool, joiners="_-") >= 0 and any(cue in sentence for cue in _SWAP_CUES):
                return True
    return False


def _targets(words: tuple[str, ...]) -> set[str]:
    """What a command works on: its words that are not its program, an option or a short word
    (`@10.0.0.1` as `10.0.0.1`)."""
    found = {w.lstrip("@").split("=", 1)[-1] for w in words[1:] if not w.startswith(("-", "+"))}
    return {w for w in found if len(w) >= 4 and not w.isdigit()}
