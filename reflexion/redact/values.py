"""Value classifiers (hex, UUID, placeholder, template, code, path, looks random); pure."""

from __future__ import annotations

from reflexion import regex
from reflexion.redact.engine import _Lazy, _words
from reflexion.text import REDACTION_MARK

# Plain string tests: they run on almost every input, so they must not cost a compile.

_HEX_CHARS = frozenset("0123456789abcdefABCDEF")
_MASK_CHARS = frozenset("*xX•.#?_-")
_PLACEHOLDER_PARTS = ("***", "...", "…", "example", "placeholder", "changeme", "change-me", "redacted")
_STOPWORDS = _words(
    """none null nil true false yes no on off undefined empty unset required optional include omit
    same-origin expired invalid missing revoked denied hidden masked redacted str string bytes int bool any
    object secretstr secretbytes number changeme changeit password passwd secret token xxx example
    placeholder default auto env file prompt stdin bearer basic ok not n/a na tbd todo value set provided
    present supplied unknown dummy"""
)
_CODE_ROOTS = _words(
    "os process env self this settings config cfg conf ENV secrets vars params props request req args options"
    " opts app ctx context import"
)
# Shapes of harmless high-entropy text: versions, dates, file names, digests.
_RX_HARMLESS = _Lazy(
    r"v?\d+(?:\.\d+)+(?:[-+.][\w.-]*)?|\d{4}-\d{2}-\d{2}.*|[\w-]+(?:\.[\w-]+)*\.[a-z]{1,5}"
    r"|(?i:sha\d*|md5|h1|zh|blake2[bs]?)[:=-].*"
)


def _is_hex(v: str) -> bool:
    return bool(v) and all(c in _HEX_CHARS for c in v)


def _is_uuid(v: str) -> bool:
    return len(v) == 36 and all(v[i] == "-" for i in (8, 13, 18, 23)) and _is_hex(v.replace("-", ""))


def _is_template(v: str) -> bool:
    """`<token>`, `${TOKEN}`, `{{ secrets.X }}`, `$(cmd)`, `$VAR`, `%VAR%`, `%(name)s`, `{name}`."""
    if (v[0], v[-1]) in (("<", ">"), ("{", "}")) or v.startswith(("${", "$(", "{{", "%(")):
        return True
    if v[0] == "$":
        return v[1:].isidentifier()
    return len(v) > 2 and v[0] == v[-1] == "%" and v[1:-1].isidentifier()


def _is_placeholder(v: str) -> bool:
    """Values that stand for a secret without being one; leaving them keeps the text's meaning."""
    if not v or REDACTION_MARK in v:
        return True
    low = v.lower()
    if low in _STOPWORDS or set(v) <= _MASK_CHARS or low.startswith(("your-", "your_", "your ")):
        return True
    return any(p in low for p in _PLACEHOLDER_PARTS) or _is_template(v)


def _is_env_name(v: str) -> bool:
    return "_" in v and v[0].isalpha() and v.isupper() and v.replace("_", "").isalnum()


def _is_code(v: str) -> bool:
    """`api_key = os.environ["X"]` says where a secret comes from; it holds none."""
    if v[0] in "{[(" or v.startswith(("function", "lambda ", "new ", "await ")):
        return True
    cuts = [i for i in (v.find("("), v.find("[")) if i > 0]
    if cuts and all(p.isidentifier() for p in v[: min(cuts)].rstrip().split(".")):
        return True
    root, dot, _ = v.partition(".")
    return (bool(dot) and root in _CODE_ROOTS) or _is_env_name(v)


def _classes(v: str) -> tuple[bool, bool, bool, bool]:
    upper = lower = digit = other = False
    for c in v:
        if c.isdigit():
            digit = True
        elif c.isupper():
            upper = True
        elif c.islower():
            lower = True
        else:
            other = True
    return upper, lower, digit, other


# Where a path starts that no base64 secret does: temp dirs (/tmp/ssh-XXXXkQ3mZp7a), homes, the system's.
_SYSTEM_ROOTS = (
    "/tmp/", "/var/", "/run/", "/private/", "/home/", "/Users/", "/usr/", "/opt/", "/etc/", "/proc/", "/dev/",
    "/mnt/", "/Volumes/", "/nix/", "/srv/", "/root/",
)  # fmt: skip


def _is_pathlike(v: str) -> bool:
    """An absolute or relative path made of ordinary names (a base64 secret may also start with `/`)."""
    drive = len(v) > 2 and v[0].isalpha() and v[1:3] == ":\\"
    if not drive and not v.startswith(("/", "~/", "./", "../")):
        return False
    if v.startswith(_SYSTEM_ROOTS) and v.count("/") >= 3 and "//" not in v:
        return True
    for part in v.replace("\\", "/").split("/"):
        upper, lower, digit, _ = _classes(part)
        if len(part) >= 12 and upper and lower and digit:
            return False
    return True


def _looks_random(v: str) -> bool:
    """Entropy test for values of weakly secret-named keys (`STRIPE_KEY`, `sig`, `session`)."""
    if len(v) < 12 or any(c.isspace() for c in v) or "://" in v or _is_pathlike(v):
        return False
    if _is_hex(v) or _is_uuid(v):
        return len(v) >= 16
    upper, lower, digit, _ = _classes(v)
    return digit and (upper or lower) and not _RX_HARMLESS.get().fullmatch(v)


def _wordy(seg: str) -> bool:
    """Pieces of identifiers (`node`, `Linux`, `x64`, hex hashes) as opposed to random material."""
    if (len(seg) <= 5 and seg.isalnum()) or seg.isdigit() or (seg.islower() and seg.isalpha()):
        return True
    if seg.isalpha() and (seg.isupper() or (seg[0].isupper() and seg[1:].islower())):
        return True
    return _is_hex(seg)


def _looks_secret_word(v: str) -> bool:
    """Strict test for free-form prose ("the password is X"): only clearly random words pass."""
    if len(v) < 8:
        return False
    upper, lower, digit, _ = _classes(v)
    special = any(c in "!@#$%^&*+=~?" for c in v)
    if not (digit and upper and lower) and not (digit and (upper or lower) and special):
        return False
    if _is_placeholder(v) or "://" in v or _is_pathlike(v) or _is_uuid(v) or _RX_HARMLESS.get().fullmatch(v):
        return False
    random_len = sum(len(s) for s in regex.split(r"[-_./:]", v) if not _wordy(s))
    # `1Password`, `Python3`, `Office365`: a word with a number is a name; its word is not random material
    words = sum(len(w) for w in regex.findall(r"[A-Z]?[a-z]{4,}", v) if w[1:].islower() or w.islower())
    random_len = min(random_len, len(v) - words)
    return random_len >= 8 and random_len * 5 >= len(v) * 2


def _has_digit(v: str) -> bool:
    return any(c.isdigit() for c in v)


def _not_wordlike(v: str) -> bool:
    """Generic prefixes (`sk-`, `EAA`, `Bearer `) also start ordinary words; require some randomness."""
    upper, lower, digit, _ = _classes(v)
    return digit and (upper or lower)


def _any(_: str) -> bool:
    return True
