"""doctor: a healthy setup passes; each common silent failure is caught and named with its fix.

Only the tests marked `replay` spawn real hook processes (through `sys.executable -m reflexion`, the way an
install without a console script is wired); the others check wiring with replay=False and run in ms.
"""

from __future__ import annotations

import json
import os
import shlex
import stat
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

from reflexion import settings
from reflexion.commands import doctor, hooklog, install
from reflexion.commands.doctor_replay import output_problem
from reflexion.commands.doctor_wiring import executable
from reflexion.store import Store

PYTHON = shlex.quote(Path(sys.executable).as_posix())


def store() -> Store:
    return Store.locate(os.environ)


def write_settings(project: Path, hooks: Mapping[str, object], name: str = "settings.json") -> Path:
    path = project / ".claude" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps({"hooks": hooks}, indent=2), encoding="utf-8")
    return path


def doctor_run(capsys: pytest.CaptureFixture[str], replay: bool = False) -> tuple[int, str]:
    code = doctor.doctor_command(store(), replay=replay)
    return code, capsys.readouterr().out


def fail_lines(out: str) -> list[str]:
    return [line.strip() for line in out.splitlines() if line.strip().startswith("FAIL")]


# ---------------------------------------------------------------------------------------------- healthy


def test_a_healthy_setup_passes_every_check(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(install, "team_prefix", lambda: f"{PYTHON} -m reflexion")
    monkeypatch.setattr(install, "on_path", lambda: True)
    assert install.install_command(store(), scope="project") == 0
    capsys.readouterr()
    code, out = doctor_run(capsys, replay=True)
    assert code == 0, out
    assert fail_lines(out) == []
    for expected in (
        "ok   PostToolUseFailure (Bash) runs capture (.claude/settings.json)",
        "ok   failed `npm run build`: exit 0",
        "error entry RFX-",
        "ok   successful `ls`: exit 0",
        "correction entry RFX-",
        "ok   prompt about the failure, recall: exit 0",
        "ok   CLAUDE.md tells the agent how to record a fix",
        "All checks passed.",
    ):
        assert expected in out
    assert not list((project / ".reflexion" / "entries").glob("*.json"))  # the replay used its own store


def test_the_replay_waits_for_the_learning_a_stop_hook_starts(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A user's Stop hook learns in a process of its own: the replay checks what it learned once it ends."""
    monkeypatch.delenv("REFLEXION_LEARN_INLINE")
    monkeypatch.setattr(install, "team_prefix", lambda: f"{PYTHON} -m reflexion")
    monkeypatch.setattr(install, "on_path", lambda: True)
    assert install.install_command(store(), scope="project") == 0
    capsys.readouterr()
    code, out = doctor_run(capsys, replay=True)
    assert code == 0 and fail_lines(out) == [], out
    assert "end of the turn, learn from the transcript: exit 0" in out and ", learned the fix of RFX-" in out


def test_hook_commands_of_an_older_install_are_flagged(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Older installs wrote `… promote`: now the person's command, it would print into the session."""
    legacy = json.loads(json.dumps(settings.hooks_block(f"{PYTHON} -m reflexion")).replace("hook ", ""))
    write_settings(project, legacy)
    out = doctor_run(capsys)[1]
    assert "warn .claude/settings.json: hook commands of an older install" in out
    assert "reflexion install --scope project" in out
    write_settings(project, settings.hooks_block(f"{PYTHON} -m reflexion"))
    assert "older install" not in doctor_run(capsys)[1]


# ---------------------------------------------------------------------------------------------- broken


def hooks_without(event: str, prefix: str = "reflexion") -> dict[str, object]:
    block: dict[str, object] = {**settings.hooks_block(prefix)}
    del block[event]
    return block


def test_missing_post_tool_use_failure_is_the_first_thing_named(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_settings(project, hooks_without("PostToolUseFailure"))
    code, out = doctor_run(capsys)
    assert code == 1
    assert fail_lines(out)[0].startswith(
        "FAIL PostToolUseFailure (Bash) does not run capture: failed commands"
    )
    assert "fix: reflexion install" in out


def test_a_wrong_matcher_is_caught_and_install_repairs_it(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    block = settings.hooks_block(f"{PYTHON} -m reflexion")
    block["PostToolUseFailure"][0]["matcher"] = "bash"
    write_settings(project, block, "settings.local.json")
    code, out = doctor_run(capsys)
    assert code == 1
    assert "matcher 'bash' in .claude/settings.local.json, which never fires for the Bash tool" in out
    assert "fix: reflexion install\n" in out  # local is install's default scope
    monkeypatch.setattr(install, "command_prefix", lambda: f"{PYTHON} -m reflexion")
    install.install_command(store(), scope="local")
    code, out = doctor_run(capsys)
    assert code == 0, out


def test_hooks_wired_twice_are_caught(
    project: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    write_settings(project, settings.hooks_block(f"{PYTHON} -m reflexion"))
    user = tmp_path / "home" / ".claude" / "settings.json"
    user.parent.mkdir()
    other = settings.hooks_block(f"{PYTHON} -I -m reflexion")  # another command line: both run
    user.write_text(json.dumps({"hooks": other}), encoding="utf-8")
    code, out = doctor_run(capsys)
    assert code == 1
    assert "runs capture 2 times (~/.claude/settings.json and .claude/settings.json)" in out
    assert "fix: keep one copy: reflexion install --uninstall --scope project" in out


def test_identical_hooks_in_two_settings_files_run_once(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Claude Code runs an identical command from settings.json and settings.local.json once."""
    write_settings(project, settings.hooks_block(f"{PYTHON} -m reflexion"))
    write_settings(project, settings.hooks_block(f"{PYTHON} -m reflexion"), "settings.local.json")
    code, out = doctor_run(capsys)
    assert code == 0, out
    assert "2 times" not in out
    assert (
        "ok   PostToolUseFailure (Bash) runs capture (.claude/settings.json; the identical one in "
        ".claude/settings.local.json runs with it once)"
    ) in out


def test_the_plugin_and_identical_settings_hooks_both_run(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No dedup between a plugin's hooks and the settings' (CLAUDE_CODE_HOOKS.md, observed in 2.1.330)."""
    data = {"hooks": settings.hooks_block("reflexion"), "enabledPlugins": {"reflexion@reflexion": True}}
    (project / ".claude").mkdir()
    (project / ".claude" / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    code, out = doctor_run(capsys)
    assert code == 1
    assert "runs capture 2 times (.claude/settings.json and plugin reflexion@reflexion)" in out


def test_a_plugin_disabled_in_a_more_specific_file_does_not_run(
    project: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    user = tmp_path / "home" / ".claude" / "settings.json"
    user.parent.mkdir()
    user.write_text(json.dumps({"enabledPlugins": {"reflexion@reflexion": True}}), encoding="utf-8")
    (project / ".claude").mkdir()
    (project / ".claude" / "settings.local.json").write_text(
        '{"enabledPlugins": {"reflexion@reflexion": false}}'
    )
    _, out = doctor_run(capsys)
    assert "plugin reflexion@reflexion is enabled" not in out
    assert settings.enabled_plugins([{"enabledPlugins": {"reflexion@m": ["1.0"]}}]) == ["reflexion@m"]


def test_hooks_disabled_by_settings_are_caught(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_settings(project, settings.hooks_block(f"{PYTHON} -m reflexion"))
    local = project / ".claude" / "settings.local.json"
    local.write_text('{"disableAllHooks": true}', encoding="utf-8")
    code, out = doctor_run(capsys)
    assert code == 1
    assert "FAIL .claude/settings.local.json sets disableAllHooks: no hook runs at all" in out
    path.write_text(json.dumps({**json.loads(path.read_text()), "disableAllHooks": True}), encoding="utf-8")
    local.write_text('{"disableAllHooks": false}', encoding="utf-8")  # the more specific file wins
    assert doctor_run(capsys)[0] == 0


def test_a_command_that_does_not_exist_is_caught_before_any_replay(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_settings(project, settings.hooks_block("/nowhere/venv/bin/reflexion"))
    code, out = doctor_run(capsys, replay=True)
    assert code == 1
    assert "FAIL `/nowhere/venv/bin/reflexion hook capture`: /nowhere/venv/bin/reflexion does not" in out
    assert "--   nothing to replay: no reflexion hook command starts (see above)" in out


def test_a_command_missing_from_path_is_caught(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PATH", str(project))
    write_settings(project, settings.hooks_block("reflexion"))
    code, out = doctor_run(capsys)
    assert code == 1
    assert "FAIL `reflexion hook capture`: reflexion not found on PATH" in out


def test_a_command_exiting_non_zero_is_caught_by_the_replay(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # a real program that fails fast, still recognised as ours: python -c '…' ignores the words after it
    failing = f"{PYTHON} -c 'import sys; sys.stderr.write(\"boom\\n\"); sys.exit(3)' -m reflexion"
    write_settings(project, settings.hooks_block(failing))
    code, out = doctor_run(capsys, replay=True)
    assert code == 1
    assert "failed `npm run build` via PostToolUseFailure" in out
    assert "exited 3: boom" in out


def test_a_store_that_is_not_writable_is_caught(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    where = store()
    where.ensure()
    os.chmod(where.entries_dir, stat.S_IRUSR | stat.S_IXUSR)
    try:
        if os.access(where.entries_dir, os.W_OK):
            pytest.skip("permissions are not enforced for this user (root)")
        code, out = doctor_run(capsys)
        assert code == 1
        assert "FAIL store not writable (.reflexion/entries): hooks cannot record anything" in out
    finally:
        os.chmod(where.entries_dir, stat.S_IRWXU)


def test_a_read_only_store_is_reported_even_as_root(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    where = store()
    where.ensure()
    real = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: real(path, mode) and path != where.local)
    code, out = doctor_run(capsys)
    assert code == 1
    assert "FAIL store not writable (.reflexion/local)" in out


def test_nothing_wired_at_all(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = doctor_run(capsys, replay=True)
    assert code == 1
    assert "~/.claude/settings.json: not present" in out
    assert fail_lines(out) == [  # one line says it all, before anything is installed
        "FAIL no settings file and no plugin runs reflexion's hooks: nothing is captured or recalled"
    ]


def test_the_plugin_counts_as_wiring(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / ".claude").mkdir()
    (project / ".claude" / "settings.json").write_text('{"enabledPlugins": {"reflexion@tools": true}}')
    _, out = doctor_run(capsys)
    assert "plugin reflexion@tools is enabled" in out
    assert "ok   PostToolUseFailure (Bash) runs capture (plugin reflexion@tools)" in out


# ---------------------------------------------------------------------------------------------- parts


def test_latency_from_the_hook_log(capsys: pytest.CaptureFixture[str]) -> None:
    where = store()
    where.ensure()
    for ms in (10.0, 20.0, 30.0, 40.0, 900.0):
        where.record_hook("capture", "captured", ms)
    where.record_hook("recall", "error", 5000.0)
    _, out = doctor_run(capsys)
    assert "ok   capture: 5 runs, p50 30 ms, p95 900 ms" in out
    assert "warn recall: 1 run, p50 5000 ms, p95 5000 ms (slow" in out
    assert "1 of the last 6 hook runs failed" in out


def test_percentiles() -> None:
    assert hooklog.percentile([1.0], 95) == 1.0
    assert hooklog.percentile([float(n) for n in range(1, 101)], 50) == 50.0
    assert hooklog.percentile([float(n) for n in range(1, 101)], 95) == 95.0


@pytest.mark.parametrize(
    ("stdout", "problem"),
    [
        (b"", ""),
        (b"\n", ""),
        (b'{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"x"}}\n', ""),
        (b'{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"x"}}', "hookEventName"),
        (
            b'{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":3}}',
            "not a string",
        ),
        (b'{"additionalContext":"x"}', "no hookSpecificOutput"),
        (b"{}\n{}\n", "not one JSON object"),
        (b"Welcome to zsh!\n{}", "not one JSON object"),
        (b"\xff", "not UTF-8"),
    ],
)
def test_hook_output_is_what_claude_code_accepts(stdout: bytes, problem: str) -> None:
    found = output_problem(stdout, "UserPromptSubmit")
    assert (problem in found) if problem else found == ""


@pytest.mark.parametrize(
    ("command", "program"),
    [
        ("reflexion capture", "reflexion"),
        ("'/x y/bin/reflexion' capture", "/x y/bin/reflexion"),
        ('"$CLAUDE_PROJECT_DIR"/.venv/bin/reflexion recall', "/proj/.venv/bin/reflexion"),
        ("REFLEXION_DIR=/s exec /usr/bin/python3 -m reflexion capture", "/usr/bin/python3"),
        (settings.PLUGIN_PREFIX + " capture", "reflexion"),
        ("'unterminated capture", None),
    ],
)
def test_the_program_a_command_line_starts(command: str, program: str | None) -> None:
    assert executable(command, {"CLAUDE_PROJECT_DIR": "/proj"}) == program


def test_plain_marks_when_not_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR")
    assert doctor.marks()["fail"] == "FAIL"  # pytest captures stdout: not a terminal
