"""posixos: os for the hook path without importing os — the same answers as os, on POSIX."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# what each function answers, in a Python where posixos loads before os (a hook's), then by os's own
PROBE = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
from reflexion import posixos as light
assert "os" not in sys.modules and light.name == "posix", "posixos is os itself"
import os, posixpath
folder = sys.argv[2]
paths = ["", "/", "//", "///a", "a", "a/", "a//b/", "/a/b/../c/./d", "..", "../x", "~", "~/x", "~root/x",
         "x~", folder, folder + "/"]
paths += [folder + "/" + name for name in ("file", "link", "dangling", "missing")]
seen = []


def attempt(function, path):
    try:
        return function(path)
    except OSError as exc:  # getsize of what is missing
        return type(exc).__name__


paths += [folder + "/" + name for name in ("loop", "up/../file", "chain", "rel", "in/../../x")]
for name in ("split", "dirname", "basename", "isabs", "abspath", "normcase", "exists", "lexists", "isdir",
             "isfile", "islink", "expanduser", "realpath", "getsize"):
    for p in paths:
        mine, theirs = (attempt(getattr(module.path if module is light else posixpath, name), p)
                        for module in (light, posixpath))
        if mine != theirs:
            seen.append([name, p, repr(mine), repr(theirs)])
for parts in (("a", "b"), ("a/", "b"), ("", "b"), ("a", "/b", "c"), ("a", ""), ("/", "x/", "y")):
    if light.path.join(*parts) != posixpath.join(*parts):
        seen.append(["join", parts])
if light.environ != dict(os.environ):
    seen.append(["environ"])
light.makedirs(folder + "/m/n/o")
light.makedirs(folder + "/m/n/o", exist_ok=True)
try:
    light.makedirs(folder + "/m/n/o")
    seen.append(["makedirs", "no FileExistsError"])
except FileExistsError:
    pass
if not (os.path.isdir(folder + "/m/n/o") and light.stat is os.stat and light.O_NOFOLLOW == os.O_NOFOLLOW):
    seen.append(["functions"])
print(json.dumps(seen))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX: elsewhere posixos is os itself")
def test_posixos_answers_as_os_does(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    (tmp_path / "link").symlink_to(tmp_path / "file")
    (tmp_path / "dangling").symlink_to(tmp_path / "gone")
    (tmp_path / "loop").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop")
    (tmp_path / "up").symlink_to(tmp_path / "file")
    (tmp_path / "chain").symlink_to("link")  # relative, to a link
    (tmp_path / "rel").symlink_to("../" + tmp_path.name + "/file")
    (tmp_path / "in").mkdir()
    run = subprocess.run(
        [sys.executable, "-I", "-S", "-c", PROBE, str(ROOT), str(tmp_path)],
        capture_output=True, text=True, env={**os.environ, "HOME": str(tmp_path)}, cwd=tmp_path,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == []


def test_where_os_is_loaded_posixos_is_os() -> None:
    from reflexion import posixos

    assert posixos is os
