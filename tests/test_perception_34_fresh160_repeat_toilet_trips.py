"""An upset gut told by trips to the toilet with their count of time is illness (session 34,
round fresh160): "you've been running to the toilet every half hour", "dashes to the loo every
ten minutes", as "keeps running to the toilet" was (core.yaml illness terms ``run to the
toilet every`` ...). Controls: one trip stays a hurry, a habit with "go" is none ("goes to the
toilet every morning"), someone else's trips are theirs.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_trips_to_the_toilet_counted_by_time_are_illness(lex) -> None:
    def one_case(text, name):
        assert "illness" in actual_kinds(lex, text, name), text

    cases = [("You've been running to the toilet every half hour since lunch.", None),
             ("Piet dashes to the loo every ten minutes.", "Piet"),
             ("I was rushing to the bathroom every hour last night.", None),
             ("Piet has been running to the toilets every twenty minutes.", "Piet")]
    assert failing_cases(one_case, cases) == []


def test_controls_one_trip_a_habit_or_someone_else_is_not_the_observers_illness(lex) -> None:
    def one_case(text, name):
        assert "illness" not in actual_kinds(lex, text, name), text

    cases = [("Piet runs to the loo before the show.", "Piet"),
             ("Piet goes to the toilet every morning at six.", "Piet"),
             ("Piet reminds the kids to go to the toilet every hour on the coach.", "Piet"),
             ("Piet's son has been running to the toilet every half hour.", "Piet")]
    assert failing_cases(one_case, cases) == []
    assert "illness" in other_kinds(lex, "Piet's son has been running to the toilet every "
                                         "half hour.", "Piet")
