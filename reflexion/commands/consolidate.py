"""consolidate: one failure, one entry — fold the entries two clones made of the same failure, on read
(after an index rebuild found them) and by `reflexion consolidate`."""

from __future__ import annotations

from reflexion.store import StoreError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store


def settle(store: Store, today: str) -> list[str]:
    """Fold the duplicates the last index rebuild noted (one stat when there are none): the IDs that went.
    Never raises: hooks call this before they count or recall."""
    if not store.read_duplicates():
        return []
    try:
        with store.lock:
            gone = [i for ids in store.read_duplicates() for i in fold_ids(store, ids, today)]
            store.done_duplicates()
            return gone
    except (StoreError, OSError, ValueError) as exc:
        store.log("error", f"consolidation skipped: {exc}")
        return []


def consolidate_all(store: Store, today: str) -> list[tuple[str, list[str]]]:
    """`reflexion consolidate`: every group of entries sharing a signature folded into one; (survivor,
    the IDs it took in) per group."""
    with store.lock:
        done = fold_groups(store, list(store.iter_entries()), today)
        store.done_duplicates()
    return done


def fold_groups(store: Store, entries: list[dict[str, Any]], today: str) -> list[tuple[str, list[str]]]:
    """Fold each group of these entries that shares a signature (call under the lock)."""
    groups: dict[str, list[str]] = {}
    for item in entries:
        signature = item.get("signature")
        if isinstance(signature, str) and signature:
            groups.setdefault(signature, []).append(item["id"])
    done: list[tuple[str, list[str]]] = []
    for ids in groups.values():
        gone = fold_ids(store, ids, today) if len(ids) > 1 else []
        kept = [i for i in ids if i not in gone]
        if gone and kept:
            done.append((kept[0], gone))
    return done


def fold_ids(store: Store, ids: list[str], today: str) -> list[str]:
    """Fold these entries into one (call under the lock): the survivor is written, the others deleted; a
    rule in CLAUDE.md follows. The IDs that went."""
    found: list[dict[str, Any]] = []
    for entry_id in ids:
        try:
            item = store.load_entry(entry_id)
        except StoreError as exc:  # an unreadable copy is left for a person (`reflexion check` names it)
            store.log("warning", str(exc))
            continue
        if item is not None:
            found.append(item)
    if len(found) < 2:
        return []
    return [e["id"] for e in _fold(store, found, today)[1]]


def take_in(store: Store, item: dict[str, Any], copy: dict[str, Any], today: str) -> dict[str, Any]:
    """Fold into this store's entry a copy of its failure that another store kept (the project's local
    state held it), maybe under the same ID (two clones made it the same day): the entry as folded, written
    here (call under the lock; the copy's own store is the caller's to drop it from)."""
    return _fold(store, [item, copy], today, elsewhere=copy)[0]


def _fold(
    store: Store, found: list[dict[str, Any]], today: str, elsewhere: dict[str, Any] | None = None
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Write the fold of these copies (`elsewhere` is not in this store): (the survivor, the copies that
    went)."""
    from reflexion.consolidate import fold

    merged = fold(found)
    taken = merged.get("evidence", {}).get("folded")
    if isinstance(taken, dict) and merged["id"] in taken:  # a copy under the survivor's own ID
        taken.pop(merged["id"])
        if not taken:
            merged["evidence"].pop("folded")
    here = [e for e in found if e is not elsewhere]
    survivor = next((e for e in here if e["id"] == merged["id"]), None)
    store.commit_entry(merged, list(survivor.get("keywords", [])) if survivor else None)
    gone = [e for e in found if e["id"] != merged["id"]]
    for item in gone:
        if item is not elsewhere:
            store.remove_entry(item)
    store.log("info", f"{merged['id']} took in {', '.join(e['id'] for e in gone)} (one failure, one entry)")
    if any(e.get("promoted") for e in found):
        from reflexion.commands.promote import promote_if_due

        promote_if_due(store, merged, today, regenerate=True)
    return merged, gone
