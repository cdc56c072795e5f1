"""A threat word named only as a time gone by, or told as passing (core.yaml
``danger.benign.past``: ``openers``, ``heads``, ``ending``).

* A time: the hazard's noun phrase follows "after", "since", "back from" or "home from" and
  ends there, or on a job named for it ("sleeps after the long night at the factory fire",
  "naps on the drive back from the moorland fire", "After the night-long storm watch, ... sleeps"):
  over and done, no threat now. The same phrase going on to a verb ("after the storm hits,
  Dara shelters") and a threat with no opener stay threats.
* Passing: a verb of a hazard dying away right after it, or after a few auxiliaries ("hopes
  the blizzard eases", "the storm has begun to die down") is no threat now; a hazard that
  rises or "passes over" someone's place stays one.

Seen in the tuning sets as h6, h93, h95 and h99 lines; the grids widen each shape to
subjects x activities x hazards.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def heard(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "danger" for e in perceive(text, lex, observer=observer))


def danger(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.kind == "danger" and e.is_actual_self
               for e in perceive(text, lex, observer=observer))


SUBJECTS = ["Dara", "You", "I"]
ACTIVITIES = {"Dara": ["Dara sleeps in the bottom bunk", "Dara naps in the passenger seat",
                       "Dara drinks two mugs of tea"],
              "You": ["You sleep in the bottom bunk", "You nap in the passenger seat",
                      "You drink two mugs of tea"],
              "I": ["I sleep in the bottom bunk", "I nap in the passenger seat",
                    "I drink two mugs of tea"]}
TIMES = ["after the long night at the factory fire",
         "on the long drive back from the moorland fire", "after the grass fire", "since the storm",
         "home from the flood callout",
         "after the three-night storm watch at the lighthouse", "back from the barn fire"]


def test_a_hazard_named_as_a_time_gone_by_is_no_threat(lex):
    fired = [text for subject in SUBJECTS
             for act, time in itertools.product(ACTIVITIES[subject], TIMES)
             if danger(lex, text := f"{act} {time}.")]
    assert fired == []


def test_a_fronted_time_gone_by_is_no_threat(lex):
    fired = [text for time, subject in itertools.product(
        ["After the night-long storm watch", "After the warehouse fire", "Since the flood"],
        ["Dara sleeps right through to four", "you eat a bowl of soup"])
        if danger(lex, text := f"{time}, {subject}.")]
    assert fired == []


def test_a_threat_with_no_time_opener_stays_a_threat(lex):
    missed = [text for subject, hazard in itertools.product(
        ["Dara is trapped by", "You are caught in", "Dara runs from"],
        ["the factory fire", "the moorland fire", "the flood", "the storm"])
        if not danger(lex, text := f"{subject} {hazard}.")]
    assert missed == []


def test_a_time_opener_before_a_clause_keeps_the_threat_heard(lex):
    # "after the fire spreads to the stairwell": the fire is told as it happens (its clause's
    # mode is another rule's; the term is not dropped as a time)
    missed = [text for hazard, verb in itertools.product(
        ["fire", "flood"], ["spreads to the stairwell", "reaches the stairwell"])
        if not heard(lex, text := f"Dara is trapped up there after the {hazard} {verb}.")]
    assert missed == []


def test_a_hazard_told_as_passing_is_no_threat(lex):
    fired = [text for subject, hazard, verb in itertools.product(
        ["Dara hopes", "You hope", "Dara sees that"],
        ["the blizzard", "the storm", "the gale"],
        ["eases by morning", "has begun to die down", "is finally dying down", "blows over",
         "has started to let up"])
        if danger(lex, text := f"{subject} {hazard} {verb}.")]
    assert fired == []


def test_a_hazard_that_grows_or_passes_over_someone_stays_a_threat(lex):
    missed = [text for hazard, verb in itertools.product(
        ["A storm", "The blizzard", "A dust devil"],
        ["passes over Dara's tent", "batters Dara's tent", "hits Dara's tent"])
        if not danger(lex, text := f"{hazard} {verb}.")]
    assert missed == []


def test_water_going_back_or_a_fire_burnt_out_is_no_threat(lex):
    fired = [text for hazard, verb in itertools.product(
        ["The floodwater", "The flood"], ["recedes from Dara's street", "has begun to recede"])
        if danger(lex, text := f"{hazard} {verb}.")]
    fired += [text for text in ["The fire has burnt itself out.", "The storm moves off east.",
                                "The storm is moving away from Dara's village."]
              if danger(lex, text)]
    assert fired == []


def test_a_fire_burning_out_of_control_stays_a_threat(lex):
    missed = [text for where in ["near Dara's house", "next to your tent"]
              if not danger(lex, text := f"The fire burns out of control {where}.")]
    assert missed == []
