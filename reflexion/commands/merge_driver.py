"""merge-file: git's merge driver for reflexion's files (`reflexion merge-file %O %A %B %P`) — entries merged
field by field, index.txt as a union, CLAUDE.md's rules block regenerated from both sides' rules.

Set up by `reflexion install --git` (see GITATTRIBUTES and git_config below). Git hands us the base, ours
(where the result goes) and theirs; exit 0 for a clean merge, 1 when conflicts are left for a person.
"""

from __future__ import annotations

import os
import subprocess
import tempfile

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.store import Store

DRIVER = "reflexion"  # merge.<DRIVER>.driver in git config; `merge=<DRIVER>` in .gitattributes
GITATTRIBUTES = (
    "# reflexion: merge entries field by field, the derived index as a union, the rules block regenerated\n"
    f".reflexion/entries/*.json merge={DRIVER}\n"
    f".reflexion/index.txt merge={DRIVER}\n"
    f"CLAUDE.md merge={DRIVER}\n"
    f".claude/CLAUDE.md merge={DRIVER}\n"
)


def git_config(prefix: str) -> list[tuple[str, str]]:
    """The (key, value) pairs `git config` needs for the driver, run by `prefix` (how this machine runs
    reflexion): per clone, so a machine's own path is fine there."""
    return [
        (f"merge.{DRIVER}.name", "reflexion: entries, index.txt and CLAUDE.md's rules block"),
        (f"merge.{DRIVER}.driver", f"{prefix} merge-file %O %A %B %P"),
    ]


def merge_file(store: Store, base: str, ours: str, theirs: str, name: str) -> int:
    """Merge the three versions git gave us into `ours`; 0 clean, 1 conflicts left in `ours`."""
    texts = [_read(p) for p in (base, ours, theirs)]
    leaf = os.path.basename(name.replace("\\", "/"))
    if leaf == "index.txt":
        from reflexion.merge3 import merge_index

        store.write_text(ours, merge_index(*texts))
        return 0
    if leaf == "CLAUDE.md":
        text, clean = merge_claude_md(*texts)
    elif leaf.endswith(".json"):
        text, clean = merge_entry_text(leaf[: -len(".json")], *texts)
    else:
        text, clean = line_merge(*texts)
    store.write_text(ours, text)
    return 0 if clean else 1


def merge_entry_text(entry_id: str, base: str, ours: str, theirs: str) -> tuple[str, bool]:
    """An entry file merged field by field; a side that is not an entry (a broken hand edit) falls back to
    git's own line merge."""
    from reflexion import entry, jsonio
    from reflexion.merge3 import merge_entry

    try:
        parsed = [jsonio.loads(t) if t.strip() else None for t in (base, ours, theirs)]
    except (ValueError, RecursionError):
        return line_merge(base, ours, theirs)
    start, mine, other = parsed
    if not (isinstance(mine, dict) and isinstance(other, dict)) or not isinstance(start, (dict, type(None))):
        return line_merge(base, ours, theirs)
    merged = merge_entry(start, mine, other)
    merged["id"] = mine.get("id", entry_id)
    return entry.to_text(merged), True


def merge_claude_md(base: str, ours: str, theirs: str) -> tuple[str, bool]:
    """CLAUDE.md: the person's text merged by git, the rules block rebuilt from both sides' rules (so it
    never holds conflict markers)."""
    from reflexion import rules
    from reflexion.merge3 import merge_rules, split_block

    parts = [split_block(t) for t in (base, ours, theirs)]
    if parts[1] is None and parts[2] is None:
        return line_merge(base, ours, theirs)
    empty = rules.render_block([])  # the same two marker lines on every side: git sees nothing to merge
    sides = zip((base, ours, theirs), parts, strict=True)
    outer = [text if part is None else part[0] + empty + part[2] for text, part in sides]
    text, clean = line_merge(*outer)
    lines = merge_rules(*(p[1] if p else [] for p in parts))
    if empty not in text:
        return text, False
    block = rules.render_block(lines) if lines else ""
    return text.replace(empty + "\n", block + "\n" if block else "", 1).replace(empty, block, 1), clean


def line_merge(base: str, ours: str, theirs: str) -> tuple[str, bool]:
    """git's own three-way line merge (`git merge-file -p`): (text, no conflict left)."""
    with tempfile.TemporaryDirectory(prefix="reflexion-merge-") as tmp:
        paths = []
        for label, text in (("ours", ours), ("base", base), ("theirs", theirs)):
            path = os.path.join(tmp, label)
            with open(path, "w", encoding="utf-8", newline="") as fh:
                fh.write(text)
            paths.append(path)
        done = subprocess.run(
            ["git", "merge-file", "-p", "-L", "ours", "-L", "base", "-L", "theirs", *paths],
            capture_output=True,
            check=False,
        )
    return done.stdout.decode("utf-8", "replace"), done.returncode == 0


def _read(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace", newline="") as fh:
            return fh.read()
    except OSError:
        return ""
