"""One writer per workspace: a file lock around each tick's read-modify-write (DESIGN.md §7).

The lock is an exclusive ``flock`` on ``<workspace>/.homeostat.lock``. The holder writes its
process id into the companion file ``.homeostat.lock.pid`` so that a caller who times out can be
told who holds the lock.

On POSIX systems the lock is taken with :func:`fcntl.flock` directly: the ``filelock`` library
does exactly this on Unix (a non-blocking ``flock`` on the same file, polled until a timeout), so
both interoperate, but importing ``filelock`` 4.x costs about 13 ms (it pulls in ``logging``,
``inspect``, ``secrets``...), close to the whole budget of a cold CLI tick (issue 7, measured with
``python -X importtime``). Where ``fcntl`` is missing (Windows) or the filesystem refuses
``flock`` (some network mounts answer ENOSYS/ENOTSUP/ENOLCK), ``filelock`` is used: it knows
the Windows calls and the soft-lock fallback.
"""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Callable

from .diagnostics import Diagnostic, StateError
from .paths import joined, spelled

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at run time (issue 7)
if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["DEFAULT_LOCK_TIMEOUT", "LOCK_NAME", "workspace_lock"]

LOCK_NAME = ".homeostat.lock"
DEFAULT_LOCK_TIMEOUT = 10.0
"""Seconds a tick waits for another tick on the same workspace (design choice: far above a
normal tick, below AgentSociety 2's 30 s skill timeout)."""

_POLL_SECONDS = 0.01
"""How often a waiting tick retries the lock (filelock's default poll interval is 0.05 s; a
tick takes a few ms, so a shorter poll keeps a queue of ticks on one workspace moving)."""

_BUSY = (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK)
"""``flock`` errors that mean "someone else holds it"; any other error means no flock here."""


class _Timeout(Exception):
    """The lock was not had within the timeout."""


class _NoFlock(Exception):
    """This platform or filesystem has no usable ``flock``: use ``filelock`` instead."""


def _flock_acquire(path: str, timeout: float) -> int:
    """Open ``path`` and hold an exclusive ``flock`` on it; returns the descriptor.

    Raises:
        _Timeout: another process held it for ``timeout`` seconds.
        _NoFlock: no ``fcntl`` module, or the filesystem does not support ``flock``.
        OSError: the lock file cannot be created or opened (e.g. a read-only workspace).
    """
    try:
        import fcntl
    except ImportError:
        raise _NoFlock from None
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    deadline = time.monotonic() + timeout
    try:
        while True:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return descriptor
            except OSError as error:
                if error.errno not in _BUSY:
                    raise _NoFlock from None
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise _Timeout
            time.sleep(min(_POLL_SECONDS, remaining))
    except BaseException:
        os.close(descriptor)
        raise


def _acquire(path: str, timeout: float) -> Callable[[], None]:
    """Take the lock at ``path`` (flock, else filelock); returns the function that releases it.

    Raises:
        _Timeout: not had within ``timeout`` seconds.
    """
    try:
        descriptor = _flock_acquire(path, timeout)
    except _NoFlock:
        pass
    else:
        return lambda: os.close(descriptor)  # closing the descriptor releases the flock
    from filelock import FileLock, Timeout

    lock = FileLock(path, timeout=timeout)
    try:
        lock.acquire()
    except Timeout:
        raise _Timeout from None
    return lock.release


class workspace_lock:  # noqa: N801 - used like the function it was: with workspace_lock(path)
    """Hold the workspace's lock for the duration of the ``with`` block.

    Raises:
        StateError: the lock could not be had within ``timeout`` seconds; the message names the
            workspace (spelled as ``pathlib`` spells it) and, when known, the holder's process
            id. Nothing is read or written. Its ``file`` is ``.homeostat.lock``, relative to the
            workspace like a state file's (the CLI prefixes the workspace on stderr).

    (A small context manager class, not a :func:`contextlib.contextmanager` generator: a cold
    tick imports nothing else from :mod:`contextlib`, ~3 M instructions; issue 7.)
    """

    __slots__ = ("_workspace", "_timeout", "_pid_path", "_release")

    def __init__(self, workspace: str | Path, timeout: float = DEFAULT_LOCK_TIMEOUT) -> None:
        self._workspace = workspace
        self._timeout = timeout

    def __enter__(self) -> None:
        workspace = spelled(self._workspace)
        timeout = self._timeout
        path = joined(workspace, LOCK_NAME)
        pid_path = joined(workspace, f"{LOCK_NAME}.pid")
        try:
            release = _acquire(path, timeout)
        except _Timeout:
            holder = _holder(pid_path, path)
            raise StateError(Diagnostic(
                "state.locked", f"workspace {workspace} is locked by {holder}; waited "
                f"{timeout:g} s. Another tick on this workspace is still running; retry later, "
                "or raise --lock-timeout", file=LOCK_NAME)) from None
        self._pid_path, self._release = pid_path, release
        try:
            with open(pid_path, "w", encoding="ascii") as stream:
                stream.write(f"{os.getpid()}\n")
        except BaseException:
            self.__exit__()
            raise

    def __exit__(self, *exc_info: object) -> None:
        try:
            os.unlink(self._pid_path)
        except FileNotFoundError:
            pass
        self._release()


def _holder(pid_path: str, lock_path: str) -> str:
    """Who holds the lock, for the timeout message: ``"pid N"`` or ``"another process"``.

    A homeostat holder writes its pid beside the lock. A holder that is not homeostat (a
    ``flock(1)`` in a shell script, a framework's own lock) writes nothing there; on Linux its pid
    is then looked up in ``/proc/locks`` by the lock file's device and inode.
    """
    try:
        with open(pid_path, encoding="ascii") as stream:
            pid = stream.read().strip()
    except OSError:
        pid = ""
    if pid.isdigit():
        return f"pid {pid}"
    pid = _flock_holder_pid(lock_path)
    return f"pid {pid}" if pid else "another process"


def _flock_holder_pid(lock_path: str) -> str:
    """The pid that ``/proc/locks`` names for a FLOCK on ``lock_path``, or "" when unknown.

    Lines look like ``1: FLOCK  ADVISORY  WRITE 21392 fe:00:2146332 0 EOF``: the pid, then the
    device's major and minor numbers in hex and the inode (proc(5)). Open-file-description
    locks show pid -1 and are skipped; so is this process.
    """
    try:
        status = os.stat(lock_path)
        with open("/proc/locks", encoding="ascii") as stream:
            table = stream.read()
    except OSError:
        return ""
    where = f"{os.major(status.st_dev):02x}:{os.minor(status.st_dev):02x}:{status.st_ino}"
    own = str(os.getpid())
    for line in table.splitlines():
        fields = line.split()
        if (len(fields) >= 6 and fields[1] == "FLOCK" and fields[5] == where
                and fields[4].isdigit() and fields[4] != own):
            return fields[4]
    return ""
