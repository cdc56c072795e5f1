"""Who did what: after a fronted place phrase ("; beside her two cooks from the Lagos team fry
puff-puff and gossip") a plural noun phrase before a plain verb is the clause's subject, so the
gossip is theirs, not the observer's; a trainer, like a coach or a physio, is someone else ("so
his trainer ran the circuit alone"), while the trainers one laces are shoes. Negative controls:
the preposition that opens no clause ("Meera chats beside her two sisters") keeps the observer
the subject; the observer's own run in trainers stays theirs."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OWN = ["Meera is stirring a pot", "Meera is stirring a cauldron of dal @ field kitchen: burner 3",
       "Meera plates the starters"]
PLACES = ["beside her", "behind her", "next to her"]
GROUPS = ["two cooks", "three porters", "the students", "two cooks from the Lagos team",
          "three porters from the night crew"]
TALK = ["gossip in Yoruba", "chat and laugh", "fry puff-puff and gossip",
        "gossip about the groom"]


def test_fronted_place_hands_the_talk_to_the_group(lex) -> None:
    def one_case(own, place, group, talk):
        assert "socialize" not in actual_kinds(lex, f"{own}; {place} {group} {talk}", "Meera")

    cases = list(itertools.product(OWN, PLACES, GROUPS, TALK))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("verb,place,group", list(itertools.product(
    ["chats", "gossips", "laughs and jokes"], PLACES, ["two sisters", "three cousins"])))
def test_observer_beside_a_group_keeps_the_talk(lex, verb, place, group):
    # the preposition opens no clause: the observer talks
    assert "socialize" in actual_kinds(lex, f"Meera {verb} {place} {group}.", "Meera")


@pytest.mark.parametrize("own,place", list(itertools.product(OWN, PLACES)))
def test_observer_joining_after_the_place_keeps_the_talk(lex, own, place):
    assert "socialize" in actual_kinds(lex, f"{own}, then sits {place} two aunties and gossips.",
                                       "Meera")


OWNERS = [("Kenji", "his"), ("Priyanka", "her"), ("Ana", "her")]
SKIPS = ["skipped his morning run", "rests in the motorhome", "is stuck in a sponsor meeting"]
RUNS = ["ran the circuit alone", "swam a few lengths", "did the circuit without him",
        "ran laps of the paddock"]


def test_a_trainer_is_someone_else(lex) -> None:
    def one_case(owner, skip, run):
        name, poss = owner
        skip = skip.replace("his", poss)
        assert "exercise" not in actual_kinds(lex, f"{name} {skip}, so {poss} trainer {run}.", name)

    cases = list(itertools.product(OWNERS, SKIPS, RUNS))
    assert failing_cases(one_case, cases) == []


def test_own_trainers_are_shoes(lex) -> None:
    def one_case(owner, run):
        name, poss = owner
        assert "exercise" in actual_kinds(lex, f"{name} laces {poss} trainers and {run}.", name)

    cases = list(itertools.product(
        OWNERS, ["runs the circuit", "jogs round the park", "does the circuit", "runs laps"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("owner", OWNERS)
def test_a_session_with_ones_trainer_is_still_exercise(lex, owner):
    name, poss = owner
    assert "exercise" in actual_kinds(lex, f"{name} works out with {poss} trainer.", name)
    assert "exercise" in actual_kinds(lex, f"{name} boxes with {poss} trainer.", name)
