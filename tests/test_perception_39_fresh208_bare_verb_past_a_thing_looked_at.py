"""A bare verb after "and" past a thing looked at is the looker's own.

Session 39, round fresh208: "You look at the box in front of you and keep eating" gave the meal
to someone else: a witness cue's bare verb after "and" was the seen one's unless one thing was
seen in one word ("look at" counted its "at", "in front of you" more). With no one seen, the
bare second predicate (after "I", "you", "we", "they") is the looker's.
"""

from helpers import actual_kinds, failing_cases


def test_the_looker_eats(lex) -> None:
    def one_case(observer, text, kinds):
        assert actual_kinds(lex, text, observer) == kinds, text

    assert failing_cases(one_case, [
        (None, "You look at the box and keep eating.", {"eat"}),
        (None, "I glance at my phone and eat.", {"eat"}),
        (None, "You look at the box and keep drinking.", {"drink"}),
    ]) == []


def test_someone_seen_keeps_it(lex) -> None:
    def one_case(observer, text):
        assert actual_kinds(lex, text, observer) == set(), text

    assert failing_cases(one_case, [
        (None, "You watch the kids play and eat."),
        (None, "You look at the kids and eat."),
        (None, "You lie awake listening to the generator and the coughing."),
    ]) == []
