"""An incident told harmless, with no one placed in it, is no threat to the observer (session
29, round negation): a hurt denied to everyone (cues.vocabulary ``all_clear_subjects``:
"nobody", "no one", "none") in a text that names no one as the observer takes the threats of
its sentence ("Nobody is hurt when the chocolate fountain tips over"). Negative controls: a
text that places the observer by the hazard, or names them at all, keeps the threat."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Nobody is hurt when the chocolate fountain tips over.",
    "Nobody was hurt when the shelf collapsed in the empty storeroom.",
    "Nobody was hurt when the stack of chairs fell over.",
    "No one was injured when the marquee blew down last night.",
])
def test_an_incident_told_harmless_is_no_threat(lex, text):
    assert actual_kinds(lex, text, "Ngozi") == set()


@pytest.mark.parametrize("text", [
    "Nobody was hurt when the stack of chairs fell over right beside Ngozi.",
    "A pan of oil caught fire in Ngozi's kitchen, but nobody was hurt.",
    "A shelf crashed down a metre from you; nobody was hurt.",
    "A pan of oil caught fire next to you, but no one was hurt.",
])
def test_an_incident_that_places_the_observer_keeps_the_threat(lex, text):
    assert actual_kinds(lex, text, "Ngozi") == {"danger"}
