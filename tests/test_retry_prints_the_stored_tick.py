"""A retry (a call at the stored time) prints what the stored tick printed, also when the state
is read back from the workspace: before session 24 a physiology retry recomputed the needs from
default inputs (satiety 1.0 for 0.971, energy 0.674 for 0.736) and lost urgency and reasoning,
which the state file does not keep. Adjustments, events and body events stay empty: nothing was
applied. The notes say it was a retry before the stored tick's own notes, which alone ("No prior
body state ...") read as this call's beside its empty events (session 25, a newcomer's report).
The state files are left byte for byte as they were."""

from __future__ import annotations

import json

import pytest
from helpers import run_cli, tick_json

from engine.ticking import RETRY_NOTE

NOTHING_APPLIED = ("adjustments", "events", "body_events", "notes")

DAY = [
    ("2026-04-27T08:00:00", "You wake up and drink a glass of water."),
    ("2026-04-27T13:00:00", "You skip lunch to finish the report."),
    ("2026-04-27T19:00:00", "You sprint for the bus and then eat a huge curry."),
    ("2026-04-28T01:30:00", "You are still awake, scrolling your phone."),
]


def without_what_was_applied(report: dict) -> dict:
    return {key: value for key, value in report.items() if key not in NOTHING_APPLIED}


@pytest.mark.parametrize("skill", ["needs", "physiology"])
@pytest.mark.parametrize("stop", range(1, len(DAY) + 1))
def test_a_retry_reads_back_and_prints_the_stored_report(capsys, tmp_path, skill, stop):
    workspace = ["--skill", skill, "--workspace", str(tmp_path)]
    for time, observation in DAY[:stop]:
        args = json.dumps({"observation": observation, "time": time})
        code, stored = tick_json(capsys, [*workspace, "--args-json", args])
        assert code == 0 and stored["ok"]
    files = {path: path.read_bytes() for path in sorted(tmp_path.rglob("*")) if path.is_file()}
    code, out, err = run_cli(capsys, ["tick", *workspace, "--args-json", args])
    again = json.loads(out)
    assert code == 0
    # said on stderr, so that a host whose first call went wrong knows its second did nothing
    assert err == (f"homeostat: warning: time {time} equals the stored state's: a retry, so "
                   "nothing was applied and the stored values are printed again\n")
    assert without_what_was_applied(again) == without_what_was_applied(stored)
    assert all(again.get(key) in (None, []) for key in NOTHING_APPLIED if key != "notes")
    assert again.get("notes", [RETRY_NOTE])[0] == RETRY_NOTE
    assert again.get("notes", [RETRY_NOTE])[1:] == stored.get("notes", [])
    assert ("notes" in again) == ("notes" in stored)  # physiology prints notes, needs does not
    assert {path: path.read_bytes() for path in files} == files
