"""A record named by an injury or a training is paperwork, not the hurt or the session
(session 34, round fresh170): "writing up injury reports for the coaching staff" is no injury
and "copying the splits into the squad training log" no exercise (injury's and exercise's
not_before: report, form, log, diary, journal, ...; "injury time" is a match's added
minutes). Controls: the injury or the training itself stays.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_record_of_hurts_is_no_injury(lex) -> None:
    def one_case(verb, record):
        text = f"Otieno {verb} the injury {record}."
        assert "injury" not in actual_kinds(lex, text, "Otieno"), text

    cases = [(v, r) for v in ["files", "is writing up", "checks", "fills in"]
             for r in ["report", "reports", "form", "log", "records"]]
    assert failing_cases(one_case, cases) == []
    assert "injury" not in actual_kinds(lex, "Otieno scores in injury time.", "Otieno")


def test_a_record_of_sessions_is_no_exercise(lex) -> None:
    def one_case(text):
        assert "exercise" not in actual_kinds(lex, text, "Otieno"), text

    cases = [f"Otieno {v} {r}."
             for v in ["copies the splits into", "writes in", "updates"]
             for r in ["the training log", "his training diary", "the running log",
                       "the squad training journal", "the training spreadsheet"]]
    assert failing_cases(one_case, cases) == []


def test_controls_the_hurt_and_the_session_themselves_stay(lex) -> None:
    def one_case(text, kind):
        assert kind in actual_kinds(lex, text, "Otieno"), text

    cases = [("Otieno's injury is worse this morning.", "injury"),
             ("Otieno aggravates an old injury on the hill.", "injury"),
             ("Otieno is training hard on the track.", "exercise"),
             ("Otieno logs ten kilometres of training before breakfast.", "exercise")]
    assert failing_cases(one_case, cases) == []
