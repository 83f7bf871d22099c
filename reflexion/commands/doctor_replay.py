"""doctor's replay: canned real hook events fed, as Claude Code does, through the exact command lines the
settings name (a shell, stdin = the event's JSON bytes, a throwaway project and store), results checked."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from typing import Any, NamedTuple

from reflexion import settings
from reflexion.commands.doctor import Check
from reflexion.store import Store

TIMEOUT_S = 10.0
NPM_ERROR = (
    'Exit code 1\nnpm error Missing script: "build"\nnpm error\nnpm error To see a list of scripts, run:\n'
    "npm error   npm run\nnpm error A complete log of this run can be found in: "
    "/tmp/npm-cache/_logs/2026-03-31T10_00_00_000Z-debug-0.log"
)


class Step(NamedTuple):
    """One canned event: what it is, which hook runs it, and what the store should look like after."""

    label: str
    event: str
    subcommand: str
    fields: dict[str, Any]
    expect: str  # "error" / "correction": a new entry of that type; "none": no new one; "fix"; "hit"; "any"


class Run(NamedTuple):
    code: int | None  # None: it did not finish in time, or could not start
    stdout: bytes
    stderr: bytes
    ms: float


def steps() -> list[Step]:
    """A failure, an ordinary success, a correction, the fix, and a prompt about the failure — in order."""

    def bash(command: str) -> dict[str, Any]:
        return {"tool_name": "Bash", "tool_input": {"command": command, "description": "Build"}}

    def success(command: str, stdout: str) -> dict[str, Any]:
        response = {
            "stdout": stdout,
            "stderr": "",
            "interrupted": False,
            "isImage": False,
            "noOutputExpected": False,
        }
        return {
            **bash(command),
            "tool_use_id": f"toolu_doctor_{command.split()[0]}",
            "tool_response": response,
        }

    failure = {
        **bash("npm run build"),
        "tool_use_id": "toolu_doctor_npm",
        "error": NPM_ERROR,
        "is_interrupt": False,
    }
    correction = {"prompt": "no, use pnpm not npm"}
    # non-ASCII on purpose, raw as Claude Code sends it: stdin must be decoded as UTF-8 (Windows code pages)
    # in a later session: this one heard the correction itself, and recall tells no one their own words back
    question = {
        "prompt": "npm run build fails with Missing script “build” — how do I build?",
        "session_id": "doctor-later-session",
    }
    return [
        Step("failed `npm run build`", "PostToolUseFailure", "capture", failure, "error"),
        Step("successful `ls`", "PostToolUse", "capture", success("ls", "README.md\nsrc\n"), "none"),
        Step('correction "no, use pnpm not npm"', "UserPromptSubmit", "capture", correction, "correction"),
        Step("the same prompt, recall", "UserPromptSubmit", "recall", correction, "any"),
        Step(
            "successful `pnpm run build`",
            "PostToolUse",
            "capture",
            success("pnpm run build", "done\n"),
            "none",
        ),
        Step(
            "end of the turn, learn from the transcript", "Stop", "learn", {"stop_hook_active": False}, "fix"
        ),
        Step("prompt about the failure, recall", "UserPromptSubmit", "recall", question, "hit"),
        Step("session start, promote", "SessionStart", "promote", {"source": "startup"}, "any"),
    ]


def transcript(steps_: list[Step]) -> str:
    """The session's transcript as Claude Code writes it: each Bash call and its result (what the learn
    hook reads at the end of the turn)."""
    lines = []
    for n, step in enumerate(steps_):
        fields = step.fields
        if step.event not in ("PostToolUse", "PostToolUseFailure"):
            continue
        call, failed = fields["tool_use_id"], step.event == "PostToolUseFailure"
        text = fields["error"] if failed else fields["tool_response"]["stdout"]
        base = {"sessionId": "doctor", "cwd": "", "timestamp": f"2026-01-01T00:00:{n:02d}.000Z"}
        use = {"type": "tool_use", "id": call, "name": "Bash", "input": fields["tool_input"]}
        result = {"type": "tool_result", "tool_use_id": call, "content": text, "is_error": failed}
        lines.append({**base, "type": "assistant", "message": {"role": "assistant", "content": [use]}})
        lines.append({**base, "type": "user", "message": {"role": "user", "content": [result]}})
    return "".join(json.dumps(line) + "\n" for line in lines)


def replay_checks(commands: dict[tuple[str, str], str]) -> list[Check]:
    """Run every step whose hook is wired through its command; one check per step."""
    if not commands:
        return [Check("info", "nothing to replay: no reflexion hook command starts (see above)")]
    base = tempfile.mkdtemp(prefix="reflexion-doctor-")
    try:
        project = os.path.join(base, "project")
        # a .git marker: the project root is here, whatever lies above the temp directory
        os.makedirs(os.path.join(project, ".git"))
        store = Store(project, os.path.join(base, "store"))
        env = {**os.environ, "CLAUDE_PROJECT_DIR": project, "REFLEXION_DIR": store.path}
        env.setdefault("CLAUDE_PLUGIN_ROOT", base)  # the plugin's command names it only in its install hint
        common = {
            "session_id": f"doctor-{os.getpid()}",
            "transcript_path": os.path.join(base, "t.jsonl"),
            "cwd": project,
            "permission_mode": "default",
        }
        checks = []
        with open(common["transcript_path"], "w", encoding="utf-8") as fh:
            fh.write(transcript(steps()))
        for step in steps():
            command = commands.get((step.event, step.subcommand))
            if command is None:
                checks.append(
                    Check("info", f"{step.label}: not replayed ({step.event} does not run {step.subcommand})")
                )
                continue
            event = {**common, "hook_event_name": step.event, **step.fields}
            checks.append(replay_one(step, command, event, store, env))
        return checks
    finally:
        shutil.rmtree(base, ignore_errors=True)


def replay_one(step: Step, command: str, event: dict[str, Any], store: Store, env: dict[str, str]) -> Check:
    before = entries(store)
    run = run_hook(command, json.dumps(event, ensure_ascii=False).encode("utf-8"), env, event["cwd"])
    where = f"{step.label} via {step.event} `{settings.shown(command)}`"
    if run.code is None:
        return Check(
            "fail",
            f"{where}: {run.stderr.decode('utf-8', 'replace') or 'did not finish'}",
            "run the command by hand with an event on stdin to see why",
        )
    if run.code != 0:
        why = _tail(run.stderr) or "no message"
        return Check("fail", f"{where}: exited {run.code}: {why}", _exit_fix(run.code))
    problem = output_problem(run.stdout, step.event)
    if problem:
        return Check("fail", f"{where}: {problem}", "keep stdout clean (shell profile noise breaks the JSON)")
    if not store.await_learning(TIMEOUT_S):
        return Check("fail", f"{where}: the learning it started never ended", "run `reflexion doctor` again")
    after = entries(store)
    problem, detail = outcome(step, before, after, run.stdout)
    if problem:
        log = store.read_log_tail(2)
        return Check(
            "fail",
            f"{where}: {problem}" + (f" (log: {log[-1]})" if log else ""),
            "not a wiring problem but a reflexion bug: please report it with this output",
        )
    return Check("ok", f"{step.label}: exit 0 in {run.ms:.0f} ms{detail}")


def outcome(step: Step, before: dict[str, Any], after: dict[str, Any], stdout: bytes) -> tuple[str, str]:
    """(problem or "", detail) for what the step was expected to leave behind."""
    new = [after[i] for i in after if i not in before]
    if step.expect in ("error", "correction"):
        made = [e for e in new if e.get("type") == step.expect]
        if not made:
            return f"no {step.expect} entry was written", ""
        return "", f", {step.expect} entry {made[0]['id']} written"
    if step.expect == "none" and new:
        return f"wrote entries it should not have: {', '.join(e['id'] for e in new)}", ""
    if step.expect == "fix":
        fixed = [i for i in after if after[i].get("resolution") and not before.get(i, {}).get("resolution")]
        if before and not fixed:
            return "learned no fix from the transcript (`pnpm run build` succeeded after the failure)", ""
        return "", f", learned the fix of {', '.join(fixed)}" if fixed else ""
    if step.expect == "hit":
        if not after:
            return "", " (nothing captured above, so nothing to recall)"
        text = stdout.decode("utf-8", "replace")
        shown = [i for i in after if i in text]
        if "<reflexion-recall>" not in text or not shown:
            return f"recall injected nothing although the store holds {', '.join(after)}", ""
        return "", f", recalled {', '.join(shown)}"
    resolved = [
        i for i in after if i in before and after[i].get("resolution") and not before[i].get("resolution")
    ]
    return "", f", resolved {', '.join(resolved)}" if resolved else ""


def entries(store: Store) -> dict[str, Any]:
    return {item["id"]: item for item in store.iter_entries()} if store.exists() else {}


def output_problem(stdout: bytes, event_name: str) -> str:
    """Claude Code accepts nothing, or exactly one JSON object: hookSpecificOutput for this event."""
    try:
        text = stdout.decode("utf-8").strip()
    except UnicodeDecodeError:
        return "stdout is not UTF-8"
    if not text:
        return ""
    try:
        data = json.loads(text)
    except ValueError:
        return f"stdout is not one JSON object: {text[:80]!r}"
    specific = data.get("hookSpecificOutput") if isinstance(data, dict) else None
    if not isinstance(specific, dict):
        return "stdout JSON has no hookSpecificOutput object"
    if specific.get("hookEventName") != event_name:
        return f"hookEventName is {specific.get('hookEventName')!r}, not {event_name!r}"
    if not isinstance(specific.get("additionalContext"), str):
        return "additionalContext is not a string"
    return ""


def run_hook(command: str, stdin: bytes, env: dict[str, str], cwd: str) -> Run:
    """Run the command line the way Claude Code does: through a shell (sh; Git Bash on Windows)."""
    argv = shell_argv(command)
    started = time.perf_counter()
    try:
        done = subprocess.run(
            argv or command,
            input=stdin,
            capture_output=True,
            env=env,
            cwd=cwd,
            shell=argv is None,
            timeout=TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Run(None, b"", f"timed out after {TIMEOUT_S:.0f} s".encode(), TIMEOUT_S * 1000)
    except OSError as exc:
        return Run(None, b"", f"could not start a shell: {exc}".encode(), 0.0)
    return Run(done.returncode, done.stdout, done.stderr, (time.perf_counter() - started) * 1000)


def shell_argv(command: str) -> list[str] | None:
    """On Windows, Claude Code runs hooks with Git Bash, not cmd.exe: do the same when it is there."""
    if sys.platform != "win32":
        return None  # subprocess's shell=True is /bin/sh -c, as Claude Code's
    bash = os.environ.get("CLAUDE_CODE_GIT_BASH_PATH") or shutil.which("bash")
    for guess in (bash, r"C:\Program Files\Git\bin\bash.exe"):
        if guess and os.path.isfile(guess):
            return [guess, "-c", command]
    return None


def _tail(stderr: bytes) -> str:
    lines = stderr.decode("utf-8", "replace").strip().splitlines()
    return lines[-1][:200] if lines else ""


def _exit_fix(code: int) -> str:
    if code in (126, 127):
        return "the shell could not run it: reflexion install (writes the absolute path of this reflexion)"
    return "run the command by hand with an event on stdin to see the error"
