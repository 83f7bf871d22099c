"""What the user's words mean only in context, learned at the turn's end: answers to the agent's numbered
questions, and a short reply right after a failure (its fix, with the prompt it came from)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import entries, run_hook
from transcript import Transcript

from reflexion.correct_reply import detect_answers
from reflexion.questions import numbered_questions


def stop(project: Path, path: Path) -> dict[str, Any] | None:
    return run_hook(
        "learn",
        {"session_id": "s1", "hook_event_name": "Stop", "transcript_path": str(path), "cwd": str(project)},
    )


def replied(project: Path, tmp_path: Path, task: str, words: str, reply: str, live: bool = False) -> str:
    """A turn for `task` that ends on the agent's `words`, then the user's `reply` (heard by the live prompt
    hook first, with `live`), each turn learned at Stop: what the store then holds, as text."""
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt(task)
    t.say(words)
    stop(project, t.flush())
    if live:
        run_hook("capture", {"session_id": "s1", "hook_event_name": "UserPromptSubmit", "prompt": reply})
    t.prompt(reply)
    t.say("Done.")
    stop(project, t.flush())
    return "\n".join(str(e) for e in entries(project))


QUESTIONS = """I can set up the sync, but I need two things first:

1. **Where is your M-Claude folder?** (the full path)
2. Should the sync go one way (repo -> folder) or both ways?

Let me know and I'll wire it up."""


def test_a_numbered_reply_to_numbered_questions_keeps_the_concrete_answers(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("sync my notes into the M-Claude repo")
    t.say(QUESTIONS)
    stop(project, t.flush())
    t.prompt("1. ~/Documents/M-Claude 2. sync both ways")
    t.say("Done.")
    stop(project, t.flush())
    (fact,) = entries(project)
    assert fact["category"] == "user.fact"
    assert fact["resolution"] == "Q: Where is your M-Claude folder? A: ~/Documents/M-Claude"
    assert "m-claude" in fact["keywords"]
    assert fact["trigger"].startswith("1. ~/Documents/M-Claude")  # what the user said, whole


@pytest.mark.parametrize(
    ("words", "reply"),
    [  # options to choose from, steps, a reply that names nothing concrete, numbers that answer nothing
        ("Which would you prefer?\n1. Log to console\n2. Log to CSV files", "1. /var/log/blocky.csv"),
        (QUESTIONS, "1. yes 2. both ways please"),
        (QUESTIONS, "3. ~/Documents/M-Claude"),
        (QUESTIONS, "it's in 1. ~/Documents/M-Claude"),
        ("Run this and tell me:\n1. Did it prompt for a PIN?\n2. Did it succeed?", "1. yes 2. no"),
        ("1. Which file should I look at next?\n2. Anything else?", "1. README.md"),
    ],
)
def test_a_numbered_reply_that_answers_no_question_about_a_thing_is_no_fact(
    project: Path, tmp_path: Path, words: str, reply: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("set up query logging")
    t.say(words)
    stop(project, t.flush())
    t.prompt(reply)
    t.say("Ok.")
    stop(project, t.flush())
    assert entries(project) == []


def test_numbered_questions_are_read_from_the_lists_items_that_ask() -> None:
    words = "Findings:\n1. Port 22 is open\n2. SSH allows passwords\n\nNext:\n1. Which host is the router?"
    assert numbered_questions(words) == {"1": "Which host is the router?"}
    assert detect_answers("1. [REDACTED_IP]", {"1": "Which host is the router?"}) is not None
    assert detect_answers("1. [REDACTED_IP]", {}) is None


def test_a_short_reply_after_a_failure_is_its_fix_with_the_prompt_it_came_from(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl", day="2026-11-20")
    missing = "Exit code 1\ncd: no such file or directory: ~/code/billing"
    t.bash("cd ~/code/billing && make", missing, ok=False)
    stop(project, t.flush())
    t.day = "2026-11-21"
    t.prompt("try ~/code/billing-v2")
    said = t.lines[-1]["uuid"]
    t.bash("cd ~/code/billing-v2 && make", "built")
    stop(project, t.flush())
    [failed] = [e for e in entries(project) if e["type"] == "error"]
    assert failed["resolution_source"] == "user" and "billing-v2" in failed["resolution"]
    fix = failed["evidence"]["fix"]
    assert fix["prompt"] == said and fix["kind"] == "user"


def test_the_question_answered_is_the_one_asked_not_the_closing_offer(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("update the claude shortcut with --dangerously-skip-permissions")
    t.say(
        "1. **Where is the shortcut located?** (a file path, or should I search for it?)\n\n"
        "Let me know the details and I can help you update it!"
    )
    stop(project, t.flush())
    t.prompt("'/Applications/Claude Code.app'")
    t.say("Updated.")
    stop(project, t.flush())
    (fact,) = entries(project)
    assert fact["resolution"].startswith("Q: Where is the shortcut located? (a file path")


def test_a_correction_right_after_a_failure_is_its_fix_with_the_prompt_it_came_from(
    project: Path, tmp_path: Path
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    missing = "Exit code 1\n(eval):cd:1: no such file or directory: ~/M-Claude"
    t.bash("cd ~/M-Claude && git status", missing, ok=False)
    t.say("The `M-Claude` directory doesn't exist locally. Would you like me to clone it?")
    stop(project, t.flush())
    t.prompt("no, M-Claude is in the Documents folder")
    said = t.lines[-1]["uuid"]
    t.say("Found it.")
    stop(project, t.flush())
    [failed] = [e for e in entries(project) if e["type"] == "error"]
    assert failed["resolution_source"] == "user" and "Documents folder" in failed["resolution"]
    assert failed["evidence"]["fix"]["prompt"] == said
    assert [e["category"] for e in entries(project) if e["type"] == "correction"] == ["user.correction"]


@pytest.mark.parametrize(
    ("question", "reply", "kept"),
    [  # a name for a question that asks for one, a folder for one that asks where; nothing else
        ("Which host is the Windows install: legion-windows or legion-cachy?", "legion-cachy", True),
        ("What is the Kubernetes namespace called?", "shop-dev", True),
        ("Where is the M-Claude folder on this machine?", "in the Documents folder", True),
        ("Should I open a follow-up PR for the docs?", "follow-up", False),
        ("Where should the report go?", "re-run", False),
        ("Which host is the Windows install?", "the Documents folder", False),
    ],
)
def test_a_name_or_a_folder_answers_the_question_that_asks_for_it(
    project: Path, tmp_path: Path, question: str, reply: str, kept: bool
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("set up the dns clients")
    t.say(f"Done with the first part.\n\n{question}")
    stop(project, t.flush())
    t.prompt(reply)
    t.say("Ok.")
    stop(project, t.flush())
    facts = [e for e in entries(project) if e.get("category") == "user.fact"]
    assert [f["resolution"] for f in facts] == ([f"Q: {question} A: {reply}"] if kept else [])


def test_a_name_is_no_fix_for_a_failed_call(project: Path, tmp_path: Path) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    missing = 'Exit code 1\nError from server: namespaces "shop" not found'
    t.bash("kubectl -n shop get pods", missing, ok=False)
    stop(project, t.flush())
    t.prompt("re-run")
    t.bash("kubectl -n shop get pods", missing, ok=False)
    stop(project, t.flush())
    assert all(e.get("resolution_source") != "user" for e in entries(project))


@pytest.mark.parametrize(
    ("words", "reply"),
    [  # a secret asked for is never kept, numbered or not; a choice of the moment is no fact either
        (
            "1. What is the hostname of the DB?\n2. What password should the app user have?",
            "1. db-prod-3 2. `Tr0ub4dor&3x`",
        ),
        ("What password does the staging database use?", "`pr0d-Pa55!`"),
        # the secret asked first, a word the first list missed, a reply with a cue word of its own
        (
            "1. What password should the app user have?\n2. What is the hostname of the DB?",
            "1. `Tr0ub4dor&3x` 2. db-prod-3",
        ),
        ("What is the pw for the staging db?", "`pr0d-Pa55!`"),
        ("What is the DB_PASS for staging?", "`pr0d-Pa55!`"),
        ("What password should I use for the app user?", "always use Tr0ub4dor&3x for it"),
        # any question that names a secret may be answered with it (the second review's leaks)
        ("What would you like the admin password to be?", "`Tr0ub4dor&3x`"),
        ("Have you got the deploy token handy?", "use `Tr0ub4dor&3x`"),
        ("Could you let me know the DB password?", "Tr0ub4dor&3x"),
        ("Is there a password I should use for the admin user?", "`Tr0ub4dor&3x`"),
        ("Which API token should I use for the deploy?", "ghx-7f3a9-deploy"),
        # a word for a secret the lists missed, a secret asked by a numbered question that names nothing
        # else, a language of its own (the third review's leaks)
        ("1. The wifi key?\n2. Where is the repository?", "1. Tr0ub4dor-x9 2. ~/src/app"),
        ("Which user and pass should I use for the staging DB?", "`deploy:Sup3r-Secr3t`"),
        ("The router is a GL.iNet Slate: what's its WPA key?", "`hunter2-ZqP9`"),
        ("What's the login for the staging admin?", "`admin:Sup3r-Secr3t`"),
        ("Wie lautet das Passwort für die Datenbank?", "`Tr0ub4dor&3x`"),
        # bare "pass", "key", "login" and other languages' keys are secrets' words again (review 5)
        ("What's the admin pass?", "`Tr0ub4dor-2024!`"),
        ("What is the HMAC signing key?", "`Tr0ub4dor-hmac`"),
        ("Quelle est la clé API ?", "`Tr0ub4dor-api`"),
        ("What's your login for the staging box?", "`Tr0ub4dor-login`"),
        ("API 키를 알려주세요?", "`Tr0ub4dor-ko`"),
        # a correction said in reply to it: taken back too, whatever the secret looks like (review 5)
        ("What's the wifi password?", "always use swordfish for the wifi"),
        ("What's the router's PIN?", "always use 482913 for the router"),
        ("What's the sudo password? And should I use npm?", "it's letmein. And no, always use pnpm"),
        ("1. Which branch should I deploy from?", "1. hotfix-4711"),
        ("Which environment should this go to?", "staging-eu2"),
    ],
)
def test_a_secret_or_a_choice_of_the_moment_given_as_an_answer_is_never_kept(
    project: Path, tmp_path: Path, words: str, reply: str
) -> None:
    kept = replied(project, tmp_path, "set up the app's database user", words, reply)
    secrets = ("Tr0ub4dor", "pr0d-Pa55", "ghx-7f3a9", "hotfix-4711", "eu2", "Sup3r", "hunter2", "swordfish")
    secrets += ("482913", "letmein")
    assert not any(secret in kept for secret in secrets)


@pytest.mark.parametrize(
    "reply",
    ["always use Tr0ub4dor&3x for it", "we always use Tr0ub4dor&3x, never anything else"],
)
def test_what_the_live_hook_kept_of_an_answer_to_a_secret_question_is_taken_back(
    project: Path, tmp_path: Path, reply: str
) -> None:
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("set up the app's database user")
    t.say("What password should the app user have?")
    stop(project, t.flush())
    # the live prompt hook cannot see the question: a cue word ("always") makes it keep the reply
    run_hook("capture", {"session_id": "s1", "hook_event_name": "UserPromptSubmit", "prompt": reply})
    assert any("Tr0ub4dor" in str(e) for e in entries(project))
    t.prompt(reply)
    t.say("Done.")
    stop(project, t.flush())  # the learner sees the question: nothing of the answer stays
    assert not any("Tr0ub4dor" in str(e) for e in entries(project))


def test_taking_back_an_answer_leaves_the_same_rule_said_before(project: Path, tmp_path: Path) -> None:
    said = "always use Tr0ub4dor&3x for it"
    run_hook("capture", {"session_id": "s0", "hook_event_name": "UserPromptSubmit", "prompt": said})
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("set up the app's database user")
    t.say("What password should the app user have?")
    stop(project, t.flush())
    run_hook("capture", {"session_id": "s1", "hook_event_name": "UserPromptSubmit", "prompt": said})
    (entry,) = entries(project)
    assert entry["occurrences"] == 2
    t.prompt(said)
    stop(project, t.flush())
    (entry,) = entries(project)  # counted once less, not removed: it was said elsewhere too
    assert entry["occurrences"] == 1


def test_a_numbered_reply_after_a_failure_is_its_fix_and_a_fact(project: Path, tmp_path: Path) -> None:
    # the answer to the question about the failed call is that failure's fix (the user's words, with the
    # prompt as evidence); the whole reply stays a fact, told for prompts that name its subject
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("sync my notes into the M-Claude repo")
    t.bash("cd ~/M-Claude && git status", "Exit code 1\ncd: no such file or directory: ~/M-Claude", ok=False)
    t.say(QUESTIONS)
    stop(project, t.flush())
    t.prompt("1. ~/Documents/M-Claude 2. sync both ways")
    said = t.lines[-1]["uuid"]
    t.say("Done.")
    stop(project, t.flush())
    [failed] = [e for e in entries(project) if e["type"] == "error"]
    assert failed["resolution_source"] == "user" and "~/Documents/M-Claude" in failed["resolution"]
    assert "both ways" not in failed["resolution"]  # the answer to the other question is no part of it
    assert failed["evidence"]["fix"]["prompt"] == said
    [fact] = [e for e in entries(project) if e["type"] == "correction"]
    assert fact["resolution"] == "Q: Where is your M-Claude folder? A: ~/Documents/M-Claude"


@pytest.mark.parametrize(
    ("question", "rule", "kept"),
    [
        (
            "Should I read the API key from an env var or config/stripe.yml?",
            "Always read secrets from environment variables, never from files in the repo.",
            "environment variables",
        ),
        (
            "Should auth tokens go in cookies or localStorage?",
            "Always use httpOnly cookies for auth tokens, never localStorage.",
            "httpOnly cookies",
        ),
    ],
)
def test_a_rule_said_in_reply_to_where_a_secret_goes_is_kept(
    project: Path, tmp_path: Path, question: str, rule: str, kept: str
) -> None:
    """The question names a secret but asks where it goes, not what it is: the answer is a standing rule
    (the review found the learner taking back what the live hook had kept of it)."""
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("wire up the payment client")
    t.say(question)
    stop(project, t.flush())
    run_hook("capture", {"session_id": "s1", "hook_event_name": "UserPromptSubmit", "prompt": rule})
    t.prompt(rule)
    t.say("Done.")
    stop(project, t.flush())
    assert any(kept in e["resolution"] for e in entries(project))


def test_a_question_that_only_mentions_a_secret_does_not_take_back_the_reply(
    project: Path, tmp_path: Path
) -> None:
    # "did it prompt for the PIN?" asks what happened, not for the PIN: "you run it" is the user's word
    t = Transcript(tmp_path / "s1.jsonl")
    t.prompt("make the yubikey mandatory for sudo")
    t.say(
        "Run `sudo -k && sudo echo ok` and let me know:\n"
        "1. Did it prompt for YubiKey PIN (not password)?\n2. Did it succeed?"
    )
    stop(project, t.flush())
    run_hook("capture", {"session_id": "s1", "hook_event_name": "UserPromptSubmit", "prompt": "you run it"})
    t.prompt("you run it")
    t.say("Running it.")
    stop(project, t.flush())
    assert [e["category"] for e in entries(project)] == ["user.preference"]


def test_a_numbered_reply_keeps_only_the_answers_it_gives(project: Path, tmp_path: Path) -> None:
    """The fact's trigger is the answers kept, not the whole reply: what else the reply says (an item that
    answers nothing the agent asked) is no entry's."""
    questions = "Two questions:\n1. Where is the repository?\n2. Should I sync both ways?"
    replied(project, tmp_path, "sync my notes", questions, "1. ~/src/notes 2. sure, ping me on 555-0100")
    (fact,) = entries(project)
    assert fact["trigger"] == "1. ~/src/notes"
    assert "555" not in str(fact)


@pytest.mark.parametrize(
    "words",
    [
        "Do the tests pass on your machine now?",
        "Should I also add a login page?",
        "패키지를 설치할까요?",  # "install the package?": 키 is in 패키지
    ],
)
def test_a_correction_after_a_question_that_names_no_secret_is_kept(
    project: Path, tmp_path: Path, words: str
) -> None:
    """Review 4: 'pass', 'key' and 'login' alone, and Korean 키 inside any word, took these for questions
    for a secret — and the correction that followed was taken back at Stop."""
    reply = "no, always run the tests through tox, never call pytest directly"
    replied(project, tmp_path, "set up the test run", words, reply, live=True)
    assert any("tox" in str(e.get("resolution")) for e in entries(project))


def test_a_correction_holding_what_may_be_a_password_after_a_secret_question_is_taken_back(
    project: Path, tmp_path: Path
) -> None:
    words, reply = "What password should the app user have?", "always use Hunter2-Zq9 for it"
    assert "Hunter2" not in replied(
        project, tmp_path, "set up the app's database user", words, reply, live=True
    )


def test_the_answer_to_where_an_ssh_key_is_is_a_fact(project: Path, tmp_path: Path) -> None:
    words = "Where is your SSH key for the staging box?"
    replied(project, tmp_path, "deploy to the staging box", words, "~/.ssh/staging_ed25519")
    (fact,) = entries(project)
    assert "~/.ssh/staging_ed25519" in fact["resolution"]
