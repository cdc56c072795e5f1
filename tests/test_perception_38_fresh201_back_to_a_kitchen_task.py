"""A kitchen task's gerund after "go back to" is the task, not a meal returned to.

Session 38, round fresh201: "You knock back two coffees and go back to peeling carrots" ate the
carrots: eat's "go back to" reaches a food within three words. The exceptions
(core/exceptions.yaml) now shield "go back to", "get back to" and "return to" + a kitchen
task's verb (peel, chop, slice, wash, ...); a meal named right after stays one.
"""

from helpers import actual_kinds, failing_cases


def test_a_task_returned_to_is_no_meal(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        (None, "You go back to peeling carrots.", set()),
        ("Ana", "Ana gets back to chopping onions for the stew.", set()),
        ("Ana", "Ana returns to slicing the bread.", set()),
        (None, "You go back to washing the potatoes.", set()),
        (None, "You knock back two coffees and go back to peeling carrots.", {"drink"}),
    ]) == []


def test_a_meal_returned_to_stays(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"eat"}, text

    assert failing_cases(one_case, [
        ("Ana", "Ana goes back to her soup."),
        ("Ana", "Ana goes back to her chips after the call."),
    ]) == []
