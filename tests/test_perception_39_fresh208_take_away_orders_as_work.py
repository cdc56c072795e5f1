"""A take-away's orders taken by phone, handed over, ridden up, dropped off, got out or fried
through the rush are work.

Session 39, round fresh208 (a Busan fried-chicken shop and its riders): "taking phone orders",
"you ride the orders up to the apartments", "has dropped off his last order", "we got every
order out on time", "he fries straight through the rush" were no work. Work's terms and drop's
and fry's objects (core/work.yaml) now hold them; a customer's own order stays none.
"""

from helpers import actual_kinds, failing_cases


def test_orders_worked(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"work"}, text

    assert failing_cases(one_case, [
        ("Ana", "Ana takes phone orders."),
        ("Ana", "Status report | agent: Ana | place: Haedal Chicken counter | action: taking "
                "phone orders and bagging pickled radish | mood: frazzled"),
        (None, "You ride the orders up to the apartments one after another."),
        ("Ana", "Ana hands the order to the customer."),
        ("Ana", "Ana hands over the order."),
        ("Tae-ho", "Tae-ho has dropped off his last order and is heading for the sauna"),
        ("Ana", "Ana dropped off the order."),
        ("Lan", "The rush was brutal but we got every order out on time."),
        ("Ana", "Ana works through the rush."),
        ("Hyun-woo", "Hyun-woo fries straight through the rush."),
        ("Ana", "Ana is dropping off a passenger"),
        ("Ana", "Ana is delivering three garlic chicken orders"),
    ]) == []


def test_no_order_worked(lex) -> None:
    def one_case(observer, text):
        assert "work" not in actual_kinds(lex, text, observer), text

    assert failing_cases(one_case, [
        ("Ana", "Ana hands her order slip to the cashier."),
        ("Ana", "Ana rides the bus to the beach."),
        ("Ana", "Sales have dropped off."),
        ("Ana", "Ana drops her phone."),
    ]) == []
