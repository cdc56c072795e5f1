"""Session 39, columnar round: what the faster columnar path must keep.

The per-ruleset plan now holds the name sets and the namespace's constants, the checks of hours
and prior values are reductions, ``events_detected`` is only counted when a formula reads it, and
dynamics, effects and clamps work in place on arrays of the call's own. These tests pin that
the results and the error messages are what they were, and that no caller's array is touched.
"""

from __future__ import annotations

import pytest

import engine
from engine.diagnostics import InputError, UsageError
from engine.resources import rules_dir

np = pytest.importorskip("numpy")


def bench_columns(agents: int = 1000):
    """The throughput benchmark's columns (benchmarks/throughput.py), smaller."""
    rng = np.random.default_rng(7)
    events = {"eat": (rng.random(agents) < 0.05).astype(float),
              "drink": (rng.random(agents) < 0.1).astype(float)}
    inputs = {"met": rng.choice([0.95, 1.3, 1.5, 3.5, 7.0], agents),
              "temperature_c": rng.uniform(10, 35, agents)}
    return events, inputs, np.full(agents, 0.25)


def same_bits(a, b) -> bool:
    return a.shape == b.shape and np.array_equal(a.view(np.int64), b.view(np.int64))


def patched_physiology(tmp_path, old: str, new: str):
    """The bundled physiology rules with the first ``old`` replaced by ``new``, loaded."""
    text = (rules_dir() / "physiology.yaml").read_text("utf-8")
    assert old in text, old
    path = tmp_path / "physiology.yaml"
    path.write_text(text.replace(old, new, 1), "utf-8")
    return engine.load_ruleset(path)


def test_a_call_changes_none_of_the_callers_arrays():
    rules = engine.load_ruleset("physiology")
    events, inputs, hours = bench_columns()
    values = rules.tick_columns(rules.initial_columns(1000), hours=hours, events=events,
                                inputs=inputs).values
    before = {name: array.copy() for name, array in
              [*values.items(), *events.items(), *inputs.items(), ("hours", hours)]}
    rules.tick_columns(values, hours=hours, hour=7.0, events=events, inputs=inputs)
    after = {**values, **events, **inputs, "hours": hours}
    assert all(same_bits(before[name], after[name]) for name in before)


def test_reused_output_arrays_give_a_fresh_results_bits():
    rules = engine.load_ruleset("physiology")
    events, inputs, hours = bench_columns()
    fresh_values = reused_values = rules.initial_columns(1000)
    spare = [None, None]
    for step in range(6):
        fresh = rules.tick_columns(fresh_values, hours=hours, hour=6.0 + step, events=events,
                                   inputs=inputs)
        reused = rules.tick_columns(reused_values, hours=hours, hour=6.0 + step, events=events,
                                    inputs=inputs, out=spare[step % 2])
        assert same_bits(fresh.table, reused.table)
        assert same_bits(fresh.context_given, reused.context_given)
        spare[step % 2] = reused
        fresh_values, reused_values = fresh.values, reused.values


def test_hours_over_the_catch_up_cap_count_as_the_cap():
    rules = engine.load_ruleset("physiology")
    events, inputs, _ = bench_columns(10)
    start = rules.initial_columns(10)
    capped = rules.tick_columns(start, hours=np.full(10, 24.0), events=events, inputs=inputs)
    for hours in (np.full(10, 1000.0), np.array([24.0] * 9 + [30.0]), 50.0):
        over = rules.tick_columns(start, hours=hours, events=events, inputs=inputs)
        assert same_bits(capped.table, over.table)


@pytest.mark.parametrize("hours", [np.array([0.25, np.nan]), np.array([0.25, np.inf]),
                                   np.array([-0.25, 0.25]), float("nan"), -1.0])
def test_bad_hours_keep_their_error(hours):
    rules = engine.load_ruleset("physiology")
    with pytest.raises(InputError) as caught:
        rules.tick_columns(rules.initial_columns(2), hours=hours)
    diagnostic = caught.value.diagnostics[0]
    assert (diagnostic.code, diagnostic.message, diagnostic.path) == (
        "input.columns", "hours must be finite and >= 0", "hours")


@pytest.mark.parametrize(("bad", "shown"), [(1.5, "1.5"), (np.nan, "nan"), (-np.inf, "-inf")])
def test_a_prior_value_out_of_bounds_keeps_its_message_and_index(bad, shown):
    rules = engine.load_ruleset("physiology")
    values = rules.initial_columns(4)
    values["satiety"] = np.array([0.5, 0.2, bad, bad])
    with pytest.raises(InputError) as caught:
        rules.tick_columns(values, hours=0.25)
    diagnostic = caught.value.diagnostics[0]
    assert (diagnostic.code, diagnostic.message, diagnostic.path) == (
        "input.state", f"values.satiety[2] is {shown}, outside [0, 1]", "values.satiety[2]")


def test_unknown_names_keep_their_message():
    rules = engine.load_ruleset("physiology")
    with pytest.raises(UsageError) as caught:
        rules.tick_columns({"satiety_": np.zeros(2)}, hours=0.25)
    diagnostic = caught.value.diagnostics[0]
    assert diagnostic.message == ("values.satiety_ is not one of this ruleset's values "
                                  "(did you mean 'satiety'?)")
    with pytest.raises(UsageError) as caught:
        rules.tick_columns(rules.initial_columns(2), hours=0.25, events={"eating": 1.0})
    assert caught.value.diagnostics[0].message == (
        "events.eating is not one of this ruleset's events (did you mean 'eat'?)")
    with pytest.raises(UsageError) as caught:
        rules.tick_columns(rules.initial_columns(2), hours=0.25, inputs={"mets": 1.0})
    assert caught.value.diagnostics[0].message.startswith(
        "inputs.mets is not one of this ruleset's inputs")


def test_events_detected_is_still_counted_for_a_formula_that_reads_it(tmp_path):
    rules = patched_physiology(tmp_path, "\nformulas:\n",
                               '\nformulas:\n  detected_count: "events_detected"\n')
    out = rules.tick_columns(rules.initial_columns(3), hours=0.25,
                             events={"eat": np.array([0.0, 1.0, 0.5]),
                                     "drink": np.array([0.0, 1.0, 0.0]), "walk": 0.0})
    assert out.values["detected_count"].tolist() == [0.0, 2.0, 1.0]


def test_equal_blocks_give_each_agent_the_numbers_of_a_call_of_its_own():
    # 70,001 agents are two blocks of 35,001 (engine.columnar._BLOCK): the same bits as calls of
    # 7,000 agents (one block each), agent by agent
    rules = engine.load_ruleset("physiology")
    events, inputs, hours = bench_columns(70_001)
    whole = rules.tick_columns(rules.initial_columns(70_001), hours=hours, events=events,
                               inputs=inputs)
    whole = rules.tick_columns(whole.values, hours=hours, hour=3.0, events=events,
                               inputs=inputs)
    for start in range(0, 70_001, 7_000):
        part = slice(start, start + 7_000)
        cut = {name: array[part] for name, array in events.items()}
        given = {name: array[part] for name, array in inputs.items()}
        alone = rules.tick_columns(rules.initial_columns(len(hours[part])), hours=hours[part],
                                   events=cut, inputs=given)
        alone = rules.tick_columns(alone.values, hours=hours[part], hour=3.0, events=cut,
                                   inputs=given)
        assert same_bits(whole.table[:, part].copy(), alone.table)


def test_a_set_effects_non_finite_value_is_still_refused_only_where_it_applies(tmp_path):
    # the clamp no longer looks again at a set formula's value: the formula's own check,
    # limited to the agents the effect applies to, is what refuses it
    from engine.diagnostics import RuleError

    rules = patched_physiology(tmp_path, "set: {hours_awake: 0}",
                               'set: {hours_awake: "1 / (social - 0.5)"}')
    values = rules.initial_columns(3)
    met = {"met": np.array([0.95, 0.95, 1.5])}  # asleep, asleep, awake
    values["social"] = np.array([0.6, 0.5, 0.7])
    with pytest.raises(RuleError) as caught:
        rules.tick_columns(values, hours=0.0, inputs=met)
    diagnostic = caught.value.diagnostics[0]
    assert (diagnostic.code, diagnostic.message, diagnostic.path) == (
        "expr.evaluation", "formula '1 / (social - 0.5)' gives a value that is not a finite "
        "number for some agents (division by zero, log of 0, overflow ...)",
        "effects[3] on hours_awake")
    values["social"] = np.array([0.6, 0.7, 0.5])  # the agent it fails for is awake
    out = rules.tick_columns(values, hours=0.0, inputs=met)
    assert out.values["hours_awake"].tolist() == [10.0, 5.0, 16.0]
