"""Listening to someone's act is not doing it: "Ana listens to Kofi's snoring", "listens to the
man upstairs snoring" (``cues.witness``: "listen to"). A talk listened to is company ("listens
to her sister talk about her day"), "listen to it lying on your bed" is the listener's rest, and
a finite verb after "and" and an adverb is the listener's own ("listens to the neighbours argue
and then goes to sleep", "lies awake listening to the rain and finally falls asleep")."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVERS = ["Ana", "Tomas", "Mei"]
HEARD = ["Kofi's snoring", "the man upstairs snoring", "his brother's snoring",
         "the kids snoring"]
LATER = {"and then goes to sleep": "sleep", "and finally falls asleep": "sleep",
         "and then eats her lunch": "eat", "and eventually drinks her tea": "drink"}


def test_a_heard_act_is_not_the_listener_s(lex):
    cases = [(f"{o} listens to {h}.", o) for o, h in itertools.product(OBSERVERS, HEARD)]
    assert [t for t, o in cases if "sleep" in actual_kinds(lex, t, o)] == []


def test_the_listener_s_later_predicate_and_company_stay_theirs(lex):
    cases = [(f"{o} listens to the neighbours argue {later}.", o, k)
             for o, (later, k) in itertools.product(OBSERVERS, LATER.items())]
    cases += [(f"{o} lies awake listening to the rain {later}.", o, k)
              for o, (later, k) in itertools.product(OBSERVERS, LATER.items())]
    cases += [(f"{o} listens to her sister talk about her day.", o, "socialize")
              for o in OBSERVERS]
    assert [t for t, o, k in cases if k not in actual_kinds(lex, t, o)] == []


def test_what_the_seen_do_with_a_bare_verb_stays_theirs(lex):
    for o in OBSERVERS:
        text = f"{o} watches Tom eat and then drink."
        assert not {"eat", "drink"} & actual_kinds(lex, text, o), text
