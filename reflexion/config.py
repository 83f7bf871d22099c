"""Pure: the project's settings from `.reflexion/config.toml`, with documented defaults.

[promotion]
min_occurrences = 3   # sightings before an entry can become a rule
min_days = 2          # distinct days it must have been seen on
max_rules = 30        # rules in CLAUDE.md's block; when full, the least recently seen give way
[recall]
max_hits = 3          # entries injected per prompt at most
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

DEFAULTS: dict[str, dict[str, int]] = {
    "promotion": {"min_occurrences": 3, "min_days": 2, "max_rules": 30},
    "recall": {"max_hits": 3},
}
LIMITS = {"min_occurrences": (1, 1000), "min_days": (1, 365), "max_rules": (1, 200), "max_hits": (1, 10)}


class Config:
    """Settings with defaults; unknown or out-of-range values fall back to the default."""

    def __init__(self, values: dict[str, dict[str, int]] | None = None) -> None:
        values = values or {}
        self.min_occurrences = _get(values, "promotion", "min_occurrences")
        self.min_days = _get(values, "promotion", "min_days")
        self.max_rules = _get(values, "promotion", "max_rules")
        self.max_hits = _get(values, "recall", "max_hits")


def _get(values: dict[str, dict[str, int]], section: str, key: str) -> int:
    value = values.get(section, {}).get(key)
    low, high = LIMITS[key]
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    return DEFAULTS[section][key]


def parse(text: str) -> Config:
    """Config from TOML text; a broken file yields the defaults (status reports it)."""
    if not text.strip():
        return Config()
    try:
        return Config(_sections(_load_toml(text)))
    except ValueError:
        return Config()


def _load_toml(text: str) -> dict[str, Any]:
    """TOML as Python 3.11's tomllib reads it; on 3.10, tomli (the same parser, a declared dependency
    there). Their errors are ValueErrors."""
    try:
        import tomllib  # type: ignore[import-not-found,unused-ignore]
    except ImportError:  # Python 3.10
        import tomli as tomllib  # type: ignore[no-redef,import-not-found,unused-ignore]
    data: dict[str, Any] = tomllib.loads(text)
    return data


def _sections(data: dict[str, Any]) -> dict[str, dict[str, int]]:
    return {name: dict(body) for name, body in data.items() if isinstance(body, dict)}


def check(text: str) -> str | None:
    """A problem with the config text, for status/doctor; None when fine."""
    try:
        _load_toml(text)
    except ValueError as exc:
        return f"config.toml is not valid TOML ({exc}); defaults are in use"
    return None
