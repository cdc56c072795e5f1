"""Trays in the plural carried or ferried are a server's round, work (session 35, round
fresh180; core.yaml ``work`` ``carry``/``ferry`` objects): "she's been carrying trays
nonstop". Controls: one tray carried to someone or back to the kitchen, or ice-cube trays put
away, is no work.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_trays_carried_are_a_servers_round(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == {"work"}, text

    cases = [("Amélie hasn't sat down once since opening; she's been carrying trays nonstop.",
              "Amélie"),
             ("Amélie has been carrying trays all evening.", "Amélie"),
             ("Amélie ferries trays between the bar and the terrace.", "Amélie")]
    assert failing_cases(one_case, cases) == []


def test_controls_one_tray_is_no_work(lex) -> None:
    def one_case(text, name):
        assert actual_kinds(lex, text, name) == set(), text

    cases = [("Amélie carries a tray of tea up to her mother.", "Amélie"),
             ("Amélie carries the tray back to the kitchen.", "Amélie"),
             ("Amélie carries the ice-cube trays to the freezer.", "Amélie")]
    assert failing_cases(one_case, cases) == []
