"""A skid after a machine's noun is the frame it stands on, and a part changed out is a
fitter's job (session 30, round fresh127): "is changing out a weeping valve gasket on the
separator skid" is work, no skid; a vehicle's skid stays a threat, and changing out of clothes
is no job."""

from __future__ import annotations

import pytest
from helpers import actual_kinds, failing_cases, other_kinds


def test_a_machine_skid_is_no_skid_and_a_part_changed_out_is_work(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Kari") == kinds

    cases = [
        ("Kari is changing out a weeping valve gasket on the separator skid @ process deck",
         {"work"}),
        ("Kari changes out the filter on pump B.", {"work"}),
        ("Kari bolts the pump skid to the deck.", set()),
        ("Kari is changing out of her overalls.", set()),
        ("Kari changes out of the wet gear and showers.", set()),
    ]
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize("text", [
    "Kari's car skids on the ice.",
    "Kari's truck goes into a skid.",
])
def test_a_vehicles_skid_is_still_danger(lex, text):
    assert actual_kinds(lex, text, "Kari") == {"danger"}


def test_someone_else_changing_out_a_part_is_theirs(lex):
    text = "Tom changes out the seals while Kari watches."
    assert actual_kinds(lex, text, "Kari") == set()
    assert other_kinds(lex, text, "Kari") == {"work"}
