"""A landing told as bad, a limb in a splint or brace and a scratch on the body are injuries
(session 9, s9h8: "land badly on your wrist", "his leg in a splint", "a tiny scratch on his
finger" gave nothing).

A hurt term that ends in an owner word ("scratch on his", "cast on her") is a hurt only with a
body part within three tokens after it: "a scratch on your car" is none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("You", "your"), ("Ana", "her"), ("I", "my")]
LANDINGS = ["land badly on", "land awkwardly on", "fall badly on", "fall awkwardly on",
            "fall hard on"]
PARTS = ["wrist", "knee", "ankle", "shoulder", "elbow", "hip"]


def _past(phrase: str) -> str:
    verb, rest = phrase.split(" ", 1)
    return {"land": "landed", "fall": "fell"}[verb] + " " + rest


def test_a_bad_landing_on_a_body_part_is_injury(lex) -> None:
    def one_case(subject, landing, part):
        assert actual_kinds(lex, f"{subject[0]} {_past(landing)} {subject[1]} {part}.",
                            "Ana") == {"injury"}

    cases = list(itertools.product(SUBJECTS, LANDINGS, PARTS))
    assert failing_cases(one_case, cases) == []


def test_a_limb_held_still_is_injury(lex) -> None:
    def one_case(subject, support, part):
        verb = "sits" if subject[0] == "Ana" else "sit"
        text = f"{subject[0]} {verb} by the window, {subject[1]} {part} in {support}."
        assert actual_kinds(lex, text, "Ana") == {"injury"}

    cases = list(itertools.product(SUBJECTS, ["a splint", "a brace", "a sling",
                                                               "a cast"],
                                                    ["leg", "arm", "wrist"]))
    assert failing_cases(one_case, cases) == []


def test_a_scratch_on_the_body_is_injury(lex) -> None:
    def one_case(subject, scratch, part):
        verb = "has" if subject[0] == "Ana" else "have"
        text = f"{subject[0]} {verb} {scratch} on {subject[1]} {part}."
        assert actual_kinds(lex, text, "Ana") == {"injury"}

    cases = list(itertools.product(SUBJECTS, ["a tiny scratch", "a deep scratch",
                                                               "scratches"],
                                                    ["finger", "arm", "leg", "cheek"]))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    # negative controls: a scratch or a cast on a thing, a scratch of an itch, a plain landing
    "There is a scratch on your car.",
    "You notice a scratch on your phone screen.",
    "Ana finds scratches on her new table.",
    "You scratch your head.",
    "The plane lands on the runway.",
    "You land on your feet after the jump.",
    "You cast on your knitting.",
])
def test_falls_and_scratches_controls(lex, text):
    assert "injury" not in actual_kinds(lex, text, "Ana")
