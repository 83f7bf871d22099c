"""Claude Code's session transcript (JSONL of any version, 1.0.x to 2.1.x) read as a stream of steps.

A step is one thing that happened, in order: the user's prompt, the agent's words, a tool call, a tool's
result, a compaction summary. Reading is streaming and incremental: `Reader(path, offset)` yields the
steps of the complete lines from `offset` on and says where it stopped (a line still being written, with no
newline yet, is left for next time). Lines that do not parse are counted and skipped, never fatal.
"""

from __future__ import annotations

from reflexion import jsonio

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

PROMPT, WORDS, CALL, RESULT, SUMMARY = "prompt", "words", "call", "result", "summary"
TASK_ENDED = "task-ended:"  # the id of a RESULT step that says a background task ended: this + its task ID
CHUNK = 1 << 20
LONGEST_LINE = 64 << 20  # a line past this is not something Claude Code wrote; skip it whole
TEXT_LIMIT = 30_000  # characters kept of any one text (the hook's own `error` is cut at 10,000)

# Results of calls that never ran as commands (no hook fired for them): refused, rejected, interrupted.
NOT_RUN = (
    "This command requires approval",
    "This Bash command contains multiple operations",
    "The user doesn't want to proceed",
    "The user doesn't want to take this action",
    "Permission to use ",
    "Glob patterns are not allowed",
    "<tool_use_error>",
    "Sibling tool call errored",
    "[Request interrupted by user",
)
_NOT_RUN_INSIDE = (
    "was blocked. For security",
    "has been denied",
    "has been auto-denied",
    "but you haven't granted it yet",
)
# User lines that are Claude Code's own wrappers, not words the user typed to the agent.
_WRAPPERS = (
    "<local-command-",
    "<command-name>",
    "<command-message>",
    "<command-args>",
    "<task-notification>",
    "<bash-input>",
    "<bash-stdout>",
    "<bash-stderr>",
    "<system-reminder>",
    "[Request interrupted by user",
    "[image",
    "Caveat: The messages below",
)


class Step:
    """One thing that happened in the session. `kind` says which fields mean something:

    prompt: text (the user's words), id (its line's uuid)    words: text (the agent's)    summary: text
    call: id, name, input (the tool's input dict)
    result: id (of its call), text, error (is_error), ran (False: refused or rejected, no hook fired),
            response (toolUseResult when it is an object, else None)
    All: time (ISO timestamp or ""), session, sidechain, cwd, branch (git), end (offset after the line)."""

    __slots__ = (
        "branch",
        "cwd",
        "end",
        "error",
        "id",
        "input",
        "kind",
        "name",
        "ran",
        "response",
        "session",
        "sidechain",
        "text",
        "time",
    )

    def __init__(self, kind: str, line: dict[str, Any], end: int, **fields: Any) -> None:
        self.kind = kind
        self.end = end
        self.time = _str(line.get("timestamp"))
        self.session = _str(line.get("sessionId"))
        self.sidechain = line.get("isSidechain") is True
        self.cwd = _str(line.get("cwd"))
        self.branch = _str(line.get("gitBranch"))
        self.id = fields.get("id", "")
        self.name = fields.get("name", "")
        self.text = fields.get("text", "")
        self.input: dict[str, Any] = fields.get("input") or {}
        self.error = fields.get("error", False)
        self.ran = fields.get("ran", True)
        self.response: dict[str, Any] | None = fields.get("response")

    @property
    def command(self) -> str:
        """A Bash call's command line ("" for anything else)."""
        value = self.input.get("command")
        return value if isinstance(value, str) else ""

    @property
    def day(self) -> str:
        """The UTC calendar day of the step (YYYY-MM-DD), "" when the line had no timestamp."""
        return self.time[:10] if len(self.time) >= 10 and self.time[4] == "-" else ""

    def __repr__(self) -> str:
        what = self.command or self.text[:60] or self.name
        return f"Step({self.kind}, {self.id or '-'}, {what!r})"


class Reader:
    """`for step in Reader(path, offset)`: the steps of the complete lines from `offset` on.

    After iterating, `offset` is where the next read starts, `lines` and `bad` count what was read and
    skipped. OSError (missing or unreadable file) propagates to the caller, who reports it. `fast`: a faster
    parser to try first (jsonio.line), for bulk reads. `limit`: read about this many bytes at most (a hook:
    the rest is for the next run, and `more` says there is some); `longest`: a line past this many bytes is
    skipped whole; `skipping`: the read starts inside such a line (a run that stopped in one says so)."""

    def __init__(
        self,
        path: str,
        offset: int = 0,
        fast: Any = None,
        limit: int | None = None,
        longest: int = 0,
        skipping: bool = False,
    ) -> None:
        self.path = path
        self.offset = offset
        self.fast = fast
        self.limit = limit
        self.longest = longest or LONGEST_LINE
        self.skipping = skipping
        self.more = False
        self.lines = 0
        self.bad = 0
        self._long = bytearray()  # a line that went on past its chunk, on its way to _parse_long

    def __iter__(self) -> Iterator[Step]:
        with open(self.path, "rb") as fh:
            fh.seek(self.offset)
            # the start of a line that goes on past its chunk, grown in place: a list of chunks joined once
            # the line ended held it twice, and its slice a third time (a 60 MB line took `learn` to 266 MB)
            pending = bytearray()
            read = 0
            while True:
                if self.limit is not None and read >= self.limit:
                    self.more = bool(fh.read(1))  # a line cut short by the limit is read again whole
                    return
                chunk = fh.read(CHUNK)
                read += len(chunk)
                if not chunk:
                    return
                nl = chunk.find(b"\n")
                if nl < 0:
                    if self.skipping:  # inside an absurdly long line: drop bytes up to its newline
                        self.offset += len(chunk)
                        continue
                    pending += chunk
                    if len(pending) > self.longest:
                        self.offset += len(pending)
                        pending, self.skipping = bytearray(), True
                    continue
                start = 0
                if pending or self.skipping:  # the line that went on past the chunk before ends here
                    start = nl + 1
                    self.offset += len(pending) + start
                    if self.skipping:
                        self.skipping = False
                        self.bad += 1
                    else:
                        pending += memoryview(chunk)[:nl]
                        self.lines += 1
                        self._long, pending = pending, bytearray()  # held by _parse_long alone
                        yield from self._parse_long()
                while (nl := chunk.find(b"\n", start)) >= 0:
                    line = chunk[start:nl]
                    start = nl + 1
                    self.offset += len(line) + 1
                    self.lines += 1
                    yield from self._parse(line)
                if start < len(chunk):
                    pending += memoryview(chunk)[start:]

    def _parse(self, raw: bytes | bytearray) -> Iterator[Step]:
        if not raw or raw.isspace():  # (not raw.strip(): a copy of every line)
            return
        try:
            line = jsonio.line(raw, self.fast)
        except (ValueError, RecursionError):
            self.bad += 1
            return
        yield from self._steps(line)

    def _parse_long(self) -> Iterator[Step]:
        """The line in `_long`: past a chunk, read as jsonio.line reads it without `fast` (orjson would copy
        it first), its bytes let go once decoded, its text once parsed: held twice at most."""
        raw, self._long = self._long, bytearray()
        if len(raw) <= CHUNK or raw.isspace():
            yield from self._parse(raw)
            return
        text = raw.decode("utf-8", "replace")
        del raw
        try:
            line = jsonio.loads(text)
        except (ValueError, RecursionError):
            self.bad += 1
            return
        del text
        yield from self._steps(line)

    def _steps(self, line: Any) -> Iterator[Step]:
        if isinstance(line, dict):
            yield from steps(line, self.offset)
        else:
            self.bad += 1


def steps(line: dict[str, Any], end: int = 0) -> Iterator[Step]:
    """The steps one parsed transcript line holds (none for lines of kinds we do not use)."""
    kind = line.get("type")
    if kind == "summary":
        yield Step(SUMMARY, line, end, text=_str(line.get("summary")))
        return
    if kind not in ("user", "assistant"):
        return
    message = line.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    if kind == "assistant":
        for block in content if isinstance(content, list) else ():
            if not isinstance(block, dict):
                continue
            if block.get("type") == "text" and _str(block.get("text")).strip():
                yield Step(WORDS, line, end, text=_clip(block["text"]))
            elif block.get("type") == "tool_use" and isinstance(block.get("id"), str):
                tool_input = block.get("input")
                yield Step(
                    CALL,
                    line,
                    end,
                    id=block["id"],
                    name=_str(block.get("name")),
                    input=tool_input if isinstance(tool_input, dict) else {},
                )
        return
    if line.get("isMeta") is True:
        return
    if line.get("isCompactSummary") is True:
        yield Step(SUMMARY, line, end, text=_clip(text_of(content)))
        return
    if isinstance(content, list) and any(_is_result(b) for b in content):
        response = line.get("toolUseResult")
        for block in content:
            if _is_result(block):
                text = _clip(text_of(block.get("content")))
                yield Step(
                    RESULT,
                    line,
                    end,
                    id=_str(block.get("tool_use_id")),
                    text=text,
                    error=block.get("is_error") is True,
                    ran=not (block.get("is_error") is True and not_run(text)),
                    response=response if isinstance(response, dict) else None,
                )
        return
    if isinstance(content, str) and content.startswith("<task-notification>"):
        yield from _task_ended(line, content, end)
        return
    words = prompt_text(content)
    if words:
        yield Step(PROMPT, line, end, id=_str(line.get("uuid")), text=_clip(words))


def _task_ended(line: dict[str, Any], content: str, end: int) -> Iterator[Step]:
    """Claude Code's note that a shell call it ran in the background completed (`<status>completed</status>`,
    exit code 0), as the result of a TaskOutput read of it: the call's success. A failed one says no more
    than its exit code: how it failed is for TaskOutput to tell."""
    task = _between(content, "<task-id>", "</task-id>")
    if task and _between(content, "<status>", "</status>") == "completed" and "(exit code 0)" in content:
        ended = {"task_id": task, "status": "completed", "exitCode": 0, "output": ""}
        yield Step(RESULT, line, end, id=TASK_ENDED + task, response={"task": ended})


def _between(text: str, start: str, stop: str) -> str:
    _, found, rest = text.partition(start)
    return rest.partition(stop)[0].strip() if found else ""


def not_run(text: str) -> bool:
    """The error of a call that never ran as a command: Claude Code refused it, or the user did."""
    head = text.lstrip()[:300]
    return head.startswith(NOT_RUN) or any(marker in head for marker in _NOT_RUN_INSIDE)


def prompt_text(content: Any) -> str:
    """The words the user typed: IDE notes and Claude Code's own wrappers (slash commands, background
    task notifications, interruption marks) are not prompts."""
    if isinstance(content, str):
        parts = [content]
    elif isinstance(content, list):
        parts = [_str(b.get("text")) for b in content if isinstance(b, dict) and b.get("type") == "text"]
    else:
        return ""
    kept = [p.strip() for p in parts if p.strip() and not _wrapper(p.strip())]
    return "\n".join(kept)


def _wrapper(text: str) -> bool:
    return text.startswith(_WRAPPERS) or (text.startswith("<ide_") and text.endswith(">"))


def text_of(content: Any) -> str:
    """A message or tool_result content (a string, or a list of blocks) as plain text."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    parts = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and block.get("type") == "text":
            parts.append(_str(block.get("text")))
    return "\n".join(parts)


def _is_result(block: Any) -> bool:
    return isinstance(block, dict) and block.get("type") == "tool_result"


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _clip(text: str) -> str:
    """Long texts keep their head and tail: errors are at the end of a log, commands at its start."""
    if len(text) <= TEXT_LIMIT:
        return text
    return text[: TEXT_LIMIT // 3] + "\n…\n" + text[-(TEXT_LIMIT * 2 // 3) :]
