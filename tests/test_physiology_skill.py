"""The bundled `physiology` ruleset: seed 001's files, shapes, formulas and body events."""

from __future__ import annotations

import json
import math

import pytest
from helpers import assert_valid, tick_json

import engine

PHYSIOLOGY_FIELDS = ["tick", "time", "hunger_pressure", "satiety", "thirst", "sleep_pressure",
                     "fatigue", "stress_load", "pain", "illness", "recent_activity",
                     "last_meal_tick", "last_drink_tick", "last_sleep_tick", "notes", "_meta",
                     "_summary"]


@pytest.fixture(scope="module")
def physiology() -> engine.Ruleset:
    return engine.load_ruleset("physiology")


def write_inputs(workspace, observation: str, context: dict) -> None:
    state = workspace / "state"
    state.mkdir(parents=True, exist_ok=True)
    (state / "observation.txt").write_text(observation, encoding="utf-8")
    (state / "observation_ctx.json").write_text(json.dumps(context), encoding="utf-8")


def test_tick_reads_the_workspace_files_and_writes_both_outputs_in_seed_001_shape(tmp_path,
                                                                                  capsys):
    write_inputs(tmp_path, "You eat a bowl of soup and drink a glass of water.",
                 {"observer": "Noor", "activity": "eating", "temperature_c": 21,
                  "time": "2026-04-27T18:30:00"})
    code, report = tick_json(capsys, ["--skill", "physiology", "--workspace", str(tmp_path)])
    assert code == 0, report
    body = json.loads((tmp_path / "state/physiology.json").read_text())
    needs = json.loads((tmp_path / "state/needs.json").read_text())
    assert list(body) == PHYSIOLOGY_FIELDS
    assert list(needs) == ["current_need", "urgency", "needs", "interrupt_plan", "reasoning",
                           "_meta", "_summary"]
    assert_valid("physiology-file", body)
    assert_valid("physiology-needs-file", needs)
    assert_valid("physiology-report", report)
    for name in PHYSIOLOGY_FIELDS[2:10]:
        assert 0.0 <= body[name] <= 1.0
    for value in needs["needs"].values():
        assert 0.0 <= value <= 1.0
    assert body["time"] == "2026-04-27T18:30:00"  # from observation_ctx.json
    assert body["last_meal_tick"] == 0 and body["last_drink_tick"] == 0
    events = [line for line in (tmp_path / "state/body_events.jsonl").read_text().splitlines()]
    assert [json.loads(line)["event"] for line in events] == ["ate", "drank"]
    for line in events:
        assert_valid("body-event", json.loads(line))


def test_a_new_state_with_nothing_to_go_on_is_neutral_and_says_so(physiology):
    result = physiology.tick(None, "", time="2026-04-27T09:00:00")
    assert result.state["values"]["satiety"] == 0.5
    assert result.state["values"]["sleep_pressure"] == 0.3
    assert any("neutral defaults" in note for note in result.state["notes"])
    assert result.appends == {}


def test_fatigue_is_seed_001s_weighted_sum_plus_circadian_and_inertia(physiology):
    # Issue 6 grounds fatigue in the three-process model (Akerstedt & Folkard 1997): the sleep
    # pressure weight becomes 0.6 (was seed 001's 0.45) and a circadian sleepiness term and
    # sleep inertia are added; exertion, stress and illness keep seed 001's weights.
    result = physiology.tick(None, "", time="2026-04-27T09:00:00",
                             initial_values={"sleep_pressure": 0.6, "stress_load": 0.4,
                                             "illness": 0.2},
                             context={"met": 1.0})
    values = result.state["values"]
    circadian = 0.2 * (1 - math.cos(2 * math.pi * (9 - 16.8) / 24)) / 2
    assert values["circadian_sleepiness"] == pytest.approx(circadian, abs=1e-6)
    assert values["sleep_inertia"] == 0.0  # a new agent has been awake for hours
    expected = (0.6 * 0.6 + circadian + 0.25 * 0.0 + 0.15 * values["stress_load"]
                 + 0.15 * 0.2)
    assert values["fatigue"] == pytest.approx(expected, abs=1e-6)
    assert values["energy"] == pytest.approx(1 - values["fatigue"], abs=1e-6)


def test_sleep_pressure_follows_process_s_in_closed_form(physiology):
    awake = physiology.tick(None, "You read at your desk.", time="2026-04-27T09:00:00",
                            initial_values={"sleep_pressure": 0.2}).state
    later = physiology.tick(awake, "You read at your desk.", time="2026-04-27T13:00:00").state
    rise = 1 - (1 - 0.2) * math.exp(-4 / 18.2)
    assert later["values"]["sleep_pressure"] == pytest.approx(rise, abs=1e-6)
    night = physiology.tick(later, "You are asleep.", time="2026-04-27T17:00:00").state
    fall = rise * math.exp(-4 / 4.2)
    assert night["values"]["sleep_pressure"] == pytest.approx(fall, abs=1e-6)


def test_context_drinks_lower_thirst_by_volume_and_set_the_drink_marker(physiology):
    # Issue 6: thirst is the water deficit in litres over 3% of 70 kg body mass (2.1 L), so
    # 1.26 L is thirst 0.6 and a 300 ml drink takes 0.3 L off the deficit.
    start = physiology.tick(None, "", time="2026-04-27T09:00:00",
                            initial_values={"water_deficit_l": 1.26}).state
    assert start["values"]["thirst"] == pytest.approx(0.6, abs=1e-6)
    result = physiology.tick(start, "You sit at your desk.", time="2026-04-27T09:15:00",
                             context={"drinks": [{"volume_ml": 300}], "met": 1.3})
    [step] = [s for s in result.trace["dynamics"] if s["variable"] == "water_deficit_l"]
    loss = step["after"] - 1.26  # 15 min of losses at 1.3 MET: 1 ml/kcal * 1.3 * 70 / 4
    assert loss == pytest.approx(1.3 * 70 / 4 / 1000, abs=1e-6)
    deficit = 1.26 + loss - 0.3
    assert result.state["values"]["water_deficit_l"] == pytest.approx(deficit, abs=1e-6)
    assert result.state["values"]["thirst"] == pytest.approx(deficit / 2.1, abs=1e-6)
    assert result.state["markers"]["last_drink_tick"] == 1
    assert [r["event"] for r in result.appends["state/body_events.jsonl"]] == ["drank"]


def test_heat_makes_thirst_rise_faster(physiology):
    start = physiology.tick(None, "", time="2026-04-27T09:00:00").state
    mild = physiology.tick(start, "You walk down the street.", time="2026-04-27T10:00:00",
                           context={"temperature_c": 18}).state
    hot = physiology.tick(start, "You walk down the street.", time="2026-04-27T10:00:00",
                          context={"temperature_c": 32}).state
    assert hot["values"]["thirst"] > mild["values"]["thirst"]


def test_a_sleep_episode_is_recorded_once_when_it_starts(physiology):
    state = physiology.tick(None, "You get into bed.", time="2026-04-27T23:00:00").state
    records = []
    for minute in (15, 30, 45):
        result = physiology.tick(state, "You are asleep.", time=f"2026-04-27T23:{minute}:00")
        records += result.appends.get("state/body_events.jsonl", [])
        state = result.state
    assert [r["event"] for r in records] == ["slept"]
    assert state["markers"]["last_sleep_tick"] == 3


def test_another_persons_meal_does_not_feed_the_observer(physiology):
    start = physiology.tick(None, "", time="2026-04-27T12:00:00").state
    result = physiology.tick(start, "Sam is eating a sandwich.", time="2026-04-27T12:15:00",
                             observer="Noor")
    assert result.state["markers"]["last_meal_tick"] is None
    assert result.state["values"]["satiety"] < start["values"]["satiety"]


def test_the_current_need_is_an_action_label_with_urgency_and_reasoning(physiology):
    result = physiology.tick(None, "", time="2026-04-27T18:30:00",
                             initial_values={"satiety": 0.0, "energy_deficit": 1.0})
    needs = result.outputs["state/needs.json"]
    assert needs["current_need"] == "eat"
    assert needs["urgency"] == pytest.approx(1 - needs["needs"]["satiety"], abs=1e-6)
    assert needs["reasoning"].startswith("Hunger")


def test_a_retried_call_appends_no_second_body_event(tmp_path, capsys):
    args = json.dumps({"observation": "You eat an apple.", "tick": 900,
                       "time": "2026-04-27T10:00:00"})
    for _ in range(2):
        code, _ = tick_json(capsys, ["--skill", "physiology", "--workspace", str(tmp_path),
                                     "--args-json", args])
        assert code == 0
    lines = (tmp_path / "state/body_events.jsonl").read_text().splitlines()
    assert len(lines) == 1


def test_the_state_round_trips_through_the_files(tmp_path, physiology):
    first = engine.run_workspace_tick(physiology, tmp_path, observation="You eat a sandwich.",
                                      time="2026-04-27T12:00:00").result
    read_back = engine.workspace.read_prior_state(physiology, tmp_path)
    for name, value in first.state["values"].items():
        if name in {v.name for v in physiology.variables}:
            assert read_back["values"][name] == value, name
    assert read_back["markers"] == first.state["markers"]
    assert read_back["tick"] == first.state["tick"]
    assert read_back["time"] == first.state["time"]


def test_a_dry_run_workspace_tick_reads_the_state_and_writes_nothing(tmp_path, physiology):
    engine.run_workspace_tick(physiology, tmp_path, observation="You eat.",
                              time="2026-04-27T12:00:00")
    before = {p: p.read_bytes() for p in (tmp_path / "state").iterdir()}
    outcome = engine.run_workspace_tick(physiology, tmp_path, observation="You drink water.",
                                        time="2026-04-27T12:15:00", dry_run=True)
    assert outcome.written == []
    assert outcome.result.state["tick"] == 1  # ticked from the stored state
    assert {p: p.read_bytes() for p in (tmp_path / "state").iterdir()} == before
