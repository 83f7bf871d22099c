"""The hook contract: read one hook event from stdin bytes, run a command on it, print hook JSON or nothing.

Whatever happens — bad JSON, a huge payload, a held lock, a bug — a hook run exits 0 and stdout carries
only one valid hook JSON object or nothing (SPEC §5); problems go to the store's log.
"""

from __future__ import annotations

import sys
import time

from reflexion import jsonio

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing costs ~3 ms to import: a hook pays it only under mypy
    import os
    from typing import Any, BinaryIO

    from reflexion.store import Store
else:
    from reflexion import posixos as os  # os without importing os (5.6 M instructions a hook)

MAX_EVENT_BYTES = (
    4 << 20
)  # Claude Code cuts tool output at ~10,000 chars; anything far bigger is not an event
DRAIN_CHUNK = 1 << 20
TABLE_AGE_S = 30 * 86400  # a pattern table of another version not saved for this long is deleted


def read_event(stream: BinaryIO) -> dict[str, Any] | None:
    """The event as a dict, or None for anything that is not one JSON object of sane size."""
    data = stream.read(MAX_EVENT_BYTES + 1)
    if len(data) > MAX_EVENT_BYTES:
        while stream.read(DRAIN_CHUNK):  # let the writer finish without a broken pipe; keep nothing
            pass
        return None
    return _as_event(data)


def _as_event(data: bytes) -> dict[str, Any] | None:
    try:
        event = jsonio.loads(data.decode("utf-8", errors="replace"))
    except (ValueError, RecursionError):
        return None
    return event if isinstance(event, dict) else None


def today() -> str:
    """UTC calendar date; REFLEXION_TODAY=YYYY-MM-DD pins it (tests, demos)."""
    pinned = os.environ.get("REFLEXION_TODAY", "")
    if len(pinned) == 10 and pinned[4] == pinned[7] == "-":
        return pinned
    return time.strftime("%Y-%m-%d", time.gmtime())


def output(event_name: str, context: str) -> str:
    """The one JSON object that makes Claude Code add `context` next to the event (ASCII: a Windows console
    code page cannot drop a character of it)."""
    hook_output = {"hookEventName": event_name, "additionalContext": context}
    return jsonio.dumps_ascii({"hookSpecificOutput": hook_output})


def run(command: str, stdin: BinaryIO | None = None) -> int:
    """Run `capture`, `recall`, `promote`, `learn` (or a background `reindex`, `learn-background`) as a
    hook. Always returns 0."""
    started = time.perf_counter()
    store: Store | None = None
    outcome, text = "error", ""
    try:
        if command == "learn-background":  # its stdin is closed: the hook that started it passed the event
            event = _as_event(os.environ.get("REFLEXION_EVENT", "").encode("utf-8"))
        else:
            event = read_event(stdin or sys.stdin.buffer)
        if event is None and command in ("promote", "reindex"):
            event = {}  # these need no event: promote run as a Stop hook, a rebuild started by a hook
        if event is None:
            outcome = "not-an-event"
        else:
            from reflexion.store import Store

            cwd = event.get("cwd")
            store = Store.locate(os.environ, cwd if isinstance(cwd, str) else None)
            store.in_hook = not os.environ.get("REFLEXION_BACKGROUND")  # a job a hook started: do the work
            outcome, context = dispatch(command, store, event)
            if context:
                name = event.get("hook_event_name")
                text = output(name if isinstance(name, str) else "", context)
    except BaseException as exc:
        text = ""
        store = store or _store_quietly()  # an error before the store was found still leaves its line
        if store is not None:
            store.log("error", f"{command} hook failed: {type(exc).__name__}: {exc}")
    try:
        if text:
            sys.stdout.write(text + "\n")
            sys.stdout.flush()
    except BaseException as exc:  # a closed pipe: Claude Code went away, or a console that cannot print
        if store is not None:
            store.log("error", f"{command} hook could not write its output: {type(exc).__name__}: {exc}")
    _save_patterns()
    if store is not None:
        store.record_hook(command, outcome, (time.perf_counter() - started) * 1000)
        try:
            store.start_later()
        except BaseException as exc:  # a hook never fails for it: the next one starts the job
            store.log("error", f"{command} hook could not start its background job: {exc!r}")
    return 0


def _save_patterns() -> None:
    """Keep the patterns this run had to compile in the machine's table (regex.py), for the next runs. Only
    a cache: a home that cannot be written (a sandbox) costs the next run the compiling, nothing else."""
    regex = sys.modules.get("reflexion.regex")
    if regex is None:  # this run needed no pattern (most: a success, a recall miss)
        return
    if not regex.has_new_forms():  # nothing compiled anew: nothing to save
        return
    try:
        from reflexion.lock import Lock
        from reflexion.store import load_cached_parts, machine_cache, save_cached, sweep_cached

        folder = machine_cache(os.environ)
        os.makedirs(folder, exist_ok=True)
        # read, merge and write under the table's lock: a Stop's learning and a capture running side by
        # side each wrote the table they had loaded plus their own patterns, and the last one dropped the
        # other's, which the next hooks then compiled again
        with Lock(os.path.join(folder, regex.TABLE_NAME + ".lock"), timeout=1.0):
            table = regex.table_changed(load_cached_parts(os.environ, regex.TABLE_NAME))
            if table is not None:
                save_cached(os.environ, regex.TABLE_NAME, table)
        # an upgrade names its table anew (regex.TABLE_NAME): the old ones would stay in the cache for good
        sweep_cached(os.environ, regex.TABLE_FAMILY, regex.TABLE_NAME, TABLE_AGE_S)
    except Exception:
        pass


def _store_quietly() -> Store | None:
    """The store of the project we run in, for a log line (never created here: log() needs it to exist)."""
    try:
        from reflexion.store import Store

        return Store.locate(os.environ)
    except BaseException:
        return None


def dispatch(command: str, store: Store, event: dict[str, Any]) -> tuple[str, str | None]:
    """Route the event to the command's hook handler: (outcome for the timing log, context or None)."""
    if command == "capture":
        from reflexion.commands import capture

        return capture.on_event(store, event, today())
    if command == "recall":
        from reflexion.commands import recall

        return recall.on_event(store, event, today())
    if command == "promote":
        from reflexion.commands import promote

        found = promote.on_event(store, event, today())
        if not store.in_hook and store.exists():  # a large store's promote, run by a session's start
            from reflexion.commands.status import keep_summaries

            keep_summaries(store, unless_current=True)  # after an upgrade or new thresholds: read anew
        return found
    if command == "reindex":  # started by Store.rebuild_later, in a process of its own (Store.spawn)
        with store.lock:
            if not store.index_fresh():
                store.rebuild_index()
        # what the rebuild read (a git pull's entries, a fresh clone's) summarised for status now, not when a
        # person asks: reading 100,000 entry files cold took status ~4 s
        from reflexion.commands.status import keep_summaries

        keep_summaries(store)
        return "rebuilt", None
    if command in ("learn", "learn-background"):
        from reflexion.commands import learn

        # a hook learns in a process of its own (learn-background) unless asked to learn inline
        detach = store.in_hook and command == "learn" and not os.environ.get("REFLEXION_LEARN_INLINE")
        return learn.on_event(store, event, today(), detach)
    return "ignored", None
