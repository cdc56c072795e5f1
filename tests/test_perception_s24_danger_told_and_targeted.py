"""Session 24: who a threat goes for, past a trailing speech tag or a local place.

* The one told in a trailing tag is no one the threat goes for: "Tom was nearly hit by a bus
  this morning, Leo tells us" is Tom's (the observer Leo, "us", was a leak); a warning still
  aims it ("the wall above the stall is crumbling, the foreman warns you"), and a threat with
  no one else named stays the hearers' ("there's a gas leak in the building, the caretaker
  tells us").
* A local cue after a threat (the observer's house, flat or street) does not take it from the
  person it goes for, named right after it: "a dog attacks Tom outside Ana's house" is Tom's;
  a threat to no one named there stays the observer's.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("observer,text", [
    ("Leo", "Tom was nearly hit by a bus this morning, Leo tells us."),
    ("Leo", "Leo's brother was caught in a flood this morning, Leo tells us."),
    ("Eli", "A dog attacks Tom outside Eli's house."),
    ("Eli", "A dog attacks the postman outside Eli's house while Eli watches from the window."),
])
def test_someone_elses_threat_stays_theirs(lex, observer, text):
    assert "danger" not in actual_kinds(lex, text, observer), text
    assert "danger" in other_kinds(lex, text, observer), text


@pytest.mark.parametrize("observer,text", [
    ("Ana", "The wall above the stall is crumbling, the foreman warns Ana."),
    (None, "There's a gas leak in the building, the caretaker tells us."),
    ("Eli", "A fire breaks out in the flat below Eli's."),
])
def test_a_threat_to_the_hearer_or_their_place_stays_theirs(lex, observer, text):
    assert "danger" in actual_kinds(lex, text, observer), text
