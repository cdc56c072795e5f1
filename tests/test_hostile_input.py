"""Hostile observations and states: bounded time, documented behaviour, values always finite and
within bounds (issue 4)."""

from __future__ import annotations

import math
from datetime import datetime, timedelta

import pytest
from helpers import tick_json
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
import engine.cli
from engine.ticking import OBSERVATION_LIMIT


@pytest.fixture(scope="module")
def needs() -> engine.Ruleset:
    return engine.load_ruleset("needs")


@pytest.fixture(scope="module")
def physiology() -> engine.Ruleset:
    return engine.load_ruleset("physiology")


HOSTILE = {
    "empty": "",
    "whitespace": " \t\n\r\u00a0\u2003" * 50,
    "emoji": "🍕🍔🥤😴💤🔥" * 100,
    "binary junk": bytes(range(256)).decode("latin-1") * 8,
    "control characters": "\x00\x01\x02\x1b[31m You eat \x7f",
    "ten megabytes": "You eat a sandwich. " * 500_000,
    "one enormous word": "a" * 1_000_000,
    "right-to-left and combining": "\u202eYou eat\u202c cre\u0302pe \u0301\u0301\u0301",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_observation_is_handled_with_values_in_bounds(physiology, name):
    result = physiology.tick(None, HOSTILE[name], time="2026-04-27T12:00:00")
    for value in result.state["values"].values():
        assert math.isfinite(value)
    for variable in physiology.variables:
        value = result.state["values"][variable.name]
        assert variable.minimum <= value <= variable.maximum


def test_an_observation_longer_than_the_limit_is_cut_with_a_note(needs):
    result = needs.tick(None, HOSTILE["ten megabytes"], time="2026-04-27T12:00:00")
    assert any(f"first {OBSERVATION_LIMIT} of 10000000" in note for note in result.state["notes"])


def test_an_observation_file_that_is_not_utf8_is_a_clear_error(tmp_path, capsys):
    (tmp_path / "state").mkdir()
    (tmp_path / "state/observation.txt").write_bytes(b"You eat \xff\xfe a sandwich")
    code, report = tick_json(capsys, ["--skill", "physiology", "--workspace", str(tmp_path)])
    assert code == 1
    assert report["error"]["diagnostics"][0]["file"] == "state/observation.txt"
    assert "not UTF-8" in report["error"]["message"]
    assert sorted(p.name for p in (tmp_path / "state").iterdir()) == ["observation.txt"]


def test_a_torn_last_memory_line_is_skipped_with_a_warning_and_earlier_lines_kept(tmp_path,
                                                                                  capsys):
    (tmp_path / "state").mkdir()
    (tmp_path / "state/memory.jsonl").write_text(
        '{"time": "2026-04-27T09:00:00", "text": "breakfast"}\n'
        '{"time": "2026-04-27T09:15:00", "text": "wal')
    code = engine.cli.main(["tick", "--skill", "physiology", "--workspace", str(tmp_path),
                            "--observation", "You read."])
    err = capsys.readouterr().err
    assert code == 0
    assert "state/memory.jsonl:2: skipped a torn last line" in err
    body = (tmp_path / "state/physiology.json").read_text()
    assert '"time": "2026-04-27T09:00:00"' in body


def test_ten_steps_of_a_tenth_store_exactly_one(tmp_path):
    """bug-reports B21: rounding to 6 places, so 0.1 added ten times from 0 is 1.0."""
    path = tmp_path / "rules.yaml"
    path.write_text(
        "ruleset: tenths\n"
        "lexicons: {include: [core]}\n"
        "variables: {energy: {initial: 0}}\n"
        "effects: [{event: rest, change: {energy: 0.1}}]\n"
        "needs: {energy: {variable: energy, threshold: 0.2, priority: 1, may_interrupt: true}}\n"
        "outputs: [{file: state/e.json, fields: {energy: energy}}]\n"
        "report: {energy: energy}\n", encoding="utf-8")
    rules = engine.load_ruleset(path)
    state = None
    start = datetime(2026, 4, 27, 12)
    for step in range(10):
        moment = (start + timedelta(minutes=15 * step)).isoformat()
        state = rules.tick(state, "You rest.", time=moment).state
    assert state["values"]["energy"] == 1.0


def test_the_engine_never_writes_nan(physiology):
    result = physiology.tick(None, "You eat.", time="2026-04-27T12:00:00")
    from engine.workspace import dump_json

    text = dump_json(result.outputs["state/physiology.json"]).decode()
    assert "NaN" not in text and "Infinity" not in text


def valid_states(rules: engine.Ruleset):
    return st.fixed_dictionaries({
        v.name: st.floats(min_value=v.minimum, max_value=v.maximum, allow_nan=False)
        for v in rules.variables})


PHYSIOLOGY = engine.load_ruleset("physiology")
NEEDS = engine.load_ruleset("needs")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    initial=valid_states(PHYSIOLOGY),
    texts=st.lists(st.text(max_size=200), min_size=1, max_size=5),
    gaps=st.lists(st.integers(min_value=0, max_value=200_000), min_size=5, max_size=5),
    context=st.fixed_dictionaries({}, optional={
        "temperature_c": st.floats(min_value=-40, max_value=55),
        "met": st.floats(min_value=0.5, max_value=20),
        "meal_size": st.sampled_from(["snack", "meal", "large", "odd"]),
        "drinks": st.lists(st.fixed_dictionaries({"volume_ml": st.integers(0, 3000)}),
                           max_size=3),
        "stressor": st.fixed_dictionaries({"intensity": st.floats(0, 1)}),
    }),
)
def test_any_text_state_and_increasing_times_keep_values_finite_and_in_bounds(
        initial, texts, gaps, context):
    for rules in (PHYSIOLOGY, NEEDS):
        moment = datetime(2026, 4, 27, 6)
        state = rules.tick(None, "", time=moment.isoformat(),
                           initial_values={k: v for k, v in initial.items()
                                           if k in {x.name for x in rules.variables}}).state
        for text, gap in zip(texts, gaps, strict=False):
            moment += timedelta(seconds=gap)
            result = rules.tick(state, text, time=moment.isoformat(), context=context)
            state = result.state
            for value in state["values"].values():
                assert math.isfinite(value)
            for variable in rules.variables:
                assert variable.minimum <= state["values"][variable.name] <= variable.maximum
