"""Pure: what a failure says beside its error line, read when a new failure is recorded (never on a prompt):
the names its output quotes (In function ‘invert’, `sqrt'), which a later prompt names, and the places its
command moves to before its work (`cd X && …`), which say where it ran, not what it did."""

from __future__ import annotations

from reflexion.keywords import without_addresses, without_whereabouts

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

HEAD = 2000  # characters of the output read: its head is where a tool says what it was at


def named_in(output: str, scrub: Callable[[str], str], trigger: str = "") -> list[str]:
    """The names the output's head quotes beside the trigger's lines (whose words are keywords already),
    read from its quoting lines once `scrub` has taken the secrets out of the whole head — a line alone
    loses the context some secrets are known by (a Kubernetes Secret's `data:` block, a key beside its
    key id, a PEM body) — and not where the tool talked to ('github.com:org/repo.git'). A head that
    quotes nothing is not scrubbed at all."""
    head = output[:HEAD]
    if not any(quoted(line) for line in head.split("\n")):
        return []
    lines = "\n".join(
        line for line in scrub(head).split("\n") if quoted(line) and line.strip() not in trigger
    )
    return quoted(without_addresses(lines)) if lines else []


_QUOTES = {"'": "'", "`": "'`", "\u2018": "\u2019", '"': '"'}  # opening -> what may close it (`sqrt')
_QUOTED_CHARS = 60


def quoted(text: str) -> list[str]:
    """The names a tool's output quotes (In function ‘invert’, 'MODULE_NOT_FOUND'), an absolute path cut to
    its last PATH_KEPT components (without_whereabouts): what the tool was at when it failed, beside the
    line that says how. A name quoted in prose, after a space: not an apostrophe (can't), not a string of a
    line of code the tool echoes (`let a = vec!["cash", "sales"];`), not a quoted phrase ("use "git add
    <file>..." to mark resolution" is advice naming other commands)."""
    if "=" in text or ";" in text:
        text = "\n".join(line for line in text.split("\n") if not _code_line(line))
    marks = sorted(i for c in "'`\u2018\u2019\"" for i in _positions(text, c))
    out: list[str] = []
    after = 0
    for n, i in enumerate(marks):
        close = _QUOTES.get(text[i])
        if i < after or close is None or (i and not text[i - 1].isspace()):
            continue
        j = _closing(text, marks, n, close)
        name = text[i + 1 : j] if j > i else ""
        named = name.split() == [name] and any(c.isalnum() for c in name)  # not ‘;’: a token, no name
        if named and not text[j + 1 : j + 2].isalnum():
            out.append(without_whereabouts(name))
            after = j + 1
    return out


def _code_line(line: str) -> bool:
    """A line of source code, as compilers and diffs echo it: an assignment or a statement's end."""
    return " = " in line or line.rstrip().endswith((";", "{", "}"))


def _closing(text: str, marks: list[int], n: int, close: str) -> int:
    """Where the quote opened at marks[n] closes, within _QUOTED_CHARS; -1 when it does not."""
    for m in marks[n + 1 :]:
        if m - marks[n] > _QUOTED_CHARS + 1:
            break
        if text[m] in close:
            return m
    return -1


def _positions(text: str, char: str) -> list[int]:
    found = []
    at = text.find(char)
    while at >= 0:
        found.append(at)
        at = text.find(char, at + 1)
    return found


_MOVES = frozenset(("cd", "pushd", "set-location", "chdir"))


def without_places(command: str, trigger: str) -> str:
    """The command without the places it moves to before its work (`cd ~/Documents/M-Claude && git commit`,
    `powershell -Command "cd 'C:\\…\\M-Claude'; git commit"`): where a command ran is not what it was about,
    and a prompt naming the place ("open M-Claude repo") is not told how a commit there failed. Kept when
    the failure names the place (the cd failed) or the move is all the command does."""
    words = command.split()
    if len(words) < 3 or not any(w.lstrip("\"'({").lower() in _MOVES for w in words):
        return command
    said = trigger.lower().replace("\\", "/")
    kept: list[str] = []
    skip = False
    for n, word in enumerate(words):
        if skip:
            skip = False
            continue
        step = not kept or kept[-1].endswith(("&&", ";", "|", "(", "{")) or word[:1] in "\"'({"
        if step and word.lstrip("\"'({").lower() in _MOVES and n + 2 < len(words):
            place = words[n + 1].strip("\"';&|(){}").replace("\\", "/").rstrip("/")
            if place and place.rpartition("/")[2].lower() not in said:
                skip = True
                continue
        kept.append(word)
    return " ".join(kept)
