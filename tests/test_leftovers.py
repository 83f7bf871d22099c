"""A write killed halfway leaves no temp file in entries/ or beside CLAUDE.md, and stale ones are swept;
marker lines inside a fenced code block of CLAUDE.md are the user's example, never the rules block."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from reflexion import rules
from reflexion.store import Store

EXAMPLE = (
    "# Notes\n\nHow the block looks:\n\n```markdown\n" + rules.START + "\n## Reflexion: Learned Rules\n"
    "- an example rule\n" + rules.END + "\n```\n"
)


def test_marker_lines_in_a_fenced_code_block_are_not_the_block() -> None:
    assert rules.find_block(EXAMPLE) is None
    merged = rules.merge(EXAMPLE, ["- Use pnpm. (source: RFX-20261122-aaaaaaaa)"])
    assert merged.startswith(EXAMPLE) and "Use pnpm" in merged[len(EXAMPLE) :]
    again = rules.merge(merged, ["- Use yarn. (source: RFX-20261122-aaaaaaaa)"])
    assert again.startswith(EXAMPLE) and "Use yarn" in again and "Use pnpm" not in again
    assert rules.merge(again, []) == EXAMPLE


def test_a_tilde_fence_and_an_unclosed_fence_hide_markers_too() -> None:
    tilde = EXAMPLE.replace("```markdown", "~~~~").replace("```", "~~~~")
    assert rules.find_block(tilde) is None
    assert rules.find_block("```\n" + rules.START + "\n" + rules.END + "\n") is None


KILLED_WRITE = """
import os, signal, sys
sys.path.insert(0, sys.argv[1])
from reflexion import entry
from reflexion.store import Store
store = Store(sys.argv[2])
store.ensure()
os.replace = lambda *args: os.kill(os.getpid(), signal.SIGKILL)  # killed between the write and the rename
if sys.argv[3] == "claude":
    store.write_claude_md("# notes\\n")
store.save_entry(entry.new("RFX-20261122-aaaaaaaa", "error", "x", "y", "2026-11-22"))
"""


def test_a_killed_write_leaves_no_temp_file_in_entries_or_the_project_root(project: Path) -> None:
    repo = str(Path(__file__).resolve().parent.parent)
    for what in ("claude", "entry"):
        child = subprocess.run([sys.executable, "-c", KILLED_WRITE, repo, str(project), what], timeout=60)
        assert child.returncode == -signal.SIGKILL
    assert [p.name for p in project.iterdir() if p.name.endswith(".tmp")] == []
    assert [p.name for p in (project / ".reflexion" / "entries").iterdir() if p.name.endswith(".tmp")] == []


def test_stale_temp_files_are_swept_when_a_session_starts(project: Path) -> None:
    store = Store(str(project))
    store.ensure()
    old = time.time() - 7200
    leftovers = [
        Path(store.local) / "tmp" / ".index.txt.123.456.tmp",
        project / "CLAUDE.md.123.456.tmp",
    ]
    fresh = Path(store.local) / "tmp" / ".index.txt.999.999.tmp"  # a write going on right now
    for path in [*leftovers, fresh]:
        path.parent.mkdir(exist_ok=True)
        path.write_text("half")
    for path in leftovers:
        os.utime(path, (old, old))
    (project / "notes.md.1.2.tmp").write_text("not ours")
    os.utime(project / "notes.md.1.2.tmp", (old, old))
    store.session_note("new", "told", ["RFX-20261122-00000001"])
    assert [p for p in leftovers if p.exists()] == []
    assert fresh.exists() and (project / "notes.md.1.2.tmp").exists()


def test_an_older_version_s_temp_file_in_entries_is_swept_when_the_index_is_rebuilt(project: Path) -> None:
    # not when a session starts: entries/ holds every entry, too many names to list on a hook's path
    store = Store(str(project))
    store.ensure()
    stale = Path(store.entries_dir) / ".RFX-20261122-aaaaaaaa.json.123.456.tmp"
    stale.write_text("half")
    old = time.time() - 7200
    os.utime(stale, (old, old))
    store.session_note("new", "told", ["RFX-20261122-00000001"])
    assert stale.exists()
    store.rebuild_index()
    assert not stale.exists()
