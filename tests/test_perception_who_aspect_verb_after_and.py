"""Who did it: after the observer's own act and "and", a new subject (a pronoun that stands for
a group the observer handles, or a partitive "two of them") before an aspect verb ("start",
"begin to", "keep", "started") is the subject of the verb after it: "Ana walks the dogs and two
of them start fighting" is the dogs' fight, as "and they fight" is.

Negative controls: the observer named with a partner ("Ana and Kofi argue") and the observer's
own act before "and" stay hers."""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Ana"
LEADS = ["Ana walks the dogs", "Ana feeds the goats", "Ana watches the archers",
         "Ana walks the kids"]
SUBJECTS = ["they", "two of them", "some of them", "both of them"]
ASPECTS = ["start", "begin to", "started", "keep", "are"]
VERBS = {"conflict": ["fighting", "arguing"]}


def test_a_new_subject_before_an_aspect_verb_is_not_the_observer(lex):
    cases = []
    for lead, subj, asp, verb in itertools.product(LEADS, SUBJECTS, ASPECTS, VERBS["conflict"]):
        v = verb[:-3] if asp == "begin to" else verb
        v = {"fight": "fight", "argu": "argue"}.get(v, v)
        cases.append(f"{lead} and {subj} {asp} {v}.")
    assert len(cases) == 160
    assert [t for t in cases if "conflict" in actual_kinds(lex, t, OBSERVER)] == []


def test_the_observers_own_act_and_partner_stay_hers(lex):
    assert "conflict" in actual_kinds(lex, "Ana and Kofi argue.", OBSERVER)
    assert "conflict" in actual_kinds(lex, "Ana and Kofi start arguing.", OBSERVER)
    assert "conflict" in actual_kinds(lex, "Ana argues with Kofi and they start shouting.",
                                      OBSERVER)
    assert "walk" in {e.kind for e in perceive("Ana walks the dogs and two of them start "
                                               "fighting.", lex, observer=OBSERVER)
                      if e.is_actual_self}
