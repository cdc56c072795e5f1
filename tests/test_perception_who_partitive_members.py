"""Who did what: one or more members of a group named by a partitive ("one of the diggers", "none
of the cooks", "most of the nurses", "two of the porters"), before an action, are its subject,
whether the group's word is one the lexicon knows or not, wherever the clause opens (a status
line's second part, after "finds", after a fronted place phrase). Negative controls: the observer
joined to them ("Nadia and two of the porters eat lunch"), the observer eating some of a food
("Nadia ate one of the pies"), and "all of us" keep the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

MEMBERS = ["one of the diggers", "most of the nurses", "one of the cooks", "two of the porters",
           "each of the interns", "half of the crew"]
SHAPES = ["Nadia is running the standup @ war room; {m} {g} at the back",
          "Nadia is at the desk; beside her {m} {a}.", "{M} {a} while Nadia restocks the shelves.",
          "You glance up as {m} {a}.", "Nadia finds {m} {g} in the staff room.",
          "Nadia: quiet night. {M} {a} though."]
ACTS = [("eat", "wolfs down a samosa", "wolfing down a samosa"),
        ("drink", "gulps an energy drink", "gulping an energy drink"),
        ("sleep", "dozes off on the sofa", "dozing on the sofa"),
        ("illness", "throws up in the sluice", "throwing up in the sluice")]


def _plural(a: str, m: str) -> str:
    if m.startswith(("one", "each", "half")):
        return a
    verb, rest = a.split(" ", 1)
    return {"wolfs": "wolf", "gulps": "gulp", "dozes": "doze", "throws": "throw"}[verb] + " " + rest


def test_partitive_members_are_the_subject(lex) -> None:
    def one_case(member, shape, act):
        kind, a, g = act
        text = shape.format(m=member, M=member[0].upper() + member[1:], a=_plural(a, member), g=g)
        assert kind not in actual_kinds(lex, text, "Nadia"), text

    cases = list(itertools.product(MEMBERS, SHAPES, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("member", ["two of the porters", "one of the cooks", "some of the nurses"])
def test_observer_joined_to_them_keeps_it(lex, member):
    assert "eat" in actual_kinds(lex, f"Nadia and {member} eat lunch.", "Nadia")


@pytest.mark.parametrize("food", ["pies", "samosas", "sandwiches"])
def test_observer_eating_some_of_a_food_keeps_it(lex, food):
    assert "eat" in actual_kinds(lex, f"Nadia ate one of the {food} and drank a beer.", "Nadia")
    assert "eat" in actual_kinds(lex, f"Nadia eats two of the {food}.", "Nadia")
    assert "eat" in actual_kinds(lex, "All of us eat lunch.", "Nadia")


@pytest.mark.parametrize("member,shape", list(itertools.product(
    ["one of the diggers", "one of the porters", "each of the interns"],
    ["Nadia is at the desk; beside her {m} gets bitten by a terrier.",
     "Nadia is logging finds @ trench 4; {m} gets bitten by a terrier",
     "You look up as {m} gets bitten by a terrier."])))
def test_partitive_members_in_a_passive_with_gets(lex, member, shape):
    text = shape.format(m=member)
    assert "injury" not in actual_kinds(lex, text, "Nadia"), text
