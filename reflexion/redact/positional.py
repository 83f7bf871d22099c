"""Secrets known by their place in a file: .netrc, .pgpass, `key value` config lines, Kubernetes Secret data;
pure."""

from __future__ import annotations

from reflexion.redact.engine import _Lazy, _Probe, _Span, _splice, _words
from reflexion.redact.keys import _ASSIGN_NEEDLES, _has_keyword, _key_strength, _kind_for, _redactable
from reflexion.redact.structures import _password_repl
from reflexion.redact.values import _any

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re
    from collections.abc import Iterator

_RX_PGPASS = _Lazy(r"(?m)^[^:\s#]{1,256}:(?:\d{1,5}|\*):[^:\s]{1,256}:[^:\s]{1,256}:(?P<s>\S{1,1024})$")
# a .pgpass line where the file is not named: the port says it is PostgreSQL's
_RX_PGPASS_PORT = _Lazy(
    r"(?m)^[^:\s#]{1,256}:(?:5432|5433|6432|\*):[^:\s]{1,256}:[^:\s]{1,256}:(?P<s>\S{1,1024})$"
)
# `requirepass pw` (redis.conf), `rootpw pw` (slapd.conf), `bind_pw pw`: a line of a key and its value
_RX_CONFIG_LINE = _Lazy(r"(?m)^[ \t]*(?P<k>[a-z_][\w.-]{0,60})[ \t]+(?P<s>[^\s#]{1,1024})[ \t]*\r?$")
# keys that are English words too: their line may be prose (`token expired`), so a plain word stays
# (`passwd bob` changes bob's password)
_PROSE_KEYS = _words("password passwords passphrase passwd pass pw pwd token tokens secret secrets auth")


def _config_line_spans(text: str) -> Iterator[_Span]:
    for m in _RX_CONFIG_LINE.get().finditer(text):
        key, value = m.group("k"), m.group("s")
        start, end = m.span("s")
        if len(value) >= 2 and value[0] in "\"'" and value[-1] == value[0]:
            value, start, end = value[1:-1], start + 1, end - 1  # `requirepass ""`: none set
        if not value or not _has_keyword(key) or _key_strength(key) != 2 or not _redactable(value, 2, False):
            continue
        if key in _PROSE_KEYS and value.isalpha() and value.islower():
            continue
        yield start, end, _kind_for(key)


_RX_NETRC = _Lazy(
    r"(?mi)(?:^|(?<=\s))password[ \t]+(?P<s>\S{1,1024})"
    r"(?=[ \t]*$|[ \t]+(?:machine|login|account|default|macdef)\b)"
)
_RX_K8S_DATA_YAML = _Lazy(
    r"(?m)^(?P<ind>[ \t]*)(?:data|stringData):[ \t]*\r?\n(?P<body>(?:(?P=ind)[ \t]+[^\n]*(?:\n|$))+)"
)
_RX_K8S_DATA_JSON = _Lazy(r"\"(?:data|stringData)\"\s*:\s*\{(?P<body>[^{}]{0,65536})\}")
_RX_K8S_VALUE = _Lazy(r"(?m)(?:^[ \t]+[\w.-]+:[ \t]*|\"[\w.-]+\"\s*:\s*\")(?P<s>[^\s\"]{1,65536})")


def _k8s_body_repl(m: re.Match[str]) -> str:
    """Every value under a Secret's `data:` is a (base64) secret, whatever its key is called."""
    body = _RX_K8S_VALUE.get().sub(_password_repl("k8s-secret", _any), m.group("body"))
    whole = m.group(0)
    return whole[: m.start("body") - m.start()] + body + whole[m.end("body") - m.start() :]


_PGPASS_NEEDLES = ("pgpass",)
_PG_PORTS = (":5432:", ":5433:", ":6432:", ":*:")
_NETRC_NEEDLES = ("machine", "password")  # both
_K8S_NEEDLES = ("kind: secret", '"kind": "secret"', '"kind":"secret"', "get secret")


# `smtp.login("bot@x.com", "pw")`, `ftp.login(user, "pw")`, `imap.authenticate(…)`, `conn.simple_bind_s(dn,
# "pw")`: the second argument of a call that signs in is its password, whatever it is named
_RX_LOGIN_CALL = _Lazy(
    r"""(?i)\.(?:login|auth|authenticate|simple_bind_s|bind_s)\(\s*(?:(["'])[^"'\n]{0,200}\1|[^,()\n]{1,200}),\s*"""
    r"""(?P<q>["'])(?P<s>[^"'\n]{1,200})(?P=q)"""
)
_LOGIN_NEEDLES = ("login(", "auth(", "authenticate(", "bind_s(")


def _config_files(text: str, probe: _Probe) -> str:
    """Formats where the secret's position, not its key syntax, says what it is."""
    if probe.has_ci(_LOGIN_NEEDLES):
        text = _RX_LOGIN_CALL.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(_PGPASS_NEEDLES):
        text = _RX_PGPASS.get().sub(_password_repl("password", _any), text)
    elif probe.has(_PG_PORTS):
        text = _RX_PGPASS_PORT.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(_ASSIGN_NEEDLES):
        text = _splice(text, _config_line_spans(text))
    if all(probe.has_ci((n,)) for n in _NETRC_NEEDLES):
        text = _RX_NETRC.get().sub(_password_repl("password", _any), text)
    if probe.has_ci(_K8S_NEEDLES):
        text = _RX_K8S_DATA_YAML.get().sub(_k8s_body_repl, text)
        text = _RX_K8S_DATA_JSON.get().sub(_k8s_body_repl, text)
    return text
