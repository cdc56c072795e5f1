"""A threat named by a school's or a sport's past time is past (session 30, round fresh133):
"last semester's gate robberies", "last term's storm", "last season's floods" join "last
week's storm" in danger `not_after`; a threat now stays danger."""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_threat_of_last_semester_or_term_is_past(lex) -> None:
    def one_case(text):
        assert "danger" not in actual_kinds(lex, text, "Ade")

    cases = [
        "Ade sees the hostel notice: an arrest has been made in last semester's gate robberies.",
        "Ade sees the notice: an arrest has been made in last semester's robberies.",
        "Ade reads the report on last term's break-ins at the hostel.",
        "The club still talks about last season's floods while Ade laces her boots.",
        "Ade's roof still leaks from last fall's storm.",
    ]
    assert failing_cases(one_case, cases) == []


def test_a_threat_now_stays_danger(lex):
    text = "A robbery is happening at the hostel gate right now and Ade is there."
    assert actual_kinds(lex, text, "Ade") == {"danger"}
