"""A greeting is company only with someone: "greet" is one of socialize's joint verbs, so with
no one else named in its sentence or the one before, the dawn or the day is greeted ("greets
the dawn from the summit", "is greeted by silence"). Someone greeted, named there, keeps the
company ("greets her neighbour over the fence", "greets Jo with a hug")."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

SUBJECTS = [("Ana", "Ana", "s"), ("Kofi", "You", ""), ("Mrs Lind", "Mrs Lind", "s"),
            ("Tariq", "Tariq", "s")]
PEOPLE = ["her neighbour", "Jo", "the guests", "his grandfather", "an old friend",
          "the twins", "their cousins"]
WHERE = ["at the door", "over the fence", "in the hall", "with a hug", "on the quay",
         "at the gate"]
NOBODY = ["the dawn from the summit", "the day with a cold shower", "the morning sun",
          "the first snow with a grin", "the new year from the roof"]


def test_greeting_someone_is_company(lex):
    cases = [(obs, f"{subj} greet{s} {who} {where}.") for (obs, subj, s), who, where
             in itertools.product(SUBJECTS, PEOPLE, WHERE)]
    assert len(cases) >= 150
    assert [t for obs, t in cases if "socialize" not in actual_kinds(lex, t, obs)] == []


def test_greeting_the_day_is_no_company(lex):
    cases = [(obs, f"{subj} greet{s} {what}.") for (obs, subj, s), what
             in itertools.product(SUBJECTS, NOBODY)]
    cases.append(("Ana", "Ana is greeted by silence when she opens the door."))
    assert [t for obs, t in cases if "socialize" in actual_kinds(lex, t, obs)] == []
