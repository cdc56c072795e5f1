"""A thing handed or sold to a customer or a punter is served (session 30, round fresh129):
"to a punter", "to a customer", "to customers" frame the act as the trade's, as "for a
customer" does; the customer's own act after "who" stays theirs."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_thing_handed_to_a_customer_is_work(lex) -> None:
    def one_case(text):
        observer = None if text.startswith("You") else "Diego"
        assert actual_kinds(lex, text, observer) == {"work"}

    cases = [
        "Diego hands a lime over the bar to a punter, who knocks back a shot of cachaça.",
        "Diego hands a bowl of noodles to a customer at the stall.",
        "Diego gives a tray of pastéis to a customer at the hatch.",
        "Diego slides a caipirinha across the counter to a punter.",
        "You hand two cold beers to customers at the window.",
    ]
    assert failing_cases(one_case, cases) == []


def test_the_punters_drink_is_theirs(lex):
    text = "Diego hands a lime over the bar to a punter, who knocks back a shot of cachaça."
    assert other_kinds(lex, text, "Diego") == {"drink"}
