"""SessionStart: the user's standing rules and preferences, told once as each session starts.

"Prompt me for sudo", "ask before you push to origin", "never commit without signing" hold for all later
work, and a later prompt rarely shares a word with them ("finish the feature and get it onto the remote
branch"): recall by the prompt's words would miss them just when they matter. So the few the user stated
(not yet rules in CLAUDE.md) are told as the session starts, and recall does not repeat them in it.
"""

from __future__ import annotations

from reflexion import entry as entries_format

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store

MAX_TOLD = 5  # the most recent and most repeated; the rest still come back by recall
LINE_CHARS = 200
HEAD = "<reflexion-recall>\nWhat the user told you in earlier sessions, to follow from now on:\n"
TAIL = "</reflexion-recall>"


def standing(store: Store) -> list[dict[str, Any]]:
    """The standing rules and preferences worth telling, the project's then the user-level store's: at
    most MAX_TOLD, most repeated then most recent first. Reads only the entries the index lists."""
    from reflexion.commands.recall import qualifies
    from reflexion.commands.user_level import user_store_of

    found: list[dict[str, Any]] = []
    held: set[str] = set()
    user = user_store_of(store)
    for source in (store, user):
        if source is None or not source.exists():
            continue
        for item in _listed(source):
            sig = item.get("signature")
            if sig in held:  # the user-level copy of what the project holds itself
                continue
            if isinstance(sig, str):
                held.add(sig)
            if entries_format.is_standing(item) and qualifies(item):
                found.append(item)
    found.sort(key=lambda item: (item.get("occurrences", 1), item.get("last_seen", "")), reverse=True)
    return found[:MAX_TOLD]


def _listed(store: Store) -> list[dict[str, Any]]:
    from reflexion.store import STANDING_KEY, StoreError

    try:
        store.ensure_index()
        ids = store.lookup([STANDING_KEY])[0].get(STANDING_KEY, [])
    except (OSError, StoreError) as exc:
        store.log("warning", f"the standing rules could not be listed: {exc}")
        return []
    items = []
    for entry_id in dict.fromkeys(ids):
        try:
            item = store.load_entry(entry_id)
        except StoreError:
            continue
        if item is not None:
            items.append(item)
    return items


def on_session_start(store: Store, event: dict[str, Any]) -> str | None:
    """The context telling the standing rules (None when there are none, or when a resumed session has
    them in its history already); noted in the session so that recall does not tell them again."""
    if event.get("source") == "resume":
        return None
    told = standing(store)
    if not told:
        return None
    session_id = event.get("session_id")
    if isinstance(session_id, str) and session_id and store.exists():
        _note(store, session_id, [item["id"] for item in told])
    return render(told)


def _note(store: Store, session_id: str, ids: list[str]) -> None:
    from reflexion.store import StoreError

    session = store.load_session(session_id)
    recalled = [i for i in session.get("recalled", []) if isinstance(i, str)]
    session["recalled"] = [*recalled, *ids][-200:]
    try:
        store.save_session(session_id, session)
    except (OSError, StoreError) as exc:  # told anyway: a repeat on a prompt is the lesser harm
        store.log("warning", f"could not note the standing rules told in this session: {exc}")


def render(items: list[dict[str, Any]]) -> str:
    """One line per rule, in the user's words as stored, with its ID (to `reflexion forget` it)."""
    from reflexion.commands.recall import untagged
    from reflexion.text import clip, safe_line

    lines = [f"- {clip(safe_line(item['resolution']), LINE_CHARS)} ({item['id']})\n" for item in items]
    return HEAD + untagged("".join(lines)) + TAIL
