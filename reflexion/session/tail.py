"""The agent's closing words before the user's prompt, read from the end of the session's transcript: what
the live prompt hook needs to hear a reply to the agent's question, or to know it asked for a secret. One
bounded read of the file's tail."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

    from reflexion.session.transcript import Step

TAIL_BYTES = 256 << 10  # a turn that asks the user something is short; a longer one is left to the learner


def closing_words(path: str, prompt: str, limit: int = TAIL_BYTES) -> str:
    """The agent's last words of the turn before `prompt` (after its last tool call, as the episode learner
    takes them), when that turn had no call that failed; "" when it had one (the reply may be that
    failure's fix: the learner's to hear at Stop), when its start lies beyond the tail read, or when the
    file cannot be read. The prompt's own line, when Claude Code has written it already, is skipped."""
    from reflexion.session.transcript import CALL, PROMPT, RESULT, SUMMARY, WORDS

    words, calls_after = "", False
    for step in _backwards(path, limit):
        if step.kind == PROMPT:
            if not words and not calls_after and step.text.strip() == prompt.strip():
                continue  # this prompt's own line
            return words
        if step.kind == SUMMARY or (step.kind == RESULT and step.error and step.ran):
            return ""  # a compaction (what came before is a summary now), or a failed call
        if step.kind == CALL:
            calls_after = True
        elif step.kind == WORDS and not words and not calls_after:
            words = step.text
    return ""  # the turn began before the tail: whether a call of it failed is unknown


def last_words(path: str, prompt: str, limit: int = TAIL_BYTES) -> str:
    """Every text the agent wrote after its last tool call before `prompt`, joined — a question in the first
    block is still asked when a second follows ("Which password should I use?" "Then I'll reconnect.") —
    whatever the turn held before (a failed call) and wherever it began. "" when there are none, or the file
    cannot be read."""
    from reflexion.session.transcript import CALL, PROMPT, RESULT, SUMMARY, WORDS

    said: list[str] = []
    for step in _backwards(path, limit):
        if step.kind == PROMPT and not said and step.text.strip() == prompt.strip():
            continue  # this prompt's own line
        if step.kind in (PROMPT, CALL, RESULT, SUMMARY):
            break
        if step.kind == WORDS:
            said.append(step.text)
    return "\n".join(reversed(said))


def _backwards(path: str, limit: int) -> Iterator[Step]:
    """The main conversation's steps in the file's last `limit` bytes, last first; none when it cannot be
    read."""
    from reflexion import jsonio
    from reflexion.session.transcript import steps
    from reflexion.store import read_tail

    try:
        data, cut = read_tail(path, limit, follow=True)  # a FIFO there would block the prompt's hook
    except (OSError, ValueError):
        return
    lines = data.split(b"\n")
    if cut:
        lines = lines[1:]  # the first one is cut
    for raw in reversed(lines):
        try:
            line = jsonio.loads(raw.decode("utf-8", errors="replace")) if raw.strip() else None
        except (ValueError, RecursionError):
            continue
        if not isinstance(line, dict) or line.get("type") == "summary":
            continue  # a session's title line, written at any point: no step of the turn
        for step in reversed(list(steps(line))):
            if not step.sidechain:
                yield step
