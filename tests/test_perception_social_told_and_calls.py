"""Being told something and being called are company; an order, a report at work, an errand
and a call nobody answers are not (session 8, from the socialize misses of the labelled sets:
"Teo's landlord told him that ...", "Dolores tells the nurse about the flu she had", "Teodor's
brother phones Ravi to say ...", "Bilal video-calls his granddad, who says ...").

Each grid builds sentences from templates; every sentence must give the observer exactly the
expected socialize events (actual, self, not negated), and the negative controls none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive


def social(lex, text: str, observer: str) -> list[tuple[str, bool, str]]:
    """The observer's socialize events as (subject, negated, mode)."""
    return [(e.subject, e.negated, e.mode) for e in perceive(text, lex, observer=observer)
            if e.kind == "socialize"]


def company(lex, text: str, observer: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


# 1. News or a story told to the observer by someone at work is company (the occupation no
# longer makes it a service).
TELLERS = ["The hostel warden", "The doctor", "The postman", "Her landlord", "The farmer",
           "The flight surgeon"]
TOLD = ["tells Greta", "told Greta"]
NEWS = ["that a storm flooded the campsite last spring", "about the frost of 1985",
        "that the tenant upstairs had been taken ill", "the news"]


def news_cases():
    for teller, told, news in itertools.product(TELLERS, TOLD, NEWS):
        yield f"{teller} {told} {news}."


def test_news_told_to_the_observer_by_someone_at_work_is_company(lex) -> None:
    def one_case(text):
        assert company(lex, text, "Greta")

    cases = list(news_cases())
    assert failing_cases(one_case, cases) == []


# 2. The observer telling someone at work a story or news of another person is company; a
# report of their own state, excuse or grievance to them is not.
LISTENERS = ["the nurse", "the teacher", "the coach", "the foreman", "the pharmacist"]
STORIES = ["about the flu she had at Christmas", "about the storm of '79",
           "that her daddy fell off a ladder", "that her brother is in hospital"]
REPORTS = ["she has a migraine", "her boots had gone missing", "that she has had a cough",
           "she had hurt her back"]


def test_a_story_told_to_someone_at_work_is_company(lex) -> None:
    def one_case(listener, story):
        assert company(lex, f"Greta tells {listener} {story}.", "Greta")

    cases = list(itertools.product(LISTENERS, STORIES))
    assert failing_cases(one_case, cases) == []


def test_a_report_of_ones_own_state_to_someone_at_work_is_no_company(lex) -> None:
    def one_case(listener, report):
        assert not company(lex, f"Greta tells {listener} {report}.", "Greta")

    cases = list(itertools.product(LISTENERS, REPORTS))
    assert failing_cases(one_case, cases) == []


# 3. An order ("tell someone to do something") is no company, whoever gives it.
ORDERERS = ["Hedda", "The doctor", "Her mother", "The rangers"]
ORDERED = ["told Greta to sit down", "tells Greta to leave at once",
           "has told her to take it easy", "tells Greta's group to leave"]


@pytest.mark.parametrize(("who", "order"), list(itertools.product(ORDERERS, ORDERED)))
def test_an_order_is_no_company(lex, who, order):
    text = f"{who} {order}." if "her " not in order else f"Greta is better, but {who.lower()} " \
        f"{order}."
    assert not company(lex, text, "Greta")


# 4. A phone call between the observer and someone is company, whoever makes it; what is said
# in it ("to say he sprained his wrist") does not take the call over.
CALLERS = ["Teodor's brother", "Cleo", "Her sister", "Kofi"]
CALLS = ["phones Ravi", "calls Ravi", "rings Ravi", "video-calls Ravi"]
SAID = ["", " to say he sprained his wrist at work", " to say she is too ill to come climbing",
        " to say the blood test came back clear"]


def test_a_call_to_the_observer_is_company(lex) -> None:
    def one_case(caller, call, said):
        assert social(lex, f"{caller} {call}{said}.", "Ravi")[:1] == [("self", False, "actual")]

    cases = list(itertools.product(CALLERS, CALLS, SAID))
    assert failing_cases(one_case, cases) == []


def test_the_observer_calling_kin_is_company(lex) -> None:
    def one_case(call, kin):
        assert social(lex, f"Bilal {call} {kin}.", "Bilal") == [("self", False, "actual")]

    cases = list(itertools.product(
        ["phones", "calls", "rings", "video-calls"],
        ["his granddad", "his grandad", "his mummy", "his stepfather", "his mother-in-law"]))
    assert failing_cases(one_case, cases) == []


# 5. Negative controls: others calling each other, the observer's phone as a thing, a call to
# someone at work (an errand), a call nobody picks up.
MAINS = ["You fold your shirts and", "Ana reads the paper while", "I wait at the counter and"]
OTHERS = ["Tom phones Priya", "the barber calls his mate", "his sister rings another customer"]


@pytest.mark.parametrize(("main", "other"), list(itertools.product(MAINS, OTHERS)))
def test_others_calling_each_other_give_the_observer_nothing(lex, main, other):
    assert not company(lex, f"{main} {other} about the week he had in Ibiza.", "Ana")


@pytest.mark.parametrize("text", [
    "Your phone buzzes: Kofi and Mira are at the Corner House.",
    "Greta checks her phone: Kofi has sent a photo.",
    "Greta phones the GP to book an appointment.",
    "Greta rings the plumber about the leak.",
    "Greta calls the electrician.",
    "Greta calls her brother three times, but nobody picks up.",
    "Greta phones her mother, but she doesn't pick up.",
])
def test_a_phone_an_errand_or_an_unanswered_call_is_no_company(lex, text):
    assert not company(lex, text, "Greta")


def test_an_unanswered_call_is_a_negated_call(lex):
    assert social(lex, "Hugo calls his brother three times, but nobody picks up.",
                  "Hugo") == [("self", True, "actual")]
