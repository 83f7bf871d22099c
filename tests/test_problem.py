"""problem: a prompt that names a problem, in the languages developers write in."""

from __future__ import annotations

import pytest

from reflexion.problem import names_a_problem


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("why is the port already in use?", True),
        ("os nomes com acento quebram", True),
        ("der Build schlägt fehl", True),
        ("ça plante au démarrage", True),
        ("el script falla con usuarios nuevos", True),
        ("de tests werken niet, ik krijg een fout", True),
        ("il deploy fallisce", True),
        ("сервер падает при старте", True),
        ("构建报错了", True),
        ("ビルドでエラーが出る", True),
        ("빌드가 실패해", True),
        ("which protocol does the notifier use", False),  # "roto" only as a word of its own
        ("add the planten page", False),
    ],
)
def test_a_problem_named_in_any_language(text: str, problem: bool) -> None:
    head = text.lower()
    assert names_a_problem(head, head.split()) is problem



@pytest.mark.parametrize(
    "text",
    ["add error handling to the upload endpoint", "review handlers.py: is the exception handling sane?"],
)
def test_what_code_does_about_failures_is_no_problem_reported(text: str) -> None:
    head = text.lower()
    assert not names_a_problem(head, head.split())


def test_a_failure_beside_the_handling_is_one() -> None:
    text = "the error handling throws an error"
    assert names_a_problem(text, text.split())
