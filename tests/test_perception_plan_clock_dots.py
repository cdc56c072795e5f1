"""A dotted clock mark ("10 p.m.", "3 a.m.") with the sentence going on after it is one clock
time, not a sentence end: "changing into her hi-vis before the 10 p.m. shift" keeps the shift
ahead as "before the 10pm shift" does, and "crashes at 2 a.m. after the party" is the sleep of
"crashes at 2am". A capital after the dots still opens a new sentence.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = ["Olumide", "I", "You"]
GETTING_READY = ["is changing into his hi-vis before the", "'m getting ready before the",
                 "are lacing up the boots before the"]
CLOCKS = ["10 p.m.", "6 a.m.", "10 P.M.", "6a.m."]


def _be(subject: str, ready: str) -> str:
    if subject == "I":
        return ready.replace("is ", "am ", 1).replace("are ", "am ", 1)
    if subject == "You":
        return ready.replace("is ", "are ", 1).replace("'m ", "are ", 1)
    return ready.replace("'m ", "is ", 1).replace("are ", "is ", 1)


def test_a_shift_before_a_dotted_clock_is_ahead(lex) -> None:
    def one_case(subject, ready, clock):
        text = f"{subject} {_be(subject, ready)} {clock} shift."
        assert "work" not in actual_kinds(lex, text, "Olumide"), text

    cases = list(itertools.product(SUBJECTS, GETTING_READY,
                                                                            CLOCKS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("clock", ["2 a.m.", "2am", "2 A.M."])
def test_a_sleep_at_a_dotted_clock_is_the_sleep(lex, clock):
    text = f"Ha-eun crashes at {clock} after the party and doesn't stir until the lunch bell."
    assert "sleep" in actual_kinds(lex, text, "Ha-eun"), text


DONE = [("Ana starts her shift at 10 p.m. Then she eats a sandwich.", "eat"),
        ("Ana worked from 9 a.m. to 5 p.m.", "work"),
        ("At 7 a.m. Ana goes for a run.", "exercise"),
        ("Ana got home at 2 a.m. and slept till noon.", "sleep")]


@pytest.mark.parametrize("text,kind", DONE)
def test_what_happens_around_a_dotted_clock_stays_actual(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Ana"), text
