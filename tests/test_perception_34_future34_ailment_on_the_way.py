"""An ailment a traveller takes along on a trip is had now, not the trip's purpose ahead.

Session 34, round future34 (the [future] category, whose notes keep present symptoms beside a
future errand: "walking to the chemist for malaria drugs, shivering ..." is ill now): a trip's
destination cue made everything after it ahead, so "is heading to the clinic with a fever" gave
the fever as planned. A hurt or an illness right after "with" (past "a", "her", "bad" ...) is
the traveller's state now (``perception._ailment_carried``). A purpose after "for" stays ahead,
and someone else taken along stays theirs.
"""

from helpers import actual_kinds, failing_cases


def test_ailment_carried_on_a_trip_is_had_now(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        ("Ana is heading to the clinic with a fever.", "illness"),
        ("Ana is walking to the surgery with her sprained wrist.", "injury"),
        ("Ana is heading over to the pharmacy with a bad cough.", "illness"),
        ("You are driving to the walk-in centre with a swollen ankle.", "injury"),
    ]) == []


def test_trip_purpose_or_someone_elses_ailment_is_not(lex) -> None:
    def one_case(text):
        assert not {"illness", "injury"} & actual_kinds(lex, text, "Ana"), text

    assert failing_cases(one_case, [
        "Ana is driving to the chemist for cough medicine.",
        "Ana is driving to the hospital with her injured son.",
        "Ana is heading to the clinic for her flu jab.",
    ]) == []
