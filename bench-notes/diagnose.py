"""Per missed / falsely recalled prompt: the prompt's terms, what recall returned (with matched terms),
and the expected entries' keywords with the overlap. Dev-only diagnostics for bench-notes/misses.md."""
import json, os, sys, tempfile
from pathlib import Path
sys.path.insert(0, "tests")
from recall_eval import EVENTS, build, load
from reflexion.commands.recall import find_both
from reflexion.keywords import terms, phrases
from reflexion.store import Store, user_store

prompts = load(Path(sys.argv[1]))
with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp); (root / ".git").mkdir()
    os.environ["CLAUDE_PROJECT_DIR"] = str(root); os.environ["REFLEXION_USER_DIR"] = str(root / "user")
    group_of = build(root, load(EVENTS))
    store = Store(str(root)); user = user_store(os.environ, store)
    ids_of = {}
    for e, g in group_of.items(): ids_of.setdefault(g, []).append(e)
    def entry(eid):
        for s in (store, user):
            try: return s.load_entry(eid)
            except Exception: pass
    for item in prompts:
        hits = find_both(store, item["prompt"])
        got = [group_of.get(en["id"], "?") for _, en in hits]
        exp = set(item["expected_groups"])
        ok = (exp & set(got[:3])) if exp else not got
        if ok and "-a" not in sys.argv: continue
        said = terms(item["prompt"])
        print(f"### [{item['id']}] {item['prompt']}\n  expected {sorted(exp)}  got {[(g, h.score, h.matched) for (h,_), g in zip(hits, got)]}")
        print(f"  terms {said} pairs {phrases(item['prompt'])}")
        for g in exp:
            for eid in ids_of.get(g, []):
                en = entry(eid)
                kw = en.get("keywords", [])
                print(f"  {g}: kw {kw}")
                print(f"     overlap {[k for k in kw if k.lstrip('~!') in said]}")
