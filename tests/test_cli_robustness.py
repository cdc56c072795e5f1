"""Bad paths, hostile input and odd context never end in a traceback, and say what is wrong."""

from __future__ import annotations

import json
import os
import stat

import pytest
from helpers import run_cli, tick_json

import engine
from engine.ticking import OBSERVATION_LIMIT, RETRY_NOTE


def test_a_workspace_that_cannot_be_written_is_a_clear_error_and_writes_nothing(tmp_path,
                                                                                capsys):
    (tmp_path / "state/current_need.txt").mkdir(parents=True)  # a folder in the way
    code, report = tick_json(capsys, ["--skill", "needs", "--workspace", str(tmp_path),
                                      "--observation", "You eat.", "--time",
                                      "2026-04-27T12:00:00"])
    assert code == 1
    assert report["ok"] is False
    assert report["error"]["diagnostics"][0]["code"] == "io.error"
    assert sorted(p.name for p in (tmp_path / "state").iterdir()) == ["current_need.txt"]


def test_a_missing_workspace_is_refused_rather_than_starting_a_new_agent(tmp_path, capsys):
    code, report = tick_json(capsys, ["--skill", "needs", "--workspace",
                                      str(tmp_path / "typo"), "--observation", "x"])
    assert code == 1
    assert "does not exist" in report["error"]["message"]
    assert not (tmp_path / "typo").exists()


def test_a_script_that_is_a_folder_is_an_input_error(tmp_path, capsys):
    code, _, err = run_cli(capsys, ["run", "--skill", "needs", str(tmp_path)])
    assert code == 1
    assert "not a file" in err


def test_a_failing_script_line_is_named_with_its_line_number(tmp_path, capsys):
    script = tmp_path / "day.jsonl"
    script.write_text('{"time": "2026-04-27T12:00:00", "observation": "x"}\n'
                      '{"time": "2026-04-27T11:00:00", "observation": "x"}\n')
    code, _, err = run_cli(capsys, ["run", "--skill", "needs", str(script)])
    assert code == 1
    assert f"{script}:2: error: this line failed" in err
    assert "refusing to apply 2026-04-27T11:00:00" in err


def test_a_failing_script_line_is_reported_once_with_the_problems_own_code(tmp_path, capsys):
    # the scratch workspace's state file or the line's own values mean nothing to the user
    # apart from the line: one diagnostic, at the line, with the engine's code
    script = tmp_path / "day.jsonl"
    script.write_text('{"time": "2026-04-27T06:00:00", "state": {"satiety": "full"}}\n')
    code, _, err = run_cli(capsys, ["run", "--skill", "needs", str(script)])
    assert code == 1
    assert err.splitlines() == [
        f"{script}:1: error: this line failed: state.satiety must be a finite number, got "
        "'full' [input.context]"]


def test_a_csv_path_in_a_missing_folder_is_a_clear_error(tmp_path, capsys):
    script = tmp_path / "day.jsonl"
    script.write_text('{"time": "2026-04-27T12:00:00", "observation": "x"}\n')
    code, _, err = run_cli(capsys, ["run", "--skill", "needs", str(script), "--quiet",
                                    "--csv", str(tmp_path / "no" / "such" / "out.csv")])
    assert code == 1
    assert "No such file or directory" in err and "Traceback" not in err


def test_the_needs_skill_reads_state_observation_txt_when_no_observation_is_passed(tmp_path,
                                                                                  capsys):
    (tmp_path / "state").mkdir()
    (tmp_path / "state/observation.txt").write_text("You eat a sandwich.")
    code, report = tick_json(capsys, ["--skill", "needs", "--workspace", str(tmp_path)])
    assert code == 0
    assert report["adjustments"][0]["cause"] == "event:eat"


def test_a_retried_physiology_call_prints_the_stored_values(tmp_path, capsys):
    args = ["--skill", "physiology", "--workspace", str(tmp_path), "--args-json",
            json.dumps({"observation": "You walk to work in the sun.", "tick": 900,
                        "time": "2026-04-27T08:00:00", "temperature_c": 30})]
    tick_json(capsys, args)
    stored = json.loads((tmp_path / "state/physiology.json").read_text())
    code, again = tick_json(capsys, args)
    assert code == 0
    for name, value in again["physiology"].items():
        assert value == stored[name], name
    assert again["notes"] == [RETRY_NOTE, *stored["notes"]]


def test_one_rulesets_file_is_refused_by_the_other_by_name(tmp_path, capsys):
    tick_json(capsys, ["--skill", "needs", "--workspace", str(tmp_path), "--observation", "x"])
    code, report = tick_json(capsys, ["--skill", "physiology", "--workspace", str(tmp_path),
                                      "--observation", "x"])
    assert code == 1
    assert "written by the 'needs' ruleset" in report["error"]["message"]


def test_new_state_files_get_the_usual_permissions(tmp_path, capsys):
    old = os.umask(0o022)
    try:
        tick_json(capsys, ["--skill", "needs", "--workspace", str(tmp_path), "--observation",
                           "x"])
    finally:
        os.umask(old)
    mode = stat.S_IMODE((tmp_path / "state/needs.json").stat().st_mode)
    assert mode == 0o644


@pytest.fixture(scope="module")
def physiology() -> engine.Ruleset:
    return engine.load_ruleset("physiology")


@pytest.mark.parametrize("context, words", [
    ({"drinks": [{"volume_ml": -500}]}, "must not be negative"),
    ({"drinks": [1]}, "must be an object with volume_ml"),
    ({"drinks": "lots"}, "must be a list"),
    ({"stressor": 5}, "context.stressor must be an object"),
    ({"activity": 5}, "context.activity must be text"),
    ({"temperature_c": True}, "must be a finite number"),
])
def test_malformed_context_is_an_input_error_naming_the_field(physiology, context, words):
    with pytest.raises(engine.InputError, match=words):
        physiology.tick(None, "You drink a glass of water.", time="2026-04-27T12:00:00",
                        context=context)


def test_an_unknown_meal_size_falls_back_with_a_note(physiology):
    result = physiology.tick(None, "You eat lunch.", time="2026-04-27T12:00:00",
                             context={"meal_size": "huge"})
    # Issue 6: meal sizes map to kcal (meal_kcal); an unknown size falls back to the eating
    # event of the text (a full-strength meal, 600 kcal) instead of a fixed satiety gain.
    assert result.trace["inputs"]["meal_kcal"] == {"value": 600.0, "from": "otherwise"}
    assert any("'huge' is not one of" in note for note in result.state["notes"])


def test_a_very_long_observation_is_read_up_to_the_limit_with_a_note(physiology):
    text = "You eat a sandwich. " + "The wind blows. " * (OBSERVATION_LIMIT // 10)
    result = physiology.tick(None, text, time="2026-04-27T12:00:00")
    assert result.state["markers"]["last_meal_tick"] == 0
    assert any(f"first {OBSERVATION_LIMIT}" in note for note in result.state["notes"])


def test_a_non_text_observation_is_an_input_error(physiology):
    with pytest.raises(engine.InputError, match="observation must be text"):
        physiology.tick(None, 123)  # type: ignore[arg-type]


def test_a_prior_state_without_values_is_an_input_error(physiology):
    with pytest.raises(engine.InputError, match="prior_state must be"):
        physiology.tick({"garbage": 1}, "x")


def test_version_flag(capsys):
    with pytest.raises(SystemExit) as exit_info:
        run_cli(capsys, ["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.startswith("homeostat ")


def test_a_body_events_file_torn_in_the_middle_is_an_error_and_nothing_is_written(tmp_path,
                                                                                  capsys):
    events = tmp_path / "state/body_events.jsonl"
    events.parent.mkdir()
    events.write_bytes(b'{"tick": 1, "event": "ate"}\n{"tick": 2, "ev\n{"tick": 3, "event": "x"}\n')
    before = events.read_bytes()
    code, report = tick_json(capsys, ["--skill", "physiology", "--workspace", str(tmp_path),
                                      "--observation", "You drink a glass of water."])
    assert code == 1
    assert "line 2 is not a complete JSON record" in report["error"]["message"]
    assert events.read_bytes() == before
    assert sorted(p.name for p in events.parent.iterdir()) == ["body_events.jsonl"]
    code, _, err = run_cli(capsys, ["validate", "--state", str(tmp_path), "--skill",
                                    "physiology"])
    assert code == 1 and "body_events.jsonl:2" in err


def test_a_derived_value_out_of_its_clamp_range_is_refused_like_a_variable(tmp_path, capsys):
    tick_json(capsys, ["--skill", "physiology", "--workspace", str(tmp_path), "--observation",
                       "x", "--time", "2026-04-27T12:00:00"])
    body = tmp_path / "state/physiology.json"
    document = json.loads(body.read_text())
    document["hunger_pressure"] = 1.5
    body.write_text(json.dumps(document))
    before = body.read_bytes()
    code, report = tick_json(capsys, ["--skill", "physiology", "--workspace", str(tmp_path),
                                      "--observation", "x", "--time", "2026-04-27T12:15:00"])
    assert code == 1
    assert "hunger_pressure is 1.5, outside the allowed range [0, 1]" in report["error"]["message"]
    assert body.read_bytes() == before


def test_a_folder_as_skill_names_a_rule_file_inside(tmp_path, capsys):
    (tmp_path / "needs.yaml").write_text("ruleset: x\n")
    code, _, err = run_cli(capsys, ["tick", "--skill", str(tmp_path)])
    assert code == 2 and "is a folder; give one rule file in it" in err


def test_a_tick_pauses_the_cycle_collector_only_while_it_runs(tmp_path):
    import gc

    from engine.cli import main

    (tmp_path / "ws").mkdir()
    assert gc.isenabled()
    assert main(["tick", "--skill", "needs", "--workspace", str(tmp_path / "ws"),
                 "--observation", "You eat."]) == 0
    assert gc.isenabled()  # switched back on for the host process (or the next test)


def test_a_reader_that_stops_early_does_not_cost_the_csv(tmp_path):
    """`homeostat run ... --csv F | head -1`: the pipe closes while the table is printed; the
    CSV is written before the table, so it is complete (a newcomer's finding, session 7)."""
    import subprocess
    import sys

    from engine.resources import rules_dir

    csv_path = tmp_path / "day.csv"
    env = {**os.environ, "HOMEOSTAT_CACHE_DIR": str(tmp_path / "cache")}
    process = subprocess.Popen(
        [sys.executable, "-m", "engine", "run", "--skill", "needs",
         str(rules_dir() / "examples" / "office-day.jsonl"), "--csv", str(csv_path)],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    assert process.stdout is not None
    process.stdout.readline()
    process.stdout.close()  # what `head -1` does after its line
    process.wait(timeout=120)
    lines = csv_path.read_text("utf-8").splitlines()
    assert len(lines) == 97  # the header and 96 ticks
    assert lines[0].split(",")[0] == "time"


@pytest.mark.parametrize("step", [1e12, 1e20])
def test_a_step_that_ends_past_the_year_9999_is_an_input_error_and_keeps_the_state(
        tmp_path, capsys, step):
    first = json.dumps({"observation": "You eat.", "tick": 900, "time": "2026-04-27T12:00:00"})
    assert run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                            "--args-json", first])[0] == 0
    before = {p.name: p.read_bytes() for p in (tmp_path / "state").iterdir()}
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--args-json", json.dumps({"observation": "You eat.",
                                                                 "tick": step})])
    assert code == 1
    diagnostic = json.loads(out)["error"]["diagnostics"][0]
    assert diagnostic["code"] == "input.tick" and diagnostic["path"] == "tick"
    assert diagnostic["message"] == (
        f"a step of {step:g} seconds from 2026-04-27T12:00:00 ends past the year 9999; give the "
        "tick's time (--time or the args' time) or a step length in seconds (900 is 15 minutes)")
    assert "Traceback" not in err
    assert {p.name: p.read_bytes() for p in (tmp_path / "state").iterdir()} == before


@pytest.mark.parametrize("value, message", [
    ("-1", "'-1': give seconds >= 0 (0: do not wait)"),
    ("nan", "'nan': give seconds >= 0 (0: do not wait)"),
    ("soon", "'soon' is not a number of seconds"),
])
def test_a_lock_timeout_that_is_not_seconds_is_a_usage_error(tmp_path, capsys, value, message):
    # (session 25: -1 was taken silently, meaning "try once" with flock and "wait for ever"
    # with the filelock fallback)
    code, out, err = run_cli(capsys, ["tick", "--skill", "needs", "--workspace", str(tmp_path),
                                      "--observation", "x", f"--lock-timeout={value}"])
    assert code == 2
    assert f"argument --lock-timeout: {message}" in err
    assert not (tmp_path / "state").exists()


@pytest.mark.parametrize("tick, message", [
    ("-900", "tick is the step length in seconds and must be > 0, got -900: send the seconds "
     "one step stands for (900 for 15 minutes) or leave tick out (a host that sends a step "
     "counter instead needs a ruleset with time.host_tick: counter)"),
    ("1e999", "tick is the step length in seconds and must be a finite number, got Infinity: "
     "send the seconds one step stands for (900 for 15 minutes) or leave tick out"),
])
def test_a_bad_step_length_says_what_to_send(tmp_path, capsys, tick, message):
    args = f'{{"observation": "x", "tick": {tick}, "time": "2026-04-27T12:00:00"}}'
    code, report = tick_json(capsys, ["--skill", "needs", "--workspace", str(tmp_path),
                                      "--args-json", args])
    assert code == 1
    assert report["error"]["diagnostics"][0]["message"] == message
