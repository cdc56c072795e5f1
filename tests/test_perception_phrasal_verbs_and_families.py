"""Recall: separable phrasal verbs and vocabulary families, with contrasts."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

# -- separable phrasal verbs (core.yaml `phrasal`) -------------------------------------------

def test_a_separable_phrasal_verb_matches_with_a_short_object_inside(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Mara")

    cases = [
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
    ]
    assert failing_cases(one_case, cases) == []


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
    assert not actual_kinds(lex, text, "Mara") & {"eat", "drink", "exercise", "socialize"}


def test_a_pronoun_object_leaves_an_eat_or_drink_verb_undecided(lex):
    # "slurp down" is a light verb of both: "them" may be noodles or tea
    assert not actual_kinds(lex, "At last the noodles arrive, and Mara slurps them down.", "Mara") \
        & {"drink"}


def test_a_split_light_verb_does_not_replace_a_term_of_the_verb_alone(lex):
    assert "drink" in actual_kinds(lex, "You gulp it down.", "Mara")


# -- vocabulary families (core.yaml, round 28) ------------------------------------------------

def test_a_round_28_family_names_its_event(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Mara")

    cases = [
        # sieges, hordes and beasts at the door
        ("Something is battering at the door and the boards start to splinter.", "danger"),
        ("Hundreds of them are surging against the gate; Mara holds the bar.", "danger"),
        ("Mara braces the shutter as the hinges start to give.", "danger"),
        # battle and traps
        ("An arrow takes Mara in the shoulder.", "danger"),
        ("You step on a pressure plate and a blade scythes out of the wall.", "danger"),
        # protest policing and industry
        ("Police are kettling the marchers and Mara can't get out.", "danger"),
        ("A gas canister lands at Mara's feet and bursts.", "danger"),
        ("Mara's sleeve is caught in the machinery and she yanks it free.", "danger"),
        ("Mara is hanging off the side of a moving truck for the chase scene.", "danger"),
        # conflict idioms
        ("Mara and her sister are at each other's throats about the will.", "conflict"),
        ("Mara got into a screaming match with the landlord.", "conflict"),
        ("Mara screams back at the bailiff.", "conflict"),
        ("Mara and the editor are going at it hammer and tongs.", "conflict"),
        # eating idioms
        ("Mara goes back for a third helping of stew.", "eat"),
        ("Mara reads the bulletin over her breakfast porridge.", "eat"),
        # sport the observer plays
        ("In the seventh minute a sliding tackle catches Mara on the shin.", "exercise"),
        ("You carve long turns down the blue run.", "exercise"),
        ("Mara and Jo skin up the ridge before dawn.", "exercise"),
        ("Mara pulls hard in the tug of war.", "exercise"),
        # rest
        ("Mara sits by the heater, warming her hands.", "rest"),
        ("Mara sits on the bench with her eyes closed.", "rest"),
        ("Mara sits with her feet in the paddling pool.", "rest"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "kind"), [
    # a kettle on the stove is no kettling
    ("Mara puts the kettle on and waits for it to boil.", "danger"),
    ("Mara scalds her fingers on the steam from the kettle.", "danger"),
    # arrows that point the way
    ("Mara follows the green arrows to the exit.", "danger"),
    # a row that someone else had, told to the observer
    ("Mara's friend confesses that she got into a screaming match with her boss.", "conflict"),
    # a past threat recounted over a meal is no threat now
    ("Over dinner Grandpa recounts how his ship was torpedoed in 1943.", "danger"),
])
def test_a_round_28_family_word_used_otherwise_names_nothing(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Mara")


def test_someone_recounting_a_past_danger_reports_it(lex):
    events = perceive("Mara's friend recounts how she crashed the car in the snow.", lex,
                      observer="Mara")
    assert not [e for e in events if e.kind == "danger" and e.mode == "actual"]
