"""A fire road, fire trail or fire lane is a place kept clear for fire crews, no fire.

* core.yaml global not-terms beside "fire escape" and "fire station".
* A fire line or firebreak cut or dug is a wildland crew's work ("cutting fire line with a
  Pulaski"), no fire; "cut a firebreak" is a work term.
* Controls: a fire that reaches or jumps one, or a fire line advancing, stays a threat.
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


def test_a_fire_line_or_firebreak_cut_is_no_fire(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, OBSERVER) == want, text

    cases = [
        ("Ana is cutting fire line with a Pulaski @ Cedar Ridge: division B", {"work"}),
        ("Ana is digging fire line with her hand crew @ north flank", {"work"}),
        ("Ana cuts fire line above the ranch all afternoon.", set()),
        ("Ana's crew is cutting a fire line below the ridge.", set()),
        ("Ana is digging a firebreak with her crew.", {"work"}),
        ("You cut a fire break behind the cabins with a chainsaw.", {"work"}),
        ("Ana digs a firebreak around the barn.", {"work"}),
        ("Ana cuts a firebreak along the fence.", {"work"}),
        ("The fire line is advancing toward Ana's house.", {"danger"}),
        ("Flames jump the fire line and race toward Ana.", {"danger"}),
    ]
    assert failing_cases(one_case, cases) == []
