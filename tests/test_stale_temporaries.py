"""A tick deletes the temp files a killed writer left beside the files it writes, and nothing
else (engine.workspace._remove_stale_temporaries lists the folder once; issue 7)."""

from __future__ import annotations

import engine
from engine.workspace import run_workspace_tick


def test_a_tick_removes_only_the_stale_temporaries_of_the_files_it_writes(tmp_path):
    state = tmp_path / "state"
    state.mkdir()
    stale = [".needs.json.3f2a9c1b0d4e.tmp", ".needs.json..tmp", ".current_need.txt.x.y.tmp"]
    kept = [".needs.json.tmp", "needs.json.1.tmp", ".needs.json.3f2a9c1b0d4e.tmp.bak",
            ".other.json.3f2a.tmp", ".needs.jsonx.1.tmp", ".NEEDS.JSON.1.tmp", "notes.txt"]
    for name in stale + kept:
        (state / name).write_text("x")
    ruleset = engine.load_ruleset("needs")
    outcome = run_workspace_tick(ruleset, tmp_path, observation="You eat a sandwich.",
                                 time="2026-04-27T12:00:00")
    assert sorted(outcome.written) == ["state/current_need.txt", "state/needs.json"]
    left = sorted(path.name for path in state.iterdir())
    assert left == sorted(kept + ["current_need.txt", "needs.json"])
    assert not list(tmp_path.glob("**/*.tmp")) or all(
        path.name in kept for path in tmp_path.glob("**/*.tmp"))
