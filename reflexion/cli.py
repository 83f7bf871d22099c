"""The typer app for people and agents at a shell: parse arguments, call a command, map errors to exit codes.

Hook invocations never come here (see __main__.py). Exit codes: 0 ok, 1 an expected problem (one line
saying what happened and what to do), 2 usage. A bug prints one line and leaves the story in the log.
"""

from __future__ import annotations

import functools
import os
import sys
import traceback
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

import typer

from reflexion.hook import today
from reflexion.store import Store, StoreError

app = typer.Typer(
    name="reflexion",
    help="Closed-loop learning for AI coding agents: failures and corrections become fixes and rules.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
F = TypeVar("F", bound=Callable[..., Any])
EntryId = Annotated[str, typer.Argument(help="An entry ID, e.g. RFX-20260331-a7f3c2 (see `reflexion list`).")]


def store() -> Store:
    return Store.locate(os.environ)


def fail(message: str) -> None:
    typer.echo(f"reflexion: {message}", err=True)
    raise typer.Exit(1)


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
            where = store()
            where.log("error", f"{func.__name__}: {type(exc).__name__}: {exc}\n{traceback.format_exc()}")
            log = where.relative(os.path.join(where.local, "reflexion.log"))
            fail(f"unexpected error ({type(exc).__name__}: {exc}); details in {log}")

    return wrapper  # type: ignore[return-value]


@app.command()
@guarded
def init() -> None:
    """Create the store (.reflexion/) in this project."""
    where = store()
    where.ensure()
    with where.lock:
        where.rebuild_index()
    typer.echo(f"reflexion store ready: {where.relative(where.path)}")


@app.command()
@guarded
def capture(
    kind: Annotated[str, typer.Option("--type", help="error | correction | insight | pattern")] = "",
    trigger: Annotated[str, typer.Option(help="What went wrong, or what the user said.")] = "",
    resolution: Annotated[str, typer.Option(help="The fix, as a short directive.")] = "",
    context: Annotated[str, typer.Option(help="The command or situation.")] = "",
    keywords: Annotated[str, typer.Option(help="Comma-separated keywords.")] = "",
) -> None:
    """Record a learning by hand (prints its ID). Without options, reads a hook event on stdin."""
    if not kind and not trigger:
        typer.echo(
            "reflexion: say what to record: --type … --trigger … (hooks pipe an event on stdin)", err=True
        )
        raise typer.Exit(2)
    from reflexion.commands.manual import capture_manual

    item = capture_manual(store(), kind or "insight", trigger, resolution, context, keywords, today())
    typer.echo(item["id"])


@app.command()
@guarded
def recall(text: Annotated[str, typer.Argument(help="Text to find past learnings for.")] = "") -> None:
    """Show the past learnings relevant to some text. Without text, reads a hook event on stdin."""
    if not text:
        typer.echo('reflexion: say what to look for: reflexion recall "some text"', err=True)
        raise typer.Exit(2)
    from reflexion.commands.recall import describe, find

    hits = find(store(), text)
    if not hits:
        typer.echo("No relevant learnings.")
        return
    if not sys.stdout.isatty():
        for hit, item in hits:
            typer.echo(describe(item).rstrip() + f"  [score {hit.score:.2f}: {', '.join(hit.matched)}]")
        return
    from rich.console import Console
    from rich.table import Table

    table = Table("entry", "seen", "what happened, and the fix", "matched", show_lines=True)
    for hit, item in hits:
        what = describe(item).split(": ", 1)[1].strip()
        table.add_row(
            item["id"], f"{item['occurrences']}x", what, f"{hit.score:.2f}: {', '.join(hit.matched)}"
        )
    Console().print(table)


@app.command()
@guarded
def promote(
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Print the CLAUDE.md diff only.")] = False,
) -> None:
    """Write a rule into CLAUDE.md for every entry that qualifies (seen 3x on 2+ days, fix known)."""
    from reflexion.commands.promote import promote_all

    result = promote_all(store(), today(), dry_run=dry_run)
    typer.echo(result.report(dry_run))


@app.command()
@guarded
def status(as_json: Annotated[bool, typer.Option("--json", help="One stable JSON object.")] = False) -> None:
    """The dashboard: what was learned, what is about to become a rule, hook health."""
    from reflexion.commands.status import status_command

    raise typer.Exit(status_command(store(), today(), as_json=as_json))


@app.command("list")
@guarded
def list_(
    kind: Annotated[str, typer.Option("--type", help="Only this type.")] = "",
    unresolved: Annotated[bool, typer.Option("--unresolved", help="Only entries without a fix.")] = False,
    promoted: Annotated[
        bool, typer.Option("--promoted", help="Only entries with a rule in CLAUDE.md.")
    ] = False,
    sort: Annotated[str, typer.Option(help="occurrences | recent")] = "recent",
    as_json: Annotated[bool, typer.Option("--json", help="JSON lines.")] = False,
) -> None:
    """List entries (the everyday way to find an ID)."""
    from reflexion.commands.listing import list_command

    raise typer.Exit(
        list_command(store(), kind=kind, unresolved=unresolved, promoted=promoted, sort=sort, as_json=as_json)
    )


@app.command()
@guarded
def show(entry_id: EntryId) -> None:
    """Print one entry's file."""
    from reflexion import entry

    typer.echo(entry.to_text(store().require_entry(entry_id)), nl=False)


@app.command()
@guarded
def resolve(
    entry_id: EntryId, text: Annotated[str, typer.Argument(help="What fixed it, as a short directive.")]
) -> None:
    """Record the fix for an entry."""
    from reflexion.commands.resolve import resolve as do_resolve

    item = do_resolve(store(), entry_id, text, today())
    typer.echo(f"{item['id']}: resolution recorded")


@app.command()
@guarded
def verify(
    entry_id: EntryId,
    worked: Annotated[bool, typer.Option("--worked", help="The recalled fix worked.")] = False,
    failed: Annotated[bool, typer.Option("--failed", help="The recalled fix did not work.")] = False,
) -> None:
    """Confirm (--worked) or doubt (--failed) an entry's fix."""
    if worked == failed:
        typer.echo("reflexion: say --worked or --failed", err=True)
        raise typer.Exit(2)
    from reflexion.commands.resolve import verify as do_verify

    item = do_verify(store(), entry_id, worked, today())
    state = f"seen {item['occurrences']}x" if worked else "flagged for review"
    typer.echo(f"{item['id']}: {state}")


@app.command()
@guarded
def forget(entry_id: EntryId) -> None:
    """Delete an entry (and its rule, if it had one)."""
    from reflexion.commands.promote import forget as do_forget

    do_forget(store(), entry_id, today())
    typer.echo(f"{entry_id}: forgotten")


@app.command()
@guarded
def demote(entry_id: EntryId) -> None:
    """Remove an entry's rule from CLAUDE.md but keep the entry."""
    from reflexion.commands.promote import demote as do_demote

    do_demote(store(), entry_id, today())
    typer.echo(f"{entry_id}: rule removed, entry kept")


@app.command()
@guarded
def reindex() -> None:
    """Rebuild index.txt from the entries (it is also rebuilt automatically when stale)."""
    where = store()
    problems: list[str] = []
    with where.lock:
        count = where.rebuild_index(problems)
    typer.echo(
        f"index rebuilt from {count} entries"
        + (f"; {len(problems)} unreadable (see status)" if problems else "")
    )


@app.command()
@guarded
def redact() -> None:
    """Copy stdin to stdout with secrets redacted (the store's own redactor)."""
    from reflexion.redact import redact as do_redact

    data = sys.stdin.buffer.read()
    sys.stdout.write(do_redact(data.decode("utf-8", errors="replace")))


@app.command()
@guarded
def install(
    scope: Annotated[
        str, typer.Option(help="local (default: .claude/settings.local.json, personal) | project | user")
    ] = "local",
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Show the settings diff only.")] = False,
    uninstall: Annotated[
        bool, typer.Option("--uninstall", help="Remove exactly what install added.")
    ] = False,
) -> None:
    """Wire reflexion's hooks into Claude Code's settings."""
    from reflexion.commands.install import install_command

    raise typer.Exit(install_command(store(), scope=scope, dry_run=dry_run, uninstall=uninstall))


@app.command()
@guarded
def doctor() -> None:
    """Check the hooks are wired and work, by replaying real events through them."""
    from reflexion.commands.doctor import doctor_command

    raise typer.Exit(doctor_command(store()))


def run() -> int:
    app()
    return 0
