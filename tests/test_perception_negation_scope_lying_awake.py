"""A lying told around a failed sleep is no rest: in a sentence that keeps an awake state up
("You lie on top of the sleeping bag until dawn, wide awake"), or in the sentence a semicolon
or a colon joins to a sleep denied ("Ines didn't sleep on the ferry; she lay on the bench
counting the lights"). In the failure's own sentence a lying after it stays a rest ("can't
sleep, so she lies on the rug", "didn't sleep, but she lay down for an hour"), and so does a
stretch awake that the lying ends ("has been awake for twenty hours, finally lies down")."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

NAMES = ["Ines", "Kofi", "Mara", "Viktor"]
PRONOUN = {"Ines": "she", "Kofi": "he", "Mara": "she", "Viktor": "he"}
SPOTS = ["on the ferry bench", "on the bunk in the lamp room", "on the rug in the tent",
         "on his cell bed", "in the circus wagon", "on the station's crew couch"]


AWAKE = ["{n} lies {s} until dawn, wide awake.", "{n} lies {s} all night, still awake at four.",
         "You lie {s} until dawn, wide awake, listening to the wind."]
AFTER = ["{n} didn't sleep; {p} lay {s} counting the lights.",
         "{n} can't sleep; {p} lies {s} listening to the sea.",
         "{n} couldn't get to sleep: {p} lay {s} until the bell."]


def test_lying_kept_awake_or_after_a_sleep_denied_is_no_rest(lex):
    cases = [(t.format(n=n, s=s, p=PRONOUN[n]), "You" if t.startswith("You") else n)
             for t, n, s in itertools.product(AWAKE + AFTER, NAMES, SPOTS)]
    assert [t for t, n in cases if "rest" in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("spot", SPOTS[:3])
@pytest.mark.parametrize("text", [
    "{n} didn't sleep, but {p} lay down {s} for an hour.",
    "{n} can't sleep, so {p} lies {s}.",
    "{n}, who has been awake for twenty hours, finally lies down {s}.",
    "{n} lies {s}. Tom is still awake.",
    "{n} lies {s} all afternoon."])
def test_a_lying_told_as_its_own_rest_stays(lex, name, spot, text):
    assert "rest" in actual_kinds(lex, text.format(n=name, s=spot, p=PRONOUN[name]), name)
