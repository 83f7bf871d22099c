"""hold: a lesson seen once with no fix waits in the project's local state until it recurs, gets a fix or a
bypass, or a person resolves it — then it is the team's, in the committed store."""

from __future__ import annotations

from reflexion import entry as entries_format
from reflexion.commands.user_level import same_failure_in

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store


def hold_unproven(store: Store, entry_ids: list[str]) -> None:
    """A lesson (or the machine's lasting trouble: a program it lacks) seen once with no fix yet is held in
    the project's local state instead of the committed store: there is nothing to tell of it (only a fix is
    ever told or recalled) and one sighting shows no pattern the team needs. When it recurs here
    (take_back_held, as its sighting is counted, live or by the learner) or gets a fix or a bypass (_fix), or
    a person resolves it (take_back_proven), it is the team's (call under the project's lock). The
    machine's copy in the user-level store stays as it is."""
    from reflexion.store import StoreError, unshared_store

    unshared = unshared_store(store)
    for entry_id in entry_ids:
        try:
            item = store.load_entry(entry_id)
        except StoreError:
            continue
        if item is None or not unproven(item):
            continue
        with unshared.lock:
            if same_failure_in(unshared, item) is not None:
                continue  # the work in progress failed this way too: the lesson stays the team's
            unshared.commit_entry(dict(item, held=True), None)  # the mark take_back_held looks for
            for call in _seen_calls(item):
                unshared.count(call, item["id"])
            store.remove_entry(item)


def unproven(item: dict[str, Any]) -> bool:
    """A lesson of one sighting, no fix, no rule: nothing the team is told yet."""
    return (
        _holdable(item)
        and int(item.get("occurrences") or 1) == 1
        and not entries_format.is_resolved(item)
        and not item.get("promoted")
        and not entries_format.evidence(item).get("bypass")  # a way round a check: a person should see it
    )


def _holdable(item: dict[str, Any]) -> bool:
    """A failure entry the team's store keeps once it is proven: a lesson, or the machine's lasting trouble
    (not the moment's, which local state keeps for good, nor the work in progress)."""
    from reflexion.learn.triage import ENVIRONMENT, LESSON, shared

    triage = item.get("triage")
    if item.get("type") != "error" or triage not in (LESSON, ENVIRONMENT):
        return False
    code = item.get("exit_code")
    code = code if isinstance(code, int) else None
    return triage == LESSON or shared(ENVIRONMENT, str(item.get("trigger", "")), code)


def was_held(item: dict[str, Any]) -> bool:
    """An entry of local state that hold_unproven moved there (its mark), or a lesson held before the mark
    was written. Never judged again from its trigger: the moment's trouble often names the network only in
    the output, which the entry does not keep."""
    from reflexion.learn.triage import LESSON

    if item.get("type") != "error":
        return False
    return item["held"] is True if "held" in item else item.get("triage") == LESSON


def take_back_held(store: Store, sig: str, today: str) -> None:
    """A failure held in local state (hold_unproven) is met again: back into the project's store, before this
    sighting is counted on it (call under the project's lock, once record._held_here found its signature
    there: most failures have nothing held, and this module is not loaded for them)."""
    from reflexion.store import StoreError, unshared_store

    unshared = unshared_store(store)
    store.ensure_index()  # a pull may have brought the team's entry of this failure: the copy joins it
    with unshared.lock:
        try:
            found = unshared.find_signature(sig)
            held = unshared.load_entry(found) if found else None
        except StoreError:
            return
        if held is not None and was_held(held):
            take_back(store, unshared, held, today)


def take_back_proven(store: Store, entry_id: str, today: str) -> None:
    """A person gave a held failure its fix (`reflexion resolve`) or saw it again (`verify --worked`): the
    team's now, like a learned fix or a recurrence."""
    from reflexion.store import unshared_store

    unshared = unshared_store(store)
    with store.lock, unshared.lock:
        item = unshared.load_entry(entry_id)
        if item is not None and was_held(item) and not unproven(item):
            store.ensure_index()
            take_back(store, unshared, item, today)


def take_back(store: Store, unshared: Store, held: dict[str, Any], today: str) -> None:
    """A held failure recurred or got a fix: the team's, in the committed store (call under both locks).
    An entry the team made of it meanwhile (a pull brought it, maybe under the same ID: two clones met it
    the same day) is never overwritten: the held copy is folded into it."""
    from reflexion.commands.consolidate import take_in

    copy = {k: v for k, v in held.items() if k != "held"}
    sig = str(copy.get("signature") or "")
    team = store.find_signature(sig) if sig else None
    item = store.load_entry(team or copy["id"])
    if item is not None and item.get("signature") != copy.get("signature"):
        store.log("warning", f"{copy['id']} stays held: an entry of another failure has its ID")
        return
    merged = take_in(store, item, copy, today) if item is not None else copy
    if item is None:
        store.commit_entry(copy, None)
    unshared.remove_entry(held)
    for call in _seen_calls(copy):
        if store.counted(call) is None:
            store.count(call, merged["id"])


def _seen_calls(item: dict[str, Any]) -> list[str]:
    """The calls of an entry's sightings that its evidence keeps."""
    seen = entries_format.evidence(item).get("seen")
    sightings = seen if isinstance(seen, list) else []
    return [str(s["call"]) for s in sightings if isinstance(s, dict) and s.get("call")]
