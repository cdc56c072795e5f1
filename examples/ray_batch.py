"""Thousands of agents' ticks under Ray Data: ``map_batches`` with a callable class that loads
the rules once per worker (issue 7; docs/scale.md).

Each row of the dataset is one agent. A worker (an actor of the pool) loads the ruleset once in
its constructor; each batch of agents is then ticked through the whole script in memory, one
batch tick per step (``Ruleset.tick_many`` where the engine has it, else ``Ruleset.tick`` per
agent: the same numbers). Nothing is distributed by homeostat itself: Ray schedules the batches.

Run, in a checkout: ``pip install '.[ray]'``, then
``python examples/ray_batch.py --agents 5000 --steps 8``

``--out FILE`` writes one JSON line per agent (``agent``, ``state``, ``current_need``), which
tests/test_ray_example.py compares with plain scalar ticks.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

import engine

START = datetime(2026, 4, 27, 7, 0)
STEP = timedelta(minutes=15)
NAMES = ("Ana", "Bo", "Cy", "Dee", "Eun", "Femi", "Gus", "Hana", "Idris", "Jun")
DOINGS = (
    "You eat a bowl of porridge with {friend}.",
    "You drink a glass of water at your desk.",
    "You work on the quarterly report; {friend} brings you coffee.",
    "You run for the bus in the rain.",
    "You lie down on the sofa and rest for a while.",
    "You skip lunch to finish the slides.",
    "You chat with {friend} about the weekend.",
    "A car alarm goes off outside and you jump.",
)


def agent_inputs(agent: int, step: int) -> tuple[str, str, dict[str, Any], str]:
    """(observation, time, context, observer) of ``agent`` at ``step``: a fixed, varied script.

    The driver, the workers and the test all call this, so they tick the same inputs.
    """
    name = f"{NAMES[agent % len(NAMES)]}-{agent}"
    friend = NAMES[(agent * 3 + step + 1) % len(NAMES)]
    observation = DOINGS[(agent * 5 + step) % len(DOINGS)].format(friend=friend)
    moment = (START + STEP * (step + 1)).isoformat()
    context = {"observer": name, "activity": ("working", "resting", "walking")[agent % 3]}
    return observation, moment, context, name


def tick_many(ruleset: Any, states: list[Any], observations: list[str], times: list[str],
              contexts: list[dict[str, Any]], observers: list[str]) -> list[Any]:
    """One tick for each agent: ``Ruleset.tick_many`` when the engine has it, else a loop."""
    batch = getattr(ruleset, "tick_many", None)
    if batch is not None:
        return batch(states, observations, times, contexts, observers=observers)
    return [ruleset.tick(state, observation, time=moment, context=context, observer=observer)
            for state, observation, moment, context, observer
            in zip(states, observations, times, contexts, observers, strict=True)]


def run_script(ruleset: Any, agents: Sequence[int], steps: int) -> list[dict[str, Any]]:
    """Tick ``agents`` through ``steps`` steps from a new state; one row per agent."""
    states: list[Any] = [None] * len(agents)
    reports: list[dict[str, Any]] = [{} for _ in agents]
    for step in range(steps):
        inputs = [agent_inputs(agent, step) for agent in agents]
        results = tick_many(ruleset, states, *(list(column) for column in zip(*inputs,
                                                                               strict=True)))
        states = [result.state for result in results]
        reports = [result.report for result in results]
    return [{"agent": agent, "state": json.dumps(state, sort_keys=True),
             "current_need": report.get("current_need")}
            for agent, state, report in zip(agents, states, reports, strict=True)]


class TickAgents:
    """The ``map_batches`` callable: the ruleset is loaded once per worker, in ``__init__``."""

    def __init__(self, skill: str, steps: int):
        self.ruleset = engine.load_ruleset(skill)
        self.steps = steps

    def __call__(self, batch: dict[str, Any]) -> dict[str, list[Any]]:
        rows = run_script(self.ruleset, [int(agent) for agent in batch["agent"]], self.steps)
        return {key: [row[key] for row in rows] for key in ("agent", "state", "current_need")}


def run(agents: int, steps: int, *, skill: str = "physiology", workers: int = 2,
        batch_size: int = 250) -> list[dict[str, Any]]:
    """Tick ``agents`` agents through ``steps`` steps on the running Ray; rows by agent."""
    import ray.data

    # In-memory rows need no read tasks, so the pool's actors may take every CPU (a read task
    # waiting for a CPU the actors hold would stall the pipeline).
    dataset = ray.data.from_items([{"agent": agent} for agent in range(agents)],
                                  override_num_blocks=max(1, -(-agents // batch_size)))
    ticked = dataset.map_batches(
        TickAgents, fn_constructor_kwargs={"skill": skill, "steps": steps},
        compute=ray.data.ActorPoolStrategy(size=workers), batch_size=batch_size)
    return sorted(ticked.take_all(), key=lambda row: int(row["agent"]))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=" ".join(__doc__.split("\n\n")[0].split()))
    parser.add_argument("--agents", type=int, default=5000)
    parser.add_argument("--steps", type=int, default=8, help="15-minute ticks per agent")
    parser.add_argument("--skill", default="physiology")
    parser.add_argument("--num-cpus", type=int, default=2, help="CPUs of the local Ray and "
                        "workers of the pool (ignored with --address)")
    parser.add_argument("--address", help="an existing Ray cluster (default: start a local one)")
    parser.add_argument("--out", help="write one JSON line per agent here")
    options = parser.parse_args(argv)
    try:
        import ray
    except ImportError:
        sys.exit("this example needs Ray Data: pip install '.[ray]' (in a checkout)")
    if options.address:
        ray.init(address=options.address)
    else:
        ray.init(num_cpus=options.num_cpus, include_dashboard=False)
    started = time.perf_counter()
    rows = run(options.agents, options.steps, skill=options.skill, workers=options.num_cpus)
    seconds = time.perf_counter() - started
    ray.shutdown()
    if options.out:
        with open(options.out, "w", encoding="utf-8") as stream:
            for row in rows:
                stream.write(json.dumps({key: (int(value) if key == "agent" else value)
                                         for key, value in row.items()}) + "\n")
    ticks = options.agents * options.steps
    needs = Counter(row["current_need"] for row in rows)
    print(f"{options.agents} agents x {options.steps} steps = {ticks} agent-ticks in "
          f"{seconds:.1f} s on {options.num_cpus} workers ({ticks / seconds:,.0f} per second, "
          "Ray start-up excluded, worker start-up included)")
    print("current needs: " + ", ".join(f"{need} {count}" for need, count in needs.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
