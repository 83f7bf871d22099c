"""Pure: the volatile-free fingerprint of a failure, so that reruns of one failure count as one entry."""

from __future__ import annotations

from reflexion.text import digest, one_line, strip_ansi

TYPE_CHECKING = False
if TYPE_CHECKING:  # `typing` costs a hook run ~3 ms
    import re
    from collections.abc import Callable

    from reflexion.detect import Failure

_MONTHS = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec"
_POSITION = r"(?::N){2,}\b"
_COUNTED = (
    r"errors?|warnings?|failed|failures?|passed|skipped|deselected|selected|xfailed|xpassed|tests?|"
    r"doctests?|properties|items?|"
    r"files?|source files?|previous errors?|problems?|suggestions?|fixable|packages?|"
    r"vulnerabilit(?:y|ies)|modules?|suites?|todo|cancelled|more|lines?|insertions?|deletions?|"
    r"changes?|entries|total|times?|retries|tries|attempts?|rows?|chars?|characters?"
)
# Key material goes on past its first <blob>: more lines of the key (16 or more base64 characters, or a
# piece with `/`, `+`, `=` between two blobs, a checksum `=UTah`), an armor line, a piece the trigger's
# clip cut (`ufzEtpiN…`), wherever the output or the clip ended it. A word (`expired`), a path, a number,
# a `:` end it.
_KEY_RUN = (
    r"<blob>(?:\s?(?:<blob>|[A-Za-z0-9+/]{16,}={0,2}(?![\w./-])|=[A-Za-z0-9+/]{4}(?![\w/])"
    r"|[A-Za-z0-9+/]*[+/=][A-Za-z0-9+/=]*(?=\s?<blob>)"
    r"|-----(?:BEGIN|END)[A-Z0-9 ]*-*|[A-Za-z]+(?=…))(?:\\[rn])*)+…?"
)
# GNU tools' arity complaints quote the operand given (`whoami: extra operand ‘/priv’`, `cp: missing
# destination file operand after 'a'`): the program takes fewer or more operands, whichever one it was.
_OPERAND = r"\b(extra operand|operand after) (?:‘[^’]*’|'[^']*'|\"[^\"]*\"|\S+)"
# A Windows path's directories however the tool wrote them — `C:\Users\x\` (after the rule before),
# `C:/Users/x/` (Git Bash, node), `/c/Users/x/` (MSYS) — are one `…/`: one file seen from two shells.
_WINDOWS_DIRS = r"(?<![\w@.:/-])[A-Za-z]:/(?:[^\s/'\"`<>()\[\]{},;:]+/)+|…\\"
# Claude Code's shell snapshot (`snapshot-bash-1768611920902-dvm5hg.sh`): a new name every session
_SNAPSHOT = r"\bsnapshot-(bash|zsh|sh|fish)-\d+-[A-Za-z0-9]+"
# PowerShell heads a native program's stderr with the command as run (`git : fatal: …`, `C:\Program
# Files\Git\cmd\git.exe : …`; a cmdlet's own record is capitalised: `Get-Item : …`): the message is the
# program's, as Git Bash prints it (the signature's tool names the program: speaker.py).
_NATIVE_RECORD = (  # heads one after another at once: normalize stays idempotent
    r"^(?:(?:[A-Za-z]:\\[^:]*\\|…[/\\])?(?!(?:error|warning|note|info|fatal|hint|debug) )"
    r"[a-z][\w+-]*(?:\.\d+)*(?:\.exe)? : )+"
)
# A package manager refusing because other packages depend on the one it was given (opkg's `Package x is
# depended upon by packages:`, dpkg's `dependency problems prevent removal of x`): one refusal, whichever
# package. A package that is not there (`Unable to locate package x`) keeps its name: that one is the lesson.
# A date written with slashes, as Go's `log` heads each line (`[ERROR] 2026/01/15 09:13:51 …`: 1Password's
# `op`, blocky): the same error on another day was another signature.
_SLASHED_DATE = r"\b\d{4}/\d\d/\d\d\b"
_DEPENDED_UPON = (
    r"(?i)\b(package) [\w.+:@/-]+(?= is depended upon by| is required by)"
    r"|\b(dependency problems prevent (?:removal|configuration) of) [\w.+:-]+"
)
_DEPENDENCY_WORDS = ("depended upon", "required by", "dependency problems")  # the refusal's needles
# (pattern, replacement), applied in order. Order matters: log files and timestamps before paths, whole
# paths before the numbers inside them, timestamps before `:N` line numbers, IP addresses before ports.
_RULES_SRC: tuple[tuple[str, str], ...] = (
    (r"\S*_logs/\S+?\.(?:log|txt)\b", "<npm-log>"),  # npm's "complete log of this run" file
    (r"\bfile://", ""),
    (_DEPENDED_UPON, r"\1\2 <package>"),
    (r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b", "<uuid>"),
    # host names: DNS and connection errors name the host they failed on, which is not the failure
    (
        r"(?i)(?<![\w.@/-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|co|us|uk|de|lan|local|"
        r"internal|cloud|ai)\b(?![\w-])",
        "<host>",
    ),
    # the branch a message names (`The current branch feat-x has no upstream`, `origin/feat-x`)
    (
        r"(?i)\b((?:current|on|the|into|from|onto|switched to) branch) "
        r"'?(?!<)[A-Za-z0-9_][\w./-]*'?(?=[\s.,:;)]|$)",
        r"\1 <branch>",
    ),
    (r"\b(origin|upstream)/(?!<)[\w./-]+", r"\1/<branch>"),
    # a quoted blob of key material or base64 (mixed case and digits, 24+ characters)
    (
        r"(?<![\w+/.])(?=[A-Za-z0-9+]*[A-Z])(?=[A-Za-z0-9+]*[a-z])(?=[A-Za-z0-9+]*\d)[A-Za-z0-9+]{24,}={0,2}",
        "<blob>",
    ),
    (_KEY_RUN, "<blob>"),
    (_OPERAND, r"\1 <operand>"),
    (
        r"\b[IWEF]\d{4} \d\d:\d\d:\d\d\.\d+"  # klog (kubectl) line headers
        r"|\b\d{4}-\d\d-\d\d(?:[T _]\d\d[:_]\d\d(?:[:_]\d\d)?(?:[.,_]\d+)?(?:Z|[+-]\d\d:?\d\d)?)?"
        rf"|\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? )?\d\d? (?:{_MONTHS})\b|\b(?:{_MONTHS}) \d\d?\b"
        r"|\b\d\d?:\d\d:\d\d(?:[.,]\d+)?\b",
        "<time>",
    ),
    (r"(?:~|(?<![\w.~/:<>-]))/(?:[^\s/'\"`<>()\[\]{},;:]+/)+", "…/"),  # directories of absolute paths
    (r"\b[A-Za-z]:\\(?:[^\\\s'\"<>|:*?]+\\)+", "…\\\\"),  # ... and of Windows paths
    (_WINDOWS_DIRS, "…/"),
    (_SLASHED_DATE, "<time>"),  # after the paths: a dated directory goes with the others
    # a program named by its path before its message (`/usr/bin/whoami: …`, `gpg.exe : gpg: …`)
    (r"(?m)^(?:…[/\\])?([\w.-]+?)(?:\.exe)? ?: (?=\1: )|^…[/\\](?=[\w.-]+: )", ""),
    (_NATIVE_RECORD, ""),
    (r"\bcc[A-Za-z0-9]{6}\.o\b|\btmp[._]?[A-Za-z0-9_]{6,}\b", "<tmp>"),  # gcc and mktemp temp names
    (_SNAPSHOT, r"snapshot-\1-<tmp>"),
    (r"(?<=-)[0-9a-f]{8,10}-[0-9a-z]{5}\b", "<pod>"),  # kubernetes pod name suffixes
    (r"\b0x[0-9a-fA-F]+\b", "0x…"),
    (r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}\b", "<hash>"),  # git SHAs, digests
    (r"\b\d{1,3}(?:\.\d{1,3}){3}\b|\blocalhost\b|\[::1?\]|(?<![\w:])::1\b", "<ip>"),
    (r" \(<ip>\)", ""),  # `"localhost" (127.0.0.1)` says the same as `"127.0.0.1"`
    (r"\b(line|column|col|char|position|offset|port|pid|PID|thread|process)[ =:](\d+)", r"\1 N"),
    (r"(?<![\w.:])\d+:\d+(?![\d:])", "N:N"),  # a bare line:col (eslint)
    (r":\d+\b", ":N"),  # file:line:col, host:port
    (_POSITION, ":N"),  # file:line:col says no more than file:line (Dialyzer prints either)
    (r"\(\d+,\d+\)|\[\d+,\d+\]", "(N,N)"),  # tsc (line,col), maven [line,col]
    (r"\b\d+(?:\.\d+)?\s?(?:ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hrs?|hours?)\b", "<dur>"),
    (r"\b\d+(?:\.\d+)?\s?(?:[KMGT]i?B|kB|bytes?)(?:/s)?\b", "<size>"),
    # PIDs (`kill: (15019)`), ports, years: long numbers are never the message; nor are counts
    (
        rf"(?<![\w.])\d{{4,}}(?![\w.])|(?<=\()\d+(?=\) - No such process)|\b\d+(?= (?:{_COUNTED})\b)"
        r"|(?<==)\d+(?=[,)])",
        "N",
    ),
    # a test run's summary counts say how much failed, not what: `N doctests, N tests, N failures`
    (
        r"(?i)\b(total errors|errors|warnings|failures|skipped|unnecessary skips|leaks found)\s*[:=]\s*\d+",
        r"\1: N",
    ),
    (
        r"\bN (?:doctests?|tests?|failures?|properties|passed|failed|errors?|skipped|xfailed)\b,? "
        r"(?:N (?:doctests?|tests?|failures?|properties|passed|failed|errors?|skipped|xfailed)\b,? ?)+",
        "",
    ),
)
_MONTH_NAMES = tuple(_MONTHS.split("|"))


def _has_time(text: str) -> bool:
    """Rule 3 needs `dd:dd` (clock), `dddd-dd` (date) or a month name."""
    for sep, before in ((":", 2), ("-", 4)):
        at = text.find(sep)
        while at >= 0:
            if at >= before and text[at - before : at].isdigit() and text[at + 1 : at + 3].isdigit():
                return True
            at = text.find(sep, at + 1)
    return any(month in text for month in _MONTH_NAMES)


def _has_loose_number(text: str) -> bool:
    """The last rule needs a free-standing run of 4+ digits, a number then a space (a count), a number
    after `=`, or a kill's "No such process"."""
    if "No such process" in text:
        return True
    i, n = 0, len(text)
    while i < n:
        if not text[i].isdigit():
            i += 1
            continue
        j = i
        while j < n and text[j].isdigit():
            j += 1
        before, after = text[i - 1 : i], text[j : j + 1]
        if after == " " or before == "=" or (j - i >= 4 and not _wordish(before) and not _wordish(after)):
            return True
        i = j
    return False


def _wordish(char: str) -> bool:
    """What `[\\w.]` matches, for one character ("" for the edge of the text)."""
    return bool(char) and (char.isalnum() or char in "._")


# A rule can only match text holding one of its needles ("" = any digit; a function = its own check):
# rules whose needles are absent are skipped, and never compiled in that process — compiling all of
# them costs a capture ~3 ms.
_NEEDLES: tuple[tuple[str, ...] | Callable[[str], bool], ...] = (
    ("_logs/",), ("file://",), _DEPENDENCY_WORDS, ("-",), (".",),
    ("branch", "Branch"), ("origin/", "upstream/"), ("",),
    ("<blob>",), ("operand",), _has_time, ("/",), (":\\",), (":/", "…\\"), ("/",), (":",), (" : ",),
    ("cc", "tmp"), ("snapshot-",), ("-",), ("0x",), ("",),
    (".", "localhost", "::"), ("(<ip>)",), ("",), (":",), (":",), (":N:N",), (",",), ("",), ("",),
    _has_loose_number, (":", "="), ("N ",),
)  # fmt: skip
# Signature schemes. Entries keep the signature they were made with, so a failure is also looked up under
# each earlier scheme's (earlier_signatures): 1, the first; 2, asides left out and `file:N:N` read as
# `file:N`; 3, the program a message opens with as its tool, a run of key material, an arity's operand;
# 4, Windows paths however written, shell snapshot names, PowerShell's head on a native program's stderr;
# 5, the package a dependency refusal names, a date written with slashes.
SCHEME = 5
_SINCE = {  # else 1
    _POSITION: 2, _KEY_RUN: 3, _OPERAND: 3, _WINDOWS_DIRS: 4, _SNAPSHOT: 4, _NATIVE_RECORD: 4,
    _DEPENDED_UPON: 5, _SLASHED_DATE: 5,
}  # fmt: skip
_RULE_SCHEME = tuple(_SINCE.get(source, 1) for source, _ in _RULES_SRC)
_compiled_rules: dict[int, re.Pattern[str]] = {}


def refused_package(text: str) -> str:
    """The package a dependency refusal names (`Package x is depended upon by packages:`, dpkg's
    `dependency problems prevent removal of x`), "" when none: its signature holds every package refused so,
    and a fix told for it must name none of them."""
    if not any(words in text for words in _DEPENDENCY_WORDS):
        return ""
    from reflexion import regex

    found = regex.search(_DEPENDED_UPON, text)
    return found.group(0).rsplit(" ", 1)[-1] if found else ""


def _may_match(n: int, text: str) -> bool:
    needles = _NEEDLES[n]
    if callable(needles):
        return needles(text)
    return any((needle in text) if needle else any(c.isdigit() for c in text) for needle in needles)


def _apply(n: int, text: str) -> str:
    """Rule n on text: skipped (and never compiled) unless it may match."""
    if not _may_match(n, text):
        return text
    from reflexion import regex

    rule = _compiled_rules.get(n)
    if rule is None:
        rule = _compiled_rules[n] = regex.compile(_RULES_SRC[n][0])
    return rule.sub(regex.template(_RULES_SRC[n][1]), text)


PASSES = 16


def normalize(text: str, scheme: int = SCHEME) -> str:
    """Strip what varies between runs of one failure: paths, line numbers, PIDs, ports, times, hashes, counts.
    `scheme`: as signatures of that scheme were made (see earlier_signatures).

    Idempotent, and never raises.
    """
    return _normalized(text, scheme)[0]


def _normalized(text: str, scheme: int) -> tuple[str, int]:
    """The normalized text, and the latest scheme whose rules changed it (0: none did)."""
    latest = 0
    try:
        result = one_line(strip_ansi(str(text)))
        # rules feed each other rarely (a path inside a path: one level a pass); repeat until nothing
        # changes — a bound only pathological text reaches (16 drive-letter paths nested in one another)
        for _ in range(PASSES):
            before = result
            for n in range(len(_RULES_SRC)):
                since = _RULE_SCHEME[n]
                if since > scheme:
                    continue
                changed = _apply(n, result)
                if changed != result:
                    latest = max(latest, since)
                    result = changed
            result = one_line(result)
            if result == before:
                break
        return result, latest
    except Exception:  # a fingerprint must always exist
        return one_line(str(text)), 0


def problem_lines(trigger: str) -> str:
    """The trigger without the lines after its first that say nothing of which problem it is: a heading, a
    tally, a pointer to --help (`Pre-commit validation failed:`, `gpg: Total number processed: 0`)."""
    trigger = strip_ansi(str(trigger))
    if "\n" not in trigger:
        return trigger
    from reflexion.asides import is_aside

    first, *rest = trigger.split("\n")
    return "\n".join([first, *(line for line in rest if not is_aside(line))])


# (tool, trigger) -> its signatures, newest scheme first: a failure's are asked for more than once per run
_known: dict[tuple[str, str], tuple[str, ...]] = {}


def _signatures(failure: Failure) -> tuple[str, ...]:
    """The failure's signature under each scheme, the newest first."""
    key = (str(failure.tool), str(failure.trigger))  # read back from session scratch: maybe not a str
    found = _known.get(key)
    if found is None:
        tool, trigger = key[0], strip_ansi(key[1])
        try:
            kept = problem_lines(trigger)
        except Exception:  # a fingerprint must always exist
            kept = trigger
        from reflexion.speaker import signature_tool

        text, latest = _normalized(kept, SCHEME)
        sigs = []
        for scheme in range(SCHEME, 0, -1):
            # an earlier scheme's text is the later one's unless a rule it lacked changed something
            if latest > scheme or (scheme == 1 and kept != trigger):
                text, latest = _normalized(kept if scheme > 1 else trigger, scheme)
            named = signature_tool(tool, kept, scheme) if scheme >= 3 else tool
            sigs.append(digest(f"{named}\n{text}"))
        found = tuple(sigs)
        if len(_known) > 64:
            _known.clear()
        _known[key] = found
    return found


def signature(failure: Failure) -> str:
    """Hex fingerprint of the tool and the normalized trigger: one per failure, never shared by two."""
    return _signatures(failure)[0]


def earlier_signatures(failure: Failure) -> tuple[str, ...]:
    """The signatures earlier schemes gave this failure where they differ from its own, the oldest first:
    stores made then hold them, and a failure counts on the entry it counted on before an upgrade."""
    newest, *earlier = _signatures(failure)
    return tuple(sig for sig in dict.fromkeys(reversed(earlier)) if sig != newest)


def legacy_signature(failure: Failure) -> str:
    """The signature of the first scheme (before summary lines were left out and `file:N:N` became
    `file:N`)."""
    return _signatures(failure)[-1]
