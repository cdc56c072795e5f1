"""Who did what: a job word that is also a verb, inside a noun phrase, is no verb.

"Nurse" is a drinking verb ("Mira nurses a coffee") and a job. Inside a noun phrase ("the
night nurse drank a pint", "her ward nurse took a swig of water") it is the person, and the
drink is that person's; read as a verb it had no subject before it and went to the observer
(:func:`engine.perception._person_nouns_dropped`).

Controls: the verb after its subject ("Mira nurses a coffee"), and a group's joint term that
opens on a person noun ("my cousins and I danced").
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVERS = ["Mira", "Tomas", "Ana"]
NURSES = ["the night nurse", "her ward nurse", "the school nurse", "a night nurse",
          "his nurse"]
DRINKS = ["drank a pint", "gulps down a coffee", "took a swig of water", "is sipping tea"]
SHAPES = ["Earlier, {n} {d}.", "{N} {d} while {obs} looks on.", "As {n} {d}, {obs} hums.",
          "After {n} {d}, {obs} says nothing.", "{obs} sits by the window; {n} {d}."]


def test_job_word_inside_a_noun_phrase_is_no_verb(lex):
    cases = [(obs, shape.format(n=n, N=n[0].upper() + n[1:], d=d, obs=obs))
             for obs, n, d, shape in itertools.product(OBSERVERS, NURSES, DRINKS, SHAPES)]
    leaks = [t for obs, t in cases if "drink" in actual_kinds(lex, t, obs)]
    assert not leaks, leaks[:10]


@pytest.mark.parametrize(("text", "kind"), [
    ("Mira nurses a coffee.", "drink"),
    ("Mira nurses a cold beer on the balcony.", "drink"),
    ("You nurse a coffee while the night nurse naps.", "drink"),
    # a group's joint term that opens on a person noun stays
    ("During the party my cousins and I danced for two hours straight.", "socialize"),
])
def test_controls(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Mira")
