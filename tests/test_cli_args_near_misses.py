"""A misspelt args key still joins the context, but a near miss of a key the skill reads warns."""

from __future__ import annotations

import json

import pytest
from helpers import run_cli

from engine.diagnostics import _ratio_bound, did_you_mean
from engine.loading import load_ruleset
from engine.workspace import known_args, misspelt_args_warnings

TIME = "2026-04-27T12:00:00"


def _tick(capsys, tmp_path, skill: str, args: dict) -> tuple[int, dict, str]:
    code, out, err = run_cli(capsys, ["tick", "--skill", skill, "--workspace", str(tmp_path),
                                      "--time", TIME, "--args-json", json.dumps(args)])
    return code, json.loads(out), err


def test_a_misspelt_observation_key_warns_with_the_key_it_meant(tmp_path, capsys):
    code, report, err = _tick(capsys, tmp_path, "needs", {"obsevation": "You eat a sandwich."})
    assert code == 0 and report["ok"] is True
    assert err == ("homeostat: warning: args key 'obsevation' is not one this skill reads, so it "
                   "only joins the context; did you mean 'observation'?\n")


def test_near_misses_of_physiology_context_inputs_each_warn(tmp_path, capsys):
    code, _, err = _tick(capsys, tmp_path, "physiology",
                         {"observation": "You read.", "temperature": 30, "Drink": 2})
    assert code == 0
    assert err.splitlines() == [
        "homeostat: warning: args key 'temperature' is not one this skill reads, so it only "
        "joins the context; did you mean 'temperature_c'?",
        "homeostat: warning: args key 'Drink' is not one this skill reads, so it only joins "
        "the context; did you mean 'drinks'?",
    ]


def test_host_keys_that_are_not_near_misses_tick_silently(tmp_path, capsys):
    args = {"observation": "You eat.", "tick_id": 7, "timestamp": "noon", "agent_id": 3,
            "mood": "calm", "skill_name": "needs"}
    code, _, err = _tick(capsys, tmp_path, "needs", args)
    assert code == 0
    assert err == ""


def test_a_near_miss_of_a_key_the_args_also_hold_is_not_flagged():
    ruleset = load_ruleset("needs")
    assert misspelt_args_warnings(ruleset, {"observation": "x", "obsevation": "y"}) == []


def test_known_args_are_the_reserved_keys_the_observer_and_the_context_sources():
    assert known_args(load_ruleset("physiology")) == (
        "activity", "drinks", "food_water_ml", "kcal", "meal_size", "met", "name",
        "observation", "observer", "stressor", "temperature_c", "tick", "time")


@pytest.mark.parametrize(("first", "second", "bound"), [
    ("obsevation", "observation", 200 * 10 / 21),
    ("abc", "xyz", 0.0),
    ("", "", 100.0),
    ("aab", "ab", 80.0),
])
def test_the_ratio_bound_counts_shared_characters(first, second, bound):
    assert _ratio_bound(first, second) == pytest.approx(bound)


def test_did_you_mean_gives_the_same_answer_with_the_bound_as_rapidfuzz_alone():
    from rapidfuzz import fuzz

    words = ["observation", "obsevation", "tick", "tik", "time", "timestamp", "drinks", "Drink",
             "temperature_c", "temperature", "met", "meta", "kcal", "cal", "name", "names"]
    for word in words:
        for candidate in words:
            score = fuzz.ratio(word.casefold(), candidate.casefold())
            assert _ratio_bound(word.casefold(), candidate.casefold()) >= score - 1e-9
            assert (did_you_mean(word, [candidate], cutoff=80.0) is not None) == (score >= 80)


def test_a_nested_context_object_warns_naming_the_keys_to_move_up(tmp_path, capsys):
    # (session 25, a newcomer's report: {"context": {"temperature_c": 35}} changed nothing,
    # without a word)
    code, _, err = _tick(capsys, tmp_path, "physiology", {
        "observation": "You read.", "context": {"temperature_c": 35, "met": 2, "mood": "calm"},
        "agent": {"id": 7}})
    assert code == 0
    assert err == ("homeostat: warning: args key 'context' holds 'met', 'temperature_c', which "
                   "this skill reads only at the top level of the args; move them up a level\n")


def test_a_nested_key_the_args_also_hold_at_the_top_is_not_flagged():
    ruleset = load_ruleset("physiology")
    assert misspelt_args_warnings(ruleset, {"temperature_c": 30,
                                            "context": {"temperature_c": 30}}) == []
