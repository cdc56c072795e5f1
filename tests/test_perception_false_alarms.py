"""A threat denied for everyone, or shown to be false, is no danger in its sentence (s8).

"Nobody was in danger when the fire alarm went off at Dong-hyun's school": the denial covers
the whole sentence, the alarm after "when" too; so do "it was only a drill", "a false
alarm", "turned out to be nothing" (core.yaml negation cues, anywhere, to the sentence's end).
Seen in the tuning sets as r53-077; the grid widens it to denials x alarms x places, with
controls where the alarm stands alone and stays a threat.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Dong-hyun"


def dangers(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER)
            if e.is_actual_self and e.kind == "danger"}


ALARMS = ["the fire alarm went off", "the gas alarm sounded", "the flood siren wailed",
          "the evacuation alarm went off"]
PLACES = ["at Dong-hyun's school", "in the office", "at the hostel"]
DENIALS = ["Nobody was in danger when {alarm} {place}",
           "No one was in any danger when {alarm} {place}",
           "Nobody was ever in danger when {alarm} {place}"]
FALSE = ["{alarm} {place}, but it was only a drill",
         "{alarm} {place}, but it was just a test",
         "{alarm} {place}, but it was a false alarm",
         "{alarm} {place}, but it turned out to be nothing",
         "{alarm} {place}, but it was nothing to worry about"]


def test_a_threat_denied_for_everyone_covers_its_sentence(lex):
    wrong = [text for form, alarm, place in itertools.product(DENIALS, ALARMS, PLACES)
             if dangers(lex, text := form.format(alarm=alarm, place=place) + ".")]
    assert wrong == []


def test_an_alarm_shown_false_is_no_danger(lex):
    wrong = [text for form, alarm, place in itertools.product(FALSE, ALARMS, PLACES)
             if dangers(lex, text := form.format(alarm=alarm, place=place)[:1].upper()
                        + form.format(alarm=alarm, place=place)[1:] + ".")]
    assert wrong == []


def test_the_regression_line(lex):
    assert dangers(lex, "Nobody was in danger when the fire alarm went off at Dong-hyun's "
                        "school; it was only burnt toast in the staff kitchen.") == set()


CONTROLS = [
    "The gas alarm went off at Dong-hyun's school.",
    "The flood siren wailed in the office.",
    "The gas alarm went off; everyone ran outside.",
]


def test_controls_stay_a_threat(lex):
    assert {text: dangers(lex, text) for text in CONTROLS} == {
        text: {"danger"} for text in CONTROLS}
