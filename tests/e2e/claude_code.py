"""The end-to-end harness: the pinned Claude Code from npm (cached between runs), reflexion installed the
way the README tells a user, and a Workspace — one user's project — that runs scripted sessions and reads
back what the model received (request bodies) and what reflexion stored.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from model_server import Turn

VERSION = "2.1.330"  # the Claude Code the suite is pinned to (README: "Tested against the real Claude Code")
PACKAGE = f"@anthropic-ai/claude-code@{VERSION}"
HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
REAL_ENV = dict(os.environ)  # read at import, before any test fixture swaps HOME or CLAUDE_PROJECT_DIR
OFFLINE = {
    "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
    "DISABLE_TELEMETRY": "1",
    "DISABLE_AUTOUPDATER": "1",
    "DISABLE_ERROR_REPORTING": "1",
    "NPM_CONFIG_UPDATE_NOTIFIER": "false",
}
SESSION_TIMEOUT = 120
ALLOWED = "Bash,Read,Edit"  # what a scripted turn may use without a permission prompt (none in -p mode)
PLUGIN_FILES = (".claude-plugin", "hooks", "README.md")  # what the plugin is made of
Body = dict[str, Any]  # one request body Claude Code sent to the model


class Unavailable(Exception):
    """This machine cannot run the suite; `npm_missing` separates a machine without Node from a failed
    install (conftest decides what each means)."""

    def __init__(self, reason: str, npm_missing: bool = False) -> None:
        super().__init__(reason)
        self.npm_missing = npm_missing


# ---------------------------------------------------------------------------------------------- installs


def cache_dir() -> Path:
    """Where the npm install is kept between runs: REFLEXION_E2E_CACHE, else the XDG cache directory."""
    configured = REAL_ENV.get("REFLEXION_E2E_CACHE")
    if configured:
        return Path(configured)
    base = REAL_ENV.get("XDG_CACHE_HOME") or str(Path(REAL_ENV.get("HOME") or Path.home()) / ".cache")
    return Path(base) / "reflexion-e2e"


def install_claude_code() -> Path:
    """The pinned `claude` binary: from the cache, or installed there with npm (once per machine; a lock
    keeps two test runs from installing over each other)."""
    import fcntl  # POSIX only, like the whole suite (conftest skips it on Windows)

    target = cache_dir() / f"claude-code-{VERSION}"
    binary = target / "node_modules" / ".bin" / "claude"
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.parent / ".install.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if _version(binary) == VERSION:
            return binary
        npm = shutil.which("npm", path=REAL_ENV.get("PATH"))
        if npm is None:
            raise Unavailable(
                "npm is not on PATH: the e2e suite installs Claude Code from npm", npm_missing=True
            )
        shutil.rmtree(target, ignore_errors=True)  # a broken or partial earlier install
        # Debian's Node 20 would pick an older release; 2.1.330 asks for Node 22 but ships a native binary
        argv = [npm, "install", "--prefix", str(target), PACKAGE, "--engine-strict=false", "--no-audit",
                "--no-fund", "--loglevel=error"]  # fmt: skip
        done = subprocess.run(argv, env=REAL_ENV, capture_output=True, text=True, timeout=600)
        if done.returncode or _version(binary) != VERSION:
            shutil.rmtree(target, ignore_errors=True)
            raise Unavailable(
                f"`npm install {PACKAGE}` failed (exit {done.returncode}): {done.stderr[-2000:]}"
            )
    return binary


def _version(binary: Path) -> str | None:
    if not binary.exists():
        return None
    try:
        out = subprocess.run([str(binary), "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out.stdout.split()[0] if out.returncode == 0 and out.stdout.strip() else None


def install_reflexion(venv: Path) -> Path:
    """reflexion as the README installs it (a venv and `pip install .`, not editable); its bin directory.
    pip builds from a copy of the checkout, so the build leaves nothing behind in it."""
    source = venv.parent / "source"
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(".*", "build", "*.egg-info", "__pycache__"))
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, env=REAL_ENV)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    done = subprocess.run([*pip, str(source)], env=REAL_ENV, capture_output=True, text=True, timeout=600)
    if done.returncode:
        raise AssertionError(f"pip install of reflexion failed:\n{done.stdout}\n{done.stderr}")
    return venv / "bin"


def sandbox() -> tuple[list[str], str]:
    """The command prefix that runs a session in a new network namespace with only loopback up, and a
    word on the isolation; an empty prefix (loopback by convention, offline variables) where there is none."""
    user = [] if os.geteuid() == 0 else ["--map-root-user"]
    prefix = ["unshare", "--net", *user, "--", "sh", "-c", 'ip link set lo up && exec "$0" "$@"']
    try:
        probe = subprocess.run([*prefix, "true"], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return [], f"no network namespace ({exc}); loopback only, offline variables set"
    if probe.returncode:
        reason = probe.stderr.decode(errors="replace").strip()
        return [], f"no network namespace ({reason}); loopback only, offline variables set"
    return prefix, "network namespace: only loopback exists"


class Tools:
    """What every workspace shares: the claude binary, reflexion's venv, the sandbox prefix."""

    def __init__(self, claude: Path, bin_dir: Path, prefix: list[str], isolation: str) -> None:
        self.claude, self.bin_dir, self.prefix, self.isolation = claude, bin_dir, prefix, isolation


# ---------------------------------------------------------------------------------------------- sessions


class Session:
    """One finished `claude -p` run: its output and every request the model server received."""

    def __init__(self, result: dict[str, Any]) -> None:
        self.returncode: int | None = result["returncode"]
        self.stdout: str = result["stdout"]
        self.stderr: str = result["stderr"]
        self.requests: list[dict[str, Any]] = result["requests"]
        self.main: list[Body] = [
            r["body"] for r in self.requests
            if r["method"] == "POST" and r["path"].split("?")[0].endswith("/v1/messages")
            and _has_bash(r["body"])
        ]  # fmt: skip

    def check(self) -> Session:
        """The session ended normally and the model was asked at least once."""
        assert self.returncode == 0, f"claude exited {self.returncode}:\n{self.stderr[-3000:]}"
        outcome = json.loads(self.stdout)
        assert outcome.get("is_error") is False, self.stdout[-3000:]
        assert self.main, f"the model was never asked: {[r['path'] for r in self.requests]}"
        return self

    @property
    def id(self) -> str:
        """The session's id, as Claude Code reports it (and as hooks and transcripts name it)."""
        return str(json.loads(self.stdout)["session_id"])

    @property
    def first(self) -> Body:
        return self.main[0]

    @property
    def last(self) -> Body:
        return self.main[-1]


def _has_bash(body: Any) -> bool:
    tools = body.get("tools") if isinstance(body, dict) else None
    return isinstance(tools, list) and any(isinstance(t, dict) and t.get("name") == "Bash" for t in tools)


def texts(body: Body) -> list[tuple[str, str]]:
    """Every text the model received in the conversation, as (role, text), tool results included."""
    out: list[tuple[str, str]] = []
    for message in body.get("messages", []):
        role, content = message.get("role", ""), message.get("content")
        for block in [{"type": "text", "text": content}] if isinstance(content, str) else content or []:
            if block.get("type") == "text":
                out.append((role, block["text"]))
            elif block.get("type") == "tool_result":
                inner = block.get("content")
                inner = inner if isinstance(inner, str) else "\n".join(b.get("text", "") for b in inner or [])
                out.append((role, inner))
    return out


def received(body: Body) -> str:
    """All the conversation's text as one string (count what reached the model, and how often)."""
    return "\n".join(text for _, text in texts(body))


def hook_context(body: Body, event: str) -> list[str]:
    """What Claude Code says each hook of `event` added: the text after its "<event>[:<matcher>] hook
    additional context: " label, up to the first blank line (reflexion's contexts hold none, and 2.1.330
    follows a context inside a larger system message with one) or the end of the block."""
    label = re.compile(rf"\b{event}(?::\w+)? hook additional context: ")
    found = []
    for _, text in texts(body):
        for match in label.finditer(text):
            found.append(text[match.end() :].split("\n\n")[0])
    return found


def after_call(body: Body, command: str) -> str:
    """What the model received about the last Bash call of `command`: its tool result and everything up to
    the next assistant turn (where 2.1.330 puts PostToolUse(Failure) context)."""
    messages = body.get("messages", [])
    call_id, at = None, -1
    for i, message in enumerate(messages):
        for block in message.get("content") if isinstance(message.get("content"), list) else []:
            if block.get("type") == "tool_use" and block.get("input", {}).get("command") == command:
                call_id, at = block["id"], i
    assert call_id is not None, f"no Bash call of {command!r} in the request"
    following = []
    for message in messages[at + 1 :]:
        if message.get("role") == "assistant":
            break
        following.append(message)
    return received({"messages": following})


# ---------------------------------------------------------------------------------------------- workspace


class Workspace:
    """One user's project (a git repository with a package.json) and a scratch HOME, reflexion installed
    in it by `reflexion install`; sessions run there with the pinned Claude Code."""

    def __init__(self, base: Path, tools: Tools) -> None:
        self.tools = tools
        self.base = base
        self.root = base / "app"
        self.home = base / "home"
        self.home.mkdir(parents=True)
        self.root.mkdir(parents=True)
        subprocess.run(["git", "init", "-q", str(self.root)], check=True, env=self.env())
        (self.root / "package.json").write_text('{"name": "app", "private": true, "scripts": {}}\n')
        self.sessions = 0

    def env(self, today: str | None = None) -> dict[str, str]:
        """A user's environment: reflexion on PATH (as pipx puts it), a scratch HOME, offline."""
        env = {
            "PATH": f"{self.tools.bin_dir}{os.pathsep}{REAL_ENV.get('PATH', '/usr/bin:/bin')}",
            "HOME": str(self.home),
            "LANG": "C.UTF-8",
            "ANTHROPIC_API_KEY": "e2e-not-a-real-key",
            # sessions get the model server's URL; other claude commands a closed loopback port (with a key
            # and no URL, 2.1.330's `plugin install` waits ~16 s for api.anthropic.com, whatever else is set)
            "ANTHROPIC_BASE_URL": "http://127.0.0.1:9",
            **OFFLINE,
        }
        if today:
            env["REFLEXION_TODAY"] = today
        return env

    def reflexion(self, *args: str, today: str | None = None) -> subprocess.CompletedProcess[str]:
        """A person's reflexion command in the project (it must succeed)."""
        done = subprocess.run(
            [str(self.tools.bin_dir / "reflexion"), *args], cwd=self.root, env=self.env(today),
            capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL,
        )  # fmt: skip
        assert done.returncode == 0, f"reflexion {' '.join(args)} exited {done.returncode}: {done.stderr}"
        return done

    def claude(self, *args: str) -> subprocess.CompletedProcess[str]:
        """A `claude` subcommand that needs no model (plugin validate, plugin install), sandboxed too."""
        return subprocess.run(
            [*self.tools.prefix, str(self.tools.claude), *args], cwd=self.root, env=self.env(),
            capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL,
        )  # fmt: skip

    def install_plugin(self) -> None:
        """The plugin as a user gets it: this repository as a marketplace, `claude plugin install` (project
        scope). Only the plugin's files are copied: a local marketplace is copied whole, .venv included."""
        source = self.base / "plugin-source"
        for name in PLUGIN_FILES:
            if (REPO / name).is_dir():
                shutil.copytree(REPO / name, source / name)
            else:
                shutil.copy(REPO / name, source / name)
        for step in (
            ["marketplace", "add", str(source)],
            ["install", "reflexion@reflexion", "--scope", "project"],
        ):
            done = self.claude("plugin", *step)
            assert done.returncode == 0, f"claude plugin {' '.join(step)}: {done.stdout}{done.stderr}"

    def run(self, prompt: str, *turns: Turn, today: str | None = None, args: tuple[str, ...] = ()) -> Session:
        """`claude -p PROMPT` with the model answering `turns` in order (then "Done."); checked."""
        self.sessions += 1
        job_path = self.base / f"session-{self.sessions}.json"
        out = self.base / f"session-{self.sessions}.out.json"
        argv = [str(self.tools.claude), "-p", prompt, "--output-format", "json", "--allowedTools", ALLOWED]
        job = {"argv": [*argv, *args], "cwd": str(self.root), "env": self.env(today), "script": list(turns),
               "out": str(out), "timeout": SESSION_TIMEOUT}  # fmt: skip
        job_path.write_text(json.dumps(job))
        runner = [sys.executable, str(HERE / "runner.py"), str(job_path)]
        subprocess.run([*self.tools.prefix, *runner], check=True, timeout=SESSION_TIMEOUT + 30)
        self.wait_for_learning()
        return Session(json.loads(out.read_text())).check()

    def wait_for_learning(self, timeout: float = 120) -> None:
        """A Stop or SessionEnd hook returns at once and learns the turn in a process of its own: wait until
        every learning those hooks started has logged its end (as a user's next prompt comes later)."""
        deadline = time.monotonic() + timeout
        while True:
            path = self.root / ".reflexion" / "local" / "hooks.log"
            runs = [line.split()[1:3] for line in path.read_text().splitlines()] if path.exists() else []
            started = runs.count(["learn", "detached"])
            ended = sum(run[:1] == ["learn-background"] for run in runs)
            if ended >= started:
                return
            assert time.monotonic() < deadline, f"{started - ended} learning process(es) never ended"
            time.sleep(0.05)

    # -------------------------------------------------------------- what reflexion left behind

    def entries(self) -> list[dict[str, Any]]:
        folder = self.root / ".reflexion" / "entries"
        return [json.loads(p.read_text()) for p in sorted(folder.glob("RFX-*.json"))]

    def held(self) -> list[dict[str, Any]]:
        """The entries of the project's local state: a lesson seen once with no fix yet is held there."""
        folder = self.root / ".reflexion" / "local" / "unshared" / "entries"
        return [json.loads(p.read_text()) for p in sorted(folder.glob("RFX-*.json"))]

    def entry(self, entry_id: str) -> dict[str, Any]:
        return json.loads((self.root / ".reflexion" / "entries" / f"{entry_id}.json").read_text())

    def claude_md(self) -> str:
        path = self.root / "CLAUDE.md"
        return path.read_text() if path.exists() else ""

    def hook_runs(self) -> list[tuple[str, str]]:
        """(command, outcome) of every hook run so far, from the store's hooks.log (not the learning a Stop
        hook started in a process of its own: wait_for_learning waits for those)."""
        path = self.root / ".reflexion" / "local" / "hooks.log"
        lines = path.read_text().splitlines() if path.exists() else []
        runs = [(parts[1], parts[2]) for parts in (line.split() for line in lines) if len(parts) == 4]
        return [run for run in runs if run[0] != "learn-background"]

    def settings_path(self) -> Path:
        return self.root / ".claude" / "settings.local.json"

    def rewire(self, event: str, subcommand: str, to_event: str | None = None, append: str = "") -> None:
        """Break the wiring `reflexion install` wrote, on purpose (the harness proves it can fail): the hooks
        of `event` running `subcommand` get `append` added to their command, or move to `to_event`."""
        data = json.loads(self.settings_path().read_text())
        picked = []
        for group in data["hooks"][event]:
            ours = [h for h in group["hooks"] if h["command"].split()[-1] == subcommand]
            for hook in ours:
                hook["command"] += append
            if to_event:
                group["hooks"] = [h for h in group["hooks"] if h not in ours]
            picked += ours
        assert picked, f"no {subcommand} hook on {event} to rewire"
        if to_event:
            data["hooks"].setdefault(to_event, []).append({"hooks": picked})
        self.settings_path().write_text(json.dumps(data, indent=2))
