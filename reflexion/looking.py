"""Pure: whether a prompt only asks to see something (show, list …) and whether a failed command bears on
that look — a look at the branches, the images or the installed packages meets no failed push, build or
install of the same tool, nor a failed look at another thing."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# The verbs a prompt that asks to see something opens with, in the languages developers write in with
# spaces between words: "show the current branch", "list the docker images", "zeig mir die Branches".
# Not "print" or "check": "print the total balance of the ledger" asks for code, "check the types" a run.
_LOOK_WORDS = """show list display view zeig zeige liste montre affiche muestra lista mostra mostrami toon
    elenca покажи"""
_LOOKS = frozenset(_LOOK_WORDS.split())
# words before the verb, and the person it is shown to: "please show me …", "can you list …"
_LEADING = frozenset(
    ("please", "pls", "plz", "now", "also", "then", "and", "can", "could", "you", "just", "quickly")
)  # fmt: skip
# ...and a look at how to do something, which asks for the doing: "show me how to push this branch"
_HOW = frozenset(("how", "wie", "comment", "cómo", "como", "hoe", "come", "как"))
_HOW_WORDS = 4
# ...and a question of how many or how much, which counts what is there
_COUNTING = [["how", "many"], ["how", "much"], ["how", "big"], ["how", "large"]]
# ...or of what is there; these words make it one of what to do
_TO_DO = frozenset(
    ("to", "should", "way", "command", "commands", "wrong", "missing", "need", "needed", "best", "fix", "how",
     "up", "happening", "matter", "deal", "going")
)  # fmt: skip
# ("what's up with …", "what is happening with …", "what's the matter / the deal with …", "what's going on
# with …" ask about trouble, not what is there: review 2)
# The jobs a failed command was described by (Claude Code's Bash `description`) that look, check or
# compute what a look shows: "List pods", "Show recent commits", "Check formatting", "Sum the sales
# column", "Generate the daily revenue report". Any other job (push, build, install, start, create) did
# more than look — a run too: "Run the data migration script" is no look at the npm scripts.
_SEEING_WORDS = """list show check count fetch get print view display read extract find inspect query search
    look see verify ping describe diff compare watch tail lint audit vet validate type-check typecheck test
    generate render report compute calculate sum total summarize export dump measure benchmark
    profile parse"""
_SEEING = frozenset(_SEEING_WORDS.split())
_STRIP = ".,;:!?()'\"`"
# the failures of a tool whatever it is asked to do ("yarn: command not found", "Cannot connect to the
# Docker daemon") — not a dev server's timeout nor a registry out of reach, the moment's trouble of a job
_ANY_USE = frozenset(("shell.command_not_found", "docker.daemon"))


def asks_to_look(prompt: str) -> bool:
    """Whether the prompt opens by asking to see, to count or what is there, and names no run: "show the git
    remotes", "list the installed pip packages", "how many commits are on the pricing branch?", "what's on
    the remote feature branch?" — not "show me how to deploy", "list the failing tests"."""
    from reflexion.running import names_a_run

    words = [w.strip(_STRIP) for w in prompt.lower().split()]
    at = next((i for i, w in enumerate(words) if w not in _LEADING), len(words))
    if words[at : at + 2] in _COUNTING or _asks_what_is_there(words[at:]):
        return not names_a_run(words)  # "how many commits are on the pricing branch?": a count of what is
    if at == len(words) or words[at] not in _LOOKS:
        return False
    return _HOW.isdisjoint(words[at + 1 : at + 1 + _HOW_WORDS]) and not names_a_run(words)


def _asks_what_is_there(words: list[str]) -> bool:
    """A question of what is there ("what's on the remote feature branch?", "what is the git status of the
    repo?") — not of what to do ("what's the command to push?", "what is the best way to …", "what's
    wrong with …")."""
    opened = words[:1] in (["what's"], ["whats"]) or words[:2] in (["what", "is"], ["what", "are"])
    return opened and _TO_DO.isdisjoint(words)


def did_more_than_look(item: dict[str, Any]) -> bool:
    """Whether a failure's command did more than look (push, build, install …), by the job that described
    it or, undescribed, by its subcommands (`git push`). Never a user's word, nor a program missing or its
    daemon down: that fails any use of the tool, a look too."""
    if item.get("type") == "correction" or item.get("category") in _ANY_USE:
        return False
    described = str(item.get("description", "")).lower().split()
    if described:
        return described[0].strip(_STRIP) not in _SEEING
    from reflexion.bearing import READS_ONLY, jobs

    done = [job.split()[-1] for job in jobs(str(item.get("context", ""))).values()]
    return bool(done) and all(job not in READS_ONLY for job in done)


def bears_on_a_look(item: dict[str, Any], said: list[str]) -> bool:
    """Whether a failure bears on a prompt that asks to see something (`said`: its terms): a user's word, a
    program missing or its daemon down, or a failed look at what the prompt looks at — a word of its
    description or its command beside the program's name and words any look holds ("show me the last few
    commits" and `git log` "Show recent commits", not "show the git remotes")."""
    if item.get("type") == "correction" or item.get("category") in _ANY_USE:
        return True
    if did_more_than_look(item):
        return False
    from reflexion.bearing import jobs
    from reflexion.keywords import GENERIC, terms

    command = str(item.get("context", ""))
    looked = {job.split()[-1] for job in jobs(command).values()}  # git log: "log", though a common word
    looked.update(t for t in terms(f"{item.get('description', '')}\n{command}") if t not in GENERIC)
    looked.difference_update(terms(command.split()[0]) if command.split() else ())
    return not looked.isdisjoint(said)
