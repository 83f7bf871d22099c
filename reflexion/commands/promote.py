"""promote / demote / forget: keep CLAUDE.md's rules block in step with the promoted entries.

The block is regenerated from entries every time (so demote, forget and hand edits take effect) and
written only when its text changes (so a second run changes nothing). After a capture, only the entries
already in the block plus the one that just qualified are read; `reflexion promote` reads them all.
"""

from __future__ import annotations

from reflexion.store import StoreError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

    from reflexion.rules import Thresholds
    from reflexion.store import Store

AGENT_NOTE = (
    "- reflexion records failed commands as entries (RFX-…): once you find a fix, record it with "
    '`reflexion resolve <ID> "what fixed it"`; after reusing a recalled fix, confirm it with '
    "`reflexion verify <ID> --worked` (or `--failed`)."
)
NOTE_MARK = "reflexion resolve <ID>"


class Result:
    """What a promote run did (or, dry, would do)."""

    def __init__(self, promoted: list[str], gave_way: list[str], old: str, new: str, path: str) -> None:
        self.promoted, self.gave_way, self.old, self.new, self.path = promoted, gave_way, old, new, path

    def diff(self) -> str:
        import difflib

        return "".join(
            difflib.unified_diff(
                self.old.splitlines(keepends=True),
                self.new.splitlines(keepends=True),
                self.path,
                f"{self.path} (promoted)",
            )
        )

    def report(self, dry_run: bool) -> str:
        if dry_run:
            return self.diff() or f"{self.path}: nothing to change"
        lines = [f"promoted {entry_id}" for entry_id in self.promoted]
        lines += [f"gave way (rules block full): {entry_id}" for entry_id in self.gave_way]
        lines.append(f"{self.path}: {'updated' if self.new != self.old else 'unchanged'}")
        return "\n".join(lines)


def thresholds(store: Store) -> Thresholds:
    from reflexion.config import parse
    from reflexion.rules import Thresholds

    config = parse(store.read_config())
    return Thresholds(config.min_occurrences, config.min_days, config.max_rules)


def promote_command(store: Store, today: str, dry_run: bool = False) -> int:
    """`reflexion promote [--dry-run]` for a person: 0; without a store nothing is created or changed."""
    if not store.exists():
        print(f"no store in {store.root}: nothing to promote, {store.claude_md_path()} left as it is")
        return 0
    print(promote_all(store, today, dry_run=dry_run).report(dry_run))
    return 0


def promote_all(store: Store, today: str, dry_run: bool = False) -> Result:
    """Every qualifying entry becomes a rule; the block is rebuilt from all promoted entries. Every entry
    is read without the lock (captures never wait for that); under it only the chosen ones are read again,
    as they are now. A dry run writes nothing, so it takes no lock (nor creates the store)."""
    from reflexion import rules

    th = thresholds(store)
    chosen = [e for e in store.iter_entries() if e.get("promoted") or rules.qualifies(e, th)]
    if dry_run:
        return _apply(store, chosen, th, dry_run)
    with store.lock:
        now = (_load(store, e["id"]) for e in chosen)
        return _apply(store, [e for e in now if e and (e.get("promoted") or rules.qualifies(e, th))], th)


def _load(store: Store, entry_id: str) -> dict[str, Any] | None:
    try:
        return store.load_entry(entry_id)
    except StoreError:
        return None


def promote_if_due(store: Store, item: dict[str, Any], today: str, regenerate: bool = False) -> None:
    """After an entry changed: promote it if it now qualifies (never raises: hooks call this)."""
    if store.user_level or store.unshared:  # rules are a project's lessons: no other store writes CLAUDE.md
        return
    if regenerate and item.get("promoted") and store.rules_later is not None:
        store.rules_later = True  # a bulk run writes a standing rule's new line once, at its end
        return
    try:
        if not (regenerate or _may_qualify(store, item)):
            return
        from reflexion import rules

        th = thresholds(store)
        if not (regenerate or rules.qualifies(item, th)):
            return
        with store.lock:
            standing = [e for e in _entries_in_block(store) if e["id"] != item["id"]]
            _apply(
                store,
                [*standing, item] if item.get("promoted") or rules.qualifies(item, th) else standing,
                th,
            )
    except (StoreError, OSError, ValueError) as exc:
        store.log("error", f"promotion of {item.get('id')} skipped: {exc}")


def regenerate_later(store: Store) -> None:
    """Rewrite the block once, if a bulk run held back the new lines of its standing rules (rules_later)."""
    due, store.rules_later = store.rules_later, None
    if not due:
        return
    try:
        with store.lock:
            _apply(store, _entries_in_block(store), thresholds(store))
    except (StoreError, OSError, ValueError) as exc:
        store.log("error", f"the rules block was not rewritten: {exc}")


def _may_qualify(store: Store, item: dict[str, Any]) -> bool:
    """A cheap first look (no rules module, no regex): most captures are far from promotion. Each test is
    one rules.qualifies makes too, or looser: the days are counted as written, valid dates or not."""
    occurrences = item.get("occurrences")
    if not (
        isinstance(occurrences, int)
        and bool(str(item.get("resolution", "")).strip())
        and not item.get("promoted")
        and not item.get("needs_review")
    ):
        return False
    from reflexion.config import parse  # only now: an entry without a resolution is never promoted

    limits = parse(store.read_config())
    seen = item.get("seen_on")
    days = {d for d in (seen if isinstance(seen, list) else []) if isinstance(d, str)}
    days.update(d for d in (item.get("first_seen"), item.get("last_seen")) if isinstance(d, str))
    days.discard("")
    return occurrences >= limits.min_occurrences and len(days) >= limits.min_days


def demote(store: Store, entry_id: str, today: str) -> None:
    """Withdraw the entry's rule; the entry stays (and will not be promoted again until re-promoted)."""
    with store.lock:
        item = store.require_entry(entry_id)
        item["promoted"] = False
        item["demoted"] = True  # a person said no: promote must not bring it straight back
        store.commit_entry(item, list(item.get("keywords", [])))
        _apply(store, [e for e in _entries_in_block(store) if e["id"] != entry_id], thresholds(store))


def forget(store: Store, entry_id: str, today: str) -> bool:
    """Delete the entry and its rule — and the user-level copy of it, if it has one (what the user said of
    themselves or their machine is kept there too, for their other projects): True when it had one."""
    from reflexion.commands.record import user_copy

    with store.lock:
        item = store.require_entry(entry_id)
        copy = None if store.user_level else user_copy(store, item)
        store.remove_entry(item)
        if not (store.user_level or store.unshared):  # only a project's entries have rules in CLAUDE.md
            _apply(store, [e for e in _entries_in_block(store) if e["id"] != entry_id], thresholds(store))
    if copy is None:
        return False
    from reflexion.store import StoreError

    user, found = copy
    try:
        with user.lock:
            if user.load_entry(found["id"]) is not None:
                user.remove_entry(found)
    except (OSError, StoreError) as exc:  # the project's entry is gone all the same
        store.log("error", f"the user-level copy of {entry_id} was not forgotten: {exc}")
        return False
    return True


def set_agent_note(store: Store, enabled: bool) -> None:
    """Add or remove the one-line note that tells the agent how to close the loop (install/uninstall)."""
    with store.lock:
        _apply(store, _entries_in_block(store), thresholds(store), note=enabled)


def on_event(store: Store, event: dict[str, Any], today: str) -> tuple[str, str | None]:
    """Hook mode (SessionStart, or stdin from a script): promote. At SessionStart the rules promoted just
    now are also the context: Claude Code has read CLAUDE.md before its SessionStart hooks finish, so
    without it they would reach the agent only in the next session; and so are the user's standing rules
    and preferences that are no rule in CLAUDE.md (commands/standing.py)."""
    starting = event.get("hook_event_name") == "SessionStart"
    if not store.exists():
        return "no-store", _standing(store, event) if starting else None
    if store.in_hook and store.is_large() and store.spawn("promote"):
        # every entry must be read: in a process of its own, for the next session
        return "promoting", _standing(store, event) if starting else None
    result = promote_all(store, today)
    outcome = "promoted" if result.new != result.old else "unchanged"
    if not starting:
        return outcome, None  # other events (Stop) take no additionalContext
    promoted = new_rules_context(result, store.relative(result.path))
    told = _standing(store, event)  # after promotion: a rule now in CLAUDE.md is not told twice
    return outcome, "\n".join(text for text in (promoted, told) if text) or None


def _standing(store: Store, event: dict[str, Any]) -> str | None:
    """The user's standing rules and preferences, told from the start of every session; a fault there (a
    hand-edited entry) costs only them, never the promotion's own context."""
    from reflexion.commands.standing import on_session_start

    try:
        return on_session_start(store, event)
    except Exception as exc:  # logged: the hook carries on without them
        store.log("error", f"the standing rules could not be told: {type(exc).__name__}: {exc}")
        return None


def new_rules_context(result: Result, shown: str) -> str | None:
    """The rules promoted in this run, exactly as the block now holds them, in CLAUDE.md at `shown` (a
    project-relative path: the agent needs no absolute one); None when there are none."""
    from reflexion import rules

    try:
        found = rules.find_block(result.new)
    except rules.MarkerError:
        return None
    if not result.promoted or found is None:
        return None
    sources = tuple(f"source: {entry_id})" for entry_id in result.promoted)
    lines = [line for line in result.new[found[0] : found[1]].splitlines() if line.endswith(sources)]
    if not lines:
        return None
    return "\n".join(
        [
            "reflexion added these rules to the Reflexion: Learned Rules block of "
            f"{shown} as this session started, after CLAUDE.md was loaded:",
            *lines,
        ]
    )


def _apply(
    store: Store,
    candidates: Iterable[dict[str, Any]],
    th: Thresholds,
    dry_run: bool = False,
    note: bool | None = None,
) -> Result:
    """Write the block for these candidates and mark each entry promoted or not (call under the lock)."""
    from reflexion import rules

    candidates = [e for e in candidates if not e.get("demoted") or e.get("promoted")]
    kept, gave_way = rules.choose(candidates, th)
    old = store.read_claude_md()
    try:
        current = rules.find_block(old)
    except rules.MarkerError as exc:
        raise StoreError(
            f"{exc}; fix the markers in {store.relative(store.claude_md_path())} — nothing was written"
        ) from None
    has_note = note if note is not None else bool(current and NOTE_MARK in old[current[0] : current[1]])
    lines = [rules.rule_line(e) for e in kept] + ([AGENT_NOTE] if has_note else [])
    new = rules.merge(old, [line for line in lines if line])
    kept_ids = {e["id"] for e in kept}
    changed = [e for e in candidates if bool(e.get("promoted")) != (e["id"] in kept_ids)]
    result = Result(
        [e["id"] for e in changed if e["id"] in kept_ids],
        [e["id"] for e in gave_way],
        old,
        new,
        store.claude_md_path(),
    )
    if dry_run:
        return result
    for item in changed:
        item = dict(item, promoted=item["id"] in kept_ids)
        store.commit_entry(item, list(item.get("keywords", [])))
    if new != old and not new:  # the block was all it held: reflexion made the file, and takes it away
        store.remove_claude_md()
    elif new != old:
        store.write_claude_md(new)
    return result


def _entries_in_block(store: Store) -> list[dict[str, Any]]:
    """The entries whose rules stand in CLAUDE.md's block now (by their `source: ID`)."""
    from reflexion import rules

    text = store.read_claude_md()
    try:
        found = rules.find_block(text)
    except rules.MarkerError:
        return []
    if found is None:
        return []
    out = []
    for line in text[found[0] : found[1]].splitlines():
        entry_id = line.rpartition("source: ")[2].rstrip(")").strip()
        try:
            item = store.load_entry(entry_id) if entry_id.startswith("RFX-") else None
        except StoreError:
            item = None
        if item is not None:
            out.append(item)
    return out
