"""beside: names a failure's output quotes beside its error line are weak keywords; where it moved is none."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from reflexion.beside import HEAD, named_in, quoted, without_places
from reflexion.keywords import failure_keywords

GCC = "filters.c: In function ‘invert’:\nfilters.c:5:28: error: expected ‘;’ before ‘}’ token"
GIT = """CONFLICT (content): Merge conflict in orders/pricing.py
  (use "git restore --staged <file>..." to unstage)
  (use "git add <file>..." to mark resolution)
no changes added to commit (use "git add" and/or "git commit -a")"""


def test_the_names_an_error_quotes_beside_its_line_are_weak_keywords() -> None:
    # the function the error is in is on the line above the error line, which alone is the trigger
    found = failure_keywords(
        GCC.split("\n")[1], "gcc -Wall -c filters.c", "Compile the filters", "gcc", named=named_in(GCC, str)
    )
    assert "~invert" in found
    # git's advice quotes other commands: not what failed
    advice = failure_keywords(
        "CONFLICT (content): Merge conflict", "git stash pop", "", "git", named=named_in(GIT, str)
    )
    assert not {"~restore", "~stage", "~add", "~file"} & set(advice)
    # nor where the tool talked to: the org of a remote is no word of what failed
    remote = "error: failed to push some refs to 'github.com:M-Thisness/M-Claude.git'"
    assert not any(
        "thisness" in k
        for k in failure_keywords("! [rejected]", "git push", "", "git", named=named_in(remote, str))
    )


def test_a_quoted_name_outranks_a_generic_word_of_the_error_when_room_is_short() -> None:
    panic = "thread main panicked at src/main.rs: called unwrap on an Err value: NotFound error"
    command, about = "cargo run -- import statements/2024-03.csv", "Import the March statement"
    found = failure_keywords(panic, command, about, "cargo", named=["ledger", "chrono", "serde"])
    assert len(found) == 20 and "~ledger" in found and "~error" not in found


def test_quoted_names_not_apostrophes_nor_phrases() -> None:
    text = "can't open 'config.yaml' in '/tmp/rx/p/shop-web/src/index.js', `sqrt' \"two words\" 'unclosed"
    assert quoted(text) == ["config.yaml", "src/index.js", "sqrt"]
    # strings of code a formatter's diff or a compiler echoes are data, not names
    diff = 'Diff in src/main.rs:1:\n-    let a = vec!["cash","sales"];\n+    let a = vec!["cash", "sales"];\n'
    assert quoted(diff) == []


@given(st.text(max_size=300))
def test_quoted_never_raises(text: str) -> None:
    assert all(name and len(name) <= 60 for name in quoted(text))


def test_the_whole_head_is_scrubbed_once_and_only_when_it_quotes_something() -> None:
    seen: list[str] = []

    def scrub(text: str) -> str:
        seen.append(text)
        return text.replace("invert", "[REDACTED]")

    output = "a line without a quote\n" + GCC
    assert named_in(output, scrub) == ["[REDACTED]"]  # not ‘;’ nor ‘}’
    assert seen == [output[:HEAD]]  # a secret may be known by the lines around it: all of them go
    assert named_in("nothing quoted here", scrub) == [] and len(seen) == 1  # and nothing to redact


def test_the_place_a_command_moves_to_is_not_what_it_was_about() -> None:
    # "open M-Claude repo" was told how a commit failed in PowerShell, because the commit ran in M-Claude
    line = "powershell.exe -Command \"cd 'C:\\Users\\me\\Documents\\M-Claude'; git commit\""
    error = "bash: eval: line 1: unexpected EOF"
    found = failure_keywords(error, without_places(line, error), "", "powershell")
    assert "m-claude" not in found and "document" not in found and "commit" in found
    # unless the failure is the move itself, or the move is all the command does
    failed = "cd: no such file or directory: /Users/me/M-Claude"
    assert without_places("cd ~/M-Claude && ls", failed) == "cd ~/M-Claude && ls"
    assert without_places("cd M-Claude", "cd: not a directory") == "cd M-Claude"
    assert without_places("cd ~/M-Claude && git status", "fatal: not a git repository") == "&& git status"


@given(st.text(max_size=200), st.text(max_size=80))
def test_without_places_never_raises_and_only_drops_words(command: str, trigger: str) -> None:
    left = without_places(command, trigger).split()
    assert len(left) <= len(command.split())
