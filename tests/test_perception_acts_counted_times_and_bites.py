"""A count before "times" makes it a noun; a bite snatched and a belly filled are eating.

"time" is a witness cue (timing someone: "times Kofi's sprint"); a count right before its
plural ("ten times", "many times", "3 times") makes it a noun, so the act after it stays the
subject's ("checks the hives ten times and eats", "climbs the ladder three times for
training"). Core.yaml's eat terms take "snatch a bite" (weak, like "grab a bite") and a belly
filled. Controls: the observer timing someone else's sprint, someone else's bite.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBSERVER = "Ines"


def test_counted_times_and_bites(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds

    cases = [
        ("Ines checks the hives many times and eats.", {"work", "eat"}),
        ("Ines checks the hives ten times and eats.", {"work", "eat"}),
        ("Ines climbs the ladder three times for training.", {"exercise"}),
        ("Ines runs the stairs 10 times for exercise.", {"exercise"}),
        ("Ines snatches a bite in the signal box.", {"eat"}),
        ("Ines fills her belly with rice at the night market.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Ines times Kofi's sprint.",
    "Tom snatches a bite while Ines sorts the mail.",
])
def test_someone_elses_act_is_not_the_observers(lex, text):
    assert not actual_kinds(lex, text, OBSERVER) & {"exercise", "eat"}


@pytest.mark.parametrize(("text", "kinds"), [
    ("Ines laps up the milk in the dairy.", {"drink"}),
    ("Ines turns in early in the monastery dormitory.", {"sleep"}),
    ("Ines turns in for the night.", {"sleep"}),
])
def test_lapping_a_drink_and_turning_in(lex, text, kinds):
    assert actual_kinds(lex, text, OBSERVER) == kinds


@pytest.mark.parametrize("text", [
    "Ines turns in her report early.",
    "The cat laps up the milk while Ines reads.",
])
def test_a_report_handed_in_or_a_cats_milk_is_not_the_observers(lex, text):
    assert not actual_kinds(lex, text, OBSERVER) & {"sleep", "drink"}
