"""Threats warned of for the observer's own place, hazards' alarms, and a hazard that hurt (s8).

A warning for the observer's own holding or the place next to it ("the river beside Ewan's
farm", "the building next door is on fire and it's spreading to ours"), or telling residents
what to do ("stay indoors and keep windows shut"), is a mild threat now (``cues.local``,
strength 0.5); someone else's farm stays a forecast. An alarm named for its hazard ("the
breach alarm", "hears the pressure alarm wail") is a threat; a fire alarm, a smoke alarm or a
bare alarm is not by itself (drills, tests, toast, clocks). A hazard that hurt the observer
is their injury, not a threat too (``supersedes`` of injury): "the step ladder gives way under
Ewan; he cracks his wrist". Seen in the tuning sets as r53-105, r54-102, r54-105, h24-016,
h35-007 (warnings, alarms) and h29-025, h34-069, r47-139 (hurt); the grids widen them.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Ewan"


def events(lex, text: str) -> list[tuple[str, float]]:
    return [(e.kind, e.strength) for e in perceive(text, lex, observer=OBSERVER)
            if e.is_actual_self]


def mine(lex, text: str) -> set[str]:
    return {kind for kind, _ in events(lex, text)}


SPEAKERS = ["The radio in the kitchen warns", "A neighbour shouts", "The council texts"]
PLACES = ["Ewan's farm", "Ewan's house", "his farm", "your farm", "the flat next door"]
THREATS = ["is expected to flood tonight", "could catch fire", "is in the path of the storm"]


def test_a_threat_warned_of_for_the_observers_own_place_is_mild_danger(lex):
    missed = []
    for speaker, place, threat in itertools.product(SPEAKERS, PLACES, THREATS):
        text = f"{speaker} that {place} {threat}."
        if "danger" not in mine(lex, text):
            missed.append((text, events(lex, text)))
    assert missed == []


INSTRUCTIONS = ["stay indoors and keep windows shut", "stay inside", "shelter in place",
                "move to higher ground"]
HAZARDS = ["Gas leak on High Street", "Forest fire on the ridge", "Flash flooding downtown"]


def test_what_residents_are_told_to_do_makes_the_threat_theirs(lex):
    missed = []
    for hazard, instruction in itertools.product(HAZARDS, INSTRUCTIONS):
        text = f"A text from the council to every resident, Ewan included: '{hazard}, " \
               f"{instruction}.'"
        if ("danger", 0.5) not in events(lex, text):
            missed.append((text, events(lex, text)))
    assert missed == []


def test_a_forecast_for_the_observers_farm_is_half_a_threat(lex):
    assert events(lex, "The radio warns that the river beside Ewan's farm is expected to burst "
                       "its banks tonight.") == [("danger", 0.5)]


def test_someone_elses_farm_stays_a_forecast(lex):
    for place in ["Tom's farm", "his sister's house in Leeds"]:
        assert "danger" not in mine(
            lex, f"The radio warns that the river beside {place} is expected to flood tonight.")


ALARMS = ["breach", "pressure", "gas", "radiation", "decompression", "coolant", "collision"]


def test_an_alarm_named_for_its_hazard_is_danger(lex):
    missed = []
    for alarm, frame in itertools.product(ALARMS, ["Ewan hears the {} alarm wail in Tunnel 3.",
                                                   "The {} alarm sounds and Ewan runs.",
                                                   "A {} alarm goes off on Ewan's deck."]):
        text = frame.format(alarm)
        if "danger" not in mine(lex, text):
            missed.append(text)
    assert missed == []


ALARM_CONTROLS = [
    "Ewan sets his alarm for six so he can go for a run.",
    "Ewan slept through both alarms.",
    "Ewan tests the smoke alarm in the hallway; it shrieks and then falls silent.",
    "A car alarm wails down the street while Ewan sleeps.",
]


def test_a_clock_a_test_or_a_car_alarm_is_no_danger(lex):
    assert [text for text in ALARM_CONTROLS if "danger" in mine(lex, text)] == []


HAZARD_CAUSES = ["The rickety step ladder gives way under Ewan", "A rock gives way under Ewan",
                 "Ewan slips on the ice", "A wasp nest in the shed: Ewan is stung"]
HURTS = ["he cracks his wrist on the tiles", "he splits his chin", "he sprains his ankle",
         "he cuts his hand"]


def test_a_hazard_that_hurt_the_observer_is_injury_not_danger_too(lex):
    wrong = []
    for cause, hurt in itertools.product(HAZARD_CAUSES, HURTS):
        text = f"{cause}; {hurt}."
        if mine(lex, text) != {"injury"}:
            wrong.append((text, mine(lex, text)))
    assert wrong == []


def test_a_near_miss_unhurt_stays_danger(lex):
    assert "danger" in mine(
        lex, "The bus skidded off the road into a ditch, but none of the passengers, Ewan "
             "included, were hurt.")
    assert "danger" in mine(lex, "The ladder gives way under Ewan, but he isn't hurt.")
