"""Who did what: a noun phrase or a name with a numbered place tail before its verb ("as a
passenger from deck 9 gulps a mug of tea", "the woman in cabin 12 argues", "Kofi on deck 9
eats") is that clause's subject, as with a tail of words; the observer gets nothing. A role's
tail before "and" ("works as a nurse on ward 9 and eats lunch") is no clause: the observer
keeps the act."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

PEOPLE = ["a passenger", "the woman", "a man", "Kofi"]
TAILS = ["from deck 9", "in cabin 12", "at table 4", "on level 3"]
ACTS = {"eat": "wolfs down a pie", "drink": "gulps a mug of tea",
        "sleep": "falls asleep in the bunk", "exercise": "does push-ups on the deck",
        "conflict": "argues with the foreman", "injury": "cuts a hand on the sheet metal"}
SHAPES = ["You glance up as {p} {t} {a}.", "Ana looks at the clock as {p} {t} {a}.",
          "{P} {t} {a}."]


def test_a_numbered_tail_keeps_its_subject(lex) -> None:
    def one_case(person, tail, kind, shape):
        text = shape.format(p=person, P=person[0].upper() + person[1:], t=tail, a=ACTS[kind])
        assert kind not in actual_kinds(lex, text, "Ana")

    cases = (list(itertools.product(PEOPLE[:2], TAILS, ACTS, SHAPES))
                             + list(itertools.product(PEOPLE[2:], TAILS[:2], ACTS, SHAPES[2:])))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("tail,act,kind", [
    ("on ward 9", "eats lunch at noon", "eat"), ("on deck 9", "drinks tea", "drink"),
    ("on the ward", "eats lunch at noon", "eat"), ("in bay 4", "takes a nap", "sleep"),
])
def test_a_role_with_a_tail_before_and_keeps_the_act(lex, tail, act, kind):
    # negative control: "as a nurse ..." is the observer's role; the verb after "and" is hers
    assert kind in actual_kinds(lex, f"Ana works as a nurse {tail} and {act}.", "Ana")


@pytest.mark.parametrize("tail,kind", list(itertools.product(TAILS, ACTS)))
def test_the_observer_with_a_numbered_tail_keeps_the_act(lex, tail, kind):
    # negative control: the observer is the one with the tail
    assert kind in actual_kinds(lex, f"Ana {tail} {ACTS[kind]}.", "Ana")
