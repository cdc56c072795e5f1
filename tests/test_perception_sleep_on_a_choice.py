"""To sleep on a choice is to put it off, not to sleep: "I'll sleep on it", "sleeps on the
decision" give no sleep event (lexicon exceptions, session 24), while a bed, a sofa or a bench
slept on stays sleep."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_sleeping_on_a_choice_is_no_sleep(lex) -> None:
    def one_case(text):
        assert "sleep" not in actual_kinds(lex, text)

    cases = [
        "You sleep on the decision and give Tom your answer in the morning.",
        "You slept on it and said yes at breakfast.",
        "I'm going to sleep on the offer before I sign anything.",
        "You decide to sleep on the idea.",
        "Sleeping on the matter, you leave the letter unopened.",
    ]
    assert failing_cases(one_case, cases) == []


def test_someone_elses_choice_slept_on_is_no_event_of_theirs_either(lex):
    assert "sleep" not in other_kinds(lex, "Ana sleeps on the offer.")


@pytest.mark.parametrize("text", [
    "You sleep on the sofa.",
    "You slept on the floor of the station.",
    "You sleep on a bench in the park until dawn.",
    "You sleep on the train all the way to Leeds.",
])
def test_a_place_slept_on_is_still_sleep(lex, text):
    assert "sleep" in actual_kinds(lex, text)
