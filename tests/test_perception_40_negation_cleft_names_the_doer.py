"""A cleft after a break names the doer of an act someone else was denied (session 40, round
negation, perception._cleft_turn in _echoed_rows): "It wasn't his brother who ate the last
biscuit; it was Jack" and "Tom didn't eat the cake, it was you" give the meal to the
observer, as "but Ana did" does. Controls: a cleft after an act done (no denial to turn), a
possessive doer ("it was Ana's dog"), and a plain "It was Jin who ate" stay as they were.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_cleft_after_a_denial_names_the_doer(lex) -> None:
    def one_case(case):
        observer, text, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [("Jack", "It wasn't his brother who ate the last biscuit; it was Jack.", {"eat"}),
             ("Jin", "It wasn't Jin's sister who ate the last dumpling; it was Jin.", {"eat"}),
             ("Ana", "Tom didn't eat the cake, it was you.", {"eat"}),
             ("Ana", "Tom didn't sleep in the car. It was Ana.", {"sleep"})]
    assert failing_cases(one_case, cases) == []


def test_no_denial_or_a_possessive_doer_gives_nothing(lex) -> None:
    def one_case(case):
        observer, text, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [("Ana", "Tom ate the cake; it was Ana.", set()),
             ("Ana", "Tom didn't eat the cake; it was Ana's dog.", set()),
             ("Jin", "It was Jin who ate the last dumpling.", {"eat"}),
             ("Jin", "It wasn't Jin who ate the last dumpling.", set())]
    assert failing_cases(one_case, cases) == []
