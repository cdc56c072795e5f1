"""The main clause of a fronted condition (session 29, round mode): "If Ana finishes early, she
goes for a run" is as conditional as "If it rains, Ana naps", whatever the main clause's
subject; an "if" inside the sentence ("asks if she can eat") reaches no clause after its comma."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "If Ada finishes early, she goes for a run.",
    "If it rains, Ada naps instead.",
    "If she is hungry, Ada eats.",
    "Unless the boss calls, Ada sleeps in.",
])
def test_the_main_clause_of_a_fronted_condition_is_no_event_yet(lex, text):
    assert actual_kinds(lex, text, "Ada") == set()


def test_an_if_inside_the_sentence_leaves_the_next_clause(lex):
    assert actual_kinds(lex, "Ada asks if she can eat, and she eats.", "Ada") == {"eat"}
