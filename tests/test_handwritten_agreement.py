"""The hand-written physiology tick of benchmarks/throughput.py agrees with ``Ruleset.tick``.

benchmarks/handwritten_physiology.py is the yardstick the in-process speed is measured against
(issue 7 item 3); the ratio means something only if both do the same work. Every day script
(tests/data/days) and both reference-day scenarios (tests/data/reference-day, at 15- and 5-minute
ticks) run through both, each on its own chain of states, and every state value, marker, need,
note and body event must agree at every tick (numbers to 1e-9).
"""

from __future__ import annotations

import importlib.util
import json
import math
from pathlib import Path

import pytest
from test_reference_day import write_script

import engine
from engine.perception import perceive

ROOT = Path(__file__).resolve().parent.parent
DAYS = sorted((ROOT / "tests" / "data" / "days").glob("*.jsonl"))


def _handwritten():
    spec = importlib.util.spec_from_file_location(
        "handwritten_physiology", ROOT / "benchmarks" / "handwritten_physiology.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


HANDWRITTEN = _handwritten()


def _assert_same_state(ours: dict, theirs: dict, where: str) -> None:
    assert set(ours["values"]) == set(theirs["values"]), where
    for name, value in ours["values"].items():
        assert math.isclose(value, theirs["values"][name], rel_tol=0, abs_tol=1e-9), (
            where, name, value, theirs["values"][name])
    for key in ("tick", "time", "markers", "current_need", "interrupt", "reasoning",
                "recent_activity", "notes", "active", "ruleset", "host_counter"):
        assert ours[key] == theirs[key], (where, key, ours[key], theirs[key])
    assert math.isclose(ours["urgency"], theirs["urgency"], rel_tol=0, abs_tol=1e-9), where


def run_both(lines: list[dict], name: str) -> int:
    """Tick ``lines`` through both; returns the number of ticks compared."""
    rules = engine.load_ruleset("physiology")
    ours = theirs = None
    compared = 0
    for number, line in enumerate(lines, start=1):
        where = f"{name}:{number}"
        if "state" in line:
            result = rules.tick(None, "", time=line["time"], initial_values=line["state"])
            state, records = HANDWRITTEN.tick(None, (), "", line["time"], {},
                                              initial=line["state"])
        else:
            text, context = line.get("observation", ""), line.get("ctx") or {}
            result = rules.tick(ours, text, time=line["time"], context=context)
            observer = context.get("observer") or context.get("name")
            events = perceive(text, rules.lexicon, observer=observer)
            state, records = HANDWRITTEN.tick(theirs, events, text, line["time"], context)
        _assert_same_state(result.state, state, where)
        assert result.appends.get("state/body_events.jsonl", []) == records, where
        ours, theirs = result.state, state
        compared += 1
    return compared


@pytest.mark.parametrize("day", DAYS, ids=lambda p: p.stem)
def test_the_handwritten_tick_agrees_on_each_day_script(day):
    lines = [json.loads(raw) for raw in day.read_text("utf-8").splitlines() if raw.strip()]
    assert run_both(lines, day.name) == 96


@pytest.mark.parametrize("scenario", ["normal", "skipped_lunch"])
@pytest.mark.parametrize("minutes", [15, 5])
def test_the_handwritten_tick_agrees_on_the_reference_day(tmp_path, scenario, minutes):
    script = write_script(scenario, tmp_path / "day.jsonl", None if minutes == 15 else minutes)
    lines = [json.loads(raw) for raw in script.read_text("utf-8").splitlines() if raw.strip()]
    assert run_both(lines, f"{scenario}-{minutes}") == len(lines) > 90
