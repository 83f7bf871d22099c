"""Pure: how a later run's targets compare with the failed run's — the one that changed (one_changed), two
names of one thing (alike), a name the error offered (suggested) — and whether a later run of the same check
looked at another target than the one that failed: a sibling package, directory or file (`tsc -p
packages/web` after `tsc -p packages/api`, `cargo test -p worker` after `-p api`, `cd packages/web && npm
test`): its passing says nothing of the target that failed, so it is not that failure's fix. Unless the
failure rejected that target itself (no such package, unknown name, already taken) or offered the other one:
then the one used instead is its correction.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from reflexion.learn.intent import Intent

# Options that take a value: `-o ConnectTimeout=5`, `-C dir`, `-m "message"` — the value is not a target (a
# long option followed by a word takes it as its value too, `--format json`, as most CLIs parse them).
VALUE_FLAGS = frozenset({"-o", "-C", "-c", "-m", "-F", "-p", "-i", "-l", "-e", "-u", "-n", "-t"})
# How a program rejects a name or a path it was given (lower-case): the one given instead corrects it.
_REJECTED = (
    "no such", "not found", "does not exist", "doesn't exist", "not exist", "unknown", "invalid",
    "not recognized", "unrecognized", "did not match", "does not match", "no match", "matched no",
    "no projects matched", "could not find", "cannot find", "can't find", "unable to find",
    "unable to locate", "could not resolve", "cannot access", "can't open", "cannot open",
    "already exists", "already in use", "in use", "not a directory", "not a valid", "no available",
    "not available", "no package", "no matching", "missing", "could not be found", "cannot be found",
    "can't be found", "couldn't find", "no module named", "no commits between", "no rule to make target",
    "no such task", "no makefile", "could not locate", "does not contain a",
)  # fmt: skip
# A test runner's line for one test (`● api › rejects unknown users`, `✕ …`, `not ok 3 …`): its title is
# prose a developer wrote, and may hold any word of _REJECTED
_TEST_LINE = ("●", "✕", "✓", "×", "✗", "fail ", "pass ", "not ok ", "ok ", "--- fail", "--- pass")
_LOCATED = r"[:(]\d+"  # `src/a.ts(3,1)`, `lib/x.ex:57`: the place of an error inside a file


def another_target(failed: Intent, later: Intent, printed: str) -> bool:
    """Did `later` run the same check on another target than `failed` (see the module), the failure not
    having rejected the one it named?"""
    swapped = [(old, new) for old, new in _changed(failed, later) if _sibling(old, new)]
    if any(_rejected(old, printed) or suggested(new, printed) for old, new in swapped):
        return False  # the error refused the one named, or offered the one used instead: a correction
    return bool(swapped)


def _changed(failed: Intent, later: Intent) -> list[tuple[str, str]]:
    """The targets a later run names in place of the failed run's: its directory, an option's value, the
    one argument that differs."""
    pairs = []
    if failed.cwd != later.cwd:  # `cd packages/web && …` after `cd packages/api && …`, or after the same here
        pairs.append((failed.cwd, later.cwd))
    old, new = _options(failed.segment.raw), _options(later.segment.raw)
    pairs += [(old[name], new[name]) for name in old.keys() & new.keys() if old[name] != new[name]]
    was, now = one_changed(failed.args, later.args)
    if now:
        pairs.append((was, now))
    return pairs


def _options(words: tuple[str, ...]) -> dict[str, str]:
    """An option's value by the option's name: `-p api`, `--workspace=web`, `--project x/tsconfig.json`."""
    found: dict[str, str] = {}
    for i, word in enumerate(words[1:], 1):
        if not word.startswith("-") or len(word) < 2:
            continue
        if word.startswith("--") and "=" in word:
            name, value = word.split("=", 1)
            found[name] = value
        elif (
            i + 1 < len(words)
            and not words[i + 1].startswith("-")
            and (word in VALUE_FLAGS or word.startswith("--"))
        ):
            found[word] = words[i + 1]
    return found


def _sibling(old: str, new: str) -> bool:
    """Two targets that name different things of one kind (`packages/api`, `packages/web`; the same file
    name in two packages), not one thing named from elsewhere (`assets/build.js`, `build.js`) nor a spelling
    fixed."""
    if not old or not new:  # run from where the session was, and from a directory of it (or back)
        return _target(old or new)
    if not (_target(old) and _target(new)):
        return False
    if "/" in old or "/" in new:
        a, b = old.strip("/").removeprefix("./"), new.strip("/").removeprefix("./")
        return not (a.endswith(b) or b.endswith(a))
    return not alike(old, new)


def _target(word: str) -> bool:
    """A word that can name a part of the project: a path or a name, not a number, a version, a port
    mapping, a URL, an assignment, a script."""
    if len(word) < 2 or word.startswith("-") or word == "…":
        return False
    if any(c in word for c in ":= \n\t'\"$"):
        return False
    return not all(c.isdigit() or c == "." for c in word)


def _rejected(old: str, printed: str) -> bool:
    """Did the failure reject the target itself: a line naming it (not as the place of an error inside
    it) that says it is not there, unknown, taken; or, naming it nowhere (or the place the session was:
    `old` ""), a first line saying so. A refusal's words count whole ("in use", not "in users"); a test
    runner's line for one test refuses nothing."""
    from reflexion import regex

    low = printed.lower()
    name = old.lower().rstrip("/")
    every = low.splitlines()
    said = [ln for ln in every if not ln.lstrip().startswith(_TEST_LINE)]
    if not name and len(said) < len(every):
        return False  # tests ran and reported: the place the session ran them was no wrong one
    lines = [line for line in said if name and _names(line, name)]
    if not lines:  # named nowhere (or the place the session was): what its first line says of the run
        first = next((ln for ln in said if ln.strip() and not ln.startswith("exit code")), "")
        lines = [first] if not regex.search(_LOCATED, first) else []
    for line in lines:
        words = [w for w in line.split() if name and name in w]
        if words and all(regex.search(_LOCATED, w) for w in words):
            continue  # `packages/api/src/a.ts(3,1): error …`: an error inside the target, not about it
        if any(_names(line, marker) for marker in _REJECTED):  # whole words: "in use", not "in users"
            return True
    return False


def _names(line: str, name: str) -> bool:
    """The line names the target as a whole word: not the "api" of "rapid" or of "api-gateway", but
    "workspace web." at a sentence's end, "foo@^9.9.9", "packages/api/" (a dot, a slash or an @ joins
    only when more of a name follows it)."""
    at = line.find(name)
    while at >= 0:
        end = at + len(name)
        before = line[at - 1] if at else " "
        after, then = line[end : end + 1], line[end + 1 : end + 2]
        joined_before = before.isalnum() or before in "-_./@"
        joined_after = bool(after) and (
            after.isalnum() or after in "-_" or (after in "./@" and then.isalnum())
        )
        if not joined_before and not joined_after:
            return True
        at = line.find(name, at + 1)
    return False


# How an error offers the names to use instead ("Did you mean 'x'?", "specify the item by its ID:").
_SUGGESTS = (
    "did you mean", "perhaps you meant", "maybe you meant", "most similar", "specify", "by its id",
    "use one of", "one of the following",
)  # fmt: skip


def one_changed(old: tuple[str, ...], new: tuple[str, ...]) -> tuple[str, str]:
    """The one target that differs between two runs of as many targets, ("", "") when not exactly one."""
    differing = [(a, b) for a, b in zip(old, new, strict=False) if a != b]
    return differing[0] if len(old) == len(new) and len(differing) == 1 else ("", "")


def suggested(target: str, printed: str) -> bool:
    """The error offered the target the rerun uses instead: at or after a line saying so ("Did you mean
    'x'?", "specify the item by its ID:" and the list after it). A name of 4 characters or more, as a
    whole word (a test name a runner merely listed is no suggestion)."""
    if len(target) < 4 or not printed or " " in target:
        return False
    low = printed.lower()
    offer = min((i for i in (low.find(c) for c in _SUGGESTS) if i >= 0), default=-1)
    if offer < 0:
        return False
    printed = printed[printed.rfind("\n", 0, offer) + 1 :]
    from reflexion.text import word_at

    return word_at(printed, target, joiners="_-./") >= 0


def alike(old: str, new: str) -> bool:
    """Two targets that name the same thing differently: the same file name under another directory, one
    path inside the other, or a small spelling fix."""
    if " " in old or " " in new:
        return False  # a script or a message, not a name
    if "/" not in old + new and (old.startswith(new) or new.startswith(old)):
        return True  # `host:22772` -> `host`
    if "/" in old or "/" in new:
        old_base, new_base = old.rstrip("/").rsplit("/", 1)[-1], new.rstrip("/").rsplit("/", 1)[-1]
        return old_base == new_base or old.endswith(new) or new.endswith(old)
    if min(len(old), len(new)) < 4:
        return False
    return _distance(old.lower(), new.lower()) <= max(1, min(len(old), len(new)) // 4)


def _distance(a: str, b: str) -> int:
    """Levenshtein distance (short strings only: targets are words)."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a[:64], 1):
        current = [i]
        for j, cb in enumerate(b[:64], 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]
