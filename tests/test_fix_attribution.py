"""Fix attribution from episodes: what the learner must credit as a failure's fix, and the near misses it
must leave alone (a wrong fix told with confidence is worse than none)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from transcript import Transcript, learned

from reflexion.learn.attribution import is_setup
from reflexion.learn.bypass import bypass
from reflexion.learn.intent import corrected_path
from reflexion.session.transcript import Reader

HOST_KEY = (
    "Exit code 255\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
    "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n"
    "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
    "Host key for 10.0.0.1 has changed and you have requested strict checking.\nHost key verification failed."
)
TIMED_OUT = "connect to host 10.0.0.1 port 22: Connection timed out"
PORT_IN_NAME = "Exit code 255\nssh: Could not resolve hostname 10.0.0.1:2222: Name or service not known"


def episode(tmp_path: Path, steps: list[tuple[str, str, bool]]) -> dict[str, Any]:
    """What the learner makes of the first of these shell calls (command, output, ok)."""
    t = Transcript(tmp_path / "s1.jsonl")
    calls = [t.bash(command, output, ok=ok) for command, output, ok in steps]
    return learned(list(Reader(str(t.flush()))), calls[0])


# ssh that never reached the host: the way there is what a later connection changed, whatever it ran there


def test_a_host_key_removed_before_connecting_again_is_the_fix_a_person_confirms(tmp_path: Path) -> None:
    """Forgetting a changed host key is right when the host was reinstalled and exactly what an attack
    looks like otherwise: the fix says the user must confirm it, and like any handover it is never verified
    nor made a rule (the review saw "run `ssh-keygen -R`" promoted to CLAUDE.md)."""
    mine = episode(
        tmp_path,
        [
            ("ssh -o ConnectTimeout=5 -o BatchMode=yes root@10.0.0.1 \"echo 'SSH OK'\"", HOST_KEY, False),
            ("nc -u -z -w 3 10.0.0.1 53 && echo open", "open", True),  # a look, not a step that fixes
            ("ssh-keygen -R 10.0.0.1", "# Host 10.0.0.1 found: line 12\nknown_hosts updated.", True),
            (
                'ssh -o StrictHostKeyChecking=accept-new root@10.0.0.1 "systemctl status blocky"',
                "running",
                True,
            ),
        ],
    )
    assert mine["resolution"] == (
        "When `ssh root@10.0.0.1` fails with “Host key for 10.0.0.1 has changed and you have requested "
        "strict…”: if the user says the host was reinstalled, run `ssh-keygen -R 10.0.0.1`, then connect "
        "again."
    )
    assert len(mine["fix_calls"]) == 2 and mine["kind"] == "handover"


def test_a_port_taken_out_of_the_host_name_is_the_fix(tmp_path: Path) -> None:
    mine = episode(
        tmp_path,
        [
            ('ssh root@10.0.0.1:2222 "free -m && df -h"', PORT_IN_NAME, False),
            ('ssh -p 2222 root@10.0.0.1 "uptime"', "up 3 days", True),
        ],
    )
    assert "connect with `ssh -p 2222 root@10.0.0.1`" in mine["resolution"]


def test_a_failure_of_the_remote_command_is_not_fixed_by_the_next_connection(tmp_path: Path) -> None:
    removed = "Exit code 255\nCollected errors:\n * print_dependents_warning: Package a is depended upon by b"
    mine = episode(
        tmp_path,
        [
            ('ssh root@10.0.0.1 "opkg remove a"', removed, False),
            ("ssh-keygen -R 10.0.0.1", "known_hosts updated.", True),
            ('ssh -o StrictHostKeyChecking=accept-new root@10.0.0.1 "ls /etc"', "config", True),
        ],
    )
    assert mine["resolution"] == ""


def test_an_ssh_error_the_remote_command_printed_is_not_ssh_failing_to_connect(tmp_path: Path) -> None:
    """The server's own git could not reach GitHub: ssh reached prod, so a key made here and a later
    connection to prod fix nothing of it (the review's case, taught as "ssh-keygen …, then connect again")."""
    remote = (
        "Exit code 1\ngit@github.com: Permission denied (publickey).\n"
        "fatal: Could not read from remote repository."
    )
    mine = episode(
        tmp_path,
        [
            ('ssh deploy@prod.example.com "cd /srv/app && git pull"', remote, False),
            ("ssh-keygen -t ed25519 -f ~/.ssh/deploy -N ''", "Your identification has been saved", True),
            ('ssh deploy@prod.example.com "ls ~/.ssh"', "authorized_keys", True),
        ],
    )
    assert mine["resolution"] == ""


def test_another_host_reached_is_no_fix(tmp_path: Path) -> None:
    mine = episode(
        tmp_path,
        [
            ('ssh root@10.0.0.1 "uptime"', HOST_KEY, False),
            ("ssh-keygen -R 10.0.0.1", "known_hosts updated.", True),
            ('ssh -o StrictHostKeyChecking=accept-new root@10.0.0.9 "uptime"', "up", True),
        ],
    )
    assert mine["resolution"] == ""


def test_failing_to_connect_another_way_is_not_getting_past(tmp_path: Path) -> None:
    refused = "Exit code 255\nroot@10.0.0.1: Permission denied (publickey,keyboard-interactive)."
    mine = episode(
        tmp_path,
        [
            ('ssh root@10.0.0.1 "uptime"', refused, False),
            ('ssh -i ~/.ssh/other root@10.0.0.1 "uptime"', f"Exit code 255\nssh: {TIMED_OUT}", False),
        ],
    )
    assert mine["resolution"] == ""


def test_a_connection_that_only_waits_or_reports_differently_is_a_plain_rerun(tmp_path: Path) -> None:
    refused = "Exit code 255\nroot@10.0.0.1: Permission denied (publickey)."
    mine = episode(
        tmp_path,
        [
            ('ssh root@10.0.0.1 "uptime"', refused, False),
            ('ssh -o BatchMode=yes -o ConnectTimeout=10 -v root@10.0.0.1 "uptime"', "up", True),
        ],
    )
    assert mine["resolution"] == ""


@pytest.mark.parametrize(
    ("option", "used"),
    [
        ("-o StrictHostKeyChecking=no", "StrictHostKeyChecking=no"),
        # spellings ssh accepts as well (the review found them taught as the fix, and made a rule)
        ("-oStrictHostKeyChecking=no", "-oStrictHostKeyChecking=no"),
        ('-o "StrictHostKeyChecking no"', "StrictHostKeyChecking no"),
        ("-o StrictHostKeyChecking=off", "StrictHostKeyChecking=off"),
        ("-o UserKnownHostsFile=/dev/null", "UserKnownHostsFile=/dev/null"),
    ],
)
def test_trusting_any_host_key_is_a_bypass_never_the_fix(tmp_path: Path, option: str, used: str) -> None:
    mine = episode(
        tmp_path,
        [
            ('ssh root@10.0.0.1 "uptime"', HOST_KEY, False),
            (f'ssh {option} root@10.0.0.1 "uptime"', "up", True),
        ],
    )
    assert mine["resolution"] == "" and mine["bypass"] == used
    assert bypass('rsync -e "ssh -o StrictHostKeyChecking=no" a h:b')
    # said to ssh through the line's environment (the second review)
    assert bypass('GIT_SSH_COMMAND="ssh -o StrictHostKeyChecking=no" git pull')
    assert bypass("ANSIBLE_HOST_KEY_CHECKING=False ansible-playbook site.yml")
    assert not bypass('GIT_SSH_COMMAND="ssh -i ~/.ssh/deploy" git pull')
    assert not bypass("ssh -o StrictHostKeyChecking=accept-new h ls") and not bypass("ssh -o Port=22 h ls")


@pytest.mark.parametrize(
    ("command", "setup"),
    [
        ("ssh-keygen -R 10.0.0.1", True),
        ("ssh-add ~/.ssh/id_ed25519", True),
        ("gofmt -w main.go", True),
        ("ssh-keygen -l -f ~/.ssh/id_ed25519.pub", False),  # it only shows the key
        ("ssh-add -L", False),
        ("nc -z -w 3 10.0.0.1 22", False),  # `-w` is a timeout here, not "write the file back"
    ],
)
def test_what_sets_up_the_way_to_a_host(command: str, setup: bool) -> None:
    assert is_setup(command) is setup


# part of the failed run getting past a setup error: what set it up is the fix, a setup file edited too

SECRET_KEY = (
    "Exit code 2\n** (RuntimeError) no :secret_key_base configuration found in MyAppWeb.Endpoint.\n"
    "14 doctests, 127 tests, 11 failures"
)

OTHER_FAILURE = (
    "Exit code 2\n  1) test renders (PageLiveTest)\n     ** (MatchError) no match of right hand side value"
)


def part_after_an_edit(tmp_path: Path, error: str, path: str) -> str:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("mix test 2>&1", error, ok=False)
    t.edit(
        path,
        "config :logger, level: :warning",
        "config :logger, level: :warning\nconfig :my_app, MyAppWeb.Endpoint,",
    )
    t.bash("mix test test/my_app_web/live/page_live_test.exs 2>&1", OTHER_FAILURE, ok=False)
    return str(learned(list(Reader(str(t.flush()))), failed)["resolution"])


def test_a_setup_file_edited_before_part_of_the_run_got_past_a_setup_error_is_the_fix(tmp_path: Path) -> None:
    resolution = part_after_an_edit(tmp_path, SECRET_KEY, "/work/app/config/test.exs")
    assert resolution == (
        "When `mix test` fails with “no :secret_key_base configuration found in MyAppWeb.Endpoint.”: edit "
        "`config/test.exs` (add `config :my_app, MyAppWeb.Endpoint,`); then it got past this error."
    )


def test_code_edited_before_part_of_the_run_got_past_a_setup_error_is_not_named(tmp_path: Path) -> None:
    assert part_after_an_edit(tmp_path, SECRET_KEY, "/work/app/lib/my_app_web/endpoint.ex") == ""


def test_a_setup_file_edited_before_part_of_the_run_passed_says_nothing_of_an_assertion(
    tmp_path: Path,
) -> None:
    error = "Exit code 2\n  1) test totals (CartTest)\n     Assertion with == failed\n1 test, 1 failure"
    assert part_after_an_edit(tmp_path, error, "/work/app/config/test.exs") == ""


# one run that redoes several calls that failed alike (made in parallel) is each one's fix

NOT_A_REPO = "Exit code 128\nfatal: not a git repository (or any of the parent directories): .git"


def parallel(tmp_path: Path, first: str, second: str, error: str, later: str) -> tuple[str, str]:
    """Two calls made before either result came back, both failing with `error`, then `later` succeeding:
    the fix each of them is taught."""
    t = Transcript(tmp_path / "s1.jsonl")
    one = t.call("Bash", {"command": first})
    two = t.call("Bash", {"command": second})
    t.result(one, error, error=True)
    t.result(two, error, error=True)
    t.bash(later, "done")
    steps = list(Reader(str(t.flush())))
    return str(learned(steps, one)["resolution"]), str(learned(steps, two)["resolution"])


def test_a_run_that_redoes_two_calls_that_failed_alike_is_the_fix_of_both(tmp_path: Path) -> None:
    first, second = parallel(
        tmp_path, "git remote -v", "git log --oneline", NOT_A_REPO, "cd repo && git status"
    )
    assert first.endswith("run it from `repo`.") and second.endswith("run it from `repo`.")


def test_another_target_passing_after_an_edit_is_not_the_fix_of_its_parallel_sibling(tmp_path: Path) -> None:
    """Both crates failed to build `core`; after the edit only `-p api` was run: `-p worker` is not told
    "edit …, then run `cargo test -p api`" as seen to work (the review's case)."""
    broken = "Exit code 101\nerror: could not compile `core` (lib) due to 1 previous error"
    t = Transcript(tmp_path / "s1.jsonl")
    worker = t.call("Bash", {"command": "cargo test -p worker"})
    api = t.call("Bash", {"command": "cargo test -p api"})
    t.result(worker, broken, error=True)
    t.result(api, broken, error=True)
    t.edit("core/src/lib.rs", "fn load() {", "pub fn load() {")
    t.bash("cargo test -p api", "test result: ok. 12 passed")
    steps = list(Reader(str(t.flush())))
    assert "cargo test -p api" not in learned(steps, worker)["resolution"]
    assert "lib.rs" in learned(steps, api)["resolution"]


def test_a_run_that_redoes_one_of_two_calls_that_failed_alike_fixes_only_that_one(tmp_path: Path) -> None:
    missing = "Exit code 1\nscripts/setup.sh: No such file or directory"
    first, second = parallel(
        tmp_path, "bash scripts/setup.sh", "bash tools/lint.sh", missing, "bash bin/setup.sh"
    )
    assert "bin/setup.sh" in first and second == ""


# the calling shell rejected the line: the same work handed to a shell another way is the fix

ZSH_EVAL = "Exit code 1\n(eval):1: permission denied:"
BASH_EVAL = "Exit code 2\n/usr/bin/bash: eval: line 1: unexpected EOF while looking for matching ``'"
SOURCED = "source scripts/lib/trace.sh && trace_id | grep -E '^[0-9a-f]{32}$' && echo ok"
INLINE_PS = "powershell.exe -Command \"cd 'C:\\repo'; `$env:GIT_EDITOR='true'; git commit -F msg.txt\""


def test_the_same_steps_run_inside_bash_after_the_calling_shell_rejected_them_is_the_fix(
    tmp_path: Path,
) -> None:
    mine = episode(
        tmp_path,
        [
            (SOURCED, ZSH_EVAL, False),
            ("bash -c '\nsource scripts/lib/trace.sh\nid=$(trace_id)\necho $id\n'", "3f", True),
        ],
    )
    assert mine["resolution"] == (
        "When `source scripts/lib/trace.sh && …` fails with “(eval):1: permission denied:”: run the same "
        "steps with `bash -c '…'`."
    )


def test_an_inline_script_written_to_a_file_and_run_from_it_is_the_fix(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(INLINE_PS, BASH_EVAL, ok=False)
    script = "Set-Location 'C:\\repo'\n$env:GIT_EDITOR = 'true'\ngit commit -F msg.txt\n"
    wrote = t.call("Write", {"file_path": "C:\\repo\\do-commit.ps1", "content": script})
    t.result(wrote, "File created successfully at: C:\\repo\\do-commit.ps1")
    t.bash('powershell.exe -File "C:\\repo\\do-commit.ps1"', "[main 5fa2423] Add reports")
    mine = learned(list(Reader(str(t.flush()))), failed)
    assert mine["resolution"].endswith(
        "write the steps to `do-commit.ps1`, run `powershell.exe -File do-commit.ps1`."
    )
    assert len(mine["fix_calls"]) == 2


def test_other_work_handed_to_a_shell_is_no_fix(tmp_path: Path) -> None:
    mine = episode(tmp_path, [(SOURCED, ZSH_EVAL, False), ("bash -c 'npm test'", "ok", True)])
    assert mine["resolution"] == ""


def test_a_script_written_for_other_work_is_no_fix(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(INLINE_PS, BASH_EVAL, ok=False)
    wrote = t.call("Write", {"file_path": "C:\\repo\\status.ps1", "content": "git status --short\n"})
    t.result(wrote, "File created successfully at: C:\\repo\\status.ps1")
    t.bash('powershell.exe -File "C:\\repo\\status.ps1"', " M README.md")
    assert learned(list(Reader(str(t.flush()))), failed)["resolution"] == ""


def test_a_failure_of_the_work_itself_is_not_fixed_by_handing_it_to_another_shell(tmp_path: Path) -> None:
    missing = "Exit code 127\nzsh: command not found: trace_id"
    mine = episode(
        tmp_path, [(SOURCED, missing, False), ("bash -c 'source scripts/lib/trace.sh; trace_id'", "3f", True)]
    )
    assert mine["resolution"] == ""


def test_a_file_the_shell_could_not_run_is_fixed_by_what_made_it_runnable(tmp_path: Path) -> None:
    """zsh's `(eval):1: permission denied: ./scripts/deploy.sh` names a file, not a line it rejected: the
    `chmod +x` run before is the fix, not the `bash -c` that ran it next (the review's case)."""
    denied = "Exit code 126\n(eval):1: permission denied: ./scripts/deploy.sh"
    mine = episode(
        tmp_path,
        [
            ("./scripts/deploy.sh staging", denied, False),
            ("chmod +x scripts/deploy.sh", "", True),
            ("bash -c './scripts/deploy.sh staging'", "deployed", True),
        ],
    )
    assert "chmod +x scripts/deploy.sh" in mine["resolution"] and "bash -c" not in mine["resolution"]


# the path the error named, given again as the same file elsewhere

BUILT = "_build/dev/lib/app/priv/repo/migrations/1_add.exs"
BEYOND_LINK = f"Exit code 128\nfatal: pathspec '{BUILT}' is beyond a symbolic link"
STAGED_AGAIN = "git add priv/repo/migrations/1_add.exs priv/snapshots/1.json && git commit -m 'Add migration'"


def test_the_path_the_error_named_given_as_the_same_file_elsewhere_is_the_fix(tmp_path: Path) -> None:
    failed = f"git add lib/a.ex && git add {BUILT} _build/dev/lib/app/priv/x/"
    mine = episode(
        tmp_path, [(failed, BEYOND_LINK, False), (STAGED_AGAIN, "[main 66e1a0a] Add migration", True)]
    )
    assert mine["resolution"] == (
        f"When `git add {BUILT}` fails with “pathspec '_build/dev/lib/app/priv/repo/…”: give it under "
        "`priv/repo/migrations/` (the same file name)."
    )


def test_the_same_file_name_elsewhere_is_no_fix_when_the_error_did_not_name_the_path(tmp_path: Path) -> None:
    failed = "git add _build/dev/lib/app/priv/repo/migrations/1_add.exs && git commit -m 'Add migration'"
    hooked = "Exit code 1\ncredo: 2 issues found\nlib/a.ex:3: Modules should have a @moduledoc tag."
    mine = episode(tmp_path, [(failed, hooked, False), (STAGED_AGAIN, "[main 66e1a0a] Add migration", True)])
    assert mine["resolution"] == ""


def test_the_named_path_given_elsewhere_to_another_tool_is_no_fix(tmp_path: Path) -> None:
    failed = "git add _build/dev/lib/app/priv/repo/migrations/1_add.exs"
    mine = episode(
        tmp_path, [(failed, BEYOND_LINK, False), ("cat priv/repo/migrations/1_add.exs", "defmodule", True)]
    )
    assert mine["resolution"] == ""


@pytest.mark.parametrize(
    ("failed", "error", "later"),
    [  # the error names the file for what is wrong inside it, not for where it is (the review's cases)
        ("go run cmd/server/main.go", "cmd/server/main.go:12:2: undefined: loadConfig",
         "go run cmd/worker/main.go"),
        ("ruff check app/models/user.py", "app/models/user.py:3:1: F401 `os` imported but unused",
         "ruff check tests/models/user.py"),
        # "cannot find" said of something inside the file, the file only its place (the second review)
        ("go run cmd/server/main.go", 'cmd/server/main.go:5:2: cannot find package "x/config"',
         "go run cmd/worker/main.go"),
    ],
)  # fmt: skip
def test_another_file_of_the_same_name_is_no_fix_for_an_error_inside_the_named_one(
    tmp_path: Path, failed: str, error: str, later: str
) -> None:
    mine = episode(tmp_path, [(failed, f"Exit code 1\n{error}", False), (later, "ok", True)])
    assert "give the path as" not in mine["resolution"]
    assert corrected_path(failed, later, error) is None


# the same failure again, but fewer of the run failed: what changed in between fixed part of it


def failing(count: int) -> str:
    return f"Exit code 1\nFAILED tests/test_cart.py::test_total - assert 41 == 42\n{count} failed, 3 passed"


def two_rounds(tmp_path: Path, first: int, second: int, edit_first: bool = True) -> list[dict[str, Any]]:
    """`pytest` failing `first` tests, (an edit), failing the same way with `second`, an edit, passing."""
    t = Transcript(tmp_path / "s1.jsonl")
    one = t.bash("pytest", failing(first), ok=False)
    if edit_first:
        t.edit("/work/app/tests/conftest.py", "", "@pytest.fixture(autouse=True)\ndef db(): ...")
    two = t.bash("pytest", failing(second), ok=False)
    t.edit("/work/app/src/cart.py", "return sum(items)", "return sum(items) + 1")
    t.bash("pytest", "14 passed in 0.3s")
    steps = list(Reader(str(t.flush())))
    return [learned(steps, one), learned(steps, two)]


def test_what_changed_before_fewer_failed_is_that_part_of_the_fix(tmp_path: Path) -> None:
    first, second = two_rounds(tmp_path, 11, 2)
    assert first["resolution"].endswith(
        "edit `tests/conftest.py` (add `@pytest.fixture(autouse=True)`); then fewer failed (11 → 2)."
    )
    assert "edit `src/cart.py`" in second["resolution"]


@pytest.mark.parametrize("second", [11, 12])
def test_an_edit_after_which_as_many_failed_is_not_the_fix(tmp_path: Path, second: int) -> None:
    first, _ = two_rounds(tmp_path, 11, second)
    assert "conftest.py" not in first["resolution"]


def test_fewer_failing_with_nothing_changed_in_between_credits_nothing(tmp_path: Path) -> None:
    first, _ = two_rounds(tmp_path, 11, 2, edit_first=False)
    assert "fewer failed" not in first["resolution"]


def test_fewer_failing_after_an_edit_of_notes_credits_nothing(tmp_path: Path) -> None:
    """Notes edited between two runs change no test (the review's case: "edit `docs/notes.md` …; then fewer
    failed (11 → 9)", then confirmed by a later plain rerun that passed)."""
    t = Transcript(tmp_path / "s1.jsonl")
    one = t.bash("mix test", failing(11), ok=False)
    t.edit("/work/app/docs/notes.md", "", "- the cart total is off by one")
    t.bash("mix test", failing(9), ok=False)
    t.bash("mix test", "14 tests, 0 failures")
    assert "notes.md" not in learned(list(Reader(str(t.flush()))), one)["resolution"]


def test_a_narrower_run_failing_less_is_not_fewer_failing(tmp_path: Path) -> None:
    """`pytest -x` stops at the first failure: 11 -> 1 says nothing of what the edit did."""
    t = Transcript(tmp_path / "s1.jsonl")
    one = t.bash("pytest", failing(11), ok=False)
    t.edit("/work/app/src/cart.py", "return sum(items)", "return sum(items) + 1")
    t.bash("pytest -x", failing(1), ok=False)
    assert "fewer failed" not in learned(list(Reader(str(t.flush()))), one)["resolution"]


def test_what_changed_before_fewer_failed_is_never_confirmed_by_a_later_pass(tmp_path: Path) -> None:
    """Part of the run passing is the fix's only evidence: the run passing after the next edit confirms
    that edit, not this one (it stays "then fewer failed", never told as seen to work)."""
    from reflexion.learn.episodes import Tracker, Verified

    t = Transcript(tmp_path / "s1.jsonl")
    one = t.bash("pytest", failing(11), ok=False)
    t.edit("/work/app/tests/conftest.py", "", "@pytest.fixture(autouse=True)\ndef db(): ...")
    t.bash("pytest", failing(2), ok=False)
    t.edit("/work/app/src/cart.py", "return sum(items)", "return sum(items) + 1")
    t.bash("pytest", "14 passed in 0.3s")
    tracker, found = Tracker(), []
    for step in Reader(str(t.flush())):
        found += tracker.feed(step)
    found += tracker.finish_turn()
    assert not any(one in f.calls for f in found if isinstance(f, Verified))


# a rerun the shell could not even start got past nothing

NO_SHELL = "Command failed: cygpath -u 'C:\\Users\\me'\n  0 [main] cygpath (2799) cygheap read failed"
MISSING_MODULE = "Exit code 1\nError: Cannot find module 'dotenv'"


def test_a_rerun_the_shell_could_not_start_is_not_getting_past_the_failure(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("node server.js", MISSING_MODULE, ok=False)
    t.edit("/work/app/server.js", "require('dotenv').config()", "")
    t.bash("node server.js", NO_SHELL, ok=False)
    assert learned(list(Reader(str(t.flush()))), failed)["resolution"] == ""


def test_after_a_rerun_the_shell_could_not_start_the_next_one_still_tells_the_fix(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("node server.js", MISSING_MODULE, ok=False)
    t.bash("npm install dotenv", "added 1 package")
    t.bash("node server.js", NO_SHELL, ok=False)
    t.bash("node server.js", "listening on 3000")
    assert "run `npm install dotenv`" in learned(list(Reader(str(t.flush()))), failed)["resolution"]


def test_a_path_only_the_command_shows_is_not_one_the_error_named(tmp_path: Path) -> None:
    failed = 'ssh root@10.0.0.1 "grep -A12 clientLookup: /etc/blocky/config.yml"'
    later = 'ssh root@10.0.0.1 "sleep 5 && grep -A5 upstreams: /tmp/config.yml"'
    mine = episode(tmp_path, [(failed, "Exit code 1", False), (later, "clientLookup:", True)])
    assert mine["resolution"] == ""
    assert corrected_path(failed, later, failed) is None  # a script is no path, even where it is printed


# the same check of another target (a sibling package, directory or file) says nothing of the one that failed

TYPE_ERROR = "Exit code 2\npackages/api/src/index.ts(3,1): error TS2304: Cannot find name 'foo'."


@pytest.mark.parametrize(
    ("failed", "later"),
    [
        ("npx tsc --noEmit -p packages/api", "npx tsc --noEmit -p packages/web"),
        ("cd packages/api && npx tsc --noEmit", "cd packages/web && npx tsc --noEmit"),
        ("tsc --project packages/api/tsconfig.json", "tsc --project packages/web/tsconfig.json"),
        ("pnpm --filter api build", "pnpm --filter web build"),
        ("npm run build --workspace=api", "npm run build --workspace=web"),
        ("cargo test -p api", "cargo test -p worker"),
        ("make -C api test", "make -C web test"),
        ("go test ./api/...", "go test ./web/..."),
        ("pytest tests/api/test_a.py", "pytest tests/web/test_a.py"),
        (
            "npx tsc --noEmit",
            "cd packages/web && npx tsc --noEmit",
        ),  # from where the session was, then in one
        ("cd packages/api && npx tsc --noEmit", "npx tsc --noEmit"),  # ...and back
    ],
)
def test_another_target_of_the_same_check_passing_is_not_the_fix(
    tmp_path: Path, failed: str, later: str
) -> None:
    """The review's case: `tsc packages/web` passing after `packages/api` failed was taught as its fix."""
    mine = episode(tmp_path, [(failed, TYPE_ERROR, False), (later, "done", True)])
    assert mine["triage"] == "lesson" and mine["resolution"] == ""


@pytest.mark.parametrize(
    ("old", "printed"),
    [
        ("web", "Exit code 1\nerror: could not find workspace web."),
        ("foo", "Exit code 1\nnpm error notarget No matching version found for foo@^9.9.9."),
        ("packages/api", "Exit code 2\ncannot find packages/api/"),
    ],
)
def test_a_target_named_at_a_sentences_end_or_before_its_version_is_refused(old: str, printed: str) -> None:
    """Review 4: a dot, a slash or an @ after the name read as part of a longer name."""
    from reflexion.learn.targets import _names, _rejected

    assert _rejected(old, printed)
    line = printed.lower().splitlines()[-1]
    assert not _names(line.replace(old, "rapid" + old), old)  # near misses: inside another name
    assert not _names(line.replace(old, old + "-gateway"), old)


def test_a_test_title_holding_a_word_of_refusal_rejects_no_target(tmp_path: Path) -> None:
    """Jest names the failed test by its title: "● api › rejects unknown users" says nothing of the workspace
    `api` being unknown, so `--workspace=web` passing is not its fix (review 3)."""
    failed = (
        "Exit code 1\nFAIL src/users.test.ts\n  ● api › rejects unknown users\n\n    expected 401, got 200"
    )
    mine = episode(
        tmp_path, [("npm test --workspace=api", failed, False), ("npm test --workspace=web", "passed", True)]
    )
    assert mine["resolution"] == ""


@pytest.mark.parametrize(
    ("failed", "error", "later", "told"),
    [
        (  # the error refused the package named: the one used instead corrects it
            "cargo test -p apii",
            "Exit code 101\nerror: package ID specification `apii` did not match any packages",
            "cargo test -p api",
            "`cargo test -p api`",
        ),
        (
            "pnpm --filter apps/webb build",
            'Exit code 1\nNo projects matched the filters in "/work/repo"',
            "pnpm --filter apps/web build",
            "`pnpm --filter apps/web build`",
        ),
        (  # the error offered the name used instead
            "op item get thisness --fields 'public key'",
            'Exit code 1\n[ERROR] More than one item matches "thisness". Try again and specify the item by '
            'its ID:\n  * for the item "thisness" in vault Private: yp65ardzbksdwdj3yqg5oxrbmy',
            "op item get yp65ardzbksdwdj3yqg5oxrbmy --fields 'public key'",
            "`yp65ardzbksdwdj3yqg5oxrbmy`",
        ),
        (  # an error that says "could not be found" refuses the name as "not found" does (review 3)
            "aws s3 ls --profile work",
            "Exit code 255\nThe config profile (work) could not be found",
            "aws s3 ls --profile default",
            "`aws s3 ls --profile default`",
        ),
        (  # nothing to run where the session was: the package that has it is where to run it
            "npm test",
            'Exit code 1\nnpm error Missing script: "test"',
            "cd packages/web && npm test",
            "run it from `packages/web`",
        ),
        (  # the same file seen from its own directory
            "node assets/build.js",
            'Exit code 1\n✘ [ERROR] Could not resolve "js/app.js"',
            "cd assets && node build.js",
            "`cd assets && node build.js`",
        ),
    ],
)
def test_a_target_the_error_rejected_corrected_is_still_the_fix(
    tmp_path: Path, failed: str, error: str, later: str, told: str
) -> None:
    mine = episode(tmp_path, [(failed, error, False), (later, "done", True)])
    assert told in mine["resolution"]


# a dependency refusal is one entry whichever package was refused: its fix names none of them


def refusal(package: str, *dependents: str) -> str:
    listed = "".join(f" * print_dependents_warning: \t{d}\n" for d in dependents)
    return (
        "Exit code 255\nCollected errors:\n"
        f" * print_dependents_warning: Package {package} is depended upon by packages:\n{listed}"
        f" * print_dependents_warning: These might cease to work if package {package} is removed.\n\n"
        "No packages removed."
    )


def test_the_packages_a_refusal_listed_removed_with_it_is_the_fix_for_any_package(tmp_path: Path) -> None:
    """The review's case: the fix learned on one package (its dependents named) was told for another."""
    for package in ("kmod-ovpn", "gl-sdk4-ovpn"):
        (tmp_path / package).mkdir()
    told = {
        episode(
            tmp_path / package,
            [
                (f'ssh root@10.0.0.1 "opkg remove {package}"', refusal(package, *dependents), False),
                (f'ssh root@10.0.0.1 "opkg remove {" ".join(dependents)} {package}"', "Removing…", True),
            ],
        )["resolution"]
        for package, dependents in (("kmod-ovpn", ("openvpn-openssl",)), ("gl-sdk4-ovpn", ("gl-ui", "gl-x")))
    }
    assert told == {
        "When `opkg remove <package>` is refused for the packages that depend on it (“* "
        "print_dependents_warning: Package <package> is…”): remove them in the same command: `opkg remove "
        "<dependents> <package>`."
    }


@pytest.mark.parametrize(
    "later",
    [
        'ssh root@10.0.0.1 "opkg remove --force-depends kmod-ovpn"',  # forced past it
        'ssh root@10.0.0.1 "opkg remove wireguard-tools kmod-ovpn"',  # a package the refusal did not list
    ],
)
def test_a_refusal_got_past_another_way_tells_no_package_of_its_own(tmp_path: Path, later: str) -> None:
    failed = 'ssh root@10.0.0.1 "opkg remove kmod-ovpn"'
    mine = episode(tmp_path, [(failed, refusal("kmod-ovpn", "openvpn-openssl"), False), (later, "ok", True)])
    assert mine["resolution"] == ""


# a failure that found its port held by another process: the step that stopped that process is the fix

IN_USE = "Exit code 1\nError: listen EADDRINUSE: address already in use :::3000"


@pytest.mark.parametrize(
    ("steps", "told"),
    [
        ([("lsof -ti:3000 | xargs kill -9", "")], "run `lsof -ti:3000 | xargs kill -9`; then it succeeded."),
        (
            [("kill -9 48213", "")],
            "run `kill -9 <pid>`; then it succeeded.",
        ),  # the process's number is the day's
        ([("kill 48213 && npm run dev", "ready")], "run `kill <pid>` first: `kill <pid> && npm run dev`."),
        ([("ssh dev@10.0.0.1 'sleep 1; /etc/init.d/app stop'", "")], "run `/etc/init.d/app stop`; then it"),
    ],
)
def test_the_process_holding_the_port_stopped_before_the_rerun_is_the_fix(
    tmp_path: Path, steps: list[tuple[str, str]], told: str
) -> None:
    ran = [(command, output, True) for command, output in steps]
    rerun = [] if "&&" in steps[-1][0] else [("npm run dev", "ready on 3000", True)]
    mine = episode(tmp_path, [("npm run dev", IN_USE, False), *ran, *rerun])
    assert mine["resolution"].startswith(
        "When `npm run dev` fails with “listen EADDRINUSE: address already in use"
    )
    assert told in mine["resolution"]


KILL_VITE = "ps aux | grep '[v]ite' | awk '{print $2}' | xargs kill"


@pytest.mark.parametrize(
    ("command", "stopped"),
    [
        ("lsof -ti:3000 | xargs kill -9 && mysql -uroot -e 'select 1'", "lsof -ti:3000 | xargs kill -9"),
        ("cd app && kill 4242 && npm run dev", "kill 4242"),
        ("systemctl stop nginx; nginx -t", "systemctl stop nginx"),
        # its words quoted again as the line had them (review 5: the awk program fell apart)
        (
            "ps aux | grep '[v]ite' | awk '{print $2}' | xargs kill",
            "ps aux | grep '[v]ite' | awk '{print $2}' | xargs kill",
        ),
        ("npm run dev", ""),
    ],
)
def test_what_stopped_the_process_is_only_the_steps_that_stop_something(command: str, stopped: str) -> None:
    """Review 4: the whole line was the fix's step, with whatever ran after the kill (a login to mysql)."""
    from reflexion.learn.freed import frees

    assert frees(command) == stopped


@pytest.mark.parametrize(
    ("error", "step"),
    [
        (TYPE_ERROR, "pkill -f vite"),  # nothing was held: stopping a process fixed nothing we can name
        (IN_USE, "kill -0 48213"),  # it only asked whether the process is there
        (IN_USE, "sudo systemctl restart app"),  # restarted, it holds the port again
    ],
)
def test_a_process_stopped_fixes_only_a_failure_that_found_one_in_its_way(
    tmp_path: Path, error: str, step: str
) -> None:
    mine = episode(
        tmp_path, [("npm run dev", error, False), (step, "", True), ("npm run dev", "ready", True)]
    )
    assert mine["resolution"] == ""


GO_CHAIN = (
    "Exit code 1\nError: can't start server: start http listener on 4005 failed: listen tcp :4005: bind: "
    "address already in use"
)


def test_a_chain_of_causes_too_long_for_the_rule_keeps_its_last_links(tmp_path: Path) -> None:
    """Go's errors wrap the cause last: cut from the front, the rule lost "address already in use"."""
    command = "blocky --config /etc/blocky/config.yml"
    mine = episode(tmp_path, [(command, GO_CHAIN, False), ("pkill blocky", "", True), (command, "ok", True)])
    assert "(“…" not in mine["resolution"]  # a situation of its own: not an example in brackets
    assert "“…listen tcp :4005: bind: address already in use”" in mine["resolution"]


def test_an_error_with_few_links_is_cut_at_its_end_as_before(tmp_path: Path) -> None:
    error = "Exit code 1\nError: failed to load config: could not resolve the plugin named in vite.config.ts"
    setup = "npm install --save-dev @vitejs/plugin-react-swc @vitejs/plugin-legacy vite-plugin-checker"
    mine = episode(tmp_path, [("vite", error, False), (setup, "ok", True), ("vite", "ready", True)])
    assert "“failed to load config: could not resolve the plugin named…”" in mine["resolution"]


# a run that succeeded but that the agent at once says fell short fixed nothing: what follows may

UNSUPPORTED = 'Exit code 1\n[ERROR] Nothing changed. Couldn\'t set the value for "private key".'
CREATE = "op item create --category 'SSH Key' --title 'Key A' --vault Personal 'private_key=$KEY'"


def after_a_create(tmp_path: Path, *steps: tuple[str, str]) -> str:
    """The fix taught for a failed `op item create` followed by these steps: ("say", words) or (command,
    output) of a run that succeeded."""
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(CREATE, UNSUPPORTED, ok=False)
    for first, second in steps:
        if first == "say":
            t.say(second)
        else:
            t.bash(first, second, ok=True)
    return str(learned(list(Reader(str(t.flush()))), failed)["resolution"])


KEY_A = ("op item create --template /tmp/key_a.json --vault Personal", "ID: tncrq")
OTHER = ("op item create --template /tmp/other.json --vault Personal", "ID: x")


@pytest.mark.parametrize(
    "said",
    [
        "The item was created but without the key. Let me put the key in the template:",
        "Hmm, that didn't work either — the field is still blank.",
        "The flag had no effect. Let me try the template again.",
        # past an opener, or a "but" after the words that it worked (review 5)
        "Hmm. That didn't work either — the field is still blank.",
        "Interesting. The item was created but without the key.",
        "Let me check the result: the item was created but without the key.",
        "Created item pvtm7. But the private key field came back empty.",
    ],
)
def test_a_run_the_agent_says_fell_short_is_not_the_fix_the_next_one_is(tmp_path: Path, said: str) -> None:
    empty = ("op item create --template /tmp/empty.json --vault Personal", "ID: pvtm7")
    told = after_a_create(tmp_path, empty, ("say", said), KEY_A)
    assert "/tmp/key_a.json" in told and "empty.json" not in told


@pytest.mark.parametrize(
    "said",
    [
        "Created. Now let me check that the key is there:",
        "Perfect! The item exists; it still needs a tag, which I'll add next.",
        # another run spoken of after the first sentence (review 4)
        "That worked. The first attempt didn't work because the template had no fields.",
        "Created. It's still not shared with the team vault, which is a separate step.",
    ],
)
def test_a_run_the_agent_goes_on_from_stays_the_fix(tmp_path: Path, said: str) -> None:
    assert "/tmp/key_a.json" in after_a_create(tmp_path, KEY_A, ("say", said), OTHER)


def test_words_after_another_call_came_back_do_not_undo_a_fix(tmp_path: Path) -> None:
    said = "The vault listing didn't work as I hoped; moving on."
    told = after_a_create(tmp_path, KEY_A, ("op vault list", "Personal"), ("say", said), OTHER)
    assert "/tmp/key_a.json" in told


# another program the agent said it would use, run on the same target, is the fix

BUSYBOX_USAGE = (
    "Exit code 1\nBusyBox v1.36.1 (2025-08-19 14:33:15 UTC) multi-call binary.\n\n"
    "Usage: nslookup [-type=QUERY_TYPE] [-debug] HOST [DNS_SERVER]"
)
NSLOOKUP = 'ssh root@10.0.0.1 "nslookup example.org 127.0.0.1 -port=5053"'


def announced(tmp_path: Path, failed: str, error: str, said: str, later: str) -> dict[str, Any]:
    t = Transcript(tmp_path / "s1.jsonl")
    call = t.bash(failed, error, ok=False)
    t.say(said)
    t.bash(later, "93.184.215.14", ok=True)
    return learned(list(Reader(str(t.flush()))), call)


def test_a_program_the_agent_announced_run_on_the_same_target_is_the_fix(tmp_path: Path) -> None:
    said = "BusyBox's nslookup has no -port option; I'll use `dig` instead."
    mine = announced(
        tmp_path, NSLOOKUP, BUSYBOX_USAGE, said, 'ssh root@10.0.0.1 "dig @127.0.0.1 -p 5053 example.org"'
    )
    assert mine["resolution"].endswith("use `dig` instead of `nslookup`.")


def test_a_missing_program_swapped_for_the_one_announced_is_the_fix(tmp_path: Path) -> None:
    missing = "Exit code 127\nbash: wget: command not found"
    said = "wget isn't installed here; I'll fall back to curl."
    url = "https://example.org/pkg.tar.gz"
    mine = announced(tmp_path, f"wget {url}", missing, said, f"curl -LO {url}")
    assert mine["resolution"].endswith(f"use `curl` instead of `wget`: `curl -LO {url}`.")


@pytest.mark.parametrize(
    ("said", "later"),
    [
        ("Let me check the logs instead.", 'ssh root@10.0.0.1 "logread | grep example.org"'),  # not announced
        ("I'll use dig instead.", 'ssh root@10.0.0.1 "dig -v"'),  # on nothing the failed line worked on
        ("I'll use dig instead.", "dig @127.0.0.1 -p 5053 example.org"),  # here, not on the host
        ("dig works; it is nslookup that fails here.", 'ssh root@10.0.0.1 "dig @127.0.0.1 example.org"'),
    ],
)
def test_another_program_not_announced_for_the_same_work_is_no_fix(
    tmp_path: Path, said: str, later: str
) -> None:
    assert announced(tmp_path, NSLOOKUP, BUSYBOX_USAGE, said, later)["resolution"] == ""


@pytest.mark.parametrize(
    ("failed", "error", "said", "later", "told"),
    [
        (  # "try"/"use" announce a swap too (review 5)
            "wget https://example.org/pkg.tar.gz",
            "Exit code 127\nbash: wget: command not found",
            "wget isn't installed. Let me try curl.",
            "curl -LO https://example.org/pkg.tar.gz",
            "use `curl` instead of `wget`",
        ),
        (  # one look swapped for another is the work itself
            "rg -n TODO src/app",
            "Exit code 127\nbash: rg: command not found",
            "ripgrep isn't here; I'll use grep instead.",
            "grep -rn TODO src/app",
            "use `grep` instead of `rg`",
        ),
    ],
)
def test_a_swap_announced_with_try_or_use_or_between_two_looks_is_the_fix(
    tmp_path: Path, failed: str, error: str, said: str, later: str, told: str
) -> None:
    assert told in announced(tmp_path, failed, error, said, later)["resolution"]


@pytest.mark.parametrize(
    ("failed", "error", "said", "later"),
    [
        (
            "python3 scripts/deploy.py staging",
            "Exit code 1\nKeyError: 'STAGING_HOST'",
            "Let me use cat to look at scripts/deploy.py.",
            "cat scripts/deploy.py",
        ),
        (
            "make deploy-staging",
            "Exit code 2\nmake: *** [deploy-staging] Error 1",
            "I'll try grep to find where deploy-staging is defined.",
            "grep -rn deploy-staging Makefile",
        ),
    ],
)
def test_a_look_at_the_failed_work_announced_with_use_or_try_is_no_fix(
    tmp_path: Path, failed: str, error: str, said: str, later: str
) -> None:
    """Review 4: 'use'/'try' also open a look at the code, and a view or a search does none of the work."""
    assert announced(tmp_path, failed, error, said, later)["resolution"] == ""


@pytest.mark.parametrize(
    ("failed", "later"),
    [
        ("npm test", "cd /work/app && npm test"),  # the session's own directory, given whole
        ("cd /work/app && npm test", "npm test"),
        ("npm test", "cd . && npm test"),
    ],
)
def test_a_cd_back_to_where_the_session_is_is_no_other_target(
    tmp_path: Path, failed: str, later: str
) -> None:
    """Review 5: `cd /work/app && npm test` in /work/app read as a run of another directory, and the edit
    that fixed the failing test was lost."""
    t = Transcript(tmp_path / "s1.jsonl", cwd="/work/app")
    call = t.bash(failed, "Exit code 1\nFAIL test/sum.test.js\n  expected 3, received 4", ok=False)
    t.edit("/work/app/src/sum.js", "a + b + 1", "a + b")
    t.bash(later, "Tests: 1 passed, 1 total")
    mine = learned(list(Reader(str(t.flush()))), call)
    assert "src/sum.js" in mine["resolution"]


@pytest.mark.parametrize(
    "error",
    [
        "Exit code 1\nFAIL src/api.test.js\n  expected status 200\n  Received: 404 Not Found",
        "Exit code 1\nFAIL src/roles.test.js\n  expected role admin (unknown role)",
        "Exit code 1\nFAIL src/users.test.js\n  2 tests failed in users",
    ],
)
def test_a_refusal_word_in_a_test_failure_refuses_not_the_place_the_session_ran(
    tmp_path: Path, error: str
) -> None:
    """Review 5: any line saying "not found", "unknown" or "in use(rs)" let `cd packages/web && npm test`
    passing be taught as the fix of the root's failing test."""
    mine = episode(tmp_path, [("npm test", error, False), ("cd packages/web && npm test", "passed", True)])
    assert mine["resolution"] == ""


def test_a_cd_back_to_the_sessions_directory_after_running_in_the_wrong_place_is_the_fix(
    tmp_path: Path,
) -> None:
    """The shell's cd persists: after `cd ..` a git command fails outside the repository, and `cd` back to
    the session's own directory fixes it — a move, though the transcript says the session is there."""
    t = Transcript(tmp_path / "s1.jsonl", cwd="/work/app")
    t.bash("cd .. && tar czf app.tgz app", "")
    call = t.bash(
        "git remote -v",
        "Exit code 128\nfatal: not a git repository (or any of the parent directories): .git",
        ok=False,
    )
    t.bash("cd /work/app && git remote -v", "origin git@example.org:app.git (fetch)")
    mine = learned(list(Reader(str(t.flush()))), call)
    assert "run it from `work/app`" in mine["resolution"], mine


# A run that worked because it was given a credential: the fix names what was added, never the credential


@pytest.mark.parametrize(
    ("failed", "worked", "secret"),
    [
        ("mongosh --quiet --eval 'db.orders.countDocuments()' app",
         "mongosh -u admin -p Mg0Pw7731 --quiet --eval 'db.orders.countDocuments()' app", "Mg0Pw7731"),
        ("ldapsearch -x -H ldap://ldap.corp -b dc=corp cn=devs",
         "ldapsearch -x -H ldap://ldap.corp -D cn=admin,dc=corp -w Ld4pPw991 -b dc=corp cn=devs",
         "Ld4pPw991"),
        ("jarsigner -keystore release.jks app.apk release",
         "jarsigner -keystore release.jks -storepass Ks7oreP4ss app.apk release", "Ks7oreP4ss"),
        ("smbclient //nas/backup -U bob -c ls", "smbclient //nas/backup -U bob%Smb8Pw442 -c ls", "Smb8Pw442"),
    ],
)  # fmt: skip
def test_a_credential_added_by_the_run_that_worked_is_not_in_its_fix(
    tmp_path: Path, failed: str, worked: str, secret: str
) -> None:
    denied = "Exit code 1\nerror: authentication failed"
    mine = episode(tmp_path, [(failed, denied, False), (worked, "ok", True)])
    assert mine["resolution"] and secret not in mine["resolution"], mine["resolution"]
    assert "[REDACTED:password]" in mine["resolution"]
    assert "'[REDACTED" not in mine["resolution"] and "'bob%" not in mine["resolution"]  # no quotes around it


# an edit's fix names the line that truly changed: not one that only gained a comma or a space

LAZY_HTML = (
    "Exit code 2\n** (RuntimeError) Phoenix LiveView requires lazy_html as a test dependency.\n"
    "12 tests, 12 failures"
)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ('  {:floki, ">= 0.30.0"}', '  {:floki, ">= 0.30.0"},\n  {:lazy_html, ">= 0.1.0"}'),
        ('{:floki,">= 0.30.0",only: :test}', '{:floki, ">= 0.30.0", only: :test}\n{:lazy_html, ">= 0.1.0"}'),
        ('[\n  {:floki, ">= 0.30.0"}\n]', '[\n  {:floki, ">= 0.30.0"};\n  {:lazy_html, ">= 0.1.0"}\n];'),
    ],
)
def test_an_edit_s_fix_is_the_line_that_changed_not_one_that_gained_punctuation(
    tmp_path: Path, old: str, new: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("mix test 2>&1", LAZY_HTML, ok=False)
    t.edit("/work/app/mix.exs", old, new)
    t.bash("mix test 2>&1", "12 tests, 0 failures")
    resolution = learned(list(Reader(str(t.flush()))), failed)["resolution"]
    assert 'edit `mix.exs` (add `{:lazy_html, ">= 0.1.0"}`)' in resolution


def test_an_edit_that_only_changed_punctuation_names_no_line(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("mix test 2>&1", LAZY_HTML, ok=False)
    t.edit("/work/app/mix.exs", '{:floki, ">= 0.30.0"}\n]', '{:floki, ">= 0.30.0"},\n],')
    t.bash("mix test 2>&1", "12 tests, 0 failures")
    resolution = learned(list(Reader(str(t.flush()))), failed)["resolution"]
    assert "(add" not in resolution


# a run started in the background has no outcome yet: it neither fixes nor verifies anything

TS2307 = (
    "Exit code 1\nsrc/index.ts(3,7): error TS2307: Cannot find module './config' or its corresponding type "
    "declarations."
)


@pytest.mark.parametrize("said", ["input", "response"])
def test_a_run_started_in_the_background_is_no_success_of_the_edit_before(tmp_path: Path, said: str) -> None:
    """Red team 3: `run_in_background` answers "Command running in background with ID: …"; its output,
    read next, showed the same error, and the edit before it was stored as the verified fix and promoted."""
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("npm run build", TS2307, ok=False)
    t.edit("/work/app/tsconfig.json", '"baseUrl": "."', '"baseUrl": "./src"')
    started = t.call("Bash", {"command": "npm run build", "run_in_background": said == "input"})
    response = {"stdout": "", "stderr": "", "interrupted": False, "isImage": False}
    if said == "response":
        response["backgroundTaskId"] = "b99fa32"
    t.result(started, "Command running in background with ID: b99fa32.", response=response)
    t.bash("sleep 20; cat /tmp/claude/tasks/b99fa32.output", TS2307.split("\n", 1)[1])
    t.say("Still failing; the baseUrl change did not help.")
    assert learned(list(Reader(str(t.flush()))), failed)["resolution"] == ""


def test_a_run_started_in_the_background_got_past_the_shell_refusing_the_line(tmp_path: Path) -> None:
    """Starting is all a line the shell rejected needed (a real session: the .ps1 written, then run in the
    background): that error is behind it."""
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash(
        "powershell.exe -Command \"cd app; `$env:GIT_EDITOR='true'; git commit\"",
        "Exit code 2\n/usr/bin/bash: eval: line 1: unexpected EOF while looking for matching ``'",
        ok=False,
    )
    script = {"file_path": "/work/app/do-commit.ps1", "content": "$env:GIT_EDITOR = 'true'\ngit commit\n"}
    t.result(t.call("Write", script), "File created successfully at: /work/app/do-commit.ps1")
    started = t.call("Bash", {"command": "powershell.exe -ExecutionPolicy Bypass -File do-commit.ps1"})
    response = {"stdout": "", "stderr": "", "interrupted": False, "isImage": False, "backgroundTaskId": "be1"}
    t.result(started, "Command running in background with ID: be1.", response=response)
    assert "do-commit.ps1" in learned(list(Reader(str(t.flush()))), failed)["resolution"]


def task(status: str, code: int | None, output: str) -> dict[str, Any]:
    return {"retrieval_status": "success", "task": {"task_id": "b1", "status": status, "exitCode": code,
                                                    "output": output}}  # fmt: skip


@pytest.mark.parametrize(
    ("tool", "ended", "fixed"),
    [
        ("TaskOutput", task("completed", 0, "built"), True),
        ("TaskOutput", task("failed", 1, "[stderr] " + TS2307.split("\n", 1)[1]), False),
        ("TaskOutput", task("running", None, ""), False),
        ("BashOutput", {"shellId": "b1", "status": "completed", "exitCode": 0, "stdout": "built"}, True),
    ],
)
def test_a_run_started_in_the_background_ends_as_task_output_says(
    tmp_path: Path, tool: str, ended: dict[str, Any], fixed: bool
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("npm run build", TS2307, ok=False)
    t.edit("/work/app/tsconfig.json", '"baseUrl": "."', '"baseUrl": "./src"')
    started = t.call("Bash", {"command": "npm run build", "run_in_background": True})
    response = {"stdout": "", "stderr": "", "interrupted": False, "isImage": False, "backgroundTaskId": "b1"}
    t.result(started, "Command running in background with ID: b1. Output is being written to: /tmp/b1.output",
             response=response)  # fmt: skip
    read = t.call(tool, {"task_id": "b1"} if tool == "TaskOutput" else {"bash_id": "b1"})
    t.result(read, "<status>…</status>", response=ended)
    found = learned(list(Reader(str(t.flush()))), failed)
    assert ("tsconfig.json" in found["resolution"]) is fixed
    assert found["fix_calls"][-1:] == ([started] if fixed else [])


@pytest.mark.parametrize(
    ("status", "fixed"), [("completed (exit code 0)", True), ("failed with exit code 1", False)]
)
def test_claude_codes_note_that_a_background_run_completed_is_its_success(
    tmp_path: Path, status: str, fixed: bool
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("npm run build", TS2307, ok=False)
    t.edit("/work/app/tsconfig.json", '"baseUrl": "."', '"baseUrl": "./src"')
    started = t.call("Bash", {"command": "npm run build", "run_in_background": True})
    t.result(started, "Command running in background with ID: b1.", response={"backgroundTaskId": "b1"})
    state = status.split()[0]
    t.prompt(f"<task-notification>\n<task-id>b1</task-id>\n<status>{state}</status>\n<summary>Background "
             f'command "Build" {status}</summary>\n</task-notification>\nRead the output file')  # fmt: skip
    assert ("tsconfig.json" in learned(list(Reader(str(t.flush()))), failed)["resolution"]) is fixed


@pytest.mark.parametrize(
    "said", ["Command running in background with ID: . done", "running in background with ID: "]
)
def test_output_that_only_looks_like_a_background_start_never_stops_the_learner(
    tmp_path: Path, said: str
) -> None:
    """Review H2: an echo of "… with ID: ." raised IndexError: the Stop learner never moved past that line
    and `reflexion learn` stopped the whole run."""
    t = Transcript(tmp_path / "s1.jsonl")
    failed = t.bash("npm run build", TS2307, ok=False)
    t.bash(f"echo '{said}'", said)
    t.edit("/work/app/tsconfig.json", '"baseUrl": "."', '"baseUrl": "./src"')
    t.bash("npm run build", "built in 2.1s")
    assert learned(list(Reader(str(t.flush()))), failed)["resolution"] != ""
