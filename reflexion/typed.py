"""Pure: the commands a prompt types — `mypy orders/`, `cherry-pick 4f2a9c1`, `cmake -S . -B build` — and
whether a failed command is one of them: a prompt that types what failed asks for it again, whatever
other words it shares with the store."""

from __future__ import annotations

from itertools import pairwise

_EDGES = "`'\"()[]{}<>,;!?"
SCAN = 300  # a command is typed in the prompt's opening, not in a paste below it
CANDIDATES = 8  # entries read to see whether the prompt types their command: a word held by more names
# no one command


def tokens(prompt: str) -> list[str]:
    """The prompt's opening as command words are compared: lower-case, without quotes and a folder's
    trailing "/" (`mypy orders/` types `mypy orders`)."""
    out = []
    for word in prompt[:SCAN].lower().split():
        word = word.strip(_EDGES).rstrip(".,:").rstrip("/") if len(word) > 1 else word
        if word:
            out.append(word)
    return out


def argument(word: str) -> bool:
    """A word shaped as a command's argument, not prose: an option, a path, a revision, a version, a
    host:port (-S, orders/, 4f2a9c1, lodash@5, :3001)."""
    return word[:1] == "-" or any(c in word for c in "/.@:=*") or any(c.isdigit() for c in word)


def openers(prompt: str) -> list[list[str]]:
    """The typed commands a prompt may hold, each as its first words (up to SPAN): from each word followed
    by an argument as typed (`cherry-pick 4f2a9c1`, `mypy orders/`, `psql -h db`), and from the prompt's
    first word."""
    words = [w.strip(_EDGES).rstrip(".,:") for w in prompt[:SCAN].lower().split()]
    starts = [i for i, (w, after) in enumerate(pairwise(words)) if w and not argument(w) and argument(after)]
    return [words[i : i + SPAN] for i in dict.fromkeys([0, *starts]) if words]


SPAN = 4  # the words of a typed command whose holders are met: `psql -h db` is psql's and db's


def types(command: str, words: list[str]) -> int:
    """How many words of the failed command the prompt's `words` (tokens()) type in a row, 0 unless they
    type it: two or more of its words in a row,
    being all of it (`mypy orders`) or holding an argument of it (`cherry-pick 4f2a9c1`, `psql -h db`) —
    not `git log` alone beside `git log --oneline -3`, which any look at the history types."""
    from reflexion.bearing import WRAPPERS

    typed = [w for w in tokens(command) if w]
    while typed and typed[0].rsplit("/", 1)[-1] in WRAPPERS:
        typed = typed[1:]
    if len(typed) < 2:
        return 0
    longest = 0
    for i, word in enumerate(words):
        for start in (n for n, w in enumerate(typed) if w == word):
            end = start
            while end + 1 < len(typed) and i + end + 1 - start < len(words):
                if words[i + end + 1 - start] != typed[end + 1]:
                    break
                end += 1
            span = typed[start : end + 1]
            if len(span) >= 2 and (len(span) == len(typed) or _holds_an_argument(span)):
                longest = max(longest, len(span))
    return longest


def _holds_an_argument(span: list[str]) -> bool:
    """Whether two or more words of a command hold one of its arguments: a word shaped as one (4f2a9c1,
    orders/) or an option's value (`psql -h db`)."""
    return any(w[:1] != "-" and (argument(w) or (n and span[n - 1][:1] == "-")) for n, w in enumerate(span))
