#!/usr/bin/env python3
"""Correction detection and correction recall, measured on the blind labels of tests/data/transcripts/.

    python bench/corrections.py [--part dev|held|all] [--show] [--json] [--replay DIR]

- detector: every prompt of prompts_real.jsonl (real prompts of the corpus, with `transcript_path` naming
  their session's transcript as it stood when they were typed, as Claude Code delivers them) and
  prompts_blind.jsonl (eleven languages, half hard negatives) goes through the live capture hook's prompt
  path into a scratch store.
  A stored correction is a positive; correction, rule, preference and fact are the labelled positives,
  one-off and none the negatives (a stored one-off is a false alarm: it must never come back for another
  task).
- fresh: prompts_fresh.jsonl, 40 prompts in the style of the real ones (terse task lists with their scope,
  one-off names, facts about the machine), written blind for issue 15's second part before its author read the
  detector; never tuned on, reported whole whatever --part says.
- learned (with --replay, a bench/replay.py run): the real prompts that the live hooks and the episode
  learner, with the transcript before each prompt, made a correction or a failure's fix in the user's words:
  the corrections only context makes ("try 192.168.8.1" after a failure, a path that answers a question);
  hook+learner: a real prompt counts as kept when either kept it (what the user finds in the store).
- recall: every distinct stored correction of recall_pairs.jsonl is recorded (by the detector, or by hand
  as `capture --type correction` when the detector misses it), beside the recorded failures of
  tests/data/recall/events.jsonl (resolved) so that the store is a realistic size; then each later prompt
  is recalled. A relevant pair is a hit when its correction is among the first 3 injected; an irrelevant
  pair is a false recall when its correction is injected at all. Every injected correction is judged by
  the labels: relevant, noise (labelled irrelevant) or unlabelled (another pair's correction, or a failure).

The split: each set is cut once, by a hash of a stable key (a real prompt's uuid, a blind prompt's text, a
pair's stored correction), into a development part (60 %) and a held-out part (40 %) that is looked at
only to report. The labels were written blind, before anyone read the detector.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

LABELS = REPO / "tests" / "data" / "transcripts"
DATA = REPO.parent / "shared" / "eval" / "transcripts" / "data"
POSITIVE = ("correction", "rule", "preference", "fact")
DEV_SHARE = 60  # percent


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def part_of(key: str) -> str:
    """'dev' or 'held': a fixed cut by a hash of the row's key, never by what the row says."""
    return "dev" if int(hashlib.sha256(f"split:{key}".encode()).hexdigest(), 16) % 100 < DEV_SHARE else "held"


def rows(name: str, part: str) -> list[dict[str, Any]]:
    key = {"prompts_real": "uuid", "prompts_blind": "prompt", "recall_pairs": "stored"}[name]
    found = load(LABELS / f"{name}.jsonl")
    return [r for r in found if part == "all" or part_of(str(r[key])) == part]


# --- detector ---------------------------------------------------------------------------------------------


def stored(store: Any, prompt: str, n: int, transcript: str = "") -> str | None:
    """The kind of correction entry the live hook stores for this prompt (None: nothing stored); with the
    session's transcript as it stood when the prompt was typed, where the row comes from one."""
    from reflexion.commands.capture import on_prompt

    event = {"hook_event_name": "UserPromptSubmit", "prompt": prompt, "session_id": f"eval-{n}"}
    if transcript:
        event["transcript_path"] = transcript
    outcome = on_prompt(store, event, "2026-11-22")
    if outcome not in ("captured", "bumped"):
        return None
    entry_id = store.counted(_prompt_key(f"eval-{n}", prompt))
    item = store.load_entry(entry_id) if entry_id else None
    return str((item or {}).get("category", "user.?")).removeprefix("user.")


def _prompt_key(session: str, prompt: str) -> str:
    from reflexion.commands.record import prompt_key

    return prompt_key(session, prompt)


def detector(store: Any, labelled: list[dict[str, Any]], by: str = "") -> dict[str, Any]:
    base = 100_000 if by else 0
    return tally(labelled, lambda n, row: stored(store, row["prompt"], n + base, before(store, row)), by)


def before(store: Any, row: dict[str, Any]) -> str:
    """A real prompt's session transcript up to the prompt, as the live hook finds it at `transcript_path`
    (its path), written beside the scratch store; "" for a row of no transcript (the blind prompts)."""
    source = DATA / str(row.get("file", ""))
    if not row.get("file") or not source.is_file():
        return ""
    lines = source.read_bytes().split(b"\n")
    at = next((i for i, line in enumerate(lines) if str(row["uuid"]).encode() in line), len(lines))
    path = Path(store.root) / "transcripts" / f"{row['uuid']}.jsonl"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(b"".join(line + b"\n" for line in lines[:at]))
    return str(path)


def tally(
    labelled: list[dict[str, Any]], kind_of: Callable[[int, dict[str, Any]], str | None], by: str = ""
) -> dict[str, Any]:
    """Precision and recall of the stored kinds (`kind_of` a row: None when nothing was stored)."""
    tp = fp = fn = tn = one_off = 0
    missed: list[str] = []
    false: list[str] = []
    groups: dict[str, list[int]] = {}
    kinds: list[str | None] = []
    for n, row in enumerate(labelled):
        got = kind_of(n, row)
        kinds.append(got)
        want = row["kind"] in POSITIVE
        tp += bool(got and want)
        fp += bool(got and not want)
        fn += bool(not got and want)
        tn += bool(not got and not want)
        one_off += bool(got and row["kind"] == "one-off")
        if want and not got:
            missed.append(f"[{row.get('lang', 'en')} {row['kind']}] {row['prompt'][:110]!r}")
        if got and not want:
            false.append(f"[{row.get('lang', 'en')} {row['kind']}->{got}] {row['prompt'][:110]!r}")
        if by:
            g = groups.setdefault(str(row.get(by, "")), [0, 0, 0])
            g[0] += bool(got and want)
            g[1] += want
            g[2] += bool(got and not want)
    out = {
        "positives": tp + fn,
        "negatives": fp + tn,
        "precision": _ratio(tp, tp + fp),
        "recall": _ratio(tp, tp + fn),
        "false_alarms": fp,
        "one_offs_stored": one_off,
        "missed": missed,
        "false": false,
        "kinds": kinds,
    }
    if by:
        out["by_" + by] = {k: f"{v[0]}/{v[1]} found, {v[2]} false" for k, v in sorted(groups.items())}
    return out


# --- recall -----------------------------------------------------------------------------------------------


def recall_pairs(root: Path, pairs: list[dict[str, Any]]) -> dict[str, Any]:
    from recall_eval import EVENTS, build

    from reflexion.commands.manual import capture_manual
    from reflexion.store import Store

    build(root, load(EVENTS))  # the failures of the eval corpus, resolved: a store of realistic size
    store = Store(str(root))
    entry_of: dict[str, str] = {}
    by_hand = 0
    for n, text in enumerate(dict.fromkeys(p["stored"] for p in pairs)):
        before = set(store.entry_ids())
        if stored(store, text, 50_000 + n) is None:
            by_hand += 1
            capture_manual(store, "correction", text, text, "", "", "2026-11-22")
        new = set(store.entry_ids()) - before
        entry_of[text] = new.pop() if new else store.counted(_prompt_key(f"eval-{50_000 + n}", text)) or "?"
    label = {(p["later_prompt"], entry_of[p["stored"]]): bool(p["relevant"]) for p in pairs}
    # the standing rules and preferences told as every session starts (commands/standing.py): the few this
    # store tells, whatever the later prompt says — a hit for a relevant pair, told beside an irrelevant one
    from reflexion.commands.standing import standing as told_at_start
    from reflexion.store import STANDING_KEY

    standing = {item["id"] for item in told_at_start(store)}
    from reflexion.commands.user_level import user_store_of

    stored_standing = [  # in the project's store and the user-level one (the machine's, the person's)
        found
        for source in (store, user_store_of(store))
        if source is not None and source.exists()
        for found in source.lookup([STANDING_KEY])[0].get(STANDING_KEY, [])
    ]
    at_start = start_noise = 0
    # why so few: what the relevant pairs' corrections were stored as (a rule or a preference is standing;
    # a fact, a correction of one mistake, or what the detector missed and was recorded by hand is not)
    kinds: dict[str, int] = {}
    relevant_pairs = [p for p in pairs if p["relevant"]]
    other_pairs = [p for p in pairs if not p["relevant"]]
    hit = false = judged_relevant = judged_noise = unlabelled = prompts_with_noise = prompts_told = 0
    missed: list[str] = []
    false_recalls: list[str] = []
    seen_prompts: set[str] = set()
    from reflexion.commands.record import counted_entry

    for pair in pairs:
        found = told(store, pair["later_prompt"])
        own = entry_of[pair["stored"]]
        if pair["relevant"]:
            at_start += own in found[:3] or own in standing
            held = counted_entry(store, own) if own != "?" else None  # the project's or the user-level store
            item = held[1] if held is not None else None
            kind = str((item or {}).get("category") or "by hand").removeprefix("user.")
            kind += " (told at start)" if own in standing else ""
            kinds[kind] = kinds.get(kind, 0) + 1
            hit += own in found[:3]
            if own not in found[:3]:
                missed.append(f"{pair['stored'][:60]!r} -> {pair['later_prompt'][:70]!r}")
        elif own in standing:
            start_noise += 1
        if not pair["relevant"] and own in found:
            false += 1
            false_recalls.append(f"{pair['stored'][:60]!r} -> {pair['later_prompt'][:70]!r}")
        if pair["later_prompt"] in seen_prompts:
            continue
        seen_prompts.add(pair["later_prompt"])
        noisy = False
        prompts_told += bool(found)
        for entry_id in found:
            verdict = label.get((pair["later_prompt"], entry_id))
            judged_relevant += verdict is True
            judged_noise += verdict is False
            unlabelled += verdict is None
            noisy = noisy or verdict is False
        prompts_with_noise += noisy
    return {
        "stored_corrections": len(entry_of),
        "recorded_by_hand": by_hand,
        "relevant_pairs": len(relevant_pairs),
        "hit_at_3": _ratio(hit, len(relevant_pairs)),
        "hit_or_told_at_start": _ratio(at_start, len(relevant_pairs)),
        "irrelevant_pairs": len(other_pairs),
        "irrelevant_told_at_start": _ratio(start_noise, len(other_pairs)),
        "standing_told": f"{len(standing)} told of {len(stored_standing)}",
        "relevant_by_kind": dict(sorted(kinds.items())),
        "false_recall": _ratio(false, len(other_pairs)),
        "injected_relevant": judged_relevant,
        "injected_noise": judged_noise,
        "injected_unlabelled": unlabelled,
        "precision": _ratio(judged_relevant, judged_relevant + judged_noise),
        # as bench/injections.py scores real sessions: noise costs twice what a relevant line gives; an
        # unlabelled line (a failure, another pair's correction) counts for nothing either way
        "felt": _ratio(judged_relevant - 2 * judged_noise, prompts_told),
        "prompts_with_noise": prompts_with_noise,
        "missed": missed,
        "false_recalls": false_recalls,
    }


def told(store: Any, prompt: str) -> list[str]:
    """The IDs the UserPromptSubmit recall hook injects for the prompt, in order: with the filters users
    feel (a fact told only to a prompt naming its subject, nothing the prompt already says), not only the
    ranking; in a fresh session, so nothing is left out as told before."""
    from reflexion.commands.recall import on_event

    event = {"hook_event_name": "UserPromptSubmit", "prompt": prompt}
    _, context = on_event(store, event, "2026-11-23")
    return [line[2:].split(" ", 1)[0] for line in (context or "").splitlines() if line.startswith("- RFX-")]


# --- what a replay learned ---------------------------------------------------------------------------------


def learned(replay: Path, labelled: list[dict[str, Any]]) -> dict[str, Any]:
    """The real prompts a replay (bench/replay.py: live hooks and the episode learner, with each prompt's
    transcript before it) turned into a correction entry, or into a failure's fix in the user's words: what
    only the context shows ("try 192.168.8.1" right after an ssh that could not resolve a host)."""
    manifest = json.loads((DATA / "manifest.json").read_text(encoding="utf-8"))
    project_of = {m["file"]: m["project"] for m in manifest}
    said: dict[str, list[str]] = {}
    for folder in replay.iterdir():
        entries = folder / ".reflexion" / "entries"
        for path in entries.glob("*.json") if entries.is_dir() else ():
            item = json.loads(path.read_text(encoding="utf-8"))
            if item.get("type") == "correction":
                said.setdefault(folder.name, []).append(_plain(item.get("trigger", "")))
            elif item.get("resolution_source") == "user":
                said.setdefault(folder.name, []).append(_plain(item.get("resolution", "")))

    def kind_of(_: int, row: dict[str, Any]) -> str | None:
        head = _plain(row["prompt"])[:40]
        texts = said.get(project_of.get(row["file"], ""), ())
        # a correction's trigger is the prompt's head; a fix in the user's words holds them; a reply's
        # answers keep only the items that hand something over ("1. ~/Documents/M-Claude", of "1. … 2. sync
        # both ways")
        whole = _plain(row["prompt"])
        if head and any(
            t[:40] == head or (len(head) >= 12 and head in t) or (len(t) >= 12 and whole.startswith(t))
            for t in texts
        ):
            return "learned"
        return None

    return tally(labelled, kind_of)


def _plain(text: str) -> str:
    """Lower-case letters and digits only: a stored trigger is the prompt redacted, whitespace collapsed."""
    return "".join(c for c in text.lower() if c.isalnum())


def _ratio(a: int, b: int) -> float | None:
    return round(a / b, 4) if b else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("dev", "held", "all"), default="dev")
    parser.add_argument("--show", action="store_true", help="list misses and false alarms")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--replay", type=Path, help="also score what this bench/replay.py run learned")
    parser.add_argument(
        "--extra", type=Path, action="append", default=[], help="another labelled set (lang, prompt, kind)"
    )
    parser.add_argument("--extra-pairs", type=Path, help="recall pairs (stored, later_prompt, relevant) too")
    args = parser.parse_args()
    figures: dict[str, Any] = {"part": args.part}
    if args.replay:
        figures["learned"] = learned(args.replay, rows("prompts_real", args.part))
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / ".git").mkdir()
        os.environ["CLAUDE_PROJECT_DIR"] = str(root)
        os.environ["REFLEXION_USER_DIR"] = str(root / "user")  # the machine's lessons: not into your own
        from reflexion.store import Store

        with contextlib.redirect_stdout(io.StringIO()):
            scratch = Path(tmp) / "detect"
            (scratch / ".git").mkdir(parents=True)
            store = Store(str(scratch))
            figures["real"] = detector(store, rows("prompts_real", args.part), by="kind")
            figures["blind"] = detector(store, rows("prompts_blind", args.part), by="lang")
            figures["fresh"] = detector(store, load(LABELS / "prompts_fresh.jsonl"), by="lang")
            for path in args.extra:
                figures[path.name] = detector(store, load(path), by="lang")
            figures["pairs"] = recall_pairs(root, rows("recall_pairs", args.part))
        if args.extra_pairs:  # a store of its own, the user-level one too: the first set's rules stay out
            with tempfile.TemporaryDirectory() as other, contextlib.redirect_stdout(io.StringIO()):
                (Path(other) / ".git").mkdir()
                os.environ["CLAUDE_PROJECT_DIR"] = other
                os.environ["REFLEXION_USER_DIR"] = str(Path(other) / "user")
                figures["extra_pairs"] = recall_pairs(Path(other), load(args.extra_pairs))
    if args.replay:  # what the user finds kept, whoever kept it: the live hook or the learner at Stop
        real, learnt = figures["real"]["kinds"], figures["learned"]["kinds"]
        figures["hook+learner"] = tally(
            rows("prompts_real", args.part), lambda n, _: real[n] or learnt[n], by="kind"
        )
    for f in figures.values():
        if isinstance(f, dict):
            f.pop("kinds", None)
    if args.json:
        print(json.dumps(figures, indent=2, ensure_ascii=False))
        return 0
    for name in ("real", "blind", "fresh", "learned", "hook+learner", *(path.name for path in args.extra)):
        if name not in figures:
            continue
        f = figures[name]
        print(
            f"{name:6} P {f['precision']}  R {f['recall']}  ({f['positives']} pos, {f['negatives']} neg, "
            f"{f['false_alarms']} false, {f['one_offs_stored']} one-offs stored)"
        )
        for key, value in f.get("by_lang", f.get("by_kind", {})).items():
            print(f"         {key:10} {value}")
        if args.show:
            for line in f["missed"]:
                print(f"   missed {line}")
            for line in f["false"]:
                print(f"   FALSE  {line}")
    for name in ("pairs", "extra_pairs"):
        if name not in figures:
            continue
        p = figures[name]
        print(
            f"{name:6} hit@3 {p['hit_at_3']}  false recall {p['false_recall']}  precision {p['precision']}  "
            f"felt {p['felt']}  "
            f"(injected: {p['injected_relevant']} relevant, {p['injected_noise']} noise, "
            f"{p['injected_unlabelled']} unlabelled; "
            f"{p['recorded_by_hand']}/{p['stored_corrections']} recorded by hand)"
        )
        print(
            f"       standing rules told as a session starts: hit@3 or told {p['hit_or_told_at_start']}; "
            f"irrelevant pairs whose correction is told at start {p['irrelevant_told_at_start']}\n"
            f"       standing entries {p['standing_told']}; the relevant pairs' corrections, stored as: "
            + ", ".join(f"{k} {v}" for k, v in p["relevant_by_kind"].items())
        )
        if args.show:
            for line in p["missed"]:
                print(f"   missed {line}")
            for line in p["false_recalls"]:
                print(f"   FALSE  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
