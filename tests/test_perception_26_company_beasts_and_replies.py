"""Company and rows kept with people only (session 26, round company): a shout, an oath or a
blow aimed at a beast is no row ("yells at the dog for chewing his shoes"), talk aimed at "it"
keeps no company ("pets the cat and talks to it softly"), a call missed is no talk ("missed a
call from his boss"), and a message answered is an exchange with its writer ("replies to her
friend's text"). A person named with the beast ("yells at the dog's owner") stays a row, a
client's email answered stays work, and a reply not sent stays none."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("text", [
    "Pablo yells at the dog for chewing his shoes.",
    "Pablo swears at the cat.",
    "Pablo screams at the horse when it bolts.",
])
def test_a_shout_at_a_beast_is_no_row(lex, text):
    assert "conflict" not in actual_kinds(lex, text, "Pablo")


@pytest.mark.parametrize("text", [
    "Pablo yells at the dog's owner.",
    "Pablo screams at his brother.",
    "Pablo shoves the dog away and slaps Tom.",
])
def test_a_shout_at_a_person_stays_a_row(lex, text):
    assert "conflict" in actual_kinds(lex, text, "Pablo")


@pytest.mark.parametrize("text", [
    "Pablo pets the cat and talks to it softly.",
    "Pablo talks to it for a while.",
    "Pablo chats with it while he brushes it down.",
])
def test_talk_aimed_at_it_keeps_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, text, "Pablo")


def test_talk_about_it_with_someone_is_company(lex):
    assert actual_kinds(lex, "Pablo talks to Ana about it.", "Pablo") == {"socialize"}


@pytest.mark.parametrize("text", [
    "Pablo missed a call from his boss.",
    "Pablo misses a video call from Ana.",
    "Pablo misses the call from Ana.",
])
def test_a_missed_call_is_no_talk(lex, text):
    assert actual_kinds(lex, text, "Pablo") == set()


def test_a_missed_call_returned_is_talk(lex):
    text = "You missed a call from your mum, so you call her back and chat for an hour."
    assert actual_kinds(lex, text, "") == {"socialize"}


def test_a_message_answered_is_company(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Mia") == {"socialize"}

    cases = [
        "Mia replies to her friend's text.",
        "Mia replies to Jo's message with a heart.",
        "Mia responds to her sister's WhatsApp.",
        "Mia writes back to her cousin.",
        "Mia replies to Jo.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "kinds"), [
    ("Mia replies to the client's email.", {"work"}),
    ("Mia doesn't reply to Jo's text.", set()),
    ("Mia responds to the paramedic's questions.", set()),
    ("Mia will reply to Jo tomorrow.", set()),
])
def test_a_message_not_answered_or_at_work_is_no_company(lex, text, kinds):
    assert actual_kinds(lex, text, "Mia") == kinds
