"""Work recall: shapes of narrative work, each next to the
same shape that is leisure, a chore or a favour."""

from __future__ import annotations

import pytest
from helpers import failing_cases

from engine.perception import perceive


def worked(lex, text: str, observer: str = "Hamid") -> bool:
    return any(e.kind == "work" for e in perceive(text, lex, observer=observer)
               if e.is_actual_self)


# -- going on with an activity (frames.aspect): the -ing verb is the task ---------------------

def test_a_task_after_keeps_or_starts_is_judged_by_its_frame(lex) -> None:
    def one_case(text):
        assert worked(lex, text)

    cases = [
        "Hamid starts shaping the baguettes for the market.",
        "Hamid keeps pulling trays out of the oven for the market.",
        "Without a break, Hamid keeps shaping loaves.",
        "Hamid keeps shaping two hundred loaves.",
        "Hamid goes back to shaping loaves for the market.",
        "You carry on glazing the buns for the next order.",
    ]
    assert failing_cases(one_case, cases) == []


def test_keeps_or_starts_before_leisure_or_without_a_frame_is_no_work(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        # the -ing verb is leisure, a meal, or there is no frame
        "Hamid keeps reading for the market.",
        "Hamid starts eating before dawn.",
        "Hamid keeps glancing at the clock.",
        "Hamid starts shaping a snowman with his nephew.",
        # no -ing verb after it: the aspect verb itself is no task
        "Hamid keeps a diary of forty pages.",
    ]
    assert failing_cases(one_case, cases) == []


# -- a count in digits as the verb's object is a batch count frame ----------------------------

@pytest.mark.parametrize("text", [
    "Hamid shapes 200 baguettes.",
    "Hamid shapes another 200 loaves of rye.",
    "Hamid kneads 40 kg of rye by hand.",
    "Hamid kneads forty kilos of rye.",
])
def test_a_count_in_digits_is_a_batch(lex, text):
    assert worked(lex, text)


def test_a_count_of_time_or_a_number_in_a_name_is_no_batch(lex) -> None:
    def one_case(text):
        assert not worked(lex, text)

    cases = [
        "Hamid stirs the sauce for 40 minutes.",
        "Hamid bakes 20 mins.",
        "Hamid lost forty kilos.",
        "Hamid reads 30 pages.",
        "Hamid pulls into Rest Area 48 on I-70.",
        "You wrap 50 presents for your kids.",
    ]
    assert failing_cases(one_case, cases) == []
