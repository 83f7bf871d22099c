"""reflexion check: each kind of bad entry is named with its file and field; the example store passes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from reflexion import entry, validate
from reflexion.cli import app

REPO = Path(__file__).resolve().parent.parent
ID = "RFX-20261120-fdafc0e0"
TODAY = "2026-11-27"
runner = CliRunner()


def good(**changes: Any) -> dict[str, Any]:
    item = entry.new(ID, "error", "npm ERR! missing script: lint", "npm run lint", "2026-11-20",
                     resolution="Run `pnpm lint`.", keywords=["npm", "lint"])  # fmt: skip
    item.update(changes)
    return {k: v for k, v in item.items() if v is not DROP}


DROP = object()
# fmt: off
BAD: list[tuple[str, str, str]] = [  # (what is wrong, file text, field named)
    ("unknown type", entry.to_text(good(type="bug")), "type"),
    ("occurrences as words", entry.to_text(good(occurrences="three")), "occurrences"),
    ("occurrences zero", entry.to_text(good(occurrences=0)), "occurrences"),
    ("occurrences as bool", entry.to_text(good(occurrences=True)), "occurrences"),
    ("id not the file name", entry.to_text(good(id="RFX-20261122-fdafc0e0")), "id"),
    ("a required key missing", entry.to_text(good(resolution=DROP)), "resolution"),
    ("trigger not text", entry.to_text(good(trigger=["a"])), "trigger"),
    ("not a date", entry.to_text(good(first_seen="yesterday")), "first_seen"),
    ("impossible date", entry.to_text(good(last_seen="2026-02-30")), "last_seen"),
    ("date in the future", entry.to_text(good(last_seen="2027-01-01")), "last_seen"),
    ("last before first", entry.to_text(good(first_seen="2026-11-21", last_seen="2026-11-20")), "last_seen"),
    ("seen_on not dates", entry.to_text(good(seen_on=["monday"])), "seen_on"),
    ("promoted not bool", entry.to_text(good(promoted="yes")), "promoted"),
    ("keywords not a list", entry.to_text(good(keywords="npm,lint")), "keywords"),
    ("keywords upper case", entry.to_text(good(keywords=["NPM"])), "keywords"),
    ("aliases not IDs", entry.to_text(good(aliases=["../x"])), "aliases"),
    ("a secret", entry.to_text(good(context="curl -H 'Authorization: Bearer abcdef0123456789abcdef0123'")),
     "context"),
    ("a token deep inside", entry.to_text(good(evidence={"fix": {"note": "ghp_" + "a1B2" * 9}})),
     "evidence.fix.note"),
    ("a home path", entry.to_text(good(context="cat /home/alice/notes.txt")), "context"),
    ("a mac home path", entry.to_text(good(resolution="Run /Users/bob/bin/fix.")), "resolution"),
    ("a windows home path", entry.to_text(good(trigger="C:\\Users\\carol\\x.py failed")), "trigger"),
    ("conflict markers", "<<<<<<< HEAD\n" + entry.to_text(good()) + "=======\n{}\n>>>>>>> b\n", "-"),
    ("not JSON", '{"id": ', "-"),
    ("not an object", "[1, 2]", "-"),
]
# fmt: on


@pytest.mark.parametrize(("text", "field"), [(t, f) for _, t, f in BAD], ids=[w for w, _, _ in BAD])
def test_each_kind_of_bad_entry_is_named_by_its_field(text: str, field: str) -> None:
    found = validate.check_entry(ID, text, TODAY)
    assert field in [f for f, _ in found], found


def test_a_sound_entry_has_no_problem() -> None:
    assert validate.check_entry(ID, entry.to_text(good()), TODAY) == []
    # a path relative to home, a git SHA and a UUID are fine
    text = entry.to_text(good(context="~/bin/x 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f 0d5e..."))
    assert validate.check_entry(ID, text, TODAY) == []


def test_the_current_home_counts_whatever_its_name(tmp_path: Path) -> None:
    text = entry.to_text(good(context=f"cat {tmp_path}/home/notes"))
    assert "context" in [f for f, _ in validate.check_entry(ID, text, TODAY, home=f"{tmp_path}/home")]


def test_check_prints_file_and_field_and_exits_1(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REFLEXION_TODAY", TODAY)
    folder = project / ".reflexion" / "entries"
    folder.mkdir(parents=True)
    (folder / f"{ID}.json").write_text(entry.to_text(good(type="bug", occurrences="three")))
    (folder / "RFX-20261121-aaaaaaaa.json").write_text(entry.to_text(good(id="RFX-20261121-aaaaaaaa")))
    result = runner.invoke(app, ["check"])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    name = f".reflexion/entries/{ID}.json"
    assert f"{name}: type: 'bug' is not one of error, correction, insight, pattern" in lines
    assert any(line.startswith(f".reflexion/entries/{ID}.json: occurrences:") for line in lines)
    assert not any("aaaaaaaa" in line for line in lines)


def test_check_passes_on_the_example_store(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REFLEXION_DIR", str(REPO / ".reflexion.example"))
    monkeypatch.setenv("REFLEXION_TODAY", TODAY)
    result = runner.invoke(app, ["check"])
    assert result.exit_code == 0, result.output
    assert "10 entries" in result.output


def _promoted_store(project: Path, block: str) -> None:
    folder = project / ".reflexion" / "entries"
    folder.mkdir(parents=True)
    (folder / f"{ID}.json").write_text(entry.to_text(good(promoted=True)))
    (project / "CLAUDE.md").write_text(f"# Notes\n\n{block}\n")


@pytest.mark.parametrize(
    ("block", "expected"),
    [
        ("<!-- reflexion:rules:start -->\n## Reflexion: Learned Rules\n<!-- reflexion:rules:end -->",
         f"{ID} is promoted but has no rule"),
        ("<!-- reflexion:rules:start -->\n## Reflexion: Learned Rules\n"
         f"- Run `pnpm lint`. (seen 1x, source: {ID})\n- x. (seen 3x, source: RFX-20261101-abcdef12)\n"
         "<!-- reflexion:rules:end -->",
         "rule from RFX-20261101-abcdef12, which is no entry"),
        ("<!-- reflexion:rules:start -->\n## Reflexion: Learned Rules\n", "has no end marker"),
        ("<<<<<<< ours\n- a\n=======\n- b\n>>>>>>> theirs", "conflict markers"),
    ],
    ids=["promoted without rule", "rule without entry", "broken markers", "conflict"],
)  # fmt: skip
def test_rules_block_problems(project: Path, block: str, expected: str) -> None:
    _promoted_store(project, block)
    result = runner.invoke(app, ["check"])
    assert result.exit_code == 1
    assert expected in result.output
    assert "CLAUDE.md: " in result.output


def test_a_sound_rules_block_passes(project: Path) -> None:
    rule = f"- Run `pnpm lint`. (seen 1x, source: {ID})"
    _promoted_store(
        project,
        f"<!-- reflexion:rules:start -->\n## Reflexion: Learned Rules\n{rule}\n<!-- reflexion:rules:end -->",
    )
    result = runner.invoke(app, ["check"])
    assert result.exit_code == 0, result.output


def test_pre_commit_hook_is_shipped() -> None:
    text = (REPO / ".pre-commit-hooks.yaml").read_text()
    assert "id: reflexion-check" in text
    assert "entry: reflexion check" in text
    json.dumps(text)  # plain text, no tabs to trip YAML
    assert "\t" not in text


def test_what_reflexion_writes_itself_passes(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """164 recorded failures captured and resolved through the hooks: check finds nothing to say."""
    from recall_eval import EVENTS, build, load

    monkeypatch.setenv("REFLEXION_TODAY", TODAY)
    build(project, load(EVENTS))
    result = runner.invoke(app, ["check"])
    assert result.exit_code == 0, result.output


def test_two_entries_of_one_failure_are_named(project: Path) -> None:
    folder = project / ".reflexion" / "entries"
    folder.mkdir(parents=True)
    (folder / f"{ID}.json").write_text(entry.to_text(good(signature="fdafc0e0aa")))
    other = "RFX-20261122-fdafc0e0"
    (folder / f"{other}.json").write_text(entry.to_text(good(id=other, signature="fdafc0e0aa")))
    result = runner.invoke(app, ["check"])
    assert result.exit_code == 1
    assert f"{other}.json: signature: the same failure as {ID} (reflexion consolidate)" in result.output


def test_install_git_outside_git_says_so(project: Path) -> None:
    result = runner.invoke(app, ["install", "--git"])
    assert result.exit_code == 1 and "not a git work tree" in result.output
