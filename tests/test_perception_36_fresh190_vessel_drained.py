"""A bottle, a can, a flask, a carton or a water sachet drained is its drink drunk.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Obinna swears he'll quit Coke after
this week, then drains the bottle in his hand" had been no drink: only a cup, a mug, a glass, a
pint, a tumbler or a beaker drained was one. One drains a bottle by drinking it; an emptied
bottle stays recycling or washing up, and oil drained from a can is no drink.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_vessel_drained_is_a_drink(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Obinna") == {"drink"}, text

    assert failing_cases(one_case, [
        "Obinna swears he'll quit Coke after this week, then drains the bottle in his hand and "
        "tosses it in the bin.",
        "Obinna drains his can and crushes it.",
        "Obinna drains a sachet of pure water.",
    ]) == []


def test_someone_elses_a_plan_or_an_emptying_is_not_the_observers(lex) -> None:
    def one_case(text, others):
        assert actual_kinds(lex, text, "Obinna") == set(), text
        assert other_kinds(lex, text, "Obinna") == others, text

    assert failing_cases(one_case, [
        ("The man beside Obinna drains a carton of milk.", {"drink"}),
        ("Obinna will drain the bottle later.", {"drink"}),
        ("Obinna empties the bottle into the recycling.", set()),
        ("Obinna drains the oil from the can.", set()),
    ]) == []
