"""conflicts: a user's standing rule outranks a learned fix that does what the rule forbids."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import entries, failure, prompt, run_hook, within_seconds

from reflexion import entry as entries_format
from reflexion.commands.capture import failure_context
from reflexion.commands.conflicts import fix_learned
from reflexion.conflicts import asks_for_bypass, contradiction, forbidden, overrules
from reflexion.store import Store

HOOK_HANGS = "Exit code 1\nhusky - pre-commit hook exited with code 1 (error)"


@pytest.mark.parametrize(
    ("rule", "fix", "ruled_out"),
    [
        (
            "complete the commit, always verify and run hooks",
            "Commit with `git commit --no-verify`.",
            "--no-verify",
        ),
        ("use pnpm, not npm", "Run `npm install` before the build.", "npm"),
        ("we use pnpm in this repo", "Run `npm install` before the build.", "npm"),
        ("never force-push to main", "git push --force origin main", "--force"),
        ("Nein, bitte pnpm statt npm verwenden.", "npm ci", "npm"),
        ("never commit without signing", "git commit --no-gpg-sign -m wip", "--no-gpg-sign"),
        ("use pnpm, not npm", "Run `pnpm install` before the build.", ""),
        ("always run the linter before committing", "Run `ruff check --fix`.", ""),
        ("we're on Python 3.11, not 3.12", "Install the missing module with pip.", ""),
        ("if a hook hangs, use --no-verify", "Commit with `git commit --no-verify`.", ""),
    ],
)
def test_a_rule_rules_out_what_it_negates_and_the_bypass_of_what_it_asks(
    rule: str, fix: str, ruled_out: str
) -> None:
    assert contradiction(rule, fix) == ruled_out


def test_a_rule_with_nothing_negated_forbids_nothing() -> None:
    assert forbidden("please write docstrings for all public functions") == set()


def _learned(project: Path, fix: str) -> dict[str, object]:
    """A failure counted by the live hook, then given a learned fix (as the episode learner does)."""
    run_hook("capture", failure("git commit -m 'wip'", HOOK_HANGS, call="toolu_a"))
    store = Store(str(project))
    item = next(e for e in entries(project) if e["type"] == "error")
    item = entries_format.set_resolution(item, fix, "auto", "2026-11-22")
    item["evidence"] = {"fix": {"session": "s1", "calls": ["toolu_b"], "kind": "shell", "verified": True}}
    with store.lock:
        store.commit_entry(item, list(item["keywords"]))
        return fix_learned(store, item)


def test_a_fix_learned_after_the_rule_is_flagged_and_never_told(project: Path) -> None:
    run_hook("capture", prompt("complete the commit, always verify and run the pre-commit hooks"))
    item = _learned(project, "When the pre-commit hook fails, commit with `git commit --no-verify`.")
    assert "rules out --no-verify" in str(item.get("conflicts"))
    assert not entries_format.trusted_fix(item)
    assert failure_context(item) is None


def test_a_learned_fix_is_checked_against_the_corrections_alone(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The index tells which of the entries sharing the fix's words are corrections: no other file is read
    (the candidates were 60 entry files read in each Stop hook that learned a fix)."""
    run_hook("capture", prompt("complete the commit, always verify and run the pre-commit hooks"))
    for tool in ("eslint", "prettier", "tsc"):  # other failures sharing the fix's words
        error = f"{HOOK_HANGS}\n{tool}: commit failed"
        run_hook("capture", failure(f"git commit -m {tool}", error, call=tool))
    read: list[list[str]] = []
    load = Store.load_entries

    def recorded(self: Store, ids: list[str], *rest: bytes) -> list[dict[str, object]]:
        read.append(list(ids))
        return load(self, read[-1], *rest)

    monkeypatch.setattr(Store, "load_entries", recorded)
    item = _learned(project, "When the pre-commit hook fails, commit with `git commit --no-verify`.")
    assert "rules out --no-verify" in str(item.get("conflicts"))
    rule = next(e for e in entries(project) if e["type"] == "correction")
    assert len([e for e in entries(project) if e["type"] == "error"]) > 1
    assert read == [[rule["id"]]]


def test_a_fix_learned_where_no_correction_exists_looks_no_further(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Most stores hold no user rule: one lookup of the correction key says so, and nothing is read."""
    from reflexion.store import CORRECTION_KEY

    looked: list[list[str]] = []
    lookup = Store.lookup

    def recorded(self: Store, keys: list[str], *cap: int) -> tuple[dict[str, list[str]], dict[str, int]]:
        looked.append(keys)
        return lookup(self, keys, *cap)

    monkeypatch.setattr(Store, "lookup", recorded)
    item = _learned(project, "When the pre-commit hook fails, commit with `git commit --no-verify`.")
    assert "conflicts" not in item and looked == [[CORRECTION_KEY]]


def test_a_learned_fix_is_checked_against_the_most_recent_corrections_only(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review of issue 15: every learned fix read the whole list of the store's corrections; it reads the
    RULES most recent, as SessionStart reads its 50 standing entries."""
    from reflexion.commands import conflicts

    monkeypatch.setattr(conflicts, "RULES", 2)
    run_hook(
        "capture", prompt("complete the commit, always verify and run the pre-commit hooks", session="a")
    )
    run_hook("capture", prompt("use pnpm, not npm", session="b"))
    run_hook("capture", prompt("never force-push to main", session="c"))
    item = _learned(project, "When the pre-commit hook fails, commit with `git commit --no-verify`.")
    assert "conflicts" not in item
    run_hook("capture", prompt("always verify and run the hooks when you commit", session="d"))
    item = _learned(project, "When the pre-commit hook fails, commit with `git commit --no-verify`.")
    assert "rules out --no-verify" in str(item.get("conflicts"))


def test_a_rule_recorded_after_the_fix_flags_it(project: Path) -> None:
    item = _learned(project, "When the pre-commit hook fails, commit with `git commit --no-verify`.")
    assert entries_format.trusted_fix(item) and failure_context(item) is not None
    run_hook("capture", prompt("no, always run the pre-commit hooks when you commit", session="s2"))
    (flagged,) = [e for e in entries(project) if e["id"] == item["id"]]
    rule = next(e for e in entries(project) if e["type"] == "correction")
    assert str(flagged["conflicts"]).startswith(rule["id"]) and failure_context(flagged) is None


def test_a_fix_the_rule_does_not_forbid_stays_trusted_and_a_new_fix_clears_the_flag(project: Path) -> None:
    run_hook("capture", prompt("complete the commit, always verify and run the pre-commit hooks"))
    item = _learned(project, "Run `npx lint-staged` to see which file the hook rejects, then commit.")
    assert "conflicts" not in item and entries_format.trusted_fix(item)
    flagged = dict(item, conflicts="RFX-20261122-abcdef12: the user said …")
    assert "conflicts" not in entries_format.set_resolution(flagged, "Fix the lint error first.", "user", "x")


@pytest.mark.parametrize(
    ("newer", "older", "why"),
    [
        ("never use tabs, always use spaces", "always use tabs for indentation", "tabs"),
        ("use pnpm, not npm", "run everything with npm", "npm"),
        ("we use vitest now", "always run the tests with jest", "jest"),
        ("don't push on fridays", "never push to main", ""),  # both forbid pushing: they agree
        ("never use tabs in YAML", "never use tabs", ""),
        ("always sign commits", "keep answers short", ""),
    ],
)
def test_a_newer_rule_overrules_what_an_older_one_asks_for(newer: str, older: str, why: str) -> None:
    assert overrules(newer, older) == why


@pytest.mark.parametrize(
    ("rule", "bypass"),
    [
        ("From now on just use --no-verify when committing.", "--no-verify"),
        ("Use git push --force whenever the push is rejected.", "--force"),
        ("Always run `git commit -n` for wip commits.", "-n"),
        ("Use `curl -k` against the staging API.", "-k"),
        ("Disable ssl verification for pip on this machine, always.", "Disable ssl"),
        ("Skip the pre-commit hooks on this repo.", "Skip the pre-commit"),
        ("Never use --no-verify.", ""),
        ("never commit with --no-verify, always run hooks", ""),
        ("never skip the pre-commit hooks", ""),
        ("don't force-push to main", ""),
        # as capture stores a rule: capitalised; and the other ways of forbidding (review finding)
        ("Never skip the pre-commit hooks.", ""),
        ("Never force-push to main.", ""),
        ("Don't turn off certificate checks.", ""),
        ("No force-pushing to main.", ""),
        ("Install the CA bundle instead of disabling SSL verification.", ""),
        ("Always verify and run hooks.", ""),
        ("We use pnpm, not npm.", ""),
        ("skip the tests when you only change docs", ""),
    ],
)
def test_the_bypass_a_rule_asks_for(rule: str, bypass: str) -> None:
    assert asks_for_bypass(rule) == bypass


def test_a_bypass_the_user_asked_for_is_never_a_rule() -> None:
    from reflexion.rules import never_a_rule

    said = {"type": "correction", "category": "user.rule", "resolution": "From now on use --no-verify."}
    assert never_a_rule(said)
    assert not never_a_rule({**said, "resolution": "Never use --no-verify."})


@pytest.mark.parametrize(
    ("rule", "bypass"),
    [  # a bypass said in words, as the rule names the command (red team 2)
        ("From now on, always push with --force.", "--force"),
        ("Always commit with -n, the hooks are slow.", "-n"),
        ("Always use curl -k for internal.corp.", "-k"),
        ("Never push with --force.", ""),
        ("Always commit with a message.", ""),
        ("Always push to origin first.", ""),
        ("Commit often; fetch -n before pulling.", ""),  # -n of fetch is no bypass, whatever precedes
    ],
)
def test_a_bypass_said_in_words(rule: str, bypass: str) -> None:
    assert asks_for_bypass(rule) == bypass


def test_a_long_rule_is_read_in_linear_time() -> None:
    """A hand-edited resolution of 30,000 characters: each command it names was parsed to its end (73 s)."""
    with within_seconds(5, "asks_for_bypass"):
        assert asks_for_bypass(("git push " * 4000)[:30000]) == ""


def test_a_learned_fix_quoting_its_command_in_prose_is_no_bypass() -> None:
    """The spotter rule (one of the 63 sessions' three): a backtick opened a word running to the line's end,
    whose 'n' in "following" read as `git commit -n` — the rule left CLAUDE.md (final replay)."""
    rule = (
        "When `git add lib/spotter_web/live/session_live.ex … && git commit -m…` fails with “The following"
        " paths are ignored by one…”: run `git add -f priv/static/assets/spotter.css` first."
    )
    assert asks_for_bypass(rule) == ""


def test_the_bypasses_a_rule_outranks_are_those_the_learner_calls_bypasses() -> None:
    """One judge of what a bypass is (learn/bypass.py): conflicts.BYPASSES only adds the words a rule
    names them by. `--legacy-peer-deps` is no bypass there (often the honest fix): a rule that merely
    mentions dependencies no longer withholds a learned fix using it; a rule that names it still does."""
    from reflexion.conflicts import BYPASSES
    from reflexion.learn.bypass import bypass

    assert {flag: bypass(flag) for flag in BYPASSES} == {flag: flag for flag in BYPASSES}
    fix = "When `npm install` fails with “ERESOLVE”: run `npm install --legacy-peer-deps`."
    assert contradiction("Keep the dependencies pinned in package.json.", fix) == ""
    assert contradiction("Never use --legacy-peer-deps here.", fix) == "--legacy-peer-deps"
