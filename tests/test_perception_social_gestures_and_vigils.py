"""Being near people or signalling to them is not socializing: a wave goes one way ("waves to
the postman"), a whisper or a giggle with no one else in the scene speaks to no one, and a vigil
kept or children minded (``socialize.moving_apart``: "stayed with him all night", "sat up with
me", "stays home with the kids") names who is watched over, not company. A whisper shared, a
talk during the vigil and a visit with a chat stay company."""

from __future__ import annotations

import itertools

import pytest
from helpers import failing_cases

from engine.perception import perceive

NAMES = ["Ana", "Tomasz", "Mei"]
PEOPLE = ["the postman", "her neighbour Wim", "the bus driver", "Ola"]


def social(lex, text: str, observer: str) -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_a_wave_is_no_company(lex) -> None:
    def one_case(name, who, tail):
        text = f"{name} waves to {who}{tail}."
        assert not social(lex, text, name), text

    cases = list(itertools.product(
        NAMES, PEOPLE, ["", " as he passes", " across the market", " from the window"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name,quote,verb,tail", list(itertools.product(
    NAMES, ["'So cold,'", "“I can’t feel my fingers…”", "'Not again,'"], ["whispers", "giggles"],
    [", shivering", " into the dark", " to herself"])))
def test_a_whisper_with_no_one_there_is_no_company(lex, name, quote, verb, tail):
    text = f"{quote} {name} {verb}{tail}."
    assert not social(lex, text, name), text


VIGILS = ["{n} stayed with him all night at the hospital.", "{n} sat up with her all night.",
          "{n} stays home with the kids and fixes the garden fence.",
          "{n} stays up with the baby until dawn.", "{n}'s sister sat up with {n} all night."]


def test_a_vigil_is_no_company(lex) -> None:
    def one_case(name, template):
        text = template.format(n=name)
        assert not social(lex, text, name), text

    cases = list(itertools.product(NAMES, VIGILS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ana and Ola whisper and giggle in the back row.",
    "Ana whispers to Ola about the exam.",
    "Ana stays with her aunt and they chat for hours.",
    "Ana sits with her grandmother, who tells her about the war.",
    "Ana waves to Ola and they chat over the fence for an hour.",
    "Ana stayed with him all night, talking about the old days.",
    "Ana greets her neighbours and chats with them on the stairs.",
])
def test_company_beside_a_gesture_or_a_vigil_stays(lex, text):
    assert social(lex, text, "Ana"), text
