"""Threat words that name no threat here (session 39, round danger; lexicon only): words fired
as a volley (``danger.verb_uses.signals``: "fires a furious reply at the man who insulted her
brother"), a fire crew's ground (``danger.not_before``: "on the way back from the fire
ground"), and breath that smokes in the cold (exceptions: "jogs six laps in the dark, breath
smoking"). Controls: shots fired at someone, a fire on the ground floor, smoke pouring out.
"""

from __future__ import annotations

from helpers import actual_kinds, failing_cases


def test_these_threat_words_name_no_threat(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" not in actual_kinds(lex, text, observer), text

    cases = [("Ailsa fires a furious reply at the man who insulted her brother.", "Ailsa"),
             ("Ana fires off an angry email at the council.", "Ana"),
             ("I drank a thermos of tea in the ute on the way back from the fire ground.",
              "Tran"),
             ("You jog six laps around the lot in the dark, breath smoking.", "Abdi"),
             ("Ana's breath smokes in the frosty air as she waits for the bus.", "Ana")]
    assert failing_cases(one_case, cases) == []


def test_the_threats_stay(lex) -> None:
    def one_case(case):
        text, observer = case
        assert "danger" in actual_kinds(lex, text, observer), text

    cases = [("The gunman fires three shots at Ana.", "Ana"),
             ("A fire on the ground floor traps Ana.", "Ana"),
             ("Smoke is pouring from the kitchen and Ana's breath catches.", "Ana")]
    assert failing_cases(one_case, cases) == []
