"""Company needs someone to keep it with:

- a beast named as the companion is nobody ("walks home with the neighbours' dog", "cuddles
  the puppy"); a person named beside it keeps the company ("with the dog and her dad");
- "the host" after an article is a person named, not hosting done ("the host hands him the
  bowl"); the observer who hosts keeps it ("hosts his cousins for dinner");
- people in the same waiting room, queue or pilgrimage are only around ("waits with the other
  patients", "queues with hundreds of pilgrims"); talk with them keeps its own term;
- hospitality traded between two is company ("they pour each other tea", "toast each other").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBS = "Emeka"


BEASTS = ["the neighbours' dog", "her brother's dog", "the dog", "the old horse", "the puppy"]
GOINGS = ["walks home with", "goes for a walk with", "sits on the porch with"]


def test_a_beast_as_the_companion_is_no_company(lex):
    cases = [f"{OBS} {g} {b}." for g, b in itertools.product(GOINGS, BEASTS)]
    cases += [f"{OBS} cuddles {b} on the sofa." for b in BEASTS]
    assert len(cases) == 20
    assert [t for t in cases if "socialize" in actual_kinds(lex, t, OBS)] == []


@pytest.mark.parametrize("going", GOINGS)
@pytest.mark.parametrize("person", ["her dad", "his sister", "Tom"])
def test_a_person_next_to_the_beast_keeps_company(lex, going, person):
    assert "socialize" in actual_kinds(lex, f"{OBS} {going} the dog and {person}.", OBS)


@pytest.mark.parametrize("person", ["her dad", "his sister's kids", "Tom"])
def test_a_person_as_the_companion_keeps_company(lex, person):
    assert "socialize" in actual_kinds(lex, f"{OBS} walks home with {person}.", OBS)


@pytest.mark.parametrize("act", ["hands him the bowl with both hands", "pours him a cup of tea",
                                 "shows him to the guest ger"])
def test_the_host_named_is_no_hosting(lex, act):
    assert "socialize" not in actual_kinds(lex, f"The host {act}.", OBS)
    assert "socialize" not in actual_kinds(lex, f"{OBS} tastes the stew that the host {act}.", OBS)


@pytest.mark.parametrize("whom", ["his cousins for dinner", "the book club at his flat"])
def test_the_observer_hosting_keeps_company(lex, whom):
    assert "socialize" in actual_kinds(lex, f"{OBS} hosts {whom}.", OBS)


AROUND = ["waits with the other patients in the A&E waiting room",
          "queues with hundreds of pilgrims to enter the shrine",
          "stands with the other shoppers at the checkout",
          "sits with the other spectators in the rain"]


@pytest.mark.parametrize("text", AROUND)
def test_people_only_around_are_no_company(lex, text):
    assert "socialize" not in actual_kinds(lex, f"{OBS} {text}.", OBS)


@pytest.mark.parametrize("who", ["pilgrims", "patients", "spectators"])
def test_talk_with_people_around_keeps_company(lex, who):
    assert "socialize" in actual_kinds(lex, f"{OBS} is chatting with the other {who}.", OBS)


PAIRS = ["Emeka and his uncle", "Emeka and Bold", "You and your cousin"]
TRADES = ["pour each other tea", "toast each other with airag", "buy each other rounds",
          "pour one another a glass of wine", "feed each other cake"]


def test_hospitality_traded_between_two_is_company(lex):
    cases = [f"{p} {t}." for p, t in itertools.product(PAIRS, TRADES)]
    assert len(cases) == 15
    assert [t for t in cases if "socialize" not in actual_kinds(lex, t, OBS)] == []


@pytest.mark.parametrize("trade", TRADES)
def test_someone_elses_traded_hospitality_is_not_the_observers(lex, trade):
    assert "socialize" not in actual_kinds(lex, f"{OBS} watches as the two men {trade}.", OBS)


@pytest.mark.parametrize("trade", ["pour each other tea", "toast each other"])
def test_hospitality_not_traded_is_none(lex, trade):
    assert "socialize" not in actual_kinds(lex, f"Emeka and Bold did not {trade}.", OBS)
