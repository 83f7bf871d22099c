"""Derive from each cue's regex the text a prompt must hold for it to match: the data of the hook's first look
(cue_words.py), which `python -m reflexion.cue_needs` writes anew. Never loaded by a hook.

A cue's needs are clauses, all of which must hold; a clause holds when one of its strings occurs in the
lower-cased prompt, a string's parts after a "\\x02" (the clause-start mark of the tables) each at a clause
start. They are what any match of the regex must contain on the text the detector builds from an ASCII
prompt: that text is the prompt's own words lower-cased, cut into sentences and clauses (marks, newlines),
its quoted spans masked as `N` (backticks, digits) — so a string never holds a newline, a backtick or a
digit, and a literal of the regex that is one ends the string there.
"""

from __future__ import annotations

import re
import textwrap
from typing import Any

try:
    from re import _constants as sre  # type: ignore[attr-defined]
    from re import _parser as parser  # type: ignore[attr-defined]
    from re._casefix import _EXTRA_CASES  # type: ignore[import-not-found]
except ImportError:  # Python 3.10: the same parser under its old names, without the extra case pairs
    import sre_constants as sre
    import sre_parse as parser

    _EXTRA_CASES = {}

from reflexion import correct
from reflexion import correct_facts as facts
from reflexion import correct_lang as lang
from reflexion import correct_more as more

Clause = frozenset[str]
Form = tuple["set[str] | None", list[Clause]]  # (every string a match can be, when few; else None), clauses

MARK = "\x02"
CLAUSE, ALTERNATIVE = "\x1f", "\x1e"  # how cue_words.py's data separates them (no prompt it reads holds them)
_GAPS = frozenset("`\n\r0123456789")  # what the detector's text may hold where the prompt has something else
_MAX_STRINGS = 64  # past this many strings a piece is taken as unknown text, its clauses kept
_MAX_CLAUSES = 2  # the most selective ones: a third rarely tells a prompt apart, and costs its look
_UNKNOWN: Form = (None, [])
HEADER = "Derived by cue_needs.py (`python -m reflexion.cue_needs` writes it anew). Cues by number, of"


def needs(source: str) -> tuple[Clause, ...]:
    """The clauses any match of the cue's regex (as correct.cue_regex compiles it) holds; (frozenset(),)
    when it can never match an ASCII prompt's text."""
    source = source.replace("{CS}", MARK).replace("{M}", MARK + "?")
    parsed = parser.parse(source, re.MULTILINE)
    strings, clauses = _sequence(list(parsed), bool(parsed.state.flags & re.IGNORECASE))
    if strings is not None:
        clauses = [frozenset(strings)]
    if frozenset() in clauses:
        return (frozenset(),)
    kept = {_least(c) for c in clauses if _weight(c) >= 2}  # single letters: always there, not worth a look
    return tuple(sorted(kept, key=lambda c: (-_weight(c), len(c), sorted(c)))[:_MAX_CLAUSES])


def _least(clause: Clause) -> Clause:
    """The clause without the strings that another of its strings is implied by ("the wrong" by "wrong")."""
    return frozenset(s for s in clause if not any(o != s and _implied(s, o) for o in clause))


def _implied(strong: str, weak: str) -> bool:
    """Whether the text holding `strong` (as a clause string) holds `weak` too."""
    if MARK not in weak:
        return any(weak in part for part in strong.split(MARK))
    one_mark = weak.rfind(MARK) == 0 and strong.rfind(MARK) == 0
    return one_mark and strong.startswith(weak)


def _weight(clause: Clause) -> int:
    """How selective a clause is: its shortest string's letters, a clause start worth three."""
    return min((len(s.replace(MARK, "")) + 3 * (MARK in s.rstrip(MARK)) for s in clause), default=99)


def _sequence(items: list[tuple[object, Any]], icase: bool) -> Form:
    clauses: list[Clause] = []
    run: set[str] = {""}  # the strings the text since the last unknown piece can be
    exact = True

    def close(strings: set[str]) -> None:
        if "" not in strings:
            clauses.append(frozenset(strings))

    for op, arg in items:
        strings, inner = _node(op, arg, icase)
        clauses.extend(inner)
        if strings is None:
            close(run)
            run, exact = {""}, False
            continue
        joined = {a + b for a in run for b in strings}
        if len(joined) > _MAX_STRINGS:
            close(run)
            run, exact = set(strings), False
        else:
            run = joined
    if exact:
        return run, clauses
    close(run)
    return None, clauses


def _literal(code: int, icase: bool) -> Form:
    ch = chr(code)
    if ch in _GAPS:
        return _UNKNOWN
    if ch.isascii():
        return {ch.lower()}, []
    if icase and _folds_to_ascii(ch):
        return _UNKNOWN
    return set(), []  # text from an ASCII prompt never holds it


def _folds_to_ascii(ch: str) -> bool:
    """Whether a case-insensitive match of `ch` can be an ASCII character (the Kelvin sign is a k)."""
    lower = ch.lower()
    others = [chr(c) for c in _EXTRA_CASES.get(ord(lower), ())] if len(lower) == 1 else []
    return any(c.isascii() for c in (lower, ch.upper(), ch.casefold(), *others))


def _node(op: object, arg: Any, icase: bool) -> Form:
    if op is sre.LITERAL:
        return _literal(arg, icase)
    if op is sre.IN:
        members = arg if isinstance(arg, list) else []
        if not members or any(kind is not sre.LITERAL for kind, _ in members):
            return _UNKNOWN  # a range, a category, a negated set
        forms = [_literal(code, icase) for _, code in members]
        if any(strings is None for strings, _ in forms):
            return _UNKNOWN
        return set().union(*(strings for strings, _ in forms if strings is not None)), []
    if op is sre.SUBPATTERN:
        _, add, remove, body = arg
        return _sequence(list(body), (icase or bool(add & re.IGNORECASE)) and not remove & re.IGNORECASE)
    if op is sre.ATOMIC_GROUP:
        return _sequence(list(arg), icase)
    if op is sre.BRANCH:
        return _branch([_sequence(list(b), icase) for b in arg[1]])
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, high, body = arg
        strings, clauses = _sequence(list(body), icase)
        if low == high == 1:
            return strings, clauses
        if low == 0:
            small = strings is not None and high == 1 and len(strings) < _MAX_STRINGS
            return ({*strings, ""}, []) if small and strings is not None else _UNKNOWN
        return None, [frozenset(strings)] if strings is not None else clauses
    if op is sre.AT or op is sre.ASSERT_NOT:
        return {""}, []  # takes no text: the strings on each side stay one
    if op is sre.ASSERT:
        strings, clauses = _sequence(list(arg[1]), icase)
        return None, [frozenset(strings)] if strings is not None else clauses
    return _UNKNOWN  # any character, a category, a back reference


def _branch(forms: list[Form]) -> Form:
    """Alternatives: their strings when few, else one clause from each (the most selective), joined."""
    possible = [f for f in forms if not (f[0] is not None and not f[0]) and frozenset() not in f[1]]
    if not possible:
        return set(), []
    if all(strings is not None for strings, _ in possible):
        union = set().union(*(strings for strings, _ in possible if strings is not None))
        if len(union) <= _MAX_STRINGS:
            return union, []
    joined: set[str] = set()
    for strings, clauses in possible:
        own: list[Clause] = [frozenset(strings)] if strings is not None and "" not in strings else clauses
        if not own:
            return _UNKNOWN  # an alternative that needs nothing: the whole needs nothing
        best: Clause = max(own, key=_selective)
        joined.update(best)
    return None, [frozenset(joined)]


def _selective(clause: Clause) -> tuple[int, int]:
    return _weight(clause), -len(clause)


def tables() -> list[tuple[str, tuple[lang.Cue, ...]]]:
    """The tables of correct.CAN_FIND, each once, by name."""
    modules = (lang, more, facts)
    named = {id(t): n for m in modules for n, t in vars(m).items() if isinstance(t, tuple)}
    named[id(correct.CONTRAST_CUES)] = "NOT_Y"
    found: dict[int, tuple[str, tuple[lang.Cue, ...]]] = {}
    for alternative in correct.CAN_FIND:
        for table in alternative:
            found.setdefault(id(table), (named[id(table)], table))
    return list(found.values())


def render() -> str:
    """The data part of cue_words.py (run it after changing a cue table or correct.CAN_FIND)."""
    order = tables()
    letter = {id(t): chr(ord("a") + i) for i, (_, t) in enumerate(order)}
    needed: list[str] = []
    by_word: dict[str, list[int]] = {}
    for _, table in order:
        for anchors, source in table:
            clauses = needs(source)
            words = {w for w in anchors.split() if w.isascii() and w == w.lower()}
            if clauses == (frozenset(),) or not words:
                continue  # never matches an ASCII prompt
            for word in words:
                by_word.setdefault(word, []).append(len(needed))
            needed.append(letter[id(table)] + CLAUSE.join(ALTERNATIVE.join(sorted(c)) for c in clauses))
    anchored: dict[str, str] = {}  # by first letter: a lookup reads a few hundred characters, not 9,000
    for word, cues in sorted(by_word.items()):
        anchored[word[0]] = anchored.get(word[0], " ") + f"{word}:{','.join(map(str, cues))} "
    named = ", ".join(f"{letter[id(t)]} {name}" for name, t in order)
    about = f"{HEADER} the tables: {named}"
    lines = ["# fmt: off", *(f"# {line}" for line in textwrap.wrap(about, 100))]
    lines += _wrap("_CAN_FIND", ["".join(letter[id(t)] for t in alt) for alt in correct.CAN_FIND])
    lines += _wrap("_NEEDS", needed)
    lines.append("_ANCHORED = {  # each anchor word and its cues: ' word:cue,cue word:cue '")
    for first, listed in anchored.items():
        lines += _wrap(f"    {first!r}:", [listed], joined=True)
    lines.append("}")
    return "\n".join(lines) + "\n"


def _wrap(name: str, values: list[str], joined: bool = False) -> list[str]:
    """`name = (values,)` (or one string, `joined`) in lines of at most 110 columns: a long string as pieces
    that Python joins again."""
    lines, line = [], f"{name} = (" if not name.endswith(":") else f"{name} ("
    for value in values:
        pieces = [repr(piece) for piece in _pieces(value)]
        for k, piece in enumerate(pieces):
            token = piece + ("," if k == len(pieces) - 1 and not joined else "")
            if len(line) + len(token) + 1 > 110:
                lines.append(line.rstrip())
                line = "    "
            line += ("" if line.endswith(("(", " ")) else " ") + token
    closer = ")," if name.endswith(":") else ")"
    lines += [line + closer] if len(line) + len(closer) <= 110 else [line, closer]
    return lines


def _pieces(value: str) -> list[str]:
    """A string cut into pieces that each print in at most 90 columns."""
    pieces = [""]
    for ch in value:
        if len(repr(pieces[-1] + ch)) > 90:
            pieces.append("")
        pieces[-1] += ch
    return pieces


def write() -> None:
    """Put render()'s data in place of cue_words.py's."""
    from pathlib import Path

    path = Path(__file__).with_name("cue_words.py")
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index("# fmt: off\n")] + render(), encoding="utf-8", newline="\n")


if __name__ == "__main__":
    write()
