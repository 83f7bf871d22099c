"""A team in git, for real: two clones, branches, merges and a rebase through reflexion's merge driver end
with one entry per failure, the right counts, no conflict markers, a fresh index and a recalled fix."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from reflexion import entry
from reflexion.commands.merge_driver import merge_claude_md, merge_entry_text
from reflexion.merge3 import merge_entry, merge_index

pytestmark = pytest.mark.skipif(subprocess.run(["git", "--version"], capture_output=True).returncode != 0,
                                reason="needs git")  # fmt: skip
LINT = ("npm run lint", 'npm ERR! Missing script: "lint"\n\nTo see a list of scripts, run:\n  npm run')


class Clone:
    """One teammate's clone; runs git and the real reflexion CLI in it."""

    def __init__(self, path: Path, home: Path) -> None:
        self.path, self.home = path, home

    def env(self, day: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("REFLEXION_", "CLAUDE_", "GIT_"))}
        env.update(HOME=str(self.home), CLAUDE_PROJECT_DIR=str(self.path), REFLEXION_TODAY=day,
                   GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com", GIT_COMMITTER_NAME="t",
                   GIT_COMMITTER_EMAIL="t@example.com", GIT_CONFIG_NOSYSTEM="1")  # fmt: skip
        return env

    def git(self, *args: str, day: str = "2026-11-20", check: bool = True) -> str:
        done = subprocess.run(
            ["git", *args], cwd=self.path, env=self.env(day), capture_output=True, text=True
        )
        assert done.returncode == 0 or not check, f"git {args}: {done.stdout}{done.stderr}"
        return done.stdout + done.stderr

    def rfx(self, *args: str, day: str = "2026-11-20", stdin: str = "", code: int = 0) -> str:
        done = subprocess.run([sys.executable, "-m", "reflexion", *args], cwd=self.path, env=self.env(day),
                              input=stdin, capture_output=True, text=True)  # fmt: skip
        assert done.returncode == code, f"reflexion {args}: {done.stdout}{done.stderr}"
        return done.stdout

    def fail(self, day: str, call: str) -> None:
        command, error = LINT
        event = {"session_id": f"s-{call}", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
                 "tool_input": {"command": command}, "tool_use_id": call, "error": error,
                 "is_interrupt": False, "cwd": str(self.path)}  # fmt: skip
        assert self.rfx("hook", "capture", day=day, stdin=json.dumps(event)) is not None

    def entries(self) -> list[dict[str, Any]]:
        folder = self.path / ".reflexion" / "entries"
        return [json.loads(p.read_text()) for p in sorted(folder.glob("*.json"))]

    def pull(self, day: str, *how: str) -> None:
        """Pull (a merge, or `--rebase`): no conflict is left, and no file holds conflict markers."""
        out = self.git("pull", "-q", *(how or ("--no-rebase", "--no-edit")), day=day)
        assert "CONFLICT" not in out, out
        files_hold_no_markers(self.path)

    def commit(self, message: str, day: str = "2026-11-20") -> None:
        self.git("add", "-A", day=day)
        self.git("commit", "-qm", message, day=day)


def files_hold_no_markers(root: Path) -> None:
    for path in [*root.glob(".reflexion/**/*"), root / "CLAUDE.md"]:
        if path.is_file():
            text = path.read_text(errors="replace")
            assert "<<<<<<<" not in text and ">>>>>>>" not in text, path


@pytest.fixture
def team(tmp_path: Path) -> tuple[Clone, Clone]:
    home = tmp_path / "home"
    origin = tmp_path / "origin.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(origin)], check=True)
    alice = Clone(tmp_path / "alice", home)
    bob = Clone(tmp_path / "bob", home)
    Clone(tmp_path, home).git("clone", "-q", str(origin), "alice")
    (alice.path / "README.md").write_text("# app\n")
    alice.rfx("install", "--git")
    alice.commit("start")
    alice.git("push", "-q", "origin", "HEAD:main")
    Clone(tmp_path, home).git("clone", "-q", str(origin), "bob")
    bob.rfx("install", "--git")
    return alice, bob


def test_two_clones_one_failure(team: tuple[Clone, Clone]) -> None:
    alice, bob = team
    # 1. The same failure, first seen on different days in each clone; Bob records the fix.
    alice.fail("2026-11-20", "a1")
    alice.commit("alice: lint failure")
    alice.git("push", "-q")
    bob.fail("2026-11-22", "b1")
    (bobs,) = bob.entries()
    bob.rfx("resolve", bobs["id"], "Run `pnpm lint`: this project has no npm lint script.", day="2026-11-22")
    bob.commit("bob: lint failure, fixed")
    bob.pull("2026-11-22")
    recalled = bob.rfx("recall", "npm run lint says missing script lint", day="2026-11-23")
    assert "pnpm lint" in recalled
    (one,) = bob.entries()  # one failure, one entry
    assert one["occurrences"] == 2
    assert one["seen_on"] == ["2026-11-20", "2026-11-22"]
    assert one["resolution"].startswith("Run `pnpm lint`")
    assert bob.rfx("show", bobs["id"], day="2026-11-23")  # the other ID still shows it
    bob.rfx("check", day="2026-11-23")
    bob.commit("bob: one entry for the lint failure", day="2026-11-23")
    bob.git("push", "-q")
    alice.git("pull", "-q", "--no-rebase", "--no-edit")
    assert [e["id"] for e in alice.entries()] == [one["id"]]

    # 2. Both bump the same entry on their branch: counts add up, days unite, no markers.
    alice.fail("2026-11-24", "a2")
    alice.fail("2026-11-24", "a3")
    alice.commit("alice: seen twice more", day="2026-11-24")
    alice.git("push", "-q")
    bob.fail("2026-11-25", "b2")
    bob.commit("bob: seen again", day="2026-11-25")
    bob.pull("2026-11-25")
    (merged,) = bob.entries()
    assert merged["occurrences"] == 2 + 2 + 1
    assert merged["seen_on"] == ["2026-11-20", "2026-11-22", "2026-11-24", "2026-11-25"]
    bob.rfx("check", day="2026-11-25")
    bob.git("push", "-q")

    # 3. A rebase replays Alice's bump on top of Bob's: the same arithmetic.
    alice.git("pull", "-q", "--no-rebase", "--no-edit", day="2026-11-25")
    alice.fail("2026-11-26", "a4")
    alice.commit("alice: seen on the 26th", day="2026-11-26")
    bob.fail("2026-11-26", "b3")
    bob.commit("bob: seen on the 26th", day="2026-11-26")
    bob.git("push", "-q")
    alice.pull("2026-11-26", "--rebase")
    (rebased,) = alice.entries()
    assert rebased["occurrences"] == 5 + 1 + 1
    assert "pnpm lint" in alice.rfx("recall", "npm run lint missing script", day="2026-11-27")

    # The index is fresh: what a read left is exactly a rebuild from the entries.
    index = (alice.path / ".reflexion" / "index.txt").read_text()
    alice.rfx("reindex", day="2026-11-27")
    assert (alice.path / ".reflexion" / "index.txt").read_text() == index
    # Promoted on both sides with another rule each: the rules block is regenerated, not conflicted.
    alice.rfx("promote", day="2026-11-27")
    assert "source: " + one["id"] in (alice.path / "CLAUDE.md").read_text()


def rules_text(*ids: str, note: str = "# Team notes\n\nUse tabs.\n") -> str:
    lines = "".join(f"- Rule of {i[-4:]}. (seen 3x, source: {i})\n" for i in ids)
    start, end = "<!-- reflexion:rules:start -->", "<!-- reflexion:rules:end -->"
    return f"{note}\n{start}\n## Reflexion: Learned Rules\n{lines}{end}\n"


def test_a_conflict_in_the_rules_block_is_regenerated(team: tuple[Clone, Clone]) -> None:
    alice, bob = team
    a, b, c = "RFX-20261101-aaaaaaaa", "RFX-20261102-bbbbbbbb", "RFX-20261103-cccccccc"
    (alice.path / "CLAUDE.md").write_text(rules_text(a))
    alice.commit("rules")
    alice.git("push", "-q")
    bob.git("pull", "-q", "--no-rebase", "--no-edit")
    (alice.path / "CLAUDE.md").write_text(rules_text(a, b, note="# Team notes\n\nUse tabs.\nAlice's line.\n"))
    alice.commit("alice: rule b")
    alice.git("push", "-q")
    (bob.path / "CLAUDE.md").write_text(rules_text(c))  # Bob's rule a gave way, rule c came
    bob.commit("bob: rule c")
    bob.pull("2026-11-20")
    text = (bob.path / "CLAUDE.md").read_text()
    assert text == rules_text(b, c, note="# Team notes\n\nUse tabs.\nAlice's line.\n")


BASE = entry.new("RFX-20261120-fdafc0e0", "error", "npm ERR! x", "npm run lint", "2026-11-20",
                 keywords=["npm", "lint"])  # fmt: skip


def test_entry_merge_is_base_plus_both_changes() -> None:
    ours = entry.bump(entry.bump(BASE, "2026-11-21"), "2026-11-22")
    theirs = dict(entry.bump(BASE, "2026-11-23"), resolution="Run pnpm lint.", resolution_source="user")
    merged = merge_entry(BASE, ours, theirs)
    assert merged["occurrences"] == 1 + 2 + 1
    assert merged["seen_on"] == ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]
    assert merged["last_seen"] == "2026-11-23"
    assert merged["resolution"] == "Run pnpm lint."  # only theirs changed it
    assert "diverged" not in merged


def test_both_changed_a_field_keeps_ours_and_records_theirs() -> None:
    ours = dict(BASE, description="Run the linter", resolution="Use pnpm.", resolution_source="agent")
    theirs = dict(BASE, description="Lint the code", resolution="Use yarn.", resolution_source="agent")
    merged = merge_entry(BASE, ours, theirs)
    assert (merged["description"], merged["resolution"]) == ("Run the linter", "Use pnpm.")
    assert merged["diverged"] == {"description": "Lint the code", "resolution": "Use yarn."}
    # ...but a person's word beats a learned fix whichever side it is on
    auto = dict(BASE, resolution="npm i", resolution_source="auto")
    user = dict(BASE, resolution="Use pnpm.", resolution_source="user")
    assert merge_entry(BASE, auto, user)["resolution"] == "Use pnpm."
    assert merge_entry(BASE, auto, user)["diverged"] == {"resolution": "npm i"}


def test_both_made_the_same_entry_counts_add_up() -> None:
    ours, theirs = dict(BASE, occurrences=2), dict(BASE, occurrences=3)
    text, clean = merge_entry_text(BASE["id"], "", entry.to_text(ours), entry.to_text(theirs))
    assert clean
    assert json.loads(text)["occurrences"] == 5


def test_a_broken_side_falls_back_to_a_line_merge() -> None:
    text, clean = merge_entry_text(BASE["id"], entry.to_text(BASE), '{"id": ', entry.to_text(BASE))
    assert text == '{"id": '  # only ours changed: git's merge takes it
    assert clean


def test_index_merge_is_a_union_less_removals() -> None:
    base = "git:A,B\nnpm:C\n"
    ours = "git:A,B,D\nnpm:C\n"  # D added
    theirs = "git:A\nnpm:C,E\n"  # B removed, E added
    assert merge_index(base, ours, theirs) == "git:A,D\nnpm:C,E\n"


def test_claude_md_outside_the_block_merges_as_git_would() -> None:
    base = rules_text("RFX-20261101-aaaaaaaa")
    ours = rules_text("RFX-20261101-aaaaaaaa", note="# Ours\n")
    theirs = rules_text("RFX-20261101-aaaaaaaa", note="# Theirs\n")
    text, clean = merge_claude_md(base, ours, theirs)
    assert not clean  # the person's text conflicts: git's markers, for a person
    assert "<<<<<<< ours" in text
    assert text.count("source: RFX-20261101-aaaaaaaa") == 1


def test_both_clones_fold_the_same_copies_and_merge(team: tuple[Clone, Clone]) -> None:
    alice, bob = team
    alice.fail("2026-11-20", "a1")
    alice.commit("alice: lint failure")
    alice.git("push", "-q")
    bob.fail("2026-11-22", "b1")
    bob.commit("bob: lint failure")
    bob.git("pull", "-q", "--no-rebase", "--no-edit", day="2026-11-22")  # two entries, nobody read yet
    bob.git("push", "-q")
    alice.git("pull", "-q", "--no-rebase", "--no-edit", day="2026-11-22")
    assert len(alice.entries()) == len(bob.entries()) == 2
    alice.fail("2026-11-23", "a2")  # each clone folds on read, then counts
    alice.commit("alice: folded, seen again", day="2026-11-23")
    alice.git("push", "-q")
    bob.fail("2026-11-24", "b2")
    bob.commit("bob: folded, seen again", day="2026-11-24")
    bob.pull("2026-11-24")
    (one,) = bob.entries()
    assert one["occurrences"] == 4  # a1, b1, a2, b2: each once
    assert one["seen_on"] == ["2026-11-20", "2026-11-22", "2026-11-23", "2026-11-24"]
    bob.rfx("check", day="2026-11-24")
