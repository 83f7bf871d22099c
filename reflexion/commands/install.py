"""install: wire reflexion's hooks into one of Claude Code's settings files (or take them out), create the
store, and add the one-line agent note to CLAUDE.md's reflexion block.

Settings files live outside the store, so this module writes them itself (atomically, after a backup).
Uninstall leaves the project as install found it: the hooks, the backups that hold nothing more than the
settings do now, a CLAUDE.md that only held reflexion's note, and a store in which nothing was recorded go.
"""

from __future__ import annotations

import glob
import os
import shlex
import sys
import time
from pathlib import Path

import typer

from reflexion import settings

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.store import Store

SCOPES = ("project", "local", "user")
EPHEMERAL = ("/archive-v0/", "/pipx/.cache/")  # where `uvx` and `pipx run` keep throwaway environments


def install_command(
    store: Store, scope: str = "local", dry_run: bool = False, uninstall: bool = False
) -> int:
    """Merge our hooks into the scope's settings file (or take them out); 0 ok, 1 problem. `scope` is one of
    SCOPES (the CLI checks it)."""
    path = settings_path(store, scope)
    shown = full(path)
    prefix = team_prefix() if scope == "project" else command_prefix()
    try:
        old = read_settings(path)
        new = updated(old, prefix, uninstall)
    except (settings.SettingsError, UnicodeDecodeError) as exc:
        typer.echo(f"reflexion: {shown}: {exc}; nothing was changed", err=True)
        return 1
    if dry_run:
        typer.echo(diff(old or "", new or "", shown) or f"{shown}: nothing to change")
        return 0
    if uninstall:
        return uninstall_from(store, scope, path, old, new)
    if scope == "project" and not on_path():  # the committed hooks would fail on this very machine
        typer.echo(
            "reflexion: --scope project writes hooks that run the `reflexion` on each teammate's PATH, and "
            "it is not on this machine's PATH, so they would fail here; nothing was changed. Install it "
            "for good (pipx install reflexion-cli) and run this again, or use --scope local (this "
            "machine's own interpreter, in .claude/settings.local.json).",
            err=True,
        )
        return 1
    saved = apply(path, old, new)
    tell(store, shown, prefix, saved, changed=new != old)
    from reflexion.commands.gitsetup import ignore_personal

    for ignored in ignore_personal(store):
        typer.echo(f"git now ignores {ignored} in this clone (.git/info/exclude): it is this machine's own")
    agent_note(store, enabled=True)
    warn(store, scope, prefix)
    return 0


def uninstall_from(store: Store, scope: str, path: Path, old: str | None, new: str | None) -> int:
    """Take our hooks out of `path`, and what install left around them once nothing else runs them."""
    shown = full(path)
    apply(path, old, new, keep=False)  # what goes is exactly what install added: nothing to back up
    typer.echo(
        f"reflexion hooks removed from {shown}" if new != old else f"{shown}: no reflexion hooks found"
    )
    for backup_path in drop_backups(path, new):
        typer.echo(f"removed {full(backup_path)} (a backup holding nothing the settings lack)")
    if new is None and scope != "user":
        _rmdir_quietly(path.parent)  # the project's .claude/, when install had made it for this file alone
    others = scopes_with_hooks(store, exclude=scope) + [f"plugin {p}" for p in plugins_enabled(store)]
    if others:
        typer.echo(f"still wired in {', '.join(others)}: CLAUDE.md's note and {store.path} stay")
        return 0
    claude_md = store.claude_md_path()
    had = os.path.exists(claude_md)
    agent_note(store, enabled=False)
    if had and not os.path.exists(claude_md):
        typer.echo(f"removed {claude_md} (reflexion had created it; its note was all it held)")
    if store.path == os.path.join(store.root, ".reflexion") and store.remove_if_unused():
        typer.echo(f"removed {store.path} (nothing had been recorded in it)")
    elif store.exists():
        count = len(store.entry_ids())
        typer.echo(
            f"kept {store.path}: {count} entr{'y' if count == 1 else 'ies'} this project learned "
            "(delete the directory if you no longer want them)"
        )
    return 0


def updated(old: str | None, prefix: str, uninstall: bool) -> str | None:
    """The file's new text (None: no file) — `old` itself when there is nothing to change, so an unchanged
    file is never rewritten, whatever its formatting."""
    data, style = settings.parse(old or "")
    new_data = settings.unmerge(data) if uninstall else settings.merge(data, settings.hooks_block(prefix))
    if new_data == data and (old is not None or uninstall):
        return old
    if uninstall and not new_data:
        return None  # the file held nothing but our hooks: it goes, as install made it
    return settings.render(new_data, style, old or "")


# ---------------------------------------------------------------------------------------------- where


def settings_path(store: Store, scope: str) -> Path:
    """user: ~/.claude/settings.json (CLAUDE_CONFIG_DIR moves ~/.claude); others: <root>/.claude/…"""
    if scope == "user":
        return claude_home() / "settings.json"
    name = "settings.local.json" if scope == "local" else "settings.json"
    return Path(store.root) / ".claude" / name


def claude_home() -> Path:
    configured = os.environ.get("CLAUDE_CONFIG_DIR")
    return Path(configured) if configured else Path.home() / ".claude"


def display(store: Store, path: Path) -> str:
    """A path as a person reads it: project-relative, or under `~` (for reports that name the project)."""
    shown = store.relative(str(path))
    return shown if shown != str(path) else full(path)


def full(path: Path) -> str:
    """A path that says where it is whatever directory you are in: under `~`, else absolute."""
    try:
        return "~/" + path.relative_to(Path.home()).as_posix()
    except ValueError:
        return str(path)


# ---------------------------------------------------------------------------------------------- the command


# The plain launcher: this interpreter, told to call reflexion's entry point directly. pip's console script
# does `import re` before anything else and `-m` goes through runpy: each costs a hook run ~40% of a bare
# Python start. The current directory (the user's project) is dropped from sys.path first, so no file of
# the project can shadow a module the hook imports.
LAUNCH = (
    "-c 'import sys; sys.path[:] = [p for p in sys.path if p]; from reflexion.__main__ import main; main()'"
)
# What a hook run imports from outside the standard library (orjson: a rebuild of the index).
HOOK_IMPORTS = ("reflexion", "orjson")


def command_prefix() -> str:
    """How a hook runs this very installation whatever PATH it gets: this interpreter, by absolute path,
    launching reflexion's entry point — lean when this installation allows it (see lean_prefix), else the
    plain launcher. Forward slashes and POSIX quoting, because Claude Code runs the string with sh (Git
    Bash on Windows)."""
    return lean_prefix() or f"{shell_quote(sys.executable)} {LAUNCH}"


def lean_prefix() -> str | None:
    """The interpreter started isolated and without `site` (`-I -S`), given the exact directories reflexion
    and orjson load from. `site` and the .pth files it runs are most of a bare start (an editable install's
    finder alone imports pathlib and re), and `-I` keeps the project's files and PYTHON* variables out of
    sys.path. Used only when a trial start imports this very reflexion that way; else None (a zipapp, a
    layout only a .pth file can describe, an interpreter that refuses the flags)."""
    import json
    import subprocess

    roots = import_roots()
    if roots is None:
        return None
    path = f"import sys; sys.path += {json.dumps(roots)}; "
    trial = path + "import reflexion.hook, reflexion.store, orjson; print(reflexion.__file__)"
    try:
        started = subprocess.run(
            [sys.executable, "-I", "-S", "-c", trial], capture_output=True, text=True, timeout=30
        )
    except (OSError, subprocess.SubprocessError):
        return None
    import reflexion

    if started.returncode or not _same_file(started.stdout.strip(), reflexion.__file__):
        return None
    code = path + "from reflexion.__main__ import main; main()"
    return f"{shell_quote(sys.executable)} -I -S -c {shlex.quote(code)}"


def import_roots() -> list[str] | None:
    """The sys.path entries HOOK_IMPORTS load from in this process, in order, with forward slashes."""
    from importlib.util import find_spec

    roots: list[str] = []
    for name in HOOK_IMPORTS:
        spec = find_spec(name)
        places = list(spec.submodule_search_locations or []) if spec else []
        if spec is None or not (places or spec.origin):
            return None
        # a package's directory, or a single-file module: either way its parent is the sys.path entry
        root = os.path.dirname(places[0] if places else str(spec.origin)).replace("\\", "/")
        if root not in roots:
            roots.append(root)
    return roots


def _same_file(a: str, b: str | None) -> bool:
    try:
        return b is not None and os.path.samefile(a, b)
    except OSError:
        return False


def on_path() -> bool:
    """Is a `reflexion` command on this machine's PATH (what the project scope's hooks run)?"""
    import shutil

    return shutil.which("reflexion") is not None


def team_prefix() -> str:
    """The project scope's command: .claude/settings.json is committed, so it runs the `reflexion` on each
    teammate's PATH — this machine's interpreter path would not exist on theirs — and says plainly, on a
    machine without it, how to get it."""
    return settings.TEAM_PREFIX


def shell_quote(path: str) -> str:
    """A path as one shell word, with forward slashes (Git Bash would eat backslashes)."""
    return shlex.quote(path.replace("\\", "/"))


# ---------------------------------------------------------------------------------------------- files


def read_settings(path: Path) -> str | None:
    """The file's text (UTF-8, newlines as they are), or None when it does not exist."""
    try:
        with open(path, encoding="utf-8", newline="") as fh:
            return fh.read()
    except FileNotFoundError:
        return None


def apply(path: Path, old: str | None, new: str | None, keep: bool = True) -> str | None:
    """Put `new` in place of `old` (None: no file), backing `old` up first when `keep`; returns the
    backup's path."""
    if new == old:
        return None
    saved = backup(path, old) if old and keep else None
    if new is None:
        path.unlink(missing_ok=True)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_settings(path, new)
    return saved


def backup(path: Path, text: str) -> str:
    """`settings.json.bak`; when that already holds something else, a timestamped one beside it (never
    overwrite the copy of a file as it was before reflexion first touched it)."""
    target = path.with_name(path.name + ".bak")
    if read_settings(target) not in (None, text):
        target = path.with_name(f"{path.name}.{time.strftime('%Y%m%d-%H%M%S')}.bak")
    write_settings(target, text)
    return str(target)


def drop_backups(path: Path, new: str | None) -> list[Path]:
    """Delete the backups beside `path` (`<name>.bak`, `<name>.<time>.bak`, as backup() names them) that
    hold nothing the file does not hold now, once our hooks are left out: they can restore nothing.
    A backup that parses differently (the user's own edits since) is kept."""
    try:
        now = settings.parse(new or "")[0]
    except settings.SettingsError:
        return []
    dropped = []
    for candidate in sorted(path.parent.glob(f"{glob.escape(path.name)}*.bak")):
        middle = candidate.name[len(path.name) : -len(".bak")]
        if middle and not (middle.startswith(".") and middle[1:].replace("-", "").isdigit()):
            continue
        try:
            text = read_settings(candidate)
            if text is None or settings.unmerge(settings.parse(text)[0]) != now:
                continue
            candidate.unlink()
        except (settings.SettingsError, UnicodeDecodeError, OSError):
            continue
        dropped.append(candidate)
    return dropped


def _rmdir_quietly(path: Path) -> None:
    try:
        path.rmdir()  # only ever removes an empty directory
    except OSError:
        pass


def write_settings(path: Path, text: str) -> None:
    """Atomic: a temp file beside the target, renamed over it; the target's permissions are kept."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{time.monotonic_ns()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
        if path.exists():
            os.chmod(tmp, path.stat().st_mode & 0o7777)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


# ---------------------------------------------------------------------------------------------- around


def diff(old: str, new: str, shown: str) -> str:
    import difflib

    lines = difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), shown, f"{shown} (new)"
    )
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines).rstrip("\n")


def tell(store: Store, shown: str, prefix: str, saved: str | None, changed: bool) -> None:
    verb = "installed in" if changed else "already installed in"
    typer.echo(f"reflexion hooks {verb} {shown}; they run: {prefix} hook capture|recall|promote|learn")
    if saved:
        typer.echo(f"backup of the previous file: {full(Path(saved))}")
    typer.echo(f"project: {store.root}; store: {store.path}")
    typer.echo("prove the wiring works with: reflexion doctor")
    offer_history(store)


def offer_history(store: Store) -> None:
    """Say how many past sessions of this project Claude Code kept, and how to learn from them (never run
    unasked: the person decides)."""
    from reflexion.session.history import transcripts

    found = transcripts(store.root, os.environ)
    if not found:
        return
    size = sum(os.path.getsize(p) for p in found if os.path.exists(p)) / 1e6
    typer.echo(
        f"found {len(found)} past session file(s) of this project ({size:.1f} MB): learn from them with "
        "`reflexion learn` (`--dry-run` shows what it would learn; nothing leaves the machine)"
    )


def agent_note(store: Store, enabled: bool) -> None:
    """The line in CLAUDE.md's reflexion block telling the agent how to record a fix (promote.py owns it)."""
    from reflexion.commands.promote import NOTE_MARK, set_agent_note

    if enabled:
        store.ensure()
    elif NOTE_MARK not in store.read_claude_md():
        return  # nothing to take out: neither CLAUDE.md nor the store is created just to stay empty
    set_agent_note(store, enabled=enabled)


def _layers(store: Store) -> dict[str, dict[str, object]]:
    """Each scope's settings, least specific first (unreadable or broken files count as empty)."""
    layers: dict[str, dict[str, object]] = {}
    for scope in ("user", "project", "local"):
        try:
            layers[scope] = settings.parse(read_settings(settings_path(store, scope)) or "")[0]
        except (settings.SettingsError, UnicodeDecodeError, OSError):
            layers[scope] = {}
    return layers


def scopes_with_hooks(store: Store, exclude: str) -> list[str]:
    """The other scopes whose settings file runs our hooks (Claude Code runs the hooks of all of them)."""
    layers = _layers(store)
    return [s for s in SCOPES if s != exclude and settings.find_our_hooks(layers[s])]


def plugins_enabled(store: Store) -> list[str]:
    """The reflexion plugin IDs enabled for this project (`enabledPlugins` of the three settings files)."""
    return settings.enabled_plugins(list(_layers(store).values()))


def warn(store: Store, scope: str, prefix: str) -> None:
    """Say when an event would now be handled twice: the plugin, or a different command in another scope
    (an identical command in two settings files runs once, so that one is only redundant)."""
    for plugin in plugins_enabled(store):
        typer.echo(
            f"warning: the reflexion plugin ({plugin}) is enabled too and runs the same hooks, so every "
            f"event would be handled twice; keep one: `/plugin disable {plugin}` in Claude Code, or "
            f"reflexion install --uninstall{'' if scope == 'local' else f' --scope {scope}'}",
            err=True,
        )
    layers = _layers(store)
    mine = {(f.event, f.command) for f in settings.find_our_hooks(layers[scope])}
    for other in scopes_with_hooks(store, exclude=scope):
        shown = full(settings_path(store, other))
        theirs = {(f.event, f.command) for f in settings.find_our_hooks(layers[other])}
        if theirs <= mine:
            typer.echo(
                f"note: {shown} runs the same reflexion hooks; Claude Code runs identical commands once, "
                f"so one copy is enough (reflexion install --uninstall --scope {other} removes that one)",
                err=True,
            )
            continue
        typer.echo(
            f"warning: {shown} also runs reflexion hooks, other commands than these, so every event would "
            f"be handled twice; remove them with: reflexion install --uninstall --scope {other}",
            err=True,
        )
    if any(marker in prefix for marker in EPHEMERAL):
        typer.echo(
            "warning: this reflexion runs from a temporary environment (uvx / pipx run) that may vanish; "
            "install it for good (uv tool install / pipx install), then run reflexion install again",
            err=True,
        )
    if scope == "project":
        import shutil

        found = shutil.which("reflexion")
        typer.echo(
            "note: .claude/settings.json is committed, so its hooks run the `reflexion` on each teammate's "
            f"PATH (here it is {found}); a teammate without it is told to `pipx install reflexion-cli`. "
            "Use --scope local for this machine's own interpreter path.",
            err=True,
        )
