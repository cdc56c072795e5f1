"""Who did it, modes, negation scope and false friends.

Each test pins one class of text found in the session-4 sets (heldout24/25), with a contrast case
that must not fire.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def actual_self(events) -> set[str]:  # the bundled ``lex`` fixture is in conftest.py
    return {e.kind for e in events if e.is_actual_self} - {"walk"}  # walk is not scored


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Brother Anselm slept right through the bell for matins.", "Anselm", {"sleep"}),
    ("Old friends Margit and Bertie share a pot of tea and catch up.", "Margit",
     {"drink", "socialize"}),
    # contrast: a title before someone else's name is still someone else
    ("Brother Anselm slept right through the bell for matins.", "Oswin", set()),
    ("Your cousin Marta is napping on the sofa.", "Ana", set()),
])
def test_a_title_before_the_observers_name_is_the_observer(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("The portcullis chain has crushed Aldric's hand.", "Aldric", {"injury"}),
    ("The falling crate crushed your foot.", "Ana", {"injury"}),
    # contrast: someone else's body part inside the injury is theirs
    ("The falling crate crushed Piet's foot.", "Ana", set()),
])
def test_the_observers_body_part_inside_an_injury_makes_it_theirs(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # "her" is the preposition's object; "two students" is the subject of "are"
    ("Nkechi queues; at the table behind her two students are whispering.", set()),
    ("Beside her two old men are eating soup.", set()),
    # contrast: a subject before it keeps the noun phrase a preposition's object
    ("Nkechi, beside her two friends, is eating soup.", {"eat"}),
])
def test_a_noun_phrase_after_a_prepositions_pronoun_may_be_the_subject(lex, text, expected):
    assert actual_self(perceive(text, lex, observer="Nkechi")) == expected


def test_false_friends_named_after_an_activity_are_no_event(lex) -> None:
    def one_case(text, expected):
        assert actual_self(perceive(text, lex)) == expected

    cases = [
        ("A player's father storms onto the pitch and screams at you.", {"conflict"}),
        ("You walk past the empty skate park.", set()),
        ("You pull into Rest Area 48 to use the restrooms.", set()),
        ("You sit on your sleeping mat and sort your kit.", set()),
        ("You sit on an upturned milk crate.", set()),
        ("You walk past a poster for the knife-thrower.", set()),
        ("The generator coughs into life.", set()),
        ("You feel a tiny bit tired, nothing more.", set()),
        ("You talk through the disputed penalty with the referee.", {"socialize"}),
        ("You are gutting fish on the deck.", {"work"}),
        ("You smash the ball off the crossbar.", {"exercise"}),
        # contrasts: the activity itself still fires
        ("You skate round the park.", {"exercise"}),
        ("You take a rest on a bench.", {"rest"}),
        ("A storm hits the coast where you live.", {"danger"}),
        ("You get into a dispute with the referee.", {"conflict"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Your flu test came back negative and you feel fine.", set()),
    ("Your chest infection has finally cleared.", set()),
    ("Training was called off because the pitch was waterlogged.", set()),
    ("You cancel your gym session and go for a run instead.", {"exercise"}),
    # contrast: the cancelling is only near the thing cancelled
    ("You go for a run, then cancel your gym membership.", {"exercise"}),
    ("Your flu has got worse overnight.", {"illness"}),
])
def test_ruled_out_cleared_or_called_off_is_negated(lex, text, expected):
    assert actual_self(perceive(text, lex)) == expected


@pytest.mark.parametrize(("text", "kind", "mode"), [
    ("Tariq has asked for a cup of tea and is watching the door.", "drink", "waiting"),
    ("You head down to the canteen to have lunch.", "eat", "planned"),
    ("Freya puts her feet up after a long day of marking.", "work", "reference"),
    # contrasts: what follows the few words after the cue is actual again
    ("Tariq asks for a glass of water, which he drinks slowly.", "drink", "actual"),
    ("Freya rests her legs on a footstool after a long day of marking.", "rest", "actual"),
])
def test_requests_errands_and_stretches_of_time_are_not_actual(lex, text, kind, mode):
    events = [e for e in perceive(text, lex, observer=text.split()[0]) if e.kind == kind]
    assert events and events[-1].mode == mode


@pytest.mark.parametrize(("text", "expected"), [
    ("You collapse on the sofa after hours of digging.", {"rest"}),
    ("Freya collapses into bed at midnight.", {"rest"}),
    # a person who collapses has fainted or is spent: no threat on its own (a structure
    # that collapses is one)
    ("You collapse on the pavement, clutching your chest.", set()),
])
def test_collapsing_onto_furniture_is_rest(lex, text, expected):
    assert actual_self(perceive(text, lex, observer="Freya")) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Ravi watches a documentary from his armchair, feet up on the pouffe.", {"rest"}),
    ("You watch TV with your feet up.", {"rest"}),
    ("Ravi reads the paper, feet up on the pouffe.", {"rest"}),
    # contrasts: someone else's posture, and a posture still wanted
    ("Ravi's dad has his feet up.", set()),
    ("Ravi wants to put his feet up.", set()),
])
def test_a_posture_is_the_subjects_even_after_watching_or_reading(lex, text, expected):
    assert actual_self(perceive(text, lex, observer="Ravi")) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("I told the school I had a migraine.", set()),
    ("I told the ringmaster I'd sprained my ankle so I could skip the parade.", set()),
    # contrast: telling family or a friend is company
    ("I told my sister I had a migraine.", {"socialize"}),
])
def test_telling_an_institution_or_a_boss_at_work_is_no_company(lex, text, expected):
    assert actual_self(perceive(text, lex, observer="Emre")) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Cooked a big pot of dal and ate it with Jonah.", {"eat", "socialize"}),
    ("Priti is cooking dinner and eats it with Jonah.", {"eat", "socialize"}),
    ("Guarded the gate all night, then slept.", {"sleep"}),
    # contrast: the noun itself is still someone else
    ("The cook eats a bowl of dal.", set()),
    ("The guards are sleeping by the gate.", set()),
])
def test_a_verb_form_of_a_person_noun_names_nobody(lex, text, expected):
    assert actual_self(perceive(text, lex, observer="Priti")) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("I fell down the steps and I think I've broken my wrist.", {"injury"}),
    ("Ludmila thinks she has sprained her ankle.", {"injury"}),
    # contrasts: someone else's ailment, and thinking about something
    ("Bea thinks she has flu.", set()),
    ("You think about lunch.", set()),
])
def test_a_belief_about_ones_own_body_is_a_hedge_not_a_report(lex, text, expected):
    assert actual_self(perceive(text, lex, observer="Ludmila")) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("You run the whole 50-kilometre ultra in the hills.", {"exercise"}),
    ("You are repeating the bleep test after a false start.", {"exercise"}),
    ("Your leg is pinned under a toppled ore cart.", {"injury"}),
    # contrasts: running a business is no race; someone else pinned is theirs
    ("You run the whole shop on your own.", set()),
    ("Dmitri's leg is pinned under a toppled ore cart.", set()),
])
def test_races_fitness_tests_and_pinned_limbs(lex, text, expected):
    assert actual_self(perceive(text, lex)) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Tariq's granddaughter reads him a chapter over the phone.", {"socialize"}),
    ("Tariq reads to his grandson before bed.", {"socialize"}),
    # contrasts: reading alone, and a grandchild's own doing
    ("Tariq reads the paper in the lounge.", set()),
    ("Tariq's grandson eats a biscuit.", set()),
])
def test_reading_aloud_to_someone_is_company(lex, text, expected):
    assert actual_self(perceive(text, lex, observer="Tariq")) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Water pours in and your trawler is listing hard to port.", {"danger"}),
    # contrast: a list is not a boat heeling over
    ("You make a list of the catch.", set()),
])
def test_a_boat_listing_hard_is_danger(lex, text, expected):
    assert actual_self(perceive(text, lex)) == expected
