"""Rule-language additions made for the grounded physiology (issue 6), pinned on tiny rulesets:
a time constant given by a formula, a JSON flag read through a map, extra activity columns."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

import engine

BASE = """\
ruleset: tiny
version: 1
activities:
  eating: {met: 1.5, eating: 1, aliases: [eat]}
  desk work: {met: 1.5, aliases: [desk_work]}
parameters: {tau: 2.0}
inputs:
  support:
    source: context.support
    map: {"true": 1, "false": 0}
    default: 0
  eating_now:
    activity_table: eating
    default: 0
variables:
  x:
    initial: 1
    relax: {toward: 0, time_constant_hours: %s}
formulas:
  flag: "support + eating_now"
activity: {source: context.activity}
needs:
  rest: {variable: x, threshold: 0.1, priority: 1, may_interrupt: false}
report: {ok: ok}
outputs:
  - file: state/tiny.json
    fields: {x: x, flag: flag}
"""


def tiny(tmp_path: Path, tau: str = "tau") -> engine.Ruleset:
    path = tmp_path / "tiny.yaml"
    path.write_text(BASE % tau, encoding="utf-8")
    return engine.load_ruleset(path)


def after_one_hour(rules: engine.Ruleset, **context) -> dict:
    state = rules.tick(None, "", time="2026-04-27T08:00:00", context=context).state
    return rules.tick(state, "", time="2026-04-27T09:00:00", context=context).state["values"]


def test_a_time_constant_may_name_a_parameter(tmp_path):
    assert after_one_hour(tiny(tmp_path))["x"] == pytest.approx(math.exp(-1 / 2), abs=1e-6)


def test_a_time_constant_may_be_a_formula_of_the_tick(tmp_path):
    rules = tiny(tmp_path, '"tau * (1 - 0.5 * support)"')
    assert after_one_hour(rules, support=True)["x"] == pytest.approx(math.exp(-1), abs=1e-6)
    assert after_one_hour(rules, support=False)["x"] == pytest.approx(math.exp(-0.5), abs=1e-6)


def test_a_time_constant_that_is_not_positive_at_tick_time_is_an_error(tmp_path):
    rules = tiny(tmp_path, '"tau - 2"')
    state = rules.tick(None, "", time="2026-04-27T08:00:00").state
    with pytest.raises(engine.RuleError) as caught:
        rules.tick(state, "", time="2026-04-27T09:00:00")
    assert caught.value.diagnostics[0].code == "rules.non-finite"
    assert "greater than 0" in caught.value.diagnostics[0].message


def test_an_unknown_name_in_a_time_constant_is_a_load_error(tmp_path):
    with pytest.raises(engine.RuleError) as caught:
        tiny(tmp_path, "taw")
    [diagnostic] = caught.value.diagnostics
    assert diagnostic.code == "expr.unknown-name"
    assert diagnostic.path == "variables.x.relax.time_constant_hours"
    assert diagnostic.suggestion == "tau"


def test_a_json_flag_is_read_through_a_map_with_true_and_false(tmp_path):
    rules = tiny(tmp_path)
    assert after_one_hour(rules, support=True)["flag"] == 1.0
    assert after_one_hour(rules, support=False)["flag"] == 0.0
    assert after_one_hour(rules, support=0.5)["flag"] == 0.5


def test_a_flag_without_a_map_entry_is_still_an_input_error(tmp_path):
    path = tmp_path / "tiny.yaml"
    path.write_text((BASE % "tau").replace('map: {"true": 1, "false": 0}', "min: 0"),
                    encoding="utf-8")
    rules = engine.load_ruleset(path)
    with pytest.raises(engine.InputError, match="must be a finite number"):
        rules.tick(None, "", time="2026-04-27T08:00:00", context={"support": True})


def test_an_activity_may_carry_its_own_numeric_columns(tmp_path):
    rules = tiny(tmp_path)
    assert rules.activity_column("eat", "eating") == 1.0
    assert rules.activity_column("desk_work", "eating") is None
    assert after_one_hour(rules, activity="eat")["flag"] == 1.0
    assert after_one_hour(rules, activity="desk_work")["flag"] == 0.0
