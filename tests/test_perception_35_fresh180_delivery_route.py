"""A delivery route or run is a driver's job, as a delivery round is (session 35, round
fresh180; core.yaml ``work`` terms): "drives on to the next café on his delivery route".
Controls: someone else's route is theirs, and one started tomorrow is ahead.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases, other_kinds


def test_a_delivery_route_or_run_is_work(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == {"work"}, text

    cases = [("Youssef tosses the bag of pistolets onto the dashboard and drives on to the next "
              "café on his delivery route; lunch can wait.", "Youssef"),
             ("Youssef is halfway through his delivery run.", "Youssef"),
             ("You are on your delivery route by six.", None)]
    assert failing_cases(one_case, cases) == []


def test_controls_someone_elses_or_a_later_route(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == set(), text
        assert other_kinds(lex, text, name) == {"work"}, text

    cases = [("Youssef's brother is on his delivery route.", "Youssef"),
             ("Youssef will start his delivery route tomorrow.", "Youssef")]
    assert failing_cases(one_case, cases) == []
