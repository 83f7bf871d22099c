"""jsonio agrees with the json module on everything entries and hook events contain."""

from __future__ import annotations

import json
import subprocess
import sys

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


def test_malformed_json_is_a_value_error_in_a_fresh_process_not_a_system_error() -> None:
    """Without `json` imported (a hook's process), CPython 3.10/3.11's C scanner cannot build its error."""
    script = (
        "import sys\n"
        "from reflexion import jsonio\n"
        "assert 'json.decoder' not in sys.modules\n"
        "for text in ['{\"a\" 1}', '{\"a\": 1,}', '{\"a\": 1 // note\\n}', '[1, 2,]',\n"
        "             '<<<<<<< HEAD\\n{}', '{\"a\": \"x\"\\n=======\\n}']:\n"
        "    try:\n"
        "        jsonio.loads(text)\n"
        "    except ValueError:\n"
        "        continue\n"
        "    raise AssertionError(text)\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "ok\n"


@given(st.text())
def test_printable_json_reads_back_the_same_and_shows_only_printable_characters(text: str) -> None:
    shown = jsonio.printable(jsonio.dumps({"t": text}))
    assert jsonio.loads(shown) == {"t": text}
    assert shown.isprintable()


# integers within 64 bits: orjson reads a longer one as a float (jsonio.line says so)
LINE_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@given(LINE_VALUES)
def test_a_line_reads_the_same_with_the_bulk_parser(value: object) -> None:
    """learn parses transcript lines with orjson first: whatever it reads, it reads as loads does."""
    import orjson

    raw = json.dumps(value).encode()
    assert repr(jsonio.line(raw, orjson.loads)) == repr(jsonio.line(raw)) == repr(json.loads(raw))


@pytest.mark.parametrize(
    "raw",
    [b'{"a":"tab\there"}', b'{"a":"\\ud800"}', b'{"a":NaN}', b'{"a":"caf\xe9"}', b'{"a":1e400}'],
)
def test_a_line_the_bulk_parser_refuses_is_read_as_loads_reads_it(raw: bytes) -> None:
    import orjson

    expected = jsonio.loads(raw.decode("utf-8", "replace"))
    assert repr(jsonio.line(raw, orjson.loads)) == repr(expected)


def test_a_lone_surrogate_escape_is_read_as_one_replacement_character_and_a_pair_as_its_emoji() -> None:
    text = r'{"a": "prod-\ud83d x", "b": ["\ud83d\ude80", "\udc00"], "\ud800k": 1, "c": "\\ud83d"}'
    read = jsonio.loads(text)
    assert read == {"a": "prod-\ufffd x", "b": ["\U0001f680", "\ufffd"], "\ufffdk": 1, "c": "\\ud83d"}
    assert jsonio.dumps(read).encode("utf-8")  # writable: no half of a pair left
