"""Pure: failed calls that asked something and got their answer — a program asked its version or usage, a
subcommand or cmdlet the agent guessed that does not exist — and scans whose findings are their answer."""

from __future__ import annotations

from reflexion.detectors.command import SETUP, parse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.detectors.command import Command

# A program asked about itself (`ralph --version`, `tool --help`). Not `-v` nor `-h`: to most tools they are
# "verbose" and "human-readable" (`pytest -v`, `df -h`), whose failure is no answer.
_SELF_QUERIES = frozenset({"--version", "-version", "-V", "version", "--help", "-help", "help"})
# How a program says a name it was given — a subcommand, a cmdlet — does not exist (lower-case text).
_NO_SUCH_NAME = (
    r"unknown (?:sub)?command:? [\"'“`]?([\w:.-]+)",
    r"no such (?:sub)?command:? [\"'“`]?([\w:.-]+)",
    r"'([\w:.-]+)' is not a [\w-]+ command",
    r"the term '([^']+)' is not recognized as the name of a cmdlet",
    r"invalid choice: '([\w:.-]+)'",
)


# Scanners and audits (of secrets, dependencies, code) and how one reports what it found (lower-case).
_SCANNERS = frozenset(
    {"gitleaks", "trufflehog", "detect-secrets", "pip-audit", "bandit", "semgrep", "trivy", "grype", "snyk",
     "audit"}  # `npm audit`, `cargo audit`
)  # fmt: skip
_FINDINGS = (
    r"\b(?:leaks|secrets|vulnerabilities|issues|findings) found:? \d+"
    r"|\b(?:found )?\d+ (?:known )?(?:leaks?|secrets?|vulnerabilit(?:y|ies)|findings?)\b"
)


def reported_findings(line: str, output: str) -> bool:
    """A scan or an audit that ran and counted what it found (`leaks found: 1092`, `found 5
    vulnerabilities`): its exit code says "there are findings" — the project's state, the thing being
    worked on — not that it failed to run."""
    if not any(s in line.lower() for s in _SCANNERS):
        return False  # most failures: decided without parsing the command
    from reflexion.detectors.command import inner_command

    ran: set[str] = set()
    for segment in parse(line).segments:  # the program run, or the one a host's script starts with
        inner = inner_command(segment) if segment.tool in ("ssh", "powershell", "pwsh", "cmd") else ""
        ran.update((segment.tool, *segment.sub.lower().split()[:1], *inner.lower().split()[:2]))
    if not ran & _SCANNERS:
        return False
    from reflexion import regex
    from reflexion.text import strip_ansi

    return regex.search(_FINDINGS, strip_ansi(output)) is not None


def asks_about_itself(command: Command) -> bool:
    """Every program on the line was only asked its version or usage (`export PATH=… && x --version`)."""
    work = [s for s in command.segments if s.tool not in SETUP and not s.after_pipe]
    return bool(work) and all(len(s.words) > 1 and set(s.words[1:]) <= _SELF_QUERIES for s in work)


def guessed_name(line: str, output: str) -> bool:
    """The program says a subcommand or cmdlet the command gave it does not exist (`blocky validate`,
    `Get-WebAuthnSetting`): the name is one the agent wrote, not one a mangled line produced (bash expanding
    PowerShell's `$_` leaves `'='` or `'extglob.Name'` unrecognized, words the command never had)."""
    from reflexion import regex

    words = {w.strip("\"'();{}|&") for w in line.lower().split()}
    for source in _NO_SUCH_NAME:
        found = regex.search(source, output)
        name = found.group(1).strip("\"'“”`.:") if found is not None else ""
        if len(name) > 1 and any(c.isalpha() for c in name) and name in words:
            return True
    return False
