"""Pure: decide whether a Bash hook event shows a failure worth learning from, and name its trigger.

A successful command's hook looks for failure words first (failure_words.may_fail) and imports this
module only for an output that holds one; this module imports next to nothing itself: the detector table
(`reflexion.detectors`) loads only when an event needs it, and neither `typing` nor `dataclasses` is
imported (they cost a hook run ~3 ms and ~6 ms).
"""

from __future__ import annotations

from reflexion.failure_words import may_fail as may_fail  # the success hook loads it without this module
from reflexion.text import clip, one_line, strip_ansi

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.detectors.base import Detector, Output
    from reflexion.detectors.command import Command, Segment

TRIGGER_LIMIT = 4000  # the raw trigger; capture redacts it, then clips it to what an entry holds
_SCAN_LIMIT = 64_000  # enough for any error; a 20 MB log is not read end to end on the hot path

# Exit codes that are answers, not failures, for these commands (grep: no match; diff/cmp: files differ ...)
# Searchers: their output is data, and exit 1 only means "nothing found".
SEARCHERS = frozenset({"grep", "egrep", "fgrep", "zgrep", "rg", "ag", "ack"})
_ANSWERS = SEARCHERS | frozenset(
    {
        "pgrep",
        "pkill",
        "pidof",
        "cmp",
        "diff",
        "colordiff",
        "test",
        "[",
        "[[",
        "which",
        "type",
        "command",
        "false",
        "expr",
    }
)
_ANSWER_SUBS = frozenset(
    {
        ("npm", "outdated"),
        ("yarn", "outdated"),
        ("pnpm", "outdated"),
        ("npm", "audit"),
        ("yarn", "audit"),
        ("pnpm", "audit"),
        ("git", "diff"),
        ("git", "grep"),
        ("git", "merge-base"),
        ("git", "show-ref"),
        ("git", "ls-remote"),
        ("systemctl", "is-active"),
        ("systemctl", "is-enabled"),
        ("systemctl", "is-failed"),
    }
)
_SIGNALS = {
    126: "not executable",
    127: "command not found",
    130: "interrupted (SIGINT)",
    134: "aborted (SIGABRT)",
    137: "killed (SIGKILL, often out of memory)",
    139: "segmentation fault (SIGSEGV)",
    143: "terminated (SIGTERM)",
}
_NOISE = (
    "npm notice",
    "npm warn",
    "[notice]",
    "hint:",
    "note:",
    "Run '",
    "See '",
    "For more information",
    "A complete log of this run",
    "To see the full stack trace",
    "Re-run ",
    "Usage:",
    "usage:",
)
# How a line that is the error itself starts: ExUnit's exceptions, Rust's error codes, git's fatal.
_HEADLINES = ("** (", "error[E", "fatal: ", "FATAL ")
# Lines a tool or the shell prints around the real message, wherever they appear in it: Git Bash's
# fork retries, ssh's post-quantum banner.
_NOISE_INSIDE = (
    "child_copy: cygheap read copy failed",
    "dofork: child",
    "fork: retry: resource temporarily unavailable",
    'may be vulnerable to "store now, decrypt later"',
    "is not using a post-quantum key exchange",
    "the server may need to be upgraded",
)
# A wrapper's own account of a failure (npm's "Lifecycle script failed", make's "*** Error 1") says less than
# the wrapped tool's error above it.
_CHATTER = (
    "npm error",
    "npm ERR!",
    "error Command failed",
    "ELIFECYCLE",
    " ELIFECYCLE",
    "info Visit",
    "make: ***",
    "make[",
)
_ERROR_WORDS = (
    "error",
    "fail",
    "fatal",
    "denied",
    "not found",
    "no such",
    "cannot",
    "can't",
    "could not",
    "unable",
    "invalid",
    "refused",
    "missing",
    "exception",
    "timed out",
    "abort",
    "killed",
    "not allowed",
    "forbidden",
    "unauthorized",
    "does not exist",
    "no space",
    "blocked",
    "unrecognized option",
    "unknown option",
    "invalid option",
    "illegal option",
    "not recognized",
)


class Failure:
    """A failed command, reduced to what is worth remembering about it.

    A frozen record (positional or keyword fields, ==, hash, repr, read-only), written by hand because
    `@dataclass(frozen=True)` would import `dataclasses` into every capture.
    """

    __slots__ = ("_category", "_exit_code", "_tool", "_trigger")

    def __init__(self, tool: str, category: str, trigger: str, exit_code: int | None) -> None:
        self._tool = tool
        self._category = category
        self._trigger = trigger
        self._exit_code = exit_code

    @property
    def tool(self) -> str:
        """Ecosystem/tool of the failing command, lower-case: "npm", "git", "python", "cargo" ..."""
        return self._tool

    @property
    def category(self) -> str:
        """The detector that fired: "npm.error", "python.traceback", "generic.exit_code" ..."""
        return self._category

    @property
    def trigger(self) -> str:
        """The meaningful error line(s), ANSI-free, at most 500 chars, not yet redacted."""
        return self._trigger

    @property
    def exit_code(self) -> int | None:
        return self._exit_code

    def _fields(self) -> tuple[str, str, str, int | None]:
        return (self._tool, self._category, self._trigger, self._exit_code)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Failure) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"Failure(tool={self._tool!r}, category={self._category!r}, trigger={self._trigger!r}, "
            f"exit_code={self._exit_code!r})"
        )


def interrupted(text: str) -> bool:
    """The error of a call the user stopped while it ran (`Exit code 137` then Claude Code's interruption
    mark): it ran, but what it printed says nothing about the command."""
    head = text.lstrip()[:300]
    if head.startswith(("Error: Exit code", "Exit code")):
        head = head.split("\n", 1)[-1].lstrip()
    return head.startswith("[Request interrupted by user")


def failure_from_error(command: str, error: str) -> Failure | None:
    """PostToolUseFailure: the command exited non-zero. None only for answers like grep's "no match"."""
    try:
        return _from_error(command, error)
    except Exception:  # a bug here must not lose the failure: keep its last words
        lines = [ln.strip() for ln in str(error).splitlines() if ln.strip()]
        return _new_failure("bash", "generic.exit_code", "\n".join(lines[-2:]) or "failed", None)


def _from_error(command: str, error: str) -> Failure | None:
    code, output, timeout_note = _parse_error(error)
    out = _output(command, output, success=False, exit_code=code)
    if timeout_note is not None or (code == 124 and out.command.timeout):
        return _timed_out(out, timeout_note or "")
    if _is_answer(out.command, code, out.text):
        # grep found nothing, diff saw differences: only the tool's own complaint is a failure
        return _detect(_output(command, output, success=True, exit_code=code))
    return _detect(out) or _fallback(out)


def failure_from_output(command: str, stdout: str, stderr: str) -> Failure | None:
    """PostToolUse: a Failure only when the output unmistakably shows one that a pipe or `|| true` hid."""
    if not (may_fail(stdout) or may_fail(stderr)):
        return None
    text = f"{stdout}\n{stderr}" if stderr.strip() else stdout
    try:
        return _detect(_output(command, text, success=True, exit_code=None))
    except Exception:  # after a success, missing a hidden failure is the safe mistake
        return None


# ---------------------------------------------------------------- reading the event


def _parse_error(error: str) -> tuple[int | None, str, str | None]:
    """Split "Exit code N\\n<output>" into (N, output, timeout note)."""
    head, _, rest = error.partition("\n")
    label = head.strip().removeprefix("Error: ")
    code: int | None = None
    if label.startswith("Exit code ") and label[10:].lstrip("-").isdigit():
        code = int(label[10:])
    else:
        rest = error
    note = None
    for line in rest.split("\n")[:3] + rest.split("\n")[-3:]:
        if line.strip().startswith("Command timed out after"):
            note = line.strip().removeprefix("Command ")
            rest = rest.replace(line, "", 1)
            break
    return code, rest, note


def _output(command: str, text: str, success: bool, exit_code: int | None) -> Output:
    from reflexion.detectors.base import Output
    from reflexion.detectors.command import parse

    if len(text) > _SCAN_LIMIT:
        text = text[: _SCAN_LIMIT // 4] + "\n" + text[-(_SCAN_LIMIT * 3 // 4) :]
    return Output(_clean(text, success), parse(command), success, exit_code)


def _clean(text: str, success: bool = False) -> str:
    """No colours, Unix newlines, for `\\r` progress lines only what the terminal showed last."""
    text = strip_ansi(text).replace("\r\n", "\n")
    if not success and "\\n\\n" in text:  # a failure's message printed JSON-escaped (a hook's `reason`)
        text = "\n".join(_escaped_paragraphs(ln) for ln in text.split("\n"))
    if "\r" in text:
        text = "\n".join(line.rstrip("\r").rsplit("\r", 1)[-1] for line in text.split("\n"))
    shell_failed = text.lstrip().startswith("Command failed:")  # then the fork's failure is the message
    fork = "cygheap" in text or "dofork" in text or "fork: retry" in text
    if not shell_failed and (fork or "post-quantum" in text or "decrypt later" in text):
        kept = [line for line in text.split("\n") if not is_noise(line)]
        # a fork that failed may be all there is to say (the shell could not start); ssh's banner never is
        if not fork or any(any(c.isalnum() for c in line) for line in kept):
            text = "\n".join(kept)
    return text


def _escaped_paragraphs(line: str) -> str:
    """A line holding `\\n\\n` outside quotes is a message printed JSON-escaped: its own lines. Inside quotes
    (`assert 'a\\n\\nb' == …`) it is the data under test."""
    at = line.find("\\n\\n")
    if at < 0 or (line.count("'", 0, at) % 2) or (line.count('"', 0, at) % 2):
        return line
    return line.replace("\\n", "\n")


def _is_answer(command: Command, code: int | None, text: str) -> bool:
    """Exit 1 from grep/diff/test/`npm outdated`... is an answer, not a failure."""
    if code != 1 or not command.segments:
        return False
    if _answers(command.segments[-1]):  # the last command of a pipeline decides its status
        return True
    # `[ -f x ] && make` exits 1 silently when the test is false
    return not text.strip() and any(_answers(s) and s.op == "&&" for s in command.segments)


def _answers(segment: Segment) -> bool:
    return segment.tool in _ANSWERS or (segment.tool, segment.sub) in _ANSWER_SUBS


# ---------------------------------------------------------------- running detectors


def _detect(out: Output) -> Failure | None:
    from reflexion.detectors import applicable

    if not out.text.strip():
        return None
    for det in applicable(out):
        if not any(needle in out.text for needle in det.needles):
            continue
        try:
            found = det.find(out)
        except Exception as exc:  # a broken detector must never cost the capture: skip it, and say so
            del _SKIPPED[:-20]
            _SKIPPED.append(f"detector {det.name} raised {type(exc).__name__}: {exc}; skipped it")
            continue
        if found:
            return _new_failure(_tool(det, out.command, found), det.name, found, out.exit_code)
    return None


_SKIPPED: list[str] = []  # what the detectors that raised said, until the caller (who has a log) takes it


def take_skipped() -> list[str]:
    """The detectors that raised since the last call, one line each (for the store's log)."""
    taken = _SKIPPED[:]
    _SKIPPED.clear()
    return taken


def _tool(det: Detector, command: Command, trigger: str) -> str:
    """The tool the error points to: the detector's, else a command the trigger names, else the main one."""
    from reflexion.detectors import WRAPPERS

    if det.scope:  # `clang` for a compiler error from `clang`, but `gcc` for one from `make`
        for seg in (*reversed(command.main), *command.segments):
            if seg.tool in det.scope and seg.tool not in WRAPPERS:
                return seg.tool
    if det.tool:
        return det.tool
    return _named_tool(command, trigger.split("\n", 1)[0]) or _main_tool(command)


def _named_tool(command: Command, line: str) -> str:
    """`bash: cd: x: No such file` names `cd`; `.env.local: No such file` names `source .env.local`"""
    fields = [f.strip() for f in line.replace(" (child):", ":").split(":")]
    for seg in command.segments:
        names = {seg.tool, seg.words[0], seg.words[0].rsplit("/", 1)[-1]}
        if fields[0] in names or any(f in names for f in fields[1:-1]):
            return seg.tool
    for seg in command.segments:
        if any(f in seg.words[1:] for f in fields[1:-1] if len(f) > 1):
            return seg.tool
    return ""


def _main_tool(command: Command) -> str:
    primary = command.primary
    return primary.tool if primary else "bash"


# ---------------------------------------------------------------- failures no detector named


def _fallback(out: Output) -> Failure:
    """Any other non-zero exit: the lines that sound like errors, else the last words, else the silence."""
    lines = _meaningful(out.text, out.command)
    if not lines:
        what = f"exited {out.exit_code}" if out.exit_code is not None else "failed"
        why = f" ({_SIGNALS[out.exit_code]})" if out.exit_code in _SIGNALS else ""
        return _failure(out, "generic.silent", f"`{_short(out.command.text)}` {what}{why} with no output")
    record = _powershell_record(lines)
    if record:
        return _failure(out, "powershell.error", record)
    errors = _error_lines(lines)
    errors = [ln for ln in errors if not ln.startswith(_CHATTER)] or errors
    # a line that says it is THE error (ExUnit's `** (RuntimeError) …`) goes before a test's heading
    errors = [ln for ln in errors if ln.startswith(_HEADLINES)] + [
        ln for ln in errors if not ln.startswith(_HEADLINES)
    ]
    picked = errors[:1] + errors[-1:] if errors else lines[-2:]
    from reflexion.asides import is_heading

    if picked and is_heading(picked[0]) and picked[0] in lines:  # `Collected errors:` heads the message
        after = lines[lines.index(picked[0]) + 1 : lines.index(picked[0]) + 2]
        picked = [*after, *picked[1:]] or picked
    return _failure(out, "generic.exit_code", "\n".join(dict.fromkeys(picked)))


def _error_lines(lines: list[str]) -> list[str]:
    """The lines holding an error word, but warnings: one search per line (a word-by-word test of each of
    13,000 lines cost a hook a second), with one pattern of all the words: a pattern of only those present
    would be a new one for most failures, each kept in the machine's pattern table."""
    text = "\n".join(lines).lower()
    if not any(w in text for w in _ERROR_WORDS):
        return []
    from reflexion import regex

    words = regex.compile("|".join(map(regex.escape, _ERROR_WORDS)))
    return [
        line
        for line, low in zip(lines, text.split("\n"), strict=True)
        if words.search(low)
        and not low.startswith(("warning", "warn", "+ "))
        and " WRN " not in f" {line} "  # a log line at warning level is not the error
    ]


def _powershell_record(lines: list[str]) -> str:
    """A PowerShell error record (`X : message`, `At line:1 char:1`, `+ …`, `+ CategoryInfo …`): its
    message is the line before the `At …` line."""
    if not any(ln.startswith("+ CategoryInfo") or ln.startswith("+ FullyQualifiedErrorId") for ln in lines):
        return ""
    if lines[0].startswith(("At line:", "At char:")):  # a parse error: the code and a caret, then the message
        said = [ln for ln in lines[1:] if not ln.startswith(("+", "At line:", "At char:"))]
        if said:
            return said[0]
    for n, line in enumerate(lines[1:], 1):
        if line.startswith(("At line:", "At char:")) or (line.startswith("At ") and ":" in line[3:6]):
            start = n - 1  # the message may wrap over several lines: back to the one naming its source
            while start > 0 and " : " not in lines[start] and n - start < 6:
                start -= 1
            return " ".join(lines[start:n])
    return next((ln for ln in lines if " : " in ln and not ln.startswith("+")), "")


def _timed_out(out: Output, note: str) -> Failure:
    last = _meaningful(out.text, out.command)[-1:]
    said = f"; last output: {last[0]}" if last else ""
    return _failure(out, "timeout", f"`{_short(out.command.text)}` {note or 'timed out'}{said}")


def _failure(out: Output, category: str, trigger: str) -> Failure:
    return _new_failure(_main_tool(out.command), category, trigger, out.exit_code)


def _new_failure(tool: str, category: str, trigger: str, exit_code: int | None) -> Failure:
    return Failure(tool, category, clip(trigger, TRIGGER_LIMIT), exit_code)


def _meaningful(text: str, command: Command) -> list[str]:
    """The lines that may say what went wrong: no noise, no stack frames, no data, and nothing the command
    printed itself (`echo '=== config ==='` heads what follows) unless that is all there is and it says
    what went wrong (`test -f .env || { echo "Missing .env"; exit 1; }`)."""
    from reflexion.detectors.command import echoed

    own = echoed(command)
    kept = _lines(text, set(own))
    return kept or [ln for ln in _lines(text, set()) if ln in own and _error_lines([ln])]


def _lines(text: str, seen: set[str]) -> list[str]:
    kept: list[str] = []  # (`seen`, a set: a list's `in` made 13,000 distinct lines cost a second)
    for raw in text.split("\n"):
        line = raw.strip()
        if len(line) < 2 or not any(ch.isalnum() for ch in line) or line.startswith(_NOISE):
            continue
        if raw.startswith(("    at ", "\tat ")):  # stack frames say where, not what
            continue
        if _encoded(line):  # a key or a blob printed whole: data, not a message
            continue
        line = line[:240]
        if line not in seen:
            seen.add(line)
            kept.append(line)
    return kept


def _encoded(line: str) -> bool:
    """Base64 or hex data (an armored key with its line breaks lost, a digest list): every word a long run
    of the encoding's alphabet, with digits and letters of both cases mixed in."""
    words = line.split()
    return (
        len(line) >= 40
        and all(len(w) >= 16 and w.rstrip("=").replace("+", "").replace("/", "").isalnum() for w in words)
        and any(ch.isdigit() for ch in line)
        and any(ch.isupper() for ch in line)
        and any(ch.islower() for ch in line)
    )


def is_noise(line: str) -> bool:
    """A line the shell or a tool prints around the real message (fork retries, ssh banners)."""
    low = line.lower()
    return any(n in low for n in _NOISE_INSIDE)


def _short(command: str) -> str:
    return clip(one_line(command), 200)
