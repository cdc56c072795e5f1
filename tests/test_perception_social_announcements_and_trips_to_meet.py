"""News given out to the observer "and the other" people served or waiting is an announcement,
not talk with them ("Ffion tells Bao and the other waiting passengers that the skipper will try a
crossing at noon"); a trip set off across or towards a place, or a lift taken up to it, to meet
someone is a meeting still ahead ("set off across the mud towards the stage to meet Rosalind",
"taking the lift up to the Lido to meet Mei for lunch"). Company kept: news told to the observer
and a friend, a story told to a table of guests, a chat after arriving."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive


def social(lex, text: str, observer: str = "Bao") -> bool:
    return any(e.kind == "socialize" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SPEAKERS = ["Ffion", "The skipper", "A man in a hi-vis jacket"]
GROUPS = ["the other waiting passengers", "the other guests", "the other passengers",
          "all the other customers"]
NEWS = ["that the crossing is cancelled", ": the ferry will sail at noon"]


@pytest.mark.parametrize("listener", ["Bao", "you", "me"])
def test_news_given_out_to_a_group_is_no_company(lex, listener):
    verb = "tells"
    cases = [f"{sp} {verb} {listener} and {g} {n}." for sp, g, n in
             itertools.product(SPEAKERS, GROUPS, NEWS)]
    assert len(cases) == 24
    assert [t for t in cases if social(lex, t)] == []


@pytest.mark.parametrize("text", [
    "Ffion tells Bao and his sister that the crossing is cancelled.",
    "Ffion tells Bao and the other guests about her trip to Peru over dinner.",
    "Ffion tells Bao that the crossing is cancelled, and they chat until noon.",
])
def test_news_told_to_friends_or_a_story_is_company(lex, text):
    assert social(lex, text)


SUBJECTS = [("Bao", "s", "is"), ("I", "", "am"), ("You", "", "are")]
TRIPS = ["set{s} off across the mud towards the stage", "set{s} off towards the harbour",
         "walk{s} towards the pub", "head{s} towards the square",
         "take{s} the lift up to the Lido", "take{s} the stairs down to the bar"]
MEETS = ["to meet Rosalind for the folk set", "to meet Mei for lunch"]


def test_trips_to_meet_someone_are_ahead(lex):
    cases = [f"{subj} {trip.format(s=s)} {m}." for (subj, s, _), trip, m in
             itertools.product(SUBJECTS, TRIPS, MEETS)]
    assert len(cases) == 36
    assert [t for t in cases if social(lex, t)] == []


@pytest.mark.parametrize("text", [
    "You walk towards the pub and have a pint with Mei.",
    "You take the stairs up to the roof, and chat with Mei for an hour.",
    "Bao takes the lift up to the Lido with Mei, chatting all the way.",
])
def test_company_on_arrival_or_on_the_way_is_kept(lex, text):
    assert social(lex, text)
