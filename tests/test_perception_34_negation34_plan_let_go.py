"""A plan let go in other words is not done (session 34, round negation34).

* "forgo"/"forego", "cry off" and "opt out of" deny what is named a few words after them
  (`cues.negation`, as "bow out of" and "bail on"): "forgoes her usual swim", "cries off the
  dinner with her colleagues", "opts out of the team quiz".
* Controls: what follows "and" + a new verb is told ("opts out of the team lunch and eats at
  her desk").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_plan_let_go_is_not_done(lex) -> None:
    def one_case(text, want):
        assert actual_kinds(lex, text, "Bea") == want, text

    cases = [
        ("Bea forgoes her usual swim because the pool is closed for cleaning.", set()),
        ("Bea foregoes the evening run; her knee is still sore.", set()),
        ("Bea cries off the dinner with her colleagues at the last minute.", set()),
        ("Bea opts out of the five-a-side this week.", set()),
        ("Bea opts out of the team lunch and eats at her desk.", {"eat"}),
        ("Bea swims forty lengths before work.", {"exercise"}),
    ]
    assert failing_cases(one_case, cases) == []
