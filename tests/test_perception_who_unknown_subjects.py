"""Who did what: a subject the lexicon does not know, before a past verb.

A leak probe put someone else's action next to an observer who does nothing of that kind;
subjects named by words the person lists lack lost their action to the observer when the verb
had no ``-s`` to show a clause. Classes fixed here:

* a designation ("Unit 7", "Bot 12") before a clause's verb and its action ("Unit 7 took a
  nap", "Unit 7 put his feet up"): a name (:func:`engine.perception._designations`);
* "As a" + a noun + a past verb before its action ("As a tourist ate a bowl of noodles",
  "As a jogger took a nap"): a clause with its own subject, not a role
  (:func:`engine.perception._past_after_noun`);
* an article and words the lexicon does not know, opening a clause, before a past verb and its
  action ("Earlier, the android took a nap", "The android cut his hand"): someone, whom a
  "his" after it means (:func:`engine.perception._past_subject`);
* a noun phrase of unknown words before a passive hazard ("the android is nearly hit by a
  bus"): whom the situation happens to (:func:`engine.perception._unknown_passive_subject`);
* an ailment that opens with an irregular past after a noun phrase ("a jogger threw up",
  "the android broke his wrist"): the noun phrase's, not the ailment heading a subject
  (:func:`engine.perception._irregular_past_after`).

Controls: the observer's own roles ("As a nurse, Mira drinks ..."), an ailment that heads its
subject ("The stomach bug has killed Mira's appetite"), an adjective in ``-ed`` ("The sprained
ankle keeps Mira off the pitch"), and the observer's own pasts.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

OBSERVERS = ["Mira", "Tomas", "Ana"]


DESIGNATIONS = ["Unit 7", "Bot 12", "Drone-3", "R2"]
DESIGNATION_ACTS = {"sleep": "took a nap", "rest": "put his feet up",
                    "injury": "cut his hand", "eat": "ate a bowl of noodles"}
DESIGNATION_SHAPES = ["{d} {a} while {obs} looks on.", "{obs} sits by the window; {d} {a}.",
                      "{obs}: quiet morning. {d} {a}.", "After {d} {a}, {obs} says nothing."]


def test_designation_before_a_past_is_someone(lex):
    cases = [(obs, kind, shape.format(d=d, a=a, obs=obs))
             for obs, d, (kind, a), shape in itertools.product(
                 OBSERVERS, DESIGNATIONS, DESIGNATION_ACTS.items(), DESIGNATION_SHAPES)]
    leaks = [t for obs, kind, t in cases if kind in actual_kinds(lex, t, obs)]
    assert not leaks, leaks[:10]


AS_NOUNS = ["tourist", "jogger", "courier", "deckhand", "stranger"]
AS_ACTS = {"eat": "ate a bowl of noodles", "sleep": "took a nap", "drink": "took a swig of water",
           "exercise": "did fifty push-ups", "illness": "threw up",
           "injury": "sprained her ankle"}


def test_as_a_noun_and_a_past_opens_a_clause(lex):
    cases = [(obs, kind, f"As a {noun} {a}, {obs} hums to herself.")
             for obs, noun, (kind, a) in itertools.product(OBSERVERS, AS_NOUNS, AS_ACTS.items())]
    leaks = [t for obs, kind, t in cases if kind in actual_kinds(lex, t, obs)]
    assert not leaks, leaks[:10]


AILMENT_SUBJECTS = ["the android", "a jogger", "the deckhand", "a stranger"]
AILMENT_ACTS = {"illness": "threw up", "injury": "broke his wrist"}
AILMENT_SHAPES = ["{obs} sits by the window; {s} {a}.", "{obs}: quiet morning. {S} {a}.",
                  "As {s} {a}, {obs} hums to herself."]


def test_irregular_past_ailment_is_the_noun_phrases(lex):
    cases = [(obs, kind, shape.format(s=s, S=s[0].upper() + s[1:], a=a, obs=obs))
             for obs, s, (kind, a), shape in itertools.product(
                 OBSERVERS, AILMENT_SUBJECTS, AILMENT_ACTS.items(), AILMENT_SHAPES)]
    leaks = [t for obs, kind, t in cases if kind in actual_kinds(lex, t, obs)]
    assert not leaks, leaks[:10]


ARTICLE_SUBJECTS = ["the android", "the farmhand", "the deckhand", "the chaplain"]
ARTICLE_ACTS = {"sleep": "took a nap", "rest": "put his feet up", "injury": "cut his hand",
                "illness": "caught a cold"}
BASE_PAST_ACTS = {"injury": "cut a finger"}
ARTICLE_SHAPES = ["Earlier, {s} {a}.", "{obs}: quiet morning. {S} {a}.",
                  "{obs} notices that {s} {a}.", "After {s} {a}, {obs} says nothing.",
                  "{obs} sits by the window; {s} {a}.", "{obs} reads; meanwhile {s} {a}.",
                  "{obs} reads. Later {s} {a}."]


def test_article_and_unknown_noun_before_a_past_is_someone(lex):
    """A light verb before its action, or a past with no past shape before an owner, shows a
    clause; the "his" after the noun phrase is that someone's (the cut hand too)."""
    cases = [(obs, kind, shape.format(s=s, S=s[0].upper() + s[1:], a=a, obs=obs))
             for obs, s, (kind, a), shape in itertools.product(
                 OBSERVERS, ARTICLE_SUBJECTS, ARTICLE_ACTS.items(), ARTICLE_SHAPES)]
    leaks = [t for obs, kind, t in cases if kind in actual_kinds(lex, t, obs)]
    assert not leaks, leaks[:10]


PASSIVE_SUBJECTS = ["the android", "a courier", "the deckhand", "a stranger"]
PASSIVE_HAZARDS = ["is nearly hit by a bus", "was almost run over"]
PASSIVE_SHAPES = ["Earlier, {s} {h}.", "{S} {h} while {obs} looks on.",
                  "{obs} notices that {s} {h}.", "{obs}: quiet morning. {S} {h}.",
                  "Beside {obs}, {s} {h}."]


def test_unknown_noun_before_a_passive_hazard_is_whom_it_happens_to(lex):
    cases = [(obs, shape.format(s=s, S=s[0].upper() + s[1:], h=h, obs=obs))
             for obs, s, h, shape in itertools.product(
                 OBSERVERS, PASSIVE_SUBJECTS, PASSIVE_HAZARDS, PASSIVE_SHAPES)]
    leaks = [t for obs, t in cases if "danger" in actual_kinds(lex, t, obs)]
    assert not leaks, leaks[:10]


def test_base_past_before_an_article_is_the_noun_phrases(lex):
    """"cut a finger": a past with no past shape before an article is the verb of the noun
    phrase before it, an ailment's predicate, not an ailment heading a subject."""
    cases = [(obs, kind, shape.format(s=s, S=s[0].upper() + s[1:], a=a, obs=obs))
             for obs, s, (kind, a), shape in itertools.product(
                 OBSERVERS, ARTICLE_SUBJECTS + ["two stowaways", "the farmhands"],
                 BASE_PAST_ACTS.items(), ARTICLE_SHAPES)]
    leaks = [t for obs, kind, t in cases if kind in actual_kinds(lex, t, obs)]
    assert not leaks, leaks[:10]


def test_plural_unknown_noun_before_a_past_is_someone(lex):
    cases = [(obs, kind, f"Yesterday {s} {a}; {obs} didn't.")
             for obs, s, (kind, a) in itertools.product(
                 OBSERVERS, ["two stowaways", "the farmhands", "three deckhands"],
                 {"sleep": "took a nap", "rest": "put their feet up"}.items())]
    leaks = [t for obs, kind, t in cases if kind in actual_kinds(lex, t, obs)]
    assert not leaks, leaks


@pytest.mark.parametrize(("text", "kind"), [
    ("Yesterday the twins and I took a nap.", "sleep"),
    ("Yesterday two of us took a nap.", "sleep"),
    ("In the seventh minute a sliding tackle catches Mira on the shin.", "injury"),
    ("Mira, the youngest on the crew, is hauling cable up the scaffold.", "work"),
    ("Mira steps back onto an upturned pitchfork in the cowshed and a tine goes straight "
     "through her boot into her foot.", "injury"),
    ("Mira is nearly hit by a bus.", "danger"),
    ("Mira and the android are nearly hit by a bus.", "danger"),
    ("The android and Mira are nearly hit by a bus.", "danger"),
    ("The ferry is hit by a huge wave and Mira is thrown against the rail.", "danger"),
    ("You and the android took a nap.", "sleep"),
    ("Mira and the android took a nap.", "sleep"),
    ("Mira and the android put their feet up.", "rest"),
    ("Mira: rough day. The knife slipped and she cut her hand.", "injury"),
    ("The kids fell asleep, and Mira took a nap too.", "sleep"),
    ("Mira takes a dink shot at table tennis with her colleague.", "exercise"),
    ("As a nurse, Mira drinks plenty of water.", "drink"),
    ("As a treat, Mira took a nap.", "sleep"),
    ("As a child, Mira threw up on every boat trip.", "illness"),
    ("Mira: rough night. Threw up twice.", "illness"),
    ("Mira felt awful and threw up.", "illness"),
    ("The sprained ankle keeps Mira off the pitch.", "injury"),
    ("The stomach bug has killed Mira's appetite.", "illness"),
    ("Mira: bad day. She broke her wrist.", "injury"),
    ("Mira took a nap while Unit 7 kept watch.", "sleep"),
])
def test_observer_controls(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Mira")
