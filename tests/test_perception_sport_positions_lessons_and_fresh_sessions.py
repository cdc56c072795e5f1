"""Exercise named by a position played ("plays up front for the school team", "keeps wicket all
afternoon"), holes of golf played ("plays eighteen holes"), pads hit with a coach, a school's
sport lesson ("has double PE", "a swimming lesson") and a session just come from ("fresh from
the pool", "straight from training"). Negative controls: someone else's is never the
observer's; a bag of flour hit, an album's back nine and a negated lesson are no exercise."""

from __future__ import annotations

from itertools import product

import pytest
from helpers import actual_kinds, failing_cases

NAMES = ["Tomasz", "Aroha", "Kwame"]
DONE = ["plays up front for the school team", "plays in midfield all season",
        "keeps wicket all afternoon", "opens the batting for the village side",
        "plays eighteen holes before lunch", "plays nine holes in the rain",
        "hits the pads with the coach", "is fresh from the pool, hair still wet",
        "comes straight from training to the café", "is in her swimming lesson",
        "has double PE in the sports hall"]


def test_the_sport_named_is_exercise(lex) -> None:
    def one_case(name, act):
        assert "exercise" in actual_kinds(lex, f"{name} {act}.", name)

    cases = list(product(NAMES, DONE))
    assert failing_cases(one_case, cases) == []


def test_someone_elses_is_not_the_observers(lex) -> None:
    def one_case(act):
        assert "exercise" not in actual_kinds(lex, f"Her cousin {act}.", "Aroha")

    cases = DONE
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Aroha hits the bag of flour with a rolling pin.",
    "Aroha plays the back nine of the album on repeat.",
    "Aroha doesn't keep wicket any more.",
    "Aroha will play up front next season.",
])
def test_no_exercise_controls(lex, text):
    assert "exercise" not in actual_kinds(lex, text, "Aroha")
