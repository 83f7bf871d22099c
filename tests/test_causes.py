"""One cause behind many messages: the calling shell garbled the command, a BusyBox host lacks what it was
asked (reflexion.learn.causes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reflexion.detect import failure_from_error
from reflexion.learn.causes import cause_of
from reflexion.learn.triage import failure_signature

ROWS = json.loads((Path(__file__).parent / "data" / "signature" / "shell_causes.json").read_text("utf-8"))


@pytest.mark.parametrize("row", ROWS, ids=[r["command"][:40] for r in ROWS])
def test_the_shell_cause_of_a_real_failure(row: dict[str, str]) -> None:
    assert cause_of(row["command"], row["output"]) == row["cause"], row["why"]


def signatures(cause: str) -> set[str]:
    found = set()
    for row in ROWS:
        if row["cause"] == cause:
            failure = failure_from_error(row["command"], row["output"])
            assert failure is not None
            found.add(failure_signature(failure, row["output"], row["command"]))
    return found


def test_one_cause_is_one_signature_and_two_causes_stay_apart() -> None:
    causes = (
        "shell-expanded-powershell-variables",
        "gnu-tool-given-windows-switch",
        "windows-switch-made-a-path",
        "powershell-made-native-stderr-an-error",
        "busybox-lacks-program-or-option",
    )
    found = [signatures(c) for c in causes]
    assert [len(sigs) for sigs in found] == [1] * len(causes)
    assert len(set.union(*found)) == len(causes)


def test_failures_of_no_shell_cause_keep_their_own_signatures() -> None:
    apart = [r for r in ROWS if not r["cause"]]
    sigs = set()
    for row in apart:
        failure = failure_from_error(row["command"], row["output"])
        assert failure is not None
        sigs.add(failure_signature(failure, row["output"], row["command"]))
    assert len(sigs) == len(apart)
