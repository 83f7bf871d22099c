"""Pure text helpers shared by the detectors, the redactor and the keyword extractor."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

# What the redactor puts where a secret was: [REDACTED:github-token]. Not a word of the text.
REDACTION_MARK = "[REDACTED:"

# CSI sequences (colours, cursor moves), OSC sequences (titles, hyperlinks) and lone charset switches.
_ANSI = r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>]"


def looks_pasted(line: str) -> bool:
    """A long line made mostly of symbols is output, not something the user typed."""
    if len(line) < 60:
        return False
    return sum(ch.isalpha() or ch.isspace() for ch in line) < 0.6 * len(line)


def pasted_at(prompt: str) -> int:
    """Where output pasted into a prompt starts, after the user's own first line: the first line in terminal
    colours, drawn in a terminal UI's box characters, indented like code or a log, or made mostly of
    symbols. -1 when there is none."""
    if "\n" not in prompt:
        return -1
    at = prompt.index("\n") + 1
    for line in prompt[at:].split("\n"):
        if "\x1b[" in line or line.startswith(("    ", "\t")) or _boxed(line) or looks_pasted(line):
            return at
        at += len(line) + 1
    return -1


def _boxed(line: str) -> bool:
    """A line that opens with a box-drawing character (│ ╭ ─ ┌): a terminal UI's frame, copied."""
    head = line.lstrip()[:1]
    return bool(head) and "\u2500" <= head <= "\u257f"


def strip_ansi(text: str) -> str:
    """Remove terminal escape sequences, so matching never depends on colour settings."""
    if "\x1b" not in text:
        return text
    from reflexion import regex  # only output with escapes pays for a pattern (hooks import this module)

    return regex.sub(_ANSI, "", text)


def printable(text: str, keep: str = "") -> str:
    """Text as it may reach a terminal or the agent: escape sequences removed, control characters and
    line or paragraph separators made spaces (words stay apart), format characters (zero-width, bidi
    overrides) and lone surrogates dropped. Characters in `keep` (say "\n") stay as they are."""
    text = strip_ansi(text)
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c in keep else _unprintable(c) for c in text)


def _unprintable(char: str) -> str:
    import unicodedata  # only for text that is not plainly printable

    category = unicodedata.category(char)
    return " " if category == "Cc" or category[0] == "Z" else ""


def safe_line(text: str) -> str:
    """One line of printable text (see printable): what a table cell or a recalled fact holds."""
    return one_line(printable(text))


def clip(text: str, limit: int) -> str:
    """Cut text to at most `limit` characters, marking the cut with an ellipsis."""
    text = text.strip()
    if len(text) <= limit:
        return text
    return text[: max(0, limit - 1)].rstrip() + "…"


def clip_at_word(text: str, limit: int) -> str:
    """Cut text to at most `limit` characters at a word boundary (when one is in its second half), marking
    the cut with an ellipsis: "found in Spotte…" is read as a word that is not there."""
    if len(text) <= limit:
        return text
    cut = text[: max(0, limit - 1)]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip() + "…"


def sentences(text: str, colon: bool = True) -> list[str]:
    """The sentences of prose, split after `.`, `!`, `?` (and `:`, unless not `colon`) and at line breaks;
    stripped, none empty."""
    from reflexion import regex

    pattern = r"(?<=[.!?:])\s+|\n+" if colon else r"(?<=[.!?])\s+|\n+"
    return [s.strip() for s in regex.split(pattern, text) if s and s.strip()]


def one_line(text: str) -> str:
    """Collapse all whitespace runs (newlines included) into single spaces."""
    return " ".join(text.split())


def clip_lines(text: str, line_limit: int, limit: int) -> str:
    """Clip each line, then the whole; for text already redacted (a cut must never split a secret)."""
    lines = [clip(line, line_limit) for line in text.splitlines() if line.strip()]
    return clip("\n".join(lines), limit)


# Any redactor's placeholder: ours ([REDACTED:github-token]), and those of the tools people redact a log or a
# transcript with before they paste or publish it ([REDACTED], [REDACTED_IP]).
PLACEHOLDER = "[REDACTED"


def without_marks(text: str) -> str:
    """The text with each redaction placeholder cut out (its kind is not something the text is about: two
    texts that hid an address share the placeholder, not the address)."""
    start = text.find(PLACEHOLDER)
    while start != -1:
        end = text.find("]", start)
        text = text[:start] + " " + text[end + 1 :] if end != -1 else text[:start]
        start = text.find(PLACEHOLDER, start)
    return text


def digest(text: str) -> str:
    """20 hex chars of BLAKE2b over `text` (any text, even lone surrogates)."""
    return digest_bytes(text.encode("utf-8", "surrogatepass")).hex()


def digest_bytes(data: bytes, size: int = 10) -> bytes:
    """BLAKE2b of `data`, `size` bytes of it."""
    if not _BLAKE2B:  # found once: an import statement in each call was half the cost of a short digest
        try:
            from _blake2 import blake2b  # the C module directly: `import hashlib` costs ~3 ms of OpenSSL
        except ImportError:  # pragma: no cover - other Python builds
            from hashlib import blake2b
        _BLAKE2B.append(blake2b)
    found: bytes = _BLAKE2B[0](data, digest_size=size).digest()
    return found


_BLAKE2B: list[Callable[..., Any]] = []


def word_at(text: str, word: str, start: int = 0, joiners: str = "_-") -> int:
    """Where `word` stands in `text` as a whole word from `start` on — no letter, digit or joiner right
    before or after it (`-u` is not in "my-utils", `feat-x` not in "feat-xyz") — or -1."""
    at = text.find(word, start)
    while at >= 0:
        end = at + len(word)
        before = at > 0 and (text[at - 1].isalnum() or text[at - 1] in joiners)
        after = end < len(text) and (text[end].isalnum() or text[end] in joiners)
        if not before and not after:
            return at
        at = text.find(word, at + 1)
    return -1


def starts_word(text: str, needle: str) -> bool:
    """`needle` in `text`, starting a word (`enotfound` is not inside `modulenotfounderror`, `xit(` not
    inside `exit(`); what follows it may be anything, and a needle that starts with a sign (`": "off"`) may
    stand anywhere."""
    at = text.find(needle)
    while at >= 0:
        if at == 0 or not needle[0].isalnum() or not text[at - 1].isalnum():
            return True
        at = text.find(needle, at + 1)
    return False


def error_code(word: str) -> bool:
    """An error's code, as typed or as a term: EADDRINUSE, ENOENT, TS2322 (capitals, maybe digits, four or
    more), or letters then three or more digits in any case (E0599, ts2554)."""
    if len(word) < 4 or not (word.isascii() and word.isalnum() and word[0].isalpha()):
        return False
    stem = word.rstrip("0123456789")
    return word == word.upper() or (stem.isalpha() and len(word) - len(stem) >= 3)
