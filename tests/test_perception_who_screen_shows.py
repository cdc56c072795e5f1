"""What a screen shows goes on over the later clauses of its sentence.

"The livestream Rebecca has open on her laptop shows a climber stranded on a ledge as the storm
rolls in" (r48-140) gave Rebecca a storm: "livestream" reports what follows it up to a clause
break, and "as" opens a clause. A report cue followed by a verb form of "show" is a screen
showing a scene; the later clauses of its sentence that name no observer as a subject are on
screen too (engine/perception.py ``_shown_clauses``, session 9). The controls keep the
observer's own doings and a threat at the observer's own place.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Rebecca"


SCREENS = ["The livestream Rebecca has open on her laptop", "The footage", "The webcam",
           "On the taverna TV, a rerun", "The evening news", "A live broadcast"]
SCENES = ["a climber stranded on a ledge", "a famous old derby", "a village in the mountains"]
LATER = ["as the storm rolls in", "when a riot breaks out in the stands",
         "while the fire spreads through the market", "as the floodwater rises"]


def test_the_later_clauses_of_what_a_screen_shows_are_on_screen(lex):
    texts = [f"{screen} shows {scene} {later}."
             for screen, scene, later in itertools.product(SCREENS, SCENES, LATER)]
    assert {text: actual_kinds(lex, text,
                               OBSERVER) for text in texts} == {text: set() for text in texts}


CONTROLS = {
    "The news shows a flood in Bangladesh as you eat your dinner.": {"eat"},
    "The footage shows a crowd fleeing while I eat my lunch.": {"eat"},
    "The webcam on her laptop shows the harbour, and a storm is battering Rebecca's boat.":
        {"danger"},
    "Rebecca shows her friend the photos, and a storm rolls in.": {"danger"},
}


def test_the_observers_own_clauses_stay_theirs(lex):
    assert {text: actual_kinds(lex, text, OBSERVER) for text in CONTROLS} == CONTROLS
