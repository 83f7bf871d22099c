"""Paths made safe to store: the project root becomes `.`, the home `~`, whichever way they are spelled
(through a symlink, Windows' C:\\ C:/ /c/ forms); the session id never becomes a file name as is."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from reflexion import validate
from reflexion.scrub import scrub, scrub_for
from reflexion.store import Store


@pytest.mark.parametrize(
    "text",
    [
        r"C:\Users\ana\proj\app.py failed",
        "C:/Users/ana/proj/app.py failed",
        "/c/Users/ana/proj/app.py failed",
        r"c:\users\ana\proj\app.py failed",
        r"C:\\Users\\ana\\proj\\app.py failed",  # as JSON or a Python repr shows it
    ],
)
def test_windows_spellings_of_root_and_home_are_scrubbed(text: str) -> None:
    for root, home in ((r"C:\Users\ana\proj", r"C:\Users\ana"), ("/c/Users/ana/proj", "/c/Users/ana")):
        out = scrub(text, root, home)
        assert "ana" not in out and "app.py failed" in out, (root, out)
    assert "ana" not in scrub(text.replace("proj", "other"), r"C:\Users\ana\proj", r"C:\Users\ana")


def test_a_home_reached_through_a_symlink_is_scrubbed_in_its_real_spelling(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = tmp_path / "real" / "ana"
    real.mkdir(parents=True)
    (tmp_path / "users").symlink_to(tmp_path / "real")
    monkeypatch.setenv("HOME", str(tmp_path / "users" / "ana"))
    out = scrub_for("/nowhere", f"cannot open {real}/notes.txt nor {tmp_path}/users/ana/x")
    assert out == "cannot open ~/notes.txt nor ~/x"


def test_a_longer_name_sharing_the_home_s_prefix_is_not_cut_as_this_home() -> None:
    assert scrub("/home/anabel/x and /home/ana/y", "/p", "/home/ana") == "~/x and ~/y"  # not ~bel/x


@pytest.mark.parametrize(
    ("text", "stored"),
    [
        ("Cannot find module '/home/deploy/app/server.js'", "Cannot find module '~/app/server.js'"),
        ("at /home/runner/work/acme/acme/x.js:3", "at ~/work/acme/acme/x.js:3"),
        ("C:\\Users\\Mischa\\Projects\\build.js", "~\\Projects\\build.js"),
        ("C:\\\\Users\\\\Mischa\\\\x", "~\\\\x"),
        ("/Users/alice/dev/a.js", "~/dev/a.js"),
        ("/c/Users/Mischa/z.js and /mnt/c/Users/Bob/q", "~/z.js and ~/q"),
        # not anyone's home: shared directories, a path that only contains /home/, a URL's path
        (
            "/Users/Shared/x /home/linuxbrew/.linuxbrew/bin/brew",
            "/Users/Shared/x /home/linuxbrew/.linuxbrew/bin/brew",
        ),
        (
            "/var/home/x ~/home/y https://example.com/home/alice",
            "/var/home/x ~/home/y https://example.com/home/alice",
        ),
    ],
)
def test_another_machine_s_home_is_stored_as_a_home_not_by_its_owner_s_name(text: str, stored: str) -> None:
    """A CI runner's, a server's over ssh, a teammate's Windows or Mac home: `reflexion check` refuses each
    in a committed entry, so the hook that writes the entry must not keep them (red team 3 #7)."""
    assert scrub(text, "/p", "/home/me") == stored
    assert not validate.HOME_PATH.search(stored)


def test_scrub_for_uses_this_user_s_home(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = os.environ["HOME"]
    assert scrub_for(str(project), f"{home}/.npmrc and {project}/src") == "~/.npmrc and ./src"


@pytest.mark.parametrize("session", ["../../x", "sk-ant-api03-" + "A" * 40, "a/b\\c", "", "é" * 300])
def test_the_session_id_is_never_a_file_name_as_is(project: Path, session: str) -> None:
    store = Store(str(project))
    name = os.path.basename(store.session_path(session))
    assert os.path.dirname(store.session_path(session)) == os.path.join(store.local, "sessions")
    assert session not in name or not session
    assert name.endswith(".notes") and len(name) <= 40 and name.removesuffix(".notes").isalnum()
