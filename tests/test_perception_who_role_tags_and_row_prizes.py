"""Who did it:

* a roll call's name with its role in brackets, then a dash or a colon and an ``-ing`` action
  ("Kofi (driver) - napping in the cab", "Oyuna (cook): eating soup"), is that person's line;
* what others fight or argue over ("two touts fight over Joseph's bag", "the touts fight over
  Joseph", "the twins argue over his last biscuit") is the row's prize, no party to it.

Negative controls: the observer's own roll-call line ("Ana (cook) - eating soup"), a date
with a note in brackets ("Monday (day 3) - eating noodles"), and the observer fighting with
someone over a thing ("Kofi fights with Joseph over the bag", "Kofi and Joseph fight over the
bag", "a tout fights Joseph over the fare") stay the observer's.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Kofi", "Oyuna", "Bataa", "Tunde"]
ROLES = ["driver", "bus driver", "cook", "tent hand"]
ACTS = {"sleep": "napping in the cab", "eat": "eating a bowl of soup",
        "drink": "drinking airag"}
MARKS = [" - ", ": "]
GROUPS = ["Two touts", "The touts", "The twins", "Kofi and Tunde", "The drivers"]
ROWS = ["fight", "argue", "squabble", "quarrel"]


def test_a_roll_call_name_with_its_role_in_brackets(lex) -> None:
    def one_case(name, role, kind, mark):
        text = f"{name} ({role}){mark}{ACTS[kind]}"
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(NAMES, ROLES, ACTS,
                                                                           MARKS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("kind,mark", list(itertools.product(["eat", "drink"], MARKS)))
def test_the_observers_own_roll_call_line_stays_theirs(lex, kind, mark):
    text = f"Ana (cook){mark}{ACTS[kind]}"
    assert kind in actual_kinds(lex, text, "Ana"), text


def test_a_date_with_a_note_in_brackets_names_no_one(lex):
    assert "eat" in actual_kinds(lex, "Monday (day 3) - eating noodles at the market", "Ana")


def test_what_others_fight_over_is_no_party(lex) -> None:
    def one_case(group, row, prize):
        text = f"{group} {row} over {prize}."
        assert "conflict" not in actual_kinds(lex, text, "Joseph"), text

    cases = list(itertools.product(
        GROUPS, ROWS, ["Joseph's bag", "Joseph", "Joseph's seat"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", ["Kofi fights with Joseph over the bag.",
                                  "Kofi and Joseph fight over the bag.",
                                  "Joseph fights over the bag with Kofi.",
                                  "A tout fights Joseph over the fare."])
def test_the_observer_fighting_over_a_thing_keeps_it(lex, text):
    assert "conflict" in actual_kinds(lex, text, "Joseph"), text
