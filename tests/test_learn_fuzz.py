"""The learner never gets stuck on a line: a session whose lines carry any value of any type in any field
(a newer Claude Code, a hand-edited or damaged file) is learned without an exception, and its watermark moves
past it — a line that raised would be read again, and raise again, at every later Stop of the session."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from transcript import Transcript

from reflexion.commands.learn import Report, learn_transcript
from reflexion.store import Store

NO_UPSTREAM = "Exit code 128\nfatal: The current branch feat-x has no upstream branch."
MISSING = 'Exit code 1\nnpm error Missing script: "build"'


def session(path: Path) -> list[dict[str, Any]]:
    """A turn with every kind of step: a prompt, failures, the agent's words, an edit, fixes, a correction."""
    t = Transcript(path, branch="feat-x")
    t.prompt("push the branch and build it")
    t.bash("git push 2>&1", NO_UPSTREAM, ok=False)
    t.say("The branch has no upstream; setting it.")
    t.bash("git push --set-upstream origin feat-x 2>&1", "branch 'feat-x' set up to track 'origin/feat-x'.")
    t.bash("npm run build", MISSING, ok=False)
    t.edit("package.json", '"scripts": {}', '"scripts": {"build": "tsc"}')
    t.bash("npm run build", "done")
    t.prompt("no, we use pnpm here, not npm")
    t.say("Understood.")
    return t.lines


# values of every JSON type, some of them the wrong shape for any field they land in
ANY_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)


def _places(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside a line (dict keys and list indexes)."""
    found = [at] if at else []
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _places(inner, (*at, key))
    elif isinstance(value, list):
        for n, inner in enumerate(value):
            found += _places(inner, (*at, n))
    return found


def _set(line: Any, at: tuple[Any, ...], value: Any, delete: bool) -> None:
    for step in at[:-1]:
        line = line[step]
    if delete and isinstance(line, dict):
        del line[at[-1]]
    else:
        line[at[-1]] = value


@settings(
    max_examples=int(os.environ.get("FUZZ_EXAMPLES", 150)),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_a_line_with_any_value_in_any_field_never_stops_the_learning(
    tmp_path: Path, data: st.DataObject
) -> None:
    where = Path(tempfile.mkdtemp(dir=tmp_path))  # a store and a watermark of this example's own
    path = where / "s.jsonl"
    lines = session(path)
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        n = data.draw(st.integers(0, len(lines) - 1), label="line")
        at = data.draw(st.sampled_from(_places(lines[n])), label="field")
        _set(lines[n], at, data.draw(ANY_VALUE, label="value"), data.draw(st.booleans(), label="delete"))
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    project = where / "p"
    (project / ".git").mkdir(parents=True)
    store = Store(str(project))
    learn_transcript(store, str(path), "2026-11-27", Report())
    assert store.load_learning(str(path))["offset"] == path.stat().st_size
