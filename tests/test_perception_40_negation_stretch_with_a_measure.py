"""A denial's stretch of time keeps its measure (session 40, round negation,
perception._denial_spent): "all", "whole" or "entire" before a hyphened measure and a
singular activity noun is a stretch, as it is right before the noun ("never once sat down
during the whole twelve-hour shift", "hasn't eaten all ten-hour shift": the shift goes on).
Controls: the act itself denied over the stretch ("didn't work the whole twelve-hour shift")
and the denied meal stay denied.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_stretch_with_a_measure_goes_on(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Ravi") == want, text

    cases = [("Ravi never once sat down during the whole twelve-hour shift.", {"work"}),
             ("Ravi hasn't eaten all ten-hour shift.", {"work"}),
             ("Ravi hasn't had a sip of water the entire 12-hour shift.", {"work"}),
             ("Ravi hasn't eaten all shift.", {"work"})]
    assert failing_cases(one_case, cases) == []


def test_the_act_denied_over_the_stretch_stays_denied(lex) -> None:
    assert actual_kinds(lex, "Ravi didn't work the whole twelve-hour shift.", "Ravi") == set()
    assert actual_kinds(lex, "Ravi didn't eat the whole ten-hour shift.", "Ravi") == {"work"}
