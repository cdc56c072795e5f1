"""Near misses told by "nearly" or "almost", gangs that prey on a place, a carrier that jolts to
a stop, and hazard words that only name a trade, a place or a thing (core.yaml ``danger``).

* "nearly" or "almost" right before a verb of harm (pin, crush, flatten, strike, sweep, drag,
  trap, bury, drown, mow down, land on...) is a near miss for whoever it nearly harmed ("a
  reversing lorry nearly pins you against a bollard").
* Pirates, brigands, marauders and looters are a threat like raiders and bandits ("pirates have
  been sighted in these waters and all crew must stay inside the citadel").
* A lift, a chairlift or a gondola that jolts or jerks to a stop is a threat to whoever rides it.
* A threat word naming a thing is none (``not_before``): a lookout, a door, an escape, a
  station, a marshal or an officer named for fire; a crash helmet or a crash course; the
  hurricane season; a compound adjective ("crash-filled", "fire-resistant", "storm-proof").
* Smoking food is a trade or a kitchen's job and a room or a shed for it a place
  (``exceptions``: "smoking mackerel over the drums", "the old fish-smoking shed").

Seen in the tuning sets as r71-015, r71-088, r71-097, r71-114, r73-010, r73-015, r73-100;
the grids widen each shape to vehicles x harms, gangs x places, carriers x stops, hazards x
named things and foods x smokers.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def events(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.is_actual_self for e in events(lex, text, observer))


DOERS = ["A reversing lorry", "The falling tree", "A runaway trolley", "The wave",
         "A forklift", "The landslide"]
HARMS = ["nearly pins you against the wall", "almost crushes Dara", "nearly flattens you",
         "almost sweeps Dara off the jetty", "nearly drags you under", "almost buries Dara",
         "nearly mows you down", "almost traps you against the fence", "nearly strikes Dara",
         "nearly lands on you"]


def test_nearly_harmed_is_a_near_miss(lex):
    missed = [text for d, h in itertools.product(DOERS, HARMS)
              if not mine(lex, text := f"{d} {h}.")]
    assert missed == []


def test_someone_else_nearly_harmed_is_theirs(lex):
    leaks = [text for d, h in itertools.product(DOERS, HARMS)
             if mine(lex, text := "Tom is crossing the yard when "
                     f"{d.lower()} {h.replace('you', 'him').replace('Dara', 'him')}.")]
    assert leaks == []


def test_the_depot_yard_line_is_a_near_miss(lex):
    text = ("Halfway across the depot yard a reversing lorry nearly pins you against a "
            "bollard; you throw yourself sideways just in time.")
    got = [(e.subject, e.mode, e.negated, e.strength, e.term) for e in events(lex, text, "Nikhil")]
    assert got == [("self", "actual", False, 0.8, "nearly pin")]


GANGS = ["pirates", "brigands", "marauders", "looters"]
PLACES = ["in these waters and all crew must stay inside",
          "in our street",
          "near the farm and everyone should stay indoors"]


def test_a_gang_sighted_near_the_observer_is_a_threat(lex):
    missed = [text for g, p in itertools.product(GANGS, PLACES)
              if not mine(lex, text := f"The mate announces that {g} have been sighted {p}.")]
    assert missed == []


def test_the_citadel_line_is_a_threat(lex):
    text = ("The chief mate announces that pirates have been sighted in these waters and all "
            "crew must stay inside the citadel tonight.")
    got = [(e.subject, e.mode, e.strength, e.term) for e in events(lex, text, "Per")]
    assert got == [("self", "actual", 0.6, "pirates")]


CARRIERS = ["The chairlift", "The lift", "The gondola", "The elevator"]
STOPS = ["jolts to a stop", "jerks to a halt", "jolts to a halt", "rocks violently"]


def test_a_carrier_that_jolts_to_a_stop_is_a_threat(lex):
    missed = [text for c, s in itertools.product(CARRIERS, STOPS)
              if not mine(lex, text := f"{c} {s} with Dara inside.")]
    assert missed == []


HAZARD_THINGS = ["the fire lookout tower", "the fire door", "the fire escape",
                 "the fire station", "a fire marshal", "a crash helmet", "a crash course",
                 "the storm windows", "the hurricane season", "a fire-resistant jacket",
                 "a storm-proof shutter", "a crash-filled Grand Prix", "a flood-proof cellar"]


def test_a_thing_named_for_a_hazard_is_no_threat(lex):
    false = [text for thing in HAZARD_THINGS
             if events(lex, text := f"Dara talks about {thing} with her neighbour.")]
    assert false == []


def test_hazards_themselves_stay_threats(lex):
    missed = [text for text in ["A fire is spreading through Dara's kitchen.",
                                "The storm tears the roof off Dara's shed.",
                                "A car crash blocks the road right in front of Dara.",
                                "The flood is rising around Dara's house."]
              if not mine(lex, text)]
    assert missed == []


FOODS = ["mackerel", "fish", "salmon", "eel", "ham", "brisket", "cheese", "sausages"]


def test_smoking_food_is_no_fire(lex):
    false = [text for food in FOODS
             if events(lex, text := f"Dara spends the morning smoking {food} for the market.")]
    assert false == []


SMOKING_PLACES = ["the old fish-smoking shed", "the smoking area", "the smoking room",
                  "the smoking shelter"]


def test_a_place_for_smoking_is_no_fire(lex):
    false = [text for place in SMOKING_PLACES
             if events(lex, text := f"Dara walks past {place} on her way home.")]
    assert false == []


def test_smoke_itself_stays_a_threat(lex):
    assert mine(lex, "Dara wakes to smoke pouring under her bedroom door.")
    assert mine(lex, "The toaster in Dara's kitchen is smoking.")
