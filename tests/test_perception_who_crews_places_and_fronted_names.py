"""Who did it, in circus, herding-camp, market and sleeper-train scenes.

* A crew member named by a job of these places ("the acrobat", "a trapeze artist", "the
  provodnitsa") is someone else: their fall, sprain or meal in front of the observer is theirs,
  not a near miss of the observer's; an animal's word inside a person's job ("the snake
  charmer") is no dangerous animal.
* Someone else who crashes at (or skids into) the observer's place or wall does it where the
  observer need not be ("Kofi crashes at Ana's place" is a sleep-over; "Tom skids into Ana's
  fence"): no danger of the observer's. What the observer sits in or their body keeps it
  theirs ("Kofi swerves towards Ana's car").
* A name right after a place word opening the sentence, before its finite action ("Outside
  Kofi ate a kebab"), is that person, the action's subject.

Negative controls: a thing that falls in front of the observer, a threat at the observer's
car, a fire at their flat, a place name after "in" ("In Paris I ate a croissant"), and a
capitalised name that is also a word of a job phrase ("Walker ate a kebab") stay as they were.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

CREW = ["the acrobat", "a juggler", "the contortionist", "a trapeze artist", "the herder",
        "the provodnitsa", "a hawker", "the fire eater", "a scaffolder", "the strongman",
        "the horseman"]
MISHAPS = ["falls off the platform", "tumbles off the stage", "falls from the trapeze"]
NAMES = ["Kofi", "Bataa", "Marta", "Tunde"]


def cap(s: str) -> str:
    return s[0].upper() + s[1:]


def test_a_crew_members_fall_in_front_of_the_observer_is_theirs(lex) -> None:
    def one_case(crew, mishap):
        text = f"{cap(crew)} {mishap} right in front of Ana."
        assert "danger" not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(CREW, MISHAPS))
    assert failing_cases(one_case, cases) == []


def test_a_crew_members_sprain_or_meal_is_theirs(lex) -> None:
    def one_case(crew):
        for text in (f"{cap(crew)} sprains an ankle in front of Ana.",
                     f"{cap(crew)} eats a bowl of noodles next to Ana."):
            assert not actual_kinds(lex, text, "Ana") & {"injury", "eat", "danger"}, text

    cases = CREW
    assert failing_cases(one_case, cases) == []


def test_an_animal_word_inside_a_job_is_no_animal(lex):
    assert "danger" not in actual_kinds(lex, "The snake charmer drinks tea in front of Ana.", "Ana")
    assert "danger" in actual_kinds(lex, "A snake slides past Ana's boots.", "Ana")


@pytest.mark.parametrize("thing", ["A tile", "A crate", "A branch"])
def test_a_thing_falling_in_front_of_the_observer_stays_a_near_miss(lex, thing):
    assert "danger" in actual_kinds(lex, f"{thing} falls off the roof in front of Ana.", "Ana")


def test_crashing_at_the_observers_place_is_the_sleeper_s(lex) -> None:
    def one_case(name, verb, place):
        text = f"{name} {verb} at {place} after the circus."
        assert "danger" not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        NAMES, ["crashes", "crashed"], ["Ana's place", "Ana's flat", "Ana's house", "your flat",
                                        "my place"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name,what", list(itertools.product(NAMES, ["fence", "front gate"])))
def test_someone_skidding_into_the_observers_wall_is_theirs(lex, name, what):
    text = f"{name} crashes into Ana's {what}."
    assert "danger" not in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("text", ["Kofi swerves towards Ana's car.",
                                  "A drunk driver swerves across the road towards Ana's car.",
                                  "Kofi crashes into Ana's car.",
                                  "Kofi swerves towards your car.",
                                  "A fire breaks out at Ana's flat.",
                                  "A lorry crashes into your house.",
                                  "Kofi swerves towards you."])
def test_a_threat_at_the_observers_seat_or_place_with_no_doer_stays_theirs(lex, text):
    assert "danger" in actual_kinds(lex, text, "Ana"), text


def test_a_name_after_a_fronted_place_word_is_the_subject(lex) -> None:
    def one_case(opener, name, act):
        text = f"{opener} {name} {act[0]}."
        assert act[1] not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(
        ["Outside", "Inside", "Upstairs", "Later"], NAMES,
        [("ate a kebab", "eat"), ("slept on the bus", "sleep"), ("drank airag", "drink")]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text,kind", [("In Paris I ate a croissant.", "eat"),
                                       ("Outside Leeds it rained and I ate chips.", "eat"),
                                       ("At Kofi's I ate a croissant.", "eat"),
                                       ("Outside, I ate a kebab.", "eat")])
def test_the_observer_after_a_fronted_place_keeps_it(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


@pytest.mark.parametrize("name", ["Walker", "Tamer"])
def test_a_name_that_is_a_word_of_no_job_phrase_stays_a_name(lex, name):
    assert "eat" not in actual_kinds(lex, f"{name} ate a kebab.", "Ana"), name
