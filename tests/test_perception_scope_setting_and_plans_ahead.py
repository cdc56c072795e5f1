"""Negation and plan scope (session 21).

- A denied act's setting that is an outing's exertion goes on: "forgot to drink any water
  during the hike", "never ate a thing throughout the climb" walk the hike and climb the climb,
  only the drink or the meal is denied (as a duty already did: "didn't sleep on watch"). A
  gathering stays out ("didn't drink anything at the wedding").
- Volunteering or signing up to do a thing is still ahead ("volunteers to cook dinner for the
  crew", "signs up to run the marathon"), and so is a later part of today named after a
  progressive ("is swimming in the fjord later this afternoon"); "this evening" alone stays the
  present stretch.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Ana", "Ibrahim"]
DENIALS = [("forgot to drink any water", "drink"), ("never ate a thing", "eat"),
           ("didn't stop to drink", "drink"), ("did not eat anything", "eat")]
OUTINGS = ["during the hike", "throughout the marathon", "during the long trek",
           "during the bike ride"]


def test_outing_around_a_denied_act_goes_on(lex) -> None:
    def one_case(name, denial, outing):
        text, denied = denial
        sentence = f"{name} {text} {outing}."
        got = actual_kinds(lex, sentence, name)
        assert "exercise" in got, sentence
        assert denied not in got, sentence

    cases = list(itertools.product(NAMES, DENIALS, OUTINGS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_gathering_around_a_denied_drink_stays_out(lex, name):
    sentence = f"{name} didn't drink anything at the wedding."
    assert actual_kinds(lex, sentence, name) == set(), sentence


@pytest.mark.parametrize("name", NAMES)
def test_denied_outing_itself_stays_denied(lex, name):
    assert "exercise" not in actual_kinds(lex, f"{name} skipped the hike.", name)


AHEAD = ["volunteers to cook dinner for the crew", "signs up to run the marathon",
         "signs up to work the night shift at the signal box",
         "is swimming in the fjord later this afternoon",
         "is meeting Tom for dinner later this evening",
         "is working at the hives later this morning"]


def test_volunteered_and_later_today_are_ahead(lex) -> None:
    def one_case(name, ahead):
        sentence = f"{name} {ahead}."
        got = actual_kinds(lex, sentence, name)
        assert not got & {"eat", "exercise", "work", "socialize"}, sentence

    cases = list(itertools.product(NAMES, AHEAD))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name", NAMES)
def test_this_evening_alone_stays_now(lex, name):
    sentence = f"{name} is swimming in the fjord this evening."
    assert "exercise" in actual_kinds(lex, sentence, name), sentence
