"""The shell splitter: words and operators as before, a plain run of characters taken whole."""

from __future__ import annotations

import pytest

from reflexion.detectors import shellwords
from reflexion.detectors.shellwords import SimpleCommand, split

SPLITS: list[tuple[str, list[SimpleCommand]]] = [
    (
        'git commit -m "fix: the \\"quoted\\" bit" && git push',
        [(["git", "commit", "-m", 'fix: the "quoted" bit'], "&&"), (["git", "push"], "")],
    ),
    (
        "cat <<EOF > x.py\nprint(1)\nEOF\npython x.py 2>&1 | tail -5",
        [(["cat"], ";"), (["python", "x.py"], "|"), (["tail", "-5"], "")],
    ),
    ("echo 'a b'\\ c $(date +%s) `pwd` # note", [(["echo", "a b c", "$(date +%s)", "`pwd`"], "")]),
    (
        'cd /tmp; (make -j4 all) || echo "no \\\\ end',
        [(["cd", "/tmp"], ";"), (["make", "-j4", "all)"], "||"), (["echo", "no \\\\ end"], "")],
    ),
    ("a\\\nb &>log; x=$HOME/y.txt z#1 {x}", [(["ab"], ";"), (["x=$HOME/y.txt", "z#1"], ";"), (["x}"], "")]),
    ('printf "unterminated \\', [(["printf", "unterminated \\"], "")]),
]


@pytest.mark.parametrize(("line", "expected"), SPLITS)
def test_words_and_operators(line: str, expected: list[SimpleCommand]) -> None:
    assert split(line) == expected


def test_a_long_plain_word_is_taken_whole_not_character_by_character(monkeypatch: pytest.MonkeyPatch) -> None:
    """The learner splits every command line it meets, scripts and heredocs of thousands of characters
    among them: a run of plain characters is one step, not one per character."""
    steps: list[str] = []
    take = shellwords._Lexer._take

    def counted(self: shellwords._Lexer, piece: str, width: int) -> None:
        steps.append(piece)
        take(self, piece, width)

    monkeypatch.setattr(shellwords._Lexer, "_take", counted)
    assert split("echo " + "a" * 5000 + ' "' + "b" * 5000 + '"') == [(["echo", "a" * 5000, "b" * 5000], "")]
    assert len(steps) <= 4
