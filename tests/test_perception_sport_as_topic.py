"""Round 34: a sport talked about or heard on the radio is no play.

Core.yaml's exceptions: "talk football", "listen to the cricket", "listen to the match" (every
form) name a topic or a broadcast, not the observer's exercise. Taken from r51-014 ("spent
the evening on Khalid's rooftop ... talking football") and h16-008 ("listening to the cricket
on the radio"), widened to sports x talk and listen shapes; controls keep playing the sport.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Ana"
SPORTS = ["football", "cricket", "rugby", "tennis", "golf", "hockey", "basketball", "baseball"]


TALK = ["Ana talks {s} with her dad over a beer.",
        "Ana spent the evening on the rooftop sharing a pot of coffee and talking {s}.",
        "Ana is talking {s} with Mo @ the Crown: back bar",
        "Ana listens to the {s} on the radio.",
        "Ana is reclining on a deck chair, listening to the {s} on the radio @ allotment: shed"]


def test_talking_or_listening_to_a_sport_is_no_exercise(lex):
    wrong = [text for shape, sport in itertools.product(TALK, SPORTS)
             if "exercise" in actual_kinds(lex, text := shape.format(s=sport), OBSERVER)]
    assert wrong == []


def test_the_talk_is_still_company(lex):
    for sport in SPORTS:
        assert "socialize" in actual_kinds(lex, f"Ana talks {sport} with her dad over a beer.",
                                           OBSERVER)


PLAY = ["Ana plays {s} with her dad.", "Ana is playing {s} @ Riverside park: pitch 2"]


def test_playing_the_sport_is_still_exercise(lex):
    missed = [text for shape, sport in itertools.product(PLAY, SPORTS)
              if "exercise" not in actual_kinds(lex, text := shape.format(s=sport), OBSERVER)]
    assert missed == []
