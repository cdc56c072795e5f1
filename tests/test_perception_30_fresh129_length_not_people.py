"""A length of time counted is no group of people (session 30, round fresh129): "after eight
hours dead to the world" is how long the observer slept, not eight someones asleep; a number
and a plural of people before their state ("two hikers asleep") stays someone else."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_hours_before_a_sleep_state_time_the_observers_sleep(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text) == {"sleep"}

    cases = [
        "You crawl out of the tent at noon after eight hours dead to the world; the bass from the "
        "main stage is already thumping.",
        "You got up after ten hours asleep.",
        "You wake after nine hours dead to the world.",
        "You get up after ten hours dead to the world.",
        "You stagger out of the bunk after twelve hours fast asleep.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Two hikers asleep in the hut snore.",
    "Three guests are asleep on the sofa while you wash up.",
])
def test_a_counted_group_asleep_is_someone_else(lex, text):
    assert "sleep" not in actual_kinds(lex, text, "Rafael")
    assert "sleep" in other_kinds(lex, text, "Rafael")
