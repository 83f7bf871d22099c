"""capture: the live hooks on each shell call and prompt — count a failure at once and tell its known fix;
store a correction the user types."""

from __future__ import annotations

from reflexion import entry as entries_format
from reflexion.text import clip, safe_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from reflexion.detect import Failure
    from reflexion.store import Store

SHELL_TOOLS = ("Bash", "PowerShell")
PROMPT_SCAN = 4000  # reflexion.correct reads no further into a prompt
LOCK_WAIT = 2.0  # seconds a hook waits for the store's lock before it queues its event instead


def on_event(store: Store, event: dict[str, Any], today: str) -> tuple[str, str | None]:
    """Hook mode: (outcome, additionalContext or None). When the store's lock is busy (a long reindex, a
    promote reading a big store) the event is queued, and the lock's next holder applies it (backlog.py)."""
    store.lock.timeout = min(store.lock.timeout, LOCK_WAIT)
    try:
        return handle(store, event, today)
    except OSError as exc:
        from reflexion.lock import LockTimeout  # only now: a hook that takes no lock never loads lock.py

        if not isinstance(exc, LockTimeout):
            raise
        store.queue_event({"today": today, "event": _redacted(event)})
        return "queued", None


def _redacted(value: Any) -> Any:
    """The event as it may sit in local/ until applied: every text redacted (ids are left alone by it)."""
    if isinstance(value, str):
        from reflexion.redact import redact

        return redact(value)
    if isinstance(value, dict):
        return {key: _redacted(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_redacted(item) for item in value]
    return value


def handle(store: Store, event: dict[str, Any], today: str) -> tuple[str, str | None]:
    """One event, under the lock when it writes: (outcome, additionalContext or None).

    The live hook counts at once and tells what is known: a failed command becomes an entry (or one more
    occurrence of it) unless its own output shows it was only an answer (a search that found nothing), and
    a known fix is told right next to it; a correction the user types becomes a correction entry. What
    the rest of the episode shows — the work in progress, the fix — is learned at the end of the turn from
    the transcript (commands/learn.py), which refines what was counted here."""
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
    error = event.get("error")
    error = error if isinstance(error, str) else ""
    from reflexion.detect import failure_from_error, interrupted

    if event.get("is_interrupt") is True or interrupted(error):
        return "interrupted", None  # the user stopped it: not a lesson

    failure = failure_from_error(command, error)
    _log_skipped(store)
    if failure is None:
        return "benign", None
    return count(store, event, command, failure, error, today)


def on_success(store: Store, event: dict[str, Any], command: str, today: str) -> tuple[str, str | None]:
    response = event.get("tool_response")
    if not isinstance(response, dict) or response.get("interrupted") is True:
        return "ignored", None
    # grep finding nothing, diff finding differences: Claude Code already judged these a success
    if response.get("returnCodeInterpretation"):
        return "success", None
    stdout, stderr = response.get("stdout"), response.get("stderr")
    stdout = stdout if isinstance(stdout, str) else ""
    stderr = stderr if isinstance(stderr, str) else ""
    from reflexion.failure_words import may_fail  # not detect: most outputs need no detector loaded

    if not (may_fail(stdout) or may_fail(stderr)):
        return "success", None
    from reflexion.detect import failure_from_output

    failure = failure_from_output(command, stdout, stderr)
    _log_skipped(store)
    if failure is None:
        return "success", None
    return count(store, event, command, failure, f"{stdout}\n{stderr}", today)


def count(
    store: Store, event: dict[str, Any], command: str, failure: Failure, output: str, today: str
) -> tuple[str, str | None]:
    """Count this sighting (unless the output shows an answer, not a failure) and tell a known fix."""
    from reflexion.learn.triage import PROBE, triage_alone

    kind, _ = triage_alone(command, output, failure)
    if kind == PROBE:
        return "probe", None
    from reflexion.commands.record import count_failure

    tool_input = event.get("tool_input")
    about = _text(tool_input.get("description")) if isinstance(tool_input, dict) else ""
    call, session = _text(event.get("tool_use_id")), _text(event.get("session_id"))
    with store.lock, store.undoable():  # killed between the entry and the ledger line: undone whole
        store.ensure_index()
        outcome, item = count_failure(
            store, call, session, command, failure, output, today, kind, about, source="hook"
        )
    if outcome == "duplicate":
        return outcome, None
    told = failure_context(item)
    if told is None and not item.get("needs_review"):  # learned in another project: its user-level copy
        from reflexion.commands.record import unshared_copy, user_copy

        copy = user_copy(store, item)
        told = failure_context(copy[1]) if copy else None
        if told is None:  # the work in progress failed this way before: the fix it found then
            found = unshared_copy(store, item)
            told = failure_context(found) if found else None
    return outcome, told


def on_prompt(store: Store, event: dict[str, Any], today: str) -> str:
    """A user correction or standing rule becomes a `correction` entry, and so does a reply that answers
    the agent's question with a fact; anything else stores nothing."""
    prompt = event.get("prompt")
    if not isinstance(prompt, str) or not prompt.strip():
        return "ignored"
    from reflexion.cue_words import may_be_reply, may_hold_cue

    # most prompts: no cue word at all and no reply's shape, so no cue table, no regex engine, no transcript
    outcome = _stated(store, event, prompt, today) if may_hold_cue(prompt) else "no-correction"
    if outcome == "no-correction" and may_be_reply(prompt):
        outcome = _replied(store, event, prompt, today)
    return outcome


def _stated(store: Store, event: dict[str, Any], prompt: str, today: str) -> str:
    from reflexion.correct import detect_correction

    if detect_correction(prompt) is None:
        return "no-correction"
    from reflexion.redact import redact

    # phrase the entry from the redacted prompt, so no later cut can leave half a secret behind; the
    # detector never reads past its first few thousand characters, so a cut here is never read either
    found = detect_correction(redact(prompt[: PROMPT_SCAN * 2]))
    if found is None:
        return "no-correction"
    if _answers_a_question_for_a_secret(event, prompt):
        # what the user says there may be the secret itself, in words no redaction knows ("always use
        # Tr0ub4dor-x9 for the wifi"); taking it back at Stop is too late: the turn may commit .reflexion/
        return "secret-asked"
    from reflexion.commands.record import count_correction

    return count_correction(store, found, _text(event.get("session_id")), prompt, today)[0]


def _answers_a_question_for_a_secret(event: dict[str, Any], prompt: str) -> bool:
    """Whether the agent's last words before the prompt (after a failed call too, in a turn of any length)
    ask for what may be a secret: read from the transcript only for a prompt about to be kept."""
    path = event.get("transcript_path")
    if not isinstance(path, str) or not path:
        return False
    from reflexion.session.tail import last_words

    words = last_words(path, prompt)
    if "?" not in words:
        return False
    from reflexion.correct_reply import secret_asked

    return secret_asked(words)


def _replied(store: Store, event: dict[str, Any], prompt: str, today: str) -> str:
    """A reply that answers the question the agent's last words asked ("1. ~/Documents/M-Claude 2. sync both
    ways" to "1. Where is the repository? 2. …"): the fact, as the episode learner would hear it at Stop —
    which then counts this prompt once, not twice. Not after a failed call: there the reply may be that
    failure's fix, which only the learner can tell."""
    from reflexion.session.tail import closing_words

    path = event.get("transcript_path")
    words = closing_words(path, prompt) if isinstance(path, str) and path else ""
    if "?" not in words and "let me know" not in words.lower():
        return "no-correction"
    from reflexion.correct_reply import answers_to
    from reflexion.redact import redact

    found = answers_to(redact(prompt[:PROMPT_SCAN]), redact(words))
    if found is None:
        return "no-correction"
    from reflexion.commands.record import count_correction

    return count_correction(store, found, _text(event.get("session_id")), prompt, today)[0]


def failure_context(item: dict[str, Any]) -> str | None:
    """What the agent is told next to the error: the fix that worked before — only a trusted one."""
    if item.get("needs_review"):
        known = f"reflexion: this failure is known ({item['id']})"
        return f"{known}; the fix recorded for it did not work when tried."
    if not entries_format.trusted_fix(item):
        return None
    fix = clip(safe_line(item["resolution"]), 400)
    seen = item.get("occurrences", 1)
    return f"reflexion: this failure is known ({item['id']}, seen {seen}x). The fix that worked before: {fix}"


def _log_skipped(store: Store) -> None:
    from reflexion.detect import take_skipped

    for message in take_skipped():
        store.log("warning", message)


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""
