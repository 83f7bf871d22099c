"""looking: a prompt that only asks to see something, and a failed command that did more than look."""

from __future__ import annotations

from typing import Any

import pytest

from reflexion.looking import asks_to_look, did_more_than_look


@pytest.mark.parametrize(
    ("prompt", "looks"),
    [
        ("show the current branch name", True),
        ("list the installed pip packages in the venv", True),
        ("please show me which npm packages are outdated", True),
        ("zeig mir die Docker-Images auf dieser Maschine", True),
        ("show me how to push this branch", False),  # how to do it: the doing
        ("list the failing tests in orders", False),  # a run
        ("show me test coverage for the orders package", False),
        ("print the total balance of the ledger", False),  # asks for code as often
        ("push the login branch", False),
    ],
)
def test_a_prompt_that_asks_to_see_something(prompt: str, looks: bool) -> None:
    assert asks_to_look(prompt) is looks


PUSH = {"type": "error", "context": "git push", "description": "Push the feature branch"}
LOG = {"type": "error", "context": "git log --oneline -3", "description": "Show recent commits"}
SUM = {"type": "error", "context": "awk -F, '{sum += $3' sales.csv", "description": "Sum the sales column"}
REPORT = {"type": "error", "context": "python scripts/daily_report.py", "description": "Generate the report"}
YARN = {"type": "error", "context": "yarn build", "category": "shell.command_not_found", "description": "Go"}
MIGRATE = {"type": "error", "context": "node scripts/migrate.js", "description": "Run the migration"}
TIMEOUT = {"type": "error", "context": "timeout 5 npm run dev", "triage": "environment", "description": "Go"}


@pytest.mark.parametrize(
    ("item", "more"),
    [
        (PUSH, True),
        ({"type": "error", "context": "git merge feature/pricing"}, True),  # undescribed: its subcommand
        (TIMEOUT, True),  # a dev server's timeout: the moment's trouble of starting it
        (MIGRATE, True),  # a run does its job
        (LOG, False),
        (SUM, False),  # computes what a look shows
        (REPORT, False),
        (YARN, False),  # the program is missing: any use of it fails
        ({"type": "error", "context": "git log -3"}, False),
        ({"type": "error", "context": "python scripts/x.py"}, False),  # nothing known of its job
        ({"type": "correction", "trigger": "use pnpm", "description": "Install"}, False),  # the user's word
    ],
)
def test_a_failed_command_that_did_more_than_look(item: dict[str, Any], more: bool) -> None:
    assert did_more_than_look(item) is more
