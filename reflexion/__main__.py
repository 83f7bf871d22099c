"""Entry point: `reflexion hook <name>` (what install writes) takes the lean hook path; the rest is the typer
app in cli.py."""

from __future__ import annotations

import sys

# `reflexion hook <name>`: always a hook run (reindex: the background rebuild a hook starts on a large store)
HOOKS = ("capture", "recall", "promote", "learn", "reindex")
LEGACY_HOOKS = ("capture", "recall")  # bare `reflexion capture` in settings written by older installs


def is_hook_call(argv: list[str]) -> bool:
    """`reflexion hook <name>`, or a bare `reflexion capture|recall` with an event on stdin: the form older
    installs wrote, kept so their settings still work (a person's `capture`/`recall` needs arguments, so
    nothing a person means is taken from them). A bare `reflexion promote` is always the person's command,
    whatever stdin is (CI, cron, the agent's own Bash tool)."""
    if len(argv) == 3 and argv[1] == "hook":
        return argv[2] in HOOKS
    return len(argv) == 2 and argv[1] in LEGACY_HOOKS and not _stdin_is_terminal()


def _stdin_is_terminal() -> bool:
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):
        return False


def main() -> None:
    if is_hook_call(sys.argv):
        import gc

        # A hook is one short process whose objects are nearly all alive to its end: the cycle collector
        # finds nothing to free (a few objects a turn) yet walks them again and again, ~1.5 ms of a Stop
        # hook and half the time of learning a long transcript. Reference counting still frees the rest.
        gc.disable()
        from reflexion import hook

        leave(hook.run(sys.argv[-1]))
    from reflexion.cli import run

    sys.exit(run())


def leave(code: int) -> None:
    """End a hook's process at once: the interpreter's teardown (freeing every module and object a Stop
    loaded) costs ~4 ms of a ~30 ms hook, and a hook leaves nothing to it: its files are written and
    closed, its lock goes with the process. Only stdout and stderr may still hold bytes: flushed first."""
    import os

    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # a reader that left: nothing more can reach it
            pass
    os._exit(code)


if __name__ == "__main__":
    main()
