"""Pure: lines of a tool's output that say nothing of which problem it met — a heading announcing what
follows, a tally of counts, a pointer to `--help`."""

from __future__ import annotations

# A tally counts with these words only (`Total errors: 11, Skipped: 0, Unnecessary Skips: 0`, `gpg: Total
# number processed: 0`, `5 tests, 5 failures`): a label with any other word names what failed (`Lint
# errors: 4` against `Type errors: 4`), and `Exit code: 137` or `HTTP error: 401` is no count at all.
_COUNTED_NOUNS = frozenset(
    ("errors", "warnings", "failures", "failed", "passed", "skipped", "skips", "tests", "checks", "files",
     "problems", "issues", "offenses", "violations", "assertions", "examples", "suites", "processed", "found")
)  # fmt: skip
_COUNTING = _COUNTED_NOUNS | frozenset(
    ("total", "number", "count", "unnecessary", "of", "generated", "emitted", "detected", "remaining", "in")
)
_ONE = frozenset(("error", "warning", "failure", "test", "check", "file", "problem", "issue", "offense"))
# A heading is only an aside when it says nothing but that a report follows (`Pre-commit validation
# failed:`, `Collected errors:`); `Missing dependencies:` or `Invalid config file:` names the problem.
_GENERIC_HEADING = frozenset(
    ("collected", "errors", "error", "failed", "failures", "failure", "validation", "the", "following",
     "what", "went", "wrong", "pre-commit", "precommit", "summary", "details", "output", "problems",
     "warnings", "checks", "check", "results", "report", "hook", "hooks", "found", "were", "was")
)  # fmt: skip


def is_heading(line: str) -> bool:
    """`Collected errors:`, `Pre-commit validation failed:`, `Error:`: a short line that only announces what
    follows."""
    line = line.strip()
    return (line.endswith(":") and len(line) <= 30 and " " in line.strip(":").strip()) or line == "Error:"


def is_tally(line: str) -> bool:
    """`Total errors: 11, Skipped: 0`, `gpg: Total number processed: 0`, `3 errors, 1 warning`: counts and
    nothing else, the first naming what it counts."""
    text = line.strip().rstrip(".")
    program, sep, rest = text.partition(": ")  # `gpg: …`: the program speaking
    return _tally(text) or (bool(sep) and " " not in program and _tally(rest))


def is_help_pointer(line: str) -> bool:
    """`Try 'whoami --help' for more information.`, `For more information, try '--help'.`: where to read
    more, the same whatever went wrong."""
    low = line.strip().lower()
    return low.startswith(("try ", "see ", "run ", "use ", "for more info")) and any(
        words in low for words in ("--help", " -h'", " -h`", "for more info", "for details")
    )


def is_aside(line: str) -> bool:
    """A line that may follow an error line without saying anything of which error it was."""
    return _generic_heading(line) or is_tally(line) or is_help_pointer(line)


def _generic_heading(line: str) -> bool:
    words = line.strip().rstrip(":").lower().split()
    return is_heading(line) and all(word in _GENERIC_HEADING for word in words)


def _tally(text: str) -> bool:
    parts = [part.strip() for part in text.replace(";", ",").split(",")]
    return all(_counted(part) for part in parts)


def _counted(part: str) -> bool:
    """`Skipped: 0`, `errors=2`, `11 failures`, `1 error`: a number and what it counts, in counting words."""
    for sep in (":", "="):
        label, found, number = part.rpartition(sep)
        if found:
            return number.strip().isdigit() and _label(label, number.strip())
    number, _, label = part.partition(" ")
    return number.isdigit() and _label(label, number)


def _label(text: str, number: str) -> bool:
    words = text.lower().split()
    one = _ONE if number in ("0", "1") else frozenset()  # `1 error`, never `Error: 404`
    return 0 < len(words) <= 4 and all(word in _COUNTING or word in one for word in words)
