"""A business's thing that it shows its customers frames no task for the business (session 37,
round substring, perception._business_object and ``_PUBLIC_FACING``): "Xena follows the
restaurant's account on Instagram" and "checks the café's opening hours online" are anyone's
(before, a task verb on a business's owned thing was the job). Controls: the business's
tables, website updated with its menu, and its quarterly accounts stay work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_businesss_public_thing_frames_no_task(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Xena") == want, text

    cases = [("Xena follows the restaurant's account on Instagram.", set()),
             ("Xena checks the restaurant's opening hours online.", set()),
             ("Xena likes the bakery's new post on Facebook.", set()),
             # controls: the business's own things worked on
             ("Xena wipes the restaurant's tables before opening.", {"work"}),
             ("Xena updates the restaurant's website with the new menu.", {"work"}),
             ("Xena updates the vineyard's quarterly accounts at the kitchen table.", {"work"})]
    assert failing_cases(one_case, cases) == []
