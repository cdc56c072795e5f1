"""Company with no partner (session 27, round company): talk aimed at a person word made a
machine ("the voice assistant", "the robot receptionist"), talk in one's sleep, an observer's
chat turn that is only a presence status ("Bao: (offline)") or a chat joined ("Bao has joined
the chat"), and the observer only talked about ("the neighbours gossip about Kwame", "Kwame's
friends talk about him", "her aunts discuss Ines's holiday") are no company; a real partner
named after the topic ("talks about the trip with Kwame") or a reply keeps it."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


@pytest.mark.parametrize("text", [
    "Kwame talks to the voice assistant about tomorrow's weather.",
    "Kwame chats to the robot receptionist at the hotel.",
    "Kwame talks to the AI companion app for an hour before bed.",
    "Kwame talks to the automated phone menu.",
])
def test_talk_aimed_at_a_machine_made_person_word_is_no_company(lex, text):
    assert actual_kinds(lex, text, "Kwame") == set()


def test_a_person_working_a_machine_keeps_the_company(lex):
    assert actual_kinds(lex, "Ravi chats with the radio presenter.", "Ravi") == {"socialize"}


@pytest.mark.parametrize("text", [
    "Omar talks in his sleep all night.",
    "Omar talked in his sleep.",
    "Omar is talking in his sleep @ dorm: top bunk",
])
def test_talk_in_ones_sleep_is_sleep_without_company(lex, text):
    assert actual_kinds(lex, text, "Omar") == {"sleep"}


def test_talk_in_a_room_keeps_the_company(lex):
    assert actual_kinds(lex, "Omar talks in his room with Ana.", "Omar") == {"socialize"}


def test_a_status_turn_or_a_chat_joined_is_no_company(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Bao") == set()

    cases = [
        "[21:02] Kim: you up? [21:30] Bao: (offline)",
        "Kim: you around?  |  Bao: [away]",
        "[19:10] Kim: dinner at 8? [19:10] Bao: (seen)",
        "Kim: Bao?? | Bao: [no reply]",
        "[22:15] Bao: *typing...* [22:16] Kim: ?",
        "Bao has joined the chat.",
        "Bao left the chat.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Kim: Bao?? | Bao: [away] | Bao: back, what's up? | Kim: food?",
    "Kim: Bao?? | Bao: (laughs) yeah | Kim: ok",
    "Mia joined the group chat. Bao: hi Mia! Mia: hey",
])
def test_a_turn_with_a_message_keeps_the_company(lex, text):
    assert actual_kinds(lex, text, "Bao") == {"socialize"}


@pytest.mark.parametrize(("observer", "text"), [
    ("Kwame", "The neighbours talk about Kwame behind his back."),
    ("Kwame", "The neighbours gossip about Kwame."),
    ("Kwame", "Two women talk about Kwame at the bus stop."),
    ("Kwame", "Kwame's friends talk about the trip."),
    ("Kwame", "Kwame's friends talk about the trip they took without him."),
    ("Kwame", "Kwame's friends talk about him."),
    ("Ines", "Ines's friends are talking about her at the next table; she pretends not to hear."),
    ("Ines", "At the party, her aunts discuss Ines's holiday while she waits outside."),
])
def test_the_observer_talked_about_takes_no_part(lex, observer, text):
    assert actual_kinds(lex, text, observer) == set()
    assert "socialize" in other_kinds(lex, text, observer)


def test_the_observer_as_listener_after_the_topic_keeps_the_company(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"socialize"}

    cases = [
        ("Kwame", "Ana talks about the trip with Kwame."),
        ("Kwame", "Ana chats about football to Kwame."),
        ("Kwame", "Kwame's grandmother tells him about the war."),
        ("Kwame", "Kwame's sister talks to him about the wedding."),
        ("Ines", "Tom discusses Ines's holiday with her."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Lina queues at the post office behind a man on the phone to his mother.",
    "Lina sits next to a woman on the phone to her son.",
])
def test_a_call_of_someone_named_with_an_article_is_theirs(lex, text):
    assert actual_kinds(lex, text, "Lina") == set()
    assert other_kinds(lex, text, "Lina") == {"socialize"}


@pytest.mark.parametrize("text", [
    "Lina is on the phone to her mother.",
    "Lina promises her mum on the phone that she'll eat.",
])
def test_the_observers_own_call_stays_theirs(lex, text):
    assert actual_kinds(lex, text, "Lina") == {"socialize"}
