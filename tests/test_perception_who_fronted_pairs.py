"""Who did what: fronted words joined by "and" describe the subject after their comma, as one
fronted word does ("Feverish, the monk ..."): "Feverish and coughing, the old monk is carried to
the infirmary where Ana works" is the monk's fever (a leak before: no one was named before the
fever, so it fell to the observer named later), and an owner right after the comma hands it to
the one owned ("Feverish and coughing, Ana's son lies in bed"). The observer after the comma
keeps it ("Feverish and weak, Ana lies in bed").
"""

from __future__ import annotations

import pytest

from engine.perception import perceive

OBS = "Ana"


def actual(lex, text: str, observer: str = OBS) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self}


@pytest.mark.parametrize("text", [
    "Feverish and coughing, the old monk is carried to the infirmary where Ana works.",
    "Feverish and weak, the monk lies in bed while Ana sweeps.",
    "Feverish and coughing, Ana's son lies in bed.",
    "Feverish or not, the abbot leads vespers while Ana sings.",
])
def test_the_pair_describes_the_subject_after_the_comma(lex, text):
    assert "illness" not in actual(lex, text)


@pytest.mark.parametrize("text", [
    "Feverish and weak, Ana lies in bed.",
    "Feverish and weak, she lies in bed.",
])
def test_the_observer_after_the_comma_keeps_it(lex, text):
    assert "illness" in actual(lex, text)
