"""A hazard named as a responder's job, a thing served that slides or lands by someone, and a
retort fired back (core.yaml ``danger.not_before``, ``danger.benign.past.openers``,
``danger.near_miss.harmless``, ``exceptions``).

* A job: a hazard word before "call", "callout", "rescue" or "kit" ("took flood calls back to
  back", "the crevasse rescue took the afternoon", "in full fire kit"), or after a phrase
  that sends a responder to it ("the radio calls him to a crash", "turned out to a road crash
  on the bypass") is the job's, no threat to the one sent; a hazard reaching the responder's
  own place stays a threat.
* Served: a hazard verb whose object is a plate, a bowl or a letter ("Morwen slides the bowl
  of stew in front of Dara") is a thing served, no near miss; a crate that slides off a truck
  in front of someone stays one.
* A retort: "fires back that ..." is words, no shot; soldiers who fire back at someone stay a
  threat.

Seen in the tuning sets as h81, h83, h93 and h95 lines; the grids widen each shape to
subjects x verbs x hazards.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def danger(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "danger" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


def test_a_hazard_named_as_a_job_is_no_threat(lex):
    fired = [text for subject, job in itertools.product(
        ["Dara", "You"],
        ["took flood calls back to back until midnight", "wrote up the fire callout",
         "ran the 10k in full fire kit", "led the crevasse rescue all afternoon"])
        if danger(lex, text := f"{subject} {job}.")]
    assert fired == []


def test_a_responder_sent_to_a_hazard_is_on_a_job(lex):
    fired = [text for sent, hazard in itertools.product(
        ["the radio calls her to", "control called her to", "Dara is called out to",
         "Dara's crew turned out to", "Dara is dispatched to"],
        ["a crash on the bypass", "a car fire on the ring road", "a flood in the valley",
         "a house fire"])
        if danger(lex, text := f"Dara finishes her tea before {sent} {hazard}.")]
    assert fired == []


def test_a_hazard_at_the_responders_own_place_stays_a_threat(lex):
    missed = [text for hazard in ["A fire breaks out in Dara's kitchen",
                                  "A flood pours into Dara's basement",
                                  "A car crashes into Dara's front wall"]
              if not danger(lex, text := f"{hazard}.")]
    assert missed == []


def test_a_dish_served_beside_someone_is_no_near_miss(lex):
    fired = [text for server, verb, thing in itertools.product(
        ["Morwen", "The waiter"], ["slides", "drops"],
        ["the steaming bowl of stew", "a plate of chips", "the bill", "a letter"])
        if danger(lex, text := f"{server} {verb} {thing} in front of Dara.")]
    assert fired == []


def test_a_crate_sliding_off_a_truck_by_someone_stays_a_near_miss(lex):
    missed = [text for thing, verb in itertools.product(
        ["A crate", "A pallet of bricks"], ["slides off the truck and lands right in front of",
                                           "crashes down right beside"])
        if not danger(lex, text := f"{thing} {verb} Dara.")]
    assert missed == []


def test_a_retort_fired_back_is_no_shot(lex):
    fired = [text for subject, retort in itertools.product(
        ["You fire", "Dara fires", "Dara fired"],
        ["back that he forged the rota", "back that it was his turn"])
        if danger(lex, text := f"Mikko accuses Dara of dodging her shifts. {subject} {retort}.")]
    assert fired == []


def test_soldiers_firing_back_at_someone_stay_a_threat(lex):
    missed = [text for shooters in ["The soldiers", "The gunmen"]
              if not danger(lex, text := f"{shooters} fire back at Dara.")]
    assert missed == []
