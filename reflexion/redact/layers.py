"""The redaction layers in their order, and the passes over a text until they change nothing; pure."""

from __future__ import annotations

from reflexion.redact.assignments import _assignments, _flags, _structured_pairs
from reflexion.redact.cards import _card_numbers
from reflexion.redact.commands import _command_secrets
from reflexion.redact.decoded import _decoded_secrets
from reflexion.redact.engine import _Probe
from reflexion.redact.entropy import _context_entropy
from reflexion.redact.piped import _fed_secrets
from reflexion.redact.positional import _config_files
from reflexion.redact.structures import (
    _auth_headers,
    _cookies,
    _jwts,
    _private_keys,
    _url_credentials,
)
from reflexion.redact.vendors import _vendor_tokens

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

# Order matters: whole structures (PEM blocks, vendor tokens, JWTs) go first, so the key-driven layers see a
# placeholder instead of half a token, and the entropy layer only looks at what is left.

_LAYERS: tuple[Callable[[str, _Probe], str], ...] = (
    _private_keys,
    _vendor_tokens,
    _jwts,
    _auth_headers,
    _url_credentials,
    _cookies,
    _card_numbers,
    _command_secrets,
    _fed_secrets,
    _config_files,
    _structured_pairs,
    _assignments,
    _flags,
    _context_entropy,
)


def _layers_pass(text: str) -> str:
    probe = _Probe(text)
    for stage in _LAYERS:
        text = stage(text, probe)
    return text


def _one_pass(text: str) -> str:
    # base64 last: only runs no layer took whole are decoded, and what they decode to goes through the layers
    text = _layers_pass(text)
    return _decoded_secrets(text, _Probe(text), _layers_pass)


def passes(text: str) -> str:
    """The text (already free of ANSI escapes) once no pass changes it.

    A replacement can expose a neighbour: a secret glued to another (`AKIA…ghp_…`) sits inside a word until
    the first becomes a placeholder. Passes repeat until nothing changes (text without secrets costs one),
    which also makes redact(redact(x)) == redact(x)."""
    for _ in range(3):
        redacted = _one_pass(text)
        if redacted == text:
            break
        text = redacted
    return text
