"""Pure: the text of an edited JSON document that keeps the original bytes of every part that did not change.

Objects and arrays that changed are edited member by member: an unchanged member keeps its text and the
whitespace before it, a changed one is spliced recursively, a new one is rendered in the file's indent, a
removed one is cut out with its separator. A hand-formatted `"allow": ["a", "b"]` stays on its line.
"""

from __future__ import annotations

import json
from difflib import SequenceMatcher
from typing import Any, NamedTuple

_WS = " \t\r\n"
_DECODER = json.JSONDecoder()


class _Member(NamedTuple):
    lead: str  # text between the previous member (or the opening bracket) and this one: ",\n    "
    key: str | None  # None in arrays
    head: str  # the key, the colon and the spaces around it (empty in arrays)
    start: int  # where the value starts in the text
    end: int  # where it ends


def splice(text: str, old: Any, new: Any, indent: str = "  ", newline: str = "\n") -> str:
    """`text` (whose value is `old`) changed to hold `new`; falls back to a full rendering when the text has
    a shape this cannot follow (duplicate keys, say). The result always parses back to `new`."""
    try:
        start = _skip(text, 0)
        end = _DECODER.raw_decode(text, start)[1]
        result = text[:start] + _Splicer(text, indent, newline).value(start, end, old, new, 0) + text[end:]
        if _same(json.loads(result), new):
            return result
    except (ValueError, IndexError):
        pass
    return render(new, 0, indent, newline) + newline


def render(value: Any, depth: int, indent: str, newline: str) -> str:
    """`value` as JSON for a place `depth` levels deep (continuation lines indented to match)."""
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    return text.replace("\n", newline + indent * depth)


class _Splicer:
    def __init__(self, text: str, indent: str, newline: str) -> None:
        self.text, self.indent, self.newline = text, indent, newline

    def value(self, start: int, end: int, old: Any, new: Any, depth: int) -> str:
        if _same(old, new):
            return self.text[start:end]
        if isinstance(old, dict) and isinstance(new, dict) and old:
            return self.obj(start, old, new, depth)
        if isinstance(old, list) and isinstance(new, list) and old:
            return self.array(start, old, new, depth)
        return render(new, depth, self.indent, self.newline)

    def obj(self, start: int, old: dict[str, Any], new: dict[str, Any], depth: int) -> str:
        members, tail = self.members(start, "}")
        keys = [m.key for m in members]
        kept = [k for k in keys if k in new]
        if len(set(keys)) != len(keys) or list(new) != kept + [k for k in new if k not in old]:
            return render(new, depth, self.indent, self.newline)  # duplicate keys or a new order: rewrite
        parts = [
            (m.lead, m.head + self.value(m.start, m.end, old[m.key], new[m.key], depth + 1))
            for m in members
            if m.key in new
        ]
        for key in new:
            if key not in old:
                parts.append(
                    ("", f"{json.dumps(key, ensure_ascii=False)}: {self.fresh(new[key], depth + 1)}")
                )
        if not parts:
            return "{}"
        return "{" + self.join(parts, members[0].lead) + tail + "}"

    def array(self, start: int, old: list[Any], new: list[Any], depth: int) -> str:
        members, tail = self.members(start, "]")
        matcher = SequenceMatcher(None, [_key(v) for v in old], [_key(v) for v in new], autojunk=False)
        parts: list[tuple[str, str]] = []
        for op, i1, i2, j1, j2 in matcher.get_opcodes():
            if op == "equal" or (op == "replace" and i2 - i1 == j2 - j1):
                for i, j in zip(range(i1, i2), range(j1, j2), strict=True):
                    item = members[i]
                    parts.append((item.lead, self.value(item.start, item.end, old[i], new[j], depth + 1)))
            elif op != "delete":  # an insert, or a replace by a different number of items
                parts += [("", self.fresh(v, depth + 1)) for v in new[j1:j2]]
        if not parts:
            return "[]"
        return "[" + self.join(parts, members[0].lead) + tail + "]"

    def fresh(self, value: Any, depth: int) -> str:
        return render(value, depth, self.indent, self.newline)

    def join(self, parts: list[tuple[str, str]], first_lead: str) -> str:
        """Members with their separators: the first gets the original first lead (no comma); one that had
        no comma before it (it was first, or it is new) gets a comma and that same lead."""
        out = []
        for n, (lead, body) in enumerate(parts):
            if n == 0:
                lead = first_lead
            elif "," not in lead:
                lead = "," + first_lead
            out.append(lead + body)
        return "".join(out)

    def members(self, start: int, close: str) -> tuple[list[_Member], str]:
        """The members of the object or array opening at `start`, and the text before its closing bracket."""
        text = self.text
        found: list[_Member] = []
        pos = start + 1
        while True:
            at = _skip(text, pos)
            if text[at] == ",":
                at = _skip(text, at + 1)
            if text[at] == close:
                return found, text[pos:at]
            key, head_end = None, at
            if close == "}":
                key, after_key = _DECODER.raw_decode(text, at)
                colon = _skip(text, after_key)
                if text[colon] != ":":
                    raise ValueError("expected a colon")
                head_end = _skip(text, colon + 1)
            end = _DECODER.raw_decode(text, head_end)[1]
            found.append(_Member(text[pos:at], key, text[at:head_end], head_end, end))
            pos = end


def _skip(text: str, pos: int) -> int:
    while text[pos] in _WS:
        pos += 1
    return pos


def _key(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON, key order and `1` vs `true` included (Python's == ignores both)."""
    return _key(a) == _key(b)
