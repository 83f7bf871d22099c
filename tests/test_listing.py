"""list: filters, sort orders, flags, a header and a legend, the terminal's width, short IDs, JSON lines and
the empty-store hint."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from reflexion import entry
from reflexion.cli import app
from reflexion.commands.listing import flags, table

EXAMPLE = Path(__file__).resolve().parent.parent / ".reflexion.example"
PNPM, GIT, NPM = "RFX-20261030-b67b4a1b", "RFX-20261028-0b202b56", "RFX-20261103-fdafc0e0"
PYTEST, CARGO = "RFX-20261119-8a131ca0", "RFX-20261121-d3adbbef"


def run(*args: str) -> Any:
    return CliRunner().invoke(app, ["list", *args], env={"NO_COLOR": "1", "COLUMNS": "80"})


ALL = sorted(p.stem for p in EXAMPLE.glob("entries/*.json"))


def ids(output: str) -> list[str]:
    """The full IDs of the listed rows (a header above them; the count and the legend below)."""
    lines = output.splitlines()
    assert lines[0].split() == ["ID", "TYPE", "SEEN", "LAST", "SEEN", "FLAGS", "TRIGGER"], lines[0]
    legend = next(i for i, line in enumerate(lines) if line.startswith("flags: R resolved, P promoted"))
    return [next(i for i in ALL if entry.short_id(i) == line.split()[0]) for line in lines[1 : legend - 1]]


@pytest.fixture
def example(project: Path) -> Path:
    shutil.copytree(EXAMPLE, project / ".reflexion")
    return project / ".reflexion"


def test_lists_every_entry_most_recent_first(example: Path) -> None:
    result = run()
    assert result.exit_code == 0
    listed = ids(result.stdout)
    assert len(listed) == 10 and listed[0] == NPM and listed[-1] == PNPM
    assert listed[1:3] == ["RFX-20261114-daa7c561", CARGO]  # both last seen 11-21: 2x before 1x
    assert all(len(line) <= 80 for line in result.stdout.splitlines() if " entries in " not in line)


def test_sort_by_occurrences_breaks_ties_by_recency(example: Path) -> None:
    listed = ids(run("--sort", "occurrences").stdout)
    assert listed[0] == GIT  # 5x
    assert listed[1:3] == [NPM, "RFX-20261111-16fcb344"]  # 3x, last seen 11-22 then 11-20


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--type", "correction"], {PNPM, "RFX-20261118-ce5b7eab"}),
        (["--promoted"], {PNPM, GIT}),
        (["--unresolved"], {NPM, PYTEST, CARGO, "RFX-20261106-b1ee59d9"}),
        (["--type", "error", "--promoted"], {GIT}),
    ],
)
def test_filters(example: Path, args: list[str], expected: set[str]) -> None:
    assert set(ids(run(*args).stdout)) == expected


def test_a_line_shows_id_type_occurrences_last_seen_flags_and_trigger(example: Path) -> None:
    line = next(ln for ln in run().stdout.splitlines() if ln.startswith(entry.short_id(GIT)))
    assert line.split()[:5] == ["0b202b56", "error", "5x", "2026-11-19", "RP-"]
    assert "RP-   fatal: Unable to create './" in line and line.endswith("…") and len(line) == 80
    flagged = next(ln for ln in run().stdout.splitlines() if ln.startswith(entry.short_id(PYTEST)))
    assert flagged.split()[4] == "--!"  # its fix did not work, so it does not count as resolved


@pytest.mark.parametrize("columns", [60, 120, 200])
def test_lines_fit_the_terminal_and_say_where_the_store_is(example: Path, columns: int) -> None:
    out = CliRunner().invoke(app, ["list"], env={"NO_COLOR": "1", "COLUMNS": str(columns)}).stdout
    rows = out.splitlines()
    assert f"10 entries in {example}" in rows  # the one line that may be longer: a path is never cut
    assert all(len(line) <= columns for line in rows if " entries in " not in line)
    docker = next(r for r in rows if r.startswith("daa7c561"))
    whole = (
        "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?"
    )
    assert (whole in docker) == (columns >= 140)
    assert len(docker.split("R--", 1)[1].strip()) >= 20  # at 60 columns the trigger still says something


def test_piped_without_columns_the_triggers_stay_whole(
    example: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("COLUMNS", raising=False)
    out = CliRunner().invoke(app, ["list"], env={"NO_COLOR": "1"}).stdout
    assert "Is the docker daemon running?" in out and "…" not in out


def test_json_lines_are_whole_entries(example: Path) -> None:
    result = run("--json", "--promoted")
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["id"] for r in rows] == [GIT, PNPM]
    assert all(r["version"] == 1 and "keywords" in r for r in rows)


def test_an_empty_store_gets_a_one_line_hint(project: Path) -> None:
    result = run()
    assert result.exit_code == 0
    assert result.stdout.count("\n") == 1 and "reflexion install" in result.stdout
    assert f"No entries in {project / '.reflexion'} yet" in result.stdout
    quiet = run("--json")
    assert quiet.stdout == "" and "No entries in" in quiet.stderr


def test_no_match_says_which_filters_to_drop(example: Path) -> None:
    result = run("--type", "insight", "--promoted")
    assert result.exit_code == 0
    assert result.stdout.strip() == "No entries match (10 in the store); drop --type/--promoted to see them."


@pytest.mark.parametrize("args", [["--type", "bug"], ["--sort", "name"]])
def test_unknown_type_or_sort_is_a_usage_error(example: Path, args: list[str]) -> None:
    result = run(*args)
    assert result.exit_code == 2 and "is not one of" in result.stderr


def test_unreadable_entries_are_skipped_and_mentioned(example: Path) -> None:
    (example / "entries" / "RFX-20261101-abcdef12.json").write_text("[1, 2")
    result = run()
    assert len(ids(result.stdout)) == 10 and "1 unreadable entries skipped" in result.stderr


def test_hostile_triggers_stay_on_one_clipped_line() -> None:
    item = entry.new(
        "RFX-20261101-abcdef12", "error", "a\x1b[31mred\x1b[0m\nsecond line\t" + "x" * 300, "", "2026-11-01"
    )
    header, line = table([item], 80)
    assert header.split()[0] == "ID" and line.startswith("abcdef12 error")
    assert len(line) == 80 and "\x1b" not in line and "red second line" in line and line.endswith("…")
    assert flags(item) == "---"


def test_the_failures_held_in_local_state_are_listed_apart(project: Path, tmp_path: Path) -> None:
    """A failure seen once with no fix leaves entries/ at the turn's end: `list --held` shows it (its ID for
    show, resolve, forget), and `list` does not; the moment's trouble kept there too is not "held"."""
    from helpers import failed_turn

    missing = 'Exit code 1\nnpm error Missing script: "build"'
    offline = "Exit code 1\nerror: FailedToOpenSocket downloading package manifest"
    failed_turn(
        project, tmp_path / "s1.jsonl", [("npm run build", missing), ("bun install -g ralph-tui", offline)]
    )
    cli = CliRunner()
    assert cli.invoke(app, ["list", "--json"]).stdout == ""
    held = [json.loads(x) for x in cli.invoke(app, ["list", "--held", "--json"]).stdout.splitlines()]
    assert [h["trigger"] for h in held] == ['npm error Missing script: "build"']
    shown = cli.invoke(app, ["list", "--held"], env={"NO_COLOR": "1", "COLUMNS": "80"})
    assert shown.exit_code == 0 and entry.short_id(held[0]["id"]) in shown.stdout
    assert cli.invoke(app, ["show", held[0]["id"]]).exit_code == 0


def test_nothing_held_says_so(project: Path) -> None:
    result = CliRunner().invoke(app, ["list", "--held"])
    assert result.exit_code == 0 and "no failure is held" in result.stdout
