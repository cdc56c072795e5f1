"""Plans held: an event someone "has" (or "'s got", "had") with a participle of arranging right
after its phrase ("has a massage booked for Friday", "has a run planned", "has dinner with Tom
pencilled in") is arranged, not happening. The participle still reaches forward as its verb does
("has a table booked for dinner"); an ailment someone has with a time word after it ("has a sore
throat this evening") and an event had without such a participle stay actual.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

HOLDERS = ["Ana has", "You have", "Ana's got", "I've got", "Ana had"]
EVENTS = [("rest", "a massage"), ("exercise", "a gym session"), ("exercise", "a swim"),
          ("rest", "a spa day"), ("eat", "dinner with Tom"), ("sleep", "a nap")]
PARTICIPLES = ["booked", "booked for Friday", "planned for tomorrow", "lined up",
               "pencilled in for six", "arranged for the weekend"]


def test_an_event_held_arranged_is_ahead(lex) -> None:
    def one_case(holder, event, part):
        kind, words = event
        text = f"{holder} {words} {part}."
        assert kind not in actual_kinds(lex, text, "Ana"), text

    cases = list(itertools.product(HOLDERS, EVENTS,
                                                                          PARTICIPLES))
    assert failing_cases(one_case, cases) == []


STAY = [("Ana has a massage and feels great.", "rest"),
        ("Ana has a massage at the spa.", "rest"),
        ("Ana has a slight sore throat this evening, nothing more.", "illness"),
        ("Ana eats the lunch she planned.", "eat"),
        ("Ana has lunch with Tom.", "eat")]


@pytest.mark.parametrize("text,kind", STAY)
def test_what_happens_stays_actual(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text


def test_the_participle_still_reaches_forward(lex):
    events = perceive("Ana has a table booked for dinner at eight.", lex, observer="Ana")
    assert any(e.kind == "eat" and e.mode == "planned" for e in events)
    assert "eat" not in actual_kinds(lex, "Ana has a table booked for dinner at eight.", "Ana")
