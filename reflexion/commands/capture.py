"""capture: turn a hook event (failed command, hidden failure, user correction) into a new or bumped entry."""

from __future__ import annotations

import os

from reflexion import entry as entries_format
from reflexion.text import clip, clip_lines, one_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.correct import Correction
    from reflexion.detect import Failure
    from reflexion.store import Store

SHELL_TOOLS = ("Bash", "PowerShell")
TRIGGER_LINE = 240  # characters of one error line in an entry's trigger
PROMPT_SCAN = 4000  # reflexion.correct reads no further into a prompt
REMEMBERED_CALLS = 64  # tool_use_ids already counted in a session (a hook wired twice must not count twice)


def on_event(store: Store, event: dict[str, Any], today: str) -> tuple[str, str | None]:
    """Hook mode: (outcome, additionalContext or None)."""
    name = event.get("hook_event_name")
    if name == "UserPromptSubmit":
        return on_prompt(store, event, today), None
    if event.get("tool_name", "Bash") not in SHELL_TOOLS:
        return "ignored", None
    tool_input = event.get("tool_input")
    command = tool_input.get("command") if isinstance(tool_input, dict) else None
    if not isinstance(command, str) or not command.strip():
        return "ignored", None
    if name == "PostToolUseFailure":
        return on_failure(store, event, command, today)
    if name == "PostToolUse":
        return on_success(store, event, command, today)
    return "ignored", None


def on_failure(store: Store, event: dict[str, Any], command: str, today: str) -> tuple[str, str | None]:
    if event.get("is_interrupt") is True:  # the user stopped it: not a lesson
        return "interrupted", None
    error = event.get("error")
    from reflexion.detect import failure_from_error

    failure = failure_from_error(command, error if isinstance(error, str) else "")
    if failure is None:
        return "benign", None
    return learn_failure(store, event, command, failure, today)


def on_success(store: Store, event: dict[str, Any], command: str, today: str) -> tuple[str, str | None]:
    response = event.get("tool_response")
    if not isinstance(response, dict) or response.get("interrupted") is True:
        return "ignored", None
    stdout, stderr = response.get("stdout"), response.get("stderr")
    stdout = stdout if isinstance(stdout, str) else ""
    stderr = stderr if isinstance(stderr, str) else ""
    # grep finding nothing, diff finding differences: Claude Code already judged these a success
    if not response.get("returnCodeInterpretation"):
        from reflexion.detect import may_fail

        if may_fail(stdout) or may_fail(stderr):
            from reflexion.detect import failure_from_output

            failure = failure_from_output(command, stdout, stderr)
            if failure is not None:
                return learn_failure(store, event, command, failure, today)
    return pair_success(store, event, command, today), None


def learn_failure(
    store: Store, event: dict[str, Any], command: str, failure: Failure, today: str
) -> tuple[str, str | None]:
    """Create or bump the failure's entry; say what is known about it next to the error."""
    from reflexion.signature import signature

    sig = signature(failure)
    description = _text(
        event.get("tool_input", {}).get("description") if isinstance(event.get("tool_input"), dict) else ""
    )

    def build(entry_id: str) -> dict[str, Any]:
        from reflexion.keywords import failure_keywords

        trigger = clip_lines(_scrub(store, failure.trigger, 0), TRIGGER_LINE, entries_format.TRIGGER_LIMIT)
        context = _scrub(store, command, 1000)
        about = _scrub(store, description, 200)
        return entries_format.new(
            entry_id,
            "error",
            trigger,
            context,
            today,
            keywords=failure_keywords(trigger, context, about, failure.tool),
            description=about or None,
            tool=failure.tool,
            category=failure.category,
            exit_code=failure.exit_code,
            signature=sig,
            source="hook",
        )

    session_id = _text(event.get("session_id"))
    with store.lock:
        session = store.load_session(session_id) if session_id else {}
        if _already_counted(session, event):
            return "duplicate", None
        outcome, item = _record(store, sig, build, today)
        from reflexion.commands.promote import promote_if_due

        promote_if_due(store, item, today)
        context = failure_context(item, outcome, session)
        if session_id:
            pending = [
                p for p in session.get("pending", []) if isinstance(p, dict) and p.get("id") != item["id"]
            ]
            session["pending"] = [
                *pending,
                # this very command, scrubbed: session state is written to disk too
                {"id": item["id"], "command": _scrub(store, command, 300), "tool": failure.tool},
            ][-8:]
            store.save_session(session_id, session)
    return outcome, context


def on_prompt(store: Store, event: dict[str, Any], today: str) -> str:
    """A user correction or standing rule becomes a `correction` entry; anything else stores nothing."""
    prompt = event.get("prompt")
    if not isinstance(prompt, str) or not prompt.strip():
        return "ignored"
    from reflexion.correct_lang import may_hold_cue

    if not may_hold_cue(prompt):  # most prompts: no cue word at all, so no regex engine to import
        return "no-correction"
    from reflexion.correct import detect_correction

    if detect_correction(prompt) is None:
        return "no-correction"
    from reflexion.redact import redact

    # phrase the entry from the redacted prompt, so no later cut can leave half a secret behind; the
    # detector never reads past its first few thousand characters, so a cut here is never read either
    found = detect_correction(redact(prompt[: PROMPT_SCAN * 2]))
    if found is None:
        return "no-correction"
    return learn_correction(store, found, today, source="prompt")[0]


def learn_correction(store: Store, found: Correction, today: str, source: str) -> tuple[str, dict[str, Any]]:
    from reflexion.correct import correction_key
    from reflexion.signature import digest

    sig = digest("correction\n" + (correction_key(found) or one_line(found.resolution).lower()))

    def build(entry_id: str) -> dict[str, Any]:
        from reflexion.keywords import extract

        trigger = _scrub(store, found.trigger, entries_format.TRIGGER_LIMIT)
        resolution = _scrub(store, found.resolution, 300)
        return entries_format.new(
            entry_id,
            "correction",
            trigger,
            "the user said this to the agent",
            today,
            resolution=resolution,
            keywords=extract(resolution, " ".join(found.terms), trigger),
            category=f"user.{found.kind}",
            signature=sig,
            source=source,
            resolution_source="user",
            resolved_on=today,
        )

    with store.lock:
        outcome, item = _record(store, sig, build, today)
        from reflexion.commands.promote import promote_if_due

        promote_if_due(store, item, today)
    return outcome, item


def _record(store: Store, sig: str, build: Any, today: str) -> tuple[str, dict[str, Any]]:
    """Bump the entry holding this signature, or create one (call under the lock)."""
    from reflexion.store import StoreError

    store.ensure_index()
    existing = store.find_signature(sig)
    if existing:
        try:
            item = store.load_entry(existing)
        except StoreError as exc:  # an unreadable entry is never overwritten: a new one takes its place
            store.log("warning", str(exc))
            item = None
        if item is not None:
            old_keywords = list(item.get("keywords", []))
            item = entries_format.bump(item, today)
            store.commit_entry(item, old_keywords)
            return "bumped", item
    item = build(_free_id(store, today, sig))
    store.commit_entry(item)
    return "captured", item


def _free_id(store: Store, today: str, sig: str) -> str:
    """The ID for a new entry: first-sighting day + signature prefix, longer when that name is taken."""
    for length in (8, 12, 16, 24, 32):
        entry_id = entries_format.make_id(today, sig, length)
        if not os.path.lexists(store.entry_path(entry_id)):
            return entry_id
    return entries_format.make_id(today, sig + os.urandom(8).hex(), 40)


def _already_counted(session: dict[str, Any], event: dict[str, Any]) -> bool:
    call = _text(event.get("tool_use_id"))
    if not call:
        return False
    calls = [c for c in session.get("calls", []) if isinstance(c, str)]
    if call in calls:
        return True
    session["calls"] = [*calls, call][-REMEMBERED_CALLS:]
    return False


def failure_context(item: dict[str, Any], outcome: str, session: dict[str, Any]) -> str | None:
    """What the agent is told next to the error: the known fix, or (once per session) how to record one."""
    entry_id, seen = item["id"], item.get("occurrences", 1)
    if entries_format.is_resolved(item):
        fix = clip(one_line(item["resolution"]), 400)
        return (
            f"reflexion: this failure is known ({entry_id}, seen {seen}x). The fix that worked before: {fix}"
        )
    told = [n for n in session.get("nudged", []) if isinstance(n, str)]
    if entry_id in told:
        return None
    session["nudged"] = [*told, entry_id][-32:]
    if item.get("needs_review"):
        return (
            f"reflexion: this failure is known ({entry_id}, seen {seen}x); its recorded fix did not work. "
            f'Once fixed, record the fix: reflexion resolve {entry_id} "<what fixed it>"'
        )
    known = "new" if outcome == "captured" else f"seen {seen}x, no fix recorded yet"
    return (
        f"reflexion recorded this failure as {entry_id} ({known}). "
        f'Once fixed, record the fix: reflexion resolve {entry_id} "<what fixed it>"'
    )


def pair_success(store: Store, event: dict[str, Any], command: str, today: str) -> str:
    """A success that evidently fixes a failure pending in this session becomes its automatic resolution."""
    session_id = _text(event.get("session_id"))
    if not session_id or not store.exists() or not os.path.exists(store.session_path(session_id)):
        return "success"
    pending = store.load_session(session_id).get("pending")
    if not pending or not isinstance(pending, list):  # most sessions: nothing waits for a fix
        return "success"
    from reflexion.pairing import could_pair

    if not could_pair(command, [str(p.get("command", "")) for p in pending if isinstance(p, dict)]):
        return "success"
    from reflexion.commands.resolve import pair_with_pending

    return pair_with_pending(store, session_id, command, today)


def _scrub(store: Store, text: str, limit: int) -> str:
    from reflexion.scrub import scrub_for

    return scrub_for(store.root, text, limit)


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""
