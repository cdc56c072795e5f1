"""A cue's word window counts a hyphenated compound as one word (session 32, fresh144).

* "after the big deadline" put the deadline in the past (no work now), but "after the
  three-night deadline" did not: the hyphens made the compound three tokens, past the window of
  "after the". Hyphens between two words no longer count.
* Controls: the same sentence without the compound, and a deadline worked on now.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Sota"


def test_an_event_past_a_hyphened_modifier_stays_in_the_cue_window(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds

    cases = [
        ("Sota sleeps for fourteen hours straight after the three-night deadline.", {"sleep"}),
        ("Sota sleeps for fourteen hours after the big deadline.", {"sleep"}),
        ("Sota naps on the sofa after the two-week deadline.", {"sleep"}),
        ("Sota crashes into bed after a last-minute deadline.", {"sleep"}),
        ("Sota eats a bowl of ramen after the end-of-month deadline.", {"eat"}),
        ("You sleep till noon after the three-night deadline.", {"sleep"}),
        ("I slept all afternoon after the three-night deadline.", {"sleep"}),
        ("Sota drinks a beer after the long-awaited deadline.", {"drink"}),
        ("Sota is working to the three-night deadline.", {"work"}),
        ("Sota sleeps for an hour before the two-day conference.", {"sleep"}),
    ]
    assert failing_cases(one_case, cases) == []
