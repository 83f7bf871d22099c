"""concepts: a user's correction about a tool comes back when a prompt names what the tool is for, in its own
words ("we use vitest here" -> "write unit tests"); one word with another sense in code never brings it."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from helpers import context, entries, failure, prompt, run_hook

from reflexion import concepts
from reflexion.commands.manual import capture_manual
from reflexion.commands.resolve import resolve
from reflexion.keywords import CONCEPT, PHRASE, terms
from reflexion.scoring import by_concept
from reflexion.store import INDEX_KEYS_VERSION, Store, index_keys

TODAY = "2026-11-22"
TABLE_DIGEST = "52d6e490e39d"


def said(text: str) -> str:
    """A correction as the agent or a person records it (`capture --type correction`)."""
    return str(capture_manual(Store(str(Path.cwd())), "correction", text, text, "", "", TODAY)["id"])


def recalled(text: str) -> str:
    return context(run_hook("recall", prompt(text, session=f"s-{text}")))


def test_every_word_of_the_table_is_spelt_as_recall_spells_it() -> None:
    text = (Path(concepts.__file__).parent / "data" / "concepts.txt").read_text(encoding="utf-8")
    table, alone = concepts.parse(text)
    assert len(table) >= 15 and {"vitest", "npm"} <= alone and not {"push", "install"} & alone
    for members, keys in table:
        assert members and all(all(word) for member in members for word in member)
        for key in keys:
            for word in key.removeprefix(CONCEPT).split(PHRASE):
                # no stop word (it would be no key at all), no plural: the table is read without terms()
                assert terms(word)[:1] == [word] or ("." in word and word in terms(word)), key


def test_the_index_is_rebuilt_when_the_table_changes() -> None:
    text = (Path(concepts.__file__).parent / "data" / "concepts.txt").read_text(encoding="utf-8")
    # concepts.txt changed: bump store.INDEX_KEYS_VERSION (indexes hold its keys) and note both here
    assert (hashlib.sha256(text.encode()).hexdigest()[:12], INDEX_KEYS_VERSION) == (TABLE_DIGEST, "7")


def test_a_correction_is_about_the_concepts_its_tools_belong_to() -> None:
    keys = concepts.entry_keys(["vitest", "jest", "runner", "install", "!vitest"])
    assert {"^vitest", "^pytest", "^unit+test", "^write+test"} <= set(keys)
    # "jest isn't even installed" says nothing about installing packages
    assert "^install" not in keys and "^library" not in keys
    # a word seen only in an error's output makes no correction about anything
    assert concepts.entry_keys(["~vitest", "cart"]) == []
    # a pair of the table's left side needs both words: a dev server, not any server
    assert "^browser" in concepts.entry_keys(["dev", "server", "5173"])
    assert "^browser" not in concepts.entry_keys(["server", "nginx"])


def test_no_hand_written_keyword_claims_a_concept_key() -> None:
    keys = index_keys(["^unit+test", "^browser"], terms)
    assert "browser" in keys and not any(key.startswith(CONCEPT) for key in keys)


@pytest.mark.parametrize(
    ("correction", "later"),
    [
        (
            "nope, wrong runner. we use vitest here, jest isn't even installed",
            "write unit tests for the cart reducer",
        ),
        (
            "Please ask me before you push anything to origin",
            "finish the feature and get it onto the remote branch",
        ),
        (
            "the dev server runs on 5173 not 3000",
            "open the app in the browser and check that the login page renders",
        ),
        ("our main branch is called trunk, not main or master", "rebase my branch on the latest upstream"),
        ("Please ask me before you push anything to origin", "open a PR for this"),
        # a tool names its concept alone
        ("nein, nicht npm – wir nutzen hier yarn", "pnpm add lodash"),
        # two words that each have another sense in code name it together
        ("never force-push, open a revert instead", "push the fix upstream"),
    ],
)
def test_a_correction_comes_back_for_a_prompt_about_the_same_thing_in_other_words(
    project: Path, correction: str, later: str
) -> None:
    entry_id = said(correction)
    assert entry_id in recalled(later)


@pytest.mark.parametrize(
    ("correction", "later"),
    [
        # one word in another sense: git push / a push notification, git origin / a map's origin
        (
            "Please ask me before you push anything to origin",
            "push notifications should show the sender's avatar",
        ),
        (
            "Please ask me before you push anything to origin",
            "the map should center on the origin by default",
        ),
        (
            "our main branch is called trunk, not main or master",
            "the car's trunk icon is missing in the parking app",
        ),
        ("Ask before you delete anything in a database", "add a delete button to each todo"),
        # an activity alone: installing an app is not adding a dependency
        ("nein, nicht npm – wir nutzen hier yarn", "install Xcode"),
        # another ecosystem's package manager: npm or yarn says nothing of brew's or cargo's packages
        ("nein, nicht npm – wir nutzen hier yarn", "brew install jq"),
        ("nein, nicht npm – wir nutzen hier yarn", "cargo add serde"),
        ("use bundle add, never gem install", "cargo add serde"),
        # PowerShell and a POSIX shell replace each other
        ("no, use pwsh 7 here, never Windows PowerShell 5.1", "fix the bash deploy script"),
        # a long prompt (a checklist) names many things in passing
        (
            "nope, wrong runner. we use vitest here, jest isn't even installed",
            "release checklist: bump the version, update the changelog, regenerate the docs site, write "
            "unit tests for the new parser, tag the release, announce it in the team channel, close the "
            "milestone, archive the old dashboards, rotate the staging credentials",
        ),
    ],
)
def test_one_word_in_another_sense_or_a_checklist_brings_nothing(
    project: Path, correction: str, later: str
) -> None:
    entry_id = said(correction)
    assert entry_id not in recalled(later)


def test_a_failure_is_not_recalled_by_concept(project: Path) -> None:
    run_hook(
        "capture", failure("npx vitest run", "Exit code 1\nError: no test files found", description="Run")
    )
    store = Store(str(project))
    entry_id = next(iter(store.entry_ids()))
    resolve(store, entry_id, "Pass the test directory: npx vitest run src", TODAY)
    assert recalled("write unit tests for the cart reducer") == ""


def test_what_the_prompt_names_itself_comes_first_and_the_users_word_takes_a_failures_last_place(
    project: Path,
) -> None:
    store = Store(str(project))
    for n, name in enumerate(("orders", "billing", "users", "checkout")):
        command = f"npx jest src/{name}/cart.test.ts"
        run_hook("capture", failure(command, f"Exit code 1\nFAIL src/{name}/cart.test.ts", call=f"t{n}"))
    for entry_id in store.entry_ids():
        resolve(store, entry_id, "Run the cart tests with --runInBand", TODAY)
    rule = said("we use vitest here, jest isn't even installed")
    text = recalled("write unit tests for the cart module")
    lines = [line for line in text.splitlines() if line.startswith("- RFX-")]
    assert len(lines) == 3 and rule in lines[2] and all("jest src/" in line for line in lines[:2])


def test_of_the_corrections_about_it_the_one_most_about_it_is_told(project: Path) -> None:
    asked = said("Ask before you delete anything in a database, even locally")
    merge = said("fyi the staging db is postgres 12, not 15, so no MERGE statements")
    text = recalled("write a sql upsert for the user_settings table")
    assert merge in text and asked not in text


def test_the_correction_a_prompt_states_is_not_told_back_to_it(project: Path) -> None:
    text = "we use vitest here, not jest. write unit tests for the cart reducer"
    run_hook("capture", prompt(text, session="s0"))
    (item,) = [e for e in entries(project) if e["type"] == "correction"]
    assert item["id"] not in context(run_hook("recall", prompt(text, session="s0")))
    assert item["id"] in recalled("write unit tests for the orders reducer")


def test_a_correction_about_another_language_is_not_told(project: Path) -> None:
    vitest = said("we use vitest here, jest isn't even installed")
    assert vitest not in recalled("write pytest unit tests for the parser")
    assert vitest in recalled("write unit tests for the parser")
    # TypeScript is JavaScript's tools' language; "go ahead" names no language
    assert vitest in recalled("write unit tests for the typescript parser")
    assert vitest in recalled("go ahead and write unit tests for the parser")


def test_the_evidence_a_prompt_gives_a_correction_by_concept() -> None:
    postings = {
        "^unit+test": ["A"],
        "^push": ["B", "C"],
        "^vitest": ["D"],
        "^date-fns": ["E"],
        "^date": ["E"],
    }
    postings |= {"origin": ["C"], "~remote": ["B"], "remote": ["B"]}
    query = ["unit", "test", "push", "origin", "remote", "vitest", "date-fns", "date"]
    hits = {h.entry_id: h for h in by_concept(list(postings), postings, query, {"vitest", "date-fns"})}
    # two words side by side, or a tool, name it; an ambiguous word needs a word the correction holds itself
    # (not one it holds only from an error's output); a compound and its parts are one word
    assert sorted(hits) == ["A", "C", "D", "E"]
    assert hits["A"].matched == ("^unit+test",) and hits["C"].matched == ("^push", "origin")
    assert hits["E"].score == 2.0
