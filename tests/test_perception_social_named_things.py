"""A video named by "called" is a thing and its title, no call (s10h5, from r63-095: "Emeka is
editing a promo video called 'Thunderstorm Deals' for a client"): a compound call term whose
"call" is the past "called", after a determiner and at most one modifier, names the thing;
"Emeka video called his mum" and "on a video call with" are still calls."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Emeka"
DETERMINERS = ["a", "the", "this", "his", "their", "a short", "the new", "her promo"]
VERBS = ["is editing", "uploads", "watches", "is cutting", "posts", "finishes"]
TITLES = ["'Thunderstorm Deals'", "Ocean Giants", "'Summer Sale'", "\"Best of 2024\""]


def social(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


def test_a_video_called_by_a_title_is_no_call(lex):
    cases = [f"Emeka {v} {d} video called {t}." for d, v, t
             in itertools.product(DETERMINERS, VERBS, TITLES)]
    assert len(cases) == 192
    assert [text for text in cases if social(lex, text)] == []


@pytest.mark.parametrize("text", [
    "Emeka video called his mum from the airport.",
    "Emeka is on a video call with his sister.",
    "Emeka has a long video call with his grandparents.",
    "Emeka got a phone call from his sister and they talked for an hour.",
    "You video called Dad after dinner.",
])
def test_a_video_call_made_or_had_is_still_company(lex, text):
    assert social(lex, text)
