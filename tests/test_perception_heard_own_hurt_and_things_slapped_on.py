"""Session 10: a hurt heard or felt in one's own body is one's own; a thing slapped on is put.

Taken from r63-021 ("Valentina misses the last step of the tram, lands awkwardly and hears
something crack in her wrist": the witness cue ``hear`` no longer hands a hurt to someone else
when the body part inside it is the observer's) and r62-066 ("slap it on the fridge": the
exceptions ``slap it on``, ``slap on``, ``slap a sticker`` ...), widened to hearers x sounds x
parts and things x places. Controls: someone else's wrist heard cracking; a slap in the face.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

from engine.perception import perceive

OBSERVER = "Valentina"


OPENERS = ["Valentina lands awkwardly and hears", "Valentina falls off the wall and hears",
           "Valentina slips on the ice and hears"]
SOUNDS = ["something crack in her {p}", "a crack in her {p}"]
PARTS = ["wrist", "ankle", "knee", "elbow", "shoulder"]


def test_a_crack_heard_in_her_own_body_is_her_injury(lex):
    texts = [f"{o} {s.format(p=p)}." for o, s, p in itertools.product(OPENERS, SOUNDS, PARTS)]
    assert len(texts) == 30
    assert [t for t in texts if "injury" not in actual_kinds(lex, t, OBSERVER)] == []


def test_the_first_person_too(lex):
    assert "injury" in actual_kinds(lex, "I hear something crack in my ankle as I land.", "I")


def test_a_crack_heard_in_someone_elses_body_is_theirs(lex):
    texts = ["Valentina hears something crack in Tom's wrist.",
             "Valentina watches Tom fall and hears something crack in his wrist.",
             "Valentina watches Ana fall and hears something crack in her wrist.",
             "Valentina watches a snowboarder slam into the fence and break his wrist.",
             "Valentina hears a snowboarder slam into the fence and break her wrist."]
    got = [[(e.kind, e.subject) for e in perceive(t, lex, observer=OBSERVER)
            if e.kind == "injury"] for t in texts]
    assert got == [[("injury", "other")]] * 5


THINGS = ["slap it on the fridge", "slap a sticker on the laptop", "slap a note on the door",
          "slap on some sunscreen", "slap some paint on the fence", "slap them down on the table",
          "slap a label on the jar", "slap a plaster on the cut"]


def test_a_thing_slapped_on_or_down_is_no_blow(lex):
    texts = [f"{who} {t}." for who, t in itertools.product(
        ["You", "I", "You quickly"], THINGS)]
    assert [t for t in texts if "conflict" in actual_kinds(lex, t, "I")] == []


def test_a_slap_at_someone_is_still_conflict(lex):
    texts = ["You slap him across the face.", "Your brother slaps you and you slap him back."]
    assert [t for t in texts if "conflict" not in actual_kinds(lex, t, "You")] == []
