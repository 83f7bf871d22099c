"""The detector on the probe lists of this folder (written by the helper of issue 15's fifth part to find
general kinds it misses; not blind, tuned on: the blind and fresh sets of bench/corrections.py are the
measure). Each line: P|lang|prompt (a correction, rule, preference or fact) or N|lang|prompt (none).

    .venv/bin/python bench-notes/probe.py [FILE ...]   (default: every probe_*.txt here)
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from reflexion.correct import detect_correction  # noqa: E402

total = wrong = 0
for path in [Path(a) for a in sys.argv[1:]] or sorted(HERE.glob("probe_*.txt")):
    n = bad = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        want, lang, prompt = line.split("|", 2)
        found = detect_correction(prompt)
        n += 1
        if bool(found) != (want == "P"):
            bad += 1
            print("MISS " if want == "P" else "FALSE", lang, prompt, "->", found.kind if found else "")
    print(f"{path.name}: {n - bad}/{n}")
    total, wrong = total + n, wrong + bad
print(f"all: {total - wrong}/{total}")
