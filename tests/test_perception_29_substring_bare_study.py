"""Session 29, round substring: a kind's bare verb (study, revise; climb, row) is still told
bare with "all" and a part of the day after it ("was revising all afternoon"), and in a finite
form right after a subject pronoun at the sentence's end ("ate a tub of hummus while she
revised."); with an object or a denial it stays as before."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize(("text", "kinds"), [
    ("Eleni ate a whole tub of hummus with carrot sticks while she revised.", {"eat", "work"}),
    ("Eleni was revising all afternoon.", {"work"}),
    ("Eleni is revising.", {"work"}),
    ("I studied all evening.", {"work"}),
])
def test_a_bare_study_verb_with_a_days_length_or_after_a_pronoun_is_work(lex, text, kinds):
    assert actual_kinds(lex, text, "Eleni") == kinds


@pytest.mark.parametrize("text", [
    "She didn't revise.",
    "Eleni was revising the plan all afternoon.",
    "Eleni will study tomorrow.",
])
def test_a_denied_or_objected_or_planned_study_verb_stays_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, "Eleni")


def test_a_bare_sport_verb_after_another_pronoun_is_theirs(lex):
    assert other_kinds(lex, "Eleni watched the river while they rowed.", "Eleni") == {"exercise"}
    assert actual_kinds(lex, "Eleni watched the river while they rowed.", "Eleni") == set()
