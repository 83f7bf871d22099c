"""`reflexion learn`: finding a project's past sessions where Claude Code keeps them, and learning from them
once — as the Stop hook would have, whatever ran first."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from helpers import entries, failure, held, run_hook
from transcript import Transcript
from typer.testing import CliRunner

from reflexion.cli import app
from reflexion.session.history import encode, transcripts, worktrees

NO_UPSTREAM = "Exit code 128\nfatal: The current branch feat-x has no upstream branch."


def folder(home: Path, project: Path) -> Path:
    path = home / ".claude" / "projects" / encode(str(project))
    path.mkdir(parents=True, exist_ok=True)
    return path


def session(path: Path, cwd: Path, name: str = "s1") -> Transcript:
    t = Transcript(path, session=name, cwd=str(cwd), branch="feat-x")
    t.prompt("push the branch")
    t.bash("git push", NO_UPSTREAM, ok=False)
    t.bash("git push --set-upstream origin feat-x", "set up to track")
    t.flush()
    return t


def listed(output: str) -> list[str]:
    """The ids `list --json` printed, one JSON entry per line."""
    return [json.loads(line)["id"] for line in output.splitlines() if line.startswith("{")]


def learn(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["learn", *args])
    return result.exit_code, result.output


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("/home/u/my_app", "-home-u-my-app"),
        ("/Users/me/Documents/Open Source/x.y", "-Users-me-Documents-Open-Source-x-y"),
        ("C:\\Users\\m\\proj", "C--Users-m-proj"),
        ("/home/u/Проект", "-home-u-------"),
    ],
)
def test_the_folder_name_is_claude_codes(path: str, name: str) -> None:
    assert encode(path) == name


def test_sessions_of_the_project_its_worktrees_and_subagents_are_found(project: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    subprocess.run(["git", "init", "-q", str(project / "repo")], check=True)
    repo = project / "repo"
    (repo / "f").write_text("x")
    subprocess.run(["git", "-C", str(repo), "-c", "user.email=a@b", "-c", "user.name=a", "commit", "-qam",
                    "x", "--allow-empty"], check=True)  # fmt: skip
    tree = tmp_path / "repo-feature"
    subprocess.run(["git", "-C", str(repo), "worktree", "add", "-q", str(tree)], check=True)
    assert set(worktrees(str(tree))) == {str(tree), str(repo)} == set(worktrees(str(repo)))
    main = folder(home, repo) / "a.jsonl"
    sub = folder(home, repo) / "a" / "subagents" / "agent-1.jsonl"
    sub.parent.mkdir(parents=True)
    other = folder(home, tree) / "b.jsonl"
    for path, cwd in ((main, repo), (sub, repo), (other, tree)):
        session(path, cwd)
    stranger = folder(home, repo) / "c.jsonl"  # another project whose path encodes the same way
    session(stranger, tmp_path / "repo" / "x" / ".." / "elsewhere")
    env = {"HOME": str(home)}
    found = transcripts(str(repo), {**os.environ, **env, "CLAUDE_CONFIG_DIR": str(home / ".claude")})
    assert set(found) == {str(main), str(sub), str(other)}


def test_learning_twice_learns_nothing_twice_and_after_the_hooks_nothing_again(
    project: Path, tmp_path: Path
) -> None:
    home = Path(os.environ["HOME"])
    t = session(folder(home, project) / "s1.jsonl", project)
    code, out = learn()
    assert code == 0 and "fixes learned: 1" in out
    [item] = entries(project)
    assert item["occurrences"] == 1 and "--set-upstream origin <branch>" in item["resolution"]
    code, out = learn()
    assert code == 0 and entries(project)[0]["occurrences"] == 1 and "new entries: none" in out
    t.bash("git push", NO_UPSTREAM, ok=False)  # the session goes on; the Stop hook learns it live
    t.flush()
    run_hook("learn", {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(t.path)})
    learn()
    assert entries(project)[0]["occurrences"] == 2


def test_a_dry_run_says_what_it_would_learn_and_writes_nothing(project: Path) -> None:
    home = Path(os.environ["HOME"])
    session(folder(home, project) / "s1.jsonl", project)
    code, out = learn("--dry-run", "--json")
    summary = json.loads(out)
    assert code == 0 and summary["new_entries"] == {"error": 1} and summary["fixes_learned"] == 1
    assert not (project / ".reflexion").exists()


def test_a_line_still_being_written_is_left_for_next_time(project: Path) -> None:
    home = Path(os.environ["HOME"])
    t = Transcript(folder(home, project) / "s1.jsonl", cwd=str(project), branch="feat-x")
    t.bash("git push", NO_UPSTREAM, ok=False)
    t.flush(partial='{"type": "user", "message": {"content": [{"type": "tool_res')
    learn()
    assert held(project)[0]["resolution"] == ""  # seen once, no fix yet: held in local state
    t.bash("git push --set-upstream origin feat-x", "set up to track")
    t.flush()
    learn()
    [item] = entries(project)
    assert item["occurrences"] == 1 and "--set-upstream" in item["resolution"]


def test_broken_lines_and_unreadable_files_are_reported_never_fatal(project: Path, tmp_path: Path) -> None:
    good = session(tmp_path / "good.jsonl", project).path
    with good.open("a") as fh:
        fh.write("{not json\n")
    code, out = learn(str(good), str(tmp_path / "missing.jsonl"))
    assert code == 0 and "1 line(s) could not be read" in out and "missing.jsonl: not a file" in out
    assert len(entries(project)) == 1


def test_since_keeps_only_recent_sessions(project: Path) -> None:
    home = Path(os.environ["HOME"])
    old = session(folder(home, project) / "old.jsonl", project).path
    os.utime(old, (0, 0))
    code, out = learn("--since", "2026-01-01")
    assert code == 0 and "no past sessions" in out and not entries(project)
    assert learn("--since", "yesterday")[0] == 2


def test_list_new_shows_what_the_last_learn_created_and_nothing_older(project: Path) -> None:
    home = Path(os.environ["HOME"])
    session(folder(home, project) / "s1.jsonl", project)
    learn()
    [item] = entries(project)
    result = CliRunner().invoke(app, ["list", "--new", "--json"])
    assert result.exit_code == 0 and listed(result.output) == [item["id"]]
    t = Transcript(folder(home, project) / "s2.jsonl", session="s2", cwd=str(project))
    t.bash("npm test", "Error: Cannot find module 'left-pad'\nRequire stack:\n- /app/index.js", ok=False)
    t.bash("npm install left-pad", "added 1 package")
    t.bash("npm test", "1 passing")
    t.flush()
    learn()
    shown = listed(CliRunner().invoke(app, ["list", "--new", "--json"]).output)
    assert shown and item["id"] not in shown and len(shown) == len(entries(project)) - 1


def test_install_counts_the_past_sessions_it_could_learn_from(project: Path) -> None:
    home = Path(os.environ["HOME"])
    session(folder(home, project) / "s1.jsonl", project)
    result = CliRunner().invoke(app, ["install"])
    assert result.exit_code == 0 and "found 1 past session file(s)" in result.output
    assert "reflexion learn" in result.output and not entries(project)  # offered, never run unasked


def test_sessions_are_learned_oldest_first_whatever_their_names(project: Path) -> None:
    home = Path(os.environ["HOME"])
    for name, day in (("a-newer", "2026-11-21"), ("b-older", "2026-11-19")):
        t = Transcript(folder(home, project) / f"{name}.jsonl", session=name, cwd=str(project), day=day)
        t.bash("git push", NO_UPSTREAM, ok=False, call_id=f"toolu_{name}")
        t.flush()
    learn()
    [item] = entries(project)
    assert item["occurrences"] == 2 and item["first_seen"] == "2026-11-19"
    assert item["id"].startswith("RFX-20261119-")


def test_a_session_over_for_an_hour_gets_no_fix_for_what_it_left_open(project: Path) -> None:
    home = Path(os.environ["HOME"])
    t = Transcript(folder(home, project) / "s1.jsonl", cwd=str(project))
    failed = "Exit code 1\nFAILED tests/test_cart.py::test_total - assert 41 == 42\n1 failed in 0.3s"
    call = t.bash("pytest tests/test_cart.py", failed, ok=False)
    run_hook("capture", failure("pytest tests/test_cart.py", failed, call=call))
    t.flush()
    learn()
    assert len(entries(project)) == 1  # written a moment ago: the session may go on and fix it
    os.utime(t.path, (0, 0))
    learn()
    assert entries(project) == []


def test_a_reply_to_a_question_for_a_secret_that_nothing_counted_is_no_problem_to_report(
    project: Path, tmp_path: Path
) -> None:
    """The learner takes back what the live hook counted of such a reply; when it counted nothing (learn
    run on a session the hooks never saw), there is nothing to take back — not an entry ID '' to report."""
    t = Transcript(tmp_path / "s1.jsonl", cwd=str(project))
    t.prompt("connect the laptop to the office network")
    t.say("Which wifi password should I use?")
    t.prompt("always use Tr0ub4dor-x9 for the office wifi")
    t.say("Connected.")
    code, output = learn("--json", "--transcript", str(t.flush()))
    assert code == 0
    summary = json.loads(output[output.index("{") :])
    assert summary["not_applied"] == []
    assert "Tr0ub4dor" not in str(entries(project))


def test_a_rule_a_bulk_run_keeps_learning_is_rewritten_once_at_its_end(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Red team 3 (learn at 0.4 MB/s): each session of a promoted failure rewrote CLAUDE.md (its count, its
    fix): 571 rewrites in one run. A bulk run promotes at once, and writes a standing rule's new line once."""
    from reflexion.store import Store

    home = Path(os.environ["HOME"])
    for n in range(8):
        t = Transcript(folder(home, project) / f"s{n}.jsonl", session=f"s{n}", cwd=str(project),
                       branch="feat-x", day=f"2026-11-{10 + n}")  # fmt: skip
        t.prompt("push the branch")
        t.bash("git push", NO_UPSTREAM, ok=False, call_id=f"toolu_{n}a")
        t.bash("git push --set-upstream origin feat-x", "set up to track", call_id=f"toolu_{n}b")
        t.flush()
        os.utime(t.path, (1_760_000_000 + n, 1_760_000_000 + n))
    written: list[str] = []
    write = Store.write_claude_md
    monkeypatch.setattr(Store, "write_claude_md", lambda s, text: (written.append(text), write(s, text)))
    assert learn()[0] == 0
    [item] = entries(project)
    assert item["occurrences"] == 8, item
    assert item["promoted"], item
    assert len(written) == 2 and "seen 8x" in (project / "CLAUDE.md").read_text()
