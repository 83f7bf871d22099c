"""Pure: one cause behind many messages — the calling shell garbled the command before the program saw it, or
the host runs BusyBox — so that its failures are one entry, whatever each program printed about its line.

- `powershell -Command "… $_.Name …"` run from bash (or from PowerShell itself): the outer shell expanded
  the `$variables` meant for the inner script, which PowerShell then rejects in many ways (`The term '='
  is not recognized…`, `An expression was expected after '('.`, `extglob.Name : The term…`).
- A Windows `/switch` in Git Bash: GNU `dir`, `whoami`, `find`… shadow Windows's own and take `/b` for a
  file (`dir: cannot access '/b'`); and MSYS rewrites the `/all` of a Windows program into a path
  (`ipconfig /all`: `Error: unrecognized or incomplete command line.`). Two causes: two entries.
- Windows PowerShell made a native program's informational stderr line an error record
  (`NativeCommandError`: `gpg.exe : gpg: inserting ownertrust of 6`, `python.exe : … - INFO - …`): the
  program said nothing wrong; PowerShell's `2>&1` did.
- A host whose programs are BusyBox's applets (OpenWrt, Alpine, a router over ssh) lacks programs and options
  a full system has: `ash: hostname: not found`, `ps: unrecognized option: a`, an applet's usage banner
  (`BusyBox v1.36.1 … multi-call binary.`). The line ran as written: what it asked is not there.
"""

from __future__ import annotations

VARIABLES_EXPANDED = "shell-expanded-powershell-variables"
GNU_SHADOW = "gnu-tool-given-windows-switch"
SWITCH_AS_PATH = "windows-switch-made-a-path"
NATIVE_STDERR = "powershell-made-native-stderr-an-error"
BUSYBOX = "busybox-lacks-program-or-option"
# The situation a fix of each names: the cause, as every failure of its one entry shares it (a fix learned
# on `dir /s` is told for `whoami /priv` too, and must say why it applies).
SITUATIONS = {
    VARIABLES_EXPANDED: 'When bash expands the `$variables` of a `powershell -Command "…"` script',
    GNU_SHADOW: "When a GNU tool of Git Bash (`dir`, `whoami`, `find`…) takes a Windows `/switch` for a file",
    SWITCH_AS_PATH: "When Git Bash turns a Windows program's `/switch` into a path",
    NATIVE_STDERR: "When Windows PowerShell makes a program's stderr line an error record",
    BUSYBOX: "When a BusyBox host lacks a program or an option (`ash: x: not found`, `unrecognized option`)",
}


def is_cause_signature(signature: str) -> bool:
    """Is this the signature of an entry that holds a whole cause (triage.failure_signature)?"""
    from reflexion.text import digest

    return any(signature == digest(f"cause\n{cause}") for cause in SITUATIONS)


_POWERSHELL = ("powershell", "pwsh")
# How PowerShell rejects a script whose variables were taken out of it (lower-case).
_GARBLED_SCRIPT = (
    "is not recognized as the name of a cmdlet",
    "an expression was expected",
    "missing expression",
    "unexpected token",
    "requires both the -property and -value",
    "you must provide a value expression",
    "parsererror",
    "the assignment expression is not valid",
    "missing closing",
    "empty pipe element",
)
# GNU tools in Git Bash that share a Windows command's name (and read its `/x` as a file).
_GNU_SHADOWS = frozenset({"dir", "find", "sort", "whoami", "hostname", "timeout", "expand", "more", "rmdir"})
# Windows programs whose options are `/x` switches (MSYS turns an argument `/x` into `C:/…/x`).
_WINDOWS_PROGRAMS = frozenset(
    {"ipconfig", "powercfg", "findstr", "netsh", "sc", "tasklist", "taskkill", "schtasks", "reg", "icacls",
     "net", "wmic", "certutil", "bcdedit", "robocopy", "xcopy", "attrib", "systeminfo", "shutdown",
     "chkdsk", "driverquery", "getmac", "cmd", "msiexec", "wevtutil", "dism", "sfc", "cipher", "takeown",
     "gpresult", "fsutil", "setx", "vssadmin", "nltest", "klist", "cscript", "wscript", "tracert",
     "pathping", "route", "arp", "nbtstat", "where", "fc", "comp", "clip", "choice"}
)  # fmt: skip
# How a Windows program (lower-case) or a GNU tool says an argument made no sense to it.
_BAD_INVOCATION = (
    "invalid", "unrecognized", "incomplete command line", "cannot open", "syntax", "not recognized",
    "unknown", '"/?"', "/? for", "usage", "extra operand", "cannot access", "no such file",
)  # fmt: skip
# Words of a line that reports a problem (lower-case): a native program's stderr line without any is news.
_TROUBLE = (
    "error", "fatal", "fail", "invalid", "cannot", "can't", "could not", "couldn't", "unable", "denied",
    "not found", "no such", "no valid", "missing", "refused", "unknown", "unrecognized", "warning", "abort",
    "exception", "traceback", "not allowed", "forbidden", "expired", "timed out", "bad ", "wrong",
)  # fmt: skip
# Top-level directories of a POSIX system: `/tmp` is a path, whatever the program.
_POSIX_DIRS = frozenset(
    {"bin", "boot", "dev", "etc", "home", "lib", "media", "mnt", "opt", "proc", "root", "run", "sbin", "srv",
     "sys", "tmp", "usr", "var", "c", "d", "e"}
)  # fmt: skip


def cause_of(command: str, output: str) -> str:
    """The one cause behind this failure that many messages share ("" when none shows): the calling
    shell's garbling, or a BusyBox host lacking what the line asked."""
    return shell_cause(command, output) or (BUSYBOX if lacks_busybox_applet(output) else "")


# How BusyBox says it lacks something (lower-case lines): its login shell's "not found" (`ash:`, no line
# number), musl's getopt naming a bare option (GNU quotes it: `'--x'`), an applet's usage banner. Not a
# bare `sh: x: not found`: every Alpine container says that of each program it lacks — a program of its
# own, not one cause with a router's (a fix learned on `ps aux` there was told for `pytest` here).
_BUSYBOX_SAYS = (
    r"^-?ash: [\w.+-]+: not found$",
    r"^[\w.+-]+: unrecognized option: [\w-]+$",
    r"^busybox v[\d.]+ .*multi-call binary",
)


def lacks_busybox_applet(output: str) -> bool:
    """BusyBox's shell found no such program, or one of its applets was given an option it lacks."""
    low = output.lower()
    if "not found" not in low and "unrecognized option: " not in low and "busybox" not in low:
        return False  # most failures: decided without a regex
    from reflexion import regex

    lines = [line.strip() for line in low.splitlines()]
    return any(regex.search(source, line) for source in _BUSYBOX_SAYS for line in lines)


def shell_cause(command: str, output: str) -> str:
    """The way the calling shell garbled this command, behind its failure ("" when none shows)."""
    low = output.lower()
    powershell = "$" in command and any(p in command.lower() for p in _POWERSHELL)
    if powershell and any(m in low for m in _GARBLED_SCRIPT) and _expanded_variables(command):
        return VARIABLES_EXPANDED
    if "nativecommanderror" in low and _news_on_stderr(output):
        return NATIVE_STDERR
    if " /" not in command or not any(m in low for m in _BAD_INVOCATION):
        return ""  # most failures: decided without parsing the command
    if _gnu_given_switch(command, output):
        return GNU_SHADOW
    from reflexion.detectors.command import parse

    for segment in parse(command).segments:
        # MSYS rewrites the arguments Git Bash passes a Windows program itself (not a script's words)
        if segment.tool in _WINDOWS_PROGRAMS and any(_switch(w) for w in segment.raw[1:]):
            return SWITCH_AS_PATH
    return ""


def _news_on_stderr(output: str) -> bool:
    """PowerShell's record of a native program's stderr (`prog.exe : <line>`) holds a line that reports
    no trouble, and nothing else the program printed does: the program's news, made an error by
    PowerShell (`git.exe : Cloning into 'x'...` then `fatal: repository not found` is git's own failure)."""
    recorded = False
    for line in output.splitlines():
        text = line.strip()
        if text.startswith(("+", "At ")) or "CategoryInfo" in text or "FullyQualifiedErrorId" in text:
            continue  # PowerShell's own lines about the record
        head, sep, said = text.partition(" : ")
        if sep and head.lower().endswith(".exe") and not recorded:
            recorded, text = True, said
        if any(word in text.lower() for word in _TROUBLE):
            return False
    return recorded


def _gnu_given_switch(command: str, output: str) -> bool:
    """A GNU namesake of a Windows command given a `/switch` it quotes back as a file or an operand: on the
    line itself or inside a script the line hands on (`powershell -Command "whoami /priv"` finds Git's
    `whoami` too). `dir E:\\ /a`: bash's `\\ ` puts the switch inside a word, so words are split again."""
    words = command.replace('"', " ").replace("'", " ").split()
    after_tool = False
    for word in words:
        if word in ("|", "||", "&&", ";", "&"):
            after_tool = False
        elif word.replace("\\", "/").rsplit("/", 1)[-1].lower().removesuffix(".exe") in _GNU_SHADOWS:
            after_tool = True
        elif after_tool and _switch(word) and _shadowed_switch(word) and word in output:
            return True
    return False


# Windows switches of the shadowed commands longer than two letters (`whoami /priv`); any other longer
# `/word` is a path on a POSIX machine (`rmdir /build`, `find /workspace`), not Git Bash's mix-up.
_LONG_SWITCHES = frozenset({"priv", "groups", "all", "user", "upn", "fqdn", "logonid", "claims", "nobreak"})


def _shadowed_switch(word: str) -> bool:
    name = word[1:].split(":", 1)[0].lower()
    return len(name) <= 2 or name in _LONG_SWITCHES


def _expanded_variables(command: str) -> bool:
    """A `powershell`/`pwsh` script in double quotes holding an unescaped `$name` or `$_`: the calling
    shell replaces it before PowerShell runs."""
    low = command.lower()
    at = min((i for i in (low.find(p) for p in _POWERSHELL) if i >= 0), default=-1)
    quote = command.find('"', at)
    while quote >= 0:
        end = quote + 1
        while end < len(command) and command[end] != '"':
            end += 2 if command[end] == "\\" else 1
        inside = command[quote + 1 : end]
        for i, char in enumerate(inside[:-1]):
            after = inside[i + 1]
            if char == "$" and (i == 0 or inside[i - 1] not in "\\`") and (after.isalpha() or after == "_"):
                return True
        quote = command.find('"', end + 1)
    return False


def _switch(word: str) -> bool:
    """A Windows switch as typed (`/b`, `/priv`, `/change`, `/t:5`), not a POSIX path (`/tmp`, `/c/Users`)."""
    name = word[1:].split(":", 1)[0]
    return (
        word[:1] == "/"
        and "/" not in word[1:]
        and bool(name)
        and (name.isalnum() or name == "?")
        and name.lower() not in _POSIX_DIRS
    )
