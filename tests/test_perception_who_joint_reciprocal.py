"""Who did what: a seeing verb whose object is "each other" or "one another" ("Bjørn and Lucía
take turns spotting each other on the bench press", "watch each other swim") is seen among its
own subjects, so what follows is theirs; others who watch each other keep it theirs, and the
observer watching a group that watches each other sees it done by them."""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive

PAIRS = ["Bjørn and Lucía", "Bjørn and his brother", "Lucía and Bjørn"]
SEEING = ["take turns spotting", "spot", "watch", "keep an eye on"]
RECIPROCALS = ["each other", "one another"]


def test_seeing_each_other_is_done_among_the_subjects(lex) -> None:
    def one_case(pair, see, rec):
        text = f"{pair} {see} {rec} on the bench press."
        assert "exercise" in actual_kinds(lex, text, "Bjørn"), text

    cases = list(itertools.product(PAIRS, SEEING[:3], RECIPROCALS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("pair,rec", list(itertools.product(PAIRS, RECIPROCALS)))
def test_watching_each_other_swim_is_the_pairs_swim(lex, pair, rec):
    text = f"{pair} watch {rec} swim lengths."
    assert "exercise" in actual_kinds(lex, text, "Bjørn"), text


@pytest.mark.parametrize("see,rec", list(itertools.product(SEEING[:3], RECIPROCALS)))
def test_others_who_see_each_other_keep_it_theirs(lex, see, rec):
    text = f"The twins {see} {rec} on the bench press."
    assert "exercise" not in actual_kinds(lex, text, "Bjørn"), text


@pytest.mark.parametrize("rec", RECIPROCALS)
def test_the_observer_watching_others_see_each_other_sees_it_done(lex, rec):
    text = f"Bjørn watches the twins spot {rec} on the bench press."
    assert "exercise" not in actual_kinds(lex, text, "Bjørn"), text
    text = "Bjørn spots Lucía on the bench press."
    assert "exercise" not in actual_kinds(lex, text, "Bjørn"), text


OTHERS = ["her uncle", "Tom", "the old trader"]
OPENERS = ["nods when {o} names a price, and", "meets {o} and", "sees {o}, and"]
RECIPROCAL_ACTS = {"drink": "pour each other tea", "drink ": "pour one another a glass of wine"}


def test_they_doing_it_to_each_other_after_the_observer_and_one_person_are_the_pair(lex) -> None:
    def one_case(other, opener, act):
        text = f"Saraa {opener.format(o=other)} they {RECIPROCAL_ACTS[act]}."
        assert act.strip() in {e.kind for e in perceive(text, lex, observer="Saraa")
                               if e.is_actual_self}, text

    cases = list(itertools.product(
        OTHERS, OPENERS, RECIPROCAL_ACTS))
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Saraa watches her uncle and his wife as they pour each other tea.",
    "Saraa watches the twins; they pour each other tea.",
    "Saraa watches her uncle feed the goats, and they pour each other tea.",
    "Tom meets Lena and they pour each other tea.",
])
def test_they_after_others_or_a_group_stay_theirs(lex, text):
    assert "drink" not in {e.kind for e in perceive(text, lex, observer="Saraa")
                           if e.is_actual_self}, text
