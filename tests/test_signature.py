"""Signatures: reruns of one failure share one; different failures, even near-identical ones, never do."""

from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflexion.detect import Failure, failure_from_error
from reflexion.signature import legacy_signature, normalize, signature
from reflexion.text import digest

RUNS = [json.loads(line) for line in (Path(__file__).parent / "data" / "detect" / "runs.jsonl").open()]


def signature_of(run_id: str) -> str:
    run = next(r for r in RUNS if r["id"] == run_id)
    failure = failure_from_error(run["command"], f"Exit code {run['exit_code']}\n{run['output']}")
    assert failure is not None
    return signature(failure)


def by_group() -> dict[str, set[str]]:
    groups: dict[str, set[str]] = defaultdict(set)
    for run in RUNS:
        if run["kind"] == "failure":
            groups[run["group"]].add(signature_of(run["id"]))
    return groups


GROUPS = by_group()
MULTI = sorted(g for g in GROUPS if sum(r["group"] == g for r in RUNS) > 1)


@pytest.mark.parametrize("group", MULTI)
def test_variants_of_one_failure_share_one_signature(group: str) -> None:
    """Other temp dirs, line numbers, PIDs, ports, hex addresses, timestamps, even other subcommands."""
    assert len(GROUPS[group]) == 1


def test_no_two_failures_share_a_signature() -> None:
    owners: dict[str, list[str]] = defaultdict(list)
    for group, sigs in GROUPS.items():
        for sig in sigs:
            owners[sig].append(group)
    assert {sig: gs for sig, gs in owners.items() if len(gs) > 1} == {}
    assert len(MULTI) >= 15


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("curl-404-fail", "curl-post-501"),
        ("c-undefined-reference", "c-undefined-sqrt-lm"),
        ("rs-unresolved-import-e0432", "rs-undeclared-crate-serde"),
        ("dup-psql-refused-v2", "pg-dump-refused"),
        ("git-merge-conflict", "git-stash-pop-conflict"),
        ("node-cannot-find-package-dotenv", "npm-start-missing-express"),
        ("git-push-no-destination", "git-push-no-upstream"),
        ("sh-mkdir-exists", "disk-not-a-directory"),
        ("timeout-sleep", "timeout-dev-server"),
        ("perm-node-port-80", "node-eaddrinuse-3000"),
    ],
)
def test_near_identical_failures_stay_apart(one: str, other: str) -> None:
    assert signature_of(one) != signature_of(other)


def _sig(trigger: str) -> str:
    return signature(Failure("tool", "generic.exit_code", trigger, 1))


@pytest.mark.parametrize(
    ("one", "other"),
    [  # real noise from the transcripts: what follows the error line is a heading, a tally, a help pointer
        (
            "[FORMAT] Code is not formatted.\nPre-commit validation failed:",
            "[FORMAT] Code is not formatted.\nTotal errors: 11, Skipped: 0, Unnecessary Skips: 0",
        ),
        (
            "gpg: no valid OpenPGP data found.\ngpg: Total number processed: 0",
            "gpg: no valid OpenPGP data found.",
        ),
        (
            "* print_dependents_warning: Package x is depended upon by packages:\nCollected errors:",
            "* print_dependents_warning: Package x is depended upon by packages:",
        ),
        (
            "whoami: extra operand ‘/priv’\nTry 'whoami --help' for more information.",
            "/usr/bin/whoami: extra operand ‘/priv’\nTry '/usr/bin/whoami --help' for more information.",
        ),
        (
            "error: unexpected argument '-x' found\nFor more information, try '--help'.",
            "error: unexpected argument '-x' found",
        ),
        ("src/a.ts:3 error\n3 errors, 1 warning", "src/a.ts:9 error\nErrors: 2"),
        # a position with or without its column (Dialyzer prints either)
        (
            "lib/s/waiting_summary.ex:112:pattern_match\nThe pattern can never match the type.",
            "lib/s/waiting_summary.ex:120:18:pattern_match\nThe pattern can never match the type.",
        ),
    ],
)
def test_what_says_nothing_of_the_problem_leaves_its_signature_alone(one: str, other: str) -> None:
    assert _sig(one) == _sig(other)


@pytest.mark.parametrize(
    ("one", "other"),
    [  # a second line that names the problem (curated: merge vs stash pop; a second lint finding)
        (
            "CONFLICT (content): Merge conflict in a.py\nAutomatic merge failed; fix conflicts, then commit.",
            "CONFLICT (content): Merge conflict in a.py\nThe stash entry is kept in case you need it again.",
        ),
        (
            "I001 [*] Import block is un-sorted or un-formatted",
            "I001 [*] Import block is un-sorted or un-formatted\nF401 [*] `os` imported but unused",
        ),
        ("Killed\nExit code: 137", "Killed\nExit code: 1"),  # a number that is no count
        ("Collected errors:", "Pre-commit validation failed:"),  # the first line always stays
    ],
)
def test_a_second_line_that_names_the_problem_keeps_it_apart(one: str, other: str) -> None:
    assert _sig(one) != _sig(other)


@pytest.mark.parametrize(
    ("line", "aside"),
    [
        ("Pre-commit validation failed:", True),
        ("Collected errors:", True),
        ("Error:", True),
        ("Total errors: 11, Skipped: 0, Unnecessary Skips: 0", True),
        ("gpg: Total number processed: 0", True),
        ("Errors: 3, Warnings: 1", True),
        ("1 error generated.", True),
        ("Missing: 3", False),
        ("12 tests, 11 failures", True),
        ("FAILED (failures=1, errors=2)", False),  # the counts are normalized; the FAILED is kept
        ("Try 'whoami --help' for more information.", True),
        ("See 'docker run --help'.", True),
        ("Run 'npm help install' for more info.", True),
        ("Use --force to overwrite it.", False),
        ("Exit code: 137", False),
        ("Errors: see the log above", False),
        (
            "The following paths are ignored by one of your .gitignore files:",
            False,
        ),  # too long to be a heading
        ("Automatic merge failed; fix conflicts and then commit the result.", False),
        ("Try running it with --force.", False),
        ("", False),
    ],
)
def test_asides(line: str, aside: bool) -> None:
    from reflexion.asides import is_aside

    assert is_aside(line) is aside


def test_earlier_signatures_are_only_those_that_differ() -> None:
    from reflexion.signature import earlier_signatures, legacy_signature

    plain = Failure("npm", "npm.error", 'npm error Missing script: "build"', 1)
    assert legacy_signature(plain) == signature(plain) and earlier_signatures(plain) == ()
    tallied = Failure(
        "gpg", "generic.exit_code", "gpg: no valid OpenPGP data found.\ngpg: Total number processed: 0", 2
    )
    assert legacy_signature(tallied) != signature(tallied)
    assert legacy_signature(tallied) == digest(f"gpg\n{normalize(tallied.trigger, scheme=1)}")
    assert earlier_signatures(tallied) == (legacy_signature(tallied),)  # scheme 3 changed nothing more
    wrapped = Failure("powershell", "generic.exit_code", "/usr/bin/whoami: extra operand ‘/priv’", 1)
    second = digest(f"powershell\n{normalize(wrapped.trigger, scheme=2)}")
    assert second == digest("powershell\nwhoami: extra operand ‘/priv’")
    assert earlier_signatures(wrapped) == (second,)  # schemes 1 and 2 agree: one of them
    assert signature(wrapped) == digest("whoami\nwhoami: extra operand <operand>")


def test_silent_failures_of_different_commands_stay_apart() -> None:
    first = failure_from_error("git stash", "Exit code 1")
    second = failure_from_error("git stash pop", "Exit code 1")
    assert first is not None and second is not None
    assert signature(first) != signature(second)
    assert signature(first) == signature(failure_from_error("git stash", "Exit code 1"))  # type: ignore[arg-type]


def test_signature_is_hex_and_long_enough() -> None:
    sig = signature(Failure("npm", "npm.error", 'npm error Missing script: "build"', 1))
    assert re.fullmatch(r"[0-9a-f]{20}", sig)
    assert re.fullmatch(r"[0-9a-f]{20}", digest("correction\nuse pnpm"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "fatal: Unable to create '/tmp/tmp.P4PZO4AmfT/.git/index.lock': File exists.",
            "fatal: Unable to create '…/index.lock': File exists.",
        ),
        ("/usr/bin/ld: /tmp/ccjcI0jV.o: in function `main':", "ld: …/<tmp>: in function `main':"),
        ("src/cart.ts(10,9): error TS2322: Type 'string'", "src/cart.ts(N,N): error TS2322: Type 'string'"),
        ("orders/discounts.py:10: error: Incompatible", "orders/discounts.py:N: error: Incompatible"),
        ("bash: line 1: kill: (15019) - No such process", "bash: line N: kill: (N) - No such process"),
        ("bash: line 1: kill: (42) - No such process", "bash: line N: kill: (N) - No such process"),
        (
            'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed',
            'psql: error: connection to server at "<ip>", port N failed',
        ),
        ("Can't pickle <function <lambda> at 0x7f1a400b5b20>", "Can't pickle <function <lambda> at 0x…>"),
        ("log: /home/u/.npm/_logs/2026-11-22T03_47_14_193Z-debug-0.log", "log: <npm-log>"),
        ("E1122 03:47:40.272821   14998 memcache.go:265] refused", "<time> N memcache.go:N] refused"),
        (
            "========= 1 failed, 1 passed in 0.03s =========",
            "========= in <dur> =========",
        ),
        ("id 3f2b8c9e-1d2a-4e5f-9a8b-7c6d5e4f3a2b at 2024-03-14 09:12:07,902", "id <uuid> at <time>"),
        # real noise from the transcripts: branch names, hosts, a program's path, key material, counts
        (
            "fatal: The current branch spotter-fum has no upstream branch.",
            "fatal: The current branch <branch> has no upstream branch.",
        ),
        (
            "Your branch is behind 'origin/feat/x-1' by 2 commits",
            "Your branch is behind 'origin/<branch>' by 2 commits",
        ),
        ("curl: (6) Could not resolve host: registry.npmjs.org", "curl: (6) Could not resolve host: <host>"),
        ("/usr/bin/whoami: extra operand ‘/priv’", "whoami: extra operand <operand>"),
        (
            "gpg.exe : gpg: invalid armor header: lQcYBGlXBg0BEAC0u6dNuu3Zsm1e",
            "gpg: invalid armor header: <blob>",
        ),
        ("no :secret_key_base found. 14 doctests, 58 tests, 12 failures", "no :secret_key_base found."),
        (
            "Checking 114 source files ... Total errors: 11, Skipped: 0",
            "Checking N source files ... Total errors: N, Skipped: N",
        ),
        (
            "curl: (22) The requested URL returned error: 404",
            "curl: (22) The requested URL returned error: 404",
        ),
        ("pod api-7d4b9c8f6-x2k9p not found, pid=4121", "pod api-<pod> not found, pid N"),
        ("FAILED (failures=1, errors=2)", "FAILED (failures=N, errors=N)"),
        ("leaks found: 277", "leaks found: N"),
        ("error[E0432]: unresolved import `serde`", "error[E0432]: unresolved import `serde`"),
        ("  lots   of\n\twhite   space  ", "lots of white space"),
    ],
)
def test_normalize(text: str, expected: str) -> None:
    assert normalize(text) == expected


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_normalize_is_idempotent_and_never_raises(text: str) -> None:
    once = normalize(text)
    assert normalize(once) == once


VOLATILE = st.lists(
    st.sampled_from(
        [
            *"0123456789abcdef:/._-() ",
            "/tmp/",
            "tmp.",
            "line ",
            "port ",
            "0x",
            "127.0.0.1",
            "2024-01-02",
            " failed",
            "ms",
        ]
    ),
    max_size=40,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(VOLATILE)
def test_normalize_is_idempotent_on_volatile_looking_text(text: str) -> None:
    once = normalize(text)
    assert normalize(once) == once


@settings(max_examples=200, deadline=None)
@given(
    st.text(max_size=100),
    st.text(max_size=30),
    st.text(max_size=600),
    st.one_of(st.none(), st.integers(-5, 300)),
)
def test_signature_never_raises(tool: str, category: str, trigger: str, code: int | None) -> None:
    assert len(signature(Failure(tool, category, trigger, code))) == 20


def test_every_normalisation_rule_has_its_needles() -> None:
    from reflexion import signature

    assert len(signature._NEEDLES) == len(signature._RULES_SRC)


def _ungated(text: str) -> str:
    """normalize() with every rule applied: what the needles must never change."""
    import re

    from reflexion import signature

    result = signature.one_line(signature.strip_ansi(text))
    for _ in range(4):
        before = result
        for pattern, repl in signature._RULES_SRC:
            result = re.sub(pattern, repl, result)
        result = signature.one_line(result)
        if result == before:
            break
    return result


PIECES = [*"0123456789 :-=./()_aEfxZ\n", "No such process", "Nov", "Jan ", "1234", "2026-11-22", "=5,"]
SAMPLES = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)


@given(SAMPLES)
def test_needles_never_skip_a_rule_that_would_match(text: str) -> None:
    assert normalize(text) == _ungated(text)


def test_needles_agree_on_real_outputs() -> None:
    for run in RUNS:
        text = run["output"][:3000]
        assert normalize(text) == _ungated(text), run["id"]


def _check_sig(output: str) -> str:
    found = failure_from_error("./scripts/check.sh", f"Exit code 1\n{output}")
    assert found is not None
    return signature(found)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Checks failed\nLint errors: 4", "Checks failed\nType errors: 4"),  # the label names what failed
        ("Checks failed\nLint errors: 4", "Checks failed\nTest failures: 4"),
        ("upload rejected\nHTTP error: 401", "upload rejected\nHTTP error: 413"),  # a code, not a count
        ("Build failed\nMissing dependencies:", "Build failed\nInvalid config file:"),  # the heading names it
    ],
)
def test_a_second_line_that_names_the_problem_keeps_two_problems_apart(first: str, second: str) -> None:
    assert _check_sig(first) != _check_sig(second)


def test_a_failure_read_back_from_session_scratch_still_has_a_signature() -> None:
    odd = Failure("bash", "generic.exit_code", ["not", "a", "string"], 1)  # type: ignore[arg-type]
    assert signature(odd) and legacy_signature(odd)
