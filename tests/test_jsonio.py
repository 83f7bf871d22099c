"""jsonio agrees with the json module on everything entries and hook events contain."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reflexion import jsonio

VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@given(VALUES)
def test_round_trips_and_matches_json(value: object) -> None:
    assert jsonio.loads(jsonio.dumps(value)) == value
    assert jsonio.pretty(value) == json.dumps(value, indent=2, ensure_ascii=False)
    assert jsonio.loads(json.dumps(value)) == value


@pytest.mark.parametrize("text", ["", "  ", "{", "[1,2", "nul", '{"a":1} x', "\x00"])
def test_not_json_raises_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        jsonio.loads(text)


def test_absurd_nesting_raises_recursion_error() -> None:
    with pytest.raises(RecursionError):
        jsonio.loads('{"a":' * 100_000 + "1" + "}" * 100_000)
