"""Kin named in another language, former partners and the great- generation are people (s10h5,
from r63-078 "Santiago is sharing a paella with his abuela" and r64-055 "Zara and her
ex-husband agree the school-holiday schedule in a calm, friendly meeting"): time with them is
company, and what they do alone is theirs, not the observer's."""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Santiago"
KIN = ["abuela", "abuelo", "nonna", "nonno", "oma", "opa", "yiayia", "babushka", "bubbe",
       "lola", "tía", "tio", "ex-wife", "ex-husband", "ex-girlfriend", "great-aunt",
       "great-grandmother", "cousins", "aunts", "uncles"]
OWNERS = ["his", "my"]
ACTIVITIES = ["Santiago is sharing a paella with {o} {k}",
              "Santiago is having lunch with {o} {k}",
              "Santiago is sharing a bottle of wine with {o} {k}",
              "Santiago has a long chat with {o} {k}",
              "Santiago spends the afternoon with {o} {k}",
              "Santiago and {o} {k} agree the holiday plans in a calm, friendly meeting"]


def social(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


def test_time_with_kin_named_in_any_tongue_is_company(lex):
    cases = [a.format(o=o, k=k) + "." for a, o, k in itertools.product(ACTIVITIES, OWNERS, KIN)]
    assert len(cases) == 240
    assert [text for text in cases if not social(lex, text)] == []


ALONE = ["{O} {k} is sharing a paella with the neighbours while Santiago sleeps.",
         "{O} {k} chats with the priest after mass, and Santiago waits in the car.",
         "Santiago's {k} is having lunch with her friends.",
         "Santiago naps on the sofa; {o} {k} plays cards with the neighbours."]


def test_what_kin_do_without_the_observer_is_theirs(lex):
    cases = [f.format(O=o.capitalize(), o=o, k=k) for f, o, k
             in itertools.product(ALONE, ["his"], KIN)]
    assert len(cases) == 80
    assert [text for text in cases if social(lex, text)] == []
