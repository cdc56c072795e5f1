"""A boatwright's and a fishmonger's tasks are work (session 40, round fresh213; lexicon
work verbs with their own objects and phrases): a hull, its timbers and its parts sanded,
planed, shaped, fitted or cut; fish scaled ("goes back to scaling fish"); a catch weighed
out; a clamp tightened; a market's slabs hosed down; boats dragged up the beach. Controls: a
cliff scaled is a climb, ribs cut are no task, a belt tightened, flour weighed out, a table
sanded at home and a patio hosed down stay none.
"""

from __future__ import annotations

import pytest
from helpers import actual_kinds


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Bakari stays on his knees, sanding the rudder alone.', 'Bakari', {'work'}),
    ('Juma is shaping a frame with an adze @ dhow yard: frame shed', 'Juma', {'work'}),
    ('Issa is planing the same plank from the other end.', 'Issa', {'work'}),
    ('Khamis is back at the sawpit cutting planks.', 'Khamis', {'work'}),
    ('Khamis finishes tightening a clamp.', 'Khamis', {'work'}),
    ('Asha goes back to scaling fish.', 'Asha', {'work'}),
    ('Asha weighs out squid for a buyer.', 'Asha', {'work'}),
    ('Issa is hosing down the fish slabs.', 'Issa', {'work'}),
    ("[11:03] Abdalla: we're dragging the hulls up the beach now", 'Abdalla', {'work'}),
])
def test_yard_and_market_tasks_are_work(lex, text, observer, mine) -> None:
    """Each is the observer's work."""
    assert actual_kinds(lex, text, observer) == mine


@pytest.mark.parametrize(("text", "observer", "mine"), [
    ('Asha scales the cliff.', 'Asha', {'exercise'}),
    ('Asha tightens her belt.', 'Asha', set()),
    ('Asha weighs out flour for the cake.', 'Asha', set()),
    ('Asha sands the table in her flat.', 'Asha', set()),
    ('Asha hoses down the patio.', 'Asha', set()),
    ('Asha eats the ribs.', 'Asha', {'eat'}),
])
def test_the_same_verbs_elsewhere_stay_what_they_were(lex, text, observer, mine) -> None:
    """Not these tasks."""
    assert actual_kinds(lex, text, observer) == mine
