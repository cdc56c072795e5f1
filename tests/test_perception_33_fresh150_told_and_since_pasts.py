"""Past acts told inside a telling's topic or a "since" clause are not done now (fresh150).

* A "when" clause with a past verb right after the noun phrase of a topic opened by "about"
  names the topic's time: still told ("tells Anjali about the 2005 floods when he swam home").
  A "when" in the present ("talks about the match when we eat dinner") is a time of the
  telling; the telling itself stays company.
* A "since" clause with a past verb after a perfect names the point a state runs from ("has
  been feeling ill since he swallowed that canteen water"): the act is told, the state is
  now. Not after a time gone by ("two hours have passed since Ana ate": the meal is had).
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases

OBSERVER = "Ana"


def test_a_when_clause_of_a_told_topic_is_told(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds, text

    cases = [
        ("Ana tells Sam about the 2005 floods when she swam home through chest-deep water.",
         {"socialize"}),
        ("Ana tells Sam about the summer when she worked on a farm in Devon.", {"socialize"}),
        ("Ana told the kids about the winter when she skied to school every day.",
         {"socialize"}),
        ("Ana tells Tom about the war when her grandfather swam across the river.",
         {"socialize"}),
        ("Ana tells Bo about the night when she slept in a tree.", {"socialize"}),
        ("Ana tells Sam about the flood, when she swam home.", {"socialize"}),
        ("Ana tells Sam about the day when she ran a marathon in the snow.", {"socialize"}),
        # a "when" of the telling's own time, in the present: done
        ("Ana talks with Sam about the match when they eat dinner.", {"socialize", "eat"}),
        ("Ana tells Sam about it when she eats lunch.", {"socialize", "eat"}),
        ("Ana gossips with Sam about the party when they eat lunch.", {"socialize", "eat"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_since_clause_after_a_perfect_is_told(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds, text

    cases = [
        ("Ana has been feeling ill since she swallowed that canteen water.", {"illness"}),
        ("Ana has felt sick since she ate the prawns at the wedding.", {"illness"}),
        ("Ana has had a headache since she drank the punch.", {"illness"}),
        ("Ana hasn't stopped coughing since she swam in the quarry.", {"illness"}),
        ("Ana has been vomiting since she ate the mussels.", {"illness"}),
        ("Ana has been feverish and shivery since she was bitten by mosquitoes.", {"illness"}),
        # a time gone by before "since": the act is still told as done
        ("Two hours have passed since Ana ate.", {"eat"}),
        ("It's been ages since Ana swam.", {"exercise"}),
        # no perfect: the act is done now
        ("Ana swam in the quarry since the pool was shut.", {"exercise"}),
        ("Ana drinks some water since she is thirsty.", {"drink"}),
    ]
    assert failing_cases(one_case, cases) == []


def test_a_call_down_for_a_drink_is_an_order(lex) -> None:
    def one_case(text, kinds):
        assert actual_kinds(lex, text, OBSERVER) == kinds, text

    cases = [
        ("Ana rang down for some tea.", set()),
        ("Ana called down for a beer.", set()),
        ("Ana sent down for sandwiches.", set()),
        ("Ana phoned down for water.", set()),
        ("Ana is ringing down for breakfast.", set()),
        ("Ana has rung down for coffee and is waiting for it to come up.", set()),
        ("Ana called down for a beer and drank it on the balcony.", {"drink"}),
        ("Ana downed a coffee.", {"drink"}),
        ("Ana downs her coffee and goes.", {"drink"}),
        ("Ana wolfs down a sandwich.", {"eat"}),
    ]
    assert failing_cases(one_case, cases) == []
