"""Someone named in lower case, or by an identifier, is someone else (session 8, from the leaks
of the labelled sets' kind: with observer "Selin", "bob is eating lunch" and "tom is asleep on
the sofa" gave Selin the events; with observer "agent_7", "agent_8 is eating lunch" did too).

A lower-case word the lexicon does not know, opening a clause right before a singular auxiliary
and an action or before a finite action, is a name; the observer's own name in lower case
("rafa is excercising" for Rafa) stays the observer. Chat fillers ("lol ate too much") and a
thing's state ("traffic is bad") are no names.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["bob", "tom", "priya", "kenji", "lucia", "dmitri"]
DOINGS = [("is eating lunch", "eat"), ("is asleep on the sofa", "sleep"),
          ("is still napping", "sleep"), ("eats a sandwich", "eat"), ("slept all afternoon",
                                                                        "sleep"),
          ("was drinking a beer", "drink"), ("has been running laps", "exercise")]
OPENERS = ["{}", "i wash up while {}", "i wash up; {}", "i wash up, and {}", "i wash up. {}"]


def test_a_lower_case_name_before_its_verb_is_someone_else(lex) -> None:
    def one_case(name, doing, opener):
        assert actual_kinds(lex, opener.format(f"{name} {doing[0]}"), "Selin") == set()

    cases = list(itertools.product(NAMES, DOINGS, OPENERS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("doing", "kind"), DOINGS[:7])
@pytest.mark.parametrize(("observer", "name"), [("Rafa", "rafa"), ("Selin", "selin"),
                                                ("Joaquín", "joaquin"), ("Zoë", "zoe")])
def test_the_observers_own_name_in_lower_case_is_the_observer(lex, observer, name, doing, kind):
    assert actual_kinds(lex, f"{name} {doing}", observer) == {kind}


def test_lower_case_controls(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Selin") == expected

    cases = [
        # chat fillers and typed contractions before a verb are the observer's own line
        ("lol ate too much", {"eat"}),
        ("ugh slept badly", {"sleep"}),
        ("jus ate lunch", {"eat"}),
        ("yay finished work", {"work"}),
        ("finaly ate lunch", {"eat"}),
        ("im eating lunch", {"eat"}),
        # a slip of "you" or of the observer's own name is the observer
        ("yuo ate lunch", {"eat"}),
        ("selni is eating lunch", {"eat"}),
        # a thing's state is no one's action
        ("homework is done, now eating lunch", {"eat"}),
        ("wifi is down so i napped", {"sleep"}),
        ("there is a fire in the kitchen", {"danger"}),
        # the observer's own clause before someone else's
        ("ate lunch, then bob is napping", {"eat"}),
        ("i ate lunch while bob was napping", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []


IDS = ["agent_8", "agent_12", "Agent 8", "agent 3", "bot_2"]


def test_another_agents_identifier_is_someone_else(lex) -> None:
    def one_case(who, doing):
        assert actual_kinds(lex, f"{who} {doing[0]}", "agent_7") == set()

    cases = list(itertools.product(IDS, DOINGS[:6]))
    assert failing_cases(one_case, cases) == []


def test_the_observers_own_identifier_is_the_observer(lex) -> None:
    def one_case(who, doing):
        assert actual_kinds(lex, f"{who} {doing[0]}", "agent_7") == {doing[1]}

    cases = list(itertools.product(["agent_7", "Agent 7"],
                                                                      DOINGS[:6]))
    assert failing_cases(one_case, cases) == []


def test_an_identifier_in_a_log_line_is_that_agent(lex):
    assert actual_kinds(lex, "agent_7: action=eat_lunch; agent_9 is asleep", "agent_7") == {"eat"}
    assert actual_kinds(lex, "agent_9 is asleep; agent_7 eats lunch", "agent_7") == {"eat"}
