"""Session 24: threat words that tell no threat now, and threats the old rules hid.

* Figures of speech (core.yaml ``exceptions``, ``danger.figurative.links``): "a fire in her
  belly", "walking on thin ice with her teacher", "the new track is fire", "her face explodes
  into a grin", "Kai has been on fire all season", "bombs the presentation".
* Over, a game or an imitation: "once the fire was out", "the storm ended an hour ago", "the
  gale has dropped to low", "in the racing game", "the earthquake
  simulator", "practises skid recovery" (``danger.not_before``, ``benign.past.ending``,
  ``cues.reported``).
* Kept threats: "filled" and "packed" make a compound only after a hyphen
  (``danger.not_before_hyphened``: "smoke filled the room" is a threat, "a crash-filled race"
  none); a span before "later" is time passed in a narration, no plan ("smells smoke a second
  later"; "will eat an hour later" stays ahead).
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_no_threat_now_is_no_danger(lex) -> None:
    def one_case(observer, text):
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [
        ("Kim", "Kim has a fire in her belly before the final, her coach says."),
        ("Mia", "Mia is walking on thin ice with her teacher after the third late essay."),
        ("Kofi", "Kofi's new track is fire, his friends tell him."),
        ("Luca", "Luca's face explodes into a grin."),
        ("Kai", "Kai has been on fire all season for the club."),
        ("Nadia", "Nadia's team bombs the presentation and she wants to hide."),
        ("Maya", "Once the fire was out, Maya went back inside and put the kettle on."),
        ("Ravi", "The storm ended an hour ago and Ravi heads out for a run."),
        ("Piet", "The gale has dropped to low and Piet takes the kids sledging."),
        ("Leo", "In the racing game Leo's car skids off the track and he restarts the lap."),
        ("Lena", "The earthquake simulator at the science museum shakes Lena's platform gently."),
        ("Farah", "Farah practises skid recovery with her instructor on the training pad."),
        ("Jonah", "Jonah blows smoke rings on the balcony."),
        ("Ana", "Ana watches a crash-filled race on the sofa."),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("observer,text", [
    (None, "Smoke filled the room and I crawled to the door."),
    ("Rodel", "Rodel, restocking the pantry, smells smoke a second later."),
    ("Ana", "The fire was out of control by the time Ana reached the barn."),
])
def test_threats_still_told_are_danger(lex, observer, text):
    assert "danger" in actual_kinds(lex, text, observer), text


def test_a_span_before_later_is_time_passed_but_a_plan_stays_ahead(lex):
    assert "eat" in actual_kinds(lex, "Ana eats a sandwich a moment later.", "Ana")
    assert "eat" not in actual_kinds(lex, "Ana will eat an hour later.", "Ana")
    assert "eat" in other_kinds(lex, "Ana will eat an hour later.", "Ana")
