"""Pure: what a user's correction is about, in the words a later prompt names it by (data/concepts.txt: a
correction naming vitest is about testing, and "write unit tests" names testing). The store writes these as
index keys (^unit+test) when it indexes a correction, so a prompt finds them by a lookup of its own words:
no table is read per prompt."""

from __future__ import annotations

from reflexion.keywords import CONCEPT, PHRASE, SUBJECT, WEAK

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

# Per concept: the words (or pairs of words, both held) that put a correction in it, and every key it gives
_table: list[tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]] = []


def entry_keys(keywords: Iterable[object]) -> list[str]:
    """The concept keys of a correction with these keywords: ^word for every word that names each concept
    its words (or its subjects, !vitest) put it in. Words it holds only from error output (~word) put it in
    none."""
    if not _table:
        _table.extend(parse(_read()))
    held = {k.removeprefix(SUBJECT) for k in keywords if isinstance(k, str) and k[:1] != WEAK}
    keys: dict[str, None] = {}
    for members, names in _table:
        if any(all(word in held for word in member) for member in members):
            keys.update(dict.fromkeys(names))
    return list(keys)


# A prompt of more terms (a pasted checklist, a report outline) names many things in passing: it is told no
# correction by concept (as scoring.LONG_PROMPT asks more evidence of it)
MAX_TERMS = 20


def prompt_keys(said: list[str], pairs: list[str]) -> list[str]:
    """The concept keys a prompt looks up: each of its terms and adjacent pairs (keywords.phrases); none
    for a prompt of more than MAX_TERMS terms."""
    return [CONCEPT + t for t in [*said, *pairs]] if len(said) <= MAX_TERMS else []


def parse(text: str) -> list[tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]]:
    """`concept: members | names` lines -> (members, keys); words normalised as prompts are."""
    table = []
    for line in text.splitlines():
        line = line.partition("#")[0]
        _, colon, words = line.partition(":")
        if not colon:
            continue
        left, _, right = words.partition("|")
        members = tuple(tuple(normal(w) for w in word.split(PHRASE)) for word in left.split())
        names = [
            PHRASE.join(normal(w) for w in word.split(PHRASE)) for word in (*left.split(), *right.split())
        ]
        table.append((members, tuple(dict.fromkeys(CONCEPT + n for n in names))))
    return table


def normal(word: str) -> str:
    """A table word as recall's terms spell it (tests -> test, k8s -> kubernetes, settings.toml as is);
    "" for a word terms() drops (a stop word: tests/test_concepts.py keeps the table free of them)."""
    from reflexion.keywords import terms

    found = terms(word)
    return word.lower() if "." in word and word.lower() in found else (found[0] if found else "")


def _read() -> str:
    import os  # already loaded by the interpreter; importlib.resources would cost milliseconds

    with open(os.path.join(os.path.dirname(__file__), "data", "concepts.txt"), encoding="utf-8") as f:
        return f.read()
