"""Benchmark: in-process agent-ticks per second of the bundled physiology rules (issue 7 item 3).

Workload: the three day scripts (tests/data/days, 3 agents x 96 ticks of 15 minutes, with their
times and contexts), each agent on its own chain of states. Timed, as medians of ``--repeat``
runs with ``time.perf_counter``:

1. ``Ruleset.tick`` with no observation;
2. ``Ruleset.tick`` with a distinct ~1 KB observation on every tick (built like
   benchmarks/perception.py does, from the corpus sentences; no text is used twice in the whole
   benchmark, so no cache of perception results can help), perception included;
3. the rule evaluation alone against the hand-written function of
   benchmarks/handwritten_physiology.py: both take the same already-perceived events of the
   day scripts' own observations (``Ruleset.tick(..., events=...)``), the same times and
   contexts, and produce the same state and body events (tests/test_handwritten_agreement.py);
   the ratio is ours / hand-written time (target <= 1.2);
4. ``Ruleset.tick_many`` on 96 agents (the day scripts, 32 times each) at once, tick by tick,
   no observation, against the same ticks one ``Ruleset.tick`` call each;
5. the columnar form (``Ruleset.tick_columns``, numpy) on ``--agents`` agents per call, formula
   work only (target >= 5,000,000 agent-ticks per second), with new output arrays every call
   and with two results alternating as each other's output buffers (``out=``).

Usage::

    .venv/bin/python benchmarks/throughput.py [--repeat 7] [--agents 100000] [--json]

Acceptance (issue 7): ratio <= 1.2; >= 25,000 agent-ticks per second per core with distinct 1 KB
observations; columnar >= 5,000,000 agent-ticks per second.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "benchmarks"):
    if str(folder) not in sys.path:  # run from a checkout without installing
        sys.path.insert(0, str(folder))

import handwritten_physiology  # noqa: E402
from perception import build_texts, time_runs  # noqa: E402

import engine  # noqa: E402
from engine.perception import perceive  # noqa: E402

DAYS = ROOT / "tests" / "data" / "days"


def day_scripts() -> list[list[dict[str, Any]]]:
    """One list of ``{"time", "observation", "ctx"}`` per agent (a day script each)."""
    return [[json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
            for path in sorted(DAYS.glob("*.jsonl"))]


def median_time(run: Callable[[], object], repeat: int) -> float:
    """Median wall time of ``repeat`` calls of ``run``, in seconds (after one warm-up call)."""
    run()
    return time_runs(run, repeat)


def bench(repeat: int, agents: int) -> dict[str, Any]:
    """Run every measurement; returns plain data (see :func:`main` for the printed form)."""
    rules = engine.load_ruleset("physiology")
    days = day_scripts()
    ticks = sum(len(day) for day in days)
    perceived = [[perceive(line["observation"], rules.lexicon, observer=line["ctx"]["observer"])
                  for line in day] for day in days]

    def ours(observations: Callable[[int, int], str | None]) -> Callable[[], None]:
        def run() -> None:
            for agent, day in enumerate(days):
                state = None
                for index, line in enumerate(day):
                    state = rules.tick(state, observations(agent, index), time=line["time"],
                                       context=line["ctx"]).state
        return run

    # (2) distinct 1 KB texts: one per tick of every run, warm-up included
    texts = iter(text for text, _ in build_texts(ticks * (repeat + 1), 1024, seed=5))
    t_none = median_time(ours(lambda agent, index: None), repeat)
    t_text = median_time(ours(lambda agent, index: next(texts)), repeat)

    # (3) rule evaluation only: the same perceived events on both sides
    def ours_events() -> None:
        for day, events in zip(days, perceived, strict=True):
            state = None
            for line, found in zip(day, events, strict=True):
                state = rules.tick(state, line["observation"], time=line["time"],
                                   context=line["ctx"], events=found).state

    def hand_events() -> None:
        for day, events in zip(days, perceived, strict=True):
            state = None
            for line, found in zip(day, events, strict=True):
                state, _ = handwritten_physiology.tick(state, found, line["observation"],
                                                       line["time"], line["ctx"])

    def hand_none() -> None:
        for day in days:
            state = None
            for line in day:
                state, _ = handwritten_physiology.tick(state, (), "", line["time"], line["ctx"])

    pairs = []
    for _ in range(3):  # interleaved, so drifting machine load hits both sides alike
        pairs.append((median_time(ours_events, repeat), median_time(hand_events, repeat)))
    t_ours_ev = statistics.median(p[0] for p in pairs)
    t_hand_ev = statistics.median(p[1] for p in pairs)
    t_hand_none = median_time(hand_none, repeat)

    # (4) tick_many: 96 agents (each day script 32 times) in one call per tick, against the
    # same ticks one call each; the columns of each call are built before timing
    crowd = [day for day in days for _ in range(32)]
    steps = [([x["time"] for x in lines], [x["ctx"] for x in lines])
             for lines in zip(*crowd, strict=True)]
    nobody = [None] * len(crowd)

    def many() -> None:
        states: list[Any] = list(nobody)
        for times, contexts in steps:
            states = [r.state for r in rules.tick_many(states, nobody, times, contexts)]

    def one_by_one() -> None:
        states: list[Any] = list(nobody)
        for times, contexts in steps:
            states = [rules.tick(state, None, time=time, context=context).state
                      for state, time, context in zip(states, times, contexts, strict=True)]

    t_many = median_time(many, repeat)
    t_one = median_time(one_by_one, repeat)
    crowd_ticks = len(crowd) * len(steps)
    result: dict[str, Any] = {
        "ticks_per_run": ticks,
        "repeat": repeat,
        "tick_no_observation_per_second": round(ticks / t_none),
        "tick_1kb_observation_per_second": round(ticks / t_text),
        "rules_only_ours_per_second": round(ticks / t_ours_ev),
        "rules_only_handwritten_per_second": round(ticks / t_hand_ev),
        "ratio_ours_to_handwritten": round(t_ours_ev / t_hand_ev, 3),
        "no_observation_handwritten_per_second": round(ticks / t_hand_none),
        "ratio_no_observation": round(t_none / t_hand_none, 3),
        "tick_many_per_second": round(crowd_ticks / t_many),
        "tick_one_by_one_per_second": round(crowd_ticks / t_one),
    }
    result.update(columnar(rules, days, repeat, agents))
    return result


def columnar(rules: Any, days: list[list[dict[str, Any]]], repeat: int,
             agents: int) -> dict[str, Any]:
    """Agent-ticks per second of ``tick_columns`` on ``agents`` agents (formula work only)."""
    try:
        import numpy as np
    except ImportError:
        return {"columnar_per_second": None, "columnar_note": "numpy is not installed"}
    rng = np.random.default_rng(7)
    start = rules.initial_columns(agents)
    events = {"eat": (rng.random(agents) < 0.05).astype(float),
              "drink": (rng.random(agents) < 0.1).astype(float)}
    inputs = {"met": rng.choice([0.95, 1.3, 1.5, 3.5, 7.0], agents),
              "temperature_c": rng.uniform(10, 35, agents)}
    steps = 4
    hours = np.full(agents, 0.25)

    def run() -> None:
        values = start
        for step in range(steps):
            values = rules.tick_columns(values, hours=hours, hour=6.0 + step * 0.25,
                                        events=events, inputs=inputs).values

    spare: list[Any] = [None, None]

    def run_reusing() -> None:  # two results alternate as each other's output buffers
        values = start
        for step in range(steps):
            result = rules.tick_columns(values, hours=hours, hour=6.0 + step * 0.25,
                                        events=events, inputs=inputs, out=spare[step % 2])
            spare[step % 2], values = result, result.values

    seconds = median_time(run, repeat)
    reusing = median_time(run_reusing, repeat)
    return {"columnar_agents": agents, "columnar_steps": steps,
            "columnar_per_second": round(agents * steps / seconds),
            "columnar_reusing_per_second": round(agents * steps / reusing)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7, help="timed repetitions (7)")
    parser.add_argument("--agents", type=int, default=100_000, help="columnar agents (100000)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    r = bench(args.repeat, args.agents)
    if args.json:
        print(json.dumps(r, indent=2))
        return 0
    print(f"physiology, {r['ticks_per_run']} agent-ticks per run (3 day scripts), median of "
          f"{r['repeat']} runs")
    print(f"Ruleset.tick, no observation:        {r['tick_no_observation_per_second']:>12,} "
          "agent-ticks/s")
    print(f"Ruleset.tick, distinct 1 KB texts:   {r['tick_1kb_observation_per_second']:>12,} "
          "agent-ticks/s (target >= 25,000)")
    print(f"rules only, ours (events given):     {r['rules_only_ours_per_second']:>12,} "
          "agent-ticks/s")
    print(f"rules only, hand-written:            {r['rules_only_handwritten_per_second']:>12,} "
          "agent-ticks/s")
    print(f"ratio ours / hand-written (time):    {r['ratio_ours_to_handwritten']:>12.3f} "
          "(target <= 1.2)")
    print(f"no observation, hand-written:        {r['no_observation_handwritten_per_second']:>12,}"
          f" agent-ticks/s (ratio {r['ratio_no_observation']:.3f})")
    print(f"Ruleset.tick_many, 96 agents a call: {r['tick_many_per_second']:>12,} agent-ticks/s "
          f"(one call each: {r['tick_one_by_one_per_second']:,})")
    if r["columnar_per_second"] is None:
        print(f"columnar: skipped ({r['columnar_note']})")
    else:
        print(f"columnar, {r['columnar_agents']:,} agents a call:  "
              f"{r['columnar_per_second']:>12,} agent-ticks/s (target >= 5,000,000)")
        print(f"columnar, reusing output arrays:     {r['columnar_reusing_per_second']:>12,} "
              "agent-ticks/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
