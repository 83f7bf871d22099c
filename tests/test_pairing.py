"""Automatic pairing of a failure with its fix: pairs only what evidently belongs together."""

from __future__ import annotations

import pytest

from reflexion.pairing import fix_for, is_setup, main_words


@pytest.mark.parametrize(
    ("failed", "succeeded", "between", "fix"),
    [
        (
            "npm run build",
            "pnpm run build",
            [],
            "`pnpm run build` succeeded after this failure (instead of `npm run build`).",
        ),
        (
            "npm run build",
            "yarn build",
            [],
            "`yarn build` succeeded after this failure (instead of `npm run build`).",
        ),
        (
            "npm install react-dom@18.2.0",
            "npm install react-dom@18.2.0 --legacy-peer-deps",
            [],
            "`npm install react-dom@18.2.0 --legacy-peer-deps` succeeded after this failure"
            " (instead of `npm install react-dom@18.2.0`).",
        ),
        (
            "docker-compose up -d",
            "docker compose up -d",
            [],
            "`docker compose up -d` succeeded after this failure (instead of `docker-compose up -d`).",
        ),
        (
            "pytest tests/test_api.py",
            "pytest tests/test_api.py",
            ["pip install httpx"],
            "Run `pip install httpx`; after that `pytest tests/test_api.py` succeeded.",
        ),
        (
            "cd web && npm test",
            "cd web && npm test",
            ["npm install"],
            "Run `npm install`; after that `cd web && npm test` succeeded.",
        ),
    ],
)
def test_pairs_an_evident_fix(failed: str, succeeded: str, between: list[str], fix: str) -> None:
    assert fix_for(failed, succeeded, between) == fix


@pytest.mark.parametrize(
    ("failed", "succeeded", "between"),
    [
        ("npm run build", "npm run test", []),  # another target
        ("npm run build", "git status", []),  # an unrelated success
        ("pytest tests/test_api.py", "pytest tests/test_api.py", []),  # a plain re-run: the fix is elsewhere
        (
            "pytest tests/test_api.py",
            "pytest tests/test_api.py",
            ["ls -la", "cat setup.cfg"],
        ),  # no setup step
        ("cargo build", "go build ./...", []),  # another tool
        ("python app.py", "python other.py", []),
    ],
)
def test_does_not_pair_what_is_not_evidently_a_fix(failed: str, succeeded: str, between: list[str]) -> None:
    assert fix_for(failed, succeeded, between) is None


def test_main_words_drop_env_wrappers_and_cd() -> None:
    assert main_words("cd app && FOO=1 sudo python3 -m pytest -q") == ["pytest", "-q"]
    assert main_words("echo 'unbalanced") == ["echo", "'unbalanced"]


@pytest.mark.parametrize(
    ("command", "setup"),
    [
        ("pip install httpx", True),
        ("npm i", True),
        ("git config user.email a@b", True),
        ("ls", False),
        ("pytest", False),
    ],
)
def test_setup_commands(command: str, setup: bool) -> None:
    assert is_setup(command) is setup


def test_could_pair_is_a_cheap_permissive_first_look() -> None:
    from reflexion.pairing import could_pair

    assert could_pair("pnpm run build", ["npm run build"])
    assert could_pair("pip install httpx", ["pytest tests/test_api.py"])  # a setup step
    assert not could_pair("ls -la", ["npm run build", "cargo build"])
