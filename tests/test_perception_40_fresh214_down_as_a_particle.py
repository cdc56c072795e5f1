""""down" as the particle of a verb of hailing or finding is nothing downed (session 40, round
fresh214: ``exceptions``: "flag down", "wave down", "track down", "hunt down"): "You flag down
the chai seller's canoe" is no drink. Controls: "down" as the drinking verb.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_hailed_or_found_drink_is_not_downed(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("You flag down the chai seller's canoe and ask for two teas.",
         "Gopal", set()),
        ("She flagged down a coffee vendor on the platform.",
         "Ana", set()),
        ("Tom waves down the tea boy.",
         "Tom", set()),
        ("I tracked down the last beer in the fridge.",
         "Tom", set()),
    ]
    assert failing_cases(one_case, cases) == []


def test_down_as_the_drinking_verb_stays(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("You down the chai in one gulp.",
         "Tom", {"drink"}),
        ("I tracked down the last beer in the fridge and downed it.",
         "Tom", {"drink"}),
    ]
    assert failing_cases(one_case, cases) == []
