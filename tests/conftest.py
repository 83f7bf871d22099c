"""Test isolation: every test gets its own HOME, project and store; touching the real ones fails the run."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
GUARDED = [
    Path.home() / ".claude" / "settings.json",
    Path.home() / ".local" / "share" / "reflexion",  # the real user-level store
    REPO / "CLAUDE.md",
    REPO / ".reflexion",
]


def _stamp(path: Path) -> float | None:
    try:
        return path.stat().st_mtime
    except OSError:
        return None


@pytest.fixture(scope="session", autouse=True)
def _real_files_untouched() -> Iterator[None]:
    """A test that forgot to isolate storage and wrote into a real home or this repo fails the session."""
    before = {p: _stamp(p) for p in GUARDED}
    yield
    changed = [str(p) for p in GUARDED if _stamp(p) != before[p]]
    assert not changed, f"tests modified real files: {changed}"


@pytest.fixture(autouse=True)
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh project directory as CLAUDE_PROJECT_DIR and cwd, with HOME pointing next to it."""
    home = tmp_path / "home"
    proj = tmp_path / "project"
    home.mkdir()
    proj.mkdir()
    (proj / ".git").mkdir()  # the project is its own root, whatever stray store sits in an ancestor
    for name in list(os.environ):
        if name.startswith(("REFLEXION_", "CLAUDE_")) or name == "XDG_CACHE_HOME":
            monkeypatch.delenv(name)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(proj))
    monkeypatch.setenv("NO_COLOR", "1")
    # a Stop hook learns inline, so a test reads what it learned when the hook returns (test_detached
    # covers the process a hook starts to learn)
    monkeypatch.setenv("REFLEXION_LEARN_INLINE", "1")
    monkeypatch.chdir(proj)
    return proj
