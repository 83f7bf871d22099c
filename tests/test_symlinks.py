"""Nothing is followed out of the store: a cloned repository may track symlinks in `.reflexion/` (a log
pointing at ~/.gitconfig, entries/ pointing anywhere); reflexion neither writes nor reads through them."""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from reflexion import entry
from reflexion.cli import app
from reflexion.store import Store, StoreError
from tests.helpers import failure, prompt, run_hook

ERROR = "Exit code 1\nError: Cannot find module 'left-pad'"
OUTSIDE_ID = "RFX-20261122-eeeeeeee"


def cli(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env={"NO_COLOR": "1", "COLUMNS": "100"})


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A file of the user's outside the project, as a cloned repository's symlink would aim at."""
    target = tmp_path / "gitconfig"
    target.write_text("[user]\n\tname = me\n")
    return target


def store_with_an_entry(project: Path) -> Store:
    run_hook("capture", failure("node index.js", ERROR, call="toolu_0"))
    store = Store(str(project))
    assert store.exists()
    return store


@pytest.mark.parametrize(
    "name", ["hooks.log", "reflexion.log", "ledger.txt", "index.journal", "signatures.txt", "backlog.jsonl"]
)
def test_a_local_file_linked_out_of_the_store_is_never_written(
    project: Path, outside: Path, name: str
) -> None:
    store = store_with_an_entry(project)
    link = Path(store.local) / name
    link.unlink(missing_ok=True)
    link.symlink_to(os.path.relpath(outside, link.parent))
    before = outside.read_bytes()
    run_hook("capture", failure("node index.js", ERROR, call="toolu_1"))
    run_hook("capture", failure("cargo build", "error[E0432]: unresolved import `foo`", call="toolu_2"))
    run_hook("recall", prompt("why does node index.js fail with left-pad"))
    store.log("error", "something")
    store.record_hook("capture", "ok", 1.0)
    with contextlib.suppress(StoreError), store.lock:
        store.rebuild_index()
    assert outside.read_bytes() == before  # (the link itself may go: local/ is reflexion's own)


@pytest.mark.parametrize("name", ["local", "local/sessions", "entries"])
def test_a_store_directory_linked_out_of_the_store_is_never_written(
    project: Path, tmp_path: Path, name: str
) -> None:
    store = store_with_an_entry(project)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    folder = Path(store.path) / name
    shutil.rmtree(folder)
    folder.symlink_to(elsewhere, target_is_directory=True)
    run_hook("capture", failure("node index.js", ERROR, call="toolu_1"))
    run_hook("recall", prompt("why does node index.js fail with left-pad", session="s2"))
    run_hook("capture", prompt("no, always use pnpm, not npm"))
    assert list(elsewhere.iterdir()) == []


def test_entries_linked_out_of_the_store_are_never_read(project: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    secret = entry.new(OUTSIDE_ID, "error", "the secret plans", "cat plans", "2026-11-22", keywords=["plans"])
    (elsewhere / f"{OUTSIDE_ID}.json").write_text(entry.to_text(secret))
    (project / ".reflexion").mkdir()
    (project / ".reflexion" / "entries").symlink_to(elsewhere, target_is_directory=True)
    for args in (["list"], ["show", OUTSIDE_ID], ["status"], ["status", "--json"], ["recall", "plans"]):
        result = cli(*args)
        assert "secret plans" not in result.output, args
