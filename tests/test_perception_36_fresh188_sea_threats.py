"""Threats at sea and threats about to strike (session 36, round fresh188): a sea taken green
over the bow, one that throws or hurls the subject, water swirling round the legs, a hull that
lists badly, seas too big to ride, a vessel on her beam ends and someone trapped in a vessel's or
a car's closed rooms are danger; a threat term right after "about to" is one now ("the burn
behind her house is about to burst its banks"). Controls: someone else trapped stays theirs; a
denied or past threat stays none; a gentle heel is sailing.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_sea_at_the_observer_is_danger(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Calum") == {"danger"}, text

    cases = ["A wave breaks green over the bow and throws you flat against the wheelhouse. Water "
             "swirls round your knees and the deck heels hard to port.",
             "A wave throws you flat against the wheelhouse.",
             "A big wave comes green over the bow.",
             "The ferry lists badly to starboard.",
             "Calum's boat is in mountainous seas.",
             "The Morning Star is on her beam ends.",
             "Calum is trapped in the wheelhouse."]
    assert failing_cases(one_case, cases) == []


def test_the_sets_line_is_danger(lex) -> None:
    text = ("The Girl Jean is on her beam ends in mountainous seas, the liferaft is gone and the "
            "mayday goes unanswered, and Hamish is trapped in the wheelhouse.")
    assert actual_kinds(lex, text, "Hamish") == {"danger"}


def test_no_threat_to_the_observer(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Calum") == set(), text

    cases = ["Calum's brother is trapped in the wheelhouse.",
             "Calum is trapped in a boring meeting.",
             "The boat heels gently in the breeze.",
             "Calum throws the water out of the bucket."]
    assert failing_cases(one_case, cases) == []


def test_a_threat_about_to_strike_is_one_now(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Eilidh") == {"danger"}, text

    cases = ["The police sergeant knocks to warn Eilidh that the burn behind her house is about "
             "to burst its banks; sandbags are on the way.",
             "The river is about to flood.",
             "The burn is about to burst its banks."]
    assert failing_cases(one_case, cases) == []


def test_a_denied_or_past_threat_stays_none(lex) -> None:
    assert actual_kinds(lex, "The river isn't about to flood.", "Eilidh") == set()
    assert actual_kinds(lex, "The burn burst its banks last night.", "Eilidh") == set()
    assert actual_kinds(lex, "Eilidh is about to go out in the storm.", "Eilidh") == set()
