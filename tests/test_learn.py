"""The episode learner end to end: a transcript in, entries out — as the Stop hook runs it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import context, entries, failure, held, run_hook, success
from transcript import Transcript, learned

from reflexion.commands.learn import Report, learn_transcript
from reflexion.session.transcript import Reader
from reflexion.store import Store

NO_UPSTREAM = (
    "Exit code 128\nfatal: The current branch feat-x has no upstream branch.\nTo push the current branch "
    "and set the remote as upstream, use\n\n    git push --set-upstream origin feat-x\n"
)
LAZY_HTML = (
    "Exit code 2\n** (RuntimeError) Phoenix LiveView requires lazy_html as a test dependency.\n"
    "12 tests, 12 failures"
)
ASSERTION = "Exit code 1\nFAILED tests/test_cart.py::test_total - assert 41 == 42\n1 failed, 9 passed in 0.3s"


def stop(project: Path, path: Path) -> dict[str, Any] | None:
    """The Stop hook, as Claude Code fires it at the end of a turn."""
    return run_hook(
        "learn",
        {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(path), "cwd": str(project)},
    )


def the_fix_the_user_gave(project: Path) -> str:
    """The one failure's fix, asserted to be in the user's words."""
    failed = [e for e in entries(project) if e["type"] == "error"]
    assert len(failed) == 1 and failed[0]["resolution_source"] == "user"
    return str(failed[0]["resolution"])


def fix_after(tmp_path: Path, command: str, error: str, later: str, later_output: str = "done") -> str:
    """The fix learned when `command` fails with `error` and `later` then succeeds."""
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, error, ok=False)
    t.bash(later, later_output)
    return str(learned(list(Reader(str(t.flush()))), failed)["resolution"])


def triage_after_edit(
    tmp_path: Path, command: str, error: str, edit: tuple[str, str, str], later: str = ""
) -> str:
    """The triage of `command` failing with `error`, the agent editing a file, the same failure again,
    then (when given) `later` succeeding."""
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, error, ok=False)
    t.edit(*edit)
    t.bash(command, error, ok=False)
    if later:
        t.bash(later, "done")
    return str(learned(list(Reader(str(t.flush()))), failed)["triage"])


def only(project: Path) -> dict[str, Any]:
    [item] = entries(project)
    return item


def test_a_changed_command_that_succeeds_is_the_fix_with_its_evidence(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    t.prompt("push the branch")
    failed = t.bash("git push 2>&1", NO_UPSTREAM, ok=False)
    t.say("The branch has no upstream yet; setting it.")
    fixed = t.bash(
        "git push --set-upstream origin feat-x 2>&1", "branch 'feat-x' set up to track 'origin/feat-x'."
    )
    assert stop(project, t.flush()) is None  # the learner prints nothing
    item = only(project)
    assert item["triage"] == "lesson" and item["resolution_source"] == "auto"
    assert item["resolution"] == (
        "When `git push` fails with “The current branch <branch> has no upstream branch.”: add "
        "`--set-upstream origin <branch>`: `git push --set-upstream origin <branch>`."
    )
    assert item["evidence"]["seen"][0]["call"] == failed
    assert item["evidence"]["fix"] == {"session": "s1", "calls": [fixed], "kind": "shell", "verified": True}


@pytest.mark.parametrize("command", ["git checkout -b fix/bug-2 && git push", "git -C ../other push"])
def test_the_branch_git_says_is_current_is_generalised_not_the_transcript_s(
    project: Path, tmp_path: Path, command: str
) -> None:
    """The transcript's gitBranch is the branch the turn began on: a branch made or pushed in the command
    itself stayed literal, and the rule told on feat/payments pushed fix/bug-2 (red team 3 #8)."""
    t = Transcript(tmp_path / "s1.jsonl", branch="main")
    t.prompt("make a branch for the bug and push it")
    t.bash(command, NO_UPSTREAM.replace("feat-x", "fix/bug-2"), ok=False)
    t.bash("git push --set-upstream origin fix/bug-2", "branch 'fix/bug-2' set up to track.")
    stop(project, t.flush())
    resolution = only(project)["resolution"]
    assert "`git push --set-upstream origin <branch>`" in resolution and "bug-2" not in resolution


@pytest.mark.parametrize("branch", ["feature/login", "release/2.1", "release/2.x", "v1.x"])
def test_a_branch_with_a_slash_added_as_the_error_said_is_the_fix_not_a_narrower_run(
    project: Path, tmp_path: Path, branch: str
) -> None:
    """A word with a slash or a dot added to the same command reads as a file (a narrower run), unless the
    error printed that very command to run: `git push --set-upstream origin feature/login`."""
    t = Transcript(tmp_path / "s1.jsonl", branch=branch)
    t.prompt("push the branch")
    t.bash("git push", NO_UPSTREAM.replace("feat-x", branch), ok=False)
    t.bash(f"git push --set-upstream origin {branch}", f"branch '{branch}' set up to track.")
    stop(project, t.flush())
    assert only(project)["resolution"].endswith("`git push --set-upstream origin <branch>`.")


@pytest.mark.parametrize(
    ("command", "failed", "rerun"),
    [
        (
            "rspec",
            "Exit code 1\nFailures:\n  1) User is valid\nFailed examples:\n\n"
            "rspec ./spec/models/user_spec.rb:12",
            "rspec ./spec/models/user_spec.rb:12",
        ),
        (
            "mix test",
            "Exit code 2\n  1) test creates a user (MyApp.UserTest)\n     test/my_app/user_test.exs:8\n"
            "mix test test/my_app/user_test.exs:8",
            "mix test test/my_app/user_test.exs:8",
        ),
    ],
)
def test_a_failing_test_the_runner_printed_run_alone_is_a_narrower_run(
    project: Path, tmp_path: Path, command: str, failed: str, rerun: str
) -> None:
    """Review 4: the runner prints the command to rerun one failed test; its passing fixes nothing."""
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("run the tests")
    t.bash(command, failed, ok=False)
    t.bash(rerun, "1 example, 0 failures")
    stop(project, t.flush())
    assert all(e.get("resolution_source") != "auto" for e in entries(project))


def test_a_file_added_to_a_rerun_the_error_did_not_print_is_still_a_narrower_run(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("run the tests")
    t.bash(
        "mix test",
        "Exit code 2\n** (Mix) Could not start application spotter: exited in: Repo.start",
        ok=False,
    )
    t.bash("mix test test/spotter/repo_test.exs", "3 tests, 0 failures")
    stop(project, t.flush())
    assert all(e.get("resolution_source") != "auto" for e in entries(project))


def recorded_writes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths the store writes from now on (each a file written and renamed into place)."""
    written: list[str] = []
    write = Store.write_bytes

    def recorded(self: Store, path: str, data: bytes) -> None:
        written.append(path)
        write(self, path, data)

    monkeypatch.setattr(Store, "write_bytes", recorded)
    return written


def test_a_turn_that_counts_a_failure_twice_and_learns_its_fix_writes_the_entry_once(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each rewrite of an entry was a file written and renamed into place (under I/O load, milliseconds
    each): the turn's changes to one entry are written together, as its last change left it."""
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    t.prompt("push the branch")
    t.bash("git push 2>&1", NO_UPSTREAM, ok=False)
    t.bash("git push 2>&1", NO_UPSTREAM, ok=False)  # seen twice: the team's at once (hold_unproven)
    stop(project, t.flush())
    first = only(project)
    t.prompt("push it again")
    again = [t.bash("git push 2>&1", NO_UPSTREAM, ok=False) for _ in range(2)]
    fixed = t.bash("git push --set-upstream origin feat-x 2>&1", "branch 'feat-x' set up to track.")
    written = recorded_writes(monkeypatch)
    assert stop(project, t.flush()) is None
    item = only(project)
    path = project / ".reflexion" / "entries" / f"{first['id']}.json"
    assert [p for p in written if "entries" in p] == [str(path)]
    assert item["id"] == first["id"] and item["occurrences"] == first["occurrences"] + 2
    assert item["evidence"]["last"]["call"] == again[1] and item["evidence"]["fix"]["calls"] == [fixed]
    assert item["resolution"].endswith("`git push --set-upstream origin <branch>`.")
    store = Store(str(project))
    assert store.index_fresh() and store.lookup(["push"])[0]["push"] == [item["id"]]


def test_a_new_store_s_first_failure_does_not_end_the_hold_on_rewrites(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first failure in a store with no index yet builds it, which writes what is held first; the
    hold must go on after it: a session seeing one failure many times wrote its entry twice a sighting
    (red team 2: 1,247 sightings, 2,494 renames, 9 s)."""
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    t.prompt("push the branch")
    for _ in range(5):
        t.bash("git push 2>&1", NO_UPSTREAM, ok=False)
        t.bash("git push --set-upstream origin feat-x 2>&1", "branch 'feat-x' set up to track.")
    written = recorded_writes(monkeypatch)
    stop(project, t.flush())
    item = only(project)
    assert item["occurrences"] == 5
    assert len([p for p in written if "entries" in p]) <= 2  # made, then its last change


def test_an_edit_and_a_setup_step_before_the_rerun_are_the_fix(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("mix test test/live_test.exs 2>&1", LAZY_HTML, ok=False)
    edit = t.edit(
        "/work/app/mix.exs", '{:floki, ">= 0.30.0", only: :test}', '{:lazy_html, ">= 0.1.0", only: :test}'
    )
    deps = t.bash("mix deps.get 2>&1 | tail -5", "* Getting lazy_html (Hex package)")
    t.bash("git status", "On branch main")  # looks only: not a setup step
    rerun = t.bash("mix test test/live_test.exs 2>&1", "12 tests, 0 failures")
    stop(project, t.flush())
    item = only(project)
    assert item["resolution"].startswith(
        "When `mix test test/live_test.exs` fails with “Phoenix LiveView requires lazy_html"
    )
    assert (
        'edit `mix.exs` (add `{:lazy_html, ">= 0.1.0", only: :test}`), then run `mix deps.get`'
        in (item["resolution"])
    )
    assert item["evidence"]["fix"]["calls"] == [deps, edit, rerun]
    assert item["evidence"]["fix"]["kind"] == "mixed" and item["evidence"]["fix"]["verified"] is True


@pytest.mark.parametrize(
    ("path", "added", "told"),
    [
        (
            "config/staging.env",
            "STRIPE_SK=Xk3pQ9vR2mT7wY1uZ5sB8nC4",
            "edit `config/staging.env` (set `STRIPE_SK`)",
        ),
        ("config/app.yml", "smtp_login: Xk3pQ9vR2mT7wY1u", "edit `config/app.yml` (set `smtp_login`)"),
    ],
)
def test_a_value_the_agent_wrote_into_a_setting_is_never_quoted_in_the_fix(
    project: Path, tmp_path: Path, path: str, added: str, told: str
) -> None:
    """The fix was "edit `config/staging.env` (add `STRIPE_SK=Xk3p…`)" in a committed entry: the redactor
    knows secrets by their names and shapes, not every value an agent types (red team 3 #6)."""
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("deploy the staging branch")
    t.bash("./scripts/deploy.sh staging", "Exit code 1\nError: STRIPE_SK is not set in config", ok=False)
    t.say("Let me fix that.")
    t.edit(path, "# settings", f"# settings\n{added}")
    t.bash("./scripts/deploy.sh staging", "Deployed staging in 4s")
    stop(project, t.flush())
    stored = "".join(p.read_text() for p in (project / ".reflexion").rglob("*.json"))
    assert "Xk3pQ9vR2mT7" not in stored
    assert told in only(project)["resolution"]


def test_a_bypass_is_never_taught_as_the_fix(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    hook = "Exit code 1\ngitleaks: 3 leaks found\nCommit blocked by pre-commit hook"
    t.bash('git commit -m "add docs"', hook, ok=False)
    t.bash('git commit --no-verify -m "add docs"', "[main 1a2b3c4] add docs")
    stop(project, t.flush())
    item = only(project)
    assert item["resolution"] == "" and item["evidence"]["bypass"]["command"] == "--no-verify"


@pytest.mark.parametrize(
    ("command", "used"),
    [
        ("git -c core.hooksPath=/dev/null commit -m wip", "core.hooksPath=/dev/null"),
        ("git push origin +feat-x", "+feat-x"),
        ("pip install --break-system-packages -r requirements.txt", "--break-system-packages"),
        ("npm config set strict-ssl false", "strict-ssl"),
        ("git config --global http.sslVerify false", "http.sslVerify"),
        ("NODE_TLS_REJECT_UNAUTHORIZED=0 npm install", "NODE_TLS_REJECT_UNAUTHORIZED=0"),
        ("pytest tests --ignore=tests/test_api.py", "--ignore=tests/test_api.py"),
        ("pytest tests --deselect tests/test_api.py::test_x", "--deselect tests/test_api.py::test_x"),
    ],
)
def test_ways_round_a_check_are_bypasses(command: str, used: str) -> None:
    from reflexion.learn.bypass import bypass

    assert bypass(command) == used


@pytest.mark.parametrize(
    "command", ["git push origin feat-x", "npm config set registry https://r.example", "pytest tests -x"]
)
def test_ordinary_commands_are_no_bypass(command: str) -> None:
    from reflexion.learn.bypass import bypass

    assert bypass(command) == ""


def test_after_a_bypass_got_past_it_a_later_edit_and_commit_are_not_the_fix(
    project: Path, tmp_path: Path
) -> None:
    """`--no-verify` before `-m` is an option, not the value of one: the bypass is the same commit, so it
    closes the episode, and a document written and committed later is not taught as the fix."""
    t = Transcript(tmp_path / "s1.jsonl")
    hook = "Exit code 1\ngitleaks: 3 leaks found\nCommit blocked by pre-commit hook"
    t.bash('git commit -m "Add gitleaks config. See docs/SECURITY.md"', hook, ok=False)
    t.bash('git commit --no-verify -m "Add gitleaks config. See docs/SECURITY.md"', "[main 1a2b3c4] Add")
    t.edit("/work/app/docs/RESULTS.md", "", "# Results")
    t.bash('git add docs/RESULTS.md && git commit -m "docs: results"', "[main 2b3c4d5] docs: results")
    stop(project, t.flush())
    item = only(project)
    assert item["resolution"] == "" and item["evidence"]["bypass"]["command"] == "--no-verify"


def test_the_work_in_progress_is_a_task_kept_in_local_state_never_recalled_nor_promoted(
    project: Path, tmp_path: Path
) -> None:
    """A task teaches the team nothing: no committed entry (the live hook's is withdrawn), its fix kept
    in local state, and told when the same failure comes back."""
    t = Transcript(tmp_path / "s1.jsonl")
    call = t.bash("pytest tests/test_cart.py", ASSERTION, ok=False)
    run_hook("capture", failure("pytest tests/test_cart.py", ASSERTION, call=call))
    t.edit("/work/app/cart.py", "return sum(prices)", "return sum(prices) + shipping")
    t.bash("pytest tests/test_cart.py", "1 passed in 0.1s")
    stop(project, t.flush())
    assert entries(project) == []
    [path] = (project / ".reflexion" / "local" / "unshared" / "entries").glob("RFX-*.json")
    item = json.loads(path.read_text())
    assert item["triage"] == "task" and "edit `cart.py`" in item["resolution"]
    from reflexion import rules
    from reflexion.commands.recall import qualifies

    many = dict(item, occurrences=5, seen_on=["2026-11-18", "2026-11-20"], first_seen="2026-11-18")
    assert not qualifies(many) and not rules.qualifies(many)
    again = context(run_hook("capture", failure("pytest tests/test_cart.py", ASSERTION, call="toolu_again")))
    assert item["id"] in again and "edit `cart.py`" in again
    from typer.testing import CliRunner

    from reflexion.cli import app

    shown = CliRunner().invoke(app, ["show", item["id"]], env={"CLAUDE_PROJECT_DIR": str(project)})
    assert shown.exit_code == 0 and json.loads(shown.output)["id"] == item["id"]  # the ID told is shown
    # ...and the agent can do what the note asks of it: verify it
    verified = CliRunner().invoke(
        app, ["verify", item["id"], "--worked"], env={"CLAUDE_PROJECT_DIR": str(project)}
    )
    assert verified.exit_code == 0 and "fix confirmed" in verified.output


@pytest.mark.parametrize(
    ("command", "error"),
    [
        ("which bfg && bfg --version", "Exit code 1\nbfg not found"),
        ('git commit -m "wip"', "Exit code 1\nOn branch main\nnothing to commit, working tree clean"),
    ],
)
def test_an_answer_counted_live_is_withdrawn_by_the_episode(
    project: Path, tmp_path: Path, command: str, error: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    call = t.bash(command, error, ok=False)
    run_hook("capture", failure(command, error, call=call))
    assert len(entries(project)) == 1
    stop(project, t.flush())
    assert entries(project) == []


def test_a_probe_makes_no_entry_and_undoes_the_live_count(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.say("Let me check whether the old config is still there.")
    call = t.bash(
        "ls -la config/legacy.yml",
        "Exit code 2\nls: cannot access 'config/legacy.yml': No such file or directory",
        ok=False,
    )
    t.bash("ls -la config/", "app.yml")
    run_hook(
        "capture", failure("ls -la config/legacy.yml", "Exit code 1\nerror: legacy config gone", call=call)
    )
    assert len(entries(project)) == 1  # the live hook saw an error; the episode shows an existence check
    stop(project, t.flush())
    assert entries(project) == []


def test_a_call_the_user_stopped_is_no_failure(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("ssh box 'uci commit dhcp && /etc/init.d/dnsmasq restart'",
           "Exit code 137\n[Request interrupted by user for tool use]", ok=False)  # fmt: skip
    stop(project, t.flush())
    assert entries(project) == []


@pytest.mark.parametrize(
    ("command", "output"),
    [  # what the command echoed itself heads the parts of its output: the part that failed said nothing
        ("ssh root@10.0.0.1 \"echo '=== dnsmasq.d/ ===' && ls -la /etc/dnsmasq.d/ 2>/dev/null && echo '-'\"",
         "Exit code 1\n=== dnsmasq.d/ ==="),
        ("ssh root@10.0.0.1 \"opkg list-installed | grep -i ovpn && echo '---' && ls /etc/ovpn | grep -i c\"",
         "Exit code 1\nkmod-ovpn-dco-v2 - 5.4.213-1\ngl-sdk4-ovpn-server - git-2025.218-1\n---"),
    ],
)  # fmt: skip
def test_a_check_whose_silent_part_failed_after_an_echo_is_a_probe(
    project: Path, tmp_path: Path, command: str, output: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash(command, output, ok=False)
    stop(project, t.flush())
    assert entries(project) == []


def test_an_environment_problem_is_never_fixed_by_whatever_ran_next(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash(
        "npm install -g ralph-tui",
        "Exit code 1\nnpm error request to https://registry.npmjs.org/x failed: getaddrinfo ENOTFOUND",
        ok=False,
    )
    t.bash("npm install -g ralph-tui --registry https://registry.npmjs.org", "added 1 package")
    stop(project, t.flush())
    [path] = (project / ".reflexion" / "local" / "unshared" / "entries").glob("RFX-*.json")
    item = json.loads(path.read_text())
    assert item["triage"] == "environment" and item["resolution"] == ""


def test_the_moments_trouble_is_kept_in_local_state_the_machines_in_the_committed_store(
    project: Path, tmp_path: Path
) -> None:
    """The network down, a lock held: true of one moment, nothing for the team (no committed entry, the
    live hook's is withdrawn), met again or not; a program this machine lacks stays true and, met again (or
    given its stand-in), is an entry of the team's."""
    t = Transcript(tmp_path / "s1.jsonl")
    for command, error in 2 * [
        ("bun install -g ralph-tui", "Exit code 1\nerror: FailedToOpenSocket downloading package manifest"),
        ("brew install bfg", "Exit code 1\nError: A `brew install bfg` process has already locked /x"),
        ("pkill -f tailscaled", "Exit code 127\n/usr/bin/bash: line 1: pkill: command not found"),
    ]:
        run_hook("capture", failure(command, error, call=t.bash(command, error, ok=False)))
        if "pkill" in command:
            stop(project, t.flush())  # a turn each: the second finds the first held, and takes it back
    assert [e["trigger"] for e in entries(project)] == ["/usr/bin/bash: line 1: pkill: command not found"]
    assert entries(project)[0]["occurrences"] == 2
    assert sorted(e["triage"] for e in held(project)) == ["environment", "environment"]


def test_a_correction_right_after_a_failure_is_its_fix(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash(
        "cd /work/M-Claude && git status",
        "Exit code 1\n(eval):cd:1: no such file or directory: /work/M-Claude",
        ok=False,
    )
    t.say("That folder does not exist. Where is the repository?")
    stop(project, t.flush())
    t.prompt("no, it's in the Documents folder: always use ~/Documents/M-Claude")
    t.bash("cd ~/Documents/M-Claude && git status", "On branch main")
    stop(project, t.flush())
    assert "Documents" in the_fix_the_user_gave(project)


def test_a_correction_after_the_agent_looked_around_is_still_the_failures_fix(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    missing = "Exit code 1\n(eval):cd:1: no such file or directory: /work/orbit-docs"
    t.bash("cd /work/orbit-docs && git status", missing, ok=False)
    t.bash("ls -la /work | head -30", "total 8\ndrwxr-xr-x 2 me me 4096 Jan 1 code")
    t.say("The orbit-docs folder doesn't exist here. Should I clone it?")
    stop(project, t.flush())
    t.prompt("orbit-docs is in the Documents folder")
    t.bash("cd ~/Documents/orbit-docs && git status", "On branch main")
    stop(project, t.flush())
    assert "Documents" in the_fix_the_user_gave(project)


def test_how_to_work_said_after_a_check_that_found_nothing_is_not_its_fix(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash(
        'cat /etc/pam.d/sudo_local 2>&1 || echo "No sudo_local file"',
        "cat: /etc/pam.d/sudo_local: No such file or directory\nNo sudo_local file",
    )
    stop(project, t.flush())
    t.prompt("you run it and prompt me as needed")
    t.bash("ls /etc/pam.d", "sudo\nsshd")
    stop(project, t.flush())
    assert [e for e in entries(project) if e["type"] == "error"] == []


def test_a_correction_about_something_else_is_not_the_failures_fix(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    t.prompt("deploy it")
    t.bash("git push", NO_UPSTREAM, ok=False)
    t.say("No upstream yet. Before I fix that: should the changelog entry get emojis?")
    stop(project, t.flush())
    t.prompt("no, never use emojis in the changelog")
    t.bash("git push --set-upstream origin feat-x", "branch 'feat-x' set up to track 'origin/feat-x'.")
    stop(project, t.flush())
    failed = [e for e in entries(project) if e["type"] == "error"]
    assert len(failed) == 1 and failed[0]["resolution_source"] == "auto"
    assert "--set-upstream origin <branch>" in failed[0]["resolution"]
    assert [e["type"] for e in entries(project)].count("correction") == 1  # stored as a correction of its own


def test_an_unreadable_entry_costs_its_own_finding_not_the_rest(project: Path, tmp_path: Path) -> None:
    """The live hook counted a failure into an entry that a merge then left conflict markers in: at Stop
    that finding is skipped (and said), the turn's other findings are learned and the watermark moves, so
    the next Stop does not read the same lines again."""
    t = Transcript(tmp_path / "s1.jsonl", cwd=str(project))
    missing = 'Exit code 1\nnpm error Missing script: "build"'
    call = t.bash("npm run build", missing, ok=False)
    run_hook(
        "capture",
        {"session_id": "s1", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
         "cwd": str(project), "tool_use_id": call, "tool_input": {"command": "npm run build"},
         "error": missing},
    )  # fmt: skip
    [broken] = list((project / ".reflexion" / "entries").glob("*.json"))
    broken.write_text("<<<<<<< HEAD\n" + broken.read_text() + ">>>>>>> theirs\n")
    no_manifest = "Exit code 101\nerror: could not find `Cargo.toml` in `/work` or any parent directory"
    t.bash("cargo build", no_manifest, ok=False)
    t.prompt("never run cargo here, this is a node project")
    stop(project, t.flush())
    readable = [f for f in (project / ".reflexion" / "entries").glob("*.json") if f != broken]
    assert sorted(json.loads(f.read_text())["type"] for f in readable) == ["correction", "error"]
    store = Store(str(project))
    assert store.load_learning(str(t.path))["offset"] == t.path.stat().st_size
    assert broken.read_text().startswith("<<<<<<< HEAD")  # never overwritten nor deleted
    assert "not learned: entry" in (project / ".reflexion" / "local" / "hooks.log").read_text()


def test_the_learners_saved_state_holds_no_secret(project: Path, tmp_path: Path) -> None:
    token = "ghp_" + "aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789x"[:36]
    t = Transcript(tmp_path / "s1.jsonl")
    curl = f"curl -H 'Authorization: token {token}' https://api.github.com/user"
    t.bash(curl, "Exit code 22\n401", ok=False)
    t.say(f"The token {token} was refused.")
    stop(project, t.flush())  # the episode stays open: its state is saved for the next turn
    saved = list((project / ".reflexion" / "local" / "transcripts").glob("*.json"))
    assert saved and all(token not in f.read_text() for f in saved)
    assert all(token not in json.dumps(e) for e in entries(project))


def test_a_fix_that_differs_only_in_a_secret_teaches_nothing(project: Path, tmp_path: Path) -> None:
    """A key id, then the whole fingerprint: what changed is what must never be written, so no fix — the
    same outcome whether the turns are learned live (state saved between them) or the session whole."""
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash(
        "gpg --list-secret-keys 3A7C55D10B9E4F21",
        "Exit code 2\ngpg: error reading key: No secret key",
        ok=False,
    )
    stop(project, t.flush())
    t.prompt("use the full fingerprint")
    t.bash("gpg --list-secret-keys 9D04E6A2B5C8F1373A7C55D10B9E4F21", "sec   ed25519 2026-01-14 [SC]")
    stop(project, t.flush())
    assert [e["resolution"] for e in entries(project) + held(project) if e["type"] == "error"] == [""]


def test_a_transcript_rewritten_shorter_is_read_again_from_its_start(project: Path, tmp_path: Path) -> None:
    path = tmp_path / "s1.jsonl"
    t = Transcript(path)
    for n in range(20):
        t.bash(f"ls dir{n}", "a\nb\n" * 50)
    stop(project, t.flush())
    path.unlink()
    again = Transcript(path, session="s2")
    again.bash("npm test", 'Exit code 1\nnpm error Missing script: "test"', ok=False, call_id="toolu_new1")
    stop(project, again.flush())
    assert [e["trigger"] for e in entries(project) + held(project)] == ['npm error Missing script: "test"']
    store = Store(str(project))
    assert store.load_learning(str(path))["offset"] == path.stat().st_size


def test_with_two_failures_open_each_gets_the_step_that_names_it(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    py = t.bash(
        "pytest tests/test_api.py",
        "Exit code 1\nE   ModuleNotFoundError: No module named 'requests'",
        ok=False,
    )
    ts = t.bash(
        "npx tsc --noEmit", "Exit code 2\nsrc/a.ts(1,20): error TS2307: Cannot find module 'zod'.", ok=False
    )
    t.bash("pip install requests", "Successfully installed requests-2.32.3")
    t.bash("npm install zod", "added 1 package")
    t.bash("pytest tests/test_api.py", "3 passed")
    t.bash("npx tsc --noEmit", "")
    steps = list(Reader(str(t.flush())))
    assert "run `pip install requests`; then it succeeded" in learned(steps, py)["resolution"]
    assert "run `npm install zod`; then it succeeded" in learned(steps, ts)["resolution"]


def test_an_edit_before_a_changed_rerun_is_named_with_it(tmp_path: Path) -> None:
    """An option added after an edit is not said to be the fix alone: the edit may be what fixed it."""
    t = Transcript(tmp_path / "s1.jsonl")
    build = t.bash("npm run build", "Exit code 1\nError: Cannot find module 'lodash'", ok=False)
    t.edit("/work/app/package.json", '"dependencies": {', '"dependencies": {"lodash": "^4.17.21",')
    t.bash("npm run build --verbose", "built in 1.2s")
    resolution = learned(list(Reader(str(t.flush()))), build)["resolution"]
    assert 'edit `package.json` (add `"dependencies": {"lodash"' in resolution
    assert resolution.endswith("then run `npm run build --verbose`.")


@pytest.mark.parametrize(
    "rerun", ["npm run build --verbose", "npm run build --loglevel=error", "npm run build --silent"]
)
def test_a_rerun_that_only_says_more_or_less_is_not_a_fix(tmp_path: Path, rerun: str) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("npm run build", "Exit code 1\nError: Cannot find module 'lodash'", ok=False)
    t.bash(rerun, "built in 1.2s")
    assert learned(list(Reader(str(t.flush()))), failed)["resolution"] == ""


def test_a_setup_step_in_another_directory_is_not_the_fix(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("npm test", "Exit code 1\nError: Cannot find module 'dotenv'", ok=False)
    t.bash("cd /work/other-project && npm install", "added 12 packages")
    t.bash("npm test", "5 passing")
    assert learned(list(Reader(str(t.flush()))), failed)["resolution"] == ""


def test_a_call_made_before_the_failure_was_seen_is_not_its_fix(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    first = t.call("Bash", {"command": "npm run build"})
    second = t.call("Bash", {"command": "pnpm run build"})  # issued in parallel, before any result
    t.result(first, 'Exit code 1\nnpm error Missing script: "build"', error=True)
    t.result(second, "done", response={"stdout": "done", "stderr": "", "interrupted": False})
    stop(project, t.flush())
    [item] = held(project)  # seen once, no fix: held in local state
    assert item["resolution"] == "" and entries(project) == []


def test_learning_reads_only_what_is_new_and_never_counts_twice(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    t.bash("git push", NO_UPSTREAM, ok=False)
    half = json.dumps({"type": "assistant", "message": {"content": [{"type": "text", "text": "ha"}]}})[:30]
    stop(project, t.flush(partial=half))  # the writer is mid-line: that line waits for the next run
    [first] = held(project)  # seen once, no fix yet: held in local state
    assert first["occurrences"] == 1 and first["resolution"] == "" and entries(project) == []
    t.bash("git push --set-upstream origin feat-x", "set up to track")
    stop(project, t.flush())
    stop(project, t.flush())  # nothing new
    item = only(project)  # its fix came: the team's
    assert item["occurrences"] == 1 and "--set-upstream origin <branch>" in item["resolution"]
    assert item["id"] == first["id"] and held(project) == []
    again = Report()
    learn_transcript(Store(str(project)), str(t.path), "2026-11-25", again)
    assert again.bytes == 0 and again.touched == []


def test_a_failure_the_live_hook_counted_is_not_counted_again(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    call = t.bash("npm run build", 'Exit code 1\nnpm error Missing script: "build"', ok=False)
    run_hook("capture", failure("npm run build", 'Exit code 1\nnpm error Missing script: "build"', call=call))
    stop(project, t.flush())
    [item] = held(project)  # counted live in the committed store; seen once with no fix, held
    assert item["occurrences"] == 1 and entries(project) == []


@pytest.mark.parametrize("garbage", [b"", b"not json", b'{"hook_event_name": "Stop", "transcript_path": 3}'])
def test_the_learn_hook_survives_anything(project: Path, garbage: bytes) -> None:
    import contextlib
    import io

    from reflexion import hook

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert hook.run("learn", io.BytesIO(garbage)) == 0
    assert out.getvalue() == ""


def test_the_stop_hook_waits_for_the_turn_the_writer_has_not_finished(project: Path, tmp_path: Path) -> None:
    """Claude Code writes the transcript a little after its hooks fire: the Stop hook waits (briefly) for
    the agent's last words, so the turn's last call is learned with it."""
    import threading

    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    t.bash("git push", NO_UPSTREAM, ok=False)
    path = t.flush()
    t.bash("git push --set-upstream origin feat-x", "set up to track")
    t.say("Pushed.")
    late = threading.Timer(0.3, t.flush)
    late.start()
    event = {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(path)}
    run_hook("learn", {**event, "last_assistant_message": "Pushed."})
    late.join()
    assert "--set-upstream origin <branch>" in only(project)["resolution"]


def test_the_step_that_changed_is_the_fix_not_merely_the_last_one(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    ignored = "Exit code 1\nThe following paths are ignored by one of your .gitignore files:\nassets/app.css"
    t.bash("git add lib/a.ex assets/app.css && git commit -m 'feat: a'", ignored, ok=False)
    t.bash("git add -f assets/app.css && git add lib/a.ex && git commit -m 'feat: a'", "[main 1a2b3c] a")
    stop(project, t.flush())
    assert "run `git add -f assets/app.css` first" in only(project)["resolution"]


def test_a_long_file_list_is_elided_and_no_quoted_command_is_cut(project: Path, tmp_path: Path) -> None:
    """The situation names the command by its first target; a fix too long to quote whole is said without
    the repeated command, never cut inside a backtick quote."""
    files = "lib/app_web/live/session_live.ex lib/app_web/components/layouts/root.html.heex"
    css = "priv/static/assets/app.css"
    t = Transcript(tmp_path / "s1.jsonl")
    ignored = f"Exit code 1\nThe following paths are ignored by one of your .gitignore files:\n{css}"
    t.bash(f"git add {files} {css} && git commit -m 'feat: a'", ignored, ok=False)
    t.bash(f"git add -f {css} && git add {files} && git commit -m 'feat: a'", "[main 1a2b3c] a")
    stop(project, t.flush())
    resolution = only(project)["resolution"]
    assert resolution.startswith("When `git add lib/app_web/live/session_live.ex … && git commit -m …` fails")
    assert f"run `git add -f {css}` first" in resolution and len(resolution) <= 200
    assert resolution.endswith(f"run `git add -f {css}` first.")  # not cut inside a quoted command


def test_a_rule_in_claude_md_follows_its_entrys_newer_fix(project: Path, tmp_path: Path) -> None:
    for n, day in enumerate(("2026-11-20", "2026-11-21", "2026-11-21")):
        t = Transcript(tmp_path / f"s{n}.jsonl", session=f"s{n}", branch="feat-x", day=day)
        t.bash("git push", NO_UPSTREAM, ok=False, call_id=f"toolu_{n}a")  # ids are unique across sessions
        fix = "git push --set-upstream origin feat-x"
        t.bash(fix, "branch 'feat-x' set up to track 'origin/feat-x'.", call_id=f"toolu_{n}b")
        stop(project, t.flush())
    rules = (project / "CLAUDE.md").read_text(encoding="utf-8")
    assert "`git push --set-upstream origin <branch>`" in rules and only(project)["promoted"] is True
    t = Transcript(tmp_path / "s3.jsonl", session="s3", branch="feat-x", day="2026-11-22")
    t.bash("git push", NO_UPSTREAM, ok=False, call_id="toolu_3a")
    t.bash("git push -u origin feat-x", "branch 'feat-x' set up to track.", call_id="toolu_3b")
    stop(project, t.flush())
    rules = (project / "CLAUDE.md").read_text(encoding="utf-8")
    assert "`git push -u origin <branch>`" in rules and "--set-upstream" not in rules


def test_work_left_unfinished_when_the_session_ends_is_withdrawn(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    call = t.bash("pytest tests/test_cart.py", ASSERTION, ok=False)
    t.edit("/work/app/cart.py", "return sum(prices)", "return sum(prices) + shipping")
    run_hook("capture", failure("pytest tests/test_cart.py", ASSERTION, call=call))
    stop(project, t.flush())
    assert len(entries(project)) == 1  # the turn ended mid-work: the next turn may still fix it
    ended = {"session_id": "s1", "hook_event_name": "SessionEnd", "transcript_path": str(t.path)}
    assert run_hook("learn", {**ended, "reason": "exit"}) is None
    assert entries(project) == []  # no fix will come: the work in progress taught nothing


def test_a_subagent_that_stopped_leaves_nothing_open(project: Path, tmp_path: Path) -> None:
    main = Transcript(tmp_path / "s1.jsonl")
    main.prompt("fix the cart total").flush()
    agent = Transcript(tmp_path / "agent-a1.jsonl")
    call = agent.bash("pytest tests/test_cart.py", ASSERTION, ok=False)
    run_hook("capture", failure("pytest tests/test_cart.py", ASSERTION, call=call))
    event = {
        "session_id": "s1",
        "hook_event_name": "SubagentStop",
        "transcript_path": str(main.path),
        "agent_transcript_path": str(agent.flush()),
    }
    run_hook("learn", event)
    assert entries(project) == []


def test_a_command_run_in_the_wrong_directory_is_fixed_by_running_it_from_the_right_one(
    tmp_path: Path,
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(
        "git remote -v",
        "Exit code 128\nfatal: not a git repository (or any of the parent directories): .git",
        ok=False,
    )
    t.bash("cd /Users/me/Documents/M-Claude && git status", "On branch main")
    resolution = learned(list(Reader(str(t.flush()))), failed)["resolution"]
    assert "run it from `/Users/me/Documents/M-Claude`" in resolution


def test_another_git_command_elsewhere_does_not_fix_an_unrelated_failure(tmp_path: Path) -> None:
    assert fix_after(tmp_path, "git push 2>&1", NO_UPSTREAM, "cd /work/other && git status") == ""


def test_a_windows_switch_git_bash_mangled_is_fixed_by_respelling_it(tmp_path: Path) -> None:
    invalid = 'Exit code 1\nInvalid Parameters -- try "/?" for help'
    resolution = fix_after(
        tmp_path, "powercfg /change monitor-timeout-ac 10", invalid, "powercfg -change -monitor-timeout-ac 10"
    )
    told = "write the switch `/change` as `-change`: `powercfg -change -monitor-timeout-ac 10`."
    assert resolution.endswith(told)


def test_an_error_in_the_code_the_agent_keeps_editing_is_the_work_not_a_lesson(tmp_path: Path) -> None:
    dialyzer = (
        "Exit code 1\nPre-commit validation failed:\\n\\n[DIALYZER]\\nFinding suitable PLTs\n"
        "lib/app/trace.ex:57:13:pattern_match\nThe pattern can never match the type."
    )
    edit = ("/work/app/lib/app/trace.ex", "{:ok, id} ->", "id when is_binary(id) ->")
    assert triage_after_edit(tmp_path, 'git commit -m "feat: trace ids"', dialyzer, edit) in ("task", "none")


def test_a_check_of_files_the_agent_edits_before_checking_again_is_the_work(tmp_path: Path) -> None:
    """Credo on the agent's own new module, the module edited, credo again: the work in progress, even
    when the session then ran setup steps of its own (a migration)."""
    credo = (
        "Exit code 2\nChecking 1 source file ...\n┃ [D] ↘ Nested modules could be aliased at the top of the "
        "invoking module.\n┃       lib/app/registry.ex:137:5 #(App.Registry.check)"
    )
    command = "mix credo --strict lib/app/registry.ex 2>&1"
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, credo, ok=False)
    t.edit("/work/app/lib/app/registry.ex", "App.Tmux.exists?(id)", "Tmux.exists?(id)")
    t.bash(command, credo, ok=False)
    t.bash("MIX_ENV=test mix ecto.migrate 2>&1", "done")
    assert learned(list(Reader(str(t.flush()))), failed)["triage"] in ("task", "unfixed-task", "none")


@pytest.mark.parametrize(
    ("command", "error"),
    [
        ('export PATH="$HOME/.local/bin:$PATH" && ralph --version', "Exit code 1\nUnknown option: --version"),
        ('powershell.exe -Command "Get-WebAuthnSetting 2>&1"',
         "Exit code 1\nGet-WebAuthnSetting : The term 'Get-WebAuthnSetting' is not recognized as the name of "
         "a cmdlet, function, script file, or operable program."),
        ("blocky --config /etc/blocky/config.yml validate",
         'Exit code 1\nError: unknown command "validate" for "blocky"'),
    ],
)  # fmt: skip
def test_a_name_or_flag_the_agent_guessed_and_moved_on_from_is_an_answer(
    tmp_path: Path, command: str, error: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, error, ok=False)
    t.say("That does not exist; let me look at the service's status instead.")
    t.bash("systemctl status x", "active")
    t.prompt("ok, next")
    assert learned(list(Reader(str(t.flush()))), failed)["triage"] == "probe"


@pytest.mark.parametrize(
    ("command", "error"),
    [  # an option the host's program lacks is a lesson about that host; a name bash's expansion made (`=`,
        # `extglob.Name` for `$_.Name`) is no guess of the agent's
        ('ssh root@router "ps aux | grep tailscaled"', "Exit code 1\nps: unrecognized option: a"),
        ('powershell.exe -Command "Get-NetAdapter | ForEach-Object { $a = $_.Name }"',
         "Exit code 1\nForEach-Object : The term '=' is not recognized as the name of a cmdlet, function."),
        ('powershell.exe -Command "(Get-Process | Where-Object { $_.Name -eq \'x\' })"',
         "Exit code 1\nextglob.Name : The term 'extglob.Name' is not recognized as the name of a cmdlet."),
        # `-v` is "verbose" to most tools: a run, not a question about the program
        ("pytest -v", "Exit code 2\nE   ModuleNotFoundError: No module named 'shop'"),
    ],
)  # fmt: skip
def test_a_failure_the_agent_did_not_merely_guess_stays_a_lesson(
    tmp_path: Path, command: str, error: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, error, ok=False)
    t.prompt("ok, next")
    assert learned(list(Reader(str(t.flush()))), failed)["triage"] == "lesson"


def test_a_guarded_line_the_shell_garbled_is_a_lesson_not_an_answer(tmp_path: Path) -> None:
    """`-ErrorAction SilentlyContinue` guards against finding nothing, not against bash expanding `$_`:
    the line never ran as written."""
    command = (
        'powershell.exe -Command "Get-NetTCPConnection -State Listen -ErrorAction SilentlyContinue | '
        'Where-Object { $_.LocalPort -eq 53 } | Select-Object LocalAddress"'
    )
    error = (
        "Exit code 1\nWhere-Object : The term 'extglob.LocalPort' is not recognized as the name of a cmdlet."
    )
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, error, ok=False)
    t.prompt("ok, next")
    assert learned(list(Reader(str(t.flush()))), failed)["triage"] == "lesson"


@pytest.mark.parametrize(
    ("command", "error", "kind"),
    [  # a scan that ran and counted its findings answered what was asked: the state being worked on
        ("cd ~/repo && gitleaks detect --config .gitleaks.toml --no-git",
         "Exit code 1\n\x1b[90m10:24AM\x1b[0m \x1b[33mWRN\x1b[0m \x1b[1mleaks found: 1092\x1b[0m", "task"),
        ("pip-audit -r requirements.txt",
         "Exit code 1\nFound 2 known vulnerabilities in 1 package\nName Version ID Fix Versions",
         "task"),
        # a commit whose message names the scanner, blocked by its hook; the scanner run wrongly
        ('git commit -m "Add gitleaks protection and security audits"',
         "Exit code 1\n❌ Secrets detected! Commit blocked.\nFound 3 leaks in staged files", "lesson"),
        ("gitleaks detect --no-gti", "Exit code 1\nError: unknown flag: --no-gti", "lesson"),
    ],
)  # fmt: skip
def test_a_scan_that_reported_findings_is_the_work(
    tmp_path: Path, command: str, error: str, kind: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, error, ok=False)
    t.edit("/work/repo/.gitleaks.toml", "paths = []", 'paths = ["Archives/"]')
    t.bash(command.replace("--no-gti", "--no-git"), "no leaks found")
    assert learned(list(Reader(str(t.flush()))), failed)["triage"] == kind


def test_a_file_written_by_a_heredoc_is_not_shown_as_a_bare_cat(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(
        'op item create --category "SSH Key" --title "Key A" "private key=$KEY"',
        'Exit code 1\n[ERROR] 2026/01/15 09:25:20 Couldn\'t set the value for "private key"',
        ok=False,
    )
    template = 'cat > /tmp/key.json << \'EOF\'\n{"category": "SSH_KEY"}\nEOF\n'
    t.bash(template + 'op item create --template /tmp/key.json --vault "Personal"', "ID: abc")
    resolution = learned(list(Reader(str(t.flush()))), failed)["resolution"]
    assert "`op item create --template /tmp/key.json --vault Personal`" in resolution
    assert "cat &&" not in resolution


def test_a_path_argument_rerun_as_it_was_is_a_rerun_not_a_respelled_switch() -> None:
    from reflexion.learn.intent import RERUN, intent, relation

    for command in ("ls /tmp", "node scripts/seed.js --dir /fixtures", "cp f /srv"):
        before, after = intent(command), intent(command)
        assert before is not None and after is not None and relation(before, after) == RERUN


@pytest.mark.parametrize(
    ("command", "error", "later"),
    [  # a file the program could not open is no wrong directory; setting up elsewhere is no fix
        ("npm run build", "Exit code 1\nError: ENOENT: no such file or directory, open '/w/src/config.json'",
         "cd /w/app/docs && npm install"),
        ("git commit -am wip", "Exit code 128\nfatal: not a git repository (or any parent directory)",
         "cd /tmp/scratch && git init"),
    ],
)  # fmt: skip
def test_another_command_elsewhere_is_not_a_wrong_place_fix(
    tmp_path: Path, command: str, error: str, later: str
) -> None:
    assert fix_after(tmp_path, command, error, later) == ""


def test_an_error_in_an_edited_file_fixed_by_running_it_differently_stays_a_lesson(tmp_path: Path) -> None:
    missing = (
        "Exit code 1\ncmd/server/main.go:5:2: no required module provides package github.com/x/y; "
        "to add it:\n\tgo get github.com/x/y"
    )
    edit = ("/work/app/cmd/server/main.go", '"github.com/x/y"', '"github.com/x/y/v2"')
    later = "go get github.com/x/y && go run cmd/server/main.go"
    assert triage_after_edit(tmp_path, "go run cmd/server/main.go", missing, edit, later) == "lesson"


def test_a_rerun_that_only_writes_its_report_elsewhere_is_not_a_fix(tmp_path: Path) -> None:
    scan = "gitleaks detect --config=.gitleaks.toml --redact --report-path="
    leaks = "Exit code 1\n10:24AM WRN leaks found: 392"
    assert fix_after(tmp_path, scan + "/tmp/history.json", leaks, scan + "/tmp/clean.json") == ""


def test_a_short_reply_handing_over_what_the_failed_call_lacked_is_its_fix(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    missing = "Exit code 1\ncd: no such file or directory: ~/code/billing"
    t.bash("cd ~/code/billing && make", missing, ok=False)
    stop(project, t.flush())
    t.prompt("try ~/code/billing-v2")
    t.bash("cd ~/code/billing-v2 && make", "built")
    stop(project, t.flush())
    assert "~/code/billing-v2" in the_fix_the_user_gave(project)
    assert [e for e in entries(project) if e["type"] == "correction"] == []  # no sense out of context


def test_a_reply_to_a_question_about_something_else_is_not_the_failures_fix(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("npm run biuld", 'Exit code 1\nnpm error Missing script: "biuld"', ok=False)
    t.say("Before I fix that: which port should the dev server listen on?")
    stop(project, t.flush())
    t.prompt("port 3001")
    t.bash("npm run build", "built in 1.2s")
    stop(project, t.flush())
    failed = [e for e in entries(project) if e["type"] == "error"]
    assert all("3001" not in e["resolution"] for e in failed)


def test_a_path_handed_over_bare_is_kept_as_typed(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("jst --ci", "Exit code 127\nbash: jst: command not found", ok=False)
    stop(project, t.flush())
    t.prompt("node_modules/.bin/jest")
    stop(project, t.flush())
    [failed] = [e for e in entries(project) if e["type"] == "error"]
    assert "node_modules/.bin/jest" in failed["resolution"] and "Node_modules" not in failed["resolution"]


def test_the_answer_to_a_question_that_names_nothing_is_no_fact(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("review the docs")
    t.say("Done with the intro. Which file should I look at next?")
    stop(project, t.flush())
    t.prompt("README.md")
    stop(project, t.flush())
    assert entries(project) == []


def test_a_short_reply_to_the_agents_question_is_a_fact_with_its_question(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("update the app launcher shortcut")
    t.say("Which launcher do you mean? I can see two.")
    stop(project, t.flush())
    t.prompt("'/Applications/Claude Code.app'")
    t.say("Updated it.")
    stop(project, t.flush())
    (fact,) = entries(project)
    assert fact["category"] == "user.fact" and fact["trigger"] == "'/Applications/Claude Code.app'"
    assert "Which launcher do you mean?" in fact["resolution"] and "launcher" in fact["keywords"]


@pytest.mark.parametrize("reply", ["traceroute slate.example.com", "thanks!", "try again", "yes"])
def test_a_reply_that_is_a_task_or_small_talk_is_no_fact(project: Path, tmp_path: Path, reply: str) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.say("Anything else you want me to check?")
    stop(project, t.flush())
    t.prompt(reply)
    t.say("Done.")
    stop(project, t.flush())
    assert entries(project) == []


BUSYBOX_PS = "Exit code 1\nps: unrecognized option: a\nBusyBox v1.36.1 multi-call binary.\n\nUsage: ps"


def test_the_pipeline_stage_the_error_names_swapped_for_another_is_the_fix(tmp_path: Path) -> None:
    resolution = fix_after(
        tmp_path, 'ssh root@10.0.0.7 "ps aux | grep dropbear | grep -v grep"', BUSYBOX_PS,
        'ssh root@10.0.0.7 "top -bn1 | grep dropbear"', "812 1 root S 1200 0% /usr/sbin/dropbear",
    )  # fmt: skip
    assert resolution.endswith("use `top -bn1` instead of `ps aux`.")


def test_a_filter_the_error_names_left_out_is_the_fix(tmp_path: Path) -> None:
    resolution = fix_after(
        tmp_path, 'netstat -an | findstr /i "LISTENING"', "Exit code 1\nFINDSTR: Cannot open LISTENING",
        "netstat -an", "TCP 0.0.0.0:135 LISTENING",
    )  # fmt: skip
    assert "leave out `findstr /i LISTENING`" in resolution


@pytest.mark.parametrize(
    "later",
    [
        "ls /proc",  # nothing of the line kept: another job
        'ssh root@10.0.0.8 "top -bn1 | grep dropbear"',  # another host
        'ssh root@10.0.0.7 "ps | grep dropbear"',  # the stage the error named, run again: not swapped
    ],
)
def test_a_stage_swap_keeps_the_rest_of_the_line_on_the_same_host(tmp_path: Path, later: str) -> None:
    failed = 'ssh root@10.0.0.7 "ps aux | grep dropbear | grep -v grep"'
    assert "instead of `ps aux`" not in fix_after(tmp_path, failed, BUSYBOX_PS, later)


def test_the_producer_of_a_pipeline_left_out_is_no_fix(tmp_path: Path) -> None:
    error = "Exit code 1\ncurl: (6) Could not resolve proxy: corp"
    assert fix_after(tmp_path, "curl -s https://x.test/a.json | jq .name", error, "jq .name a.json") == ""


AMBIGUOUS = (
    'Exit code 1\n[ERROR] 2026/03/02 10:01:12 More than one item matches "deploy key". Try again and '
    "specify the item by its ID:\n"
    '\t* for the item "deploy key" in vault Private: q2lfk3m9zzv0a7ydd1wq4x5ebc\n'
    '\t* for the item "deploy key" in vault Shared: 7hq3vmn2kd8s0pqlw4rztz6yfa'
)


def test_a_target_the_error_suggested_is_the_fix(tmp_path: Path) -> None:
    resolution = fix_after(
        tmp_path, 'op item get "deploy key" --fields password', AMBIGUOUS,
        "op item get q2lfk3m9zzv0a7ydd1wq4x5ebc --fields password", "hunter2-not-real",
    )  # fmt: skip
    assert resolution.startswith("When `op item get 'deploy key' --fields password` fails")
    assert "use a name the error lists (`q2lfk3m9zzv0a7ydd1wq4x5ebc`) instead of `'deploy key'`" in resolution


def test_a_target_the_error_did_not_print_is_another_job(tmp_path: Path) -> None:
    later = "op item get 'staging token' --fields password"
    assert fix_after(tmp_path, 'op item get "deploy key" --fields password', AMBIGUOUS, later) == ""


UNEXPECTED = "Exit code 1\nAt line:1 char:36\nUnexpected token '--version' in expression or statement."


def test_a_word_added_to_an_inline_script_is_the_fix(tmp_path: Path) -> None:
    resolution = fix_after(
        tmp_path, """powershell '"C:\\Program Files\\Git\\bin\\git.exe" --version'""", UNEXPECTED,
        """powershell '& "C:\\Program Files\\Git\\bin\\git.exe" --version'""", "git version 2.47.1",
    )  # fmt: skip
    assert ": add `&`: " in resolution


def test_an_inline_script_rewritten_is_not_a_correction(tmp_path: Path) -> None:
    failed = "powershell 'Get-WebAuthnSetting -All'"
    error = "Exit code 1\nThe term 'Get-WebAuthnSetting' is not recognized as the name of a cmdlet"
    later = "powershell 'Get-ItemProperty HKLM:\\SOFTWARE\\Policies\\Microsoft\\FIDO -Name Enabled'"
    assert fix_after(tmp_path, failed, error, later) == ""


def narrower_run_after_setup(tmp_path: Path, error: str) -> str:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("python -m pytest tests/ -v", error, ok=False)
    t.bash("python -m pip install -r requirements-dev.txt", "Successfully installed pytest-8.3.4")
    t.bash("python -m pytest tests/test_api.py", "3 passed in 0.12s")
    return str(learned(list(Reader(str(t.flush()))), failed)["resolution"])


def test_part_of_the_run_getting_past_a_setup_error_credits_the_setup_step(tmp_path: Path) -> None:
    resolution = narrower_run_after_setup(tmp_path, "Exit code 1\n/usr/bin/python3: No module named pytest")
    assert resolution.startswith("When `python -m pytest tests/ -v` fails")
    assert "run `python -m pip install -r requirements-dev.txt`" in resolution


def test_part_of_the_run_passing_says_nothing_of_a_failed_assertion(tmp_path: Path) -> None:
    error = "Exit code 1\nE       AssertionError: assert 200 == 404\nFAILED tests/test_web.py::test_missing"
    assert narrower_run_after_setup(tmp_path, error) == ""


@pytest.mark.parametrize(
    ("output", "kind"),
    [  # the machine's trouble is what failed only when no error came before it
        ("Exit code 255\nHost key verification failed.\n"
         "ssh: Could not resolve hostname backup: nodename nor servname provided, or not known", ""),
        ("Exit code 128\nfatal: unable to access 'https://x.test/o/r/': Could not resolve host: x.test",
         "network"),
        ("Exit code 1\nCollecting requests\n  WARNING: Retrying after connection broken by 'NewConnection"
         "Error: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'",
         "network"),
        # a port written into the host's name is a wrong invocation (ssh takes -p); a name not found is not
        ("Exit code 255\nssh: Could not resolve hostname 10.1.1.1:22772: Name or service not known", ""),
        ("Exit code 255\nssh: Could not resolve hostname slate: Name or service not known", "network"),
        ("Exit code 255\nssh: Could not resolve hostname fe80::1: Name or service not known", "network"),
        # a local app or daemon not there to talk to: the moment's, like the network
        ("Exit code 1\n[ERROR] 2026/01/15 09:11:26 connecting to desktop app: 1Password CLI couldn't connect "
         "to the 1Password desktop app.", "network"),
    ],
)  # fmt: skip
def test_the_machines_trouble_after_another_error_is_not_what_failed(output: str, kind: str) -> None:
    from reflexion.learn.triage import environment_kind

    assert environment_kind(output, 1) == kind


_CHILD_DIED = "      0 [main] {} (12640) child_copy: cygheap read copy failed, 0x0..0x800028210, done 0"


@pytest.mark.parametrize(
    ("output", "code", "kind"),
    [  # a program not found after Git Bash's children died: the script that looked for it could not fork
        ("Exit code 127\n" + _CHILD_DIED.format("dirname") + "\n" + _CHILD_DIED.format("sed")
         + "\n/c/Program Files/Microsoft VS Code/bin/code: line 61: ./Code.exe: No such file or directory",
         127, "shell-start"),
        # the program's own error after a fork retry in the profile ran: the command ran, its error stands
        ("Exit code 1\n" + _CHILD_DIED.format("which") + "\nwhoami: extra operand ‘/priv’", 1, ""),
        # a program missing with no child dead is the machine's missing program
        ("Exit code 127\n/usr/bin/bash: line 1: pkill: command not found", 127, "missing-command"),
        # a program every system has, not found: the shell lost its PATH (the line's `export PATH=…`)
        ("Exit code 127\n(eval):1: command not found: head", 127, "path-lost"),
        ("Exit code 127\n/usr/bin/bash: line 1: grep: command not found", 127, "path-lost"),
        # PowerShell's own module would not load: its module path was lost, like a shell's PATH
        ("Exit code 1\nGet-Acl : The 'Get-Acl' command was found in the module "
         "'Microsoft.PowerShell.Security', but the module could not be \nloaded. For more information, run "
         "'Import-Module Microsoft.PowerShell.Security'.", 1, "path-lost"),
        # ... a module installed on top that will not load is that install's trouble, a lesson
        ("Exit code 1\nConnect-AzAccount : The 'Connect-AzAccount' command was found in the module "
         "'Az.Accounts', but the module could not be loaded.", 1, ""),
        # a missing program, whatever the shell's words: cmd.exe's (where `head` is missing indeed), fish's
        ("Exit code 1\n'rg' is not recognized as an internal or external command,\noperable program or batch "
         "file.", 1, "missing-command"),
        ("Exit code 1\n'head' is not recognized as an internal or external command,", 1, "missing-command"),
        ("Exit code 127\nfish: Unknown command: rg", 127, "missing-command"),
        # ... not a subcommand the program lacks, nor a name PowerShell's script did not know
        ('Exit code 1\nError: unknown command "validate" for "blocky"', 1, ""),
        ("Exit code 1\nextglob.Name : The term 'extglob.Name' is not recognized as the name of a cmdlet, "
         "function, script file, or operable program.", 1, ""),
        # a program only some machines have, or the project's own script of that name, is missing
        ("Exit code 127\n(eval):1: command not found: tree", 127, "missing-command"),
        ("Exit code 127\n/usr/bin/bash: line 1: ./scripts/find: No such file or directory\n"
         "bash: ./find: command not found", 127, "missing-command"),
    ],
)  # fmt: skip
def test_what_a_program_not_found_says_of_the_machine(output: str, code: int, kind: str) -> None:
    from reflexion.learn.triage import environment_kind

    assert environment_kind(output, code) == kind


NO_REPLY = [  # a network check that got no reply, or no such name, has its answer
    ("dig example.org @10.1.1.1 +short", "Exit code 9\n;; connection timed out; no servers could be reached"),
    ('ssh root@10.1.1.1 "nslookup example.org 10.1.1.1"',
     "Exit code 1\nServer:\t\t10.1.1.1\n\n** server can't find example.org: REFUSED"),
    ('powershell "Resolve-DnsName example.org -Server 10.1.1.1 -DnsOnly"',
     "Exit code 1\nResolve-DnsName : example.org : This operation returned because the timeout period expired"
     ),
    ("ping -c 1 build-03", "Exit code 2\nping: unknown host build-03"),
]  # fmt: skip
NOT_AN_ANSWER = [  # a wrong invocation is a lesson; a program that only needed the network, its trouble
    ('ssh root@10.1.1.1 "nslookup example.org 10.1.1.1 -port=5053"',
     "Exit code 1\nBusyBox v1.36.1 multi-call binary.\n\nUsage: nslookup [-type=QUERY_TYPE] HOST", "lesson"),
    ("curl -sS https://api.example.org/v1",
     "Exit code 7\ncurl: (7) Failed to connect to api.example.org port 443: Connection refused", "environment"
     ),
]  # fmt: skip


def triage_of(tmp_path: Path, command: str, output: str) -> str:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, output, ok=False)
    return str(learned(list(Reader(str(t.flush()))), failed)["triage"])


@pytest.mark.parametrize(("command", "output"), NO_REPLY)
def test_a_network_check_that_got_no_reply_has_its_answer(tmp_path: Path, command: str, output: str) -> None:
    assert triage_of(tmp_path, command, output) in ("probe", "none")


def test_a_network_check_that_fell_back_to_a_message_is_an_answer_live(project: Path) -> None:
    """`ping x || echo "unreachable"` exits 0: the hook sees ping's complaint in a success, and the echo
    after `||` is the check's own way of saying what it found, not the program that failed."""
    command = 'ping -c 1 registry.npmjs.org 2>&1 || echo "Cannot reach npm registry"'
    output = "ping: cannot resolve registry.npmjs.org: Unknown host\nCannot reach npm registry"
    run_hook("capture", success(command, output))
    assert entries(project) == []


@pytest.mark.parametrize(("command", "output", "kind"), NOT_AN_ANSWER)
def test_a_wrong_invocation_or_a_programs_trouble_is_no_network_answer(
    tmp_path: Path, command: str, output: str, kind: str
) -> None:
    assert triage_of(tmp_path, command, output) == kind


@pytest.mark.parametrize(
    ("command", "output", "kind"),
    [  # a program another host lacks is a lesson about that host; one this machine lacks, its environment
        ("ssh root@10.1.1.1 'hostname && uptime'", "Exit code 127\nash: hostname: not found", "lesson"),
        ('docker exec web sh -c "pgrep nginx"', "Exit code 127\nsh: pgrep: not found", "lesson"),
        ("hostname && uptime", "Exit code 127\nbash: line 1: hostname: command not found", "environment"),
    ],
)
def test_a_program_missing_on_another_host_is_that_hosts_lesson(
    tmp_path: Path, command: str, output: str, kind: str
) -> None:
    assert triage_of(tmp_path, command, output) == kind


@pytest.mark.parametrize(
    ("command", "output"),
    [  # an app opened at a path that is not there, a login refused: nothing was looked up
        ('# open the installer\nls -la "/Volumes/Tool 2.1/" && open "/Volumes/Tool 2.1/Tool Installer.app"',
         "Exit code 1\nThe file /Volumes/Tool 2.1/Tool Installer.app does not exist."),
        ('ssh -o ConnectTimeout=10 root@10.1.1.1 "hostname; uname -a"',
         "Exit code 255\nroot@10.1.1.1: Permission denied (publickey,keyboard-interactive)."),
    ],
)  # fmt: skip
def test_a_launch_or_a_refused_login_is_no_search_that_found_nothing(
    tmp_path: Path, command: str, output: str
) -> None:
    assert triage_of(tmp_path, command, output) == "lesson"


PUSH_BLOCKED = (
    "Exit code 1\nremote: error: GH013: Repository rule violations found for refs/heads/feat-x.\n"
    "remote: - Push cannot contain secrets"
)


@pytest.mark.parametrize(
    ("step", "taught"),
    [("git reset --soft HEAD~<n>", True), ("git reset --hard origin/main", False)],
)
def test_rewriting_history_before_the_rerun_is_a_step_but_throwing_work_away_is_never_taught(
    tmp_path: Path, step: str, taught: bool
) -> None:
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    failed = t.bash("git push -u origin feat-x", PUSH_BLOCKED, ok=False)
    t.bash(step.replace("<n>", "2"), "")  # how many commits back is that session's: told as <n>
    t.bash('git commit -m "squash without the test token"', "[feat-x 1a2b3c4] squash")
    t.bash("git push -u origin feat-x", "branch 'feat-x' set up to track 'origin/feat-x'.")
    resolution = str(learned(list(Reader(str(t.flush()))), failed)["resolution"])
    assert (f"`{step}`" in resolution) is taught
    assert "--hard" not in resolution
    assert "feat-x" not in resolution  # the situation names <branch>: it holds on the next branch too
    assert taught is False or resolution.startswith("When `git push -u origin <branch>` fails")


# What a review found the rules above must not do (each was taught, or triaged wrong, before).
@pytest.mark.parametrize(
    ("command", "error", "later", "output"),
    [
        ('git commit -am "fix tests"', "Exit code 1\nblack....Failed\n- files were modified by this hook",
         'git commit -am "fix tests and format"', "[main 1a2b3c4] fix tests and format"),  # a message
        ("cargo test parse", "Exit code 101\ntest tests::parse_header ... ok\ntest tests::parse_body ... "
         "FAILED\nerror: test failed, to rerun pass `--lib`", "cargo test tests::parse_header", "1 passed"),
        ("git checkout develop", "Exit code 1\nerror: Your local changes to the following files would be "
         "overwritten by checkout:\n\tREADME.md\nPlease commit your changes or stash them before you switch "
         "branches.", "git checkout README.md", "Updated 1 path from the index"),
        ("npx jest", "Exit code 1\nFAIL src/sum.test.js\n  ● sum › adds\n    TypeError: sum is not a "
         "function", "npx jest src/format.test.js", "Tests: 2 passed"),
        ("node --test", "Exit code 1\nError: Cannot find module 'express'", "node scripts/seed.js", "seeded"),
        ("cat .env && npm start", "Exit code 1\ncat: .env: No such file or directory",
         "cp .env.example .env && npm start", "listening on 3000"),
    ],
)  # fmt: skip
def test_what_only_looks_like_a_fix_is_not_taught(
    tmp_path: Path, command: str, error: str, later: str, output: str
) -> None:
    resolution = fix_after(tmp_path, command, error, later, output)
    assert not any(p in resolution for p in ("add `and format`", "error lists", "instead of `cat"))
    if "jest" in command or "node" in command:
        assert resolution == ""


def test_a_file_written_after_a_failure_ends_the_users_chance_to_name_its_fix(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("npm run migrate", 'Exit code 1\nerror: password authentication failed for user "app"', ok=False)
    t.bash("sed -i 's/DB_USER=app/DB_USER=postgres/' .env", "")
    stop(project, t.flush())
    t.prompt("we use pnpm here, not npm")
    stop(project, t.flush())
    failed = [e for e in entries(project) + held(project) if e["type"] == "error"]
    assert failed and "pnpm" not in failed[0]["resolution"]


@pytest.mark.parametrize(
    ("output", "kind"),
    [  # a tool's headline error over the network's trouble is still the network's; a lock stays a lock
        ("Exit code 101\nerror: failed to get `serde` as a dependency of package `app v0.1.0`\n\nCaused by:\n"
         "  [6] Could not resolve host: index.crates.io", "network"),
        ("Exit code 255\nerror: could not lock config file .git/config: File exists\nfatal: Unable to create "
         "'/w/.git/index.lock': File exists.", "lock"),
    ],
)  # fmt: skip
def test_a_headline_error_over_the_machines_trouble_keeps_it_environment(output: str, kind: str) -> None:
    from reflexion.learn.triage import environment_kind

    assert environment_kind(output, 1) == kind


@pytest.mark.parametrize(
    ("command", "output", "kind"),
    [
        ("docker ps", "Exit code 127\nbash: docker: command not found", "environment"),  # missing here
        ('ssh router "ping -c 1 8.8.8.8"', "Exit code 255\nssh: connect to host router port 22: Connection "
         "timed out", "environment"),  # the way there failed: the check never ran
        ("nslookup -type=foo example.org", "Exit code 1\n*** Invalid option: type=foo\n;; connection timed "
         "out", "environment"),  # a wrong option is no answer of the network's
        ("type -a python3.12", "Exit code 1\nbash: type: python3.12: not found", "probe"),
    ],
)  # fmt: skip
def test_where_the_program_is_missing_and_what_a_check_answered(
    tmp_path: Path, command: str, output: str, kind: str
) -> None:
    assert triage_of(tmp_path, command, output) in ((kind, "none") if kind == "probe" else (kind,))


def test_another_job_of_the_tool_after_a_setup_step_is_no_part_of_the_failed_run(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("node --test", "Exit code 1\nError: Cannot find module 'express'", ok=False)
    t.bash("npm install dotenv", "added 1 package")
    t.bash("node scripts/seed.js", "seeded 3 rows")
    assert learned(list(Reader(str(t.flush()))), failed)["resolution"] == ""


def test_part_of_a_run_passing_credits_no_edit(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    error = "Exit code 1\nFAIL src/sum.test.js\n  ● sum › adds\n    TypeError: sum is not a function"
    failed = t.bash("npx jest", error, ok=False)
    t.edit("/work/app/src/format.js", "export const f = (a, b) => a + b", "")
    t.bash("npx jest src/format.test.js", "Tests: 2 passed")
    assert learned(list(Reader(str(t.flush()))), failed)["resolution"] == ""


@pytest.mark.parametrize(
    ("branch", "command", "kept"),
    [("test", "cargo test", "cargo test"), ("dev", "npm run dev", "npm run dev"), ("feat-x", "make feat-xyz",
     "make feat-xyz")],
)  # fmt: skip
def test_a_branch_named_like_a_command_word_is_never_generalised_in_it(
    tmp_path: Path, branch: str, command: str, kept: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl", branch=branch)
    failed = t.bash(command, "Exit code 2\nmake: *** No rule to make target 'x'.  Stop.", ok=False)
    t.bash(f"cd site && {command}", "done")
    resolution = str(learned(list(Reader(str(t.flush()))), failed)["resolution"])
    assert f"`{kept}`" in resolution and "<branch>" not in resolution


@pytest.mark.parametrize(
    ("command", "error", "step", "taught"),
    [  # putting work aside is git's fix for git's complaints only, never a build's or a check's
        ("git commit -m wip", "Exit code 1\nruff.....Failed\n- hook id: ruff", "git reset HEAD~1", False),
        ("pytest tests/", "Exit code 2\nE   ImportError: cannot import name 'x' from 'app'", "git restore .",
         False),
        ("go build ./...", "Exit code 1\n./main.go:3:2: undefined: Foo", "git stash", False),
        ("npm run build", "Exit code 2\nsrc/a.ts(3,1): error TS2304: Cannot find name 'x'.",
         "git checkout -- .", False),
        ("git pull", "Exit code 1\nerror: Your local changes to the following files would be overwritten by "
         "merge:\n\tREADME.md", "git stash", True),
    ],
)  # fmt: skip
def test_putting_work_aside_is_a_fix_only_for_gits_own_complaints(
    tmp_path: Path, command: str, error: str, step: str, taught: bool
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, error, ok=False)
    t.bash(step, "")
    t.bash(command, "done")
    resolution = str(learned(list(Reader(str(t.flush()))), failed)["resolution"])
    assert (f"`{step}`" in resolution) is taught


SUDO_NO_TTY = (
    "Exit code 1\nsudo: a terminal is required to read the password; either use the -S option to read from "
    "standard input or configure an askpass helper\nsudo: a password is required"
)


def test_a_command_handed_over_to_the_user_is_how_that_failure_is_got_past(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("sudo sc_auth pair -u m -h E84A3D13EDDBE1EEF5E537F55961F84A86AA035A", SUDO_NO_TTY, ok=False)
    t.say(
        "Unfortunately, `sudo` can't prompt for your password here.\n\n**You'll need to run this yourself.** "
        "Copy and paste into a terminal:\n\n```bash\nsudo sc_auth pair -u m -h E84A3D13\n```"
    )
    stop(project, t.flush())
    item = only(project)
    # one entry for sudo without a terminal, whatever it ran: the rule names no program of its own
    assert item["resolution"].startswith("When `sudo …` fails with “sudo: a terminal is required")
    assert "only the user can run it" in item["resolution"] and "E84A" not in item["resolution"]
    fix = item["evidence"]["fix"]
    assert (item["resolution_source"], fix["kind"], fix["verified"]) == ("auto", "handover", False)
    from reflexion.commands.listing import provenance

    assert (
        "fix (handover, not verified yet) from session s1: the agent's words, handing it over"
        in provenance(item)
    )


def test_a_handover_is_told_at_the_next_such_failure_but_never_made_a_rule(
    project: Path, tmp_path: Path
) -> None:
    from reflexion import rules

    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("sc_auth pair -u m -h E84A3D13", "Exit code 1\nThis operation requires root privileges.", ok=False)
    t.say("Re-pairing requires `sudo`. Run this command manually in your terminal: `sudo sc_auth pair …`")
    stop(project, t.flush())
    assert only(project)["resolution"].startswith("When `sc_auth pair …` fails")  # its own entry: named
    again = failure("sc_auth pair -u m -h E84A3D13", "This operation requires root privileges.", call="b")
    assert "only the user can run it" in context(run_hook("capture", again))
    item = dict(only(project), occurrences=5, seen_on=["2026-11-20", "2026-11-21"], last_seen="2026-11-21")
    assert not rules.qualifies(item)  # a rule takes a verified fix or a person's word
    item["evidence"]["fix"]["verified"] = True
    assert not rules.qualifies(item)  # what to hand over, not a rule, even if someone marked it worked
    item["evidence"]["fix"]["kind"] = "shell"
    assert rules.qualifies(item)  # the control: nothing else keeps it from being a rule


@pytest.mark.parametrize(
    ("output", "words"),
    [
        # the agent runs it some other way itself: nothing was handed over
        (SUDO_NO_TTY, "Sudo needs a password. Let me run the check manually without sudo."),
        (SUDO_NO_TTY, "I'll use `system_profiler` instead, which needs no password."),
        # handed over, but nothing in the failure needed a person: the user is merely shown how to look
        (ASSERTION, "Run this in your terminal to watch it fail: `pytest -x`"),
    ],
)
def test_no_handover_is_learned_without_both_the_words_and_a_failure_only_a_person_gets_past(
    project: Path, tmp_path: Path, output: str, words: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("sudo socketfilterfw --getglobalstate" if output == SUDO_NO_TTY else "pytest", output, ok=False)
    t.say(words)
    stop(project, t.flush())
    assert all(not e["resolution"] for e in entries(project))


SECRET_KEY_BASE = (
    "Exit code 2\n** (RuntimeError) no :secret_key_base configuration found in ShopWeb.Endpoint.\n"
    "5 tests, 5 failures"
)


def fix_after_words(tmp_path: Path, words: str) -> str:
    """The fix learned when `mix test` fails on the endpoint's configuration, the agent says `words`, edits
    config/test.exs and the rerun passes."""
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("mix test 2>&1", SECRET_KEY_BASE, ok=False)
    t.say(words)
    t.edit("/work/app/config/test.exs", "import Config", "import Config\nconfig :shop, ShopWeb.Endpoint,")
    t.bash("mix test 2>&1", "5 tests, 0 failures")
    return str(learned(list(Reader(str(t.flush()))), failed)["resolution"])


def test_the_agents_own_words_for_the_cause_are_told_with_the_edit_that_fixed_it(tmp_path: Path) -> None:
    told = fix_after_words(tmp_path, "The endpoint isn't configured for the test env. Let me add it.")
    assert told == (
        "When `mix test` fails with “no :secret_key_base configuration found in…”: The "
        "endpoint isn't configured for the test env; edit `config/test.exs` (add `config :shop, "
        "ShopWeb.Endpoint,`)."
    )
    assert len(told) <= 200


@pytest.mark.parametrize(
    "words",
    [
        "Let me add the missing endpoint configuration.",  # a plan, not a cause
        "I need to add the endpoint config to test.exs.",
        "Is the endpoint missing from config/test.exs?",  # a question
        "The docs are missing a section on deploys, but that can wait.",  # names nothing of the failure
        "The endpoint isn't configured for the test env, " + "which is a long story " * 6,  # a paragraph
    ],
)
def test_words_that_are_no_diagnosis_are_not_told(tmp_path: Path, words: str) -> None:
    told = fix_after_words(tmp_path, words)
    assert told.endswith(
        ": edit `config/test.exs` (add `config :shop, ShopWeb.Endpoint,`); then it succeeded."
    )


def test_sudo_with_no_terminal_is_found_by_sudo_not_by_the_first_command_it_met(project: Path) -> None:
    """One entry whichever command sudo ran: a prompt about the firewall is not about sudo's password."""
    command = "sudo /usr/libexec/ApplicationFirewall/socketfilterfw --getglobalstate"
    run_hook("capture", failure(command, SUDO_NO_TTY, description="Check firewall status"))
    item = only(project)
    assert item["triage"] == "environment" and item["context"] == command  # the evidence stays
    assert "sudo" in item["keywords"]
    assert not {"firewall", "socketfilterfw", "applicationfirewall", "check"} & set(item["keywords"])


def test_a_fix_of_one_entry_for_a_whole_cause_says_which_cause_it_is_for(tmp_path: Path) -> None:
    """`whoami /priv` and `dir /s` in Git Bash are one entry (GNU tools given a Windows switch): a fix
    learned on `dir` is told for `whoami` too, so it names the cause, with its own error as the example."""
    told = fix_after(
        tmp_path,
        "dir 'E:\\EFI' /s /b 2>nul | head -30",
        "Exit code 2\ndir: cannot access '/s': No such file or directory\ndir: cannot access '/b'",
        "find /e/EFI -type f 2>/dev/null | head -30",
        "/e/EFI/Boot/bootx64.efi",
    )
    assert told.startswith(
        "When a GNU tool of Git Bash (`dir`, `whoami`, `find`…) takes a Windows `/switch` for a file "
        "(“dir: cannot access '/s'"
    )
    assert told.endswith("use `find /e/EFI -type f` instead of `dir 'E:\\EFI' /s /b`.")


def test_a_fix_learned_for_one_program_of_a_cause_is_never_a_rule(project: Path, tmp_path: Path) -> None:
    from reflexion import rules

    t = Transcript(tmp_path / "s1.jsonl")
    t.bash(
        "dir 'E:\\EFI' /s /b 2>nul | head -30", "Exit code 2\ndir: cannot access '/s': No such file", ok=False
    )
    t.bash("find /e/EFI -type f 2>/dev/null | head -30", "/e/EFI/Boot/bootx64.efi")
    stop(project, t.flush())
    item = dict(only(project), occurrences=3, seen_on=["2026-11-20", "2026-11-21"], last_seen="2026-11-21")
    assert item["evidence"]["fix"]["verified"] and item["resolution"].startswith(
        "When a GNU tool of Git Bash"
    )
    assert not rules.qualifies(item)  # `whoami /priv` is of the same entry: `find` is no rule for it
    assert rules.qualifies(dict(item, resolution_source="user"))  # a person's word for the whole cause is


@pytest.mark.parametrize(
    ("command", "output", "words"),
    [
        # a wrong password the agent can fix itself, and its own plan to run it another way
        (
            "psql -h db -U app shop",
            'Exit code 2\npsql: error: FATAL:  password authentication failed for user "app"',
            "Let me run it in a terminal session with PGPASSWORD set.",
        ),
        # "interactive" and "password" inside a path or a test's name need no person
        (
            "python -m shop.cli",
            'Exit code 1\n  File "/usr/lib/IPython/core/interactiveshell.py", line 3553\nNameError: x',
            "Let me run it in a terminal with the right import.",
        ),
        (
            "pytest tests/test_password_reset.py",
            "Exit code 1\nFAILED tests/test_password_reset.py::test_token - assert 1 == 2",
            "You can run the tests yourself once I push.",
        ),
    ],
)
def test_a_failure_the_agent_can_get_past_itself_is_never_handed_over(
    project: Path, tmp_path: Path, command: str, output: str, words: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(command, output, ok=False)
    t.say(words)
    assert "only the user can run it" not in str(learned(list(Reader(str(t.flush()))), failed)["resolution"])


@pytest.mark.parametrize(
    "words",
    [
        # a first guess taken back
        "The endpoint fails because the SECRET_KEY_BASE env var is missing from the shell. Hmm, no — the env "
        "var is set. Let me look at the config.",
        "Maybe the endpoint isn't configured for the test env.",  # a guess
    ],
)
def test_a_guess_or_a_guess_taken_back_is_no_diagnosis(tmp_path: Path, words: str) -> None:
    told = fix_after_words(tmp_path, words)
    assert "SECRET_KEY_BASE" not in told and "Maybe" not in told
    assert told.endswith("; then it succeeded.")


def test_the_last_word_on_the_cause_is_told_and_an_unverified_fix_says_so(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("mix test 2>&1", SECRET_KEY_BASE, ok=False)
    t.say(
        "The endpoint fails because the shell lacks SECRET_KEY_BASE. Hmm, no. "
        "The endpoint isn't configured for the test env."
    )
    t.edit("/work/app/config/test.exs", "import Config", "import Config\nconfig :shop, ShopWeb.Endpoint,")
    t.bash(
        "mix test 2>&1", "Exit code 2\n** (RuntimeError) could not find Ecto repos", ok=False
    )  # got past it
    told = str(learned(list(Reader(str(t.flush()))), failed)["resolution"])
    assert ": The endpoint isn't configured for the test env; edit `config/test.exs`" in told
    assert told.endswith("; then it got past this error.")


@pytest.mark.parametrize(
    ("words", "handed"),
    [
        ("Please run this in a terminal: `sudo systemsetup -getremotelogin`", True),  # an imperative
        ("This needs sudo. Run it manually: `sudo systemsetup -getremotelogin`", True),
        ("I will run it manually in a terminal later, you can watch.", False),  # the agent's own plan
    ],
)
def test_a_handover_is_said_to_the_user_before_the_verb_or_as_an_imperative(
    tmp_path: Path, words: str, handed: bool
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("sudo systemsetup -getremotelogin", SUDO_NO_TTY, ok=False)
    t.say(words)
    told = str(learned(list(Reader(str(t.flush()))), failed)["resolution"])
    assert ("only the user can run it" in told) is handed


def test_a_cause_said_after_taking_back_a_guess_is_the_diagnosis(tmp_path: Path) -> None:
    told = fix_after_words(
        tmp_path,
        "It fails because the shell lacks SECRET_KEY_BASE. Waiting for the compile. Actually, it fails "
        "because the endpoint isn't configured for the test env.",
    )
    assert ": it fails because the endpoint isn't configured for the test env; edit" in told


def test_a_fix_quotes_a_log_lines_message_without_its_level_and_time(tmp_path: Path) -> None:
    """1Password's `op` (Go's log) heads each error with `[ERROR] 2026/01/15 09:25:20`: the same on every
    run, it took the room of the message in the quote (“[ERROR] 2026/01/15 09:25:20 Nothing…”)."""
    t = Transcript(tmp_path / "s1.jsonl")
    error = (
        "Exit code 1\n[ERROR] 2026/01/15 09:25:20 Nothing changed. "
        "Couldn't set the value for \"private key\" because unknown field types aren't supported yet."
    )
    failed = t.bash('op item create --category "SSH Key" --title "Key A" "private key=$KEY"', error, ok=False)
    t.bash("op item create --template /tmp/ssh_key.json --vault Personal", "ID: abc")
    resolution = learned(list(Reader(str(t.flush()))), failed)["resolution"]
    assert "fails with “Nothing changed. Couldn't set the" in resolution
    assert "2026/01/15" not in resolution and "[ERROR]" not in resolution


GPG_SIGN = "Exit code 128\n * branch  main -> FETCH_HEAD\nerror: gpg failed to sign the data:\n"
UNFINISHED_MERGE = (
    "Exit code 128\nerror: You have not concluded your merge (MERGE_HEAD exists).\n"
    "hint: Please, commit your changes before merging.\nfatal: Exiting because of unfinished merge."
)


def test_what_an_earlier_failure_of_the_same_intent_left_half_done_is_its_aftermath(tmp_path: Path) -> None:
    """The pull failed signing its merge commit and left the merge open; the rerun is refused for that: the
    signing failure is the lesson, the open merge its consequence."""
    t = Transcript(tmp_path / "s1.jsonl")
    first = t.bash("git pull --no-edit origin main", GPG_SIGN, ok=False)
    again = t.bash("git pull --no-edit --no-gpg-sign origin main", UNFINISHED_MERGE, ok=False)
    t.prompt("ok, next")
    steps = list(Reader(str(t.flush())))
    assert learned(steps, first)["triage"] == "lesson"
    assert learned(steps, again)["triage"] == "aftermath"


def test_an_operation_left_half_done_before_the_session_is_a_lesson(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("git pull --no-edit origin main", UNFINISHED_MERGE, ok=False)
    t.prompt("ok, next")
    assert learned(list(Reader(str(t.flush()))), failed)["triage"] == "lesson"


def test_a_new_error_of_the_same_intent_that_left_nothing_half_done_is_a_lesson(tmp_path: Path) -> None:
    """`git push` with no upstream, then rejected because the remote is ahead: two lessons."""
    rejected = (
        "Exit code 1\n ! [rejected]        feat-x -> feat-x (fetch first)\n"
        "error: failed to push some refs to 'github.com:o/r.git'"
    )
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("git push", NO_UPSTREAM, ok=False)
    later = t.bash("git push --set-upstream origin feat-x", rejected, ok=False)
    t.prompt("ok, next")
    assert learned(list(Reader(str(t.flush()))), later)["triage"] == "lesson"


def test_an_aftermath_makes_no_entry(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("git pull --no-edit origin main", GPG_SIGN, ok=False)
    t.bash("git pull --no-edit --no-gpg-sign origin main", UNFINISHED_MERGE, ok=False)
    t.prompt("ok, next")
    stop(project, t.flush())
    assert [e["trigger"].splitlines()[0] for e in entries(project)] == ["error: gpg failed to sign the data:"]


def test_a_lost_path_is_the_moments_trouble_a_missing_program_the_machines() -> None:
    """Local state keeps the shell's lost PATH (it passes); the committed store, a program the machine
    lacks (the next session lacks it too)."""
    from reflexion.learn.triage import ENVIRONMENT, shared

    assert not shared(ENVIRONMENT, "Exit code 127\n(eval):1: command not found: head", 127)
    assert shared(ENVIRONMENT, "Exit code 127\n/usr/bin/bash: line 1: pkill: command not found", 127)


MISSING_SCRIPT = 'Exit code 1\nnpm error Missing script: "build"'


def test_a_lesson_seen_once_with_no_fix_is_held_locally_until_it_recurs(
    project: Path, tmp_path: Path
) -> None:
    """Nothing is told of a failure with no fix (no fix to tell); one sighting shows no pattern the team
    needs: local state holds it. Met again — counted live first, as Claude Code runs the hooks — it is the
    team's: the same entry, both sightings counted."""
    t = Transcript(tmp_path / "s1.jsonl")
    call = t.bash("npm run build", MISSING_SCRIPT, ok=False)
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call=call))
    stop(project, t.flush())
    [first] = held(project)
    assert entries(project) == []
    again = Transcript(tmp_path / "s2.jsonl", session="s2")
    call = again.bash("npm run build", MISSING_SCRIPT, ok=False, call_id="toolu_again")
    run_hook("capture", failure("npm run build", MISSING_SCRIPT, call=call, session="s2"))
    stop(project, again.flush())
    item = only(project)
    assert item["id"] == first["id"] and item["occurrences"] == 2 and held(project) == []
    assert first["held"] is True and "held" not in item  # the hold's mark, dropped when taken back
    assert [s["call"] for s in item["evidence"]["seen"]] == [first["evidence"]["seen"][0]["call"], call]


def test_a_failure_seen_once_with_its_fix_is_the_teams_at_once(project: Path, tmp_path: Path) -> None:
    """A lesson with its fix; a program the machine lacks with the stand-in that worked."""
    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    t.bash("git push", NO_UPSTREAM, ok=False)
    t.bash("git push --set-upstream origin feat-x", "set up to track")
    t.bash("python x.py", "Exit code 127\n/usr/bin/bash: line 1: python: command not found", ok=False)
    t.bash("python3 x.py", "done")
    t.prompt("ok, next")
    stop(project, t.flush())
    assert sorted(e["triage"] for e in entries(project)) == ["environment", "lesson"] and held(project) == []
    assert all(e["resolution"] for e in entries(project))


def test_the_machines_missing_program_seen_once_with_no_stand_in_is_held_until_it_recurs(
    project: Path, tmp_path: Path
) -> None:
    pkill = "Exit code 127\n/usr/bin/bash: line 1: pkill: command not found"
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("pkill -9 git", pkill, ok=False)
    t.prompt("ok, next")
    stop(project, t.flush())
    [first] = held(project)
    assert first["triage"] == "environment" and entries(project) == []
    t.bash("pkill -f node", pkill, ok=False)
    t.prompt("ok, next")
    stop(project, t.flush())
    [item] = entries(project)
    assert item["id"] == first["id"] and item["occurrences"] == 2 and held(project) == []


def test_a_person_s_fix_for_a_held_lesson_makes_it_the_team_s(project: Path, tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from reflexion.cli import app

    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("npm run build", MISSING_SCRIPT, ok=False)
    stop(project, t.flush())
    [first] = held(project)
    result = CliRunner().invoke(app, ["resolve", first["id"], "Run `npm run compile`: there is no build."])
    assert result.exit_code == 0, result.output
    item = only(project)
    assert item["id"] == first["id"] and item["resolution_source"] == "user" and held(project) == []


PIP_OFFLINE = (
    "Exit code 1\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) "
    "after connection broken by 'NewConnectionError('<HTTPSConnection object at 0x7f>: Failed to establish a "
    "new connection: [Errno -3] Temporary failure in name resolution')': /simple/requests/\nERROR: Could not "
    "find a version that satisfies the requirement requests (from versions: none)\nERROR: No matching "
    "distribution found for requests"
)


def test_the_moments_trouble_met_again_stays_in_local_state(project: Path, tmp_path: Path) -> None:
    """The network words are in the output, not the trigger: only what the hold moved is taken back, never
    an entry judged again from its trigger alone."""
    t = Transcript(tmp_path / "s1.jsonl")
    for n in range(3):
        call = t.bash("pip install requests", PIP_OFFLINE, ok=False, call_id=f"toolu_pip{n}")
        run_hook("capture", failure("pip install requests", PIP_OFFLINE, call=call))
        t.prompt("ok, next")
        stop(project, t.flush())
    assert entries(project) == []
    [item] = held(project)
    assert item["triage"] == "environment" and "held" not in item


def _teammates_copy(project: Path, item: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """The entry a teammate's clone made of the same failure, as a pull brings it into entries/."""
    theirs = {k: v for k, v in item.items() if k != "held"}
    theirs.update(evidence={"seen": [{"session": "theirs", "call": "toolu_theirs", "day": "2026-11-19"}]})
    theirs.update(changes)
    (project / ".reflexion" / "entries").mkdir(parents=True, exist_ok=True)
    (project / ".reflexion" / "entries" / f"{theirs['id']}.json").write_text(json.dumps(theirs, indent=2))
    return theirs


def _met_again(project: Path, tmp_path: Path, live: bool = True) -> None:
    """The failure again, in another session: counted by the live hook, or (`live` False) the learner."""
    again = Transcript(tmp_path / "s2.jsonl", session="s2")
    call = again.bash("npm run build", MISSING_SCRIPT, ok=False, call_id="toolu_again")
    if live:
        run_hook("capture", failure("npm run build", MISSING_SCRIPT, call=call, session="s2"))
    stop(project, again.flush())


def test_a_held_lesson_met_again_never_overwrites_the_teams_entry_of_the_same_id(
    project: Path, tmp_path: Path
) -> None:
    """Two clones met the failure the same day (one ID); a pull brought the teammate's, with a person's fix:
    the held copy is folded into it, the fix kept, every sighting counted."""
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("npm run build", MISSING_SCRIPT, ok=False)
    stop(project, t.flush())
    [first] = held(project)
    fix = {"resolution": "Run `npm run compile`.", "resolution_source": "user", "resolved_on": "2026-11-20"}
    _teammates_copy(project, first, **fix)
    _met_again(project, tmp_path, live=False)
    item = only(project)
    assert item["id"] == first["id"] and item["resolution"] == fix["resolution"] and held(project) == []
    assert item["occurrences"] == 3 and "folded" not in item["evidence"]


def test_a_held_lesson_joins_the_entry_a_pull_brought_of_its_failure(project: Path, tmp_path: Path) -> None:
    """The teammate's entry (another day, another ID) counts the held sighting too; none is left behind."""
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("npm run build", MISSING_SCRIPT, ok=False)
    stop(project, t.flush())
    [first] = held(project)
    days = {"first_seen": "2026-11-19", "last_seen": "2026-11-19", "seen_on": ["2026-11-19"]}
    theirs = _teammates_copy(project, first, id="RFX-20261119-" + first["id"][-8:], occurrences=2, **days)
    _met_again(project, tmp_path)
    item = only(project)
    assert item["id"] == theirs["id"] and item["occurrences"] == 4 and held(project) == []
    assert first["first_seen"] in item["seen_on"] and first["id"] in item["aliases"]


def test_a_fix_reaches_the_entry_its_failure_was_folded_into(project: Path, tmp_path: Path) -> None:
    """Counted live, then folded into a teammate's entry of the same failure (its ID an alias now): the
    fix learned at the end of the turn is that entry's, not lost as if the failure were held."""
    from reflexion.commands.consolidate import consolidate_all

    t = Transcript(tmp_path / "s1.jsonl", branch="feat-x")
    t.bash("bun install", "Exit code 1\nerror: FailedToOpenSocket downloading package manifest", ok=False)
    t.prompt("ok, next")
    stop(project, t.flush())  # the moment's trouble: local state has entries of its own
    call = t.bash("git push", NO_UPSTREAM, ok=False)
    run_hook("capture", failure("git push", NO_UPSTREAM, call=call))
    [mine] = entries(project)
    days = {"first_seen": "2026-11-19", "last_seen": "2026-11-19", "seen_on": ["2026-11-19"]}
    theirs = _teammates_copy(project, mine, id="RFX-20261119-" + mine["id"][-8:], **days)
    assert consolidate_all(Store(str(project)), "2026-11-20") == [(theirs["id"], [mine["id"]])]
    t.bash("git push --set-upstream origin feat-x", "set up to track")
    stop(project, t.flush())
    item = only(project)
    assert item["id"] == theirs["id"] and "--set-upstream origin <branch>" in item["resolution"]


PKILL_MISSING = "Exit code 127\n/usr/bin/bash: line 1: pkill: command not found"


@pytest.mark.parametrize("command", ["resolve", "forget"])
def test_a_person_s_word_on_the_machines_held_trouble_reaches_the_held_entry(
    project: Path, tmp_path: Path, command: str
) -> None:
    """The held entry and its user-level copy share an ID: `resolve` and `forget` reach the one held in
    the project's local state (and the copy)."""
    from typer.testing import CliRunner

    from reflexion.cli import app
    from reflexion.commands.user_level import user_store_of

    t = Transcript(tmp_path / "s1.jsonl")
    t.bash("pkill -9 git", PKILL_MISSING, ok=False)
    t.prompt("ok, next")
    stop(project, t.flush())
    [first] = held(project)
    user = user_store_of(Store(str(project)))
    assert user is not None and user.load_entry(first["id"]) is not None  # the machine's: a copy, same ID
    words = ["Use `kill $(pgrep git)`: no pkill here."] if command == "resolve" else []
    result = CliRunner().invoke(app, [command, first["id"], *words])
    assert result.exit_code == 0, result.output
    assert held(project) == []
    if command == "resolve":
        [item] = entries(project)
        assert item["id"] == first["id"] and item["resolution_source"] == "user"
    else:
        assert entries(project) == [] and "its copy in your user-level store" in result.output


def test_a_bypass_learned_on_a_held_lesson_is_the_team_s(project: Path, tmp_path: Path) -> None:
    """Held after its turn (seen once, nothing learned yet); the next turn gets past it with --no-verify:
    a way round a check is for a person to see, so the entry is the team's (as if learned at once)."""
    t = Transcript(tmp_path / "s1.jsonl")
    hook = "Exit code 1\ngitleaks: 3 leaks found\nCommit blocked by pre-commit hook"
    t.bash('git commit -m "add docs"', hook, ok=False)
    stop(project, t.flush())
    [first] = held(project)
    t.bash('git commit --no-verify -m "add docs"', "[main 1a2b3c4] add docs")
    stop(project, t.flush())
    item = only(project)
    assert item["id"] == first["id"] and item["evidence"]["bypass"]["command"] == "--no-verify"
    assert held(project) == []


def test_a_held_lesson_the_live_hook_took_back_for_an_aftermath_is_held_again(
    project: Path, tmp_path: Path
) -> None:
    """The live hook takes the held entry back as it counts the same failure; the learner then finds that
    sighting the aftermath of another failure and takes it back: one sighting, no fix, held again."""
    pull = "git pull --no-edit --no-gpg-sign origin main"
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash(pull, UNFINISHED_MERGE, ok=False)
    t.prompt("ok, next")
    stop(project, t.flush())
    [first] = held(project)
    again = Transcript(tmp_path / "s2.jsonl", session="s2")
    again.bash("git pull --no-edit origin main", GPG_SIGN, ok=False, call_id="toolu_gpg")
    call = again.bash(pull, UNFINISHED_MERGE, ok=False, call_id="toolu_after")
    run_hook("capture", failure(pull, UNFINISHED_MERGE, call=call, session="s2"))
    assert [e["id"] for e in entries(project)] == [first["id"]]  # taken back as the live hook counts it
    again.prompt("ok, next")
    stop(project, again.flush())
    [gpg] = entries(project)  # got past with --no-gpg-sign: a bypass, for the team to see
    assert gpg["trigger"].startswith("error: gpg failed")
    [item] = held(project)
    assert item["id"] == first["id"] and item["occurrences"] == 1 and item["held"] is True


def test_a_teammate_s_entry_a_sighting_is_taken_back_from_stays_the_team_s(
    project: Path, tmp_path: Path
) -> None:
    """Seen once, in another clone: its entry came by git and is never moved into this clone's local
    state, whatever this clone counts and takes back of it."""
    pull = "git pull --no-edit --no-gpg-sign origin main"
    t = Transcript(tmp_path / "s1.jsonl")
    t.bash(pull, UNFINISHED_MERGE, ok=False)
    t.prompt("ok, next")
    stop(project, t.flush())
    [first] = held(project)
    (project / ".reflexion" / "local" / "unshared" / "entries" / f"{first['id']}.json").unlink()
    _teammates_copy(project, first)
    again = Transcript(tmp_path / "s2.jsonl", session="s2")
    again.bash("git pull --no-edit origin main", GPG_SIGN, ok=False, call_id="toolu_gpg")
    call = again.bash(pull, UNFINISHED_MERGE, ok=False, call_id="toolu_after")
    run_hook("capture", failure(pull, UNFINISHED_MERGE, call=call, session="s2"))
    again.prompt("ok, next")
    stop(project, again.flush())
    theirs = next(e for e in entries(project) if e["id"] == first["id"])
    assert theirs["occurrences"] == 1 and held(project) == []


# a fix that got past by leaving out the part that failed never replaces one that did all the work

POWERCFG = "powercfg /change monitor-timeout-ac 10"
RESPELLED = "powercfg -change -monitor-timeout-ac 10"
FINDSTR = 'ipconfig | findstr /i "IPv4 Gateway"'


def switch_turns(project: Path, tmp_path: Path, order: tuple[str, ...]) -> str:
    """Git Bash made a Windows `/switch` a path, in turns of one session each (one entry: the cause):
    `powercfg` got past it with the switch respelled, `findstr` by being left out. The entry's fix."""
    for n, which in enumerate(order):
        t = Transcript(tmp_path / f"s{n}.jsonl", session=f"s{n}")
        if which == "respelled":
            t.bash(
                POWERCFG, 'Exit code 1\nInvalid Parameters -- try "/?" for help', ok=False, call_id=f"t{n}a"
            )
            t.bash(RESPELLED, "", call_id=f"t{n}b")
        else:
            t.bash(FINDSTR, "Exit code 1\nFINDSTR: Cannot open IPv4 Gateway", ok=False, call_id=f"t{n}a")
            t.bash("ipconfig", "Windows IP Configuration", call_id=f"t{n}b")
        stop(project, t.flush())
    return str(only(project)["resolution"])


def test_a_fix_that_left_out_the_failing_part_does_not_replace_one_that_did_the_work(
    project: Path, tmp_path: Path
) -> None:
    told = switch_turns(project, tmp_path, ("respelled", "left-out"))
    assert "write the switch `/change` as `-change`: `powercfg -change -monitor-timeout-ac 10`" in told


def test_a_fix_that_did_the_work_replaces_one_that_left_out_the_failing_part(
    project: Path, tmp_path: Path
) -> None:
    assert "write the switch `/change` as `-change`" in switch_turns(
        project, tmp_path, ("left-out", "respelled")
    )


def test_a_fix_that_left_out_the_failing_part_is_kept_when_no_other_is_known(
    project: Path, tmp_path: Path
) -> None:
    assert "leave out `findstr /i 'IPv4 Gateway'`: `ipconfig`" in switch_turns(
        project, tmp_path, ("left-out",)
    )


@pytest.mark.parametrize(
    ("old", "new", "replaces"),
    [
        ({"verified": False, "lesser": False}, (True, True), True),  # verified first...
        ({"verified": True, "lesser": True}, (False, False), False),
        ({"verified": True, "lesser": True}, (True, False), True),  # ...then the fix that did all the work
        ({"verified": True, "lesser": False}, (True, True), False),
        ({"verified": True, "lesser": False}, (True, False), True),  # an equal one: the newer evidence
    ],
)
def test_of_two_learned_fixes_one_order_decides_which_stays(
    old: dict[str, bool], new: tuple[bool, bool], replaces: bool
) -> None:
    """Review 5: a verified lesser fix and an unverified full one each kept its place against the other."""
    from reflexion.commands.record import _better

    item = {"resolution": "run x", "resolution_source": "auto", "evidence": {"fix": {"kind": "shell", **old}}}
    assert _better(item, "shell", verified=new[0], lesser=new[1]) is replaces
