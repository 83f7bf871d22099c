"""Entry format v1: exact file text, tolerant reading of hand edits, unknown keys kept, ID validation."""

from __future__ import annotations

import json

import pytest

from reflexion import entry


def make() -> dict[str, object]:
    return entry.new(
        "RFX-20261122-abcdef12",
        "error",
        'npm error Missing script: "build"',
        "npm run build",
        "2026-11-22",
        keywords=["npm", "build"],
        tool="npm",
    )


def test_file_text_is_two_space_json_in_a_stable_order_with_a_trailing_newline() -> None:
    text = entry.to_text(make())
    assert text.endswith("}\n") and '\n  "id": "RFX-20261122-abcdef12",\n' in text
    data = json.loads(text)
    assert list(data)[: len(entry.REQUIRED)] == list(entry.REQUIRED)
    assert text == json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def test_unknown_keys_survive_a_rewrite_in_place() -> None:
    data = json.loads(entry.to_text(make()))
    data["team_note"] = {"owner": "ana", "tags": ["ci"]}
    back = entry.from_bytes(json.dumps(data).encode(), "RFX-20261122-abcdef12")
    assert entry.to_text(back) == json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def test_hand_edits_are_read_tolerantly() -> None:
    text = json.dumps(
        {
            "id": "RFX-20261122-abcdef12",
            "type": "bogus",
            "occurrences": "4",
            "keywords": "a, B",
            "promoted": "yes",
            "first_seen": "2026-11-20",
            "trigger": None,
        }
    )
    got = entry.from_bytes(text.encode(), "RFX-20261122-abcdef12")
    assert got["occurrences"] == 4 and got["keywords"] == ["a", "b"] and got["promoted"] is False
    assert got["type"] == "insight" and got["trigger"] == "" and got["last_seen"] == "2026-11-20"


@pytest.mark.parametrize("text", ["[]", '"x"', '{"id": "RFX-20990101-ffffff"}', "{not json"])
def test_unusable_files_raise_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        entry.from_bytes(text.encode(), "RFX-20261122-abcdef12")


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("RFX-20261122-abcdef", True),
        ("RFX-20261122-ABCDEF", False),
        ("../../etc/passwd", False),
        ("RFX-2026112-abcdef", False),
        ("RFX-20261122-abc", False),
        ("RFX-20261122-abcdef/../x", False),
        (7, False),
    ],
)
def test_id_validation(text: object, ok: bool) -> None:
    assert entry.is_valid_id(text) is ok


def test_bump_counts_and_tracks_days() -> None:
    bumped = entry.bump(entry.bump(make(), "2026-11-22"), "2026-11-24")
    assert bumped["occurrences"] == 3 and bumped["last_seen"] == "2026-11-24"
    assert entry.days_seen(bumped) == ["2026-11-22", "2026-11-24"]
