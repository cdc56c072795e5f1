"""Who did it: a sentence-opening he/she after a sentence that someone else opened, with the
observer named in it only as an object ("Lena joins Ana at the rail. She throws up"), is that
sentence's subject, not the observer (a miss is better than a leak).

Negative controls: after a handing over ("Lena hands Ana a plate. She eats") the pronoun is who
got it; after the observer opened the sentence it stays hers; a pronoun of the other gender
goes by gender."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
OPENERS = ["Lena joins Ana at the rail.", "Lena meets Ana at the dock.",
           "Mira greets Ana in the mess.", "The nurse visits Ana in the hut."]
ACTS = {"illness": "She throws up.", "eat": "She eats a pie.", "sleep": "She falls asleep."}


def test_she_after_another_opener_is_that_opener(lex):
    cases = [(f"{o} {a}", k) for o, (k, a) in itertools.product(OPENERS, ACTS.items())]
    assert len(cases) == 12
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_a_handing_over_and_the_observers_own_sentence_stay(lex):
    assert "eat" in actual_kinds(lex, "Lena hands Ana a plate. She eats.", OBSERVER)
    assert "eat" in actual_kinds(lex, "Ana meets Lena at the dock. Ana eats a pie.", OBSERVER)
    assert "eat" in actual_kinds(lex, "Kofi greets Ana. She eats a pie.", OBSERVER)
