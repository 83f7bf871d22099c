"""Layer 2: structures (PEM blocks, JWTs, auth headers, URL and DSN passwords, cookies); pure."""

from __future__ import annotations

from reflexion.redact.engine import _Lazy, _mark, _Probe, _replace_in_match, _secret_span, _words
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


def _private_keys(text: str, probe: _Probe) -> str:
    if "PRIVATE KEY" not in probe.text:
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


def _jwts(text: str, probe: _Probe) -> str:
    if "eyJ" not in probe.text:
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


def _auth_headers(text: str, probe: _Probe) -> str:
    if probe.has_ci(("authorization",)):
        text = _RX_AUTH_HEADER.get().sub(_auth_header_repl, text)
    if probe.has_ci(("bearer", "basic")):
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


def _url_credentials(text: str, probe: _Probe) -> str:
    if "://" in probe.text and "@" in probe.text:
        text = _RX_URL_PASSWORD.get().sub(_url_password_repl, text)
        text = _RX_URL_TOKEN_USER.get().sub(_password_repl("token", _looks_random), text)
    if probe.has(("@tcp(", "@unix(", "@udp(")):
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


def _cookies(text: str, probe: _Probe) -> str:
    if not probe.has_ci(("cookie", "-b ")):
        return text
    return _RX_COOKIE.get().sub(_cookie_repl, text)


# A payment card number (PCI data: it must never reach a file a team commits): 12-19 digits, written whole
# or in the groups cards print (4-4-4-4[-3], Amex's 4-6-5, Diners' 4-6-4), one kind of separator (a space,
# a non-breaking space copied from a web page, a tab, a dot or a dash, perhaps doubled); a whole segment of a
# URL's path too (/v1/cards/4111…/charge). A number is taken only with a card network's prefix and a valid
# Luhn check digit — an order id, a timestamp, a phone number or a byte count rarely has both, and a match
# costs only a number's readability — and one of 17 to 19 digits written whole, the length of a 64-bit id
# in a log, only beside a word about cards.
_RX_CARD = _Lazy(
    r"(?<![\w.+-])(?:\d{12,19}"
    r"|\d{4}(?P<sep>[ \u00a0\t.-]{1,2})\d{4,6}(?P=sep)\d{4,5}(?:(?P=sep)\d{3,4}){0,2})(?![\w+-]|\.\d)"
)
_CARD_GROUPS = {(4, 4, 4, 4), (4, 4, 4, 4, 3), (4, 6, 5), (4, 6, 4)}
_ANY_LENGTH = (12, 13, 14, 15, 16, 17, 18, 19)
# (first digits from, to, the number's lengths): Visa, Mastercard (old and 2-series), Amex, Discover, JCB,
# Diners, UnionPay, Mir, Maestro, Elo, Hipercard, RuPay — as ranges, not lists: the table is built in every
# hook that imports this module
_CARD_NETWORKS = (
    ("4", "4", (13, 16, 19)),
    ("51", "55", (16,)),
    ("2221", "2720", (16,)),
    ("34", "34", (15,)),
    ("37", "37", (15,)),
    ("6011", "6011", (16, 17, 18, 19)),
    ("644", "649", (16, 17, 18, 19)),
    ("65", "65", (16, 17, 18, 19)),
    ("3528", "3589", (16, 17, 18, 19)),
    ("300", "305", (14,)),
    ("36", "36", (14,)),
    ("38", "38", (14,)),
    ("62", "62", (16, 17, 18, 19)),
    ("2200", "2204", (16, 17, 18, 19)),
    ("50", "50", _ANY_LENGTH),
    ("56", "58", _ANY_LENGTH),
    ("6304", "6304", _ANY_LENGTH),
    ("6759", "6759", _ANY_LENGTH),
    ("6362", "6362", (16,)),
    ("6062", "6062", (16,)),
    ("6521", "6522", (16,)),
)
# the words a long number beside them is a card's by: word starts ("cards", "card_number"), and "pan" whole
_CARD_WORDS = (
    "card",
    "visa",
    "mastercard",
    "amex",
    "maestro",
    "credit",
    "debit",
    "karte",
    "tarjeta",
    "carte",
)
_CARD_SCRIPTS = (
    "cartão",
    "карт",
    "卡",
    "カード",
    "카드",
)  # no word spaces, or no ASCII: looked for as they are
_CARD_NEAR = 40  # characters either side where a card word makes a long whole number a card's


def _is_card_number(written: str) -> bool:
    """Whether `written` (digits, perhaps grouped) is a card number: its grouping, network and check digit."""
    groups = "".join(c if c.isdigit() else " " for c in written).split()
    if len(groups) > 1 and tuple(len(g) for g in groups) not in _CARD_GROUPS:
        return False
    digits = "".join(groups)
    if not any(
        low <= digits[: len(low)] <= high and len(digits) in lengths for low, high, lengths in _CARD_NETWORKS
    ):
        return False
    total = 0
    for i, digit in enumerate(reversed(digits)):  # Luhn: every second digit from the right doubled
        value = int(digit) * (2 if i % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def _card_repl(m: re.Match[str]) -> str:
    written = m.group(0)
    if not _is_card_number(written):
        return written
    if written.isdigit() and len(written) > 16:  # a 64-bit id's length: a card's only beside a card word
        near = m.string[max(0, m.start() - _CARD_NEAR) : m.end() + _CARD_NEAR].lower()
        tokens = "".join(c if c.isalpha() else " " for c in near).split()
        if not (
            any(token.startswith(_CARD_WORDS) or token == "pan" for token in tokens)
            or any(word in near for word in _CARD_SCRIPTS)
        ):
            return written
    return _mark("card-number")


def _card_numbers(text: str, probe: _Probe) -> str:
    if sum(map(probe.text.count, "0123456789")) < 12:  # ten scans in C: most text has too few digits
        return text
    return _RX_CARD.get().sub(_card_repl, text)
