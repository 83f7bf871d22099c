"""Pure: the table of failure detectors (one module per tool family) and which of them apply to a command.

A family's module is imported only for an output that holds one of its needles, and each detector compiles
its patterns only when its cheap substring guard matches, so the hook's hot path pays for nothing it does
not need.
"""

from __future__ import annotations

from reflexion.detectors.base import Detector, Output
from reflexion.detectors.command import SETUP, VIEWERS, Command
from reflexion.detectors.families import FAMILIES

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


_made: dict[tuple[str, ...], tuple[Detector, ...]] = {}  # per set of families (no functools: a hook
_tools: list[frozenset[str]] = []  # would import it)


def table(text: str | None = None) -> tuple[Detector, ...]:
    """Every detector, most specific first: tests, crashes, compilers, package managers, tools, shell. For
    `text`, only those of the families one of whose needles it holds (families.py): the others' modules
    are never loaded, and none of their detectors would run on it."""
    # a family already loaded costs nothing to keep: its detectors' own needles are checked before they run
    names = tuple(
        name
        for name, (needles, _) in FAMILIES.items()
        if text is None or name in _loaded or any(n in text for n in needles)
    )
    made = _made.get(names)
    if made is None:
        found = [d for name in names for d in _family(name)]
        made = _made[names] = tuple(sorted(found, key=lambda d: d.priority))
    return made


_loaded: dict[str, tuple[Detector, ...]] = {}


def _family(name: str) -> tuple[Detector, ...]:
    detectors = _loaded.get(name)
    if detectors is None:
        module = __import__(f"reflexion.detectors.{name}", fromlist=["DETECTORS"])
        detectors = _loaded[name] = module.DETECTORS
    return detectors


def _known_tools() -> frozenset[str]:
    if not _tools:
        scoped = frozenset(tool for _, tools in FAMILIES.values() for tool in tools)
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
    for det in table(out.text):
        if out.success and not det.strict:
            continue
        if det.scope is None:
            if data_only and not det.own:
                continue
        elif command.tools.isdisjoint(det.scope) and (data_only or not (det.indirect and indirect)):
            continue
        yield det


__all__ = ["Detector", "Output", "applicable", "runs_others", "table"]
