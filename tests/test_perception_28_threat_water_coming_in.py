"""Water coming in where people are is a threat (session 28, round threat): water that comes in
under a door or through a ceiling, or over what holds it back ("water is coming in under the
front door", "the river is coming over the sandbags toward you"), is a flood told by its
effect on the observer's surroundings, as water pouring in is. Not danger: a tide that comes
in, water coming to the boil, light coming in under a door, a wade in the shallows."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_water_coming_in_where_people_are_is_a_threat(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == {"danger"}

    cases = [
        ("Kalani", "Kalani: water coming in under the door"),
        (None, "Water is coming in under the front door."),
        (None, "Water is coming through the ceiling above your bed."),
        (None, "The river is coming over the sandbags toward you."),
        ("Kalani", "Kalani: sea's coming over the harbour wall"),
        ("Kalani", "Seawater comes over the side of Kalani's dinghy."),
        (None, "Water came into the house during the night and you wake to it lapping the bed."),
        (None, "The stream is coming through the walls of your tent."),
    ]
    assert failing_cases(one_case, cases) == []


def test_water_that_comes_harmlessly_is_no_threat(lex) -> None:
    def one_case(observer, text):
        assert "danger" not in actual_kinds(lex, text, observer)

    cases = [
        ("Kalani", "The tide is coming in, so Kalani packs up the picnic."),
        ("Kalani", "Kalani waits for the water to come to the boil."),
        ("Kalani", "Kalani wades in up to her knees and laughs at the cold."),
        (None, "Light is coming in under the door."),
        (None, "Water comes in handy on a hot hike."),
    ]
    assert failing_cases(one_case, cases) == []
