"""Session 24: "nearly" or "almost" before what would have harmed someone tells a near miss, a
threat that passed (core.yaml ``danger.near_miss.nearly_kinds`` and ``nearly_verbs``,
perception._nearly_harmed).

* Before a threat term the adverb is no denial ("nearly crashes the car", "almost collides with
  a cyclist"); before a hurt of ``nearly_kinds`` (an injury) it denies the hurt and tells a near
  miss ("nearly cuts his finger off", "nearly gets bitten by the snake": one "get" or "be" may
  stand between).
* Before a ``nearly_verbs`` phrase, which names no threat without the adverb, it is a near miss
  ("almost went over the edge", "nearly got flattened", "is nearly thrown over the handlebars",
  "nearly rear-ends the taxi").
* Controls: nearly being sick is an illness denied, a business that nearly went under, a count
  ("nearly an hour"), and someone else's near miss is theirs.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("observer,text", [
    ("Tom", "Tom nearly crashes the car on the ice."),
    ("Tom", "Tom almost collides with a cyclist at the junction."),
    ("Tom", "Tom almost went over the edge of the quarry."),
    ("Ama", "Ama slips on the wet deck and nearly goes over the rail."),
    (None, "I nearly got flattened by a reversing bin lorry on the way to work."),
    ("Tariq", "Tariq's bike hits a pothole at speed and he is nearly thrown over the handlebars."),
    (None, "The taxi in front of you brakes hard and you nearly rear-end it."),
    ("Tom", "Tom nearly gets bitten by a snake on the path."),
])
def test_nearly_before_a_harm_is_a_near_miss(lex, observer, text):
    assert "danger" in actual_kinds(lex, text, observer), text


@pytest.mark.parametrize("text", [
    "Tom nearly cuts his finger off with the saw.",
    "Tom nearly breaks his neck on the stairs.",
    "Tom almost got stung by a hornet.",
])
def test_a_hurt_that_nearly_happened_is_a_danger_and_no_injury(lex, text):
    kinds = actual_kinds(lex, text, "Tom")
    assert "danger" in kinds and "injury" not in kinds, text


@pytest.mark.parametrize("observer,text", [
    ("Tom", "Tom nearly throws up after the ride."),
    ("Tom", "Tom's company nearly went under last year."),
    ("Tom", "Tom waits nearly an hour for the bus."),
    ("Tom", "Tom nearly forgets his keys."),
])
def test_no_harm_after_nearly_is_no_danger(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer), text


def test_someone_elses_near_miss_is_theirs(lex):
    text = "Ana's brother nearly went over the edge of the cliff path."
    assert "danger" not in actual_kinds(lex, text, "Ana")
    assert "danger" in other_kinds(lex, text, "Ana")
