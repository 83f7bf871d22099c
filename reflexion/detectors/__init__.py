"""Pure: the table of failure detectors (one module per tool family) and which of them apply to a command.

Modules are imported on first use, and each detector compiles its patterns only when its cheap substring
guard matches, so the hook's hot path pays for nothing it does not need.
"""

from __future__ import annotations

from reflexion.detectors.base import Detector, Output
from reflexion.detectors.command import SETUP, VIEWERS, Command

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

# Commands that run other programs: any tool's errors may show up in their output.
WRAPPERS = frozenset(
    {
        "make",
        "gmake",
        "npm",
        "pnpm",
        "yarn",
        "bun",
        "npx",
        "deno",
        "node",
        "python",
        "bash",
        "sh",
        "zsh",
        "dash",
        "docker",
        "docker-compose",
        "podman",
        "tox",
        "nox",
        "cargo",
        "go",
        "gradle",
        "mvn",
        "java",
        "just",
        "task",
        "ssh",
        "nix",
        "bazel",
        "earthly",
    }
)


_made: list[tuple[Detector, ...]] = []  # the table, once built (no functools: a hook would import it)
_tools: list[frozenset[str]] = []


def table() -> tuple[Detector, ...]:
    """Every detector, most specific first: tests, crashes, compilers, package managers, tools, shell."""
    if _made:
        return _made[0]
    from reflexion.detectors import (
        elixir,
        generic,
        git,
        javascript,
        jvm,
        native,
        ops,
        php,
        python,
        ruby,
        shell,
    )

    found = [
        *python.DETECTORS,
        *javascript.DETECTORS,
        *native.DETECTORS,
        *jvm.DETECTORS,
        *elixir.DETECTORS,
        *ruby.DETECTORS,
        *php.DETECTORS,
        *git.DETECTORS,
        *ops.DETECTORS,
        *shell.DETECTORS,
        *generic.DETECTORS,
    ]
    _made.append(tuple(sorted(found, key=lambda d: d.priority)))
    return _made[0]


def _known_tools() -> frozenset[str]:
    if not _tools:
        scoped = frozenset().union(*(d.scope for d in table() if d.scope))
        _tools.append((scoped | VIEWERS | SETUP) - WRAPPERS)
    return _tools[0]


def runs_others(command: Command) -> bool:
    """A wrapper or an unknown program (`npm test`, `make`, `./deploy.sh`) may print any tool's errors."""
    known = _known_tools()
    return any(s.tool in WRAPPERS or s.tool not in known for s in command.main)


def applicable(out: Output) -> Iterator[Detector]:
    """The detectors worth running on this output, in table order."""
    command = out.command
    indirect = runs_others(command)
    data_only = out.success and command.viewer  # grep/cat/git log output: only the viewer's own errors
    for det in table():
        if out.success and not det.strict:
            continue
        if det.scope is None:
            if data_only and not det.own:
                continue
        elif command.tools.isdisjoint(det.scope) and (data_only or not (det.indirect and indirect)):
            continue
        yield det


__all__ = ["Detector", "Output", "applicable", "runs_others", "table"]
