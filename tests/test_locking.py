"""One writer per workspace (bug-reports B24): ticks on one workspace are serialised by a file
lock; a tick that cannot get the lock in time fails clearly and writes nothing."""

from __future__ import annotations

import json
import subprocess
import sys

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


CALL = """
import json, sys
from engine.cli import main
sys.exit(main(["tick", "--skill", "physiology", "--workspace", sys.argv[1], "--args-json",
               json.dumps({"observation": "You eat a sandwich.", "tick": 900,
                           "time": sys.argv[2]})]))
"""


def test_concurrent_ticks_on_one_workspace_never_interleave_or_lose_an_update(tmp_path):
    times = [f"2026-04-27T12:{minute:02d}:00" for minute in range(0, 60, 10)]
    processes = [subprocess.Popen([sys.executable, "-c", CALL, str(tmp_path), moment],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for moment in times]
    outcomes = [process.communicate(timeout=120) + (process.returncode,)
                for process in processes]
    succeeded = [i for i, (_, _, code) in enumerate(outcomes) if code == 0]
    for _, err, code in outcomes:
        # A tick either applies or is refused because a later one already ran; never a crash.
        assert code == 0 or "time cannot go backwards" in err, err
    assert succeeded
    body = json.loads((tmp_path / "state/physiology.json").read_text())
    assert body["tick"] == len(succeeded) - 1  # each success advanced the step counter once
    lines = (tmp_path / "state/body_events.jsonl").read_text().splitlines()
    assert [json.loads(line)["event"] for line in lines] == ["ate"] * len(succeeded)
    assert max(times[i] for i in succeeded) == body["time"]
