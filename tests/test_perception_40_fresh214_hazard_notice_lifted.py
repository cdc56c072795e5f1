"""A hazard notice withdrawn through its place phrase is no threat now (session 40, round
fresh214: perception._notice_place_end, ``benign.past.notices``): "the storm warning for the
lake has been lifted". Controls: a notice still in force, and the hazard itself.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_withdrawn_notice_is_no_danger(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("A message from the tour company says the storm warning for the lake has been lifted.",
         "Rahul", set()),
        ("The storm warning for Amara's town was lifted.",
         "Amara", set()),
        ("The flood alert for the valley was called off.",
         "Ana", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_notice_in_force_and_the_hazard_stay_danger(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("The storm warning for Amara's town is still in force.",
         "Amara", {"danger"}),
        ("The storm warning for the lake is in force tonight.",
         "Ana", {"danger"}),
        ("The storm has hit the lake.",
         "Ana", {"danger"}),
    ]
    assert failing_cases(one_case, cases) == []
