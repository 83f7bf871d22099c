"""The typer app for people and agents at a shell: parse arguments, call a command, map errors to exit codes.

Hook invocations never come here (see __main__.py). Exit codes: 0 ok, 1 an expected problem (one line
saying what happened and what to do), 2 usage. A bug prints one line and leaves the story in the log.
Commands that act on a project name its absolute root in what they print: a stray CLAUDE_PROJECT_DIR or
REFLEXION_DIR must never pass for the project you are in.
"""

from __future__ import annotations

import functools
import os
import sys
import traceback
from collections.abc import Callable
from enum import Enum
from typing import Annotated, Any, TypeVar

import typer

from reflexion.entry import EXAMPLE_ID, short_id
from reflexion.hook import today
from reflexion.store import Store, StoreError, find_root

app = typer.Typer(
    name="reflexion",
    help="Claude Code forgets between sessions; reflexion remembers. Failed commands and your corrections "
    "become entries in .reflexion/, recalled on later prompts; recurring fixes become rules in CLAUDE.md.",
    epilog="New here? In your project run `reflexion install`, then `reflexion doctor`; later, "
    "`reflexion status`.",
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="markdown",  # docstring paragraphs wrap to the terminal; `code` stands out
    context_settings={"help_option_names": ["-h", "--help"]},
)
F = TypeVar("F", bound=Callable[..., Any])
LOOK, TEACH, SETUP, MAINTAIN = "Look", "Teach", "Set up", "Maintain"
EntryId = Annotated[
    str,
    typer.Argument(
        help=f"The entry: its ID ({EXAMPLE_ID}) or a unique start of its hex part "
        f"({short_id(EXAMPLE_ID)}, {short_id(EXAMPLE_ID)[:4]}); `reflexion list` shows them.",
        show_default=False,
        metavar="ID",
    ),
]


class Kind(str, Enum):
    error = "error"
    correction = "correction"
    insight = "insight"
    pattern = "pattern"


class Sort(str, Enum):
    recent = "recent"
    occurrences = "occurrences"


class StoreScope(str, Enum):
    project = "project"
    user = "user"


class Scope(str, Enum):
    local = "local"
    project = "project"
    user = "user"


def version_line() -> str:
    from reflexion import DISTRIBUTION, __version__

    where = sys.executable or "python"
    return f"reflexion {__version__} ({DISTRIBUTION}, Python {sys.version.split()[0]} at {where})"


def _show_version(value: bool) -> None:
    if value:
        typer.echo(version_line())
        raise typer.Exit(0)


@app.callback(invoke_without_command=True)
def main(
    ctx: typer.Context,
    version: Annotated[
        bool,
        typer.Option(
            "--version", "-V", is_eager=True, callback=_show_version, help="Print the version and exit."
        ),
    ] = False,
) -> None:
    """Bare `reflexion` prints the help and exits 0: asking what a tool does is not a mistake."""
    if ctx.invoked_subcommand is None:
        typer.echo(ctx.get_help())
        raise typer.Exit(0)


def store() -> Store:
    """The store the command acts on; says so on stderr when CLAUDE_PROJECT_DIR (set by hand, or left over
    from a demo) points somewhere other than the directory you are in."""
    where = Store.locate(os.environ)
    if os.environ.get("CLAUDE_PROJECT_DIR") and where.root != find_root({}):
        typer.echo(
            f"reflexion: note: CLAUDE_PROJECT_DIR={os.environ['CLAUDE_PROJECT_DIR']} is set, so this acts "
            f"on {where.root}, not on the current directory (unset CLAUDE_PROJECT_DIR to change that)",
            err=True,
        )
    return where


def fail(message: str) -> None:
    typer.echo(f"reflexion: {message}", err=True)
    raise typer.Exit(1)


def usage(message: str) -> None:
    typer.echo(f"reflexion: {message}", err=True)
    raise typer.Exit(2)


def guarded(func: F) -> F:
    """One top-level handler: expected problems print one line; bugs print one line and log the rest."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        from reflexion.lock import LockTimeout

        try:
            return func(*args, **kwargs)
        except (typer.Exit, typer.Abort, KeyboardInterrupt):
            raise
        except (StoreError, LockTimeout) as exc:
            fail(str(exc))
        except PermissionError as exc:
            fail(f"cannot write {exc.filename or 'the store'}: permission denied (is the project read-only?)")
        except Exception as exc:
            where = Store.locate(os.environ)
            where.log("error", f"{func.__name__}: {type(exc).__name__}: {exc}\n{traceback.format_exc()}")
            log = os.path.join(where.local, "reflexion.log")
            fail(f"unexpected error ({type(exc).__name__}: {exc}); details in {log}")

    return wrapper  # type: ignore[return-value]


def project_note(where: Store) -> str:
    return f"(project {where.root})"


# ---------------------------------------------------------------------------------------------- look


@app.command(rich_help_panel=LOOK)
@guarded
def status(as_json: Annotated[bool, typer.Option("--json", help="One stable JSON object.")] = False) -> None:
    """The dashboard: what was learned, what is about to become a rule, rules, hook health.

    Readable at any width, with NO_COLOR and when piped; `--json` keys are documented in
    docs/status-json.md.
    """
    from reflexion.commands.status import status_command

    raise typer.Exit(status_command(store(), today(), as_json=as_json))


@app.command("list", rich_help_panel=LOOK)
@guarded
def list_(
    kind: Annotated[Kind | None, typer.Option("--type", help="Only entries of this type.")] = None,
    unresolved: Annotated[bool, typer.Option("--unresolved", help="Only entries without a fix.")] = False,
    new: Annotated[
        bool, typer.Option("--new", help="Only the entries the last `reflexion learn` created.")
    ] = False,
    promoted: Annotated[
        bool, typer.Option("--promoted", help="Only entries with a rule in CLAUDE.md.")
    ] = False,
    held: Annotated[
        bool,
        typer.Option(
            "--held",
            help="The failures this clone holds in its local state instead (seen once, no fix yet: they "
            "join the team's store when they come back or get a fix).",
        ),
    ] = False,
    sort: Annotated[
        Sort, typer.Option(help="Most recently seen first, or most often seen first.")
    ] = Sort.recent,
    as_json: Annotated[bool, typer.Option("--json", help="One whole entry per line, as JSON.")] = False,
) -> None:
    """One line per entry: the everyday way to find an ID (type its short form to `show`, `resolve` …)."""
    from reflexion.commands.listing import list_command
    from reflexion.store import unshared_store

    raise typer.Exit(
        list_command(
            unshared_store(store()) if held else store(),
            held=held,
            kind=kind.value if kind else "",
            unresolved=unresolved,
            promoted=promoted,
            new=new,
            sort=sort.value,
            as_json=as_json,
        )
    )


def owner_of(entry_id: str) -> tuple[Store, str]:
    """(the store holding an entry, its full ID): the project's, else this clone's local state (the task,
    the moment's trouble, a failure held after one sighting), else the user-level store (what concerns this
    machine or you) — a hook may have told an ID from any, and the agent is asked to verify or resolve it.
    Local state before the user-level store: the machine's trouble held here has a copy there, same ID."""
    where = store()
    try:
        return where, where.resolve_id(entry_id)
    except StoreError:
        from reflexion.commands.user_level import user_store_of
        from reflexion.store import unshared_store

        for other in (unshared_store(where), user_store_of(where)):
            if other is not None and other.exists() and other.entry_ids():
                try:
                    return other, other.resolve_id(entry_id)
                except StoreError:
                    continue
        raise


@app.command(rich_help_panel=LOOK)
@guarded
def show(entry_id: EntryId) -> None:
    """Print one entry's file (JSON, as stored in .reflexion/entries/)."""
    from reflexion import entry

    where, found = owner_of(entry_id)
    item = where.require_entry(found)
    from reflexion.text import printable

    typer.echo(printable(entry.to_text(item), keep="\n"), nl=False)
    if sys.stdout.isatty():  # a person reads where it was learned; a pipe gets the file alone
        from reflexion.commands.listing import provenance

        for line in provenance(item):
            typer.echo(f"# {line}")


@app.command(rich_help_panel=LOOK)
@guarded
def recall(
    text: Annotated[
        str, typer.Argument(help="A prompt, an error message: any text.", show_default=False)
    ] = "",
) -> None:
    """The past entries relevant to some text, as a prompt would recall them.

    Entries the agent is not shown on a prompt (already a rule in CLAUDE.md, a fix that failed, a failure
    seen once with no fix) are listed too, marked. Claude Code's hook passes the event on stdin instead.
    """
    if not text.strip():
        usage('say what to look for: reflexion recall "some text"')
    from reflexion.commands.recall import recall_command

    raise typer.Exit(recall_command(store(), text))


# ---------------------------------------------------------------------------------------------- teach


@app.command(rich_help_panel=TEACH)
@guarded
def learn(
    paths: Annotated[
        list[str] | None,
        typer.Argument(
            help="Transcript files to learn from instead of the project's history.",
            metavar="[PATH]...",
            show_default=False,
        ),
    ] = None,
    transcript: Annotated[
        list[str] | None,
        typer.Option(
            "--transcript",
            help="A transcript file to learn from, like PATH (repeatable).",
            show_default=False,
        ),
    ] = None,
    since: Annotated[
        str,
        typer.Option(help="Only transcripts written on or after this day (YYYY-MM-DD).", show_default=False),
    ] = "",
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Say what it would learn; write nothing.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="The summary as one JSON object.")] = False,
) -> None:
    """Learn from the sessions you already had: every transcript Claude Code kept for this project (its
    worktrees and subagents included), each read from where the last run — or the Stop hook — stopped.

    Nothing leaves the machine; running it twice learns nothing twice.
    """
    import json
    import time

    from reflexion.commands import history

    if since:
        try:
            time.strptime(since, "%Y-%m-%d")
        except ValueError:
            usage(f"--since wants a day like 2026-11-01, not {since!r}")
    where = store()
    todo = history.plan(where, os.environ, [*(paths or []), *(transcript or [])], since)
    if not todo.paths and not todo.skipped:
        from reflexion.session.history import claude_home, encode

        folder = os.path.join(claude_home(os.environ), "projects", encode(where.root))
        typer.echo(f"reflexion: no past sessions of {where.root} were found (looked in {folder})")
        return
    with _progress(todo, quiet=as_json) as step:
        report, summary = history.learn_history(where, todo, today(), dry_run=dry_run, progress=step)
    if as_json:
        typer.echo(json.dumps(summary, ensure_ascii=False, indent=2))
    else:
        typer.echo(history.render(summary, dry_run, where.root))
    if report.unreadable and not report.files:
        raise typer.Exit(1)


class _progress:
    """A rich progress bar over the transcripts on a terminal (files, MB, failures found); nothing when
    piped."""

    def __init__(self, todo: Any, quiet: bool) -> None:
        self.todo: Any = todo
        self.bar: Any = None
        self.task: Any = None
        if not quiet and sys.stderr.isatty() and todo.paths:
            from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn

            self.bar = Progress(
                TextColumn("learning"), BarColumn(), DownloadColumn(), TextColumn("{task.fields[found]}"),
                transient=True,
            )  # fmt: skip

    def __enter__(self) -> Any:
        if self.bar is None:
            return None
        self.bar.start()
        self.task = self.bar.add_task("learn", total=self.todo.total, found="")
        return self.step

    def step(self, path: str, report: Any) -> None:
        if self.bar is not None and self.task is not None:
            failures = sum(report.triage.values())
            found = (
                f"{report.files}/{len(self.todo.paths)} files · {failures} failures · {report.fixes} fixes"
            )
            self.bar.update(self.task, advance=self.todo.sizes.get(path, 0), found=found)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()


@app.command(rich_help_panel=TEACH)
@guarded
def resolve(
    entry_id: EntryId,
    text: Annotated[
        str, typer.Argument(help='What fixed it, as a short directive: "Run pnpm install first."')
    ],
) -> None:
    """Record the fix for an entry (a person's or the agent's word replaces an automatic one)."""
    if not text.strip():
        usage('say what fixed it: reflexion resolve ID "run pnpm install first"')
    from reflexion.commands.resolve import resolve as do_resolve

    where, found = owner_of(entry_id)
    item = do_resolve(where, found, text, today())
    if where.unshared:  # a lesson held after one sighting: with a person's fix, the team's
        from reflexion.commands.hold import take_back_proven

        take_back_proven(store(), item["id"], today())
    typer.echo(f"{item['id']}: fix recorded {project_note(where)}")


@app.command(rich_help_panel=TEACH)
@guarded
def verify(
    entry_id: EntryId,
    worked: Annotated[bool, typer.Option("--worked", help="The fix was reused and worked.")] = False,
    failed: Annotated[bool, typer.Option("--failed", help="The fix was reused and did not work.")] = False,
) -> None:
    """Confirm (--worked) or doubt (--failed) an entry's fix after reusing it.

    --worked counts one more occurrence and a confirmation; --failed flags the entry for review: it is no
    longer told as a known fix, and its rule (if any) leaves CLAUDE.md.
    """
    if worked == failed:
        usage("say whether the fix worked: --worked or --failed")
    from reflexion.commands.resolve import verify as do_verify

    where, found = owner_of(entry_id)
    item = do_verify(where, found, worked, today())
    if where.unshared:  # a held failure seen again (--worked): the team's
        from reflexion.commands.hold import take_back_proven

        take_back_proven(store(), item["id"], today())
    if worked:
        times = item.get("confirmed", 1)
        state = f"fix confirmed ({times} time{'s' if times != 1 else ''}), seen {item['occurrences']}x"
    else:
        state = "flagged for review: record a better fix with `reflexion resolve`"
    typer.echo(f"{item['id']}: {state} {project_note(where)}")


@app.command(rich_help_panel=TEACH)
@guarded
def capture(
    kind: Annotated[Kind | None, typer.Option("--type", help="What it is (default: insight).")] = None,
    trigger: Annotated[str, typer.Option(help="What went wrong, or what the user said.")] = "",
    resolution: Annotated[str, typer.Option(help="The fix, as a short directive.")] = "",
    context: Annotated[str, typer.Option(help="The command or situation.")] = "",
    keywords: Annotated[str, typer.Option(help="Comma-separated keywords.")] = "",
    scope: Annotated[
        StoreScope,
        typer.Option(
            help="project: this project's .reflexion/ · user: your user-level store, recalled in every "
            "project (for what concerns your machine, your shell or you; no paths are kept)"
        ),
    ] = StoreScope.project,
) -> None:
    """Record a learning by hand; prints its ID (the same trigger again bumps it).

    `reflexion capture --type correction --trigger "no, use pnpm" --resolution "Use pnpm, not npm."`

    (Claude Code's hook passes the event on stdin instead.)
    """
    if not trigger.strip():
        usage('say what to record: reflexion capture --type correction --trigger "…" [--resolution "…"]')
    from reflexion.commands.manual import capture_manual

    kind_ = kind.value if kind else "insight"
    user = scope == StoreScope.user
    item = capture_manual(store(), kind_, trigger, resolution, context, keywords, today(), user=user)
    typer.echo(item["id"])


@app.command(rich_help_panel=TEACH)
@guarded
def demote(entry_id: EntryId) -> None:
    """Take an entry's rule out of CLAUDE.md, keep the entry (it will not be promoted back)."""
    from reflexion.commands.promote import demote as do_demote

    where = store()
    entry_id = where.resolve_id(entry_id)
    do_demote(where, entry_id, today())
    typer.echo(f"{entry_id}: rule removed, entry kept {project_note(where)}")


@app.command(rich_help_panel=TEACH)
@guarded
def forget(entry_id: EntryId) -> None:
    """Delete an entry, and its rule if it has one."""
    from reflexion.commands.promote import forget as do_forget

    where, entry_id = owner_of(entry_id)
    copy = do_forget(where, entry_id, today())
    also = " (and its copy in your user-level store)" if copy else ""
    typer.echo(f"{entry_id}: forgotten{also} {project_note(where)}")


# ---------------------------------------------------------------------------------------------- set up


@app.command(rich_help_panel=SETUP)
@guarded
def install(
    scope: Annotated[
        Scope,
        typer.Option(
            help="local: .claude/settings.local.json (personal) · project: .claude/settings.json "
            "(shared) · user: ~/.claude/settings.json (every project)"
        ),
    ] = Scope.local,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Show the settings diff only.")] = False,
    uninstall: Annotated[
        bool, typer.Option("--uninstall", help="Take out exactly what install added.")
    ] = False,
    git: Annotated[
        bool,
        typer.Option(
            "--git",
            help="Instead: make git merge entries, index.txt and CLAUDE.md's rules block with reflexion's "
            "merge driver (.gitattributes for the team, git config for this clone).",
        ),
    ] = False,
) -> None:
    """Wire reflexion's hooks into Claude Code's settings, create the store, tell the agent about it."""
    from reflexion.commands.install import command_prefix, install_command

    if git:
        from reflexion.commands.gitsetup import git_setup

        raise typer.Exit(git_setup(store(), command_prefix()))

    raise typer.Exit(install_command(store(), scope=scope.value, dry_run=dry_run, uninstall=uninstall))


@app.command(rich_help_panel=SETUP)
@guarded
def doctor() -> None:
    """Prove the wiring works: settings, commands, and real events replayed through the hooks."""
    from reflexion.commands.doctor import doctor_command

    raise typer.Exit(doctor_command(store()))


@app.command(rich_help_panel=SETUP)
@guarded
def init() -> None:
    """Create the store (.reflexion/) now (the first failure or `install` also creates it)."""
    where = store()
    where.ensure()
    with where.lock:
        where.rebuild_index()
    typer.echo(f"reflexion store ready: {where.path}")


# ---------------------------------------------------------------------------------------------- maintain


@app.command(rich_help_panel=MAINTAIN)
@guarded
def promote(
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Print the CLAUDE.md diff; write and lock nothing.")
    ] = False,
) -> None:
    """Write a rule into CLAUDE.md for every entry that qualifies (seen 3x on 2+ days, fix known).

    Claude Code's SessionStart hook runs it too, and it happens whenever an entry changes.
    """
    from reflexion.commands.promote import promote_command

    raise typer.Exit(promote_command(store(), today(), dry_run=dry_run))


@app.command(rich_help_panel=MAINTAIN)
@guarded
def check() -> None:
    """Validate every entry and CLAUDE.md's rules block (for CI and pre-commit): one line per problem
    (`file: field: what`), exit 1 on any."""
    from reflexion.commands.check import check_command

    raise typer.Exit(check_command(store(), today()))


@app.command(rich_help_panel=MAINTAIN)
@guarded
def consolidate() -> None:
    """Fold the entries of one failure made in two clones into one (also done whenever they are read):
    occurrences added, days united, the better fix kept, the other ID kept as an alias (`show` finds it)."""
    from reflexion.commands.consolidate import consolidate_all

    where = store()
    if not where.exists():
        fail(f"no store in {where.root}: nothing to consolidate")
    done = consolidate_all(where, today())
    for kept, gone in done:
        typer.echo(f"{kept}: took in {', '.join(gone)}")
    typer.echo(f"{len(done)} failure(s) had more than one entry {project_note(where)}")


@app.command("merge-file", rich_help_panel=MAINTAIN)
@guarded
def merge_file(
    base: Annotated[str, typer.Argument(help="git's %O: the common ancestor's version.")],
    ours: Annotated[str, typer.Argument(help="git's %A: our version; the result is written here.")],
    theirs: Annotated[str, typer.Argument(help="git's %B: their version.")],
    name: Annotated[str, typer.Argument(help="git's %P: the file's path in the repository.")] = "",
) -> None:
    """git's merge driver for reflexion's files (`reflexion install --git` sets it up): entries merged
    field by field, index.txt as a union, CLAUDE.md's rules block regenerated. Exit 1: conflicts left."""
    from reflexion.commands.merge_driver import merge_file as do_merge

    raise typer.Exit(do_merge(Store.locate(os.environ), base, ours, theirs, name or ours))


@app.command(rich_help_panel=MAINTAIN)
@guarded
def reindex() -> None:
    """Rebuild index.txt from the entries (also done by itself whenever it is stale)."""
    where = store()
    if not where.exists():
        fail(f"no store in {where.root}: nothing to index (`reflexion init` creates one)")
    problems: list[str] = []
    with where.lock:
        count = where.rebuild_index(problems)
    typer.echo(
        f"index rebuilt from {count} entries in {where.path}"
        + (f"; {len(problems)} unreadable (see `reflexion status`)" if problems else "")
    )


@app.command(rich_help_panel=MAINTAIN)
@guarded
def redact() -> None:
    """Copy stdin to stdout with secrets redacted (paste a log into an issue safely)."""
    from reflexion.redact import redact as do_redact

    data = sys.stdin.buffer.read()
    sys.stdout.write(do_redact(data.decode("utf-8", errors="replace")))


def run() -> int:
    from reflexion import regex

    regex.keep_no_forms()  # only hooks save the machine's pattern table
    for stream in (sys.stdout, sys.stderr):  # a cp1252 console: a `?` for what it cannot show, not a crash
        try:
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]
        except (AttributeError, ValueError):
            pass
    app()
    return 0
