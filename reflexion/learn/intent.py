"""Pure: what a command line sets out to do (its intent), and how a later command relates to a failed one.

Two commands share an intent when they run the same tool (or one of its stand-ins: npm / pnpm / yarn / bun)
with the same subcommand on the same targets. A later command that shares the failed one's intent either
reruns it word for word, or changes it: an option or argument added (`git push` -> `git push -u origin x`),
the tool swapped for a stand-in, one target corrected (a path), or run from another directory (`cd x && …`).
Dropping targets (`mix test a_test.exs` -> `mix test`) is a different, wider run, not a fix.
"""

from __future__ import annotations

from reflexion.detectors.command import SETUP, VIEWERS, parse
from reflexion.learn.targets import VALUE_FLAGS, alike, another_target, one_changed, suggested

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.detectors.command import Segment

RERUN, CHANGED = "rerun", "changed"
PART = "part"  # part of the same run (`pytest tests/` -> `pytest tests/test_a.py`), after a setup error
# Programs whose argument is a script to run (`powershell '& "C:\\x.exe" --version'`, `bash -c '…'`).
SCRIPT_HOSTS = frozenset({"powershell", "pwsh", "cmd", "bash", "sh", "zsh"})
# Tools that do one job, so swapping one for another keeps the intent.
FAMILIES = {"npm": "js", "pnpm": "js", "yarn": "js", "bun": "js", "pip": "pip", "uv": "pip"}
# `npm run build` == `yarn build` == `bun run build`: the runner's filler words are not targets.
_FILLER = frozenset({"run", "run-script"})
_TASK_VERBS = frozenset({"test", "build", "start", "lint", "dev", "install", "add", "remove", "exec"})
# Tools whose first argument is a file or a program, never a subcommand (`ls foo`, `python x.py`).
_NO_SUBCOMMANDS = VIEWERS | frozenset(
    {"cp", "mv", "rm", "mkdir", "rmdir", "touch", "chmod", "chown", "ln", "tar", "unzip", "zip", "rsync",
     "scp", "python", "node", "bash", "sh", "zsh", "ruby", "perl", "deno", "ssh", "sudo", "open", "dig",
     "ping", "nslookup", "host", "nc", "telnet", "kill", "pkill", "killall"}
)  # fmt: skip
# Options that name where a run writes its report or log: another place is the same run.
_OUTPUT_FLAGS = frozenset(
    {"--report-path", "--report", "--output", "--output-file", "--out", "--outfile", "--log-file",
     "--logfile"}
)  # fmt: skip
# Options whose value is a message or a file of one (`git commit -m "…"`).
MESSAGE_FLAGS = frozenset({"-m", "--message", "-F", "--file"})


class Intent:
    """The working part of a command line: the segment whose outcome decides it, what ran before it on the
    same line, and where it ran. A command run on another host (`ssh h "…"`, `docker exec c …`) is that
    command's intent, on that host."""

    __slots__ = ("args", "before", "cwd", "family", "flags", "segment", "sub", "text", "where", "words")

    def __init__(self, segment: Segment, cwd: str, text: str, before: tuple[tuple[str, ...], ...] = (),
                 where: str = "") -> None:  # fmt: skip
        self.segment = segment
        self.text = text
        self.words = segment.words
        self.cwd = cwd  # the `cd` target the line ran it under ("" when none)
        self.before = before  # the working segments that ran before it on the line (`git pull &&`)
        self.where = where  # the host it ran on (`ssh:host:`), "" for here
        self.family = where + FAMILIES.get(segment.tool, segment.tool)
        rest = list(segment.words[1:])
        if self.family == "js":  # `npm run build`, `yarn build`, `pnpm build` name the same script
            rest = [w for w in rest if w not in _FILLER]
        flags: list[str] = []
        args: list[str] = []
        take_value = False
        for word in rest:
            if take_value and not (word.startswith("-") and len(word) > 1):  # `--no-verify -m`: two options
                flags.append(word)
                take_value = False
            elif word.startswith("-") and len(word) > 1:
                flags.append(word)
                take_value = word in VALUE_FLAGS or (word.startswith("--") and "=" not in word)
            else:
                args.append(word)
        plain = bool(args) and args[0].replace("-", "").replace("_", "").replace(":", "").isalnum()
        self.sub = args[0] if plain and segment.tool not in _NO_SUBCOMMANDS else ""
        self.args = tuple(args[1:] if self.sub else args)
        self.flags = tuple(flags)

    def __repr__(self) -> str:
        return f"Intent({self.family}, {self.sub!r}, {self.args!r}, flags={self.flags!r}, cwd={self.cwd!r})"


def intent(command: str, where: str = "", here: str = "") -> Intent | None:
    """The command's intent, None when it runs nothing (an empty line, only `cd`). `here`: where the session
    ran it, so that a `cd` back to that very place (`cd /work/app && npm test` in /work/app) is no move."""
    from reflexion.detectors.command import inner_command, remote_host

    parsed = parse(command)
    primary = parsed.primary
    if primary is None or primary.tool in SETUP:
        return None
    inner = inner_command(primary) if not where else ""
    if inner:  # `ssh host "cmd"`: the remote command is what it sets out to do
        host = remote_host(primary) or next((w for w in primary.words[1:] if not w.startswith("-")), "")
        found = intent(inner, where=f"{primary.tool}:{host.rsplit(':', 1)[0]}:")
        if found is not None:
            outer = tuple(w for w in primary.raw if w not in inner)  # how it reached the host
            found.before = (outer, *found.before)
            return found
    cwd = ""
    before: list[tuple[str, ...]] = []
    for seg in parsed.segments:
        if seg is primary:
            break
        if seg.tool == "cd" and len(seg.words) > 1:
            cwd = _away(seg.words[-1], here)
        elif seg.tool not in SETUP and not seg.after_pipe and seg.op not in ("|", "|&"):
            before.append(seg.raw)
    return Intent(primary, cwd, command, tuple(before), where)


def _away(target: str, here: str) -> str:
    """Where a `cd` leads, as a move away from `here`: "" when it leads back there (`cd .`, the session's own
    directory given whole, on POSIX or Windows)."""
    import posixpath

    if target in (".", "./"):
        return ""
    if not here:
        return target
    if target.replace("\\", "/").rstrip("/").lower() == here.replace("\\", "/").rstrip("/").lower():
        return ""
    return "" if posixpath.normpath(posixpath.join(here, target)) == posixpath.normpath(here) else target


def relation(failed: Intent, later: Intent, elsewhere: bool = False, printed: str = "") -> str | None:
    """RERUN when `later` runs `failed` again as it was, CHANGED when it runs it differently with the same
    intent, None when it sets out to do something else. `elsewhere`: the failure said it ran in the wrong
    directory, so the same tool run from another one (`cd repo && git status`) is its fix. `printed`: the
    failure's output, where a target the rerun uses instead may have been suggested."""
    if failed.family != later.family:
        return None
    if respelled_switch(failed, later) is not None:
        return CHANGED  # `/change` -> `-change`: a Windows switch Git Bash read as a path, respelled
    if failed.sub != later.sub:  # another subcommand fixes it only by where it ran, never by setting up
        from reflexion.learn.attribution import is_setup

        moved = elsewhere and later.cwd and later.cwd != failed.cwd
        return CHANGED if moved and not is_setup(" ".join(later.segment.raw)) else None
    if _content_free(failed.segment.raw) == _content_free(later.segment.raw) and failed.cwd == later.cwd:
        # the same command after a setup step on the same line (`git pull --rebase && git push`) is run
        # differently; after other steps (`git add x &&` another file list) it is run again
        return CHANGED if setup_step(failed.before, later.before, printed) is not None else RERUN
    if not elsewhere and another_target(failed, later, printed):
        return None  # the same check of another package or directory: it says nothing of this one
    if failed.args == later.args:
        if failed.cwd == later.cwd and set(later.flags) < set(failed.flags):
            return None  # it only asked for less: an option dropped is not a fix
        return CHANGED
    before, after = list(failed.args), list(later.args)
    if len(after) > len(before) and set(before) <= set(after):
        added = [a for a in after if a not in before]
        pathlike = [a for a in added if "/" in a or "." in a]
        if any(_file_like(a) for a in pathlike) or (pathlike and not _printed_whole(later, printed)):
            return None  # files or paths added: a narrower run (`mix test` -> `mix test a_test.exs`), even
            # one the runner printed to rerun (`rspec ./spec/models/user_spec.rb:12`)
        return CHANGED  # names added: `git push` -> `git push origin main`, or the very command the error
        # printed to run instead (`git push --set-upstream origin feature/login`: a branch, no path)
    was, now = one_changed(failed.args, later.args)
    script = failed.segment.tool in SCRIPT_HOSTS and script_added(was, now) is not None
    if now and (alike(was, now) or suggested(now, printed) or script):
        return CHANGED  # one target corrected: a path, a name, the error's own suggestion, a script
    if after and set(after) < set(before) and set(later.flags) - set(failed.flags):
        return CHANGED  # the target that failed, again with an option: `git add a b` -> `git add -f b`
    return None


def _file_like(word: str) -> bool:
    """A file or a place in one: a name with a code file's extension (`user_spec.rb`), a `:line` after one
    — not a branch or a version (`feature/login`, `release/2.1`, `release/2.x`, `v1.x`)."""
    from reflexion.keywords import CODE_FILES

    name = word.split(":", 1)[0]
    if name != word and word[len(name) + 1 :].split(":", 1)[0].isdigit():
        return True
    stem, dot, ext = name.rpartition(".")
    return bool(dot and stem) and ext.lower() in CODE_FILES


def _printed_whole(later: Intent, printed: str) -> bool:
    """The failure's output gives the later run's whole command, word for word: the error said to run it."""
    words = later.segment.raw
    if len(words) < 2 or not printed:
        return False
    return f" {' '.join(words)} " in f" {' '.join(printed.split())} "


def corrected_path(failed: str, later: str, printed: str) -> tuple[str, str] | None:
    """The path the failed run's output names (`pathspec '_build/x/m.exs' is beyond a symbolic link`, `No
    such file: 'src/a.py'`) given again by a later run of the same tool and subcommand, anywhere on its
    line, as the same file elsewhere (`priv/m.exs`), the named path no longer given: (named, corrected) or
    None. A word with a blank (an inline script) is no path."""
    if not printed:
        return None
    return corrected_among(missing_paths(failed, printed), later)


def missing_paths(failed: str, printed: str) -> list[tuple[Segment, list[str]]]:
    """Each segment of the failed line with the paths it gives that its output names as missing or out of
    place (corrected_path): the same for every later run it is compared with, so worked out once."""
    found = []
    for seg in parse(failed).segments:
        named = [
            w for w in seg.words[1:]
            if "/" in w and len(w) > 3 and not _blank(w) and _said_missing(w, printed)
        ]  # fmt: skip
        if named:
            found.append((seg, named))
    return found


def corrected_among(missing: list[tuple[Segment, list[str]]], later: str) -> tuple[str, str] | None:
    """corrected_path, from the failed line's missing_paths."""
    if not missing:
        return None
    later_segments = parse(later).segments
    for seg, named in missing:
        for path in named:
            base = path.rstrip("/").rsplit("/", 1)[-1]
            for other in later_segments:
                if (other.tool, other.sub) != (seg.tool, seg.sub) or path in other.words:
                    continue
                fixed = [
                    w for w in other.words[1:]
                    if w != path and not _blank(w) and w.rstrip("/").rsplit("/", 1)[-1] == base
                ]  # fmt: skip
                if fixed:
                    return path, fixed[0]
    return None


# How a tool says a path it was given is not there or not where it may be (not an error inside the file).
_NOT_THERE = ("no such file", "not found", "does not exist", "did not match", "beyond a symbolic link",
              "cannot find", "can't find", "can't open", "cannot open", "cannot access", "outside repository",
              "not a directory", "no such directory")  # fmt: skip


def _said_missing(path: str, printed: str) -> bool:
    """Does a line of the output name the path as missing or out of place (`pathspec 'x' is beyond a
    symbolic link`, `No such file: 'x'`)? `x.go:12:2: undefined: f` or `x.go:5:2: cannot find package`
    names it as the place of an error inside it."""
    for line in printed.split("\n"):
        if not any(m in line.lower() for m in _NOT_THERE):
            continue
        at = line.find(path)
        while at >= 0:
            after = line[at + len(path) : at + len(path) + 2]
            if not (after[:1] in (":", "(") and after[1:2].isdigit()):  # not `path:12:` nor `path(12,`
                return True
            at = line.find(path, at + 1)
    return False


def _blank(word: str) -> bool:
    return any(c.isspace() for c in word)


def setup_step(
    before: tuple[tuple[str, ...], ...], after: tuple[tuple[str, ...], ...], printed: str = ""
) -> tuple[str, ...] | None:
    """The step that ran first on the line and changed in a way that can fix, or None: a setup step added
    (`git pull --rebase &&`), an option added to a step that was there (`git add x` -> `git add -f x`), or,
    when the failure's output (`printed`) found what it needs held by a process, a step that stopped one
    (`kill 4242 &&`)."""
    from reflexion.learn.attribution import is_setup
    from reflexion.learn.freed import frees, taken

    for part in after:
        if part in before:
            continue
        if is_setup(" ".join(part)) or (printed and taken(printed) and frees(" ".join(part))):
            return part
        flags = {w for w in part[1:] if w.startswith("-")}
        if any(old[:2] == part[:2] and flags - set(old) for old in before if len(old) > 1):
            return part
    return None


def respelled_switch(failed: Intent, later: Intent) -> tuple[str, str] | None:
    """`ipconfig /all` -> `ipconfig //all` or `-all`: the same words but for each `/x` that became `-x`,
    `--x` or `//x` (a path like `/tmp` left as it was is no switch respelled). The first switch so
    respelled, as it was and as it became; None when the run is not that."""
    old, new = failed.segment.raw[1:], later.segment.raw[1:]
    if len(old) != len(new) or old == new:
        return None
    changed = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
    # the value after a respelled switch may gain a dash too (`/change x 10` -> `-change -x 10`)
    if not all(b.lstrip("/-") == a.lstrip("/-") and b[:1] in "-/" for a, b in changed):
        return None
    return next(((a, b) for a, b in changed if a[:1] == "/" and a[1:].isalpha()), None)


_QUIET_OR_LOUD = frozenset({"-v", "-vv", "-vvv", "--verbose", "-q", "--quiet", "-s", "-x"})


def narrower(failed: Intent, later: Intent) -> bool:
    """`later` runs the same tool on part of what `failed` ran on (`pytest tests/` -> `pytest
    tests/test_a.py`, `mix test` -> `mix test test/a_test.exs`), in the same place."""
    if failed.family != later.family or failed.sub != later.sub or failed.cwd != later.cwd:
        return False
    if not set(failed.flags) - _QUIET_OR_LOUD <= set(later.flags):
        return False  # `node --test` -> `node scripts/seed.js`: another job, not part of the same one
    added = [a for a in later.args if a not in failed.args]
    dirs = [a.rstrip("/") + "/" for a in failed.args if "/" in a or "." not in a]
    if not added or any(a not in later.args for a in failed.args if a not in dirs):
        return False
    return all(("/" in a or "." in a) and (not failed.args or a.startswith(tuple(dirs))) for a in added)


def script_added(old: str, new: str) -> list[str] | None:
    """The words added to an inline script that keeps all its words in order (`powershell '"C:\\x.exe"
    --version'` -> `'& "C:\\x.exe" --version'`): at most 3 — more is a rewrite, not a correction."""
    a, b = old.split(), new.split()
    if len(a) < 2 or not 0 < len(b) - len(a) <= 3:
        return None
    added: list[str] = []
    i = 0
    for word in b:
        if i < len(a) and word == a[i]:
            i += 1
        else:
            added.append(word)
    return added if i == len(a) else None


def stage_change(before: str, after: str, error: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The stage of a pipeline that failed — the program the error names (`ps: unrecognized option`,
    `FINDSTR: Cannot open …`) — swapped for another or left out, the rest of the line kept (on the same
    host, in the same place): `ps aux | grep x` -> `top -bn1 | grep x`. (failed stage, its replacement or
    ()) or None."""
    from reflexion.speaker import speaker

    named = speaker(error.strip().split("\n", 1)[0].lower())  # `FINDSTR: …` as `findstr: …`
    if not named or named not in before.lower():
        return None  # most runs after a failure: decided before any parsing
    old, new = intent(before), intent(after)
    if old is None or new is None or old.where != new.where or old.cwd != new.cwd:
        return None
    old_stages = [s for s in parse(old.text).segments if s.tool not in SETUP]
    new_stages = [s for s in parse(new.text).segments if s.tool not in SETUP]
    failed = [s for s in old_stages if s.tool == named]
    if not named or len(failed) != 1 or len(old_stages) < 2:
        return None
    if failed[0].op not in ("|", "|&") and not failed[0].after_pipe:
        return None  # `cat .env && npm start`: a step of its own, not a stage of a pipeline
    rest = [s.raw for s in old_stages if s is not failed[0]]
    kept = [s.raw for s in new_stages if s.raw in rest]
    added = [s for s in new_stages if s.raw not in rest]
    if not kept or len(added) > 1 or any(s.tool == named for s in added):
        return None
    if not added and not failed[0].after_pipe:
        return None  # the producer left out: what is left does something else
    return failed[0].raw, added[0].raw if added else ()


def _content_free(words: tuple[str, ...]) -> tuple[str, ...]:
    """The words without the content a rerun may change freely: a commit message, where a report or a
    log is written (`--report-path=/tmp/b.json`), a number (a timeout, a count)."""
    out, skip = [], False
    for word in words:
        if skip:
            skip = False
            continue
        name = word.split("=", 1)[0]
        if word in MESSAGE_FLAGS or word in _OUTPUT_FLAGS:
            skip = True
        if name not in _OUTPUT_FLAGS and not word.startswith(("--message=", "-m=")):
            out.append("N" if word.isdigit() else word)
    return tuple(out)
