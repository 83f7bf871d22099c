"""A reply that answers the agent's question is heard by the live prompt hook, from the transcript's tail —
cheaply (only a prompt of a reply's shape reads it) and as the learner hears it (counted once)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import entries, failure, run_hook
from test_learn_answers import QUESTIONS, stop
from transcript import Transcript

from reflexion.cue_words import may_be_reply
from reflexion.session.tail import closing_words

REPLY = "1. ~/Documents/M-Claude 2. sync both ways"


def typed(t: Transcript, text: str, written: bool = False) -> dict[str, str]:
    """The UserPromptSubmit event of `text`, the transcript as it stands (`written`: with the prompt's own
    line in it already, as Claude Code may write it before its hooks run)."""
    if written:
        t.prompt(text)
    return {
        "session_id": "s1",
        "hook_event_name": "UserPromptSubmit",
        "prompt": text,
        "transcript_path": str(t.flush()),
    }


@pytest.mark.parametrize("written", [False, True])
def test_an_answer_to_the_agents_questions_is_heard_live_and_counted_once(
    project: Path, tmp_path: Path, written: bool
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("sync my notes into the M-Claude repo")
    t.say(QUESTIONS)
    run_hook("capture", typed(t, REPLY, written))
    (fact,) = entries(project)
    assert fact["category"] == "user.fact"
    assert fact["resolution"] == "Q: Where is your M-Claude folder? A: ~/Documents/M-Claude"
    if not written:
        t.prompt(REPLY)
    t.say("Done.")
    stop(project, t.flush())  # the learner hears the same reply: the same entry, counted once
    (again,) = entries(project)
    assert again["id"] == fact["id"] and again["occurrences"] == 1


def test_a_reply_is_not_heard_live_without_a_question_before_it(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("sync my notes into the M-Claude repo")
    t.say("I synced the notes into the repo.")
    run_hook("capture", typed(t, REPLY))
    assert entries(project) == []
    t.prompt("sync my notes")
    t.say(QUESTIONS)
    t.bash("ls ~/notes")  # the question came before a call: the turn's closing words ask nothing
    t.say("Found them.")
    run_hook("capture", typed(t, REPLY))
    assert entries(project) == []
    no_transcript = {"session_id": "s1", "hook_event_name": "UserPromptSubmit", "prompt": REPLY}
    run_hook("capture", no_transcript)
    assert entries(project) == []


def test_a_reply_after_a_failed_call_is_left_to_the_learner(project: Path, tmp_path: Path) -> None:
    # "try 192.168.8.1" after `ssh slate` failed may be that failure's fix: only the episode learner can tell
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("check the router")
    t.bash("ssh root@slate uptime", "Exit code 255\nssh: Could not resolve hostname slate", ok=False)
    t.say("The hostname didn't resolve. What is the router's IP address?")
    run_hook("capture", typed(t, "try 192.168.8.1"))
    assert entries(project) == []


def test_a_reply_the_learner_hears_as_an_earlier_failures_fix_is_no_fact_of_its_own(
    project: Path, tmp_path: Path
) -> None:
    """The failure came a turn earlier, so the live hook sees none before the question and keeps the reply
    as a fact; the learner, whose episode is still open, hears it as that failure's fix and takes the fact
    back: one entry, not two writers of one thing (review 3)."""
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("build the site")
    missing = "Exit code 2\nmake: *** No rule to make target 'site.yml', needed by 'site'.  Stop."
    call = t.bash("make site CONFIG=site.yml", missing, ok=False)
    run_hook("capture", failure("make site CONFIG=site.yml", missing, call=call))
    t.say("The config file is missing.")
    stop(project, t.flush())
    t.prompt("hm ok, keep going")
    t.say("Where is the site config file that make site needs?")
    stop(project, t.flush())
    run_hook("capture", typed(t, "try config/site.yml"))
    assert any(e["category"] == "user.fact" for e in entries(project))  # heard live, as a fact
    t.prompt("try config/site.yml")
    t.bash("make site CONFIG=config/site.yml", "built site/ in 2.1s")
    t.say("Built.")
    stop(project, t.flush())
    (error,) = entries(project)
    assert error["type"] == "error" and error["resolution_source"] == "user"
    log = (project / ".reflexion" / "local" / "reflexion.log").read_text()
    assert "it was heard as a failure's fix" in log  # not "a question for a secret" (review 4)


@pytest.mark.parametrize(
    ("words", "reply"),
    [
        ("Which password should I use for the staging database?", "'Tr0ub4dor-3x'"),
        ("1. The wifi key?\n2. Where is the repository?", "1. Tr0ub4dor-x9 2. ~/src/app"),
        ("Which user and pass should I use for the staging DB?", "`deploy:Tr0ub4dor-3x`"),
        ("The router is a GL.iNet Slate: what's its WPA key?", "`Tr0ub4dor-3x`"),
    ],
)
def test_an_answer_to_a_question_for_a_secret_is_never_kept(
    project: Path, tmp_path: Path, words: str, reply: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("connect to the staging db")
    t.say(words)
    run_hook("capture", typed(t, reply))
    assert "Tr0ub4dor" not in str(entries(project))


@pytest.mark.parametrize(
    ("failed_before", "long_turn", "second_block"),
    [(False, False, False), (True, False, False), (True, True, False), (False, False, True)],
)
def test_a_rule_said_in_answer_to_a_question_for_a_secret_never_reaches_the_entries(
    project: Path, tmp_path: Path, failed_before: bool, long_turn: bool, second_block: bool
) -> None:
    """Taken back at Stop is too late: the agent may commit .reflexion/ within the turn."""
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("connect the laptop to the office network")
    if failed_before:
        t.bash("nmcli dev wifi connect office", "Exit code 4\nError: Secrets were required.", ok=False)
    if long_turn:  # the turn's start lies beyond the tail the hook reads
        t.bash("journalctl -b --no-pager", "log line\n" * 40_000)
    t.say("Which wifi password should I use?")
    if second_block:  # closing words in two text blocks: the question is still asked
        t.say("Once I have it I will reconnect.")
    run_hook("capture", typed(t, "always use Tr0ub4dor-x9 for the office wifi"))
    assert entries(project) == []
    assert not any("Tr0ub4dor" in p.read_text(errors="replace") for p in project.rglob("*") if p.is_file())
    t.prompt("always use Tr0ub4dor-x9 for the office wifi")
    t.say("Done.")
    stop(project, t.flush())  # nor after the learner heard the turn
    assert not any("Tr0ub4dor" in p.read_text(errors="replace") for p in project.rglob("*") if p.is_file())
    t.prompt("from now on always use pnpm, not npm")  # the next question asks for nothing secret
    run_hook("capture", typed(t, "from now on always use pnpm, not npm"))
    assert [e["resolution"] for e in entries(project)] == ["From now on always use pnpm, not npm."]


@pytest.mark.parametrize(
    ("prompt", "shaped"),
    [
        (REPLY, True),
        ("try 192.168.8.1", True),
        ("'/Applications/Claude Code.app'", True),
        ("it's in ~/code/billing-v2", True),
        ("the Documents folder", True),
        ("port 8080", True),
        ("node20", True),
        ("yes", False),
        ("2", False),
        ("go ahead", False),
        ("open M-Claude repo", False),
        ("commit and push to origin/main please", False),
        ("is ~/notes the right folder?", False),
    ],
)
def test_only_a_prompt_of_a_replys_shape_reads_the_transcript(prompt: str, shaped: bool) -> None:
    assert may_be_reply(prompt) is shaped


def test_the_tail_is_read_from_the_end_and_only_so_far(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("sync my notes")
    t.say(QUESTIONS)
    path = t.flush()
    assert closing_words(str(path), REPLY) == QUESTIONS
    assert closing_words(str(path), REPLY, limit=200) == ""  # the turn began before the tail read
    assert closing_words(str(tmp_path / "missing.jsonl"), REPLY) == ""


def test_a_fifo_at_the_transcript_path_is_refused_not_waited_on(tmp_path: Path) -> None:
    """Opening a FIFO blocks until a writer comes: the prompt's hook would hang until Claude Code's timeout.
    Run in a process of its own, so that a regression fails by the timeout instead of hanging the suite."""
    import os
    import subprocess
    import sys

    fifo = tmp_path / "session.jsonl"
    os.mkfifo(fifo)
    code = f"from reflexion.session.tail import closing_words; print(repr(closing_words({str(fifo)!r}, 'x')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=20)
    assert done.stdout.strip() == "''"


def test_a_transcript_reached_through_a_symlink_is_read(tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("sync my notes")
    t.say("Where is the repository?")
    link = tmp_path / "link.jsonl"
    link.symlink_to(t.flush())
    assert closing_words(str(link), "~/src/notes") == "Where is the repository?"


def test_an_ordinary_prompt_reads_no_transcript(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import reflexion.session.tail as tail

    read: list[str] = []
    monkeypatch.setattr(tail, "closing_words", lambda path, prompt, limit=0: read.append(prompt) or "")
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("sync my notes")
    t.say(QUESTIONS)
    for text in ("add a --verbose flag to the export command", "yes", "no, use pnpm not npm", REPLY):
        run_hook("capture", typed(t, text))
    assert read == [REPLY]  # near miss: a reply's shape reads it


# Replies of every shape the learner takes as an answer (correct_reply.answers_to), to the questions they
# answer: the live hook's first look (cue_words.may_be_reply) must let each one through, or the live path
# silently hears less than the learner (review 3: two vocabularies, nothing tying them together).
ANSWERED = [
    ("What is the router's IP address?", "try 192.168.8.1"),
    ("What is the router's IP address?", "192.168.8.1"),
    ("Where is the M-Claude folder?", "~/Documents/M-Claude"),
    ("Where is the M-Claude folder?", "it's in ~/Documents/M-Claude"),
    ("Where is the M-Claude folder?", "the Documents folder"),
    ("Where is the M-Claude folder?", "in the Documents folder"),
    ("Which host runs the database?", "legion-cachy"),
    ("Which host runs the database?", "db-prod-3"),
    ("What port does the dev server use?", "port 8080"),
    ("Which make target runs the billing tests?", "use `make test-billing`"),
    ("Which config file should I edit?", "config/app.json"),
    ("Where is Claude Code installed?", "'/Applications/Claude Code.app'"),
    ("Which flag turns on verbose output?", "--verbose"),
    ("What is the staging hostname?", "staging.example.com"),
    (QUESTIONS, REPLY),
    ("1. Where is the repo?\n2. Which branch is the default?", "1. ~/src/app 2. main-v2"),
]


@pytest.mark.parametrize(("words", "reply"), ANSWERED)
def test_every_reply_the_learner_hears_passes_the_live_hooks_first_look(words: str, reply: str) -> None:
    from reflexion.correct_reply import answers_to

    assert answers_to(reply, words) is not None, "not an answer: the table is out of date"
    assert may_be_reply(reply)
