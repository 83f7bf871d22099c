"""The backlog: hook events queued while the store's lock was busy, applied by the lock's next holder."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.store import Store


def apply(store: Store) -> int:
    """Apply every queued event as the hook would have (call under the lock); how many were applied."""
    from reflexion.commands import capture

    records = store.take_backlog()
    applied = 0
    for record in records:
        event, day = record.get("event"), record.get("today")
        if not (isinstance(event, dict) and isinstance(day, str)):
            continue
        try:
            capture.handle(store, event, day)
            applied += 1
        except Exception as exc:  # one bad event must not keep the rest waiting
            store.log("error", f"a queued capture failed: {type(exc).__name__}: {exc}")
    store.backlog_done()
    if records:
        store.log("info", f"applied {applied} of {len(records)} events queued while the lock was busy")
    return applied
