"""A task after "and"/"but" that goes on from the observer's state told with "is" is framed as
the observer's own verb (session 37, round substring, perception._state_then_verb): "Paz is dead
on her feet but finishes mopping the hospital corridor at 3 a.m." works, as "Paz finishes
mopping ..." does (before, the state hid the task). Controls: someone else named before the
verb, a plan, and a verb with no work frame.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_task_after_a_state_is_the_observers(lex) -> None:
    def one_case(case):
        text, want = case
        assert actual_kinds(lex, text, "Paz") == want, text

    cases = [("Paz is dead on her feet but finishes mopping the hospital corridor at 3 a.m.",
              {"work"}),
             ("Paz is exhausted but finishes her shift.", {"work"}),
             ("Paz is not tired and finishes the quarterly report for the client.", {"work"}),
             # controls
             ("Paz is tired and Tom mops the hospital corridor at 3 a.m.", set()),
             ("Paz is sure that Tom finishes the report for the client tonight.", set()),
             ("Paz is going to the shop and buys bread for the bakery.", set()),
             ("Paz is happy and hums a song in the kitchen.", set())]
    assert failing_cases(one_case, cases) == []
