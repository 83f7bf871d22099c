"""Pure: split a Bash command line into simple commands and name the tool each one runs."""

from __future__ import annotations

from reflexion.detect import SEARCHERS
from reflexion.detectors.shellwords import split

# Prefixes that only change how the real command runs; the tool is the word after them.
_PASS_THROUGH = frozenset(
    {
        "sudo",
        "doas",
        "time",
        "nohup",
        "nice",
        "command",
        "exec",
        "builtin",
        "stdbuf",
        "unbuffer",
        "chronic",
        "caffeinate",
        "ionice",
        "setsid",
        "xargs",
        "watch",
    }
)
_OPTS_WITH_ARG = {
    "sudo": frozenset({"-u", "-g", "-C", "-D", "-h", "-p", "-U"}),
    "nice": frozenset({"-n"}),
    "timeout": frozenset({"-s", "-k", "--signal", "--kill-after"}),
    "xargs": frozenset({"-I", "-n", "-P", "-L", "-d", "-E", "-s", "-a"}),
    "npx": frozenset({"-p", "--package", "-c", "--call"}),
    "watch": frozenset({"-n", "-d"}),
    "uv": frozenset({"--with", "--python", "-p", "--project", "--directory", "--env-file"}),
    "conda": frozenset({"-n", "--name", "-p", "--prefix"}),
}
# `<runner> run|exec X ...` -> X
_RUN_VERBS = {
    "pnpm": frozenset({"exec", "dlx"}),
    "yarn": frozenset({"exec", "dlx"}),
    "bun": frozenset({"x"}),
    "uv": frozenset({"run", "tool"}),
    "poetry": frozenset({"run"}),
    "pipenv": frozenset({"run"}),
    "pdm": frozenset({"run"}),
    "hatch": frozenset({"run"}),
    "rye": frozenset({"run"}),
    "bundle": frozenset({"exec"}),
    "conda": frozenset({"run"}),
    "pixi": frozenset({"run"}),
}
_ALIASES = {
    "python3": "python",
    "py": "python",
    "pypy3": "python",
    "pip3": "pip",
    "nodejs": "node",
    "gradlew": "gradle",
    "mvnw": "mvn",
    "py.test": "pytest",
    "docker.io": "docker",
    "podman-compose": "docker-compose",
    "pnpx": "npx",
    "bunx": "npx",
    "rg": "rg",
    "gmake": "make",
}
# `python -m X`: report X when it is a tool in its own right.
_PY_MODULES = frozenset(
    {
        "pytest",
        "pip",
        "mypy",
        "ruff",
        "black",
        "flake8",
        "pylint",
        "isort",
        "coverage",
        "pyright",
        "tox",
        "nox",
        "alembic",
        "uvicorn",
        "gunicorn",
        "celery",
        "poetry",
        "pipx",
        "build",
        "twine",
        "django",
    }
)
# Commands that prepare the real one; their failures still count, but they never name the tool.
SETUP = frozenset(
    {
        "cd",
        "pushd",
        "popd",
        "export",
        "source",
        ".",
        "set",
        "unset",
        "true",
        ":",
        "sleep",
        "alias",
        "ulimit",
        "umask",
        "shopt",
        "trap",
        "wait",
        "eval",
    }
)
# Programs whose output is data: words like "error" in it mean nothing about the command's success.
VIEWERS = SEARCHERS | frozenset(
    {
        "cat",
        "bat",
        "batcat",
        "less",
        "more",
        "head",
        "tail",
        "sed",
        "awk",
        "gawk",
        "mawk",
        "nawk",
        "jq",
        "yq",
        "echo",
        "printf",
        "wc",
        "sort",
        "uniq",
        "cut",
        "tr",
        "column",
        "nl",
        "tac",
        "rev",
        "fold",
        "fmt",
        "paste",
        "join",
        "ls",
        "tree",
        "find",
        "fd",
        "stat",
        "file",
        "xxd",
        "hexdump",
        "od",
        "strings",
        "base64",
        "md5sum",
        "sha1sum",
        "sha256sum",
        "du",
        "df",
        "env",
        "printenv",
        "which",
        "whereis",
        "type",
        "date",
        "pwd",
        "whoami",
        "id",
        "uname",
        "hostname",
        "ps",
        "pgrep",
        "lsof",
        "history",
        "diff",
        "cmp",
        "comm",
        "zcat",
        "zless",
        "journalctl",
        "dmesg",
        "sqlite3",
        "psql",
        "mysql",
        "redis-cli",
        "mongosh",
        "curl",
        "wget",
        "http",
        "man",
        "tldr",
        "csvlook",
        "xmllint",
        "readlink",
        "realpath",
        "basename",
        "dirname",
        "seq",
        "yes",
        "tee",
        "look",
        "apropos",
        "gh",
        "glab",
        "hub",
        "tmux",
        "screen",
        "vim",
        "view",
        "nano",
        "code",
        "open",
        "xdg-open",
    }
)
_GIT_VIEWS = frozenset(
    {
        "log",
        "diff",
        "show",
        "grep",
        "blame",
        "status",
        "shortlog",
        "reflog",
        "ls-files",
        "ls-tree",
        "cat-file",
        "describe",
        "rev-parse",
        "whatchanged",
        "range-diff",
        "help",
    }
)
_HELP_FLAGS = frozenset({"--help", "-h", "--version", "-V", "--explain", "help", "version"})
_STATUS_VIEWS = frozenset(
    {
        ("systemctl", "status"),
        ("service", "status"),
        ("docker", "inspect"),
        ("kubectl", "describe"),
        ("npm", "view"),
        ("npm", "ls"),
        ("pip", "show"),
        ("pip", "list"),
        ("brew", "info"),
        ("docker", "history"),
    }
)
# `docker exec web cat log` / `kubectl exec pod -- tail log` / `ssh host tail log`: the inner command decides.
_REMOTE_OPTS = {
    "docker": frozenset({"-u", "--user", "-w", "--workdir", "-e", "--env", "--env-file"}),
    "podman": frozenset({"-u", "--user", "-w", "--workdir", "-e", "--env"}),
    "ssh": frozenset({"-p", "-i", "-l", "-o", "-J", "-F", "-b", "-c", "-E", "-L", "-R", "-D", "-W"}),
}


class Segment:
    """One simple command: its words (wrappers removed) and the operator that ends it.

    A plain class: importing `dataclasses` would cost every hook run ~5 ms.
    """

    __slots__ = ("after_pipe", "op", "raw", "sub", "timeout", "tool", "words")

    def __init__(
        self,
        words: tuple[str, ...],
        tool: str,
        sub: str = "",
        op: str = "",
        after_pipe: bool = False,
        timeout: bool = False,
        raw: tuple[str, ...] = (),
    ) -> None:
        self.words = words
        self.raw = raw or words  # as typed, wrappers and variables included (`npx tsc`, `FOO=1 make`)
        self.tool = tool
        self.sub = sub  # first non-option argument (git's subcommand, python -m's module)
        self.op = op  # "|", "&&", "||", ";", "&" or "" at the end
        self.after_pipe = after_pipe  # reads another command's output (a filter like `| tail`)
        self.timeout = timeout  # ran under `timeout N`

    def __repr__(self) -> str:
        return f"Segment({self.tool!r}, {self.words!r}, op={self.op!r})"

    @property
    def viewer(self) -> bool:
        if any(w in _HELP_FLAGS for w in self.words[1:3]):
            return True
        if self.tool == "git":
            return self.sub in _GIT_VIEWS
        if self.tool in ("kubectl", "docker", "docker-compose", "podman") and self.sub == "logs":
            return True
        if self.tool == "python" and self.sub == "json.tool":
            return True
        if (self.tool, self.sub) in _STATUS_VIEWS:
            return True
        inner = inner_command(self)
        if inner:
            return parse(inner).viewer
        return self.tool in VIEWERS


class Command:
    """A whole command line: its simple commands, in order."""

    __slots__ = ("segments", "text", "tools")

    def __init__(self, text: str, segments: tuple[Segment, ...]) -> None:
        self.text = text
        self.segments = segments
        self.tools = frozenset(s.tool for s in segments)

    def __repr__(self) -> str:
        return f"Command({self.text!r})"

    @property
    def main(self) -> tuple[Segment, ...]:
        """The segments that do the work: no setup (`cd x &&`), no filters (`| tail`)."""
        work = tuple(s for s in self.segments if s.tool not in SETUP and not s.after_pipe)
        return work or self.segments

    @property
    def primary(self) -> Segment | None:
        """The command whose failure the output most likely shows: the last one doing work."""
        return self.main[-1] if self.main else None

    @property
    def viewer(self) -> bool:
        """Every working segment only shows data (grep, cat, git log, jq ...)."""
        work = [s for s in self.segments if s.tool not in SETUP]
        return bool(work) and all(s.viewer for s in work)

    @property
    def timeout(self) -> bool:
        return any(s.timeout for s in self.segments)


def writes(command: Command) -> bool:
    """The line writes a file: a redirection (`echo x >> .env`, `cat > f <<EOF`; redirections are not kept
    as words, so the text is read), an in-place edit (`sed -i`, `perl -pi`), `tee`."""
    text = command.text.replace("2>&1", "").replace(">/dev/null", "").replace("> /dev/null", "")
    if ">" in text.replace("->", "").replace("=>", ""):
        return True
    for seg in command.segments:
        if seg.tool == "tee" or (
            seg.tool in ("sed", "perl") and any(w.startswith("-") and "i" in w[1:3] for w in seg.words[1:])
        ):
            return True
    return False


def inner_command(seg: Segment) -> str:
    """The command a `docker exec` / `kubectl exec` / `ssh` runs elsewhere, or "" when there is none."""
    words = list(seg.words)
    rest: list[str] = []
    if seg.tool == "kubectl" and seg.sub == "exec" and "--" in words:
        rest = words[words.index("--") + 1 :]
    elif seg.tool in ("docker", "podman") and seg.sub == "exec":
        rest = _skip_options(words[words.index("exec") + 1 :], _REMOTE_OPTS[seg.tool])[1:]  # after the name
    elif seg.tool == "ssh":
        rest = _skip_options(words[1:], _REMOTE_OPTS["ssh"])[1:]  # after the host
    return " ".join(rest)


def remote_host(seg: Segment) -> str:
    """The host an `ssh` segment connects to, past its options (`ssh -o X=1 -p 22 me@h "…"` -> `me@h`);
    "" for another tool."""
    if seg.tool != "ssh":
        return ""
    rest = _skip_options(list(seg.words[1:]), _REMOTE_OPTS["ssh"])
    return rest[0] if rest else ""


_ECHOES = frozenset({"echo", "printf", "write-output", "write-host"})  # tools are read lower-case


def echoed(command: Command, depth: int = 0) -> frozenset[str]:
    """The lines the command prints itself (`echo '=== logs ==='`, also inside `ssh h "…"` or `bash -c
    '…'`): what it printed, not what went wrong."""
    found: set[str] = set()
    for seg in command.segments:
        if seg.tool in _ECHOES:
            said = " ".join(w for w in seg.words[1:] if w not in ("-e", "-n", "-ne", "-en")).strip()
            found.update(line.strip() for line in said.replace("\\n", "\n").split("\n") if line.strip())
        elif depth < 2:
            for word in seg.words[1:]:
                if " " in word and ("echo " in word or "Write-" in word or "printf " in word):
                    found |= echoed(parse(word), depth + 1)
    return frozenset(found)


_parsed: dict[str, Command] = {}  # the learner asks about the same few command lines again and again


def parse(command: str) -> Command:
    """Never raises: a command we cannot read is a command with no segments."""
    found = _parsed.get(command)
    if found is not None:
        return found
    try:
        found = Command(command, tuple(_segments(command, depth=0)))
    except Exception:  # any parsing surprise must not cost the capture
        found = Command(command, ())
    if len(_parsed) > 512:
        _parsed.clear()
    _parsed[command] = found
    return found


def _segments(command: str, depth: int) -> list[Segment]:
    out: list[Segment] = []
    after_pipe = False
    for words, op in split(command):
        seg = _segment(words, op, after_pipe)
        after_pipe = op in ("|", "|&")
        if seg is None:
            continue
        if seg.tool in ("bash", "sh", "zsh", "dash") and "-c" in seg.words and depth < 2:
            inner = seg.words[seg.words.index("-c") + 1 :]
            if inner:
                out.extend(_segments(inner[0], depth + 1))
                continue
        out.append(seg)
    return out


def _segment(typed: list[str], op: str, after_pipe: bool) -> Segment | None:
    words, timeout = _strip_wrappers(typed)
    if not words:
        return None
    tool = tool_name(words[0])
    sub = _subcommand(tool, words)
    if tool == "python" and words[1:2] == ["-m"] and sub in _PY_MODULES:
        tool = sub
    return Segment(tuple(words), tool, sub, op, after_pipe, timeout, tuple(typed))


def tool_name(word: str) -> str:
    """`/usr/bin/python3.11` -> python, `./gradlew` -> gradle, `./deploy.sh` -> bash."""
    base = word.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1].lower()
    if base.endswith(".exe"):  # Windows: `whoami.exe`, `C:/Windows/System32/whoami.exe` run `whoami`
        base = base[:-4]
    if "/" in word:
        for ext, tool in (
            (".sh", "bash"),
            (".bash", "bash"),
            (".py", "python"),
            (".js", "node"),
            (".mjs", "node"),
            (".cjs", "node"),
            (".ts", "node"),
        ):
            if base.endswith(ext):
                return tool
    if base.startswith("python") and base[6:].replace(".", "").isdigit():
        return "python"
    if base.startswith("pip") and base[3:].replace(".", "").isdigit():
        return "pip"
    return _ALIASES.get(base, base)


def _strip_wrappers(words: list[str]) -> tuple[list[str], bool]:
    timeout = False
    for _ in range(8):  # wrappers nest (`sudo -E env X=1 timeout 5 npx tsc`), but not forever
        while words and _is_assignment(words[0]):
            words = words[1:]
        if not words:
            break
        head = tool_name(words[0])
        if head == "command" and words[1:2] in (["-v"], ["-V"]):
            break  # `command -v x` asks a question; it does not run x
        if head in _PASS_THROUGH or head == "env":
            words = _skip_options(words[1:], _OPTS_WITH_ARG.get(head, frozenset()))
        elif head == "timeout":
            words = _skip_options(words[1:], _OPTS_WITH_ARG["timeout"])[1:]  # drop the duration
            timeout = True
        elif head == "npx":
            words = _skip_options(words[1:], _OPTS_WITH_ARG["npx"])
        elif head in _RUN_VERBS and len(words) > 1 and words[1] in _RUN_VERBS[head]:
            words = _skip_options(words[2:], _OPTS_WITH_ARG.get(head, frozenset()))
        else:
            break
    return words, timeout


def _skip_options(words: list[str], with_arg: frozenset[str]) -> list[str]:
    i = 0
    while i < len(words) and (words[i].startswith("-") or _is_assignment(words[i])):
        i += 2 if words[i] in with_arg else 1
    return words[i:]


def _is_assignment(word: str) -> bool:
    name, eq, _ = word.partition("=")
    return bool(eq) and name.replace("_", "a").isalnum() and not name[:1].isdigit()


def _subcommand(tool: str, words: list[str]) -> str:
    if tool == "python":
        if "-m" in words[1:-1]:
            return words[words.index("-m") + 1]
        return ""
    i = 1
    while i < len(words):
        w = words[i]
        if tool == "git" and w in ("-C", "-c", "--git-dir", "--work-tree"):
            i += 2
            continue
        if not w.startswith("-"):
            return w
        i += 1
    return ""
