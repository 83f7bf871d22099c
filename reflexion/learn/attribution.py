"""Pure: what fixed an episode, as evidence and as one directive (≤ 200 characters) built from it.

The evidence, in order of strength: the user's correction; the failed intent achieved by a changed command
(`git push` -> `git push -u origin <branch>`, npm -> pnpm, a corrected path, another directory); the same
command succeeding after setup commands and file edits made in between. A plain rerun that passed with
nothing in between fixed nothing we can name. A bypass (`--no-verify`, `--force`, `|| true`) is never a fix.
"""

from __future__ import annotations

from reflexion.detectors.command import VIEWERS, parse
from reflexion.detectors.shellwords import quote
from reflexion.entry import HANDOVER  # the agent handed the command over: its words are the evidence
from reflexion.learn.bypass import bypass, escalated
from reflexion.learn.episodes import FEWER, SUCCEEDED, refused_by_shell, unreached, written_scripts
from reflexion.learn.intent import (
    CHANGED,
    MESSAGE_FLAGS,
    PART,
    RERUN,
    corrected_path,
    intent,
    respelled_switch,
    script_added,
    setup_step,
    stage_change,
)
from reflexion.learn.reroute import first_step, host_call, reconnected, rehosted
from reflexion.learn.targets import alike, one_changed, suggested
from reflexion.text import clip, clip_at_word, one_line, word_at

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.detectors.command import Segment
    from reflexion.learn.episodes import Episode

LIMIT = 200
USER, SHELL, EDIT, MIXED = "user", "shell", "edit", "mixed"
# Commands that prepare the ground, by tool and verb: plausible fixes when they run between a failure and
# its successful rerun. Never git add/commit/push: they record work, they do not fix a failure.
_SETUP_VERBS = frozenset(
    {
        "install", "add", "i", "ci", "get", "deps.get", "init", "config", "fetch", "pull", "start", "up",
        "create", "createdb", "migrate", "ecto.create", "ecto.migrate", "sync", "link", "generate",
        "setup", "login", "auth", "use", "enable", "restore", "update", "upgrade", "clone", "checkout",
        "switch", "submodule", "stash", "rebase", "reset", "tap", "format", "fmt",
    }
)  # fmt: skip
_SETUP_TOOLS = frozenset({"mkdir", "chmod", "chown", "ln", "touch", "export", "source", "createdb", "gofmt"})
_FIXER_FLAGS = frozenset({"--fix", "--write", "--fix-only"})  # `eslint --fix`, `prettier --write`
# `-w` writes the file back only for a formatter (`gofmt -w`); elsewhere it may be a timeout (`nc -w 3`).
_FORMATTERS = frozenset({"gofmt", "goimports", "shfmt", "prettier", "black", "isort", "rustfmt"})
# The ssh tools that set up how a host is reached (`ssh-keygen -R host`, `ssh-add key`), but for the options
# that only show what is there (`ssh-keygen -l -f key`, `ssh-add -L`).
_SSH_SETUP = {"ssh-keygen": frozenset({"-l", "-F", "-y", "-B", "-L"}), "ssh-add": frozenset({"-l", "-L"})}
# Options that make a would-be setup command only look: `git config --get`, `mix format --check-formatted`.
_QUERY_FLAGS = frozenset(
    {"--get", "--get-all", "--list", "-l", "--show-origin", "--dry-run", "-n", "--check", "--check-formatted",
     "--diff", "--verify"}
)  # fmt: skip
# Package managers and build tools, whose install / config / fetch verbs prepare the ground.
_MANAGERS = frozenset(
    {"pip", "npm", "pnpm", "yarn", "bun", "npx", "cargo", "go", "mix", "gem", "bundle", "poetry", "uv",
     "pipx", "brew", "apt", "apt-get", "dnf", "yum", "pacman", "apk", "opkg", "conda", "composer", "dotnet",
     "rustup", "nvm", "asdf", "mise", "docker", "docker-compose", "podman", "git", "make", "gradle", "mvn",
     "swift", "deno", "rails", "rake", "python", "createdb", "psql", "winget", "choco", "scoop", "snap"}
)  # fmt: skip
_NEVER_SETUP = frozenset({("git", "add"), ("git", "commit"), ("git", "push"), ("git", "status")})


def is_setup(command: str) -> bool:
    """A command that changes the machine or the project's setup: a package manager or build tool installing,
    configuring, fetching (`pip install x`, `mix deps.get`, `git pull`), a fixer (`mix format`, `eslint
    --fix`), or a file-system step (`mkdir -p x`). Another program's `create` or `sync` is not one."""
    for seg in parse(command).segments:
        if (seg.tool, seg.sub) in _NEVER_SETUP or seg.viewer or _QUERY_FLAGS.intersection(seg.words):
            continue
        if "--hard" in seg.words:  # `git reset --hard` throws work away: never told as a step that fixes
            continue
        if seg.tool in _SETUP_TOOLS or _FIXER_FLAGS.intersection(seg.words):
            return True
        if "-w" in seg.words and seg.tool in _FORMATTERS:
            return True
        if seg.tool in _SSH_SETUP and not _SSH_SETUP[seg.tool].intersection(seg.words):
            return True
        if seg.tool in _MANAGERS and _verb(seg) in _SETUP_VERBS:
            return True
    return False


def _verb(seg: Segment) -> str:
    """What a tool is asked to do: its subcommand; for a module run by name (`python -m pip install`), the
    word after the module's name."""
    if seg.sub != seg.tool or seg.tool not in seg.words[1:]:
        return seg.sub
    after = seg.words[seg.words.index(seg.tool, 1) + 1 :]
    return next((w for w in after if not w.startswith("-")), "")


# git verbs that put work aside or throw it away: a fix only where git itself asked for it.
_WORK_MOVERS = frozenset({"reset", "restore", "stash", "clean"})
_CHANGES_IN_THE_WAY = frozenset({"pull", "checkout", "switch", "rebase", "merge", "cherry-pick"})


def hides_work(step: str, failed: str) -> bool:
    """A step that moves work out of the way (`git reset`, `git restore`, `git stash`, `git checkout -- .`)
    is never the fix of a build or a test that then passed (the failing code was put aside); only of git's
    own complaints: local changes in the way of a pull or a checkout (stash, restore), a commit to rewrite
    before a push (`git reset --soft HEAD~2`), files to leave out of a commit (`git reset HEAD docs/`)."""
    moves = [
        seg for seg in parse(step).segments
        if seg.tool == "git" and (seg.sub in _WORK_MOVERS or (seg.sub == "checkout" and "--" in seg.words))
    ]  # fmt: skip
    if not moves:
        return False
    was = intent(failed)
    sub = was.sub if was is not None and was.family == "git" else ""
    for seg in moves:
        back = any(w.startswith(("HEAD~", "HEAD^", "--soft", "--mixed")) for w in seg.words[2:])
        if seg.sub == "reset":
            if not (sub == "push" if back else sub == "commit"):
                return True
        elif sub not in _CHANGES_IN_THE_WAY:
            return True
    return False


class Attribution:
    """What fixed an episode: the directive, how it was learned, the calls it came from."""

    __slots__ = ("bypass", "calls", "kind", "lesser", "text", "verified")

    def __init__(self, text: str, kind: str, calls: list[str], verified: bool, bypass: str = "") -> None:
        self.text, self.kind, self.calls, self.verified, self.bypass = text, kind, calls, verified, bypass
        self.lesser = False  # it got past by leaving out the part that failed: less than the work asked

    def __repr__(self) -> str:
        return f"Attribution({self.kind}, {self.text!r}, verified={self.verified}, bypass={self.bypass!r})"


def attribute(episode: Episode) -> Attribution | None:
    """The fix an episode shows, or None when it shows none we can name. A fix that names the session's
    git branch is phrased with `<branch>`, so that it holds on the next branch too; the number of a process
    it stopped, with `<pid>`."""
    fix = _attribute(episode)
    if fix is not None and "kill" in fix.text:
        from reflexion import regex

        fix.text = regex.sub(_KILLED, r"\1 <pid>", fix.text)
    return fix


_KILLED = r"\b((?:kill|taskkill)(?: +-\w+| +/[A-Za-z]+)*)(?: +\d+)+\b"  # `kill -9 4242`, `taskkill /PID 42`


def _attribute(episode: Episode) -> Attribution | None:
    failed = episode.last
    branch = _current_branch(failed.text) or failed.branch
    trigger = failed.failure.trigger if failed.failure else ""
    trigger = generic_branch(trigger, branch)  # the rule must hold on the next branch too
    situation = _situation(failed.command, trigger, branch)
    from reflexion.learn.causes import SITUATIONS, cause_of

    cause = cause_of(failed.command, failed.text)
    if cause:  # one entry for every failure of that cause: the fix says which cause it is for
        situation = _Situation(SITUATIONS[cause], _bare(one_line(trigger.split("\n", 1)[0])), quoted=True)
    if episode.prompt:
        return Attribution(_directive(situation, one_line(episode.prompt).rstrip(".")), USER, [], True)
    fix = episode.fix
    if fix is None:
        return None
    if fix.get("relation") == HANDOVER:  # what the user must do, not a run of ours: never verified
        # the kind of command, not this one's arguments: the next one handed over will have others; for
        # the machine's trouble whatever it ran (sudo with no terminal: one entry), not even the program
        from reflexion.learn.triage import MACHINE_WIDE, environment_kind

        wide = MACHINE_WIDE.get(
            environment_kind(failed.text, failed.failure.exit_code if failed.failure else None)
        )
        situation = _situation(f"{wide} …" if wide else _kind_of(failed.command), trigger)
        clause = "only the user can run it — give them the command to run in their own terminal"
        return Attribution(_directive(situation, clause), HANDOVER, [], False)
    command = _kept(str(fix.get("command", "")))
    used = bypass(command) or escalated(failed.command, command)
    if used and not bypass(failed.command):
        return Attribution("", SHELL, [str(fix.get("call"))], False, bypass=used)
    setup = [
        dict(s, command=_kept(s["command"]))
        for s in episode.setup
        if not bypass(s["command"]) and not hides_work(s["command"], failed.command)
    ]
    edits = episode.edits
    around = [bypass(s["command"]) for s in episode.setup if s not in setup]
    silenced = next((e["bypass"] for e in edits if e.get("bypass")), "")
    if silenced:  # an edit that made the check look away (`# type: ignore`, a rule set to "off")
        return Attribution("", EDIT, [str(e["call"]) for e in edits], False, bypass=silenced)
    if any(around) and not (setup or edits) and fix.get("relation") == RERUN:
        # the same command passed after a step that got round the check (`sudo chmod 666 …/docker.sock`)
        return Attribution("", SHELL, [str(fix.get("call"))], False, bypass=next(b for b in around if b))
    calls = [str(s["call"]) for s in setup] + [str(e["call"]) for e in edits] + [str(fix.get("call"))]
    verified = fix.get("outcome") == SUCCEEDED  # else the intent got past this error and failed on another
    from reflexion.signature import refused_package

    refused = refused_package(failed.text)
    if refused:  # one entry for every package refused so: its fix names none of them
        said = _dependents_added(failed.command, command, failed.text) if not (setup or edits) else ""
        if not said:
            return None
        error = _bare(one_line(trigger.split("\n", 1)[0])).replace(refused, "<package>")
        head = f"When `{said} <package>` is refused for the packages that depend on it"
        clause = f"remove them in the same command: `{said} <dependents> <package>`"
        return Attribution(_directive(_Situation(head, error, quoted=True), clause), SHELL, calls, verified)
    how = rehosted(failed.command, command, written_scripts(edits)) if refused_by_shell(failed) else ""
    if how and fix.get("relation") == CHANGED and not setup:  # the same work handed to a shell another way
        # (with steps run in between, they may be the fix: the ordinary path below names them)
        if not cause:
            step = host_call(failed.command) or f"{first_step(failed.command)} && …"
            situation = _Situation(f"When `{clip(step, 64)}` fails", situation.error)
        shown = f"`{host_call(command)}`"
        said = f"write the steps to `{how}`, run {shown}"
        if how == "inline":
            said = f"run the same steps with {shown}"
        return Attribution(_directive(situation, said), SHELL if how == "inline" else MIXED, calls, verified)
    ways = reconnected(failed.command, command) if unreached(failed) else None
    if ways is not None:  # ssh never reached the host: what changed is the way there, not the remote work
        said = _reconnection(ways, setup, edits, branch, failed.cwd)
        if not said:
            return None
        if not cause:
            situation = _Situation(f"When `ssh {quote(ways[0][-1])}` fails", situation.error)
        if _forgets_a_changed_key(failed.text, setup, edits):  # the check against a man in the middle:
            # a person says whether the host was reinstalled — told as theirs to confirm, never a rule
            forgot = f"run {_steps(setup, branch, failed.cwd)}" if setup else _edits(edits, failed.cwd)
            said = f"if the user says the host was reinstalled, {forgot}, then connect again"
            return Attribution(_directive(situation, said), HANDOVER, calls, False)
        kind = SHELL if not edits else MIXED
        return Attribution(_directive(situation, said), kind, calls, verified)
    if fix.get("relation") == CHANGED:
        if not (setup or edits) and _only_verbosity(failed.command, command):
            return None  # it said more or less about the same run: that fixes nothing
        clause = _change(failed.command, command, branch, failed.cwd, trigger, failed.text)
        moved = corrected_path(failed.command, command, failed.text)
        if moved and not cause:  # the step that gave the path the error named is the situation
            gave = next(seg for seg in parse(failed.command).segments if moved[0] in seg.words)
            head = " ".join([*gave.words[: 2 if gave.sub else 1], _rel(moved[0], failed.cwd)])
            situation = _Situation(f"When `{clip(head, 64)}` fails", situation.error)
        shown = f"`{_shown(command, branch, failed.cwd)}`"
        if setup:
            clause = f"run {_steps(setup, branch, failed.cwd)} first, then {shown}"
        if edits:  # the edit may be what fixed it, not the option added: say both, in the order they ran
            clause = f"{_edits(edits, failed.cwd)}, then " + (
                f"run {_steps(setup, branch, failed.cwd)} and {shown}" if setup else f"run {shown}"
            )
        kind = SHELL if not edits else MIXED
        changed = Attribution(_directive(situation, clause), kind, calls, verified)
        stage = stage_change(failed.command, command, trigger) if not (setup or edits) else None
        changed.lesser = stage is not None and not stage[1]  # `… | findstr /i x` -> `…`: the filter dropped
        return changed
    if fix.get("relation") == PART:  # part of the run passing says nothing of the code edited: only what
        # set it up is named, the setup step (`pip install`) or the setup file edited (`config/test.exs`)
        from reflexion.learn.triage import is_setup_file

        edits = [e for e in edits if is_setup_file(e.get("path", ""))]
        calls = [str(s["call"]) for s in setup] + [str(e["call"]) for e in edits] + [str(fix.get("call"))]
    elif fix.get("relation") != RERUN:
        return None
    if not (setup or edits):
        return None  # passed on a plain rerun: whatever changed happened outside what we can see
    kind = EDIT if edits and not setup else SHELL if setup and not edits else MIXED
    outcome = "it succeeded" if verified else "it got past this error"
    if fix.get("outcome") == FEWER:  # the same error again, but part of the run got past it
        outcome = f"fewer failed ({fix.get('failed', '')})"

    def done(detail: bool = True) -> str:
        parts = [_edits(edits, failed.cwd, detail)] if edits else []
        if setup:
            parts.append(f"run {_steps(setup, branch, failed.cwd)}")
        return ", then ".join(parts)

    why = diagnosis(episode) if edits else ""  # an edit does not say why; the agent may have
    if why:  # the cause in the agent's words, then what was done: as much of it as has room
        tail = "" if verified else f"; then {outcome}"  # unverified: never read as settled
        for text in (f"{why}; {done()}{tail}", f"{why}; {done(detail=False)}{tail}"):
            told = _fitting(situation, text)
            if told:
                return Attribution(told, kind, calls, verified)
    if fix.get("outcome") == FEWER:  # that only part got past is never cut off: what was added goes first
        for text in (f"{done()}; then {outcome}", f"{done(detail=False)}; then {outcome}"):
            told = _fitting(situation, text)
            if told:
                return Attribution(told, kind, calls, verified)
    return Attribution(_directive(situation, f"{done()}; then {outcome}"), kind, calls, verified)


def _kept(command: str) -> str:
    """A command as a fix may quote it: redacted, as the failed one is held. The words a fix names are taken
    from it (`add `-u admin -p …``), where no program name is left to tell the redactor what `-p` is."""
    from reflexion.redact import redact

    return redact(command)


def _dependents_added(failed: str, later: str, printed: str) -> str:
    """The remover (`opkg remove`) when the run that got past a dependency refusal named, besides the
    package given, the ones the refusal listed as depending on it; else ""."""
    old, new = intent(failed), intent(later)
    if old is None or new is None or (old.family, old.sub) != (new.family, new.sub):
        return ""
    added = [w for w in new.args if w not in old.args]
    if not any(word_at(printed, w, joiners="-_.+") >= 0 for w in added):
        return ""
    return " ".join(new.words[:2] if new.sub else new.words[:1])


def _forgets_a_changed_key(output: str, setup: list[dict[str, str]], edits: list[dict[str, str]]) -> bool:
    """ssh refused a host whose key changed, and what got through forgot the old key (`ssh-keygen -R`,
    known_hosts edited): right when the host was reinstalled, exactly what an attack looks like otherwise."""
    low = output.lower()
    if "host identification has changed" not in low and not ("host key for" in low and "has changed" in low):
        return False
    forgot = any("ssh-keygen" in s["command"] and "-R" in s["command"].split() for s in setup)
    return forgot or any(e.get("path", "").endswith("known_hosts") for e in edits)


def _reconnection(
    ways: tuple[tuple[str, ...], tuple[str, ...]],
    setup: list[dict[str, str]],
    edits: list[dict[str, str]],
    branch: str,
    cwd: str,
) -> str:
    """What got ssh through to the host: the steps run in between (`ssh-keygen -R host`), the files edited
    (`~/.ssh/config`), the connection's words changed (`root@h:2222` -> `-p 2222 root@h`); "" for none."""
    old, new = ways
    parts = [_edits(edits, cwd)] if edits else []
    if setup:
        parts.append(f"run {_steps(setup, branch, cwd)}")
    if old != new:
        shown = f"`{' '.join(quote(w) for w in new)}`"
        was, now = one_changed(old[1:], new[1:])
        parts.append(
            f"use `{quote(now)}` instead of `{quote(was)}`: {shown}" if now else f"connect with {shown}"
        )
    elif parts:
        parts.append("connect again")
    return ", then ".join(parts) if len(parts) > 1 else "".join(parts)


# How the agent states a cause: "The test config is missing `secret_key_base`", "The `live/2` helper needs
# `Phoenix.ConnTest.get/2` imported", "the LiveView runs in a process that can't access the sandbox".
_CAUSE_WORDS = (
    "missing", "needs", "need", "requires", "require", "because", "isn't", "doesn't", "can't", "cannot",
    "expects", "bug", "wrong",
)  # fmt: skip
# How a plan or a report opens, not a cause: "Let me add it", "I need to also import it", "Now it wants …";
# and how a guess or a guess taken back opens ("Hmm, no — the env var is set").
_PLAN_OPENINGS = ("let me", "let's", "i ", "i'", "now", "first", "next", "ok", "great", "good", "perfect",
                  "progress", "also", "then", "so ", "maybe", "perhaps", "probably")  # fmt: skip
_TAKEN_BACK = frozenset({"hmm", "no", "actually", "wait", "oops", "scratch"})  # a sentence's first word
_HEDGES = ("maybe", "might", "perhaps", "probably", "possibly", "i think", "not sure", "could be", "seems")
WHY_LIMIT = 110


def diagnosis(episode: Episode) -> str:
    """The agent's own sentence naming the cause of the failure an edit then fixed, or "": the last one of
    its words after the failure (a first guess is often taken back) that says why (needs, is missing,
    can't, because …) without hedging, and names something of the failure or of the edit; a plan ("Let me
    add it"), a question, a guess or a long paragraph is none."""
    from reflexion.keywords import GENERIC, STOP_WORDS, terms
    from reflexion.text import sentences

    failed = episode.last
    trigger = failed.failure.trigger if failed.failure else ""
    about = " ".join([trigger, *(f"{e.get('path', '')} {e.get('added', '')}" for e in episode.edits)])
    named = set(terms(about)) - GENERIC - STOP_WORDS
    found = ""
    for words in episode.words:
        for sentence in sentences(words):
            said = sentence.strip("*#>- ").rstrip(".:").strip()
            first, _, rest = said.partition(" ")
            if first.lower().strip(",.;:!—-") in _TAKEN_BACK:
                found = ""  # what was said so far is taken back; what follows may be the cause
                said = rest.strip(",;:—- ")
            low = said.lower()
            if not 20 <= len(said) <= WHY_LIMIT or "?" in said or "```" in said:
                continue
            if low.startswith(_PLAN_OPENINGS):
                continue
            causal = any(word_at(low, cue, joiners="_-'") >= 0 for cue in _CAUSE_WORDS)
            hedged = any(word_at(low, h) >= 0 for h in _HEDGES)
            if causal and not hedged and named & set(terms(said)):
                found = said
    return found


def _fitting(situation: _Situation, clause: str) -> str:
    """Situation and clause in at most LIMIT characters, the error shortened to no less than 40; or ""."""
    for room in (72, 60, 50, 40):
        text = f"{situation.text(room)}: {clause}."
        if len(text) <= LIMIT:
            return text
    return ""


def _change(before: str, after: str, branch: str, cwd: str, error: str = "", printed: str = "") -> str:
    """What a changed command did differently, said first, then the command itself: "add `-f`: `git add -f
    x`", "use `pnpm` instead of `npm`: …", "run it from `assets`: …", "run `git pull --rebase` first: …"."""
    old, new = intent(before), intent(after)
    shown = f"`{_shown(after, branch, cwd)}`"
    if old is None or new is None:
        return f"run {shown} instead"
    stage = stage_change(before, after, error) if error else None
    if stage is not None:  # the pipeline stage the error named: say which, in the words that ran
        failed_stage = " ".join(quote(w) for w in _brief(stage[0]))
        if not stage[1]:
            return f"leave out `{failed_stage}`: {shown}"
        return f"use `{' '.join(quote(w) for w in _brief(stage[1]))}` instead of `{failed_stage}`"
    moved = corrected_path(before, after, printed)
    if moved is not None:  # the path the error named, as the same file elsewhere
        place = _rel(moved[1], cwd).rstrip("/").rpartition("/")[0] or "."
        return f"give it under `{quote(place)}/` (the same file name): {shown}"
    switch = respelled_switch(old, new)
    if switch is not None:  # the remedy of every `/switch` Git Bash turns into a path, with this one
        return f"write the switch `{switch[0]}` as `{switch[1]}`: {shown}"
    was, now = one_changed(old.args, new.args)
    added_words = script_added(was, now)
    if added_words:
        return f"add `{' '.join(added_words)}`: {shown}"
    if now and suggested(now, printed) and not alike(was, now):  # the error's own list of valid names:
        return f"use a name the error lists (`{clip(now, 40)}`) instead of `{quote(was)}`: {shown}"
    if old.segment.raw[:1] != new.segment.raw[:1] and old.segment.raw[1:] == new.segment.raw[1:]:
        return f"use `{new.segment.raw[0]}` instead of `{old.segment.raw[0]}`: {shown}"
    if old.family != new.family:  # another program the agent said it would use (reroute.announced)
        return f"use `{new.segment.tool}` instead of `{old.segment.tool}`: {shown}"
    if old.cwd != new.cwd and old.segment.raw == new.segment.raw:
        return f"run it from `{_rel(new.cwd, cwd) or '.'}`: {shown}"
    if old.cwd != new.cwd and old.sub != new.sub:  # it worked from there, for another subcommand: say where
        return f"run it from `{_rel(new.cwd, cwd) or '.'}`"
    step = setup_step(old.before, new.before, printed) if old.segment.raw == new.segment.raw else None
    if step is not None:  # the step that changed, not merely the last one (`git add -f x && git add y &&`)
        return f"run `{' '.join(quote(_rel(w, cwd)) for w in _brief(step))}` first: {shown}"
    added = [w for w in new.segment.raw[1:] if w not in old.segment.raw]
    kept = all(w in new.segment.raw for w in old.segment.raw[1:])
    if added and kept:
        words = " ".join(quote(generic_branch(w, branch)) for w in _brief(added))
        return f"add `{words}`: {shown}"
    flags = [w for w in added if w.startswith("-")]
    dropped = set(old.args) - set(new.args)
    if flags and new.args and set(new.args) < set(old.args) and all("/" in w or "." in w for w in dropped):
        # `git add a b c` -> `git add -f c`: an option for the one file that needed it
        targets = " ".join(quote(_rel(w, cwd)) for w in _brief(new.args))
        return f"add `{' '.join(flags)}` for `{targets}`: {shown}"
    return f"run {shown} instead"


# Options that change how much a run says, not what it does.
_VERBOSITY = frozenset(
    {"-v", "-vv", "-vvv", "--verbose", "-q", "--quiet", "-s", "--silent", "--debug", "--no-color", "--color",
     "--log-level", "--loglevel", "--log_level", "--progress", "--no-progress"}
)  # fmt: skip


def _only_verbosity(before: str, after: str) -> bool:
    """Did the rerun change nothing but how much it prints (`--verbose` added, `--log-level error`)?"""
    old, new = intent(before), intent(after)
    if old is None or new is None or old.segment.raw[:1] != new.segment.raw[:1] or old.cwd != new.cwd:
        return False
    changed = set(old.segment.raw) ^ set(new.segment.raw)
    loud = {w for w in changed if w.split("=", 1)[0] in _VERBOSITY}
    values = {w for w in changed - loud if not w.startswith("-")}  # `--log-level error`: its value
    return bool(loud) and len(values) <= len(loud) and all(not w.startswith("-") for w in changed - loud)


def _current_branch(output: str) -> str:
    """The branch git's own error names as the current one: truer than the transcript's `gitBranch`, which
    is the branch when the turn began (`git checkout -b fix/x && git push` fails on fix/x, not on main)."""
    at = output.find("The current branch ")
    if at < 0:
        return ""
    name, _, rest = output[at + 19 :].partition(" ")
    return name if rest.startswith("has no upstream branch") else ""


def generic_branch(text: str, branch: str) -> str:
    """The session's git branch in `text` as `<branch>`, so that a fix holds on the next branch too: only
    a name that reads as a branch of work (`feat-x`, `fix/login`, `spotter-gqc`, `v2`), never `main`, nor
    a word a command may well mean otherwise (`test`, `dev`, `docs` as branches: `cargo test`), and only
    as a whole name (`origin/feat-x`, not inside `feat-xyz`)."""
    if not branch or branch in ("main", "master") or not any(c in branch for c in "-_/.0123456789"):
        return text
    out, at = [], 0
    while (found := word_at(text, branch, at)) >= 0:
        out.append(text[at:found] + "<branch>")
        at = found + len(branch)
    return "".join(out) + text[at:]


class _Situation:
    """ "When `git push` fails with “…has no upstream branch”": the command's main part and its error,
    the error shortened as much as the fix that follows needs."""

    def __init__(self, head: str, error: str, quoted: bool = False) -> None:
        self.head, self.error = head, error
        self.quoted = quoted  # the head is a whole situation: the error follows as its example, in brackets

    def text(self, error_room: int = 72) -> str:
        if not self.error:
            return self.head
        error = _root_cause(self.error, error_room) or clip_at_word(self.error, error_room)
        return f"{self.head} (“{error}”)" if self.quoted else f"{self.head} with “{error}”"


def _root_cause(error: str, room: int) -> str:
    """A chain of causes too long for the room (Go's `can't start server: start http listener on 4005
    failed: listen tcp :4005: bind: address already in use`) as its last links, where the cause is named:
    "…listen tcp :4005: bind: address already in use"; "" when it fits, or is no such chain."""
    links = error.split(": ")
    if len(error) <= room or len(links) < 4:
        return ""
    kept = links[-1]
    for link in reversed(links[1:-1]):
        if len(kept) + len(link) + 4 > room:
            break
        kept = f"{link}: {kept}"
    return "…" + kept if len(kept) + 1 <= room else ""


def _situation(command: str, trigger: str, branch: str = "") -> _Situation:
    found = intent(command)
    if found is None:
        shown = one_line(command)
    else:  # the whole chain: in `git add x && git status` the error may well be the first one's
        before = () if ":" in found.family else found.before[-1:]  # a remote command: its own words only
        shown = " && ".join(
            " ".join(quote(w) if " " in w else w for w in _compact(_brief(part)))
            for part in (*before, found.segment.raw)
        )
    shown = generic_branch(shown, branch)  # after parsing: `<` would read as a redirection
    error = _bare(one_line(trigger.split("\n", 1)[0])) if trigger else ""
    return _Situation(f"When `{clip(shown, 64)}` fails", error)


def _kind_of(command: str) -> str:
    """A command's program and subcommand, the rest as `…`: `sudo sc_auth pair …` (sudo kept: it is what
    asked for the password)."""
    found = intent(command)
    if found is None:
        return one_line(command)
    words = found.words  # without what it runs under (`sudo`, `env X=1`)
    head = [*(["sudo"] if "sudo" in found.segment.raw[:2] else []), *words[: 2 if found.sub else 1]]
    return " ".join([*head, "…"] if len(words) > (2 if found.sub else 1) else head)


def _compact(words: list[str]) -> list[str]:
    """A command as a situation names it: its first file and `…` for the others, `…` for a message (the
    situation is the command's kind, not its whole argument list)."""
    out: list[str] = []
    files = 0
    module = bool(words) and words[0].startswith("python")  # `python -m pytest`: a module, no message
    for word in words:
        if out and out[-1] in MESSAGE_FLAGS and not (module and out[-1] == "-m"):
            word = "…"
        elif not word.startswith("-") and ("/" in word or "." in word) and len(out) > 1:
            files += 1
            if files > 1:
                if out[-1] != "…":
                    out.append("…")
                continue
        if not (word == "…" and out and out[-1] == "…"):
            out.append(word)
    return out


def _bare(line: str) -> str:
    """An error line without the label its tool puts first (`fatal: `, `npm error `, `** (RuntimeError) `)
    or the head a logger puts first (`[ERROR] 2026/01/15 09:25:20 `): the message is what a rule has room
    for."""
    line = _without_log_head(line)
    if line.startswith("** (") and ") " in line:
        return line.split(") ", 1)[1]
    for label in ("fatal: ", "error: ", "Error: ", "ERROR: ", "npm error ", "npm ERR! "):
        if line.startswith(label) and len(line) > len(label) + 8:
            return line[len(label) :]
    return line


_STAMP_CHARS = frozenset("0123456789/-:.,TZ+")


def _without_log_head(line: str) -> str:
    """A log line's message without its level in brackets and its date and time (Go's `log`, 1Password's
    `op`: `[ERROR] 2026/01/15 09:25:20 More than one item matches …`): the same on every run, they would
    take the room of the message."""
    words = line.split(" ")
    at = (
        1
        if len(words[0]) > 2 and words[0][0] == "[" and words[0][-1] == "]" and words[0][1:-1].isalpha()
        else 0
    )
    stamps = at
    while stamps < len(words) and _is_stamp(words[stamps]):
        stamps += 1
    rest = " ".join(words[stamps:])
    return rest if stamps > at and len(rest) > 8 else line


def _is_stamp(word: str) -> bool:
    """A date or a time of day as a logger writes it (`2026/01/15`, `09:25:20.123`, `2026-01-15T09:25Z`)."""
    return (
        len(word) >= 5 and set(word) <= _STAMP_CHARS and word[:2].isdigit() and any(c in word for c in "/-:")
    )


def _directive(situation: _Situation, clause: str) -> str:
    """Situation and fix in one line of at most LIMIT characters: the error is shortened first (to no less
    than 40 characters: it is what the rule is recalled by), then the fix."""
    text = _fitting(situation, clause)
    if text:
        return text
    head = situation.text(40)
    if clause.endswith("`") and ": `" in clause:  # "run `x` first: `the whole command`": the lead alone
        lead = clause[: clause.rindex(": `")]
        if len(head) + len(lead) + 3 <= LIMIT:
            return f"{head}: {lead}."
    return f"{head}: {clip(clause, max(40, LIMIT - len(head) - 2))}"


def _shown(command: str, branch: str, cwd: str = "") -> str:
    """A command as a fix shows it: its main part (no `2>&1`, no `| tail`), paths relative to where the
    session ran, the branch generalised."""
    found = intent(command)
    raw = found.segment.raw if found is not None else tuple(command.split())
    chain = (
        [*(part for part in found.before if not _shows_nothing(part)), raw]
        if found is not None and not found.family.startswith(("ssh:", "docker:"))
        else [raw]
    )
    words: list[str] = []
    for (
        part
    ) in chain:  # what ran before the main part on the line is part of the fix (`git pull && git push`)
        words += (["&&"] if words else []) + [quote(_rel(w, cwd)) for w in _brief(part)]
    if found is not None and found.cwd:
        words = ["cd", quote(_rel(found.cwd, cwd)), "&&", *words]
    text = " ".join(words)
    return clip(_commits_back(generic_branch(text, branch)), 90)


def _commits_back(text: str) -> str:
    """`HEAD~2` as `HEAD~<n>`: how many commits back was that session's history, never the next one's."""
    out, rest = [], text
    while "HEAD~" in rest:
        head, _, rest = rest.partition("HEAD~")
        digits = len(rest) - len(rest.lstrip("0123456789"))
        out.append(head + ("HEAD~<n>" if digits else "HEAD~"))
        rest = rest[digits:]
    return "".join(out) + rest


def _shows_nothing(part: tuple[str, ...]) -> bool:
    """A step that, without the redirection and heredoc a fix does not show, is a bare viewer: `cat > x
    <<EOF … EOF` shows as `cat` (while `echo 'X=1' >> .env` keeps the words that did the work)."""
    return len(part) == 1 and part[0] in VIEWERS


def _brief(words: tuple[str, ...] | list[str]) -> list[str]:
    """Words as a fix or a situation shows them: a commit message, a heredoc, a script is `…`."""
    return ["…" if "\n" in w or len(w) > (80 if _assignment(w) else 48) else w for w in words]


def _assignment(word: str) -> bool:
    name, eq, _ = word.partition("=")
    return bool(eq) and name.replace("_", "a").isalnum()


def _rel(word: str, cwd: str) -> str:
    return relative(word, cwd) if cwd and word.startswith(cwd) else word


def _steps(setup: list[dict[str, str]], branch: str, cwd: str) -> str:
    return " and ".join(f"`{_step(s['command'], branch, cwd)}`" for s in setup[-2:])


def _step(command: str, branch: str, cwd: str) -> str:
    """A step as a fix names it; a step that stopped a process by what stopped it (`lsof -ti:3000 | xargs
    kill`: its main part alone would not say which; on a host, `/etc/init.d/x stop`)."""
    from reflexion.learn.freed import frees

    stopped = frees(command) if not is_setup(command) else ""
    return clip(generic_branch(one_line(stopped), branch), 90) if stopped else _shown(command, branch, cwd)


def _edits(edits: list[dict[str, str]], cwd: str, detail: bool = True) -> str:
    """ "edit `mix.exs` (add `{:lazy_html, only: :test}`)" for the first edited files (without what was
    added, unless `detail`)."""
    files: dict[str, str] = {}
    for edit in edits:
        files.setdefault(relative(edit.get("path", ""), cwd), one_line(edit.get("added", "")))
    shown = [
        f"edit `{name}`" + (_added(name, added) if detail else "") for name, added in list(files.items())[:2]
    ]
    more = f" and {len(files) - 2} more files" if len(files) > 2 else ""
    return " and ".join(shown) + more


# A setting the edit added (`STRIPE_SK=…`, `export X=…`, `api_key: …`, `TOKEN = "…"`): name, value
_SETTING = r"\s*(?:export\s+|set\s+)?[\"']?([A-Za-z_][\w.-]*)[\"']?\s*(?:=|:\s)\s*[\"']?([^\"'\s]*)"
_ENV_FILES = (".env", ".envrc", ".secrets", ".netrc", ".npmrc", ".pypirc", ".pgpass")


def _added(name: str, added: str) -> str:
    """ " (add `…`)": what the edit added — a value the agent wrote into an env file, or one shaped like a
    key, never (it is a credential often, and entries are committed; the redactor knows names and shapes,
    not every value an agent types): then only the setting's name, " (set `STRIPE_SK`)"."""
    if not added:
        return ""
    from reflexion import regex

    setting = regex.match(_SETTING, added)
    base = name.rsplit("/", 1)[-1].lower()
    private = (
        base.startswith(_ENV_FILES) or base.endswith(_ENV_FILES) or "secret" in base or "credential" in base
    )
    if setting and (private or _key_shaped(setting.group(2))):
        return f" (set `{setting.group(1)}`)"
    if private or any(_key_shaped(word.strip("\"'`,;()[]{}")) for word in added.split()):
        return ""
    return f" (add `{clip(added, 50)}`)"


def _key_shaped(value: str) -> bool:
    """Twelve or more characters mixing capitals, small letters and digits, no path: a key, not a word."""
    if len(value) < 12 or "/" in value or "." in value:
        return False
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
    )


def relative(path: str, cwd: str) -> str:
    """A path as a fix names it: relative to where the session ran, else its last two parts."""
    path = path.replace("\\", "/")
    base = cwd.replace("\\", "/").rstrip("/")
    if base and path.startswith(base + "/"):
        return path[len(base) + 1 :]
    return "/".join(path.rsplit("/", 2)[-2:]) if path.count("/") > 1 else path
