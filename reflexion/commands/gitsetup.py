"""install and git: the merge driver for reflexion's files (`install --git`: `.gitattributes` lines,
committed for the whole team, and the driver's `git config`, per clone); personal files kept out of git."""

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


PERSONAL = (".claude/settings.local.json", ".reflexion/local/")  # machine paths, per-clone state


def ignore_personal(store: Store) -> list[str]:
    """Make git ignore this clone's personal settings and reflexion's local state (in .git/info/exclude:
    the project's own files stay as they are); the paths it added."""
    if _git(store.root, "rev-parse", "--is-inside-work-tree") != "true":
        return []
    missing = [p for p in PERSONAL if not _git(store.root, "check-ignore", "--no-index", p)]
    exclude = _git(store.root, "rev-parse", "--git-path", "info/exclude")
    if not (missing and exclude):
        return []
    path = os.path.join(store.root, exclude)
    try:
        old = store.read_text(path) or ""
        os.makedirs(os.path.dirname(path), exist_ok=True)
        note = "# reflexion install: personal settings and local state\n"
        text = (
            old
            + ("\n" if old and not old.endswith("\n") else "")
            + note
            + "".join(f"/{p}\n" for p in missing)
        )
        store.write_text(path, text)
    except OSError:
        return []
    return missing


def _git(root: str, *args: str) -> str:
    try:
        done = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=False)
    except OSError:
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""
