"""Leaks and work in the session-4 sets (heldout26-29).

Each test pins one class of text found in those sets, with a contrast case that must not fire.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def actual_self(events) -> set[str]:  # the bundled ``lex`` fixture is in conftest.py
    return {e.kind for e in events if e.is_actual_self} - {"walk"}  # walk is not scored


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Ailsa eats a flapjack; at the next table the medic is dressing a fitter's burnt hand.",
     "Ailsa", {"eat"}),
    ("Ailsa sits down. The nurse is bandaging a roofer's broken wrist.", "Ailsa", set()),
    # contrast: "'s" before a verb and its object is "has": the ailment is still whose it says
    ("Ailsa sits down. A stomach bug's kept her in all week.", "Ailsa", {"illness"}),
])
def test_an_unknown_noun_with_s_before_an_ailment_owns_it(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Ailsa is eating a flapjack. At the next table the first-aider is eating.", "Ailsa",
     {"eat"}),
    ("Ailsa waits. Across the room the well-dressed stranger is eating a pie.", "Ailsa", set()),
    # contrast: the observer's own line still counts
    ("The first-aider is at lunch, so Ailsa is eating a pie alone.", "Ailsa", {"eat"}),
])
def test_a_hyphenated_noun_before_an_auxiliary_is_someone_else(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("I held the lift door for the chaplain, who was telling a joke to the porter.", "Ann",
     set()),
    ("You wave at the neighbour, who is chatting with the postman.", "Ann", set()),
    # contrast: the relative clause's speech aimed at the observer is still theirs
    ("You nod at the neighbour, who tells you about her holiday.", "Ann", {"socialize"}),
    ("You eat while Greta tells a story.", "Ann", {"eat", "socialize"}),
])
def test_a_relative_clause_about_someone_else_is_theirs(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Luca is waxing his skis; outside an instructor is teaching children.", "Luca", set()),
    ("Luca carries her skates to the rink.", "Luca", set()),
    # contrast: the verb is still the activity
    ("Luca skis down the red run.", "Luca", {"exercise"}),
])
def test_an_owned_plural_names_things_not_the_activity(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("BREAKING: Typhoon forces closure of container ports across southern China.", "Ann",
     set()),
    ("Breaking news: a gas explosion has flattened a street in the city centre.", "Ann", set()),
    # contrast: a typhoon where the observer is, told as the story, is danger now
    ("A typhoon is battering the harbour and Ann is sheltering in the hut.", "Ann",
     {"danger"}),
])
def test_a_news_headline_label_reports_its_sentence(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


@pytest.mark.parametrize(("text", "observer", "expected"), [
    ("Sunil is filling up at pump 4 @ Moorgate Services: forecourt", "Sunil", set()),
    # contrast: filling something at a workplace is a job
    ("Sunil is filling syringes @ Moorgate clinic: bay 2", "Sunil", {"work"}),
])
def test_filling_up_the_car_is_no_status_work(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


def test_a_status_records_action_field_is_its_agents_activity(lex) -> None:
    def one_case(text, observer, expected):
        assert actual_self(perceive(text, lex, observer=observer)) == expected

    cases = [
        ("Status report | agent: Hamid | place: Brackley Prison, B-wing | action: counting inmates"
         " at the evening roll call | mood: tired", "Hamid", {"work"}),
        ("Status | agent: Amani | place: RV Coral Sentinel, wet lab | action: logging bleaching"
         " scores | mood: absorbed", "Amani", {"work"}),
        # contrast: at home, a leisure verb, or someone else's record is no work of the observer's
        ("Status report | agent: Hamid | place: his flat | action: counting coins for the laundry"
         " | mood: tired", "Hamid", set()),
        ("Status report | agent: Hamid | place: prison library | action: reading a thriller"
         " | mood: calm", "Hamid", set()),
        ("Status report | agent: Amani | place: wet lab | action: logging scores | mood: absorbed",
         "Bo", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "observer", "expected"), [
    # a relative clause without a comma is only its first verb: the main clause goes on
    ("Bertie and the woman who dented his car talk it over calmly on the verge.", "Bertie",
     {"socialize"}),
])
def test_a_restrictive_relative_clause_ends_at_its_verb(lex, text, observer, expected):
    assert actual_self(perceive(text, lex, observer=observer)) == expected


def test_a_sport_naming_a_place_or_a_thing_is_not_the_sport(lex) -> None:
    def one_case(text, observer, expected):
        assert actual_self(perceive(text, lex, observer=observer)) == expected

    cases = [
        ("You wake in the bottom bunk of the ski-resort staff quarters.", "Freya", set()),
        ("You run your thumb along the canoe's gunwale, checking for cracks.", "Freya", set()),
        ("Freya sips hot chocolate at the ski lodge.", "Freya", {"drink"}),
        # contrast: the activity itself, also as a compound verb
        ("You go ski-touring above the hut.", "Freya", {"exercise"}),
        ("You ski down to the lodge.", "Freya", {"exercise"}),
    ]
    assert failing_cases(one_case, cases) == []
