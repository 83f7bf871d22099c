"""conflicts: a user's standing rule outranks a learned fix. When a rule is recorded, the learned fixes it
forbids are flagged; when a fix is learned, it is flagged if a recorded rule forbids it. A flagged fix
(entry key `conflicts`, saying which rule and why) is neither told nor promoted (entry.trusted_fix)."""

from __future__ import annotations

from reflexion.text import clip, one_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.store import Store

CANDIDATES = 60  # entries examined per check, the most recent sharing a word: a check stays O(1)
# the most recent corrections a learned fix is checked against: a rule said before this many others would
# be found among the fix's CANDIDATES rarely anyway, and the posting list is never read whole
RULES = 200


def rule_recorded(store: Store, rule: dict[str, Any]) -> list[str]:
    """Flag the learned fixes this user rule forbids (call under the lock); their IDs."""
    from reflexion.conflicts import forbidden

    said = _said(rule)
    if not forbidden(said):
        return []
    flagged = []
    for item in _sharing_words(store, said + "\n" + " ".join(rule.get("keywords", []))):
        if item["id"] != rule["id"] and item.get("resolution_source") == "auto" and _flag(store, item, rule):
            flagged.append(item["id"])
    return flagged


def fix_learned(store: Store, item: dict[str, Any]) -> dict[str, Any]:
    """The entry, flagged if a recorded user rule forbids the fix it just learned (call under the lock)."""
    if item.get("resolution_source") != "auto" or not str(item.get("resolution", "")).strip():
        return item
    from reflexion.store import CORRECTION_KEY

    # only a correction can forbid a fix: the index lists them all, and most stores hold none
    corrections = set(store.lookup([CORRECTION_KEY], RULES)[0].get(CORRECTION_KEY, []))
    if not corrections:
        return item
    from reflexion.keywords import SUBJECT, subjects

    named = " ".join(SUBJECT + t for t in subjects(item["resolution"]))  # the rules about its tools
    about = f"{item['resolution']} {' '.join(item.get('keywords', []))} {named}"
    for rule in _sharing_words(store, about, among=corrections):
        if rule.get("type") == "correction" and _flag(store, item, rule):
            return store.load_entry(item["id"]) or item
    return item


def _said(rule: dict[str, Any]) -> str:
    return f"{rule.get('trigger', '')}\n{rule.get('resolution', '')}"


def _flag(store: Store, item: dict[str, Any], rule: dict[str, Any]) -> bool:
    from reflexion.conflicts import contradiction

    why = contradiction(_said(rule), str(item.get("resolution", "")))
    if not why or item.get("conflicts"):
        return False
    said = clip(one_line(str(rule.get("trigger", ""))), 120)
    flagged = dict(item, conflicts=f'{rule["id"]}: the user said "{said}", which rules out {why}')
    store.commit_entry(flagged, list(item.get("keywords", [])))
    store.log("info", f"{item['id']}: fix not told, {flagged['conflicts']}")
    return True


def _sharing_words(store: Store, text: str, among: set[str] | None = None) -> list[dict[str, Any]]:
    """The most recent entries holding a term of the text (or the subject keys it lists); with `among`,
    only those of them whose IDs it holds (no other file is read)."""
    from reflexion.keywords import SUBJECT, terms

    keys = [*terms(text)[:64], *(w for w in text.split() if w.startswith(SUBJECT))]
    postings, _ = store.lookup(keys, CANDIDATES)
    ids = sorted({i for found in postings.values() for i in found}, reverse=True)[:CANDIDATES]
    return store.load_entries([i for i in ids if i in among] if among is not None else ids)
