"""status: the plain 80-column dashboard of the example store (golden), the --json schema, the first run."""

from __future__ import annotations

import json
import os
import shutil
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from reflexion import entry, rules
from reflexion.cli import app
from reflexion.commands import hooklog, status
from reflexion.learn.causes import GNU_SHADOW
from reflexion.store import Store
from reflexion.text import digest

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / ".reflexion.example"
GOLDEN = Path(__file__).parent / "data" / "status_golden.txt"
TODAY = "2026-11-24"
MIDNIGHT = datetime(2026, 11, 24, tzinfo=timezone.utc).timestamp()
# (days ago, command, outcome, ms): a week of ordinary hook runs, one of them failing
HOOK_RUNS = [
    (0, "capture", "success", 21.0),
    (0, "recall", "hit", 48.5),
    (0, "recall", "miss", 30.0),
    (1, "capture", "bumped", 35.0),
    (1, "capture", "benign", 22.0),
    (2, "recall", "miss", 29.0),
    (3, "capture", "captured", 41.0),
    (3, "capture", "error", 95.0),
    (5, "recall", "hit", 52.0),
    (6, "capture", "paired", 38.0),
    (12, "recall", "hit", 47.0),  # older than a week: activity only
    (40, "capture", "captured", 40.0),  # older than the activity window: nowhere
]


def run(*args: str) -> Any:
    env = {"NO_COLOR": "1", "COLUMNS": "80", "REFLEXION_TODAY": TODAY}
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE"):  # would make rich draw as on a terminal
        env[name] = None  # type: ignore[assignment]
    return CliRunner().invoke(app, list(args), env=env)


def hook_log(runs: list[tuple[int, str, str, float]]) -> str:
    return "".join(f"{MIDNIGHT - ago * 86400 + 3600:.0f} {cmd} {out} {ms}\n" for ago, cmd, out, ms in runs)


@pytest.fixture
def example(project: Path) -> Store:
    """The example store copied into the test project, with a CLAUDE.md holding its rules and a hook log."""
    shutil.copytree(EXAMPLE, project / ".reflexion")
    store = Store(str(project))
    promoted = [e for e in store.iter_entries() if e["promoted"]]
    (project / "CLAUDE.md").write_text(rules.merge("# Orders API\n", rules.block_lines(promoted)))
    (project / ".reflexion" / "local").mkdir()
    (project / ".reflexion" / "local" / "hooks.log").write_text(hook_log(HOOK_RUNS) + "torn line\n")
    return store


def test_example_dashboard_matches_the_golden_file(example: Store, project: Path) -> None:
    result = run("status")
    assert result.exit_code == 0, result.output
    shown = result.stdout.replace(str(project), "/home/dev/orders-api")  # the header names the project
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(shown, encoding="utf-8")
    assert shown == GOLDEN.read_text(encoding="utf-8")


def test_plain_dashboard_fits_80_columns_without_boxes_or_colour(example: Store) -> None:
    out = run("status").stdout
    assert "\x1b" not in out
    assert not set("╭╮╰╯│─") & set(out)
    for line in out.splitlines():
        assert len(line) <= 80, line
        assert line == line.rstrip(), f"trailing spaces: {line!r}"


def test_example_facts(example: Store) -> None:
    facts = status.collect(example, TODAY)
    assert facts["totals"] == {
        "entries": 10,
        "occurrences": 25,
        "by_type": {"error": 6, "correction": 2, "insight": 1, "pattern": 1},
        "resolved": 6,
        "unresolved": 4,
        "promoted": 2,
        "needs_review": 1,
        "confirmed": 0,
        "confirmed_entries": 0,
        "held_locally": 0,
    }
    assert facts["rules"]["count"] == 2 and facts["rules"]["not_in_block"] == []
    assert facts["rules"]["ready"] == ["RFX-20261111-16fcb344"]
    assert facts["candidates"][0]["state"] == "ready"
    assert facts["hottest"][0]["id"] == "RFX-20261103-fdafc0e0"
    assert [h["needs_review"] for h in facts["hottest"]].count(True) == 1
    hooks = facts["hooks"]
    assert (hooks["runs"], hooks["errors"], hooks["p50_ms"], hooks["p95_ms"]) == (10, 1, 35.0, 95.0)
    assert hooks["commands"]["recall"] == {"runs": 4, "p50_ms": 30.0, "p95_ms": 52.0}
    assert sum(facts["activity"]["captures"]) == 3 and sum(facts["activity"]["recalls"]) == 3
    assert facts["activity"]["captures"][-1] == 0 and facts["activity"]["recalls"][-1] == 1
    assert facts["health"]["index_fresh"] is False  # local/ is never committed: a fresh clone rebuilds it


SCHEMA: dict[str, Any] = {
    "user_store": {"path": str, "exists": bool, "entries": int, "resolved": int, "latest": [str]},
    "version": int,
    "today": str,
    "first_run": bool,
    "store": {"path": str, "exists": bool, "claude_md": str, "root": str},
    "thresholds": {"min_occurrences": int, "min_days": int, "max_rules": int},
    "totals": {
        "entries": int,
        "occurrences": int,
        "by_type": {"error": int, "correction": int, "insight": int, "pattern": int},
        "resolved": int,
        "unresolved": int,
        "promoted": int,
        "needs_review": int,
        "confirmed": int,
        "confirmed_entries": int,
        "held_locally": int,
    },
    "recent": {
        "days": int,
        "new_today": int,
        "fixed_today": int,
        "new": int,
        "fixed": int,
        "latest": [{"id": str, "short_id": str, "type": str, "trigger": str, "event": str, "day": str}],
    },
    "candidates": [
        {
            "id": str,
            "short_id": str,
            "type": str,
            "trigger": str,
            "occurrences": {"have": int, "need": int},
            "days": {"have": int, "need": int},
            "resolved": bool,
            "fix_seen_to_work": bool,
            "state": str,
        }
    ],
    "hottest": [
        {
            "id": str,
            "short_id": str,
            "type": str,
            "trigger": str,
            "occurrences": int,
            "last_seen": str,
            "needs_review": bool,
        }
    ],
    "activity": {
        "days": int,
        "start": str,
        "end": str,
        "captures": [int],
        "recalls": [int],
        "entries_seen": [int],
    },
    "focus": [{"name": str, "entries": int, "share": float}],
    "rules": {
        "path": str,
        "present": bool,
        "count": int,
        "lines": [{"id": str, "short_id": str, "text": str}],
        "note": bool,
        "cap": int,
        "free": int,
        "error": (str, type(None)),
        "ready": [str],
        "waiting_for_room": [str],
        "not_in_block": [str],
        "told_at_start": [{"id": str, "short_id": str, "kind": str, "text": str}],
    },
    "health": {
        "unreadable": int,
        "problems": [str],
        "index_fresh": bool,
        "indexed_entries": int,
        "config_problem": (str, type(None)),
        "log_errors": [str],
        "log_errors_recent": int,
        "log_error_days_ago": [(int, type(None))],
    },
    "hooks": {
        "days": int,
        "last_run": (dict, type(None)),
        "runs": int,
        "p50_ms": (float, type(None)),
        "p95_ms": (float, type(None)),
        "errors": int,
        "outcomes": dict,
        "commands": dict,
    },
}


def check(value: Any, schema: Any, where: str = "$") -> None:
    if isinstance(schema, dict):
        assert isinstance(value, dict), where
        assert sorted(value) == sorted(schema), f"{where}: keys {sorted(value)}"
        for key, sub in schema.items():
            check(value[key], sub, f"{where}.{key}")
    elif isinstance(schema, list):
        assert isinstance(value, list), where
        for i, item in enumerate(value):
            check(item, schema[0], f"{where}[{i}]")
    else:
        assert isinstance(value, schema) and not (schema is int and isinstance(value, bool)), (
            f"{where}: {value!r}"
        )


@pytest.mark.parametrize("populated", [True, False])
def test_json_follows_the_documented_schema(project: Path, populated: bool) -> None:
    if populated:
        shutil.copytree(EXAMPLE, project / ".reflexion")
        (project / ".reflexion" / "local").mkdir()
        (project / ".reflexion" / "local" / "hooks.log").write_text(hook_log(HOOK_RUNS))
    result = run("status", "--json")
    assert result.exit_code == 0
    assert result.stdout.count("\n") == 1
    facts = json.loads(result.stdout)
    check(facts, SCHEMA)
    assert facts["version"] == 1 and facts["first_run"] is not populated
    assert all(len(facts["activity"][k]) == 30 for k in ("captures", "recalls", "entries_seen"))
    for timings in facts["hooks"]["commands"].values():
        check(timings, {"runs": int, "p50_ms": float, "p95_ms": float})
    assert list(facts) == sorted(facts)  # sorted keys: diffs between two runs stay readable


def keys(schema: Any, prefix: str = "") -> list[str]:
    if isinstance(schema, list):
        return keys(schema[0], prefix.rstrip(".") + "[].")
    if not isinstance(schema, dict):
        return []
    return [f"{prefix}{k}" for k in schema] + [p for k, v in schema.items() for p in keys(v, f"{prefix}{k}.")]


def test_every_json_key_is_documented() -> None:
    doc = (REPO / "docs" / "status-json.md").read_text(encoding="utf-8")
    missing = [key for key in keys(SCHEMA) if f"`{key}`" not in doc]
    assert not missing, f"add these keys to docs/status-json.md: {missing}"


def test_json_path_does_not_import_rich(project: Path) -> None:
    import subprocess
    import sys

    code = (
        "import sys\nfrom reflexion.cli import run\nsys.argv = ['reflexion', 'status', '--json']\n"
        "try:\n    run()\nexcept SystemExit:\n    pass\n"
        "assert not [m for m in sys.modules if m.startswith('rich')], 'rich was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, cwd=project)


def test_no_store_gets_a_friendly_first_run_screen(project: Path) -> None:
    result = run("status")
    assert result.exit_code == 0
    assert "No entries yet" in result.stdout
    assert "reflexion install" in result.stdout and "hooks.example.json" in result.stdout
    assert ".claude/settings.json" in result.stdout
    assert not (project / ".reflexion").exists()  # looking never creates the store


def test_first_run_screen_notices_hooks_that_already_run(project: Path) -> None:
    local = project / ".reflexion" / "local"
    local.mkdir(parents=True)
    (project / ".reflexion" / "entries").mkdir()
    (local / "hooks.log").write_text(hook_log([(0, "recall", "miss", 12.0), (1, "capture", "success", 9.0)]))
    out = " ".join(run("status").stdout.split())
    assert "reflexion is installed in this project (the hooks ran 2 times in the last 7 days)" in out


def test_first_run_screen_right_after_install_does_not_ask_to_install(project: Path) -> None:
    from reflexion.commands.promote import set_agent_note

    set_agent_note(Store(str(project)), enabled=True)  # what install leaves behind
    out = run("status").stdout
    assert "reflexion is installed in this project (no hook has run yet)" in " ".join(out.split())
    assert "To wire them" not in out


def test_unreadable_entries_broken_markers_and_log_errors_are_reported(example: Store, project: Path) -> None:
    (project / ".reflexion" / "entries" / "RFX-20261101-abcdef12.json").write_text("{not json")
    (project / "CLAUDE.md").write_text("<!-- reflexion:rules:start -->\n- a rule\n")
    (project / ".reflexion" / "local" / "reflexion.log").write_text(
        "2026-11-23T10:00:00Z error capture hook failed: OSError: disk full\n"
    )
    facts = status.collect(example, TODAY)
    assert facts["health"]["unreadable"] == 1 and "RFX-20261101-abcdef12" in facts["health"]["problems"][0]
    assert "no end marker" in facts["rules"]["error"]
    assert facts["health"]["log_errors"][-1].endswith("disk full")
    out = run("status").stdout
    assert "1 unreadable entry" in out and "no end marker" in out and "disk full" in out


def test_a_full_block_makes_qualifying_entries_wait_for_room(example: Store, project: Path) -> None:
    (project / ".reflexion" / "config.toml").write_text("[promotion]\nmax_rules = 2\n")
    facts = status.collect(example, TODAY)
    assert facts["rules"]["free"] == 0
    assert facts["rules"]["waiting_for_room"] == ["RFX-20261111-16fcb344"]
    assert facts["rules"]["ready"] == []
    assert facts["candidates"][0]["state"] == "waiting-for-room"
    assert "waiting for room" in run("status").stdout


def test_promoted_entries_missing_from_the_block_are_pointed_out(example: Store, project: Path) -> None:
    (project / "CLAUDE.md").write_text("# no block here\n")
    facts = status.collect(example, TODAY)
    assert facts["rules"]["present"] is False
    assert facts["rules"]["not_in_block"] == ["RFX-20261028-0b202b56", "RFX-20261030-b67b4a1b"]


@pytest.mark.parametrize(
    ("extra", "context", "expected"),
    [
        ({"tool": "npm", "category": "npm.error"}, "npm run build", "npm"),
        ({"tool": "python3"}, "python3 app.py", "python"),
        ({"category": "user.correction"}, "the user said this to the agent", "corrections"),
        ({"category": "docker:daemon"}, "", "docker"),
        ({}, "./node_modules/.bin/jest --ci", "jest"),
        ({}, "", "other"),
    ],
)
def test_focus_comes_from_tool_then_category_then_context(
    extra: dict[str, str], context: str, expected: str
) -> None:
    item = entry.new("RFX-20261101-abcdef12", "error", "boom", context, "2026-11-01", **extra)
    assert status.focus_of(item) == expected


def test_focus_sums_the_long_tail_as_other() -> None:
    items = [
        entry.new(
            f"RFX-20261101-abcdef{i:02x}", "error", "x", f"tool{i % 9} run", "2026-11-01", tool=f"t{i % 9}"
        )
        for i in range(18)
    ]
    items = [{**item, "focus": status.focus_of(item)} for item in items]  # as status reads entries
    names = [f["name"] for f in status.focus(items)]
    assert len(names) == status.FOCUS_TOP + 1 and names[-1] == "other"
    assert sum(f["entries"] for f in status.focus(items)) == 18


def test_hook_log_percentiles_are_nearest_rank() -> None:
    _, hooks = hooklog.hook_facts(
        hook_log([(0, "recall", "miss", float(ms)) for ms in range(1, 101)]).splitlines(), [], TODAY
    )
    assert (hooks["p50_ms"], hooks["p95_ms"]) == (50.0, 95.0)
    _, none = hooklog.hook_facts(["garbage", "", "1 2"], [], TODAY)
    assert none["runs"] == 0 and none["p50_ms"] is None


# ---------------------------------------------------------------------------------------------- first hour


def draw(facts: dict[str, Any], columns: int, colour: bool, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The dashboard as a terminal of `columns` shows it (colour: rich's panels, as on a real terminal)."""
    import io

    from reflexion.commands import dashboard
    from reflexion.text import strip_ansi

    monkeypatch.setenv("COLUMNS", str(columns))
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "NO_COLOR"):
        monkeypatch.delenv(name, raising=False)
    if colour:
        monkeypatch.setenv("FORCE_COLOR", "1")
    out = io.StringIO()
    dashboard.render(facts, no_color=not colour, file=out)
    text = out.getvalue()
    assert ("\x1b[" in text) == colour
    return strip_ansi(text).splitlines()


@pytest.mark.parametrize("colour", [False, True])
@pytest.mark.parametrize("columns", [60, 80, 120, 200])
def test_the_dashboard_uses_the_width_it_has(
    example: Store, project: Path, monkeypatch: pytest.MonkeyPatch, columns: int, colour: bool
) -> None:
    facts = status.collect(example, TODAY)
    lines = draw(facts, columns, colour, monkeypatch)
    assert all(len(line) <= columns for line in lines), [ln for ln in lines if len(ln) > columns]
    width = min(columns, 160)
    if colour:  # panels span the terminal (up to 160 columns), no longer stopping at 100
        assert max(len(line) for line in lines) == width
    docker = next(line for line in lines if "daa7c561" in line and "Cannot connect" in line)
    trigger = docker[docker.index("Cannot connect") :].rstrip(" │")
    assert len(trigger) >= (25 if columns == 60 else 40 if columns == 80 else 80), trigger
    assert (columns >= 80) == any("███" in line for line in lines if "16fcb344" in line)  # bars need room


def test_a_demoted_entry_is_not_ready_to_promote(example: Store, project: Path) -> None:
    path = project / ".reflexion" / "entries" / "RFX-20261111-16fcb344.json"
    assert status.collect(example, TODAY)["rules"]["ready"] == ["RFX-20261111-16fcb344"]
    assert run("demote", "16fcb344").exit_code == 0  # a person withdrew its rule
    assert json.loads(path.read_text())["demoted"] is True
    facts = status.collect(example, TODAY)
    assert facts["rules"]["ready"] == []
    assert "RFX-20261111-16fcb344" not in [c["id"] for c in facts["candidates"]]
    assert not rules.qualifies(json.loads(path.read_text()), rules.DEFAULT)
    assert "ready to promote" not in run("status").stdout


def test_the_rules_count_leaves_out_the_agent_note_and_shows_the_rules(example: Store, project: Path) -> None:
    from reflexion.commands.promote import set_agent_note

    set_agent_note(example, enabled=True)
    facts = status.collect(example, TODAY)
    assert facts["rules"]["count"] == 2 and facts["rules"]["note"] is True
    assert [r["short_id"] for r in facts["rules"]["lines"]] == ["0b202b56", "b67b4a1b"]
    assert facts["rules"]["lines"][1]["text"].startswith("This project uses pnpm, not npm")
    out = run("status").stdout
    assert "2/30 rules, 28 free" in out and "b67b4a1b  This project uses pnpm, not npm" in out
    assert "+ a note telling the agent how to record and confirm fixes (not a rule)" in out


def test_status_shows_the_standing_rules_a_session_is_told_as_it_starts(project: Path) -> None:
    from helpers import prompt, run_hook

    run_hook("capture", prompt("Please ask me before you push anything to origin"))
    facts = status.collect(Store(str(project)), TODAY)
    [said] = facts["rules"]["told_at_start"]
    assert (said["kind"], said["text"]) == ("preference", "Ask me before you push anything to origin.")
    out = run("status").stdout
    assert "told as each session starts (your standing rules and preferences):" in out
    assert f"{said['short_id']}  Ask me before you push anything to origin." in out


def test_old_log_errors_get_an_age_and_are_history(example: Store, project: Path) -> None:
    log = project / ".reflexion" / "local" / "reflexion.log"
    log.write_text("2026-11-10T10:00:00Z error capture hook failed: OSError: disk full\n")
    facts = status.collect(example, TODAY)
    assert facts["health"]["log_errors_recent"] == 0 and facts["health"]["log_error_days_ago"] == [14]
    out = run("status").stdout
    assert "✓ no errors in the last 7 days" in out and "(the last one was 14 days ago" in out
    assert "✗" not in out.split("-- Store health")[1].split("-- Hook health")[0]
    log.write_text(log.read_text() + "2026-11-23T10:00:00Z error recall hook failed: ValueError: bad\n")
    out = run("status").stdout
    assert "✗ errors in the last 7 days" in out
    assert "14 days ago: capture hook failed" in out and "yesterday: recall hook failed" in out


def test_what_was_learned_recently_and_how_often_fixes_were_confirmed(example: Store, project: Path) -> None:
    env = {"NO_COLOR": "1", "COLUMNS": "80", "REFLEXION_TODAY": TODAY}
    invoke = CliRunner().invoke
    assert invoke(app, ["resolve", "d3adbbef", "Use crate::model."], env=env).exit_code == 0
    assert invoke(app, ["capture", "--trigger", "the CI runner has no docker"], env=env).exit_code == 0
    for _ in range(2):
        assert invoke(app, ["verify", "daa7c561", "--worked"], env=env).exit_code == 0
    facts = status.collect(example, TODAY)
    recent = facts["recent"]
    assert (recent["new_today"], recent["fixed_today"], recent["new"], recent["fixed"]) == (1, 1, 4, 1)
    assert [(r["short_id"], r["event"]) for r in recent["latest"][:2]] == [("d3adbbef", "fixed"), (
        entry.short_id(recent["latest"][1]["id"]), "new")]  # fmt: skip
    assert facts["totals"]["confirmed"] == 2 and facts["totals"]["confirmed_entries"] == 1
    out = run("status").stdout
    assert "today: 1 new, 1 fixed · last 7 days: 4 new, 1 fixed" in out
    told = ["capture", "--type", "correction", "--trigger", "no, use pnpm", "--resolution", "Use pnpm."]
    assert invoke(app, told, env=env).exit_code == 0
    came_with_fix = [
        r for r in status.collect(example, TODAY)["recent"]["latest"] if r["trigger"] == "no, use pnpm"
    ]
    assert [r["event"] for r in came_with_fix] == ["new+fixed"]  # one event, counted as new and as fixed
    assert "confirmed working: 2x on 1 entry" in out and "fixes recalled on prompts: 2x in 7 days" in out


def test_when_a_hook_last_ran(example: Store) -> None:
    facts = status.collect(example, TODAY)
    assert facts["hooks"]["last_run"] == {
        "at": "2026-11-24T01:00:00Z",
        "command": "capture",
        "outcome": "success",
    }
    assert "last run: today at 01:00 UTC, capture: success" in run("status").stdout


def test_status_keeps_only_what_it_shows_of_each_entry(project: Path) -> None:
    """At 100,000 entries whole entries took 167 MiB; status holds only the facts it shows (issue 19)."""
    import tracemalloc

    store = Store(str(project))
    store.ensure()
    for n in range(300):
        item = entry.new(f"RFX-20261120-{n:08x}", "error", "boom " * 40, "make all", "2026-11-20")
        sightings = [{"session": "s" * 36, "tool_use_id": f"toolu_{k:020d}"} for k in range(80)]
        item["evidence"] = {"sightings": sightings}
        Path(store.entry_path(item["id"])).write_text(entry.to_text(item))
    tracemalloc.start()
    facts = status.collect(store, TODAY)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert facts["totals"]["entries"] == 300
    assert peak < 2_000_000  # each entry's 80 sightings alone take ~25 KB once parsed


HANDED_OVER = {
    "resolution_source": "auto",
    "evidence": {"fix": {"kind": "handover", "calls": [], "verified": False}},
}
ONE_OF_A_CAUSE = {
    "resolution_source": "auto",
    "signature": digest(f"cause\n{GNU_SHADOW}"),
    "evidence": {"fix": {"kind": "shell", "calls": ["toolu_1"], "verified": True}},
}


@pytest.mark.parametrize(
    "never",
    [
        {"triage": "task"},
        {"conflicts": "RFX-20261101-0000abcd: the user said no"},
        HANDED_OVER,
        ONE_OF_A_CAUSE,
    ],
    ids=["task", "conflict", "handover", "cause"],
)
def test_an_entry_that_can_never_be_a_rule_is_no_candidate(
    example: Store, project: Path, never: dict[str, Any]
) -> None:
    """The work in progress, a fix a user's rule rules out, a command only the user can run, a fix learned
    on one program of a whole cause: promote never makes any a rule, so the dashboard does not list it as
    one coming (the sudo handover, seen 10 times on 3 days, was listed with every bar met)."""
    path = project / ".reflexion" / "entries" / "RFX-20261111-16fcb344.json"
    assert "RFX-20261111-16fcb344" in [c["id"] for c in status.collect(example, TODAY)["candidates"]]
    path.write_text(json.dumps({**json.loads(path.read_text()), **never}))
    facts = status.collect(example, TODAY)
    assert "RFX-20261111-16fcb344" not in [c["id"] for c in facts["candidates"]]
    assert not rules.qualifies(json.loads(path.read_text()), rules.DEFAULT)


@pytest.mark.parametrize("verified", [False, True])
def test_a_learned_fix_not_yet_seen_to_work_is_shown_as_no_rule_yet(
    example: Store, project: Path, verified: bool
) -> None:
    """A fix the learner attributed but no rerun confirmed is told as what worked, never promoted: the FIX
    column said ✓ for it, as for a fix a rule may stand on, and the entry sat there "in progress" for good."""
    path = project / ".reflexion" / "entries" / "RFX-20261111-16fcb344.json"
    learned = {
        "resolution_source": "auto",
        "evidence": {"fix": {"kind": "shell", "calls": ["t1"], "verified": verified}},
    }
    path.write_text(json.dumps({**json.loads(path.read_text()), **learned}))
    [row] = [c for c in status.collect(example, TODAY)["candidates"] if c["id"] == "RFX-20261111-16fcb344"]
    assert (row["resolved"], row["fix_seen_to_work"]) == (True, verified)
    assert row["state"] == ("ready" if verified else "in-progress")
    shown = next(line for line in run("status").stdout.splitlines() if line.startswith("  16fcb344"))
    assert shown.split()[5 if "█" in shown else 3] == ("✓" if verified else "?")
    out = run("status").stdout
    assert ("rerun that succeeded" in out) is not verified
    assert max(map(len, out.splitlines())) <= 80


def test_a_failure_held_in_local_state_is_counted_and_said(project: Path, tmp_path: Path) -> None:
    """A failure seen once with no fix leaves entries/ at the turn's end (record.py's hold): the user who
    saw it fail and finds no entry is told where it went; the work in progress kept there is not counted."""
    from helpers import failed_turn

    failed_turn(
        project, tmp_path / "s1.jsonl", [("npm run build", 'Exit code 1\nnpm error Missing script: "build"')]
    )
    store = Store(str(project))
    facts = status.collect(store, TODAY)
    assert facts["totals"]["entries"] == 0 and facts["totals"]["held_locally"] == 1
    assert "1 held locally until seen again or fixed" in run("status").stdout
