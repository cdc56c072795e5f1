""""later" at the end of a chat turn or a text puts what comes before it ahead, with or without
a full stop.

Before session 27 only "later." (the cue "later .") made a plan: "Ike: going for a swim later",
"Ike is going for a swim later" with no stop, "swim later!" and "later :)" were read as swims
done now. A cue marked `final` in the lexicon counts only where nothing but punctuation or
emoticons follows it in its sentence, turn or text, so "later" mid-sentence still counts time
passed ("Two hours later Ike is asleep").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def test_a_swim_later_at_the_end_of_a_turn_is_planned(lex) -> None:
    def one_case(text):
        swims = [e for e in perceive(text, lex, observer="Ike") if e.kind == "exercise"]
        assert [(e.subject, e.mode) for e in swims] == [("self", "planned")]

    cases = [
        "Ike: going for a swim later",
        "Ike is going for a swim later",
        "going for a swim later",
        "Ike: going for a swim later!",
        "Ike: going for a swim later?",
        "Ike: going for a swim later :)",
        "Ike: going for a swim later\nTom: ok",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Two hours later Ike is asleep.", {"sleep"}),
    ("Ike fell asleep an hour later", {"sleep"}),
    ("Ike ate lunch and an hour later went for a swim", {"eat", "exercise"}),
    ("Ike: had a swim earlier", {"exercise"}),
])
def test_later_inside_a_sentence_or_after_a_span_is_time_passed(lex, text, expected):
    assert actual_kinds(lex, text, observer="Ike") == expected


def test_a_short_time_ahead_closing_a_progressive_turn_is_a_plan(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, observer="Ike") == set()

    cases = [
        "Ike: eating in a bit",
        "Ike is eating lunch in a bit.",
        "Ike: going for a swim in a bit",
        "Ike: going for a run in an hour",
        "Ike: eating in a sec",
        "Ike is napping in a while",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Ike eats in a bit.", {"eat"}),  # the simple present tells it, as "eats on Friday" does
    ("Ike falls asleep in a few minutes.", {"sleep"}),
    ("Ike: eating lunch", {"eat"}),
])
def test_a_short_time_after_the_simple_present_is_when_it_happens(lex, text, expected):
    assert actual_kinds(lex, text, observer="Ike") == expected
