"""Pure: what a user's correction is about, in the words a later prompt names it by (data/concepts.txt: a
correction naming vitest is about testing, and "write unit tests" names testing). The store writes these as
index keys (^unit+test) when it indexes a correction, so a prompt finds them by a lookup of its own words and
pairs (commands/recall.py): the table is read per prompt only when some correction holds one."""

from __future__ import annotations

from reflexion.keywords import CONCEPT, ECOSYSTEMS, PHRASE, SUBJECT, WEAK

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

# Per concept: the words (or pairs of words, both held) that put a correction in it, and every key it gives
_table: list[tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]] = []
_alone: set[str] = set()  # the words that name their concept alone: its tools and terms not marked `?`
AMBIGUOUS = "?"  # marks a word with another everyday sense in code (git push / a push notification)


def entry_keys(keywords: Iterable[object]) -> list[str]:
    """The concept keys of a correction with these keywords: ^word for every word that names each concept
    its words (or its subjects, !vitest) put it in. Words it holds only from error output (~word) put it in
    none."""
    held = {k.removeprefix(SUBJECT) for k in keywords if isinstance(k, str) and k[:1] != WEAK}
    keys: dict[str, None] = {}
    for members, names in _loaded():
        if any(all(word in held for word in member) for member in members):
            keys.update(dict.fromkeys(names))
    return list(keys)


_LANGUAGES = frozenset(ECOSYSTEMS.values())
# TypeScript runs on JavaScript's tools (a vitest rule holds for a .ts parser); `go` alone is plain English
# ("go ahead"), a language only when a tool of its names it (gofmt).
_SAME_TOOLS = {"typescript": "javascript"}
_PLAIN_WORDS = frozenset({"go"})


def languages(words: Iterable[object]) -> set[str]:
    """The languages words name, themselves or by a tool of theirs (keywords.ECOSYSTEMS: pytest -> python):
    a correction about a JavaScript test runner says nothing to a prompt about writing pytest tests."""
    found = set()
    for word in words:
        if isinstance(word, str):
            word = word.removeprefix(SUBJECT).removeprefix(CONCEPT)
            if word in _PLAIN_WORDS:
                continue
            language = ECOSYSTEMS.get(word, word)
            found.add(_SAME_TOOLS.get(language, language))
    return found & _LANGUAGES


def holds_for(keywords: Iterable[object], asked: set[str]) -> bool:
    """Whether a correction may hold for a prompt about the `asked` languages: it names one of them, or
    none (then it may hold for any), or the prompt names none."""
    own = languages(keywords)
    return not own or not asked or bool(own & asked)


def centrality(keywords: Iterable[object], keys: Iterable[str]) -> int:
    """How much a correction is about the concepts these keys name: its words of theirs (a pair held counts
    once), a subject of its own (!vitest: what it is about, keywords.correction_keywords) twice."""
    held = {k.removeprefix(SUBJECT) for k in keywords if isinstance(k, str) and k[:1] != WEAK}
    subjects = {k[1:] for k in keywords if isinstance(k, str) and k[:1] == SUBJECT}
    wanted = set(keys)
    counted: set[tuple[str, ...]] = set()
    for members, names in _loaded():
        if wanted.isdisjoint(names):
            continue
        counted.update(member for member in members if all(word in held for word in member))
    return sum(2 if len(member) == 1 and member[0] in subjects else 1 for member in counted)


def alone() -> set[str]:
    """The table's words that name their concept alone in a prompt: its tools and terms not marked `?`."""
    _loaded()
    return _alone


def parse(text: str) -> tuple[list[tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]], set[str]]:
    """`concept: members | names` lines -> per concept (members, keys); and the words that name one alone."""
    table = []
    tools: set[str] = set()
    for line in text.splitlines():
        line = line.partition("#")[0]
        _, colon, words = line.partition(":")
        if not colon:
            continue
        left, _, right = words.partition("|")
        tools.update(w for w in left.split() if not w.endswith(AMBIGUOUS) and PHRASE not in w)
        members = tuple(tuple(w.rstrip(AMBIGUOUS).split(PHRASE)) for w in left.split())
        names = (CONCEPT + w.rstrip(AMBIGUOUS) for w in (*left.split(), *right.split()))
        table.append((members, tuple(dict.fromkeys(names))))
    return table, tools


def _loaded() -> list[tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]]:
    """The table, read once per process (a split: its words are spelt as terms() spells them)."""
    if not _table:
        import os  # already loaded by the interpreter; importlib.resources would cost milliseconds

        with open(os.path.join(os.path.dirname(__file__), "data", "concepts.txt"), encoding="utf-8") as f:
            table, tools = parse(f.read())
        _table.extend(table)
        _alone.update(tools)
    return _table
