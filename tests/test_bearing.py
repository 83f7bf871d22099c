"""bearing: a past failure and a prompt that asks for a change to the code."""

from __future__ import annotations

import pytest

from reflexion.bearing import bears_on_a_change, changing_verb
from reflexion.keywords import terms


@pytest.mark.parametrize(
    ("prompt", "verb"),
    [
        ("add a health check endpoint to the orders api", "add"),
        ("please implement retries in the notifier", "implement"),
        ("can you add a coupon field", "add"),
        ("add a coupon field and run the tests", ""),  # runs something too
        ("make the scripts executable", ""),  # as often something to run
        ("set up node_modules for shop-web", ""),
        ("switch to the payments branch", ""),
        ("remove all the old .log files in logs/", ""),  # work on files: a command to run
        ("create the release folder under /opt/shop", ""),
    ],
)
def test_the_verb_of_a_change_to_the_code(prompt: str, verb: str) -> None:
    assert changing_verb(prompt) == verb


JAVA = {
    "type": "error",
    "context": "java -cp target/classes com.acme.billing.App",
    "trigger": "Error: Could not find or load main class com.acme.billing.App",
    "description": "Run the billing app",
}
HOST = {
    "type": "error",
    "context": "curl -sS https://api.staging.acme.internal/health",
    "trigger": "curl: (6) Could not resolve host: api.staging.acme.internal",
    "description": "Check staging health",
}


def test_a_failure_bears_on_a_change_that_names_what_it_names() -> None:
    assert bears_on_a_change(JAVA, terms("add a --verbose flag to the billing App class"), "add")
    assert not bears_on_a_change(HOST, terms("add a health endpoint to the staging api"), "add")
    assert bears_on_a_change(HOST, terms("check the staging health again"), "check")  # its own verb
    correction = {"type": "correction", "trigger": "use pnpm", "resolution": "Use pnpm."}
    assert bears_on_a_change(correction, terms("add a coupon field"), "add")  # the user's word
