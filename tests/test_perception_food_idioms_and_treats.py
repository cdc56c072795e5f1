"""Food words that are no meal: dust eaten, a milking finished, a drink bought for someone.

Core.yaml ``exceptions``: "eat dust" (behind a herd or a rival), "the milking" (a round of
milking, not milk) and "buy him/her/them a drink/pint/beer/coffee" (a drink treated to someone
else) make their span mean nothing. And "have" before a participle in -pt ("has slept through
breakfast") is an auxiliary like "has cooked" (engine/perception.py ``_AUX_MEAL_ENDS``).
Controls: real dust-free meals, milk drunk, the buyer's own drink named, milking as work.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds

OBSERVER = "Aldric"


SUBJECTS = [("Aldric", "s"), ("You", ""), ("I", "")]


def verb(base: str, ending: str) -> str:
    return base + ("es" if ending and base.endswith("sh") else ending)


def test_dust_eaten_is_no_meal(lex):
    for (subj, s), own in itertools.product(SUBJECTS, ("the", "my", "their")):
        text = f"{subj} ride{s} drag at the back of the herd, eating {own} dust."
        assert "eat" not in actual_kinds(lex, text, OBSERVER), text
    assert "eat" in actual_kinds(lex, "Aldric eats a dusty biscuit at the back of the herd.",
                                 OBSERVER)


def test_a_milking_finished_is_no_drink(lex):
    for (subj, s), when in itertools.product(SUBJECTS, ("", "morning ", "evening ")):
        text = f"{subj} {verb('finish', s)} the {when}milking alone."
        assert "drink" not in actual_kinds(lex, text, OBSERVER), text
    assert actual_kinds(lex, "Aldric is milking the cows.", OBSERVER) == {"work"}
    assert "drink" in actual_kinds(lex, "Aldric finishes the milk in the jug.", OBSERVER)


def test_a_drink_bought_for_someone_else_is_theirs(lex):
    for (subj, s), who, drink in itertools.product(
            SUBJECTS, ("him", "her", "them"), ("drink", "pint", "beer", "coffee")):
        text = f"{subj} buy{s} {who} a {drink} and they swap war stories."
        assert "drink" not in actual_kinds(lex, text, OBSERVER), text
    assert "drink" in actual_kinds(lex, "Aldric buys him a drink and drinks one himself.", OBSERVER)
    assert "drink" in actual_kinds(lex, "Aldric buys a pint and drinks it at the bar.", OBSERVER)


def test_have_before_a_pt_participle_is_an_auxiliary(lex):
    for subj, have in (("Aldric", "has"), ("You", "have"), ("Aldric", "had")):
        for meal in ("breakfast", "lunch", "dinner"):
            text = f"{subj} {have} slept through {meal} again."
            got = actual_kinds(lex, text, OBSERVER)
            assert "eat" not in got and "sleep" in got, text
