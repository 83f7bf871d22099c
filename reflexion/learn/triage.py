"""Pure: is a failure worth learning from? lesson | probe | environment | task, judged from the episode.

- probe: not a failure but an answer: a search that found nothing, `which x`, a guarded existence check,
  a query of a setting that is not set, a grep run on a remote host.
- environment: the machine or the moment, not the project: the shell could not start, the network or DNS
  is down, a lock is held, a remote timed out, sudo has no terminal for its password, the disk is full.
- task: the work in progress itself: the test being made to pass, a compile or lint error in the code being
  written — the agent edits that code and runs the same check again, or says the failure was expected.
- lesson: everything else that ran and failed: worth telling the next session.
"""

from __future__ import annotations

from reflexion.detectors.command import SETUP, parse, writes
from reflexion.text import starts_word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.detect import Failure
    from reflexion.detectors.command import Command, Segment
    from reflexion.learn.episodes import Attempt, Episode

LESSON, PROBE, ENVIRONMENT, TASK = "lesson", "probe", "environment", "task"
UNFIXED_TASK = "unfixed-task"  # the work in progress with no fix found: kept no more than a probe is
# What an earlier failure of the same intent left behind (git's unfinished merge after a failed pull): that
# failure's consequence, which its own entry already tells. Kept no more than a probe is.
AFTERMATH = "aftermath"
NOT_KEPT = frozenset({PROBE, UNFIXED_TASK, AFTERMATH})  # triages that make no entry, shared or local
MISSING_COMMAND = "missing-command"
# Tools that run a command on another host or in a container: a program missing there is no trouble of
# this machine's, but a lesson about that host (BusyBox's `ash: hostname: not found` on a router).
REMOTE_TOOLS = frozenset({"ssh", "docker", "podman", "kubectl"})
# Kinds that stay true of the machine (a fix that worked keeps working); the others pass with time.
STABLE_KINDS = frozenset({MISSING_COMMAND, "sudo-terminal"})
# One entry whichever program met it, found by what it is about (the program named), not by that program.
MACHINE_WIDE = {"shell-start": "", "sudo-terminal": "sudo", "resources": ""}
PATH_LOST = "path-lost"
# true of one moment on one machine: they pass
MOMENT_KINDS = frozenset({"network", "lock", "timeout", PATH_LOST})
# Programs every POSIX system has (coreutils, grep, sed, awk, find): a shell that cannot find one lost its
# PATH (the line's own `export PATH=…`, a broken profile) — the moment's trouble, not a program to install.
# So with PowerShell's own modules (`Microsoft.PowerShell.Security`) that will not autoload: the module path
# it was started with (Git Bash passing PowerShell 7's PSModulePath to Windows PowerShell).
CORE_PROGRAMS = frozenset(
    {"head", "tail", "cat", "ls", "cp", "mv", "rm", "mkdir", "rmdir", "touch", "chmod", "ln", "sort", "uniq",
     "wc", "cut", "tr", "tee", "env", "dirname", "basename", "date", "sleep", "grep", "sed", "awk", "find",
     "xargs", "uname", "mktemp", "readlink", "od", "expr", "seq", "id", "stat", "du", "df"}
)  # fmt: skip
WINDOWS_START_FAILED = 3221225794  # 0xC0000142: a Windows process (Git Bash's shell) could not start

# Failures that are never the machine's or the moment's, whatever else the output shows: ssh refusing a
# host whose key changed (the `|| ssh other-name` fallback after it may well fail to resolve).
_NEVER_THE_MACHINE = ("host key verification failed", "remote host identification has changed")
# (kind of environment problem, lower-case needles of its output)
ENVIRONMENT_KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "shell-start",
        (
            "command failed: cygpath",
            "fork: resource temporarily unavailable",
            "couldn't create signal pipe",
        ),
    ),
    (
        "network",
        (
            "could not resolve host",
            "temporary failure in name resolution",
            "name or service not known",
            "nodename nor servname",
            "getaddrinfo",
            "enotfound",
            "eai_again",
            "network is unreachable",
            "no route to host",
            "failedtoopensocket",
            "connectionrefused downloading",
            "network request to",
            "no servers could be reached",
            "could not connect to server",
            "couldn't connect to",  # curl's server, the 1Password CLI's desktop app, a daemon not running
            "cannot connect to the docker daemon",
            "tls handshake timeout",
            "ssl_error_syscall",
            "econnreset",
            "etimedout",
            "unable to access 'http",
            "failed to connect to",
            "connection timed out",
            "operation timed out",
            "network error",
            "socket hang up",
            # a download that timed out or was cut, in each package manager's and build tool's words:
            # libcurl's own (cargo `[28] Timeout was reached`, curl's codes 6/7/28/35/56), Go, the JVM
            # (gradle, maven), Ruby (bundler, gem), apt, npm and yarn, docker, .NET, Erlang (hex)
            "timeout was reached",
            "couldn't resolve host",
            "ssl connect error",
            "failure when receiving data from the peer",
            "recv failure:",
            "connection reset by peer",
            "curl 56 ",
            "i/o timeout",
            "server misbehaving",
            "no such host",
            "read timed out",
            "connect timed out",
            "readtimeouterror",
            "connecttimeouterror",
            "sockettimeoutexception",
            "unknownhostexception",
            "unknown host ",
            "execution expired",
            "net::opentimeout",
            "net::readtimeout",
            "temporary failure resolving",
            "connection failed [ip:",
            "err_socket_timeout",
            "socket timeout",
            "esockettimedout",
            "client.timeout exceeded",
            "request canceled while waiting for connection",
            "unable to read data from the transport connection",
            "failed_connect",
        ),
    ),
    (
        "lock",
        (
            "index.lock",
            "could not get lock",
            "database is locked",
            "has already locked",
            "is locked by another",
            "another process",
            "waiting for cache lock",
            "resource busy",
            "text file busy",
            "lock file exists",
        ),
    ),
    ("timeout", ("command timed out", "timed out after", "deadline exceeded")),
    (
        "sudo-terminal",
        (
            "a terminal is required to read the password",
            "sudo: a password is required",
            "no tty present",
            "sudo: no askpass",
        ),
    ),
    (
        "resources",
        ("no space left on device", "cannot allocate memory", "out of memory", "too many open files"),
    ),
)
# The output of a search or a query that found nothing says so in one of these ways.
_NOTHING_FOUND = (
    "no such file",
    "not found",
    "no matches found",
    "does not exist",
    "cannot access",
    "no such process",
    "not set",
    "no such key",
    "unable to find",
    "is not a valid",
    "not a directory",
    "permission denied",
)
# A command that had nothing to do says so; exiting non-zero for it is an answer, not a failure.
_NOTHING_TO_DO = (
    "nothing to commit",
    "nothing added to commit",
    "no changes added to commit",
    "already up to date",
    "already up-to-date",
    "nothing to do",
)
# Subcommands and tools that only ask: a non-zero exit from them is an answer ("logged out", "not set").
_QUERY_SUBS = frozenset(
    {"status", "show", "list", "ls", "info", "read", "view", "describe", "inspect", "whoami", "version"}
)
_QUERY_TOOLS = frozenset({"ping", "defaults", "lsof", "netstat", "ss", "sw_vers"})
_PROGRAM_CHECKS = frozenset({"type", "which", "command", "whereis", "hash", "where"})
# Viewers that act rather than look: `open x` failing because x is not there is a wrong path, not an answer.
_LAUNCHERS = frozenset({"open", "xdg-open", "start"})
_READ_VERBS = frozenset(
    {"get", "test", "select", "where", "measure", "format", "sort", "out", "write", "resolve", "find",
     "search", "show", "compare", "group", "convertto", "convertfrom", "foreach"}
)  # fmt: skip
# Commands that check, build or run the project's own code: their failures are often the work itself.
_CHECKERS = frozenset(
    {
        "pytest", "jest", "vitest", "mocha", "ava", "tap", "karma", "playwright", "cypress", "rspec",
        "phpunit", "tsc", "eslint", "ruff", "mypy", "pyright", "flake8", "pylint", "black", "prettier",
        "rubocop", "credo", "dialyzer", "clippy", "gcc", "g++", "clang", "clang++", "rustc", "javac",
        "kotlinc", "swiftc", "go", "cargo", "mix", "make", "cmake", "ninja", "gradle", "mvn", "swift",
        "dotnet", "xcodebuild", "zig", "deno", "bun", "npm", "pnpm", "yarn", "node", "python", "tox",
        "nox", "elixir", "iex", "ruby", "rake", "bundle", "stack", "cabal", "ghc", "dune", "sbt", "lein",
    }
)  # fmt: skip
_CHECK_VERBS = frozenset(
    {
        "test", "tests", "build", "check", "lint", "typecheck", "type-check", "compile", "vet", "clippy",
        "credo", "dialyzer", "format", "fmt", "run", "exec", "spec", "e2e", "ci", "verify", "tsc", "",
    }
)  # fmt: skip
# How a failed assertion reads, in the runners of the corpus and beyond (ExUnit, pytest, jest, go, rust).
_ASSERTIONS = (
    "assertion with",
    "assertionerror",
    "assert ",
    "expected:",
    "expect(",
    "assertion failed",
    "assert_eq!",
    "test failed",
    "--- fail:",
)
# Files whose edit changes how the project is set up, not the code being worked on.
_SETUP_FILES = (
    "package.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock", "mix.exs", "mix.lock",
    "pyproject.toml", "setup.py", "setup.cfg", "requirements", "pipfile", "poetry.lock", "cargo.toml",
    "go.mod", "go.sum", "gemfile", "build.gradle", "pom.xml", "tsconfig", "jsconfig", ".eslintrc",
    "eslint.config", ".prettierrc", "babel.config", "vite.config", "vitest.config", "jest.config",
    "webpack.config", "next.config", "tailwind.config", "postcss.config", "makefile", "dockerfile",
    "docker-compose", "compose.yaml", "compose.yml", ".env", ".gitignore", ".gitattributes",
    ".pre-commit-config", ".tool-versions", ".nvmrc", ".python-version", "conftest.py", "test_helper",
    "spec_helper", "jest.setup", "vitest.setup", "setup_test", "/support/", "/config/", "config.exs",
    "runtime.exs", ".toml", ".ini", ".cfg", ".yml", ".yaml", "package.swift",
)  # fmt: skip
_EXPECTED = (
    "as expected",
    "expected to fail",
    "fails as expected",
    "failing as expected",
    "expected failure",
    "red phase",
    "test fails first",
    "tests fail first",
    "now let's make it pass",
    "now implement",
    "now let me implement",
)


# Tools that only ask the network a question (is it up, what does this name resolve to): their failure is
# the answer, when it reads as one (below) rather than a wrong invocation.
_NETWORK_CHECKS = frozenset(
    {"ping", "ping6", "fping", "arping", "dig", "nslookup", "host", "drill", "kdig", "traceroute", "tracert",
     "tracepath", "mtr", "resolve-dnsname", "test-connection", "test-netconnection"}
)  # fmt: skip
_NETWORK_ANSWERS = (
    "timed out", "timeout period expired", "refused", "can't find", "no servers could be reached",
    "unreachable", "nxdomain", "servfail", "packet loss", "could not resolve", "unknown host",
    "no such host", "name or service not known", "nodename nor servname", "non-existent domain",
    "transmit failed", "no answer",
)  # fmt: skip


# A wrong invocation, or the way to the host failing (ssh, kubectl exec): the check never asked.
_NOT_ANSWERS = (
    "usage:", "invalid option", "unrecognized option", "unknown option", "illegal option", "ssh: ",
    "unable to upgrade connection", "error from server",
)  # fmt: skip


def network_answer(command: str, output: str) -> bool:
    """A network check (`ping`, `dig`, `nslookup`, PowerShell's `Resolve-DnsName`, also over ssh) whose
    output is the network's answer — no reply, refused, no such name — not a wrong invocation (`Usage:
    nslookup …`)."""
    low = output.lower()
    if any(w in low for w in _NOT_ANSWERS) or not any(a in low for a in _NETWORK_ANSWERS):
        return False  # most failures: decided without reading the command
    from reflexion.detectors.command import inner_command

    parsed = parse(command)
    primary = parsed.primary
    fell_back = [s for s in parsed.segments[:-1] if s.op == "||"]
    if primary is not None and primary.tool in ("echo", "printf") and fell_back:
        primary = fell_back[-1]  # `ping x || echo "unreachable"`: the message says what the check found
    inner = inner_command(primary) if primary is not None else ""
    if inner:  # `ssh router "nslookup x"`: the check ran there
        primary = parse(inner).primary
    if primary is None:
        return False
    if primary.tool not in ("powershell", "pwsh"):
        return primary.tool in _NETWORK_CHECKS
    script = " ".join(primary.words[1:]).split()
    cmdlets = {w.strip("({;'\"").lower() for w in script if _is_cmdlet(w)}
    return bool(cmdlets) and cmdlets <= (_NETWORK_CHECKS | {"out-null", "select-object", "format-table"})


def triage(attempt: Attempt, episode: Episode) -> tuple[str, str]:
    """(kind, reason) for one failed call, given its episode so far."""
    text = attempt.text.lower()
    if attempt.failure is not None and network_answer(attempt.command, attempt.text):
        return PROBE, "a network check: no reply or no such name is its answer"
    kind = environment_kind(attempt.text, attempt.failure.exit_code if attempt.failure else None)
    elsewhere = kind == MISSING_COMMAND and attempt.failure and missing_elsewhere(attempt.failure, text)
    if kind and not elsewhere:
        return ENVIRONMENT, kind
    if attempt.failure is None:
        return PROBE, "no failure in its output (an answer, not an error)"
    command = parse(attempt.command)
    if episode.prompt:
        return LESSON, "the user corrected it"
    from reflexion.learn.causes import shell_cause

    if shell_cause(attempt.command, attempt.text):  # whatever the line guarded against, it never ran
        return LESSON, "the calling shell garbled the command before it ran"
    if any(n in attempt.failure.trigger.lower() for n in _NOTHING_TO_DO):
        return PROBE, "nothing to do: the state was already as wanted"
    if _left_behind(episode, text):
        return AFTERMATH, "the state an earlier failure of the same intent left behind"
    if _failed_cd(text):
        return LESSON, "a directory the agent expected is not there"
    if _guarded(command, attempt.command, text):
        return PROBE, "a guarded check: the command expected it might fail"
    if _remote_answer(command, attempt.failure.exit_code, text):
        return PROBE, "a search on a remote host that found nothing"
    if _is_query(command, text):
        return PROBE, "a search or an existence check that found nothing"
    from reflexion.learn.asked import asks_about_itself, guessed_name, reported_findings  # the learner's

    if asks_about_itself(command):
        return PROBE, "it only asked a program its version or usage: a flag it lacks is the answer"
    if episode.fix is None and len(episode.attempts) == 1 and guessed_name(attempt.command, text):
        return PROBE, "a subcommand or cmdlet the agent guessed does not exist, and it moved on"
    if reported_findings(attempt.command, f"{attempt.failure.trigger}\n{text}"):  # the text may be cut
        return TASK, "a scan ran and reported its findings: the state being worked on"
    if _is_task(attempt, episode, command):
        return TASK, "the work in progress: its own code was edited and the same check rerun"
    if asserted(attempt.failure.trigger) and (
        episode.fix is None or not (episode.setup or _setup_edits(episode))
    ):
        return TASK, "a test's assertion failed: the code under test is the work"
    return LESSON, "a failure worth remembering"


# How a program refuses because an operation it started earlier was left half-done (lower-case).
_HALF_DONE = (
    "you have not concluded your merge", "unfinished merge", "merge_head exists", "you are in the middle of",
    "already in progress", "rebase-merge directory", "rebase-apply directory", "you have unmerged",
    "because you have unmerged files", "dpkg was interrupted",
)  # fmt: skip


def _left_behind(episode: Episode, text: str) -> bool:
    """The failure is a refusal over an operation left half-done, and the same intent failed differently
    just before (its episode continues that one's chain): the earlier failure left it so. At the start of a
    chain it is a lesson of its own (a merge the user left open)."""
    return episode.chain != episode.attempts[0].call and any(m in text for m in _HALF_DONE)


def triage_alone(command: str, output: str, failure: Failure) -> tuple[str, str]:
    """Triage from one event alone, for the live hook: nothing of the episode is known yet, so only what
    the event itself proves is used — a guarded check or a remote search is a probe, the machine's trouble
    is environment, anything else is counted as a lesson until the episode says more."""
    if network_answer(command, output):
        return PROBE, "a network check: no reply or no such name is its answer"
    kind = environment_kind(output, failure.exit_code)
    if kind and not (kind == MISSING_COMMAND and missing_elsewhere(failure, output)):
        return ENVIRONMENT, kind
    parsed = parse(command)
    if _guarded(parsed, command, output) or _remote_answer(parsed, failure.exit_code, output):
        return PROBE, "a guarded check or a remote search"
    return LESSON, "counted live; the episode may say more"


def answer_like(command: str, output: str, exit_code: int | None) -> bool:
    """The call reads as a check that found nothing: guarded, a search on a remote host, an existence
    check or a search that came back empty."""
    parsed = parse(command)
    text = output.lower()
    guarded = _guarded(parsed, command, text)
    return guarded or _remote_answer(parsed, exit_code, text) or _is_query(parsed, text)


def failure_signature(failure: Failure, output: str, command: str = "") -> str:
    """The signature an entry for this failure holds: one per kind of environment problem (whatever the
    host, the path or the moment; a missing program is a kind of its own), one per cause that many
    messages share (learn/causes.py: the calling shell's garbling, a BusyBox host), else the failure's own."""
    from reflexion.signature import signature
    from reflexion.text import digest

    kind = environment_kind(output, failure.exit_code)
    if not kind or (kind == MISSING_COMMAND and missing_elsewhere(failure, output)):
        from reflexion.learn.causes import cause_of

        cause = cause_of(command, output) if command else ""
        # a program another host lacks: that host's lesson, not this machine's
        return digest(f"cause\n{cause}") if cause else signature(failure)
    if kind == MISSING_COMMAND:
        kind += ":" + (missing_program(output) or failure.tool)
    elif kind not in MACHINE_WIDE:  # the network seen by npm and by psql: two problems to tell apart;
        from reflexion.learn.intent import FAMILIES  # seen by npm and by bun: one (the JS registry)

        kind += ":" + FAMILIES.get(failure.tool, failure.tool)
    return digest(f"environment\n{kind}")


def shared(kind: str, output: str, exit_code: int | None) -> bool:
    """Whether a failure of this triage teaches the team something (a committed entry): a lesson, the
    machine's lasting trouble; not the work in progress nor the moment's (the network down, a lock held, a
    timeout), which the project's local state keeps (store.unshared_store)."""
    if kind == TASK:
        return False
    return kind != ENVIRONMENT or environment_kind(output, exit_code) not in MOMENT_KINDS


def stable_fix(output: str, exit_code: int | None, episode: Episode) -> bool:
    """An environment failure an episode's changed command fixed for good: a missing program swapped for
    one that exists (`python` -> `python3`), sudo run another way, or handed over to the user."""
    from reflexion.entry import HANDOVER
    from reflexion.learn.intent import CHANGED, intent

    kind = environment_kind(output, exit_code)
    fix = episode.fix or {}
    if kind == "sudo-terminal" and fix.get("relation") == HANDOVER:
        return True  # sudo cannot ask here, wherever it runs: the user runs it, every time
    if kind not in STABLE_KINDS or fix.get("relation") != CHANGED:
        return False
    if kind == MISSING_COMMAND:
        failed = intent(episode.last.command)
        missing = missing_program(output)
        return failed is not None and bool(missing) and failed.segment.tool == missing  # the one to run
    return True


# What a failure says when only a person can get past it: a password, a PIN, root, a terminal to type in.
# (Whole phrases only: "password" alone is in `test_password_reset` and in a wrong password, which the agent
# can fix; these say that nobody but a person at a terminal could have answered.)
_NEEDS_A_PERSON = (
    "requires root privileges", "root privileges are required", "must be run as root", "must be root",
    "are you root", "not a tty", "no tty present", "inappropriate ioctl for device",
    "terminal prompts disabled", "enter passphrase", "needs a terminal", "non tty", "non-tty",
    "must be run from a terminal", "interactive login",
)  # fmt: skip


def needs_a_person(output: str, exit_code: int | None = None) -> bool:
    """The failure wanted something only the user can give: sudo's password with no terminal to ask in,
    root, a passphrase, an interactive prompt."""
    if environment_kind(output, exit_code) == "sudo-terminal":
        return True
    low = output.lower()
    return any(starts_word(low, needle) for needle in _NEEDS_A_PERSON)


def missing_elsewhere(failure: Failure, output: str) -> bool:
    """The program missing is missing on the host or in the container `ssh`/`docker exec` ran it in (not
    `docker` itself missing here)."""
    return failure.tool in REMOTE_TOOLS and missing_program(output) != failure.tool


# How cmd.exe and fish say it (lower-case): the program is missing, whatever the shell's words.
_NOT_A_COMMAND = "is not recognized as an internal or external command"
_FISH_UNKNOWN = "fish: unknown command: "


def missing_program(output: str) -> str:
    """The program a shell says it cannot find: `x: command not found`, `command not found: x`,
    `sh: x: not found`, cmd.exe's `'x' is not recognized as an internal or external command`, fish's
    `fish: Unknown command: x`."""
    from reflexion.detectors.command import tool_name

    for line in output.splitlines():
        low = line.strip()
        if "command not found: " in low:
            return tool_name(low.rsplit("command not found: ", 1)[1].split()[0])
        if _NOT_A_COMMAND in low.lower() and low.startswith(("'", '"')):
            return tool_name(low[1:].split(low[0], 1)[0])
        if low.lower().startswith(_FISH_UNKNOWN):
            return tool_name(low[len(_FISH_UNKNOWN) :].split()[0].strip("'\""))
        for marker in (": command not found", ": not found"):
            if low.endswith(marker):
                return tool_name(low[: -len(marker)].rsplit(":", 1)[-1].strip().split()[-1])
    return ""


# How a test runner names a test or says what it expected (lower-case): pytest's ids, go's `want`, rspec's
_TEST_TALK = ("::test", "test_", "assert", "expected", "expect(", " want ", " want:", "got:", " should ")
_TEST_OPENERS = ("--- fail", "failure/error", "rspec ")


def _talks_of_a_test(line: str) -> bool:
    return any(starts_word(line, t) for t in _TEST_TALK) or line.lstrip().startswith(_TEST_OPENERS)


def environment_kind(text: str, exit_code: int | None = None) -> str:
    """The kind of machine or moment problem the output shows ("" when it shows none)."""
    from reflexion.detect import is_noise

    low = text.lower()
    if low.lstrip().startswith("command failed:") and "exit code" not in low[:40]:
        return "shell-start"  # Claude Code could not start the shell at all
    lines = [ln for ln in low.splitlines() if ln.strip() and not ln.startswith("exit code")]
    kept = [ln for ln in lines if not is_noise(ln)]
    if lines and not kept and any("cygheap" in ln or "fork" in ln for ln in lines):
        return "shell-start"  # only Git Bash's fork failures: the command itself never ran
    if exit_code == 127 and any("child_copy" in ln for ln in lines):
        # a program "not found" after the shell's children died: the script that was to find it (VS Code's
        # `code`, whose `dirname` could not fork) computed a wrong path — the fork failure, not the program
        return "shell-start"
    # a test's name or what it expected says what the project's code does ("test_retry_on_ReadTimeoutError",
    # `want "i/o timeout"`), not what befell the machine
    low = "\n".join(ln for ln in kept if not _talks_of_a_test(ln))
    if any(m in low for m in _NEVER_THE_MACHINE) or _port_in_host_name(low):
        return ""  # what failed was this, whatever a fallback (`|| ssh other-name`) printed after it
    for kind, needles in ENVIRONMENT_KINDS:
        if any(starts_word(low, n) for n in needles):
            return kind
    if exit_code == 124 or (exit_code == 143 and "timed out" in low):
        return "timeout"
    if exit_code == WINDOWS_START_FAILED or f"exit code {WINDOWS_START_FAILED}" in low[:40]:
        return "shell-start"
    if exit_code == 127 or "command not found" in low or _NOT_A_COMMAND in low or _FISH_UNKNOWN in low:
        return PATH_LOST if _core_program_lost(low) else MISSING_COMMAND
    own_module = "in the module 'microsoft.powershell." in low
    if own_module and "module could not be loaded" in " ".join(low.split()):
        return PATH_LOST  # PowerShell's own module would not load: its module path (PSModulePath) was lost
    return ""


def _core_program_lost(low: str) -> bool:
    """The shell found no program every system has, looked up by its bare name (`head`, not `./head`)."""
    program = missing_program(low)
    return program in CORE_PROGRAMS and (f" {program}: " in f" {low}" or f"not found: {program}" in low)


def _port_in_host_name(low: str) -> bool:
    """`ssh: Could not resolve hostname host:2222`: the port was written into the host's name (ssh takes
    `-p 2222`) — a wrong invocation, not the network."""
    at = low.find("could not resolve hostname ")
    if at < 0:
        return False
    name = low[at + len("could not resolve hostname ") :].split(": ", 1)[0].split()[0:1]
    host, colon, port = (name[0] if name else "").rpartition(":")
    return bool(host and colon and port.isdigit()) and ":" not in host  # not an IPv6 address


def _guarded(command: Command, line: str, output: str) -> bool:
    """`x 2>/dev/null || echo none`, PowerShell's `-ErrorAction SilentlyContinue` on a command that only
    reads: the command itself anticipated the failure."""
    low = line.lower()
    powershell = "silentlycontinue" in low or "2>$null" in low or "-ea 0" in low
    if powershell and any(_powershell_query(s) for s in command.segments):
        return True
    if "/dev/null" not in low and not powershell:
        return False
    ops = [s.op for s in command.segments]
    return "||" in ops or not _body(output, command).strip()


def _remote_answer(command: Command, exit_code: int | None, output: str) -> bool:
    """`ssh host "… | grep x"` exiting 1 with nothing to say: the remote search found nothing (also when
    earlier parts of the line printed and the search after the last `echo '---'` printed nothing)."""
    from reflexion.detectors.command import echoed, inner_command

    primary = command.primary
    if primary is None or exit_code != 1:
        return False
    said = [line.strip() for line in _body(output).split("\n") if line.strip()]
    if said and said[-1] not in {line.lower() for line in echoed(command)}:
        return False
    inner = inner_command(primary)
    if not inner:
        return False
    last = parse(inner).segments[-1:] if parse(inner).segments else ()
    return bool(last) and (last[0].viewer or last[0].tool in ("test", "[", "pgrep", "pidof"))


def _powershell_query(segment: Segment) -> bool:
    """`powershell -Command "Get-Item … | Select-Object …"`: every cmdlet only reads."""
    if segment.tool not in ("powershell", "pwsh"):
        return False
    cmdlets = [w for w in " ".join(segment.words[1:]).replace("|", " ").split() if _is_cmdlet(w)]
    return bool(cmdlets) and all(c.split("-", 1)[0].lower() in _READ_VERBS for c in cmdlets)


def _is_cmdlet(word: str) -> bool:
    verb, dash, noun = word.strip("({;'\"").partition("-")
    return bool(dash) and verb.isalpha() and verb[:1].isupper() and noun[:1].isupper()


# What a command says when it ran in the wrong directory (and a `cd` to the right one fixes it).
_WRONG_PLACE = (
    "not a git repository", "could not find a mix.exs", "could not find `cargo.toml`",
    "go.mod file not found", "no configuration file provided", "could not read package.json",
)  # fmt: skip


def wrong_place(output: str) -> bool:
    """The command ran in the wrong directory: its own `cd` failed, or it found no project there."""
    low = output.lower()
    no_project = "enoent: no such file or directory, open" in low and "package.json" in low
    return _failed_cd(output) or no_project or any(marker in low for marker in _WRONG_PLACE)


def _failed_cd(output: str) -> bool:
    """The line's `cd` itself failed: the agent assumed a directory that is not there."""
    low = output.lower()
    return ("cd:" in low or "cd " in low[:20]) and ("no such file" in low or "not a directory" in low)


def _body(output: str, command: Command | None = None) -> str:
    """The output without Claude Code's `Exit code N` line, the lines printed around any message (a fork
    retry, ssh's banner) and the lines the command echoes itself (`echo '---'`)."""
    from reflexion.detect import is_noise
    from reflexion.detectors.command import echoed

    own = {line.lower() for line in echoed(command)} if command is not None else set()
    low = output.lower().lstrip()
    low = low.partition("\n")[2] if low.startswith("exit code") else low
    return "\n".join(line for line in low.split("\n") if not is_noise(line) and line.strip() not in own)


def _is_query(command: Command, text: str) -> bool:
    """Only looks (ls, grep, which, git status, a query over ssh) and got "nothing there" or no output."""
    work = [s for s in command.segments if s.tool not in SETUP]
    if not work:
        return False
    if writes(command):
        return False
    looks = all(
        (s.viewer and s.tool not in _LAUNCHERS)
        or s.sub in _QUERY_SUBS
        or s.tool in _QUERY_TOOLS
        or _powershell_query(s)
        for s in work
    )
    if not looks:
        return False
    body = _body(text, command).strip()
    asks_for_program = any(s.tool in _PROGRAM_CHECKS for s in work)  # `type x`: "x: not found" answers
    if (missing_program(body) and not asks_for_program) or "permission denied (publickey" in body:
        return False  # the program is not there (`sh: pgrep: not found`), ssh let nobody in: no search ran
    if not body or body in ("error", "failed") or any(n in body for n in _NOTHING_FOUND):
        return True
    # a status or a reachability check answers in a line or two ("Logged out.", "Request timed out.")
    asks = all(s.sub in _QUERY_SUBS or s.tool in _QUERY_TOOLS for s in work)
    return asks and len(body.splitlines()) <= 3


def _is_task(attempt: Attempt, episode: Episode, command: Command) -> bool:
    """A check of the project's own code that the agent answered by editing that code; or any command the
    agent got past only by editing its own code (not the project's setup)."""
    from reflexion.learn.intent import RERUN  # here: the live hook's triage_alone needs no intent

    code_edits = [e for e in episode.edits if not is_setup_file(e.get("path", ""))]
    if (
        episode.fix is not None
        and episode.fix.get("relation") == RERUN
        and code_edits
        and len(code_edits) == len(episode.edits)
        and not episode.setup
    ):
        return True
    if _names_edited_code(attempt.failure.trigger if attempt.failure else "", episode):
        return True
    primary = command.primary
    if primary is None or primary.tool not in _CHECKERS:
        return False
    if _checked_files_tried(command, episode):
        return True
    if primary.tool in ("npm", "pnpm", "yarn", "bun", "go", "cargo", "mix", "swift", "dotnet") and (
        primary.sub not in _CHECK_VERBS
    ):
        return False
    words = " ".join(episode.words).lower()
    if any(e in words for e in _EXPECTED):
        return True
    setup_edits = [e for e in episode.edits if is_setup_file(e.get("path", ""))]
    if setup_edits or episode.setup:
        return False  # the project's setup was changed: how to get it to run is worth remembering
    if episode.fix is not None and episode.fix.get("relation") != RERUN:
        return False  # it ran once invoked differently: a lesson about how to run it
    return bool(code_edits)


def _names_edited_code(trigger: str, episode: Episode) -> bool:
    """The error is located in a file of the project's own code that the agent then edits (a type error
    at `lib/x.ex:57`, a lint on `src/a.ts`): the code being worked on, not how to run anything."""
    from reflexion.learn.intent import RERUN

    edited = [*episode.tried, *(e.get("path", "") for e in episode.edits)]
    if not edited or episode.setup or any(is_setup_file(p) for p in edited):
        return False
    if episode.fix is not None and episode.fix.get("relation") != RERUN and _run_differently(episode):
        return False  # an option added, a setup step on the line: how to run it is the lesson
    first = trigger.split("\n", 1)[0]
    named = {w.split(":", 1)[0].strip("'\"()[],") for w in first.split() if "/" in w and "." in w}
    named = {n for n in named if n.rsplit(".", 1)[-1].isalnum() and not is_setup_file(n)}
    return any(p.replace("\\", "/").endswith("/" + n.removeprefix("./")) for n in named for p in edited)


def _checked_files_tried(command: Command, episode: Episode) -> bool:
    """A check run on files of the project's own code that the agent edited before running the same check
    again (`mix credo lib/a.ex` fails, `lib/a.ex` is edited, the check fails or passes anew): those files
    are the work, whatever else the session did meanwhile — unless running it differently got it past."""
    from reflexion.learn.intent import RERUN

    if episode.fix is not None and episode.fix.get("relation") != RERUN and _run_differently(episode):
        return False
    primary = command.primary
    named = [w for w in (primary.words[1:] if primary else ()) if not w.startswith("-") and "." in w]
    named = [w.replace("\\", "/").removeprefix("./") for w in named if "/" in w and not is_setup_file(w)]
    tried = [p.replace("\\", "/") for p in episode.tried]
    return any(p == n or p.endswith("/" + n) for n in named for p in tried)


def _run_differently(episode: Episode) -> bool:
    """The closing run added an option to the command that failed, or a setup step before it (`go get x &&
    go run …`): not merely other files staged or a bypass dropped."""
    from reflexion.learn.intent import intent, setup_step

    fix = episode.fix or {}
    old, new = intent(episode.last.command), intent(str(fix.get("command", "")))
    if old is None or new is None:
        return True
    added = {f for f in new.flags if f.startswith("-")} - set(old.flags)  # options, not their values
    return bool(added) or setup_step(old.before, new.before) is not None


def asserted(trigger: str) -> bool:
    """The error is a test's assertion, not a setup problem (a missing module, a wrong invocation)."""
    first = trigger.split("\n", 1)[0].lower()
    return any(marker in first for marker in _ASSERTIONS)


def _setup_edits(episode: Episode) -> list[dict[str, str]]:
    return [e for e in episode.edits if is_setup_file(e.get("path", ""))]


def is_setup_file(path: str) -> bool:
    low = path.replace("\\", "/").lower()
    name = low.rsplit("/", 1)[-1]
    return any(marker in (low if "/" in marker else name) for marker in _SETUP_FILES)
