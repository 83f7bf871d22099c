"""running: one list of the verbs of running, read by every judgement of what a prompt asks."""

from __future__ import annotations

import pytest

from reflexion.presentation import changes_only_looks
from reflexion.prose import asks_for_prose
from reflexion.running import declines_to_run, names_a_run


def _no_problem(text: str) -> bool:
    return False


@pytest.mark.parametrize(
    "words",
    ["starte den server", "inicia el servidor", "iniciar o servidor", "запусти тесты", "运行测试",
     "テストを実行して", "avvia il server", "draai de tests", "lance les tests", "reinstall the deps"],
)  # fmt: skip
def test_a_verb_of_running_in_any_language_names_a_run(words: str) -> None:
    assert names_a_run(words.split())


@pytest.mark.parametrize(
    "words",
    ["add a pull request template", "update the release notes", "fix the typo in the button label",
     "show the upgrade banner"],
)  # fmt: skip
def test_a_thing_named_with_a_verb_of_running_is_no_run_anywhere_in_the_prompt(words: str) -> None:
    assert not names_a_run(words.split())


def test_recall_and_presentation_read_the_same_verbs() -> None:
    # before, recall's list lacked "ejecuta" and presentation's lacked "reinstall": the two judged the same
    # prompt by different words
    assert not asks_for_prose("review the login handler and ejecuta los tests")
    assert not changes_only_looks("cambia el texto del botón y luego inicia el servidor", _no_problem)
    assert not changes_only_looks('rename the "Build" button to "Deploy" and reinstall', _no_problem)


def test_the_work_after_a_review_still_says_more_than_words() -> None:
    assert not asks_for_prose("review the PR, then fix it")
    assert asks_for_prose("review the release notes for typos")


def test_a_negated_run_in_another_language_declines_it() -> None:
    assert declines_to_run(["schreib", "die", "migration,", "aber", "nicht", "ausführen"])


def test_applying_a_change_is_running_it() -> None:
    # terraform apply, kubectl apply, git apply, an alembic migration applied: "don't apply it" runs nothing
    assert declines_to_run(["write", "the", "migration.", "don't", "apply", "it,", "maria", "will"])


def test_read_only_as_a_things_kind_says_nothing_of_running() -> None:
    assert asks_for_prose("review the deploy script, read-only please")
    assert not asks_for_prose("extract the release archive into the read-only deploy dir")


def test_a_write_up_is_words_for_people() -> None:
    assert asks_for_prose("write up the discount tiers in orders/discounts.py for the product team")


def test_a_summary_or_an_overview_is_words_for_people() -> None:
    assert asks_for_prose("write a short summary of what the ledger crate does")
    assert asks_for_prose("schreib eine Zusammenfassung von dem billing service")


def test_an_explainer_or_a_tutorial_is_words_for_people() -> None:
    assert asks_for_prose("write a short explainer on how git rebase works")
    assert asks_for_prose("put together a cheat sheet of the cargo commands we use")
    assert not asks_for_prose("write a short explainer on how git rebase works, then rebase my branch")


def test_the_meaning_of_an_option_is_words_but_that_of_an_error_is_the_failures() -> None:
    assert asks_for_prose("what does pip's editable install mode mean?")
    assert asks_for_prose("what does the --strict-markers flag mean?")
    # an error, quoted, after "fatal:", or by its code: the failure that printed it answers it
    assert not asks_for_prose("what does EADDRINUSE mean?")
    assert not asks_for_prose('what does "No configured push destination" mean?')
    assert not asks_for_prose("what does fatal: detected dubious ownership mean?")
    assert not asks_for_prose("what does the docker compose error mean?")


def test_a_walk_through_is_an_explanation() -> None:
    assert asks_for_prose("I want to understand how the docker build is structured, walk me through it")
    assert asks_for_prose("help me understand the retry logic in the notifier")
    assert not asks_for_prose("walk me through the staging deploy, then deploy it")  # work too


def test_what_a_tools_mode_or_flag_is_is_words() -> None:
    assert asks_for_prose("what is maven's offline mode?")
    assert asks_for_prose("what's the --frozen-lockfile flag?")
    assert not asks_for_prose("what is the flag to skip slow tests?")  # what to run
    assert not asks_for_prose("what's the error in offline mode?")  # a problem


def test_a_kind_of_problem_asked_about_in_general_is_words() -> None:
    assert asks_for_prose("explain what a Rust borrow checker error means in general")
    assert not asks_for_prose("explain what this borrow checker error means")  # this project's


@pytest.mark.parametrize(
    "prompt",
    [
        "¿qué hace exactamente `npm audit fix --force`?",
        "was macht `npm audit fix --force` genau?",
        "à quoi sert `git rebase -i` ?",
        "o que faz o `npm ci`?",
        "wat doet `npm ci` precies?",
        "cosa fa `npm ci` esattamente?",
        "что делает `npm ci`?",
        "`npm ci` 是做什么的？",
    ],
)
def test_what_a_command_does_asked_in_another_language_is_answered_in_words(prompt: str) -> None:
    assert asks_for_prose(prompt)


def test_what_a_command_does_when_it_fails_still_asks_for_the_failure() -> None:
    assert not asks_for_prose("¿qué hace npm audit cuando falla?")


@pytest.mark.parametrize("prompt", ["¿qué hace que npm run build falle?", "o que faz com que o build falhe?"])
def test_what_makes_a_command_fail_is_no_question_of_what_it_does(prompt: str) -> None:
    assert not asks_for_prose(prompt)
