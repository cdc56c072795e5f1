"""A sentence's he/she after someone sought in the sentence before ("Ana looks for Lena. She's
asleep", "Ana checks on Tom. He is asleep on the sofa") is ambiguous between the observer and
the one sought: a miss is better than a leak, so it is the one sought. A party to the observer's
doing ("sits with Lena. She falls asleep") and someone of the other gender are left alone."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

PAIRS = [("Ana", "Lena", "She"), ("Tomas", "Kofi", "He"), ("Mei", "Sara", "She")]
SEEK = ["looks for", "checks on", "goes to look for", "asks after", "searches for"]
STATES = ["{P}'s asleep.", "{P} is fast asleep on the sofa.", "{P} is sound asleep."]


def test_a_state_after_someone_sought_is_not_the_observer_s(lex):
    cases = [(f"{o} {s} {x}. {st.format(P=p)}", o) for (o, x, p), s, st
             in itertools.product(PAIRS, SEEK, STATES)]
    assert len(cases) == 45
    assert [t for t, o in cases if "sleep" in actual_kinds(lex, t, o)] == []


def test_other_gender_and_parties_stay_the_observer_s(lex):
    for text, o in [("Ana looks for Tom. She's exhausted and falls asleep.", "Ana"),
                    ("Ana sits with Lena. She falls asleep.", "Ana")]:
        assert "sleep" in actual_kinds(lex, text, o), text
