"""Who did what: someone else named after the observer's clause (past a dash, or after "and")
right before a light verb and its object's article ("a farmer starts a fight", "the twins get
into a scuffle", "an old man picks a fight") is the subject of that term, as before a bare verb.
Negative controls: the observer's own light verb after "and" ("Ana sees a farmer and starts a
fight"), the observer's light verb with nobody new ("Ana waits and then starts a fight"), and a
fight the observer has with someone named after it stay the observer's."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = ["Ana", "Kofi"]
OPENERS = ["{o} waits for the bus -", "{o} reads the paper - behind {p}", "{o} waits at the till,"
           " and", "{o} dozes in the car and"]
OTHERS = [("a farmer", "starts"), ("an old man", "picks"), ("the man at the bar", "gets into"),
          ("the twins", "start"), ("two lads", "got into"), ("a woman", "had")]
FIGHTS = ["a fight", "a furious row", "a scuffle"]


def test_light_verb_after_a_new_subject_is_theirs(lex) -> None:
    def one_case(obs, opener, other, fight):
        who, verb = other
        pron = "her" if obs == "Ana" else "him"
        text = f"{opener.format(o=obs, p=pron)} {who} {verb} {fight} with a customer."
        assert "conflict" not in actual_kinds(lex, text, obs), text

    cases = list(itertools.product(
        OBSERVERS, OPENERS, OTHERS, FIGHTS))
    assert failing_cases(one_case, cases) == []


def test_observer_light_verb_after_and(lex) -> None:
    def one_case(obs, verb, fight):
        text = f"{obs} waits at the till and then {verb} {fight} with the cashier."
        assert "conflict" in actual_kinds(lex, text, obs), text

    cases = list(itertools.product(
        OBSERVERS, ["starts", "picks", "gets into"], FIGHTS))
    assert failing_cases(one_case, cases) == []


def test_observer_light_verb_with_someone_named_after(lex) -> None:
    def one_case(obs, verb, fight):
        text = f"{obs} {verb} {fight} with a farmer at the market."
        assert "conflict" in actual_kinds(lex, text, obs), text

    cases = list(itertools.product(
        OBSERVERS, ["starts", "picks", "gets into"], FIGHTS))
    assert failing_cases(one_case, cases) == []


def test_counted_group_before_a_light_verb(lex) -> None:
    def one_case(obs, group, verb):
        text = f"{obs} wipes the tables and {group} {verb} a fight with the bouncer."
        assert "conflict" not in actual_kinds(lex, text, obs), text

    cases = list(itertools.product(
        OBSERVERS, ["two regulars", "three drunks", "two members"], ["start", "pick"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs,verb", list(itertools.product(OBSERVERS, ["starts", "picks"])))
def test_observer_with_a_counted_group(lex, obs, verb):
    text = f"{obs} grabs two chairs and {verb} a fight with the bouncer."
    assert "conflict" in actual_kinds(lex, text, obs), text
