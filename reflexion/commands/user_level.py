"""The user-level store in use: which store a learning goes to (by rule: the machine's trouble, the
person's preferences; by hand: `--scope user`), which store holds an entry the project counted, and the
copy another store keeps of the same failure."""

from __future__ import annotations

from reflexion.store import user_store_of as user_store_of  # the store knows where the user's lives

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os
    from typing import Any

    from reflexion.store import Store
else:
    from reflexion import posixos as os  # os without importing os (5.6 M instructions a hook)


def for_failure(store: Store, triage: str, output: str, exit_code: int | None) -> Store | None:
    """The user-level store when this failure is the machine's, not the project's; else None."""
    from reflexion.learn.triage import ENVIRONMENT

    if triage != ENVIRONMENT:  # a lesson or a task is the project's: no need to load userlevel's rules
        return None
    from reflexion.userlevel import failure_is_users

    return user_store_of(store) if failure_is_users(triage, output, exit_code) else None


def for_correction(store: Store, text: str) -> Store | None:
    """The user-level store when the user spoke of their machine, their shell or themselves; else None."""
    from reflexion.userlevel import correction_is_users

    return user_store_of(store) if correction_is_users(text) else None


def owner(store: Store, entry_id: str) -> Store:
    """The store holding an entry the project's ledger counted: the project's, or the user-level one."""
    from reflexion.store import StoreError

    try:
        if store.user_level or os.path.lexists(store.entry_path(entry_id)):
            return store
    except StoreError:
        return store
    found = user_store_of(store)
    if found is not None and os.path.lexists(found.entry_path(entry_id)):
        return found
    return store


def same_failure_in(other: Store, item: dict[str, Any]) -> dict[str, Any] | None:
    """The entry another store (the user-level one, the project's local state) keeps of the same failure."""
    from reflexion.store import StoreError

    sig = item.get("signature")
    if not isinstance(sig, str) or not other.exists():
        return None
    try:
        found = other.find_signature(sig)
        return other.load_entry(found) if found else None
    except StoreError:
        return None
