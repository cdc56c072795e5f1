"""An ailment treated with no owner named is a patient's (session 26, round precision): a care
verb (set, splint, bandage, treat) before an article and the ailment ("Dr Okoye sets a broken
arm", "splints a broken ankle") is the observer's care of someone else's hurt, not the
observer's own injury. An owner named after it keeps it theirs ("a cut on her thumb", "the gash
on Rowan's forearm"), and an ailment the observer suffers stays theirs."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Okoye", "Dr Okoye sets a broken arm in the emergency department."),
    ("Okoye", "Okoye splints a broken ankle at the roadside."),
    ("Okoye", "Okoye bandages a sprained wrist."),
    ("Okoye", "Okoye treats a bad case of flu."),
])
def test_an_ailment_treated_is_no_injury_of_the_carer(lex, observer, text):
    assert actual_kinds(lex, text, observer).isdisjoint({"injury", "illness"})


@pytest.mark.parametrize(("observer", "text", "kind"), [
    ("Okoye", "Okoye breaks an arm falling off her bike.", "injury"),
    ("Rowan", "The doctor has just finished stitching the gash on Rowan's forearm.", "injury"),
    ("Okoye", "Okoye has a bad case of flu.", "illness"),
])
def test_an_ailment_with_its_owner_stays_theirs(lex, observer, text, kind):
    assert kind in actual_kinds(lex, text, observer)
