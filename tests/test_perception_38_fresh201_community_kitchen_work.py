"""A community or soup kitchen and a kitchen's cooking stations are workplaces.

Session 38, round fresh201: "Dona Cida is frying garlic for the rice @ community kitchen: stove
1" and "keeps slicing tomatoes at the salad station" were no work. Work's ``verb_alone_at``
(core/work.yaml) now holds "community kitchen", "soup kitchen" and the cooking stations (salad,
grill, fry, sauce, pastry, veg): a task verb there is the job. Eating there stays a meal, and
a home's kitchen stays a home's.
"""

from helpers import actual_kinds, failing_cases


def test_tasks_at_a_community_kitchen_are_work(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("Cida", "Dona Cida is frying garlic for the rice @ community kitchen: stove 1, sweat "
                 "running down her neck"),
        ("Cida", "Cida is chopping onions in the soup kitchen."),
        ("Everton", "Everton is mopping the dining hall floor after lunch @ community kitchen: "
                    "dining hall"),
        ("Yasmin", "Yasmin keeps slicing tomatoes at the salad station."),
        ("Yasmin", "Yasmin is chopping herbs at the grill station."),
    ]) == []


def test_meals_and_home_kitchens_stay(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Ben", "Ben is eating a bowl of soup @ soup kitchen: long table", {"eat"}),
        ("Ben", "Ben queues for a plate of beans at the community kitchen.", set()),
        ("Ben", "Ben is chopping onions in his kitchen.", set()),
        ("Yasmin", "Yasmin eats a salad at the salad bar.", {"eat"}),
    ]) == []
