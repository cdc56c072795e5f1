"""Someone else's act timed, praised or filmed by the observer is watched, not done: "Ana times
Kofi's swim", "praises Kofi's work", "applauds Kofi's dance" (``cues.witness``: time, clock,
praise, compliment, admire, applaud, cheer on, film, photograph). A singular determiner makes
such a word a noun ("this time there's no quarrel: he and Ana share a plate"), and what the
observer does after it stays theirs."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVERS = ["Ana", "Tomas", "Mei"]
OTHERS = ["Kofi's", "the boy's", "her brother's"]
VERBS = ["times", "clocks", "praises", "compliments", "admires", "applauds", "films",
         "photographs"]
ACTS = {"swim": "exercise", "sprint": "exercise", "dance": "exercise", "work": "work"}


def test_an_act_judged_or_filmed_is_not_the_observer_s(lex):
    cases = [(f"{o} {v} {w} {a}.", o, k) for o, w, v, (a, k)
             in itertools.product(OBSERVERS, OTHERS, VERBS, ACTS.items())]
    assert len(cases) == 288
    assert [t for t, o, k in cases if k in actual_kinds(lex, t, o)] == []


def test_the_observer_s_own_acts_stay_theirs(lex):
    for o in OBSERVERS:
        for text, kind in [(f"{o} praises the soup and eats two bowls.", "eat"),
                           (f"{o} times the runners and then runs a lap.", "exercise"),
                           (f"This time there's no quarrel: Kofi and {o} share a plate of "
                            "dates after the meeting.", "eat"),
                           (f"Every time the bus is late, {o} eats a pastry.", "eat")]:
            assert kind in actual_kinds(lex, text, o), text
