"""'Tonight' before a subject and a present form of 'be' is the time of what goes on now, no
plan (session 36, round fresh189): "but tonight you're on your third glass of fizzy water",
"Next week Ana starts her refresher course; tonight she is driving the rig to a call".
Controls: "tonight" before a future or after the act stays a plan ("Tonight Ana will eat out",
"Ana is going for a swim tonight").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_tonight_before_a_present_be_is_now(lex) -> None:
    assert actual_kinds(lex, "You haven't had a drop of alcohol in a month, but tonight you're "
                        "on your third glass of fizzy water.", "Aziz") == {"drink"}

    def one_case(text):
        assert actual_kinds(lex, text, "Ana") == {"work"}, text

    cases = ["Next week Ana starts her refresher course; tonight she is driving the rig to a "
             "call.",
             "Ana works nights at the home, and tonight she is mopping the kitchen floor."]
    assert failing_cases(one_case, cases) == []


def test_controls_tonight_ahead_stays_a_plan(lex) -> None:
    assert actual_kinds(lex, "Tonight Ana will eat out.", "Ana") == set()
    assert actual_kinds(lex, "Ana is going for a swim tonight.", "Ana") == set()
