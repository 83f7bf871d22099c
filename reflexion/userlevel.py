"""Pure: which learnings concern the machine, the shell or the person rather than the project (they go to
the user-level store, recalled in every project), and an entry made fit for it: nothing of the project's
content — no path, no command arguments, no project name, no secret."""

from __future__ import annotations

from reflexion import regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os
    from typing import Any
else:
    from reflexion import posixos as os  # os without importing os (5.6 M instructions a hook)

# A user's words about their machine, their shell or themselves ("python is python3 on this machine",
# "you run it and prompt me for sudo"): such a rule holds in every project.
PERSON_CUES = (
    "on this machine",
    "on my machine",
    "my machine",
    "this computer",
    "my computer",
    "my laptop",
    "my shell",
    "my terminal",
    "on this box",
    "prompt me",
    "ask me for",
    "ask me before",
    "let me type",
    "i'll type",
    "i will type",
    "my password",
    "in git bash",
    "on windows here",
)
MACHINE_KINDS = frozenset({"sudo-terminal", "shell-start"})  # with a missing program: true of the machine
_PATH = regex.compile(r"""(?:[A-Za-z]:)?[\w.~@+-]*[/\\][^\s'"`,;:()<>]*""")
_SCRIPT = (".sh", ".py", ".js", ".mjs", ".ts", ".rb", ".pl", ".ps1", ".bat", ".cmd")


def failure_is_users(triage: str, output: str, exit_code: int | None) -> bool:
    """An environment failure (the learner's triage) that stays true of this machine: a program it lacks
    (not one of the project's own scripts: `./scripts/x.sh: not found`), sudo without a terminal, a shell
    that cannot start. The moment's trouble (network, a lock, a timeout) stays in the project's local
    state."""
    from reflexion.learn.triage import ENVIRONMENT, MISSING_COMMAND, environment_kind, missing_program

    if triage != ENVIRONMENT:
        return False
    kind = environment_kind(output, exit_code)
    if kind != MISSING_COMMAND:
        return kind in MACHINE_KINDS
    program = missing_program(output)
    return bool(program) and not program.endswith(_SCRIPT) and not _PATH.search(_missing_word(output))


def _missing_word(output: str) -> str:
    """The word a shell said it cannot find, as written (`./scripts/x.sh`, `python`)."""
    for line in output.splitlines():
        text = line.strip()
        if "command not found: " in text:
            return text.rsplit("command not found: ", 1)[1].split(" ")[0]
        for marker in (": command not found", ": not found"):
            if text.endswith(marker):
                return text[: -len(marker)].rsplit(": ", 1)[-1]
    return ""


# What belongs to one project though the user speaks of themselves or their machine: a thing of the
# project named (`the acme-internal remote`, `the globex-prod tenant`), a value given to an option
# (`--tenant globex-prod`), a script or a path inside the project (`./scripts/sync.sh`, `bin/x`). A path
# from the root or the home (`/usr/local/bin`, `~/.cargo`) is the machine's.
# (a lookahead for the name's digit or mark, then one run: two stars around it backtracked quadratically)
_PROJECT_THING = (
    r"(?i)\b(?:the|our|this|that)\s+(?=[\w.-]*[-_.\d])[\w.-]+\s+(?:remote|branch|repo|repository|tenant|"
    r"cluster|namespace|bucket|database|db|schema|service|project|environment|env|stack|app|host|server)\b"
    r"|(?<![\w-])--?[A-Za-z][\w-]*[ =](?=[\w.-]*[-_.\d])[\w.-]+"
    r"|(?<![\w.~/:-])(?:\.{1,2}/)?[\w.-]+/[\w./-]+|\b[\w-]+\.(?:sh|py|js|mjs|ts|rb|pl|ps1|bat|cmd)\b"
)


def correction_is_users(text: str) -> bool:
    """A correction or rule the user stated about their machine, their shell or themselves — and of no one
    project: what names the project's own things stays in it (SPEC §2: nothing of a project's content in
    the user-level store, and a rule about one project's remote is noise in every other)."""
    low = " ".join(text.lower().split())
    return any(cue in low for cue in PERSON_CUES) and not regex.search(_PROJECT_THING, text)


def strip_project(text: str, root: str) -> str:
    """Text without the project in it: paths become `<path>`, the project's folder name `<project>`.
    (Secrets and the home directory were scrubbed before: see scrub.py.)"""
    text = _PATH.sub("<path>", text)
    name = os.path.basename(root.rstrip("/\\"))
    if len(name) > 2:
        text = regex.compile(regex.escape(name), regex.IGNORECASE, remember=False).sub("<project>", text)
    return text


def generalize(entry: dict[str, Any], root: str) -> dict[str, Any]:
    """The entry as the user-level store keeps it: its command reduced to the program, its texts without
    paths or the project's name, no description, no bypass command; keywords only those its texts hold."""
    from reflexion import entry as entries_format

    item = dict(entry)
    tool = item.get("tool") if isinstance(item.get("tool"), str) else ""
    first = str(item.get("context", "")).split()
    program = tool or (os.path.basename(first[0]) if first else "")
    if item.get("type") == "error":
        item["context"] = strip_project(program, root)
    else:
        item["context"] = strip_project(str(item.get("context", "")), root)
    for key in ("trigger", "resolution"):
        item[key] = strip_project(str(item.get(key, "")), root)
    item.pop("description", None)
    evidence = entries_format.evidence(item)
    evidence.pop("bypass", None)
    if evidence:
        item["evidence"] = evidence
    said = " ".join(str(item.get(k, "")) for k in ("trigger", "context", "resolution")).lower()
    item["keywords"] = [k for k in item.get("keywords", []) if _held(k, said)]
    return entries_format.ordered(item)


def _held(keyword: object, text: str) -> bool:
    if not isinstance(keyword, str):
        return False
    parts = [p for p in regex.split(r"[~+@!]", keyword) if p]
    return bool(parts) and all(p in text for p in parts)
