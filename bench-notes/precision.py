"""Per prompt with a returned entry not of its expected groups: what came back and why (dev diagnostics)."""
import os, sys, tempfile
from pathlib import Path
sys.path.insert(0, "tests")
from recall_eval import EVENTS, build, load
from reflexion.commands.recall import find_both
from reflexion.store import Store
prompts = load(Path(sys.argv[1]))
with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp); (root / ".git").mkdir()
    os.environ["CLAUDE_PROJECT_DIR"] = str(root); os.environ["REFLEXION_USER_DIR"] = str(root / "user")
    group_of = build(root, load(EVENTS))
    store = Store(str(root))
    for item in prompts:
        hits = find_both(store, item["prompt"])
        got = [group_of.get(en["id"], "?") for _, en in hits]
        exp = set(item["expected_groups"])
        wrong = [(g, h.score, h.matched) for (h, _), g in zip(hits, got) if g not in exp]
        if wrong and exp:
            print(f"[{item['id']}] {item['prompt']}\n   expected {sorted(exp)} ok={bool(exp & set(got))}\n   wrong {wrong}")
