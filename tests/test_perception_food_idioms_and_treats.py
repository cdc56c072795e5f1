"""Food words that are no meal: dust eaten, a milking finished, a drink bought for someone.

Core.yaml ``exceptions``: "eat dust" (behind a herd or a rival), "the milking" (a round of
milking, not milk) and "buy him/her/them a drink/pint/beer/coffee" (a drink treated to someone
else) make their span mean nothing. And "have" before a participle in -pt ("has slept through
breakfast") is an auxiliary like "has cooked" (engine/perception.py ``_AUX_MEAL_ENDS``).
Controls: real dust-free meals, milk drunk, the buyer's own drink named, milking as work.
"""

from __future__ import annotations

import itertools

from engine.perception import perceive

OBSERVER = "Aldric"


def mine(lex, text: str) -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=OBSERVER) if e.is_actual_self}


SUBJECTS = [("Aldric", "s"), ("You", ""), ("I", "")]


def verb(base: str, ending: str) -> str:
    return base + ("es" if ending and base.endswith("sh") else ending)


def test_dust_eaten_is_no_meal(lex):
    for (subj, s), own in itertools.product(SUBJECTS, ("the", "my", "their")):
        text = f"{subj} ride{s} drag at the back of the herd, eating {own} dust."
        assert "eat" not in mine(lex, text), text
    assert "eat" in mine(lex, "Aldric eats a dusty biscuit at the back of the herd.")


def test_a_milking_finished_is_no_drink(lex):
    for (subj, s), when in itertools.product(SUBJECTS, ("", "morning ", "evening ")):
        text = f"{subj} {verb('finish', s)} the {when}milking alone."
        assert "drink" not in mine(lex, text), text
    assert mine(lex, "Aldric is milking the cows.") == {"work"}
    assert "drink" in mine(lex, "Aldric finishes the milk in the jug.")


def test_a_drink_bought_for_someone_else_is_theirs(lex):
    for (subj, s), who, drink in itertools.product(
            SUBJECTS, ("him", "her", "them"), ("drink", "pint", "beer", "coffee")):
        text = f"{subj} buy{s} {who} a {drink} and they swap war stories."
        assert "drink" not in mine(lex, text), text
    assert "drink" in mine(lex, "Aldric buys him a drink and drinks one himself.")
    assert "drink" in mine(lex, "Aldric buys a pint and drinks it at the bar.")


def test_have_before_a_pt_participle_is_an_auxiliary(lex):
    for subj, have in (("Aldric", "has"), ("You", "have"), ("Aldric", "had")):
        for meal in ("breakfast", "lunch", "dinner"):
            text = f"{subj} {have} slept through {meal} again."
            got = mine(lex, text)
            assert "eat" not in got and "sleep" in got, text
