"""A mild tremor told mild is still a (mild) threat, and a hazard that missed the place or the
people altogether is none (core.yaml ``danger.terms``: "light tremor", "slight tremor";
``danger.benign.past.ending``: "missed us completely", "missed the camp entirely").

* "A light tremor rattles the jars in the clinic for a second, then stops" ("light" before a
  threat word is otherwise light that floods a room, not_after's).
* "The storm missed us completely and hit the coast further south", "the rockfall missed the
  camp entirely" are no threat; "the rockfall missed Omar by a metre" stays a near miss.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("observer,text", [
    ("Omar", "A light tremor rattles the jars in the clinic for a second, then stops."),
    (None, "A slight tremor runs through the salt mine gallery."),
    ("Omar", "The rockfall missed Omar by a metre."),
])
def test_a_mild_or_near_threat_is_danger(lex, observer, text):
    assert "danger" in actual_kinds(lex, text, observer), text


@pytest.mark.parametrize("observer,text", [
    (None, "The storm missed us completely and hit the coast further south."),
    ("Omar", "The rockfall missed the camp entirely; it came down on the far side of the valley."),
    ("Omar", "The avalanche missed the base completely."),
])
def test_a_hazard_that_missed_altogether_is_no_danger(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer), text
