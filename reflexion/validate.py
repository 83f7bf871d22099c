"""Pure: what `reflexion check` finds wrong in an entry file's text or in CLAUDE.md's rules block.

Stricter than entry.coerce (which reads hand edits tolerantly): a check names every field a person or a
merge got wrong, so CI and pre-commit stop it before it is committed. Each problem is (field, message).
"""

from __future__ import annotations

import re

from reflexion import entry as entries_format
from reflexion import scrub

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

Problem = tuple[str, str]  # (field, what is wrong); field "-" for the whole file

# Lines git leaves in a file it could not merge.
CONFLICT = re.compile(r"^(?:<{7}|>{7}|={7}|\|{7})(?:\s|$)", re.M)
# An absolute path into a person's home directory (scrub.HOME_PATH: /root names nobody, and the current
# home, whatever it is, is checked as well).
HOME_PATH = re.compile(scrub.HOME_PATH)
TEXT_KEYS = ("trigger", "context", "resolution")
BOOL_KEYS = ("promoted", "needs_review", "demoted")
INT_KEYS = ("confirmed", "version")


def has_conflict_markers(text: str) -> bool:
    return CONFLICT.search(text) is not None


def is_date(value: object) -> bool:
    """A real calendar day written `YYYY-MM-DD`."""
    import datetime

    if not (isinstance(value, str) and len(value) == 10 and value[4] == value[7] == "-"):
        return False
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return False
    return True


def check_entry(file_id: str, text: str, today: str, home: str = "") -> list[Problem]:
    """Every problem of one entry file (its name's stem is `file_id`); [] when it is sound."""
    if has_conflict_markers(text):
        return [("-", "holds git conflict markers (resolve the merge, or set up `reflexion install --git`)")]
    from reflexion import jsonio

    try:
        data = jsonio.loads(text)
    except (ValueError, RecursionError) as exc:
        return [("-", f"not valid JSON ({exc})")]
    if not isinstance(data, dict):
        return [("-", "not a JSON object")]
    found = [(key, "missing") for key in entries_format.REQUIRED if key not in data]
    found += _fields(file_id, data, today)
    found += [(where, f"holds {what}") for where, what in _leaks(data, home)]
    return found


def _fields(file_id: str, data: dict[str, Any], today: str) -> list[Problem]:
    found: list[Problem] = []
    if "id" in data and data["id"] != file_id:
        found.append(("id", f"{data['id']!r} is not the file name's {file_id!r}"))
    if not entries_format.is_valid_id(file_id):
        found.append(("id", f"{file_id!r} is not an entry ID (like {entries_format.EXAMPLE_ID})"))
    if "type" in data and data["type"] not in entries_format.TYPES:
        found.append(("type", f"{data['type']!r} is not one of {', '.join(entries_format.TYPES)}"))
    for key in TEXT_KEYS:
        if key in data and not isinstance(data[key], str):
            found.append((key, f"must be a string, not {_kind(data[key])}"))
    if isinstance(data.get("trigger"), str) and len(data["trigger"]) > entries_format.TRIGGER_LIMIT:
        found.append(("trigger", f"longer than {entries_format.TRIGGER_LIMIT} characters"))
    keywords = data.get("keywords", [])
    if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
        found.append(("keywords", "must be a list of strings"))
    elif any(k != k.strip().lower() or not k.strip() for k in keywords):
        found.append(("keywords", "must be lower-case, trimmed and not empty"))
    if "occurrences" in data and not _count(data["occurrences"], 1):
        found.append(("occurrences", f"must be a whole number >= 1, not {data['occurrences']!r}"))
    found += _dates(data, today)
    for key in BOOL_KEYS:
        if key in data and not isinstance(data[key], bool):
            found.append((key, f"must be true or false, not {data[key]!r}"))
    for key in INT_KEYS:
        if key in data and not _count(data[key], 0):
            found.append((key, f"must be a whole number, not {data[key]!r}"))
    if "exit_code" in data and data["exit_code"] is not None and not _count(data["exit_code"], -(1 << 31)):
        found.append(("exit_code", f"must be a whole number or null, not {data['exit_code']!r}"))
    if "evidence" in data and not isinstance(data["evidence"], dict):
        found.append(("evidence", f"must be an object, not {_kind(data['evidence'])}"))
    aliases = data.get("aliases", [])
    if not isinstance(aliases, list) or not all(entries_format.is_valid_id(a) for a in aliases):
        found.append(("aliases", "must be a list of entry IDs"))
    return found


def _dates(data: dict[str, Any], today: str) -> list[Problem]:
    found: list[Problem] = []
    for key in ("first_seen", "last_seen"):
        if key in data and not is_date(data[key]):
            found.append((key, f"must be a day like 2026-11-20, not {data[key]!r}"))
        elif key in data and str(data[key]) > today:
            found.append((key, f"{data[key]} is in the future"))
    first, last = str(data.get("first_seen")), str(data.get("last_seen"))
    if is_date(first) and is_date(last) and first > last:
        found.append(("last_seen", f"{last} comes before first_seen {first}"))
    seen = data.get("seen_on")
    if seen is not None and (not isinstance(seen, list) or not all(map(is_date, seen))):
        found.append(("seen_on", "must be a list of days like 2026-11-20"))
    return found


def _leaks(data: Any, home: str, where: str = "") -> Iterator[tuple[str, str]]:
    """(field, what) for each string that holds a secret or an absolute path into a home directory."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _leaks(value, home, f"{where}.{key}" if where else str(key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _leaks(value, home, f"{where}[{i}]")
    elif isinstance(data, str):
        from reflexion.redact import redact

        if redact(data) != data:
            yield where, "a secret (run the text through `reflexion redact`)"
        if HOME_PATH.search(data) or (len(home) > 1 and home.rstrip("/\\") + "/" in data):
            yield where, "an absolute path under a home directory (write it relative, or with ~)"


def _count(value: object, least: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


def _kind(value: object) -> str:
    return {dict: "an object", list: "a list", bool: "true/false", type(None): "null"}.get(
        type(value), type(value).__name__
    )


def check_rules_block(text: str, promoted: set[str], known: dict[str, str]) -> list[Problem]:
    """Problems of CLAUDE.md's rules block: markers, conflict markers, rules whose source is no entry
    (`known`: every ID and alias in the store -> its entry's ID), promoted entries without a rule."""
    from reflexion import rules

    if has_conflict_markers(text):
        return [("-", "holds git conflict markers (`reflexion promote` regenerates the rules block)")]
    try:
        found = rules.find_block(text.lstrip("\ufeff"))
    except rules.MarkerError as exc:
        return [("rules block", str(exc))]
    if found is None:
        return [("rules block", f"missing, but {len(promoted)} entries are promoted")] if promoted else []
    block = text.lstrip("\ufeff")[found[0] : found[1]]
    problems: list[Problem] = []
    sources: set[str] = set()
    for line in block.splitlines()[1:-1]:
        match = re.search(r"\(seen \d+x, source: (RFX-[0-9a-f-]+)\)\s*$", line)
        if not match:
            continue
        sources.add(known.get(match.group(1), match.group(1)))
        if match.group(1) not in known:
            problems.append(("rules block", f"rule from {match.group(1)}, which is no entry"))
    for entry_id in sorted(promoted - sources):
        problems.append(("rules block", f"{entry_id} is promoted but has no rule (run `reflexion promote`)"))
    return problems
