#!/usr/bin/env python3
"""The one test command (README, CI): make .venv if needed, install reflexion with its dev tools, then
lint (ruff), type-check (mypy --strict) and test (pytest). Needs only Python 3.10+; works on Windows."""

from __future__ import annotations

import os
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


def main() -> None:
    if not PYTHON.exists():
        print(f"== creating {VENV.name}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    step("install", PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", ".[dev]")
    step("lint", PYTHON, "-m", "ruff", "check", "reflexion", "tests", "bench", "scripts")
    step("types", PYTHON, "-m", "mypy")
    step("tests", PYTHON, "-m", "pytest", *sys.argv[1:])


if __name__ == "__main__":
    main()
