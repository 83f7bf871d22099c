"""presentation: a prompt that only changes what people see, and the quoted copy in it."""

from __future__ import annotations

import pytest

from reflexion.presentation import changes_only_looks, without_copy


def _no_problem(text: str) -> bool:
    return "fail" in text


@pytest.mark.parametrize(
    ("prompt", "looks"),
    [
        ('rename the "Build" button to "Deploy"', True),
        ('the hero says "Run anywhere with Docker" - change it to "Runs anywhere"', True),
        ('die Überschrift "Sales report" in "Revenue report" umbenennen', True),
        ("traduce al español el texto de la página 404", True),
        ("update the copyright year in the file headers", True),
        ("add a loading spinner to the orders table", True),
        ("add a loading spinner to the orders table and run the tests", False),  # then runs something
        ("the login button spins forever", False),  # a page's bug reported: no change asked
        ('curl says "Not Found", change the URL to /api/v2', False),  # a fix: no new words put in
        ('the badge says "Build failed", change it to "Build broke"', True),  # the failure is copy
        ("the build badge fails to render, change its colour", False),  # the prompt's own words
        ("add a field to the orders table", False),  # a table, a field: maybe a migration
        ("add a qty stepper (+/-) next to each line in the cart drawer", True),  # a page's components
        ("add dark mode to the orders admin page", True),  # how a page looks
        ("make the billing invoices look nicer in print", True),
        ("add a hover state to the pricing cards", True),
        ("add dark mode to the orders admin page and deploy it", False),
    ],
)
def test_a_change_to_what_people_see(prompt: str, looks: bool) -> None:
    assert changes_only_looks(prompt, _no_problem) is looks


def test_quoted_copy_is_left_out_but_not_a_command_a_path_or_a_name() -> None:
    rest, copy, new = without_copy('run "npm test", then rename "Sign in" to "Log in" in "src/App.tsx"')
    assert copy == ["Sign in", "Log in"] and new
    assert '"npm test"' in rest and '"src/App.tsx"' in rest and "Sign in" not in rest
    assert without_copy("it's the user's") == ("it's the user's", [], False)
    assert without_copy('an "unclosed quote') == ('an "unclosed quote', [], False)
