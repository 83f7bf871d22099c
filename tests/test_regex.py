"""regex.py: patterns built from the saved table are re's own, and a hook that has the table needs no `re`."""

from __future__ import annotations

import json
import re
import subprocess
import sys
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
    regex.use_table(lambda: "not hex at all")
    assert regex.compile(r"(\d+) failed").search("3 failed")
    regex.use_table(lambda: "00ff")
    assert regex.compile(r"x+").fullmatch("xx")


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


def test_a_hook_with_the_table_imports_no_re(tmp_path: Path) -> None:
    """Run twice: the first run compiles and saves the table, the second builds from it (no `re`, whose
    import is half a bare Python start)."""
    project = tmp_path / "p"
    (project / ".reflexion" / "entries").mkdir(parents=True)
    event = json.dumps(
        {
            "hook_event_name": "PostToolUseFailure",
            "session_id": "s",
            "cwd": str(project),
            "tool_name": "Bash",
            "tool_use_id": "t",
            "tool_input": {"command": "cargo build"},
            "error": "Exit code 101\nerror[E0432]: unresolved import `crate_x`\n --> src/main.rs",
        }
    )
    import orjson  # where the dependencies live: -S leaves site-packages out

    paths = [str(ROOT), str(Path(orjson.__file__).parent.parent)]
    code = (
        f"import sys, io; sys.path[:0] = {paths!r}; from reflexion import hook; "
        f"hook.run('capture', io.BytesIO(sys.stdin.buffer.read())); print('re' in sys.modules)"
    )
    env = {
        "CLAUDE_PROJECT_DIR": str(project),
        "REFLEXION_USER_DIR": str(tmp_path / "u"),
        "HOME": str(tmp_path),
    }
    runs = [
        subprocess.run(
            [sys.executable, "-I", "-S", "-c", code], input=event, capture_output=True, text=True, env=env
        )
        for _ in range(2)
    ]
    assert [run.stdout.split()[-1] for run in runs] == ["True", "False"], runs[1].stderr
    assert "captured" in (project / ".reflexion" / "local" / "hooks.log").read_text()
    assert list((tmp_path / ".cache" / "reflexion").glob("regex-*.hex"))  # the machine's, not the project's
    assert not list(project.rglob("regex-*"))
