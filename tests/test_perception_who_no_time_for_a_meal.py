"""Who did what: a meal or a rest with no time for it, fronted in a "with" phrase, leaves the
task after its comma the observer's own, done now.

- "time" before "for" or "to", or after "no", "any", "enough", "more", "spare", "free", is a
  noun, not the observer timing someone (the witness cue "times Kofi's swim"): "With no time
  for lunch, Ana keeps welding" is her welding, not someone she watches.
- time or need told in a "with" phrase ("With no time to eat, ...", "With no need to hurry,
  ...") ends at its comma: the task after it is done now, not planned; a list after "has no
  time to" stays inside it ("Ana has no time to eat, sleep or rest").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBS = "Ana"


def test_the_task_after_no_time_is_done(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, OBS) == {"work"}

    cases = [
        "With no time for lunch, Ana keeps welding.",
        "With no time for a break, Ana welds the seam.",
        "Short of time for lunch, Ana welds.",
        "Ana, with no time for lunch, welds the hull plates.",
        "With time for lunch, Ana welds.",
        "With no time to eat, Ana keeps welding.",
        "With no time to eat or sleep, Ana welds.",
        "With no need to hurry, Ana welds.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "With time to kill, Ana naps in the signal box.",
    "With no need to rush, Ana naps in the signal box.",
])
def test_a_rest_after_time_to_kill_is_done(lex, text):
    assert actual_kinds(lex, text, OBS) == {"sleep"}


@pytest.mark.parametrize("text", [
    "Ana has no time to eat, sleep or rest.",
    "Ana times Tom's swim at the lido.",
])
def test_a_list_and_a_timed_swim_stay_undone(lex, text):
    assert actual_kinds(lex, text, OBS) == set()
