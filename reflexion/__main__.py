"""Entry point: hook invocations take a lean path; everything else goes through the typer app in cli.py."""

from __future__ import annotations

import sys

HOOK_COMMANDS = ("capture", "recall")


def is_hook_call(argv: list[str]) -> bool:
    """`reflexion capture` / `reflexion recall` with no other argument is how hooks call us (event on stdin).
    `reflexion promote` is one too when its stdin is not a terminal (wired as a Stop/SessionStart hook)."""
    if len(argv) != 2:
        return False
    if argv[1] in HOOK_COMMANDS:
        return True
    return argv[1] == "promote" and not _stdin_is_terminal()


def _stdin_is_terminal() -> bool:
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):
        return False


def main() -> None:
    if is_hook_call(sys.argv):
        from reflexion import hook

        sys.exit(hook.run(sys.argv[1]))
    from reflexion.cli import run

    sys.exit(run())


if __name__ == "__main__":
    main()
