"""A threat that goes for a person the observer owns ("Mira's brother", "her guide") is that
person's, not the observer's (perception._threat_target, _unknown_passive_subject).

* After the threat: "lightning strikes Mira's brother", "a dog lunges at Mira's son": the
  person owned is the target; the owner's body stays the owner's ("almost hits Mira's head").
* Before it, as the subject of a passive: "her guide is struck by lightning", "Mira's sherpa
  was caught in an avalanche": an unknown word owned by a possessive names someone else, as
  "the android is nearly hit by a bus" does.
* Controls: the observer named as the target or the subject stays theirs, and so does a
  thing of theirs on fire with a copula ("Mira's toaster is on fire").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

OBSERVER = "Mira"

THREATS_AFTER = ["Lightning strikes {o}.", "A lorry nearly hits {o}.", "A dog lunges at {o}.",
                 "A wave sweeps {o} off the pier.", "The avalanche buries {o}.",
                 "The bull charges at {o}."]
OWNED_PEOPLE = ["Mira's brother", "Mira's son", "Mira's two teenage nephews",
                "Mira's best friend"]
OWNED_UNKNOWN = ["her guide", "her sherpa", "her minder", "her bodyguard", "her cameraman",
                 "Mira's guide", "Mira's squire"]
PASSIVES = ["{O} is struck by lightning.", "{O} is nearly hit by a car.",
            "{O} gets chased by a bear.", "{O} was buried by an avalanche.",
            "{O} is chased by a bull.", "{O} is almost crushed by a falling tree."]
SHAPES = ["Mira hears that {p}", "Beside Mira, {p}", "{p} Mira phones for help.",
          "Mira looks on. {p}"]


def self_danger(lex, text: str) -> list:
    return [e for e in perceive(text, lex, observer=OBSERVER)
            if e.kind == "danger" and e.is_actual_self]


def test_a_person_owned_after_the_threat_is_its_target(lex) -> None:
    def one_case(threat, who):
        text = threat.format(o=who)
        assert not self_danger(lex, text), text

    cases = list(itertools.product(THREATS_AFTER, OWNED_PEOPLE))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("threat", THREATS_AFTER)
def test_the_observer_as_target_keeps_it(lex, threat):
    text = threat.format(o=OBSERVER)
    assert self_danger(lex, text), text


def test_an_owned_unknown_subject_of_a_passive_is_someone_else(lex) -> None:
    def one_case(passive, who, shape):
        sentence = passive.format(O=who[0].upper() + who[1:])
        if not shape.startswith("{p}") and not shape.startswith("Mira looks"):
            sentence = sentence[0].lower() + sentence[1:]
        text = shape.format(p=sentence)
        assert not self_danger(lex, text), text

    cases = list(itertools.product(PASSIVES, OWNED_UNKNOWN, SHAPES))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("passive", PASSIVES)
def test_the_observer_as_subject_of_the_passive_keeps_it(lex, passive):
    text = passive.format(O=OBSERVER)
    assert self_danger(lex, text), text


@pytest.mark.parametrize("text", [
    "Mira's toaster is on fire.",
    "Mira's kitchen is on fire.",
    "A falling branch almost hits Mira's head.",
    "A stone smashes into Mira's windscreen.",
])
def test_the_observers_own_things_and_body_stay_hers(lex, text):
    assert self_danger(lex, text), text


OWNED_PLACES = ["her sister's boat", "her cousin's house", "his brother's farm",
                "her neighbour's flat"]
CLAUSE_THREATS = ["is buried by the avalanche", "catches fire", "is swept away by the flood",
                  "is surrounded by the wildfire"]
HEARD = ["Mira hears that {p}.", "Mira gets a call: {p}.", "Mira is at work when {p}."]


def test_someone_elses_place_as_a_clause_subject_is_theirs(lex) -> None:
    def one_case(heard, place, threat):
        text = heard.format(p=f"{place} {threat}")
        assert not self_danger(lex, text), text

    cases = list(itertools.product(HEARD, OWNED_PLACES, CLAUSE_THREATS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Mira is sailing her sister's boat when a squall hits.",
    "Mira stays at her cousin's house, which catches fire.",
    "Mira hears that her house is surrounded by the wildfire.",
])
def test_the_observer_in_someone_elses_place_keeps_it(lex, text):
    assert self_danger(lex, text), text


OWN_THINGS = ["Tevita's trawler is listing hard to port", "Tevita's boat capsizes",
              "Tevita's car skids on the ice", "Tevita's house is shaking"]
BEFORE = ["Seawater is pouring into the wheelhouse and {t}.", "Tom shouts as {t}.",
          "The skipper swears, and {t}."]


def test_the_observers_own_thing_after_another_subject_is_theirs(lex) -> None:
    def one_case(before, thing):
        text = before.format(t=thing)
        assert [e for e in perceive(text, lex, observer="Tevita")
                if e.kind == "danger" and e.is_actual_self], text

    cases = list(itertools.product(BEFORE, OWN_THINGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "The girl who delivers Tevita's newspaper skids on the icy path.",
    "The guard who searched Tevita's bag is now chasing a pickpocket.",
])
def test_the_observers_thing_as_someone_elses_object_is_not(lex, text):
    assert not [e for e in perceive(text, lex, observer="Tevita")
                if e.kind == "danger" and e.is_actual_self], text
