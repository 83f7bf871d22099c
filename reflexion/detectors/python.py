"""Pure: detectors for Python — uncaught tracebacks, pytest, unittest, mypy, ruff/black/flake8 and pip."""

from __future__ import annotations

from reflexion.detectors import base
from reflexion.detectors.base import Detector, Output, first, grep, line_index, matching, rx, tail_is, trigger

_LIB_FRAME = ("site-packages", "dist-packages", "<frozen", "/lib/python", "/lib64/python", "\\lib\\")
_EXCEPTION = r"^[A-Za-z_][\w.]*(?:: .*)?$"


def traceback(out: Output) -> str | None:
    """The exception line of the last traceback, plus the innermost frame in the project's own code.

    Found from the last `File "...", line N` frame rather than the `Traceback` header: Claude Code cuts
    long output in the middle, which may take the header away, and chained tracebacks end with the one
    that matters.
    """
    last_frame = line_index(out, r'^\s*File "[^"]+", line \d+', last=True)
    exc = _exception_line(out, last_frame) if last_frame >= 0 else -1
    if exc < 0:
        return None
    line = out.lines[exc].strip()
    header = line_index(out, r"^\s*Traceback \(most recent call last\):", last=True)
    if header < 0 and not rx(r"\w*(?:Error|Exception)\b").match(line):
        return None  # SyntaxError and friends come without a header; anything else needs one
    if out.success and not tail_is(out, exc, _continues_exception):
        return None  # more normal output follows: the program handled it and carried on
    return trigger([line, _own_frame(out, max(header, 0), exc)])


def _exception_line(out: Output, start: int) -> int:
    regex = rx(_EXCEPTION)
    for i in range(start + 1, len(out.lines)):
        line = out.lines[i]
        if not line.strip() or line[:1].isspace() or line.startswith(("Traceback", "^")):
            continue
        return i if regex.match(line) else -1
    return -1


def _continues_exception(line: str) -> bool:
    # exception messages go on indented or in parentheses (sqlalchemy's "(Background on this error ...)")
    return line[:1].isspace() or line.startswith(("(", "[notice]", "Error in sys.excepthook", "note:"))


def _own_frame(out: Output, start: int, end: int) -> str:
    frames = [ln.strip() for ln in out.lines[start:end] if ln.lstrip().startswith('File "')]
    own = [f for f in frames if not any(mark in f for mark in _LIB_FRAME)]
    return (own or frames or [""])[-1]


def pytest(out: Output) -> str | None:
    """pytest's own errors, else the first exception (`E   ...`) and the FAILED/ERROR summary lines."""
    ran_pytest = out.has_tool("pytest") or "test session starts" in out.text or "conftest" in out.text
    usage = (
        grep(
            out, r"^(?:ERROR: (?!usage:).+|pytest: error: .+|ImportError while loading conftest .+)$", limit=2
        )
        if ran_pytest
        else []
    )
    if out.success:  # with -s, a test's own prints may say "ERROR: ..."; pytest's usage errors open or close
        shown = [ln.strip() for ln in out.lines if ln.strip()]
        usage = [ln for ln in usage if ln in shown[:3] + shown[-3:]]
    summary = first(out, r"^(?:=+ )?((?:\d+ \w+, )*\d+ \w+ in [\d.]+s\b.*?)(?: =+)?$", 1)
    failed = bool(summary and rx(r"\b[1-9]\d* (?:failed|errors?)\b").search(summary))
    no_tests = first(out, r"^(?:=+ )?no tests ran\b|^collected \d+ items? / .*\b0 selected\b")
    interrupted = first(out, r"^!+ Interrupted: .*!+$")
    if not (usage or failed or no_tests or interrupted):
        return None
    exc = grep(out, r"^E +(\w[\w.]*(?:Error|Exception|Exit|Interrupt)\b.*|assert .+)$", limit=1, group=1)
    # else pytest's own `E` line (`fixture 'db' not found`, `Failed: DID NOT RAISE`): the summary's
    # `ERROR test_x.py::test_b` alone is the same for every way that test fails
    exc = exc or grep(out, r"^E +(\S.*)$", limit=1, group=1)
    # pytest cuts the summary's message to fit ("AssertionError: asser..."): the `E` line has it whole
    results = [
        ln.partition(" - ")[0] if ln.endswith("...") else ln
        for ln in grep(out, r"^(?:FAILED|ERROR) \S+.*$", limit=3)
    ]
    return trigger([*usage, *exc, *results]) or trigger([no_tests or interrupted or summary or ""])


def unittest(out: Output) -> str | None:
    end = first(out, r"^(?:FAILED \((?:failures|errors)=\d+.*\)|NO TESTS RAN)$")
    if not end:
        return None
    tests = grep(out, r"^(?:FAIL|ERROR): \S+.*$", limit=2)
    start = line_index(out, r"^Traceback \(most recent call last\):")
    exc = _exception_line(out, start) if start >= 0 else -1
    return trigger([*tests, out.lines[exc] if exc >= 0 else ""] if tests else [end])


def mypy(out: Output) -> str | None:
    found = first(out, r"^Found ([1-9]\d*) errors? in \d+ files?")
    lines = grep(out, r"^\S+?\.pyi?:\d+(?::\d+)?: error: .+$")
    if not (found or (lines and not out.success)):
        return None
    return trigger(lines or [found or ""])


def pyright(out: Output) -> str | None:
    if not first(out, r"^[1-9]\d* errors?, \d+ warnings?"):
        return None
    return trigger(grep(out, r"^\s*\S+:\d+:\d+ - error: .+$"))


def ruff_check(out: Output) -> str | None:
    found = first(out, r"^Found [1-9]\d* errors?\b.*$")
    if not found or " 0 remaining" in found:
        return None  # `ruff check --fix`: "Found 3 errors (3 fixed, 0 remaining)." is a success
    # ruff >= 0.5 prints "F401 [*] msg" then " --> file:line:col"; older/concise: "file:line:col: F401 msg"
    rules = grep(out, r"^(?:\S+:\d+:\d+: )?[A-Z]{1,4}\d{2,4} (?:\[\*\] )?.+$")
    if not rules and not out.has_tool("ruff"):
        return None  # "Found 3 errors" from some other program
    return trigger(rules or [found])


def formatter_check(out: Output) -> str | None:
    """`ruff format --check` / `black --check`: files that would be reformatted."""
    would = grep(out, r"^(?:Would reformat:? .+|would reformat .+|unformatted: .+|Oh no! .+)$", limit=2)
    summary = first(out, r"^[1-9]\d* files? would be reformatted.*$")
    if not (would or summary):
        return None
    files = grep(out, r"^ *--> (\S+?):\d+", limit=2, group=1)
    return trigger([*would, *(f"would reformat {f}" for f in files), summary or ""])


flake8 = matching(r"^\S+:\d+:\d+: [EWFCN]\d{3} .+$")


def pip(out: Output) -> str | None:
    """pip's ERROR lines (the informational "Ignored versions" one last) or its `error: <reason>` box."""
    reason = first(out, r"^error: [a-z][\w-]+$")
    if reason:
        box = first(out, r"^× .+$")
        return trigger([reason, box or ""])
    errors = grep(out, r"^ERROR: (?!pip's dependency resolver)(.+)$", limit=4)
    useful = [e for e in errors if not e.startswith("ERROR: Ignored the following")] or errors
    return trigger(_short_versions(e) for e in useful[:2])


def pip_build(out: Output) -> str | None:
    """A package that failed to build: what the build itself said last in pip's `[N lines of output]` block
    (its exception, or the compiler's error), then pip's `× … did not run successfully.` box. The box and
    `error: subprocess-exited-with-error` are the same for every build that fails."""
    if out.success and first(out, r"^Successfully installed "):
        return None  # pip < 23.1: the wheel failed, `setup.py install` then did the job
    end = line_index(out, r"^\s*\[end of output\]$")
    start = line_index(out, r"^\s*╰─> \[\d+ lines? of output\]$")
    if end < 0 or not 0 <= start < end:
        return None
    block = [ln.strip() for ln in out.lines[start + 1 : end] if ln.strip()]
    compiler = [ln for ln in block if rx(r"^\S+:\d+(?::\d+)?: (?:fatal )?error: ").match(ln)]
    # the compiler's error, not the wrapper that ran it (`error: command 'gcc' failed`, `CalledProcessError`)
    said = compiler[0] if compiler else ""
    box = first(out, r"^[ \t]*× .+$")
    return trigger([said or (block[-1] if block else ""), box or ""])


def _short_versions(line: str) -> str:
    head, sep, _ = line.partition("(from versions: ")
    return f"{head}(from versions: …)" if sep and len(line) > 160 else line


# every row here but flake8's is strict (trusted after exit 0); a row states only what differs
_py = base.partial(Detector, strict=True)

DETECTORS = (
    _py(
        "pytest.failed",
        pytest,
        ("passed", "failed", "error", "ERROR", "no tests ran", "selected", "Interrupted", "conftest"),
        tool="pytest",
        scope=frozenset({"pytest", "tox", "nox", "coverage"}),
        priority=10,
    ),
    _py(
        "python.unittest",
        unittest,
        ("FAILED (", "NO TESTS RAN"),
        tool="python",
        scope=frozenset({"python"}),
        priority=10,
    ),
    _py(
        "python.traceback",
        traceback,
        ("Traceback (most recent call last)", '  File "'),
        tool="python",
        priority=20,
    ),
    _py("mypy.error", mypy, (": error: ",), tool="mypy", scope=frozenset({"mypy"}), priority=30),
    _py("pyright.error", pyright, (" - error: ",), tool="pyright", scope=frozenset({"pyright"}), priority=30),
    _py("ruff.violations", ruff_check, ("Found ",), tool="ruff", scope=frozenset({"ruff"}), priority=30),
    _py(
        "python.format_check",
        formatter_check,
        ("reformat", "unformatted", "Oh no!"),
        tool="ruff",
        scope=frozenset({"ruff", "black"}),
        priority=30,
    ),
    Detector(
        "flake8.violations",
        flake8,
        (": E", ": F", ": W", ": C"),
        tool="flake8",
        scope=frozenset({"flake8"}),
        priority=30,
    ),
    # before the traceback: pip shows the build's traceback indented, under a box every failed build has
    _py(
        "pip.build",
        pip_build,
        ("[end of output]",),
        tool="pip",
        scope=frozenset({"pip", "pipx"}),
        indirect=False,
        priority=19,
    ),
    _py(
        "pip.error",
        pip,
        ("ERROR: ", "error: "),
        tool="pip",
        scope=frozenset({"pip", "pipx"}),
        indirect=False,
        priority=40,
    ),
)
