"""capture on real hook events: new and bumped entries, what the agent is told, pairing, corrections."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from helpers import context, entries, failure, prompt, run_hook, success

from reflexion.commands.resolve import resolve, verify
from reflexion.store import Store

MISSING_SCRIPT = (
    'Exit code 1\nnpm error Missing script: "build"\nnpm error\nnpm error To see a list of scripts, run:\n'
    "npm error   npm run"
)
NO_MODULE = (
    'Exit code 1\nTraceback (most recent call last):\n  File "/x/app.py", line 1, in <module>\n'
    "ModuleNotFoundError: No module named 'httpx'"
)


def test_a_failure_becomes_an_entry_and_the_agent_is_told_how_to_record_the_fix(project: Path) -> None:
    result = run_hook(
        "capture", failure("npm run build", MISSING_SCRIPT, description="Build the frontend bundle")
    )
    [item] = entries(project)
    assert item["type"] == "error" and item["context"] == "npm run build" and item["occurrences"] == 1
    assert item["trigger"].startswith('npm error Missing script: "build"')
    assert (
        item["tool"] == "npm"
        and "npm" in item["keywords"]
        and item["description"] == "Build the frontend bundle"
    )
    assert result is not None and result["hookSpecificOutput"]["hookEventName"] == "PostToolUseFailure"
    assert f'reflexion resolve {item["id"]} "<what fixed it>"' in context(result)


def test_a_recurrence_bumps_the_entry_and_the_nudge_is_not_repeated_in_the_session(project: Path) -> None:
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="a"))
    again = run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="b"))
    [item] = entries(project)
    assert item["occurrences"] == 2 and again is None
    other_session = run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="c", session="s2"))
    assert "seen 3x, no fix recorded yet" in context(other_session)


def test_the_same_tool_call_delivered_twice_counts_once(project: Path) -> None:
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="same"))
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="same"))
    assert entries(project)[0]["occurrences"] == 1


def test_a_known_fix_is_given_next_to_the_error(project: Path) -> None:
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="a"))
    resolve(
        Store(str(project)),
        entries(project)[0]["id"],
        "This project uses pnpm: run pnpm run build.",
        "2026-11-22",
    )
    told = context(run_hook("capture", failure("npm run build", MISSING_SCRIPT, call="b")))
    assert "The fix that worked before: This project uses pnpm: run pnpm run build." in told


def test_interrupts_benign_exits_and_plain_successes_store_nothing(project: Path) -> None:
    assert run_hook("capture", failure("npm run build", MISSING_SCRIPT, is_interrupt=True)) is None
    assert run_hook("capture", failure("cmp a b", "Exit code 1\na b differ: byte 2, line 1")) is None
    grep = success("grep -rn TODO src/", returnCodeInterpretation="No matches found")
    assert run_hook("capture", grep) is None
    assert run_hook("capture", success("pytest -q", "12 passed, 0 failed in 0.4s\n")) is None
    assert not (project / ".reflexion").exists()


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
    run_hook("capture", prompt("Sorry, I should have said: we use pnpm in this repo, not npm.", session="s2"))
    [item] = entries(project)
    assert item["type"] == "correction" and item["occurrences"] == 2
    assert "pnpm" in item["resolution"] and item["resolution_source"] == "user"
    run_hook("capture", prompt("why did npm fail?"))
    assert len(entries(project)) == 1


# ------------------------------------------------------------------ pairing, as real multi-step sessions


def test_a_changed_invocation_that_succeeds_becomes_the_automatic_resolution(project: Path) -> None:
    run_hook("capture", failure("npm run build", MISSING_SCRIPT))
    run_hook("capture", success("ls", "package.json\n", call="t2"))  # unrelated: never paired
    run_hook("capture", success("pnpm run build", "done\n", call="t3"))
    [item] = entries(project)
    assert item["resolution_source"] == "auto"
    assert item["resolution"] == "`pnpm run build` succeeded after this failure (instead of `npm run build`)."


def test_setup_then_the_same_command_succeeding_pairs_with_the_setup_step(project: Path) -> None:
    run_hook("capture", failure("pytest tests/test_api.py", NO_MODULE))
    run_hook("capture", success("pip install httpx", "Successfully installed httpx\n", call="t2"))
    run_hook("capture", success("pytest tests/test_api.py", "1 passed\n", call="t3"))
    assert (
        entries(project)[0]["resolution"]
        == "Run `pip install httpx`; after that `pytest tests/test_api.py` succeeded."
    )


def test_no_pairing_with_another_target_or_another_session(project: Path) -> None:
    run_hook("capture", failure("npm run build", MISSING_SCRIPT))
    run_hook("capture", success("npm run test", "ok\n", call="t2"))
    run_hook("capture", success("pnpm run build", "done\n", call="t3", session="other"))
    assert entries(project)[0]["resolution"] == ""


def test_a_person_s_resolution_beats_an_automatic_one(project: Path) -> None:
    run_hook("capture", failure("npm run build", MISSING_SCRIPT))
    entry_id = entries(project)[0]["id"]
    resolve(Store(str(project)), entry_id, "Use pnpm.", "2026-11-22")
    run_hook("capture", success("pnpm run build", "done\n", call="t3"))
    assert (
        entries(project)[0]["resolution"] == "Use pnpm."
        and entries(project)[0]["resolution_source"] == "user"
    )


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
    assert "its recorded fix did not work" in told and "Use pnpm." not in told
    resolve(store, entry_id, "Use pnpm, really.", "2026-11-23")
    assert "needs_review" not in entries(project)[0]
