"""One writer per workspace (bug-reports B24): ticks on one workspace are serialised by a file
lock; a tick that cannot get the lock in time fails clearly and writes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import tick_json

import engine
from engine.locking import workspace_lock


def test_a_tick_that_cannot_get_the_lock_fails_naming_the_holder_and_writes_nothing(tmp_path,
                                                                                    capsys):
    with workspace_lock(tmp_path):
        code, report = tick_json(capsys, ["--skill", "needs", "--workspace", str(tmp_path),
                                          "--observation", "You eat.", "--lock-timeout", "0.2"])
    assert code == 1
    message = report["error"]["message"]
    assert "is locked by pid " in message and "waited 0.2 s" in message
    assert not (tmp_path / "state").exists()


def test_the_lock_is_released_after_a_failed_tick(tmp_path):
    rules = engine.load_ruleset("needs")
    with pytest.raises(engine.InputError):
        engine.run_workspace_tick(rules, tmp_path, observation="x", time="not a time")
    outcome = engine.run_workspace_tick(rules, tmp_path, observation="x",
                                        time="2026-04-27T12:00:00", lock_timeout=0.2)
    assert outcome.written


def test_the_lock_is_the_same_flock_that_filelock_takes(tmp_path):
    from filelock import FileLock, Timeout

    held = FileLock(str(tmp_path / ".homeostat.lock"))
    with held:
        with pytest.raises(engine.StateError) as info:
            with workspace_lock(tmp_path, timeout=0.1):
                pass
    assert info.value.diagnostics[0].code == "state.locked"
    with workspace_lock(tmp_path):
        with pytest.raises(Timeout):
            FileLock(str(tmp_path / ".homeostat.lock")).acquire(timeout=0.1)


def test_without_flock_the_lock_falls_back_to_filelock(tmp_path, monkeypatch):
    from engine import locking

    def no_flock(path, timeout):
        raise locking._NoFlock

    monkeypatch.setattr(locking, "_flock_acquire", no_flock)
    with workspace_lock(tmp_path):
        with pytest.raises(engine.StateError):
            with workspace_lock(tmp_path, timeout=0.1):
                pass
    rules = engine.load_ruleset("needs")
    assert engine.run_workspace_tick(rules, tmp_path, observation="x",
                                     time="2026-04-27T12:00:00").written


def test_a_holder_that_is_not_homeostat_is_named_by_its_pid_from_proc_locks(tmp_path, capsys):
    import subprocess
    import sys

    if not Path("/proc/locks").exists():
        pytest.skip("/proc/locks is Linux only")
    lock = tmp_path / ".homeostat.lock"
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, os, sys; fd = os.open(sys.argv[1], os.O_RDWR | "
         "os.O_CREAT); fcntl.flock(fd, fcntl.LOCK_EX); print('held', flush=True); "
         "sys.stdin.read()", str(lock)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        code, report = tick_json(capsys, ["--skill", "needs", "--workspace", str(tmp_path),
                                          "--observation", "You eat.", "--lock-timeout", "0.1"])
    finally:
        holder.communicate("")
    assert code == 1
    assert f"is locked by pid {holder.pid}; waited 0.1 s" in report["error"]["message"]
    assert report["error"]["diagnostics"][0]["file"] == ".homeostat.lock"
    assert report["error"]["message"].startswith(".homeostat.lock: error: workspace ")
    assert not (tmp_path / ".homeostat.lock.pid").exists()
