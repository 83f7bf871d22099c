"""install --git: make git merge reflexion's files with its driver — `.gitattributes` lines (committed, for
the whole team) and the driver's `git config` (per clone)."""

from __future__ import annotations

import os
import subprocess

import typer

from reflexion.commands.merge_driver import GITATTRIBUTES, git_config

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.store import Store


def git_setup(store: Store, prefix: str) -> int:
    """Write the attributes and the config; 0 ok, 1 when the project is not a git work tree."""
    if _git(store.root, "rev-parse", "--is-inside-work-tree") != "true":
        typer.echo(f"reflexion: {store.root} is not a git work tree; nothing to set up for git", err=True)
        return 1
    path = os.path.join(store.root, ".gitattributes")
    try:
        old = store.read_text(path) or ""
    except OSError:
        old = ""
    missing = [line for line in GITATTRIBUTES.splitlines() if line not in old.splitlines()]
    if [line for line in missing if not line.startswith("#")]:
        text = old + ("\n" if old and not old.endswith("\n") else "") + "\n".join(missing) + "\n"
        store.write_text(path, text)
        shown = store.relative(path)
        typer.echo(f"{shown}: names reflexion's merge driver (commit it: the team shares it)")
    else:
        typer.echo(f"{store.relative(path)}: already names reflexion's merge driver")
    for key, value in git_config(prefix):
        _git(store.root, "config", key, value)
    typer.echo(
        "git config (this clone): merge.reflexion.driver set; each teammate runs `reflexion install --git` "
        "once, or git merges these files line by line (reflexion check and consolidation still catch it)"
    )
    return 0


def _git(root: str, *args: str) -> str:
    try:
        done = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=False)
    except OSError:
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""
