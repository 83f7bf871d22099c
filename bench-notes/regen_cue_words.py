"""Rewrite cue_words._WORDS from the cue tables (python -m reflexion.cue_words prints it)."""
import re, subprocess, sys
from pathlib import Path
root = Path(__file__).resolve().parent.parent
new = subprocess.run([sys.executable, "-m", "reflexion.cue_words"], cwd=root, capture_output=True, text=True, check=True).stdout
path = root / "reflexion" / "cue_words.py"
s = path.read_text()
start = s.index("_WORDS = (")
end = s.index("ANCHORS = frozenset(_WORDS.split())\n") + len("ANCHORS = frozenset(_WORDS.split())\n")
path.write_text(s[:start] + new + s[end:])
