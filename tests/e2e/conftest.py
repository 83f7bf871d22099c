"""Fixtures of the end-to-end suite: the pinned Claude Code and reflexion are installed once per run; each
test gets a fresh workspace (project + HOME) with `reflexion install` done in it.

When this machine cannot run the suite: skipped with the reason on a developer machine without npm, or
with REFLEXION_E2E=skip; a failure everywhere else — in CI (CI set), and wherever npm exists but the
install fails — so a broken download can never pass as green.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NoReturn

import pytest
from claude_code import (
    REAL_ENV,
    VERSION,
    Tools,
    Unavailable,
    Workspace,
    install_claude_code,
    install_reflexion,
    sandbox,
)

USED: list[Tools] = []  # what this run used, for the summary line


def _unavailable(problem: Unavailable) -> NoReturn:
    """Skip only where that is honest: no npm on a developer's machine. In CI, or when npm is there but
    the install failed, the suite fails: a broken download must never pass as green."""
    if problem.npm_missing and not REAL_ENV.get("CI"):
        pytest.skip(f"e2e: {problem} (REFLEXION_E2E=skip skips the suite on purpose)")
    pytest.fail(f"e2e: {problem}", pytrace=False)


@pytest.fixture(scope="session")
def tools(tmp_path_factory: pytest.TempPathFactory) -> Tools:
    if REAL_ENV.get("REFLEXION_E2E") == "skip":
        pytest.skip("e2e: REFLEXION_E2E=skip")
    if sys.platform == "win32":
        pytest.skip("e2e: the harness needs a POSIX shell and unshare; CI runs it on Linux")
    try:
        claude = install_claude_code()
    except Unavailable as problem:
        failed = problem  # reported outside the handler, without a chained traceback
    else:
        failed = None
    if failed is not None:
        _unavailable(failed)
    prefix, isolation = sandbox()
    USED.append(Tools(claude, install_reflexion(tmp_path_factory.mktemp("venv") / "venv"), prefix, isolation))
    return USED[0]


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    for tools in USED:
        terminalreporter.write_line(f"e2e: Claude Code {VERSION} from {tools.claude}; {tools.isolation}")


@pytest.fixture
def ws(tools: Tools, tmp_path: Path) -> Workspace:
    """A user's project with reflexion installed in it by `reflexion install` (default scope: local)."""
    workspace = Workspace(tmp_path / "e2e", tools)
    workspace.reflexion("install")
    return workspace


@pytest.fixture
def bare(tools: Tools, tmp_path: Path) -> Workspace:
    """A user's project where `reflexion install` was never run (reflexion is only on PATH)."""
    return Workspace(tmp_path / "e2e", tools)
