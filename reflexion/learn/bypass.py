"""Pure: does a command line get past a check instead of fixing what it found (a bypass)? A bypass is never
taught as a fix, nor made a rule (SPEC §7): fix attribution stores it flagged, for a person to see."""

from __future__ import annotations

from reflexion.detectors.command import parse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from reflexion.detectors.command import Segment

# What makes a command a bypass, by class: it turns a check off (a test, a lint rule, a hook, a lock, a
# certificate or host key check, a signature), leaves the part that failed out of the run, makes the line
# succeed whatever happened (`|| true`, `set +e`), or widens permissions (a world-writable file, a system
# socket given to the user, a privileged container). Not bypasses, on purpose: options that relax what
# counts as compatible or regenerate a lock file (`--legacy-peer-deps`, `--ignore-engines`,
# `--ignore-platform-reqs`, `--no-frozen-lockfile`, `--skipLibCheck`): in a project they are often the honest
# fix, and they switch off no verification of the code nor any safety.
_BYPASS_FLAGS = frozenset(
    {
        "--no-verify",
        "--no-gpg-sign",
        "--force",
        "--force-with-lease",
        "--no-check-certificate",
        "--insecure",
        "--skip-checks",
        "--no-checks",
        "--exit-zero",
        "--skip-tests",
        "-DskipTests",
        "--ignore-scripts",  # the package's install scripts skipped: it installs, and may not work
        "--disable-hooks",
        "--no-hooks",
        "--break-system-packages",
        "--deselect",
        "--privileged",  # a container with the host's devices and every capability
        "--unsafe-perm",
        "--ignore-errors",  # mypy's errors of a module not reported; rsync deleting whatever failed
    }
)
# Words in an option's or a variable's name that name a check (`--no-verify-ssl`, `-lock=false`,
# `--skip-tls-verify`, `GIT_SSL_NO_VERIFY=1`); a name ending in `lint`, `check` or `checks` names one too
# (`--no-typecheck`, `DISABLE_ESLINT_PLUGIN`).
_CHECKS = frozenset(
    {"verify", "verification", "check", "checks", "checking", "test", "tests", "lint", "hook", "hooks",
     "validate", "validation", "ssl", "tls", "cert", "certs", "certificate", "certificates", "lock",
     "locking", "strict", "sandbox", "signature", "signatures", "gpg", "integrity", "preflight", "vet"}
)  # fmt: skip
_LOCKS = frozenset({"lock", "locking"})
_SAYS_NO = frozenset({"no", "skip", "disable", "without", "ignore", "bypass"})  # `--no-…`, `--skip-…`
# Words that make a name a way round a check whatever it names: `--insecure-skip-tls-verify`,
# `--trusted-host`, `-Dmaven.wagon.http.ssl.allowall=true`, `--dangerously-skip-permissions`.
_UNSAFE = frozenset({"insecure", "trusted", "allowall", "dangerously", "unconfined"})
_OFF = frozenset({"false", "0", "no", "off", "none", "disable", "disabled"})
# Options that leave part of a check out of the run, by the tool (and subcommand, "" for any) they are given
# to: the part that failed goes unchecked (`pytest --ignore=x`, `gradle build -x test`, `ruff --ignore E501`).
_LEAVES_OUT: dict[tuple[str, str], tuple[str, ...]] = {
    ("pytest", ""): ("--ignore", "--ignore-glob", "--deselect"),
    ("gradle", ""): ("-x", "--exclude-task"),
    ("ruff", ""): ("--ignore", "--extend-ignore"),
    ("flake8", ""): ("--ignore", "--extend-ignore"),
    ("pycodestyle", ""): ("--ignore",),
    ("pylint", ""): ("--disable",),
    ("mypy", ""): ("--disable-error-code", "--ignore-missing-imports"),
    ("golangci-lint", ""): ("--disable", "-D", "--disable-all"),
    ("shellcheck", ""): ("--exclude", "-e"),
    ("rubocop", ""): ("--except",),
    ("eslint", ""): ("--no-eslintrc",),
    ("jest", ""): ("--testPathIgnorePatterns",),
    ("yarn", "test"): ("--testPathIgnorePatterns",),
    ("npm", "test"): ("--testPathIgnorePatterns",),
    ("pnpm", "test"): ("--testPathIgnorePatterns",),
    ("vitest", ""): ("--exclude",),
    ("playwright", ""): ("--grep-invert",),
    ("phpunit", ""): ("--exclude-group",),
    ("pest", ""): ("--exclude-group",),
    ("tsc", ""): ("--noCheck",),
    ("go", "test"): ("-skip",),
    ("cargo", "test"): ("--skip",),
    ("cargo", "clippy"): ("-A", "--allow"),
}
# Package-script runners and the verbs that run a script or a package's program: `yarn jest`, `yarn run jest`,
# `npm run test -- …`, `npm exec -- vitest`, `pnpm vitest`, `composer test -- …` (parse already sees
# through `npx`, `pnpm exec`, `bundle exec`, `poetry run`, `uv run`).
_SCRIPT_RUNNERS = frozenset({"npm", "yarn", "pnpm", "bun", "composer"})
_SCRIPT_VERBS = frozenset({"run", "run-script", "exec", "x", "dlx"})
# The runners a project's script may stand for, by the script runner: a script named for a check (`test`,
# `test:unit`, `lint`, `e2e`) passes what follows it to one of them, whichever it is.
_BEHIND_SCRIPTS = {"composer": ("phpunit",)}
_JS_CHECKS = ("jest", "vitest", "playwright", "eslint", "tsc")
_CHECK_SCRIPTS = ("test", "spec", "e2e", "lint", "check", "type")
# the others take a value
_FLAGS_ALONE = frozenset({"--ignore-missing-imports", "--no-eslintrc", "--noCheck", "--disable-all"})
# A bar lowered to nothing: a coverage floor of 0 (`--cov-fail-under=0`, `coverage report --fail-under 0`),
# an analyser's laxest level (`phpstan analyse --level=0`, `psalm --error-level=8`).
_FLOORS = ("fail-under", "fail_under")
_NOTHING = frozenset({"0", "0.0", "0%"})
_LAXEST: dict[str, tuple[tuple[str, ...], str]] = {
    "phpstan": (("--level", "-l"), "0"),
    "psalm": (("--error-level",), "8"),
}
# Options that leave a part out only with a negated value: `dotnet test --filter "Name!=X"`, `rspec --tag
# ~slow`, `mvn test -Dtest='!OrderTest'` (a filter that selects is no bypass)
_NEGATED_FILTERS = {"dotnet": ("--filter",), "rspec": ("--tag", "-t"), "mvn": ("-Dtest",)}
# Commands that turn a safety of the shell or the machine off: (program, an argument that does it).
_SAFETY_OFF = frozenset(
    {("set", "+e"), ("setenforce", "0"), ("setenforce", "permissive"), ("ufw", "disable"),
     ("csrutil", "disable"), ("spctl", "--master-disable")}
)  # fmt: skip
# Places of the machine's own sockets and devices: their permissions are not the project's to widen.
_SYSTEM_PLACES = ("/var/run/", "/run/", "/dev/")
# What an edit adds to silence a check instead of meeting it (lower-case): a comment that suppresses a type
# error or a lint (`# type: ignore`, `// @ts-ignore`, `noqa`), a test marked skipped, a scanner told to
# allow a line, a lint rule set to "off" or a check's setting to false in a config file.
_SUPPRESSIONS = (
    "type: ignore", "@ts-ignore", "@ts-nocheck", "@ts-expect-error", "eslint-disable", "noqa", "nolint",
    "pylint: disable", "pyright: ignore", "mypy: ignore-errors", "#[allow(", "@suppresswarnings",
    "shellcheck disable", "rubocop:disable", "swiftlint:disable", "phpstan-ignore", "biome-ignore",
    "deno-lint-ignore", "# nosec", "nosemgrep", "gitleaks:allow", "pragma: allowlist secret",
    "istanbul ignore", "pragma: no cover", "pytest.mark.skip", "unittest.skip", "xit(", "xdescribe(",
    "it.skip(", "test.skip(", "describe.skip(", "t.skip(", "#[ignore]", "@disabled", "@tag :skip",
    "\": \"off\"", "': 'off'", "ignore_missing_imports", "ignore_errors", "extend-ignore", "per-file-ignores",
    "\"strict\": false", "strict = false",
)  # fmt: skip
# Settings that turn a check off: `npm config set strict-ssl false`; a trusted host whatever its value (`pip
# config set global.trusted-host pypi.org`); git's hooks path only when it points nowhere (`git -c
# core.hooksPath=/dev/null`: `git config core.hooksPath .githooks` is how a project turns its hooks on)
_BYPASS_SETTINGS = (
    "core.hookspath", "strict-ssl", "sslverify", "ssl_verify", "verify_ssl", "trusted-host", "gpgsign"
)  # fmt: skip
_ANY_VALUE_SETTINGS = ("trusted-host",)
_NOWHERE = ("", "/dev/null", "nul", "/dev/null/")
# the short option that skips a check, per (tool, subcommand): `git merge -n` is --no-stat, no bypass
_BYPASS_SHORT = {("git", "commit"): "n", ("git", "push"): "f", ("curl", ""): "k"}
SHORT_TOOLS = frozenset(tool for tool, _ in _BYPASS_SHORT)  # the programs whose short option may be one
_BYPASS_ENV = (
    "SKIP=",
    "HUSKY=0",
    "HUSKY_SKIP_HOOKS=",
    "PRE_COMMIT_ALLOW_NO_CONFIG=",
    "GIT_SKIP_HOOKS=",
    "NODE_TLS_REJECT_UNAUTHORIZED=0",
    "GIT_SSL_NO_VERIFY=",
    "PYTHONHTTPSVERIFY=0",
    "ANSIBLE_HOST_KEY_CHECKING=False",
    "ANSIBLE_HOST_KEY_CHECKING=false",
    "ANSIBLE_HOST_KEY_CHECKING=0",
    "TSC_COMPILE_ON_ERROR=true",
    "GOSUMDB=off",
    "GOINSECURE=",
    "GOFLAGS=-insecure",
    "CI=false",  # create-react-app's warnings-as-errors, off
    "CI=0",
)


def _ssh_trusts_any_key(word: str) -> bool:
    """An ssh option, however spelled (`-oStrictHostKeyChecking=no`, `-o "StrictHostKeyChecking off"`,
    `UserKnownHostsFile=/dev/null`, inside rsync's `-e "ssh -o …"`), that accepts any host key: the check
    against a man in the middle, turned off."""
    low = word.lower().replace('"', "").replace("'", "")
    for name, off in (("stricthostkeychecking", ("no", "off")), ("userknownhostsfile", ("/dev/null",))):
        at = low.find(name)
        if at >= 0:
            value = low[at + len(name) :].lstrip("= ").split(" ", 1)[0]
            if value in off:
                return True
    return False


def _turns_off(word: str) -> bool:
    """An option, a JVM property or a variable that turns a check off by its name and value:
    `--no-verify-ssl`, `--skip-tls-verify`, `-lock=false`, `--validate=false`, `-Dmaven.test.skip=true`,
    `-DskipITs`, `--trusted-host`, `SKIP_PREFLIGHT_CHECK=true` (not `--skip-tests=false`, nor
    `--lock-timeout=0`)."""
    name, _, value = word.lstrip("-").partition("=")
    prop = word.startswith("-D") and not word.startswith("--")  # `-Dcheckstyle.skip`: a build's property
    if prop:
        name = name[1:]
    value = value.strip("'\"").lower()
    parts = [p for p in name.lower().replace("_", "-").replace(".", "-").split("-") if p]
    if not parts or (value in _OFF and any(p in _SAYS_NO for p in parts)):
        return False
    if _UNSAFE.intersection(parts):
        return value not in _OFF
    named = [p in _CHECKS or p.endswith(("lint", "check", "checks")) for p in parts]
    if value in _OFF and (named[-1] or "failon" in "".join(parts)):  # `--fail-on-violation=false` too
        return True
    if prop and any(p.startswith(("skip", "ignore")) for p in parts):  # a build step or its failure skipped
        return value not in _OFF
    said_no = next((i for i, p in enumerate(parts) if p in _SAYS_NO), len(parts))
    # a lock said no to is a lock file not written (`--no-package-lock`), not a lock taken off
    return any(n and p not in _LOCKS for n, p in zip(named[said_no + 1 :], parts[said_no + 1 :], strict=True))


def _left_out(seg: Segment) -> str:
    """The option that leaves the part that failed out of the check (`pytest --ignore=x`, `gradle build -x
    test`, `eslint --rule 'no-unused-vars: off'`), "" when none: given to the runner itself, or to a
    package-script runner that hands it on (`yarn jest …`, `npm run test -- …`, `php artisan test …`)."""
    found = _left_out_of(seg.tool, seg.sub, seg.words[1:])
    for tool, words in () if found else _behind(seg):
        found = _left_out_of(tool, _first_argument(words), words)
        if found:
            break
    return found


def _behind(seg: Segment) -> list[tuple[str, tuple[str, ...]]]:
    """The runners a package-script runner or `php artisan test` may hand these words to, each with the
    words it gets: `yarn jest -x` -> jest; `npm run test -- -x` -> each check runner a `test` script
    may be; none for a script that is no check (`npm run build`)."""
    from reflexion.detectors.command import tool_name

    words = seg.words
    rest = words[1:]
    if seg.tool == "php":  # `php artisan test …` runs phpunit (or pest); `php vendor/bin/phpunit …` too
        if rest[:2] == ("artisan", "test"):
            return [("phpunit", rest[2:])]
        name = tool_name(rest[0]) if rest else ""
        return [(name, rest[1:])] if name in ("phpunit", "pest") else []
    if seg.tool not in _SCRIPT_RUNNERS:
        return []
    if rest and rest[0] in _SCRIPT_VERBS:
        rest = rest[1:]
    while rest and rest[0].startswith("-"):  # `npm exec -- vitest`, `npm run --silent test`
        rest = rest[1:]
    if not rest:
        return []
    name, args = tool_name(rest[0]), tuple(w for w in rest[1:] if w != "--")
    if any(name == tool for tool, _ in _LEAVES_OUT):  # the runner itself (`yarn jest`, `pnpm vitest`)
        return [(name, args)]
    if not any(part in name.lower() for part in _CHECK_SCRIPTS):
        return []
    return [(tool, args) for tool in _BEHIND_SCRIPTS.get(seg.tool, _JS_CHECKS)]


def _first_argument(words: tuple[str, ...]) -> str:
    return next((w for w in words if not w.startswith("-")), "")


def _left_out_of(tool: str, sub: str, words: tuple[str, ...]) -> str:
    """_left_out for a runner's words (after its name)."""
    options = _LEAVES_OUT.get((tool, sub), ()) + _LEAVES_OUT.get((tool, ""), ())
    for at, word in enumerate(words):
        name = word.split("=", 1)[0]
        if name in options or (tool == "pytest" and name.startswith("--ignore")):
            value = words[at + 1] if word == name and at + 1 < len(words) and name not in _FLAGS_ALONE else ""
            return f"{word} {value}" if value and not value.startswith("-") else word  # `-x test`
        if tool == "eslint" and name == "--rule":  # a lint rule turned off for this run
            rule = word[len(name) + 1 :] if "=" in word else (words[at + 1] if at + 1 < len(words) else "")
            said = rule.lower().replace(" ", "").replace('"', "").replace("'", "")
            if ":off" in said or ":0" in said:
                return f"{word} {rule}" if "=" not in word else word
        if name in _NEGATED_FILTERS.get(tool, ()):
            value = word[len(name) + 1 :] if "=" in word else (words[at + 1] if at + 1 < len(words) else "")
            if value.strip("'\"").startswith(("~", "!")) or "!=" in value or "!~" in value:
                return f"{word} {value}" if "=" not in word else word
        if tool == "pytest" and word == "-k" and at + 1 < len(words) and "not " in f"{words[at + 1]} ":
            return f"-k {words[at + 1]}"  # `-k "not test_x"`: the failing test left out by name
    return ""


def _lowered(seg: Segment) -> str:
    """The option that lowers a check's bar to nothing (a coverage floor of 0, an analyser's laxest level),
    "" when none."""
    options, laxest = _LAXEST.get(seg.tool, ((), ""))
    words = seg.words[1:]
    for at, word in enumerate(words):
        name, eq, value = word.partition("=")
        if not eq:
            value = words[at + 1] if at + 1 < len(words) else ""
        floor = any(f in name for f in _FLOORS) and value.strip("'\"") in _NOTHING
        if name.startswith("-") and (floor or (name in options and value.strip("'\"") == laxest)):
            return word if eq else f"{word} {value}"
    return ""


def _widens(seg: Segment) -> str:
    """A permission widened instead of the right one given: a mode that lets every user write (`chmod 666`,
    `777`, `o+w`, `a+rw`), a system socket or device given to the user (`chown $USER /var/run/docker.sock`);
    "" when none. `chmod +x`, `chmod 600 ~/.ssh/id_ed25519` are ordinary fixes."""
    if seg.tool not in ("chmod", "chown", "chgrp", "setfacl"):
        return ""
    system = [w for w in seg.words[1:] if w.startswith(_SYSTEM_PLACES) or w.endswith(".sock")]
    if system and seg.tool != "chmod":
        return f"{seg.tool} {system[0]}"
    for word in seg.words[1:]:
        if word.isdigit() and len(word) >= 3 and (int(word[-1]) & 2 or system):
            return f"chmod {word}"  # the last digit is every other user's: 2, 3, 6, 7 let them write
        for clause in word.split(","):
            who, op, perms = _mode_clause(clause)
            if op in ("+", "=") and (system or ("w" in perms and ("o" in who or "a" in who))):
                return f"chmod {word}"
    return ""


def _mode_clause(clause: str) -> tuple[str, str, str]:
    """chmod's symbolic clause `a+rw` as (who, op, permissions); ("", "", "") when it is none."""
    at = next((i for i, c in enumerate(clause) if c in "+-="), -1)
    who, perms = clause[:at], clause[at + 1 :]
    if at < 0 or not set(who) <= set("ugoa") or not perms or not set(perms) <= set("rwxXst"):
        return "", "", ""
    return who, clause[at], perms


def _hooks_nowhere(words: Sequence[str]) -> bool:
    """`core.hooksPath` set to nothing or /dev/null (in `-c k=v` or `git config k v`): the hooks are off."""
    for i, word in enumerate(words):
        key, eq, value = word.partition("=")
        if key.lower().endswith("core.hookspath"):
            if not eq and (i + 1 >= len(words) or "--unset" in words or "--get" in words):
                return False  # read, or unset: the default hooks run again
            given = value if eq else words[i + 1]
            return given.strip("'\"").lower() in _NOWHERE
    return False


def bypass(command: str) -> str:
    """The bypass a command line uses to get past a check ("" when none): `--no-verify`, `-n` on git
    commit, a forced push, `|| true`, a hook-skipping variable, a check's option turned off, the failing
    part left out, a permission widened (the classes above the tables). Options alone (`--trusted-host x`,
    as a fix says what it added) are read as given to some program."""
    parsed = parse(f"_ {command}" if command.lstrip().startswith("-") else command)
    for seg in parsed.segments:
        short = _BYPASS_SHORT.get((seg.tool, seg.sub)) or _BYPASS_SHORT.get((seg.tool, ""))
        settings = [w for w in seg.words[1:] if any(s in w.lower() for s in _BYPASS_SETTINGS)]
        lowered = [w.lower() for w in seg.words]
        off = any(w in ("false", "0", "no") or w.endswith(("=false", "=0")) for w in lowered)
        if settings and (
            off or any(s in settings[0].lower() for s in _ANY_VALUE_SETTINGS) or _hooks_nowhere(seg.words)
        ):
            return settings[0]
        if seg.tool == "git" and seg.sub == "push" and any(w.startswith("+") for w in seg.words[2:]):
            return next(w for w in seg.words[2:] if w.startswith("+"))  # `+branch`: a forced push
        left_out = _left_out(seg) or _lowered(seg) or _widens(seg)
        if left_out:
            return left_out
        for word in seg.words[1:]:
            if word in _BYPASS_FLAGS or word.startswith(("--no-verify", "--deselect=")):
                return word
            if _ssh_trusts_any_key(word):  # also in `git config core.sshCommand "ssh -o …"`
                return word
            if (seg.tool, word.lower()) in _SAFETY_OFF:
                return f"{seg.tool} {word}"
            if word.lower().endswith(("=unconfined", "nopasswd:")):
                return word
            if word.startswith("-") and len(word) > 2 and _turns_off(word):
                return word
            if short and word.startswith("-") and word[1:].isalpha() and short in word[1:]:
                return word
    for seg, after in zip(parsed.segments, parsed.segments[1:], strict=False):
        if seg.op == "||" and (after.tool in ("true", ":") or after.words[:2] == ("exit", "0")):
            return "|| " + " ".join(after.words)
    for word in command.split():  # what the line's environment says (`GIT_SSH_COMMAND="ssh -o …" git pull`)
        if _set_on(word) or _ssh_trusts_any_key(word) or "nopasswd" in word.lower():
            return word
        if _variable(word) and _turns_off(word):  # `SKIP_PREFLIGHT_CHECK=true`, `PIP_TRUSTED_HOST=x`
            return word
    return ""


def escalated(failed: str, command: str) -> str:
    """`sudo` (or doas) put in front of the very command that failed, nothing else changed ("" when not):
    root's permissions taken instead of the right one given (`sudo npm install -g`, `sudo docker ps`) — a
    permission widened, like `chmod 666`: never a fix to teach nor a rule. (`sudo apt-get install x` as a
    step of its own is no such thing.)"""
    before, after = parse(failed).segments, parse(command).segments
    if not after or [s.words for s in before] != [s.words for s in after]:
        return ""
    for was, now in zip(before, after, strict=True):
        root = next((w for w in now.raw[: len(now.raw) - len(now.words)] if w in _ROOT), "")
        if root and not any(w in _ROOT for w in was.raw[: len(was.raw) - len(was.words)]):
            return root
    return ""


_ROOT = frozenset({"sudo", "doas", "run0", "pkexec"})


def _variable(word: str) -> bool:
    """`NAME=value` with an upper-case name: a variable the line sets."""
    name, eq, _ = word.partition("=")
    return bool(eq and name) and name.replace("_", "A").isalnum() and name.upper() == name


def _set_on(word: str) -> bool:
    """One of the variables that skip a check, set (`HUSKY=0`, `GIT_SSL_NO_VERIFY=1`; not
    `GIT_SSL_NO_VERIFY=0`)."""
    for known in _BYPASS_ENV:
        if word.startswith(known):
            return not known.endswith("=") or word[len(known) :].strip("'\"").lower() not in _OFF
    return False


def suppression(added: str) -> str:
    """The way an edit silences a check in the lines it adds (`# type: ignore`, `eslint-disable`, a rule set
    to "off", a test skipped), "" when it adds none: an edit that only makes the check look away is no fix."""
    from reflexion.text import starts_word

    low = added.lower()
    return next((marker for marker in _SUPPRESSIONS if starts_word(low, marker)), "")
