"""Which cue tables fire for a prompt (debug aid)."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from reflexion import correct as c, correct_lang as lang, correct_more as more
def why(prompt):
    p = c._read(prompt)
    text = "\n".join(p.marked)
    out = []
    for mod in (lang, more):
        for name in dir(mod):
            t = getattr(mod, name)
            if isinstance(t, tuple) and t and isinstance(t[0], tuple) and len(t[0]) == 2 and isinstance(t[0][0], str):
                for anchors, src in t:
                    if c.cue_wanted(anchors, p.words):
                        m = c.cue_regex(src).search(text)
                        if m: out.append(f"{mod.__name__.split('.')[-1]}.{name}: {m.group(0)!r}")
    f = c.detect_correction(prompt)
    print(prompt, "=>", f.kind if f else None, "|", f.resolution if f else "")
    for o in out: print("   ", o)
for a in sys.argv[1:]: why(a)
