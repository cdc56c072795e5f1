"""A food sneaked is eaten, as one pinched or nicked is, and a glance or a peek taken is no food
whatever it is at (session 38, round other: eat.yaml verbs "sneak a" ... and object_breaks
"glance", "peek"). From the round's hunt: "Nonna naps by the window, and Sofia sneaks a slice of
the cake she baked". Controls: "sneaks a look at her phone", a beer sneaked stays no meal.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_sneaked_food_and_glances(lex) -> None:
    def one_case(text, name, own):
        assert actual_kinds(lex, text, name) == own, text

    cases = [('Sofia sneaks a slice of cake.', 'Sofia', {'eat'}),
             ('Sofia sneaks a biscuit from the tin.', 'Sofia', {'eat'}),
             ('Nonna naps by the window, and Sofia sneaks a slice of the cake she baked.',
              'Sofia', {'eat'}),
             ('Sofia sneaks a glance at the cake.', 'Sofia', set()),
             ('Sofia steals a glance at the cake.', 'Sofia', set()),
             ('Sofia takes a peek at the cake.', 'Sofia', set()),
             ('Sofia sneaks a look at her phone.', 'Sofia', set())]
    assert failing_cases(one_case, cases) == []
