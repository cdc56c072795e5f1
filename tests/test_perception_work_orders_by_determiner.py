"""Session 23: an order filled by more determiners than "the" frames the task as the job.

``frames.occasions`` held "the order", "the orders" and "next order"; an order named with
"last", "first", "each", "every", "new", "online" or in "a backlog of orders" is the same
occasion of a packer's, a cook's or a clerk's task ("fills the last order of the day", "packs
each order", "is working through a backlog of orders"). "an order" and "another order" stay out:
customers place, put in and phone them in, and a customer's own verbs (wait, collect) are
not_verbs."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Cy"


def test_an_order_filled_by_any_determiner_is_work(lex) -> None:
    def one_case(text):
        assert "work" in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Cy fills the last order of the day and tapes up the box.",
        "Cy packs each order by hand.",
        "Cy is working through a backlog of orders.",
        "Cy boxes up the online orders.",
        "Cy packs the first order of the morning.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_customers_order_or_someone_elses_stays_no_work(lex) -> None:
    def one_case(text):
        assert "work" not in actual_kinds(lex, text, OBSERVER)

    cases = [
        "Cy places an order for a pizza.",
        "Cy places another order for chips.",
        "Cy puts in an order for chips.",
        "Cy waits for his order.",
        "Cy collects her order from the counter.",
        "Cy's brother fills the last order of the day.",
    ]
    assert failing_cases(one_case, cases) == []
