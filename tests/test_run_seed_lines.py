"""`homeostat run` seed lines ({"time", "state"}) start the run's state; one after a tick was
ignored without a word (session 27 newcomer's report) and is now refused, at its line, before
anything runs."""

from __future__ import annotations

import json

from helpers import run_cli


def write_script(path, lines):
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")


def test_a_seed_line_after_a_tick_is_refused_at_its_line(tmp_path, capsys):
    script = tmp_path / "day.jsonl"
    write_script(script, [
        {"time": "2026-04-27T07:00:00", "observation": "You wake up."},
        {"time": "2026-04-27T07:15:00", "observation": "You read."},
        {"time": "2026-04-27T07:30:00", "state": {"satiety": 0.95}},
    ])
    code, out, err = run_cli(capsys, ["run", "--skill", "needs", str(script),
                                      "--workspace", str(tmp_path / "ws")])
    assert code == 1
    assert err.startswith(f"{script}:3: error: a state seed line must come before the first "
                          "tick (line 1); ")
    assert err.rstrip().endswith("[input.script-seed-late]")
    assert not (tmp_path / "ws" / "state" / "needs.json").exists()  # nothing ran


def test_seed_lines_before_the_first_tick_start_the_state(tmp_path, capsys):
    script = tmp_path / "day.jsonl"
    write_script(script, [
        {"time": "2026-04-27T07:00:00", "state": {"satiety": 0.95}},
        {"time": "2026-04-27T07:15:00", "observation": "You read."},
    ])
    code, out, _ = run_cli(capsys, ["run", "--skill", "needs", str(script), "--json"])
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [row["seed"] for row in rows] == [True, False]
    assert rows[0]["values"]["satiety"] == 0.95
