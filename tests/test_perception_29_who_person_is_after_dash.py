"""Someone named by a person word whose "'s" stands before an action's -ing or a state says
"is", as after a name (session 29, round who): "Maya washes up - Gran's napping on the sofa"
is Gran's nap, past a spaced hyphen that opens no clause; an owner's "'s" before a noun, or in
a list of owners ("a steward's or a porter's job"), stays an owner."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_person_words_s_before_an_action_is_is(lex) -> None:
    def one_case(text, kind):
        assert actual_kinds(lex, text, "Maya") == set()
        assert other_kinds(lex, text, "Maya") == {kind}

    cases = [
        ("Maya washes up - Gran's napping on the sofa.", "sleep"),
        ("Maya washes up - the baby's sleeping.", "sleep"),
        ("Maya washes up - her mum's sleeping.", "sleep"),
        ("Maya is washing up - Gran's asleep.", "sleep"),
        ("Maya washes up - Tom's eating a sandwich.", "eat"),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text, kinds", [
    ("Maya's eating a sandwich.", {"eat"}),
    ("Maya tidies her gran's sleeping bag away.", set()),
])
def test_the_observers_own_and_an_owned_noun_keep_their_reading(lex, text, kinds):
    assert actual_kinds(lex, text, "Maya") == kinds
