"""Who did what: an object pronoun skips its own clause's subject ("Jana's neighbour accuses
her": Jana), and also anyone its gender rules out: after "Tom eats.", "a customer shouts at
her" is not at Tom, so the row is not his. A pronoun of the observer's gender still points back
at the observer ("Tom eats. A customer shouts at him.").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

OBSERVERS = [("Tom", "her"), ("Dmitri", "her"), ("Ana", "him"), ("Maria", "him")]
FIRST = ["{o} eats his lunch.", "{o} is at the counter.", "{o} sits by the window."]
ROWS = ["A customer shouts at {p}.", "The clerk yells at a customer who insulted {p}.",
        "A drunk man swears at {p}.", "The manager argues with {p} about the rota."]


def _first(first: str, obs: str) -> str:
    own_word = "his" if obs in ("Tom", "Dmitri") else "her"
    return first.format(o=obs).replace("his", own_word)


def test_a_pronoun_of_the_other_gender_is_not_the_observer(lex) -> None:
    def one_case(obs, first, row):
        name, pron = obs
        text = _first(first, name) + " " + row.format(p=pron)
        assert "conflict" not in actual_kinds(lex, text, name), text

    cases = list(itertools.product(OBSERVERS, FIRST, ROWS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("obs,row", list(itertools.product(
    [("Tom", "him"), ("Ana", "her")], ROWS[:1] + ROWS[2:])))
def test_a_pronoun_of_the_observers_gender_stays_theirs(lex, obs, row):
    name, pron = obs
    text = f"{name} is at the counter. " + row.format(p=pron)
    assert "conflict" in actual_kinds(lex, text, name), text


def test_the_clause_subject_is_still_skipped(lex):
    assert "conflict" in actual_kinds(lex, "Jana's neighbour accuses her of theft.", "Jana")
