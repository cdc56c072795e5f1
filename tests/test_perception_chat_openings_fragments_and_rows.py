"""Chat and status lines written by the observer or about them (session 21): a group addressed at
a chat line's opening ("guys", "hey everyone,") is no subject; a plea not to tell after a comma is
no speech tag; a bare beast opening a fragment before a proximity word is a near miss; "w/" reads
as "with"; a burn got off a hot thing is a burn; "gym done" and "run done" are exercise; crashing
for a stretch, an evening hour or after the day's task is sleep; things hitting the subject and
damage counted in a game log are injuries; a state word after a name's "'s" is "is" ("Tom's
asleep" is Tom's); a status row's short state fields leave the row its named agent's; chat
shorthand ("sry", "imo", "smh") is no name.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

OBS = "Ana"


def theirs(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBS)
            if e.subject == "other" and e.mode == "actual" and not e.negated}


MINE = [
    # a group addressed at the opening of the observer's line
    ("[Ana] guys the water is up to my knees", {"danger"}),
    ("Ana: hey everyone, just ate", {"eat"}),
    ("hey guys, just ate", {"eat"}),
    ("guys my tent is flooding", {"danger"}),
    ("Ana: ok folks I cut my hand", {"injury"}),
    # a plea not to tell
    ("Ana (whisper): i'm bleeding, don't tell anyone", {"injury"}),
    ("I ate the cake, don't tell mum", {"eat"}),
    ("I sprained my ankle, please don't tell the coach", {"injury"}),
    # a bare beast in a fragment
    ("Ana: bear outside my tent.", {"danger"}),
    ("[Ana] omg snake in my boot!!", {"danger"}),
    ("Ana: scorpion in my shoe lol", {"danger"}),
    # "w/"
    ("Ana: dinner w/ the crew", {"socialize"}),
    ("Ana: coffee w/Tom", {"socialize"}),
    ("Ana: drinking coffee w/ the monks", {"drink", "socialize"}),
    # burns, ticks, crashes, hits
    ("Ana: got a nasty burn off the kiln", {"injury"}),
    ("Ana: gym done 💪", {"exercise"}),
    ("Ana: run done, 5k", {"exercise"}),
    ("Ana: tbh I'm exhausted, crashed for an hour", {"sleep"}),
    ("Ana: totally crashed after the shift", {"sleep"}),
    ("crashed at 9pm", {"sleep"}),
    ("Ana: crashing for the night", {"sleep"}),
    ("[Turn 11] Ana gets hit by a falling rock (-6 hp)", {"injury"}),
    ("Ana: omg got hit by a rock", {"injury"}),
    ("[Turn 12] Ana takes 4 damage from the wolf", {"injury"}),
    ("Ana | hungry | eating noodles @ stall", {"eat"}),
    # chat shorthand before a verb with no subject is no one's name
    ("Ana: sry was asleep", {"sleep"}),
    ("Ana: imo overate", {"eat"}),
]


def test_the_observer_s_own(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBS) == kinds, text

    cases = MINE
    assert failing_cases(one_case, cases) == []


NOT_MINE = [
    ("Tom: hey guys, just ate", "eat"),
    ("guys just ate", "eat"),
    ("Tom: snake in my boot!!", "danger"),
    ("Bear in mind my tent is wet.", "danger"),
    ("Ana: Tom's asleep, finally", "sleep"),
    ("Ana (whisper): Tom's asleep", "sleep"),
    ("Ana: Tom's drunk again", "drink"),
    ("Ana: Tom's fast asleep", "sleep"),
    ("Tom | hungry | eating noodles @ stall", "eat"),
    ("Tom | tired, cold | napping", "sleep"),
    ("[Turn 12] Tom takes 4 damage", "injury"),
    ("Ana's hut took damage", "injury"),
    ("Tom: crashed for an hour", "sleep"),
    ("coffee w/o sugar, alone", "socialize"),
    ("Tom (whisper): I'm bleeding, don't tell Ana", "injury"),
    ("Tom: sry was asleep", "sleep"),
    ("Everyone, Ana excepted, drinks.", "drink"),
]


def test_not_the_observer_s(lex) -> None:
    def one_case(text, kind):
        assert kind not in actual_kinds(lex, text, OBS), text

    cases = NOT_MINE
    assert failing_cases(one_case, cases) == []


THEIRS = [
    ("Ana: Tom's asleep, finally", "sleep"),
    ("Tom | hungry | eating noodles @ stall", "eat"),
    ("Ana: Tom got hit by a rock", "injury"),
]


@pytest.mark.parametrize(("text", "kind"), THEIRS)
def test_someone_else_s(lex, text, kind):
    assert kind in theirs(lex, text), text


def test_w_slash_evidence_stays_on_the_original_text(lex):
    text = "Ana: dinner w/ the crew"
    ev = next(e for e in perceive(text, lex, observer=OBS) if e.kind == "socialize")
    assert text[ev.evidence[0]:ev.evidence[1]] == "w/ the crew"
