"""Pure: split a shell command line into simple commands (lists of words), just well enough to name tools.

Understands quotes, escapes, `$(...)` and backticks, `&& || | ; &`, redirections (dropped), comments,
subshell parentheses and heredoc bodies (skipped). It never expands anything and never raises on odd input.
"""

from __future__ import annotations

from reflexion.text import REDACTION_MARK

SimpleCommand = tuple[list[str], str]  # (words, the operator that ends it: "|", "&&", ";", "" ...)


def split(text: str) -> list[SimpleCommand]:
    return _Lexer(text).run()


def quote(word: str) -> str:
    """A word as a command line must give it for split() to read it back whole (`'{print $2}'`): plain
    words as they are, the rest in single quotes."""
    if word == "…" or (word and all(c.isalnum() or c in "-_./:=@+,%<>~" for c in word)):
        return word
    if REDACTION_MARK in word and all(c.isalnum() or c in "-_./:=@+,%<>~[]" for c in word):
        return word  # `-p[REDACTED:password]`: where a secret was; split() reads it whole, nothing to quote
    return "'" + word.replace("'", "'\\''") + "'"


# every character the lexer may treat otherwise than as part of a plain word, as NUL (see _Lexer.run)
_MARKED = dict.fromkeys(map(ord, "\\'\"`$ \t\n#|&;(){}<>"), 0)


class _Lexer:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.commands: list[SimpleCommand] = []
        self.words: list[str] = []
        self.word: list[str] = []
        self.started = False  # the current word exists, even if empty ('')
        self.skip_target = False  # the next word is a redirection target, not an argument
        self.heredocs: list[str] = []

    def run(self) -> list[SimpleCommand]:
        text = self.text
        # where a character that may mean something to the shell stands: a run of ordinary ones between two
        # is taken whole (character by character, a long heredoc or script cost the learner milliseconds)
        marks = text.translate(_MARKED)
        while self.i < len(text):
            c = text[self.i]
            if c == "\\":
                self._escape()
            elif c in "'\"":
                self._quoted(c)
            elif c == "`" or text.startswith("$(", self.i):
                self._substitution()
            elif c in " \t":
                self._flush()
                self.i += 1
            elif c == "\n":
                self._newline()
            elif c == "#" and not self.started:
                self.i = self._line_end(self.i)
            elif c in "|&;":
                self._operator()
            elif c in "(){}" and not self.started:  # a subshell or a group: its own commands
                self._end(";")
                self.i += 1
            elif c in "<>":
                self._redirect()
            else:
                end = marks.find("\0", self.i + 1)
                end = len(text) if end < 0 else end
                self._take(text[self.i : end], end - self.i)
        self._end("")
        return self.commands

    def _take(self, piece: str, width: int) -> None:
        self.word.append(piece)
        self.started = True
        self.i += width

    def _flush(self) -> None:
        if self.started:
            if self.skip_target:
                self.skip_target = False
            else:
                self.words.append("".join(self.word))
        self.word, self.started = [], False

    def _end(self, op: str) -> None:
        self._flush()
        if self.words:
            self.commands.append((self.words, op))
        self.words = []

    def _escape(self) -> None:
        nxt = self.text[self.i + 1 : self.i + 2]
        if nxt in ("", "\n"):  # line continuation
            self.i += 2
        else:
            self._take(nxt, 2)

    def _quoted(self, quote: str) -> None:
        text, j = self.text, self.i + 1
        while j < len(text):  # to the closing quote; inside double quotes, past each escaped character
            close = text.find(quote, j)
            escape = text.find("\\", j, None if close < 0 else close) if quote == '"' else -1
            if escape < 0:
                j = len(text) if close < 0 else close
                break
            j = escape + 2
        body = self.text[self.i + 1 : j]
        self._take(body.replace('\\"', '"') if quote == '"' else body, j + 1 - self.i)

    def _substitution(self) -> None:
        backtick = self.text[self.i] == "`"
        j = self.text.find("`", self.i + 1) if backtick else self._matching_paren(self.i + 1)
        j = len(self.text) if j < 0 else j
        self._take(self.text[self.i : j + 1], j + 1 - self.i)

    def _matching_paren(self, start: int) -> int:
        depth = 0
        for j in range(start, len(self.text)):
            depth += {"(": 1, ")": -1}.get(self.text[j], 0)
            if depth == 0:
                return j
        return -1

    def _newline(self) -> None:
        self._end(";")
        self.i += 1
        for tag in self.heredocs:  # heredoc bodies are data, not commands
            while self.i < len(self.text):
                line_end = self._line_end(self.i)
                line = self.text[self.i : line_end]
                self.i = line_end + 1
                if line.strip() == tag:
                    break
        self.heredocs = []

    def _line_end(self, start: int) -> int:
        j = self.text.find("\n", start)
        return len(self.text) if j < 0 else j

    def _operator(self) -> None:
        two = self.text[self.i : self.i + 2]
        if two == "&>":  # `&>file`: both streams to a file
            self._flush()
            self.skip_target = True
            self.i += 2
            return
        op = two if two in ("&&", "||", "|&", ";;") else self.text[self.i]
        self._end(op)
        self.i += len(op)

    def _redirect(self) -> None:
        if self.started and all(ch.isdigit() for ch in self.word):  # `2>`: the fd is not a word
            self.word, self.started = [], False
        self._flush()
        j = self.i
        while j < len(self.text) and self.text[j] in "<>&|-":
            j += 1
        arrows = self.text[self.i : j]
        if arrows.startswith("<<") and not arrows.startswith("<<<"):
            tag, j = self._heredoc_tag(j)
            if tag:
                self.heredocs.append(tag)
        elif arrows.endswith("&") and self.text[j : j + 1].isdigit():
            j += 1  # `2>&1`: no target word
        else:
            self.skip_target = True
        self.i = j

    def _heredoc_tag(self, j: int) -> tuple[str, int]:
        while j < len(self.text) and self.text[j] in " \t":
            j += 1
        k = j
        while k < len(self.text) and not self.text[k].isspace() and self.text[k] not in ";|&<>()":
            k += 1
        return self.text[j:k].strip("'\""), k
