"""Someone dropped off at a gathering goes there alone: "Ana drops her son at a birthday party",
"drops the kids off at the disco" (``cues.witness``: "drop her", "drop the kids", ...) are no
company for the one who drops them; what the observer does after "and" stays theirs, and a
dropped thing is no person ("drops her fork and eats with her fingers")."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVERS = [("Ana", "her"), ("Tomas", "his"), ("Mei", "her")]
WHO = ["{p} son", "{p} daughter", "the kids", "the children", "{p} little brother"]
WHERE = ["at a birthday party", "off at the disco", "at a friend's party",
         "off at the youth club social"]


def test_someone_dropped_at_a_gathering_is_no_company(lex):
    cases = [(f"{o} drops {w.format(p=p)} {where}.", o) for (o, p), w, where
             in itertools.product(OBSERVERS, WHO, WHERE)]
    assert len(cases) == 60
    assert [t for t, o in cases if "socialize" in actual_kinds(lex, t, o)] == []


def test_the_observer_s_own_acts_after_a_drop_stay_theirs(lex):
    for o, p in OBSERVERS:
        for text, kind in [(f"{o} drops {p} son at school and goes for a run.", "exercise"),
                           (f"{o} drops {p} fork and eats with {p} fingers.", "eat"),
                           (f"{o} drops {p} son at the party, then has lunch with Tom.",
                            "eat")]:
            assert kind in actual_kinds(lex, text, o), text
