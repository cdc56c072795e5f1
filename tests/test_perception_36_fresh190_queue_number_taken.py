"""A queue's number or ticket taken is a customer's turn awaited, no task at a workplace.

Session 36, round fresh190 (Lagos ride-hailing drivers): "Halima takes a number at the clinic
pharmacy and leans against the wall" had been work ("take" is one of the framed activity's
``tasks``, and the clinic a workplace frame). "take a number", "take a ticket" and "take a
queue number/ticket" join ``status_activity.not_verbs`` as phrases; "take" itself stays a task
("takes forty calls at the clinic", "takes the orders").
"""

from helpers import actual_kinds, failing_cases


def test_a_queue_number_taken_is_no_work(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Halima") == set(), text

    assert failing_cases(one_case, [
        "Halima takes a number at the clinic pharmacy and leans against the wall.",
        "Halima takes a ticket at the clinic and leans against the wall.",
    ]) == []


def test_other_things_taken_at_work_stay_tasks(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Halima") == {"work"}, text

    assert failing_cases(one_case, [
        "Halima takes forty calls at the clinic.",
        "Halima takes the orders at the clinic and leans against the wall.",
    ]) == []
