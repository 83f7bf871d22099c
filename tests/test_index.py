"""index.txt format: render/parse round trip, binary-search lookup, in-place updates, conflict detection."""

from __future__ import annotations

import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reflexion import index
from reflexion.text import digest_bytes

KEYS = st.text(alphabet=string.ascii_lowercase + "-_.é0123456789", min_size=1, max_size=12)
IDS = st.lists(st.from_regex(r"RFX-2026110[1-9]-[0-9a-f]{8}", fullmatch=True), min_size=1, max_size=4)


@given(st.dictionaries(KEYS, IDS, max_size=40))
def test_render_parse_round_trip_and_every_key_is_found(postings: dict[str, list[str]]) -> None:
    text = index.render(postings)
    expected = {k: sorted(set(v)) for k, v in postings.items()}
    assert {k: v.split(",") for k, _, v in (line.partition(":") for line in text.splitlines())} == expected
    buf = text.encode()
    for key, ids in expected.items():
        assert index.find(buf, key) == ids
    assert index.find(buf, "absent-key-zz") == []


def test_lines_are_sorted_by_keyword_not_by_line() -> None:
    text = index.render({"npm-run": ["RFX-2"], "npm": ["RFX-1"], "a": ["RFX-3"]})
    assert text == "a:RFX-3\nnpm:RFX-1\nnpm-run:RFX-2\n"


@given(st.dictionaries(KEYS, IDS, max_size=20), KEYS, IDS)
def test_upsert_matches_a_full_rerender(postings: dict[str, list[str]], key: str, ids: list[str]) -> None:
    buf = index.render(postings).encode()
    expected = {k: set(v) for k, v in postings.items()}
    expected.setdefault(key, set()).update(ids)
    assert index.upsert(buf, key, add=ids) == index.render(expected).encode()
    expected[key] -= set(ids)
    assert index.upsert(index.upsert(buf, key, add=ids), key, remove=ids) == index.render(expected).encode()


def test_upsert_many_applies_every_change() -> None:
    buf = index.render({"b": ["1"], "d": ["2"]}).encode()
    out = index.upsert_many(buf, {"a": (["9"], []), "d": ([], ["2"]), "c": (["3"], [])})
    assert out.decode() == "a:9\nb:1\nc:3\n"


def test_clean_key_drops_separators() -> None:
    assert index.clean_key(" a:b\n") == "ab"


@given(st.dictionaries(KEYS, IDS, max_size=20), st.dictionaries(KEYS, st.tuples(IDS, IDS), max_size=6))
def test_upsert_many_matches_a_full_rerender(
    postings: dict[str, list[str]], changes: dict[str, tuple[list[str], list[str]]]
) -> None:
    expected = {k: set(v) for k, v in postings.items()}
    for key, (add, remove) in changes.items():
        expected[key] = (expected.get(key, set()) | set(add)) - set(remove)
    out = index.upsert_many(index.render(postings).encode(), changes)
    assert out == index.render(expected).encode()


def test_find_recent_counts_all_holders_and_keeps_the_last_ones() -> None:
    buf = index.render({"npm": ["RFX-1", "RFX-2", "RFX-3"], "pnpm": ["RFX-4"]}).encode()
    assert index.find_recent(buf, "npm", 2) == (3, ["RFX-2", "RFX-3"])
    assert index.find_recent(buf, "npm", 5) == (3, ["RFX-1", "RFX-2", "RFX-3"])
    assert index.find_recent(buf, "yarn", 5) == (0, [])


MANY = st.lists(st.from_regex(r"RFX-2026110[1-9]-[0-9a-f]{6,12}", fullmatch=True), min_size=1, max_size=60)


@given(st.dictionaries(KEYS, MANY, max_size=12), st.integers(min_value=1, max_value=70))
def test_a_lookup_through_the_table_finds_what_a_search_of_the_whole_line_finds(
    postings: dict[str, list[str]], cap: int
) -> None:
    buf = index.render(postings).encode()
    table = index.render_table(buf, "12:34:56:78")
    assert index.table_stamp(table) == b"12:34:56:78"
    for key in [*postings, "absent-key-zz", ""]:
        assert index.find_recent_by_table(buf, table, key, cap) == index.find_recent(buf, key, cap)


@pytest.mark.parametrize("line", [b"npm:RFX-1,,RFX-2,RFX-3,", b"npm:,RFX-1,RFX-2,RFX-3", b"npm:RFX-1,RFX-2"])
def test_an_empty_id_a_hand_edit_left_is_never_one_found(line: bytes) -> None:
    buf = b"a:RFX-9\n" + line + b"\nz:RFX-8\n"
    table = index.render_table(buf, "s")
    for cap in (1, 2, 3, 4, 10):
        found = index.find_recent_by_table(buf, table, "npm", cap)
        assert found == index.find_recent(buf, "npm", cap)
        assert found is not None and "" not in found[1]


def test_the_table_says_where_each_line_s_ids_are_and_how_many() -> None:
    buf = index.render({"npm": ["RFX-1", "RFX-2", "RFX-3"], "pnpm": ["RFX-4"]}).encode()
    assert index.render_table(buf, "s") == b"s\nnpm:3,4,21\npnpm:1,27,32\n"
    assert buf[4:21] == b"RFX-1,RFX-2,RFX-3" and buf[27:32] == b"RFX-4"


def test_a_table_row_that_does_not_point_at_its_key_s_line_is_not_used() -> None:
    buf = index.render({"npm": ["RFX-1", "RFX-2", "RFX-3"], "pnpm": ["RFX-4"]}).encode()
    table = index.render_table(buf, "s")
    shifted = b"aaa:RFX-9\n" + buf  # another file under the same stamp: every line moved
    assert index.find_recent_by_table(shifted, table, "npm", 2) is None
    assert index.find_recent_by_table(shifted, table, "pnpm", 2) is None
    for garbled in (b"s\nnpm:x,4,21\n", b"s\nnpm:3,4\n", b"s\nnpm:3,4,999\n", b"s\nnpm:3,21,4\n"):
        assert index.find_recent_by_table(buf, garbled, "npm", 2) is None


@given(st.dictionaries(KEYS, IDS, max_size=60), st.lists(KEYS, max_size=20))
def test_the_filter_holds_every_key_of_the_index(postings: dict[str, list[str]], others: list[str]) -> None:
    """A Bloom filter: never "absent" for a key a search finds (a false "present" only costs the search)."""
    buf = index.render(postings).encode()
    bloom = index.render_bloom(buf, "12:34:56:78")
    start = bloom.find(b"\n") + 1
    assert bloom[: start - 1] == b"12:34:56:78"
    for key in [*postings, *others]:
        if index.find(buf, key):
            assert index.bloom_may_hold(bloom[start:], key)
    assert sum(index.bloom_may_hold(bloom[start:], f"absent-{n}") for n in range(200)) < 20


@given(st.dictionaries(KEYS, IDS, max_size=60), st.dictionaries(KEYS, IDS, max_size=20))
def test_a_fold_adds_to_the_filter_of_the_index_it_replaces(
    postings: dict[str, list[str]], more: dict[str, list[str]]
) -> None:
    """A fold sets only the new keys' bits in the filter made for the index.txt it replaces (rehashing
    every key costs ~0.3 s at 100,000 entries); a filter the keys have outgrown is made anew."""
    before = index.render(postings).encode()
    old = index.render_bloom(before, "s")[2:]
    after = index.upsert_many(before, {key: (ids, ()) for key, ids in more.items()})
    added = [key.encode() for key in more]
    bloom = index.render_bloom(after, "t", old, added)[2:]
    for key in [*postings, *more]:
        assert index.bloom_may_hold(bloom, key)
    lines = after.count(b"\n")
    grown = len(old) * 8 < lines * index.BLOOM_BITS_PER_KEY // 2
    assert (bloom == index.render_bloom(after, "t")[2:]) if grown else len(bloom) == len(old)


@given(st.binary(max_size=40), st.integers(1, 1 << 24))
def test_a_keys_filter_bits_are_its_digests_4_byte_slices(key: bytes, bits: int) -> None:
    """The bits a filter file was made with (4-byte little-endian slices of the key's BLAKE2b digest): a
    filter written by an older reflexion is read with the very bits it set."""
    digest = digest_bytes(key, 4 * index.BLOOM_PROBES)
    slices = [digest[i : i + 4] for i in range(0, len(digest), 4)]
    assert index._probes(key, bits) == [int.from_bytes(piece, "little") % bits for piece in slices]
