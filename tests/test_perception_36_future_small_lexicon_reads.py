"""Small lexicon reads of plans and wishes (session 36, round future).

Read now as ahead: an angle "to" a thing ("is angling to get a nap in before the show"), an
appetite for a fight ("is spoiling for a fight", "is itching for a fight with the new guy").
Read now as done: a run named by its miles with a hyphen ("Having just finished a ten-mile
run, ..."). Rides with their own particle are in
test_perception_36_future_errand_of_a_trip_under_way.py. A briefing is no header (what goes on
during it is done), nor a note to oneself (pinned: "Note to Self: had a big lunch" is eaten),
and a fight had now stays one.
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_wishes_and_notes_to_self_are_ahead(lex) -> None:
    def one_case(text, ahead):
        assert actual_kinds(lex, text, "Kit") == set(), text
        assert ahead in other_kinds(lex, text, "Kit"), text

    assert failing_cases(one_case, [
        ("Kit is angling to get a nap in before the show.", "sleep"),
        ("Kit is spoiling for a fight.", "conflict"),
        ("Kit is itching for a fight with the new guy.", "conflict"),
    ]) == []


def test_what_goes_on_now_stays(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Kit") == kinds, text

    assert failing_cases(one_case, [
        ("Morning briefing: Kit drinks her coffee while the chief talks through the day.",
         {"drink", "work"}),
        ("Kit is in a fight with the new guy.", {"conflict"}),
    ]) == []


def test_a_run_named_by_its_miles_is_a_workout(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, "Omar") == kinds, text

    assert failing_cases(one_case, [
        ("Having just finished a ten-mile run, Omar is hoping to sleep soon.", {"exercise"}),
        ("Omar is back from a 10-mile run.", {"exercise"}),
        ("Omar is planning a ten-mile run tomorrow.", set()),
    ]) == []
