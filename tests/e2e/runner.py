"""Run one Claude Code session against the scripted model: `python runner.py JOB.json`.

It is a script of its own so that it can run inside a fresh network namespace (where only loopback
exists) with the model server beside the client: it starts the server, runs the job's command with
ANTHROPIC_BASE_URL pointing at it, and writes the command's output and every request to the job's `out`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from model_server import ModelServer


def main(job_path: str) -> None:
    job = json.loads(Path(job_path).read_text())
    with ModelServer(job["script"]) as server:
        env = dict(job["env"], ANTHROPIC_BASE_URL=server.url)
        try:
            done = subprocess.run(
                job["argv"], cwd=job["cwd"], env=env, capture_output=True, timeout=job["timeout"],
                stdin=subprocess.DEVNULL,
            )  # fmt: skip
            result = {"returncode": done.returncode, "stdout": done.stdout.decode("utf-8", "replace"),
                      "stderr": done.stderr.decode("utf-8", "replace")}  # fmt: skip
        except subprocess.TimeoutExpired as exc:
            result = {"returncode": None, "stdout": _text(exc.stdout), "stderr": _text(exc.stderr)}
            result["stderr"] += f"\n[runner] timed out after {job['timeout']} s"
        result["requests"] = server.requests
    Path(job["out"]).write_text(json.dumps(result))


def _text(data: bytes | str | None) -> str:
    return data.decode("utf-8", "replace") if isinstance(data, bytes) else data or ""


if __name__ == "__main__":
    main(sys.argv[1])
