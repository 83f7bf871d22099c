"""learn: read a session's transcript from where the last run stopped and learn from its episodes.

One learning path for both uses: the `Stop` / `SubagentStop` hook learns the turn that just ended (and
`SessionEnd` closes what the session left open), and `reflexion learn` learns past sessions in bulk.
Failures worth remembering become entries (counted once, whoever saw them first: the ledger remembers
every sighting), fixes are attributed from what the session shows, and the user's corrections become
entries of their own.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os
    from typing import Any

    from reflexion.store import Store
else:
    from reflexion import posixos as os  # os without importing os (5.6 M instructions a hook)


class Report:
    """What one learning run found and did (`learn` prints it; the hook logs its outcome)."""

    def __init__(self) -> None:
        self.files = 0
        self.bytes = 0
        self.lines = 0
        self.bad_lines = 0
        self.unreadable: list[str] = []
        self.skipped: list[str] = []  # findings not applied: the entry they touch is unreadable
        self.triage: dict[str, int] = {}
        self.new: dict[str, int] = {}  # entries created, by type
        self.bumped = 0
        self.fixes = 0
        self.corrections = 0
        self.bypasses = 0
        self.touched: list[str] = []
        self.created: list[str] = []  # entries this run made
        self.retracted: list[str] = []  # entries a sighting was taken back from (record._retract)

    def saw(self, kind: str) -> None:
        self.triage[kind] = self.triage.get(kind, 0) + 1

    def touch(self, entry_id: str) -> None:
        if entry_id not in self.touched:
            self.touched.append(entry_id)


# Characters of the agent's last words _catch_up looks for (and all the learning process is passed of them:
# its environment is no place for more of what the agent said than that).
KEPT_WORDS = 60


def on_event(store: Store, event: dict[str, Any], today: str, detach: bool = False) -> tuple[str, str | None]:
    """Hook mode (Stop, SubagentStop, SessionEnd): learn what the transcript gained since the last run —
    with `detach`, in a process of its own (`hook learn-background`), so that the hook returns at once;
    inline where no such process can be started."""
    name = event.get("hook_event_name")
    subagent = event.get("agent_transcript_path")
    path = subagent or event.get("transcript_path")
    if not isinstance(path, str) or not path or not os.path.isfile(path):
        return "no-transcript", None
    last = event.get("last_assistant_message")
    if detach and _detach(store, event, last):
        return "detached", None
    if isinstance(last, str) and last.strip():
        _catch_up(path, last)
    report = Report()
    # a subagent's own file, or the session, is over: nothing will come to close what is still open
    ended = name == "SessionEnd" or (name == "SubagentStop" and bool(subagent))
    learn_transcript(store, path, today, report, ended=ended, bounded=True)
    outcome = "learned" if report.touched else "nothing-new"
    if report.skipped:  # said in the hook log, which status shows
        outcome += f" ({len(report.skipped)} not learned: {report.skipped[0]})"
    return outcome, None


def _detach(store: Store, event: dict[str, Any], last: object) -> bool:
    """Start the learning in a process of its own, niced (Store.spawn), with what it needs of the event.
    Learning a turn loads ~60 modules (triage, attribution, redaction, the detectors): about twice a bare
    Python start, which every Stop would make Claude Code wait for. Nothing depends on its being done
    when the hook returns: the next hook that needs an entry reads what is on disk, and the watermark
    moves only with the learning written (learn_transcript)."""
    from reflexion.store import StoreError

    try:
        store.ensure()  # as learning inline would (its watermark): and hooks.log has the hook's line
    except (OSError, StoreError):
        return False  # learning inline meets the same trouble, and logs it
    keys = ("hook_event_name", "session_id", "transcript_path", "agent_transcript_path", "cwd")
    passed = {k: event[k] for k in keys if isinstance(event.get(k), str)}
    if isinstance(last, str) and last.strip():
        passed["last_assistant_message"] = last.strip()[-KEPT_WORDS:]  # _catch_up looks for its end
    return bool(store.spawn("learn-background", passed))


def _catch_up(path: str, last_words: str, wait_s: float = 1.0) -> None:
    """Claude Code writes the transcript a little after its hooks fire: at Stop, the turn's last lines are
    often not there yet. Wait (briefly, and only then) until the agent's last words are in the file, so
    the turn is learned whole; after `wait_s`, learn what is there (the rest waits for the next run)."""
    import time

    from reflexion import jsonio

    # "replace": a lone surrogate (JSON can carry one) must not end the run; its needle then waits in vain
    needle = jsonio.dumps(last_words.strip()[-KEPT_WORDS:])[1:-1].encode("utf-8", "replace")
    deadline = time.monotonic() + wait_s
    while True:
        try:
            with open(path, "rb") as fh:
                fh.seek(max(0, os.fstat(fh.fileno()).st_size - (256 << 10)))
                if needle in fh.read():
                    return
        except OSError:
            return
        if time.monotonic() >= deadline:
            return
        time.sleep(0.05)


def learn_transcript(
    store: Store,
    path: str,
    today: str,
    report: Report,
    ended: bool = False,
    fast: Any = None,
    bounded: bool = False,
) -> None:
    """Learn from one transcript's lines since its watermark, then move the watermark; `ended`: the session
    is over, so what is still open is closed (Tracker.end_session); `fast`: a faster JSON parser for its
    lines (see Reader), which a bulk run can afford to import; `bounded`: a hook's run, which reads at most
    HOOK_READ bytes (the next run goes on from there) and skips lines past HOOK_LINE.

    The transcript is read without the lock; the findings are applied under it, and only if no other run
    moved the watermark meanwhile (two runs on one transcript must not learn its lines twice); when one
    did, the lines are read again from where it stopped (nor may a run that came second lose its turn)."""
    for _ in range(LEARN_TRIES):
        if _learn_once(store, path, today, report, ended, fast, bounded):
            return


LEARN_TRIES = 5
# What one hook reads of a transcript at most: a turn writes far less; a transcript met for the first time
# when it is already long (or a 2 GB file of garbage) is read a slice a turn, never all in one hook. A line
# past HOOK_LINE (Claude Code writes none: its largest, an image, is ~7 MB) is skipped without being held:
# a hook stays within its memory budget.
HOOK_READ = 16 << 20
HOOK_LINE = 8 << 20


def _learn_once(
    store: Store, path: str, today: str, report: Report, ended: bool, fast: Any, bounded: bool
) -> bool:
    """One try of learn_transcript: False when another run moved the watermark first (nothing written)."""
    from reflexion.learn.episodes import Tracker
    from reflexion.session.transcript import PROMPT, Reader

    state = store.load_learning(path)
    start = loaded = int(state.get("offset") or 0)
    try:
        size = os.path.getsize(path)
    except OSError as exc:
        report.unreadable.append(f"{path}: {exc.strerror or exc}")
        return True
    if size < start:  # the file was replaced: read it again (the ledger keeps counts right)
        start, state = 0, {}
    tracker = Tracker(state.get("tracker"))
    skipping = state.get("skipping") is True
    reader = (
        Reader(path, start, fast, limit=HOOK_READ, longest=HOOK_LINE, skipping=skipping)
        if bounded
        else Reader(path, start, fast, skipping=skipping)
    )
    findings: list[Any] = []
    try:
        for step in reader:
            if step.kind == PROMPT:
                findings += tracker.feed(step)
            else:
                tracker.feed(step)
        if not reader.more:  # the turn (or the session) ends where the transcript does, not at a slice's end
            findings += tracker.end_session() if ended else tracker.finish_turn()
    except OSError as exc:
        report.unreadable.append(f"{path}: {exc.strerror or exc}")
        return True
    if findings or reader.offset != start or ended:
        with store.lock:
            if int(store.load_learning(path).get("offset") or 0) != loaded:
                return False  # another run learned these lines first
            mark = {"offset": reader.offset, "tracker": tracker.state()}
            if reader.skipping:  # stopped inside a line past the longest: the next run drops the rest of it
                mark["skipping"] = True
            with store.undoable():  # killed halfway, it is undone whole: never a sighting counted twice
                _apply(store, path, findings, today, report, mark)
    report.files += 1
    report.bytes += reader.offset - start
    report.lines += reader.lines
    report.bad_lines += reader.bad
    return True


def _apply(
    store: Store, path: str, findings: list[Any], today: str, report: Report, mark: dict[str, Any]
) -> None:
    """Write what the findings change, then move the transcript's watermark to `mark` (under the lock)."""
    from reflexion.store import StoreError

    store.hold_rewrites()  # one entry counted twice and given its fix: written once
    touched, retracted = len(report.touched), len(report.retracted)
    try:
        for found in findings:
            from reflexion.commands.record import apply  # only with a finding: most turns have none

            try:
                apply(store, found, today, report)
            except StoreError as exc:  # an entry a person must mend: skip it, learn the rest
                report.skipped.append(str(exc))
        # and an entry the live hook took back from local state for a sighting this run took back again
        changed = report.touched[touched:] + report.retracted[retracted:]
        if changed:
            from reflexion.commands.hold import hold_unproven

            hold_unproven(store, changed)
    finally:
        store.write_held()
    store.save_learning(path, mark)
