"""Many agents at once (issue 7 item 4): ``Ruleset.tick_many`` gives exactly the scalar ticks,
``Ruleset.tick_columns`` gives the scalar numbers to 1e-9, and the generated kernel behind both
gives exactly what the interpreter gives, including for calls it hands back to it.

The reference everywhere is :func:`engine.ticking.interpret_tick`, which walks the rule model.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import pytest
from helpers import failing_cases
from test_reference_day import write_script

import engine
from engine.diagnostics import InputError, RuleError, UsageError
from engine.lexicon import EVENT_KINDS
from engine.resources import rules_dir
from engine.ticking import interpret_tick
from engine.timekeeping import hour_of_day, parse_time

DAYS = sorted((Path(__file__).resolve().parent / "data" / "days").glob("*.jsonl"))
SKILLS = ["physiology", "needs"]


def day_lines() -> list[list[dict]]:
    return [[json.loads(raw) for raw in path.read_text("utf-8").splitlines() if raw.strip()]
            for path in DAYS]


def agents() -> list[list[dict]]:
    """Five agents over 96 ticks: the three day scripts; day A again with no observation and
    the clock 7 minutes later; day C with no time at all (one tick elapses per call)."""
    days = day_lines()
    late = [{"time": (parse_time(x["time"]).replace(minute=parse_time(x["time"]).minute + 7)
                      .isoformat()), "observation": None, "ctx": x["ctx"]} for x in days[0]]
    untimed = [{"time": None, "observation": x["observation"], "ctx": x["ctx"]} for x in days[2]]
    return [*days, late, untimed]


def assert_same_result(batch, reference, where) -> None:
    assert batch.state == reference.state, where
    assert batch.appends == reference.appends, where
    assert batch.events == reference.events, where
    assert batch.report == reference.report, where
    assert batch.outputs == reference.outputs, where
    assert batch.trace == reference.trace, where


@pytest.mark.parametrize("skill", SKILLS)
def test_tick_many_gives_exactly_the_interpreters_results_for_every_agent(skill):
    rules = engine.load_ruleset(skill)
    lines = agents()
    states = [None] * len(lines)
    reference_states = [None] * len(lines)
    for index in range(96):
        step = [agent[index] for agent in lines]
        results = rules.tick_many(states, [x["observation"] for x in step],
                                  [x["time"] for x in step], [x["ctx"] for x in step])
        assert len(results) == len(lines)
        for agent, (result, line) in enumerate(zip(results, step, strict=True)):
            reference = interpret_tick(rules, reference_states[agent], line["observation"],
                                       time=line["time"], context=line["ctx"])
            assert_same_result(result, reference, (skill, agent, index))
            reference_states[agent] = reference.state
        states = [result.state for result in results]


def test_tick_many_takes_observers_and_whole_columns_of_none():
    rules = engine.load_ruleset("physiology")
    text = "Sam eats a sandwich."
    results = rules.tick_many([None, None], [text, text], None, None, observers=["Sam", None])
    assert [r.state["markers"]["last_meal_tick"] for r in results] == [0, None]
    assert results[0].state == interpret_tick(rules, None, text, observer="Sam").state


def test_tick_many_names_the_failing_agent_and_returns_nothing():
    rules = engine.load_ruleset("physiology")
    first = rules.tick_many([None] * 3, None, ["2026-04-27T12:00:00"] * 3, None)
    states = [r.state for r in first]
    with pytest.raises(InputError) as caught:
        rules.tick_many(states, None, ["2026-04-27T12:15:00", "noon", "2026-04-27T12:15:00"],
                        None)
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.path == "agents[1].time"
    assert diagnostic.code == "input.time"
    assert "'noon' is not an ISO 8601 date-time" in diagnostic.message


def test_tick_many_keeps_the_error_type_of_a_state_that_goes_back_in_time():
    rules = engine.load_ruleset("physiology")
    states = [r.state for r in rules.tick_many([None, None], None,
                                               ["2026-04-27T12:00:00"] * 2, None)]
    with pytest.raises(engine.StateError) as caught:
        rules.tick_many(states, None, ["2026-04-27T12:15:00", "2026-04-27T11:00:00"], None)
    assert caught.value.diagnostics[0].path == "agents[1].time"


def test_tick_many_refuses_columns_of_different_lengths():
    rules = engine.load_ruleset("needs")
    with pytest.raises(UsageError) as caught:
        rules.tick_many([None, None], ["a"], None, None)
    assert caught.value.diagnostics[0].path == "tick_many"
    assert caught.value.diagnostics[0].message == (
        "tick_many needs one entry per agent: 2 states but 1 observations")


# -- the kernel hands unusual calls to the interpreter ------------------------------------------


def test_the_kernel_gives_the_interpreters_result_for_unusual_calls() -> None:
    def one_case(case):
        rules = engine.load_ruleset("physiology")
        rules.kernel(now=True)
        start = rules.tick(None, "You wake up.", time="2026-04-27T12:00:00")
        prior = start.state
        if case.get("integer_prior"):
            prior = {**prior, "values": {**prior["values"], "satiety": 1, "pain": 0}}
        time = case.get("time", "2026-04-27T12:15:00")
        context = case.get("context", {})
        ours = rules.tick(prior, "You eat lunch.", time=time, context=context)
        reference = interpret_tick(rules, prior, "You eat lunch.", time=time, context=context)
        assert_same_result(ours, reference, case)

    cases = [
        {"context": {"meal_size": "banquet"}},               # a label the map does not know: a note
        {"context": {"stressor": {"intensity": 0.5, "social_support": "true"}}},
        {"context": {"drinks": [{"volume_ml": 250}, {"kind": "tea"}]}},
        {"context": {"activity": "o'clock walk"}},           # an apostrophe: the regex lookup
        {"time": "2026-04-28T12:15:00"},                     # a day later: the catch-up cap note
        {"time": None},                                      # no time: the default hour note
        {"integer_prior": True},                             # prior values written as integers
    ]
    assert failing_cases(one_case, cases) == []


def test_the_kernel_raises_the_interpreters_errors():
    rules = engine.load_ruleset("physiology")
    rules.kernel(now=True)
    state = rules.tick(None, "", time="2026-04-27T12:00:00").state
    bad = {**state, "values": {**state["values"], "satiety": 1.5}}
    with pytest.raises(InputError) as caught:
        rules.tick(bad, "", time="2026-04-27T12:15:00")
    assert caught.value.diagnostics[0].path == "prior_state.values.satiety"
    with pytest.raises(InputError) as caught:
        rules.tick(state, "", time="2026-04-27T12:15:00", context={"met": "fast"})
    assert caught.value.diagnostics[0].path == "context.met"


# -- columns ------------------------------------------------------------------------------------


def columns_of(results, rules, np):
    """What the scalar ticks perceived and resolved, as the columnar arguments."""
    count = len(results)
    events = {kind: np.zeros(count) for kind in EVENT_KINDS}
    inputs = {spec.name: np.full(count, np.nan) for spec in rules.inputs}
    hours = np.zeros(count)
    for agent, result in enumerate(results):
        for event in result.events:
            if event.is_actual_self and event.strength > events[event.kind][agent]:
                events[event.kind][agent] = event.strength
        for name, item in result.trace["inputs"].items():
            if item["from"] in ("source", "activity table"):
                inputs[name][agent] = item["value"]
        hours[agent] = result.trace["elapsed"]["hours"]
    return events, inputs, hours


def run_columns_against_scalar(rules, lines, np, start_values=None, first_tick=1.0):
    """Tick ``lines`` (one list per agent, equal lengths) both ways; returns the largest
    difference of any value at any tick."""
    count = len(lines)
    states = [None] * count
    values = start_values or rules.initial_columns(count)
    worst = 0.0
    for index in range(len(lines[0])):
        step = [agent[index] for agent in lines]
        results = rules.tick_many(states, [x.get("observation") for x in step],
                                  [x["time"] for x in step], [x.get("ctx") for x in step])
        events, inputs, hours = columns_of(results, rules, np)
        hour = np.array([hour_of_day(parse_time(x["time"])) for x in step])
        out = rules.tick_columns(values, hours=hours, hour=hour, events=events, inputs=inputs,
                                 first_tick=first_tick if index == 0 else 0.0)
        for agent, result in enumerate(results):
            for name, value in result.state["values"].items():
                worst = max(worst, abs(float(out.values[name][agent]) - value))
        states = [result.state for result in results]
        values = out.values
        first_tick = 0.0
    return worst


@pytest.mark.parametrize("skill", SKILLS)
def test_columns_give_the_scalar_numbers_on_the_day_scripts(skill):
    np = pytest.importorskip("numpy")
    rules = engine.load_ruleset(skill)
    assert run_columns_against_scalar(rules, day_lines(), np) <= 1e-9


@pytest.mark.parametrize("skill", SKILLS)
def test_columns_give_the_scalar_numbers_when_agents_tick_different_times(skill):
    # one agent ticks every 15 minutes, one every 30, one every 45: each tick's elapsed hours
    # differ per agent, which takes the per-agent path of the decay factors
    np = pytest.importorskip("numpy")
    rules = engine.load_ruleset(skill)
    days = day_lines()
    lines = [days[0][:32], days[1][::2][:32], days[2][::3][:32]]
    assert run_columns_against_scalar(rules, lines, np) <= 1e-9


def test_columns_give_the_scalar_numbers_on_the_reference_day_at_five_minutes(tmp_path):
    np = pytest.importorskip("numpy")
    rules = engine.load_ruleset("physiology")
    lines = []
    for scenario in ("normal", "skipped_lunch"):
        script = write_script(scenario, tmp_path / f"{scenario}.jsonl", 5)
        lines.append([json.loads(raw) for raw in script.read_text("utf-8").splitlines()])
    seeds = [rules.tick(None, "", time=agent[0]["time"], initial_values=agent[0]["state"])
             for agent in lines]
    start = {v.name: np.array([s.state["values"][v.name] for s in seeds])
             for v in rules.variables}
    # the seeded states carry on from the seed line in both forms
    count = len(lines)
    states = [s.state for s in seeds]
    values, worst = start, 0.0
    for index in range(1, len(lines[0])):
        step = [agent[index] for agent in lines]
        results = rules.tick_many(states, [x["observation"] for x in step],
                                  [x["time"] for x in step], [x["ctx"] for x in step])
        events, inputs, hours = columns_of(results, rules, np)
        hour = np.array([hour_of_day(parse_time(x["time"])) for x in step])
        out = rules.tick_columns(values, hours=hours, hour=hour, events=events, inputs=inputs)
        for agent in range(count):
            for name, value in results[agent].state["values"].items():
                worst = max(worst, abs(float(out.values[name][agent]) - value))
        states, values = [r.state for r in results], out.values
    assert worst <= 1e-9


def test_columns_round_exactly_like_python():
    np = pytest.importorskip("numpy")
    from engine.columnar import _rounded

    halves = np.arange(-200_000, 200_000) / 2e6  # every exact binary tie and its neighbours
    mixed = np.random.default_rng(3).uniform(-1e4, 1e4, 100_000)
    for sample in (halves, mixed, halves * 0.5 + 0.1):
        python = [round(float(x), 6) or 0.0 for x in sample]
        into, scratch = np.empty_like(sample), np.empty_like(sample)
        written = _rounded(np, sample, None, small=True, out=into, scratch=scratch)
        assert written is into  # the result table's row, filled in place
        for ours in (_rounded(np, sample, None), written):
            assert [float(x) for x in ours] == python
            assert not np.any(np.signbit(ours) & (ours == 0))


def test_columns_broadcast_numbers_and_accept_a_result_back_whole():
    np = pytest.importorskip("numpy")
    rules = engine.load_ruleset("physiology")
    first = rules.tick_columns(rules.initial_columns(4), hours=0.0, hour=8.0, first_tick=1.0)
    second = rules.tick_columns(first.values, hours=np.array([0.25, 0.5, 1.0, 2.0]), hour=8.5)
    assert second.values["satiety"].shape == (4,)
    assert list(second.values["satiety"]) == sorted(second.values["satiety"], reverse=True)
    assert list(first.context_given) == [0.0] * 4


def test_columns_name_a_prior_value_out_of_bounds_by_agent():
    np = pytest.importorskip("numpy")
    rules = engine.load_ruleset("physiology")
    values = rules.initial_columns(3)
    values["satiety"] = np.array([0.5, 0.5, 1.5])
    with pytest.raises(InputError) as caught:
        rules.tick_columns(values, hours=0.25)
    assert caught.value.diagnostics[0].path == "values.satiety[2]"
    assert caught.value.diagnostics[0].message == (
        "values.satiety[2] is 1.5, outside [0, 1]")


def test_columns_refuse_unknown_names_and_ragged_columns():
    np = pytest.importorskip("numpy")
    rules = engine.load_ruleset("physiology")
    values = rules.initial_columns(3)
    with pytest.raises(UsageError) as caught:
        rules.tick_columns(values, hours=0.25, inputs={"temperature": 30.0})
    assert caught.value.diagnostics[0].path == "inputs.temperature"
    assert caught.value.diagnostics[0].suggestion == "temperature_c"
    with pytest.raises(UsageError) as caught:
        rules.tick_columns(values, hours=np.zeros(2))
    assert caught.value.diagnostics[0].message == (
        "columns differ in length: [2, 3]; give one value per agent")


def test_columns_report_a_formula_that_fails_for_some_agent(tmp_path):
    np = pytest.importorskip("numpy")
    text = (rules_dir() / "physiology.yaml").read_text(encoding="utf-8")
    broken = text.replace('thirst: "clamp(water_deficit_l / (dry_mouth_fraction * body_mass_kg)',
                          'thirst: "clamp(water_deficit_l / (water_deficit_l - 0.6)')
    assert broken != text
    (tmp_path / "physiology.yaml").write_text(broken, encoding="utf-8")
    rules = engine.load_ruleset(tmp_path / "physiology.yaml")
    with pytest.raises(RuleError) as caught:
        rules.tick(None, "", time="2026-04-27T12:00:00")
    assert caught.value.diagnostics[0].code == "expr.evaluation"
    with pytest.raises(RuleError) as caught:
        rules.tick_columns(rules.initial_columns(2), hours=0.0, first_tick=1.0)
    assert caught.value.diagnostics[0].code == "expr.evaluation"
    assert caught.value.diagnostics[0].path == "formulas.thirst"
    values = rules.initial_columns(2)
    values["water_deficit_l"] = np.array([1.0, 2.0])
    out = rules.tick_columns(values, hours=0.0, first_tick=1.0)
    assert math.isclose(out.values["thirst"][1], 1.0)


def test_columns_without_numpy_name_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "numpy", None)
    rules = engine.load_ruleset("needs")
    with pytest.raises(UsageError) as caught:
        rules.tick_columns({}, hours=0.25)
    assert caught.value.diagnostics[0].message == (
        "columnar ticks need numpy, an optional extra: pip install 'homeostat[columnar]' "
        "(in a checkout: pip install '.[columnar]')")


def test_columns_can_write_into_an_earlier_result():
    np = pytest.importorskip("numpy")
    rules = engine.load_ruleset("physiology")
    start = rules.initial_columns(3)
    first = rules.tick_columns(start, hours=0.25, hour=9.0, first_tick=1.0)
    second = rules.tick_columns(first.values, hours=0.25, hour=9.25)
    fresh = rules.tick_columns(second.values, hours=0.25, hour=9.5)
    reused = rules.tick_columns(second.values, hours=0.25, hour=9.5, out=first)
    assert reused.table is first.table
    assert all(np.array_equal(reused.values[k], fresh.values[k]) for k in fresh.values)
    # a result whose arrays are the input values is not overwritten
    again = rules.tick_columns(second.values, hours=0.25, hour=9.5, out=second)
    assert again.table is not second.table
