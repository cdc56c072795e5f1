"""A yes or a no said is a reply that reports nothing (session 37, round fresh195: a Tokyo
convenience store night shift): "you say yes and the two of you end up chatting about her exam
for half an hour" is company now, not a chat told of. Controls: "says he ate" stays reported;
"say yes to" a plan stays ahead; "say no to" a thing stays denied.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_yes_said_then_an_act_is_now(lex) -> None:
    def one_case(text):
        assert "socialize" in actual_kinds(lex, text, "Ryo"), text

    cases = ["Mei rings you at midnight to ask if you'll cover her Friday night shift; you say "
             "yes and the two of you end up chatting about her exam for half an hour.",
             "You say yes and Tom ends up chatting with you.",
             "Ryo says okay and the two of them end up chatting."]
    assert failing_cases(one_case, cases) == []
    assert actual_kinds(lex, "Ryo says no and eats his lunch.", "Ryo") == {"eat"}


def test_controls_reports_plans_and_denials_stay(lex) -> None:
    assert actual_kinds(lex, "Ryo says he ate.", "Ryo") == set()
    assert actual_kinds(lex, "You say yes to a run with Tom tomorrow.", "Ryo") == set()
    assert actual_kinds(lex, "You say no to the cake and drink a tea.", "Ryo") == {"drink"}
