"""A status line whose verb is a move made for an errand is the errand's activity (session 22).

"Andreas is climbing the king pole to fix the cupola ring @ big top": the climb is made to fix
the ring, and the purpose's verb with its object is judged as the line's own activity would be
(the narrative path reads "climbs down to the cellar deck to inspect the blowout preventer" the
same way). Not a purpose in a home's room ("is heading down to the kitchen to make a
sandwich"), nor a destination read as a verb ("is making her way to medbay for a check-up"),
nor a leisure purpose ("to buy bread").
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("observer", "text"), [
    ("Andreas", "Andreas, the Greek rigger, is climbing the king pole to fix the cupola ring "
                "@ big top"),
    ("Sigrun", "Sigrun climbs down to the cellar deck to inspect the blowout preventer "
               "@ Brenna Alpha: wellbay"),
    ("Pia", "Pia is climbing the tower stairs to clean the lens @ Skerry Light: lantern room"),
])
def test_a_move_made_for_a_task_is_the_task(lex, observer, text):
    assert actual_kinds(lex, text, observer) == {"work"}


@pytest.mark.parametrize(("observer", "text"), [
    ("Kalinda", "Kalinda is heading down to the kitchen to make a sandwich "
                "@ Parkside Flats: stairwell"),
    ("Rin", "Rin is making her way to medbay for a check-up @ spine corridor: lift 2"),
    ("Andreas", "Andreas is strolling to the shop to buy bread @ Main Street"),
])
def test_a_move_home_or_for_an_errand_is_no_work(lex, observer, text):
    assert "work" not in actual_kinds(lex, text, observer)
