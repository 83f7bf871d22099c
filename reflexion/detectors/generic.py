"""Pure: fallbacks for any tool — `fatal:` and `error:` lines, trusted only after a non-zero exit."""

from __future__ import annotations

from reflexion.detectors.base import Detector, Output, line_index, matching, trigger

fatal = matching(r"^(?:[\w./-]+: )?(?:fatal|FATAL|Fatal)(?: error)?:? .+$", limit=1)

# `error: x`, `ERROR: x`, `Error: x`, `tool: error: x`, `E: x` — the first two, in order.
error_lines = matching(
    r"^\s*(?:[\w./@-]+: )?(?:error|ERROR|Error|E)(?:\[[\w-]+\]|\(\w+\))?: .+$"
    r"|^\S*(?:Error|Exception): .+$",
    limit=2,
)


def own_error_prefix(out: Output) -> str | None:
    """Tools that print `error: ...` only when they fail (ruff, uv, deno, bun ...), with its cause."""
    idx = line_index(out, r"^error: ")
    if idx < 0:
        return None
    cause = next((ln.strip() for ln in out.lines[idx + 1 : idx + 4] if "Caused by:" in ln), "")
    return trigger([out.lines[idx], cause])


DETECTORS = (
    Detector(
        "cli.error",
        own_error_prefix,
        ("error: ",),
        strict=True,
        priority=85,
        scope=frozenset(
            {
                "ruff",
                "uv",
                "uvx",
                "deno",
                "bun",
                "swift",
                "zig",
                "helm",
                "poetry",
                "pdm",
                "rye",
                "hatch",
                "pixi",
                "biome",
                "bazel",
                "buf",
            }
        ),
        indirect=False,
    ),
    Detector("generic.fatal", fatal, ("fatal", "FATAL", "Fatal"), priority=90),
    Detector("generic.error", error_lines, ("rror", "E: ", "Exception"), priority=91),
)
