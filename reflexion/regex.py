"""Compiled regular expressions for the hook path, without importing `re` when this machine has them.

`import re` costs a hook ~5 ms (it pulls in enum, functools and collections: half a bare Python start),
and compiling the patterns a failure or a prompt needs ~3 ms more, in every hook run. Both happen in
Python code (re._parser, re._compiler) whose only product is the arguments of one C call,
`_sre.compile`. So a pattern compiled once is kept in that form — a table in this machine's cache
(store.machine_cache: never in a project, which could bring a table whose code is not its patterns', say
a redaction that matches nothing) — and later runs build it with that one call: the same Pattern object,
checked equal to `re.compile`'s before it is ever kept. A pattern not in the table is compiled by `re` as
usual and added.
"""

from __future__ import annotations

import marshal
import sys

from reflexion.text import digest, digest_bytes  # light, and loaded by every hook already

try:
    import _sre  # type: ignore[import-not-found]  # the engine behind re; typeshed has no stub
except ImportError:  # pragma: no cover - an interpreter without it: every pattern is compiled by re
    _sre = None

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from re import Match, Pattern
    from typing import Any

# re's flag values (RegexFlag is an enum: importing it is what this module avoids)
IGNORECASE = 2
MULTILINE = 8
DOTALL = 16
VERBOSE = 64
ASCII = 256
# The table's file name says what it is valid for: the compiled form is private to one interpreter and engine
_ENGINE = f"{getattr(_sre, 'MAGIC', 0)}-{getattr(_sre, 'CODESIZE', 0)}"
# 3: a sorted index (_pack); 4: seals over the forms' bytes (_seal). Two versions that shared one file
# would each take the other's forms for damaged ones and compile them again, in every hook
# One table per interpreter and engine; the number after them is the table's format, new with each upgrade
# that changes it: older numbers of this family are what sweep_cached may delete, never another family's
TABLE_FAMILY = f"regex-{sys.implementation.cache_tag}-{_ENGINE}-"
TABLE_NAME = f"{TABLE_FAMILY}4.bin"
TABLE_LIMIT = 4000  # patterns kept; past it (patterns built from changing text) the table starts over

_compiled: dict[tuple[str, int], Pattern[str]] = {}  # this process's patterns
_table: dict[tuple[str, int], bytes] = {}  # (source, flags) -> sealed arguments of _sre.compile, made here
_added = 0  # forms added to _table by this process
_keeping = [True]  # whether this process keeps new forms: only a hook's saves them (hook._save_patterns)
_loader: list[Callable[[], bytes | None]] = []  # how to load the saved table, until it is loaded
_loaded = False
_SPECIAL = {i: "\\" + chr(i) for i in b"()[]{}?*+-|^$\\.&~# \t\n\r\v\f"}  # what re.escape escapes


def compile(source: str, flags: int = 0, remember: bool = True) -> Pattern[str]:
    """`re.compile(source, flags)`, built from the saved table when it holds the pattern. A pattern built
    from the user's own text (a path, a project's name) is never `remember`ed: the table holds code only."""
    key = (source, flags)
    found = _compiled.get(key)
    if found is None:
        found = _from_table(key) if remember else None
        found = _compiled[key] = found or _compile_and_keep(source, flags, remember and _keeping[0])
    return found


def keep_no_forms() -> None:
    """For a process that never saves the table (a person's command): a new pattern is compiled by `re`
    alone, not a second time into the form the table would keep (an eighth of a small `learn`)."""
    _keeping[0] = False


def escape(text: str) -> str:
    """`re.escape(text)`."""
    return text.translate(_SPECIAL)


def search(source: str, text: str, flags: int = 0) -> Match[str] | None:
    return compile(source, flags).search(text)


def match(source: str, text: str, flags: int = 0) -> Match[str] | None:
    return compile(source, flags).match(text)


def fullmatch(source: str, text: str, flags: int = 0) -> Match[str] | None:
    return compile(source, flags).fullmatch(text)


def finditer(source: str, text: str, flags: int = 0) -> Iterator[Match[str]]:
    return compile(source, flags).finditer(text)


def findall(source: str, text: str, flags: int = 0) -> list[Any]:
    return compile(source, flags).findall(text)


def split(source: str, text: str, maxsplit: int = 0, flags: int = 0) -> list[str | Any]:
    return compile(source, flags).split(text, maxsplit)


def sub(source: str, replacement: str | Callable[[Match[str]], str], text: str, flags: int = 0) -> str:
    return compile(source, flags).sub(template(replacement), text)


def template(replacement: str | Callable[[Match[str]], str]) -> str | Callable[[Match[str]], str]:
    """A replacement for Pattern.sub that never makes the engine import `re`: it does for a string with a
    backslash (`\\1`, `\\g<name>`), so such a string becomes the function that expands it, as re would."""
    if not isinstance(replacement, str) or "\\" not in replacement:
        return replacement
    expand = _templates.get(replacement)
    if expand is None:
        expand = _templates[replacement] = _expander(replacement)
    return expand


_templates: dict[str, str | Callable[[Match[str]], str]] = {}
_ESCAPES = {"\\": "\\", "n": "\n", "t": "\t", "r": "\r", "f": "\f", "v": "\v", "a": "\a", "b": "\b"}


def _expander(replacement: str) -> str | Callable[[Match[str]], str]:
    """re's template rules: `\\N` (one or two digits) and `\\g<name or N>` name a group (an unmatched one
    gives ""), `\\n` and friends a character, a backslash before anything else but a letter stays. What
    this does not read (an octal escape, an unknown letter: errors in re) is left to re."""
    texts: list[str] = []  # the literal text before each group, then after the last
    groups: list[int | str] = []
    i, n, text = 0, len(replacement), ""
    while i < n:
        j = replacement.find("\\", i)
        if j < 0:
            text += replacement[i:]
            break
        text += replacement[i:j]
        c = replacement[j + 1 : j + 2]
        if c == "g" and replacement[j + 2 : j + 3] == "<" and ">" in replacement[j + 3 :]:
            end = replacement.index(">", j + 3)
            name = replacement[j + 3 : end]
            texts.append(text)
            groups.append(int(name) if name.isdigit() else name)
            text, i = "", end + 1
        elif c.isdigit() and c != "0":
            digits = replacement[j + 1 : j + 3] if replacement[j + 2 : j + 3].isdigit() else c
            if len(digits) == 2 and replacement[j + 3 : j + 4].isdigit():
                return replacement  # three digits: an octal escape
            texts.append(text)
            groups.append(int(digits))
            text, i = "", j + 1 + len(digits)
        elif c in _ESCAPES:
            text, i = text + _ESCAPES[c], j + 2
        elif c and not (c.isascii() and c.isalnum()):
            text, i = text + "\\" + c, j + 2
        else:
            return replacement
    texts.append(text)
    pairs, tail = tuple(zip(texts[:-1], groups, strict=True)), texts[-1]
    return lambda m: "".join(before + (m.group(group) or "") for before, group in pairs) + tail


# ---------------------------------------------------------------------------------------------- the table


def use_table(load: Callable[[], bytes | None]) -> None:
    """Load the table from elsewhere than the machine's cache (tests): read once a pattern is wanted."""
    global _loaded
    _loader[:], _loaded = [load], False
    _saved.clear()


def has_new_forms() -> bool:
    """Whether this process compiled patterns the table lacked (table_changed has something to save)."""
    return _added > 0


def table_changed(latest: Callable[[int, int], bytes] | None = None) -> bytes | None:
    """The table to save (see _pack), when this process added patterns to it; else None. `latest` reads
    the table as saved now (hook._save_patterns, under the table's lock): another process may have added
    patterns since this one loaded it, and a table made from this one's copy would drop theirs."""
    if not _added:
        return None
    base = _saved[0] if _saved else None
    if latest is not None:
        try:
            base = _Saved(latest)
        except Exception:  # none, or unreadable: this process's copy, as before
            pass
    forms = base.forms() if base is not None else {}
    for name in _dropped:
        forms.pop(name, None)
    forms.update((_name(key), sealed) for key, sealed in _table.items())
    if len(forms) > TABLE_LIMIT:  # patterns built from changing text: start over with this process's
        forms = {_name(key): sealed for key, sealed in _table.items()}
    return _pack(forms)


def _pack(forms: dict[str, bytes]) -> bytes:
    """The table as saved: an index (pattern name -> where its form lies) and the forms after it, so that a
    run reads the index and only the forms of the patterns it needs (the whole table is ~0.5 MB: loading
    all of it was a millisecond of every hook that needed one pattern). The index is a sorted array of
    fixed-size records, searched as it lies: unmarshalling a dict of 600 names cost a hook ~0.9 M
    instructions (2% of a bare Python start), a binary search for its ~20 patterns a hundredth of that."""
    names = sorted(name for name in forms if len(name) == _NAME_SIZE and name.isascii())  # _name's digests
    records: list[bytes] = []
    offset = 0
    for name in names:
        size = len(forms[name])
        records.append(name.encode("ascii") + offset.to_bytes(4, "little") + size.to_bytes(4, "little"))
        offset += size
    body = b"".join(forms[name] for name in names)
    return _MAGIC + len(records).to_bytes(4, "little") + b"".join(records) + body


class _Saved:
    """The saved table: its index read at once (one read), each form only when a pattern asks for it."""

    def __init__(self, read: Callable[[int, int], bytes]) -> None:
        head = read(0, len(_MAGIC) + 4)
        if len(head) != len(_MAGIC) + 4 or not head.startswith(_MAGIC):
            raise ValueError("not a table of this format")
        count = int.from_bytes(head[len(_MAGIC) :], "little")
        index = read(len(head), count * _RECORD_SIZE)
        if len(index) != count * _RECORD_SIZE:
            raise ValueError("a table cut short")
        self.read, self.index, self.count, self.start = read, index, count, len(head) + len(index)

    def _place(self, i: int) -> tuple[int, int]:
        """Where the i-th record's form lies: (offset after the index, size)."""
        at = i * _RECORD_SIZE + _NAME_SIZE
        return int.from_bytes(self.index[at : at + 4], "little"), int.from_bytes(
            self.index[at + 4 : at + 8], "little"
        )

    def get(self, name: str) -> bytes | None:
        key = name.encode("ascii", "replace")
        lo, hi = 0, self.count
        while lo < hi:  # the records are sorted by name
            mid = (lo + hi) // 2
            found = self.index[mid * _RECORD_SIZE : mid * _RECORD_SIZE + _NAME_SIZE]
            if found == key:
                offset, size = self._place(mid)
                return self.read(self.start + offset, size)
            if found < key:
                lo = mid + 1
            else:
                hi = mid
        return None

    def forms(self) -> dict[str, bytes]:
        """Every form (to save the table again)."""
        places = [self._place(i) for i in range(self.count)]
        blob = self.read(self.start, max((offset + size for offset, size in places), default=0))
        names = [self.index[i * _RECORD_SIZE : i * _RECORD_SIZE + _NAME_SIZE] for i in range(self.count)]
        return {
            n.decode("ascii", "replace"): blob[o : o + z] for n, (o, z) in zip(names, places, strict=True)
        }


_MAGIC = b"RXT3"
_NAME_SIZE = 20  # a pattern's name: _name's digest, 20 hex digits
_RECORD_SIZE = _NAME_SIZE + 8  # the name, and its form's offset and size (4 bytes each)
_saved: list[_Saved] = []  # the table saved in the machine's cache, once loaded
_dropped: set[str] = set()  # saved forms found damaged: never saved again


def _name(key: tuple[str, int]) -> str:
    """A pattern's name in the saved table's index (its source and flags are in the seal of its form)."""
    return digest(f"{key[1]}\n{key[0]}")


def _load_table() -> None:
    """On the first pattern wanted: the index of the table saved in this machine's cache (store.
    machine_cache), or of the one use_table gave."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    try:
        if _loader:
            data = _loader.pop()()
            read = (lambda offset, size: data[offset : offset + size]) if data else None
        else:
            from reflexion.posixos import environ
            from reflexion.store import load_cached_parts

            read = load_cached_parts(environ, TABLE_NAME)
        if read is not None:
            _saved.append(_Saved(read))
    except Exception:  # unreadable, another version's, cut short: compile as if there were none
        pass


def _from_table(key: tuple[str, int]) -> Pattern[str] | None:
    if _sre is None:
        return None
    _load_table()
    sealed = _table.get(key)
    name = ""
    try:
        if sealed is None and _saved:
            name = _name(key)
            sealed = None if name in _dropped else _saved[0].get(name)
        if sealed is None:
            return None
        form = sealed[:-_SEAL_SIZE]
        if not isinstance(sealed, bytes) or _seal(key, form) != sealed[-_SEAL_SIZE:]:
            raise ValueError("not the form this process kept")  # damaged, or a foreign writer's
        flags, code, groups, groupindex, indexgroup = marshal.loads(form)
        made: Pattern[str] = _sre.compile(key[0], flags, code, groups, groupindex, indexgroup)
        return made
    except Exception:  # damaged: `re` compiles it anew. The engine's own check of the code it is given
        _table.pop(key, None)  # is no guard: a changed word can crash it, or make a redaction match nothing
        _dropped.add(name or _name(key))
        return None


_SEAL_SIZE = 20


def _seal(key: tuple[str, int], form: bytes) -> bytes:
    """A digest of the pattern and its form, kept with the form: a form that does not match it is never
    given to the engine."""
    # over the bytes as they are: a form decoded to text and encoded again cost ~0.4 M instructions a prompt
    head = f"{key[1]}\n{key[0]}\n".encode("utf-8", "surrogatepass")
    return digest_bytes(head + form).hex().encode("ascii")


def _compile_and_keep(source: str, flags: int, remember: bool) -> Pattern[str]:
    import re

    pattern = re.compile(source, flags)
    if not remember:
        return pattern
    try:
        form = _form(source, flags)
        kept = _sre.compile(source, *form) == pattern  # the same engine code, flags and groups
        data = marshal.dumps(form)
    except Exception:  # another interpreter's internals: just do without the table
        kept = False
    if kept:
        global _added
        _table[(source, flags)] = data + _seal((source, flags), data)
        _added += 1
    return pattern


def _form(source: str, flags: int) -> tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]:
    """The arguments re.compile passes to _sre.compile after the pattern (CPython's re._compiler.compile)."""
    try:
        from re import _compiler, _parser  # type: ignore[attr-defined]
    except ImportError:  # Python 3.10
        import sre_compile as _compiler
        import sre_parse as _parser
    parsed = _parser.parse(source, flags)
    ops = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    # plain ints: the opcodes are an int subclass, which marshal does not write
    code = [int(op) for op in ops]
    return int(flags | parsed.state.flags), code, int(parsed.state.groups) - 1, groupindex, tuple(indexgroup)
