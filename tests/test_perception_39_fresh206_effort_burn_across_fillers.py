"""The burn of effort across "still", "really" or "already" (session 39, round fresh206): a
muscle or the lungs burning (``cues.vocabulary.effort_burn_parts``) is no injury with filler
words between ("my legs are still burning" after a ski; perception._effort_burn). Controls: a
hand or the face burning, and a burn got on a stove, stay injuries.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_muscles_burning_after_effort_are_no_injury(lex) -> None:
    assert actual_kinds(lex, "I skied out to the ridge and back this morning, and my legs are "
                        "still burning.", "Zolboo") == {"exercise"}

    def one_case(text):
        assert actual_kinds(lex, text, "Zolboo") == set(), text

    cases = ["My thighs are still burning from the run.",
             "Her lungs were really burning on the last hill.",
             "After the climb my calves are already burning."]
    assert failing_cases(one_case, cases) == []


def test_a_burning_hand_or_face_stays_an_injury(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Zolboo") == {"injury"}, text

    cases = ["My hand is still burning where I touched the stove.",
             "My face is burning in the wind.",
             "Zolboo burns her arm on the stove."]
    assert failing_cases(one_case, cases) == []
