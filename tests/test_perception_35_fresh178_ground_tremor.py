"""A tremor felt underfoot is danger, however brief (session 35, round fresh178): the ground's
unfolding verbs take ``shudder``, ``judder``, ``jolt``, ``quake``, ``quiver`` ("the ground gives
a brief shudder under Kusi's feet"). Controls: a person's shudder, a bus's judder.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_the_ground_shuddering_or_jolting_is_danger(lex) -> None:
    def one_case(text, name):
        assert "danger" in actual_kinds(lex, text, name), text

    cases = [("The ground gives a brief shudder under Kusi's feet while he hangs out the"
              " washing, and the dogs bark for a moment.", "Kusi"),
             ("The ground shudders under Kusi's feet.", "Kusi"),
             ("The ground quakes beneath the village.", "Kusi"),
             ("The ground gives a sudden jolt.", "Kusi")]
    assert failing_cases(one_case, cases) == []


def test_controls_a_person_or_a_vehicle_shuddering_is_no_danger(lex) -> None:
    def one_case(text, name):
        assert "danger" not in actual_kinds(lex, text, name), text

    cases = [("Kusi shudders at the thought of the cold.", "Kusi"),
             ("The bus judders over the ground.", "Kusi")]
    assert failing_cases(one_case, cases) == []
