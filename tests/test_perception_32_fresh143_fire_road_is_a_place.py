"""A fire road, fire trail or fire lane is a place kept clear for fire crews, no fire.

* core.yaml global not-terms beside "fire escape" and "fire station".
* Controls: a fire that reaches or jumps one stays a threat.
"""

from __future__ import annotations

import itertools

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_a_fire_road_walked_or_parked_in_is_no_fire(lex) -> None:
    def one_case(verb, place, want):
        text = f"Ana {verb} the {place}."
        assert actual_kinds(lex, text, OBSERVER) == want, text

    cases = [(v, p, w) for (v, w), p in itertools.product(
        [("is hiking", {"exercise"}), ("jogs up", {"exercise"}), ("cycles up", {"exercise"}),
         ("parks in", set()), ("waits at the end of", set())],
        ["fire road", "fire trail", "fire lane"])]
    assert failing_cases(one_case, cases) == []


def test_a_fire_reaching_a_fire_road_stays_a_threat(lex) -> None:
    def one_case(text):
        assert "danger" in actual_kinds(lex, text, OBSERVER), text

    cases = [
        "The fire has jumped the fire road and is racing toward Ana.",
        "Flames reach the fire trail right below Ana's house.",
        "Flames are racing down the fire road toward Ana.",
    ]
    assert failing_cases(one_case, cases) == []
