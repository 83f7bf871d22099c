"""Pure: does a user's standing rule forbid what a learned fix does? ("always verify and run hooks" against
a learned `git commit --no-verify`; "use pnpm, not npm" against a learned `npm install`.)

A rule forbids what it negates ("not npm", "never force-push", "don't use sudo", "statt npm") and every
bypass of what it asks for (a rule about hooks forbids `--no-verify`). A fix contradicts the rule when its
resolution does one of those things, as a word or flag of its own.
"""

from __future__ import annotations

from reflexion import regex

# A bypass flag and the words of what it skips: a rule that names one of them outranks a fix using it. What
# is a bypass is learn/bypass.py's to say (tests hold each flag here to it): `--legacy-peer-deps`, say, is
# none there (often the honest fix), so a rule that only mentions dependencies does not withhold it.
BYPASSES: dict[str, tuple[str, ...]] = {
    "--no-verify": (
        "verify",
        "hook",
        "hooks",
        "pre-commit",
        "precommit",
        "husky",
        "lint",
        "linter",
        "checks",
    ),
    "--no-gpg-sign": ("sign", "signing", "signed", "signature", "gpg"),
    "--force": ("force", "force-push", "history"),
    "--force-with-lease": ("force", "force-push", "history"),
    "--no-check-certificate": ("certificate", "certificates", "tls", "ssl", "verify"),
    "--insecure": ("certificate", "certificates", "tls", "ssl", "verify"),
    "--skip-tests": ("test", "tests"),
    "--no-tests": ("test", "tests"),
    "--break-system-packages": ("system", "venv", "virtualenv"),
}
# "not X", "never X", "don't use X", "instead of X", "X verbieten": the words after these are forbidden.
_NEGATION = (
    r"(?:\bnot|\bnever|\bdon'?t|\bdo not|\bno more|\bstop|\binstead of|\brather than|\bnicht|\bstatt"
    r"|\banstatt|\bkein\w*|\bpas|\bjamais|\bnunca|\bnão|\bniet|\bnooit|\bgeen|\bnon|\bmai|\bне|\bникогда"
    r"|\bno|\bnie|\bavoid)"
)
_NEGATED = regex.compile(
    _NEGATION
    + r"\s+(?:(?:use|using|run|running|call|calling|with|via|through|the|a|an|do|pass|add|ever|any)\s+){0,2}"
    r"(`[^`]+`|[\w.@/+-]+)(?!\s+(?:without|unless|before|until)\b)",
    regex.IGNORECASE,
)
# Tools that do one job, one at a time: a rule that names one of them ("we use pnpm") forbids the others.
FAMILIES: tuple[frozenset[str], ...] = (
    frozenset({"npm", "pnpm", "yarn", "bun"}),
    frozenset({"pip", "pip3", "uv", "poetry", "pipenv", "conda"}),
    frozenset({"jest", "vitest", "mocha"}),
    frozenset({"black", "ruff", "autopep8", "yapf"}),
    frozenset({"docker-compose", "podman-compose"}),
)
_TOKEN = regex.compile(r"--?[\w-]+|[\w.@/+]+")
_VAGUE = frozenset(
    ("it", "that", "this", "them", "those", "these", "there", "here", "me", "you", "us", "so", "yet", "now")
)


def forbidden(rule: str) -> set[str]:
    """The words and flags a rule forbids, lower-case."""
    out: set[str] = set()
    for m in _NEGATED.finditer(rule):
        named = m.group(1).strip("`").lower()
        if named not in _VAGUE:
            out.update(_TOKEN.findall(named)[:3])
    words = {w.lower() for w in _TOKEN.findall(rule)}
    for flag, skips in BYPASSES.items():
        if flag not in words and not words.isdisjoint(skips):
            out.add(flag)
    for family in FAMILIES:
        chosen = (words & family) - out
        if len(chosen) == 1:
            out.update(family - chosen)
    return out


def contradiction(rule: str, fix: str) -> str:
    """What in the fix the rule forbids ("" when nothing does)."""
    banned = forbidden(rule)
    if not banned:
        return ""
    used = [t for t in _TOKEN.findall(fix.lower()) if t in banned]
    return used[0] if used else ""


def overrules(newer: str, older: str) -> str:
    """What a newer rule forbids that an older one asks for ("" when they agree): "never use tabs, always
    use spaces" overrules "always use tabs", not "never use tabs in YAML"."""
    banned = forbidden(newer) - forbidden(older)
    used = [t for t in _TOKEN.findall(older.lower()) if t in banned]
    return used[0] if used else ""


# A check turned off, said in words: "disable ssl verification", "skip the pre-commit hooks", "force-push"
_CHECK_OFF = regex.compile(
    r"\b(?:disabl(?:e|ing)|turn(?:ing)? off|switch(?:ing)? off|skip(?:ping)?|bypass(?:ing)?)\s+"
    r"(?:the\s+|all\s+|any\s+|git\s+)?(?:ssl|tls|certificates?|cert|host ?key|signing|gpg|pre-?commit|husky"
    r"|checks?|hooks?|verification|verify)\b"
    r"|\bforce[- ]?push\w*",
    regex.IGNORECASE,
)
# ...unless the clause forbids it: "never skip the hooks", "don't force-push to main"
_FORBIDS = regex.compile(_NEGATION + r"\b\W*(?:\w+\W+){0,3}$", regex.IGNORECASE)


def asks_for_bypass(rule: str) -> str:
    """The bypass a user's rule asks for ("" when none): a flag that gets past a check (`--no-verify`,
    `--force`: learn.bypass.bypass, whose table learned fixes are judged by too) or a check turned off in
    words, that the rule does not forbid. SPEC §7: a bypass is never a rule — not in CLAUDE.md, not told
    as each session starts; recall may still find it as the user's word when a prompt names it."""
    from reflexion.learn.bypass import bypass, suppression

    rule = rule[:_RULE_CHARS]
    banned = forbidden(rule)
    pieces = (*regex.findall(r"`([^`]+)`", rule), rule, *_said_as_commands(rule))
    found = [(bypass(piece) or suppression(piece)).rstrip(".,;:!?)'\"") for piece in pieces]
    for used in found:
        at = rule.lower().find(used.lower()) if used else -1  # a suppression is said in lower case
        if at >= 0 and used.lower() not in banned and not _forbids_before(rule, at):
            return used
    for m in _CHECK_OFF.finditer(rule):
        if not _forbids_before(rule, m.start()):
            return m.group(0)
    return ""


# what a rule said in words runs: "always commit with -n" is `git commit -n`, "use curl -k for x" `curl -k`
_GIT_VERBS = frozenset(("commit", "push", "merge", "rebase", "pull", "clone", "fetch", "checkout", "tag"))
_RULE_CHARS = 600  # a rule is a sentence or two: a hand-edited resolution of 12,000 characters is read so far
_COMMAND_WORDS = 8  # the words a command said in a rule runs to


def _said_as_commands(rule: str) -> list[str]:
    """The command lines a rule in words names: from each program or git verb it names on, its words less
    the punctuation of prose ("always push with --force." names `git push with --force`)."""
    from reflexion.learn.bypass import SHORT_TOOLS

    found = []
    for clause in regex.split(r"[;,.!?]\s|[;!?]$|\n", rule[:_RULE_CHARS]):  # a command stays in its clause
        words = [w.strip(".,;:!?()'\"") for w in clause.replace("`", " ").split()]
        found.append(" ".join(words))
        for i, word in enumerate(words):
            low = word.lower()
            if low in _GIT_VERBS:
                found.append(" ".join(["git", *words[i : i + _COMMAND_WORDS]]))
            elif low in SHORT_TOOLS:
                found.append(" ".join(words[i : i + _COMMAND_WORDS]))
    return found


def _forbids_before(rule: str, at: int) -> bool:
    return _FORBIDS.search(rule[max(0, at - 40) : at]) is not None
