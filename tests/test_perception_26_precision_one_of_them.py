""""One of them" is someone else (session 26, round precision): one of a group the observer
coaches, teaches or watches ("is coaching the under-9s; one of them sprains his wrist") is not
the observer, even when the group's own word is no person word the lexicon knows. ("Both of
them" is left alone: it may hold the observer, "Maya and Tova, both of them giggling".)"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize(("observer", "text", "kind"), [
    ("Tala", "Tala is coaching the under-9s; one of them sprains his wrist.", "injury"),
    ("Tala", "Tala hands out the papers to the under-12s; one of them is coughing badly.",
     "illness"),
])
def test_one_of_them_is_someone_else(lex, observer, text, kind):
    assert kind not in actual_kinds(lex, text, observer)
    assert kind in other_kinds(lex, text, observer)


def test_the_observer_own_act_beside_one_of_them_stays_theirs(lex):
    text = "Tala and Mo share a pizza; one of them spills the cola."
    assert "eat" in actual_kinds(lex, text, "Tala")
