"""Pure: detectors for PHP's test runner — PHPUnit's failures and errors, told by what failed."""

from __future__ import annotations

from reflexion.detectors.base import Detector, Output, line_index, rx, trigger

_DIFF_HEAD = ("--- Expected", "+++ Actual", "@@ @@")


def phpunit(out: Output) -> str | None:
    """The first failed test of a PHPUnit report (`1) CartTest::testTotal`) and what it said under it: the
    exception first (`RuntimeException: …`), else the assertion (`Failed asserting that …`) with the diff's
    own lines. Never the tally (`Tests: 1, Assertions: 1, Failures: 1.`): every failing run has one."""
    head = line_index(out, r"^There (?:was 1|were \d+) (?:failure|error)s?:$")
    if head < 0:
        return None
    idx = next((n for n in range(head + 1, min(head + 4, len(out.lines))) if out.lines[n].strip()), -1)
    # `1) CartTest::testTotal` or, fed by a data provider, `… with data set #0 (1, 2)`
    test = rx(r"^\d+\) (\S+::\S+(?: with data set .+)?)$").match(out.lines[idx].strip()) if idx >= 0 else None
    if test is None:
        return None
    said: list[str] = []
    for line in out.lines[idx + 1 : idx + 16]:
        text = line.strip()
        if not text:
            break
        if text not in _DIFF_HEAD:
            said.append(text)
        if len(said) == 3:
            break
    if said and rx(r"^[\w\\]+(?:Exception|Error): ").match(said[0]):
        return trigger([said[0], test.group(1)])
    return trigger([test.group(1), *said])


DETECTORS = (
    Detector("phpunit.failure", phpunit, ("There was 1 ", "There were "), tool="phpunit", priority=20),
)
