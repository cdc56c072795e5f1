"""A crowd moved along by an alarm, a drill or a threat is no company (s10h5, from h11-095
"Maren files out with her colleagues and stands in the car park", h40-130, h41-073 "runs for
the door with the other guests", h41-093 "lines up on the lawn with the others", h35-007 "you
shelter in the return capsule with the crew"): with one of socialize's ``moving_apart`` phrases
in its clause, "with ..." names who else went. Walking home or sheltering over a shared meal
with people is still company."""

from __future__ import annotations

import itertools

import pytest

from engine.perception import perceive

OBSERVER = "Maren"


def social(lex, text: str) -> bool:
    return any(e.kind == "socialize" for e in perceive(text, lex, observer=OBSERVER)
               if e.is_actual_self)


OPENERS = ["The fire drill goes off at eleven; ", "The alarm sounds and ",
           "When the sirens start, ", ""]
MOVES = ["Maren files out", "Maren files out of the hostel", "Maren runs for the door",
         "Maren takes cover in the cellar", "Maren shelters in the basement",
         "Maren lines up on the lawn", "Maren evacuates the building",
         "Maren heads for the exit", "Maren troops out into the yard"]
WITH = ["with her colleagues", "with everyone else", "with the other guests",
        "with the others", "with the crew", "with her flatmates"]


def test_moving_off_with_a_crowd_is_no_company(lex):
    cases = [f"{o}{m} {w}." for o, m, w in itertools.product(OPENERS, MOVES, WITH)]
    assert len(cases) == 216
    assert [text for text in cases if social(lex, text)] == []


@pytest.mark.parametrize("text", [
    "Maren walks home with her colleagues.",
    "With a few neighbours, Maren shares a pot of stew in the flood shelter's hall.",
    "Maren sits in the shelter with her neighbours, chatting about the storm.",
    "Maren lines up for coffee, then chats with her colleagues for an hour.",
    "After the drill, Maren has lunch with her colleagues in the canteen.",
])
def test_time_spent_with_people_around_a_shelter_or_a_drill_is_still_company(lex, text):
    assert social(lex, text)
