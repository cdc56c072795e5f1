"""A measure word weighs a meal once, also inside a light verb's own phrase.

"Forkful" is both an eat object (weight 0.2, so "has a forkful" eats) and a quantity (0.15).
Before session 21 an event that took the forkful as its object also took its quantity: "has a
forkful of cake" was 0.03 and "a couple of forkfuls" 0.01. Design choice: one word's smallness
counts once, at the smaller of its object weight and its multiplier; distinct small words (a
nibbling verb, a small food, "a single", "a couple of") still compound (pinned in
tests/test_perception.py: "You nibble a single cracker" is 0.04). And a measure inside a light
verb's phrase ("takes a spoonful of the stew") was hidden from the quantities by the verb's
match and gave a full meal (1.0): it now weighs the event as "has a spoonful" does.
Session 27: "a couple of" right before the measure counts two of it (1 - (1 - w)^2), so "a couple
of mouthfuls" (0.51) weighs more than one mouthful (0.3), where it weighed half of one (0.15);
tests/test_perception_27_counts.py pins the counts.
"""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def strength(lex, text: str, kind: str) -> float:
    return max(e.strength for e in perceive(text, lex, observer="Ines")
               if e.kind == kind and e.is_actual_self)


def test_a_measure_weighs_the_event_once(lex) -> None:
    def one_case(text, kind, expected):
        assert strength(lex, text, kind) == pytest.approx(expected, abs=0.006)

    cases = [
        ("Ines has a forkful of cake.", "eat", 0.15),
        ("Ines takes a forkful of pie.", "eat", 0.15),
        ("Ines takes a spoonful of the stew.", "eat", 0.2),
        ("Ines takes a mouthful of soup.", "eat", 0.3),
        ("Ines takes a mouthful of water.", "drink", 0.3),
        ("Ines takes a couple of mouthfuls of soup.", "eat", 0.51),
        ("Ines eats a couple of forkfuls of risotto.", "eat", 0.2775),
        ("Ines manages a couple of forkfuls of the risotto.", "eat", 0.2775),
        ("Ines takes a couple of forkfuls of the risotto.", "eat", 0.2775),
    ]
    assert failing_cases(one_case, cases) == []


def test_distinct_small_words_still_compound(lex):
    assert strength(lex, "Ines nibbles a single cracker.", "eat") == 0.04
    assert strength(lex, "Ines takes one sip of water.", "drink") == 0.24
    assert strength(lex, "Ines eats a sandwich.", "eat") == 1.0
