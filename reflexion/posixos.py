"""`os` for the hook path, on `posix` alone: importing os costs a hook ~5.6 M instructions (its
_collections_abc, posixpath, genericpath and stat), a seventh of a bare Python start, for the few of its
functions a hook calls. Where os is loaded already (a person's command, the tests) or off POSIX, this
module is os itself; a name it lacks is os's, which is then loaded.

    TYPE_CHECKING = False
    if TYPE_CHECKING:
        import os
    else:
        from reflexion import posixos as os
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_LIGHT = "os" not in sys.modules and "posix" in sys.builtin_module_names
if _LIGHT:
    import posix
    from posix import environ as _environ
    from posix import fspath, getcwd, lstat, mkdir, stat

    # the very functions and constants os takes from posix: those a hook calls (any other is os's)
    _FROM_POSIX = """O_APPEND O_CREAT O_EXCL O_NOFOLLOW O_NONBLOCK O_RDONLY O_RDWR O_WRONLY POSIX_SPAWN_OPEN
        WNOHANG close fstat getpid listdir lseek nice open posix_spawn pread read replace rmdir scandir
        stat_result unlink urandom utime waitpid write"""
    globals().update({n: getattr(posix, n) for n in _FROM_POSIX.split() if hasattr(posix, n)})

    try:
        from posix import _path_normpath  # type: ignore[attr-defined]  # C, from 3.11
    except ImportError:  # pragma: no cover - 3.10: posixpath's, with os itself
        _LIGHT = False

if not _LIGHT:
    import os

    sys.modules[__name__] = os
else:
    name, sep, curdir, pardir, devnull = "posix", "/", ".", "..", "/dev/null"
    SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2
    error = OSError
    _encoding, _errors = sys.getfilesystemencoding(), sys.getfilesystemencodeerrors()
    # what os.environ holds, read once: a hook never sets a variable (a child gets a mapping of its own)
    environ = {
        key.decode(_encoding, _errors): value.decode(_encoding, _errors) for key, value in _environ.items()
    }

    def getenv(key: str, default: str | None = None) -> str | None:
        return environ.get(key, default)

    def makedirs(folder: str, mode: int = 0o777, exist_ok: bool = False) -> None:
        """os.makedirs."""
        head, tail = path.split(folder)
        if not tail:
            head, tail = path.split(head)
        if head and tail and not path.exists(head):
            try:
                makedirs(head, exist_ok=exist_ok)
            except FileExistsError:  # another process made it meanwhile
                pass
            if tail == curdir:
                return
        try:
            mkdir(folder, mode)
        except OSError:
            if not exist_ok or not path.isdir(folder):
                raise

    path = type(sys)("posixpath")  # os.path: the functions a hook calls; any other loads posixpath's

    def _join(a: Any, *parts: Any) -> str:
        joined: str = fspath(a)
        for part in map(fspath, parts):
            if part.startswith("/") or not joined:
                joined = part
            elif joined.endswith("/"):
                joined += part
            else:
                joined += "/" + part
        return joined

    def _split(p: Any) -> tuple[str, str]:
        p = fspath(p)
        cut = p.rfind("/") + 1
        head, tail = p[:cut], p[cut:]
        if head and head != "/" * len(head):
            head = head.rstrip("/")
        return head, tail

    def _dirname(p: Any) -> str:
        return _split(p)[0]

    def _basename(p: Any) -> str:
        p = fspath(p)
        return str(p[p.rfind("/") + 1 :])

    def _isabs(p: Any) -> bool:
        return bool(fspath(p).startswith("/"))

    def _abspath(p: Any) -> str:
        p = fspath(p)
        return str(_path_normpath(p if p.startswith("/") else _join(getcwd(), p)) or ".")

    def _mode(p: Any, follow: bool = True) -> int:
        try:
            return int((stat if follow else lstat)(p).st_mode)
        except (OSError, ValueError):
            return 0

    def _exists(p: Any) -> bool:
        try:
            stat(p)
        except (OSError, ValueError):
            return False
        return True

    def _getsize(p: Any) -> int:
        return int(stat(p).st_size)

    def _lexists(p: Any) -> bool:
        try:
            lstat(p)
        except (OSError, ValueError):
            return False
        return True

    def _expanduser(p: Any) -> str:
        p = fspath(p)
        if not p.startswith("~"):
            return str(p)
        if (p == "~" or p.startswith("~/")) and "HOME" in environ:
            return environ["HOME"].rstrip("/") + p[1:] or "/"
        import posixpath  # ~user, or no HOME: the password database (and os)

        return str(posixpath.expanduser(p))

    def _realpath(p: Any) -> str:
        """posixpath.realpath (not strict): each link on the way resolved, a loop left as it stands."""
        found, _ = _resolved("", fspath(p), {})
        return _abspath(found)

    def _resolved(done: str, rest: str, seen: dict[str, str | None]) -> tuple[str, bool]:
        if rest.startswith("/"):
            done, rest = "/", rest[1:]
        while rest:
            name, _, rest = rest.partition("/")
            if not name or name == curdir:
                continue
            if name == pardir:
                if not done:
                    done = pardir
                    continue
                done, name = _split(done)
                if name == pardir:
                    done = _join(done, pardir, pardir)
                continue
            step = _join(done, name)
            if _mode(step, follow=False) & 0o170000 != 0o120000:
                done = step
                continue
            if step in seen:
                known = seen[step]
                if known is None:  # a loop: what is resolved, then the rest as it stands
                    return _join(step, rest), False
                done = known
                continue
            seen[step] = None
            done, ok = _resolved(done, posix.readlink(step), seen)
            if not ok:
                return _join(done, rest), False
            seen[step] = done
        return done, True

    def _posixpath(attribute: str) -> Any:
        import posixpath

        return getattr(posixpath, attribute)

    vars(path).update(
        join=_join,
        split=_split,
        dirname=_dirname,
        basename=_basename,
        isabs=_isabs,
        abspath=_abspath,
        normcase=fspath,
        exists=_exists,
        getsize=_getsize,
        lexists=_lexists,
        isdir=lambda p: _mode(p) & 0o170000 == 0o040000,
        isfile=lambda p: _mode(p) & 0o170000 == 0o100000,
        islink=lambda p: _mode(p, follow=False) & 0o170000 == 0o120000,
        expanduser=_expanduser,
        realpath=_realpath,
        sep="/",
        __getattr__=_posixpath,
    )

    def __getattr__(attribute: str) -> Any:  # PEP 562: any other name is os's
        if hasattr(posix, attribute):
            return getattr(posix, attribute)
        if attribute.startswith("__") or attribute.isupper():  # os's constants are posix's: O_BINARY is none
            raise AttributeError(attribute)
        import os

        return getattr(os, attribute)
