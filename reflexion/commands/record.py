"""record: what the episode learner found, written into entries — a failure counted (a new entry, or one
more sighting of the entry holding its signature), a fix attributed, a correction stored, a fix verified."""

from __future__ import annotations

from reflexion import entry as entries_format
from reflexion.text import clip_lines, one_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os
    from typing import Any

    from reflexion.commands.learn import Report
    from reflexion.correct import Correction
    from reflexion.correct_reply import Unsaid
    from reflexion.detect import Failure
    from reflexion.learn.episodes import Fix, Said, Sighting, Verified
    from reflexion.store import Store
else:
    from reflexion import posixos as os  # os without importing os (5.6 M instructions a hook)

TRIGGER_LINE = 240  # characters of one error line in an entry's trigger
MAX_EVIDENCE = 3  # sightings whose session and call an entry records


def record_failure(
    store: Store,
    command: str,
    failure: Failure,
    output: str,
    today: str,
    triage: str,
    description: str = "",
    source: str = "transcript",
    seen: dict[str, str] | None = None,
) -> tuple[str, dict[str, Any]]:
    """Create or bump a failure's entry, `seen` added to its evidence (call under the lock)."""
    from reflexion.commands.user_level import for_failure
    from reflexion.learn.triage import failure_signature

    sig = failure_signature(failure, output, command)
    earlier = _earlier_signatures(failure, sig, command, output)
    user = for_failure(store, triage, output, failure.exit_code)  # the machine's trouble: every project's
    if not store.unshared and not store.user_level and _held_here(store, sig):
        from reflexion.commands.hold import take_back_held  # only then: most failures have nothing held

        take_back_held(store, sig, today)  # a lesson held after one sighting recurs: the team's now

    def build(entry_id: str) -> dict[str, Any]:
        from reflexion.keywords import failure_keywords
        from reflexion.learn.triage import ENVIRONMENT, MACHINE_WIDE, environment_kind

        trigger = clip_lines(_scrub(store, failure.trigger, 0), TRIGGER_LINE, entries_format.TRIGGER_LIMIT)
        context = _scrub(store, command, 1000)
        about = _scrub(store, description, 200)
        kind = environment_kind(output, failure.exit_code) if triage == ENVIRONMENT else ""
        if kind in MACHINE_WIDE:  # sudo with no terminal, whatever it ran: not the first command's words
            keywords = failure_keywords(trigger, MACHINE_WIDE[kind], "", MACHINE_WIDE[kind])
        else:
            from reflexion.beside import named_in, without_places

            named = named_in(output, lambda text: _scrub(store, text, 0), trigger)
            keywords = failure_keywords(
                trigger, without_places(context, trigger), about, failure.tool, named=named
            )
        return entries_format.new(
            entry_id,
            "error",
            trigger,
            context,
            today,
            keywords=keywords,
            description=about or None,
            tool=failure.tool,
            category=failure.category,
            exit_code=failure.exit_code,
            signature=sig,
            source=source,
            triage=triage,
        )

    outcome, item = record(store, sig, build, today, seen, earlier)
    if user is not None:
        _mirror(store, user, sig, build, today, seen, earlier)
    return outcome, _promoted(store, item, today)


def _held_here(store: Store, sig: str) -> bool:
    """Whether the project's local state keeps an entry of this failure: looked up without its lock, as
    every counted failure asks it and most have none (take_back_held looks again under the lock)."""
    from reflexion.store import StoreError, unshared_store

    unshared = unshared_store(store)
    try:
        return unshared.exists() and unshared.find_signature(sig) is not None
    except StoreError:
        return False


def _earlier_signatures(failure: Failure, sig: str, command: str, output: str) -> tuple[str, ...]:
    """The signatures this failure's entry may hold from before the signature scheme changed, when the
    entry holds the failure's own signature (an environment problem's never changed); for a failure the
    calling shell caused, its own signatures too: entries made before causes were told are folded in."""
    from reflexion.signature import earlier_signatures, signature

    own = signature(failure)
    if sig == own:
        return earlier_signatures(failure)
    from reflexion.learn.causes import cause_of

    return (*earlier_signatures(failure), own) if cause_of(command, output) else ()


def _record_for_user(
    store: Store,
    user: Store,
    sig: str,
    build: Any,
    today: str,
    seen: dict[str, str] | None,
    earlier: tuple[str, ...],
) -> tuple[str, dict[str, Any]]:
    """Record in the user-level store what concerns the machine or the person, stripped of the project."""
    from reflexion.userlevel import generalize

    with user.lock:
        return record(
            user, sig, lambda entry_id: generalize(build(entry_id), store.root), today, seen, earlier
        )


def _mirror(
    store: Store,
    user: Store,
    sig: str,
    build: Any,
    today: str,
    seen: dict[str, str] | None,
    earlier: tuple[str, ...] = (),
) -> None:
    """The machine's trouble or the person's word, learned in a project, is every project's: the project
    keeps its entry (its team sees it, with the context recall needs there) and the user-level store a copy
    without the project. The copy is best effort: the project's entry never waits for it or fails by it."""
    from reflexion.store import StoreError

    try:
        _record_for_user(store, user, sig, build, today, seen, earlier)
    except (StoreError, OSError) as exc:
        store.log("error", f"user-level copy not written: {type(exc).__name__}: {exc}")


def user_copy(store: Store, item: dict[str, Any]) -> tuple[Store, dict[str, Any]] | None:
    """(the user-level store, the copy there) of a project entry, when it has one."""
    from reflexion.commands.user_level import same_failure_in, user_store_of

    user = user_store_of(store)
    copy = same_failure_in(user, item) if user is not None else None
    return (user, copy) if user is not None and copy is not None else None


def unshared_copy(store: Store, item: dict[str, Any]) -> dict[str, Any] | None:
    """The entry the project's local state keeps of the same failure (the work in progress, the moment's
    trouble), if any."""
    from reflexion.commands.user_level import same_failure_in
    from reflexion.store import unshared_store

    return same_failure_in(unshared_store(store), item)


def record_correction(
    store: Store, found: Correction, today: str, source: str, seen: dict[str, str] | None = None
) -> tuple[str, dict[str, Any]]:
    """Create or bump the entry of a correction or rule the user stated."""
    from reflexion.correct import correction_key
    from reflexion.text import digest

    sig = digest("correction\n" + (correction_key(found) or one_line(found.resolution).lower()))

    def build(entry_id: str) -> dict[str, Any]:
        from reflexion.keywords import correction_keywords

        trigger = _scrub(store, found.trigger, entries_format.TRIGGER_LIMIT)
        resolution = _scrub(store, found.resolution, 300)
        return entries_format.new(
            entry_id,
            "correction",
            trigger,
            "the user said this to the agent",
            today,
            resolution=resolution,
            keywords=correction_keywords(resolution, found.terms, trigger, kind=found.kind),
            category=f"user.{found.kind}",
            signature=sig,
            source=source,
            resolution_source="user",
            resolved_on=today,
        )

    from reflexion.commands.user_level import for_correction

    user = for_correction(store, f"{found.trigger}\n{found.resolution}")
    with store.lock:
        outcome, item = record(store, sig, build, today, seen)
        from reflexion.commands.conflicts import rule_recorded

        rule_recorded(store, item)  # a user's rule outranks the learned fixes it forbids
        item = _promoted(store, item, today)
    if user is not None:
        _mirror(store, user, sig, build, today, seen)
    return outcome, item


def _promoted(store: Store, item: dict[str, Any], today: str) -> dict[str, Any]:
    """Promote the entry if it now qualifies; the entry as it stands afterwards."""
    from reflexion.store import StoreError

    if str(item.get("resolution", "")).strip():  # without one it never qualifies (promote._may_qualify)
        from reflexion.commands.promote import promote_if_due

        promote_if_due(store, item, today)
    try:
        return store.load_entry(item["id"]) or item
    except StoreError:
        return item


def record(
    store: Store,
    sig: str,
    build: Any,
    today: str,
    seen: dict[str, str] | None = None,
    earlier: tuple[str, ...] = (),
) -> tuple[str, dict[str, Any]]:
    """Bump the entry holding this signature, or create one, with this sighting in its evidence (call
    under the lock). Entries holding an `earlier` signature, one the failure had before the scheme changed,
    are looked up first: a failure keeps counting on the entry it counted on before an upgrade (entries
    keep the signature they were made with; a new one gets `sig`). When several hold one of them (git
    brought an older clone's and an upgraded one's, or two failures an older scheme told apart are one
    now), they are folded into one."""
    from reflexion.store import StoreError

    store.ensure_index()
    if store.read_duplicates():  # copies of one failure from two clones: bump the one they fold into
        from reflexion.commands.consolidate import settle

        settle(store, today)
    held = [store.find_signature(s) for s in dict.fromkeys((*earlier, sig)) if s]
    found = [entry_id for entry_id in dict.fromkeys(held) if entry_id]
    existing = found[0] if found else None
    if len(found) > 1:
        from reflexion.commands.consolidate import fold_ids

        gone = fold_ids(store, found, today)
        existing = next((entry_id for entry_id in found if entry_id not in gone), existing)
    if existing:
        try:
            item = store.load_entry(existing)
        except StoreError as exc:  # an unreadable entry is never overwritten: a new one takes its place
            store.log("warning", str(exc))
            item = None
        if item is not None:
            old_keywords = list(item.get("keywords", []))
            item = _with_sighting(entries_format.bump(item, today), seen)
            store.commit_entry(item, old_keywords)
            return "bumped", item
    item = _with_sighting(build(_free_id(store, today, sig)), seen)
    store.commit_entry(item)
    return "captured", item


def _with_sighting(item: dict[str, Any], seen: dict[str, str] | None) -> dict[str, Any]:
    """The entry with one more sighting in its evidence: the first few are kept, enough to check."""
    if not seen:
        return item
    # the latest sighting too: two clones that bump an entry to the same count on the same day still
    # write different files, so git hands them to the merge driver (which adds both) instead of taking one
    evidence = entries_format.evidence(item)
    known = [s for s in evidence.get("seen", []) if isinstance(s, dict)]
    again = bool(seen.get("call")) and any(s.get("call") == seen["call"] for s in known)
    if len(known) < MAX_EVIDENCE and not again:
        evidence["seen"] = [*known, seen]
    evidence.pop("last", None)
    return entries_format.ordered({**item, "evidence": {**evidence, "last": seen}})


def _free_id(store: Store, today: str, sig: str) -> str:
    """The ID for a new entry: first-sighting day + signature prefix, longer when that name is taken."""
    for length in (8, 12, 16, 24, 32):
        entry_id = entries_format.make_id(today, sig, length)
        if not os.path.lexists(store.entry_path(entry_id)):
            return entry_id
    return entries_format.make_id(today, sig + os.urandom(8).hex(), 40)


def _scrub(store: Store, text: str, limit: int) -> str:
    from reflexion.scrub import scrub_for

    return scrub_for(store.root, text, limit)


def apply(store: Store, found: Any, today: str, report: Report) -> None:
    """Turn one finding into entry changes (call under the lock)."""
    from reflexion.learn.episodes import Fix, Said, Sighting, Verified

    if isinstance(found, Sighting):
        _sighting(store, found, today, report)
    elif isinstance(found, Fix):
        _fix(store, found, today, report)
    elif isinstance(found, Said):
        _said(store, found, today, report)
    elif isinstance(found, Verified):
        _verified(store, found, today)
    else:
        from reflexion.correct_reply import Unsaid

        if isinstance(found, Unsaid):
            _unsaid(store, found)


def count_failure(
    store: Store,
    call: str,
    session: str,
    command: str,
    failure: Failure,
    output: str,
    day: str,
    triage: str,
    description: str = "",
    source: str = "transcript",
) -> tuple[str, dict[str, Any]]:
    """One sighting of a failure, counted once whoever sees it first (the live hook or the learner): a new
    entry or one more occurrence, the sighting's session and call kept as evidence (call under the lock).
    Outcome: "captured", "bumped", or "duplicate" when this call was counted before."""
    if call:
        counted = store.counted(call)
        item = _load_counted(store, counted)
        if item is not None:
            return "duplicate", item
    seen = {"session": session, "call": call, "day": day} if call else None
    outcome, item = record_failure(store, command, failure, output, day, triage, description, source, seen)
    store.count(call, item["id"])
    return outcome, item


def _load_counted(store: Store, entry_id: str | None) -> dict[str, Any] | None:
    """The entry a sighting was counted for, in the project's store or the user-level one."""
    found = counted_entry(store, entry_id) if entry_id else None
    return found[1] if found else None


def counted_entry(store: Store, entry_id: str) -> tuple[Store, dict[str, Any]] | None:
    """(the store holding it, the entry) a sighting was counted for: the project's store or the user-level
    one, and through an alias when that entry was since folded into another copy of its failure."""
    from reflexion.commands.user_level import owner

    where = owner(store, entry_id)
    item = where.load_entry(entry_id)
    if item is None:
        alias = where.alias_of(entry_id)
        item = where.load_entry(alias) if alias else None
    return (where, item) if item is not None else None


def _sighting(store: Store, found: Sighting, today: str, report: Report) -> None:
    from reflexion.learn.triage import NOT_KEPT, shared

    report.saw(found.kind)
    attempt = found.attempt
    if attempt.failure is None:
        return
    day = attempt.day or today
    if found.kind in NOT_KEPT or not shared(found.kind, attempt.text, attempt.failure.exit_code):
        _retract(store, attempt.call, report)  # the live hook counted what is not worth a team's entry
        if found.kind not in NOT_KEPT:
            _count_unshared(store, attempt, day, found.kind)
        return
    outcome, item = count_failure(
        store, attempt.call, attempt.session, attempt.command, attempt.failure, attempt.text, day, found.kind
    )
    if outcome == "duplicate":
        item = _retriage(store, item, attempt.call, found.kind)
    report.touch(item["id"])
    if outcome == "captured":
        report.new[item["type"]] = report.new.get(item["type"], 0) + 1
        report.created.append(item["id"])
    elif outcome == "bumped":
        report.bumped += 1


def _count_unshared(store: Store, attempt: Any, day: str, kind: str) -> None:
    """The work in progress with the fix it found, or the moment's trouble, is counted in the project's
    local state (unshared_store): told again when it recurs here, never committed, recalled or promoted."""
    from reflexion.store import unshared_store

    unshared = unshared_store(store)
    with unshared.lock:
        count_failure(
            unshared, attempt.call, attempt.session, attempt.command, attempt.failure, attempt.text, day, kind
        )


def _first_seen_by(item: dict[str, Any], call: str) -> bool:
    """The entry was made by this very sighting, and nothing else has counted for it since."""
    seen = entries_format.evidence(item).get("seen")
    return item.get("occurrences") == 1 and isinstance(seen, list) and [s.get("call") for s in seen] == [call]


def _retriage(store: Store, item: dict[str, Any], call: str, kind: str) -> dict[str, Any]:
    """The live hook judged the failure from its own output; the episode knows better (the work in
    progress). Only an entry this very sighting made is re-judged."""
    from reflexion.commands.user_level import owner

    if item.get("triage") != kind and _first_seen_by(item, call):
        item = dict(item, triage=kind)
        owner(store, item["id"]).commit_entry(item, list(item.get("keywords", [])))
    return item


def _retract(store: Store, call: str, report: Report) -> None:
    """A failure the live hook counted turned out not to be one worth an entry (an answer, unfinished work):
    its occurrence is taken back; the entry it made for it alone goes."""
    from reflexion.store import StoreError

    entry_id = store.counted(call)
    try:
        item = store.load_entry(entry_id) if entry_id else None
    except StoreError:
        return
    if item is None or item.get("promoted"):
        return
    if _first_seen_by(item, call):
        store.remove_entry(item)
        store.log("info", f"{item['id']} removed: its only failure was not worth an entry ({call})")
        return
    evidence = entries_format.evidence(item)
    seen = [s for s in evidence.get("seen", []) if isinstance(s, dict) and s.get("call") != call]
    count = max(1, int(item.get("occurrences", 1)) - 1)
    store.commit_entry(dict(item, occurrences=count, evidence={**evidence, "seen": seen}), item["keywords"])
    if seen and all(s.get("call") and store.counted(str(s["call"])) for s in seen):
        report.retracted.append(item["id"])  # seen once again, here: it may be held again (hold_unproven)


def _fix(store: Store, found: Fix, today: str, report: Report) -> None:
    from reflexion.commands.hold import take_back, unproven, was_held
    from reflexion.learn.attribution import USER, attribute
    from reflexion.learn.triage import ENVIRONMENT, NOT_KEPT, shared
    from reflexion.store import StoreError, unshared_store

    episode = found.episode
    fix = attribute(episode)
    if fix is None:
        return
    # only the failures that were counted as such: an answer or unfinished work has no fix to keep; the
    # work in progress and the moment's trouble were counted in the project's local state
    unshared = unshared_store(store)
    counters: dict[str, Store] = {}
    for attempt in episode.attempts:
        if attempt.kind not in NOT_KEPT:
            code = attempt.failure.exit_code if attempt.failure else None
            counter = store if shared(attempt.kind, attempt.text, code) else unshared
            entry_id = counter.counted(attempt.call)
            if counter is store and entry_id and unshared.exists() and not _in_project(store, entry_id):
                counter, entry_id = unshared, unshared.counted(attempt.call)  # held: seen once, no fix
            if entry_id:
                counters[entry_id] = counter

    for entry_id, counter in sorted(counters.items()):
        try:  # the project's store, or the user-level one for the machine's trouble
            held = counted_entry(counter, entry_id)
        except StoreError:
            continue
        if held is None:
            continue
        where, item = held
        if item.get("triage") == ENVIRONMENT and fix.kind != USER and not fixes_machine(item, episode):
            continue  # the moment (network, a lock, the shell): whatever ran next did not fix it
        if where.unshared:
            with where.lock:
                _learn_fix(store, where, item, fix, episode, today, report, counted=False)
                fixed = where.load_entry(item["id"])
                if fixed is None or not was_held(fixed) or unproven(fixed):
                    continue
                take_back(store, where, fixed, today)  # a held failure got a fix or a bypass: the team's
            _fix_user_copy(store, fixed, fix, episode, today, report)
            continue
        if where.user_level:  # the user-level store's own entry: read again and rewritten under its lock
            with where.lock:
                again = where.load_entry(item["id"])
                if again is not None:
                    _learn_fix(store, where, again, fix, episode, today, report, counted=True)
            continue
        _learn_fix(store, where, item, fix, episode, today, report, counted=True)
        _fix_user_copy(store, item, fix, episode, today, report)


def _fix_user_copy(
    store: Store, item: dict[str, Any], fix: Any, episode: Any, today: str, report: Report
) -> None:
    """The machine's trouble: every project is told the fix — its user-level copy, read and rewritten under
    that store's lock (a sighting counted there in between is not lost)."""
    from reflexion.commands.user_level import same_failure_in, user_store_of

    user = user_store_of(store)
    if user is None:
        return
    with user.lock:
        copy = same_failure_in(user, item)
        if copy is not None:
            _learn_fix(store, user, copy, fix, episode, today, report, counted=False)


def _in_project(store: Store, entry_id: str) -> bool:
    """The project's store keeps the entry a sighting was counted for: as it is, or folded into a copy of
    its failure (an alias now). Not the user-level store: the machine's trouble held in local state has a
    copy there under the same ID."""
    return store.load_entry(entry_id) is not None or store.alias_of(entry_id) is not None


def _learn_fix(
    store: Store,
    where: Store,
    item: dict[str, Any],
    fix: Any,
    episode: Any,
    today: str,
    report: Report,
    counted: bool,
) -> None:
    """One entry learns an episode's fix: the entry the failure was counted for (`counted`), or its copy
    in the user-level store, which gets the fix without the project's paths and never a bypass."""
    from reflexion.learn.attribution import USER

    evidence = entries_format.evidence(item)
    if fix.bypass:
        if where.user_level:
            return  # a bypass names the project's command: the user-level store keeps none of it
        evidence["bypass"] = {"command": fix.bypass, "session": episode.last.session, "calls": fix.calls}
        report.bypasses += 1
        where.commit_entry(dict(item, evidence=evidence), list(item.get("keywords", [])))
        return
    # where the fix was seen: the closing run, or the prompt the user gave it in
    closed_by = episode.fix or episode.said or {}
    session = closed_by.get("session") or episode.last.session
    heard(store, session, item["id"])  # that session got past it: its agent knows, whatever fix is kept
    if not _better(item, fix.kind, fix.verified, fix.lesser):
        return
    from reflexion.scrub import scrub_for

    day = str(closed_by.get("day") or episode.last.day or today)
    text = scrub_for(store.root, fix.text, 300)
    if where.user_level:
        from reflexion.userlevel import strip_project

        text = strip_project(text, store.root)
    item = entries_format.set_resolution(item, text, "user" if fix.kind == USER else "auto", day)
    evidence["fix"] = {"session": session, "calls": fix.calls, "kind": fix.kind, "verified": fix.verified}
    if fix.lesser:
        evidence["fix"]["lesser"] = True
    if fix.kind == USER and episode.said.get("uuid"):
        evidence["fix"]["prompt"] = episode.said["uuid"]  # the user's prompt (its line's uuid) that gave it
    item["evidence"] = evidence
    where.commit_entry(item, list(item.get("keywords", [])))
    from reflexion.commands.conflicts import fix_learned

    item = fix_learned(where, item)  # flagged, and never told, when a user's rule forbids it
    if counted:
        report.fixes += 1
        report.touch(item["id"])
    from reflexion.commands.promote import promote_if_due

    # a rule already in CLAUDE.md says the fix it had: rewrite the block with this one (or withdraw it)
    promote_if_due(where, item, today, regenerate=bool(item.get("promoted")))


def fixes_machine(item: dict[str, Any], episode: Any) -> bool:
    """Whether an episode's fix holds for an environment entry: only for what stays true of the machine (a
    missing program, sudo without a terminal), and only a changed command (the program swapped for one
    that exists), never whatever ran next."""
    from reflexion.learn.triage import stable_fix

    return stable_fix(str(item.get("trigger", "")), item.get("exit_code"), episode)


def _verified(store: Store, found: Verified, today: str) -> None:
    """The failed intent finally succeeded: the fixes its earlier failures got past with are verified."""
    from reflexion.store import StoreError, unshared_store

    unshared = unshared_store(store)  # the work in progress was counted in the project's local state
    counters = {i: unshared for i in map(unshared.counted, found.calls) if i} if unshared.exists() else {}
    counters.update({i: store for i in map(store.counted, found.calls) if i})
    for entry_id, counter in sorted(counters.items()):
        try:
            held = counted_entry(counter, entry_id)
        except StoreError:
            continue
        if held is None:
            continue
        where, item = held
        evidence = entries_format.evidence(item)
        fix = evidence.get("fix")
        if not isinstance(fix, dict):
            continue
        if fix.get("verified") or item.get("resolution_source") != "auto":
            continue
        item = dict(item, evidence={**evidence, "fix": {**fix, "verified": True}})
        with where.lock:  # the project's is held already; the local state's work in progress has its own
            where.commit_entry(item, list(item.get("keywords", [])))
        from reflexion.commands.promote import promote_if_due

        promote_if_due(where, item, today)


def _better(item: dict[str, Any], kind: str, verified: bool, lesser: bool = False) -> bool:
    """A new fix replaces the entry's resolution only when it is at least as strong, in one order: a
    person's word beats a learned fix; then a verified learned fix beats an unverified one, and of two as
    verified, one that did all the work beats one that left out the part that failed (`lesser`); an equal
    one replaces it (the newer evidence)."""
    from reflexion.learn.attribution import USER

    source = item.get("resolution_source")
    if not str(item.get("resolution", "")).strip() or item.get("needs_review"):
        return True
    if kind == USER:
        return True
    if source in ("user", "agent"):
        return False
    old = entries_format.evidence(item).get("fix")
    if not isinstance(old, dict):
        return True
    return (verified, not lesser) >= (bool(old.get("verified")), not old.get("lesser"))


def prompt_key(session: str, prompt: str) -> str:
    """The ledger key of a prompt: the live hook and the learner both count a correction by it."""
    from reflexion.text import digest

    return "p:" + digest(f"{session}\n{one_line(prompt)[:200]}")


def count_correction(
    store: Store, found: Correction, session: str, prompt: str, day: str
) -> tuple[str, dict[str, Any]]:
    """One correction the user stated, counted once whoever sees it first (the live hook or the learner),
    its session kept as evidence. Outcome "duplicate" when this prompt was counted before."""
    key = prompt_key(session, prompt)
    with store.lock, store.undoable():  # killed between the entry and the ledger line: undone whole
        counted = store.counted(key)
        item = _load_counted(store, counted)
        if item is not None:
            return "duplicate", item
        seen = {"session": session, "day": day}
        outcome, item = record_correction(store, found, day, source="prompt", seen=seen)
        store.count(key, item["id"])
    heard(store, session, item["id"])
    return outcome, item


def heard(store: Store, session: str, entry_id: str) -> None:
    """Note that the session lived this entry (the user said it, its fix was found in it): recall does not
    tell it back to that session, whose agent has it in its context (until a compaction)."""
    from reflexion.store import StoreError

    if not session or store.user_level or store.unshared:
        return
    try:
        store.session_note(session, "heard", [entry_id])
    except (OSError, StoreError) as exc:
        store.log("warning", f"could not note what the session heard: {exc}")


def _unsaid(store: Store, found: Unsaid) -> None:
    """Take back what the live prompt hook counted for this prompt: the entry it made for it alone goes
    (with its user-level copy), one it bumped is counted once less."""
    from reflexion.commands.user_level import same_failure_in, user_store_of

    counted = store.counted(prompt_key(found.session, found.text))
    held = counted_entry(store, counted) if counted else None  # the live hook may have counted nothing
    if held is None:
        return
    where, item = held
    if where.user_level:  # the user-level store's own entry: read again and rewritten under its lock
        with where.lock:
            again = where.load_entry(item["id"])
            if again is not None:
                _count_less(where, again, found.session, found.why)
        return
    _count_less(where, item, found.session, found.why)  # the project's: learn_transcript holds its lock
    user = user_store_of(store)
    if user is not None:
        with user.lock:  # the copy read and rewritten under one lock: a bump in between is not lost
            copy = same_failure_in(user, item)
            if copy is not None:
                _count_less(user, copy, found.session, found.why)


def _count_less(store: Store, item: dict[str, Any], session: str, why: str) -> None:
    """One sighting of a correction (in this session) taken back; the entry goes with its last one, the log
    saying `why`."""
    if item.get("promoted"):
        return  # a rule in CLAUDE.md is a person's business now
    count = int(item.get("occurrences", 1))
    if count <= 1:
        store.remove_entry(item)
        store.log("info", f"{item['id']} removed: the prompt it came from was taken back ({why})")
        return
    evidence = entries_format.evidence(item)
    seen = [s for s in evidence.get("seen", []) if isinstance(s, dict)]
    mine = next((n for n, s in enumerate(seen) if s.get("session") == session), None)
    if mine is not None:
        del seen[mine]
    store.commit_entry(
        dict(item, occurrences=count - 1, evidence={**evidence, "seen": seen}), item["keywords"]
    )


def _said(store: Store, found: Said, today: str, report: Report) -> None:
    outcome, item = count_correction(store, found.correction, found.session, found.text, found.day or today)
    if outcome == "duplicate":
        return
    report.corrections += 1
    report.touch(item["id"])
    if outcome == "captured":
        report.new[item["type"]] = report.new.get(item["type"], 0) + 1
        report.created.append(item["id"])
