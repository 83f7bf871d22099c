"""Secret redaction for everything reflexion writes (entries, log, state, CLAUDE.md); pure: no I/O.

Text in which no layer can find anything (redact.needles) is given back without importing the layers."""

from __future__ import annotations

from reflexion.redact.needles import may_hold_secret
from reflexion.text import strip_ansi

# If a bug ever makes a rule raise, losing the text is better than writing a secret into git.
_FALLBACK = "[REDACTED:unredactable]"


def redact(text: str) -> str:
    """Return text with every secret replaced by a placeholder like `[REDACTED:github-token]`.

    Harmless text (SHAs, UUIDs, digests, versions, IDs, placeholders) is left untouched. Never raises.
    """
    try:
        # A stray ESC left by strip_ansi would turn a later `[REDACTED:…]` into an escape sequence.
        text = strip_ansi(text).replace("\x1b", "")
        if not may_hold_secret(text):
            return text
        from reflexion.redact.layers import passes

        return passes(text)
    except Exception:
        return _FALLBACK
