"""The suite can fail: a deliberate break of the wiring makes a named scenario fail on what the model
received, where an assertion on the store alone would have passed."""

from __future__ import annotations

import pytest
import test_claude_code as scenarios
from claude_code import Workspace

pytestmark = pytest.mark.e2e


def test_a_hook_printing_two_json_lines_fails_the_known_fix_scenario(ws: Workspace) -> None:
    # a second JSON line after capture's: Claude Code no longer reads stdout as hook JSON
    ws.rewire("PostToolUseFailure", "capture", append=" && echo '{}'")
    with pytest.raises(AssertionError) as failed:
        scenarios.test_a_known_fix_is_told_at_the_failure(ws)
    assert "after_call(session.last, BUILD)" in str(failed.traceback[-1].statement)
    assert ws.entries()[0]["occurrences"] == 2  # the store alone looks fine


def test_recall_wired_on_the_wrong_event_fails_the_recall_scenario(ws: Workspace) -> None:
    ws.rewire("UserPromptSubmit", "recall", to_event="Stop")
    with pytest.raises(AssertionError) as failed:
        scenarios.test_recall_on_a_later_prompt(ws)
    assert 'hook_context(session.first, "UserPromptSubmit")' in str(failed.traceback[-1].statement)
