"""A place closed early for a threat keeps the threat away from the one told of it.

Session 38, round fresh201: "You overhear two mothers at the hatch saying the school closed
early because of a shootout in a neighbouring community this morning" was the observer's
danger. The distance cues (core/cues.yaml) had "closed because of" and "shut due to"; they now
hold the same with "early" between. A threat where the observer is stays theirs.
"""

from helpers import actual_kinds, failing_cases


def test_a_place_closed_early_for_a_threat_is_no_danger(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        ("Ketlyn", "You overhear two mothers at the hatch saying the school closed early "
                   "because of a shootout in a neighbouring community this morning."),
        ("Ketlyn", "The market closed early due to a fire in the next street."),
        ("Ketlyn", "The clinic shut early because of the floods upriver."),
    ]) == []


def test_a_threat_where_the_observer_is_stays(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        ("Ketlyn", "A fire breaks out in your kitchen and you run outside.", {"danger"}),
        ("Ketlyn", "The school closed early, and now a shootout starts in your street.",
         {"danger"}),
    ]) == []
