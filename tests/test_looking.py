"""looking: a prompt that only asks to see something, and a failed command that did more than look."""

from __future__ import annotations

from typing import Any

import pytest

from reflexion.keywords import terms
from reflexion.looking import asks_to_look, bears_on_a_look, did_more_than_look


@pytest.mark.parametrize(
    ("prompt", "looks"),
    [
        ("show the current branch name", True),
        ("list the installed pip packages in the venv", True),
        ("please show me which npm packages are outdated", True),
        ("zeig mir die Docker-Images auf dieser Maschine", True),
        ("how many commits are on the pricing branch?", True),  # a count of what is there
        ("how big is the docker image for orders-api?", True),
        ("how many tests fail in orders?", False),  # a run
        ("what's on the remote feature branch?", True),  # what is there
        ("what is the git status of the repo?", True),
        ("what's the command to push this branch?", False),  # what to do
        ("what is the best way to deploy the notifier?", False),
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


FMT = {"type": "error", "context": "cargo fmt --check", "description": "Check formatting"}


@pytest.mark.parametrize(
    ("item", "prompt", "bears"),
    [
        # a failed look at what the prompt looks at
        (LOG, "show me the last few commits in the shared checkout", True),
        (LOG, "show the git log", True),  # its job, though "log" is a word of any look
        (FMT, "show the formatting problems in the ledger", True),
        # ...or at another thing with the same tool: only the program and the project are shared
        (LOG, "show the git remotes configured for this repo", False),
        (FMT, "list the cargo dependencies of the ledger", False),
        (PUSH, "show the branch I'm on", False),  # did more than look
        (YARN, "list the yarn workspaces", True),  # the program is missing: any use fails
        ({"type": "correction", "trigger": "use pnpm"}, "list the packages", True),
    ],
)
def test_a_failure_that_bears_on_a_look(item: dict[str, Any], prompt: str, bears: bool) -> None:
    assert bears_on_a_look(item, terms(prompt)) is bears


@pytest.mark.parametrize(
    "prompt",
    ["what's up with docker compose up?", "what is happening with the build", "what's going on with ci"],
)
def test_what_is_up_with_a_thing_asks_about_trouble_not_what_is_there(prompt: str) -> None:
    """Review 2: "what's up with docker compose up?" was a look, and the failed `docker compose up` untold."""
    assert not asks_to_look(prompt)
