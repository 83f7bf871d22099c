"""resolve / verify: a person's or the agent's word on an entry's fix — recorded, confirmed or doubted."""

from __future__ import annotations

from reflexion import entry as entries_format

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store


def resolve(store: Store, entry_id: str, text: str, today: str, source: str = "user") -> dict[str, Any]:
    """Record the fix; a person's or the agent's word always replaces an automatic one."""
    from reflexion.scrub import scrub_for

    resolution = scrub_for(store.root, text, 300)
    if not resolution:
        from reflexion.store import StoreError

        raise StoreError('the resolution is empty: say what fixed it, e.g. "run pnpm install first"')
    with store.lock:
        item = entries_format.set_resolution(store.require_entry(entry_id), resolution, source, today)
        store.commit_entry(item, list(item.get("keywords", [])))
        _promote(store, item, today)
    return item


def verify(store: Store, entry_id: str, worked: bool, today: str) -> dict[str, Any]:
    """worked: one more occurrence and confirmation, seen today; failed: flagged for review (and its rule
    withdrawn)."""
    with store.lock:
        item = store.require_entry(entry_id)
        if worked:
            item = entries_format.confirm(item, today)
        else:
            item["needs_review"] = True
            item["promoted"] = False  # a rule whose fix failed must not keep teaching it
        store.commit_entry(item, list(item.get("keywords", [])))
        _promote(store, item, today, regenerate=not worked)
    return item


def _promote(store: Store, item: dict[str, Any], today: str, regenerate: bool = False) -> None:
    from reflexion.commands.promote import promote_if_due

    promote_if_due(store, item, today, regenerate=regenerate)
