"""Pure: detectors for Elixir's checkers — Dialyzer's warnings and Credo's issues — wherever they run from
(`mix dialyzer`, `mix credo`, a pre-commit hook that runs both)."""

from __future__ import annotations

from reflexion.detectors.base import Detector, Output, grep, line_index, trigger


def dialyzer(out: Output) -> str | None:
    """`lib/x.ex:57:13:pattern_match` and the sentence under it ("The pattern can never match the type."),
    or both on one line (`--format short`)."""
    idx = line_index(out, r"^\S+\.exs?:\d+(?::\d+)?:[a-z_]+(?: .+)?$")
    if idx < 0:
        return None
    line = out.lines[idx].strip()
    said = "" if " " in line else next((ln.strip() for ln in out.lines[idx + 1 : idx + 3] if ln.strip()), "")
    return trigger([line, said])


def credo(out: Output) -> str | None:
    """`┃ [D] ↘ Nested modules could be aliased at the top of the invoking module.`: the issues, not the
    summary ("40 mods/funs, found 1 software design suggestion"). Only for `mix credo` itself: a hook that
    runs several checks reports the first that failed (a format check) before Credo's notes."""
    if "credo" not in out.command.text:
        return None
    return trigger(grep(out, r"^┃ \[[A-Z]\] \S (.+)$", limit=2, group=1))


# Any command: a git hook or a script runs them. A type error outranks a style note, so Dialyzer goes first.
DETECTORS = (
    Detector("elixir.dialyzer", dialyzer, (".ex:", ".exs:"), priority=40),
    Detector("elixir.credo", credo, ("┃ [",), priority=41),
)
