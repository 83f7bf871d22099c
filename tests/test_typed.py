"""typed: a prompt that types the command that failed."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import context, entries, failure, prompt, run_hook

from reflexion.commands.resolve import resolve
from reflexion.store import Store
from reflexion.typed import openers, tokens, types


@pytest.mark.parametrize(
    ("command", "asked", "typed"),
    [
        ("mypy orders", "mypy orders/ before i open the PR pls", True),  # all of it
        ("git cherry-pick 4f2a9c1", "cherry-pick 4f2a9c1 onto release/1.4", True),  # an argument of it
        ("cmake -S . -B build", "cmake -S . -B build for imgproc-cmake, then build it", True),
        ("sudo apt-get install -y redis-server", "apt-get install -y redis-server pls", True),  # run by sudo
        ("git log --oneline -3", "git log --author=jonas --oneline in orders-api", False),  # any look at it
        ("git cherry-pick 4f2a9c1", "cherry-pick the fix commit", False),
        ("mypy orders", "mypy", False),
        ("psql -h db -U app -d orders", "psql -h db -> could not translate host name", True),  # -h's value
    ],
)
def test_a_prompt_types_the_failed_command(command: str, asked: str, typed: bool) -> None:
    assert (types(command, tokens(asked)) > 0) is typed


def test_the_words_that_may_open_a_typed_command() -> None:
    opened = openers("please cherry-pick 4f2a9c1 and mypy orders/")
    assert [words[0] for words in opened] == ["please", "cherry-pick", "mypy"]


def test_a_typed_command_recalls_its_failure_though_it_shares_one_word(project: Path) -> None:
    error = "Exit code 128\nfatal: bad revision '4f2a9c1'"
    command = "git cherry-pick 4f2a9c1"
    run_hook("capture", failure(command, error, call=command, description="Cherry-pick the fix commit"))
    entry_id = next(e["id"] for e in entries(project) if e["context"] == command)
    resolve(Store(str(project)), entry_id, "Fetch the release branch first.", "2026-11-22")
    # one word of the store's (cherry-pick) falls short of a hit; the command typed does not
    assert entry_id in context(run_hook("recall", prompt("cherry-pick 4f2a9c1 onto release/1.4")))
    assert run_hook("recall", prompt("cherry-pick is a git command")) is None


def test_a_command_many_failures_share_singles_none_out(project: Path) -> None:
    ids = []
    for code, what in (("E0432", "unresolved import"), ("E0599", "no method named `total`")):
        error = f"Exit code 101\nerror[{code}]: {what}"
        run_hook("capture", failure("cargo build", error, call=f"cargo build {code}", description="Build"))
        ids = [e["id"] for e in entries(project)]
    for entry_id in ids:
        resolve(Store(str(project)), entry_id, "Fixed it.", "2026-11-22")
    # each is `cargo build`: which failed is said by its code, not by the command
    told = context(run_hook("recall", prompt("cargo build fails with E0599 again")))
    e0599 = [e["id"] for e in entries(project) if "E0599" in e["trigger"]]
    assert ids and [i for i in ids if i in told] == e0599


def test_a_sure_hit_behind_a_typed_one_needs_no_second_look(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The typed failure comes first at the least score a hit has; the second look (related words, which
    costs a hit ~20 M instructions) is for a first look that is sure of none, not one that put it first."""
    from reflexion.commands import recall
    from reflexion.scoring import MIN_EVIDENCE, Hit

    error = 'Exit code 2\npsql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed'
    run_hook("capture", failure("psql -h localhost -d orders", error, call="c1", description="Query orders"))
    run_hook("capture", failure("git cherry-pick 4f2a9c1", "fatal: bad revision '4f2a9c1'", call="c2"))
    sure, typed = (
        next(e["id"] for e in entries(project) if e["context"] == c)
        for c in ("psql -h localhost -d orders", "git cherry-pick 4f2a9c1")
    )
    monkeypatch.setattr(recall, "_typed", lambda *_: [Hit(typed, MIN_EVIDENCE, ("cherry-pick",))])
    looked: list[str] = []
    monkeypatch.setattr(recall, "_related", lambda *_: looked.append("related") or [])
    text = "cherry-pick 4f2a9c1, then psql: connection to server at localhost port 5432 failed"
    found = recall.find(Store(str(project)), text, limit=2, wanted=lambda *_: True)
    assert [item["id"] for _, item in found] == [typed, sure]
    assert found[1][0].score >= recall.SURE
    assert looked == []


def test_the_holders_of_each_word_in_turn_are_those_of_the_sets() -> None:
    """_holding_each is the intersection, word by word, that stops once few are left: as sets make it."""
    from reflexion.commands.recall import _holding_each

    def by_sets(lists: list[list[str]], few: int) -> set[str]:
        held: set[str] | None = None
        for ids in lists:
            held = set(ids) if held is None else held & set(ids)
            if len(held) <= few:
                return held
        return set()

    import random

    rng = random.Random(5)
    for _ in range(500):
        lists = [rng.sample(range(60), rng.randint(0, 40)) for _ in range(rng.randint(0, 4))]
        named = [[f"RFX-{i}" for i in ids] for ids in lists]
        few = rng.randint(1, 10)
        assert _holding_each(named, few) == by_sets(named, few)
