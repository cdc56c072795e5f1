"""A meal or a drink returned to (session 30, round fresh131): "go back to", "get back to",
"return to" + a food or a drink within three words is eaten or drunk ("goes back to her tea");
a place ("goes back to the kitchen for more cake") or a gerund with its own object ("goes back
to folding the bread cloths", "goes back to coding the page": no cod) is none (`eat.verbs`,
`drink.verbs`)."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_meal_or_a_drink_returned_to_is_had(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Delphine") == expected

    cases = [
        ("The smell was just the neighbour's barbecue, and Delphine goes back to her tea.",
         {"drink"}),
        ("Delphine returns to her coffee after the call.", {"drink"}),
        ("Delphine gets back to her soup once the baby settles.", {"eat"}),
        ("Delphine hangs up and goes back to her cup of cocoa.", {"drink"}),
        ("Delphine goes back to her bowl of noodles.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_place_or_a_task_returned_to_is_no_meal(lex) -> None:
    def one_case(text, expected):
        assert actual_kinds(lex, text, "Delphine") == expected

    cases = [
        ("Delphine goes back to the kitchen for more cake.", set()),
        ("Delphine goes back to the oven to check on the roast.", set()),
        ("Delphine goes back to the coffee shop for her scarf.", set()),
        ("Delphine goes back to folding the bread cloths at the stall.", {"work"}),
        ("Delphine goes back to coding the login page.", {"work"}),
        ("Delphine goes back to her emails.", {"work"}),
    ]
    assert failing_cases(one_case, cases) == []
