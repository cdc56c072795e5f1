"""Passing out on a bed or a seat is falling asleep ("so exausted from the all-nighter that you
pass out on the libary sofa"), and "nod of" is "nod off" misspelt before a seat ("too tierd to
finish the crossword and nod of in the chair"): core.yaml sleep ``verbs`` (pass out on/in,
nod of in/on) with a bed or a seat among its ``objects`` within a few words. Passing out
without such a place may be a faint, "pass out the leaflets" hands them round, and "a nod of
thanks" is no sleep.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("You", "pass out", "nod of"), ("Efua", "passes out", "nods of"),
            ("Efua", "passed out", "nodded of")]
PLACES = ["on the libary sofa", "on the couch", "on her bed", "in bed", "in the armchair",
          "on the beanbag in the common room", "on the futon"]
LEADS = ["", "So exhausted from the all-nighter, ", "After the party, "]


def test_passing_out_on_a_bed_or_a_seat_is_sleep(lex) -> None:
    def one_case(subject, place, lead):
        who, pass_out, nod_of = subject
        who = who if lead == "" or who != "You" else "you"
        for verb in (pass_out, nod_of):
            text = f"{lead}{who} {verb} {place}."
            assert actual_kinds(lex, text, "Efua") == {"sleep"}, text

    cases = list(itertools.product(SUBJECTS, PLACES, LEADS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("place", PLACES)
def test_someone_else_passing_out_is_theirs(lex, place):
    assert actual_kinds(lex, f"Tom passes out {place} while Efua reads.", "Efua") == set()


CONTROLS = [
    # no bed or seat: may be a faint, no sleep
    "Efua passes out from the heat on the pavement.",
    "Efua passed out in the lecture hall.",
    # handing things round
    "Efua passes out the leaflets on the sofa.",
    "Efua passes out the worksheets in the classroom.",
    # a nod given
    "Efua gives a nod of thanks in the chair.",
    "Efua answers with a nod of the head from her chair.",
]


@pytest.mark.parametrize("text", CONTROLS)
def test_controls_are_no_sleep(lex, text):
    assert "sleep" not in actual_kinds(lex, text, "Efua")
