"""A beast or a thing told things keeps no company (session 24): the listener right after a
telling verb ("tells the dog about her day", "tells her cat everything") that is an animal, or
a plant, a picture or a grave talked to ("talks to the plants", "talks to her mother's grave"),
answers no more than a machine does. A person told about a beast keeps the company, and so
does a listener named before a beast that is only the news ("tells her the cat died"). A talk
series or a meeting agenda is a thing, no talk or meeting."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Nia"


def test_no_company_with_a_beast_or_a_thing(lex) -> None:
    def one_case(text):
        assert "socialize" not in actual_kinds(lex, text, OBSERVER if "Nia" in text else None)

    cases = [
        "Nia tells the dog about her awful day.",
        "Nia tells her cat everything.",
        "You tell the horses a story while you brush them.",
        "Nia talks to the plants on the balcony.",
        "Nia chats to the tomato seedlings as she waters them.",
        "Nia talks to her mother's grave every Sunday.",
        "Nia talks to her reflection in the mirror.",
        "Omar files the minutes of the talk series in the archive.",
        "Nia prints the meeting agenda.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_person_told_keeps_the_company(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Nia tells her the cat died.",
        "Nia tells her sister about the dog.",
        "Nia tells her brother the news.",
        "Nia talks to her dad about the photo of the old house.",
        "Nia chats with her neighbour over the plants.",
    ]
    assert failing_cases(one_case, cases) == []
