"""Machines of mines, sites, farms, rinks and warehouses are posts: driven, steered or worked,
they are the job (session 22; ``status_activity.frames.posts``).

"drives the wheel loader down the haulage tunnel", "steers the crop sprayer along the
headland", "is driving the ice resurfacer @ city rink". Riding a cable car up a mountain is a
passenger's trip, no job.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize("text", [
    "Jonas drives the wheel loader down the main haulage tunnel.",
    "Jonas steers the crop sprayer along the headland.",
    "Jonas is driving the ice resurfacer @ city rink",
    "Jonas reverses the telehandler up to the pallet stack.",
])
def test_a_machine_driven_for_a_living_is_work(lex, text):
    assert actual_kinds(lex, text, "Jonas") == {"work"}


def test_a_ride_on_a_cable_car_is_no_work(lex):
    assert "work" not in actual_kinds(lex, "Jonas rides the cable car up to the summit.",
                                      "Jonas")
