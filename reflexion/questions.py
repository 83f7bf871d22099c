"""Pure: what the agent's closing words ask the user — its last question, its numbered questions — and
whether a question names a thing whose answer is a fact worth keeping. Light to import: the episode learner
reads every turn's words with it, the live prompt hook a reply's."""

from __future__ import annotations

# Words about the conversation, not a subject: "you run it and prompt me as needed" names nothing.
_TALK = frozenset({"prompt", "ask", "tell", "wait", "confirm", "permission", "again", "yourself", "let"})
QUESTIONS_READ = 1500  # the agent's questions come last: its closing words' tail


def question_in(words: str) -> str:
    """The last question the agent's closing words ask ("Could you provide the router's IP address?", "Let
    me know which shortcut"), or ""."""
    from reflexion.text import sentences

    said = sentences(words.rstrip()[-600:], colon=False)
    # "**Where is the shortcut?** (a path, or should I search for it?)": markup and asides after the "?"
    asked = [s for s in said if s.rstrip("*_`) ").endswith("?")] or [
        s for s in said if s.lower().startswith("let me know")
    ]
    return asked[-1].replace("**", "")[-300:] if asked else ""


def numbered_questions(words: str) -> dict[str, str]:
    """The numbered questions the agent's closing words ask, by number ("1": "Where is M-Claude?"): items
    of a numbered list that ask something (a "?" of their own). {} when the list is options, steps or
    findings: an answer to "1. Log to console 2. Log to a file" is a choice for the moment."""
    from reflexion import regex
    from reflexion.text import one_line

    found: dict[str, str] = {}
    for line in words[-QUESTIONS_READ:].splitlines():
        m = regex.match(r"\s*(\d{1,2})[.)]\s+(.*)", line)
        if m is None:
            continue
        text = one_line(m.group(2).replace("*", "")).strip()
        if "?" in text:
            found[m.group(1)] = text[: text.rindex("?") + 1][-300:]
    return found


def named_questions(words: str) -> dict[str, str]:
    """The numbered questions of the agent's closing words that ask about a thing (names_something)."""
    if "?" not in words:
        return {}
    return {n: q for n, q in numbered_questions(words).items() if names_something(q)}


def names_something(question: str) -> bool:
    """A question about a thing of the project ("which launcher?", "the router's IP?"): its answer is a
    fact worth keeping. "Which file should I look at next?" names nothing: its answer is the moment's."""
    return bool(named_terms(question))


def named_terms(text: str) -> set[str]:
    """The words that name something: not generic, not a stop word, not talk about the conversation."""
    from reflexion.keywords import GENERIC, STOP_WORDS, terms

    return {w for w in terms(text) if w not in GENERIC and w not in STOP_WORDS and w not in _TALK}
