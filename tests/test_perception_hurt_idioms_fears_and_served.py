"""Injury and illness words that say no hurt or illness of the observer now (session 25, round
hurt), and the hurts that stay theirs.

- A feeling wounded or words fumbled is no injury ("Quinn's feelings are hurt", "is stung by the
  criticism", "trips over her words"); a sting or a trip of the body stays one.
- Fed up or thrilled is no illness ("you feel sick of waiting", "a fever pitch of excitement").
- An illness feared is not had yet ("afraid of catching the flu going round", "scared of getting
  sick before the wedding"); a symptom named after the fear stays one.
- A graze named as a noun ("a nasty graze on her knee") is a hurt; "grazes on crisps" eats.
  A lump or a bump on the brow or the temple is one, as on the head.
- A hurt after a served person's work term ("dresses the patient's wounds", "treats a client's
  burns") is that person's, not the worker's: the work phrase holds the person word, so no
  mention of them was made and the hurt fell to the worker (a leak class).
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds

OBSERVER = "Quinn"


def test_a_wounded_feeling_or_fumbled_words_is_no_injury(lex) -> None:
    def one_case(text):
        assert "injury" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Quinn's feelings are hurt when no one calls.",
        "Quinn is stung by the criticism.",
        "Quinn is stung by his words at the meeting.",
        "Quinn trips over her words in the interview.",
        "Quinn stumbles over her words during the toast.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Quinn is stung by a wasp in the orchard.",
    "Quinn trips over the hose and skins both knees.",
    "Quinn hurts her back lifting the crate.",
])
def test_a_sting_or_a_trip_of_the_body_stays_an_injury(lex, text):
    assert "injury" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text, observer", [
    ("You feel sick of waiting.", None),
    ("Quinn feels sick and tired of the rain.", OBSERVER),
    ("Quinn has a fever pitch of excitement about the trip.", OBSERVER),
])
def test_fed_up_or_thrilled_is_no_illness(lex, text, observer):
    assert "illness" not in actual_kinds(lex, text, observer)


@pytest.mark.parametrize("text", [
    "Quinn is afraid of catching the flu going round.",
    "Quinn is scared of getting sick before the wedding.",
    "Quinn is terrified of catching covid.",
    "Quinn is worried about getting ill, so she stays home.",
])
def test_an_illness_feared_is_not_had_yet(lex, text):
    assert "illness" not in actual_kinds(lex, text, OBSERVER)
    assert "illness" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Quinn was afraid of catching a cold, and now she has one: her nose is streaming.",
    "Quinn feels sick and goes pale.",
    "Quinn comes down with the flu.",
])
def test_a_symptom_had_stays_an_illness(lex, text):
    assert "illness" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Quinn, a nurse, dresses the patient's wounds.",
    "Quinn cleans the patient's cut hand.",
    "Quinn treats a client's burns.",
])
def test_a_served_persons_hurt_is_theirs(lex, text):
    assert "injury" not in actual_kinds(lex, text, OBSERVER)
    assert "injury" in other_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Quinn cuts her hand on the patient's tray.",
    "Quinn burns her fingers on the client's kettle.",
])
def test_the_workers_own_hurt_near_a_served_person_stays_theirs(lex, text):
    assert "injury" in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text, observer", [
    ("Quinn has a nasty graze on her knee.", OBSERVER),
    ("You get a nasty graze on your elbow when you come off the bike.", None),
    ("Quinn has grazes on both knees.", OBSERVER),
])
def test_a_graze_as_a_noun_is_a_hurt(lex, text, observer):
    """(Session 25: the snack's "graze on" took "graze on her knee" before.)"""
    assert "injury" in actual_kinds(lex, text, observer)


def test_grazing_on_food_is_no_hurt(lex):
    assert actual_kinds(lex, "Quinn grazes on crisps all afternoon.", OBSERVER) == {"eat"}
    assert "injury" in other_kinds(lex, "Quinn cleans the graze on her son's knee.", OBSERVER)


@pytest.mark.parametrize("text", [
    "Quinn has a lump on her forehead after walking into the door frame.",
    "Quinn has a goose egg on her temple.",
])
def test_a_swelling_on_the_brow_is_a_hurt_as_on_the_head(lex, text):
    assert "injury" in actual_kinds(lex, text, OBSERVER)


def test_a_swelling_on_someone_elses_brow_is_theirs(lex):
    text = "Quinn kisses the bump on her son's forehead."
    assert "injury" not in actual_kinds(lex, text, OBSERVER)
