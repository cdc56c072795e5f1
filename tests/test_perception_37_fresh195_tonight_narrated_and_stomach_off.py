"""A narrated clause's "tonight" before "and", and a stomach that feels off (session 37, round
fresh195: a Tokyo convenience store night shift). "You leave the free expired bento in the
fridge tonight and only sip hot water ... your stomach still feels off": the sip is now (the
clause before "tonight" is told in the simple present, no plan) and the stomach is mild
illness. Controls: a plan keeps "tonight" ahead ("will cook tonight and", "wants to swim
tonight and"); "feels off about it" and "is off today" are no illness.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_tonight_after_a_narrated_clause_is_now(lex) -> None:
    assert actual_kinds(lex, "You leave the free expired bento in the fridge tonight and only "
                        "sip hot water in the staff room — your stomach still feels off.",
                        "Linh") == {"drink", "illness"}
    assert actual_kinds(lex, "You leave the bento tonight and sip hot water.",
                        "Linh") == {"drink"}
    assert actual_kinds(lex, "Kenji skips the staff meal tonight and eats at the till.",
                        "Kenji") == {"eat"}


def test_controls_a_plan_keeps_tonight_ahead(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Linh") == set(), text

    cases = ["Linh will cook tonight and eat with Tom.", "Linh wants to swim tonight and eat "
             "after.", "Linh has dinner with Sam tonight and a run tomorrow."]
    assert failing_cases(one_case, cases) == []


def test_a_stomach_off_is_mild_illness(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Linh") == {"illness"}, text

    cases = ["Your stomach still feels off.", "Your stomach feels off.",
             "My stomach is still off after that curry.", "Linh's tummy felt off all night."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Linh feels off about the whole thing.", "Linh") == set()
    assert actual_kinds(lex, "Linh is off today.", "Linh") == set()
    assert "illness" in other_kinds(lex, "Tom's stomach feels off.", "Linh")
