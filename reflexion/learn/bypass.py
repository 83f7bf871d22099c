"""Pure: does a command line get past a check instead of fixing what it found (a bypass)? A bypass is never
taught as a fix, nor made a rule (SPEC §7): fix attribution stores it flagged, for a person to see."""

from __future__ import annotations

from reflexion.detectors.command import parse

# A bypass gets past a check instead of fixing what it found: never taught as a fix.
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
        "--ignore-scripts",
        "--disable-hooks",
        "--no-hooks",
        "--break-system-packages",
        "--deselect",
    }
)
# Settings that turn a check off: `git -c core.hooksPath=/dev/null`, `npm config set strict-ssl false`.
_BYPASS_SETTINGS = ("core.hookspath", "strict-ssl", "sslverify", "ssl_verify", "verify_ssl")
_BYPASS_SHORT = {("git", "commit"): "n", ("git", "push"): "f", ("git", "merge"): "n", ("curl", ""): "k"}
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


def bypass(command: str) -> str:
    """The bypass a command line uses to get past a check ("" when none): `--no-verify`, `-n` on git
    commit, a forced push, `|| true`, a hook-skipping variable."""
    parsed = parse(command)
    for seg in parsed.segments:
        short = _BYPASS_SHORT.get((seg.tool, seg.sub)) or _BYPASS_SHORT.get((seg.tool, ""))
        settings = [w for w in seg.words[1:] if any(s in w.lower() for s in _BYPASS_SETTINGS)]
        lowered = [w.lower() for w in seg.words]
        off = any(w in ("false", "0", "no") or w.endswith(("=false", "=0")) for w in lowered)
        if settings and (off or "core.hookspath" in settings[0].lower()):
            return settings[0]
        if seg.tool == "git" and seg.sub == "push" and any(w.startswith("+") for w in seg.words[2:]):
            return next(w for w in seg.words[2:] if w.startswith("+"))  # `+branch`: a forced push
        for word in seg.words[1:]:
            if word in _BYPASS_FLAGS or word.startswith(("--no-verify", "--deselect=")):
                return word
            if _ssh_trusts_any_key(word):  # also in `git config core.sshCommand "ssh -o …"`
                return word
            if seg.tool == "pytest" and word.startswith("--ignore"):  # the failing tests left out
                return word
            if short and word.startswith("-") and not word.startswith("--") and short in word[1:]:
                return word
    for seg, after in zip(parsed.segments, parsed.segments[1:], strict=False):
        if seg.op == "||" and (after.tool in ("true", ":") or after.words[:2] == ("exit", "0")):
            return "|| " + " ".join(after.words)
    for word in command.split():  # what the line's environment says (`GIT_SSH_COMMAND="ssh -o …" git pull`)
        if word.startswith(_BYPASS_ENV) or _ssh_trusts_any_key(word):
            return word
    return ""
