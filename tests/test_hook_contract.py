"""The hook contract, end to end through real processes: exit 0 and valid hook JSON (or nothing), always."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

FAILURE = {
    "session_id": "s1",
    "transcript_path": "/nonexistent",
    "hook_event_name": "PostToolUseFailure",
    "tool_name": "Bash",
    "tool_input": {"command": "make", "description": "Build"},
    "tool_use_id": "toolu_1",
    "error": "Exit code 2\nmake: *** No rule to make target 'all'.  Stop.",
    "is_interrupt": False,
}


def run(
    args: list[str], stdin: bytes, project: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    full_env = {**os.environ, "CLAUDE_PROJECT_DIR": str(project), **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "reflexion", *args],
        input=stdin,
        capture_output=True,
        env=full_env,
        timeout=60,
        cwd=project,
    )


def assert_hook_ok(result: subprocess.CompletedProcess[bytes], event: str | None = None) -> None:
    assert result.returncode == 0, result.stderr
    text = result.stdout.decode()
    assert "Traceback" not in text
    if text.strip():
        obj = json.loads(text)
        assert set(obj) == {"hookSpecificOutput"}
        hso = obj["hookSpecificOutput"]
        assert isinstance(hso["additionalContext"], str)
        assert event is None or hso["hookEventName"] == event


HOSTILE = {
    "empty": b"",
    "whitespace": b" \n\t",
    "garbage": b"\x00\xff\xfe{{{not json",
    "array": b"[1,2,3]",
    "null": b"null",
    "truncated": json.dumps(FAILURE).encode()[:50],
    "latin1": json.dumps(FAILURE).encode().replace(b"make", b"m\xe4ke"),
    "wrong_types": json.dumps({**FAILURE, "tool_input": "make", "error": 42}).encode(),
    "unknown_event": json.dumps({**FAILURE, "hook_event_name": "SomethingNew"}).encode(),
    "missing_fields": json.dumps({"hook_event_name": "PostToolUseFailure"}).encode(),
    "deep_nesting": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
    "prompt_not_string": json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": {"x": 1}}).encode(),
    "nul_in_prompt": json.dumps(
        {"hook_event_name": "UserPromptSubmit", "prompt": "no,\u0000 use pnpm"}
    ).encode(),
}


@pytest.mark.parametrize(
    "command", [["hook", "capture"], ["hook", "recall"], ["hook", "promote"], ["hook", "learn"], ["capture"]]
)
def test_hostile_input_exits_zero_with_valid_output(command: list[str], project: Path) -> None:
    for name, data in HOSTILE.items():
        result = run(command, data, project)
        assert_hook_ok(result), name


def test_a_20_mb_event_is_refused_quietly(project: Path) -> None:
    big = json.dumps({**FAILURE, "error": "Exit code 1\n" + "x" * 20_000_000}).encode()
    result = run(["capture"], big, project)
    assert_hook_ok(result)
    assert result.stdout == b""
    assert not (project / ".reflexion").exists()  # refused before anything is written


def test_a_failure_is_captured_and_its_known_fix_answered_with_hook_json(project: Path) -> None:
    first = run(["capture"], json.dumps(FAILURE).encode(), project)
    assert_hook_ok(first, "PostToolUseFailure")
    assert first.stdout == b""  # nothing known yet: silence
    [entry] = list((project / ".reflexion" / "entries").glob("RFX-*.json"))
    assert run(["resolve", entry.stem, "Use pnpm run build."], b"", project).returncode == 0
    again = run(["capture"], json.dumps({**FAILURE, "tool_use_id": "toolu_again"}).encode(), project)
    assert_hook_ok(again, "PostToolUseFailure")
    told = json.loads(again.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "The fix that worked before: Use pnpm run build." in told


def test_half_an_emoji_in_an_error_is_stored_whole_and_status_still_reads_the_store(project: Path) -> None:
    """Claude Code cuts long output by UTF-16 units: a lone surrogate arrives as a JSON escape. Kept, it broke
    `status --json` for the whole store and left an entry file strict JSON readers refuse."""
    error = 'Exit code 1\nError: Deploy target "prod-@" not found in deploy.config.js'
    for n in (1, 2):
        event = {**FAILURE, "tool_input": {"command": "npm run deploy"}, "tool_use_id": f"t{n}"}
        event["error"] = error
        stdin = json.dumps(event).replace("prod-@", "prod-\\ud83d").encode()  # as JSON.stringify writes it
        assert_hook_ok(run(["hook", "capture"], stdin, project))
    files = list((project / ".reflexion" / "entries").glob("*.json"))
    assert files
    for path in files:
        data = path.read_bytes()
        assert b"\\ud83d" not in data
        assert "prod-\ufffd" in data.decode("utf-8")
    status = run(["status", "--json"], b"", project)
    assert status.returncode == 0, status.stderr
    assert json.loads(status.stdout)


def test_a_project_that_never_used_reflexion_gets_no_store_from_a_success(project: Path) -> None:
    ok = {**FAILURE, "hook_event_name": "PostToolUse", "tool_response": {"stdout": "done\n", "stderr": ""}}
    assert_hook_ok(run(["capture"], json.dumps(ok).encode(), project))
    assert_hook_ok(
        run(["recall"], json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": "hi"}).encode(), project)
    )
    assert not (project / ".reflexion").exists()


def test_an_unwritable_store_never_breaks_the_hook(project: Path) -> None:
    # a store below a regular file cannot be created, whoever runs the test (root ignores chmod)
    (project / "blocker").write_text("")
    env = {"REFLEXION_DIR": str(project / "blocker" / "store")}
    assert_hook_ok(run(["capture"], json.dumps(FAILURE).encode(), project, env))
    prompt = {"hook_event_name": "UserPromptSubmit", "prompt": "no, use pnpm not npm"}
    assert_hook_ok(run(["capture"], json.dumps(prompt).encode(), project, env))
    assert_hook_ok(run(["recall"], json.dumps(prompt).encode(), project, env))


def test_racing_processes_lose_no_occurrence(project: Path) -> None:
    def capture(n: int) -> int:
        event = {**FAILURE, "tool_use_id": f"toolu_{n}", "session_id": f"s{n % 3}"}
        return run(["capture"], json.dumps(event).encode(), project).returncode

    with ThreadPoolExecutor(max_workers=6) as pool:
        codes = list(pool.map(capture, range(18)))
    assert codes == [0] * 18
    files = list((project / ".reflexion" / "entries").glob("*.json"))
    assert len(files) == 1
    assert json.loads(files[0].read_text())["occurrences"] == 18
    leftovers = [p.name for p in (project / ".reflexion").rglob("*") if p.name.endswith(".tmp")]
    assert leftovers == []


def test_a_fifo_planted_where_a_hook_appends_is_refused_not_waited_on(project: Path) -> None:
    """A FIFO at the hook log or at a session's notes (a tarball may carry one): opening it for writing would
    hold every hook until Claude Code's timeout (review 4). run() times out at 60 s; a hook takes well
    under one."""
    from reflexion.store import Store

    store = Store(str(project))
    store.ensure()
    os.mkfifo(os.path.join(store.local, "hooks.log"))
    os.mkfifo(store.session_path("s1"))
    prompt = {"hook_event_name": "UserPromptSubmit", "session_id": "s1", "prompt": "no, use pnpm not npm"}
    for command in (["capture"], ["recall"]):
        assert_hook_ok(run(command, json.dumps(prompt).encode(), project))
    assert_hook_ok(run(["capture"], json.dumps(FAILURE).encode(), project))


def test_a_planted_symlink_out_of_the_store_is_refused(project: Path, tmp_path: Path) -> None:
    outside = tmp_path / "etc"
    outside.mkdir()
    (project / ".reflexion").mkdir()
    (project / ".reflexion" / "entries").symlink_to(outside)
    assert_hook_ok(run(["capture"], json.dumps(FAILURE).encode(), project))
    assert list(outside.iterdir()) == []


def test_parallel_promote_and_capture_leave_a_well_formed_claude_md(project: Path) -> None:
    (project / "CLAUDE.md").write_text("# Mine\n")
    resolved = {**FAILURE, "tool_use_id": "toolu_0"}
    assert_hook_ok(run(["capture"], json.dumps(resolved).encode(), project))
    [path] = (project / ".reflexion" / "entries").glob("*.json")
    item = json.loads(path.read_text())
    item.update(occurrences=5, first_seen="2026-11-01", seen_on=["2026-11-01", item["last_seen"]])
    item["resolution"] = "Run make with an explicit target: make build."
    path.write_text(json.dumps(item, indent=2) + "\n")

    def work(n: int) -> int:
        if n % 3 == 0:
            return run(["hook", "promote"], b"", project).returncode
        event = {**FAILURE, "tool_use_id": f"toolu_p{n}", "session_id": f"p{n}"}
        return run(["capture"], json.dumps(event).encode(), project).returncode

    with ThreadPoolExecutor(max_workers=6) as pool:
        assert list(pool.map(work, range(12))) == [0] * 12
    text = (project / "CLAUDE.md").read_text()
    assert text.startswith("# Mine\n")
    assert (
        text.count("<!-- reflexion:rules:start -->") == 1 and text.count("<!-- reflexion:rules:end -->") == 1
    )
    assert text.count(item["id"]) == 1
    assert json.loads(path.read_text())["occurrences"] == 5 + 8


def test_a_bare_promote_is_the_persons_command_whatever_stdin_is(project: Path) -> None:
    """CI, cron or the agent's own Bash tool run `reflexion promote` with no terminal on stdin: that is the
    person's command (its report, its exit code), not a silent hook run (hooks say `hook promote`)."""
    (project / "CLAUDE.md").write_text("<!-- reflexion:rules:start -->\n")  # a broken block
    (project / ".reflexion" / "entries").mkdir(parents=True)
    person = run(["promote"], b"", project)
    assert person.returncode == 1 and b"markers" in person.stdout + person.stderr
    assert_hook_ok(run(["hook", "promote"], b"", project))


def test_a_hook_process_ends_without_the_interpreter_teardown_and_its_output_whole(project: Path) -> None:
    """A hook leaves at once (os._exit: the teardown is milliseconds of every hook) after flushing."""
    told = ["--trigger", "no, use pnpm", "--resolution", "Use pnpm, not npm"]
    assert run(["capture", "--type", "correction", *told], b"", project).returncode == 0
    code = (
        "import atexit, sys; atexit.register(lambda: print('teardown ran', file=sys.stderr)); "
        "sys.argv = ['reflexion', 'hook', 'recall']; from reflexion.__main__ import main; main()"
    )
    prompt = {"session_id": "s1", "hook_event_name": "UserPromptSubmit", "prompt": "use npm or pnpm?"}
    done = subprocess.run(
        [sys.executable, "-c", code],
        input=json.dumps(prompt).encode(),
        capture_output=True,
        env={**os.environ, "CLAUDE_PROJECT_DIR": str(project)},
        timeout=60,
        cwd=project,
    )
    assert_hook_ok(done, "UserPromptSubmit")
    assert b"<reflexion-recall>" in done.stdout and done.stdout.endswith(b"}\n")  # flushed whole
    assert b"teardown ran" not in done.stderr


def test_a_hook_process_runs_without_the_cycle_collector(monkeypatch: pytest.MonkeyPatch) -> None:
    """The collector only walks a hook's live objects again and again (half of learning a long
    transcript); the person's commands keep it."""
    import gc

    from reflexion import __main__, hook

    seen: list[bool] = []
    monkeypatch.setattr(hook, "run", lambda name: seen.append(gc.isenabled()) or 0)
    monkeypatch.setattr(__main__, "leave", lambda code: None)
    monkeypatch.setattr(sys, "argv", ["reflexion", "hook", "learn"])
    monkeypatch.setattr("reflexion.cli.run", lambda: 0)
    try:
        with pytest.raises(SystemExit):
            __main__.main()
    finally:
        gc.enable()
    assert seen == [False]
