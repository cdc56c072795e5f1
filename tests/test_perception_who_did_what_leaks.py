"""Session 10: who did what, when only someone else does it (a leak probe).

A probe of 2,640 sentences in the handed set's styles, where only someone else eats, drinks,
sleeps, rests, works, exercises, socialises, quarrels, falls ill, gets hurt or is in danger,
found three classes of leaks (a self event for someone else's doing), fixed here:

* a chat log's turn spoken by someone else (``<rosa> i just ate``, ``[19:03] Rosa: just ate
  noodles``, a dialogue ``Rosa: ... Kofi: ...``): the turn's "I" and its subject-less verbs are
  the speaker's (:func:`engine.perception._chat_turns`);
* someone right after a preposition that also opens a clause or a participle (``After Kemi ate
  ..., Kofi washed up``, ``listens to Kemi throwing up``): the subject of that verb, not a
  preposition's object (:func:`engine.perception._subject_after_governor`);
* the observer named after a shared event (a quarrel, a chat) beside it (``next to Caio``) or as
  the subject of a verb of their own (``..., Caio washed up``, ``... and Caio waits``): no party
  (:func:`engine.perception._later_subject`).

Controls: the observer's own chat turn, a lone label before a colon, the observer after
``after`` or ``to`` doing the thing, and the observer addressed by the quarrel or the talk.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds

from engine.perception import perceive

# (observer, someone else)
PAIRS = [("Kofi", "Kemi"), ("Mira", "Milo"), ("Caio", "Juno"), ("Lena", "Leo")]

# kind -> (simple past, -ing form) of someone else's doing
DOINGS = {
    "eat": ("ate a bowl of noodles", "eating a bowl of noodles"),
    "drink": ("gulped down a glass of water", "gulping down a glass of water"),
    "sleep": ("dozed off in the armchair", "dozing off in the armchair"),
    "rest": ("lounged on the sofa", "lounging on the sofa"),
    "work": ("filed the quarterly reports", "filing the quarterly reports"),
    "exercise": ("jogged around the park", "jogging around the park"),
    "conflict": ("argued with the landlord", "arguing with the landlord"),
    "illness": ("threw up in the bathroom", "throwing up in the bathroom"),
    "injury": ("sprained a wrist on the stairs", "spraining a wrist on the stairs"),
}


def leaks(lex, cases: list[tuple[str, str, str]]) -> list[str]:
    """The texts of ``(observer, kind, text)`` cases whose kind is the observer's own."""
    return [t for obs, kind, t in cases if kind in actual_kinds(lex, t, obs)]


def misses(lex, cases: list[tuple[str, str, str]]) -> list[str]:
    return [t for obs, kind, t in cases if kind not in actual_kinds(lex, t, obs)]


CHAT_TURNS = ["<{o}> just {past} lol", "<{ol}> i {past}, so done", "[18:02] <{o}> {past}",
              "[19:03] {o}: I {past}", "[19:03] {ol}: just {past}",
              "[19:03] {O}: you ok? [19:04] {o}: I {past}",
              "{O}: you ok? {o}: I {past}, all good", "{o}: I {past}. {O}: nice"]


def test_someone_elses_chat_turn_is_theirs(lex):
    cases = [(obs, kind, t.format(O=obs, o=o, ol=o.lower(), past=DOINGS[kind][0]))
             for (t, kind), (obs, o) in zip(itertools.product(CHAT_TURNS, DOINGS),
                                            itertools.cycle(PAIRS))]
    assert len(cases) == 72
    assert leaks(lex, cases) == []
    # the events are still there, someone else's
    assert all(perceive(t, lex, observer=obs) for obs, _, t in cases)


def test_the_observers_own_chat_turn_is_theirs(lex):
    own = ["<{O}> just {past} lol", "[19:03] {O}: I {past}", "[19:03] {Ol}: just {past}",
           "{o}: you ok? {O}: I {past}, all good", "[19:03] {o}: you ok? [19:04] {O}: I {past}"]
    cases = [(obs, kind, t.format(O=obs, Ol=obs.lower(), o=o, past=DOINGS[kind][0]))
             for (t, kind), (obs, o) in zip(itertools.product(own, DOINGS),
                                            itertools.cycle(PAIRS))]
    assert len(cases) == 45
    assert misses(lex, cases) == []


@pytest.mark.parametrize("text", ["Intention: drink water. Outcome: drank two glasses.",
                                  "Outcome: ate a bowl of noodles.",
                                  "Journal: I ate a bowl of noodles."])
def test_a_lone_label_before_a_colon_is_no_speaker(lex, text):
    assert actual_kinds(lex, text, "Kofi") == {"drink" if "drank" in text else "eat"}


FRONTED = ["After {o} {past}, {O} washed up.", "After {o} {past}, {O} reads the paper.",
           "After she {past}, {O} washed up.", "{O} washed up after {o} {past}.",
           "{O} waits outside after {o} has {past}."]


def test_someone_after_after_is_the_subject_of_their_verb(lex):
    cases = [(obs, kind, t.format(O=obs, o=o, past=DOINGS[kind][0]))
             for (t, kind), (obs, o) in zip(itertools.product(FRONTED, DOINGS),
                                            itertools.cycle(PAIRS))]
    assert len(cases) == 45
    assert leaks(lex, cases) == []


HEARD = ["{O} listens to {o} {ing} upstairs.", "{O} hears the sound of {o} {ing}.",
         "{O} looks at a photo of {o} {ing}.", "{O} waves to {o} {ing} across the street."]


def test_someone_after_to_or_of_before_an_ing_action_does_it(lex):
    cases = [(obs, kind, t.format(O=obs, o=o, ing=DOINGS[kind][1]))
             for (t, kind), (obs, o) in zip(itertools.product(HEARD, DOINGS),
                                            itertools.cycle(PAIRS))]
    assert len(cases) == 36
    assert leaks(lex, cases) == []


def test_the_observer_after_after_or_to_still_does_their_own_thing(lex):
    own = ["After {O} {past}, {o} washed up.", "After {O} {past}, she washed up.",
           "{O} {past} after {o} left.", "{O} talks to {o}, {ing}.", "{O} {past} like {o} did."]
    cases = [(obs, kind, t.format(O=obs, o=o, past=DOINGS[kind][0], ing=DOINGS[kind][1]))
             for (t, kind), (obs, o) in zip(itertools.product(own, DOINGS),
                                            itertools.cycle(PAIRS))]
    assert len(cases) == 45
    assert misses(lex, cases) == []


SHARED = {"conflict": ["argues with the landlord", "has a shouting match with the boss",
                       "rows with a taxi driver"],
          "socialize": ["chats with a friend over the fence", "hangs out with old friends"]}
BESIDE = ["{o} {v} next to {O}.", "{o} {v} beside {O}.", "{o} {v} in front of {O}.",
          "{o} {v} behind {O}.", "{o} {v} and {O} waits.", "{o} {v}, and {O} just waits.",
          "{o} {v}, {O} reads the paper.", "{o} {v} but {O} stays quiet."]


def test_the_observer_beside_or_after_a_shared_event_is_no_party(lex):
    cases = [(obs, kind, t.format(O=obs, o=o, v=v))
             for (t, (kind, v)), (obs, o) in zip(
                 itertools.product(BESIDE, [(k, v) for k, vs in SHARED.items() for v in vs]),
                 itertools.cycle(PAIRS))]
    assert len(cases) == 40
    assert leaks(lex, cases) == []


def test_the_observer_addressed_after_a_shared_event_is_a_party(lex):
    own = [("conflict", "{o} shouts at {O}."), ("conflict", "{o} argues with {O}."),
           ("conflict", "{o} squares up to {O} and swears."),
           ("conflict", "The landlord refuses, and {O} shouts back."),
           ("socialize", "{o} chats with {O} over the fence."),
           ("socialize", "{o} phones {O} and they talk for an hour.")]
    cases = [(obs, kind, t.format(O=obs, o=o)) for (kind, t), (obs, o) in
             itertools.product(own, PAIRS)]
    assert misses(lex, cases) == []
