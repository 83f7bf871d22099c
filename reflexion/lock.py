"""The store's inter-process lock: one lock file, flock on POSIX, msvcrt on Windows; re-entrant per process.

filelock would do this too, but importing it costs ~40 ms here — more than a whole hook may spend — while
the OS calls underneath (the same ones filelock uses) cost microseconds.
"""

from __future__ import annotations

import sys
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os
    from types import TracebackType
else:
    from reflexion import posixos as os  # os without importing os (5.6 M instructions a hook)


class LockTimeout(OSError):
    """Another process held the store's lock for longer than we may wait."""


class Lock:
    """`with Lock(path):` — exclusive across processes, re-entrant within one Lock object."""

    def __init__(self, path: str, timeout: float = 8.0) -> None:
        self.path = path
        self.timeout = timeout
        self._fd = -1
        self._depth = 0

    def __enter__(self) -> Lock:
        if self._depth == 0:
            self._acquire()
        self._depth += 1
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._depth -= 1
        if self._depth == 0:
            self._release()

    def _acquire(self) -> None:
        # never through a symlink: a cloned repository's `local/lock -> ~/x` would create or lock its target
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
        deadline = time.monotonic() + self.timeout
        pause = 0.002
        while True:
            try:
                _try_lock(fd)
                self._fd = fd
                return
            except OSError:
                if time.monotonic() >= deadline:
                    os.close(fd)
                    raise LockTimeout(f"the store is locked by another process ({self.path})") from None
                time.sleep(pause)
                pause = min(pause * 2, 0.05)

    def _release(self) -> None:
        fd, self._fd = self._fd, -1
        try:
            _unlock(fd)
        finally:
            os.close(fd)


# fcntl and msvcrt are imported when a lock is first taken: a hook that writes nothing loads neither


def _try_lock(fd: int) -> None:
    if sys.platform != "win32":
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    else:  # pragma: no cover - Windows
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)


def _unlock(fd: int) -> None:
    if sys.platform != "win32":
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)
    else:  # pragma: no cover - Windows
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
