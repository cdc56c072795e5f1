"""", yet" opening a contrast ends a plan's scope, as ", but" does (session 40, round fresh214:
``breakers.clause``): "promised herself an early night, yet at midnight she is still ...
chatting" is company now. Controls: a bare adverb "yet" and a plan with no contrast.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_contrast_after_a_plan_is_now(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("Ingrid promised herself an early night, yet at midnight she is still chatting with Tom.",
         "Ingrid", {"socialize"}),
        ("Ana wants to eat, yet she keeps working.",
         "Ana", {"work"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_the_adverb_and_a_plain_plan_keep_their_reading(lex) -> None:
    def one_case(case):
        text, observer, want = case
        assert actual_kinds(lex, text, observer) == want, text

    cases = [
        ("Ana hasn't eaten yet.",
         "Ana", set()),
        ("Ana promised herself an early night and a long sleep.",
         "Ana", set()),
    ]
    assert failing_cases(one_case, cases) == []
