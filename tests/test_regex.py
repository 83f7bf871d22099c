"""regex.py: patterns built from the saved table are re's own, and a hook that has the table needs no `re`."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reflexion import regex, signature
from reflexion.correct_lang import REWRITES

ROOT = Path(__file__).resolve().parent.parent
PATTERNS = [
    (r"(?P<tool>\w+): command not found", 0),
    (r"^error\[E\d+\]: (.*)$", regex.MULTILINE),
    (r"(?:[A-Za-z]:)?[\w.~@+-]*[/\\][^\s'\"`,;:()<>]*", 0),
    (r"\bnot (?:right|correct)\b|你好|違う", regex.IGNORECASE),
    (r"(a)|(?P<b>b)(?=c)", regex.DOTALL | regex.VERBOSE),
]


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """A process that has compiled nothing and loaded no table."""
    for name in ("_compiled", "_table", "_templates"):
        monkeypatch.setattr(regex, name, {})
    monkeypatch.setattr(regex, "_loader", [])
    monkeypatch.setattr(regex, "_saved", [])
    monkeypatch.setattr(regex, "_dropped", set())
    monkeypatch.setattr(regex, "_loaded", False)
    monkeypatch.setattr(regex, "_added", 0)


def test_a_pattern_from_the_table_is_the_one_re_compiles(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    for source, flags in PATTERNS:
        regex.compile(source, flags)
    saved = regex.table_changed()
    assert saved is not None
    for name in ("_compiled", "_table"):
        monkeypatch.setattr(regex, name, {})
    monkeypatch.setattr(regex, "_added", 0)
    regex.use_table(lambda: saved)
    for source, flags in PATTERNS:
        made = regex.compile(source, flags)
        assert made == re.compile(source, flags) and made.groupindex == re.compile(source, flags).groupindex
    assert regex.table_changed() is None  # nothing new to save


def test_a_damaged_table_is_ignored(fresh: None) -> None:
    regex.use_table(lambda: b"not marshal at all")
    assert regex.compile(r"(\d+) failed").search("3 failed")
    regex.use_table(lambda: b"\x00\xff")
    assert regex.compile(r"x+").fullmatch("xx")


def test_a_form_changed_in_the_table_is_never_given_to_the_engine(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A changed word of a compiled form can crash the engine or make a redaction match nothing (its own
    check does not catch it): each form is sealed with a digest and a form that fails it is compiled anew."""
    import marshal

    token = r"(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}"
    regex.compile(token)
    saved = regex.table_changed()
    assert saved is not None
    name = regex._name((token, 0))
    sealed = regex._Saved(lambda offset, size: saved[offset : offset + size]).get(name)
    assert sealed is not None
    form = list(marshal.loads(sealed[:-20]))
    form[1] = [0 if n == 7 else op for n, op in enumerate(form[1])]  # one word of the engine's code
    damaged = regex._pack({name: marshal.dumps(tuple(form)) + sealed[-20:]})
    for attr in ("_compiled", "_table"):
        monkeypatch.setattr(regex, attr, {})
    regex.use_table(lambda: damaged)
    secret = "ghp_" + "aB3" * 12
    assert regex.compile(token).search(f"Bad credentials for {secret}")
    again = regex.table_changed()  # the damaged form is replaced by re's own
    assert again is not None
    assert regex._Saved(lambda offset, size: again[offset : offset + size]).get(name) == sealed


def test_a_run_reads_the_saved_tables_index_and_only_the_forms_it_needs(
    fresh: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The whole table is ~0.5 MB: reading and unmarshalling all of it was a millisecond of every hook
    that wanted one pattern."""
    import os

    from reflexion.store import save_cached

    env = {"XDG_CACHE_HOME": str(tmp_path)}
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    patterns = [rf"(?P<n>\d+) failed in (step|stage) {i}:\s+(\w+)" for i in range(40)]
    for source in patterns:
        regex.compile(source)
    saved = regex.table_changed()
    assert saved is not None
    save_cached(env, regex.TABLE_NAME, saved)
    for name in ("_compiled", "_table"):
        monkeypatch.setattr(regex, name, {})
    monkeypatch.setattr(regex, "_added", 0)
    monkeypatch.setattr(regex, "_loaded", False)
    read: list[int] = []
    if hasattr(os, "pread"):
        pread = os.pread

        def counted(fd: int, size: int, offset: int) -> bytes:
            read.append(size)
            return pread(fd, size, offset)

        monkeypatch.setattr(os, "pread", counted)
    made = regex.compile(patterns[7])
    assert made.pattern == patterns[7] and regex._table == {}  # from the saved table, not compiled anew
    if hasattr(os, "pread"):
        assert 0 < sum(read) < len(saved) / 4


def test_the_saved_tables_index_is_searched_as_it_lies_never_unmarshalled(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Unmarshalling an index of 600 names cost every hook that wanted a pattern ~0.9 M instructions: the
    index is a sorted array searched in place, and finds each pattern the table holds, and no other."""
    import marshal

    patterns = [rf"(?P<n>\d+) broke in (step|stage) {i}:\s+(\w+)" for i in range(60)]
    for source in patterns:
        regex.compile(source)
    saved = regex.table_changed()
    assert saved is not None
    loads: list[int] = []
    real = marshal.loads

    def counted(data: bytes) -> object:
        loads.append(len(data))
        return real(data)

    monkeypatch.setattr(marshal, "loads", counted)
    table = regex._Saved(lambda offset, size: saved[offset : offset + size])
    found = [table.get(regex._name((source, 0))) for source in patterns]
    missing = table.get(regex._name(("never compiled", 0)))
    monkeypatch.setattr(marshal, "loads", real)
    assert loads == [] and missing is None and all(found)
    assert found[7] == regex._table[(patterns[7], 0)]
    assert table.forms() == {regex._name(key): sealed for key, sealed in regex._table.items()}


def test_two_runs_that_each_compile_a_pattern_keep_both_in_the_table(
    fresh: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A Stop's learning and a capture run side by side: each loaded the table, each compiles a pattern it
    lacks, and the one that saves last must not drop the other's (the next hooks would compile it again)."""
    from reflexion import hook
    from reflexion.store import load_cached_parts

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    first, other = r"first (\d+) pattern", r"other (\w+) pattern"
    regex.compile(first)  # this run loaded the (empty) table and compiled one pattern
    code = (
        f"import sys; sys.path[:0] = [{str(ROOT)!r}]; from reflexion import hook, regex; "
        f"regex.compile({other!r}); hook._save_patterns()"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    subprocess.run([sys.executable, "-I", "-c", code], env=env, check=True)  # the other run saves first
    hook._save_patterns()
    read = load_cached_parts(os.environ, regex.TABLE_NAME)
    assert read is not None
    saved = regex._Saved(read)
    assert all(saved.get(regex._name((source, 0))) for source in (first, other))


def test_the_users_own_text_never_reaches_the_table(fresh: None) -> None:
    regex.compile(regex.escape("/home/ana/secret-project"), remember=False)
    assert regex.table_changed() is None


def test_escape_is_res() -> None:
    text = "/home/a.b (c)+[d]*?{e}|^$\\ #&~-\t"
    assert regex.escape(text) == re.escape(text)


@pytest.mark.parametrize(
    "template",
    [
        *(rule[1] for rule in signature._RULES_SRC),
        *(rewrite[2] for rewrite in REWRITES),
        r"\2-\1\\\n",
        r"\g<1>0 \g<name>",
        r"tab\there \. \&",
        r"\10 \0 \100",
    ],
)
def test_a_template_expands_as_re_expands_it(template: str) -> None:
    pattern = re.compile(r"(?P<name>\w)(?P<x>\w)?(?P<y>\w)?(\w)?(x)?(x)?(x)?(x)?(x)?(x)?(\w)?")
    for text in ("ab", "a", "abcdefgh", ""):
        assert pattern.sub(regex.template(template), text) == pattern.sub(template, text)


def loaded(tmp_path: Path, name: str, hook: str = "capture", **fields: object) -> set[str]:
    """The modules one isolated hook run (as install writes it: -I -S) has loaded at its end."""
    project = tmp_path / "p"
    (project / ".reflexion" / "entries").mkdir(parents=True, exist_ok=True)
    event = {"hook_event_name": name, "session_id": "s", "cwd": str(project), "tool_name": "Bash", **fields}
    import orjson  # where the dependencies live: -S leaves site-packages out

    paths = [str(ROOT), str(Path(orjson.__file__).parent.parent)]
    code = (
        f"import sys, io; sys.path[:0] = {paths!r}; from reflexion import hook; "
        f"hook.run({hook!r}, io.BytesIO(sys.stdin.buffer.read())); print(' '.join(sys.modules))"
    )
    env = {
        "CLAUDE_PROJECT_DIR": str(project),
        "REFLEXION_USER_DIR": str(tmp_path / "u"),
        "HOME": str(tmp_path),
        "REFLEXION_LEARN_INLINE": "1",  # what the learning loads, not the hook that starts it (test_detached)
    }
    run = subprocess.run(
        [sys.executable, "-I", "-S", "-c", code],
        input=json.dumps(event),
        capture_output=True,
        text=True,
        env=env,
    )
    assert run.returncode == 0, run.stderr
    return set(run.stdout.split())


def test_a_hook_with_the_table_imports_no_re(tmp_path: Path) -> None:
    """Run twice: the first run compiles and saves the table, the second builds from it (no `re`, whose
    import is half a bare Python start)."""
    error = "Exit code 101\nerror[E0432]: unresolved import `crate_x`\n --> src/main.rs"
    failure = {"tool_use_id": "t", "tool_input": {"command": "cargo build"}, "error": error}
    runs = [loaded(tmp_path, "PostToolUseFailure", **failure) for _ in range(2)]
    assert ["re" in run for run in runs] == [True, False]
    assert "captured" in (tmp_path / "p" / ".reflexion" / "local" / "hooks.log").read_text()
    assert list((tmp_path / ".cache" / "reflexion").glob("regex-*.bin"))  # the machine's, not the project's
    assert not list((tmp_path / "p").rglob("regex-*"))


def test_saving_the_table_deletes_the_tables_of_earlier_versions(tmp_path: Path) -> None:
    """An upgrade names its table anew: this interpreter's tables of older formats that no run saved for a
    month go; a recent one (another reflexion on this interpreter), another interpreter's table however old
    (review 4: a Python 3.12 install's table in daily use is never saved again), a lock (it may be held)
    and anything not a table stay."""
    cache = tmp_path / ".cache" / "reflexion"
    cache.mkdir(parents=True)
    old, recent = cache / f"{regex.TABLE_FAMILY}2.bin", cache / f"{regex.TABLE_FAMILY}3.bin"
    other_python, lock, other = cache / "regex-cpython-0-0-0-4.bin", Path(f"{old}.lock"), cache / "notes"
    for path in (old, lock, recent, other_python, other):
        path.write_bytes(b"x")
    month = time.time() - 31 * 86400
    for path in (old, lock, other_python, other):
        os.utime(path, (month, month))
    error = "Exit code 101\nerror[E0432]: unresolved import `crate_x`\n --> src/main.rs"
    failure = {"tool_use_id": "t", "tool_input": {"command": "cargo build"}, "error": error}
    loaded(tmp_path, "PostToolUseFailure", **failure)
    left = sorted(p.name for p in cache.iterdir())
    assert old.name not in left
    assert {recent.name, other_python.name, lock.name, other.name, regex.TABLE_NAME} <= set(left)


def test_a_failure_with_nothing_held_loads_no_hold(tmp_path: Path) -> None:
    """Every counted failure asks whether the local state holds it; the hold's module is loaded only when it
    does (it cost each failure's hook a module: +0.23 M instructions)."""
    error = "Exit code 101\nerror[E0432]: unresolved import `crate_x`\n --> src/main.rs"
    failure = {"tool_use_id": "t", "tool_input": {"command": "cargo build"}, "error": error}
    assert "reflexion.commands.hold" not in loaded(tmp_path, "PostToolUseFailure", **failure)


def test_a_success_loads_no_pattern_and_no_lock(tmp_path: Path) -> None:
    response = {"stdout": "README.md\n", "stderr": "", "interrupted": False}
    modules = loaded(tmp_path, "PostToolUse", tool_input={"command": "ls"}, tool_response=response)
    assert not modules & {"re", "reflexion.regex", "fcntl", "reflexion.signature", "reflexion.lock"}
    assert "reflexion.detect" not in modules  # failure_words.may_fail said no failure word is there


def test_a_prompt_without_a_cue_word_loads_no_cue_table(tmp_path: Path) -> None:
    """Most prompts: the first look (cue_words) tells them from a correction without the tables, whose
    import cost a prompt's hook a tenth of a bare Python start."""
    modules = loaded(tmp_path, "UserPromptSubmit", prompt="summarise the architecture notes for me")
    assert "reflexion.cue_words" in modules
    assert not modules & {"reflexion.correct_lang", "reflexion.correct_more", "reflexion.correct"}
    # anchor words of cues ("document", "in"), but not the text those cues need (a clause that opens so)
    plain = "Add a --verbose flag to the export command and document it in the README"
    modules = loaded(tmp_path, "UserPromptSubmit", prompt=plain)
    assert not modules & {"reflexion.correct_lang", "reflexion.correct_more", "reflexion.correct", "re"}


def test_a_failure_capture_loads_no_transcript_reader(tmp_path: Path) -> None:
    """The live hook reads the event, not the transcript: telling an interrupted call is detect's."""
    failure = {"tool_use_id": "t", "tool_input": {"command": "make"}, "error": "Exit code 2\nmake: *** Stop."}
    modules = loaded(tmp_path, "PostToolUseFailure", **failure)
    assert "reflexion.detect" in modules and "reflexion.session.transcript" not in modules


def test_a_failure_loads_only_the_detector_families_its_output_names(tmp_path: Path) -> None:
    """make's `***` is native's needle, `: ` the shell's: no Python, JavaScript or JVM detectors load."""
    error = "Exit code 2\nmake: *** No rule to make target 'all'.  Stop."
    modules = loaded(
        tmp_path, "PostToolUseFailure", tool_use_id="t", tool_input={"command": "make"}, error=error
    )
    families = {m.rsplit(".", 1)[1] for m in modules if m.startswith("reflexion.detectors.")}
    assert {"native", "shell"} <= families and not families & {"python", "javascript", "ops", "git"}


def test_a_known_failure_loads_only_what_a_bump_needs(tmp_path: Path) -> None:
    """One more occurrence of a known failure: no keyword extraction (its keywords stay), no promotion (an
    entry without a resolution never qualifies), no episode intents (the live hook has no episode), no
    user-level rules (a lesson is the project's)."""
    error = "Exit code 2\nmake: *** No rule to make target 'all'.  Stop."
    failure = {"tool_input": {"command": "make"}, "error": error}
    runs = [loaded(tmp_path, "PostToolUseFailure", tool_use_id=f"t{n}", **failure) for n in range(2)]
    assert "reflexion.keywords" in runs[0]  # a new entry's keywords
    unneeded = {"reflexion.keywords", "reflexion.commands.promote", "reflexion.learn.intent"}
    unneeded.add("reflexion.userlevel")
    assert not runs[1] & unneeded
    log = (tmp_path / "p" / ".reflexion" / "local" / "hooks.log").read_text()
    assert [line.split()[2] for line in log.splitlines()] == ["captured", "bumped"]


def test_a_turn_without_a_failure_loads_no_triage_no_attribution_and_no_recording(tmp_path: Path) -> None:
    """Most turns: the Stop hook follows the calls (intents) and reads the prompt, and learns nothing."""
    lines = [{"type": "user", "sessionId": "s", "message": {"role": "user", "content": "list the modules"}}]
    for n in range(3):
        use = {"type": "tool_use", "id": f"t{n}", "name": "Bash", "input": {"command": f"ls src/m{n}"}}
        lines.append({"type": "assistant", "sessionId": "s", "message": {"content": [use]}})
        result = {"type": "tool_result", "tool_use_id": f"t{n}", "content": f"m{n}.py", "is_error": False}
        lines.append({"type": "user", "sessionId": "s", "message": {"content": [result]}})
    transcript = tmp_path / "t.jsonl"
    transcript.write_text("".join(json.dumps(line) + "\n" for line in lines))
    modules = loaded(tmp_path, "Stop", "learn", transcript_path=str(transcript))
    assert "reflexion.learn.episodes" in modules
    unneeded = {"reflexion.learn.triage", "reflexion.learn.attribution", "reflexion.commands.record"}
    assert not modules & unneeded
    assert "learn nothing-new" in (tmp_path / "p" / ".reflexion" / "local" / "hooks.log").read_text()


def test_a_recall_miss_loads_no_consolidation_and_no_config(tmp_path: Path) -> None:
    """Nothing to fold (no duplicates noted: one stat) and nothing found: a miss needs neither."""
    asked = "Please summarise the architecture document"
    modules = loaded(tmp_path, "UserPromptSubmit", "recall", prompt=asked)
    assert "reflexion.commands.recall" in modules
    assert not modules & {"reflexion.commands.consolidate", "reflexion.config", "reflexion.scoring"}
    assert "reflexion.commands.user_level" not in modules  # where the user's store lives: the store's
    assert "recall miss" in (tmp_path / "p" / ".reflexion" / "local" / "hooks.log").read_text()


def test_the_every_call_hooks_never_import_os(tmp_path: Path) -> None:
    """A success, a prompt, a recall and a failure, new or known, run on reflexion.posixos: importing os (its
    _collections_abc, posixpath and stat) cost each hook 5.6 M instructions, a seventh of a bare start."""
    response = {"stdout": "README.md\n", "stderr": "", "interrupted": False}
    error = "Exit code 2\nmake: *** No rule to make target 'all'."
    failure = {"tool_input": {"command": "make"}, "error": error}
    runs = [
        loaded(tmp_path, "PostToolUseFailure", tool_use_id="t0", **failure),
        loaded(tmp_path, "PostToolUse", tool_input={"command": "ls"}, tool_response=response),
        loaded(tmp_path, "UserPromptSubmit", prompt="Add a --verbose flag to the export command"),
        loaded(tmp_path, "UserPromptSubmit", "recall", prompt="fix the make build"),
        loaded(tmp_path, "PostToolUseFailure", tool_use_id="t1", **failure),
    ]
    # (the first failure compiles its patterns with `re`, whose enum loads _collections_abc: not os)
    assert [run & {"os", "posixpath", "genericpath"} for run in runs] == [set()] * 5
    log = (tmp_path / "p" / ".reflexion" / "local" / "hooks.log").read_text()
    outcomes = [line.split()[2] for line in log.splitlines()]
    assert outcomes == ["captured", "success", "no-correction", "miss", "bumped"]


def test_a_commands_own_words_never_make_a_pattern(fresh: None) -> None:
    """A pattern built from a command's names would be new for nearly every command: compiled by `re` each
    time, and the table would grow without end (it once reached 2 MB)."""
    from reflexion.detect import failure_from_error

    for tool in ("frobnicate-7", "my_tool.sh"):
        found = failure_from_error(f"./{tool} --x", f"Exit code 1\n./{tool}: cannot open x: No such file")
        assert found is not None and tool in found.trigger
    assert not [source for source, _ in regex._table if "frobnicate" in source or "my_tool" in source]


def test_a_persons_command_compiles_no_form_for_the_table(tmp_path: Path) -> None:
    """Only hooks save the machine's table: a person's command (a `learn` of a whole history) would compile
    each new pattern twice for nothing."""
    code = (
        "import atexit, sys; from reflexion import regex; atexit.register(lambda: print(regex._added)); "
        "sys.argv = ['reflexion', 'redact']; from reflexion.cli import run; run()"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        input="password=hunter2 token ghp_" + "a" * 36 + "\n",
        capture_output=True,
        text=True,
        env={**os.environ, "HOME": str(tmp_path)},
        timeout=60,
    )
    assert "[REDACTED" in done.stdout and done.stdout.split()[-1] == "0", done.stderr
