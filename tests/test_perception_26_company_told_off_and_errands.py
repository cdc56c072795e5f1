"""Who a row reaches and who a call is with (session 26, round company): an object pronoun
after the subject went up to someone named after a preposition is that person ("the referee
walks up to Iris and shouts at her": Iris's row), a telling-off with its object between the
verb and "off" is a row for both ("Nia tells her brother off", "Nia's mum tells her off"), and
an institution phoned or talked to is an errand ("is on the phone to the bank"), while a person
there stays company ("chats with the bank manager", "with the radio presenter")."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text", [
    "The referee walks up to Iris and shouts at her.",
    "The referee gets in Iris's face and shouts at her for dissent.",
    "Tom marches up to Iris and slaps her.",
])
def test_an_object_pronoun_after_going_up_to_the_observer_is_theirs(lex, text):
    assert "conflict" in actual_kinds(lex, text, "Iris")


def test_an_object_pronoun_of_another_gender_stays_another(lex):
    assert actual_kinds(lex, "The coach walks up to Iris and shouts at him.", "Iris") == set()


@pytest.mark.parametrize(("observer", "text"), [
    ("Nia", "Nia tells her brother off for being late again."),
    ("Nia", "Nia tells him off for being late."),
    ("Nia", "Nia tells them off."),
    ("Nia", "Nia's mum tells her off for swearing."),
])
def test_a_telling_off_with_its_object_between_is_a_row(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"conflict"}


def test_a_telling_off_between_others_is_theirs(lex):
    text = "Nia watches Tom's mum tell him off."
    assert actual_kinds(lex, text, "Nia") == set()
    assert "conflict" in other_kinds(lex, text, "Nia")


def test_telling_someone_something_stays_company(lex):
    assert actual_kinds(lex, "Nia tells him about it.", "Nia") == {"socialize"}


@pytest.mark.parametrize("text", [
    "Ravi is on the phone to the bank.",
    "Ravi is on the phone with his insurer.",
    "Ravi talks to the council about the bins.",
])
def test_an_institution_phoned_is_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Ravi")


@pytest.mark.parametrize("text", [
    "Ravi chats with the bank manager.",
    "Ravi is on the phone to the bank manager's wife.",
    "Ravi chats with the radio presenter.",
    "Ravi chats with his friend outside the bank.",
])
def test_a_person_named_after_an_institution_or_a_machine_is_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Ravi")


@pytest.mark.parametrize("text", [
    "Ana calls the police.",
    "Ana phones the police about the break-in.",
    "Ana calls the coastguard.",
    "Ana talks to the police about the burglary.",
])
def test_an_emergency_service_called_is_an_errand(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana talks to the police officer.",
    "Ana has dinner with the police chief.",
])
def test_a_person_an_institution_names_is_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, "Ana")


def test_a_machine_talked_at_all_evening_is_no_company(lex):
    assert actual_kinds(lex, "Ana talks to the TV all evening.", "Ana") == set()
