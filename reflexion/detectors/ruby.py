"""Pure: detectors for Ruby's test runners — RSpec's failures, wherever it runs from (`rspec`, `bundle exec
rspec`, `rake spec`, a script)."""

from __future__ import annotations

from reflexion.detectors.base import Detector, Output, line_index, trigger


def rspec(out: Output) -> str | None:
    """The first failure's `Failure/Error: <the line that failed>` and what RSpec says under it: the
    exception (`NoMethodError: undefined method 'name' for …`, first) or the expectation (`expected: 3`,
    `got: 2`). Never the report's headings (`Failures:`, `Failed examples:`): every run has those."""
    idx = line_index(out, r"^\s*Failure/Error: ")
    if idx < 0:
        return None
    said: list[str] = []
    for line in out.lines[idx + 1 : idx + 10]:
        text = line.strip()
        if text.startswith("# ") or (not text and said):  # the backtrace, or the message's end
            break
        if text:
            said.append(text)
        if len(said) == 2:
            break
    head = out.lines[idx].strip()
    raised = len(said) == 2 and said[0].endswith(":") and " " not in said[0]  # `NoMethodError:` + message
    if raised:
        return trigger([f"{said[0]} {said[1]}", head])
    return trigger([head, *said])


DETECTORS = (Detector("rspec.failure", rspec, ("Failure/Error:",), tool="rspec", priority=20),)
