"""A campus's people named by their year or course ("a first-year", "her coursemate Ilias", "a
postgrad") and a sports squad ("the swim squad") are someone else (core.yaml
``subjects.person``): what they do beside the observer is theirs, never the observer's (from
the fresh campus set's leaks "beside him a first-year downs an energy drink in three gulps" and
"through the glass wall the swim squad churn up and down the pool"). "Freshers' flu" is the
observer's own illness, so "fresher" is no person word.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def theirs(lex, text: str, observer: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


OWN = ["Bartek is photocopying seminar handouts", "Bartek is locking his bike",
       "Bartek sits at the back of the lecture hall"]
PLACES = ["beside him", "across the room", "through the glass wall", "on the next bench"]
OTHERS = ["a first-year", "a second-year", "a final-year", "an undergrad", "a postgrad",
          "his coursemate Ilias", "his lab partner", "a phd student"]
ACTS = [("downs an energy drink in three gulps", "drink"), ("wolfs a sausage roll", "eat"),
        ("naps with her head on her bag", "sleep")]


def test_a_campus_person_s_act_is_theirs(lex) -> None:
    def one_case(own, place, other, act):
        text = f"{own}; {place} {other} {act[0]}."
        assert act[1] not in actual_kinds(lex, text, "Bartek"), text
        assert act[1] in theirs(lex, text, "Bartek"), text

    cases = list(itertools.product(OWN, PLACES, OTHERS, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("place", PLACES)
def test_a_squad_s_sport_is_theirs(lex, place):
    text = f"Nikolai is locking his bike; {place} the swim squad churn up and down the pool"
    assert actual_kinds(lex, text, "Nikolai") == set()
    # training with the squad is the observer's own
    assert actual_kinds(lex, "Nikolai trains with the swim squad at dawn.",
                        "Nikolai") == {"exercise"}


@pytest.mark.parametrize("name", ["Soraya", "Bartek"])
def test_freshers_flu_is_the_observer_s(lex, name):
    assert actual_kinds(lex, f"{name} has freshers' flu: a streaming nose and a hacking cough.",
                        name) == {"illness"}
