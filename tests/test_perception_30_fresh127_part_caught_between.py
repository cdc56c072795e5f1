"""A body part pinched, trapped, jammed or squashed between two things is hurt, as one crushed
between them was (session 30, round fresh127): "Femi's hand gets pinched between a pipe joint
and the rack"; someone else's part stays theirs."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, other_kinds


@pytest.mark.parametrize("text, kinds", [
    ("Femi's hand gets pinched between a pipe joint and the rack.", {"injury"}),
    ("Femi's fingers were trapped between the pallets.", {"injury"}),
    ("Femi's foot got jammed between the rocks.", {"injury"}),
    ("Femi's leg is squashed between the boat and the quay.", {"injury"}),
    ("Femi's thumb gets pinched between the crates.", {"injury"}),
])
def test_a_part_caught_between_two_things_is_hurt(lex, text, kinds):
    assert actual_kinds(lex, text, "Femi") == kinds


def test_someone_elses_part_caught_between_is_theirs(lex):
    text = "Tom's hand gets pinched between the crates."
    assert actual_kinds(lex, text, "Femi") == set()
    assert other_kinds(lex, text, "Femi") == {"injury"}


def test_squeezing_between_things_is_no_hurt(lex):
    assert actual_kinds(lex, "Femi squeezes between the pipes.", "Femi") == set()
