"""A work verb's "from" right after it names where the doer sits, no object of the job.

Session 36, round fresh190 (Lagos ride-hailing drivers): "... according to the tracker Emeka
checks from the kitchen table" had been Emeka's work (a leak: the cousin drives): "table", a
waiter's work object, was found past "from". ``perception._object_elsewhere`` now reads a
"from" right after the verb as the doer's place; the verb's own object found first stays ("checks
the orders from table six"), and a work term stays work ("works from the kitchen table").
"""

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_place_sat_at_is_no_object(lex) -> None:
    text = ("Obi has taken the car out for the night shift, according to the tracker Emeka "
            "checks from the kitchen table.")
    assert actual_kinds(lex, text, "Emeka") == set()
    assert other_kinds(lex, text, "Emeka") == {"work"}
    assert actual_kinds(lex, "Emeka checks from the kitchen table.", "Emeka") == set()


def test_an_object_before_from_or_a_work_term_stays(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Emeka") == {"work"}, text

    assert failing_cases(one_case, [
        "Emeka checks the orders from table six.",
        "Emeka works from the kitchen table.",
        "Emeka checks the kitchen table.",
    ]) == []
