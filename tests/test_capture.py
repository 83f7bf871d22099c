"""capture, the live hook: a failure is counted at once and a known fix told next to it; answers (a search
that found nothing) store nothing; a correction the user types becomes an entry."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from helpers import context, entries, failure, held, prompt, run_hook, success

from reflexion.commands.resolve import resolve, verify
from reflexion.store import Store

MISSING_SCRIPT = (
    'Exit code 1\nnpm error Missing script: "build"\nnpm error\nnpm error To see a list of scripts, run:\n'
    "npm error   npm run"
)


def test_a_failure_becomes_an_entry_and_nothing_is_said_while_no_fix_is_known(project: Path) -> None:
    result = run_hook(
        "capture", failure("npm run build", MISSING_SCRIPT, description="Build the frontend bundle")
    )
    [item] = entries(project)
    assert item["type"] == "error" and item["context"] == "npm run build" and item["occurrences"] == 1
    assert item["trigger"].startswith('npm error Missing script: "build"')
    assert item["tool"] == "npm" and "npm" in item["keywords"]
    assert item["description"] == "Build the frontend bundle" and item["triage"] == "lesson"
    assert item["evidence"]["seen"] == [{"session": "s1", "call": "toolu_1", "day": item["first_seen"]}]
    assert result is None  # no note to act on: silence costs no tokens


def test_a_recurrence_is_counted_and_the_same_call_twice_only_once(project: Path) -> None:
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="a"))
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="a"))  # a hook wired twice
    assert run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="b", session="s2")) is None
    [item] = entries(project)
    assert item["occurrences"] == 2
    assert [s["call"] for s in item["evidence"]["seen"]] == ["a", "b"]


def test_a_person_s_fix_is_told_next_to_the_error(project: Path) -> None:
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="a"))
    fix = "This project uses pnpm: run pnpm run build."
    resolve(Store(str(project)), entries(project)[0]["id"], fix, "2026-11-22")
    told = context(run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="b")))
    assert f"seen 2x). The fix that worked before: {fix}" in told


def test_a_learned_fix_is_told_only_once_the_session_verified_it(project: Path) -> None:
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="a"))
    store = Store(str(project))
    item = dict(entries(project)[0], resolution="Run `pnpm run build` instead.", resolution_source="auto")
    item["evidence"] = {**item["evidence"], "fix": {"calls": ["c"], "kind": "shell", "verified": False}}
    with store.lock:
        store.commit_entry(item, item["keywords"])
    assert run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="b")) is None
    item = dict(entries(project)[0])
    item["evidence"]["fix"]["verified"] = True
    with store.lock:
        store.commit_entry(item, item["keywords"])
    told = context(run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="d")))
    assert "The fix that worked before: Run `pnpm run build` instead." in told


@pytest.mark.parametrize(
    ("command", "error"),
    [
        ("test -f .env 2>/dev/null || echo missing && false", "Exit code 1\nmissing"),
        ('ssh root@10.0.0.1 "opkg list-installed | grep -i tailscale"', "Exit code 1"),
    ],
)
def test_an_answer_is_not_a_failure_and_stores_nothing(project: Path, command: str, error: str) -> None:
    """What the event alone proves is an answer; the rest (`which x`, "nothing to commit") is counted live
    and withdrawn by the episode learner (test_learn.py)."""
    assert run_hook("capture", failure(command, error)) is None
    assert entries(project) == []


def test_interrupts_benign_exits_and_plain_successes_store_nothing(project: Path) -> None:
    assert run_hook("capture", failure("npm run build", MISSING_SCRIPT, is_interrupt=True)) is None
    stopped = "Exit code 137\n[Request interrupted by user for tool use]"  # what a stopped call's error says
    assert run_hook("capture", failure("ssh box 'opkg update'", stopped)) is None
    assert run_hook("capture", failure("cmp a b", "Exit code 1\na b differ: byte 2, line 1")) is None
    grep = success("grep -rn TODO src/", returnCodeInterpretation="No matches found")
    assert run_hook("capture", grep) is None
    assert run_hook("capture", success("pytest -q", "12 passed, 0 failed in 0.4s\n")) is None
    assert not (project / ".reflexion").exists()


def test_an_environment_problem_is_one_entry_whatever_the_host(project: Path) -> None:
    for n, host in enumerate(("github.com", "registry.npmjs.org", "pypi.org")):
        error = f"Exit code 6\ncurl: (6) Could not resolve host: {host}"
        run_hook("capture", failure(f"curl -fsS https://{host}/", error, call=f"n{n}"))
    [item] = entries(project)
    assert item["triage"] == "environment" and item["occurrences"] == 3


def test_the_registry_unreachable_is_one_entry_for_stand_in_tools(project: Path) -> None:
    network = "Exit code 1\nnpm error code ENOTFOUND\nnpm error getaddrinfo ENOTFOUND registry.npmjs.org"
    run_hook("capture", failure("npm install -g ralph-tui", network, call="n1"))
    bun = "Exit code 1\nerror: FailedToOpenSocket downloading package manifest ralph-tui"
    run_hook("capture", failure("bun install -g ralph-tui", bun, call="n2"))
    run_hook("capture", failure("psql -h db.internal", "Exit code 2\npsql: error: could not translate host "
                                "name: getaddrinfo ENOTFOUND db.internal", call="n3"))  # fmt: skip
    assert sorted(e["occurrences"] for e in entries(project)) == [1, 2]  # the JS registry; the database


def test_a_failure_hidden_by_a_pipeline_is_captured(project: Path) -> None:
    out = (
        "FAILED tests/test_api.py::test_get - AssertionError: 500 != 200\n=== 1 failed, 3 passed in 0.2s ==="
    )
    run_hook("capture", success("pytest 2>&1 | tail -5", out))
    [item] = entries(project)
    assert "1 failed" in item["trigger"] or "FAILED" in item["trigger"]


def test_secrets_and_home_paths_never_reach_the_entry(project: Path) -> None:
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0" + "k1L2m3N4o5P6"
    home = os.path.expanduser("~")
    error = f"Exit code 128\nfatal: Authentication failed for 'https://bob:{token}@github.com/acme/x.git/'\n{home}/src/x"
    run_hook("capture", failure(f"git push https://bob:{token}@github.com/acme/x.git", error))
    text = "".join(p.read_text() for p in (project / ".reflexion").rglob("*") if p.is_file())
    assert token[4:16] not in text and "github.com/acme/x.git" in text
    assert home not in text
    [item] = entries(project)
    assert "[REDACTED:" in item["context"]  # the placeholder stays readable in the entry...
    assert not {"redact", "~redact", "github-token", "~github-token"} & set(item["keywords"])  # ...not a word


def test_a_correction_is_stored_and_said_again_in_other_words_it_is_bumped(project: Path) -> None:
    assert run_hook("capture", prompt("no, use pnpm not npm")) is None
    run_hook("capture", prompt("no, use pnpm not npm"))  # the same prompt delivered twice
    run_hook("capture", prompt("Sorry, I should have said: we use pnpm in this repo, not npm.", session="s2"))
    [item] = entries(project)
    assert item["type"] == "correction" and item["occurrences"] == 2
    assert "pnpm" in item["resolution"] and item["resolution_source"] == "user"
    run_hook("capture", prompt("why did npm fail?"))
    assert len(entries(project)) == 1


# ------------------------------------------------------------------ verify


def test_verify_worked_counts_an_occurrence_and_failed_flags_for_review(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REFLEXION_TODAY", "2026-11-22")  # the capture's day, before verify's
    run_hook("capture", failure("npm run build", MISSING_SCRIPT))
    store = Store(str(project))
    entry_id = entries(project)[0]["id"]
    resolve(store, entry_id, "Use pnpm.", "2026-11-22")
    assert verify(store, entry_id, True, "2026-11-23")["occurrences"] == 2
    assert entries(project)[0]["last_seen"] == "2026-11-23"
    flagged = verify(store, entry_id, False, "2026-11-23")
    assert flagged["needs_review"] is True and flagged["promoted"] is False
    told = context(run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="t5", session="s9")))
    assert "the fix recorded for it did not work" in told and "Use pnpm." not in told
    resolve(store, entry_id, "Use pnpm, really.", "2026-11-23")
    assert "needs_review" not in entries(project)[0]


def test_a_secret_the_output_holds_in_context_is_no_keyword(project: Path) -> None:
    """The names a failure's output quotes become keywords only once the whole head is redacted: a
    Kubernetes Secret's value is known as one by the lines around it (review 4)."""
    output = (
        "Exit code 1\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db\nstringData:\n"
        "  root: 'supersecretpass'\nerror: error validating data: unknown field\n"
    )
    run_hook("capture", failure("kubectl apply -f db.yaml", output))
    assert "supersecretpass" not in json.dumps([*entries(project), *held(project)])
