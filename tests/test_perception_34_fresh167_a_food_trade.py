"""A food named as the first word of a trade or its shed, hyphened or not, is no meal
(session 34, round fresh167: "shovelling ash off the roof of the fish-processing plant" had
read as eating through "shovel + fish"). Food shovelled or wolfed down stays a meal."""

from helpers import actual_kinds, failing_cases


def test_a_food_trades_plant_or_shed_is_no_meal(lex) -> None:
    def one_case(text):
        assert "eat" not in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana shovels snow off the roof of the fish-processing plant.",
        "Ana shovels snow off the roof of the fish processing plant.",
        "Ana shovels gravel outside the fruit-packing shed.",
        "I spent the morning shovelling slush by the meat-packing plant.",
        "Ana hoses down the fish shed.",
    ]) == []


def test_food_shovelled_or_wolfed_stays_a_meal(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Ana") == kinds, text

    assert failing_cases(one_case, [
        ("Ana shovels fish into her mouth.", {"eat"}),
        ("Ana wolfs down a fish-finger sandwich.", {"eat"}),
        ("Ana gulps down the fish stew in the packing shed.", {"eat"}),
        ("Ana shovels in a chicken-and-leek pie.", {"eat"}),
    ]) == []
