"""Pure: follow a session's steps and cut them into episodes — a failure, what the agent said and changed
after it, and the next run of the same intent: the call that got past the failure (or nothing).

A failed intent is often run several times: `mix test` fails on a missing dependency, the agent edits
mix.exs and runs it again, it now fails on missing configuration, the agent edits config/test.exs, and the
third run passes. Each failure is its own episode, closed by the next run of the intent that no longer
shows it; what changed in between is its fix. The fix is *verified* once the intent finally succeeds.

`Tracker.feed(step)` takes the transcript's steps in order; `Tracker.finish_turn()` is called at the end of
each turn (a new prompt, a Stop hook, the end of a file). Findings come out in order:

- `Sighting`: a failure, triaged, to be counted (at the end of the turn it happened in, when what followed
  it in that turn is known);
- `Fix`: an episode closed by the call that got past its failure, or by the user's correction;
- `Said`: a correction or rule the user stated.

The tracker's state survives between runs as plain JSON (`state()` / `Tracker(state)`), so that a Stop hook
reading only the transcript's new lines still closes an episode opened in an earlier turn.
"""

from __future__ import annotations

from reflexion.detect import interrupted
from reflexion.detectors.command import parse, writes
from reflexion.entry import HANDOVER  # no run closed it: the agent gave the command to the user to run
from reflexion.learn.intent import RERUN, intent, relation
from reflexion.learn.reroute import SCRIPT_FILES
from reflexion.questions import named_questions, named_terms, names_something, question_in
from reflexion.session.transcript import CALL, PROMPT, RESULT, TASK_ENDED, WORDS, Step

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from reflexion.correct import Correction
    from reflexion.detect import Failure
    from reflexion.learn.intent import Intent

SHELL_TOOLS = frozenset({"Bash", "PowerShell"})
EDIT_TOOLS = frozenset({"Edit", "MultiEdit", "Write", "NotebookEdit"})
OUTPUT_TOOLS = frozenset({"TaskOutput", "BashOutput"})  # what a shell call started in the background did
WINDOW = 30  # shell calls after its last failure before an episode nobody got past is abandoned
OPEN_LIMIT = 8  # open episodes remembered per transcript
WORDS_KEPT = 4  # the agent's first words after a failure: its diagnosis, if any
EDITS_KEPT = 6
SETUP_KEPT = 6
SCRIPT_KEPT = 2000  # characters of a script file written whole, to tell the work it hands to a shell
TEXT_KEPT = 4000  # characters of a failure's output kept for triage (its tail: errors come last)
SUCCEEDED, GOT_PAST = "succeeded", "got-past"  # how the closing run went
FEWER = "fewer"  # ...or it failed the same way again, but fewer of its tests or checks failed


class Attempt:
    """One failed call: what ran, where, and the failure detect.py found in its output."""

    __slots__ = (
        "_known", "_terms", "branch", "call", "command", "cwd", "day", "failure", "hidden", "kind", "seen_at",
        "session", "sighted", "text",
    )  # fmt: skip

    def __init__(
        self, call: str, command: str, day: str, session: str, cwd: str, text: str, branch: str = ""
    ) -> None:
        self.call, self.command, self.day, self.session, self.cwd = call, command, day, session, cwd
        self.branch = branch
        self.text = text[-TEXT_KEPT:]
        self.failure: Failure | None = None
        self.hidden = False  # the call "succeeded" but its output shows a failure a pipe hid
        self.sighted = False
        self.kind = ""  # its triage, once sighted
        self.seen_at = 0  # calls issued before its result came: later ones could react to it
        self._terms: frozenset[str] | None = None
        self._known: dict[str, tuple[Failure | None, Any]] = {}

    def known(self, name: str, work: Callable[[], Any]) -> Any:
        """A fact of this failed call, worked out once: each run that follows it asks again (its signature,
        its intent, whether it ran in the wrong place). Its command, text and place never change; its
        failure is set once it is judged, so a fact worked out before then is worked out anew."""
        held = self._known.get(name)
        if held is not None and held[0] is self.failure:
            return held[1]
        value = work()
        self._known[name] = (self.failure, value)
        return value

    def terms(self) -> frozenset[str]:
        """The words of its command and output (keywords.terms), read once: later steps ask again."""
        if self._terms is None:
            from reflexion.keywords import terms

            self._terms = frozenset(terms(f"{self.command}\n{self.text}"))
        return self._terms

    def answer_like(self) -> bool:
        """It reads as a check that found nothing (a guarded or remote search, an existence check)."""
        from reflexion.learn.triage import answer_like

        return answer_like(self.command, self.text, self.failure.exit_code if self.failure else None)

    @property
    def signature(self) -> str:
        from reflexion.learn.triage import failure_signature

        def work() -> str:
            return failure_signature(self.failure, self.text, self.command) if self.failure else ""

        return str(self.known("signature", work))

    def to_json(self) -> dict[str, Any]:
        f = self.failure
        return {
            "call": self.call,
            "command": self.command,
            "day": self.day,
            "session": self.session,
            "cwd": self.cwd,
            "branch": self.branch,
            "text": self.text,
            "hidden": self.hidden,
            "sighted": self.sighted,
            "kind": self.kind,
            "seen_at": self.seen_at,
            "failure": [f.tool, f.category, f.trigger, f.exit_code] if f else None,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Attempt:
        from reflexion.detect import Failure

        made = cls(
            str(data["call"]),
            str(data["command"]),
            str(data.get("day") or ""),
            str(data.get("session") or ""),
            str(data.get("cwd") or ""),
            str(data.get("text") or ""),
            str(data.get("branch") or ""),
        )
        made.hidden, made.sighted = bool(data.get("hidden")), bool(data.get("sighted"))
        made.kind, made.seen_at = str(data.get("kind") or ""), int(data.get("seen_at") or 0)
        found = data.get("failure")
        if isinstance(found, list) and len(found) == 4:
            made.failure = Failure(*found)
        return made


class Episode:
    """One failure (seen once or several times in a row) and what followed its last sighting."""

    __slots__ = (
        "attempts", "chain", "closed", "edits", "fix", "prompt", "quiet", "said", "setup", "since", "tried",
        "words",
    )  # fmt: skip

    def __init__(self, first: Attempt, chain: str = "") -> None:
        self.attempts = [first]
        self.chain = chain or first.call  # episodes of one intent run again and again share a chain
        self.words: list[str] = []  # the agent's words after the last sighting
        self.edits: list[dict[str, str]] = []  # {"call", "path", "added", "removed"[, "script", "bypass"]}
        self.setup: list[dict[str, str]] = []  # {"call", "command"}: state-changing commands in between
        self.tried: list[str] = []  # files edited before a sighting: the edits that did not fix it (yet)
        self.fix: dict[str, str] | None = (
            None  # the closing run: {"call", "command", "relation", "outcome", …}
        )
        self.prompt = ""  # the directive of the user's correction that closed it
        self.said: dict[str, str] = {}  # ...and where the user said it: {"session", "day", "uuid"}
        self.since = 0  # shell calls since the last sighting
        self.quiet = True  # no shell call but a look around (`ls`) has succeeded since the last sighting
        self.closed = False

    @property
    def last(self) -> Attempt:
        return self.attempts[-1]

    def again(self, attempt: Attempt) -> None:
        """The same failure once more: what was tried since did not help."""
        self.attempts.append(attempt)
        paths = dict.fromkeys(e["path"] for e in self.edits if e["path"] not in self.tried)
        self.tried += list(paths)[:EDITS_KEPT]
        self.words, self.edits, self.setup = [], [], []
        self.since, self.quiet = 0, True

    def to_json(self) -> dict[str, Any]:
        return {
            "attempts": [a.to_json() for a in self.attempts],
            "chain": self.chain,
            "words": self.words,
            "edits": self.edits,
            "setup": self.setup,
            "tried": self.tried,
            "fix": self.fix,
            "prompt": self.prompt,
            "said": self.said,
            "since": self.since,
            "quiet": self.quiet,
            "closed": self.closed,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Episode:
        attempts = [Attempt.from_json(a) for a in data["attempts"]]
        made = cls(attempts[0], str(data.get("chain") or ""))
        made.attempts = attempts
        made.words = list(data.get("words") or [])
        made.edits = list(data.get("edits") or [])
        made.setup = list(data.get("setup") or [])
        made.tried = [str(p) for p in data.get("tried") or []]
        made.fix = data.get("fix") or None
        made.prompt = str(data.get("prompt") or "")
        made.said = {str(k): str(v) for k, v in (data.get("said") or {}).items()}
        made.since = int(data.get("since") or 0)
        made.quiet = bool(data.get("quiet", True))
        made.closed = bool(data.get("closed"))
        return made


class Sighting:
    """A failed call to count: `kind` is the triage (lesson, environment, task or probe)."""

    __slots__ = ("attempt", "episode", "kind", "reason")

    def __init__(self, attempt: Attempt, episode: Episode, kind: str, reason: str) -> None:
        self.attempt, self.episode, self.kind, self.reason = attempt, episode, kind, reason

    def __repr__(self) -> str:
        return f"Sighting({self.kind}, {self.attempt.command[:40]!r}, {self.reason})"


class Fix:
    """An episode closed: by the run that got past its failure, or by the user's words."""

    __slots__ = ("episode",)

    def __init__(self, episode: Episode) -> None:
        self.episode = episode

    def __repr__(self) -> str:
        fix = self.episode.fix or {}
        return f"Fix({self.episode.last.command[:30]!r} -> {fix.get('command', self.episode.prompt)[:40]!r})"


class Verified:
    """The intent of earlier episodes finally succeeded: the fixes they got past with are verified."""

    __slots__ = ("calls",)

    def __init__(self, calls: list[str]) -> None:
        self.calls = calls  # the failed calls whose entries' fixes are now verified


class Said:
    """A correction or rule the user stated in a prompt (and the failure it answered, if any)."""

    __slots__ = ("correction", "day", "episode", "session", "text")

    def __init__(
        self, correction: Correction, day: str, session: str, text: str, episode: Episode | None
    ) -> None:
        self.correction = correction
        self.day, self.session, self.text, self.episode = day, session, text, episode


class Tracker:
    """The episodes of one transcript, fed step by step."""

    def __init__(self, state: dict[str, Any] | None = None) -> None:
        state = state or {}
        self.open = [Episode.from_json(e) for e in state.get("open", []) if isinstance(e, dict)]
        self.calls: dict[str, dict[str, Any]] = dict(state.get("calls") or {})  # calls awaiting results
        # shell calls started in the background, by task ID: their call, until TaskOutput says how they ended
        self.background: dict[str, dict[str, Any]] = dict(state.get("background") or {})
        # chain -> failed calls whose episodes were got past but whose intent has not succeeded yet
        self.pending: dict[str, list[str]] = dict(state.get("pending") or {})
        self.seq = int(state.get("seq") or 0)  # calls issued so far
        self.done: list[Episode] = []  # closed since the last finish_turn, their findings not given yet
        self.resighted: list[Sighting] = []  # probes the user's correction showed to be lessons
        self.verified: list[Verified] = []
        self.asked = str(state.get("asked") or "")  # the question the agent's last words ended on
        self.listed: dict[str, str] = dict(state.get("listed") or {})  # ...or its numbered questions
        self.secret = state.get("secret") is True  # ...and whether any of its questions asks for a secret
        # the episodes the last result closed, and the calls each one's closing verified: the agent's next
        # words may say that run fell short ("created but without the key"); read within one delta only
        self.just_closed: list[tuple[Episode, list[str]]] = []

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = _redacted(
            {
                "open": [e.to_json() for e in self.open],
                "calls": dict(list(self.calls.items())[-16:]),
                "background": dict(list(self.background.items())[-16:]),
                "pending": dict(list(self.pending.items())[-OPEN_LIMIT:]),
                "seq": self.seq,
                "asked": self.asked,
                "listed": self.listed,
                "secret": self.secret,
            }
        )
        return state

    # ------------------------------------------------------------------ feeding

    def feed(self, step: Step) -> list[Any]:
        if step.kind == PROMPT:
            found = self.finish_turn()
            return found + self._prompt(step)
        if step.kind == CALL:
            self.seq += 1
            self.asked, self.listed, self.secret = "", {}, False
            self.just_closed = []
            if step.name in SHELL_TOOLS or step.name in EDIT_TOOLS or step.name in OUTPUT_TOOLS:
                self.calls[step.id] = {
                    "name": step.name,
                    "input": _compact_input(step),
                    "day": step.day,
                    "seq": self.seq,
                }
        elif step.kind == RESULT:
            self.just_closed = []
            if step.id.startswith(TASK_ENDED):  # Claude Code's note: a background task ended
                self._background_ended(step, {"input": {"task": step.id[len(TASK_ENDED) :]}})
                return []
            call = self.calls.pop(step.id, None)
            if call is not None and step.ran:
                self._result(step, call)
        elif step.kind == WORDS and not step.sidechain:
            if self.just_closed and _fell_short(step.text):
                self._reopen()
            from reflexion.correct_reply import secret_asked

            self.asked = question_in(step.text)
            self.listed = named_questions(step.text)
            # any question for a secret among the closing words: a text block after it does not unask it
            self.secret = self.secret or secret_asked(step.text)
            for episode in self._live():
                if episode.quiet and len(episode.words) < WORDS_KEPT:
                    episode.words.append(step.text[:1000])
                    if _hands_over(step.text) and _needs_a_person(episode.last):
                        self._handed_over(episode, step)
        return []

    def finish_turn(self) -> list[Any]:
        """The turn ended: triage and count its failures; give the fixes found."""
        found: list[Any] = list(self.resighted)
        for episode in [*self.done, *self.open]:
            for attempt in episode.attempts:
                if attempt.sighted:
                    continue
                from reflexion.learn.triage import TASK, UNFIXED_TASK, triage  # only with a failure to judge

                kind, reason = triage(attempt, episode)
                if kind == TASK and episode.fix is None:
                    if not episode.closed:
                        continue  # the work in progress is worth keeping only with the fix it found
                    kind, reason = UNFIXED_TASK, "the work in progress, left unfinished"
                attempt.sighted, attempt.kind = True, kind
                found.append(Sighting(attempt, episode, kind, reason))
        found += [Fix(e) for e in self.done if e.fix or e.prompt]
        found += self.verified
        self.done, self.resighted, self.verified = [], [], []
        return found

    def end_session(self) -> list[Any]:
        """The session (or the subagent) is over: what is still open will get no fix, so the turn's end
        closes it — the work left unfinished is then a task that taught nothing, not a lesson."""
        for episode in self._live():
            self._close(episode)
        return self.finish_turn()

    # ------------------------------------------------------------------ steps

    def _result(self, step: Step, call: dict[str, Any]) -> None:
        if call["name"] in OUTPUT_TOOLS:
            self._background_ended(step, call)
            return
        seq = int(call.get("seq") or 0)
        if call["name"] in EDIT_TOOLS:
            if not step.error:
                edit = {"call": step.id, **_edit_summary(call["input"])}
                about = f"{edit['path']}\n{edit['added']}\n{edit['removed']}"
                for episode in _concerned(self._live(after=seq), about):
                    if len(episode.edits) < EDITS_KEPT:
                        episode.edits.append(edit)
            return
        command = str(call["input"].get("command", ""))
        if not command.strip() or (step.error and interrupted(step.text)):
            return  # the user stopped it: neither a failure nor a success of the command
        day = step.day or str(call.get("day") or "")
        ran = intent(command, here=step.cwd)
        redone = self._episode_of(ran, seq, command)
        if _in_background(call, step) and not (redone is not None and _started_is_enough(redone.last)):
            task = _task_id(step)  # started, not done: how it ended is TaskOutput's to say
            if task:
                self.background[task] = {**call, "id": step.id}
            return
        failed = _failure(command, step) if step.error else _hidden(command, step)
        if failed is not None:
            from reflexion.redact import redact

            # a failed command is held as it may be saved: redacted, so that a turn learned live (its state
            # saved and read back) and a session learned whole compare the very same commands (_related);
            # its output is redacted when the state is saved (state())
            found, text = failed
            command = redact(command)
            attempt = Attempt(step.id, command, day, step.session, step.cwd, text, step.branch)
            attempt.failure, attempt.hidden, attempt.seen_at = found, not step.error, self.seq
            self._failed(attempt, ran, redone)
        else:
            self._succeeded(step, command, day, ran, redone, seq)

    def _background_ended(self, step: Step, call: dict[str, Any]) -> None:
        """TaskOutput (or BashOutput) says a shell call started in the background has ended: its outcome,
        as if that call had returned it (a run still going says nothing yet)."""
        task = str(call["input"].get("task") or "")
        started = self.background.get(task)
        ended = _ended_task(step.response) if started is not None else None
        if started is None or ended is None:
            return
        del self.background[task]
        code, output = ended
        line = {"timestamp": step.time, "sessionId": step.session, "cwd": step.cwd, "gitBranch": step.branch}
        if code:
            text = f"Exit code {code}\n{output}"
            done = Step(RESULT, line, step.end, id=started["id"], text=text, error=True)
        else:
            response = {"stdout": output, "stderr": "", "interrupted": False, "isImage": False}
            done = Step(RESULT, line, step.end, id=started["id"], text=output, response=response)
        self._result(done, {**started, "input": {"command": started["input"].get("command", "")}})

    def _episode_of(self, ran: Intent | None, seq: int, command: str) -> Episode | None:
        """The latest open episode this run sets out to redo (a call issued before the failure was seen
        cannot be a reaction to it: parallel calls are not attempts at a fix); past one whose last call the
        shell could not even start, to the failure that call was a retry of."""
        if ran is None:
            return None
        found = None
        for episode in reversed(self._live(after=seq)):
            if _related(episode.last, command, ran, episode) is not None:
                if not _never_ran(episode.last):
                    return episode
                found = found or episode
        return found

    def _redone(self, ran: Intent | None, seq: int, command: str, latest: Episode) -> list[Episode]:
        """Every open episode a successful run redoes, of the same failure as the latest one (the same
        call made twice in parallel, both failing alike) or a retry the shell could not start: the run that
        succeeded is each one's fix."""
        return [latest] + [
            e for e in self._live(after=seq)
            if e is not latest and (e.last.signature == latest.last.signature or _never_ran(e.last))
            and _redoes(e, command, ran)
        ]  # fmt: skip

    def _failed(self, attempt: Attempt, ran: Intent | None, episode: Episode | None) -> None:
        self._tick(exclude=episode)
        same = episode is not None and attempt.signature == episode.last.signature
        if episode is not None and not same and unreached(episode.last) and unreached(attempt):
            episode = None  # ssh failed to reach a host again, another way: no closer to the host than before
        if episode is not None and not same and _never_ran(attempt):
            episode = None  # the shell could not even start the rerun: it got past nothing
        fewer = same and _fewer(episode, attempt)  # type: ignore[arg-type]
        if episode is not None and same and not fewer:
            episode.again(attempt)
            return
        chain = ""
        if episode is not None:  # the same intent, failing differently: the earlier failure was got past
            self._closing_run(episode, attempt.call, attempt.command, attempt.day, attempt.session, ran)
            episode.fix["outcome"] = FEWER if fewer else GOT_PAST  # type: ignore[index]
            if fewer:  # how many failed before and after: the fix's own evidence of what it did
                episode.fix["failed"] = f"{failed_count(episode.last.text)} → {failed_count(attempt.text)}"  # type: ignore[index]
            if not fewer:  # part of a run passing is no proof the edit fixed the rest: never verified later
                self.pending.setdefault(episode.chain, []).extend(a.call for a in episode.attempts)
            chain = episode.chain
        self.open.append(Episode(attempt, chain))
        if len(self.open) > OPEN_LIMIT:
            self._close(self.open[0])

    def _succeeded(
        self, step: Step, command: str, day: str, ran: Intent | None, episode: Episode | None, seq: int
    ) -> None:
        if episode is not None:
            for each in self._redone(ran, seq, command, episode):
                self._closing_run(each, step.id, command, day, step.session, ran)
                confirmed = self.pending.pop(each.chain, [])
                if confirmed:
                    self.verified.append(Verified(confirmed))
                self.just_closed.append((each, confirmed))
        elif self._live(after=seq):  # a setup step matters only to an episode still open
            from reflexion.learn.attribution import is_setup

            if is_setup(command):
                place = ran.cwd if ran is not None else ""
                for live in _concerned(self._live(after=seq), command):
                    if len(live.setup) < SETUP_KEPT and _same_place(place, live.last.cwd):
                        live.setup.append({"call": step.id, "command": command})
            else:  # a process stopped: a step only for a failure that found what it needs held by one
                from reflexion.learn.freed import frees, taken

                held = [e for e in self._live(after=seq) if len(e.setup) < SETUP_KEPT and taken(e.last.text)]
                if held and frees(command):  # (what stopped it, or "")
                    for live in held:
                        live.setup.append({"call": step.id, "command": command})
        parsed = parse(command)
        if not parsed.viewer or writes(parsed):  # looking around (`ls`) is still dealing with the failure
            for live in self._live(after=seq):
                live.quiet = False
        self._tick()

    def _closing_run(
        self, episode: Episode, call: str, command: str, day: str, session: str, ran: Intent | None
    ) -> None:
        how = _related(episode.last, command, ran, episode)
        episode.fix = {
            "call": call,
            "command": command,
            "relation": how or "",
            "outcome": SUCCEEDED,
            "day": day,
            "session": session,
        }
        self._close(episode)

    def _reopen(self) -> None:
        """The agent says the run that closed these episodes fell short: it got past nothing yet, and what
        follows may."""
        for episode, confirmed in self.just_closed:
            if episode in self.done:
                self.done.remove(episode)
            episode.fix, episode.closed = None, False
            self.open.append(episode)
            if confirmed:
                self.pending[episode.chain] = confirmed
                self.verified = [v for v in self.verified if v.calls is not confirmed]
        self.just_closed = []

    def _handed_over(self, episode: Episode, step: Step) -> None:
        """The agent gave up running it and handed the command to the user (sudo's password, a PIN): that
        is how this failure is got past, every time — not a fix any later run of ours can verify."""
        failed = episode.last
        episode.fix = {
            "call": failed.call,
            "command": failed.command,
            "relation": HANDOVER,
            "outcome": HANDOVER,
            "day": step.day or failed.day,
            "session": step.session or failed.session,
        }
        self._close(episode)

    def _prompt(self, step: Step) -> list[Any]:
        if step.sidechain:  # a subagent's task, written by the main agent: not the user's words
            return []
        from reflexion.correct import detect_correction

        found = detect_correction(step.text)
        live = self._live()
        # the last thing that happened was this failure, and the user's next words may be its fix
        last = live[-1] if live and live[-1].quiet and _answerable(live[-1]) else None
        asked, self.asked = self.asked, ""
        listed, self.listed = self.listed, {}
        secret, self.secret = self.secret, False
        if secret:
            from reflexion.correct_reply import Unsaid

            # the answer to a question for a secret: nothing of it is kept, not even what the live hook took
            # for the user's word ("always use swordfish for the wifi") — a rule said in the same breath is
            # lost with it, the lesser harm
            return [Unsaid(step.session, step.text)]
        if found is None and listed:
            from reflexion.correct_reply import detect_answers

            answers = detect_answers(step.text, listed)  # "1. ~/Documents/M-Claude 2. sync both ways"
            if answers is not None:
                # the answer to a question about the failure just seen is its fix too ("where is M-Claude?")
                about = {n: q for n, q in listed.items() if last is not None and _asked_about(q, last.last)}
                fix = detect_answers(step.text, about) if last is not None and about else None
                if last is not None and fix is not None:
                    last.prompt = fix.resolution
                    self._close(last, step)
                return [Said(answers, step.day, step.session, step.text, last if fix else None)]
        if found is None and (last is not None or asked):
            from reflexion.correct_reply import answer, detect_reply

            reply = detect_reply(step.text)  # "try 192.168.8.1": the piece the failed call lacked
            if reply is not None and last is not None and (not asked or _asked_about(asked, last.last)):
                last.prompt = reply.resolution
                self._close(last, step)
                from reflexion.correct_reply import Unsaid

                # the failure's fix, not a fact of its own: what the live hook kept of it as one goes
                return [Unsaid(step.session, step.text, "it was heard as a failure's fix")] if asked else []
            if asked and names_something(asked):  # the answer to the agent's question: a fact
                reply = reply or detect_reply(step.text, answering=asked)
                if reply is not None:
                    return [Said(answer(asked, reply), step.day, step.session, step.text, None)]
            return []
        if found is None:
            return []
        answered = None
        if last is not None and _concerns(step.text, last.last, loose=not last.last.answer_like()):
            answered = last
            answered.prompt = found.resolution
            self._close(answered, step)
            for attempt in answered.attempts:
                if attempt.kind == "probe":  # taken for an answer, but the user says it was a mistake
                    attempt.kind = "lesson"
                    self.resighted.append(Sighting(attempt, answered, "lesson", "the user corrected it"))
        return [Said(found, step.day, step.session, step.text, answered)]

    # ------------------------------------------------------------------ bookkeeping

    def _live(self, after: int = 0) -> list[Episode]:
        """Open episodes; with `after`, only those whose failure was seen before that call was issued."""
        return [e for e in self.open if not e.closed and (not after or e.last.seen_at < after)]

    def _tick(self, exclude: Episode | None = None) -> None:
        for episode in self._live():
            if episode is exclude:
                continue
            episode.since += 1
            if episode.since > WINDOW:
                self._close(episode)

    def _close(self, episode: Episode, said: Step | None = None) -> None:
        """Close an episode; `said`: the user's prompt that closed it (its fix's evidence)."""
        if said is not None:
            episode.said = {"session": said.session, "day": said.day, "uuid": said.id}
        episode.closed = True
        self.open = [e for e in self.open if e is not episode]
        if episode.fix or episode.prompt or any(not a.sighted for a in episode.attempts):
            self.done.append(episode)  # a fix to give, or failures still to count at the turn's end


# What a call, its output or the agent's words put into the saved state: redacted like an entry's text.
_CONTENT_KEYS = frozenset(
    {"text", "command", "words", "added", "removed", "script", "prompt", "failure", "input", "listed"}
)


def _redacted(value: Any, content: bool = False) -> Any:
    """The tracker's state as it may be written to disk: every string under a content key redacted (the
    state lives beside the entries; a token in a failed command must not sit there in clear)."""
    if isinstance(value, str):
        if not content:
            return value
        from reflexion.redact import redact

        return redact(value)
    if isinstance(value, dict):
        return {k: _redacted(v, content or k in _CONTENT_KEYS) for k, v in value.items()}
    if isinstance(value, list):
        return [_redacted(v, content) for v in value]
    return value


def _answerable(episode: Episode) -> bool:
    """Can the user's next words be this failure's fix? Not for the moment's trouble (the network, the
    shell, a lock): the user is talking about something else."""
    from reflexion.learn.triage import STABLE_KINDS, environment_kind

    kind = environment_kind(
        episode.last.text, episode.last.failure.exit_code if episode.last.failure else None
    )
    return not kind or kind in STABLE_KINDS


# How the agent says a run that succeeded did not do what was wanted (lower-case), in its first words.
_FELL_SHORT = (
    "didn't work", "did not work", "doesn't work", "does not work", "didn't take effect",
    "did not take effect", "had no effect", "has no effect", "but without", "still fail", "still not ",
    "still doesn't", "still didn't", "still the same", "came back empty", "but it's empty", "but it is empty",
    "didn't actually", "did not actually",
)  # fmt: skip


# How the agent's words open when they say the run worked (lower-case)
_WORKED = ("that worked", "it worked", "this worked", "worked", "done", "created", "success", "perfect",
           "great", "good")  # fmt: skip


def _fell_short(words: str) -> bool:
    """Do the agent's first words after a run say it fell short ("The item was created but without the
    key", "Hmm. That didn't work either")? Then it fixed nothing. Read past an opener ("Hmm.", "Let me check
    the result:"); after words that the run worked ("That worked.", "Created item pvtm7."), only a "but"
    that follows them says otherwise — "That worked. The first attempt didn't work because …" speaks of
    another run."""
    from reflexion.text import sentences

    said = sentences(words.strip()[:400].lower().replace("’", "'"))
    for n, sentence in enumerate(said[:3]):
        if any(phrase in sentence for phrase in _FELL_SHORT):
            return True
        if sentence.startswith(_WORKED):
            later = said[n + 1] if n + 1 < len(said) else ""
            return later.startswith(("but ", "however")) and any(p in later for p in _FELL_SHORT)
        if len(sentence.split()) > 2 and not sentence.endswith(":"):
            return False  # what it says of the run, and not that it fell short
    return False  # (an opener, "Hmm." or "Let me check the result:", is read past)


# The agent hands a command over: "Run this in your terminal", "you'll need to run this yourself", "a script
# you can run manually". Said to the user (you, your), a verb of doing and a place only the user has, in
# one sentence: "Let me run it in a terminal session with PGPASSWORD set" is the agent's own plan.
_HAND_VERBS = ("run", "do", "type", "paste", "execute", "enter")
_USERS_PLACE = ("yourself", "manually", "in your terminal", "in your own terminal", "in a terminal",
                "into a terminal", "into your terminal")  # fmt: skip
_TO_THE_USER = ("you", "your", "yourself")


def _hands_over(words: str) -> bool:
    """Do the agent's words hand a command to the user to run in their own terminal?"""
    from reflexion.text import sentences, word_at

    for sentence in sentences(words[:2000].lower().replace("*", "")):
        if not any(p in sentence for p in _USERS_PLACE):
            continue
        verbs = [at for at in (word_at(sentence, v) for v in _HAND_VERBS) if at >= 0]
        if not verbs:
            continue
        # an imperative ("Run this in a terminal:", "Please run it manually") or the user named before the
        # verb ("you'll need to run") — not "I will run it in a terminal, you can watch"
        told = sentence.removeprefix("please ").removeprefix("1. ")
        you = [at for at in (word_at(sentence, w) for w in _TO_THE_USER) if at >= 0]
        if told.startswith(_HAND_VERBS) or (you and min(you) < min(verbs)):
            return True
    return False


def _needs_a_person(attempt: Attempt) -> bool:
    from reflexion.learn.triage import needs_a_person

    return needs_a_person(attempt.text, attempt.failure.exit_code if attempt.failure else None)


def _asked_about(question: str, attempt: Attempt) -> bool:
    """Is the agent's question about this failure ("where is the config `npm run build` needs?"), so
    that the user's short answer is its fix? Not "which port should the dev server use?"."""
    return bool(named_terms(question) & attempt.terms())


def _concerns(said: str, attempt: Attempt, loose: bool = True) -> bool:
    """Can the user's words be about this failure? Yes when they name something the failed call shows, or
    (`loose`) name nothing in particular ("no, do it another way", "prompt me for the password"); words
    about another subject ("never use emojis in the changelog") are a correction of their own, not its fix.
    After a check that found nothing (not `loose`), words that name nothing of it are about something else:
    "you run it" after `cat x || echo none` is how to work, not what `cat` lacked."""
    named = named_terms(said)
    return (loose and not named) or bool(named & attempt.terms())


def _related(failed: Attempt, command: str, ran: Intent | None, episode: Episode | None = None) -> str | None:
    """How a run relates to a failed command (see intent.relation). A failed command is held redacted: one
    with a secret in it is compared with the run redacted the same way. `episode`: the failed call's, whose
    files written since may be the script the run hands the same work to."""
    from reflexion.learn.triage import wrong_place
    from reflexion.text import REDACTION_MARK

    elsewhere = bool(failed.known("elsewhere", lambda: wrong_place(failed.text)))
    # run in the wrong place, the shell had left the session's directory (a cd persists between calls): a
    # `cd` back to that very directory is then the move that fixes it, not the stay it looks like
    here = "" if elsewhere else failed.cwd
    if REDACTION_MARK in failed.command or elsewhere:
        from reflexion.redact import redact

        command = redact(command) if REDACTION_MARK in failed.command else command
        ran = intent(command, here=here)
    if failed.known("refused", lambda: refused_by_shell(failed)):  # the calling shell rejected the line:
        from reflexion.learn.intent import CHANGED  # handing it over another way fixes it
        from reflexion.learn.reroute import rehosted

        if rehosted(failed.command, command, written_scripts(episode.edits if episode else [])):
            return CHANGED
    before: Intent | None = failed.known("intent", lambda: intent(failed.command, here=here))
    if before is None or ran is None:
        return None
    if unreached(failed):  # nothing ran on the host: any later ssh there retries the connection
        from reflexion.learn.intent import CHANGED
        from reflexion.learn.reroute import reconnected

        ways = reconnected(failed.command, command)
        if ways is not None:
            return RERUN if ways[0] == ways[1] else CHANGED
    how = relation(before, ran, elsewhere=elsewhere, printed=failed.text)
    if how is None and episode is not None and episode.words:
        from reflexion.learn.intent import CHANGED
        from reflexion.learn.reroute import announced

        if announced(episode.words, before, ran):
            return CHANGED  # another program, as the agent said it would use, on the same target
    if how in (None, RERUN) and failed.failure is not None:
        from reflexion.learn.intent import (
            CHANGED,
            PART,
            corrected_among,
            missing_paths,
            narrower,
            stage_change,
        )
        from reflexion.learn.triage import asserted

        if "|" in failed.command and stage_change(failed.command, command, failed.failure.trigger):
            return CHANGED  # the stage the error named, swapped or left out: `ps aux | …` -> `top | …`
        missing = failed.known("missing", lambda: missing_paths(failed.command, failed.text))
        if corrected_among(missing, command):
            return CHANGED  # the path the error named, given as the same file elsewhere
        if how is None and narrower(before, ran) and not asserted(failed.failure.trigger):
            return PART  # part of the same run got past a setup error: the setup between fixed it
    return how


def _redoes(episode: Episode, command: str, ran: Intent | None) -> bool:
    """Does a run redo this parallel failure, not merely a sibling of it: the same run again, or (for a
    failure that says it ran in the wrong place) the same run from the right one. `cargo test -p api`
    passing after an edit says nothing of `cargo test -p worker`, which failed alike beside it."""
    from reflexion.learn.triage import wrong_place

    how = _related(episode.last, command, ran, episode)
    last = episode.last
    elsewhere = last.known("elsewhere", lambda: wrong_place(last.text))
    return how == RERUN or (how is not None and (elsewhere or _never_ran(last)))


def failed_count(text: str) -> int | None:
    """How many tests or checks a run says failed, from its last count (`12 tests, 2 failures`, `3 failed,
    9 passed`), or None when it gives none."""
    from reflexion.regex import findall

    found = findall(r"\b(\d+) (?:failures?|failed)\b", text)
    return int(found[-1]) if found else None


_NOT_CODE = (".md", ".rst", ".txt", ".adoc")  # prose: editing it changes no test's outcome


def _fewer(episode: Episode, after: Attempt) -> bool:
    """The same run failed the same way again, but fewer of its tests or checks failed, after a setup step
    or an edit of code in between: what changed fixed part. Not a narrower run (`pytest -x` stops at the
    first failure: 11 -> 1), nor an edit of notes."""
    before = episode.last
    if " ".join(before.command.split()) != " ".join(after.command.split()):
        return False
    if not (episode.setup or any(not e.get("path", "").lower().endswith(_NOT_CODE) for e in episode.edits)):
        return False
    was, now = failed_count(before.text), failed_count(after.text)
    return was is not None and now is not None and 0 < now < was


def _never_ran(attempt: Attempt) -> bool:
    """The shell could not start the call at all (Git Bash's fork failures, `Command failed: cygpath`)."""
    from reflexion.learn.triage import environment_kind

    code = attempt.failure.exit_code if attempt.failure else None
    return bool(attempt.known("never_ran", lambda: environment_kind(attempt.text, code) == "shell-start"))


# How the calling shell rejects the line itself (its syntax, its quoting), not a file or a program it names.
_LINE_REJECTED = ("parse error", "unexpected eof", "unexpected end of file", "bad substitution",
                  "syntax error", "no matches found", "unmatched", "unterminated")  # fmt: skip


def refused_by_shell(attempt: Attempt) -> bool:
    """The shell Claude Code runs a line in rejected the line itself (`bash: eval: line 1: unexpected EOF
    while looking for matching ``'`, zsh's bare `(eval):1: permission denied:`): nothing of it ran as meant.
    Not `(eval):1: permission denied: ./x.sh` nor `command not found: x`: a file or a program it names."""
    trigger = attempt.failure.trigger if attempt.failure else ""
    first = trigger.split("\n", 1)[0].strip().lower()
    if "(eval)" not in first and " eval: " not in first:
        return False
    return any(words in first for words in _LINE_REJECTED) or first.endswith("permission denied:")


def written_scripts(edits: list[dict[str, str]]) -> dict[str, str]:
    """The script files written whole among an episode's edits: file name -> its text."""
    return {e["path"].replace("\\", "/").rsplit("/", 1)[-1]: e["script"] for e in edits if e.get("script")}


def unreached(attempt: Attempt) -> bool:
    """ssh itself failed (`Host key verification failed.`, `ssh: Could not resolve hostname …`, `Permission
    denied (publickey)`): it never reached the host, so what the line meant to run there was not tried."""
    return bool(attempt.known("unreached", lambda: _unreached(attempt)))


def _unreached(attempt: Attempt) -> bool:
    failure = attempt.failure
    if failure is None or failure.category != "ssh.error" or failure.trigger.startswith(("scp:", "rsync")):
        return False
    from reflexion.learn.reroute import connections

    # ssh's own complaint names the host it failed to reach; the same words about another host are the
    # remote command's (`ssh deploy@prod "git pull"` printing `git@github.com: Permission denied`)
    said = f"{failure.trigger}\n{attempt.text[:2000]}".lower()
    return any(host.lower() in said for host in connections(attempt.command) if host)


def _concerned(live: list[Episode], about: str) -> list[Episode]:
    """The open episodes a step (an edit, a setup command) can be fixing: with several open, those whose
    failure names something the step names (`pip install requests` for `No module named 'requests'`, not
    for tsc's missing `zod`); when it names nothing of any of them, all of them, as with one."""
    if len(live) < 2:
        return live
    from reflexion.keywords import GENERIC, STOP_WORDS, terms

    named = {w for w in terms(about) if w not in GENERIC and w not in STOP_WORDS}
    hit = [e for e in live if named & e.last.terms()]
    return hit or live


def _same_place(target: str, cwd: str) -> bool:
    """A step run under `cd target` can fix a failure in `cwd` only if one holds the other: `cd
    /work/other-project && npm install` does nothing for the project that failed."""
    if not target.startswith("/") or not cwd.startswith("/"):
        return True  # relative, or not known: it may well be the same place
    a, b = target.rstrip("/") + "/", cwd.rstrip("/") + "/"
    return a.startswith(b) or b.startswith(a)


def _failure(command: str, step: Step) -> tuple[Failure | None, str]:
    from reflexion.detect import failure_from_error

    text = step.text
    if text.startswith("Error: "):
        text = text[7:]
    return failure_from_error(command, text), text


def _hidden(command: str, step: Step) -> tuple[Failure | None, str] | None:
    """A success whose output unmistakably shows a failure (`npm test | tail` hides the exit code)."""
    from reflexion.detect import failure_from_output, may_fail

    response = step.response or {}
    stdout, stderr = response.get("stdout"), response.get("stderr")
    stdout = stdout if isinstance(stdout, str) else step.text
    stderr = stderr if isinstance(stderr, str) else ""
    if response.get("returnCodeInterpretation") or not (may_fail(stdout) or may_fail(stderr)):
        return None
    found = failure_from_output(command, stdout, stderr)
    return (found, f"{stdout}\n{stderr}".strip()) if found is not None else None


def _first_changed(text: str, other: str) -> str:
    """The first line of `text` that `other` lacks, stripped — its words, not only its punctuation or spacing:
    a line that just gained a comma (the one before the line added to a list) or lost a space is no fix
    to tell; "" when no line changed more than that."""
    kept = {"", *(_words_of(ln) for ln in other.splitlines())}
    return next((ln.strip() for ln in text.splitlines() if _words_of(ln) not in kept), "")


def _words_of(line: str) -> str:
    """A line without its whitespace and punctuation: what an edit changed when it changed more."""
    return "".join(c for c in line if c.isalnum())


def _started_is_enough(attempt: Attempt) -> bool:
    """A failure that a run got past by starting at all: the shell rejected the line, or could not start
    it (a rerun in the background started: that error is behind it, whatever the run does next)."""
    return refused_by_shell(attempt) or _never_ran(attempt)


def _task_id(step: Step) -> str:
    """The ID Claude Code gave a shell call it started in the background ("" when it gave none)."""
    given = (step.response or {}).get("backgroundTaskId")
    if isinstance(given, str) and given:
        return given
    _, found, rest = step.text.partition("running in background with ID: ")
    named = rest.split(".", 1)[0].split() if found else []
    return named[0] if named else ""  # ("… with ID: . done" names none: any output may say those words)


def _ended_task(response: dict[str, Any] | None) -> tuple[int, str] | None:
    """(exit code, output) of a background task TaskOutput or BashOutput found ended; None while it runs."""
    task = (response or {}).get("task", response)
    if not isinstance(task, dict) or task.get("status") not in ("completed", "failed"):
        return None
    code = task.get("exitCode")
    if not isinstance(code, int) or isinstance(code, bool):
        return None
    output = task.get("output", f"{task.get('stdout') or ''}\n{task.get('stderr') or ''}")
    if not isinstance(output, str):
        return code, ""
    # TaskOutput marks stderr's lines: the error reads as the call itself would have returned it
    return code, "\n".join(line.removeprefix("[stderr] ") for line in output.strip().split("\n"))


def _in_background(call: dict[str, Any], step: Step) -> bool:
    """A shell call started in the background (`run_in_background`): its result says only that it runs."""
    response = step.response or {}
    return (
        call["input"].get("background") is True
        or bool(response.get("backgroundTaskId"))
        or step.text.lstrip().startswith("Command running in background")
    )


def _compact_input(step: Step) -> dict[str, Any]:
    """What a call's input needs to keep: a command, or an edit's file and changed text."""
    data = step.input
    if step.name in OUTPUT_TOOLS:  # the background task it reads
        return {"task": next((data[k] for k in ("task_id", "bash_id", "shell_id") if data.get(k)), "")}
    if step.name in SHELL_TOOLS:
        kept = {"command": data.get("command", "")}
        return {**kept, "background": True} if data.get("run_in_background") is True else kept
    keep = ("file_path", "notebook_path", "old_string", "new_string", "content", "new_source", "edits")
    return {k: data[k] for k in keep if k in data}


def _edit_summary(data: dict[str, Any]) -> dict[str, str]:
    """The file an edit touched and its first changed lines (added and removed)."""
    path = str(data.get("file_path") or data.get("notebook_path") or "")
    listed = data.get("edits")
    edits: list[Any] = listed if isinstance(listed, list) else [data]
    old = "\n".join(str(e.get("old_string", "")) for e in edits if isinstance(e, dict))
    new = "\n".join(
        str(e.get("new_string", e.get("content", e.get("new_source", ""))))
        for e in edits
        if isinstance(e, dict)
    )
    old_lines = {ln.strip() for ln in old.splitlines()}
    added = _first_changed(new, old)
    removed = _first_changed(old, new)
    summary = {"path": path, "added": added[:200], "removed": removed[:200]}
    if old:  # a file changed, not written whole: does what it adds only silence a check?
        from reflexion.learn.bypass import suppression

        silenced = suppression("\n".join(ln for ln in new.splitlines() if ln.strip() not in old_lines))
        if silenced:
            summary["bypass"] = silenced
    if "content" in data and path.lower().endswith(SCRIPT_FILES):  # a script written whole: what it runs
        summary["script"] = str(data["content"])[:SCRIPT_KEPT]
    return summary
