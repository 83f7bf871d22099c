#!/usr/bin/env python3
"""What an upgrade does to the stores an older version made: does a failure still count on its entry?

    python bench/upgrade.py --old /tmp/old/bin/reflexion --new .venv/bin/reflexion [--data DIR]

For each project of the corpus (`manifest.json` of ../shared/eval/transcripts/data by default), the older
reflexion learns every session (`reflexion learn`), then the ledger and the rest of local state are removed
so that every failure counts again, and a reflexion learns them all once more: the older one (the control)
or the newer one (the upgrade). An upgrade that keeps counting on the entries it finds adds no more entries
than the control does. Prints, per project and in all: entries after the first learn, then for the
control's second learn and the upgrade's the entries it added and the occurrences it counted.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import subprocess
import tempfile
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "eval" / "transcripts" / "data"


def learn(cmd: str, root: Path, home: Path, files: list[str]) -> None:
    env = dict(os.environ, HOME=str(home), CLAUDE_PROJECT_DIR=str(root))
    for name in ("REFLEXION_DIR", "REFLEXION_TODAY", "REFLEXION_USER_DIR"):
        env.pop(name, None)
    subprocess.run([*shlex.split(cmd), "learn", "--json", *files], cwd=root, env=env, capture_output=True)


def counts(root: Path) -> tuple[int, int]:
    """(entries, their occurrences)."""
    found = [json.loads(p.read_text()) for p in (root / ".reflexion" / "entries").glob("RFX-*.json")]
    return len(found), sum(int(item.get("occurrences", 1)) for item in found)


def twice(first: str, second: str, files: list[str], scratch: Path) -> tuple[int, int, int]:
    """(entries after `first` learned the sessions, entries `second` added learning them again, the
    occurrences it counted)."""
    root, home = scratch / "project", scratch / "home"
    for path in (root / ".git", home):
        path.mkdir(parents=True)
    learn(first, root, home, files)
    entries, seen = counts(root)
    shutil.rmtree(root / ".reflexion" / "local", ignore_errors=True)  # every failure counts again
    learn(second, root, home, files)
    now, seen_now = counts(root)
    return entries, now - entries, seen_now - seen


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--old", required=True, help="how to start the older reflexion")
    ap.add_argument("--new", required=True, help="how to start the newer reflexion")
    ap.add_argument("--data", type=Path, default=DATA)
    args = ap.parse_args()
    projects: dict[str, list[str]] = {}
    for row in json.loads((args.data / "manifest.json").read_text()):
        projects.setdefault(row["project"], []).append(str(args.data / row["file"]))
    names = ("entries", "control_added", "control_counted", "upgrade_added", "upgrade_counted")
    totals = dict.fromkeys(names, 0)
    with tempfile.TemporaryDirectory(prefix="upgrade-") as tmp:
        for name, files in sorted(projects.items()):
            made, added, counted = twice(args.old, args.old, files, Path(tmp) / name / "control")
            _, upgrade_added, upgrade_counted = twice(args.old, args.new, files, Path(tmp) / name / "upgrade")
            row = dict(zip(names, (made, added, counted, upgrade_added, upgrade_counted), strict=True))
            print(name, json.dumps(row))
            totals = {k: totals[k] + row[k] for k in names}
    print("all", json.dumps(totals))


if __name__ == "__main__":
    main()
