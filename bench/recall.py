#!/usr/bin/env python3
"""Recall quality benchmark: hit@3, precision, false recall and context size on labelled prompts.

    python bench/recall.py [--prompts FILE] [--events FILE] [--show]

Captures each recorded failure (tests/data/recall/events.jsonl: the first of each group in the eval
corpus) through the hook into a scratch store, resolves every entry, then runs recall on each prompt and
counts the way ../shared/eval/score.py does. The default prompts (tests/data/recall/prompts.jsonl) were
written for these failures without looking at the scoring; pass the eval's recall.jsonl to compare.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from recall_eval import EVENTS, PROMPTS, build, evaluate, load


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prompts", type=Path, default=PROMPTS)
    parser.add_argument("--events", type=Path, default=EVENTS)
    parser.add_argument("--show", action="store_true", help="list the missed prompts and false recalls")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / ".git").mkdir()  # the scratch project is its own root
        os.environ["CLAUDE_PROJECT_DIR"] = str(root)  # where the hook writes, as Claude Code sets it
        os.environ["REFLEXION_USER_DIR"] = str(root / "user")  # the machine's lessons: not into your own
        group_of = build(root, load(args.events))
        figures = evaluate(root, load(args.prompts), group_of)
    print(f"prompts: {args.prompts}")
    print(f"stored entries      {figures['stored']}")
    print(f"hit@3               {figures['hit_at_3']:.3f}  ({figures['related']} related prompts)")
    print(f"precision           {figures['precision']:.3f}")
    print(f"false recall        {figures['false_recall']:.3f}  ({figures['unrelated']} unrelated prompts)")
    print(f"median context      {figures['median_chars']:.0f} chars")
    if args.show:
        for prompt in figures["missed"]:
            print(f"  missed: {prompt}")
        for prompt in figures["false_recalls"]:
            print(f"  false:  {prompt}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
