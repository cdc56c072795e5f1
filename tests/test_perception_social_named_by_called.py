""""a N called X" names a thing, no call was made ("Parveen downloads a game called 'Restaurant
Tycoon' onto her phone", "a village called Hope"); a call made by a subject, or a caller who
rings "to say" or "round", is still a call. Asking someone's opinion or advice is a talk with
them ("takes off his headphones and asks your opinion of the Catalan")."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Parveen"


def social_self(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


VERBS = ["downloads", "reads about", "buys", "plays"]
THINGS = ["a game", "a new game", "an app", "a strategy game", "a puzzle book", "a podcast"]
NAMES = ["'Restaurant Tycoon'", "\"Farm Friends\"", "Hope Street", "Tycoon"]


def test_a_thing_called_by_a_name_is_no_call(lex):
    cases = [f"Parveen {v} {t} called {n} on her phone."
             for v, t, n in itertools.product(VERBS, THINGS, NAMES)]
    assert len(cases) == 96
    assert [c for c in cases if social_self(lex, c)] == []


@pytest.mark.parametrize("text", [
    "Parveen called her mum.",
    "Parveen called Jo last night and they talked for an hour.",
    "The nurse called Parveen back with the results.",
    "Parveen's sister called to say she was fine.",
])
def test_a_call_made_is_still_company(lex, text):
    assert social_self(lex, text)


@pytest.mark.parametrize("who", ["Her coach", "Tomas", "The commentator", "Your neighbour"])
@pytest.mark.parametrize("what", ["asks you about your trip", "asks you what you think of the menu",
                                  "asks your opinion of the Catalan, which you give",
                                  "asks your advice, and you talk it through"])
def test_being_asked_ones_opinion_or_advice_is_a_talk(lex, who, what):
    text = f"{who} sits down beside you and {what}."
    assert any(e.kind == "socialize" for e in perceive(text, lex, observer="Ottilie")
               if e.is_actual_self)


@pytest.mark.parametrize("text", [
    "Tomas asks his brother's opinion of the new menu while Parveen reads.",
    "Across the café, two strangers ask the waiter's advice.",
])
def test_someone_elses_asking_is_not_the_observers_talk(lex, text):
    assert not social_self(lex, text)
