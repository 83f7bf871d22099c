#!/usr/bin/env python3
"""Triage and fix attribution of the episode learner, in-process, against the hand labels — per failure.

    python bench/episodes_eval.py [--labels tests/data/transcripts/failures.jsonl] [--show wrong|all]

Runs reflexion.learn over every labelled transcript (turn by turn, as `reflexion learn` does; no store)
and compares, for each labelled failed call: the triage (lesson / probe / environment / task; calls that
never ran are left out), and for labelled lessons with a real fix, whether the learner attributed a fix
and whether its calls are the labelled ones. Prints the confusion table and the attribution figures.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
DATA = REPO.parent / "shared" / "eval" / "transcripts" / "data"

from reflexion.learn.attribution import attribute  # noqa: E402
from reflexion.learn.episodes import Fix, Sighting, Tracker, Verified  # noqa: E402
from reflexion.learn.triage import shared  # noqa: E402
from reflexion.session.transcript import Reader  # noqa: E402

REAL_FIXES = ("shell", "edit", "mixed", "user")


def run(path: Path) -> tuple[dict[str, Sighting], dict[str, object], set[str]]:
    tracker = Tracker()
    findings = []
    for step in Reader(str(path)):
        findings += tracker.feed(step)
    findings += tracker.finish_turn()
    sightings = {f.attempt.call: f for f in findings if isinstance(f, Sighting)}
    fixes: dict[str, object] = {}
    verified: set[str] = set()
    for f in findings:
        if isinstance(f, Fix):
            fix = attribute(f.episode)
            for a in f.episode.attempts:
                fixes[a.call] = fix
        elif isinstance(f, Verified):
            verified.update(f.calls)
    return sightings, fixes, verified


def line_ok(trigger: str, wanted: str) -> bool:
    """The trigger's headline is the line a person picked (ANSI-free, whitespace-collapsed, either way
    round: a picked line may be longer than the trigger keeps)."""
    import re

    wanted = " ".join(re.sub(r"\x1b\[[0-9;]*m", "", wanted).split())
    first = " ".join(trigger.split("\n", 1)[0].split()).rstrip("…")
    if wanted.startswith("Exit code ") and f"exited {wanted[10:]}" in first:
        return True  # "`cmd` exited N with no output" says what the bare "Exit code N" says
    return bool(first) and (
        first in wanted or wanted[:80] in first or wanted[:80] in " ".join(trigger.split())
    )


def fixable(s: Sighting) -> bool:
    """As the learner applies fixes: to lessons, and to environment problems that stay true."""
    from reflexion.learn.triage import stable_fix

    if s.kind == "lesson":
        return True
    return s.kind == "environment" and stable_fix(s.attempt.text, None, s.episode)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--labels", type=Path, default=REPO / "tests" / "data" / "transcripts" / "failures.jsonl")
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument(
        "--show", choices=("wrong", "all", "fixes", "dups", "lines", "reasons", "none"), default="none"
    )
    args = ap.parse_args()
    labels = [json.loads(x) for x in args.labels.read_text().splitlines() if x.strip()]
    by_file: dict[str, list[dict]] = collections.defaultdict(list)
    for lb in labels:
        by_file[lb["file"]].append(lb)
    confusion: collections.Counter[tuple[str, str]] = collections.Counter()
    stored = {True: [0, 0], False: [0, 0]}  # labelled keep -> [failures the learner stores, all]
    lines_ok = lines_all = 0
    manifest = {r["file"]: r["project"] for r in json.loads((args.data / "manifest.json").read_text())}
    holders: dict[tuple[str, str], set[str]] = collections.defaultdict(set)  # (project, signature) -> groups
    got = right = wanted = learned = 0
    # triage reason -> [fired, agreeing with the label, sessions, projects]: how widely each rule is seen
    reasons: dict[str, list] = collections.defaultdict(lambda: [0, 0, set(), set()])
    for rel, lbs in sorted(by_file.items()):
        sightings, fixes, _ = run(args.data / rel)
        for lb in lbs:
            if lb["triage"] == "not-run" or (not lb["ran"] and lb["tool_use_id"] not in sightings):
                continue  # never ran, and the learner saw that too
            s = sightings.get(lb["tool_use_id"])
            mine = s.kind if s else "none"
            if (
                s is not None
                and s.attempt.failure is not None
                and lb["error_line"]
                and lb["triage"] != "probe"
            ):
                lines_all += 1
                good = line_ok(s.attempt.failure.trigger, lb["error_line"])
                lines_ok += good
                if args.show == "lines" and not good:
                    print(
                        f"   LINE {s.attempt.failure.category}: {lb['error_line'][:100]!r}\n"
                        f"     got {s.attempt.failure.trigger.splitlines()[0][:100]!r}"
                    )
            if s is not None and mine in ("lesson", "environment", "task") and s.attempt.failure is not None:
                sig = s.attempt.signature
                holders[(manifest[rel], sig)].add(lb["group"])
            confusion[(lb["triage"], mine)] += 1
            if s is not None:
                seen = reasons[f"{mine}: {s.reason}"]
                seen[0] += 1
                seen[1] += lb["triage"] == mine or (lb["triage"] == "task" and mine == "unfixed-task")
                seen[2].add(rel)
                seen[3].add(manifest[rel])
            if lb["ran"]:  # an entry in the committed store: lessons and the machine's lasting trouble
                failure = s.attempt.failure if s is not None else None
                stored[lb["keep"]][0] += (
                    mine in ("lesson", "environment")
                    and failure is not None
                    and shared(mine, s.attempt.text, failure.exit_code)
                )
                stored[lb["keep"]][1] += 1
            fix = fixes.get(lb["tool_use_id"]) if s is not None and fixable(s) else None
            real = (
                lb["triage"] == "lesson" and lb["fix"]["kind"] in REAL_FIXES and not lb["fix"].get("bypass")
            )
            ok = False
            if fix is not None and getattr(fix, "text", ""):
                got += 1
                ok = bool(set(fix.calls) & set(lb["fix"]["calls"])) or (
                    fix.kind == "user" and lb["fix"]["kind"] == "user"
                )
                right += ok
            if real:
                wanted += 1
                learned += ok
            show = (
                args.show == "all"
                or (args.show == "wrong" and mine != lb["triage"])
                or (args.show == "fixes" and (real or fix is not None))
            )
            if show:
                print(
                    f"\n{rel.split('/')[-1][:12]} {lb['tool_use_id'][-8:]} label={lb['triage']} mine={mine}"
                    f" ({s.reason if s else '-'})"
                )
                print(f"   $ {lb['command'][:110]}")
                print(f"   label line: {lb['error_line'][:110]!r}")
                if s and s.attempt.failure:
                    print(f"   my trigger: {s.attempt.failure.trigger.splitlines()[0][:110]!r}")
                print(f"   label fix [{lb['fix']['kind']}]: {lb['fix']['text'][:150]}")
                if fix is not None:
                    mark = "RIGHT" if ok else "WRONG"
                    print(
                        f"   my fix [{mark}]: {getattr(fix, 'text', '')[:170]} {getattr(fix, 'bypass', '')}"
                    )
    kinds = ["lesson", "probe", "environment", "task", "unfixed-task", "aftermath"]
    print("\nlabel \\ mine  " + "".join(f"{k:>12}" for k in [*kinds, "none"]))
    for k in kinds[:4]:
        print(f"{k:13}" + "".join(f"{confusion[(k, m)]:>12}" for m in [*kinds, "none"]))
    agree = (
        sum(confusion[(k, k)] for k in kinds)
        + confusion[("task", "unfixed-task")]  # a task all the same
        + confusion[("lesson", "aftermath")]  # a lesson's consequence: of the lesson kind, never kept
    )
    total = sum(confusion.values())
    print(f"\ntriage agreement {agree}/{total}")
    print(
        f"stored by the learner: worth keeping {stored[True][0]}/{stored[True][1]}, "
        f"not worth keeping {stored[False][0]}/{stored[False][1]}"
    )
    print(f"error line a person would pick: {lines_ok}/{lines_all}")
    first: dict[tuple[str, str], tuple[str, str]] = {}
    duplicates = mixed = 0
    for (project, sig), groups in sorted(holders.items()):
        mixed += len(groups) > 1
        for group in groups:
            if (project, group) in first and first[(project, group)] != (project, sig):
                duplicates += 1
                if args.show == "dups":
                    print(f"   duplicate: {project} {group}")
            first.setdefault((project, group), (project, sig))
    print(
        f"entries (signatures) {len(holders)}: duplicates of a group another holds {duplicates}, "
        f"holding two groups {mixed}"
    )
    once = [r for r, (_, _, files, _) in reasons.items() if len(files) == 1]
    print(f"triage reasons {len(reasons)}: seen in one session only {len(once)}")
    if args.show == "reasons":  # a rule seen in one session only may be tuned to it: we measure on others
        print(f"   {'fired':>5} {'agree':>5} {'sessions':>8} {'projects':>8}  reason")
        for reason, (fired, agree, files, projects) in sorted(reasons.items(), key=lambda r: -r[1][0]):
            print(f"   {fired:>5} {agree:>5} {len(files):>8} {len(projects):>8}  {reason[:90]}")
    print(f"attributed fixes that are the labelled fix: {right}/{got}")
    print(f"labelled real lesson fixes learned: {learned}/{wanted}")


if __name__ == "__main__":
    main()
