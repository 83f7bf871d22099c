"""Portable team settings: the project scope's hooks work on every teammate's machine (or say why not);
personal settings and local state stay out of git."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from reflexion import settings
from reflexion.commands import install
from reflexion.store import Store


def settings_file(project: Path, name: str) -> dict[str, object]:
    return json.loads((project / ".claude" / name).read_text())


def commands(data: dict[str, object]) -> list[str]:
    hooks = data["hooks"]
    assert isinstance(hooks, dict)
    return [h["command"] for groups in hooks.values() for g in groups for h in g["hooks"]]


def test_project_scope_names_no_path_of_this_machine(
    project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(install, "on_path", lambda: True)  # else it refuses: see test_install
    assert install.install_command(Store.locate(os.environ), scope="project") == 0
    found = commands(settings_file(project, "settings.json"))
    assert len(found) == len(settings.WIRING)
    assert all(c.startswith(settings.TEAM_PREFIX) for c in found)
    assert not any(sys.executable in c or str(Path.home()) in c for c in found)
    assert all(settings.subcommand(c) for c in found)  # still recognised as ours (doctor, uninstall)
    assert "each teammate's PATH" in capsys.readouterr().err


def test_local_scope_keeps_this_machines_interpreter(project: Path) -> None:
    assert install.install_command(Store.locate(os.environ), scope="local") == 0
    assert all(sys.executable in c for c in commands(settings_file(project, "settings.local.json")))


def test_the_team_command_runs_reflexion_from_path_or_says_how_to_get_it(tmp_path: Path) -> None:
    command = f"{settings.TEAM_PREFIX} recall"
    without = subprocess.run(["sh", "-c", command], env={"PATH": "/usr/bin:/bin"}, input=b"{}",
                             capture_output=True)  # fmt: skip
    assert without.returncode == 1  # not 2: a hook error never blocks the prompt
    assert b"pipx install reflexion-cli" in without.stderr
    shim = tmp_path / "bin"
    shim.mkdir()
    (shim / "reflexion").write_text(f'#!/bin/sh\nexec {sys.executable} -m reflexion "$@"\n')
    (shim / "reflexion").chmod(0o755)
    event = json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": "hello", "cwd": str(tmp_path)})
    env = {"PATH": f"{shim}:/usr/bin:/bin", "HOME": str(tmp_path), "CLAUDE_PROJECT_DIR": str(tmp_path)}
    ran = subprocess.run(["sh", "-c", command], env=env, input=event.encode(), capture_output=True)
    assert (ran.returncode, ran.stdout, ran.stderr) == (0, b"", b"")


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_install_keeps_personal_files_out_of_git(project: Path) -> None:
    shutil.rmtree(project / ".git")
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    tracked_before = sorted(p.name for p in project.iterdir())
    assert install.install_command(Store.locate(os.environ), scope="local") == 0
    (project / ".reflexion" / "local" / "x.log").write_text("state")
    for path in (".claude/settings.local.json", ".reflexion/local/x.log"):
        assert subprocess.run(["git", "check-ignore", "-q", path], cwd=project).returncode == 0, path
    status = subprocess.run(
        ["git", "status", "--porcelain", "-uall"], cwd=project, capture_output=True, text=True
    )
    assert "settings.local.json" not in status.stdout and "local/" not in status.stdout
    assert ".gitignore" not in [p.name for p in project.iterdir() if p.name not in tracked_before]
    # a second install adds nothing twice
    exclude = (project / ".git" / "info" / "exclude").read_text()
    assert install.install_command(Store.locate(os.environ), scope="local") == 0
    assert (project / ".git" / "info" / "exclude").read_text() == exclude
