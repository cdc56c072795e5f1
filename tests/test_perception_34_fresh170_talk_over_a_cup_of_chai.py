"""A talk held over or across a cup of chai or a mug of tea is a drink (session 34, round
fresh170): "settle the quarrel across a cup of chai" had been no drink, where "over a cup of
tea" was one (drink terms: over chai, over a cup of chai, over a mug of tea/coffee/chai,
across a cup of tea/coffee/chai). Controls: a cup of chai only planned or someone else's
stays none of the observer's.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_talk_over_chai_or_a_mug_is_a_drink(lex) -> None:
    def one_case(talk, over):
        text = f"Kibet and his neighbour {talk} {over}."
        assert "drink" in actual_kinds(lex, text, "Kibet"), text

    cases = [(t, o) for t in ["settle the quarrel", "catch up", "talk it over"]
             for o in ["over a cup of chai", "over chai", "over a mug of tea",
                       "across a cup of chai", "across a cup of coffee"]]
    assert failing_cases(one_case, cases) == []


def test_controls_a_planned_or_someone_elses_chai_is_not_the_observers(lex) -> None:
    def one_case(text):
        assert "drink" not in actual_kinds(lex, text, "Kibet"), text

    cases = ["Kibet will settle the quarrel over a cup of chai tomorrow.",
             "Tom and his neighbour settle the quarrel over a cup of chai.",
             "Kibet hopes to talk it over a mug of tea next week."]
    assert failing_cases(one_case, cases) == []
