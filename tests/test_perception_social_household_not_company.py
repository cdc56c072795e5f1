"""Living with someone is a household, not time spent together.

"live with", "move in with", "lodge with" (core.yaml ``exceptions``) name where and with whom
someone lives: no company for the observer named as the housemate ("Juno, who lives with Caio,
wolfs down a burrito") nor for the one who lives there. An activity with the same people is
still company ("eats with his sister").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Caio"


def company(lex, text: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=OBSERVER))


SUBJECTS = [("Caio", "lives with", "eats with"), ("You", "live with", "eat with"),
            ("I", "have lived with", "ate with"), ("Caio", "is moving in with", "plays cards with"),
            ("You", "lodge with", "chat with")]
PARTNERS = ["his sister", "Juno", "two students", "an elderly couple"]


def test_living_with_someone_is_no_company(lex) -> None:
    def one_case(subject, partner):
        who, live, _ = subject
        assert not company(lex, f"{who} {live} {partner} in Leeds.")

    cases = list(itertools.product(SUBJECTS, PARTNERS))
    assert failing_cases(one_case, cases) == []


def test_an_activity_with_the_same_people_is_company(lex) -> None:
    def one_case(subject, partner):
        who, _, act = subject
        assert company(lex, f"{who} {act} {partner} in Leeds.")

    cases = list(itertools.product(SUBJECTS, PARTNERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("housemate", ["Juno", "His flatmate", "The lodger"])
def test_the_observer_named_as_a_housemate_is_no_company(lex, housemate):
    assert not company(lex, f"{housemate}, who lives with Caio, wolfs down a burrito.")
