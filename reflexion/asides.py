"""Pure: lines of a tool's output that say nothing of which problem it met — a heading announcing what
follows, a tally of counts, a pointer to `--help`."""

from __future__ import annotations

# A tally names what it counts with one of these (`Total errors: 11`, `Number processed: 0`, `3 failures`);
# `Exit code: 137` or `Port: 5432` counts nothing, and says something of the problem.
_COUNTING = frozenset(
    ("total", "number", "count", "counts", "processed", "found", "errors", "error", "warnings", "warning",
     "failures", "failure", "failed", "passed", "skipped", "skips", "tests", "test", "checks", "files",
     "file", "problems", "issues", "offenses", "violations")
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
    return is_heading(line) or is_tally(line) or is_help_pointer(line)


def _tally(text: str) -> bool:
    parts = [part.strip() for part in text.replace(";", ",").split(",")]
    if not all(_counted(part) for part in parts):
        return False
    return not _COUNTING.isdisjoint(parts[0].lower().replace(":", " ").replace("=", " ").split())


def _counted(part: str) -> bool:
    """`Skipped: 0`, `errors=2`, `11 failures`."""
    for sep in (":", "="):
        label, found, number = part.rpartition(sep)
        if found:
            return number.strip().isdigit() and _label(label)
    number, _, label = part.partition(" ")
    return number.isdigit() and _label(label)


def _label(text: str) -> bool:
    words = text.split()
    return 0 < len(words) <= 4 and all(word.replace("-", "").isalpha() for word in words)
