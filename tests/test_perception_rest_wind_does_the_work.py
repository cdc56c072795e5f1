"""The wind, a current or a horse left to do the work is someone resting or drifting, no work
("You lie back on the warm grass after the long ride, hat over your eyes, and let the wind do
all the work" gave work). Exceptions shield "let the wind/current/tide/horse do (all) the
work"; work done by the subject stays work.
"""

from __future__ import annotations

import pytest

from engine.perception import perceive


def actual_self(lex, text: str, observer: str = "Ana") -> list[str]:
    return sorted({e.kind for e in perceive(text, lex, observer=observer) if e.is_actual_self})


@pytest.mark.parametrize("agent", ["the wind", "the current", "the tide", "the horse",
                                   "gravity"])
@pytest.mark.parametrize("frame", ["Ana lies back on the warm grass and lets {a} do the work.",
                                   "You float down the river and let {a} do all the work."])
def test_letting_something_else_do_the_work_is_no_work(lex, frame, agent):
    assert "work" not in actual_self(lex, frame.format(a=agent))


@pytest.mark.parametrize("text", [
    "Ana does all the work while her brother watches.",
    "Ana is at work until six.",
])
def test_work_done_stays_work(lex, text):
    assert "work" in actual_self(lex, text)
