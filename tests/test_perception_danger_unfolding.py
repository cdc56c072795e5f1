"""Danger told without a threat word, warnings for the observer's place, and false threats (s9).

* An unfolding hazard (core.yaml ``danger.unfolding``): a structure, the ground, a carrier,
  water or a vessel as the subject of a verb of its group ("the bridge deck shudders under
  Vesna's car", "the lift Wanjiru is riding drops a full floor", "the creek rises to your
  waist", "the current drags at your legs") is a threat, judged by the usual cues (negation,
  someone else's place); scenery ("the road drops away to the harbour") and other subjects'
  verbs ("you crack a coconut open") are not.
* A thing the observer sits in or behind (``near_miss.occupied``, ``shields``): "shattered
  beside Abebe's chair", "a stone bounces off Marisol's windscreen" are near misses; "she
  slides into her seat" and "a book falls off Ana's desk" are not.
* Orders to leave and places of the speaker's group are ``local`` cues ("Gas leak on our road,
  everybody out!"); a heatwave is a threat only when warned of for the observer's place
  (``warned`` terms).
* A body or a person "on fire" is a figure of speech (``danger.figurative``); a tool named
  like a weapon ("a heat gun", "a craft knife": exceptions) and what is served or posted
  landing in front of someone (``near_miss.harmless``) are no threat.

Seen in the tuning sets as r58-015, r58-022, r59-021, r59-022, r59-051, r59-074, r59-087,
r59-109, r60-105, r60-109, r60-138, h18-019, h34-130, h36-109, h36-138, h41-091, h41-145,
r42-019, r47-125, r52-103, h9-018; the grids widen each shape to subjects x verbs x places.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Vesna"


def events(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.is_actual_self for e in events(lex, text, observer))


STRUCTURES = ["The bridge deck", "The old floor", "The balcony", "The scaffolding",
              "The ceiling", "The jetty"]
FAILURES = ["shudders under Vesna's car", "gives way under Vesna", "buckles beneath you",
            "sways and creaks around you", "collapses a metre from you", "begins to buckle"]
CARRIERS = ["The lift Vesna is riding", "The chair lift", "The lift", "The gondola"]
CARRIER_FAILURES = ["drops a full floor with a bang", "plunges two metres", "stops dead",
                    "sways in the wind", "lurches and shudders"]
GROUND = ["The hillside above the estate", "The ice on the pond", "The riverbank",
          "The ground under Vesna's tent", "The snowpack above the hut"]
GROUND_FAILURES = ["is sliding", "cracks under your boots", "gives way", "moves",
                   "crumbles", "is coming down"]
WATER = ["The creek you are wading across", "The river", "The floodwater", "The tide",
         "The current"]
WATER_FAILURES = ["rises to your waist", "surges towards the camp", "drags at your legs",
                  "sweeps your feet away", "rises over the path in seconds"]
VESSELS = ["Vesna's trawler", "The ferry", "The little boat", "The van Vesna is driving"]
VESSEL_FAILURES = ["is listing hard to port", "takes on water", "capsizes",
                   "spins out on the ice", "loses its brakes on the hill"]


def test_a_structure_that_fails_around_the_observer_is_danger(lex):
    grids = [(STRUCTURES, FAILURES), (CARRIERS, CARRIER_FAILURES), (GROUND, GROUND_FAILURES),
             (WATER, WATER_FAILURES), (VESSELS, VESSEL_FAILURES)]
    missed = [text for subjects, verbs in grids for s, v in itertools.product(subjects, verbs)
              if not mine(lex, text := f"{s} {v}.")]
    assert missed == []



def test_an_unfolding_hazard_has_its_term_weight_and_evidence(lex):
    text = "The bridge deck shudders under Vesna's car."
    (e,) = events(lex, text)
    assert (e.subject, e.negated, e.mode, e.strength, e.term) == (
        "self", False, "actual", 0.8, "unfolding: deck shudders")
    assert text[e.evidence[0]:e.evidence[1]] == "deck shudders"


def test_an_unfolding_hazard_of_someone_elses_place_is_theirs(lex):
    for s, v in itertools.product(["Tom's trawler", "Tom's little boat"],
                                  ["is listing hard to port", "takes on water"]):
        text = f"{s} {v}."
        assert not mine(lex, text), text
        assert any(e.subject == "other" for e in events(lex, text)), text


def test_a_denied_failure_is_negated(lex):
    for s, v in itertools.product(["The bridge", "The old floor", "The balcony"],
                                  ["doesn't shake", "never gives way", "does not buckle"]):
        text = f"{s} {v}."
        assert [e.negated for e in events(lex, text)] == [True], text


SCENERY = ["The road drops away to the harbour.", "The river reaches the sea at Hull.",
           "The boat rocks gently at its mooring.", "You crack a coconut open on the rocks.",
           "You sleep in a hammock below decks, swaying with the swell.",
           "Santiago crosses the line of a mountain ultra, legs shaking.",
           "The brick he dropped landed on the pallet.", "A sudden drop in the lift's price.",
           "Tariq slips on the stairs and splits his chin open on a step.",
           "The tide comes in over the mud flats at noon while you read."]


def test_scenery_and_other_subjects_verbs_are_no_threat(lex):
    assert [text for text in SCENERY
            if any(e.term.startswith("unfolding") for e in events(lex, text, "Tariq"))] == []


def test_a_hazard_that_hurts_is_the_injury_only(lex):
    text = "Mbali broke her collarbone when the hayloft ladder gave way."
    assert not mine(lex, text, "Mbali")


THINGS = ["A small stone", "A chunk of ice", "A slab of plaster", "A loose tile"]
SEATS = ["beside Vesna's chair", "beside Vesna's bed", "beside Vesna's desk",
         "off Vesna's windscreen", "off Vesna's helmet"]
FALLS = ["bounces", "smashes", "lands", "clatters"]


def test_a_hazard_by_what_the_observer_occupies_is_a_near_miss(lex):
    missed = [text for thing, fall, seat in itertools.product(THINGS, FALLS, SEATS)
              if not mine(lex, text := f"{thing} {fall} {seat}.")]
    assert missed == []


def test_a_seat_the_subject_takes_or_a_thing_falling_from_a_desk_is_no_near_miss(lex):
    calm = [f"{who} {verb} {where}" for who, verb, where in itertools.product(
        ["Vesna", "She"], ["slides into", "drops into", "slumps beside"],
        ["her chair.", "her seat."])]
    calm += [f"A book {fall} off Vesna's desk." for fall in ("falls", "slides", "drops")]
    calm += [f"A {thing} lands in front of Vesna." for thing in
             ("plate of shakshuka", "pint", "bowl of soup", "letter", "menu", "parcel")]
    assert [text for text in calm if mine(lex, text)] == []


ORDERS = ["'Gas leak on our road, everybody out until the engineers come!' {who} shouts.",
          "{who} hammers on the door: 'The hillside above the estate is sliding, get out now!'",
          "{who} posts in the group chat: 'Forest fire on the ridge above us, get the cars "
          "out now!'",
          "'Flood on our road, get everyone out!' {who} yells up the stairs.",
          "{who} shouts: 'The dam has burst, leave now!'"]
SPEAKERS = ["Vesna's landlord", "A neighbour", "The warden"]


def test_an_order_to_leave_the_observers_place_is_a_mild_threat(lex):
    for order, who in itertools.product(ORDERS, SPEAKERS):
        text = order.format(who=who)
        rows = [e for e in events(lex, text) if e.is_actual_self]
        assert rows and min(e.strength for e in rows) <= 0.5, text


def test_a_heatwave_is_a_threat_only_as_a_warning_for_the_observers_place(lex):
    for heat, place in itertools.product(["a heatwave", "extreme heat", "a heat dome"],
                                         ["Vesna's city", "your area", "her town"]):
        text = f"The radio warns that {heat} will reach 44 degrees in {place} tomorrow."
        rows = [e for e in events(lex, text) if e.is_actual_self]
        assert [(e.mode, e.strength) for e in rows] == [("actual", 0.5)], text
    for text in ("The heatwave has doubled Vesna's air-conditioning costs.",
                 "Vesna reads that a heatwave in southern Spain has sent hundreds to hospital.",
                 "Vesna sits in the shade; the heatwave is into its second week."):
        assert not mine(lex, text), text


def test_a_body_or_a_person_on_fire_is_a_figure_of_speech(lex):
    calm = [f"{who} {link} on fire {tail}" for who, link, tail in itertools.product(
        ["My thighs", "Her lungs", "My calves", "His legs", "Vesna", "You"],
        ["are", "were", "felt", "are absolutely"], ["after the ride.", "tonight."])]
    calm.append("She ran the last mile with her lungs on fire.")
    assert [text for text in calm if mine(lex, text)] == []
    for text in ("The kitchen is on fire.", "Vesna's jacket is on fire.",
                 "Someone sets Vesna on fire.", "The shed next door is on fire."):
        assert mine(lex, text), text


TOOLS = ["heat gun", "nail gun", "glue gun", "staple gun", "spray gun", "caulking gun",
         "rivet gun", "tattoo gun", "craft knife", "putty knife", "utility knife",
         "Stanley knife", "carving knife", "paring knife"]


def test_a_tool_named_like_a_weapon_is_no_threat(lex):
    calm = [f"{who} {task} with a {tool}." for who, task, tool in itertools.product(
        ["Vesna", "You", "Lucinda"], ["strips paint off the frames", "fixes the trim"], TOOLS)]
    assert [text for text in calm if mine(lex, text)] == []
    for text in ("A man points a gun at Vesna.", "A man with a knife corners Vesna."):
        assert mine(lex, text), text
