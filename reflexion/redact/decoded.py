"""Layer 5: base64 whose decoded text holds a secret (`echo Z2hwX2… | base64 -d`, Basic credentials); pure.
Light: the first look (redact.needles) asks it for a run that decodes to text, without the engine (its
patterns compiled on first use by regex.compile, not by engine._Lazy) or any layer."""

from __future__ import annotations

from reflexion import regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re
    from collections.abc import Callable, Iterator

    from reflexion.redact.engine import _Probe, _Span

# Standard or URL-safe alphabet, 16 characters or more (12 bytes: the shortest `user:password` worth it).
# No lookaround: a pattern opening with a character class is searched for fast; the edges are tested after.
_BASE64 = r"[A-Za-z0-9+/_-]{16,8192}={0,2}"
# what a Basic credential is once decoded: `user:password`, nothing else
_USER_PASSWORD = r"[\w.@+-]{1,128}:(?P<s>[^\s/]\S{0,511})"


_HEAD = 2048  # a long run is judged by its head: a PEM block's BEGIN line, or bytes that are no text


def _decoded(run: str) -> str | None:
    """The text a base64 run encodes, or None when it is not UTF-8 text (a hash, a key, a word)."""
    body = run.rstrip("=")[:_HEAD]
    if "-" in body or "_" in body:
        if "+" in body or "/" in body:
            return None  # two alphabets at once: an identifier, not base64
        body = body.replace("-", "+").replace("_", "/")
    if len(body) % 4 == 1:
        return None
    import binascii  # only now: loading it (a shared library) costs more than the tests above (0.5 M)

    try:
        raw = binascii.a2b_base64(body + "=" * (-len(body) % 4))
        text = raw.decode("utf-8", errors="ignore" if len(run) > _HEAD else "strict")  # a cut character
    except (binascii.Error, UnicodeDecodeError):
        return None
    # printable text, lines allowed: random bytes almost never decode so
    return text if text.replace("\n", "").replace("\r", "").replace("\t", "").isprintable() else None


def _text_runs(text: str) -> Iterator[tuple[re.Match[str], str]]:
    """Each base64 run of `text` that decodes to text, and that text."""
    for m in regex.compile(_BASE64).finditer(text):
        run = m.group(0)
        if run.isalpha() and (run.islower() or run.isupper()):
            continue  # a long word or constant: no base64 of text looks like it
        if m.start() and (text[m.start() - 1].isalnum() or text[m.start() - 1] == "="):
            continue  # part of a longer word (`é` is no base64 letter), or of `a==b`
        if text[m.end() : m.end() + 1].isalnum() or text[m.end() : m.end() + 1] == "=":
            continue
        decoded = _decoded(run)
        if decoded:
            yield m, decoded


def holds_text_run(text: str) -> bool:
    """Whether _decoded_secrets has a run to judge in `text`: one that decodes to text."""
    return len(text) >= 16 and next(_text_runs(text), None) is not None


def _encoded_spans(text: str, inner: Callable[[str], str]) -> Iterator[_Span]:
    from reflexion.redact.values import _is_placeholder  # only now: see above

    for m, decoded in _text_runs(text):
        pair = regex.compile(_USER_PASSWORD).fullmatch(decoded.strip())
        if pair and not _is_placeholder(pair.group("s")):
            yield m.start(), m.end(), "basic-auth"
        elif inner(decoded) != decoded:
            yield m.start(), m.end(), "encoded-secret"


def _decoded_secrets(text: str, probe: _Probe, inner: Callable[[str], str]) -> str:
    """Each base64 run whose text, decoded, `inner` (the other layers) finds a secret in, or that decodes to
    `user:password`, goes whole."""
    if len(probe.text) < 16:
        return text
    from reflexion.redact.engine import _splice  # (loaded by the layers already)

    return _splice(text, _encoded_spans(text, inner))
