"""A sprint out of a room, stairs climbed on the way and a bare "as the boy" (session 37, round
fresh195: a Tokyo convenience store night shift). "grabs the AED off the wall and sprints out"
is a dash, no workout; "is climbing the stairs to her room to sleep" has the sleep ahead, as
"takes the stairs up to" had; "waters the morning glories ... as the boy from 2B jogs off" is
a time clause, not a post ("as stable lad") the watering is done in. Controls: sprints the
length of a place, a race's start, a hill climbed and named posts stay.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_sprint_out_or_back_is_a_dash(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Sota") == set(), text

    cases = ["A customer runs in shouting that a man has collapsed on the pavement round the "
             "corner; Sota grabs the AED off the wall and sprints out.",
             "Sota sprints outside to help.", "Sota sprints back to the counter.",
             "Sota sprints off.", "Sota sprints into the storeroom."]
    assert failing_cases(one_case, cases) == []


def test_controls_sprints_as_a_workout_stay(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Sota") == {"exercise"}, text

    cases = ["Sota sprints out of the blocks.", "Sota sprints up and down the lane.",
             "Sota sprints the last 400 m.", "Sota does sprints in the park.",
             "Sota sprints back and forth between the cones."]
    assert failing_cases(one_case, cases) == []


def test_stairs_climbed_on_the_way_put_the_purpose_ahead(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Linh") == set(), text

    cases = ["Linh is climbing the stairs to her room to sleep @ Kanda Heights: stairwell, "
             "3rd floor",
             "Linh is climbing the stairs to her room to sleep.",
             "Linh climbs the stairs up to the bar to meet Tom."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Linh climbs the stairs to her room and falls asleep.",
                        "Linh") == {"sleep"}
    assert actual_kinds(lex, "Linh is climbing up to the hut for lunch.",
                        "Linh") == {"exercise"}


def test_as_the_boy_is_no_post(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Fumiko") == set(), text

    cases = ["Fumiko waters the morning glories by the front steps as the boy from 2B jogs off "
             "toward the river in his school tracksuit.",
             "Fumiko sweeps the yard as the man from next door washes his car."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Fumiko mucks out the stalls as stable lad at the yard.",
                        "Fumiko") == {"work"}
    assert actual_kinds(lex, "Fumiko is on shift as the school custodian.",
                        "Fumiko") == {"work"}
