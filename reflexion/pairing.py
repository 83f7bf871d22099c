"""Pure: decide whether a successful command is evidently the fix of an earlier failed one (no LLM).

Conservative on purpose — a wrong pairing teaches a wrong fix, which is worse than none:
- the same tool family and the same target, invoked differently (`npm run build` failed, then
  `pnpm run build` succeeded; a flag added), or
- the very same command succeeding after setup commands ran in between (`pip install httpx`, then the
  same `pytest` succeeded): the setup commands are the fix.
A success with another target, another tool, or a plain re-run with nothing in between pairs with nothing.
"""

from __future__ import annotations

# Tools that do the same job: switching between them is a fix, not a new target.
FAMILIES = {
    "npm": "js",
    "pnpm": "js",
    "yarn": "js",
    "bun": "js",
    "npx": "js",
    "python": "python",
    "python3": "python",
    "py": "python",
    "pip": "pip",
    "pip3": "pip",
    "uv": "pip",
    "docker-compose": "docker-compose",
}
WRAPPERS = {"sudo", "time", "env", "command", "exec", "nohup"}
FILLER_ARGS = {"run", "exec", "-m", "x", "dlx", "pip"}  # `npm run build` == `yarn build`; `uv pip install`
SETUP_VERBS = {"install", "add", "get", "i", "init", "config", "export", "mkdir", "chmod", "ln", "touch"}
SETUP_TOOLS = {
    "pip", "pip3", "npm", "pnpm", "yarn", "bun", "cargo", "go", "apt", "apt-get", "brew", "uv", "poetry",
    "git", "export", "mkdir", "chmod", "ln", "touch", "createdb", "gem", "bundle", "rustup", "nvm",
}  # fmt: skip


def main_words(command: str) -> list[str]:
    """The words of the command's main part: env assignments, wrappers and a leading `cd x &&` dropped."""
    for sep in ("&&", "||", ";", "|"):
        command = command.replace(sep, "\n")
    parts = [p.strip() for p in command.splitlines() if p.strip()]
    parts = [p for p in parts if not p.startswith("cd ")] or parts
    words = _split(parts[0]) if parts else []
    while words and (("=" in words[0] and not words[0].startswith("-")) or words[0] in WRAPPERS):
        words = words[1:]
    if words[:2] in (["docker", "compose"],):
        words = ["docker-compose", *words[2:]]
    if len(words) >= 3 and words[0].startswith("python") and words[1] == "-m":
        words = words[2:]
    return words


def _split(part: str) -> list[str]:
    if not any(c in part for c in "'\"\\"):
        return part.split()  # the common case, without shlex (which imports re)
    import shlex

    try:
        return shlex.split(part)
    except ValueError:
        return part.split()


def could_pair(command: str, pending: list[str]) -> bool:
    """A cheap first look: could this success pair with one of the pending failed commands, or be a setup
    step before one? (Most successes in a session are neither.)"""
    tool = family(main_words(command))
    return is_setup(command) or any(family(main_words(failed)) == tool for failed in pending)


def family(words: list[str]) -> str:
    tool = words[0].rsplit("/", 1)[-1] if words else ""
    return FAMILIES.get(tool, tool)


def target(words: list[str]) -> list[str]:
    """What the command acts on: its non-flag arguments, without filler words like `run`."""
    return [w for w in words[1:] if not w.startswith("-") and w not in FILLER_ARGS]


def is_setup(command: str) -> bool:
    """Commands that prepare the ground (install, configure): plausible fixes when run in between."""
    words = main_words(command)
    if not words:
        return False
    tool = words[0].rsplit("/", 1)[-1]
    return tool in SETUP_TOOLS and (tool in SETUP_VERBS or any(w in SETUP_VERBS for w in words[1:3]))


def fix_for(failed: str, succeeded: str, between: list[str]) -> str | None:
    """The resolution text when `succeeded` evidently fixes `failed`, else None."""
    before, after = main_words(failed), main_words(succeeded)
    if not before or not after or family(before) != family(after) or target(before) != target(after):
        return None
    if failed.split() != succeeded.split():
        return f"`{succeeded.strip()}` succeeded after this failure (instead of `{failed.strip()}`)."
    setup = [c.strip() for c in between if is_setup(c)]
    if not setup:
        return None  # a plain re-run that passed: whatever changed happened outside the shell
    steps = " then ".join(f"`{c}`" for c in setup[-2:])
    return f"Run {steps}; after that `{succeeded.strip()}` succeeded."
