"""Company in a toast or a speech given: addressing the guests ("gives the toast to the
couple", "makes a speech at the reception") is social, and the couple's people as a group ("with
the wedding party") are company. Negative controls: toast made or eaten is breakfast, a speech
watched is the speaker's, and a wedding party named as the place is no companion."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Babatunde", "Ngozi"]
GIVEN = ["gives the toast to the couple", "gives a toast to the bride", "raises a toast",
         "makes a toast to absent friends", "gives a speech at the reception",
         "makes a speech after dinner", "delivers a speech to the guests"]


def test_a_toast_or_speech_given_is_company(lex) -> None:
    def one_case(name, given):
        assert "socialize" in actual_kinds(lex, f"{name} {given}.", name)

    cases = list(itertools.product(NAMES, GIVEN))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("name,food", list(itertools.product(NAMES, [
    "makes the toast for breakfast", "eats his toast alone in the kitchen",
    "has toast for breakfast"])))
def test_toast_made_or_eaten_is_no_company(lex, name, food):
    assert "socialize" not in actual_kinds(lex, f"{name} {food}.", name)


@pytest.mark.parametrize("name,poss", [("Nadia", "his"), ("Nadia", "her")])
def test_a_speech_watched_is_the_speakers(lex, name, poss):
    who = "brother" if poss == "his" else "sister"
    assert "socialize" not in actual_kinds(lex, f"{name} watches her {who} give {poss} speech.",
                                           name)


@pytest.mark.parametrize("name,verb", list(itertools.product(NAMES, [
    "drinks a glass of wine", "eats cake", "dances"])))
def test_the_wedding_party_is_company(lex, name, verb):
    assert "socialize" in actual_kinds(lex, f"{name} {verb} with the wedding party.", name)


@pytest.mark.parametrize("name,verb", list(itertools.product(NAMES, ["eats cake", "dances"])))
def test_the_wedding_party_as_a_place_is_no_company(lex, name, verb):
    assert "socialize" not in actual_kinds(lex, f"{name} {verb} at the wedding party.", name)
