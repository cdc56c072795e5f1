"""Session 23: a shopper comparing offers or checking a price at a shop is a customer, not staff.

A status line's task verb at a place that is not a home is work unless the verb is one of
``status_activity.not_verbs``; comparing and checking a price are a shopper's weighing up
("Cy is comparing mortgage offers @ Nationwide: counter", "is checking the price of a drill @
B&Q: tools aisle"), so they join the not_verbs. A mechanic's check of a car's parts at a
garage bay stays work."""

from __future__ import annotations

import pytest
from helpers import actual_kinds

OBSERVER = "Cy"


@pytest.mark.parametrize("text", [
    "Cy is comparing mortgage offers @ Nationwide: counter",
    "Cy is checking the price of a drill @ B&Q: tools aisle",
    "Cy is checking the prices of the televisions @ Currys: TV aisle",
    "Cy compares drill bits in the hardware aisle.",
])
def test_a_shoppers_weighing_up_is_no_work(lex, text):
    assert "work" not in actual_kinds(lex, text, OBSERVER)


@pytest.mark.parametrize("text", [
    "Cy is checking the tyre pressure @ Kwik Fit: bay 2",
    "Cy is restocking the kettles @ Argos: stockroom",
])
def test_staff_tasks_at_a_shop_stay_work(lex, text):
    assert "work" in actual_kinds(lex, text, OBSERVER)
