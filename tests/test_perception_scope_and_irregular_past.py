"""A wait's or a plan's reach ends at "and" + an inflected verb of the subject, an irregular
past included ("skipped the coffee queue and drank water from her bottle", "ordered a burger
and ate it at the counter", "queued for an hour and slept on the bench"), as it does at a
regular one ("ordered a burger and eats it"). Controls: a bare infinitive after a plan's "and"
stays ahead ("wants to order a pizza and eat it in bed")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

PEOPLE = ["Ana", "Tom", "Kofi"]
FIRST = ["ordered a burger", "queued for an hour", "skipped the coffee queue",
         "waited for a table"]
THEN = [("ate it at the counter", "eat"), ("drank water from a bottle", "drink"),
        ("slept on the bench", "sleep")]


def test_and_plus_an_irregular_past_ends_a_wait(lex):
    cases = [(f"{n} {f} and {t}.", n, k) for n, f, (t, k) in itertools.product(PEOPLE, FIRST, THEN)]
    assert len(cases) == 36
    assert [t for t, n, k in cases if k not in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("who", PEOPLE)
def test_control_a_bare_infinitive_after_a_plan_stays_ahead(lex, who):
    assert "eat" not in actual_kinds(lex, f"{who} wants to order a pizza and eat it in bed.", who)
