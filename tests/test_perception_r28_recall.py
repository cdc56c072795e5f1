"""Round r28 (recall): separable phrasal verbs and vocabulary families, with contrasts."""

from __future__ import annotations

import pytest

from engine.perception import perceive


def actual_self(lex, text: str, observer: str = "Mara") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


# -- separable phrasal verbs (core.yaml `phrasal`) -------------------------------------------

@pytest.mark.parametrize(("text", "kind"), [
    # a pronoun between the verb and its particle
    ("You wolf it down.", "eat"),
    ("Mara polished them off before the meeting.", "eat"),
    ("Mara wolfed it all down in a minute.", "eat"),
    ("Mara had a streaming cold, so she slept it off.", "sleep"),
    # a determiner or a possessive and up to two words
    ("You wolf the bowl down standing up.", "eat"),
    ("Mara polishes her plate off.", "eat"),
    ("Mara wolfs a huge bowl down.", "eat"),
    ("Mara polished the lot off.", "eat"),
    ("Mara knocks the shot back and grimaces.", "drink"),
    # a light verb keeps its object, which says what was had
    ("Mara finishes the pint off.", "drink"),
    ("Mara slurps the noodles down.", "eat"),
    ("Mara slurps the tea down.", "drink"),
    # the observer as the object of someone else's phrasal verb
    ("The foreman tells you off in front of everyone.", "conflict"),
])
def test_a_separable_phrasal_verb_matches_with_a_short_object_inside(lex, text, kind):
    assert kind in actual_self(lex, text)


def test_the_object_of_a_split_phrasal_verb_keeps_its_quantity(lex):
    big = [e for e in perceive("Mara wolfs a huge bowl down.", lex, observer="Mara")
           if e.kind == "eat"]
    small = [e for e in perceive("Mara wolfs a small bowl down.", lex, observer="Mara")
             if e.kind == "eat"]
    assert big and small and small[0].strength < big[0].strength


@pytest.mark.parametrize("text", [
    # across a comma or a clause: the particle is someone else's preposition
    "You wolf, the dog barks down the lane.",
    "You polish the car, then the neighbour heads off.",
    # an opener after the particle makes it a preposition
    "You wolf the dog barks down the lane.",
    # a gap too long to be an object
    "You polish the big old brass bell off.",
    # a conjunction inside the object
    "Mara polishes the car and then heads off.",
    # a split form that means something else (`not_separable`)
    "Mara worked it out on the back of an envelope.",
    "Mara tucks the kids in and switches off the light.",
    "Mara hangs the washing out.",
])
def test_a_split_phrasal_verb_needs_a_short_object_and_a_real_particle(lex, text):
    assert not actual_self(lex, text) & {"eat", "drink", "exercise", "socialize"}


def test_a_pronoun_object_leaves_an_eat_or_drink_verb_undecided(lex):
    # "slurp down" is a light verb of both: "them" may be noodles or tea
    assert not actual_self(lex, "At last the noodles arrive, and Mara slurps them down.") \
        & {"drink"}


def test_a_split_light_verb_does_not_replace_a_term_of_the_verb_alone(lex):
    assert "drink" in actual_self(lex, "You gulp it down.")
