"""A denied act's stretch of time goes on: "during" or "throughout" + a duty after an act the
denial reaches ("Jonas never once complains during the twelve-hour harvest", "didn't stop
for water throughout the shift") leaves the duty done, even when the lexicon does not know the
act's verb. A duty that is itself denied stays denied ("didn't work during the strike"), and a
gathering is no duty ("doesn't drink anything during the wedding reception" tells no
company)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

NAMES = ["Jonas", "Mara", "Kofi", "Ines"]
DENIALS = ["never once complains", "didn't stop for water", "doesn't sit down once",
           "never checks her phone", "never sits down"]
STRETCHES = ["during the twelve-hour harvest", "throughout the harvest",
             "during the whole shift", "during the long night shift"]


def test_the_stretch_of_a_denied_act_goes_on(lex):
    cases = [(f"{n} {d} {s}.", n) for n, d, s in itertools.product(NAMES, DENIALS, STRETCHES)]
    assert [t for t, n in cases if "work" not in actual_kinds(lex, t, n)] == []


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("text,kind", [
    ("{n} didn't work during the strike.", "work"),
    ("{n} doesn't drink anything during the wedding reception.", "socialize"),
    ("{n} didn't go to the harvest, and she slept during the day.", "work"),
    ("{n} never eats during the harvest, and the shift is cancelled.", "eat")])
def test_a_denied_duty_or_a_gathering_is_not_kept(lex, name, text, kind):
    assert kind not in actual_kinds(lex, text.format(n=name), name)
