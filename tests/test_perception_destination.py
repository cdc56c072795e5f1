"""On the way to an activity: what lies ahead of the trip is planned, what follows "and" is done.

The handed set's [future] lines include travel ("Malik is walking to the gym", "You are heading to
the noodle bar on Quay Street to meet Lio for lunch"); tuning sets had "is driving to the leisure
centre for his swim", "is on the bus to football practice", "pulls on her boots to go for a run"
counted as exercise. The `destination` cue list (rules/lexicons/core.yaml) covers the trip's
destination and purpose to the end of the clause; an "and" that opens a new predicate ends it
("heads to the kitchen and eats a sandwich" eats now), and verbs that are events themselves
("jogged to the harbour") are no cue.
"""

from __future__ import annotations

import itertools

import pytest
from helpers import actual_kinds, failing_cases

TRIPS = [
    "{s} {is} driving to the leisure centre for {p} {a}",
    "{s} {is} on the bus to {a}",
    "{s} {is} on {p} way to the sports hall for {a}",
    "{s} {is} walking down to the park to meet {p} friends for {a}",
    "{s} {heads} off to the club for {a}",
    "{s} {sets} off for {a} at the club",
    "{s} {leaves} for {a}",
    "{s} {is} in a taxi to the stadium for {a}",
    "{s} {hurries} to the pool for {a}",
]
ACTIVITIES = {  # activity -> the kind it would be if it happened now
    "a swim": "exercise", "football practice": "exercise", "a workout": "exercise",
    "lunch": "eat", "a pint": "drink", "the night shift": "work",
}
SUBJECTS = [  # (subject, be, -s ending, possessive, observer)
    ("You", "are", "", "your", None),
    ("Ezra", "is", "s", "his", "Ezra"),
    ("I", "am", "", "my", None),
]


def _verb(base: str, ending: str) -> str:
    if not ending:
        return base
    return base[:-1] + "ies" if base.endswith("y") else base + ending


TRIP_CASES = [
    (template.format(s=s, p=p, a=a, **{"is": be,
                                      "heads": _verb("head", es), "sets": _verb("set", es),
                                      "leaves": _verb("leave", es),
                                      "hurries": _verb("hurry", es)}) + ".", observer, kind)
    for template, (s, be, es, p, observer), (a, kind) in itertools.product(
        TRIPS, SUBJECTS, ACTIVITIES.items())
]


def test_the_activity_at_the_end_of_a_trip_is_still_ahead(lex) -> None:
    def one_case(text, observer, kind):
        assert kind not in actual_kinds(lex, text, observer)

    cases = TRIP_CASES
    assert failing_cases(one_case, cases) == []


@pytest.mark.parametrize(("text", "observer", "kind"), [
    ("You head to the kitchen and eat a sandwich.", None, "eat"),
    ("Ezra heads to the kitchen and eats a sandwich.", "Ezra", "eat"),
    ("Ezra walks to the fridge, grabs a beer and drinks it.", "Ezra", "drink"),
    ("You drive to the coast and swim in the sea.", None, "exercise"),
    ("You drive to work, drinking coffee from a flask.", None, "drink"),
    ("Ezra jogged to the harbour and back.", "Ezra", "exercise"),
    ("Ezra is out for a run along the canal.", "Ezra", "exercise"),
    ("You are out on a hike with your dog.", None, "exercise"),
    ("I'm out for a swim in the bay.", None, "exercise"),
])
def test_what_is_done_on_the_way_or_on_arrival_counts(lex, text, observer, kind):
    assert kind in actual_kinds(lex, text, observer)


@pytest.mark.parametrize(("text", "observer"), [
    ("Ezra puts on his running shoes to go for a run.", "Ezra"),
    ("You pull on your boots to go for a hike.", None),
    ("Ezra packs a towel to go swimming after work.", "Ezra"),
])
def test_getting_ready_to_go_for_an_activity_is_not_doing_it(lex, text, observer):
    assert "exercise" not in actual_kinds(lex, text, observer)
