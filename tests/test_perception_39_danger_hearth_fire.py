"""A fire sat by, with modifiers between the preposition and it, is a hearth as "sits by the
fire" is (session 39, round danger; perception._hearth_fire, lexicon ``cues.vocabulary.
hearth_threats`` and ``hearth_postures``): "Agnes sits by the matron's fire", "Tomasz sits by
the great-hall fire", "dozes beside the old stone fire". Controls: a fire one is trapped by,
a fire that spreads while one sits elsewhere, "the fire exit".
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_fire_sat_by_is_a_hearth(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("Agnes sits by the matron's fire with her hands in her lap.", "Agnes"),
             ("Tomasz sits by the great-hall fire between setups.", "Tomasz"),
             ("Ana dozes beside the old stone fire.", "Ana"),
             ("You settle round the evening fire with a mug.", "Ana"),
             ("Ana is curled up by the big log fire with a book.", "Ana")]
    assert failing_cases(one_case, cases) == []


def test_a_fire_that_threatens_stays(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [("Ana is trapped by the kitchen fire.", "Ana"),
             ("Ana sits by the window as the forest fire spreads towards the village.", "Ana"),
             ("A fire breaks out in the hall where Ana sits.", "Ana")]
    assert failing_cases(one_case, cases) == []
