"""Pure: which entries become rules, what a rule line says, and the rules block merged into CLAUDE.md text."""

from __future__ import annotations

from reflexion import regex
from reflexion.entry import HANDOVER, evidence, is_valid_id, trusted_fix
from reflexion.text import clip_at_word, one_line, printable

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing costs ~3 ms to import; capture may import this module after bumping an entry
    import re
    from collections.abc import Iterable, Mapping, Sequence
    from typing import Any, Protocol, TypedDict

    Entry = Mapping[str, Any]

    class Limits(Protocol):
        """Thresholds, or anything shaped like them (config.Config is)."""

        min_occurrences: int
        min_days: int
        max_rules: int

    class Progress(TypedDict):
        occurrences: tuple[int, int]  # (have, need)
        days: tuple[int, int]  # (have, need)
        resolved: bool
        trusted: bool  # the fix may make a rule: a person's word or seen to work (trusted_fix)
        flagged: bool
        promoted: bool


START = "<!-- reflexion:rules:start -->"
END = "<!-- reflexion:rules:end -->"
HEADING = "## Reflexion: Learned Rules"
RULE_LIMIT = 200  # characters of a rule's directive, before "(seen Nx, source: ID)"
_LINE_LIMIT = 400  # a whole block line: directive + suffix, or the caller's note
_INPUT_LIMIT = 10_000  # hostile text is cut before any work is done on it

# Patterns stay strings: `re` compiles and caches each on first use, so importing this module costs nothing.
_LABEL = r"(?i)(?:fix(?:ed)?|resolution|resolved|solution|workaround)\s*:\s*"
_MARKER_WORD = r"(?i)reflexion:rules"
_FENCE = r"`{3,}|~{3,}"
# What would change the line's structure if it started it: heading, quote, list item, thematic break.
_LEADING = r"(?:#+|>+|[-*+=_]+(?=\s|$)|[0-9]{1,9}[.)](?=\s|$))\s*"
# An @ a Claude Code import could start with (not after a letter or digit, as in user@host or pkg@1.2 —
# unless that letter is backslash-escaped, as in `\é@-`: a Markdown parser may end a text token at the escape,
# so the @ opens the next one), and a `<` that could open inline HTML or an autolink (either would
# reshuffle code spans).
_RISKY = r"(?:(?<![^\W_])|(?<=\\[^\W_]))@(?=\S)|<(?=[A-Za-z/!?])"
_MARKER_LINE = r"(?im)^[ \t]*<!--[ \t]*reflexion:rules:(start|end)[ \t]*-->[ \t]*(\r?)$"


class MarkerError(ValueError):
    """CLAUDE.md's rules block markers are malformed; the message says what and on which line."""


class Thresholds:
    """When an entry becomes a rule and how many rules the block holds (SPEC §7 defaults)."""

    __slots__ = ("max_rules", "min_days", "min_occurrences")

    def __init__(self, min_occurrences: int = 3, min_days: int = 2, max_rules: int = 30) -> None:
        self.min_occurrences = min_occurrences
        self.min_days = min_days
        self.max_rules = max_rules

    def __repr__(self) -> str:
        return f"Thresholds({self.min_occurrences}, {self.min_days}, {self.max_rules})"


DEFAULT = Thresholds()


# ---- which entries qualify ---------------------------------------------------------------------------


def _day(value: object) -> str:
    """A valid `YYYY-MM-DD`, or "" for anything else a hand edit may have left."""
    if not (isinstance(value, str) and len(value) == 10 and value[4] == value[7] == "-"):
        return ""
    year, month, day = value[:4], value[5:7], value[8:]
    if not all(part.isascii() and part.isdigit() for part in (year, month, day)):
        return ""
    return value if 1 <= int(month) <= 12 and 1 <= int(day) <= 31 else ""


def _occurrences(entry: Entry) -> int:
    value = entry.get("occurrences")
    if isinstance(value, int) and not isinstance(value, bool) and 0 < value < 10**12:
        return value
    return 0  # "3", 3.0, true, missing: a hand edit we cannot trust


def day_count(entry: Entry) -> int:
    """Distinct valid days among seen_on, first_seen and last_seen (0 when none is a date)."""
    seen_on = entry.get("seen_on")
    values = list(seen_on) if isinstance(seen_on, list) else []
    days = {_day(v) for v in [*values, entry.get("first_seen"), entry.get("last_seen")]}
    days.discard("")
    return len(days)


def progress(entry: Entry, th: Limits = DEFAULT) -> Progress:
    """Each promotion condition's state, for the status dashboard; wrong types count as unmet."""
    return {
        "occurrences": (_occurrences(entry), th.min_occurrences),
        "days": (day_count(entry), th.min_days),
        "resolved": bool(_directive(entry)),
        "trusted": trusted_fix(entry, promoting=True),
        "flagged": bool(entry.get("needs_review")),
        "promoted": entry.get("promoted", False) is not False,
    }


def qualifies(entry: Entry, th: Limits = DEFAULT) -> bool:
    """All of SPEC §7 hold, the entry is not flagged as a failed fix nor demoted, and not promoted yet."""
    return (  # cheapest first: capture asks after every bump, and the resolution check sanitises
        _occurrences(entry) >= max(1, th.min_occurrences)
        and entry.get("promoted", False) is False
        and not entry.get("needs_review")
        and not entry.get("demoted")  # a person withdrew its rule: promote must not bring it back
        and day_count(entry) >= max(1, th.min_days)
        and is_valid_id(entry.get("id"))
        and trusted_fix(entry, promoting=True)  # a person's word, or a fix the session verified
        and bool(_directive(entry))
        and not never_a_rule(entry)
    )


def never_a_rule(entry: Entry) -> bool:
    """Whatever its count: the work in progress or an answer, a fix a user's rule rules out, a command only
    the user can run (what to hand over, not a rule), a fix learned on one program of a whole cause, a
    bypass a person asked for ("from now on use --no-verify": SPEC §7)."""
    if entry.get("triage") in ("task", "probe") or entry.get("conflicts"):
        return True
    from reflexion.conflicts import asks_for_bypass

    if asks_for_bypass(str(entry.get("resolution", ""))):
        return True
    if entry.get("resolution_source") == "auto":
        fix = evidence(entry).get("fix")
        if isinstance(fix, dict) and fix.get("kind") == HANDOVER:
            return True
    return _one_member_of_a_cause(entry)


def _one_member_of_a_cause(entry: Entry) -> bool:
    """A learned fix of an entry that holds a whole cause (Git Bash turning `/switch`es into paths, for
    ipconfig, findstr, powercfg …) was verified for one program only: told as an example, never a rule."""
    if entry.get("resolution_source") != "auto":
        return False
    from reflexion.learn.causes import is_cause_signature

    return is_cause_signature(str(entry.get("signature", "")))


def choose(promoted: Iterable[Entry], th: Limits = DEFAULT) -> tuple[list[Entry], list[Entry]]:
    """(rules for the block, entries that give way) under the cap.

    Cap policy: the `max_rules` most recently seen entries stand (ties: more occurrences, then the older
    ID); the rest give way, most recent first — the caller sets them back to promoted=false, so they stay
    candidates that status shows as waiting for room. An entry that cannot stand as a rule (flagged as a
    failed fix, no usable resolution, bad ID or count, a bypass — learned by a version whose table did not
    know it, or asked for) is in neither list; the caller should demote it too.
    The kept rules come back sorted by ID, the order they are written in the block.
    """
    from reflexion.conflicts import asks_for_bypass

    standing: dict[str, Entry] = {}
    for entry in promoted:
        if rule_line(entry) and not entry.get("needs_review") and not asks_for_bypass(entry["resolution"]):
            standing.setdefault(entry["id"], entry)
    ranked = sorted(standing.values(), key=lambda e: str(e["id"]))
    ranked.sort(key=lambda e: (_day(e.get("last_seen")), _occurrences(e)), reverse=True)
    room = max(0, th.max_rules)
    return sorted(ranked[:room], key=lambda e: str(e["id"])), ranked[room:]


# ---- what a rule says ------------------------------------------------------------------------------


def _directive(entry: Entry) -> str:
    resolution = entry.get("resolution")
    if not isinstance(resolution, str):
        return ""
    text = one_line(resolution[:_INPUT_LIMIT])
    label = regex.match(_LABEL, text)  # "Fix: run x" reads as a report; the rule is "run x"
    text = sanitize(text[label.end() :] if label else text, RULE_LIMIT - 1)
    if not any(char.isalnum() for char in text):
        return ""  # only punctuation left (say, a fence): nothing to teach
    if text[-1].isalnum() or text[-1] in ")`'\"":
        text += "."
    return text


def rule_line(entry: Entry) -> str:
    """`- <directive> (seen Nx, source: ID)`; "" when the entry has no usable resolution, ID or count."""
    directive, count, entry_id = _directive(entry), _occurrences(entry), entry.get("id")
    if not (directive and count and is_valid_id(entry_id)):
        return ""
    return f"- {directive} (seen {count}x, source: {entry_id})"


def block_lines(rules: Iterable[Entry], note: str = "") -> list[str]:
    """The block's lines for the chosen entries in ID order; with none, the caller's note (if any) alone."""
    lines = [line for line in map(rule_line, sorted(rules, key=lambda e: str(e.get("id")))) if line]
    if lines:
        return lines
    note_line = _safe_line(note)
    return [note_line] if note_line else []


# ---- sanitising ------------------------------------------------------------------------------------


def sanitize(text: str, limit: int = RULE_LIMIT) -> str:
    """One safe line of at most `limit` characters (cut at a word boundary with …); "" when nothing is left.

    Removed: terminal escapes, control and format characters (bidi overrides, zero-width, line separators),
    line breaks, HTML comment delimiters `<!--`/`-->`, the word `reflexion:rules` (becomes "reflexion
    rules"), and leading headings, quotes, list markers and thematic breaks. Runs of 3+ backticks or tildes
    shrink to one, so no code fence can open. A `<` that could start inline HTML is escaped as `\\<`.
    `@` handling: outside code spans, an `@` that could start a Claude Code import (at the start or after
    anything but a letter or digit, followed by a non-space) is neutralised — its token is put in its own
    code span (`@types/node` becomes `` `@types/node` ``), or, where backticks touch it, the `@` is dropped.
    Inside a code span it stays: Claude Code does not evaluate imports there (`pnpm add @types/node`).
    """
    if not isinstance(text, str):
        return ""
    limit = max(1, limit)
    text = _clean(text[:_INPUT_LIMIT])
    budget = limit
    while True:  # neutralising can add characters; shrink the budget until the line fits
        line = _neutralise(clip_at_word(text, budget))
        if len(line) <= limit or budget <= 1:
            return line
        budget -= len(line) - limit


def _clean(text: str) -> str:
    text = printable(text)
    previous = ""
    while text != previous:  # each removal may join the pieces of another, so repeat until stable
        previous = text
        text = text.replace("<!--", " ").replace("-->", " ")
        text = regex.sub(_MARKER_WORD, "reflexion rules", text)
        text = regex.sub(_FENCE, lambda m: m.group()[0], text)
    text = one_line(text)
    while lead := regex.match(_LEADING, text):
        text = text[lead.end() :]
    return text


def _neutralise(text: str) -> str:
    if "@" not in text and "<" not in text:
        return text
    # Wrapping adds backticks and may re-pair code spans; the second pass only drops and escapes, which
    # leaves the spans as they are, so afterwards nothing risky remains outside a span.
    return _neutralise_pass(_neutralise_pass(text, wrap=True), wrap=False)


def _neutralise_pass(text: str, *, wrap: bool) -> str:
    spans = _code_spans(text)
    out: list[str] = []
    last = 0
    for match in regex.finditer(_RISKY, text):
        at = match.start()
        if at < last or _escaped(text, at) or any(start < at < end for start, end in spans):
            continue
        out.append(text[last:at])
        last = at + 1
        if text[at] == "<":
            out.append("\\<")
            continue
        end = at
        while end < len(text) and text[end] not in " `":
            end += 1
        if wrap and (at == 0 or text[at - 1] != "`") and (end == len(text) or text[end] == " "):
            out.append(f"`{text[at:end]}`")
            last = end
    out.append(text[last:])
    return "".join(out)


def _escaped(text: str, at: int) -> bool:
    """Whether a backslash escape covers text[at] (an odd run of backslashes before it)."""
    run = 0
    while at - run > 0 and text[at - run - 1] == "\\":
        run += 1
    return run % 2 == 1


def _code_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each inline code span, as CommonMark finds them on a line free of inline HTML."""
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(text):
        if text[i] == "\\":  # an escaped backtick opens nothing
            i += 2
            continue
        if text[i] != "`":
            i += 1
            continue
        run_end = i
        while run_end < len(text) and text[run_end] == "`":
            run_end += 1
        close = _closing_run(text, run_end, run_end - i)
        if close < 0:
            i = run_end  # no closing run of the same length: the backticks are literal
            continue
        spans.append((i, close + run_end - i))
        i = close + run_end - i
    return spans


def _closing_run(text: str, start: int, length: int) -> int:
    at = text.find("`", start)
    while at >= 0:
        end = at
        while end < len(text) and text[end] == "`":
            end += 1
        if end - at == length:
            return at
        at = text.find("`", end)
    return -1


def _safe_line(line: str) -> str:
    body = sanitize(line, _LINE_LIMIT)  # drops a leading "- " with the other structure markers
    return f"- {body}" if body else ""


# ---- the block in CLAUDE.md ------------------------------------------------------------------------


def render_block(lines: Sequence[str], newline: str = "\n") -> str:
    """START, heading, each line (re-sanitised, so no caller can break the block), END; no final newline."""
    body = [line for line in map(_safe_line, lines) if line]
    return newline.join([START, HEADING, *body, END])


def find_block(text: str) -> tuple[int, int, str] | None:
    """(offset of the START line, offset where the END line's text ends, the block's newline); None if absent.

    Markers count only as whole lines (surrounding blanks and letter case are forgiven), so a marker
    quoted inside a sentence is the user's text. Raises MarkerError when one is missing, doubled or out
    of order.
    """
    starts: list[re.Match[str]] = []
    ends: list[re.Match[str]] = []
    fences: list[tuple[int, int]] | None = None
    for match in regex.finditer(_MARKER_LINE, text):
        fences = _fences(text) if fences is None else fences
        if any(begin <= match.start() < end for begin, end in fences):
            continue  # the user's example of the block, in a code block: theirs, not ours
        (starts if match.group(1).lower() == "start" else ends).append(match)
    if not starts and not ends:
        return None

    def line_of(match: re.Match[str]) -> int:
        return text.count("\n", 0, match.start()) + 1

    if len(starts) > 1 or len(ends) > 1:
        which, found = ("start", starts) if len(starts) > 1 else ("end", ends)
        where = ", ".join(str(line_of(m)) for m in found)
        raise MarkerError(f"the reflexion rules block has {len(found)} {which} markers (lines {where})")
    if not ends:
        raise MarkerError(f"the reflexion rules start marker on line {line_of(starts[0])} has no end marker")
    if not starts:
        raise MarkerError(f"the reflexion rules end marker on line {line_of(ends[0])} has no start marker")
    start, end = starts[0], ends[0]
    if end.start() < start.start():
        raise MarkerError(
            f"the reflexion rules end marker (line {line_of(end)}) comes before the start marker"
            f" (line {line_of(start)})"
        )
    return start.start(), end.end() - len(end.group(2)), "\r\n" if start.group(2) else "\n"


def _fences(text: str) -> list[tuple[int, int]]:
    """The (start, end) offsets of the fenced code blocks (``` or ~~~, CommonMark's rules: up to three
    spaces of indent, closed by a run of the same character at least as long; unclosed runs to the end)."""
    spans: list[tuple[int, int]] = []
    opened: tuple[int, str, int] | None = None  # where, which character, how many
    at = 0
    for line in text.splitlines(keepends=True):
        body = line.lstrip(" ")
        run = len(body) - len(body.lstrip(body[:1])) if body[:1] in ("`", "~") else 0
        if len(line) - len(body) <= 3 and run >= 3:
            if opened is None and not (body[0] == "`" and "`" in body[run:]):
                opened = (at, body[0], run)
            elif opened is not None and body[0] == opened[1] and run >= opened[2] and not body[run:].strip():
                spans.append((opened[0], at + len(line)))
                opened = None
        at += len(line)
    if opened is not None:
        spans.append((opened[0], len(text)))
    return spans


def merge(claude_md: str, lines: Sequence[str]) -> str:
    """CLAUDE.md's new text with the block holding `lines`; every byte outside the markers is kept.

    - Block present: the marker lines and everything between them are replaced in place, in the block's
      own newline style; the line ending after END (or its absence) is kept.
    - Block absent: appended in the file's newline style (that of its first line break; LF when it has
      none). Text ending in a line break gets a blank line then the block and a line break; text without
      a final line break gets a line break and a blank line, then the block with no final line break (so
      the user's last line is whole and the file keeps its style); empty text becomes the block + newline.
    - No lines (no rules and no note): the block is removed — exactly undoing the append above, so the
      file is byte-for-byte what it was; a block elsewhere leaves no doubled blank line behind.
    A leading BOM stays in front. Malformed markers raise MarkerError and nothing is to be written.
    """
    bom = "\ufeff" if claude_md.startswith("\ufeff") else ""
    text = claude_md[len(bom) :]
    found = find_block(text)
    body = [line for line in map(_safe_line, lines) if line]
    if found is None:
        return claude_md if not body else bom + _append(text, body)
    start, end, newline = found
    if not body:
        return bom + _remove(text, start, end, newline)
    return bom + text[:start] + render_block(body, newline) + text[end:]


def _append(text: str, body: list[str]) -> str:
    first = text.find("\n")
    newline = "\r\n" if first > 0 and text[first - 1] == "\r" else "\n"
    block = render_block(body, newline)
    if not text:
        return block + newline
    if text.endswith("\n"):
        return text + newline + block + newline
    return text + newline + newline + block


def _remove(text: str, start: int, end: int, newline: str) -> str:
    before, after = text[:start], text[end:]
    ended = after.startswith(("\n", "\r\n"))
    if ended:
        after = after[after.index("\n") + 1 :]
    if after:  # the block sat at the top or in the middle: don't leave two blank lines in a row
        blank_before = not before or before.endswith(("\n\n", "\n\r\n"))
        if blank_before and after.startswith(("\n", "\r\n")):
            after = after[after.index("\n") + 1 :]
        return before + after
    if not ended:  # appended to text without a final line break: drop the line break + blank line we added
        return before[: -2 * len(newline)] if before.endswith(newline * 2) else before
    rest = before[: -len(newline)]
    if before.endswith(newline) and rest.endswith("\n"):
        return rest  # the blank line we put before the block
    return before
