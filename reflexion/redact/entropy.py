"""Layer 4: entropy, only where the context says a secret is near (AWS, Twilio, commands, prose); pure."""

from __future__ import annotations

import re
from collections.abc import Iterator

from reflexion.redact.engine import _Lazy, _mark, _Probe, _replace_in_match, _Span, _splice
from reflexion.redact.structures import _password_repl
from reflexion.redact.values import (
    _classes,
    _is_pathlike,
    _is_placeholder,
    _looks_secret_word,
    _not_wordlike,
)

_RX_AWS_SECRET = _Lazy(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")
_RX_HEX32 = _Lazy(r"(?<![0-9a-zA-Z])(?:AC)?[0-9a-f]{32}(?![0-9a-zA-Z])")


def _aws_secret_gate(v: str) -> bool:
    """40 base64 chars beside an AWS key id; hex (git SHAs) and paths are excluded."""
    upper, lower, digit, _ = _classes(v)
    return upper and lower and digit and v.count("/") <= 4 and "//" not in v and not _is_pathlike(v)


_RX_SECRET_COMMAND = _Lazy(
    r"(?m)^[ \t]*(?:\$|\+|#|%|❯|PS[^>\n]{0,80}>)[ \t]+(?P<cmd>[^\n]{1,2000})\r?\n"
    r"(?P<s>[^\s]{8,8192})[ \t]*\r?$"
)
_SECRET_COMMAND_WORDS = (
    "token",
    "secret",
    "password",
    "passwd",
    "api_key",
    "apikey",
    "api-key",
    "credential",
    "private",
    "auth",
)
_PROMPTS = ("$ ", "+ ", "# ", "% ", "❯", "PS")


def _is_assignment_line(v: str) -> bool:
    for sep in "=:":
        head, found, rest = v.partition(sep)
        if found and rest and rest[0] not in "=:" and head.replace("-", "_").replace(".", "_").isidentifier():
            return True
    return False


def _command_output_repl(m: re.Match[str]) -> str:
    """The single-token output of `echo $HF_TOKEN` or `… get secret … | base64 -d` is the secret itself."""
    cmd, value = m.group("cmd").lower(), m.group("s")
    if not any(w in cmd for w in _SECRET_COMMAND_WORDS) or not _not_wordlike(value):
        return m.group(0)
    if _is_placeholder(value) or "://" in value or _is_pathlike(value) or value[0] == "[":
        return m.group(0)
    if _is_assignment_line(value):
        return m.group(0)  # `KEY=value` lines are left to the assignment rules
    return _replace_in_match(m, "secret")


_RX_PROSE = _Lazy(
    r"(?i)(?<!REDACTED:)\b(?:password|passwd|passphrase|pwd|secret|token|api[ _-]?key|access[ _-]?key|key"
    r"|credentials?|pat)(?=[ \t:=,])(?P<rest>[^\n]{1,200})"
)
_RX_WORD = _Lazy(r"\S+")


def _prose_spans(text: str) -> Iterator[_Span]:
    """`I changed the redis password to Xy7…, update compose`: the first random word after the keyword."""
    for m in _RX_PROSE.get().finditer(text):
        for n, w in enumerate(_RX_WORD.get().finditer(text, m.start("rest"), m.end("rest"))):
            word = w.group(0)
            lead = len(word) - len(word.lstrip("(\"'`"))
            core = word[lead:].rstrip(".,;:!?)\"'`")
            if _looks_secret_word(core):
                yield w.start() + lead, w.start() + lead + len(core), "secret"
                break
            if n >= 6 or word[-1:] in ".;!?" or not (core.isalpha() or core in ":=-" or not core):
                break


def _context_entropy(text: str, probe: _Probe) -> str:
    if probe.has_ci(("aws", "akia", "asia")):
        text = _RX_AWS_SECRET.get().sub(_password_repl("aws-secret", _aws_secret_gate), text)
    if probe.has_ci(("twilio",)):
        text = _RX_HEX32.get().sub(_mark("twilio-secret"), text)
    if "\n" in probe.text and probe.has(_PROMPTS) and probe.has_ci(_SECRET_COMMAND_WORDS):
        text = _RX_SECRET_COMMAND.get().sub(_command_output_repl, text)
    if probe.has_ci(("pass", "pwd", "secret", "token", "key", "credential", "pat")):
        text = _splice(text, _prose_spans(text))
    return text
