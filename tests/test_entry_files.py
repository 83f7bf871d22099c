"""Entry files as people and editors leave them: every command reads them one way (tabs, NaN, a lone
surrogate, a BOM, cp1252), and a corrupt one is skipped and reported, never deleted."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from reflexion import entry
from reflexion.cli import app
from reflexion.store import Store, StoreError

ID, OTHER = "RFX-20261122-aaaaaaaa", "RFX-20261122-bbbbbbbb"


def cli(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env={"NO_COLOR": "1", "COLUMNS": "100"})


def write(project: Path, entry_id: str, data: bytes) -> Path:
    folder = project / ".reflexion" / "entries"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{entry_id}.json"
    path.write_bytes(data)
    return path


def correction(entry_id: str, resolution: str, keyword: str) -> dict[str, Any]:
    return entry.new(
        entry_id, "correction", f"use {keyword}", "", "2026-11-22",
        resolution=resolution, keywords=[keyword], resolution_source="user",
    )  # fmt: skip




def odd(resolution: str, old: str, new: str, encoding: str = "utf-8", bom: bytes = b"") -> bytes:
    text = entry.to_text(correction(ID, resolution, "zebra"))
    return bom + text.replace(old, new).encode(encoding)


ODD = {
    "tab": (odd("run", '"run"', '"run\tpnpm"'), "run\tpnpm"),
    "nan": (odd("run pnpm", '"version": 1', '"version": 1, "w": NaN'), "run pnpm"),
    # half of a pair cannot be written as UTF-8 (status --json failed on it): every reader takes U+FFFD for it
    "surrogate": (odd("run pnpm", '"run pnpm"', '"run \\ud800pnpm"'), "run \ufffdpnpm"),
    "bom": (odd("run pnpm", "", "", bom=b"\xef\xbb\xbf"), "run pnpm"),
    "cp1252": (odd("drink café", "", "", "cp1252"), "drink café"),
}


@pytest.mark.parametrize("kind", sorted(ODD))
def test_every_reader_reads_an_odd_entry_the_same(project: Path, kind: str) -> None:
    data, resolution = ODD[kind]
    write(project, ID, data)
    store = Store(str(project))
    assert store.load_entry(ID)["resolution"] == resolution  # type: ignore[index]
    problems: list[str] = []
    assert [e["resolution"] for e in store.iter_entries(problems)] == [resolution]
    assert problems == []
    listed = cli("list")
    assert listed.exit_code == 0 and "aaaaaaaa" in listed.stdout, listed.output
    store.ensure_index()  # what recall searches is built by the bulk reader
    assert store.lookup(["zebra"])[0] == {"zebra": [ID]}
    assert cli("show", ID).exit_code == 0
    assert "not valid JSON" not in cli("check").output


@pytest.mark.parametrize("kind", sorted(ODD))
def test_a_rewrite_keeps_what_the_person_wrote(project: Path, kind: str) -> None:
    data, resolution = ODD[kind]
    write(project, ID, data)
    assert cli("verify", ID, "--worked").exit_code == 0
    store = Store(str(project))
    again = store.load_entry(ID)
    assert again is not None and again["resolution"] == resolution and again["occurrences"] == 2
    text = (project / ".reflexion" / "entries" / f"{ID}.json").read_bytes().decode("utf-8")
    assert text.count("\ufffd") == resolution.count("\ufffd")  # only what stood for half a pair


CORRUPT = [b'{"id": "RFX-20261122-aaaaaaaa",}', b"{\n  // a note\n}", b"<<<<<<< HEAD\n{}\n=======\n{}"]


@pytest.mark.parametrize("data", CORRUPT)
def test_a_corrupt_entry_is_reported_never_deleted_and_forget_of_another_works(
    project: Path, data: bytes
) -> None:
    bad = write(project, ID, data)
    write(project, OTHER, entry.to_text(correction(OTHER, "run ruff", "ruff")).encode())
    store = Store(str(project))
    with pytest.raises(StoreError):
        store.load_entry(ID)
    shown = cli("show", ID)
    assert shown.exit_code == 1 and "unreadable" in shown.output
    assert "unexpected" not in cli("resolve", ID, "x").output
    assert cli("forget", OTHER).exit_code == 0
    assert bad.read_bytes() == data
    assert not (project / ".reflexion" / "entries" / f"{OTHER}.json").exists()
    status = cli("status", "--json")
    assert any(ID in p for p in json.loads(status.stdout)["health"]["problems"]), status.stdout


@pytest.mark.parametrize("diff3", [False, True])
def test_an_entry_a_merge_left_conflicted_is_read_as_both_sides_and_counting_goes_on(
    project: Path, diff3: bool
) -> None:
    """Without `reflexion install --git`'s merge driver, git leaves conflict markers in an entry both
    branches counted: unread, every later sighting of its failure would be lost until a person mends it.
    Read as its sides merged, the next sighting is counted and the file written whole again."""
    from helpers import failure, run_hook

    run_hook("capture", failure("npm run build", "Exit code 1\nsh: 1: vite: not found", call="t1"))
    [path] = (project / ".reflexion" / "entries").glob("*.json")
    ours = json.loads(path.read_text())
    theirs = {**ours, "occurrences": 3, "resolution": "run `npm ci` first", "resolution_source": "user"}
    ours["occurrences"] = 2
    base = ["<<<<<<< HEAD\n", '  "occurrences": 2,\n', "||||||| base\n", '  "occurrences": 1,\n']
    base = base if diff3 else base[:2]
    lines = []
    for line in entry.to_text(ours).splitlines(keepends=True):
        if '"occurrences"' in line:
            lines += [*base, "=======\n", '  "occurrences": 3,\n', ">>>>>>> theirs\n"]
        elif '"resolution"' in line:
            lines += ["<<<<<<< HEAD\n", line, "=======\n", f'  "resolution": "{theirs["resolution"]}",\n',
                      '  "resolution_source": "user",\n', ">>>>>>> theirs\n"]  # fmt: skip
        else:
            lines.append(line)
    path.write_text("".join(lines))
    assert cli("check").exit_code == 1  # the markers are reported until the file is written whole
    run_hook("capture", failure("npm run build", "Exit code 1\nsh: 1: vite: not found", call="t2"))
    again = json.loads(path.read_text())  # whole JSON again
    # 2 + 3 - the base's 1, or without a base the smaller side's 2 (never a sighting invented), + this one
    assert again["occurrences"] == (5 if diff3 else 4)
    assert again["resolution"] == "run `npm ci` first"
    assert "error" not in (project / ".reflexion" / "local" / "hooks.log").read_text()
