"""Where Claude Code keeps a project's past sessions: `~/.claude/projects/<encoded path>/`, one JSONL file per
session (subagents' files beside them), for the project's directory and each git worktree of its repository.

Claude Code names the folder after the path with every character but [A-Za-z0-9] made `-`, which two paths
can share (`my_app` and `my-app`): a file is taken only when its session started inside the project.
"""

from __future__ import annotations

import os

from reflexion import jsonio

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

HEAD_BYTES = 64 << 10  # where a session's first lines (and its starting directory) are found


def claude_home(env: Mapping[str, str]) -> str:
    """~/.claude, or where CLAUDE_CONFIG_DIR moves it."""
    return env.get("CLAUDE_CONFIG_DIR") or os.path.join(os.path.expanduser("~"), ".claude")


def encode(path: str) -> str:
    """The folder name Claude Code gives a project path."""
    return "".join(c if c.isascii() and c.isalnum() else "-" for c in path)


def worktrees(root: str) -> list[str]:
    """The project's directory and the other worktrees of its git repository (read from `.git`, no git
    process): sessions run in any of them are this project's history."""
    found = [root]
    git = os.path.join(root, ".git")
    common = git
    if os.path.isfile(git):  # a worktree: `.git` says `gitdir: <repo>/.git/worktrees/<name>`
        try:
            with open(git, encoding="utf-8", errors="replace") as fh:
                line = fh.read(4096).strip()
        except OSError:
            return found
        if line.startswith("gitdir:"):
            gitdir = os.path.normpath(os.path.join(root, line[7:].strip()))
            common = os.path.dirname(os.path.dirname(gitdir)) if "worktrees" in gitdir else gitdir
            main = os.path.dirname(common)
            if os.path.isdir(main) and main not in found:
                found.append(main)
    try:
        names = os.listdir(os.path.join(common, "worktrees"))
    except OSError:
        names = []
    for name in sorted(names):
        try:
            with open(os.path.join(common, "worktrees", name, "gitdir"), encoding="utf-8") as fh:
                path = os.path.dirname(fh.read(4096).strip())
        except OSError:
            continue
        if path and path not in found:
            found.append(path)
    return found


def transcripts(root: str, env: Mapping[str, str]) -> list[str]:
    """The project's transcript files, oldest first: main sessions and their subagents, of every worktree."""
    base = os.path.join(claude_home(env), "projects")
    roots = worktrees(root)
    files: list[tuple[float, str]] = []
    for folder in dict.fromkeys(os.path.join(base, encode(r)) for r in roots):
        for path in _jsonl_under(folder):
            if started_inside(path, roots):
                try:
                    files.append((os.path.getmtime(path), path))
                except OSError:
                    continue
    return [path for _, path in sorted(files)]


def _jsonl_under(folder: str) -> list[str]:
    """`<folder>/*.jsonl` and `<folder>/<session>/subagents/*.jsonl`."""
    out: list[str] = []
    try:
        items = list(os.scandir(folder))
    except OSError:
        return out
    for item in items:
        if item.name.endswith(".jsonl") and item.is_file(follow_symlinks=False):
            out.append(item.path)
        elif item.is_dir(follow_symlinks=False):
            sub = os.path.join(item.path, "subagents")
            try:
                out += [s.path for s in os.scandir(sub) if s.name.endswith(".jsonl") and s.is_file()]
            except OSError:
                continue
    return out


def started_inside(path: str, roots: list[str]) -> bool:
    """The session's first recorded working directory is one of these project directories (or inside one).
    A file that records none is taken: it came from the project's own folder."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(HEAD_BYTES)
    except OSError:
        return False
    for raw in head.split(b"\n")[:50]:
        try:
            line = jsonio.loads(raw.decode("utf-8", "replace"))
        except (ValueError, RecursionError):
            continue
        cwd = line.get("cwd") if isinstance(line, dict) else None
        if isinstance(cwd, str) and cwd:
            cwd = os.path.normpath(cwd)
            return any(
                cwd == r or cwd.startswith(r.rstrip(os.sep) + os.sep) for r in map(os.path.normpath, roots)
            )
    return True
