"""promote / demote / forget on a real store: the block follows the entries; user text is never touched."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import context, run_hook

from reflexion import entry
from reflexion import store as store_module
from reflexion.commands.promote import AGENT_NOTE, demote, forget, promote_all, set_agent_note
from reflexion.store import Store, StoreError

USER = "# My project\r\n\r\nHand-written notes.\r\nNo final newline"
TODAY = "2026-11-22"


def store_with(project: Path, *entries: dict[str, object]) -> Store:
    store = Store(str(project))
    with store.lock:
        for item in entries:
            store.commit_entry(dict(item))
    return store


def solved(
    hexid: str, occurrences: int = 3, days: tuple[str, ...] = ("2026-11-20", TODAY), **extra: object
) -> dict[str, object]:
    item = entry.new(
        f"RFX-20261120-{hexid}",
        "error",
        "npm error Missing script",
        "npm run build",
        days[0],
        resolution="Use pnpm, not npm: run pnpm run build.",
        keywords=["npm"],
        **extra,
    )
    item.update(occurrences=occurrences, last_seen=days[-1], seen_on=list(days))
    return item


def test_promotes_what_qualifies_and_keeps_user_text_byte_for_byte(project: Path) -> None:
    (project / "CLAUDE.md").write_bytes(USER.encode())
    store = store_with(
        project, solved("aaaaaaaa"), solved("bbbbbbbb", occurrences=2), solved("cccccccc", days=(TODAY,))
    )
    result = promote_all(store, TODAY)
    text = (project / "CLAUDE.md").read_bytes().decode()
    assert result.promoted == ["RFX-20261120-aaaaaaaa"]
    assert text.startswith(USER + "\r\n\r\n<!-- reflexion:rules:start -->\r\n")
    assert "- Use pnpm, not npm: run pnpm run build. (seen 3x, source: RFX-20261120-aaaaaaaa)\r\n" in text
    assert "bbbbbbbb" not in text and "cccccccc" not in text
    assert store.require_entry("RFX-20261120-aaaaaaaa")["promoted"] is True
    promote_all(store, TODAY)
    assert (project / "CLAUDE.md").read_bytes().decode() == text  # idempotent


def test_dry_run_prints_the_diff_and_writes_nothing(project: Path) -> None:
    store = store_with(project, solved("aaaaaaaa"))
    result = promote_all(store, TODAY, dry_run=True)
    assert "+- Use pnpm" in result.diff() and not (project / "CLAUDE.md").exists()
    assert store.require_entry("RFX-20261120-aaaaaaaa")["promoted"] is False


def test_demote_forget_and_hand_edits_regenerate_the_block(project: Path) -> None:
    (project / "CLAUDE.md").write_text("# Mine\n")
    store = store_with(project, solved("aaaaaaaa"), solved("bbbbbbbb"))
    promote_all(store, TODAY)
    item = store.require_entry("RFX-20261120-bbbbbbbb")
    item["resolution"] = "Run pnpm install first."
    with store.lock:
        store.commit_entry(item, item["keywords"])
    promote_all(store, TODAY)
    assert "Run pnpm install first." in (project / "CLAUDE.md").read_text()
    demote(store, "RFX-20261120-aaaaaaaa", TODAY)
    promote_all(store, TODAY)  # a demoted entry does not come straight back
    assert "aaaaaaaa" not in (project / "CLAUDE.md").read_text()
    forget(store, "RFX-20261120-bbbbbbbb", TODAY)
    assert (project / "CLAUDE.md").read_text() == "# Mine\n"  # no rules left: the block goes, text intact
    assert not Path(store.entry_path("RFX-20261120-bbbbbbbb")).exists()


def test_cap_keeps_the_most_recently_seen(project: Path) -> None:
    (project / ".reflexion").mkdir()
    (project / ".reflexion" / "config.toml").write_text("[promotion]\nmax_rules = 1\n")
    older = solved("aaaaaaaa", days=("2026-11-01", "2026-11-02"))
    store = store_with(project, older, solved("bbbbbbbb"))
    result = promote_all(store, TODAY)
    assert result.promoted == ["RFX-20261120-bbbbbbbb"] and result.gave_way == ["RFX-20261120-aaaaaaaa"]
    assert store.require_entry("RFX-20261120-aaaaaaaa")["promoted"] is False


def test_malformed_markers_are_reported_and_nothing_is_written(project: Path) -> None:
    broken = "# Mine\n<!-- reflexion:rules:start -->\n- old\n"
    (project / "CLAUDE.md").write_text(broken)
    store = store_with(project, solved("aaaaaaaa"))
    with pytest.raises(StoreError, match="no end marker"):
        promote_all(store, TODAY)
    assert (project / "CLAUDE.md").read_text() == broken


def test_agent_note_is_added_kept_and_removed(project: Path) -> None:
    store = store_with(project, solved("aaaaaaaa", occurrences=1))
    set_agent_note(store, enabled=True)
    assert AGENT_NOTE in (project / "CLAUDE.md").read_text()
    item = store.require_entry("RFX-20261120-aaaaaaaa")
    item["occurrences"] = 3
    with store.lock:
        store.commit_entry(item, item["keywords"])
    promote_all(store, TODAY)
    text = (project / "CLAUDE.md").read_text()
    assert AGENT_NOTE in text and "source: RFX-20261120-aaaaaaaa" in text
    set_agent_note(store, enabled=False)
    assert AGENT_NOTE not in (project / "CLAUDE.md").read_text()


def test_claude_md_inside_dot_claude_is_used_when_only_it_exists(project: Path) -> None:
    (project / ".claude").mkdir()
    (project / ".claude" / "CLAUDE.md").write_text("# nested\n")
    promote_all(store_with(project, solved("aaaaaaaa")), TODAY)
    assert "source: RFX-20261120-aaaaaaaa" in (project / ".claude" / "CLAUDE.md").read_text()
    assert not (project / "CLAUDE.md").exists()


SESSION_START = {"session_id": "s1", "hook_event_name": "SessionStart", "source": "startup"}
RULE = "- Use pnpm, not npm: run pnpm run build. (seen 3x, source: RFX-20261120-aaaaaaaa)"


def test_rules_promoted_at_session_start_also_go_out_as_its_context(project: Path) -> None:
    """Claude Code reads CLAUDE.md before SessionStart hooks finish: the new rule must reach this session."""
    quoted = "- a user's note quoting the rule (source: RFX-20261120-aaaaaaaa)"  # outside the block
    (project / "CLAUDE.md").write_text(f"# Mine\n{quoted}\n")
    store_with(project, solved("aaaaaaaa"), solved("bbbbbbbb", occurrences=2))
    text = context(run_hook("promote", SESSION_START))
    assert text.splitlines() == [
        "reflexion added these rules to the Reflexion: Learned Rules block of CLAUDE.md as this session "
        "started, after CLAUDE.md was loaded:",
        RULE,
    ]
    assert RULE in (project / "CLAUDE.md").read_text()
    assert run_hook("promote", SESSION_START) is None  # already in CLAUDE.md: the next session reads it there


def test_promote_on_other_events_or_from_a_script_prints_nothing(project: Path) -> None:
    store_with(project, solved("aaaaaaaa"))
    assert run_hook("promote", {"hook_event_name": "Stop", "session_id": "s1"}) is None
    assert RULE in (project / "CLAUDE.md").read_text()  # promoted all the same
    store_with(project, solved("cccccccc"))
    assert run_hook("promote", {}) is None
    assert "source: RFX-20261120-cccccccc" in (project / "CLAUDE.md").read_text()


def test_promote_reads_every_entry_without_the_lock(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 100,000 entries the read takes seconds: captures waiting on the lock meanwhile would be dropped."""
    store = store_with(project, solved("aaaaaaaa"), solved("bbbbbbbb", occurrences=1))
    read = store.iter_entries
    held: list[int] = []

    def watched(problems: list[str] | None = None) -> Iterator[dict[str, Any]]:
        for item in read(problems):
            held.append(store.lock._depth)
            yield item

    monkeypatch.setattr(store, "iter_entries", watched)
    promote_all(store, TODAY)
    assert held == [0, 0] and RULE in (project / "CLAUDE.md").read_text()


def test_session_start_on_a_large_store_promotes_in_a_process_of_its_own(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store_module, "REBUILD_INLINE", 2)
    store_with(project, solved("aaaaaaaa"), solved("bbbbbbbb", occurrences=1))
    started: list[str] = []
    read = Store.iter_entries
    monkeypatch.setattr(Store, "spawn", lambda s, job: started.append(job) or True)
    monkeypatch.setattr(Store, "iter_entries", lambda *a: pytest.fail("a hook read every entry"))
    assert run_hook("promote", SESSION_START) is None
    assert started == ["promote"] and not (project / "CLAUDE.md").exists()
    monkeypatch.setattr(Store, "iter_entries", read)
    monkeypatch.setenv("REFLEXION_BACKGROUND", "1")  # what the started process runs
    assert run_hook("promote", {}) is None
    assert RULE in (project / "CLAUDE.md").read_text()


def test_the_cheap_first_look_never_loads_the_rules_for_an_entry_seen_on_one_day_only(
    project: Path,
) -> None:
    import sys

    from reflexion.commands import promote

    store = store_with(project)
    one_day = solved("aaaaaaaa", days=(TODAY, TODAY))
    assert not promote._may_qualify(store, one_day)  # rules.qualifies: two distinct days at least
    assert promote._may_qualify(store, solved("bbbbbbbb"))
    odd = {**solved("cccccccc"), "seen_on": [{"hand": "edit"}, 7, "2026-11-20", ""]}
    assert promote._may_qualify(store, odd)  # looser than rules: a hand edit is never a crash
    loaded = sys.modules.pop("reflexion.rules", None)
    try:
        promote.promote_if_due(store, one_day, TODAY)
        assert "reflexion.rules" not in sys.modules
    finally:
        if loaded is not None:  # other modules hold this one: keep it the one in sys.modules
            sys.modules["reflexion.rules"] = loaded
