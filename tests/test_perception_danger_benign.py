"""A threat word in a phrase that makes it harmless (s10, core.yaml ``danger.benign``).

* A figure of speech: a threat word before "of" or "with" and a noun of ``figurative_of``
  ("flooded with sun", "a flood of emails", "an avalanche of messages") is none; "flooded
  with water" and "a hail of bullets" stay threats.
* A tame smoke: smoke beside its harmless source in its clause ("the smoke from the grill",
  "cigarette smoke") or drifting ("the smoke curls up") is none; smoke pouring out of an engine
  room or under a door stays a threat.
* An overheard noise: a crash or a smash in a sentence that places it in another home
  ("through the thin wall", "from the flat next door") is someone else's; a crash in the
  observer's own kitchen stays a threat.
* A year gone by: a threat told with "back in 2015", "in 1998" in its sentence is past.

Seen in the tuning sets as r62-006, r62-031, r62-071, r63-031, r63-109, h4-038, h8-132,
h18-032, h29-007; the grids widen each shape to subjects x phrasings x sources.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dara"


def events(lex, text: str, observer: str = OBSERVER) -> list:
    return [e for e in perceive(text, lex, observer=observer) if e.kind == "danger"]


def mine(lex, text: str, observer: str = OBSERVER) -> bool:
    return any(e.is_actual_self for e in events(lex, text, observer))


def any_threat(lex, text: str) -> bool:
    return bool(events(lex, text))


FLOODED = ["Dara's kitchen is flooded with", "Your room is flooded with",
           "The hall fills with a flood of", "Dara's inbox gets a flood of",
           "Dara's desk disappears under an avalanche of"]
FIGURES = ["light", "morning sun", "warm sunlight", "emails", "angry messages", "orders",
           "complaints", "memories", "applause", "visitors"]


def test_a_threat_word_of_light_or_messages_is_a_figure_of_speech(lex):
    fired = [text for head, noun in itertools.product(FLOODED, FIGURES)
             if any_threat(lex, text := f"{head} {noun}.")]
    assert fired == []


def test_a_flood_of_water_stays_a_threat(lex):
    missed = [text for head, noun in itertools.product(
        ["Dara's kitchen is flooded with", "Your cellar is flooded with"],
        ["water", "seawater", "muddy water", "sewage"])
        if not mine(lex, text := f"{head} {noun}.")]
    assert missed == []


SMOKERS = ["Dara watches", "You watch", "Dara sits by the gate watching", "Dara can smell"]
SMOKES = ["the smoke from the grill", "the smoke rising from the neighbours' barbecue",
          "the smoke from the chimney across the lane", "the cigarette smoke",
          "the smoke of his pipe", "the smoke curl up into the dusk",
          "the smoke drift up to the rafters", "the smoke from the campfire"]


def test_smoke_from_a_hearth_a_grill_or_a_pipe_is_no_threat(lex):
    fired = [text for who, smoke in itertools.product(SMOKERS, SMOKES)
             if any_threat(lex, text := f"{who} {smoke}.")]
    assert fired == []


def test_smoke_from_an_engine_room_or_under_a_door_stays_a_threat(lex):
    for text in ["Black smoke is pouring out of the engine room while Dara is below deck.",
                 "Smoke is pouring under your bedroom door.",
                 "Smoke fills your hallway and the alarm is shrieking.",
                 "Smoke is coming out of the oven and Dara's kitchen is filling up."]:
        assert mine(lex, text), text


WALLS = ["Through the wall Dara hears", "Through the thin wall you hear",
         "From the flat next door Dara hears", "From the flat above comes",
         "Dara hears, through the ceiling,"]
NOISES = ["the neighbours yelling, then a plate smashes",
          "a crash and a shout", "the crash of something thrown at a wall",
          "two men arguing until a glass smashes", "a crash as a chair goes over"]


def test_a_crash_in_another_home_is_someone_elses_noise(lex):
    fired = [text for where, noise in itertools.product(WALLS, NOISES)
             if mine(lex, text := f"{where} {noise}.")]
    assert fired == []


def test_a_crash_in_the_observers_own_place_stays_a_threat(lex):
    for text in ["A shelf crashes down in Dara's kitchen, missing her by inches.",
                 "There is a crash in your hallway and the ceiling comes down.",
                 "A car smashes into the front of Dara's shop."]:
        assert mine(lex, text), text


TELLERS = ["Dara's neighbour tells her about", "Over the fence Dara's neighbour tells her about",
           "Dara's aunt remembers", "You read an article about"]
PAST = ["a burglary on their street back in 2015", "the great flood in 1953",
        "the storm of 1987 that flattened the woods", "a fire in the old mill back in 1998"]


def test_a_threat_in_a_year_gone_by_is_past(lex):
    fired = [text for who, what in itertools.product(TELLERS, PAST)
             if mine(lex, text := f"{who} {what}.")]
    assert fired == []


def test_a_threat_now_is_not_past_for_a_number_in_its_sentence(lex):
    for text in ["Fire breaks out in flat 2015 of Dara's block while she is asleep.",
                 "A gas leak is reported in your building; 1500 people are evacuated."]:
        assert mine(lex, text), text


def test_the_first_tuning_lines_are_no_threat(lex):
    lines = [
        ("Hamid", "You wake to gulls shrieking on the roof. Nine solid hours, and the "
                  "guesthouse room is already flooded with sun."),
        ("Qing", "Through the thin wall you hear the neighbours bickering about money, their "
                 "voices climbing until a plate smashes."),
        ("Olu", "Olu has ordered the suya platter and is watching the smoke curl up from the "
                "grill out back."),
        ("Thandiwe", "Over the fence Thandiwe's neighbour tells her about a burglary on their "
                     "street back in 2015."),
    ]
    assert [text for who, text in lines if events(lex, text, who)] == []


GEAR = ["the avalanche beacon", "the avalanche transceivers", "the blowout preventer",
        "the smoke detector", "the assault bike", "the lightning rod"]
GEAR_VERBS = ["Dara checks", "Dara is testing", "You swap the batteries in", "Dara cleans"]
SIGNALS = ["the one o'clock gun", "the starting gun", "the noon gun", "a twenty-one gun salute"]


def test_gear_named_for_a_hazard_and_a_signal_gun_are_no_threat(lex):
    fired = [text for verb, gear in itertools.product(GEAR_VERBS, GEAR + SIGNALS)
             if any_threat(lex, text := f"{verb} {gear}.")]
    assert fired == []


def test_a_gun_pointed_at_the_observer_stays_a_threat(lex):
    for text in ["A man points a gun at Dara.", "A masked man waves a gun in your face."]:
        assert mine(lex, text), text
