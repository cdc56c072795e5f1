"""A hearth's fire watched idly is rest (session 39, round fresh206): the fire watched for a
while, burning low or its flames dancing ("sat by the stove ... and just watched the fire for an
hour", rest.yaml). Controls: a fire watched as it spreads or creeps nearer stays a threat.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_fire_watched_idly_is_rest(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Dulmaa") == {"rest"}, text

    cases = ["After the midday chores I sat by the stove with my boots off and just watched the "
             "fire for an hour.",
             "You sit watching the fire burn low.",
             "Dulmaa watches the flames dance in the grate.",
             "I watched the embers for a while before bed."]
    assert failing_cases(one_case, cases) == []


def test_a_fire_watched_spreading_stays_danger(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Dulmaa") == {"danger"}, text

    cases = ["I watched the fire spread across the hillside.",
             "Dulmaa watches the fire creep toward the barn."]
    assert failing_cases(one_case, cases) == []
