"""capture by hand: `reflexion capture --type … --trigger … [--resolution …]` for agents and people."""

from __future__ import annotations

from reflexion import entry as entries_format
from reflexion.text import one_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store


def capture_manual(
    store: Store,
    kind: str,
    trigger: str,
    resolution: str,
    context: str,
    keywords: str,
    today: str,
    user: bool = False,
) -> dict[str, Any]:
    """Create or bump the entry for this trigger; a resolution given here is recorded as the user's.
    `user`: in the user-level store (about the machine, the shell or the person), stripped of the project."""
    from reflexion.commands.promote import promote_if_due
    from reflexion.commands.record import record
    from reflexion.keywords import extract, terms
    from reflexion.scrub import scrub_for
    from reflexion.signature import SCHEME, normalize
    from reflexion.store import StoreError
    from reflexion.text import digest

    if kind not in entries_format.TYPES:
        raise StoreError(f"--type must be one of {', '.join(entries_format.TYPES)}, not {kind!r}")
    if not trigger.strip():
        raise StoreError("--trigger is required: say what went wrong or what the user said")
    given_trigger, trigger = trigger, scrub_for(store.root, trigger, entries_format.TRIGGER_LIMIT)
    context = scrub_for(store.root, context, 1000)
    resolution = scrub_for(store.root, resolution, 300)
    sig = digest(f"{kind}\n{normalize(one_line(trigger)).lower()}")
    earlier = tuple(  # see record()
        digest(f"{kind}\n{normalize(one_line(trigger), scheme=n).lower()}") for n in range(1, SCHEME)
    )
    kept = scrub_for(store.root, given_trigger, entries_format.TRIGGER_LIMIT, homes=False)
    if kept != trigger:  # as older versions stored it, another machine's home kept: count on their entry
        earlier += tuple(
            digest(f"{kind}\n{normalize(one_line(kept), scheme=n).lower()}") for n in range(1, SCHEME + 1)
        )
    given = [t for k in keywords.split(",") for t in terms(scrub_for(store.root, k))]

    if user:
        from reflexion.commands.user_level import user_store_of
        from reflexion.userlevel import strip_project

        root, found = store.root, user_store_of(store)
        if found is None:
            raise StoreError(f"the user-level store is this project's own ({store.path})")
        store = found
        trigger, context, resolution = (strip_project(t, root) for t in (trigger, context, resolution))
        given = [t for t in given if strip_project(t, root) == t]

    def build(entry_id: str) -> dict[str, Any]:
        words = list(dict.fromkeys([*given, *extract(trigger, context, resolution)]))[:20]
        return entries_format.new(
            entry_id,
            kind,
            trigger,
            context,
            today,
            resolution=resolution,
            keywords=words,
            signature=sig,
            source="manual",
            resolution_source="user" if resolution else None,
            resolved_on=today if resolution else None,
        )

    with store.lock:
        outcome, item = record(store, sig, build, today, earlier=earlier)
        if outcome == "bumped" and resolution and item.get("resolution") != resolution:
            item = entries_format.set_resolution(item, resolution, "user", today)
            store.commit_entry(item, list(item.get("keywords", [])))
        promote_if_due(store, item, today)
    return item
