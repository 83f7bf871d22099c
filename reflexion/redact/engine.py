"""The redaction engine: lazily compiled patterns, substring probes, rule application, splicing; pure."""

from __future__ import annotations

from reflexion import regex
from reflexion.text import REDACTION_MARK

TYPE_CHECKING = False
if TYPE_CHECKING:
    import re
    from collections.abc import Callable, Iterator

_Span = tuple[int, int, str]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _mark(kind: str) -> str:
    return f"{REDACTION_MARK}{kind}]"


class _Lazy:
    """A regex compiled on first use: a hook process must not pay for rules its text never triggers."""

    __slots__ = ("_flags", "_rx", "_src")

    def __init__(self, src: str, flags: int = 0) -> None:
        self._src = src
        self._flags = flags
        self._rx: re.Pattern[str] | None = None

    def get(self) -> re.Pattern[str]:
        if self._rx is None:
            self._rx = regex.compile(self._src, self._flags)
        return self._rx


class _Probe:
    """Substring checks on the input, used to skip (and never compile) rules that cannot match."""

    __slots__ = ("_low", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self._low: str | None = None

    @property
    def low(self) -> str:
        if self._low is None:
            self._low = self.text.lower()
        return self._low

    def has(self, needles: tuple[str, ...]) -> bool:
        return any(n in self.text for n in needles)

    def has_ci(self, needles: tuple[str, ...]) -> bool:
        low = self.low
        return any(n in low for n in needles)


class _Rule:
    """A pattern, the substrings without which it cannot match, and an optional test of the secret."""

    __slots__ = ("ci", "gate", "kind", "needles", "rx")

    def __init__(
        self,
        kind: str,
        needles: tuple[str, ...],
        rx: _Lazy,
        gate: Callable[[str], bool] | None = None,
        ci: bool = False,
    ) -> None:
        self.kind = kind
        self.needles = needles
        self.rx = rx
        self.gate = gate
        self.ci = ci

    def applies(self, probe: _Probe) -> bool:
        return probe.has_ci(self.needles) if self.ci else probe.has(self.needles)


def _secret_span(m: re.Match[str]) -> tuple[int, int]:
    """A rule's secret is its `s` group when it has one (the rest is context to keep), else the match."""
    if "s" in m.re.groupindex and m.group("s") is not None:
        return m.span("s")
    return m.span()


def _replace_in_match(m: re.Match[str], kind: str) -> str:
    start, end = _secret_span(m)
    whole = m.group(0)
    return whole[: start - m.start()] + _mark(kind) + whole[end - m.start() :]


def _sub_rule(rule: _Rule, text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        start, end = _secret_span(m)
        if rule.gate is not None and not rule.gate(m.string[start:end]):
            return m.group(0)
        return _replace_in_match(m, rule.kind)

    return rule.rx.get().sub(repl, text)


def _apply_rules(rules: tuple[_Rule, ...], text: str, probe: _Probe) -> str:
    for rule in rules:
        if rule.applies(probe):
            text = _sub_rule(rule, text)
    return text


def _splice(text: str, spans: Iterator[_Span]) -> str:
    """Replace non-overlapping (start, end, kind) spans, given in increasing order, by placeholders."""
    out: list[str] = []
    pos = 0
    for start, end, kind in spans:
        if start < pos:
            continue
        out += [text[pos:start], _mark(kind)]
        pos = end
    if not out:
        return text
    out.append(text[pos:])
    return "".join(out)
