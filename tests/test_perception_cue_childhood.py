"""A childhood or a youth is no scene now: what the observer did "when she was a girl",
"growing up" or "in his youth" is a memory (mode ``reported``), not a meal, a swim or a sleep
at this tick. "Little", "young" and "small" count only after "when" and a pronoun, so a small
portion eaten now stays a meal; "as a child" is left out because "as a boy near the queue
eats" opens a clause about someone else (cues.reported in core.yaml; design choice)."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

OBSERVER = "Sana"


def all_kinds(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.subject == "self"}


OPENERS = ["When Sana was a child she", "When Sana was a girl she", "Growing up, Sana",
           "In her youth Sana", "When I was young I", "When Sana was a teenager she"]
ACTS = {"ate mangoes every summer": "eat", "slept on the roof in summer": "sleep",
        "drank goat's milk": "drink"}


def test_a_childhood_act_is_remembered_not_done_now(lex) -> None:
    def one_case(opener, act):
        text = f"{opener} {act}."
        assert ACTS[act] in all_kinds(lex, text)  # the act is read, as a memory
        assert ACTS[act] not in actual_kinds(lex, text, OBSERVER)

    cases = list(itertools.product(OPENERS, ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("The portion was small, but Sana ate it.", "eat"),
    ("When she was hungry, Sana ate a mango.", "eat"),
    ("Sana drinks a glass of goat's milk.", "drink"),
    ("Sana sleeps on the roof tonight because her room is too hot.", "sleep"),
])
def test_a_small_thing_or_a_plain_when_is_no_childhood(lex, text, kind):
    assert kind in actual_kinds(lex, text, OBSERVER)
