"""Reflexion in the real Claude Code: scripted sessions against the pinned CLI, asserting on what the
model received (the request bodies) and on the store.

Each scenario is one function: a prompt, the model's scripted turns (bash() then say()), assertions.
"""

from __future__ import annotations

import json

import pytest
from claude_code import REPO, Session, Workspace, after_call, hook_context, received, texts
from model_server import bash, edit, read, say

pytestmark = pytest.mark.e2e

BUILD = "npm run build"
MISSING = 'npm error Missing script: "build"'
FIX = "This project uses pnpm: run pnpm run build."
DAY_1, DAY_2 = "2026-11-20", "2026-11-21"


def fail_build(ws: Workspace, prompt: str = "build the frontend bundle", today: str | None = None) -> Session:
    """One session in which `npm run build` fails (the project's package.json has no build script)."""
    return ws.run(prompt, [bash(BUILD, "Build the frontend bundle")], [say("The build failed.")], today=today)


def fail_and_record_the_fix(ws: Workspace, today: str | None = None) -> Session:
    """`npm run build` fails; a person records the fix."""
    session = fail_build(ws, today=today)
    [item] = ws.held()  # seen once with no fix: held in local state until it recurs or gets a fix
    assert ws.reflexion("resolve", item["id"], FIX, today=today).returncode == 0
    assert [e["id"] for e in ws.entries()] == [item["id"]] and ws.held() == []  # the fix: the team's now
    return session


def test_a_failure_is_captured_and_nothing_is_said_while_no_fix_is_known(ws: Workspace) -> None:
    session = fail_build(ws)
    [item] = ws.held()  # seen once with no fix: local state holds it, entries/ is the team's
    assert ws.entries() == []
    assert (item["type"], item["context"], item["occurrences"], item["resolution"]) == ("error", BUILD, 1, "")
    assert MISSING in item["trigger"] and item["evidence"]["seen"][0]["session"] == session.id
    assert hook_context(session.last, "PostToolUseFailure") == []  # nothing to act on: zero tokens
    assert "reflexion" not in after_call(session.last, BUILD)
    # the Stop at the turn's end, and SessionEnd as `claude -p` exits: Claude Code fires both
    assert sorted(command for command, _ in ws.hook_runs()).count("learn") == 2


def test_a_fix_is_learned_from_an_episode_and_told_at_the_next_failure(ws: Workspace) -> None:
    pkg = str(ws.root / "package.json")
    session = ws.run(
        "build the frontend bundle",
        [bash(BUILD, "Build the frontend bundle")],
        [read(pkg)],
        [edit(pkg, '"scripts": {}', '"scripts": {"build": "echo built"}')],
        [bash(BUILD, "Build the frontend bundle")],
        [say("Fixed: package.json had no build script.")],
    )
    [item] = ws.entries()
    assert item["resolution_source"] == "auto" and item["triage"] == "lesson"
    assert (
        'edit `package.json` (add `"scripts": {"build": "echo built"}`); then it succeeded'
        in (item["resolution"])
    )
    fix = item["evidence"]["fix"]
    assert fix["session"] == session.id and fix["verified"] is True and fix["kind"] == "edit"
    assert len(fix["calls"]) == 2 and all(c.startswith("toolu_") for c in fix["calls"])  # the edit, the rerun
    (ws.root / "package.json").write_text('{"name": "app", "private": true, "scripts": {}}\n')
    again = fail_build(ws, "ship the release build")
    told = after_call(again.last, BUILD)
    assert f"reflexion: this failure is known ({item['id']}, seen 2x). The fix that worked before:" in told


def test_a_known_fix_is_told_at_the_failure(ws: Workspace) -> None:
    fail_and_record_the_fix(ws)
    [item] = ws.entries()
    assert (item["resolution"], item["resolution_source"]) == (FIX, "user")
    session = fail_build(ws, "ship the release build")
    told = f"reflexion: this failure is known ({item['id']}, seen 2x). The fix that worked before: {FIX}"
    assert told in after_call(session.last, BUILD)
    assert hook_context(session.last, "PostToolUseFailure") == [told]
    assert ws.entry(item["id"])["occurrences"] == 2


def test_recall_on_a_later_prompt(ws: Workspace) -> None:
    fail_build(ws)
    [item] = ws.held()
    ws.reflexion("resolve", item["id"], FIX)
    session = ws.run("the frontend bundle needs a fresh build", [say("On it.")])
    fact = f"- {item['id']} (error, seen 1x): `{BUILD}` failed with: {MISSING}. Fix that worked: {FIX}"
    assert hook_context(session.first, "UserPromptSubmit") == [
        f"<reflexion-recall>\nPast learnings reflexion recorded that match this prompt:\n{fact}\n"
        "</reflexion-recall>"
    ]
    assert received(session.first).count("<reflexion-recall>") == 1
    quiet = ws.run("write a haiku about autumn leaves", [say("Leaves fall.")])
    assert hook_context(quiet.first, "UserPromptSubmit") == []  # a miss costs zero tokens
    assert item["id"] not in received(quiet.first) and "<reflexion-recall>" not in received(quiet.first)


def test_a_correction_is_stored_and_recalled_later(ws: Workspace) -> None:
    ws.run("no, use pnpm not npm in this project", [say("Understood.")])
    [item] = ws.entries()
    assert (item["type"], item["resolution"]) == ("correction", "Use pnpm, not npm in this project.")
    session = ws.run("install the project dependencies with npm", [say("Installing.")])
    fact = (
        f"- {item['id']} (correction, seen 1x): the user said: no, use pnpm not npm in this project. "
        "Directive: Use pnpm, not npm in this project."
    )
    assert hook_context(session.first, "UserPromptSubmit") == [
        f"<reflexion-recall>\nPast learnings reflexion recorded that match this prompt:\n{fact}\n"
        "</reflexion-recall>"
    ]


def test_a_session_is_not_told_what_it_holds_until_a_compaction_drops_it(ws: Workspace) -> None:
    said = ws.run("no, use pnpm not npm in this project", [say("Understood.")])
    [item] = ws.entries()
    ask = "install the project dependencies with npm"
    resumed = ws.run(ask, [say("Installing.")], args=("--resume", said.id))
    assert resumed.id == said.id  # `-p --resume` goes on in the same session, under the same id
    assert item["id"] not in received(resumed.last)  # the user said it in this session: it is in context
    compacted = ws.run("/compact", [say("Summary: the user asked to use pnpm.")], args=("--resume", said.id))
    assert compacted.id == said.id  # SessionStart fires with source "compact" for the same session
    after = ws.run(ask, [say("Installing.")], args=("--resume", said.id))
    # only a summary is left of what was said before: the correction is told again, once
    assert [item["id"] in text for text in hook_context(after.last, "UserPromptSubmit")] == [True]


def test_a_standing_preference_is_told_as_the_next_session_starts(ws: Workspace) -> None:
    ws.run("Please ask me before you push anything to origin", [say("Understood.")])
    [item] = ws.entries()
    assert (item["category"], item["resolution"]) == (
        "user.preference",
        "Ask me before you push anything to origin.",
    )
    later = ws.run("finish the feature and push it to origin", [say("Shall I push?")])
    told = f"- {item['id']} (preference, seen 1x): the user said: Ask me before you push anything to origin."
    assert hook_context(later.first, "SessionStart") == [
        f"<reflexion-recall>\nStanding rules and preferences the user stated in earlier sessions:\n{told}\n"
        "</reflexion-recall>"
    ]
    assert hook_context(later.first, "UserPromptSubmit") == []  # told once in the session, not per prompt
    assert received(later.first).count(told) == 1


def test_promotion_across_two_days(ws: Workspace) -> None:
    fail_and_record_the_fix(ws, today=DAY_1)
    fail_build(ws, "ship the release build", today=DAY_1)
    assert FIX not in ws.claude_md()  # 2 sightings on one day: not yet
    fail_build(ws, "build the frontend bundle again", today=DAY_2)
    [item] = ws.entries()
    rule = f"- {FIX} (seen 3x, source: {item['id']})"
    assert rule in ws.claude_md() and item["promoted"] is True and item["seen_on"] == [DAY_1, DAY_2]
    session = ws.run("build the frontend bundle", [say("Building with pnpm.")], today=DAY_2)
    assert rule in next(text for _, text in texts(session.first) if "Contents of " in text)  # CLAUDE.md
    assert received(session.first).count(FIX) == 1  # a rule now: recall no longer repeats it
    assert hook_context(session.first, "SessionStart") == []


def test_a_rule_promoted_at_session_start_reaches_that_same_session(ws: Workspace) -> None:
    fail_build(ws, today=DAY_1)
    fail_build(ws, "ship the release build", today=DAY_1)
    fail_build(ws, "build the frontend bundle again", today=DAY_2)
    [item] = ws.entries()
    assert (item["occurrences"], item["seen_on"], item["promoted"]) == (3, [DAY_1, DAY_2], False)
    # the fix arrives with no reflexion command running: written into the entry by hand, or by `git pull`
    edited = dict(item, resolution=FIX, resolution_source="user")
    path = ws.root / ".reflexion" / "entries" / f"{item['id']}.json"
    path.write_text(json.dumps(edited, indent=2) + "\n")
    session = ws.run("build the frontend bundle", [say("Building with pnpm.")], today=DAY_2)
    rule = f"- {FIX} (seen 3x, source: {item['id']})"
    assert hook_context(session.first, "SessionStart") == [
        "reflexion added these rules to the Reflexion: Learned Rules block of CLAUDE.md as this session "
        f"started, after CLAUDE.md was loaded:\n{rule}"
    ]
    assert received(session.first).count(FIX) == 1  # Claude Code had read CLAUDE.md before the hook ran
    assert rule in ws.claude_md()
    later = ws.run("build the frontend bundle", [say("Building with pnpm.")], today=DAY_2)
    assert hook_context(later.first, "SessionStart") == []
    assert received(later.first).count(FIX) == 1  # from CLAUDE.md now


def test_the_plugin_validates_strictly(ws: Workspace) -> None:
    for target in (REPO, REPO / ".claude-plugin" / "plugin.json"):
        done = ws.claude("plugin", "validate", "--strict", str(target))
        assert done.returncode == 0, done.stdout + done.stderr
        assert "Validation passed" in done.stdout


def test_the_plugin_alone_captures_tells_and_recalls(bare: Workspace) -> None:
    bare.install_plugin()
    session = fail_build(bare)
    [item] = bare.held()
    assert hook_context(session.last, "PostToolUseFailure") == []
    bare.reflexion("resolve", item["id"], FIX)
    later = bare.run("the frontend bundle needs a fresh build", [say("On it.")])
    [recalled] = hook_context(later.first, "UserPromptSubmit")
    assert f"- {item['id']} (error, seen 1x): `{BUILD}`" in recalled and FIX in recalled


def test_with_the_plugin_and_settings_hooks_both_enabled_both_run(bare: Workspace) -> None:
    """Claude Code does not deduplicate a plugin's hooks against settings hooks: every hook runs twice,
    which `reflexion install` warns about. Capture's per-session memory of tool_use_ids keeps the count."""
    bare.install_plugin()
    installed = bare.reflexion("install")
    assert "warning: the reflexion plugin (reflexion@reflexion) is enabled too" in installed.stderr
    session = fail_build(bare)
    runs = bare.hook_runs()
    assert sorted(command for command, _ in runs) == (
        ["capture"] * 4 + ["learn"] * 4 + ["promote"] * 2 + ["recall"] * 2
    )
    assert sorted(outcome for command, outcome in runs if command == "capture") == [
        "captured", "duplicate", "no-correction", "no-correction"
    ]  # fmt: skip
    [item] = bare.held()  # seen once with no fix: held in local state
    assert item["occurrences"] == 1  # the ledger counts a sighting once, whichever hook saw it first
    assert item["id"] not in received(session.last)
