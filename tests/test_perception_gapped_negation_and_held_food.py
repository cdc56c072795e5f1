"""Negations with a gap and food held but never had.

- "too" + a state + a gap + "to" ("is too busy filling in the rental form to drink it"): the
  event just after "to" is negated, what stands in the gap is not (``cues.negation.too_states``);
- "before" + a short subject + can/could ("the bells go down before she can take a sip"): the
  event after the modal was prevented (``cues.negation.prevented_modals``);
- "has a coffee ... but doesn't drink it": a light verb's meal that a later negated meal of
  the same kind takes back by pronoun or token amount is dropped (``perception._held_not_had``);
  a different meal denied ("had breakfast but didn't eat lunch") leaves the first alone.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

STATES = ["busy", "tired", "worried", "distracted"]
GAPS = ["filling in the rental form", "with the flu", "about the harvest",
        "sorting the post for the morning round"]
EVENTS = [("to drink it", "drink"), ("to eat a thing", "eat"), ("to take a nap", "sleep")]


def test_too_a_state_with_a_gap_negates_the_event_after_to(lex) -> None:
    def one_case(state, gap, event):
        assert event[1] not in actual_kinds(lex, f"Mei is too {state} {gap} {event[0]}.", "Mei")

    cases = list(itertools.product(STATES, GAPS, EVENTS))
    assert failing_cases(one_case, cases) == []


PREVENTERS = ["the bells go down", "the radio calls her away", "the bus pulls out",
              "her manager shouts for her"]
PREVENTED = [("she can take a sip", "drink"), ("Mei can finish her sandwich", "eat"),
             ("she could eat her lunch", "eat")]


def test_an_event_after_before_and_a_modal_was_prevented(lex) -> None:
    def one_case(preventer, prevented):
        text = f"Mei has nothing yet, and {preventer} before {prevented[0]}."
        assert prevented[1] not in actual_kinds(lex, text, "Mei")

    cases = list(itertools.product(PREVENTERS, PREVENTED))
    assert failing_cases(one_case, cases) == []


HELD = [("has a bubble tea in one hand but is too busy to drink it", "drink"),
        ("has the coffee in her hand but the bells go down before she can take a sip", "drink"),
        ("has a plate of chips in front of her but doesn't eat them", "eat"),
        ("has a mug of cocoa but never drinks any", "drink")]


@pytest.mark.parametrize(("text", "kind"), HELD)
def test_food_held_but_not_had_is_no_meal(lex, text, kind):
    assert kind not in actual_kinds(lex, f"Mei {text}.", "Mei")


@pytest.mark.parametrize(("text", "kind"), [
    ("Mei is too busy talking with her sister to notice the olives.", "socialize"),
    ("Mei had breakfast at seven but didn't eat lunch.", "eat"),
    ("Mei eats her soup before it can go cold.", "eat"),
    ("Mei has a beer and doesn't eat a thing.", "drink"),
    ("Mei has a coffee and drinks it slowly.", "drink")])
def test_controls_stay_actual(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Mei")
