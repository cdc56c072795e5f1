""""Chiles" (the Spanish plural used for Mexican chili peppers) is a food, no slip of "chills"
(session 33, fresh158: core.yaml ``eat.objects``).

* "grinding chiles for the mole" had read as "chils", an illness.
* Controls: the chills themselves, and a slip of them ("has the chils"), stay an illness.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Lupita"


def test_chiles_are_a_food_not_the_chills(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds, text

    cases = [("Lupita is grinding chiles for the salsa.", set()),
             ("Lupita buys dried chiles at the market.", set()),
             ("Lupita roasts the chiles on the comal.", set()),
             ("The chiles are drying on the roof, Lupita notes.", set()),
             ("You spend the morning toasting chiles for the mole.", set()),
             ("Lupita eats chiles rellenos at the fonda.", {"eat"}),
             ("Lupita has chills and a fever.", {"illness"}),
             ("Lupita has the chils.", {"illness"})]
    assert failing_cases(one_case, cases) == []
