"""A denial ends at "and" + a name + an irregular past verb (session 38, round fresh200,
``perception._and_named_subject``): "the storm never came near the hut and Reto slept right
through it" is a sleep; a storm seen over the far side of a valley or beyond a ridge is far
(``cues.distance``: "over the far side", "beyond the next ridge"). Controls: the denied act
itself, another's act after "and", a storm striking the hut.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_named_subject_with_an_irregular_past_opens_a_clause(lex) -> None:
    cases = [("The storm never came near the hut and Reto slept right through it.", {"sleep"}),
             ("Anna didn't come and Reto ate the whole cake.", {"eat"}),
             ("The bus never showed up and Reto ran the six miles home.", {"exercise"}),
             ("Nobody answered and Reto drank the tea alone.", {"drink"})]

    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Reto") == want, text

    assert failing_cases(one_case, cases) == []


def test_a_storm_over_the_far_side_is_far(lex) -> None:
    assert actual_kinds(lex, "Lightning flickered over the far side of the valley, but the "
                        "storm never came near the hut and Reto slept right through it.",
                        "Reto") == {"sleep"}
    assert actual_kinds(lex, "Lightning flashes beyond the next ridge while Reto eats.",
                        "Reto") == {"eat"}


def test_controls_denials_and_near_storms(lex) -> None:
    assert actual_kinds(lex, "Reto didn't eat and Anna ate.", "Reto") == set()
    assert actual_kinds(lex, "Reto never slept and ate nothing.", "Reto") == set()
    assert actual_kinds(lex, "Lightning strikes the hut.", "Reto") == {"danger"}
