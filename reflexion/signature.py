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
# (pattern, replacement), applied in order. Order matters: log files and timestamps before paths, whole
# paths before the numbers inside them, timestamps before `:N` line numbers, IP addresses before ports.
_RULES_SRC: tuple[tuple[str, str], ...] = (
    (r"\S*_logs/\S+?\.(?:log|txt)\b", "<npm-log>"),  # npm's "complete log of this run" file
    (r"\bfile://", ""),
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
    (
        r"\b[IWEF]\d{4} \d\d:\d\d:\d\d\.\d+"  # klog (kubectl) line headers
        r"|\b\d{4}-\d\d-\d\d(?:[T _]\d\d[:_]\d\d(?:[:_]\d\d)?(?:[.,_]\d+)?(?:Z|[+-]\d\d:?\d\d)?)?"
        rf"|\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? )?\d\d? (?:{_MONTHS})\b|\b(?:{_MONTHS}) \d\d?\b"
        r"|\b\d\d?:\d\d:\d\d(?:[.,]\d+)?\b",
        "<time>",
    ),
    (r"(?:~|(?<![\w.~/:<>-]))/(?:[^\s/'\"`<>()\[\]{},;:]+/)+", "…/"),  # directories of absolute paths
    (r"\b[A-Za-z]:\\(?:[^\\\s'\"<>|:*?]+\\)+", "…\\\\"),  # ... and of Windows paths
    # a program named by its path before its message (`/usr/bin/whoami: …`, `gpg.exe : gpg: …`)
    (r"(?m)^(?:…[/\\])?([\w.-]+?)(?:\.exe)? ?: (?=\1: )|^…[/\\](?=[\w.-]+: )", ""),
    (r"\bcc[A-Za-z0-9]{6}\.o\b|\btmp[._]?[A-Za-z0-9_]{6,}\b", "<tmp>"),  # gcc and mktemp temp names
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
    ("_logs/",), ("file://",), ("-",), (".",), ("branch", "Branch"), ("origin/", "upstream/"), ("",),
    _has_time, ("/",), (":\\",), (":",), ("cc", "tmp"), ("-",), ("0x",), ("",), (".", "localhost", "::"),
    ("(<ip>)",), ("",), (":",), (":",), (":N:N",), (",",), ("",), ("",), _has_loose_number, (":", "="),
    ("N ",),
)  # fmt: skip
# Rules a store's first signatures were made without: `legacy_signature` skips them.
_SINCE_2 = frozenset(n for n, (source, _) in enumerate(_RULES_SRC) if source == _POSITION)
_compiled_rules: dict[int, re.Pattern[str]] = {}


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


def normalize(text: str, legacy: bool = False) -> str:
    """Strip what varies between runs of one failure: paths, line numbers, PIDs, ports, times, hashes, counts.
    `legacy`: as the first signatures were made (see legacy_signature).

    Idempotent, and never raises.
    """
    return _normalized(text, legacy)[0]


def _normalized(text: str, legacy: bool) -> tuple[str, bool]:
    """The normalized text, and whether a rule legacy signatures lack changed it."""
    newer = False
    try:
        result = one_line(strip_ansi(str(text)))
        for _ in range(4):  # rules feed each other rarely; repeat until nothing changes
            before = result
            for n in range(len(_RULES_SRC)):
                if n in _SINCE_2:
                    if legacy:
                        continue
                    changed = _apply(n, result)
                    newer = newer or changed != result
                    result = changed
                else:
                    result = _apply(n, result)
            result = one_line(result)
            if result == before:
                break
        return result, newer
    except Exception:  # a fingerprint must always exist
        return one_line(str(text)), False


def problem_lines(trigger: str) -> str:
    """The trigger without the lines after its first that say nothing of which problem it is: a heading, a
    tally, a pointer to --help (`Pre-commit validation failed:`, `gpg: Total number processed: 0`)."""
    trigger = strip_ansi(str(trigger))
    if "\n" not in trigger:
        return trigger
    from reflexion.asides import is_aside

    first, *rest = trigger.split("\n")
    return "\n".join([first, *(line for line in rest if not is_aside(line))])


# (tool, trigger) -> (signature, legacy signature): a failure's are asked for more than once per run
_known: dict[tuple[str, str], tuple[str, str]] = {}


def _signatures(failure: Failure) -> tuple[str, str]:
    key = (str(failure.tool), str(failure.trigger))  # read back from session scratch: maybe not a str
    found = _known.get(key)
    if found is None:
        try:
            kept = problem_lines(failure.trigger)
        except Exception:  # a fingerprint must always exist
            kept = failure.trigger
        text, newer = _normalized(kept, legacy=False)
        sig = digest(f"{failure.tool}\n{text}")
        if newer or kept != strip_ansi(str(failure.trigger)):
            old = digest(f"{failure.tool}\n{normalize(failure.trigger, legacy=True)}")
        else:
            old = sig
        if len(_known) > 64:
            _known.clear()
        found = _known[key] = (sig, old)
    return found


def signature(failure: Failure) -> str:
    """Hex fingerprint of the tool and the normalized trigger: one per failure, never shared by two."""
    return _signatures(failure)[0]


def legacy_signature(failure: Failure) -> str:
    """The signature this failure had before summary lines were left out and `file:N:N` became `file:N`
    (stores made then hold it): a failure counts on the entry it counted on before the upgrade."""
    return _signatures(failure)[1]
