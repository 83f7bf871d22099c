"""scoring: specific shared terms make a hit, generic or lone common words never do."""

from __future__ import annotations

import random
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reflexion import scoring
from reflexion.keywords import (
    GENERIC,
    RELATED,
    SAME,
    SUBJECT,
    WEAK,
    camel_words,
    extract,
    identifiers,
    phrases,
    terms,
    versions,
)
from reflexion.scoring import MIN_EVIDENCE, PAIRWISE_TERMS, Hit, _sharing_several, _two_fall_short, rank
from reflexion.store import index_keys

Store = dict[str, list[str]]  # entry ID -> its keywords


def postings_of(store: Store) -> dict[str, list[str]]:
    """The index of these entries, keyed the way the store keys it (~email -> ~email, email)."""
    postings: dict[str, list[str]] = {}
    for entry_id, keywords in sorted(store.items()):
        for key in index_keys(keywords, terms):
            postings.setdefault(key, []).append(entry_id)
    return postings


def recall(prompt: str, store: Store, limit: int = 3) -> list[Hit]:
    """What the recall command does: the prompt's terms, looked up one by one, then ranked."""
    query = terms(prompt)
    lookups = [*query, *versions(prompt), *phrases(prompt), *(WEAK + t for t in query)]
    query += [*versions(prompt), *phrases(prompt)]
    postings = postings_of(store)
    found = {t: postings[t] for t in lookups if t in postings}
    return rank(query, found, len(store), limit, identifiers=identifiers(prompt), joined=camel_words(prompt))


def filler(n: int, start: int = 0) -> Store:
    """n ordinary entries: common npm/node vocabulary plus one word of their own."""
    rng = random.Random(n)
    common = ["npm", "node", "javascript", "webpack", "build", "test", "error", "run", "module"]
    return {f"RFX-F{start + i:05d}": [*rng.sample(common, 5), f"own{i}"] for i in range(n)}


def test_a_rare_shared_term_outranks_several_common_ones() -> None:
    store = filler(40)
    store["RFX-PNPM"] = ["pnpm", "lockfile", "install", "error"]
    hits = recall("npm and node and webpack: switch the install to pnpm lockfile", store)
    assert hits
    assert hits[0].entry_id == "RFX-PNPM"
    assert hits[0].matched == ("install", "pnpm", "lockfile")


@pytest.mark.parametrize("size", [5, 60])
def test_a_prompt_of_generic_words_recalls_nothing_even_in_a_small_store(size: int) -> None:
    store = filler(size)
    store["RFX-GEN"] = ["fix", "error", "test", "build", "run", "file", "line", "command", "script"]
    assert recall("fix the error in the test build, run the script on this file line by line", store) == []


def test_a_single_common_term_recalls_nothing() -> None:
    assert recall("update webpack", filler(40)) == []


def test_one_rare_plain_word_alone_recalls_nothing_but_corroborated_it_does() -> None:
    store = filler(30)
    store["RFX-KILL"] = ["kill", "process", "dev", "server", "stop"]
    assert recall("kill it", store) == []  # one word in common may be chance ("sort", "readme")
    assert [h.entry_id for h in recall("kill the dev server", store)] == ["RFX-KILL"]


def test_a_rare_code_alone_settles_it() -> None:
    store = filler(30)
    store["RFX-E0432"] = ["e0432", "unresolved", "import", "cargo"]
    assert [h.entry_id for h in recall("what was E0432 again?", store)] == ["RFX-E0432"]


@pytest.mark.parametrize(
    ("prompt", "keyword"),
    [
        ("store invoices in S3 via boto3", "~boto"),  # a name with a number
        ("read DATABASE_URL from the environment", "~database_url"),  # snake_case
        ("the totals in config.ts are wrong", "~config.ts"),  # a file
        ("let parseQty accept strings", "~parseqty"),  # camelCase
    ],
)
def test_a_rare_word_typed_as_code_names_it_settles_it(prompt: str, keyword: str) -> None:
    store = filler(40)
    store["RFX-CODE"] = [keyword, "mypy", "typescript", "error"]
    assert [h.entry_id for h in recall(prompt, store)] == ["RFX-CODE"]


def test_the_same_rare_word_typed_as_prose_does_not() -> None:
    store = filler(40)
    store["RFX-CODE"] = ["~boto", "~config.ts", "~config", "~typescript", "mypy"]  # as capture marks them
    assert recall("is boto still maintained?", store) == []
    assert recall("the config in typescript", store) == []  # a file's words do not name the file
    store.update({f"RFX-D{i}": ["~boto", f"own{i}"] for i in range(8)})
    assert recall("store invoices in S3 via boto3", store) == []  # common in this store: not conclusive


def test_two_rare_terms_make_a_hit() -> None:
    store = filler(30)
    store["RFX-ALEMBIC"] = extract(
        "sqlalchemy.exc.OperationalError: connection refused", "alembic upgrade head", "Run the migrations"
    )
    assert [h.entry_id for h in recall("alembic migrations are broken", store)] == ["RFX-ALEMBIC"]


def test_an_identifier_and_its_parts_count_once() -> None:
    store = filler(30)
    store["RFX-SHOP"] = ["shop-web", "shop", "web", "listen", "timeout"]
    assert recall("deploy shop-web", store) == []  # one identifier is one piece of evidence
    assert recall("deploy shop web", store) != []  # two separate words are two


def test_a_camelcase_name_and_its_parts_count_once() -> None:
    store = filler(30)
    store["RFX-BD"] = [*terms("audit BitDefender"), "listen", "timeout"]  # bitdefender, defender
    assert recall("compare BitDefender", store) == []  # one name is one piece of evidence
    assert recall("compare BitDefender and its audit", store) != []


def test_ties_break_by_id_whatever_the_postings_order() -> None:
    store = filler(30)
    for entry_id in ("RFX-B", "RFX-C", "RFX-A"):
        store[entry_id] = ["alembic", "migration", "postgres"]
    query = ["alembic", "migration", "postgres"]
    postings = postings_of(store)
    first = rank(query, postings, len(store), limit=3)
    shuffled = {t: list(reversed(ids)) for t, ids in reversed(list(postings.items()))}
    assert [h.entry_id for h in first] == ["RFX-A", "RFX-B", "RFX-C"]
    assert rank(query, shuffled, len(store), limit=3) == first


def test_limit_is_respected() -> None:
    store = filler(30)
    for i in range(10):
        store[f"RFX-M{i}"] = ["alembic", "migration", "postgres"]
    query = ["alembic", "migration", "postgres"]
    postings = postings_of(store)
    assert len(rank(query, postings, len(store))) == 3
    assert len(rank(query, postings, len(store), limit=7)) == 7
    assert rank(query, postings, len(store), limit=0) == []


def test_hits_far_below_the_best_are_cut() -> None:
    store = filler(60)
    store["RFX-BEST"] = ["alembic", "migration", "psycopg", "sqlalchemy", "postgres"]
    store["RFX-WEAK"] = ["postgres", "migration", "backup"]
    store["RFX-OTHER"] = ["postgres", "backup"]
    store["RFX-OTHER2"] = ["migration", "backup"]
    hits = recall("alembic migration with psycopg and sqlalchemy on postgres", store, limit=12)
    assert [h.entry_id for h in hits] == ["RFX-BEST"]


def test_once_one_entry_is_a_hit_a_close_second_with_less_evidence_comes_along() -> None:
    store = filler(60)
    store.update({f"RFX-PY{i}": ["python", "pytest", f"py{i}"] for i in range(10)})
    store.update({f"RFX-FMT{i}": ["format", "prettier", f"fm{i}"] for i in range(2)})
    store.update({f"RFX-CODE{i}": ["code", "vscode", f"cd{i}"] for i in range(4)})
    store["RFX-FORMAT"] = ["ruff", "format", "python", "check"]
    store["RFX-LINT"] = ["ruff", "lint", "python", "code", "~format"]
    hits = recall("format the python code before committing", store)
    assert [h.entry_id for h in hits] == ["RFX-LINT", "RFX-FORMAT"]
    assert hits[1].score < MIN_EVIDENCE <= hits[0].score  # the second alone would not be a hit...
    assert recall("format the python files", store) == []  # ...as here, where nothing is


def test_an_entry_sharing_a_conclusive_term_is_never_cut() -> None:
    store = filler(60)
    store["RFX-BEST"] = ["alembic", "migration", "psycopg", "sqlalchemy", "postgres"]
    store["RFX-CODE"] = ["~e0432", "cargo"]
    hits = recall("alembic migration with psycopg and sqlalchemy on postgres, then E0432", store)
    assert [h.entry_id for h in hits] == ["RFX-BEST", "RFX-CODE"]


def test_duplicate_ids_and_odd_totals_are_harmless() -> None:
    postings = {"alembic": ["RFX-1", "RFX-1"], "migration": ["RFX-1"]}
    once = rank(["alembic", "migration"], {"alembic": ["RFX-1"], "migration": ["RFX-1"]}, 50)
    assert rank(["alembic", "migration"], postings, 50) == once
    assert rank(["alembic", "migration"], postings, 0)  # a stale count smaller than the postings
    assert rank([], {}, 10) == []
    assert rank(["absent"], {}, 10) == []


@pytest.mark.parametrize("size", [1_000, 100_000])
def test_terms_common_alone_but_rare_together_hit_at_any_store_size(size: int) -> None:
    """Four terms each held by ~7% of the store single out the few entries that hold all four."""
    rng = random.Random(size)
    ids = [f"RFX-{i:08x}" for i in range(size)]
    query = ["docker", "compose", "terraform", "helm", "build"]
    postings = {t: rng.sample(ids, size * 7 // 100) for t in query}
    chosen = ids[7 :: size // 20]
    for t in ("docker", "compose", "terraform", "helm"):
        postings[t] = sorted(set(postings[t]) | set(chosen))
    hits = rank(query, postings, size, limit=3)
    assert len(hits) == 3
    assert {h.entry_id for h in hits} <= set(chosen)


def test_hit_is_immutable_and_compares_by_value() -> None:
    hit = Hit("RFX-1", 1.5, ("a", "b"))
    assert hit == Hit("RFX-1", 1.5, ("a", "b"))
    assert hash(hit) == hash(Hit("RFX-1", 1.5, ("a", "b")))
    with pytest.raises(AttributeError):
        hit.score = 2.0


ENTRY_IDS = st.sampled_from([f"RFX-{i}" for i in range(12)])
TERMS = st.sampled_from(["alembic", "pnpm", "e0432", "build", "test", "error", "shop-web", "shop", "web"])


@given(
    st.lists(TERMS, max_size=8),
    st.dictionaries(TERMS, st.lists(ENTRY_IDS, max_size=12), max_size=10),
    st.integers(min_value=-1, max_value=200),
    st.integers(min_value=0, max_value=12),
)
def test_rank_never_raises_and_keeps_its_promises(
    query: list[str], postings: dict[str, list[str]], total: int, limit: int
) -> None:
    hits = rank(query, postings, total, limit)
    assert len(hits) <= limit
    assert len({h.entry_id for h in hits}) == len(hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    for hit in hits:
        assert hit.matched
        for term in hit.matched:
            assert term in query
            assert hit.entry_id in postings[term]


def test_words_only_in_an_error_need_more_evidence() -> None:
    store = filler(40)
    store["RFX-EMAIL"] = ["git", "commit", "initial", "~email", "~address", "~detect"]
    store["RFX-SMTP"] = ["smtp", "email", "send"]
    store["RFX-BIND"] = ["bind", "address", "socket"]
    assert recall("test that the email regex accepts plus-addressing", store) == []
    # the same words count in full once a word of what the agent was doing is shared
    assert [h.entry_id for h in recall("commit with my email address", store)] == ["RFX-EMAIL"]


def test_a_version_backs_up_a_name_but_never_makes_a_hit_alone() -> None:
    store = filler(40)
    store["RFX-REACT"] = ["npm", "react", "dom", "react-dom", "install", "react@18"]
    assert recall("create a react component", store) == []
    assert [h.entry_id for h in recall("upgrade to react 18", store)] == ["RFX-REACT"]
    assert recall("release 18", store) == []


def test_a_phrase_of_the_description_backs_up_its_words() -> None:
    store = filler(40)
    store["RFX-DEV"] = [
        "eaddrinuse",
        "address",
        "listen",
        "server",
        "start",
        "dev",
        "start+dev",
        "dev+server",
    ]
    assert [h.entry_id for h in recall("start the dev server again", store)] == ["RFX-DEV"]
    assert recall("the server is a dev box; start over", store) == []


def test_a_phrase_adds_nothing_where_its_rarer_word_always_is() -> None:
    store = filler(40)
    for name in ("RFX-UNIT", "RFX-UNITTEST"):
        store[name] = ["pytest", "unit", "test", "run+unit", "unit+test", name.lower()]
    assert recall("add a unit test for the slugify helper", store) == []  # unit, test, unit+test: one fact
    hits = recall("run the unit tests with pytest", store)
    assert {h.entry_id for h in hits} == {"RFX-UNIT", "RFX-UNITTEST"}


def test_capped_postings_keep_their_true_frequency() -> None:
    """A store that lists only the most recent holders of a common word must not make it look rare."""
    from reflexion.scoring import rank

    postings = {"docker": ["RFX-9"], "zzz": ["RFX-9"]}
    capped = rank(["docker", "zzz"], postings, 10_000, counts={"docker": 5_000, "zzz": 5_000})
    uncapped = rank(["docker", "zzz"], postings, 10_000)
    assert capped == [] and uncapped != []


def test_a_long_prompt_needs_more_evidence_than_a_short_one() -> None:
    store = {**filler(200), "RFX-router": ["router", "firmware", "opkg", "package", "kmod"]}
    assert [h.entry_id for h in recall("install the package on the router", store)] == ["RFX-router"]
    checklist = (
        "Review the quarterly plan: budget lines, hiring goals, office moves, travel policy, contracts, "
        "security training dates, a welcome package for new hires, parking passes, the holiday calendar, "
        "onboarding buddies, desk booking, the coffee machine, the guest wifi router, and the badge readers."
    )
    assert len(terms(checklist)) > 30
    assert recall(checklist, store) == []


def test_every_hit_shares_the_prompts_most_specific_word() -> None:
    store = filler(60)
    store.update({f"RFX-ORD{i}": ["order", "api", f"or{i}"] for i in range(8)})
    store["RFX-MYPY"] = ["order", "mypy", "discount", "package", "order+package"]
    store["RFX-COV"] = ["pytest", "cov", "order", "coverage", "test+coverage"]
    hits = recall("show me test coverage for the orders package", store)
    # sharing "orders package" scores as well, but the prompt is about coverage, which only one holds
    assert [h.entry_id for h in hits] == ["RFX-COV"]
    store["RFX-COV2"] = ["pytest", "coverage", "order", "report"]
    hits = recall("show me test coverage for the orders package", store)
    assert sorted(h.entry_id for h in hits) == ["RFX-COV", "RFX-COV2"]


@given(
    st.lists(st.sets(st.integers(0, 30).map(str), max_size=25), max_size=2 * PAIRWISE_TERMS),
    st.sampled_from([2, 3]),
)
def test_the_entries_sharing_several_terms_are_those_held_twice(holders: list[set[str]], least: int) -> None:
    """Pair by pair for a few terms, by the holders seen so far for many: the same entries."""
    held = [e for ids in holders for e in ids]
    assert _sharing_several({str(n): ids for n, ids in enumerate(holders)}, least) == {
        e for e in held if held.count(e) >= least
    }


# the kinds of term a query holds: words (two generic), a code, a phrase, a name@number, another name of a
# word, a related word; and the marks looked up beside them
KINDS = ["alpha", "beta", "gamma", "delta", "eps", *sorted(GENERIC)[:2], "e0432", "alpha+beta", "gamma@2",
         SAME + "alpha", RELATED + "beta"]  # fmt: skip


@given(
    st.dictionaries(
        st.sampled_from(KINDS + [WEAK + k for k in KINDS[:4]] + [SUBJECT + k for k in KINDS[:2]]),
        st.lists(st.integers(0, 60).map(lambda n: f"RFX-20260101-{n:08x}"), min_size=1, max_size=40),
    ),
    st.lists(st.sampled_from([1, 4, 5, 6, 8, 12, 20, 300]), min_size=len(KINDS), max_size=len(KINDS)),
    st.integers(0, 30),
)
def test_scoring_only_entries_sharing_three_terms_changes_no_hit(
    postings: dict[str, list[str]], shares: list[int], long: int
) -> None:
    """When two terms cannot make an entry come near a hit (_two_fall_short: common words, a long
    prompt), leaving such entries out gives the very hits scoring them all gives: same entries, scores,
    terms and order."""
    query = [*KINDS, *(f"filler{n}" for n in range(long))]  # past scoring.LONG_PROMPT: a higher bar
    counts = {t: 100 * share for t, share in zip(KINDS, shares, strict=True)}  # of 10,000 entries

    def ranked() -> list[Hit]:
        return rank(query, postings, 10_000, 12, counts, frozenset({"gamma"}), heard=frozenset({"delta"}))

    hits = ranked()
    with mock.patch.object(scoring, "_two_fall_short", return_value=False):
        assert ranked() == hits


def test_common_words_score_only_the_entries_sharing_three_and_hit_the_same() -> None:
    """Five common words (each in 1 of 12 entries, as at 100,000 entries of the hook benchmark): those
    sharing two of them are left out of scoring, and the hits are those scoring them all gives."""
    rng = random.Random(5)
    words = ["docker", "compose", "build", "terraform", "helm", *(f"w{n}" for n in range(43))]
    store = {f"RFX-20260101-{k:08x}": rng.sample(words, 4) for k in range(3000)}
    store.update({f"RFX-20260102-{k:08x}": ["docker", "compose", "terraform", "helm"] for k in range(5)})
    prompt = "the docker compose build fails again, check terraform and helm"
    said: list[bool] = []

    def cut(*args: Any) -> bool:
        said.append(_two_fall_short(*args))
        return said[-1]

    with mock.patch.object(scoring, "_two_fall_short", side_effect=cut):
        hits = recall(prompt, store, 12)
    assert said == [True]
    with mock.patch.object(scoring, "_two_fall_short", return_value=False):
        assert recall(prompt, store, 12) == hits
    assert len(hits) >= 5
