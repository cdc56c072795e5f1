"""Session 24, illness precision: symptom words that tell no illness of the observer's.

Classes, each with the phrasings that must stay illness:
- a machine or a vehicle that coughs, splutters or wheezes makes a noise
  (``illness.machine_sounds``: "the old car coughs up the hill", "it coughs and catches");
- an illness adjective between a determiner and a noun that is no person describes that thing
  or group (``illness.attributive``: "lands a sick kickflip", "Ana's sick goat", "the sick and
  the wounded"); before a person it is theirs ("his feverish little sister");
- a symptom a feeling or a spent voice gives, told with that cause (``illness.felt_causes``:
  "breathless with excitement", "hoarse from cheering", "sick at the thought of the speech");
- a vaccine, a remedy or a signal named by the illness or the cough (``illness.not_before``:
  "her yellow fever vaccine", "hay fever spray", "coughs politely");
- an illness as the topic of an essay or a thesis (reported cues: "an essay on the causes of
  malaria"), and an ailment that has eased (``illness.as_time``);
- a phrasal verb with a thing as its object (``illness.things``: "throws up her hands",
  "coughs up the money") and "sick as a parrot" (exceptions).
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Ana"


def ill(lex, text: str) -> bool:
    return "illness" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "The old car coughs and splutters up the hill while Ana drives.",
    "Ana's van wheezes up the last hill.",
    "The printer coughs out a page for Ana.",
    "The ancient bus splutters to a stop and Ana gets off.",
    "Ana starts the chainsaw; it coughs and catches.",
    "Ana's truck wheezes and shudders as she pulls onto the motorway.",
    "Ana wakes to the roosters and the jeep coughing on the road below.",
])
def test_a_machine_that_coughs_is_no_illness(lex, text):
    assert not ill(lex, text)


@pytest.mark.parametrize("text", [
    "Ana lands a sick kickflip at the skatepark.",
    "Ana takes the sick calls at the surgery front desk all morning.",
    "The vet treats Ana's sick goat in the barn.",
    "Ana feeds the sick lambs in the barn.",
    "Ana treats the sick and the wounded.",
])
def test_an_illness_adjective_before_a_thing_is_no_illness(lex, text):
    assert not ill(lex, text)


def test_an_illness_adjective_before_a_person_is_theirs(lex):
    text = "Ana helps her feverish little sister into bed."
    assert not ill(lex, text)
    assert "illness" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Ana is breathless with excitement as the results are read out.",
    "Ana's voice is hoarse from cheering at the match.",
    "Ana's sides ache from laughing.",
    "Ana feels sick with excitement before the gig.",
    "Ana's voice is croaky from all the singing last night.",
    "Ana feels sick at the thought of the speech.",
])
def test_a_symptom_of_a_feeling_or_a_spent_voice_is_no_illness(lex, text):
    assert not ill(lex, text)


def test_a_remedy_a_signal_a_topic_or_an_ailment_eased_is_no_illness(lex) -> None:
    def one_case(text):
        assert not ill(lex, text)

    cases = [
        "Ana is at the travel clinic getting her yellow fever vaccine.",
        "A billboard for hay fever spray looms over Ana as she waits at the lights.",
        "Ana buys a box of cold and flu sachets for the office first-aid kit.",
        "Ana coughs politely to get the waiter's attention.",
        "Ana is writing an essay on the causes of malaria @ library",
        "Ana writes her thesis on malaria.",
        "Ana feels much better now that the migraine has eased.",
        "Ana throws up her hands in despair.",
        "The speedboat throws up a wall of spray as Ana watches.",
        "Ana finally coughs up the money she owes.",
        "Ana is sick as a parrot about the result.",
    ]
    assert failing_cases(one_case, cases) == []


def test_illness_stays_illness(lex) -> None:
    def one_case(text):
        assert ill(lex, text)

    cases = [
        "Ana is breathless with a chest infection.",
        "Ana feels sick with the flu.",
        "Ana has a sick feeling in her stomach.",
        "Ana has flu symptoms.",
        "Ana's covid test comes back positive and she goes to bed.",
        "Ana coughs and wheezes her way through the shift.",
        "Ana has a splitting headache and lies down in a dark room.",
        "Ana is carsick in the back seat, her face pressed to the window.",
        "Ana catches Tom's cold and spends the weekend sneezing.",
        "Ana is fighting for breath.",
        "Ana is dizzy and sick from the heat.",
        "Ana throws up her breakfast.",
        "Ana coughs into her sleeve.",
        "Ana throws up in the bushes.",
    ]
    assert failing_cases(one_case, cases) == []
