"""Every number the seeds name lives in YAML: changing it in a copy changes the result, with no
Python edit (issue 2 acceptance)."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.resources import rules_dir

NEUTRAL = "You look out of the window."


def copy_rules(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """A copy of the bundled rule file with one text replaced (which must occur exactly once);
    its ``include: [core]`` finds the bundled lexicon, as a designer's copy of one file does."""
    text = (rules_dir() / f"{name}.yaml").read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path = tmp_path / f"{name}.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def two_ticks(rules: engine.Ruleset, observation: str = NEUTRAL, **initial: float):
    state = rules.tick(None, NEUTRAL, time="2026-04-27T12:00:00",
                       initial_values=initial or None).state
    return rules.tick(state, observation, time="2026-04-27T12:15:00")


def test_a_decay_rate(tmp_path):
    rules = engine.load_ruleset(copy_rules(tmp_path, "needs", "decay: {per_tick: 0.02}",
                                           "decay: {per_tick: 0.05}"))
    assert two_ticks(rules).state["values"]["satiety"] == 0.65


def test_a_threshold(tmp_path):
    bundled = two_ticks(engine.load_ruleset("needs"), social=0.4)
    changed = two_ticks(engine.load_ruleset(copy_rules(
        tmp_path, "needs", "threshold: 0.3, priority: 4", "threshold: 0.45, priority: 4")),
        social=0.4)
    assert bundled.report["current_need"] == "whatever"
    assert changed.report["current_need"] == "social"


def test_a_priority(tmp_path):
    initial = {"satiety": 0.1, "energy": 0.1}
    bundled = two_ticks(engine.load_ruleset("needs"), **initial)
    changed = two_ticks(engine.load_ruleset(copy_rules(
        tmp_path, "needs", "threshold: 0.2, priority: 1", "threshold: 0.2, priority: 7")),
        **initial)
    assert bundled.report["current_need"] == "satiety"
    assert changed.report["current_need"] == "energy"


def test_an_interrupt_flag(tmp_path):
    rules = engine.load_ruleset(copy_rules(
        tmp_path, "needs", "priority: 1, may_interrupt: true", "priority: 1, may_interrupt: false"))
    result = two_ticks(rules, satiety=0.1)
    assert result.report["current_need"] == "satiety"
    assert result.report["should_interrupt_plan"] is False
    assert result.outputs["state/needs.json"]["can_interrupt"]["satiety"] is False


def test_a_lexicon_word_added_inline_in_the_rule_file(tmp_path):
    bundled = two_ticks(engine.load_ruleset("needs"), "You find a zorblax.")
    rules = engine.load_ruleset(copy_rules(tmp_path, "needs", "include: [core]",
                                           "include: [core]\n  terms: {eat: [zorblax]}"))
    changed = two_ticks(rules, "You find a zorblax.")
    assert bundled.state["values"]["satiety"] == 0.68
    assert changed.state["values"]["satiety"] == 0.98


def test_an_effect_amount(tmp_path):
    rules = engine.load_ruleset(copy_rules(tmp_path, "needs", "change: {satiety: 0.3}",
                                           "change: {satiety: 0.1}"))
    assert two_ticks(rules, "You eat a sandwich.", satiety=0.5).state["values"]["satiety"] == 0.58


def test_a_formula_coefficient(tmp_path):
    initial = {"sleep_pressure": 0.6}
    bundled = two_ticks(engine.load_ruleset("physiology"), **initial)
    # Issue 6 moved fatigue's weights to named parameters (sleep pressure's is 0.6).
    rules = engine.load_ruleset(copy_rules(tmp_path, "physiology", "fatigue_sleep_weight: 0.6 ",
                                           "fatigue_sleep_weight: 0.9 "))
    changed = two_ticks(rules, **initial)
    difference = changed.state["values"]["fatigue"] - bundled.state["values"]["fatigue"]
    assert difference == pytest.approx(0.3 * changed.state["values"]["sleep_pressure"], abs=1e-5)


def test_sleep_pressures_time_constant(tmp_path):
    # Issue 6 moved Process S's time constants to named parameters.
    rules = engine.load_ruleset(copy_rules(tmp_path, "physiology",
                                           "sleep_rise_tau_hours: 18.2 ",
                                           "sleep_rise_tau_hours: 9.1 "))
    bundled = two_ticks(engine.load_ruleset("physiology"), sleep_pressure=0.2)
    faster = two_ticks(rules, sleep_pressure=0.2)
    assert faster.state["values"]["sleep_pressure"] > bundled.state["values"]["sleep_pressure"]
