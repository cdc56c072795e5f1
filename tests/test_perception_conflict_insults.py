"""An insult thrown at someone is a quarrel: "call" + a person + one of its own objects
("calls you useless", "calls the prefect a jobsworth"), a light verb whose objects are its own
(``verbs: [{term: call, objects: [...]}]``, ``KindSpec.verb_objects``), so a phone call back
or a name called out is none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

CALLERS = ["A drunk man", "The eldest guest", "Her manager", "Zofia"]
TARGETS = ["you", "her", "the prefect", "her brother"]
INSULTS = ["useless", "a liar", "an idiot", "a jobsworth", "pathetic", "petty"]


def _case(caller: str, target: str, insult: str) -> str:
    if caller == "Zofia":
        return f"Zofia calls {target} {insult} in front of everyone."
    target = "Zofia" if target in ("you", "her") else target
    return f"{caller} calls {target} {insult} in front of everyone."


def test_an_insult_thrown_is_a_quarrel(lex) -> None:
    def one_case(caller, target, insult):
        assert "conflict" in actual_kinds(lex, _case(caller, target, insult), "Zofia")

    cases = [(c, t, i) for c, t, i in itertools.product(CALLERS, TARGETS, INSULTS)
                              if not (c != "Zofia" and t in ("the prefect", "her brother"))]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Zofia calls her mum back after dinner.",
    "Zofia calls the ward to ask about her father.",
    "Zofia calls the kids in for tea.",
    "Zofia calls the names on the register.",
    "Zofia calls her brother to say the bus is late."])
def test_calls_that_are_no_insult(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Zofia")
