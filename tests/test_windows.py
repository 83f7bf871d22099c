"""What Windows does differently, as far as this machine can show it: a cp1252 console, paths on other
drives, and files that cannot be renamed while open."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from reflexion import store as store_module
from reflexion.commands.resolve import resolve
from reflexion.store import Store
from tests.helpers import entries, failure, run_hook

DOCKER = "Exit code 1\nCannot connect to the Docker daemon (démon → 漢字). Is the docker daemon running?"
FIX = "Démarrez Docker Desktop → puis réessayez ✓ 漢字"


def cp1252(args: list[str], project: Path, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONIOENCODING": "cp1252", "CLAUDE_PROJECT_DIR": str(project), "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "reflexion", *args], input=stdin, capture_output=True, env=env, timeout=60
    )


@pytest.fixture
def known_fix(project: Path) -> str:
    run_hook("capture", failure("docker compose up -d", DOCKER, call="toolu_1"))
    entry_id: str = entries(project)[0]["id"]
    resolve(Store(str(project)), entry_id, FIX, "2026-11-22")
    return entry_id


def test_a_cp1252_console_never_drops_the_hook_s_context(project: Path, known_fix: str) -> None:
    event = failure("docker compose up -d", DOCKER, call="toolu_2", cwd=str(project))
    result = cp1252(["hook", "capture"], project, json.dumps(event).encode())
    assert result.returncode == 0
    context = json.loads(result.stdout)["hookSpecificOutput"]["additionalContext"]
    assert FIX in context


@pytest.mark.parametrize("args", [["list"], ["show", "ID"], ["recall", "docker daemon running"], ["status"]])
def test_a_cp1252_console_never_crashes_a_command(project: Path, known_fix: str, args: list[str]) -> None:
    result = cp1252([known_fix if a == "ID" else a for a in args], project)
    assert result.returncode == 0, result.stderr.decode("cp1252", "replace")
    assert b"\xe9" in result.stdout or args == ["status"]  # é survives; what cp1252 lacks becomes `?`


def test_a_path_on_another_drive_is_shown_whole(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def other_drive(path: str, start: str = "") -> str:
        raise ValueError(f"path is on mount 'D:', start on mount 'C:' ({path})")

    monkeypatch.setattr(os.path, "relpath", other_drive)
    assert Store(str(project)).relative(r"D:\elsewhere\CLAUDE.md") == r"D:\elsewhere\CLAUDE.md"


def test_log_rotation_never_renames_an_open_file(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(str(project))
    store.ensure()
    log = Path(store.local) / "reflexion.log"
    log.write_text("x" * (store_module.LOG_LIMIT + 1))
    opened: dict[int, str] = {}
    real_open, real_close, real_replace = os.open, os.close, os.replace

    def track_open(path: str, *args: int) -> int:
        fd = real_open(path, *args)
        opened[fd] = os.fspath(path)
        return fd

    def track_close(fd: int) -> None:
        opened.pop(fd, None)
        real_close(fd)

    def windows_replace(src: str, dst: str) -> None:  # Windows: an open file cannot be renamed
        if os.fspath(src) in opened.values():
            raise PermissionError(32, "The process cannot access the file because it is being used", src)
        real_replace(src, dst)

    monkeypatch.setattr(os, "open", track_open)
    monkeypatch.setattr(os, "close", track_close)
    monkeypatch.setattr(os, "replace", windows_replace)
    store.log("error", "the line after a rotation")
    monkeypatch.undo()
    assert log.read_text().endswith("the line after a rotation\n") and log.stat().st_size < 200
    assert (Path(store.local) / "reflexion.log.1").stat().st_size > store_module.LOG_LIMIT
