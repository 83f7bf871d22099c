"""config.toml is read as TOML on every Python we support: 3.11's tomllib, and tomli on 3.10."""

from __future__ import annotations

import sys

import pytest

from reflexion import config

TEXT = """
[promotion]
min_occurrences = 5        # a comment
max_rules = 1_0            # TOML allows underscores in numbers
min_days = 3
[recall]
max_hits = 2
"""


@pytest.fixture(params=["tomllib", "tomli"])
def reader(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each reader in turn; `tomli` stands for Python 3.10, where tomllib is missing."""
    if request.param == "tomli":
        pytest.importorskip("tomli")  # a --lowest run on 3.11+ has no reason to install it
        monkeypatch.setitem(sys.modules, "tomllib", None)  # `import tomllib` raises ImportError
    elif sys.version_info < (3, 11):
        pytest.skip("tomllib is Python 3.11+")
    return str(request.param)


def test_every_reader_reads_the_same_settings(reader: str) -> None:
    got = config.parse(TEXT)
    assert (got.min_occurrences, got.max_rules, got.min_days, got.max_hits) == (5, 10, 3, 2)


@pytest.mark.parametrize("bad", ["[promotion\nmax_rules = 3", "max_rules = ", 'a = "unclosed'])
def test_every_reader_reports_broken_toml(reader: str, bad: str) -> None:
    assert config.check(bad) is not None
    assert config.parse(bad).max_rules == 30
