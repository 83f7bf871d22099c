"""The README a newcomer pastes from: install by the real distribution name, a first command that leaves the
shell as it was, an entry example that is what the example event really gives, and no reference to files
the repository does not have."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import reflexion
from reflexion import hook
from reflexion.cli import app

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text(encoding="utf-8")
EXAMPLE_EVENT = REPO / "examples" / "npm-missing-script.json"


def blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README, flags=re.S)


def test_the_install_line_names_the_distribution_in_pyproject() -> None:
    name = re.search(r'^name = "([^"]+)"', (REPO / "pyproject.toml").read_text(), flags=re.M)
    assert name and name.group(1) == reflexion.DISTRIBUTION == "reflexion-cli"
    assert blocks("sh")[0].startswith(f"pipx install {reflexion.DISTRIBUTION}")
    quick = next(b for b in blocks("sh") if "cd your-project" in b)
    assert quick.startswith(f"pipx install {reflexion.DISTRIBUTION}\n")


def test_the_first_command_leaves_no_variable_in_the_shell(tmp_path: Path) -> None:
    """Run the README's one-liner (with this interpreter's reflexion for .venv's) and look at the shell."""
    line = next(b for b in blocks("sh") if "examples/session-git-push.jsonl" in b).strip()
    assert line.startswith("python3 -m venv .venv && .venv/bin/pip install -q . && (export REFLEXION_DIR=")
    demo = line.split(" && ", 2)[2].replace(".venv/bin/reflexion", f"{sys.executable} -m reflexion")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE_", "REFLEXION_"))}
    script = f'{demo}\necho "after: ${{REFLEXION_DIR-unset}}"'
    done = subprocess.run(["bash", "-c", script], cwd=REPO, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "fixes learned: 1" in done.stdout
    assert '"resolution": "When `git push` fails with' in done.stdout
    assert "`git push --set-upstream origin <branch>`" in done.stdout
    assert done.stdout.rstrip().endswith("after: unset") and "note:" not in done.stderr
    assert not (REPO / ".reflexion").exists()


def test_the_entry_example_is_what_the_example_event_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "shop-web"
    (project / ".git").mkdir(parents=True)
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project))
    event = json.loads(EXAMPLE_EVENT.read_text(encoding="utf-8"))
    for day, call in (("2026-11-20", "toolu_01"), ("2026-11-22", "toolu_02"), ("2026-11-22", "toolu_03")):
        monkeypatch.setenv("REFLEXION_TODAY", day)
        payload = json.dumps({**event, "tool_use_id": call, "session_id": call}).encode()
        assert hook.run("capture", io.BytesIO(payload)) == 0
    result = CliRunner().invoke(app, ["resolve", "fdafc0e0", "This project uses pnpm: run pnpm run build."])
    assert result.exit_code == 0, result.output
    written = (project / ".reflexion" / "entries" / "RFX-20261120-fdafc0e0.json").read_text(encoding="utf-8")
    shown = next(b for b in blocks("json") if '"id": "RFX-20261120-fdafc0e0"' in b)
    assert shown == written
    rule = "- This project uses pnpm: run pnpm run build. (seen 3x, source: RFX-20261120-fdafc0e0)"
    assert rule in (project / "CLAUDE.md").read_text(encoding="utf-8") and rule in README


def test_nothing_refers_to_files_outside_the_repository() -> None:
    assert "SPEC" not in README  # the contract lives outside this repository
    assert "../" not in README.replace("](../", "")


def test_a_reader_finds_the_environment_variables_and_the_plugin_lines() -> None:
    section = README.split("### Environment", 1)[1].split("\n## ", 1)[0]
    for name in ("CLAUDE_PROJECT_DIR", "REFLEXION_DIR", "REFLEXION_TODAY", "NO_COLOR", "COLUMNS"):
        assert f"`{name}`" in section, name
    marketplace = json.loads((REPO / ".claude-plugin" / "marketplace.json").read_text(encoding="utf-8"))
    plugin = marketplace["plugins"][0]["name"]
    assert "/plugin marketplace add " in README
    assert f"/plugin install {plugin}@{marketplace['name']}" in README
