"""An event counted as zero did not happen (session 11, from the fresh set's "[Day 30 | 23:59]
Fionnuala could not settle. Sleep: 0 h. Fatigue 92/100."): core.yaml
``cues.negation.zero_amounts`` ("0", zero, none, nil) and ``zero_units`` (h, hours, x ...),
read by ``perception._zero_amount``. A zero right after the event or its field's colon, inside
it, or before it past a unit and "of" negates it; a real amount, a fraction, or another number
after the zero ("0 h 40 min") does not.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive


def mine(lex, text: str) -> dict[str, bool]:
    """kind -> negated, for the observer's actual events."""
    return {e.kind: e.negated for e in perceive(text, lex, observer="Mo")
            if e.subject == "self" and e.mode == "actual"}


FIELDS = [("Sleep", "sleep"), ("Slept", "sleep"), ("Meals eaten", "eat"),
          ("Water drunk", "drink"), ("Exercise", "exercise")]
ZEROS = ["0", "0 h", "0 hours", "zero", "none", "0/3", "0 min", "nil"]
OPENERS = ["", "[Day 30 | 23:59] Mo could not settle. ", "Day 12 | agent: Mo | "]


def test_a_field_counted_as_zero_is_denied(lex) -> None:
    def one_case(opener, field, zero):
        got = mine(lex, f"{opener}{field[0]}: {zero}.")
        assert got.get(field[1]) is True

    cases = list(itertools.product(OPENERS, FIELDS, ZEROS))
    assert failing_cases(one_case, cases) == []


PROSE = [("Mo got zero sleep.", "sleep"), ("Mo got 0 hours of sleep.", "sleep"),
         ("Mo slept 0 hours.", "sleep"), ("Mo ate 0 meals today.", "eat"),
         ("Mo had 0 drinks.", "drink"), ("Mo ate none of the cake.", "eat"),
         ("Mo got 0 h sleep again.", "sleep")]


@pytest.mark.parametrize(("text", "kind"), PROSE)
def test_zero_in_prose_is_denied(lex, text, kind):
    assert mine(lex, text).get(kind) is True


AMOUNTS = ["7 h", "8 hours", "0.5 h", "0 h 40 min", "3/3"]


@pytest.mark.parametrize(("field", "amount"), list(itertools.product(FIELDS[:1], AMOUNTS)))
def test_a_real_amount_stays_actual(lex, field, amount):
    assert mine(lex, f"{field[0]}: {amount}.") == {field[1]: False}


CONTROLS = [("Mo ran 10 km at 0 degrees.", {"exercise": False}),
            ("Mo slept from 0:30 to 7:00.", {"sleep": False}),
            ("Mo ate two bowls of rice; zero regrets.", {"eat": False})]


@pytest.mark.parametrize(("text", "want"), CONTROLS)
def test_controls(lex, text, want):
    assert mine(lex, text) == want
