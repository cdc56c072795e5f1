"""One writer per workspace: a file lock around each tick's read-modify-write (DESIGN.md §7).

Uses the ``filelock`` library (a well-kept, cross-platform implementation) on
``<workspace>/.homeostat.lock``. The holder writes its process id into the companion file
``.homeostat.lock.pid`` so that a caller who times out can be told who holds the lock.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .diagnostics import Diagnostic, StateError

__all__ = ["DEFAULT_LOCK_TIMEOUT", "LOCK_NAME", "workspace_lock"]

LOCK_NAME = ".homeostat.lock"
DEFAULT_LOCK_TIMEOUT = 10.0
"""Seconds a tick waits for another tick on the same workspace (design choice: far above a
normal tick, below AgentSociety 2's 30 s skill timeout)."""


@contextmanager
def workspace_lock(workspace: Path, timeout: float = DEFAULT_LOCK_TIMEOUT) -> Iterator[None]:
    """Hold the workspace's lock for the duration of the ``with`` block.

    Raises:
        StateError: the lock could not be had within ``timeout`` seconds; the message names the
            workspace and, when known, the holder's process id. Nothing is read or written.
    """
    from filelock import FileLock, Timeout

    path = workspace / LOCK_NAME
    pid_path = workspace / f"{LOCK_NAME}.pid"
    lock = FileLock(str(path), timeout=timeout)
    try:
        lock.acquire()
    except Timeout:
        holder = _holder(pid_path)
        raise StateError(Diagnostic(
            "state.locked", f"workspace {workspace} is locked by {holder}; waited {timeout:g} s. "
            "Another tick on this workspace is still running; retry later, or raise "
            "--lock-timeout", file=str(path))) from None
    try:
        pid_path.write_text(f"{os.getpid()}\n", encoding="ascii")
        yield
    finally:
        try:
            pid_path.unlink()
        except FileNotFoundError:
            pass
        lock.release()


def _holder(pid_path: Path) -> str:
    try:
        pid = pid_path.read_text(encoding="ascii").strip()
    except OSError:
        return "another process"
    return f"pid {pid}" if pid.isdigit() else "another process"
