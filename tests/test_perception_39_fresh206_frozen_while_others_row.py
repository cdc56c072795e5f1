"""One who stands frozen while others row is afraid, not threatened (session 39, round
fresh206): "stand frozen" is no danger term of its own ("Saraa stands frozen by the door while
her drunk uncle shouts at her aunt"); a threat frozen at is told by its own words ("lands a
step behind you", "skids past", "frozen to the spot as the bear charges").
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_frozen_while_others_row_is_no_danger(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Saraa") == set(), text
        assert "conflict" in other_kinds(lex, text, "Saraa"), text

    cases = ["Saraa stands frozen by the door while her drunk uncle shouts at her aunt about "
             "the lost camel.",
             "Saraa stands frozen in the hallway as her parents argue about money.",
             "You stand frozen in the kitchen while your brothers scream at each other."]
    assert failing_cases(one_case, cases) == []


def test_a_threat_frozen_at_stays_danger(lex) -> None:
    def one_case(text):
        assert actual_kinds(lex, text, "Pavel") == {"danger"}, text

    cases = ["A scaffolding pole clatters down and lands a step behind you. You stand frozen on "
             "the pavement, shaking.",
             "You stand frozen on the pavement as the car skids past.",
             "You are frozen to the spot as the bear charges."]
    assert failing_cases(one_case, cases) == []
