"""A chat app's bare time stamp opens its turn (session 29, round fresh124): "20:14 Joost: hoi |
20:15 Mam: ..." is a dialogue as "[20:14] Joost:" is, so the observer's turn among two or more
speakers is company; a log the observer only reads, or a single speaker, stays none."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


def test_a_stamped_chat_with_the_observer_is_company(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Ada") == {"socialize"}

    cases = [
        "WhatsApp 'Mam & Pap' — 20:14 Ada: hoi, nog steeds heet hier | 20:15 Mam: hoe gaat het?"
        " | 20:17 Ada: goed, moe maar goed",
        "19:03 Ada: hey | 19:04 Kofi: hi, how are you | 19:05 Ada: good",
        "Signal 'Crew' — 21:05 Chiara: anyone awake? | 21:06 Ada: yes, up on the roof",
        "08:15 Ada: bus is late again | 08:16 Tom: typical | 08:17 Ada: ugh",
        "Telegram — 7:40 Ada: morning! | 7:41 Mum: morning love",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "19:03 Kofi: hey, anyone up? | 19:04 Mei: yes",
    "19:03 Ada: bus is late | 19:10 Ada: still not here",
])
def test_a_stamped_chat_without_two_speakers_and_the_observer_is_none(lex, text):
    assert actual_kinds(lex, text, "Ada") == set()


def test_a_stamped_turns_meal_is_kept(lex):
    text = "22:41 Ada: freezing | 22:42 Mum: eat something hot! | 22:44 Ada: having soup now x"
    assert actual_kinds(lex, text, "Ada") == {"eat", "socialize"}
