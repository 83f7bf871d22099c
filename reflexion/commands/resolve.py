"""resolve / verify / automatic pairing: how an entry's resolution gets known, confirmed or doubted."""

from __future__ import annotations

from reflexion import entry as entries_format

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store

PAIRING_WINDOW = 8  # pending failures and recent setup commands remembered per session


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


def pair_with_pending(store: Store, session_id: str, command: str, today: str) -> str:
    """Called for each success in a session with pending failures: pair, or remember setup commands."""
    from reflexion.pairing import fix_for, is_setup
    from reflexion.scrub import scrub_for

    # compared with the scrubbed commands of pending failures, and written to session state: scrub first
    command = scrub_for(store.root, command, 300)

    with store.lock:
        session = store.load_session(session_id)
        pending = [
            p for p in session.get("pending", []) if isinstance(p, dict) and isinstance(p.get("command"), str)
        ]
        between = [c for c in session.get("setup", []) if isinstance(c, str)]
        for item in reversed(pending):
            text = fix_for(item["command"], command, between)
            if text is None:
                continue
            session["pending"] = [p for p in pending if p is not item]
            session["setup"] = []
            store.save_session(session_id, session)
            return "paired" if _auto_resolve(store, str(item.get("id", "")), text, today) else "success"
        if pending and is_setup(command):
            session["setup"] = [*between, command][-PAIRING_WINDOW:]
            store.save_session(session_id, session)
    return "success"


def _auto_resolve(store: Store, entry_id: str, text: str, today: str) -> bool:
    from reflexion.scrub import scrub_for
    from reflexion.store import StoreError

    try:
        item = store.load_entry(entry_id)
    except StoreError:
        return False
    # a resolution given by a person or the agent always wins over an automatic one
    if item is None or (item.get("resolution") and item.get("resolution_source") != "auto"):
        return False
    item = entries_format.set_resolution(item, scrub_for(store.root, text, 300), "auto", today)
    store.commit_entry(item, list(item.get("keywords", [])))
    _promote(store, item, today)
    return True


def _promote(store: Store, item: dict[str, Any], today: str, regenerate: bool = False) -> None:
    from reflexion.commands.promote import promote_if_due

    promote_if_due(store, item, today, regenerate=regenerate)
