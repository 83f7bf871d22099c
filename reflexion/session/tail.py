"""The agent's closing words before the user's prompt, read from the end of the session's transcript: what
the live prompt hook needs to hear a reply to the agent's question. One bounded read of the file's tail."""

from __future__ import annotations

TAIL_BYTES = 256 << 10  # a turn that asks the user something is short; a longer one is left to the learner


def closing_words(path: str, prompt: str, limit: int = TAIL_BYTES, after_a_failure: bool = False) -> str:
    """The agent's last words of the turn before `prompt` (after its last tool call, as the episode learner
    takes them), when that turn had no call that failed; "" when it had one (the reply may be that
    failure's fix: the learner's to hear at Stop) unless `after_a_failure`, when its start lies beyond the
    tail read, or when the file cannot be read. The prompt's own line, when Claude Code has written it
    already, is skipped."""
    from reflexion import jsonio
    from reflexion.session.transcript import CALL, PROMPT, RESULT, SUMMARY, WORDS, steps
    from reflexion.store import read_tail

    try:
        data, cut = read_tail(path, limit, follow=True)  # a FIFO there would block the prompt's hook
    except (OSError, ValueError):
        return ""
    lines = data.split(b"\n")
    if cut:
        lines = lines[1:]  # the first one is cut
    words, calls_after = "", False
    for raw in reversed(lines):
        try:
            line = jsonio.loads(raw.decode("utf-8", errors="replace")) if raw.strip() else None
        except (ValueError, RecursionError):
            continue
        if not isinstance(line, dict) or line.get("type") == "summary":
            continue  # a session's title line, written at any point: no step of the turn
        for step in reversed(list(steps(line))):
            if step.sidechain:
                continue
            if step.kind == PROMPT:
                if not words and not calls_after and step.text.strip() == prompt.strip():
                    continue  # this prompt's own line
                return words
            if step.kind == SUMMARY or (
                step.kind == RESULT and step.error and step.ran and not after_a_failure
            ):
                return ""  # a compaction (what came before is a summary now), or a failed call
            if step.kind == CALL:
                calls_after = True
            elif step.kind == WORDS and not words and not calls_after:
                words = step.text
    return ""  # the turn began before the tail: whether a call of it failed is unknown
