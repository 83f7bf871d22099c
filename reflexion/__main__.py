"""Entry point: hook invocations take a lean path; everything else goes through the typer app in cli.py."""

from __future__ import annotations

import sys

HOOK_COMMANDS = ("capture", "recall")
EXPLICIT_HOOKS = ("capture", "recall", "promote", "learn")  # `reflexion hook <name>`: always a hook run


def is_hook_call(argv: list[str]) -> bool:
    """`reflexion capture|recall|promote` with no other argument and an event on stdin is how hooks call us
    (promote is wired as a SessionStart hook)."""
    if len(argv) != 2 or argv[1] not in (*HOOK_COMMANDS, "promote"):
        return False
    return not _stdin_is_terminal()  # a person who typed it gets the typer app (and its help), not a hang


def _stdin_is_terminal() -> bool:
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):
        return False


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "hook" and sys.argv[2] in EXPLICIT_HOOKS:
        from reflexion import hook

        sys.exit(hook.run(sys.argv[2]))
    if is_hook_call(sys.argv):
        from reflexion import hook

        sys.exit(hook.run(sys.argv[1]))
    from reflexion.cli import run

    sys.exit(run())


if __name__ == "__main__":
    main()
