"""Who did what: a start-up's, a dig's, a hospital's, a festival's, a resort's and a harbour's
people by their titles and roles (the CTO, a co-founder, the archaeologist, the locum, a rescuer,
the dog handler, a roadie, the purser, a survivor, a reveller) are someone else: what they do near
the observer is theirs. Negative control: the observer doing it beside them keeps it."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

ROLES = ["the CTO", "the CEO", "a co-founder", "the archaeologist", "the locum", "the geologist",
         "the conservator", "a rescuer", "the finance director", "the dog handler", "a roadie",
         "the purser", "a survivor", "a reveller", "the liftie", "an islander", "the DJ",
         "the drummer", "the groomer", "a salesman"]
SHAPES = ["Nadia is at the desk; beside her {r} {a}.", "{R} {a} while Nadia restocks the shelves.",
          "You look up as {r} {a}.", "Nadia is running the standup @ war room; {r} {g} at the back"]
ACTS = [("eat", "wolfs down a samosa", "wolfing down a samosa"),
        ("drink", "gulps an energy drink", "gulping an energy drink"),
        ("sleep", "dozes off on the sofa", "dozing on the sofa"),
        ("illness", "throws up in the sluice", "throwing up in the sluice")]


def test_role_title_is_someone_else(lex) -> None:
    def one_case(role, shape, act):
        kind, a, g = act
        text = shape.format(r=role, R=role[0].upper() + role[1:], a=a, g=g)
        assert kind not in actual_kinds(lex, text, "Nadia"), text

    cases = list(itertools.product(ROLES, SHAPES, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("role,act", list(itertools.product(ROLES[:3], ACTS[:3])))
def test_observer_beside_the_role_keeps_it(lex, role, act):
    kind, a, _ = act
    assert kind in actual_kinds(lex, f"Beside {role}, Nadia {a}.", "Nadia")
