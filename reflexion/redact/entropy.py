"""Layer 4: entropy, only where the context says a secret is near (AWS, Twilio, commands, prose); pure."""

from __future__ import annotations

from reflexion.redact.engine import _Lazy, _mark, _Probe, _replace_in_match, _Span, _splice, _words
from reflexion.redact.keys import _full_value_end, _value_span
from reflexion.redact.needles import PROMPTS, SECRET_COMMAND_WORDS
from reflexion.redact.structures import _password_repl
from reflexion.redact.values import (
    _RX_HARMLESS,
    _classes,
    _is_code,
    _is_pathlike,
    _is_placeholder,
    _is_uuid,
    _looks_secret_word,
    _not_wordlike,
)
from reflexion.secret_words import PASSWORD_SHORTHAND, PASSWORD_WORDS, TOKEN_WORDS, spelled, unspaced

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re
    from collections.abc import Iterator

_RX_AWS_SECRET = _Lazy(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")
_RX_HEX32 = _Lazy(r"(?<![0-9a-zA-Z])(?:AC)?[0-9a-f]{32}(?![0-9a-zA-Z])")
# A Twilio API key's secret: 32 letters and digits, shown once beside its SK… key id.
_RX_ALNUM32 = _Lazy(r"(?<![0-9a-zA-Z])[0-9a-zA-Z]{32}(?![0-9a-zA-Z])")


def _mixed_gate(v: str) -> bool:
    upper, lower, digit, _ = _classes(v)
    return upper and lower and digit


def _aws_secret_gate(v: str) -> bool:
    """40 base64 chars beside an AWS key id; hex (git SHAs) and paths are excluded."""
    upper, lower, digit, _ = _classes(v)
    return upper and lower and digit and v.count("/") <= 4 and "//" not in v and not _is_pathlike(v)


_RX_SECRET_COMMAND = _Lazy(
    r"(?m)^[ \t]*(?:\$|\+|#|%|❯|PS[^>\n]{0,80}>)[ \t]+(?P<cmd>[^\n]{1,2000})\r?\n"
    r"(?P<s>[^\s]{8,8192})[ \t]*\r?$"
)


def _is_assignment_line(v: str) -> bool:
    for sep in "=:":
        head, found, rest = v.partition(sep)
        if found and rest and rest[0] not in "=:" and head.replace("-", "_").replace(".", "_").isidentifier():
            return True
    return False


def _command_output_repl(m: re.Match[str]) -> str:
    """The single-token output of `echo $HF_TOKEN` or `… get secret … | base64 -d` is the secret itself."""
    cmd, value = m.group("cmd").lower(), m.group("s")
    if not any(w in cmd for w in SECRET_COMMAND_WORDS) or not _not_wordlike(value):
        return m.group(0)
    if _is_placeholder(value) or "://" in value or _is_pathlike(value) or value[0] == "[":
        return m.group(0)
    if _is_assignment_line(value):
        return m.group(0)  # `KEY=value` lines are left to the assignment rules
    return _replace_in_match(m, "secret")


_PROSE_KEYWORDS = (
    r"password|passwd|passwort|passphrase|passcode|pass|pwd|pw|secret|token|api[ _-]?key|access[ _-]?key|key"
    r"|credentials?|creds|pat|mot de passe|contrase[ñn]a"
)
# the rest of the line: up to a real line break or an escaped one (`\n` in JSON or a repr)
_RX_PROSE = _Lazy(
    r"(?i)(?<!REDACTED:)(?<!public[ _-])\b(?:" + _PROSE_KEYWORDS + r")(?=[ \t:=,])"
    r"(?P<rest>(?:[^\n\\]|\\(?![nr])){1,200})"
)
# Words a sentence passes on its way to the secret: names, hosts, addresses, `(pg-14)`, `->`.
_RX_PLAIN_WORD = _Lazy(r"[(\[]?[\w@.+/-]+[)\],:]?|[-=>/|:,]+")
# `Xy7…q is my password`: the secret said first.
_RX_PROSE_BEFORE = _Lazy(
    r"(?i)(?<![^\s(\"'`])(?P<s>\S{8,200}) (?:is|was|as) (?:my|the|our|your|his|her|their) (?:new |old )?"
    r"(?:" + _PROSE_KEYWORDS + r")\b"
)
_PROSE_NEEDLES = ("pass", "pwd", "pw", "secret", "token", "key", "credential", "creds", "pat", "contrase")
_RX_WORD = _Lazy(r"\S+")


def _prose_spans(text: str) -> Iterator[_Span]:
    """`I changed the redis password for alice@x.io to Xy7…, update compose`: the first random word in the
    few words after the keyword, within its sentence; or the random word right before `is my password`."""
    for m in _RX_PROSE.get().finditer(text):
        for n, w in enumerate(_RX_WORD.get().finditer(text, m.start("rest"), m.end("rest"))):
            word = w.group(0)
            lead = len(word) - len(word.lstrip("(\"'`"))
            core = word[lead:].rstrip(".,;:!?)\"'`")
            core = core[: min((i for i in (core.find('"'), core.find("\\")) if i >= 0), default=len(core))]
            if _looks_secret_word(core):  # (a quote or backslash inside ends it: JSON, a repr)
                yield w.start() + lead, w.start() + lead + len(core), "secret"
                break
            if n >= 7 or word[-1:] in ".;!?" or not _RX_PLAIN_WORD.get().fullmatch(word):
                break  # the sentence ends, or code or JSON begins
    for m in _RX_PROSE_BEFORE.get().finditer(text):
        word = m.group("s")
        lead = len(word) - len(word.lstrip("(\"'`"))
        core = word[lead:].rstrip(",;:)\"'`")
        if _looks_secret_word(core):
            yield m.start("s") + lead, m.start("s") + lead + len(core), "secret"


# "The password is X" in the languages people write in: the password word, perhaps whose it is, a copula or
# a colon, then the value. Unlike a token, a password a person made up is no random word: any value that is
# not a plain lower-case word goes (a digit, a symbol, a capital inside it, or quotes around it), and a
# capitalised word too (`Passwort ist Geheim`, `password is Lemonade`) unless English says what it is like
# (`Password is Required`). Said right after the word, with no copula (`with password Lemonade42`, `pw
# X`), only a value with letters and a digit or a symbol goes. A token, a secret, an API key said so: only
# a value that looks random (`the token is 9f8e…`).


def _said_word(word: str) -> str:
    """The regex of a word, bounded as a word where its script has them."""
    source = spelled(word, "[ -]")
    return source if unspaced(word) else r"(?<![\w-])" + source + r"(?![\w-])"


def _alternatives(words: tuple[str, ...]) -> str:
    return "|".join(_said_word(w) for w in sorted(words, key=len, reverse=True))


def _needles(words: tuple[str, ...]) -> tuple[str, ...]:
    """Substrings of the lower-cased text without which no word is there (a Hebrew word's prefix aside)."""
    return tuple({v for w in words for v in (w, w.replace(" ", "-"), w.replace("-", " "))})


_PASSWORDS = (*PASSWORD_WORDS, *PASSWORD_SHORTHAND)
_SAID_WORDS = (*_PASSWORDS, *TOKEN_WORDS)
_OWNER = r"(?:[ \t]+(?:for|of|für|von|pour|de|para|voor|per|для|dla|på|til|do|για|של)[ \t]+[^\s:=：]{1,60})?"
_COPULA = (
    r"(?:[ \t]*(?P<c>[:=：])"
    r"|[ \t]+(?P<w>is|was|ist|lautet|est|es|é|è|e|är|er|on|to|je|jest|adalah|là|это|είναι|היא|הוא|—|–)"
    r"(?=[ \t])"
    r"|[ \t]*(?P<x>是|为|為|は|는|은|이)|(?P<d>[ \t]+))[ \t]*"
)
_RX_SAID = _Lazy(
    r"(?i)(?:(?P<p>" + _alternatives(_PASSWORDS) + r")|" + _alternatives(TOKEN_WORDS) + ")" + _OWNER + _COPULA
)
_SAID_NEEDLES = _needles(_SAID_WORDS)
# what English says a password is like, capitalised at a sentence's start or in a form's message
_ENGLISH_STATES = _words(
    """required incorrect correct wrong invalid valid weak strong too not missing expired empty set saved
    stored changed updated reset hashed encrypted ok okay mandatory optional needed case"""
)


def _said_spans(text: str) -> Iterator[_Span]:
    for m in _RX_SAID.get().finditer(text):
        span = _value_span(text, m.end(), False)
        if span is None:
            continue
        value = text[span[0] : span[1]]
        quoted = span[0] != m.end()
        if m.group("p") is None:  # (not `arn:aws:secretsmanager:…:secret:prod/db`, a path of names)
            ok = m.group("d") is None and text[m.start() - 1 : m.start()] not in (":", "/", ".")
            ok = ok and _said_token(value)
        elif m.group("d") is not None:
            ok = _said_shorthand(value, quoted)
        else:
            ok = _said_value(value, quoted)
        if ok:
            yield span[0], _full_value_end(text, span), "password" if m.group("p") else "secret"


def _said_value(value: str, quoted: bool) -> bool:
    if len(value) < 4 or _is_placeholder(value) or _is_code(value) or _is_pathlike(value) or "://" in value:
        return False
    if not any(c.isascii() and c.isalnum() for c in value):
        return False  # `密码是错误的`: the sentence goes on in its own script
    if quoted or any(not c.isalpha() for c in value) or any(c.isupper() for c in value[1:]):
        return True
    return value[0].isupper() and value.lower() not in _ENGLISH_STATES


def _said_shorthand(value: str, quoted: bool) -> bool:
    """`password Lemonade42`, `(pw Hunter2!)`: a word right after the password's, with letters and more."""
    if not _said_value(value, quoted) or any(c.isspace() for c in value):
        return False
    core = value.strip("*_`?!")  # Markdown and a question around a word: `**Password Policy**`, `prompt?`
    if _RX_HARMLESS.get().fullmatch(core):
        return False
    _, lower, digit, other = _classes(core)  # (no lower case: a name, `SHA256`, `AES256`)
    return len(core) >= 6 and lower and (digit or other)


def _said_token(value: str) -> bool:
    """`the token is 9f8e7d6c5b4a3928`, `api key is abcdef123456`: letters and digits, no name or version."""
    if len(value) < 12 or _is_placeholder(value) or _is_pathlike(value) or _is_uuid(value) or "://" in value:
        return False
    return _not_wordlike(value) and not _RX_HARMLESS.get().fullmatch(value) and not _is_code(value)


_AWS_NEEDLES = ("aws", "akia", "asia")
_TWILIO_NEEDLES = ("twilio",)


def _context_entropy(text: str, probe: _Probe) -> str:
    if probe.has_ci(_AWS_NEEDLES):
        text = _RX_AWS_SECRET.get().sub(_password_repl("aws-secret", _aws_secret_gate), text)
    if probe.has_ci(_TWILIO_NEEDLES):
        text = _RX_HEX32.get().sub(_mark("twilio-secret"), text)
        text = _RX_ALNUM32.get().sub(_password_repl("twilio-secret", _mixed_gate), text)
    if "\n" in probe.text and probe.has(PROMPTS) and probe.has_ci(SECRET_COMMAND_WORDS):
        text = _RX_SECRET_COMMAND.get().sub(_command_output_repl, text)
    if probe.has_ci(_PROSE_NEEDLES):
        text = _splice(text, _prose_spans(text))
    if probe.has_ci(_SAID_NEEDLES):
        text = _splice(text, _said_spans(text))
    return text
