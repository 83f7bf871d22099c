"""The user-level store: what concerns the machine, the shell or the person is learned in one project and
recalled in every other; what concerns a project never leaves it, and nothing of a project goes there."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from reflexion import userlevel
from reflexion.cli import app
from reflexion.store import Store, user_store
from tests.helpers import context, entries, failure, run_hook

runner = CliRunner()


@pytest.fixture
def two_projects(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path, Path]:
    user = tmp_path / "user-store"
    a, b = tmp_path / "shop-web", tmp_path / "billing-api"
    for project in (a, b):
        (project / ".git").mkdir(parents=True)
    monkeypatch.setenv("REFLEXION_USER_DIR", str(user))
    monkeypatch.setenv("REFLEXION_TODAY", "2026-11-20")
    return a, b, user


def in_project(monkeypatch: pytest.MonkeyPatch, project: Path) -> None:
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project))
    monkeypatch.chdir(project)


def prompt(text: str, session: str = "s1") -> dict[str, Any]:
    return {"hook_event_name": "UserPromptSubmit", "session_id": session, "prompt": text}


def user_entries(user: Path) -> list[dict[str, Any]]:
    return [json.loads(p.read_text()) for p in sorted((user / "entries").glob("*.json"))]


def test_learned_in_a_recalled_in_b_when_user_level_never_when_project_level(
    two_projects: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b, user = two_projects
    in_project(monkeypatch, a)
    # about the machine: the user says so, in project A
    run_hook("capture", prompt("no, python is python3 on this machine"))
    # about project A: its own script
    run_hook("capture", failure("npm run lint", 'npm ERR! Missing script: "lint"', call="t1"))
    (lint,) = [e for e in entries(a) if e["type"] == "error"]
    assert runner.invoke(app, ["resolve", lint["id"], "Run `pnpm lint` in shop-web."]).exit_code == 0
    (machine,) = user_entries(user)
    assert machine["type"] == "correction" and "python3" in machine["resolution"]

    in_project(monkeypatch, b)
    told = context(run_hook("recall", prompt("run the python tests", session="s2")))
    assert machine["id"] in told and "python3" in told
    told = context(run_hook("recall", prompt("npm run lint fails: missing script lint", session="s2")))
    assert lint["id"] not in told
    assert not (b / ".reflexion" / "entries").exists() or entries(b) == []

    in_project(monkeypatch, a)  # project first: A's own lesson is told in A
    told = context(run_hook("recall", prompt("npm run lint fails: missing script lint", session="s3")))
    assert lint["id"] in told


def test_the_machines_trouble_is_copied_to_the_user_store_without_the_project(
    two_projects: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b, user = two_projects
    in_project(monkeypatch, a)
    command = f"python {a}/scripts/build_prices.py --token=sk-ant-api03-{'x' * 40}"
    run_hook("capture", failure(command, "Exit code 127\n/bin/sh: 1: python: not found", call="t1",
                                description="Rebuild the shop-web price table"))  # fmt: skip
    (own,) = entries(a)  # the project keeps its entry, with the context recall needs there
    assert "build_prices.py" in own["context"] and "sk-ant" not in json.dumps(own)
    (found,) = user_entries(user)  # and every project gets a copy without the project
    assert found["triage"] == "environment"
    assert found["context"] == "python"
    everything = "".join(p.read_text() for p in user.rglob("*") if p.is_file())
    for leak in (str(a), "shop-web", "build_prices", "sk-ant", "price table", "scripts/"):
        assert leak not in everything, leak
    # seen again from project B: the same entry, one more occurrence
    in_project(monkeypatch, b)
    run_hook("capture", failure("python manage.py test", "Exit code 127\nbash: python: command not found",
                                call="t2"))  # fmt: skip
    (again,) = user_entries(user)
    assert again["id"] == found["id"] and again["occurrences"] == 2


def test_a_projects_own_missing_script_stays_in_the_project(
    two_projects: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, _, user = two_projects
    in_project(monkeypatch, a)
    run_hook(
        "capture", failure("./scripts/deploy.sh", "Exit code 127\nsh: 1: ./scripts/deploy.sh: not found")
    )
    assert not user.exists() or user_entries(user) == []
    assert len(entries(a)) == 1


def test_scope_user_by_hand_and_show_and_status(
    two_projects: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b, user = two_projects
    in_project(monkeypatch, a)
    result = runner.invoke(app, ["capture", "--scope", "user", "--type", "insight", "--trigger",
                                 f"Git Bash rewrites /flag arguments of Windows tools (seen in {a}/tools)",
                                 "--resolution", "Write //flag or set MSYS_NO_PATHCONV=1."])  # fmt: skip
    assert result.exit_code == 0, result.output
    entry_id = result.output.strip()
    assert entries(a) == []
    (item,) = user_entries(user)
    assert str(a) not in json.dumps(item) and "<path>" in item["trigger"]
    in_project(monkeypatch, b)
    shown = runner.invoke(app, ["show", entry_id])
    assert shown.exit_code == 0 and json.loads(shown.output)["id"] == entry_id
    facts = json.loads(runner.invoke(app, ["status", "--json"]).output)
    assert facts["user_store"]["entries"] == 1 and facts["user_store"]["latest"] == [entry_id]
    assert "MSYS_NO_PATHCONV" in runner.invoke(app, ["recall", "windows tool /flag argument git bash"]).output


def test_where_the_user_store_lives(tmp_path: Path) -> None:
    project = Store(str(tmp_path / "p"))
    env = {"HOME": str(tmp_path)}
    home = os.path.expanduser("~")
    assert user_store({}, project).path == os.path.join(home, ".local", "share", "reflexion")  # type: ignore[union-attr]
    assert user_store({"XDG_DATA_HOME": str(tmp_path / "xdg")}, project).path == str(
        tmp_path / "xdg" / "reflexion"
    )  # type: ignore[union-attr]
    assert user_store({**env, "REFLEXION_USER_DIR": str(tmp_path / "u")}, project).path == str(tmp_path / "u")  # type: ignore[union-attr]
    assert user_store({"REFLEXION_USER_DIR": project.path}, project) is None  # never the project's own


def test_person_cues_and_stripping() -> None:
    assert userlevel.correction_is_users("You run it and prompt me for sudo")
    assert not userlevel.correction_is_users("Use pnpm, not npm")
    root = "/work/shop-web"
    assert userlevel.strip_project("cat ./src/app.py in shop-web", root) == "cat <path> in <project>"


def test_a_project_that_never_used_reflexion_gets_no_store_from_what_the_user_level_one_tells(
    two_projects: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The session's notes made the project a store: an untracked .reflexion/ in the user's repository
    (red team 3 #4). The block says where its learnings come from without claiming this project."""
    a, b, _ = two_projects
    in_project(monkeypatch, a)
    run_hook("capture", prompt("no, python is python3 on this machine"))
    in_project(monkeypatch, b)
    told = context(run_hook("recall", prompt("run the python tests", session="s2")))
    assert "python3" in told and "in this project" not in told
    assert not (b / ".reflexion").exists()


@pytest.mark.parametrize(
    "said",
    [
        "always prompt me before pushing to the acme-internal remote",
        "on this machine, always run ./scripts/acme-payroll-sync.sh --tenant globex-prod before tests",
        "on my machine run scripts/dev.sh instead of make",
    ],
)
def test_a_rule_naming_the_projects_own_things_stays_in_the_project(
    two_projects: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch, said: str
) -> None:
    """Said of the user or their machine, but of one project's remote, tenant or script: copied to the
    user-level store, it was told in every other project (red team 3 #4)."""
    a, _, user = two_projects
    in_project(monkeypatch, a)
    run_hook("capture", prompt(said))
    assert [e["type"] for e in entries(a)] == ["correction"]
    assert user_entries(user) == []
    for machine in ("prompt me for sudo, i'll type it", "on this machine node is at /usr/local/bin/node"):
        assert userlevel.correction_is_users(machine)


def test_the_learner_fixes_the_machines_entry_and_b_is_told(
    two_projects: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from transcript import Transcript

    a, b, user = two_projects
    in_project(monkeypatch, a)
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("run the price script")
    t.bash(
        f"python {a}/scripts/prices.py",
        "Exit code 127\n/bin/bash: line 1: python: command not found",
        ok=False,
    )
    t.say("python is not installed here; python3 is.")
    t.bash(f"python3 {a}/scripts/prices.py", "prices rebuilt")
    event = {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(t.flush()), "cwd": str(a)}
    run_hook("learn", event)
    (own,) = entries(a)
    assert "python3" in own["resolution"]
    (item,) = user_entries(user)
    assert "python3" in item["resolution"], item
    assert "prices" not in json.dumps(item) and str(a) not in json.dumps(item)
    in_project(monkeypatch, b)
    told = context(
        run_hook(
            "capture", failure("python manage.py test", "Exit code 127\nbash: python: command not found")
        )
    )
    assert item["id"] in told and "python3" in told


def test_a_long_run_of_digits_after_the_is_read_in_linear_time() -> None:
    """Review L1: two stars around the name's mark backtracked quadratically (1 s at 8,000 characters; at
    60,000, minutes): a bound, not a timing."""
    from reflexion.userlevel import correction_is_users
    from tests.helpers import within_seconds

    with within_seconds(5, "correction_is_users"):
        assert correction_is_users("on my machine always use the " + "1" * 60_000 + " x")
