"""A food slid across in any vessel is served, no near miss (session 35, round fresh180;
perception._served_food_object): "The server slides a steaming pot of mussels in front of
Aoife" is no threat, as a bowl of stew slid across is. Controls: a vessel of boiling water or
of a hot drink, or one that falls beside someone, stays a threat.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_a_food_slid_across_in_a_vessel_is_no_threat(lex) -> None:
    def one_case(text, name, kinds):
        assert actual_kinds(lex, text, name) == kinds, text

    cases = [("The server slides a steaming pot of mussels in front of Aoife and she starts "
              "on it at once.", "Aoife", {"eat"}),
             ("The cook slides a pan of paella across to Aoife.", "Aoife", set()),
             ("The waiter slides a big pot of mussels in front of you.", None, set())]
    assert failing_cases(one_case, cases) == []


def test_controls_a_hot_vessel_or_one_that_falls_stays_a_threat(lex) -> None:
    def one_case(text, name):
        assert "danger" in actual_kinds(lex, text, name), text

    cases = [("A pot of boiling water slides off the stove a foot from Aoife.", "Aoife"),
             ("The waiter slides a jug of hot coffee in front of Aoife.", "Aoife"),
             ("A crate of mussels topples off the truck and lands a metre from Aoife.",
              "Aoife")]
    assert failing_cases(one_case, cases) == []
