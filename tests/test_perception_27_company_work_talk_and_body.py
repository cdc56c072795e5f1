"""Work talk, walks, cold drinks and directions (session 27, round company): a work document
discussed or gone over is the job's talk, no company ("discusses the quarterly figures with
her manager"), as the labelled sets label a work meeting; a walk done for its pace or distance
is a workout ("a brisk 5k walk", "power-walks"); "a cold" before a drink is the adjective ("with
a cold lemonade"); "down to the water" is a direction, no drink downed; a grip relaxed is no
rest; a sport played on a screen is no workout, and a call missed in the shower no company."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Nadia discusses the quarterly figures with her manager.",
    "Nadia goes over the sales report with her boss.",
    "You discuss the budget with your boss.",
])
def test_a_work_document_discussed_is_work_not_company(lex, text):
    assert actual_kinds(lex, text, "Nadia") == {"work"}


@pytest.mark.parametrize("text", [
    "Nadia discusses the wedding with her sister.",
    "Nadia and her landlord discuss the broken boiler.",
])
def test_other_matters_discussed_stay_company(lex, text):
    assert actual_kinds(lex, text, "Nadia") == {"socialize"}


@pytest.mark.parametrize("text", [
    "Sione goes for a brisk 5k walk before breakfast.",
    "Sione power-walks round the reservoir twice.",
    "Sione goes for a brisk walk.",
    "Sione does a 10 km walk.",
])
def test_a_walk_for_pace_or_distance_is_exercise(lex, text):
    assert actual_kinds(lex, text, "Sione") == {"exercise"}


def test_a_stroll_is_no_exercise(lex):
    assert "exercise" not in actual_kinds(lex, "Sione walks to the bus stop.", "Sione")


def test_a_cold_drink_is_no_illness(lex):
    assert actual_kinds(lex, "You kick back on the porch with a cold lemonade.", "") == {"rest"}
    assert actual_kinds(lex, "Felix is in bed with a cold.", "Felix") == {"illness"}


def test_down_to_the_water_is_a_direction_not_a_drink(lex):
    assert "drink" not in actual_kinds(
        lex, "You carry the kayaks down to the water for the tour group.", "")
    assert actual_kinds(lex, "Tariq downs the water in one go.", "Tariq") == {"drink"}


def test_a_grip_relaxed_is_no_rest(lex):
    assert actual_kinds(lex, "Tariq relaxes his grip on the rope.", "Tariq") == set()
    assert actual_kinds(lex, "Tariq relaxes on the sofa.", "Tariq") == {"rest"}


@pytest.mark.parametrize("text", [
    "Kofi plays football on the console.",
    "Kofi plays tennis on his phone.",
])
def test_a_sport_played_on_a_screen_is_no_exercise(lex, text):
    assert actual_kinds(lex, text, "Kofi") == set()


def test_a_sport_played_on_a_beach_stays_exercise(lex):
    assert actual_kinds(lex, "Kofi plays football on the beach.", "Kofi") == {"exercise"}


def test_a_budget_stretched_is_no_exercise(lex):
    assert actual_kinds(lex, "Kofi stretches his budget.", "Kofi") == set()
    assert actual_kinds(lex, "Kofi stretches his hamstrings.", "Kofi") == {"exercise"}


@pytest.mark.parametrize(("observer", "text"), [
    ("", "Your mum calls, but you're in the shower."),
    ("Tom", "Tom's mum rings, but he's in the bath."),
])
def test_a_call_missed_in_the_shower_is_no_company(lex, observer, text):
    assert actual_kinds(lex, text, observer) == set()


def test_a_call_returned_after_the_shower_is_company(lex):
    text = ("Your mum calls, but you're in the shower, so you ring her back later and chat "
            "for an hour.")
    assert actual_kinds(lex, text, "") == {"socialize"}
