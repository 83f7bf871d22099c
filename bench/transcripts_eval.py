#!/usr/bin/env python3
"""Score what reflexion learned from the real sessions (a `bench/replay.py` run) against the hand labels.

    python bench/transcripts_eval.py /tmp/replay [--labels tests/data/transcripts/failures.jsonl]
                                     [--code DIR] [--show]

Each entry is traced back to the labelled failures it was counted for: through the store's ledger
(`local/ledger.txt`: every counted tool_use_id) when it has one, else — for versions without a ledger — by
recomputing each labelled failure's signature with the reflexion source tree in --code.

Figures (the issue's table):
- pairing precision: automatic fixes (resolution_source "auto") that are the labelled real fix — the fix's
  calls (its evidence) overlap the label's fix calls, or a command the resolution quotes is one of them;
- fix recall: labelled lessons with a real fix (shell, edit, mixed, user; no bypass) whose entry learned it;
  also counting what the store keeps in local state (local/unshared: the work in progress, told again);
- worth keeping: error entries whose first counted failure is labelled `keep`;
- duplicates: error entries whose problem group another entry already holds;
- note share: characters of injected context that are the "record the fix" note;
- error line: entries whose trigger holds the labelled error line;
- rules: the rules in CLAUDE.md (to judge by hand).
--show prints every entry with its labels, for the hand judgment the automatic figures only prepare.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "eval" / "transcripts" / "data"
NOTE_MARKS = ("Once fixed, record the fix", "reflexion resolve RFX")
REAL_FIXES = ("shell", "edit", "mixed", "user")


def load_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def calls_of(data: Path, files: set[str]) -> dict[str, dict]:
    """tool_use_id -> {"command", "name", "file"} for every call in the labelled files."""
    out: dict[str, dict] = {}
    for rel in files:
        for raw in (data / rel).read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                line = json.loads(raw)
            except ValueError:
                continue
            content = (line.get("message") or {}).get("content") if isinstance(line, dict) else None
            for block in content if isinstance(content, list) else ():
                if isinstance(block, dict) and block.get("type") == "tool_use":
                    inp = block.get("input") or {}
                    out[block["id"]] = {
                        "name": block.get("name"),
                        "command": str(inp.get("command", "")),
                        "path": str(inp.get("file_path", "")),
                        "file": rel,
                    }
    return out


def error_text(data: Path, label: dict) -> str:
    for raw in (data / label["file"]).read_text(encoding="utf-8", errors="replace").splitlines():
        if label["tool_use_id"] not in raw:
            continue
        try:
            line = json.loads(raw)
        except ValueError:
            continue
        for block in (line.get("message") or {}).get("content") or []:
            if (
                isinstance(block, dict)
                and block.get("type") == "tool_result"
                and block.get("tool_use_id") == label["tool_use_id"]
            ):
                content = block.get("content")
                if isinstance(content, list):
                    content = "\n".join(b.get("text", "") for b in content if isinstance(b, dict))
                return str(content or "")
    return ""


def ledger(store: Path) -> dict[str, str]:
    path = store / "local" / "ledger.txt"
    if not path.exists():
        return {}
    pairs = (line.split(" ", 1) for line in path.read_text().splitlines() if " " in line)
    return {k: v.strip() for k, v in pairs}


def by_signature(code: Path, data: Path, labels: list[dict], calls: dict[str, dict]) -> dict[str, str]:
    """tool_use_id -> signature, computed by the reflexion in `code` (for stores without a ledger)."""
    rows = [
        {
            "id": lb["tool_use_id"],
            "command": calls.get(lb["tool_use_id"], {}).get("command", ""),
            "error": error_text(data, lb),
        }
        for lb in labels
    ]
    script = (
        "import json,sys\n"
        "from reflexion.detect import failure_from_error\n"
        "from reflexion.signature import signature\n"
        "out={}\n"
        "for r in json.load(sys.stdin):\n"
        "    e=r['error'][7:] if r['error'].startswith('Error: ') else r['error']\n"
        "    f=failure_from_error(r['command'], e)\n"
        "    if f is not None: out[r['id']]=signature(f)\n"
        "print(json.dumps(out))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps(rows),
        capture_output=True,
        text=True,
        cwd=code,
        env={"PYTHONPATH": str(code)},
        check=True,
    )
    return json.loads(run.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("replay", type=Path)
    ap.add_argument("--labels", type=Path, default=REPO / "tests" / "data" / "transcripts" / "failures.jsonl")
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--code", type=Path, help="reflexion source tree, for stores without a ledger")
    ap.add_argument("--show", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()

    labels = load_jsonl(args.labels)
    manifest = {r["file"]: r["project"] for r in json.loads((args.data / "manifest.json").read_text())}
    calls = calls_of(args.data, {lb["file"] for lb in labels})
    label_of = {lb["tool_use_id"]: lb for lb in labels}
    entries: list[dict] = []
    owner: dict[str, str] = {}  # tool_use_id -> entry id
    local: list[dict] = []  # the work in progress and the moment's trouble, kept in local state
    local_owner: dict[str, str] = {}
    for project_dir in sorted(p for p in args.replay.iterdir() if (p / ".reflexion").is_dir()):
        store = project_dir / ".reflexion"
        for path in sorted((store / "entries").glob("RFX-*.json")):
            item = json.loads(path.read_text())
            item["_project"] = project_dir.name
            entries.append(item)
        owner.update(ledger(store))
        unshared = store / "local" / "unshared"
        local += [json.loads(p.read_text()) for p in sorted((unshared / "entries").glob("RFX-*.json"))]
        local_owner.update(ledger(unshared))
    if not any(v.startswith("RFX-") for v in owner.values()):
        if args.code is None:
            sys.exit("this store has no ledger: pass --code <the reflexion tree that made it>")
        sigs = by_signature(args.code, args.data, labels, calls)
        holder = {(e["_project"], e.get("signature")): e["id"] for e in entries if e.get("signature")}
        for call, sig in sigs.items():
            project = manifest.get(label_of[call]["file"], "")
            if (project, sig) in holder:
                owner[call] = holder[(project, sig)]
    counted: dict[str, list[dict]] = {}
    for call, entry_id in owner.items():
        if call in label_of:
            counted.setdefault(entry_id, []).append(label_of[call])

    errors = [e for e in entries if e.get("type") == "error"]
    first_label = {e["id"]: (counted.get(e["id"]) or [None])[0] for e in errors}

    # pairing precision
    auto = [e for e in errors if e.get("resolution") and e.get("resolution_source") == "auto"]
    right_auto = [e for e in auto if fix_is_real(e, counted.get(e["id"], []), calls)]
    # fix recall
    wanted = [
        lb
        for lb in labels
        if lb["triage"] == "lesson" and lb["fix"]["kind"] in REAL_FIXES and not lb["fix"].get("bypass")
    ]

    def learned_by(lb: dict, held: list[dict], owners: dict[str, str]) -> bool:
        entry_id = owners.get(lb["tool_use_id"])
        item = next((e for e in held if e["id"] == entry_id), None)
        return (
            item is not None
            and bool(item.get("resolution"))
            and (
                (item.get("resolution_source") == "user" and lb["fix"]["kind"] == "user")
                or fix_is_real(item, [lb], calls)
            )
        )

    learned = [lb for lb in wanted if learned_by(lb, entries, owner)]
    learned_locally = [lb for lb in wanted if lb not in learned and learned_by(lb, local, local_owner)]
    by_kind = {
        k: (
            sum(1 for lb in learned if lb["fix"]["kind"] == k),
            sum(1 for lb in wanted if lb["fix"]["kind"] == k),
        )
        for k in REAL_FIXES
    }
    # worth keeping, duplicates, error line
    traced = [e for e in errors if first_label[e["id"]] is not None]
    keep = [e for e in traced if first_label[e["id"]]["keep"]]
    groups: dict[tuple[str, str], list[str]] = {}
    for e in traced:
        groups.setdefault((e["_project"], first_label[e["id"]]["group"]), []).append(e["id"])
    duplicates = sum(len(ids) - 1 for ids in groups.values())
    lines_ok = [e for e in traced if line_matches(e["trigger"], first_label[e["id"]]["error_line"])]
    # injected text
    injected = note = 0
    events = args.replay / "events.jsonl"
    for row in load_jsonl(events) if events.exists() else []:
        out = row.get("stdout", "").strip()
        if not out:
            continue
        try:
            context = json.loads(out)["hookSpecificOutput"]["additionalContext"]
        except (ValueError, KeyError, TypeError):
            continue
        injected += len(context)
        for part in re.split(r"(?<=\.)\s+", context):
            if any(m in part for m in NOTE_MARKS):
                note += len(part)
    rules = []
    for project_dir in sorted(args.replay.iterdir()):
        md = project_dir / "CLAUDE.md"
        if md.exists():
            text = md.read_text()
            rules += [
                f"{project_dir.name}: {ln}" for ln in text.splitlines() if "(seen " in ln and "source:" in ln
            ]

    report = {
        "entries": len(entries),
        "error_entries": len(errors),
        "traced_to_labels": len(traced),
        "pairing_precision": f"{len(right_auto)}/{len(auto)}",
        "fix_recall": f"{len(learned)}/{len(wanted)}",
        "fix_recall_by_kind": {k: f"{a}/{b}" for k, (a, b) in by_kind.items()},
        "fix_recall_incl_local": f"{len(learned) + len(learned_locally)}/{len(wanted)}",
        "worth_keeping": f"{len(keep)}/{len(traced)}",
        "duplicates": f"{duplicates}/{len(traced)}",
        "error_line": f"{len(lines_ok)}/{len(traced)}",
        "note_share": f"{note}/{injected} chars",
        "rules": rules,
    }
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        for key, value in report.items():
            if key != "rules":
                print(f"{key:27} {value}")
        print("rules:")
        for rule in rules:
            print("  " + rule)
    if args.show:
        for e in errors:
            lbs = counted.get(e["id"], [])
            lb = lbs[0] if lbs else None
            ok = "RIGHT" if e in right_auto else ("auto?" if e in auto else "")
            print(f"\n{e['_project']} {e['id']} x{e['occurrences']} [{e.get('triage', '?')}] {ok}")
            print(f"   trigger:    {e['trigger'][:160]!r}")
            print(f"   context:    {e['context'][:120]!r}")
            print(f"   resolution: {e['resolution'][:200]!r} ({e.get('resolution_source')})")
            if lb:
                print(f"   LABEL: {lb['triage']} keep={lb['keep']} group={lb['group']} ({len(lbs)} counted)")
                print(f"   label line: {lb['error_line'][:160]!r}")
                print(f"   label fix:  {lb['fix']['kind']} {lb['fix']['text'][:180]!r}")
            else:
                print("   LABEL: none (not a labelled failed call)")


def fix_is_real(item: dict, labels: list[dict], calls: dict[str, dict]) -> bool:
    """The entry's fix is one of its failures' labelled real fixes (by the calls it came from, or by a
    command its resolution quotes)."""
    evidence = item.get("evidence") or {}
    fix_calls = set((evidence.get("fix") or {}).get("calls") or [])
    quoted = {norm(q) for q in re.findall(r"`([^`]+)`", item.get("resolution", ""))}
    for lb in labels:
        if lb["fix"]["kind"] not in REAL_FIXES or lb["fix"].get("bypass"):
            continue
        real = set(lb["fix"]["calls"])
        if fix_calls & real:
            return True
        if quoted & {norm(calls[c]["command"]) for c in real if c in calls and calls[c]["command"]}:
            return True
    return False


def norm(command: str) -> str:
    """A command as two fixes are compared: no redirections or tails, and what varies between runs of one
    fix (a branch, a host, a number) masked as signatures mask it."""
    sys.path.insert(0, str(REPO))
    from reflexion.signature import normalize

    command = re.sub(r"\s*2>&1\s*", " ", command)
    command = re.sub(r"\s*\|\s*(tail|head)\b.*$", "", command)
    command = re.sub(r"(--set-upstream|-u) origin \S+", r"\1 origin <branch>", command)
    return normalize(" ".join(command.split()))


def line_matches(trigger: str, wanted: str) -> bool:
    wanted = " ".join(wanted.split())
    if not wanted:
        return True
    first = " ".join(trigger.split("\n", 1)[0].split())
    wanted = re.sub(r"\x1b\[[0-9;]*m", "", wanted)
    return wanted[:80] in " ".join(trigger.split()) or (len(first) > 12 and first.rstrip("…") in wanted)


if __name__ == "__main__":
    main()
