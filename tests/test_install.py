"""install: merging into real-looking settings files byte for byte, idempotence, uninstall, dry run, the
command it writes, the pure settings functions, and the plugin files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import reflexion
from reflexion import jsonsplice, settings
from reflexion.cli import app
from reflexion.commands import install
from reflexion.commands.promote import NOTE_MARK
from reflexion.store import Store

REPO = Path(__file__).resolve().parent.parent
DATA = Path(__file__).parent / "data" / "install"
PREFIX = "/opt/reflexion/bin/reflexion"
REAL_PREFIX = install.command_prefix


def data(name: str) -> bytes:
    return (DATA / name).read_bytes()


@pytest.fixture(autouse=True)
def fixed_prefix(monkeypatch: pytest.MonkeyPatch) -> None:
    """The expected files name a fixed executable; command_prefix() has its own tests."""
    monkeypatch.setattr(install, "command_prefix", lambda: PREFIX)
    monkeypatch.setattr(install, "team_prefix", lambda: PREFIX)
    monkeypatch.setattr(install, "on_path", lambda: True)


def run(scope: str = "project", dry_run: bool = False, uninstall: bool = False) -> int:
    return install.install_command(
        Store.locate(os.environ), scope=scope, dry_run=dry_run, uninstall=uninstall
    )


def project_settings(project: Path, content: bytes | None = None, name: str = "settings.json") -> Path:
    path = project / ".claude" / name
    if content is not None:
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(content)
    return path


# ---------------------------------------------------------------------------------------------- files


def test_install_merges_into_existing_project_settings_byte_for_byte(project: Path) -> None:
    path = project_settings(project, data("project_before.json"))
    assert run() == 0
    assert path.read_bytes() == data("project_after.json")
    assert (path.parent / "settings.json.bak").read_bytes() == data("project_before.json")
    assert Store.locate(os.environ).exists()
    assert NOTE_MARK in (project / "CLAUDE.md").read_text(encoding="utf-8")


def test_install_twice_changes_nothing_the_second_time(project: Path) -> None:
    path = project_settings(project, data("project_before.json"))
    run()
    stamp, claude_md = path.stat().st_mtime_ns, (project / "CLAUDE.md").read_bytes()
    assert run() == 0
    assert path.read_bytes() == data("project_after.json")
    assert path.stat().st_mtime_ns == stamp  # not even rewritten
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json", "settings.json.bak"]
    assert (project / "CLAUDE.md").read_bytes() == claude_md


def test_uninstall_restores_the_original_byte_for_byte(project: Path) -> None:
    path = project_settings(project, data("project_before.json"))
    run()
    assert run(uninstall=True) == 0
    assert path.read_bytes() == data("project_before.json")
    assert not (project / "CLAUDE.md").exists()  # install had made it for its note alone


def test_uninstall_leaves_the_project_as_install_found_it(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No empty CLAUDE.md, no backups that hold nothing more than the settings, no unused store."""
    path = project_settings(project, data("project_before.json"))
    before = sorted(str(p.relative_to(project)) for p in project.rglob("*"))
    run()
    run()  # a second install changes nothing, and backs nothing up again
    assert [p.name for p in path.parent.glob("*.bak")] == ["settings.json.bak"]
    capsys.readouterr()
    assert run(uninstall=True) == 0
    out = capsys.readouterr().out
    assert sorted(str(p.relative_to(project)) for p in project.rglob("*")) == before
    assert path.read_bytes() == data("project_before.json")
    assert f"removed {path}.bak" in out and f"removed {project / 'CLAUDE.md'}" in out
    assert f"removed {project / '.reflexion'} (nothing had been recorded in it)" in out


def test_uninstall_keeps_a_backup_that_holds_what_the_settings_no_longer_do(project: Path) -> None:
    path = project_settings(project, data("project_before.json"))
    run()
    path.write_bytes(path.read_bytes().replace(b'"model": "opus"', b'"model": "sonnet"'))  # edited since
    run(uninstall=True)
    assert (path.parent / "settings.json.bak").read_bytes() == data("project_before.json")  # opus: kept


def test_uninstall_keeps_a_claude_md_and_a_store_that_hold_something(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (project / "CLAUDE.md").write_text("# House rules\n", encoding="utf-8")
    run("local")
    runner = CliRunner()
    assert (
        runner.invoke(app, ["capture", "--type", "insight", "--trigger", "staging needs the VPN"]).exit_code
        == 0
    )
    capsys.readouterr()
    run("local", uninstall=True)
    out = capsys.readouterr().out
    assert (project / "CLAUDE.md").read_text(encoding="utf-8") == "# House rules\n"
    assert (project / ".reflexion" / "entries").is_dir()
    assert f"kept {project / '.reflexion'}: 1 entry this project learned" in out
    assert not (project / ".claude").exists()  # install made .claude/ for settings.local.json alone


def test_install_warns_when_the_reflexion_plugin_is_enabled(
    project: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    user = tmp_path / "home" / ".claude" / "settings.json"
    user.parent.mkdir()
    user.write_text('{"enabledPlugins": {"reflexion@reflexion": true, "other@x": true}}', encoding="utf-8")
    assert run("local") == 0
    err = capsys.readouterr().err
    assert "the reflexion plugin (reflexion@reflexion) is enabled too" in err
    assert "every event would be handled twice" in err and "/plugin disable reflexion@reflexion" in err
    user.write_text('{"enabledPlugins": {"reflexion@reflexion": false}}', encoding="utf-8")
    run("local")
    assert "plugin" not in capsys.readouterr().err


def test_user_scope_writes_under_home_keeping_crlf_and_indent(project: Path, tmp_path: Path) -> None:
    path = tmp_path / "home" / ".claude" / "settings.json"
    path.parent.mkdir()
    path.write_bytes(data("user_before.json"))
    assert run("user") == 0
    assert path.read_bytes() == data("user_after.json")
    assert not (project / ".claude").exists()
    assert run("user", uninstall=True) == 0
    assert path.read_bytes() == data("user_before.json")


def test_claude_config_dir_moves_the_user_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "cfg"))
    assert run("user") == 0
    assert (tmp_path / "cfg" / "settings.json").read_bytes() == data("local_after.json")


def test_local_scope_creates_the_file_and_uninstall_takes_it_away(project: Path) -> None:
    path = project_settings(project, name="settings.local.json")
    assert run("local") == 0
    assert path.read_bytes() == data("local_after.json")
    assert not list(path.parent.glob("*.bak"))  # nothing existed to back up
    assert run("local", uninstall=True) == 0
    assert not path.exists()


def test_stale_and_misplaced_hooks_are_repaired(project: Path) -> None:
    path = project_settings(project, data("stale_before.json"))
    assert run() == 0
    assert path.read_bytes() == data("stale_after.json")


def test_dry_run_prints_the_diff_and_writes_nothing(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = project_settings(project, data("project_before.json"))
    assert run(dry_run=True) == 0
    out = capsys.readouterr().out
    shown = project / ".claude" / "settings.json"
    assert out.startswith(f"--- {shown}\n+++ {shown} (new)\n")
    assert f'+            "command": "{PREFIX} hook capture",' in out
    assert path.read_bytes() == data("project_before.json")
    assert sorted(p.name for p in project.rglob("*")) == [".claude", ".git", "settings.json"]


def test_a_broken_settings_file_is_left_alone(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = project_settings(project, b'{"hooks": {"PostToolUse": [}')
    assert run() == 1
    assert "not valid JSON" in capsys.readouterr().err
    assert path.read_bytes() == b'{"hooks": {"PostToolUse": [}'
    path.write_bytes(b'{"hooks": {"PostToolUse": {"matcher": "Bash"}}}')
    assert run() == 1
    assert "hooks.PostToolUse` is not a list" in capsys.readouterr().err


def test_installing_a_second_scope_warns_about_double_runs(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    run("user")
    capsys.readouterr()
    monkeypatch.setattr(install, "team_prefix", lambda: "/other/venv/bin/reflexion")
    run("project")
    assert "~/.claude/settings.json also runs reflexion hooks" in capsys.readouterr().err


def test_the_same_command_in_a_second_scope_is_only_redundant(capsys: pytest.CaptureFixture[str]) -> None:
    """Claude Code runs identical commands from two settings files once: no double run to warn about."""
    run("user")
    capsys.readouterr()
    run("project")
    err = capsys.readouterr().err
    assert "handled twice" not in err
    assert "note: ~/.claude/settings.json runs the same reflexion hooks" in err


def test_uninstalling_one_scope_keeps_the_note_while_another_still_runs_hooks(project: Path) -> None:
    run("user")
    run("local")
    run("local", uninstall=True)
    assert NOTE_MARK in (project / "CLAUDE.md").read_text(encoding="utf-8")
    run("user", uninstall=True)
    assert not (project / "CLAUDE.md").exists()


def test_cli_rejects_an_unknown_scope() -> None:
    result = CliRunner().invoke(app, ["install", "--scope", "global"])
    assert result.exit_code == 2
    assert "'global' is not one of" in result.output


def test_cli_install_and_uninstall(project: Path) -> None:
    result = CliRunner().invoke(app, ["install"])
    assert result.exit_code == 0, result.output
    # the default scope is personal: the command names this machine's executable by its absolute path
    assert f"reflexion hooks installed in {project / '.claude' / 'settings.local.json'}" in result.output
    assert f"project: {project}; store: {project / '.reflexion'}" in result.output
    result = CliRunner().invoke(app, ["install", "--uninstall"])
    assert result.exit_code == 0, result.output
    assert not (project / ".claude" / "settings.local.json").exists()


# ---------------------------------------------------------------------------------------------- the command


def test_prefix_is_this_interpreter_launching_the_entry_point(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(install, "command_prefix", REAL_PREFIX)
    monkeypatch.setattr(install, "lean_prefix", lambda: None)
    python = tmp_path / "my env" / "bin" / "python"
    monkeypatch.setattr(sys, "executable", str(python))
    prefix = install.command_prefix()
    launch = (
        "import sys; sys.path[:] = [p for p in sys.path if p]; from reflexion.__main__ import main; main()"
    )
    assert prefix == f"'{python.as_posix()}' -c '{launch}'"
    assert settings.subcommand(f"{prefix} hook capture") == "capture"


def test_the_lean_prefix_starts_python_without_site_and_runs_a_hook(tmp_path: Path) -> None:
    prefix = install.lean_prefix()
    assert prefix is not None and " -I -S -c " in prefix
    assert settings.subcommand(f"{prefix} hook recall") == "recall"
    env = {"PATH": os.environ.get("PATH", ""), "CLAUDE_PROJECT_DIR": str(tmp_path), "PYTHONPATH": "/nowhere"}
    event = json.dumps({"hook_event_name": "SessionStart", "cwd": str(tmp_path)}).encode()
    done = subprocess.run(f"{prefix} hook promote", shell=True, input=event, capture_output=True, env=env)
    assert (done.returncode, done.stdout, done.stderr) == (0, b"", b"")
    # the same start, asked what it loaded instead of running a hook: reflexion, without site
    probe = prefix.replace("main()'", 'print(sorted({"site", "reflexion"} & set(sys.modules)))\'')
    done = subprocess.run(probe, shell=True, capture_output=True, env=env, cwd=tmp_path)
    assert done.stdout.decode().strip() == "['reflexion']"


def test_a_launcher_that_cannot_import_reflexion_is_not_written(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(install, "import_roots", lambda: ["/nowhere"])
    assert install.lean_prefix() is None
    monkeypatch.setattr(install, "command_prefix", REAL_PREFIX)
    assert " -I -S " not in install.command_prefix()


def test_windows_paths_get_forward_slashes_and_quotes() -> None:
    assert install.shell_quote(r"C:\Program Files\Python\Scripts\reflexion.exe") == (
        "'C:/Program Files/Python/Scripts/reflexion.exe'"
    )
    assert install.shell_quote(r"C:\venv\Scripts\reflexion.exe") == "C:/venv/Scripts/reflexion.exe"


# ---------------------------------------------------------------------------------------------- pure parts


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("reflexion capture", "capture"),
        ("/home/u/.venv/bin/reflexion recall", "recall"),
        ("'/home/u/my env/bin/reflexion' promote", "promote"),
        ('"C:/Users/u/venv/Scripts/reflexion.exe" capture', "capture"),
        ("C:\\venv\\Scripts\\reflexion.exe capture", "capture"),
        ("/usr/bin/python3 -m reflexion recall ", "recall"),
        (settings.PLUGIN_PREFIX + " capture", "capture"),
        ("reflexion capture --type correction", None),
        ("myreflexion capture", None),
        ("reflexion status", None),
        ("echo reflexion", None),
        (None, None),
    ],
)
def test_our_hooks_are_recognised_by_their_command(command: str | None, expected: str | None) -> None:
    assert settings.subcommand(command) == expected


@pytest.mark.parametrize(
    ("matcher", "fires"),
    [(None, True), ("", True), ("*", True), ("Bash", True), ("Bash|PowerShell", True), ("Ba.*", True),
     ("bash", False), ("Edit|Write", False), ("BashOutput", False), ("[", False), (3, False)],
)  # fmt: skip
def test_matchers_follow_claude_codes_rule(matcher: object, fires: bool) -> None:
    assert settings.matcher_matches(matcher, "Bash") is fires


def test_the_block_is_the_one_in_hooks_example_json() -> None:
    example = json.loads((REPO / "hooks.example.json").read_text(encoding="utf-8"))
    assert settings.hooks_block("reflexion") == example["hooks"]


def test_merge_then_unmerge_gives_back_the_settings() -> None:
    for name in ("project_before.json", "user_before.json"):
        before = settings.parse(data(name).decode("utf-8"))[0]
        merged = settings.merge(before, settings.hooks_block(PREFIX))
        assert settings.merge(merged, settings.hooks_block(PREFIX)) == merged
        assert settings.unmerge(merged) == before
        assert len(settings.find_our_hooks(merged)) == len(settings.WIRING)


def test_style_survives_a_rewrite() -> None:
    text = '\ufeff{\r\n\t"a": [1,2],\r\n\t"b": {"c": true}\r\n}'
    data_, style = settings.parse(text)
    assert style == settings.Style("\t", "\r\n", True)
    out = settings.render({**data_, "d": {"e": 1}}, style, text)
    assert out == '\ufeff{\r\n\t"a": [1,2],\r\n\t"b": {"c": true},\r\n\t"d": {\r\n\t\t"e": 1\r\n\t}\r\n}\r\n'


def test_splice_keeps_untouched_members_and_always_parses_back() -> None:
    text = '{"keep": [1, 2],  "drop": 0, "edit": {"x": 1, "y": [ ]}}'
    new = {"keep": [1, 2], "edit": {"x": 2, "y": []}, "add": "é"}
    out = jsonsplice.splice(text, json.loads(text), new)
    assert out == '{"keep": [1, 2], "edit": {"x": 2, "y": [ ]},"add": "é"}'
    assert json.loads(out) == new
    doubled = '{"a": 1, "a": 2}'  # duplicate keys: no safe splice, a clean rewrite instead
    assert json.loads(jsonsplice.splice(doubled, json.loads(doubled), {"a": 3})) == {"a": 3}


# ---------------------------------------------------------------------------------------------- the plugin


def test_plugin_hooks_are_the_same_wiring_run_from_path() -> None:
    hooks = json.loads((REPO / "hooks" / "hooks.json").read_text(encoding="utf-8"))
    assert set(hooks) == {"description", "hooks"}
    assert hooks["hooks"] == settings.hooks_block(settings.PLUGIN_PREFIX)


def test_plugin_manifest() -> None:
    manifest = json.loads((REPO / ".claude-plugin" / "plugin.json").read_text(encoding="utf-8"))
    assert manifest["name"] == "reflexion"
    assert manifest["version"] == reflexion.__version__
    assert "hooks" not in manifest  # hooks/hooks.json loads by itself; naming it again fails to load


def test_project_scope_refuses_hooks_that_would_fail_on_this_machine(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The committed hooks run the `reflexion` on PATH; without one here they would fail at every event."""
    monkeypatch.setattr(install, "on_path", lambda: False)
    assert run("project") == 1
    assert not project_settings(project).exists()
    assert "--scope local" in capsys.readouterr().err
    assert run("local") == 0  # this machine's own interpreter: works here
