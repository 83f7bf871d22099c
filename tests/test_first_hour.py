"""What a newcomer meets in the first hour: --version, -h and bare `reflexion`, short IDs, usage errors that
exit 2, commands that name the project they act on, and person commands that never create a store."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import reflexion
from reflexion import entry
from reflexion.cli import app
from reflexion.lock import Lock
from reflexion.store import Store

EXAMPLE = Path(__file__).resolve().parent.parent / ".reflexion.example"
DOCKER = "RFX-20261114-daa7c561"


def run(*args: str, **env: str) -> Any:
    return CliRunner().invoke(app, list(args), env={"NO_COLOR": "1", "COLUMNS": "80", **env})


@pytest.fixture
def example(project: Path) -> Path:
    shutil.copytree(EXAMPLE, project / ".reflexion")
    return project / ".reflexion"


# ---------------------------------------------------------------------------------------------- entry points


def test_version_names_the_release_the_distribution_and_the_interpreter() -> None:
    for flag in ("--version", "-V"):
        result = run(flag)
        assert result.exit_code == 0
        assert result.stdout.startswith(f"reflexion {reflexion.__version__} (reflexion-cli, Python ")
        assert sys.executable in result.stdout


def test_the_installed_distribution_is_reflexion_cli_and_its_command_reflexion() -> None:
    from importlib import metadata

    dist = metadata.distribution(reflexion.DISTRIBUTION)
    assert dist.version == reflexion.__version__
    scripts = [ep for ep in dist.entry_points if ep.group == "console_scripts"]
    assert [(ep.name, ep.value) for ep in scripts] == [("reflexion", "reflexion.__main__:main")]
    requires = dist.requires or []
    assert any(r.replace(" ", "").startswith("typer") and "<0.29" in r for r in requires), requires


def test_short_help_and_bare_reflexion_help_and_exit_0() -> None:
    for args in (["-h"], ["--help"], []):
        result = run(*args)
        assert result.exit_code == 0, args
        assert "reflexion install" in result.stdout and "status" in result.stdout
    assert run("list", "-h").exit_code == 0
    bare = subprocess.run([sys.executable, "-m", "reflexion"], capture_output=True, text=True, stdin=None)
    assert bare.returncode == 0 and "Usage" in bare.stdout


# ---------------------------------------------------------------------------------------------- short IDs


@pytest.mark.parametrize("typed", ["daa7c561", "DAA7C561", "daa7", "rfx-20261114-DAA7C561", "RFX-20261114-d"])
def test_an_entry_is_found_by_a_unique_start_of_its_id(example: Path, typed: str) -> None:
    result = run("show", typed)
    assert result.exit_code == 0, result.output
    assert f'"id": "{DOCKER}"' in result.stdout


def test_an_ambiguous_start_names_the_ids_it_matches(example: Path) -> None:
    twin = example / "entries" / "RFX-20261120-daa7c5ff.json"
    twin.write_text((example / "entries" / f"{DOCKER}.json").read_text().replace(DOCKER, twin.stem))
    result = run("show", "daa7c5")
    assert result.exit_code == 1
    assert result.output.strip() == (
        f"reflexion: daa7c5 is ambiguous: it starts {DOCKER}, RFX-20261120-daa7c5ff; type more of it"
    )
    assert run("show", "daa7c56").exit_code == 0


@pytest.mark.parametrize("typed", ["ffff0000", "abc", "../etc", "daa7c561x"])
def test_an_unknown_or_malformed_short_id_is_one_clear_line(example: Path, typed: str) -> None:
    result = run("resolve", typed, "x")
    assert result.exit_code == 1 and len(result.output.strip().splitlines()) == 1
    assert result.output.startswith("reflexion: ") and "Traceback" not in result.output
    if typed == "ffff0000":
        assert f"no entry ffff0000 in {example / 'entries'}" in result.output
    if typed == "abc":
        assert "abc is too short: type at least 4 hex digits of an ID" in result.output


def test_every_command_taking_an_id_accepts_the_short_form(example: Path, project: Path) -> None:
    assert run("resolve", "d3ad", "Import it from crate::model.").exit_code == 0
    assert run("verify", "d3adbbef", "--worked").exit_code == 0
    assert run("demote", "0b20").exit_code == 0
    assert run("forget", "e187").exit_code == 0
    assert not (example / "entries" / "RFX-20261109-e18768ef.json").exists()
    resolved = Store(str(project)).require_entry("RFX-20261121-d3adbbef")
    assert resolved["resolution"] == "Import it from crate::model." and resolved["confirmed"] == 1


def test_the_example_id_in_messages_has_8_hex_digits_like_real_ones(example: Path) -> None:
    result = run("show", "RFX-../../x")
    assert "RFX-20261114-daa7c561" in result.output
    assert len(entry.short_id(entry.EXAMPLE_ID)) == 8 and entry.is_valid_id(entry.EXAMPLE_ID)
    assert "RFX-20261114-daa7c561" in run("show", "-h").stdout


def test_short_ids_fall_back_to_whole_ids_when_two_share_hex_digits() -> None:
    ids = ["RFX-20261101-abcd1234", "RFX-20261103-abcd1234", "RFX-20261103-ffff0000"]
    assert entry.short_ids(ids) == {ids[0]: ids[0], ids[1]: ids[1], ids[2]: "ffff0000"}


# ---------------------------------------------------------------------------------------------- usage errors


@pytest.mark.parametrize(
    "args",
    [
        ["capture", "--type", "bogus", "--trigger", "x"],
        ["capture", "--type", "error"],
        ["capture"],
        ["list", "--type", "foo"],
        ["list", "--sort", "name"],
        ["install", "--scope", "global"],
        ["verify", "daa7c561"],
        ["verify", "daa7c561", "--worked", "--failed"],
        ["resolve", "daa7c561", "  "],
        ["recall", ""],
        ["show"],
        ["nosuchcommand"],
    ],
)
def test_usage_errors_exit_2(example: Path, args: list[str]) -> None:
    result = run(*args)
    assert result.exit_code == 2, (args, result.output)
    assert "Traceback" not in result.output


# ---------------------------------------------------------------------------------------------- where


def test_commands_that_act_on_a_project_name_its_absolute_root(example: Path, project: Path) -> None:
    assert f"(project {project})" in run("resolve", "fdafc0e0", "Run pnpm run build.").stdout
    assert f"in {example}" in run("list").stdout
    assert f"project {project}" in run("status").stdout
    assert f"index rebuilt from 10 entries in {example}" in run("reindex").stdout


def test_a_stray_claude_project_dir_is_pointed_out(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The README's old first command left CLAUDE_PROJECT_DIR set: the next command acted elsewhere."""
    elsewhere = tmp_path / "demo"
    elsewhere.mkdir()
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(elsewhere))
    result = run("list")
    assert f"CLAUDE_PROJECT_DIR={elsewhere} is set, so this acts on {elsewhere}" in result.stderr
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project))
    assert "CLAUDE_PROJECT_DIR" not in run("list").stderr


# ---------------------------------------------------------------------------------------------- no store


@pytest.mark.parametrize(
    ("args", "code", "says"),
    [
        (["recall", "why does the build fail"], 0, "Nothing recorded in"),
        (["promote", "--dry-run"], 0, "no store in"),
        (["promote"], 0, "no store in"),
        (["reindex"], 1, "no store in"),
        (["status"], 0, "No entries yet"),
        (["list"], 0, "No entries in"),
    ],
)
def test_looking_never_creates_a_store(project: Path, args: list[str], code: int, says: str) -> None:
    result = run(*args)
    assert result.exit_code == code, result.output
    assert says in result.output and str(project) in result.output
    assert not (project / ".reflexion").exists()
    assert not (project / "CLAUDE.md").exists()


def test_promote_dry_run_takes_no_lock(example: Path, project: Path) -> None:
    (example / "local").mkdir()
    held = Lock(str(example / "local" / "lock"), timeout=0.1)
    with held:  # a hook (another process, in real life) holds the store's lock
        started = time.monotonic()
        result = run("promote", "--dry-run")
        took = time.monotonic() - started
    assert result.exit_code == 0, result.output
    assert "+- After editing openapi.yaml" in result.stdout  # the diff of what promote would write
    assert took < 5 and not (project / "CLAUDE.md").exists()


# ---------------------------------------------------------------------------------------------- recall


def test_recall_for_a_person_shows_rules_and_held_back_entries_marked(example: Path) -> None:
    result = run("recall", "git index.lock file exists")
    assert result.exit_code == 0
    line = next(ln for ln in result.stdout.splitlines() if "RFX-20261028-0b202b56" in ln)
    assert "(not recalled on a prompt: a rule in CLAUDE.md already)" in line
    assert "would be recalled on a prompt; searched" in result.stdout
    assert "(not recalled" not in next(
        ln for ln in run("recall", "docker daemon not running").stdout.splitlines() if DOCKER in ln
    )


def test_os_environ_is_left_alone(project: Path) -> None:
    assert "CLAUDE_PROJECT_DIR" in os.environ  # the fixture's, restored by monkeypatch
