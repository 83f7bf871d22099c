"""Signatures on real noise: one problem met through another program or with other data shares one
signature; two problems whose fixes differ never do."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reflexion.detect import Failure, failure_from_error
from reflexion.signature import signature

REAL = json.loads((Path(__file__).parent / "data" / "signature" / "real_failures.json").read_text())


def _real(tool_use_id: str) -> str:
    found = next(r for r in REAL if r["tool_use_id"] == tool_use_id)
    failure = failure_from_error(found["command"], found["error"])
    assert failure is not None
    return signature(failure)


def _of(command: str, error: str) -> str:
    failure = failure_from_error(command, f"Exit code 1\n{error}")
    assert failure is not None
    return signature(failure)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        # `whoami /priv` in Git Bash, and inside `powershell.exe -Command`: /usr/bin/whoami either way
        ("toolu_01JsNaahydR3dtnrwAYaZdwD", "toolu_011VvPv7AtaXwPcnkm1ZDhyv"),
        ("toolu_019tGhgiroXAEkWvXhmJ444A", "toolu_01PvsvMoMa2aoY6MgVQMweL4"),
        # one more operand than whoami takes, whichever it was
        ("toolu_01JsNaahydR3dtnrwAYaZdwD", "toolu_019tGhgiroXAEkWvXhmJ444A"),
        # gpg given a flattened key, from Git Bash and through PowerShell: other lines of the key
        ("toolu_01MBiveCn67cuhdihVKqFhni", "toolu_01H3ozobV3u64gZv6EfDRjr9"),
        # gpg finding no key, piped from `op` straight or through PowerShell (one entry before: still one)
        ("toolu_01WPmApgPhoUw9LY8w99mht6", "toolu_01EBmdTxFPk28A61WnxBdWfo"),
    ],
)
def test_real_variants_of_one_problem_share_a_signature(one: str, other: str) -> None:
    assert _real(one) == _real(other)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        # the program a message opens with, whatever ran it
        (
            ("whoami /priv", "whoami: extra operand ‘/priv’"),
            ("cmd //c whoami /priv", "whoami: extra operand ‘/priv’"),
        ),
        (
            ("sudo apt update", "sudo: a password is required"),
            ("sudo systemctl restart nginx", "sudo: a password is required"),
        ),
        (
            ("pwsh -c 'python x.py'", "C:\\Python314\\python.exe : python: can't open file 'x.py'"),
            ("python x.py", "python: can't open file 'x.py'"),
        ),
        # the operand an arity complaint quotes is the data given, not the problem
        (("dirname a b", "dirname: extra operand 'b'"), ("dirname x y", "dirname: extra operand 'y'")),
        (
            ("cp a", "cp: missing destination file operand after 'a'"),
            ("cp notes.txt", "cp: missing destination file operand after ‘notes.txt’"),
        ),
        # a package manager refusing because others depend on the package: one refusal, whichever package
        (
            ('ssh root@10.0.0.1 "opkg remove kmod-ovpn-dco-v2"',
             " * print_dependents_warning: Package kmod-ovpn-dco-v2 is depended upon by packages:\n"
             "Collected errors:"),
            ('ssh root@10.0.0.1 "opkg remove gl-sdk4-ovpn-client gl-sdk4-ui-ovpnclient"',
             " * print_dependents_warning: Package gl-sdk4-ovpn-client is depended upon by packages:\n"
             "Collected errors:"),
        ),
        (
            ("sudo dpkg -r libssl3", "dpkg: dependency problems prevent removal of libssl3:"),
            ("sudo dpkg -r python3.12", "dpkg: dependency problems prevent removal of python3.12:"),
        ),
        # Go's log heads a line with the day: the same error on another day
        (
            ('op item get "k"', '[ERROR] 2026/01/15 09:13:51 More than one item matches "k".'),
            ('op item get "k"', '[ERROR] 2026/01/17 18:02:11 More than one item matches "k".'),
        ),
    ],
)  # fmt: skip
def test_variants_of_one_problem_share_a_signature(
    one: tuple[str, str], other: tuple[str, str]
) -> None:
    assert _of(*one) == _of(*other)


def _record(head: str, message: str) -> str:
    """PowerShell 5's record of a native program's stderr, as it prints it."""
    return (
        f"{head} : {message}\nAt line:1 char:1\n+ git status\n+ ~~~~~~~~~~\n"
        f"    + CategoryInfo          : NotSpecified: ({message[:15]}...:String) [], RemoteException\n"
        "    + FullyQualifiedErrorId : NativeCommandError"
    )


NOT_A_REPO = "fatal: not a git repository (or any of the parent directories): .git"


@pytest.mark.parametrize(
    ("command", "error"),
    [
        ('powershell -Command "git status"', _record("git", NOT_A_REPO)),
        ("powershell '& \"C:\\Program Files\\Git\\cmd\\git.exe\" status'",
         _record("C:\\Program Files\\Git\\cmd\\git.exe", NOT_A_REPO)),
    ],
)  # fmt: skip
def test_a_native_program_s_record_in_powershell_is_that_program_s_failure(command: str, error: str) -> None:
    """PowerShell heads a native program's stderr with the command as it was run (`git : `,
    `C:\\…\\git.exe : `): the same failure as in Git Bash."""
    assert _of(command, error) == _of("git status", NOT_A_REPO)


def test_records_of_two_programs_stay_apart() -> None:
    assert _of('powershell -Command "git push"', _record("git", "error: failed to push some refs")) != _of(
        'powershell -Command "npm publish"', _record("npm", "error: failed to push some refs")
    )


@pytest.mark.parametrize(
    ("one", "other"),
    [
        # the missing thing is the problem: a fix for one is wrong for the other
        (("python a.py", "ModuleNotFoundError: No module named 'requests'"),
         ("python a.py", "ModuleNotFoundError: No module named 'numpy'")),
        (("ls a.txt", "ls: cannot access 'a.txt': No such file or directory"),
         ("ls b.txt", "ls: cannot access 'b.txt': No such file or directory")),
        (("ls --foo", "ls: unrecognized option '--foo'"), ("ls --bar", "ls: unrecognized option '--bar'")),
        # the package that is not there is the problem (a dependency refusal's package is not)
        (("apt install libfoo-dev", "E: Unable to locate package libfoo-dev"),
         ("apt install libbar-dev", "E: Unable to locate package libbar-dev")),
        (("opkg remove a", "Package a is not installed"), ("opkg remove b", "Package b is not installed")),
        (("whoami /priv", "whoami: extra operand ‘/priv’"), ("hostname x", "hostname: extra operand ‘x’")),
        # a level or an exception name is no program: two tools' messages stay their own
        (("cargo build", "error: could not find `Cargo.toml`"),
         ("make", "error: could not find `Cargo.toml`")),
        (("node a.js", "TypeError: x is not a function"), ("python a.py", "TypeError: x is not a function")),
        # a PowerShell cmdlet's own record is PowerShell's, not a native program's
        (("powershell Resolve-DnsName a.lan", "Resolve-DnsName : a.lan : DNS name does not exist"),
         ("nslookup a.lan", "Resolve-DnsName : a.lan : DNS name does not exist")),
        # what follows key material is the problem when it is words
        (("gpg --verify s", "gpg: bad signature lQcYBGlXBg0BEAC0u6dNuu3Zsm1e1lwD: expired key"),
         ("gpg --verify s", "gpg: bad signature lQcYBGlXBg0BEAC0u6dNuu3Zsm1e1lwD: revoked key")),
        (("op read x", "token OvVSyb2VpYcLleXmyMBvS3bUaGvl expired"),
         ("op read x", "token OvVSyb2VpYcLleXmyMBvS3bUaGvl revoked")),
        # the file is the problem, wherever its directory
        (("cat C:/a/notes.txt", "cat: C:/Users/a/notes.txt: No such file"),
         ("cat /c/a/todo.txt", "cat: /c/Users/a/todo.txt: No such file")),
        (("bash x.sh", "snapshot-bash-1768611920902-dvm5hg.sh: line 3: yarn: command not found"),
         ("bash x.sh", "snapshot-bash-1768611920902-dvm5hg.sh: line 3: pnpm: command not found")),
        # a path in mixed case with digits is no key
        (("mix compile", "could not compile lib/MyApp2Web/Live/User3Live.ex"),
         ("mix compile", "could not compile lib/MyApp2Web/Live/Page3Live.ex")),
    ],
)  # fmt: skip
def test_two_problems_stay_apart(one: tuple[str, str], other: tuple[str, str]) -> None:
    assert _of(*one) != _of(*other)


def test_a_silent_failure_keeps_its_own_tool() -> None:
    """A trigger reflexion wrote (`git stash` exited 1 with no output) names no program that spoke."""
    assert signature(Failure("git", "generic.silent", "`git stash` exited 1 with no output", 1)) != signature(
        Failure("npm", "generic.silent", "`git stash` exited 1 with no output", 1)
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a key flattened onto one line, cut by the trigger's clip anywhere (real: a piece of letters only)
        ("armor header: hlXdScXQJblD3QBjSKh53Rgtd+2u3oPs /4gU0gsZvRe/bFEtrXlYVOcVI2E4 ufzEtpiNga…",
         "armor header: <blob>"),
        ("header: hlXdScXQJblD3QBjSKh53Rgtd+2u3oPs N/4NF1R9d9qu+LMi5B1RAT23Ctuq== =V2H3 -----END PGP PRIV…",
         "header: <blob>"),
        ("key hlXdScXQJblD3QBjSKh53Rgtd+2u3oPs: expired", "key <blob>: expired"),
        # after the key: a path, a version, a count are no key material (the review's cases)
        ("Invalid key hlXdScXQJblD3QBjSKh53Rgtd+2u3oPs /usr/lib/x 404 not found",
         "Invalid key <blob> …/x 404 not found"),
        # drive-letter paths inside one another (hypothesis found it): one level a pass, all in one call
        ("C:/a\\C:/C:\\C:/…\\r\\n", "…/n"),
        ("fatal: bad object hlXdScXQJblD3QBjSKh53Rgtd+2u3oPs v2 3 rows",
         "fatal: bad object <blob> v2 N rows"),
        ("whoami: extra operand ‘/priv’", "whoami: extra operand <operand>"),
        ("cp: missing destination file operand after 'notes.txt'",
         "cp: missing destination file operand after <operand>"),
        ("touch: missing file operand", "touch: missing file operand"),
        ("[ERROR] 2026/01/15 09:13:51 More than one item", "[ERROR] <time> <time> More than one item"),
        ("open /var/log/app/2026/01/15/x.log: denied", "open …/x.log: denied"),
        ("git : npm : node : ruby : perl : php : x", "x"),  # in one pass: normalize stays idempotent
        # one file seen from Git Bash, from node, from cmd: its directories however written
        ("cat: /c/Users/Mischa/notes.txt: No such file", "cat: …/notes.txt: No such file"),
        ("cat: C:/Users/Mischa/notes.txt: No such file", "cat: …/notes.txt: No such file"),
        ("cat: C:\\Users\\Mischa\\notes.txt: No such file", "cat: …/notes.txt: No such file"),
        ("see http://a/b/c/ and git@x:/srv/repo/", "see http://a/b/c/ and git@x:/srv/repo/"),
        # Claude Code's shell snapshot: a new name every session
        ("/c/Users/M/.claude/shell-snapshots/snapshot-bash-1768611920902-dvm5hg.sh: line 3: x: not found",
         "snapshot-bash-<tmp>.sh: line N: x: not found"),
    ],
)  # fmt: skip
def test_normalize_real_noise(text: str, expected: str) -> None:
    from reflexion.signature import normalize

    assert normalize(text) == expected


@pytest.mark.parametrize(
    ("tool", "line", "expected"),
    [
        ("powershell", "/usr/bin/whoami: extra operand ‘/priv’", "whoami"),
        ("powershell", "C:\\Program Files\\GnuPG\\bin\\gpg.exe : gpg: no valid OpenPGP data found.", "gpg"),
        ("cmd", "whoami: extra operand ‘/priv’", "whoami"),
        ("apt", "sudo: a terminal is required to read the password", "sudo"),
        # the detector's tool stands where it knew the command: a shell only frames a builtin's message
        ("cd", "bash: line 1: cd: packages/api: No such file or directory", "cd"),
        ("bash", "/usr/bin/env: ‘bash\\r’: No such file or directory", "bash"),
        ("ruff", "unformatted: File would be reformatted", "ruff"),
        ("op", "gpg: no valid OpenPGP data found.", "op"),
        # PowerShell's own records and a level name no program
        ("powershell", "Resolve-DnsName : google.com : DNS operation refused", "powershell"),
        ("powershell", "error: pathspec 'x' did not match any file(s) known to git", "powershell"),
        ("powershell", "TypeError: x is not a function", "powershell"),
        ("pwsh", "src/app.ts: error TS2322", "pwsh"),
    ],
)
def test_signature_tool(tool: str, line: str, expected: str) -> None:
    from reflexion.speaker import signature_tool

    assert signature_tool(tool, line) == expected


NOISY = st.lists(
    st.sampled_from(
        ["git", " : ", ": ", "C:/", "C:\\", "Users/", "a\\", "/c/", "…", "…\\", "extra operand ", "'x'",
         "‘/p’", "operand after ", "snapshot-bash-1768611920902-dvm5hg", "hlXdScXQJblD3QBjSKh53Rgtd+2u3oPs",
         " ", "N/4+", "=V2H3", "-----END PGP", "\\r\\n", "ufzEtp", "error", ".exe", "\n"]
    ),
    max_size=30,
).map("".join)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(NOISY)
def test_normalize_is_idempotent_on_the_noise_these_rules_read(text: str) -> None:
    from reflexion.signature import normalize

    once = normalize(text)
    assert normalize(once) == once
