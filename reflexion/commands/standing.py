"""SessionStart: the user's standing rules and preferences, told once as each session starts.

"Prompt me for sudo", "ask before you push to origin", "never commit without signing" hold for all later
work, and a later prompt rarely shares a word with them ("finish the feature and get it onto the remote
branch"): recall by the prompt's words would miss them just when they matter. So the few this user stated
(not yet rules in CLAUDE.md) are told as the session starts, and recall does not repeat them in it.
"""

from __future__ import annotations

from reflexion import entry as entries_format

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store

MAX_TOLD = 5  # the most recent; the rest still come back by recall
LISTED = 50  # the most recently indexed standing entries looked at: the cost is the same at any store size
LINE_CHARS = 200
HEAD = "<reflexion-recall>\nStanding rules and preferences the user stated in earlier sessions:\n"
TAIL = "</reflexion-recall>"


def standing(store: Store, refresh: bool = True) -> list[dict[str, Any]]:
    """What to tell: at most MAX_TOLD standing rules and preferences, most recently seen first — from the
    user-level store, and those of the project's store that this machine counted (a teammate's "prompt me
    for sudo", or an entry a branch brought in, is not this user's word: recall still finds it by its
    words). Never a rule in CLAUDE.md, one a person demoted, one marked as not working, or one a newer rule
    overrules. `refresh`: rebuild a stale index first (status, which only reports, does not)."""
    from reflexion.commands.recall import qualifies
    from reflexion.commands.user_level import user_store_of
    from reflexion.conflicts import asks_for_bypass

    found: list[dict[str, Any]] = []
    held: set[str] = set()
    for source in (store, user_store_of(store)):
        if source is None or not source.exists():
            continue
        listed = _listed(source, refresh)
        said_here = source.counted_ids(item["id"] for item in listed) if not source.user_level else None
        for item in listed:
            if said_here is not None and item["id"] not in said_here:
                continue
            sig = item.get("signature")
            if isinstance(sig, str) and sig:
                if sig in held:  # the user-level copy of what the project holds itself
                    continue
                held.add(sig)
            if (
                entries_format.is_standing(item)
                and qualifies(item)
                and not item.get("demoted")
                and not asks_for_bypass(str(item.get("resolution", "")))  # SPEC §7: never a rule
            ):
                found.append(item)
    found.sort(key=lambda item: (str(item.get("last_seen", "")), _count(item)), reverse=True)
    return _latest_word(found)[:MAX_TOLD]


def _latest_word(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Newest first, less what a newer rule overrules (the user changed their mind: "always use tabs", later
    "never use tabs, always use spaces"), and less what another says in more words ("You run it." beside
    "You run it and prompt me as needed.")."""
    from reflexion.conflicts import overrules
    from reflexion.keywords import terms

    kept: list[dict[str, Any]] = []
    for item in items:
        said = str(item.get("resolution", ""))
        if not any(overrules(str(newer.get("resolution", "")), said) for newer in kept):
            kept.append(item)
    words = [frozenset(terms(str(item.get("resolution", "")))) for item in kept]
    return [
        item
        for n, item in enumerate(kept)
        if not any(words[n] < other or (words[n] == other and m < n) for m, other in enumerate(words))
    ]


def _count(item: dict[str, Any]) -> int:
    seen = item.get("occurrences")
    return seen if isinstance(seen, int) else 1


def _listed(store: Store, refresh: bool) -> list[dict[str, Any]]:
    from reflexion.store import STANDING_KEY, StoreError

    try:
        if refresh:
            store.ensure_index()
        ids = store.lookup([STANDING_KEY], LISTED)[0].get(STANDING_KEY, [])
    except (OSError, StoreError) as exc:
        store.log("warning", f"the standing rules could not be listed: {exc}")
        return []
    return store.load_entries(dict.fromkeys(ids))


def on_session_start(store: Store, event: dict[str, Any]) -> str | None:
    """The context telling the standing rules not told in this session yet (a resumed one may have been
    told some), None when there are none; noted in the session so that recall does not tell them again.
    Only where the project has a store: the session's notes live there. A compaction (source "compact")
    forgets what the session was told: the agent keeps only a summary of it (and /clear, "clear", all)."""
    if not store.exists():
        return None
    session_id = event.get("session_id")
    session_id = session_id if isinstance(session_id, str) else ""
    told_before, heard = store.session_memory(session_id) if session_id else (set(), set())
    if event.get("source") in ("compact", "clear") and (told_before or heard):
        # the context was summarised: what was told before may be gone from it, and so may what the user
        # said earlier in it; both may be told again. Checked in Claude Code 2.1.330: /compact keeps the
        # session's id; /clear starts a new one, which has nothing to forget (no notes file is made for it)
        _note(store, session_id, "compact", [])
        told_before = set()
    told = [item for item in standing(store) if item["id"] not in told_before]
    if session_id and told:
        _note(store, session_id, "told", [item["id"] for item in told])
    return render(told) if told else None


def _note(store: Store, session_id: str, kind: str, entry_ids: list[str]) -> None:
    from reflexion.store import StoreError

    try:
        store.session_note(session_id, kind, entry_ids)
    except (OSError, StoreError) as exc:  # told anyway: a repeat on a prompt is the lesser harm
        store.log("warning", f"could not note the standing rules told in this session: {exc}")


def render(items: list[dict[str, Any]]) -> str:
    """One line per rule, as a fact: its ID (to check it, or `reflexion forget` it), its kind, how often the
    user said it, and the user's words as stored."""
    from reflexion.commands.recall import untagged
    from reflexion.text import clip, safe_line

    lines = []
    for item in items:
        kind = str(item.get("category", "")).partition(".")[2]
        said = clip(safe_line(str(item.get("resolution", ""))), LINE_CHARS)
        lines.append(f"- {item['id']} ({kind}, seen {_count(item)}x): the user said: {said}\n")
    return HEAD + untagged("".join(lines)) + TAIL
