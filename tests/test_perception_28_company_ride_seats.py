"""A seat on a bus or a train is a ride (session 28, round company): a seat object followed by
"of", "on" or "in" and a vehicle at the head of its phrase (rest `ride_seats`: "sits on the
top deck of the night bus", "sits in a window seat on the train") is no rest, as the labelled
sets say; a ferry's deck, a sofa in the bus station café and a sofa at home stay rest."""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Kwame sits on the top deck of the night bus while the lads on the back seat pass round a "
    "bottle of vodka and sing.",
    "Kwame sits in a window seat on the train.",
    "Kwame sits on the top deck of the bus, watching the city go by.",
])
def test_a_seat_on_a_bus_or_a_train_is_a_ride(lex, text):
    assert "rest" not in actual_kinds(lex, text, "Kwame")


@pytest.mark.parametrize("text", [
    "Kwame sits on the deck of the ferry.",
    "Kwame sits on the sofa in the bus station café.",
    "Kwame sits on a bench on the bus platform.",
    "Kwame lies on the sofa in the living room.",
])
def test_a_seat_off_the_road_stays_rest(lex, text):
    assert actual_kinds(lex, text, "Kwame") == {"rest"}
