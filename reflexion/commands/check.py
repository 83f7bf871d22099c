"""check: validate every entry file and CLAUDE.md's rules block for CI and pre-commit — one line per
problem (`file: field: what`), exit 1 on any."""

from __future__ import annotations

import os

from reflexion import validate

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.store import Store


def check_command(store: Store, today: str) -> int:
    """Print each problem; 0 when there is none, 1 otherwise."""
    problems = check_store(store, today)
    for line in problems:
        print(line)
    count = len(list(_entry_files(store)))
    if problems:
        print(f"reflexion check: {len(problems)} problem(s) in {store.path} ({count} entry files)")
        return 1
    print(f"reflexion check: {count} entries and the rules block are sound ({store.path})")
    return 0


def check_store(store: Store, today: str) -> list[str]:
    """`<file>: <field>: <what>` for every problem of the store's entries and CLAUDE.md's block."""
    from reflexion.store import StoreError

    home = os.path.expanduser("~")
    lines: list[str] = []
    promoted: set[str] = set()
    known: dict[str, str] = {}
    signatures: dict[str, str] = {}
    for name, path in _entry_files(store):
        shown = store.relative(path)
        try:
            text = store.read_text(path) or ""
        except (StoreError, OSError) as exc:
            lines.append(f"{shown}: -: unreadable ({exc})")
            continue
        stem = name[: -len(".json")]
        found = validate.check_entry(stem, text, today, home)
        lines += [f"{shown}: {field}: {what}" for field, what in found]
        signature = _note_ids(stem, text, promoted, known)
        if signature in signatures:
            lines.append(
                f"{shown}: signature: the same failure as {signatures[signature]} (reflexion consolidate)"
            )
        elif signature:
            signatures[signature] = stem
    try:
        claude_md = store.read_claude_md()
    except StoreError as exc:
        return [*lines, f"{store.relative(store.claude_md_path())}: -: {exc}"]
    if not claude_md:  # no CLAUDE.md (say, a store checked on its own): nothing to hold a block
        return lines
    shown = store.relative(store.claude_md_path())
    lines += [f"{shown}: {f}: {w}" for f, w in validate.check_rules_block(claude_md, promoted, known)]
    return lines


def _entry_files(store: Store) -> list[tuple[str, str]]:
    """(name, path) of every JSON file in entries/, valid ID or not (a misnamed file is a problem too)."""
    try:
        names = sorted(os.listdir(store.entries_dir))
    except OSError:
        return []
    return [(n, os.path.join(store.entries_dir, n)) for n in names if n.endswith(".json")]


def _note_ids(stem: str, text: str, promoted: set[str], known: dict[str, str]) -> str:
    """Remember the entry's ID, its aliases, and whether it is promoted (for the rules block's check); its
    signature, or ""."""
    from reflexion import jsonio

    try:
        data = jsonio.loads(text)
    except (ValueError, RecursionError):
        return ""
    if not isinstance(data, dict):
        return ""
    known[stem] = stem
    aliases = data.get("aliases")
    for alias in aliases if isinstance(aliases, list) else []:
        if isinstance(alias, str):
            known.setdefault(alias, stem)
    if data.get("promoted") is True:
        promoted.add(stem)
    signature = data.get("signature")
    return signature if isinstance(signature, str) else ""
