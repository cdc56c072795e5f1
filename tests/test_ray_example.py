"""examples/ray_batch.py runs on a local Ray with a few thousand agents and gives every agent
exactly the state that plain scalar ticks give it (issue 7: "The Ray example runs in CI")."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "ray_batch.py"
AGENTS, STEPS = 3000, 3


def load_example():
    spec = importlib.util.spec_from_file_location("ray_batch_example", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_ray_example_matches_scalar_ticks_for_every_agent(tmp_path):
    pytest.importorskip("ray.data")
    out = tmp_path / "agents.jsonl"
    done = subprocess.run([sys.executable, str(EXAMPLE), "--agents", str(AGENTS), "--steps",
                           str(STEPS), "--num-cpus", "2", "--out", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith(f"{AGENTS} agents x {STEPS} steps = {AGENTS * STEPS} "
                                  "agent-ticks in ")
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [row["agent"] for row in rows] == list(range(AGENTS))

    example = load_example()
    ruleset = engine.load_ruleset("physiology")
    for row in rows:
        state, report = None, None
        for step in range(STEPS):
            observation, moment, context, observer = example.agent_inputs(row["agent"], step)
            result = ruleset.tick(state, observation, time=moment, context=context,
                                  observer=observer)
            state, report = result.state, result.report
        assert row["state"] == json.dumps(state, sort_keys=True), row["agent"]
        assert row["current_need"] == report["current_need"]


def test_the_example_inputs_vary_between_agents_and_steps():
    example = load_example()
    texts = {example.agent_inputs(agent, step)[0] for agent in range(40) for step in range(4)}
    assert len(texts) == 20  # 8 sentences, 4 with one of 10 friends: 4 + 4 * 4
    observation, moment, context, observer = example.agent_inputs(11, 2)
    assert (moment, observer, context["observer"]) == ("2026-04-27T07:45:00", "Bo-11", "Bo-11")
