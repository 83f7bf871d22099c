"""Layer 2: structures (PEM blocks, JWTs, auth headers, URL and DSN passwords, cookies); pure."""

from __future__ import annotations

from reflexion.redact.engine import _Lazy, _mark, _Probe, _replace_in_match, _secret_span, _words
from reflexion.redact.needles import URL_PARTS
from reflexion.redact.values import _any, _is_placeholder, _looks_random, _not_wordlike

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re
    from collections.abc import Callable

_RX_PEM_BEGIN = _Lazy(r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----")
_RX_PEM_END = _Lazy(r"-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----")
# A block whose END line was cut: swallow the following base64 lines (real or JSON-escaped newlines).
_RX_PEM_BODY = _Lazy(
    r"(?:(?:\r?\n|\\[rn]|[ \t])*(?:[A-Za-z][\w-]{1,30}: [^\n\\]{0,200}|[A-Za-z0-9+/=]{1,200})"
    r"(?=\r?\n|\\[rn]|[\"',]|$|[ \t]+[A-Za-z0-9+/=]{16}))*"
)
_PEM_SEARCH = 1 << 16


_PEM_NEEDLE = "PRIVATE KEY"


def _private_keys(text: str, probe: _Probe) -> str:
    if _PEM_NEEDLE not in probe.text:
        return text
    out: list[str] = []
    pos = 0
    end: re.Match[str] | None = None
    searched = False
    for m in _RX_PEM_BEGIN.get().finditer(text):
        if m.start() < pos:
            continue
        if not searched or (end is not None and end.start() < m.end()):
            # One forward search serves every BEGIN before its result (or all of them when there is no
            # END at all), so text with many BEGIN lines stays linear.
            end, searched = _RX_PEM_END.get().search(text, m.end()), True
        out += [text[pos : m.start()], _mark("private-key")]
        pos = end.end() if end and end.start() - m.end() <= _PEM_SEARCH else _pem_body_end(text, m.end())
    out.append(text[pos:])
    return "".join(out)


def _pem_body_end(text: str, start: int) -> int:
    body = _RX_PEM_BODY.get().match(text, start)
    return body.end() if body else start


# Three parts (JWS) or five (JWE); the signature may be empty for `alg: none`.
_RX_JWT = _Lazy(
    r"eyJ(?<![\w-]eyJ)[\w-]{5,4096}\.[\w-]{8,16384}\.[\w-]{0,4096}(?:\.[\w-]{0,16384}\.[\w-]{0,4096})?=*"
)


_JWT_NEEDLE = "eyJ"


def _jwts(text: str, probe: _Probe) -> str:
    if _JWT_NEEDLE not in probe.text:
        return text
    return _RX_JWT.get().sub(_mark("jwt"), text)


_RX_AUTH_HEADER = _Lazy(
    r"(?i)(?:proxy-)?authorization\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?[ \t]*"
    r"(?:(?P<scheme>[A-Za-z][\w.-]{0,30})[ \t]+)?(?P<s>[^\s\"',;\\]{4,8192})"
)
_RX_BEARER = _Lazy(r"(?<![\w-])(?i:bearer|basic)[ \t]+(?P<s>[A-Za-z0-9._~+/=-]{12,8192})")


def _auth_header_repl(m: re.Match[str]) -> str:
    scheme = (m.group("scheme") or "").lower()
    if scheme == "digest" or _is_placeholder(m.group("s")):
        return m.group(0)
    kind = "basic-auth" if scheme == "basic" else "bearer-token" if scheme == "bearer" else "auth-token"
    return _replace_in_match(m, kind)


def _bearer_gate(value: str) -> bool:
    return not _is_placeholder(value) and _not_wordlike(value)


_AUTH_NEEDLES = ("authorization",)
_BEARER_NEEDLES = ("bearer", "basic")


def _auth_headers(text: str, probe: _Probe) -> str:
    if probe.has_ci(_AUTH_NEEDLES):
        text = _RX_AUTH_HEADER.get().sub(_auth_header_repl, text)
    if probe.has_ci(_BEARER_NEEDLES):
        text = _RX_BEARER.get().sub(_password_repl("bearer-token", _bearer_gate), text)
    return text


# Anchored on the literal `://` (a fast substring search) rather than on the scheme before it.
_SCHEME = r"(?<=[A-Za-z0-9])://"
_RX_URL_PASSWORD = _Lazy(
    _SCHEME + r"(?P<user>[^\s:/?#@'\"<>\[\]]{0,256}):(?P<s>[^\s/'\"<>]{1,512})@(?=[^\s@])"
)
_RX_URL_TOKEN_USER = _Lazy(_SCHEME + r"(?P<s>[\w.~%+-]{16,512})@(?=[^\s@])")
_RX_GO_DSN = _Lazy(r"(?<![\w/:.\[-])[\w.-]{1,64}:(?P<s>[^\s@/:'\"]{1,256})@(?:tcp|unix|udp)\(")


def _password_repl(kind: str, gate: Callable[[str], bool]) -> Callable[[re.Match[str]], str]:
    def repl(m: re.Match[str]) -> str:
        start, end = _secret_span(m)
        value = m.string[start:end]
        if _is_placeholder(value) or not gate(value):
            return m.group(0)
        return _replace_in_match(m, kind)

    return repl


def _url_password_repl(m: re.Match[str]) -> str:
    """`postgres:postgres@`, `guest:guest@` are well-known defaults, not secrets."""
    if m.group("s").lower() == m.group("user").lower():
        return m.group(0)
    return _password_repl("password", _any)(m)


_DSN_NEEDLES = ("@tcp(", "@unix(", "@udp(")


def _url_credentials(text: str, probe: _Probe) -> str:
    if all(n in probe.text for n in URL_PARTS):
        text = _RX_URL_PASSWORD.get().sub(_url_password_repl, text)
        text = _RX_URL_TOKEN_USER.get().sub(_password_repl("token", _looks_random), text)
    if probe.has(_DSN_NEEDLES):
        text = _RX_GO_DSN.get().sub(_password_repl("password", _any), text)
    return text


_RX_COOKIE = _Lazy(
    r"(?i)(?:(?<![\w-])(?:set-)?cookie\\?[\"']?[ \t]*[:=]|(?<!\S)(?:--cookie|-b))[ \t]*\\?[\"']?"
    r"(?P<s>[^\n\r\"']{1,8192})"
)
_RX_COOKIE_PAIR = _Lazy(r"(?P<name>[^\s=;,]{1,256})=(?P<s>[^;\s,]{1,4096})")
_COOKIE_ATTRS = _words("path domain expires max-age samesite secure httponly priority partitioned version")


def _cookie_pair_repl(m: re.Match[str]) -> str:
    value = m.group("s")
    if m.group("name").lower() in _COOKIE_ATTRS or len(value) < 8 or _is_placeholder(value):
        return m.group(0)
    return _replace_in_match(m, "cookie")


def _cookie_repl(m: re.Match[str]) -> str:
    body = _RX_COOKIE_PAIR.get().sub(_cookie_pair_repl, m.group("s"))
    return m.group(0)[: m.start("s") - m.start()] + body


_COOKIE_NEEDLES = ("cookie", "-b ")


def _cookies(text: str, probe: _Probe) -> str:
    if not probe.has_ci(_COOKIE_NEEDLES):
        return text
    return _RX_COOKIE.get().sub(_cookie_repl, text)
