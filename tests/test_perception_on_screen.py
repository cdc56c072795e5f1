"""What a screen shows is no threat to the viewer (s8, round 3).

"Otis lies on his camp bed watching an old western on a tablet; on screen the herd
stampedes": "on screen", "onscreen", "a rerun", "a replay", "the highlights" report what is
shown, like "film" and "thriller" (core.yaml ``cues.reported``). Seen in the tuning sets as
h33-098; the grid widens it to screen phrases x threats, with controls where the threat is
real and the screen only named after it.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Otis"


def dangers(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER)
            if e.is_actual_self and e.kind == "danger"}


SCREENS = ["On screen", "Onscreen", "On the screen", "In the rerun", "In the replay"]
THREATS = ["the herd stampedes", "a storm floods the town", "a riot breaks out",
           "the volcano erupts", "a wildfire sweeps down the valley"]


def test_a_threat_on_screen_is_shown_not_faced(lex):
    wrong = [text for screen, threat in itertools.product(SCREENS, THREATS)
             if dangers(lex, text := f"Otis watches a western; {screen.lower()} {threat}.")
             or dangers(lex, text := f"{screen}, {threat}.")]
    assert wrong == []


def test_a_rerun_of_a_threat_is_shown(lex):
    for noun in ["riot", "stampede", "flood", "storm"]:
        assert dangers(lex, f"Otis watches a rerun of the {noun}.") == set()


CONTROLS = [
    "A storm hits the town; Otis checks the screen.",
    "The herd stampedes towards Otis.",
    "A riot breaks out outside Otis's window.",
]


def test_controls_stay_a_threat(lex):
    assert {text: dangers(lex, text) for text in CONTROLS} == {
        text: {"danger"} for text in CONTROLS}
