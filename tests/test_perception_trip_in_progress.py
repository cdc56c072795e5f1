"""A trip in progress with a path before its destination ("You're walking across the quad to
the chemistry building for your meeting", "is being wheeled down to the dining room for the
Sunday roast", "is driving in for the night shift"): what the trip is for lies ahead
(``cues.destination.trip_verbs`` / ``trip_heads``, ``perception._trip_cues``). A narrated trip
completes ("goes out to the court steps to phone her sister"), and a new predicate after "and"
is done on arrival.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

from engine.perception import perceive


def any_selves(lex, text: str, observer: str = "Nadia") -> set[str]:
    return {e.kind for e in perceive(text, lex, observer=observer)
            if e.subject == "self" and not e.negated}


TRIPS = ["Nadia is walking", "You're walking", "Nadia is hurrying", "Nadia is cycling",
         "Nadia is driving", "Nadia is being wheeled"]
PATHS = ["across the quad", "down the hill", "along the canal path", "up through the old town"]
PURPOSES = [("to the canteen for lunch", "eat"), ("to the café to meet her sister", "socialize"),
            ("to the depot for the night shift", "work"),
            ("towards the pool for her swim", "exercise")]


# (cycling is exercise itself; a wheeled patient's shift is left out: "being" is no trip verb)
CASES = [(t, p, u) for t, p, u in itertools.product(TRIPS, PATHS, PURPOSES)
         if not (t.endswith("cycling") and u[1] == "exercise")
         and not (t.endswith("wheeled") and u[1] == "work")]


def test_what_a_trip_in_progress_is_for_lies_ahead(lex) -> None:
    def one_case(trip, path, purpose):
        text = f"{trip} {path} {purpose[0]}."
        assert purpose[1] not in actual_kinds(lex, text, "Nadia")

    cases = CASES
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "kind"), [
    # a narrated trip completes: the purpose is done
    ("Nadia goes out to the court steps to phone her sister.", "socialize"),
    ("Nadia climbs all the steps of the tower for the charity stair climb.", "exercise"),
    ("Nadia nods, takes the new rota and goes back to bricklaying.", "work"),
    # a new predicate after "and" is done on arrival
    ("Nadia is walking across the yard to the canteen and eats a bowl of stew.", "eat"),
    # no trip verb: a break taken for lunch is not a trip
    ("Nadia is taking a break for lunch and eats a sandwich.", "eat")])
def test_narrated_trips_and_arrivals_stay_actual(lex, text, kind):
    assert kind in actual_kinds(lex, text, "Nadia")


def test_the_purpose_is_still_the_observers_plan(lex):
    text = "You're walking across the quad to the chemistry building for your meeting."
    assert "work" in any_selves(lex, text) and "work" not in actual_kinds(lex, text, "Nadia")
