"""A horse, a pony or a camel ridden, a wrestler grappled with and arrows shot are exercise
("On her afternoon off, Ottilie rides the pony bareback for three hours across the hills",
"Sükhbaatar is grappling with a heavier wrestler in the ring" were missed).

Exercise terms name the ride with any owner or article ("ride the pony", "ride a camel", "ride
his gelding"), riding hard ("ride bareback", "race his horse"), grappling with a wrestler or an
opponent or in the ring, and arrows shot or loosed. A horse led or groomed, a horse-drawn
carriage ridden in, grappling with a problem and a bow drawn (a violin's) stay none.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

SUBJECTS = [("Ana rides", "Ana"), ("You ride", "Ana"), ("Ottilie rides", "Ottilie")]
ANIMALS = ["the pony", "the camel", "her gelding", "the stallion", "his racehorse", "the horse",
           "their colt"]
TAILS = ["across the hills for three hours", "bareback along the beach", "flat out in the race"]


def test_an_animal_ridden_is_exercise(lex) -> None:
    def one_case(subject, animal, tail):
        words, observer = subject
        assert "exercise" in actual_kinds(lex, f"{words} {animal} {tail}.", observer)

    cases = list(itertools.product(SUBJECTS, ANIMALS, TAILS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("opponent", ["a heavier wrestler", "the other wrestler",
                                      "her opponent", "the champion"])
@pytest.mark.parametrize("subject", ["Ana is grappling with", "You grapple with",
                                     "Ana grapples with"])
def test_a_wrestler_grappled_with_is_exercise(lex, subject, opponent):
    assert "exercise" in actual_kinds(lex, f"{subject} {opponent} in the ring.", "Ana")


@pytest.mark.parametrize("text", [
    "Ana shoots arrows at the straw target.",
    "You loose an arrow at the target.",
    "Ana is shooting at the targets all morning.",
])
def test_arrows_shot_are_archery(lex, text):
    assert "exercise" in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text", [
    "Ana grooms the pony and leads it back to the stable.",
    "Ana rides the horse-drawn carriage to the church.",
    "Ana grapples with the decision all evening.",
    "Ana grapples with her tax return.",
    "Ana draws the bow across the strings of her violin.",
])
def test_no_ride_no_bout_no_archery(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Ana")


@pytest.mark.parametrize("text,observer", [
    ("On her afternoon off, Ottilie rides the pony bareback for three hours across the hills "
     "until her legs shake.", "Ottilie"),
    ("Sükhbaatar is grappling with a heavier wrestler in the ring @ sum centre Naadam: "
     "wrestling field, round three", "Sükhbaatar"),
])
def test_the_lines_that_taught_it(lex, text, observer):
    assert "exercise" in actual_kinds(lex, text, observer)


@pytest.mark.parametrize("text", [
    "Ana bowled ten overs in the nets.",
    "Ana bats in the nets before the match.",
    "Ana has batting practice after school.",
    "You do a net session with the seconds.",
])
def test_cricket_practice_and_overs_counted_are_exercise(lex, text):
    assert "exercise" in actual_kinds(lex, text, "Ana")


def test_a_fisherman_s_nets_are_no_cricket(lex):
    assert "exercise" not in actual_kinds(lex, "Ana hauls in the nets at dawn.", "Ana")
