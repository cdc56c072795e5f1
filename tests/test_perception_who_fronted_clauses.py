"""Who did what: a fronted clause with its own subject, and a subject's verb before its object.

A leak probe put someone else's action next to an observer who does nothing of that kind.
Classes fixed here:

* a preposition that also opens clauses ("after") before a noun phrase and a clause's verb
  ("After the pilot took a nap, Mira says nothing", "After the man at the next table shouts at
  the waiter, ..."): the noun phrase is that clause's subject, not the preposition's object, so
  the action is its own (:func:`engine.perception._clause_verb_after`); a past with no past
  shape counts before an owner ("After the cook put his feet up");
* the observer named after the fronted clause's comma, before a past of their own ("Before two
  hikers argued with the landlord, Mira left", "As the porter was nearly run over, Mira
  hummed"): the subject of that verb, no party to the quarrel nor the one the hazard
  threatens (:func:`engine.perception._later_subject`);
* a posture that is a verb's object with its owner ("Mira notices that the cook put his feet
  up"): the subject of that verb's, not the sentence subject's
  (:func:`engine.perception._owned_object`).

Controls: the observer as the clause's subject, "after" before a time or a meal, a clause with
no action, and postures that hang on no verb of their own.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVERS = ["Mira", "Tomas", "Ana"]

# someone else, as a fronted clause's subject after "After"
OTHERS = ["the pilot", "the cook", "his flatmate", "the night nurse", "the old fisherman",
          "the man at the next table", "the woman by the door", "her cousin Tomasz",
          "Grandpa Ike", "the twins", "the girl from upstairs", "the boy with the dog"]

# kind -> actions with a finite or past verb
ACTIONS = {
    "sleep": ["took a nap", "fell asleep", "dozes off"],
    "eat": ["ate a bowl of noodles", "wolfs down a pasty", "is eating a sandwich"],
    "exercise": ["did fifty push-ups", "goes for a run"],
    "rest": ["put his feet up", "takes a break"],
    "conflict": ["shouts at the waiter", "is arguing with the manager"],
}

MAINS = ["{obs} says nothing.", "{obs} keeps reading.", "{obs} looks out of the window."]


FRONTED = [(obs, kind, f"After {o} {a}, " + main.format(obs=obs))
           for obs, o, (kind, acts), main in itertools.product(
               OBSERVERS, OTHERS, ACTIONS.items(), MAINS) for a in acts
           if obs.lower() not in o.lower()]


def test_fronted_after_clause_is_its_subjects(lex):
    leaks = [t for obs, kind, t in FRONTED if kind in actual_kinds(lex, t, obs)]
    assert not leaks, leaks[:10]


# a shared event (a quarrel) or a situation (a hazard) in a fronted clause, with the observer
# as the subject of a past verb of their own after its comma
SHARED = {"conflict": ["argued with the landlord", "had a row with the manager",
                       "shouted at the waiter"],
          "danger": ["was nearly run over", "got trapped in the lift"]}
SHARED_OPENERS = ["After", "Before", "As"]
SHARED_MAINS = ["{obs} said nothing.", "{obs} left.", "{obs} hummed."]
SHARED_OTHERS = ["Officer Diaz", "the porter", "two hikers", "the girl from upstairs",
                 "a stowaway"]


def test_observer_after_the_comma_is_no_party(lex):
    cases = [(obs, kind, f"{opener} {o} {a}, " + main.format(obs=obs))
             for obs, o, (kind, acts), opener, main in itertools.product(
                 OBSERVERS, SHARED_OTHERS, SHARED.items(), SHARED_OPENERS, SHARED_MAINS)
             for a in acts]
    leaks = [t for obs, kind, t in cases if kind in actual_kinds(lex, t, obs)]
    assert not leaks, leaks[:10]


OWNED_POSTURES = ["{obs} notices that {o} put his feet up.",
                  "{obs} sees that {o} has her feet up.",
                  "{O} put his feet up while {obs} looks on."]


@pytest.mark.parametrize("shape", OWNED_POSTURES)
def test_posture_object_is_its_verbs_subjects(lex, shape):
    cases = [(obs, shape.format(obs=obs, o=o, O=o[0].upper() + o[1:]))
             for obs, o in itertools.product(OBSERVERS, OTHERS[:6])]
    leaks = [t for obs, t in cases if "rest" in actual_kinds(lex, t, obs)]
    assert not leaks, leaks


@pytest.mark.parametrize(("text", "kind"), [
    ("After Mira took a nap, she felt better.", "sleep"),
    ("After lunch, Mira naps.", "sleep"),
    ("After lunch Mira naps.", "sleep"),
    ("After lunch Mira ate a sandwich.", "eat"),
    ("After dinner Mira had a row with her landlord.", "conflict"),
    ("After the pilot left, Mira took a nap.", "sleep"),
    ("After her sister fell asleep, Mira took a nap too.", "sleep"),
    ("After Mira ate a bowl of noodles, the pilot took a nap.", "eat"),
    ("After the kids went to bed, Mira put her feet up.", "rest"),
    ("After dinner Mira put her feet up.", "rest"),
    ("Mira puts her feet up.", "rest"),
    ("Mira reads with her feet up.", "rest"),
    ("Mira watches a film from her armchair, feet up.", "rest"),
    ("As you ate, the rain stopped.", "eat"),
    ("Mira argued with the landlord, and Tom said nothing.", "conflict"),
    ("The landlord shouted at Mira, and she shouted back.", "conflict"),
    ("A car swerved towards Mira, and she jumped back.", "danger"),
    ("As Mira twisted an ankle, the porter laughed.", "injury"),
    ("The twisted ankle kept Mira at home.", "injury"),
])
def test_observer_controls(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Mira")


# the observer as "you" or "I", and subjects with tails that name the observer
PRONOUN_OBSERVERS = [("you", "you"), ("I", "me")]
TAILED = ["the woman next to {obj}", "the couple opposite {obj}", "a boy in a red cap",
          "the lifeguard on duty", "Sergeant Okafor", "one of the porters"]
TAILED_ACTS = {"eat": "ate a sandwich", "injury": "twisted an ankle",
               "danger": "was nearly run over", "sleep": "took a nap"}


def test_fronted_clause_subject_with_pronoun_observers(lex):
    cases = [(kind, f"{opener} {o.format(obj=obj)} {a}, {subj} {main}.")
             for (subj, obj), o, (kind, a), opener, main in itertools.product(
                 PRONOUN_OBSERVERS, TAILED, TAILED_ACTS.items(), ["After", "As"],
                 ["left", "hummed"])]
    leaks = [t for kind, t in cases if kind in actual_kinds(lex, t, "Mira")]
    assert not leaks, leaks[:10]


@pytest.mark.parametrize(("text", "kind"), [
    ("A bus nearly hit you, and you jumped back.", "danger"),
    ("As you crossed the road, a van nearly hit you.", "danger"),
    ("As a boy, I was nearly run over by a tram.", "danger"),
    ("As a child I took a nap every day.", "sleep"),
])
def test_pronoun_observer_controls(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Mira")
