"""Secret-named keys: how strongly a key names a secret, and where its value lies; pure."""

from __future__ import annotations

from reflexion.redact.engine import _Lazy, _words
from reflexion.redact.values import _is_code, _is_pathlike, _is_placeholder, _looks_random
from reflexion.secret_words import PASSWORD_WORDS

_STRONG_ENDINGS = (
    "password",
    "passwd",
    "passphrase",
    "secret",
    "token",
    "credential",
    "credentials",
    "apikey",
    "accesskey",
    "privatekey",
    "secretkey",
    "signingkey",
    "authkey",
    "masterkey",
    "accountkey",
    "encryptionkey",
    "sessionkey",
    "clientkey",
    "licensekey",
    "passwords",
    "secrets",
    "tokens",
    "apikeys",
    # a salt that signs (Phoenix's `signing_salt`), and the servers' own words: redis `requirepass` and
    # `masterauth`, slapd `rootpw` and `bindpw`
    "signingsalt",
    "secretsalt",
    "encryptionsalt",
    "requirepass",
    "masterauth",
    "rootpw",
    "bindpw",
)
_STRONG_SEGMENTS = _words("pass pwd pw auth creds pat pword authorization")
_WEAK_LAST = _words("key keys sig signature salt hmac session sid seed mnemonic otp pin sk")  # STRIPE_SK
_NON_SECRET_LAST = _words(
    """id ids type types name names uri url urls endpoint host hostname path paths file files filename dir
    method methods version length len size ttl expiry expires expiration expired duration policies policy
    renewable accessor format kind mode field label env var header prefix hint count scope scopes required
    enabled provider algorithm alg location region arn ref store manager lifetime timeout age rotation status
    class source stdin helper command cmd fingerprint issuer audience usage limit error errors message msg
    description reset sent changed updated created at by min max strength regex pattern rules validator
    validation placeholder prompt template example spec specs tokenizer arg args option options flag flags
    param params index list mapping map disabled level provided valid invalid rotated lookup cache sock
    socket complexity tries left attempts history encryption hashing hasher basic realm"""
)
_NON_SECRET_KEY_FIRST = _words(
    """cache sort partition primary foreign public pub publishable idempotency lookup map hash group routing
    object row composite unique index site message i18n translation dedup dedupe ssh gpg pgp kms s3 bucket
    registry from"""
)
# "password" in the languages people write to an agent in, as a key's name or part (one word)
_PASSWORD_WORDS = frozenset(w for w in PASSWORD_WORDS if w.isalpha())
# Words without which a key names no secret (a cheap test before the segment analysis).
_ASSIGN_NEEDLES = (
    "pass",
    "pwd",
    "pw",
    "secret",
    "token",
    "key",
    "auth",
    "cred",
    "session",
    "sig",
    "salt",
    "hmac",
    "seed",
    "mnemonic",
    "otp",
    "pin",
    "pat",
    "_sk",  # a secret key's short name (STRIPE_SK): not "sk", in every task and disk
    *sorted(w for w in _PASSWORD_WORDS if "pass" not in w),
)


def _has_keyword(key: str) -> bool:
    low = key.lower()
    return any(w in low for w in _ASSIGN_NEEDLES)


def _names_password(key: str) -> bool:
    """`пароль`, `DB_PASSWORT`, `contraseña_bd`: a word for password in another language, as a key's part."""
    low = key.lower()
    if not any(w in low for w in _PASSWORD_WORDS):
        return False
    parts = low.replace("-", "_").replace(".", "_").split("_")
    return any(part in _PASSWORD_WORDS for part in parts) or any(
        seg in _PASSWORD_WORDS for seg in (s.lower() for s in _RX_SEGMENT.get().findall(key))
    )


_RX_SEGMENT = _Lazy(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")


def _key_strength(key: str) -> int:
    """0: not a secret name, 1: weak (value must look random), 2: strong (any real value goes)."""
    segs = [s.lower() for s in _RX_SEGMENT.get().findall(key)]
    if segs and segs[-1] in _NON_SECRET_LAST:
        return 0
    if _names_password(key):
        return 2
    if not segs:
        return 0
    if segs[-1] == "tokens" and len(segs) > 1:  # max_tokens=16384, "input_tokens": 15321: counts, mostly
        return 1
    if key == "PASS":  # `--- PASS: TestName (0.00s)`: a test runner's verdict, unless what follows is random
        return 1
    if "".join(segs).endswith(_STRONG_ENDINGS):
        return 2
    if any(s.endswith(_STRONG_ENDINGS) or s in _STRONG_SEGMENTS for s in segs):
        return 2
    # A bare `key` is too generic (`Cache restored from key: …`); `STRIPE_KEY` is not.
    weak = segs[-1] in _WEAK_LAST and (len(segs) > 1 or segs[-1] != "key")
    return 1 if weak and segs[0] not in _NON_SECRET_KEY_FIRST else 0


def _kind_for(key: str) -> str:
    low = key.lower()
    if "pass" in low or "pwd" in low or _names_password(key):
        return "password"
    if "token" in low:
        return "token"
    if "api" in low and "key" in low:
        return "api-key"
    return "secret"


# Values are scanned at most this far: a rejected candidate must not rescan the rest of a huge line.
_VALUE_MAX = 4096
_RX_UNQUOTED = _Lazy(r"(?:[^\s\"'`;,\\]|,(?!\s)|\\(?![nrt\"\\])){1,4096}")
_RX_UNQUOTED_QUERY = _Lazy(r"[^\s\"'`&#;,\\]{1,4096}")
_RX_QUERY_PIECE = _Lazy(r"[^\s\"'`&#;,\\=]{1,4096}")
_RX_REST_OF_TOKEN = _Lazy(r"[^\s\"'`]*")
_TRAILING = ".,;:)]}>"
_OPENERS = {")": "(", "]": "[", "}": "{", ">": "<"}


def _trim_trailing(text: str, start: int, end: int) -> int:
    """Drop sentence punctuation and unbalanced closers (`f(password=x)`), but keep `${VAR}` whole."""
    for _ in range(8):
        closer = text[end - 1] if end > start else ""
        if not closer or closer not in _TRAILING:
            break
        if closer in _OPENERS and text.count(_OPENERS[closer], start, end) >= text.count(closer, start, end):
            break
        end -= 1
    return end


def _query_value_end(text: str, end: int) -> int:
    """A raw `&` inside a query-string password: `password=ab&cd&useSSL=false` ends before `&useSSL`."""
    for _ in range(8):
        if not text.startswith("&", end):
            break
        piece = _RX_QUERY_PIECE.get().match(text, end + 1)
        if piece is None or text.startswith("=", piece.end()):
            break
        end = piece.end()
    return end


def _quoted_span(text: str, start: int) -> tuple[int, int] | None:
    quote = '\\"' if text.startswith('\\"', start) else text[start]
    inner = start + len(quote)
    i = inner
    limit = min(len(text), inner + 4096)
    while i < limit and text[i] != "\n":
        if text.startswith(quote, i) and (quote != '"' or text[i - 1] != "\\" or text[i - 2 : i] == "\\\\"):
            return (inner, i)
        i += 1
    return None


def _value_span(text: str, start: int, in_query: bool) -> tuple[int, int] | None:
    """Where the value of an assignment starting at `start` lies; quoting and URL context decide its end."""
    if start >= len(text) or text[start] in "\r\n":
        return None
    if text[start] in "\"'`" or text.startswith('\\"', start):
        return _quoted_span(text, start)
    m = (_RX_UNQUOTED_QUERY if in_query else _RX_UNQUOTED).get().match(text, start)
    if not m:
        return None
    end = _query_value_end(text, m.end()) if in_query else m.end()
    end = _trim_trailing(text, start, end)
    return (start, end) if end > start else None


def _full_value_end(text: str, span: tuple[int, int]) -> int:
    """A value cut at `_VALUE_MAX` is redacted to the end of its token, so no tail of it survives."""
    if span[1] - span[0] < _VALUE_MAX:
        return span[1]
    rest = _RX_REST_OF_TOKEN.get().match(text, span[1])
    return rest.end() if rest else span[1]


def _prose_follows(text: str, end: int) -> bool:
    """`token: expired, please log in` is an error message, not a credential listing."""
    rest = text[end : end + 3]
    return len(rest) == 3 and rest[0] in " \t" and rest[1:].isalpha()


def _redactable(value: str, strength: int, loose: bool) -> bool:
    """`loose`: an unquoted value with more prose after it, where only random-looking values count."""
    if _is_placeholder(value) or _is_code(value) or _is_pathlike(value):
        return False
    if len(value) <= 2 and value.isdigit():  # `PasswordComplexity = 0`, `UseLogonCredential : 1`: a setting
        return False
    return _looks_random(value) if strength == 1 or loose else True
