"""Who did what: a fronted phrase describes the subject after its comma.

- Fronted words joined by "and", or a fronted phrase of up to six words, describe the subject
  after their comma, as one fronted word does ("Feverish, the monk ..."): "Feverish and
  coughing, the old monk is carried to the infirmary where Ana works" is the monk's fever and
  "Sick with flu, the cook stays in bed; Ana makes the soup" the cook's flu (leaks before: no
  one was named before the illness, so it fell to the observer named later). An owner right
  after the comma hands it to the one owned ("Feverish and coughing, Ana's son lies in bed");
  the observer after the comma keeps it ("Feverish and weak, Ana lies in bed"); a scene set by
  a preposition ("Over coffee, ...") describes no one.
- A threat in a participle phrase opening its sentence befalls the one named after its comma
  ("Caught in the avalanche, the skier is dug out", "Hit by a falling branch, the ranger is
  airlifted out; Ana drives the truck"); "Caught in the storm, you shelter in a barn" stays
  the observer's.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

OBS = "Ana"


def test_the_phrase_describes_the_subject_after_the_comma(lex) -> None:
    def one_case(text):
        assert "illness" not in actual_kinds(lex, text, OBS)

    cases = [
        "Feverish and coughing, the old monk is carried to the infirmary where Ana works.",
        "Feverish and weak, the monk lies in bed while Ana sweeps.",
        "Feverish and coughing, Ana's son lies in bed.",
        "Feverish or not, the abbot leads vespers while Ana sings.",
        "Sick with flu, the cook stays in bed; Ana makes the soup.",
        "Sick with flu again, the abbot skips vespers while Ana sings.",
        "Sick with flu, Ana's son stays in bed.",
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Feverish and weak, Ana lies in bed.",
    "Feverish and weak, she lies in bed.",
    "Sick with flu, Ana stays in bed.",
])
def test_the_observer_after_the_comma_keeps_it(lex, text):
    assert "illness" in actual_kinds(lex, text, OBS)


@pytest.mark.parametrize("text", [
    "Caught in the avalanche, the skier is dug out.",
    "Hit by a falling branch, the ranger is airlifted out; Ana drives the truck.",
    "Trapped in the flood, the villagers wait on their roofs while Ana rows out.",
    "Trapped in the flood, Ana's brother waits on the roof.",
])
def test_a_fronted_threat_befalls_the_subject_after_the_comma(lex, text):
    assert "danger" not in actual_kinds(lex, text, OBS)


@pytest.mark.parametrize("text", [
    "Caught in the storm, you shelter in a barn.",
    "Stuck in the lift, Ana waits for the engineer.",
])
def test_a_fronted_threat_of_the_observer_stays_hers(lex, text):
    assert "danger" in actual_kinds(lex, text, OBS)
