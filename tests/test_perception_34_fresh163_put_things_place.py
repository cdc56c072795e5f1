"""A second predicate that puts a thing somewhere names the thing's place, not the observer's
workplace (session 34, round fresh163; ``perception._second_predicate_puts``): "carries the bag
home and sets it on the counter for later" had been work at a counter (a ``verb_alone_at``
place read in prose). A task done at the counter, and a status line's workplace, stay work."""

from helpers import actual_kinds, failing_cases


def test_a_thing_set_down_at_a_counter_or_a_desk_makes_no_work(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Kenji") == kinds, text

    assert failing_cases(one_case, [
        ("Kenji carries the bag home and sets it on the counter for later.", set()),
        ("Kenji buys a coffee and sets it on the counter.", set()),
        ("I carried the parcel upstairs and left it on the desk.", set()),
        ("Kenji brings the shopping in and puts it on the counter.", set()),
    ]) == []


def test_a_task_at_the_counter_or_at_a_workplace_is_still_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, "Kenji"), text

    assert failing_cases(one_case, [
        "Kenji weighs suitcases at the desk.",
        "Kenji folds napkins at the counter and sets the tables.",
        "Kenji wipes the tables and sets the cups on the counter @ cafe",
        "Kenji serves the last customer at the counter and puts the chairs up.",
    ]) == []
