"""Knocked off one's feet, shivering past control, and stranded on a stopped chairlift (core.yaml
``danger.terms``, ``illness.terms``; ``perception._named_as_past``).

* Knocked off one's feet by a wave, a blast or a shove is a threat, no hurt by itself; a break
  named with it stays a hurt.
* Shivering uncontrollably, unable to stop shivering, or lips gone blue is illness; shivering
  in wet clothes alone is none, and a blue tinge on a fence is no lips.
* Nearly or almost getting hit, run over or knocked down is a near miss, a threat, not a hurt;
  getting hit stays a hurt.
* Stuck on a chairlift or in a gondola is a threat, even after a span of time ("after six
  hours stuck on the broken chairlift": a span opened by a number, the threat told in it, not
  a time gone by).

Seen in the tuning sets as h6, h41, h47, h91 and h93 lines; the grids widen each shape to
subjects x verbs x objects.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def has(lex, kind: str, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == kind and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_knocked_off_your_feet_is_a_threat_not_a_hurt(lex):
    texts = [f"{cause} and knocks you off your feet." for cause in
             ["A wave breaks over the rail", "A gust slams across the deck",
              "The blast rolls down the street"]]
    texts += [f"{cause} knocks you off your feet." for cause in ["The blast", "A rogue wave"]]
    assert [t for t in texts if not has(lex, "danger", t)] == []
    assert [t for t in texts if has(lex, "injury", t)] == []


def test_a_break_after_the_fall_stays_a_hurt(lex):
    missed = [text for part in ["wrist", "ankle", "collarbone"]
              if not has(lex, "injury",
                         text := f"A wave knocks you off your feet and you break your {part}.")]
    assert missed == []


def test_shivering_past_control_is_illness(lex):
    missed = [text for subject, state in itertools.product(
        ["Dara is", "You are"], ["shivering uncontrollably", "shivering uncontrollably in bed"])
        if not has(lex, "illness", text := f"{subject} {state}.")]
    missed += [text for subject, state in itertools.product(
        ["Dara", "You"], ["can't stop shivering", "couldn't stop shivering"])
        if not has(lex, "illness", text := f"{subject} {state}.")]
    missed += [text for text in ["Dara's lips have a bluish tinge.", "Your lips are blue.",
                                 "Dara's lips are turning blue."]
               if not has(lex, "illness", text)]
    assert missed == []


def test_a_wet_shiver_or_a_blue_fence_is_no_illness(lex):
    fired = [text for text in ["Dara waits under the gazebo, shivering in wet jeans.",
                               "You paint the fence with a blue tinge.",
                               "Dara's new boots are blue."]
             if has(lex, "illness", text)]
    assert fired == []


def test_stuck_on_a_chairlift_is_a_threat_even_after_a_span(lex):
    missed = [text for before, stuck in itertools.product(
        ["Dara is shivering after six hours", "You have been", "Dara is"],
        ["stuck on the broken chairlift", "stuck in a gondola", "stuck on a chairlift"])
        if not has(lex, "danger", text := f"{before} {stuck}.")]
    assert missed == []


def test_nearly_getting_hit_is_a_near_miss_not_a_hurt(lex):
    texts = [f"{subject} {adverb} {get} {what} by a {vehicle}." for subject, adverb, get, what,
             vehicle in itertools.product(["Dara", "You"], ["nearly", "almost"], ["gets", "got"],
                                          ["hit", "run over", "knocked down"], ["bus", "van"])]
    assert [t for t in texts if not has(lex, "danger", t)] == []
    assert [t for t in texts if has(lex, "injury", t)] == []


def test_getting_hit_stays_a_hurt(lex):
    missed = [text for subject in ["Dara got", "You got"]
              if not has(lex, "injury", text := f"{subject} hit by a car on the crossing.")]
    assert missed == []
