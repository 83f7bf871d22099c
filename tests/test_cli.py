"""The commands people run: clear one-line errors, exit codes, and nothing touched on a bad ID."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from reflexion.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    "args",
    [
        ["resolve", "../../../etc/passwd", "x"],
        ["show", "RFX-00000000-000000"],
        ["forget", "../CLAUDE"],
        ["resolve", "RFX-20990101-ffffff", "x"],
        ["demote", "RFX-20990101-ffffff"],
        ["verify", "RFX-20990101-ffffff", "--worked"],
    ],
)
def test_bad_or_unknown_ids_exit_1_with_one_line(args: list[str], project: Path) -> None:
    sentinel = project / ".reflexion" / "CLAUDE.json"
    sentinel.parent.mkdir()
    sentinel.write_text("{}")
    result = runner.invoke(app, args)
    assert result.exit_code == 1
    assert "Traceback" not in result.output and len(result.output.strip().splitlines()) == 1
    assert result.output.startswith("reflexion: ")
    assert sentinel.read_text() == "{}"


def test_manual_capture_prints_the_id_and_a_repeat_bumps_it(project: Path) -> None:
    args = ["capture", "--type", "correction", "--trigger", "no, use pnpm", "--resolution", "Use pnpm."]
    first = runner.invoke(app, args)
    second = runner.invoke(app, args)
    assert first.exit_code == second.exit_code == 0
    assert first.output == second.output and first.output.startswith("RFX-")
    shown = runner.invoke(app, ["show", first.output.strip()])
    assert '"occurrences": 2' in shown.output and '"resolution": "Use pnpm."' in shown.output


def test_manual_capture_rejects_an_unknown_type(project: Path) -> None:
    result = runner.invoke(app, ["capture", "--type", "bogus", "--trigger", "x"])
    assert result.exit_code == 2 and "'bogus' is not one of" in result.output  # a usage error, like list's


def test_redact_reads_stdin_and_writes_stdout(project: Path) -> None:
    token = "xoxb-" + "123456789012-1234567890123-" + "AbCdEfGhIjKlMnOpQrStUvWx"
    result = runner.invoke(app, ["redact"], input=f"SLACK_TOKEN={token}\nhello\n")
    assert result.exit_code == 0 and token not in result.output and "hello" in result.output


def test_init_reindex_and_verify_usage(project: Path) -> None:
    assert runner.invoke(app, ["init"]).exit_code == 0
    assert (project / ".reflexion" / ".gitignore").exists()
    assert "index rebuilt from 0 entries" in runner.invoke(app, ["reindex"]).output
    assert runner.invoke(app, ["verify", "RFX-20261122-abcdef"]).exit_code == 2


def test_python_dash_m_and_the_hook_path_work(project: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "reflexion", "--help"], capture_output=True, text=True)
    assert done.returncode == 0 and "capture" in done.stdout
    hook = subprocess.run([sys.executable, "-m", "reflexion", "recall"], input=b"", capture_output=True)
    assert hook.returncode == 0 and hook.stdout == b""


def test_capture_and_recall_without_arguments_explain_instead_of_waiting(project: Path) -> None:
    assert runner.invoke(app, ["capture"]).exit_code == 2
    assert runner.invoke(app, ["recall"]).exit_code == 2
