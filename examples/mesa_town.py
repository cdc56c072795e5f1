"""A small Mesa town whose people get hungry, tired and lonely through homeostat.

Each agent keeps its homeostat state in memory and calls ``Ruleset.tick`` once per step with an
observation made from what it did last step; it then acts on its ``current_need`` (eat, sleep,
socialize, work). A Mesa DataCollector records every agent's needs each step.

Run (in a checkout): ``pip install '.[mesa]' && python examples/mesa_town.py --steps 96``
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timedelta

try:
    import mesa
except ImportError:  # pragma: no cover - shown to a user without the extra
    sys.exit("this example needs Mesa: pip install '.[mesa]' (in a checkout)")

import engine

START = datetime(2026, 4, 27, 6, 0)
STEP = timedelta(minutes=15)

ACTIONS = {
    "satiety": ("eat", "You eat a bowl of soup at the kitchen table."),
    "energy": ("rest", "You lie down on the sofa and rest."),
    "safety": ("hide", "You lock the door and stay inside."),
    "social": ("chat", "You chat with {friend} over coffee."),
    "whatever": ("work", "You work at your desk on the quarterly report."),
}


class Person(mesa.Agent):
    """A townsperson: homeostat state in memory, an action chosen from the current need."""

    def __init__(self, model: Town, name: str):
        super().__init__(model)
        self.name = name
        self.state: dict | None = None
        self.action = "wake"
        self.observation = "You wake up and stretch."

    def step(self) -> None:
        moment = (START + STEP * self.model.steps).isoformat()
        start = None
        if self.state is None:  # people start the day differently rested and fed
            start = {"satiety": self.random.uniform(0.4, 0.9),
                     "energy": self.random.uniform(0.4, 0.9)}
        result = self.model.rules.tick(self.state, self.observation, time=moment, tick=900,
                                       observer=self.name, initial_values=start)
        self.state = result.state
        need = result.report["current_need"]
        self.action, template = ACTIONS.get(need, ACTIONS["whatever"])
        friend = self.random.choice([p.name for p in self.model.agents if p is not self])
        self.observation = template.format(friend=friend)

    def value(self, name: str) -> float:
        return self.state["values"][name] if self.state else float("nan")


class Town(mesa.Model):
    """``size`` people sharing one compiled ruleset (compiled once, ticked per agent)."""

    def __init__(self, size: int = 5, rules: str = "needs", seed: int = 7):
        super().__init__(seed=seed)
        self.rules = engine.load_ruleset(rules)
        names = ["Noor", "Ines", "Tomas", "Priya", "Kofi", "Lena", "Mira", "Sam"]
        for index in range(size):
            Person(self, names[index % len(names)] + (str(index) if index >= len(names) else ""))
        self.datacollector = mesa.DataCollector(agent_reporters={
            "satiety": lambda person: person.value("satiety"),
            "energy": lambda person: person.value("energy"),
            "social": lambda person: person.value("social"),
            "need": lambda person: person.state["current_need"] if person.state else None,
            "action": "action",
        })

    def step(self) -> None:
        self.agents.shuffle_do("step")
        self.datacollector.collect(self)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=96, help="15-minute steps (default: a day)")
    parser.add_argument("--size", type=int, default=5, help="number of people")
    options = parser.parse_args(argv)
    town = Town(size=options.size)
    for _ in range(options.steps):
        town.step()
    table = town.datacollector.get_agent_vars_dataframe()
    last = table.xs(town.steps, level="Step")
    print(f"{options.size} people, {options.steps} steps; needs at the last step:")
    print(last.to_string())
    print("\nactions over the run:")
    print(table["action"].value_counts().to_string())


if __name__ == "__main__":
    main()
