"""The bundled `needs` ruleset reproduces seed 000, through the library and through the CLI."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from helpers import assert_valid, run_cli, tick_json

import engine

NEUTRAL = "You look out of the window."


@pytest.fixture(scope="module")
def needs() -> engine.Ruleset:
    return engine.load_ruleset("needs")


def times(count: int, start_minute: int = 0) -> list[str]:
    minutes = [start_minute + 15 * i for i in range(count)]
    return [f"2026-04-27T{12 + m // 60:02d}:{m % 60:02d}:00" for m in minutes]


def test_three_neutral_ticks_from_the_defaults_decay_satiety_by_002_and_energy_by_003(needs):
    result = needs.tick(None, NEUTRAL, time="2026-04-27T12:00:00", tick=900)
    assert result.state["values"] == {"satiety": 0.7, "energy": 0.6, "safety": 0.8, "social": 0.5}
    state = result.state
    seen = []
    for moment in times(4)[1:]:
        state = needs.tick(state, NEUTRAL, time=moment, tick=900).state
        seen.append(state["values"])
    assert seen == [
        {"satiety": 0.68, "energy": 0.57, "safety": 0.8, "social": 0.5},
        {"satiety": 0.66, "energy": 0.54, "safety": 0.8, "social": 0.5},
        {"satiety": 0.64, "energy": 0.51, "safety": 0.8, "social": 0.5},
    ]


def test_a_new_state_takes_no_decay_on_its_first_call(needs):
    result = needs.tick(None, NEUTRAL, time="2026-04-27T12:00:00")
    assert result.report["adjustments"] == []
    assert result.state["tick"] == 0


def test_eating_raises_satiety_by_the_rule_amount_and_is_reported_as_an_adjustment(needs):
    result = needs.tick(None, "You eat a sandwich at the cafe.", time="2026-04-27T12:00:00")
    assert result.state["values"]["satiety"] == 1.0  # 0.7 + 0.3
    [adjustment] = result.report["adjustments"]
    assert adjustment["variable"] == "satiety"
    assert adjustment["delta"] == 0.3
    assert adjustment["cause"] == "event:eat"


def test_per_tick_decay_scales_with_the_elapsed_time_over_the_step_length(needs):
    start = needs.tick(None, NEUTRAL, time="2026-04-27T12:00:00", tick=900).state
    one_hour = needs.tick(start, NEUTRAL, time="2026-04-27T13:00:00", tick=900).state
    assert one_hour["values"]["satiety"] == 0.62  # 4 ticks of 0.02
    short_steps = needs.tick(start, NEUTRAL, time="2026-04-27T12:15:00", tick=300).state
    assert short_steps["values"]["energy"] == 0.51  # 3 ticks of 300 s: 0.6 - 3 * 0.03


def test_a_need_is_urgent_at_exactly_its_threshold_and_interrupts_only_if_allowed(needs):
    state = needs.tick(None, NEUTRAL, time="2026-04-27T06:00:00",
                       initial_values={"satiety": 0.22, "energy": 0.9, "safety": 0.9,
                                       "social": 0.9}).state
    result = needs.tick(state, NEUTRAL, time="2026-04-27T06:15:00")
    assert result.state["values"]["satiety"] == 0.2
    assert result.report["current_need"] == "satiety"
    assert result.report["should_interrupt_plan"] is True


def test_safety_and_social_become_current_but_never_interrupt_the_plan(needs):
    result = needs.tick(None, NEUTRAL, time="2026-04-27T06:00:00",
                        initial_values={"satiety": 0.9, "energy": 0.9, "safety": 0.5,
                                        "social": 0.3})
    assert result.report["current_need"] == "social"
    assert result.report["should_interrupt_plan"] is False
    result = needs.tick(None, NEUTRAL, time="2026-04-27T06:00:00",
                        initial_values={"satiety": 0.9, "energy": 0.9, "safety": 0.1,
                                        "social": 0.1})
    assert result.report["current_need"] == "safety"  # priority 3 before social's 4
    assert result.report["should_interrupt_plan"] is False


def test_the_first_urgent_need_in_priority_order_wins(needs):
    result = needs.tick(None, NEUTRAL, time="2026-04-27T06:00:00",
                        initial_values={"satiety": 0.1, "energy": 0.1, "safety": 0.1,
                                        "social": 0.1})
    assert result.report["current_need"] == "satiety"


def test_with_no_urgent_need_the_current_need_is_whatever(needs):
    result = needs.tick(None, NEUTRAL, time="2026-04-27T06:00:00")
    assert result.report["current_need"] == "whatever"
    assert result.report["should_interrupt_plan"] is False
    assert result.outputs["state/current_need.txt"] == "whatever\n"


def test_values_are_clamped_after_every_step(needs):
    """bug-reports B21: decay to 0 first, then the meal: 0.30, not 0.25; never above 1."""
    low = needs.tick(None, NEUTRAL, time="2026-04-27T06:00:00",
                     initial_values={"satiety": 0.01}).state
    fed = needs.tick(low, "You eat a sandwich.", time="2026-04-27T06:15:00").state
    assert fed["values"]["satiety"] == 0.3
    high = needs.tick(None, NEUTRAL, time="2026-04-27T06:00:00",
                      initial_values={"satiety": 0.95}).state
    full = needs.tick(high, "You eat a sandwich.", time="2026-04-27T06:15:00").state
    assert full["values"]["satiety"] == 1.0


def test_the_outputs_validate_against_their_schemas(needs):
    state = needs.tick(None, NEUTRAL, time="2026-04-27T12:00:00").state
    result = needs.tick(state, "You eat a sandwich.", time="2026-04-27T12:15:00")
    assert_valid("needs-file", result.outputs["state/needs.json"])
    assert_valid("needs-report", result.report)


# -- through the CLI, as AgentSociety 2 calls it ---------------------------------------------


def digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_acceptance_walkthrough_in_an_empty_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    args = {"observation": "You eat a sandwich at the cafe.", "tick": 900,
            "time": "2026-04-27T12:00:00"}
    code, report = tick_json(capsys, ["--skill", "needs", "--args-json", json.dumps(args)])
    assert code == 0
    assert set(report) == {"ok", "current_need", "needs", "thresholds", "adjustments",
                           "should_interrupt_plan"}
    first = json.loads((tmp_path / "state/needs.json").read_text())
    assert (tmp_path / "state/current_need.txt").read_text() == "whatever\n"

    later = {"observation": NEUTRAL, "tick": 900, "time": "2026-04-27T12:15:00"}
    code, report = tick_json(capsys, ["--skill", "needs", "--args-json", json.dumps(later)])
    assert code == 0
    second = json.loads((tmp_path / "state/needs.json").read_text())
    assert round(first["satiety"] - second["satiety"], 9) == 0.02
    assert round(first["energy"] - second["energy"], 9) == 0.03
    assert (second["safety"], second["social"]) == (first["safety"], first["social"])

    before = digest(tmp_path)
    code, again = tick_json(capsys, ["--skill", "needs", "--args-json", json.dumps(later)])
    assert code == 0
    assert digest(tmp_path) == before
    assert again["needs"] == report["needs"]


def test_time_going_backwards_is_an_error_and_writes_nothing(tmp_path, capsys):
    workspace = str(tmp_path)
    tick_json(capsys, ["--skill", "needs", "--workspace", workspace, "--observation", NEUTRAL,
                       "--time", "2026-04-27T22:00:00"])
    before = digest(tmp_path)
    code, report = tick_json(capsys, ["--skill", "needs", "--workspace", workspace,
                                      "--observation", NEUTRAL, "--time",
                                      "2026-04-27T21:00:00"])
    assert code == 1
    assert report["ok"] is False
    assert "2026-04-27T22:00:00" in report["error"]["message"]
    assert "2026-04-27T21:00:00" in report["error"]["message"]
    assert digest(tmp_path) == before
    assert_valid("error-report", report)


def test_a_long_gap_is_caught_up_to_the_cap_with_a_note(needs):
    state = needs.tick(None, NEUTRAL, time="2026-04-27T12:00:00",
                       initial_values={"safety": 0.8}).state
    result = needs.tick(state, NEUTRAL, time="2026-04-30T12:00:00")  # 72 h later
    assert result.trace["elapsed"]["capped"] is True
    assert result.trace["elapsed"]["hours"] == 24
    assert result.state["values"]["satiety"] == 0.0  # 96 ticks of 0.02 from 0.7, clamped
    assert any("24 h of a 72 h gap" in note for note in result.state["notes"])


def test_an_iso_time_with_an_offset_is_kept_as_written(needs):
    result = needs.tick(None, NEUTRAL, time="2026-04-27T23:30:00+02:00")
    assert result.trace["elapsed"]["seconds"] == 0
    assert result.state["time"] == "2026-04-27T23:30:00+02:00"


def test_a_bad_time_is_a_clear_input_error(tmp_path, capsys):
    code, report = tick_json(capsys, ["--skill", "needs", "--workspace", str(tmp_path),
                                      "--observation", NEUTRAL, "--time", "12:30"])
    assert code == 1
    assert report["error"]["type"] == "input"
    assert "ISO 8601" in report["error"]["message"]
    assert not (tmp_path / "state").exists()


def test_usage_errors_exit_2(capsys):
    code, _, err = run_cli(capsys, ["tick", "--workspace", "."])
    assert code == 2
    assert "--skill" in err


def test_a_prior_state_from_another_ruleset_or_with_nan_is_an_input_error(needs):
    physiology = engine.load_ruleset("physiology").tick(None, NEUTRAL).state
    with pytest.raises(engine.InputError, match="'physiology' ruleset"):
        needs.tick(physiology, NEUTRAL)
    broken = needs.tick(None, NEUTRAL).state
    broken["values"]["satiety"] = float("nan")
    with pytest.raises(engine.InputError, match="prior_state.values.satiety"):
        needs.tick(broken, NEUTRAL)


def test_needs_json_carries_a_purpose_and_a_summary_for_the_host(needs):
    document = needs.tick(None, "You eat a sandwich.", time="2026-04-27T12:00:00").outputs[
        "state/needs.json"]
    assert document["_meta"]["purpose"].startswith("Need values in [0, 1]")
    assert document["_summary"] == ("current need whatever (interrupt plan: no); satiety 1.00, "
                                    "energy 0.60, safety 0.80, social 0.50")
