"""Pure: detectors for Ruby's test runners and rake — RSpec's and Minitest's failures, wherever they run from
(`rspec`, `bundle exec rspec`, `rake test`, a script), and what `rake aborted!` says."""

from __future__ import annotations

from reflexion.detectors.base import Detector, Output, line_index, rx, trigger


def rspec(out: Output) -> str | None:
    """The first failure's `Failure/Error: <the line that failed>` and what RSpec says under it: the
    exception (`NoMethodError: undefined method 'name' for …`, first) or the expectation (`expected: 3`,
    `got: 2`). Never the report's headings (`Failures:`, `Failed examples:`): every run has those."""
    heads = rx(r"^\s*Failure/Error: ")
    found = [n for n, line in enumerate(out.lines) if heads.match(line)]
    if not found:
        return None
    idx = min(found, key=lambda n: out.lines[n].strip())  # not the first to run: RSpec runs in random order
    said: list[str] = []
    for line in out.lines[idx + 1 : idx + 10]:
        text = line.strip()
        if text.startswith("# ") or (not text and said):  # the backtrace, or the message's end
            break
        if text and _told(text):
            said.append(text)
        if len(said) == 2:
            break
    head = out.lines[idx].strip()
    raised = len(said) == 2 and said[0].endswith(":") and " " not in said[0]  # `NoMethodError:` + message
    if raised:
        return trigger([f"{said[0]} {said[1]}", head])
    return trigger([head, *said])


def _told(text: str) -> bool:
    """Whether a line of a failure's report says something of this failure: not the value a run got
    (`got: 304`, `Actual: 172`: a timing or a random id differs from run to run of one failure), not a
    string diff's header (`--- expected`, `+++ actual`, `@@ -1 +1 @@`)."""
    return not text.startswith(("got:", "Actual:", "--- expected", "+++ actual", "@@ "))


def minitest(out: Output) -> str | None:
    """The first `N) Failure:` / `N) Error:` of a Minitest report: the exception it raised (`KeyError: key not
    found: :name`) then the test, or the test then what the assertion said (`Expected: 3`, `Actual: -1`).
    Never the tally (`1 runs, 1 assertions, 1 failures`): every run has one."""
    idx = line_index(out, r"^\s*\d+\) (?:Failure|Error):$")
    if idx < 0 or idx + 1 >= len(out.lines):
        return None
    test = rx(r"^([^\s#]+#\S+?)(?: \[.+\])?:$").match(out.lines[idx + 1].strip())  # linear: one `#` first
    if test is None:
        return None
    said: list[str] = []
    for line in out.lines[idx + 2 : idx + 12]:
        if not line.strip() or line.startswith("    "):  # the message's end, or the backtrace
            break
        if _told(line.strip()):
            said.append(line.strip())
        if len(said) == 2:
            break
    if "Error:" in out.lines[idx] and said:
        return trigger([said[0], test.group(1)])
    return trigger([test.group(1), *said])


def rake(out: Output) -> str | None:
    """What rake says under `rake aborted!` (the heading every rake failure has): the task's own error."""
    idx = line_index(out, r"^rake aborted!$")
    said = [ln.strip() for ln in out.lines[idx + 1 : idx + 5] if ln.strip()] if idx >= 0 else []
    # `StandardError: An error has occurred, this and all later migrations canceled:` heads every failed
    # migration: what follows it is the one that failed
    return trigger(said[:2] if said[:1] and said[0].endswith(":") else said[:1])


DETECTORS = (
    Detector("rspec.failure", rspec, ("Failure/Error:",), tool="rspec", priority=20),
    Detector("minitest.failure", minitest, (") Failure:", ") Error:"), tool="minitest", priority=20),
    Detector("rake.aborted", rake, ("rake aborted!",), tool="rake", priority=80),
)
