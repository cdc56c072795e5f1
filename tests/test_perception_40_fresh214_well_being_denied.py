"""Well-being denied is the illness asserted (session 40, round fresh214: illness terms "not feel
well", "n't feel too good", ...): "Reji is not feeling well and lies in his bunk". Controls:
someone else's, a feeling about a plan, and well-being asserted.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_not_feeling_well_is_ill(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("Reji is not feeling well and lies in his bunk.",
         "Reji", {"illness"}),
        ("I don't feel well.",
         "Reji", {"illness"}),
        ("Reji isn't feeling too good today.",
         "Reji", {"illness"}),
        ("Ana doesn't feel very well this morning.",
         "Ana", {"illness"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_others_feelings_about_plans_and_recovery_are_not(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("Tom is not feeling well, so Ana sits with him.",
         "Ana", {"socialize"}),
        ("I don't feel good about the plan.",
         "Ana", set()),
        ("Ana feels well again after the fever.",
         "Ana", set()),
    ]
    assert failing_cases(one_case, cases) == []
