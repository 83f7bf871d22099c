"""Layer 3: assignments, flags and key/value pairs whose key names a secret; pure."""

from __future__ import annotations

from reflexion import regex
from reflexion.redact.engine import _Lazy, _Probe, _Span, _splice
from reflexion.redact.keys import (
    _ASSIGN_NEEDLES,
    _full_value_end,
    _has_keyword,
    _key_strength,
    _kind_for,
    _prose_follows,
    _redactable,
    _value_span,
)
from reflexion.redact.structures import _password_repl
from reflexion.redact.values import (
    _any,
    _classes,
    _is_code,
    _is_pathlike,
    _is_placeholder,
    _looks_secret_word,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re
    from collections.abc import Iterator

# Assignments whose key names a secret. Only the value goes; the key keeps the line meaningful.

_KW = r"(?:pass|pwd|pw|secret|token|key|auth|cred|session|sig|salt|hmac|seed|mnemonic|otp|pin|pat)"
# Any `word<sep>`; keys are filtered in Python. Asking the regex for a keyword inside the key makes it
# retry every keyword at every offset of every word, three times slower on long logs.
_RX_ASSIGN = _Lazy(
    r"(?<![\w.])(?P<q>\\?[\"'`])?(?P<k>[\w.-]{1,120})(?(q)(?P=q)\]?)"
    r"[ \t]{0,40}(?P<sep>:=|=>|=(?!=)|:(?![:/=])|：)[ \t]{0,40}"
)


def _assignment_span(text: str, m: re.Match[str]) -> _Span | None:
    key, sep = m.group("k"), m.group("sep")
    prev = text[m.start() - 1] if m.start() else ""
    strength = _key_strength(key) if _has_keyword(key) else 0
    if not strength or (sep == ":" and prev == ":"):
        return None  # `arn:aws:…:secret:prod/db` is a path of names
    if sep == ":" and text[m.end() : m.end() + 1] in ("|", ">", "\n", "\r"):
        return _block_span(text, m, strength)
    span = _value_span(text, m.end(), prev in ("?", "&"))  # (`"" in "?&"` holds)
    if span is None:
        return None
    value = text[span[0] : span[1]]
    quoted = span[0] != m.end()
    if not quoted and sep == ":" and text[span[1] : span[1] + 1] == ":":
        return None  # `env SIGNING_KEY: asn1: structure error` is a chain of error prefixes
    # `PGPASSWORD=hunter psql …`, `-e MYSQL_PWD=rootpw`: a secret-named variable set glued to its value
    # holds a secret whatever its shape, however much follows it
    glued = sep == "=" and m.end("sep") == m.end() and text[m.start("sep") - 1] not in " \t"
    loose = not (glued and strength == 2) and not quoted and _prose_follows(text, span[1])
    loose = loose and (sep == ":" or value.isalpha())
    if not _redactable(value, strength, loose):
        return None
    return span[0], _full_value_end(text, span), _kind_for(key)


# `key: |`, `key: >-` (a block scalar's indicator, perhaps a comment), or nothing: the value is below
_RX_BLOCK_HEAD = _Lazy(r"(?:[|>][+-]?[1-9]?[+-]?)?[ \t]*(?:#[^\n]*)?\r?\n")
_RX_INDENTED = _Lazy(r"(?:[ \t]*\r?\n)*(?P<ind>[ \t]+)(?P<line>[^\n]*)")  # its end stripped in Python:
# a lazy line before `[ \t]*` is quadratic in a run of blanks


def _block_span(text: str, m: re.Match[str], strength: int) -> _Span | None:
    """YAML's value on the lines below its key: a block scalar (`password: >-`, every line indented under
    it), or one word alone on the next line (`api_key:` then `  q8f7…`); never a mapping or a list."""
    head = _RX_BLOCK_HEAD.get().match(text, m.end())
    if head is None:
        return None
    column = m.start("k") - (text.rfind("\n", 0, m.start("k")) + 1)
    block = text[m.end()] in "|>"
    start = end = at = head.end()
    n = 0
    while (line := _RX_INDENTED.get().match(text, at)) is not None and len(line.group("ind")) > column:
        said = line.group("line").rstrip(" \t\r")
        if not block and (n or " " in said or said[:1] in "-#[{&*!|>"):
            return None  # a mapping, a list, a comment, words (`at x.js:1`), more lines: no secret's value
        start, end = (line.start("line") if n == 0 else start), line.start("line") + len(said)
        at, n = line.end(), n + 1
    if end == head.end():
        return None
    value = text[start:end]
    if not _redactable(value if block else value.strip(), strength, False) or value.endswith(":"):
        return None
    return start, end, _kind_for(m.group("k"))


def _assignment_spans(text: str) -> Iterator[_Span]:
    last = 0
    for m in _RX_ASSIGN.get().finditer(text):
        span = _assignment_span(text, m) if m.start() >= last else None
        if span:
            last = span[1]
            yield span


def _assignments(text: str, probe: _Probe) -> str:
    if not probe.has_ci(_ASSIGN_NEEDLES):
        return text
    return _splice(text, _assignment_spans(text))


_RX_FLAG = _Lazy(r"-(?<![\w-]-)-?(?P<k>[A-Za-z0-9][\w-]{0,80})[ \t]+(?=[^\s-])")


def _flag_value_ok(value: str) -> bool:
    """`--password via the CLI` is a warning; `--password Xy7$…` is a credential."""
    if "=" in value or _is_placeholder(value) or _is_code(value) or _is_pathlike(value):
        return False
    upper, _, digit, other = _classes(value)
    return digit or upper or other or len(value) >= 16


def _flag_spans(text: str) -> Iterator[_Span]:
    for m in _RX_FLAG.get().finditer(text):
        if not _has_keyword(m.group("k")) or _key_strength(m.group("k")) != 2:
            continue
        start = m.end() + 4 if text.startswith("<<< ", m.end()) else m.end()
        span = _value_span(text, start, False)
        if span and _flag_value_ok(text[span[0] : span[1]]):
            yield span[0], _full_value_end(text, span), _kind_for(m.group("k"))


_FLAG_NEEDLES = ("-pass", "-pwd", "-secret", "-token", "-key", "-auth", "-cred", "-api", "-client")


def _flags(text: str, probe: _Probe) -> str:
    if not probe.has_ci(_FLAG_NEEDLES):
        return text
    return _splice(text, _flag_spans(text))


_RX_PAIR_KEY_VALUE = _Lazy(
    r"(?i)\b(?:name|key|parameter_?key)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<k>[\w./-]{1,120})[\"']?[ \t]*,?[ \t]*"
    r"(?:\r?\n[ \t-]*)?[\"']?(?:value|parameter_?value)[\"']?[ \t]*[:=][ \t]*"
)
_RX_QUOTED_ARGS = _Lazy(
    r"\([ \t]*(?P<q>[\"'])(?P<k>[\w./-]{0,80}?" + _KW + r"[\w./-]{0,80})(?P=q)[ \t]*,[ \t]*(?=[\"'])",
    regex.IGNORECASE,
)
_RX_XML_ELEMENT = _Lazy(
    r"<(?P<k>[\w.:-]{0,60}?" + _KW + r"[\w.:-]{0,60})(?:[ \t][^<>]{0,200})?>"
    r"[ \t]*(?P<s>[^<\n]{1,1024}?)[ \t]*</(?P=k)>",
    regex.IGNORECASE,
)
_RX_DOCKER_ENV = _Lazy(r"(?m)^[ \t]*ENV[ \t]+(?P<k>[A-Za-z_]\w{0,80})[ \t]+(?=[^\s=])")


def _keyed_spans(rx: _Lazy, text: str) -> Iterator[_Span]:
    """Pairs whose key and value are separate syntax nodes: `{name: X, value: Y}`, `f("X", "Y")`, `<X>Y`."""
    for m in rx.get().finditer(text):
        strength = _key_strength(m.group("k"))
        if "s" in m.re.groupindex:
            span: tuple[int, int] | None = m.span("s") if strength else None
        else:
            span = _value_span(text, m.end(), False) if strength else None
        if span is None:
            continue
        value = text[span[0] : span[1]]
        if _redactable(value, strength, value.isalpha() and value.islower()):
            yield span[0], _full_value_end(text, span), _kind_for(m.group("k"))


_RX_AUTH_TUPLE = _Lazy(
    r"(?i)(?:\bauth[ \t]*=[ \t]*[(\[]|BasicAuth\(|\bbasic_auth[ \t]*[:=][ \t]*[(\[])[ \t]*"
    r"(?P<q>[\"'])[^\"'\n]{0,256}(?P=q)[ \t]*,[ \t]*(?P<q2>[\"'])(?P<s>[^\"'\n]{1,1024})(?P=q2)"
)
# also the last part of a key (SMTP_LOGIN=bot@acme.io:…, DB_ADMIN=postgres:…) and a quoted pair
# (ADMIN = "admin:…"): a login's name and password joined by a colon
_RX_USER_PASS_PROSE = _Lazy(
    r"(?i)(?:\b|(?<=_))(?:login|log[ \t]in|credentials?|creds|user(?:name)?|account|admin)\b[ \t]*[:=]?[ \t]*"
    r"[\"']?(?:(?:as|with|using)[ \t]+)?"
    r"[\w.@+-]{1,64}[ \t]*(?:/|:|,[ \t]*(?:pass(?:word)?|pw)?[ \t:=]*)[ \t]*(?P<s>[^\s'\"`]{6,256})"
)


_VALUE_NEEDLES = ("value",)
_QUOTED_NEEDLES = ("('", '("', "( '", '( "')
_XML_NEEDLE = "</"
_DOCKER_NEEDLE = "ENV "
_AUTH_TUPLE_NEEDLES = ("auth=", "auth =", "basicauth(", "basic_auth")
_USER_PROSE_NEEDLES = ("login", "log in", "cred", "user", "account", "admin")


def _structured_pairs(text: str, probe: _Probe) -> str:
    """Secrets whose key is a separate syntax node, and `user/password` pairs in prose."""
    if probe.has_ci(_VALUE_NEEDLES):
        text = _splice(text, _keyed_spans(_RX_PAIR_KEY_VALUE, text))
    if probe.has(_QUOTED_NEEDLES):
        text = _splice(text, _keyed_spans(_RX_QUOTED_ARGS, text))
    if _XML_NEEDLE in probe.text:
        text = _splice(text, _keyed_spans(_RX_XML_ELEMENT, text))
    if _DOCKER_NEEDLE in probe.text:
        text = _splice(text, _keyed_spans(_RX_DOCKER_ENV, text))
    if probe.has_ci(_AUTH_TUPLE_NEEDLES):
        text = _RX_AUTH_TUPLE.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(_USER_PROSE_NEEDLES):
        text = _RX_USER_PASS_PROSE.get().sub(_password_repl("password", _looks_secret_word), text)
    return text
