#!/usr/bin/env python3
"""The one test command (README, CI): make .venv if needed, install reflexion with its dev tools, then
lint (ruff), type-check (mypy --strict) and test (pytest). Needs only Python 3.10+; works on Windows.

`--lowest` instead tests the declared lower bounds: .venv-lowest gets exactly the oldest versions
pyproject.toml allows (typer, orjson, rich, tomli on 3.10) and the test tools, then runs the tests but
the e2e suite (pass pytest arguments to change that). Run it on the oldest Python too: `python3.10
scripts/check.py --lowest`. CI runs it after the suite (.ci/run).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")


def step(title: str, *args: str | Path) -> None:
    print(f"== {title}", flush=True)
    result = subprocess.run([str(a) for a in args], cwd=ROOT)
    if result.returncode:
        print(f"== {title}: failed (exit {result.returncode})", flush=True)
        sys.exit(result.returncode)


def lower_bounds() -> list[str]:
    """`name==X` for each `name>=X` among pyproject.toml's dependencies, markers kept."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    block = text.split("\ndependencies = [", 1)[1].split("\n]", 1)[0]
    pins = []
    for spec in re.findall(r'^\s*"([^"]+)"', block, flags=re.M):
        found = re.match(r"([A-Za-z0-9_.-]+)>=([^,;\s]+)[^;]*(;.*)?$", spec)
        if found:
            pins.append(f"{found[1]}=={found[2]}{found[3] or ''}")
    return pins


def lowest(pytest_args: list[str]) -> None:
    venv_dir = ROOT / ".venv-lowest"
    python = venv_dir / PYTHON.relative_to(VENV)
    if not python.exists():
        print(f"== creating {venv_dir.name}", flush=True)
        venv.EnvBuilder(with_pip=True).create(venv_dir)
    pins = lower_bounds()
    pinned = {re.split("[=;]", pin)[0].lower() for pin in pins}
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    tools = re.findall(r'^\s*"([A-Za-z0-9_.-]+==[^"]+)"', text, flags=re.M)
    tools = [t for t in tools if t.split("==")[0].lower() not in pinned | {"mypy", "ruff"}]
    print("== lowest: " + ", ".join(pins), flush=True)
    quiet = ("--quiet", "--disable-pip-version-check")
    step("install", python, "-m", "pip", "install", *quiet, "-e", ".", *pins, *tools)
    step("tests (lowest)", python, "-m", "pytest", *(pytest_args or ["-m", "not e2e"]))


def main() -> None:
    if sys.argv[1:2] == ["--lowest"]:
        lowest(sys.argv[2:])
        return
    if not PYTHON.exists():
        print(f"== creating {VENV.name}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    step("install", PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", ".[dev]")
    step("lint", PYTHON, "-m", "ruff", "check", "reflexion", "tests", "bench", "scripts")
    step("types", PYTHON, "-m", "mypy")
    step("tests", PYTHON, "-m", "pytest", *sys.argv[1:])


if __name__ == "__main__":
    main()
