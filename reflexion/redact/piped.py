"""Secrets a command is fed rather than given as an option: a value piped or here-string'd into a command that
reads a password on stdin (`echo pw | sudo -S`), `user:password` encoded inline, a password in SQL; pure."""

from __future__ import annotations

from bisect import bisect_left

from reflexion.redact.commands import _command_end, _named_at, _value_at
from reflexion.redact.engine import _Lazy, _Probe, _Span, _splice
from reflexion.redact.needles import PRODUCERS
from reflexion.redact.values import _any, _is_placeholder, _not_wordlike

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

# A value piped (or given as a here-string) to a command that reads a password or a token on stdin.
_RX_PRODUCED = _Lazy(
    r"(?:[ \t]+-[neE]{1,3})*"
    r"(?:[ \t]+(?P<fq>[\"'])[^\"'\n]{0,20}%s[^\"'\n]{0,20}(?P=fq))?[ \t]+"  # printf '%s\n' 'value'
    r"(?:'(?P<sq>[^'\n]{1,512})'|\"(?P<dq>[^\"\n]{1,512})\"|(?P<s>[^\s'\"|;&<>]{1,512}))[ \t]*\|"
)
_STDIN_READERS = (
    r"\bsudo\b[^\n|]{0,80}?(?<!\S)(?:-[a-zA-Z]*S[a-zA-Z]*|--stdin)(?!\S)|--password-stdin|--passwd-stdin"
    r"|--token-stdin|--with-token|--passphrase-stdin|--stdin-password|\bpasswd\b[^\n|]{0,40}--stdin"
    r"|\bchpasswd\b|\bsmbpasswd\b[^\n|]{0,60}(?<!\S)-\w*s|\bkinit\b|-passin[ \t]+(?:stdin|fd:0)"
    r"|--passphrase-fd[ \t]+0|\bvault[ \t]+login\b[^\n|]{0,80}(?<!\S)-(?!\S)"
    r"|\bhtpasswd\b[^\n|]{0,60}(?<!\S)-\w*i|\bcryptsetup\b|\bsecrets?[ \t]+(?:create|set|put)\b"
    r"|\benv[ \t]+add\b"  # `echo pw | vercel env add DB_PASSWORD production`
)
_RX_READER = _Lazy(_STDIN_READERS)
# the looser readers (any `login`, anything `secret`, as a word: not `tee secret-notes.txt`): only a value
# that is no plain word
_RX_LOOSE_READER = _Lazy(r"(?<![\w.-])(?:login|secret)(?![\w.-])")
# `echo -n user:password | base64`: Basic auth built inline
_RX_BASE64_READER = _Lazy(r"[ \t]*(?:openssl[ \t]+(?:enc[ \t]+-)?)?base64(?![ \t]+-(?:d|D|-decode))")
_RX_USER_COLON = _Lazy(r"[^\s:]{1,128}:")
_RX_ENCODED_CALL = _Lazy(
    r"(?:b64encode|btoa|Buffer\.from|EncodeToString|encodeToString|getEncoder\(\)\.encode)\([ \t]*"
    r"(?:\[\]byte\(|b)?[\"'][^\"':\s]{1,128}:(?P<s>[^\"'\s]{1,256})[\"']"
)
# SQL: CREATE USER … IDENTIFIED BY 'pw', ALTER ROLE … WITH PASSWORD 'pw', SET PASSWORD FOR … = 'pw'
_RX_SQL_IDENTIFIED = _Lazy(
    r"(?:IDENTIFIED|identified)(?:[ \t]+(?:WITH|with)[ \t]+[\w'\"]+)?[ \t]+(?:BY|by)"
    r"(?:[ \t]+(?:PASSWORD|password))?[ \t]+"
)
_RX_SQL_PASSWORD = _Lazy(
    r"(?:PASSWORD|password)[ \t]+(?=')"
    r"|(?:SET|set)[ \t]+(?:PASSWORD|password)\b[^\n;=]{0,120}=[ \t]*(?:(?:PASSWORD|password)\([ \t]*)?"
)
_RX_SQL_ROLE = _Lazy(r"(?i)\b(?:with|login|role|user|encrypted)\b")


_HERE_STRING = "<<<"
_ENCODERS = ("b64encode", "btoa(", "Buffer.from", "ncodeToString", "getEncoder")
_SQL_NEEDLES = ("identified", "password '", "set password")


def _fed_spans(text: str, probe: _Probe) -> Iterator[_Span]:
    if "|" in text:
        for producer in PRODUCERS:
            for _, end in _named_at(text, (producer,)):
                yield from _piped(text, end)
    if _HERE_STRING in text:
        # each reader named once, then every `<<<` asks whether one stands on its line before it (one
        # search of the whole text: a search per `<<<` is quadratic on a line of many)
        readers = [m.start() for m in _RX_READER.get().finditer(text)]
        i = text.find("<<<")
        while i >= 0 and readers:
            line = max(text.rfind("\n", 0, i), text.rfind("|", 0, i)) + 1
            value = i + 3
            while text[value : value + 1] in (" ", "\t"):
                value += 1
            before = bisect_left(readers, i)
            if before and readers[before - 1] >= line:
                span = _value_at(text, value, _any)
                if span:
                    yield span[0], span[1], "password"
            i = text.find("<<<", i + 3)
    if probe.has(_ENCODERS):
        for m in _RX_ENCODED_CALL.get().finditer(text):
            if not _is_placeholder(m.group("s")):
                yield m.start("s"), m.end("s"), "basic-auth"
    if probe.has_ci(_SQL_NEEDLES):
        yield from _sql_spans(text)


def _piped(text: str, start: int) -> Iterator[_Span]:
    """What `echo`/`printf` (its arguments from `start`) prints, when a command reading a secret on stdin
    gets it."""
    m = _RX_PRODUCED.get().match(text, start)
    if not m:
        return
    group = next(g for g in ("sq", "dq", "s") if m.group(g) is not None)
    value = m.group(group)
    if _is_placeholder(value):
        return
    reader = (m.end(), _command_end(text, m.end()))
    if _RX_READER.get().search(text, *reader) or (
        _RX_LOOSE_READER.get().search(text, *reader) and _not_wordlike(value)
    ):
        yield m.start(group), m.end(group), "password"
    elif _RX_BASE64_READER.get().match(text, m.end()):
        user = _RX_USER_COLON.get().match(value)
        if user and not _is_placeholder(value[user.end() :]):
            yield m.start(group) + user.end(), m.end(group), "basic-auth"


def _sql_spans(text: str) -> Iterator[_Span]:
    for m in _RX_SQL_IDENTIFIED.get().finditer(text):
        span = _value_at(text, m.end(), _any)
        if span:
            yield span[0], span[1], "password"
    for m in _RX_SQL_PASSWORD.get().finditer(text):
        line = max(text.rfind("\n", 0, m.start()), m.start() - 120, 0)
        if m.group(0)[:3].lower() != "set" and not _RX_SQL_ROLE.get().search(text, line, m.start()):
            continue  # `password 'x'` is SQL's after WITH, LOGIN, ROLE, USER or ENCRYPTED
        span = _value_at(text, m.end(), _any)
        if span:
            yield span[0], span[1], "password"


def _fed_secrets(text: str, probe: _Probe) -> str:
    spans = sorted(set(_fed_spans(text, probe)))
    return _splice(text, iter(spans)) if spans else text
