"""Socialize precision: talk with nobody on the other end is no company.

- Talk aimed at a beast or a machine ("talks to her falcon while it eats", "chats with the
  ticket machine", "talks to the chatbot about her bills") has no partner, as a beast named as
  a companion has none; a person named there keeps it ("talks to her dog and her son", "talks
  to the dog's owner", "chats with the horse trainer", "chats with Tom about his dog").
- A call that never connects or that nobody answers is no talk ("calls her mother, but the line
  doesn't connect", "phones the abbot but can't get through to him", "calls Tom, but there is
  no answer"); a call that gets through keeps it.
- Eavesdropping ("eavesdrops on the guards' chat", "listens in on Tom's call") is no company
  (a talk listened to is: "listens to her grandfather describe the war"), nor a message that
  never gets a reply ("texts her sister but gets no reply", "he never writes back").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBS = "Ana"


def test_talk_aimed_at_a_beast_or_a_machine_is_no_company(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, OBS)

    cases = [
        "Ana talks to her falcon while it eats.",
        "Ana chats to her dog on the walk home.",
        "Ana talks to the old horse in the stable.",
        "Ana chats with the ticket machine, which ignores her.",
        "Ana talks to the chatbot about her bills.",
        "Ana talks to the robot at the door.",
        "Ana speaks to the kiosk in the station hall.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_person_addressed_keeps_the_company(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, OBS)

    cases = [
        "Ana talks to her dog and her son.",
        "Ana talks to the dog's owner.",
        "Ana chats with the horse trainer.",
        "Ana chats with Tom about his dog.",
        "Ana talks to the vet about the robot.",
        "Ana talks to her mother.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_call_that_never_connects_is_no_talk(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, OBS)

    cases = [
        "Ana calls her mother, but the line doesn't connect.",
        "Ana calls her son, but the call won't connect.",
        "Ana phones the abbot but can't get through to him.",
        "Ana calls her mother, but there is no answer.",
        "Ana's calls to Tom go unanswered.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana calls her sister and they talk for an hour.",
    "Ana calls Tom and gets through on the third try.",
    "Ana phones her mother after supper.",
])
def test_a_call_that_connects_keeps_the_talk(lex, text):
    assert "socialize" in actual_kinds(lex, text, OBS)


@pytest.mark.parametrize("text", [
    "Ana welds until she gets through the stack of brackets.",
    "Gunshots ring out in the street right outside Ana's window.",
])
def test_other_get_through_and_ring_out_are_untouched(lex, text):
    assert actual_kinds(lex, text, OBS)


@pytest.mark.parametrize("text", [
    "Ana eavesdrops on the guards' conversation.",
    "Ana eavesdropped on the guards' chat.",
    "Ana listens in on the guards' chat.",
])
def test_eavesdropping_on_a_talk_is_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, text, OBS)


@pytest.mark.parametrize("text", [
    "Ana sends Tom a text but gets no reply.",
    "Ana emails her brother, who never writes back.",
    "Ana writes to her son every week; he never replies.",
])
def test_a_message_never_answered_is_no_exchange(lex, text):
    assert "socialize" not in actual_kinds(lex, text, OBS)


@pytest.mark.parametrize("text", [
    "Ana listens to her grandfather describe the war.",
    "Ana texts Tom and he replies with a joke.",
])
def test_a_talk_listened_to_or_answered_keeps_company(lex, text):
    assert "socialize" in actual_kinds(lex, text, OBS)


def test_eavesdropping_leaves_the_listeners_own_meal(lex):
    assert actual_kinds(lex, "Ana listens in on Tom's call and then eats.", OBS) == {"eat"}
