"""A venue's known faces named by habit or by place ("regulars", "locals", "the usuals",
"punters", "patrons") are other people, with or without an article, in a status line as in a
sentence; the observer's company with them stays the observer's."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Farid"
GROUPS = ["regulars", "locals", "the regulars", "the locals", "the usuals", "punters",
          "patrons", "barflies"]
ACTS = {"chatting at the bar": "socialize", "chat at the bar": "socialize",
        "arguing outside": "conflict", "eating crisps": "eat", "drinking on the terrace": "drink"}


def test_a_venues_regulars_are_someone_else(lex):
    cases = [(f"{g} {a}", k) for g, (a, k) in itertools.product(GROUPS, ACTS.items())]
    cases += [(f"{g.capitalize()} {a}.", k)
              for g, (a, k) in itertools.product(GROUPS, ACTS.items())]
    assert len(cases) == 80
    assert [t for t, k in cases if k in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observers_company_with_them_is_still_theirs(lex):
    # negative controls: the observer with the group, and adjectives "regular" and "local"
    for text, kind in [("Farid chats with the regulars.", "socialize"),
                       ("Farid eats with the usuals.", "eat"),
                       ("Farid has a pint with the locals.", "drink"),
                       ("Farid eats regular meals.", "eat"),
                       ("Farid eats at the local pub.", "eat")]:
        assert kind in actual_kinds(lex, text, OBSERVER), text
