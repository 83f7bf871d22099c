#!/usr/bin/env python3
"""Where the store `reflexion learn` builds differs from the one the live hooks built over the same sessions.

    python bench/replay.py --cmd .venv/bin/reflexion --out /tmp/replay --learn
    python bench/compare_stores.py /tmp/replay [--show]

Entries are matched by signature (one per failure or correction, whatever its id). For each project it
counts entries only one store holds, and, for entries both hold, differences in triage, occurrences,
resolution and where it came from; then the rules in each CLAUDE.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from reflexion.commands.promote import AGENT_NOTE  # noqa: E402

FIELDS = ("triage", "occurrences", "resolution", "resolution_source", "type")


def store(root: Path) -> dict[str, dict]:
    entries = {}
    for path in sorted((root / ".reflexion" / "entries").glob("*.json")):
        item = json.loads(path.read_text())
        entries[item.get("signature") or item["id"]] = item
    return entries


def rules(root: Path) -> list[str]:
    path = root / "CLAUDE.md"
    text = path.read_text() if path.exists() else ""
    # the note `reflexion install` adds is not learned: only the live replay ran install
    return [line for line in text.splitlines() if line.startswith("- ") and line != AGENT_NOTE]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", type=Path)
    ap.add_argument("--show", action="store_true", help="print every difference")
    args = ap.parse_args()
    totals = {"live": 0, "learned": 0, "only live": 0, "only learned": 0, **dict.fromkeys(FIELDS, 0)}
    for project in sorted(p for p in args.out.iterdir() if (p / "learned").is_dir()):
        live, learned = store(project), store(project / "learned")
        totals["live"] += len(live)
        totals["learned"] += len(learned)
        for sig in sorted(live.keys() - learned.keys()):
            totals["only live"] += 1
            if args.show:
                print(f"{project.name}: only live: {live[sig].get('trigger', '')[:100]!r}")
        for sig in sorted(learned.keys() - live.keys()):
            totals["only learned"] += 1
            if args.show:
                print(f"{project.name}: only learned: {learned[sig].get('trigger', '')[:100]!r}")
        for sig in sorted(live.keys() & learned.keys()):
            for field in FIELDS:
                if live[sig].get(field) != learned[sig].get(field):
                    totals[field] += 1
                    if args.show:
                        print(
                            f"{project.name}: {field}: live {live[sig].get(field)!r} / learned "
                            f"{learned[sig].get(field)!r}  ({live[sig].get('trigger', '')[:60]!r})"
                        )
        a, b = rules(project), rules(project / "learned")
        if a != b:
            print(f"{project.name}: rules differ\n  live: {a}\n  learned: {b}")
    json.dump(totals, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
