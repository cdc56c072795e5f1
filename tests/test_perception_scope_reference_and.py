"""A time referred to ("since breakfast", "before the night shift") reaches the event right after
it but ends at "and" + a new predicate: "Ana hasn't eaten since breakfast and is wolfing down a
sandwich" eats now. What the reference names itself stays a reference ("tired since the long
run": no run now).
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

STATES = ["Ana hasn't eaten since breakfast", "Ana has been exhausted since the night shift",
          "Ana has felt low since the party"]
NOW = [("eat", "is wolfing down a sandwich"), ("socialize", "chats with Leo for an hour"),
       ("sleep", "naps on the sofa"), ("drink", "is sipping a cup of tea")]


def test_a_new_predicate_past_a_reference_is_now(lex) -> None:
    def one_case(state, now):
        kind, words = now
        text = f"{state} and {words}."
        assert kind in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(STATES, NOW))
    assert failing_cases(one_case, cases) == []


REFERENCES = [("Ana is tired since the long run.", "exercise"),
              ("Ana has been exhausted since the night shift.", "work")]


@pytest.mark.parametrize("text,kind", REFERENCES)
def test_what_the_reference_names_stays_a_reference(lex, text, kind):
    assert kind not in actual_kinds(lex, text, "Ana"), text
