"""A duty a denied act is counted from goes on (session 29, round negation): "since the
start of" (or "between") a few tokens before a work or exercise term after a denial opens the
point of time the act failed to happen from, not the act denied ("hasn't had a drink since the
start of the hazmat job": the job goes on), as "during" and "throughout" open the stretch it
failed to happen in. Negative controls: the duty itself denied, a duty since its end, or a meal
after "since" stays out."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases


@pytest.mark.parametrize("text", [
    "Hamid hasn't had a drink since the start of the hazmat job.",
    "Hamid hasn't had a drink since the start of his shift at the hospital.",
    "Hamid hasn't eaten since the start of the harvest.",
    "Hamid didn't get a break during the night shift.",
])
def test_a_duty_a_denied_act_is_counted_from_goes_on(lex, text):
    assert actual_kinds(lex, text, "Hamid") == {"work"}


def test_a_denied_duty_or_a_meal_counted_from_stays_out(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Hamid") == set()

    cases = [
        "Hamid hasn't been to work since the start of the month.",
        "Hamid hasn't had a shift since the harvest ended.",
        "Hamid hasn't eaten since breakfast.",
        "Hamid hasn't had a drink since the end of his shift.",
        "Hamid hasn't had a drink since the match.",
        "Hamid hasn't had a drink since lunch.",
    ]
    assert failing_cases(one_case, cases) == []
