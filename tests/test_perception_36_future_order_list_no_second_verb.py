"""What is ordered or bought is a list of things, not a second verb done at the counter.

Session 36, round future ([waiting]): "Lu orders a burger and chips at the counter" had been
work: the narrative pass took "chips" after "and" for a second verb of the subject
(``_coordinated``), framed by the counter as a workplace. After a verb of ordering or buying
(``_ORDERING_VERBS``) a plural in "-s" after "and" is now one of the things ordered, as it
already was after "you" or "I" (session 34); a meal eaten after the order stays a meal.
"""

from helpers import actual_kinds, failing_cases


def test_an_ordered_list_is_no_task(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Lu") == kinds, text

    assert failing_cases(one_case, [
        ("Lu orders a burger and chips at the counter.", set()),
        ("Lu orders fish and chips at the counter.", set()),
        ("Lu buys a burger and fries at the counter.", set()),
        ("Lu orders a burger and eats it at the counter.", {"eat"}),
    ]) == []
