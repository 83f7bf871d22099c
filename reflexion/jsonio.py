"""Pure JSON reading and writing for the hook path, on CPython's C scanner without importing `json`.

`import json` pulls in `re` and `enum` (~10 ms here), a third of a hook's whole budget; orjson's import
is slower still. The C accelerator `_json` does the real work for `json` anyway, so we call it directly
and fall back to `json` on interpreters without it.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

try:
    import _json
except ImportError:  # pragma: no cover - PyPy and friends
    _json = None  # type: ignore[assignment]

_WS = " \t\n\r"
_INF = float("inf")


# The attributes `_json.make_scanner` reads from a `json.JSONDecoder`, on a SimpleNamespace (the type of
# sys.implementation): a class of its own cost every hook 0.12 M instructions to create
_namespace: Any = type(sys.implementation)
_SCAN_CONTEXT = _namespace(
    strict=False,  # control characters inside strings are accepted, as real payloads contain them
    object_hook=None,
    object_pairs_hook=None,
    parse_float=float,
    parse_int=int,
    parse_constant=float,
    memo={},  # read by the C scanner, never mutated here
)
_scanner = None
_compact = None
_ascii = None
if _json is not None:
    # typeshed types these as taking a JSONDecoder / a default callable; the C code reads attributes only
    _scanner = _json.make_scanner(_SCAN_CONTEXT)
    _compact, _ascii = (
        _json.make_encoder(None, None, strings, None, ":", ",", False, False, False)  # type: ignore[arg-type]
        for strings in (_json.encode_basestring, _json.encode_basestring_ascii)
    )


def loads(text: str) -> Any:
    """Parse one JSON document; ValueError when it is not one (RecursionError for absurd nesting)."""
    if _scanner is None:  # pragma: no cover
        import json

        return json.loads(text)
    start = len(text) - len(text.lstrip(_WS))
    try:
        value, end = _scan(text, start)
    except SystemError:
        # The C scanner builds its error from json.decoder.JSONDecodeError, which CPython 3.10/3.11 look
        # up only among modules already imported: without it the error comes out as a SystemError. A
        # malformed document is rare, so only then do we pay for the import, and scan again for the
        # real error (a ValueError).
        import json.decoder

        value, end = _scan(text, start)
    if text[end:].strip(_WS):
        raise ValueError(f"extra data at {end}")
    if "\\ud" in text or "\\uD" in text:
        # Claude Code cuts long output by UTF-16 units, so half an emoji arrives as a lone surrogate
        # escape; kept, it makes every later write of that text fail to encode (status --json crashed)
        # and strict readers refuse the entry file. A pair was already joined by the scanner.
        return _whole(value)
    return value


def _whole(value: Any) -> Any:
    """`value` with every lone surrogate in its strings (keys included) replaced by U+FFFD."""
    if isinstance(value, str):
        if not _halves(value):
            return value
        return "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in value)
    if isinstance(value, list):
        return [_whole(item) for item in value]
    if isinstance(value, dict):
        return {_whole(key): _whole(item) for key, item in value.items()}
    return value


def _halves(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def document(data: bytes, fast: Any = None) -> Any:
    """Parse a JSON file's bytes, the one way every reader of entry files does: a UTF-8 BOM is skipped, a
    file an editor saved in cp1252 (or latin-1) is read as such, and what `loads` accepts (tabs and other
    control characters in strings, NaN, lone surrogates) is accepted. `fast` (orjson.loads, for bulk reads)
    is tried first: it accepts a subset of these documents and reads those the same way."""
    if fast is not None:
        try:
            return fast(data)
        except ValueError:  # orjson.JSONDecodeError included
            pass
    return loads(decode(data))


def line(raw: bytes | bytearray, fast: Any = None) -> Any:
    """Parse one JSONL line's bytes: invalid UTF-8 read as U+FFFD, then as `loads` does. `fast` (orjson.loads,
    for bulk reads: twice the C scanner's speed) is tried first; what it refuses or reads otherwise (control
    characters and lone surrogates in strings, NaN, invalid UTF-8) falls back, and it reads the rest the same
    way — but an integer past 64 bits, which it reads as a float (no transcript field we read is one)."""
    if fast is not None:
        try:
            return fast(raw)
        except ValueError:  # orjson.JSONDecodeError included
            pass
    return loads(raw.decode("utf-8", "replace"))


def decode(data: bytes) -> str:
    """A text file's bytes as text: UTF-8 (BOM skipped), else cp1252, else latin-1 — never U+FFFD."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    for encoding in ("utf-8", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def _scan(text: str, start: int) -> tuple[Any, int]:
    try:
        return _scanner(text, start)  # type: ignore[misc]
    except StopIteration as exc:
        raise ValueError(f"not JSON at {exc.value}") from None


def dumps(value: Any) -> str:
    """One compact line of JSON (non-ASCII kept as is)."""
    if _compact is None:  # pragma: no cover
        import json

        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return "".join(_compact(value, 0))


def dumps_ascii(value: Any) -> str:
    """One compact line of pure-ASCII JSON: reads the same through any console code page (cp1252)."""
    if _ascii is None:  # pragma: no cover
        import json

        return json.dumps(value, separators=(",", ":"))
    return "".join(_ascii(value, 0))


def printable(json_text: str) -> str:
    """JSON text with every unprintable character of its strings (C1 controls, bidi overrides, zero-width,
    lone surrogates) written as a \\u escape: the same document, safe to show in a terminal."""
    if json_text.isprintable():
        return json_text
    out = []
    for char in json_text:
        code = ord(char)
        if char.isprintable() or char == "\n":
            out.append(char)
        elif code > 0xFFFF:  # a surrogate pair, as JSON spells it
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            out.append(f"\\u{code:04x}")
    return "".join(out)


def _string(text: str) -> str:
    if _json is None:  # pragma: no cover
        import json

        return json.dumps(text, ensure_ascii=False)
    return str(_json.encode_basestring(text))


def pretty(value: Any, indent: str = "") -> str:
    """JSON with 2-space indent, keys in the given order: the entry file format (see entry.py)."""
    inner = indent + "  "
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [f"{inner}{_string(str(k))}: {pretty(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        return "[\n" + ",\n".join(inner + pretty(v, inner) for v in value) + "\n" + indent + "]"
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, float) and (value != value or abs(value) == _INF):  # a hand-written NaN stays
        return "NaN" if value != value else ("Infinity" if value > 0 else "-Infinity")
    if value is None or isinstance(value, (bool, int, float)):
        return dumps(value)
    return _string(str(value))
